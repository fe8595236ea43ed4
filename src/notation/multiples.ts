/**
 * Integer multiples `n * G` (CGSuite's `Integer * Game`) and products of numbers, for the short
 * and the loopy readers of the notation.
 *
 * n·G is n copies of G added, (−n)·G is n copies of −G and 0·G is 0 (CGSuite's `nCopies`). The
 * copies are added by binary doubling in CGSuite's order (`MultipleGame.binarySum`: the result
 * starts at 0 and takes the square G, 2G, 4G, … at each 1 bit of n, lowest first), so n = 10^9
 * costs 59 additions at most. A product of two numbers is their product, which for two dyadics
 * is a dyadic.
 *
 * No state: nothing is cached here (the sums are the engines' own, with their caches).
 */
import { checkAbort, LimitError, ValueError } from '../engine/errors.js';
import { toDyadic } from '../engine/dyadic.js';

/** The largest |n| accepted in `n * G` (10^9), for short and loopy games alike. */
export const MAX_MULTIPLE = 1_000_000_000;

/**
 * n copies of g added by binary doubling in CGSuite's order (n ≥ 0): `zero` for n = 0. `signal`
 * is checked between additions (an AbortError). @internal
 */
export function copies<T>(n: number, g: T, zero: T, add: (a: T, b: T) => T, signal?: AbortSignal): T {
  if (!Number.isSafeInteger(n) || n < 0) throw new ValueError(`copies: n must be a non-negative integer, got ${n}`);
  if (n > MAX_MULTIPLE) throw new LimitError(`${n} copies of a game: the factor of n * G is limited to ${MAX_MULTIPLE}`);
  let result: T | undefined;
  let square = g;
  let k = n;
  while (k !== 0) {
    checkAbort(signal);
    if ((k & 1) !== 0) result = result === undefined ? square : add(result, square);
    k = Math.floor(k / 2);
    if (k !== 0) square = add(square, square);
  }
  return result ?? zero;
}

/** The numerator (a bigint) and the exponent k of the denominator 2^k of a dyadic double. */
function parts(x: number): [bigint, number] {
  let k = 0;
  let y = x;
  while (!Number.isInteger(y)) {
    y *= 2; // exact: doubling a double only changes its exponent
    k++;
  }
  return [BigInt(y), k];
}

/**
 * The exact product of two dyadics (a dyadic: (a/2^j)(b/2^k) = ab/2^(j+k)), or a ValueError when a
 * double cannot hold it exactly (more than 53 significant bits, or an integer part past 2^53 − 1).
 */
export function dyMul(a: number, b: number): number {
  const [na, ka] = parts(a);
  const [nb, kb] = parts(b);
  const n = na * nb;
  const s = n < 0n ? -1n : 1n;
  return toDyadic({ s, n: n * s, d: 1n << BigInt(ka + kb) });
}

/** What {@link multiply} needs of a kind of value (short games, or any value of the loopy reader). @internal */
export interface MultiplyOps<T> {
  /** The dyadic a value is when it is a number, else undefined. */
  readonly numberOf: (g: T) => number | undefined;
  /** The value of a dyadic. */
  readonly fromNumber: (x: number) => T;
  readonly add: (a: T, b: T) => T;
  readonly neg: (a: T) => T;
  readonly signal?: AbortSignal | undefined;
}

/**
 * a * b: the product of two numbers; else n copies of the other factor when one factor is an
 * integer n (a's when both are, as CGSuite's `Integer * Game`), the copies of −G when n < 0;
 * `'not-integer'` when neither factor is an integer, `'too-large'` when |n| > {@link MAX_MULTIPLE}
 * (the caller turns these into its ParseError). An inexact product of numbers is a ValueError.
 * @internal
 */
export function multiply<T>(a: T, b: T, ops: MultiplyOps<T>): T | 'not-integer' | 'too-large' {
  const x = ops.numberOf(a);
  const y = ops.numberOf(b);
  if (x !== undefined && y !== undefined) return ops.fromNumber(dyMul(x, y));
  const [n, g] = x !== undefined && Number.isInteger(x) ? [x, b] : y !== undefined && Number.isInteger(y) ? [y, a] : [undefined, a];
  if (n === undefined) return 'not-integer';
  if (Math.abs(n) > MAX_MULTIPLE) return 'too-large';
  return copies(Math.abs(n), n < 0 ? ops.neg(g) : g, ops.fromNumber(0), ops.add, ops.signal);
}

/** The ParseError's expected text and detail when neither factor of `*` is an integer. @internal */
export const NOT_INTEGER = {
  expected: "an integer factor on one side of '*'",
  detail: "'*' multiplies a game by an integer (CGSuite's n * G) or two numbers; other products are methods, such as G.NortonProduct(U)",
} as const;
/** The ParseError's expected text and detail when the integer factor is too large. @internal */
export const TOO_LARGE = {
  expected: `an integer factor of absolute value at most ${MAX_MULTIPLE}`,
  detail: `the factor of n * G is limited to ${MAX_MULTIPLE} in absolute value`,
} as const;
