/**
 * Exact rationals for thermographs, on fraction.js (bigint numerators and denominators).
 *
 * Invariant: a dyadic double converts to a Fraction exactly (never through fraction.js's
 * floating-point approximation), and a Fraction converts back only when it is dyadic and fits a
 * double exactly; otherwise a ValueError says why.
 */
import Fraction from 'fraction.js';
import { denExp, toDyadic } from '../engine/dyadic.js';
import { ValueError } from '../engine/errors.js';

/** A dyadic rational given as a number, a string such as `"3/8"`, a bigint or a Fraction. */
export type DyadicInput = number | string | bigint | Fraction;

/** The exact Fraction of a dyadic double. */
export function frac(x: number): Fraction {
  if (!Number.isFinite(x)) throw new ValueError(`${x} is not a finite number`);
  const k = denExp(x);
  return new Fraction(BigInt(x * 2 ** k), 2n ** BigInt(k));
}

/**
 * The dyadic double of a Fraction, exactly; a ValueError when it is not dyadic or needs more than
 * 53 significant bits (`what` names the quantity in the message).
 */
export function dyadicOf(f: Fraction, what = 'the value'): number {
  const d = f.d;
  if ((d & (d - 1n)) !== 0n) throw new ValueError(`${what} ${f.toFraction()} is not a dyadic rational`);
  const k = d.toString(2).length - 1;
  const n = f.s * f.n;
  const big = 2n ** 53n;
  if (n >= big || -n >= big || k > 1000) {
    throw new ValueError(`${what} ${short(f)} needs more than 53 significant bits; use the exact Fraction instead`);
  }
  return Number(n) / 2 ** k;
}

function short(f: Fraction): string {
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
export function fracString(f: Fraction): string {
  return f.toFraction();
}

/** −1, 0 and 1 as Fractions (shared, immutable in use). */
export const F_MINUS_ONE = new Fraction(-1);
export const F_ZERO = new Fraction(0);
export const F_ONE = new Fraction(1);
