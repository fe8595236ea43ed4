/**
 * The openings (1,1|1,1)_n of the SIMPLE CHOPSTICKS variants with n >= 8 (3 to 15 s each), and those
 * of revives, revives-even and rollover-revives-even with n = 7 (1.5 to 3 s each), valued
 * within the variant tables' budget since the sidling's deletion tests start from the solved
 * comparison table (warm-started, sidle.ts); the smaller ones are in values.test.ts.
 *
 * Expected: the outcome class of the independent retrograde analysis of the same graph, for both
 * first players (`r.outcome`), and the symmetry theorem of docs/loopy-variants.md (the opening is
 * symmetric between the players, so offside = −onside).
 */
import { describe, it } from 'vitest';
import { expectOpeningValued } from './openings.js';

describe('the openings (1,1|1,1)_n of the variants, n >= 7', () => {
  for (const [name, n] of [
    ['revives', 7],
    ['revives-even', 7],
    ['rollover-revives-even', 7],
    ['rollover', 8],
    ['rollover-splits', 8], ['rollover-splits', 9],
    ['revives', 8],
    ['revives-even', 8],
    ['rollover-revives', 8], ['rollover-revives', 9],
    ['rollover-revives-even', 9],
  ] as const) {
    it(`${name} (1,1|1,1)_${n} is valued: its outcome class is the retrograde one, and offside = −onside`, () => expectOpeningValued(name, n));
  }
});
