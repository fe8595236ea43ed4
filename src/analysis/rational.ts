/**
 * Exact rationals for thermographs, means and temperatures.
 *
 * Values are fraction.js Fractions internally (bigint numerators and denominators), but the
 * public types only name the structural {@link Rational} interface (and the engine's
 * FractionLike for inputs), so that the package's declaration files do not depend on how a
 * consumer (ES module or CommonJS) resolves fraction.js's types.
 *
 * Invariant: a dyadic double converts to a Rational exactly (never through fraction.js's
 * floating-point approximation), and a Rational converts back only when it is dyadic and fits a
 * double exactly; otherwise a ValueError says why.
 */
import Fraction from 'fraction.js';
import { denExp, type FractionLike, toDyadic } from '../engine/dyadic.js';
import { ValueError } from '../engine/errors.js';

/**
 * An exact rational number, as the analysis returns thermograph breakpoints, slopes, means and
 * temperatures: sign, numerator and denominator as bigints (so it is a FractionLike, accepted by
 * `num`), with exact comparison and arithmetic. Operands may be Rationals or dyadic numbers.
 */
export interface Rational extends FractionLike {
  /** The exact sum. */
  add(x: Rational | number): Rational;
  /** The exact difference. */
  sub(x: Rational | number): Rational;
  /** The exact product. */
  mul(x: Rational | number): Rational;
  /** The exact quotient (x non-zero). */
  div(x: Rational | number): Rational;
  /** The sign of this − x: −1, 0 or 1. */
  compare(x: Rational | number): number;
  /** this = x. */
  equals(x: Rational | number): boolean;
  /** this < x. */
  lt(x: Rational | number): boolean;
  /** this ≤ x. */
  lte(x: Rational | number): boolean;
  /** this > x. */
  gt(x: Rational | number): boolean;
  /** this ≥ x. */
  gte(x: Rational | number): boolean;
  /** The text CGSuite prints: `3/2`, `-1`, `0`. */
  toFraction(): string;
  /** The nearest double (rounded when it needs more than 53 significant bits). */
  valueOf(): number;
}

/** A dyadic rational given as a number, a string such as `"3/8"`, a bigint or a FractionLike (for example a {@link Rational}). */
export type DyadicInput = number | string | bigint | FractionLike;

/** The exact Rational of a dyadic double. */
export function frac(x: number): Rational {
  if (!Number.isFinite(x)) throw new ValueError(`${x} is not a finite number`);
  const k = denExp(x);
  return new Fraction(BigInt(x * 2 ** k), 2n ** BigInt(k));
}

/** The exact Rational of a FractionLike (validated) or of a dyadic double. */
export function rational(x: FractionLike | number): Rational {
  if (typeof x === 'number') return frac(x);
  if (x instanceof Fraction) return x;
  if (typeof x.s !== 'bigint' || typeof x.n !== 'bigint' || typeof x.d !== 'bigint' || x.d === 0n) {
    throw new ValueError('a rational needs bigint fields s, n and d (d ≠ 0)');
  }
  return new Fraction(x.s * x.n, x.d);
}

/**
 * The dyadic double of a Rational, exactly; a ValueError when it is not dyadic or needs more than
 * 53 significant bits (`what` names the quantity in the message).
 */
export function dyadicOf(f: Rational, what = 'the value'): number {
  const d = f.d;
  if ((d & (d - 1n)) !== 0n) throw new ValueError(`${what} ${f.toFraction()} is not a dyadic rational`);
  const k = d.toString(2).length - 1;
  const n = f.s * f.n;
  const big = 2n ** 53n;
  if (n >= big || -n >= big || k > 1000) {
    throw new ValueError(`${what} ${short(f)} needs more than 53 significant bits; use the exact variant (a Rational) instead`);
  }
  return Number(n) / 2 ** k;
}

function short(f: Rational): string {
  const s = f.toFraction();
  return s.length > 40 ? `${s.slice(0, 18)}…${s.slice(-18)}` : s;
}

/** Parses any accepted dyadic input to an exact dyadic double. */
export function dyadicInput(x: DyadicInput, what: string): number {
  try {
    return toDyadic(x);
  } catch (e) {
    throw new ValueError(`${what}: ${(e as Error).message}`);
  }
}

/** CGSuite-style text of a rational: `3/2`, `-1`, `0`. */
export function fracString(f: Rational): string {
  return f.toFraction();
}

/** −1, 0 and 1 as Rationals (shared, immutable in use). */
export const F_MINUS_ONE: Rational = new Fraction(-1);
export const F_ZERO: Rational = new Fraction(0);
export const F_ONE: Rational = new Fraction(1);
