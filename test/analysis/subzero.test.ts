/**
 * Subzero cooling: G_t for −1 ≤ t < 0, by the definition of Siegel, CGT, II.5 (before Theorem
 * 5.14): for t ≥ −1, G̃_t = {G^L_t − t | G^R_t + t}; an integer n has n_t = n; if G̃_t' is
 * infinitesimally close to a number x for some t' < t, then G_t = x (smallest such t'); otherwise
 * G_t = G̃_t. Hand derivations below; a second, independent check: the walls of the thermograph
 * (computed from scaffolds, not by cooling) at t are the stops of G_t (ibid., the thermograph is
 * the plot of L(G_t) and R(G_t)).
 */
import { describe, expect, it } from 'vitest';
import { cool, game, num, star, stops, switchOf, thermograph, up, ValueError, zero } from '../../src/index.js';
import type { Game } from '../../src/index.js';

const half = num('1/2');

describe('cooling below zero', () => {
  it('integers never move: 3 cooled by −1 is 3', () => {
    expect(cool(num(3), -1) === num(3)).toBe(true);
    expect(cool(num(-2), '-1/2') === num(-2)).toBe(true);
  });
  it('1/2 = {0 | 1} is frozen above its temperature −1/2 and heats up below it', () => {
    // t = −1/4: G̃_(−1/2) = {0 + 1/2 | 1 − 1/2} = {1/2 | 1/2} = 1/2*, numberish at t' = −1/2 < −1/4, so 1/2
    expect(cool(half, '-1/4') === half).toBe(true);
    // t = −1/2: no t' < −1/2 works (at t' < −1/2, {−t' | 1 + t'} has −t' > 1 + t', a hot switch), so G̃ = 1/2*
    expect(cool(half, '-1/2') === game([half], [half])).toBe(true);
    // t = −3/4: {0 + 3/4 | 1 − 3/4} = {3/4 | 1/4}
    expect(cool(half, '-3/4') === game([num('3/4')], [num('1/4')])).toBe(true);
    // t = −1: {1 | 0}
    expect(cool(half, -1) === game([num(1)], [zero])).toBe(true);
  });
  it('* and ↑ cooled by −1/2', () => {
    // *_(−1/2) = {0 + 1/2 | 0 − 1/2} = ±1/2 (0 is an integer, so 0_t = 0)
    expect(cool(star, '-1/2') === switchOf(half)).toBe(true);
    // ↑ = {0 | *}: ↑_(−1/2) = {0 + 1/2 | ±1/2 − 1/2} = {1/2 | {0 | −1}} (number translation)
    expect(cool(up, '-1/2') === game([half], [game([zero], [num(-1)])])).toBe(true);
  });
  it('±1 cooled by −1/2 is ±3/2 (1 and −1 are integers)', () => {
    expect(cool(switchOf(num(1)), '-1/2') === switchOf(num('3/2'))).toBe(true);
  });
  it('below −1 cooling is not defined: a ValueError', () => {
    expect(() => cool(star, '-3/2')).toThrow(ValueError);
    expect(() => cool(star, -2)).toThrow(/t ≥ −1/);
  });
  it('the stops of G_t are the thermograph walls at t, for t in [−1, 0)', () => {
    const games: Game[] = [
      half,
      num('3/8'),
      star,
      up,
      switchOf(num(1)),
      game([num(3)], [switchOf(num(1))]), // {3 | ±1}
      game([half], [num(-2)]),
      game([game([num(2)], [half])], [num('-1/4')]),
    ];
    for (const g of games) {
      const th = thermograph(g);
      for (const t of ['-1', '-7/8', '-3/4', '-1/2', '-3/8', '-1/4', '-1/8']) {
        const c = cool(g, t);
        const s = stops(c);
        expect([String(g), t, s.left]).toEqual([String(g), t, th.leftAt(num(t).nus!.number).valueOf()]);
        expect([String(g), t, s.right]).toEqual([String(g), t, th.rightAt(num(t).nus!.number).valueOf()]);
      }
    }
  });
});
