/**
 * `partizan/chopsticks-variants`: the open variants of SIMPLE CHOPSTICKS from Section 4 of the
 * paper (roll-over, splits, revives, ...), whose games can cycle: their rules as rulesets, and their
 * values by the engine of loopy values (stoppers and stopper-sided values), position by position
 * and as Table 1 or the openings `(1,1|1,1)_n`.
 *
 * @example
 * ```ts
 * import { VARIANTS, variantPosition, variantResult } from 'partizan/chopsticks-variants';
 * // with roll-over, (2|1)_4 = {(2|3) | *} and (2|3) = {(2|1) | *}: upon
 * String(variantResult(variantPosition([2], [1], 4, VARIANTS.rollover!), VARIANTS.rollover!).value); // upon
 * ```
 *
 * @packageDocumentation
 * @module partizan/chopsticks-variants
 */
export {
  type VariantOverflow,
  type ReviveMode,
  type VariantOptions,
  type Variant,
  type VariantPosition,
  VARIANTS,
  VariantError,
  makeVariant,
  variantByName,
  parseVariant,
  isLoopyVariant,
  maxHand,
  variantPosition,
  parseVariantPosition,
  formatVariantPosition,
  variantMoves,
  variantKey,
  variantRuleset,
  MAX_VARIANT_HANDS,
  MAX_VARIANT_N,
} from '../games/simple-chopsticks/variants.js';
export { type VariantResult, type VariantCell, type VariantRunOptions, variantGraph, variantResult, variantTable1, variantOpenings, VARIANT_SIDLE_WORK, VARIANT_MAX_PAIRS } from '../games/simple-chopsticks/variant-values.js';
