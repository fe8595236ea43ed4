/**
 * Known values of the engine, each with its source.
 * Sources: Siegel, *Combinatorial Game Theory* (AMS 2013), chapter II (abbrev. "CGT II.x");
 * Albert–Nowakowski–Wolfe, *Lessons in Play* ("LiP"); CGSuite's test vectors in
 * test/data/cgsuite_vectors.json ("CGSuite vector").
 */
import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import vectors from '../data/cgsuite_vectors.json' with { type: 'json' };
import {
  add,
  birthday,
  compare,
  down,
  downNth,
  game,
  isDicotic,
  isInfinitesimal,
  isNimber,
  neg,
  nim,
  num,
  nus,
  outcome,
  parse,
  star,
  stops,
  sub,
  switchOf,
  up,
  upNth,
  upPow,
  ups,
  ValueError,
  zero,
} from '../../src/index.js';

describe('constructors and the simplest values', () => {
  it('{|} = 0, {0|0} = *, {0|*} = ↑, {*|0} = ↓ (CGT II.1 definitions)', () => {
    expect(game([], [])).toBe(zero);
    expect(game([zero], [zero])).toBe(star);
    expect(game([zero], [star])).toBe(up);
    expect(game([star], [zero])).toBe(down);
  });
  it('integers and dyadics: {0|} = 1, {0|1} = 1/2, {1|2} = 3/2, {0|2} = 1 (simplicity rule, CGT II.1)', () => {
    expect(game([zero], [])).toBe(num(1));
    expect(game([zero], [num(1)])).toBe(num('1/2'));
    expect(game([num(1)], [num(2)])).toBe(num('3/2'));
    expect(game([zero], [num(2)])).toBe(num(1));
    expect(game([num(-1)], [num(5)])).toBe(zero);
  });
  it('num accepts strings, bigints and rejects non-dyadics (issue 2: 1/3 is a clear error)', () => {
    expect(num('-3/8')).toBe(neg(num('3/8')));
    expect(num(5n)).toBe(num(5));
    expect(num(new Fraction('-3/8'))).toBe(num('-3/8'));
    expect(() => num(new Fraction(1, 3))).toThrow(ValueError);
    // a JS decimal is an approximation, not the dyadic it holds in binary (0.1 = 3602879701896397/2^55)
    expect(() => num(0.1)).toThrow(ValueError);
    expect(() => num(1 / 3)).toThrow(ValueError);
    expect(num(0.375)).toBe(num('3/8'));
    // integers beyond 2^53 − 1 cannot be exact doubles: refused, not rounded
    expect(() => num(2 ** 60)).toThrow(ValueError);
    expect(() => num('9007199254740993')).toThrow(ValueError);
    expect(() => num('1/3')).toThrow(ValueError);
    expect(() => num('abc')).toThrow(ValueError);
    expect(() => nim(-1)).toThrow(ValueError);
    expect(() => nim(1.5)).toThrow(ValueError);
  });
  it('x + ↑* = {x, x* | x} and ↑*n = {0 | *(n⊕1)} (CGSuite vectors 6^* and ^*6)', () => {
    expect(nus(6, 1, 1).leftOptions).toEqual([num(6), nus(6, 0, 1)].sort((a, b) => a.id - b.id));
    expect(nus(6, 1, 1).rightOptions).toEqual([num(6)]);
    expect(nus(0, 1, 6).leftOptions).toEqual([zero]);
    expect(nus(0, 1, 6).rightOptions).toEqual([nim(7)]);
  });
  it('{0|↑} = ⇑* and {0|↑*} = ⇑ (CGT II.4: ⇑* = {0|↑}, LiP ch. 5)', () => {
    expect(game([zero], [up])).toBe(nus(0, 2, 1));
    expect(game([zero], [add(up, star)])).toBe(ups(2));
  });
  it('*2 = {0,*|0,*}, *+* = 0, *2+*3 = *1 (nim-sum, CGT I / LiP ch. 7)', () => {
    expect(game([zero, star], [zero, star])).toBe(nim(2));
    expect(add(star, star)).toBe(zero);
    expect(add(nim(2), nim(3))).toBe(star);
  });
  it('1/2 + 1/2 = 1 and {1|-1} + {1|-1} = 0 (LiP ch. 4)', () => {
    expect(add(num('1/2'), num('1/2'))).toBe(num(1));
    const pm1 = switchOf(num(1));
    expect(add(pm1, pm1)).toBe(zero);
  });
  it('↑ + ↑² = ↑^[2] = {↑|*} (McKay; CGSuite prints {↑|*} as ^[2])', () => {
    expect(add(up, upPow(2))).toBe(upNth(2));
    expect(upNth(2)).toBe(game([up], [star]));
  });
  it('↑² = {0|↓*} (CGSuite vector: {0||0|v*} prints as {0|^<2>})', () => {
    expect(upPow(2)).toBe(game([zero], [add(down, star)]));
  });
  it('↑^[n] telescopes: ↑^[n] − ↑^[n−1] = ↑^n for n ≤ 5 (definition of ↑^[n])', () => {
    for (let n = 2; n <= 5; n++) expect(sub(upNth(n), upNth(n - 1))).toBe(upPow(n));
  });
  it('J = {0|↑^[2]} = ↑+↑+↑²+↑²+* (the paper, Section 2: J = .22*)', () => {
    const J = game([zero], [upNth(2)]);
    expect(J).toBe(add(add(add(ups(2), upPow(2)), upPow(2)), star));
  });
});

describe('exact printing of dyadics with long denominators', () => {
  it('2^-60 prints as 1/1152921504606846976 (2^60 written out exactly) and reads back', () => {
    const g = num('1/1152921504606846976');
    expect(g.toString()).toBe('1/1152921504606846976');
    expect(parse(g.toString())).toBe(g);
  });
});

describe('order and outcomes', () => {
  it('↑ > 0, ↑ || *, ↑* || 0, ⇑* > 0, ↑*2 > 0 (CGT II.2 / LiP ch. 5)', () => {
    expect(compare(up, zero)).toBe('>');
    expect(compare(up, star)).toBe('||');
    expect(outcome(add(up, star))).toBe('N');
    expect(outcome(nus(0, 2, 1))).toBe('L');
    expect(outcome(nus(0, 1, 2))).toBe('L');
  });
  it('↑² is positive but below ↑ and infinitesimal w.r.t. it: ↑ > 3·↑² (CGT II.4)', () => {
    const u2 = upPow(2);
    expect(outcome(u2)).toBe('L');
    expect(compare(up, add(add(u2, u2), u2))).toBe('>');
  });
  it('{1|-1} is fuzzy with 0 and with 1/2, and below 2 (LiP ch. 4, hot games)', () => {
    const pm1 = switchOf(num(1));
    expect(compare(pm1, zero)).toBe('||');
    expect(compare(pm1, num('1/2'))).toBe('||');
    expect(compare(pm1, num(2))).toBe('<');
  });
});

describe('classes', () => {
  it('nimbers, infinitesimals, dicotic games (definitions, LiP ch. 9)', () => {
    expect(isNimber(nim(5))).toBe(true);
    expect(isNimber(up)).toBe(false);
    expect(isInfinitesimal(up)).toBe(true);
    expect(isInfinitesimal(num('1/2'))).toBe(false);
    expect(isDicotic(upNth(3))).toBe(true);
    expect(isDicotic(num(1))).toBe(false);
    expect(stops(switchOf(num(3)))).toEqual({ left: 3, right: -3 });
  });
});

describe('games born by day 2', () => {
  it('there are 22 of them, pairwise distinct (Winning Ways ch. 1; CGT II.1 census 1, 4, 22)', () => {
    const day1 = new Set<ReturnType<typeof game>>();
    const subsets = <T,>(xs: T[]): T[][] => xs.reduce<T[][]>((acc, x) => acc.concat(acc.map((s) => [...s, x])), [[]]);
    for (const L of subsets([zero])) for (const R of subsets([zero])) day1.add(game(L, R));
    expect(day1.size).toBe(4);
    const day2 = new Set<ReturnType<typeof game>>();
    const s1 = subsets([...day1]);
    for (const L of s1) for (const R of s1) day2.add(game(L, R));
    expect(day2.size).toBe(22);
    for (const g of day2) expect(birthday(g)).toBeLessThanOrEqual(2);
  });
});

describe('CGSuite vectors: birthday and outcome of the NUS cases', () => {
  // test/data/cgsuite_vectors.json, CGSuite's CanonicalShortGameTestCase expected outputs.
  const byX = new Map(vectors.cases.map((c) => [c.x, c]));
  const built: Array<[string, ReturnType<typeof game>]> = [
    ['0', zero],
    ['5', num(5)],
    ['-1823437481924', num(-1823437481924)],
    ['-1/2', num('-1/2')],
    ['25/16', num('25/16')],
    ['*8', nim(8)],
    ['9/8+*', nus('9/8', 0, 1)],
    ['^', up],
    ['v*', nus(0, -1, 1)],
    ['6+^*', nus(6, 1, 1)],
    ['^*6', nus(0, 1, 6)],
    ['73/16+v9*8', nus('73/16', -9, 8)],
    ['{0|*||*|||*||||*}', upNth(4)],
  ];
  for (const [x, g] of built) {
    it(`${x}: birthday ${byX.get(x)!.birthday}, outcome ${byX.get(x)!.outcomeClass}`, () => {
      const c = byX.get(x)!;
      expect(String(birthday(g))).toBe(c.birthday);
      expect(outcome(g)).toBe(c.outcomeClass);
    });
  }
});

describe('depth: nothing recurses as deep as the game (issue 2, "Must hold")', () => {
  it('↑^[100000]: built, compared with ↑^[99999], plus *, minus itself, birthday', () => {
    const u = upNth(100_000);
    expect(birthday(u)).toBe(100_001); // ↑^[n] = {↑^[n−1]|*} has birthday n + 1
    const v = upNth(99_999);
    expect(compare(u, v)).toBe('>'); // ↑^[n] − ↑^[n−1] = ↑^n > 0 (CGT II.4)
    const s = add(u, star);
    expect(birthday(s)).toBe(100_001);
    expect(add(s, star)).toBe(u);
    expect(sub(u, u)).toBe(zero);
    expect(neg(neg(u))).toBe(u);
    expect(downNth(3)).toBe(neg(upNth(3)));
  });
});
