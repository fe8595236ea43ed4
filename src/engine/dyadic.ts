/**
 * Dyadic rationals as JavaScript numbers.
 *
 * Invariant: every number part of a game is a finite double whose value is a dyadic rational
 * m/2^k; all arithmetic here is checked to be exact, and an inexact result (too many significant
 * bits) is a {@link ValueError}, never a silently rounded value.
 */
import Fraction from 'fraction.js';
import { clip, ValueError } from './errors.js';

/** The largest integer part we accept: beyond it, dyadic fractions lose exactness. */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** The most binary places accepted from a JavaScript number (exact strings may have more). */
const MAX_JS_PLACES = 32;

/**
 * The range check every number of the engine passes (the intern table calls it for every
 * number-up-star value it creates, so sums, game(), nus(), parsing and every game's values share
 * it): the integer part is limited to ±(2^53 − 1), the same bound as {@link toDyadic}'s.
 */
export function checkNumberRange(x: number): void {
  if (!(Math.abs(x) <= MAX_SAFE)) throw tooLarge(x);
}

function tooLarge(x: number | bigint | string): ValueError {
  return new ValueError(
    `${x} is too large: numbers are exact dyadics held in doubles, so integer parts are limited to ±(2^53 − 1)`,
  );
}

/** Exact sum of two dyadics, or a ValueError when the double cannot hold it. */
export function dyAdd(a: number, b: number): number {
  const s = a + b;
  // TwoSum: the rounding error of a + b is zero exactly when the sum is exact.
  const bb = s - a;
  const err = a - (s - bb) + (b - bb);
  if (err !== 0 || !Number.isFinite(s)) {
    throw new ValueError(`the dyadic sum ${dyString(a)} + ${dyString(b)} needs more than 53 significant bits`);
  }
  return s;
}

/**
 * Exact product of two dyadics ((a/2^j)(b/2^k) = ab/2^(j+k), a dyadic), or a ValueError when a
 * double cannot hold it exactly (more than 53 significant bits, or an integer part past 2^53 − 1).
 */
export function dyMul(a: number, b: number): number {
  const ka = denExp(a);
  const kb = denExp(b);
  // x·2^k is an integer, exactly (scaling a double by a power of 2 only changes its exponent; in
  // two steps so that 2^k itself never overflows)
  const whole = (x: number, k: number): bigint => BigInt(x * 2 ** Math.min(k, 1000) * 2 ** Math.max(0, k - 1000));
  const n = whole(a, ka) * whole(b, kb);
  const s = n < 0n ? -1n : 1n;
  return toDyadic({ s, n: n * s, d: 1n << BigInt(ka + kb) });
}

/** True when x is an integer. */
export function isInt(x: number): boolean {
  return Number.isInteger(x);
}

/** The exponent k of the denominator 2^k of a dyadic x (0 for integers). */
export function denExp(x: number): number {
  // a finite double is x = m·2^e with e ≥ −1074, so at most 1074 doublings make it an integer;
  // NaN, ±Infinity and non-numbers never would (the loop hung on them)
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new ValueError(`not a finite number: ${clip(x, 40)}`);
  let k = 0;
  let y = x;
  while (!Number.isInteger(y)) {
    y *= 2;
    k++;
  }
  return k;
}

/** Prints a dyadic as CGSuite does: `3`, `-5/8`. */
export function dyString(x: number): string {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new ValueError(`dyString prints a finite number, got ${clip(typeof x === 'number' ? String(x) : typeof x, 40)}`);
  if (Number.isInteger(x)) return Object.is(x, -0) ? '0' : String(x);
  const k = denExp(x);
  // x·2^k is an exact integer double; print both parts through BigInt so 2^k stays exact for k > 53
  const num = BigInt(x * 2 ** k);
  return `${num}/${1n << BigInt(k)}`;
}

/**
 * Rejects a JavaScript number that is a decimal approximation rather than a short binary fraction:
 * every finite double is a dyadic, but 0.1 arrives as 3602879701896397/2^55, which is surely not
 * what the caller meant. Numbers with at most 32 binary places pass; exact strings may have more.
 */
export function checkShortBinary(x: number): void {
  if (Number.isFinite(x) && !Number.isInteger(x) && denExp(x) > MAX_JS_PLACES) {
    throw new ValueError(
      `${x} is not a short dyadic rational (as a double it has ${denExp(x)} binary places); pass an exact string such as '3/8'`,
    );
  }
}

/**
 * An exact fraction: anything with its sign, numerator and denominator as bigints (the analysis's
 * Rational values, or a Fraction of the bigint fraction library the package uses internally).
 * Typed structurally so that the package's types do not depend on any fraction library's types.
 */
export interface FractionLike {
  /** Sign: 1n or -1n. */
  readonly s: bigint;
  /** Numerator, non-negative. */
  readonly n: bigint;
  /** Denominator, positive. */
  readonly d: bigint;
}

/**
 * Converts an integer, a string (`"3"`, `"-3/8"`, `"0.375"`) or a FractionLike
 * to an exact dyadic double, or throws a ValueError that says why not.
 */
export function toDyadic(x: number | string | bigint | FractionLike): number {
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new ValueError(`${x} is not a dyadic rational`);
    if (Math.abs(x) > MAX_SAFE) throw tooLarge(x);
    return x; // every finite double is a dyadic rational
  }
  if (typeof x === 'bigint') {
    if (x > BigInt(MAX_SAFE) || x < -BigInt(MAX_SAFE)) throw tooLarge(x);
    return Number(x);
  }
  let f: Fraction;
  try {
    f = typeof x === 'string' ? new Fraction(x.trim()) : new Fraction(x.s * x.n, x.d);
  } catch {
    throw new ValueError(`'${String(x)}' is not a number`);
  }
  const d = f.d;
  if ((d & (d - 1n)) !== 0n) throw new ValueError(`${f.toFraction()} is not a dyadic rational (its denominator ${d} is not a power of 2)`);
  const n = f.s * f.n;
  const v = Number(n) / Number(d);
  if (Math.abs(v) > MAX_SAFE) throw tooLarge(f.toFraction());
  if (BigInt(v * Number(d)) !== n) {
    throw new ValueError(`${f.toFraction()} has too many significant bits to be represented exactly`);
  }
  return v;
}
