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
