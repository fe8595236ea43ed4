/**
 * The loopy engine's former operations, kept for one release as deprecated aliases of the one
 * family's operations (ops.ts), which take every kind of value and return the simplest kind.
 */
import type { Game } from '../engine/game.js';
import type { Comparison } from '../engine/ops.js';
import { SidedValue } from '../loopy/sided.js';
import { type AnyLoopyValue, SimplifiedSidedValue } from '../loopy/simplified.js';
import { Stopper, fromGame } from '../loopy/stopper.js';
import type { Value } from './kind.js';
import { type ValueOptions, add, compare, le, neg } from './ops.js';

/**
 * The sum of two loopy values.
 * @deprecated Use `add`, the family's one sum (a loopfree result is the short `Game`).
 */
export function addLoopy(a: Value, b: Value, options?: ValueOptions): Value {
  return add(a, b, options);
}
/**
 * The sum of two loopy values of any kind.
 * @deprecated Use `add`, the family's one sum.
 */
export function addAny(a: Value, b: Value, options?: ValueOptions): Value {
  return add(a, b, options);
}
/**
 * The negative of a loopy value.
 * @deprecated Use `neg`.
 */
export function negLoopy(a: Value): Value {
  return neg(a);
}
/**
 * The negative of a loopy value of any kind.
 * @deprecated Use `neg`.
 */
export function negAny(a: Value): Value {
  return neg(a);
}
/**
 * G ≤ H for loopy values.
 * @deprecated Use `le`.
 */
export function leqLoopy(a: Value, b: Value): boolean {
  return le(a, b);
}
/**
 * G ≤ H for loopy values of any kind.
 * @deprecated Use `le`.
 */
export function leqAny(a: Value, b: Value, options?: ValueOptions): boolean {
  return le(a, b, options);
}
/**
 * The four-way comparison of loopy values.
 * @deprecated Use `compare`.
 */
export function compareLoopy(a: Value, b: Value): Comparison {
  return compare(a, b);
}
/**
 * The four-way comparison of loopy values of any kind.
 * @deprecated Use `compare`.
 */
export function compareSimplified(a: Value, b: Value, options?: ValueOptions): Comparison {
  return compare(a, b, options);
}

/**
 * The loopy value of a short game (its canonical stopper); a loopy value is returned as it is.
 * @deprecated The family's operations take short games as they are; a stopper of a short game is
 * `fromGame(g)`.
 */
export function loopyOf(g: Game | Stopper | SidedValue): Stopper | SidedValue;
/** @deprecated See above. */
export function loopyOf(g: Value): AnyLoopyValue;
export function loopyOf(g: Value): AnyLoopyValue {
  return g instanceof Stopper || g instanceof SidedValue || g instanceof SimplifiedSidedValue ? g : fromGame(g);
}
