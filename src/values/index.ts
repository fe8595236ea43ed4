/**
 * The one family of values: short games and loopy values as one (see `kind.ts`), and the
 * operations that take any member (`ops.ts`, `build.ts`, `short.ts`).
 *
 * @packageDocumentation
 */
export { type Value, type ValueKind, kindOf, isValue, describeKind, requireShort, requireValue } from './kind.js';
export {
  add,
  neg,
  sub,
  sum,
  compare,
  le,
  lt,
  ge,
  gt,
  fuzzy,
  equals,
  outcome,
  stops,
  isInfinitesimal,
  type ValueOptions,
  type LoopyLimits,
  type Comparison,
  type Outcome,
  type LoopyOutcome,
  type Pseudonumber,
} from './ops.js';
export { game, switchOf, sidedValue } from './build.js';
export { birthday, isNimber, isDicotic, isAllSmall } from './short.js';
