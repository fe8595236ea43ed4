/**
 * The exact rationals of the analysis (thermograph knots, means, temperatures). Expected values
 * are elementary arithmetic, written out.
 */
import { describe, expect, it } from 'vitest';
import { frac, rational } from '../../src/analysis/rational.js';

const q = (n: bigint, d: bigint) => rational({ s: n < 0n ? -1n : 1n, n: n < 0n ? -n : n, d });

describe('Rational', () => {
  it('dyadic arithmetic is exact and reduced', () => {
    expect(frac(0.5).add(frac(0.25)).toFraction()).toBe('3/4'); // 1/2 + 1/4 = 3/4
    expect(frac(0.375).sub(frac(0.125)).toFraction()).toBe('1/4'); // 3/8 − 1/8 = 2/8 = 1/4
    expect(frac(0.75).add(frac(0.25)).toFraction()).toBe('1'); // 3/4 + 1/4 = 1
    expect(frac(-1.5).mul(frac(0.5)).toFraction()).toBe('-3/4');
    expect(frac(3).sub(3).toFraction()).toBe('0');
    const a = q(6n, 8n); // 6/8 = 3/4
    expect([a.s, a.n, a.d]).toEqual([1n, 3n, 4n]);
    const b = q(-12n, 16n); // −12/16 = −3/4
    expect([b.s, b.n, b.d]).toEqual([-1n, 3n, 4n]);
  });
  it('non-dyadic values (scaffold crossings) are reduced by their gcd', () => {
    const third = frac(1).div(3);
    expect(third.toFraction()).toBe('1/3');
    expect(third.add(frac(1).div(6)).toFraction()).toBe('1/2'); // 1/3 + 1/6 = 1/2
    expect(q(10n, 15n).toFraction()).toBe('2/3');
    expect(frac(0.5).div(frac(-0.75)).toFraction()).toBe('-2/3'); // (1/2)/(−3/4) = −2/3
    expect(() => frac(1).div(0)).toThrow(/division by zero/);
  });
  it('comparison, across signs, denominators and sizes', () => {
    expect(frac(-0.5).compare(frac(1).div(3))).toBe(-1);
    expect(frac(0.5).compare(frac(1).div(3))).toBe(1);
    expect(frac(0).compare(frac(-0.25))).toBe(1);
    expect(frac(0).compare(0)).toBe(0);
    const big = q((1n << 1500n) - 1n, 1n << 1500n); // 1 − 2^−1500
    expect(big.lt(1)).toBe(true);
    expect(big.gt(frac(0.5))).toBe(true);
    expect(big.valueOf()).toBe(1); // the nearest double to 1 − 2^−1500
    expect(big.add(q(1n, 1n << 1500n)).equals(1)).toBe(true);
  });
});
