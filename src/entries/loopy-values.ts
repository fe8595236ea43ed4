/**
 * `partizan/loopy-values`: values of loopy partizan games. Canonical stoppers (interned simplest
 * forms), stopper-sided values `G⁺ & G⁻`, the constants `on`, `off`, `over`, `under`, `upon`,
 * `dud`, `tis`, `tisn`, CGSuite's properties (stops, outcome classes, plumtrees, idempotents),
 * generalized Sprague–Grundy values of impartial loopy games, and `valuesOfGraph` for the game
 * graphs of loopy rulesets. Loopy values are members of the one family: `parse`, `format`, `add`,
 * `neg`, `compare` and `outcome` of the root entry take them as they take short games.
 *
 * @example
 * ```ts
 * import { parse, format } from 'partizan/loopy-values';
 * format(parse('on + off', { loopy: true })); // 'dud'
 * format(parse('{pass|3/2}', { loopy: true })); // '3/2under'
 * ```
 *
 * @packageDocumentation
 * @module partizan/loopy-values
 */
export * from '../loopy/index.js';
// the one reader and the one printer, and the former names of the loopy reader (deprecated)
export { parse } from '../notation/parser.js';
export { format } from '../notation/format.js';
export { parseLoopy, formatAny, type AnyValue, type LoopyParseOptions } from '../notation/deprecated.js';
export type { LoopyLimits } from '../values/ops.js';
// the former operations of this entry, now deprecated aliases of the family's operations
export { addLoopy, addAny, negLoopy, negAny, leqLoopy, leqAny, compareLoopy, compareSimplified, loopyOf } from '../values/deprecated.js';
