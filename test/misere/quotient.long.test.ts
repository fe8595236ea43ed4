/**
 * A published misère quotient order too long for `npm test` (about 100 s of CPU), run by
 * `npm run test:long`.
 *
 * Source: Aaron Siegel, answering questions on MisereSolver in Thane Plambeck's blog "Misère games"
 * (miseregames.wordpress.com, post "Some MisereSolver questions answered", 28 August 2007):
 * "Q_30(0.07) has size 360" — the misère quotient of Dawson's Kayles (octal 0.07) for heaps of
 * size at most 30 has order 360 (MisereSolver, `java -jar misere.jar 0.07 -maxheap 30`).
 */
import { describe, expect, it } from 'vitest';
import { misereQuotient, quotientOutcome, HeapSearch } from '../../src/misere/index.js';
import { dawsonsKayles } from './heaps.js';

describe('published quotient orders (long)', () => {
  it('Dawson’s Kayles (0.07), heaps ≤ 30: order 360 (Siegel, Plambeck’s blog, 28 Aug 2007)', () => {
    const q = misereQuotient(dawsonsKayles, 30, { maxStates: 12_000_000 });
    expect(q.order).toBe(360);
    // and its outcomes agree with the plain search on sums with a heap of 30
    const search = new HeapSearch(dawsonsKayles);
    for (const heaps of [[30], [30, 1], [30, 2], [30, 4, 3], [28, 5], [17, 13]]) {
      expect(quotientOutcome(q, heaps), heaps.join(' ')).toBe(search.outcome(heaps));
    }
  });
});
