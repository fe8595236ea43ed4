/** Algebraic laws of the group of short games (CGT II.1; LiP ch. 4), checked with fast-check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, game, le, neg, outcome, sub, zero } from '../../src/index.js';
import { arbitraryGame } from '../../src/entries/testing.js';

const G = arbitraryGame();
const runs = { numRuns: 150 };

describe('laws', () => {
  it('G + H = H + G', () => fc.assert(fc.property(G, G, (g, h) => add(g, h) === add(h, g)), runs));
  it('(G + H) + K = G + (H + K)', () =>
    fc.assert(fc.property(G, G, G, (g, h, k) => add(add(g, h), k) === add(g, add(h, k))), { numRuns: 60 }));
  it('G + 0 = G and G − G = 0', () => fc.assert(fc.property(G, (g) => add(g, zero) === g && sub(g, g) === zero), runs));
  it('−(−G) = G and −(G + H) = −G + −H', () =>
    fc.assert(fc.property(G, G, (g, h) => neg(neg(g)) === g && neg(add(g, h)) === add(neg(g), neg(h))), runs));
  it('compare(G, H) agrees with outcome(G − H)', () =>
    fc.assert(
      fc.property(G, G, (g, h) => {
        const o = outcome(sub(g, h));
        const expected = { P: '=', L: '>', R: '<', N: '||' }[o];
        return compare(g, h) === expected;
      }),
      runs,
    ));
  it('≤ is antisymmetric (on canonical forms: identity) and transitive', () =>
    fc.assert(
      fc.property(G, G, G, (g, h, k) => {
        if (le(g, h) && le(h, g) && g !== h) return false;
        if (le(g, h) && le(h, k) && !le(g, k)) return false;
        return true;
      }),
      runs,
    ));
  it('game(G.leftOptions, G.rightOptions) === G (canonical forms are fixed points)', () =>
    fc.assert(fc.property(G, (g) => game(g.leftOptions, g.rightOptions) === g), runs));
  it('the canonical form has no dominated options: Left options pairwise incomparable', () =>
    fc.assert(
      fc.property(G, (g) => {
        for (const side of [g.leftOptions, g.rightOptions])
          for (const a of side) for (const b of side) if (a !== b && compare(a, b) !== '||') return false;
        return true;
      }),
      runs,
    ));
  it('sums agree with the definition G + H = {G^L + H, G + H^L | ...} (no shortcut changes a value)', () =>
    fc.assert(
      fc.property(G, G, (g, h) => {
        const L = [...g.leftOptions.map((x) => add(x, h)), ...h.leftOptions.map((y) => add(g, y))];
        const R = [...g.rightOptions.map((x) => add(x, h)), ...h.rightOptions.map((y) => add(g, y))];
        return game(L, R) === add(g, h);
      }),
      runs,
    ));
  it('smoke: the arbitrary produces a variety of games', () => {
    const seen = new Set(fc.sample(G, { numRuns: 200, seed: 42 }));
    expect(seen.size).toBeGreaterThan(25);
  });
});
