/**
 * The generalized thermographic intersection on hand-made scaffolds (Berlekamp, "The Economist's
 * View of Combinatorial Games", 1996: hills follow the scaffolds, a cave's mast stands still
 * unless a scaffold pushes it). Expected walls are derived by hand next to each case.
 */
import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { thermographicIntersection, Trajectory } from '../../src/analysis/thermograph.js';

const F = (x: number | string): Fraction => new Fraction(x);
const tr = (pts: Array<[string | number, string | number]>, slope: number | string): Trajectory =>
  new Trajectory(
    pts.map(([t, v]) => ({ t: F(t), v: F(v) })),
    F(slope),
  );
const knots = (w: Trajectory): string[] => w.knots.map((k) => `${k.v.toFraction()}@${k.t.toFraction()}`);

describe('trajectories', () => {
  it('drop redundant knots and evaluate between and beyond them', () => {
    const a = tr([[-1, 2], [0, 1], [1, 0]], -1); // one straight line v = 1 − t
    expect(knots(a)).toEqual(['2@-1']);
    expect(a.valueAt(3).toFraction()).toBe('-2');
    const b = tr([[-1, 0], ['1/2', '3/2']], 0);
    expect(b.valueAt(0).toFraction()).toBe('1');
    expect(b.valueAt(7).toFraction()).toBe('3/2');
  });
  it('max and min insert crossing points', () => {
    const a = tr([[-1, 1]], -1); // 0 at t = 0... v = −t
    const b = tr([[-1, 0]], 0);
    expect(knots(Trajectory.extremum(a, b, true))).toEqual(['1@-1', '0@0']);
    expect(Trajectory.extremum(a, b, true).slope.toFraction()).toBe('0');
    expect(knots(Trajectory.extremum(a, b, false))).toEqual(['0@-1', '0@0']);
    expect(Trajectory.extremum(a, b, false).slope.toFraction()).toBe('-1');
  });
});

describe('thermographic intersection', () => {
  it('a hill, then a vertical mast where the scaffolds cross', () => {
    // LS = 3 − t, RS = 1 + t: cross at t = 1, value 2
    const th = thermographicIntersection(tr([[-1, 4]], -1), tr([[-1, 0]], 1));
    expect(knots(th.leftWall)).toEqual(['4@-1', '2@1']);
    expect(knots(th.rightWall)).toEqual(['0@-1', '2@1']);
    expect(th.temperatureFraction.toFraction()).toBe('1');
    expect(th.mastValue.toFraction()).toBe('2');
  });
  it('a cave from the base at the value nearest 0, pushed by a rising left scaffold', () => {
    // LS(t) = t up to t = 1, then 2 − t; RS = 1. At t = −1: LS = −1 < RS = 1, a cave; its mast
    // starts at 0 (0 lies between them), LS reaches it at t = 0 and pushes it to 1 at t = 1;
    // there LS turns back, so the mast stands at 1 above t = 1.
    const th = thermographicIntersection(tr([[-1, -1], [1, 1]], -1), tr([[-1, 1]], 0));
    expect(knots(th.leftWall)).toEqual(['0@-1', '0@0', '1@1']);
    expect(knots(th.rightWall)).toEqual(['0@-1', '0@0', '1@1']);
    expect(th.temperatureFraction.toFraction()).toBe('1');
    expect(th.mastValue.toFraction()).toBe('1');
  });
  it('a cave whose mast is pushed down by a falling right scaffold', () => {
    // LS = −2; RS(t) = −2t up to t = 1/2 (value −1), then rising with slope 1. At the base
    // LS = −2 < RS = 2: a cave with its mast at 0; RS reaches 0 at t = 0 and pushes the mast down
    // to −1 at t = 1/2; RS then turns back and the mast stands at −1.
    const th = thermographicIntersection(tr([[-1, -2]], 0), tr([[-1, 2], ['1/2', -1]], 1));
    expect(knots(th.leftWall)).toEqual(['0@-1', '0@0', '-1@1/2']);
    expect(th.mastValue.toFraction()).toBe('-1');
    expect(th.temperatureFraction.toFraction()).toBe('1/2');
  });
});
