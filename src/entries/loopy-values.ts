/**
 * `partizan/loopy-values`: the old home of the values of loopy games, which are now part of the
 * root entry `partizan` (one family of values), kept for one release. Import from `partizan`
 * instead.
 *
 * @deprecated Use `partizan`: every export of this subpath is exported there.
 * @packageDocumentation
 * @module partizan/loopy-values
 */
export * from '../loopy/index.js';
export { parseLoopy, formatAny, type AnyValue, type LoopyParseOptions, type LoopyLimits } from '../notation/loopy.js';
export { parse } from '../notation/parser.js';
