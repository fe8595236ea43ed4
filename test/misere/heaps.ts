/**
 * Heap games for the misère tests, written out move by move (the octal notation itself belongs to
 * src/impartial/): each function lists the heaps a move from a heap of size n leaves.
 */
import type { HeapRules } from '../../src/misere/index.js';

/** Removing k tokens: leave nothing (n = k), one heap (n − k ≥ 1), or two nonempty heaps (n − k ≥ 2), as allowed. */
function take(n: number, k: number, none: boolean, one: boolean, two: boolean): number[][] {
  const out: number[][] = [];
  if (n === k && none) out.push([]);
  if (n - k >= 1 && one) out.push([n - k]);
  if (two) for (let a = 1; 2 * a <= n - k; a++) out.push([a, n - k - a]);
  return out;
}

/** Kayles (0.77): knock down one pin or two adjacent pins. */
export const kayles: HeapRules = { name: '0.77', heapOptions: (n) => [...take(n, 1, true, true, true), ...take(n, 2, true, true, true)] };
/** Dawson's Kayles (0.07): knock down two adjacent pins. */
export const dawsonsKayles: HeapRules = { name: '0.07', heapOptions: (n) => take(n, 2, true, true, true) };
/** 0.75: take one token (any way), or two tokens leaving nothing or two heaps. */
export const g075: HeapRules = { name: '0.75', heapOptions: (n) => [...take(n, 1, true, true, true), ...take(n, 2, true, false, true)] };
/** Grundy's game: split a heap into two unequal heaps. */
export const grundy: HeapRules = {
  name: "Grundy's game",
  heapOptions: (n) => {
    const out: number[][] = [];
    for (let a = 1; 2 * a < n; a++) out.push([a, n - a]);
    return out;
  },
};
/** Nim, its heaps bounded by nothing. */
export const nim: HeapRules = { name: 'nim', heapOptions: (n) => Array.from({ length: n }, (_, k) => (k === 0 ? [] : [k])) };
/** The subtraction game S(2, 3, 7). */
export const sub237: HeapRules = { name: 'S(2,3,7)', heapOptions: (n) => [2, 3, 7].filter((s) => s <= n).map((s) => (s === n ? [] : [n - s])) };
/** 0.3: take one token, leaving nothing or one heap (She loves me, she loves me not). */
export const g03: HeapRules = { name: '0.3', heapOptions: (n) => take(n, 1, true, true, false) };
