/**
 * Laws of the analysis functions over random games (fast-check, partizan/testing's arbitraryGame).
 * Sources: mean additivity and the stop bounds (Siegel, CGT, II.5; Winning Ways, Ch. 6); cooling
 * above the temperature (definition of cooling); the walls at t ≥ 0 are the stops of the cooled
 * game (Siegel, CGT, II.5); rcf (Siegel, CGT, II.6; Grossman & Siegel 2009); additivity of atomic
 * weight (Winning Ways, Ch. 8; Siegel, CGT, II.7).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  atomicWeight,
  atomicWeightOrUndefined,
  cool,
  game,
  type Game,
  isDicotic,
  leqInf,
  mean,
  meanExact,
  num,
  rcf,
  rcfByHeating,
  stops,
  sub,
  temperature,
  temperatureExact,
  thermograph,
  zero,
} from '../../src/index.js';
import { arbitraryGame } from '../../src/entries/testing.js';

const G = arbitraryGame();

/** Dicotic (all-small) games: grown from 0 with options on both sides at every step. */
const dicotic = fc
  .array(
    fc.record({
      left: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      right: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 6 },
  )
  .map((recipe) => {
    const pool: Game[] = [zero];
    for (const st of recipe) {
      const pick = (i: number): Game => pool[i % pool.length]!;
      pool.push(game(st.left.map(pick), st.right.map(pick)));
    }
    return pool[pool.length - 1]!;
  });
const runs = { numRuns: 120 };
const infinitesimal = (x: Parameters<typeof stops>[0]): boolean => {
  const s = stops(x);
  return s.left === 0 && s.right === 0;
};

describe('analysis laws', () => {
  it('mean(G + H) = mean(G) + mean(H)', () =>
    fc.assert(fc.property(G, G, (g, h) => mean(add(g, h)) === mean(g) + mean(h)), { numRuns: 80 }));
  it('meanExact and temperatureExact agree with the dyadic mean and temperature where those fit', () =>
    fc.assert(
      fc.property(G, (g) => meanExact(g).valueOf() === mean(g) && temperatureExact(g).valueOf() === temperature(g)),
      runs,
    ));
  it('right stop ≤ mean ≤ left stop', () =>
    fc.assert(
      fc.property(G, (g) => {
        const s = stops(g);
        const m = mean(g);
        return s.right <= m && m <= s.left;
      }),
      runs,
    ));
  it('cooling by more than the temperature gives the mean', () =>
    fc.assert(
      fc.property(G, fc.integer({ min: 1, max: 8 }), (g, k) => {
        const t = Math.max(0, temperature(g)) + k / 4;
        return cool(g, t) === num(mean(g));
      }),
      runs,
    ));
  it('the walls at t ≥ 0 are the stops of G cooled by t (below the temperature)', () =>
    fc.assert(
      fc.property(G, fc.integer({ min: 0, max: 8 }), (g, k) => {
        if (g.isNumber) return true;
        const t = k / 4;
        if (t > temperature(g)) return true;
        const th = thermograph(g);
        const s = stops(cool(g, t));
        return th.leftAt(t).valueOf() === s.left && th.rightAt(t).valueOf() === s.right;
      }),
      runs,
    ));
  it('the temperature of a non-number is ≥ 0 and the mast is vertical', () =>
    fc.assert(
      fc.property(G, (g) => {
        if (g.isNumber) return temperature(g) < 0;
        const th = thermograph(g);
        return temperature(g) >= 0 && th.leftWall.slope.valueOf() === 0 && th.rightWall.slope.valueOf() === 0;
      }),
      runs,
    ));
  it('rcf is idempotent, infinitesimally close to G, and agrees with heating by * then projecting', () =>
    fc.assert(
      fc.property(G, (g) => {
        const r = rcf(g);
        return rcf(r) === r && infinitesimal(sub(g, r)) && rcfByHeating(g) === r;
      }),
      runs,
    ));
  it('atomic weight is additive where it exists (dicotic G, H)', () =>
    fc.assert(
      fc.property(dicotic, dicotic, (g, h) => {
        expect(isDicotic(g) && isDicotic(h)).toBe(true);
        return atomicWeight(add(g, h)) === add(atomicWeight(g), atomicWeight(h));
      }),
      { numRuns: 60 },
    ));
  it('atomic weight exists exactly for infinitesimals here, and is additive when both exist', () =>
    fc.assert(
      fc.property(G, G, (g, h) => {
        const a = atomicWeightOrUndefined(g);
        if (!infinitesimal(g)) return a.reason === 'not infinitesimal';
        const b = atomicWeightOrUndefined(h);
        const c = atomicWeightOrUndefined(add(g, h));
        if (a.weight && b.weight && c.weight) return c.weight === add(a.weight, b.weight);
        return true;
      }),
      { numRuns: 80 },
    ));
});

describe('leqInf', () => {
  it('agrees with its definition A ≤_Inf B ⇔ RS(B − A) ≥ 0 (Siegel, CGT, II.6), computed on B − A', () =>
    fc.assert(
      fc.property(G, G, (a, b) => leqInf(a, b) === stops(sub(b, a)).right >= 0),
      { numRuns: 300 },
    ));
});
