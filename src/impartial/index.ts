/**
 * The nim-value engine: impartial games valued by their nim values (Sprague–Grundy) directly,
 * without canonical forms: nim-sums and mexes, impartial rulesets through the generic Solver,
 * heap games in CGSuite's take-and-break notation, nim-value sequences (the sparse-space method),
 * periodicity with its proof, sums of heaps, and pictures.
 *
 * Loopy impartial games (positions that can repeat) have generalized Sprague–Grundy values
 * instead: `loopyNimValues` of `partizan/loopy-values` (src/loopy/impartial.ts) labels a finite
 * game graph with finite nim values and ∞; `impartialValue` (root entry) uses this engine when
 * the ruleset is short and that one when it is not.
 *
 * @packageDocumentation
 */
export { HeapRules, HeapCodeError, parseHeapRules, codeDigit, digitText, NAMED_CODES, MAX_DIGIT, MAX_GHOSTS, MAX_HEAP, type CodeDigit, type HeapRulesOptions, type HeapMovesOptions } from './heap-rules.js';
export { nimSum, mex, nimAlgebra, nimValue, nimHeapRuleset } from './nim.js';
export { nimSequence, plainNimValues, NimSequence, LoopyCodeError, rulesOf, CHECKPOINT_HEADER, type NimSequenceOptions, type NimSequenceStats, type NimEngineMode, type NimValueArray, type CodeLike } from './sequence.js';
export { periodicity, findPeriod, proofRule, type Periodicity, type PeriodicityOptions, type ProofRule } from './periodicity.js';
export { extendAsync, extendParallel, parallelApplies, type LongRunOptions, type ParallelOptions } from './parallel.js';
export { PeriodicitySearch, periodicityAsync, EtaEstimator } from './search.js';
export { analyzeHeaps, type HeapPosition, type HeapMove, type HeapPositionOptions } from './heaps.js';
export { scatterPlotSvg, periodRows, type ScatterPlotOptions, type PeriodRowsOptions } from './plot.js';
export { heapGameReport, type HeapGameReport, type HeapGameReportOptions } from './report.js';
