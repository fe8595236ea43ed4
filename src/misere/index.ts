/**
 * Misère play: misère canonical forms of impartial games, genus, tame and wild games, misère
 * outcomes of partizan games and sums, heap games and their misère quotients.
 *
 * @packageDocumentation
 */
export {
  MisereGame,
  misereGame,
  misereZero,
  misereStar,
  misereNim,
  misereAdd,
  misereSum,
  misereMate,
  misereDifference,
  isMisereNimHeap,
  isEven,
  evenPart,
  plusStar,
  misereInternedCount,
  MAX_MISERE_NIM,
  mex,
} from './game.js';
export { compareMisere, sortedOptions as misereSortedOptions } from './order.js';
export { formatMisere, misereDigit } from './print.js';
export { parseMisere, MisereParseError, type MisereParseOptions } from './parse.js';
export { type Genus, genusOf, genusString, formatGenus, genusFromOptions, gammaAt } from './genus.js';
export { type HeapGameRules, type HeapOptionRules, HeapSearch, HeapMoves, heapMoves, heapPositionMoves, heapRuleset, heapMisereForm, heapGenera, misereAlgebra, type HeapSearchOptions, type HeapValueOptions } from './heap.js';
export { type MisereQuotient, type QuotientOptions, misereQuotient, quotientElement, quotientOutcome, quotientWinningMove, pPortion } from './quotient.js';
export { type MisereOutcome, type MisereSearchOptions, misereOutcome, misereSumOutcome, misereRulesetOutcome } from './outcome.js';
export { PHYLA, type Phylum, phylum, isTame, isGenerallyTame, isTameable, isRestive, isGenerallyRestive, isRestless, isWild } from './phylum.js';
// the take-and-break rules the heap functions take (src/impartial/), for callers of this module alone
export { parseHeapRules, HeapRules, HeapCodeError, type HeapRulesOptions, type HeapMovesOptions, type CodeDigit } from '../impartial/index.js';
