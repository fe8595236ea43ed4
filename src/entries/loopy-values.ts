/**
 * `partizan/loopy-values`: values of loopy partizan games. Canonical stoppers (interned simplest
 * forms), stopper-sided values `G⁺ & G⁻`, the constants `on`, `off`, `over`, `under`, `upon`,
 * `dud`, `tis`, `tisn`, CGSuite's properties (stops, outcome classes, plumtrees, idempotents),
 * CGSuite notation (`parseLoopy`, `formatAny`), generalized Sprague–Grundy values of impartial
 * loopy games, and `valuesOfGraph` for the game graphs of loopy rulesets.
 *
 * @example
 * ```ts
 * import { parseLoopy, formatAny } from 'partizan/loopy-values';
 * formatAny(parseLoopy('on + off')); // 'dud'
 * formatAny(parseLoopy('{pass|3/2}')); // '3/2under'
 * ```
 *
 * @packageDocumentation
 * @module partizan/loopy-values
 */
export * from '../loopy/index.js';
export { parseLoopy, formatAny, type AnyValue, type LoopyParseOptions, type LoopyLimits } from '../notation/loopy.js';
export { parse } from '../notation/parser.js';
