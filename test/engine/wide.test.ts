/**
 * game() with many options: removing dominated options compares only options whose stops allow
 * domination (stops are monotone: a ≤ b implies LS(a) ≤ LS(b) and RS(a) ≤ RS(b), Siegel, CGT,
 * II.3). The measure is the number of comparisons cached, which is deterministic (no timing).
 *
 * Expected values, by hand:
 * - {±1, …, ±n | } = 0: each Left option ±k reverses through its Right option −k, since
 *   G + k ≥ 0 (Right has no move in G + k, k > 0 an integer), and is replaced by the Left options of
 *   −k, of which there are none; so G = { | } = 0.
 * - {0, 1, …, n−1, ±1, …, ±n | } = n: the numbers are totally ordered, so n−1 dominates the
 *   others; the switches reverse out as above; {n−1 | } = n.
 * - {±1, …, ±n | ∓1, …, ∓n} = 0 (the same set on both sides, as ±k = −(±k)): Left's ±k reverses
 *   through −k, since in G + k Right's move to ±j + k is answered by Left's move to j + k > 0;
 *   dually for Right, so G = { | } = 0.
 */
import { describe, expect, it } from 'vitest';
import { clearCompareCache, compareCacheSize, game, num, switchOf, zero } from '../../src/index.js';

const switches = (n: number) => Array.from({ length: n }, (_, i) => switchOf(num(i + 1)));

describe('game() with many options is not quadratic in comparisons', () => {
  it('{±1, …, ±10 000 | } = 0 with fewer comparisons than options (it used to make ~n²/2)', () => {
    const n = 10_000;
    const sw = switches(n);
    clearCompareCache();
    expect(game(sw, []) === zero).toBe(true);
    expect(compareCacheSize()).toBeLessThan(n);
  });
  it('{0, …, n−1, ±1, …, ±n | } = n: the numbers cost no comparison beyond the best one', () => {
    const n = 3000;
    const opts = [...Array.from({ length: n }, (_, i) => num(i)), ...switches(n)];
    clearCompareCache();
    expect(game(opts, []) === num(n)).toBe(true);
    expect(compareCacheSize()).toBeLessThan(2 * n);
  });
  it('{±1, …, ±n | ±1, …, ±n} = 0', () => {
    const sw = switches(300);
    expect(game(sw, sw) === zero).toBe(true);
  });
});
