/**
 * The nim-value engine: impartial games valued by their nim values (Sprague–Grundy) directly,
 * without canonical forms. Heap games in CGSuite's take-and-break notation (heap-rules.ts).
 *
 * @packageDocumentation
 */
export { HeapRules, HeapCodeError, parseHeapRules, codeDigit, digitText, NAMED_CODES, MAX_DIGIT, MAX_GHOSTS, MAX_HEAP, type CodeDigit, type HeapRulesOptions, type HeapMovesOptions } from './heap-rules.js';
