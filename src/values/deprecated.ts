/**
 * The loopy engine's former operations, kept for one release as deprecated aliases of the one
 * family's operations (ops.ts), which take every kind of value and return the simplest kind.
 */
import type { Comparison } from '../engine/compare.js';
import type { Value } from './kind.js';
import { type ValueOptions, add, compare, le, neg } from './ops.js';

/** The sum of two loopy values. @deprecated Use `add` (a loopfree sum is the short `Game`). */
export const addLoopy: (a: Value, b: Value, options?: ValueOptions) => Value = add;
/** The sum of two loopy values of any kind. @deprecated Use `add`, the family's one sum. */
export const addAny: (a: Value, b: Value, options?: ValueOptions) => Value = add;
/** The negative of a loopy value. @deprecated Use `neg`. */
export const negLoopy: (a: Value) => Value = neg;
/** The negative of a loopy value of any kind. @deprecated Use `neg`. */
export const negAny: (a: Value) => Value = neg;
/** G ≤ H for loopy values. @deprecated Use `le`. */
export const leqLoopy: (a: Value, b: Value, options?: ValueOptions) => boolean = le;
/** G ≤ H for loopy values of any kind. @deprecated Use `le`. */
export const leqAny: (a: Value, b: Value, options?: ValueOptions) => boolean = le;
/** The four-way comparison of loopy values. @deprecated Use `compare`. */
export const compareLoopy: (a: Value, b: Value, options?: ValueOptions) => Comparison = compare;
/** The four-way comparison of loopy values of any kind. @deprecated Use `compare`. */
export const compareSimplified: (a: Value, b: Value, options?: ValueOptions) => Comparison = compare;

export { loopyOf } from '../loopy/index.js';
