/**
 * `partizan/loopy-values`: the old home of the values of loopy games, which are members of the one
 * family of values exported by the root entry `partizan` (canonical stoppers, stopper-sided values
 * `G⁺ & G⁻`, the constants `on`, `off`, `over`, `under`, `upon`, `dud`, `tis`, `tisn`, CGSuite's
 * properties of loopy values, `valuesOfGraph`). Kept for one release: every export of this entry
 * is the same object in `partizan`.
 *
 * @deprecated Use `partizan`: every export of this subpath is exported there.
 * @packageDocumentation
 * @module partizan/loopy-values
 */
export * from '../loopy/index.js';
// the one reader and the one printer, and the former names of the loopy reader (deprecated)
export { parse } from '../notation/parser.js';
export { format } from '../notation/print.js';
export { parseLoopy, formatAny, type AnyValue, type LoopyParseOptions } from '../notation/deprecated.js';
export type { LoopyLimits } from '../values/ops.js';
// the family's one function of a name the loopy engine also defines
export { isInfinitesimal } from '../values/index.js';
// the former operations of this entry, now deprecated aliases of the family's operations
export { addLoopy, addAny, negLoopy, negAny, leqLoopy, leqAny, compareLoopy, compareSimplified, loopyOf } from '../values/deprecated.js';
