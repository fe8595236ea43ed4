/**
 * Heap games for the misère tests, from the take-and-break rules of src/impartial/ (CGSuite's
 * codes: Kayles 0.77, Dawson's Kayles 0.07, Grundy's game 4!.0, Nim 0.[3], S(2,3,7) 0.0330003).
 */
import { parseHeapRules } from '../../src/impartial/index.js';

/** Kayles (0.77): knock down one pin or two adjacent pins. */
export const kayles = parseHeapRules('0.77');
/** Dawson's Kayles (0.07): knock down two adjacent pins. */
export const dawsonsKayles = parseHeapRules('0.07');
/** 0.75: take one token (any way), or two tokens leaving nothing or two heaps. */
export const g075 = parseHeapRules('0.75');
/** Grundy's game (4!.0): split a heap into two unequal heaps. */
export const grundy = parseHeapRules('4!.0');
/** Nim (0.[3]). */
export const nim = parseHeapRules('0.[3]');
/** The subtraction game S(2, 3, 7) (0.0330003). */
export const sub237 = parseHeapRules('0.0330003');
/** 0.3: take one token, leaving nothing or one heap (She loves me, she loves me not). */
export const g03 = parseHeapRules('0.3');
