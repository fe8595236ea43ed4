/**
 * Periodicity searches as long runs (their sequences extended by parallel.ts, in slices or on two
 * threads, so an AbortSignal fired by Ctrl-C, a timer or a Cancel button stops them within one
 * slice), saving checkpoints as they go, and the ETA of a run measured on the run.
 *
 * Invariant: an aborted search loses no finished work: the sequence keeps every value computed,
 * and a {@link PeriodicitySearch} resumes at the heap it had reached.
 */
import { limitOption, type Progress, throwIfAborted } from '../engine/run.js';
import { extendAsync, type LongRunOptions } from './parallel.js';
import { findPeriod, type Periodicity, type PeriodicityOptions, proofRule } from './periodicity.js';
import { type CodeLike, NimSequence, rulesOf } from './sequence.js';
import { kindError } from '../engine/guard.js';

/**
 * Estimates the time left of a run whose cost per unit may grow with the units done (a plain
 * computation's cost per heap grows like n): it fits cost(n) ∝ n^α between the rate measured over
 * the last half of the run and over the half before, and integrates it over what is left. With
 * a constant cost per unit it is the usual linear estimate.
 */
export class EtaEstimator {
  private readonly marks: Array<{ t: number; done: number }> = [];
  private readonly start: number;

  /** @param now a clock in milliseconds (default `performance.now`). */
  constructor(private readonly now: () => number = () => performance.now()) {
    if (typeof now !== 'function') throw kindError('new EtaEstimator', 'now', 'a function or undefined', now);
    this.start = now();
  }

  /** Records progress: `done` units after the time elapsed since construction. */
  mark(done: number): void {
    this.marks.push({ t: this.now() - this.start, done });
    if (this.marks.length > 4096) this.marks.splice(0, 2048);
  }

  /** Seconds left to reach `total` units, or undefined before enough is known. */
  secondsLeft(total: number): number | undefined {
    const m = this.marks;
    if (m.length < 3) return undefined;
    const last = m[m.length - 1]!;
    if (last.done <= 0 || last.t < 1000 || last.done >= total) return last.done >= total ? 0 : undefined;
    // rates over (done/4, done/2] and (done/2, done]
    const at = (d: number): { t: number; done: number } => {
      let best = m[0]!;
      for (const x of m) if (x.done <= d) best = x;
      return best;
    };
    const q = at(last.done / 4);
    const h = at(last.done / 2);
    const r1 = (h.t - q.t) / Math.max(1, h.done - q.done); // ms a unit around done·3/8
    const r2 = (last.t - h.t) / Math.max(1, last.done - h.done); // ms a unit around done·3/4
    let alpha = 0;
    if (r1 > 0 && r2 > 0 && h.done > q.done && last.done > h.done) alpha = Math.log(r2 / r1) / Math.log(2);
    alpha = Math.min(2, Math.max(0, Number.isFinite(alpha) ? alpha : 0));
    // cost(n) = r2 · (n / (0.75·done))^α, integrated from done to total
    const n0 = 0.75 * last.done;
    const integral = (a: number, b: number): number => (alpha === -1 ? 0 : (r2 * (b ** (alpha + 1) - a ** (alpha + 1))) / ((alpha + 1) * n0 ** alpha));
    return integral(last.done, total) / 1000;
  }
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A periodicity search that can stop and go on (see {@link periodicity}, which it runs in
 * slices): values up to `startHeap`, then doubling up to `maxHeap`, a check at each step.
 */
export class PeriodicitySearch {
  /** The sequence the search extends. */
  readonly sequence: NimSequence;
  /** The last heap fully checked (0 before the first check). */
  checkedTo = 0;
  /** The result once the search has ended: a periodicity, or null when none was found by maxHeap. */
  result: Periodicity | null | undefined = undefined;
  private next: number;
  private readonly maxHeap: number;

  /** A search for `code` (or continuing `opts.from`, a sequence of that code). */
  constructor(code: CodeLike, opts: Omit<PeriodicityOptions, 'signal' | 'onProgress'> = {}) {
    this.sequence = opts.from ?? new NimSequence(rulesOf(code), opts.sequence);
    this.maxHeap = limitOption(opts.maxHeap, 1 << 20, 'maxHeap');
    this.next = Math.min(this.maxHeap, limitOption(opts.startHeap, 1024, 'startHeap'));
    // a resumed sequence: start checking where its values end
    while (this.next * 2 <= this.sequence.size - 1 && this.next < this.maxHeap) this.next = Math.min(this.maxHeap, this.next * 2);
  }

  /** The heap the next check will reach. */
  get target(): number {
    return this.next;
  }

  /** Runs the search on (in slices) until it ends; rejects with an AbortError when the signal fires. */
  async run(opts: LongRunOptions = {}): Promise<Periodicity | null> {
    const seq = this.sequence;
    const rule = proofRule(seq.rules);
    while (this.result === undefined) {
      const last = this.next;
      await extendAsync(seq, last, { ...opts, onProgress: (p: Progress) => opts.onProgress?.({ ...p, total: this.maxHeap }) });
      throwIfAborted(opts.signal);
      const store = seq.store;
      const g = seq.rules.ghosts;
      const get = g === 0 ? (i: number): number => store[i]! : (i: number): number => seq.at(i);
      opts.onProgress?.({ phase: `checking periodicity up to heap ${last}`, done: last, total: this.maxHeap, unit: 'heaps' });
      const found = findPeriod(get, last, (n0, p, s) => (rule.needed !== undefined && s === 0 ? rule.needed(n0, p) <= last : last - n0 + 1 >= Math.max(3 * p, last / 2)));
      this.checkedTo = last;
      if (found !== undefined) {
        const proved = rule.needed !== undefined && found.saltus === 0;
        this.result = {
          period: found.period,
          preperiod: found.preperiod,
          saltus: found.saltus,
          lastExceptional: found.preperiod > 0 ? found.preperiod - 1 : null,
          checkedTo: last,
          proved,
          ...(proved ? { needed: rule.needed!(found.preperiod, found.period) } : {}),
          basis: proved || rule.needed === undefined ? rule.basis : 'observed only: the periodicity theorem needs saltus 0',
        };
      } else if (last >= this.maxHeap) this.result = null;
      else this.next = Math.min(this.maxHeap, last * 2);
      await turn();
    }
    return this.result;
  }
}

/**
 * {@link periodicity} as a long run: slices, abort, checkpoints (see {@link LongRunOptions}).
 * @example
 * ```ts
 * import { periodicityAsync } from 'partizan';
 * (await periodicityAsync('0.16', { maxHeap: 600_000 }))!.period; // 149459 (Gangolli and Plambeck)
 * ```
 */
export async function periodicityAsync(code: CodeLike, opts: Omit<PeriodicityOptions, 'signal' | 'onProgress'> & LongRunOptions = {}): Promise<Periodicity | null> {
  return new PeriodicitySearch(code, opts).run(opts);
}
