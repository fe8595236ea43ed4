/**
 * Integer multiples `n * G` (CGSuite's `Integer * Game`) and products of numbers, for the short
 * and the loopy readers of the notation.
 *
 * n·G is n copies of G added, (−n)·G is n copies of −G and 0·G is 0 (CGSuite's `nCopies`). The
 * copies are added by the engine's binary doubling in CGSuite's order (`copies`, engine/arith.ts),
 * so n = 10^9 costs 59 additions at most. A product of two numbers is their product (`dyMul`,
 * engine/dyadic.ts), which for two dyadics is a dyadic.
 *
 * No state: nothing is cached here (the sums are the engines' own, with their caches).
 */
import { copies } from '../engine/arith.js';
import { dyMul } from '../engine/dyadic.js';

/** The largest |n| accepted in `n * G` (10^9), for short and loopy games alike. */
export const MAX_MULTIPLE = 1_000_000_000;

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
