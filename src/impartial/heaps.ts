/**
 * Positions of heap games: sums of heaps. A sum's nim value is the nim-sum of its heaps' values
 * (Sprague–Grundy); it is a second-player win (P) exactly when that is 0, and otherwise a winning
 * move turns one heap h into parts whose values nim-sum to G(h) ⊕ (the total): such a heap exists
 * (one whose value has the total's highest bit) and, by the mex, so does such a move.
 */
import { clip, LimitError } from '../engine/errors.js';
import { limitOption, type RunOptions } from '../engine/run.js';
import { type CodeLike, NimSequence, rulesOf } from './sequence.js';

/** A winning move in a sum of heaps. */
export interface HeapMove {
  /** Index of the heap moved in (in the position as given). */
  readonly index: number;
  /** Its size. */
  readonly from: number;
  /** The heaps it leaves (nondecreasing; empty when it is removed). */
  readonly to: readonly number[];
  /** The position after the move (the other heaps in their order, the parts in place of the heap). */
  readonly after: readonly number[];
}

/** The analysis of a sum of heaps. */
export interface HeapPosition {
  /** The code, normalized. */
  readonly code: string;
  /** The heaps. */
  readonly heaps: readonly number[];
  /** The nim value of each heap. */
  readonly values: readonly number[];
  /** The nim value of the sum. */
  readonly value: number;
  /** `'P'` when the player to move loses (value 0), else `'N'`. */
  readonly outcome: 'P' | 'N';
  /** A winning move (for an N-position). */
  readonly move?: HeapMove;
}

/** Options of {@link analyzeHeaps}. */
export interface HeapPositionOptions extends RunOptions {
  /** The largest heap accepted (default 10,000,000; the values of all smaller heaps are computed). */
  maxHeap?: number;
  /** Most heaps in the sum (default 100,000). */
  maxHeaps?: number;
  /** A sequence of the same code to use (and extend). */
  sequence?: NimSequence;
}

/**
 * The nim value, the outcome and a winning move of a sum of heaps.
 * @throws LimitError past `maxHeap` or `maxHeaps`; HeapCodeError for a bad code.
 * @example
 * ```ts
 * import { analyzeHeaps } from 'partizan';
 * const a = analyzeHeaps('Kayles', [3, 5, 7]); // G = 3, 4, 2
 * [a.value, a.outcome]; // [5, 'N']
 * a.move!.after; // [3, 4, 7]: one pin off the end of the 5 (G(4) = 1, and 3 ⊕ 1 ⊕ 2 = 0)
 * ```
 */
export function analyzeHeaps(code: CodeLike, heaps: readonly number[], opts: HeapPositionOptions = {}): HeapPosition {
  const rules = opts.sequence?.rules ?? rulesOf(code);
  const maxHeap = limitOption(opts.maxHeap, 10_000_000, 'maxHeap');
  const maxHeaps = limitOption(opts.maxHeaps, 100_000, 'maxHeaps');
  if (!Array.isArray(heaps)) throw new LimitError('heaps must be an array of heap sizes', 'heaps');
  if (heaps.length > maxHeaps) throw new LimitError(`${heaps.length} heaps, more than maxHeaps = ${maxHeaps}`, 'maxHeaps');
  let top = 0;
  for (const h of heaps) {
    if (!Number.isInteger(h) || h < 0) throw new LimitError(`a heap is an integer ≥ 0, got ${clip(h, 40)}`, 'heaps');
    if (h > maxHeap) throw new LimitError(`heap ${h} is larger than maxHeap = ${maxHeap}`, 'maxHeap');
    if (h > top) top = h;
  }
  const seq = opts.sequence ?? new NimSequence(rules, { maxHeap: Math.max(maxHeap, 1) });
  seq.extend(top, opts);
  const values = heaps.map((h) => seq.at(h));
  const value = values.reduce((a, b) => a ^ b, 0);
  const base = { code: rules.code, heaps: [...heaps], values, value };
  if (value === 0) return { ...base, outcome: 'P' };
  // a heap whose value has the total's highest bit, moved to value G(h) ^ total (< G(h))
  const high = 31 - Math.clz32(value);
  const index = values.findIndex((v) => (v >>> high) & 1);
  const h = heaps[index]!;
  const want = values[index]! ^ value;
  let to: number[] | undefined;
  rules.forEachMove(h, (parts, c) => {
    let x = 0;
    for (let k = 0; k < c; k++) x ^= seq.at(parts[k]!);
    if (x === want) {
      to = Array.from(parts.subarray(0, c));
      return true;
    }
    return false;
  });
  // by the mex, the move exists; its absence would be a bug in the values
  if (to === undefined) throw new Error(`no move from heap ${h} to value ${want}: the nim values are inconsistent`);
  const after = [...heaps.slice(0, index), ...to, ...heaps.slice(index + 1)];
  return { ...base, outcome: 'N', move: { index, from: h, to, after } };
}
