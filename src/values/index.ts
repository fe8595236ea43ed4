/**
 * The one family of values: short games and loopy values as one (see `kind.ts`).
 *
 * @packageDocumentation
 */
export { type Value, type ValueKind, kindOf, isValue, describeKind, requireShort, requireValue } from './kind.js';
