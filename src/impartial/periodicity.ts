/**
 * Periodicity of nim-value sequences, detected and, where a theorem applies, proved.
 *
 * A sequence is (arithmetic-)periodic with period p, preperiod n0 and saltus s when
 * G(n + p) = G(n) + s for every n ≥ n0 (CGSuite's `CheckPeriodicity` reports the same three
 * numbers). Detection: the last 64 differences G(n) − G(n − 1) are looked for earlier in the
 * sequence (one pass with a rolling hash); every place they recur gives a candidate p, tried from
 * the smallest; for a candidate, a backward comparison from the end finds the least n0 with
 * G(n + p) − G(n) = s for all n0 ≤ n ≤ N − p. Time O(N) for N values, no memory beyond them.
 *
 * The proof (the Guy–Smith periodicity theorem, *Winning Ways* ch. 4, generalized): for a finite
 * short code whose moves remove at most t tokens and leave at most k heaps, if
 * G(n + p) = G(n) for all n0 ≤ n < B with B = k·max(n0, 1) + (k − 1)·p + t, then for all n ≥ n0.
 * (Induction on n ≥ B: a move from n + p leaves a largest part a ≥ (n + p − t)/k, and a − p ≥
 * max(n0, 1), so replacing a by a − p gives a move from n of the same value, and conversely adding
 * p to the largest part of a move from n; n > t, so no move removes a whole heap.) For octal games
 * (k = 2) B = 2n0 + p + t, the theorem's classical form. When the two-heap splits must be unequal
 * (`!`, `?`: Grundy's game) the part a − p may equal the other part a' = (n − i)/2; then a' − p
 * replaces it instead, which needs B = 2·max(n0, 1) + 2p + t. Codes with constraints on three or
 * more heaps, repeating codes, a nonzero saltus: the periodicity is reported as observed, not
 * proved.
 */
import { LimitError } from '../engine/errors.js';
import { limitOption, RunControl, type RunOptions } from '../engine/run.js';
import { findPeriod, proofRule } from './period-core.js';
import { type CodeLike, NimSequence, type NimSequenceOptions, rulesOf } from './sequence.js';

export { findPeriod, proofRule, type ProofRule } from './period-core.js';

/** A periodicity found in a nim-value sequence. */
export interface Periodicity {
  /** The period p. */
  readonly period: number;
  /** The preperiod n0: G(n + p) = G(n) + saltus for every n ≥ n0, and not for n0 − 1. */
  readonly preperiod: number;
  /** The saltus s (0 for a plain periodicity). */
  readonly saltus: number;
  /** The last exceptional heap, n0 − 1 (null when n0 = 0). */
  readonly lastExceptional: number | null;
  /** The last heap whose value was compared (the values up to it were computed). */
  readonly checkedTo: number;
  /** True when a theorem turns the comparison into a proof (see the module notes). */
  readonly proved: boolean;
  /** The last heap the theorem needs compared (present when a theorem applies). */
  readonly needed?: number;
  /** Which theorem, or why none applies. */
  readonly basis: string;
}

/** Options of {@link periodicity}. */
export interface PeriodicityOptions extends RunOptions {
  /** Compute at most the values of heaps 0..maxHeap (default 1,048,576). */
  maxHeap?: number;
  /** The first heap to look at (default 1,024); the search doubles it until a proof or maxHeap. */
  startHeap?: number;
  /** Options of the sequence (its memory limit, its method). */
  sequence?: NimSequenceOptions;
  /** A sequence of the same code to continue from (it is extended in place). */
  from?: NimSequence;
}

/**
 * The periodicity of a heap game's nim values: computes values up to heap 1,024, then doubles,
 * until the periodicity is proved (see the module notes), or, for codes no theorem covers, until
 * it has held for at least three periods and half the values; null when neither happens by
 * `maxHeap`. CGSuite's `CheckPeriodicity`, with the proof's bound reported (`needed`,
 * `checkedTo`).
 *
 * @example
 * ```ts
 * import { periodicity } from 'partizan';
 * const p = periodicity('0.77')!; // Kayles
 * [p.period, p.lastExceptional, p.proved]; // [12, 70, true]
 * ```
 */
export function periodicity(code: CodeLike, opts: PeriodicityOptions = {}): Periodicity | null {
  const rules = opts.from?.rules ?? rulesOf(code);
  const maxHeap = limitOption(opts.maxHeap, 1 << 20, 'maxHeap');
  let n = Math.min(maxHeap, limitOption(opts.startHeap, 1024, 'startHeap'));
  const seq = opts.from ?? new NimSequence(rules, opts.sequence);
  if (opts.from !== undefined && opts.from.rules.code !== rulesOf(code).code) throw new LimitError(`the sequence given is for ${opts.from.rules.code}, not ${rulesOf(code).code}`, 'from');
  const rule = proofRule(rules);
  const run = new RunControl(opts, 'periodicity', 'heaps');
  for (;;) {
    seq.extend(n, { signal: opts.signal, onProgress: opts.onProgress });
    run.progress(n, maxHeap, true);
    const last = n;
    const get = (i: number): number => seq.at(i);
    const found = findPeriod(
      get,
      last,
      (n0, p, s) => (rule.needed !== undefined && s === 0 ? rule.needed(n0, p) <= last : last - n0 + 1 >= Math.max(3 * p, last / 2)),
      run,
    );
    if (found !== undefined) {
      const { period, preperiod, saltus } = found;
      const proved = rule.needed !== undefined && saltus === 0;
      return {
        period,
        preperiod,
        saltus,
        lastExceptional: preperiod > 0 ? preperiod - 1 : null,
        checkedTo: last,
        proved,
        ...(proved ? { needed: rule.needed!(preperiod, period) } : {}),
        basis: proved || rule.needed === undefined ? rule.basis : 'observed only: the periodicity theorem needs saltus 0',
      };
    }
    if (n >= maxHeap) return null;
    n = Math.min(maxHeap, n * 2);
  }
}
