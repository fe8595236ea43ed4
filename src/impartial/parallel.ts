/**
 * Nim-value sequences as long runs, on this thread in slices or on two worker threads.
 *
 * On this thread ({@link extendAsync} with one thread) the values are computed in slices of a few
 * tens of milliseconds, with a turn of the event loop between slices, so that an AbortSignal fired
 * by Ctrl-C, a timer or a Cancel button stops the run within one slice.
 *
 * On two threads: for a code run by the two-heap kernel whose values depend only on heaps at least
 * two below (`lag` ≥ 2: 0.07, 0.137, 0.16, 0.1777, every code whose first two-heap removal is at
 * least 2 and whose one-heap removals are at least 2), heap h and heap h + 1 can be computed at
 * once: two workers of the worker pool (engine/pool.ts, running worker.ts; `impartial-worker.js` /
 * `.cjs` in the package) take the even and the odd heaps on shared memory, each waiting only for
 * the other's heap at h − lag. This thread sends them segments, adopts the values after each
 * (counts, rare list, the mask: the same state a one-thread run has), saves checkpoints and stops
 * them on the signal (the pool's abort flag). Codes with lag 1 (Kayles, Officers, Grundy's game: a
 * heap depends on the one just below) and runtimes without worker threads run on this thread.
 *
 * Invariants: an aborted run loses no finished work (the sequence keeps every value computed);
 * after each two-thread segment the sequence holds exactly the heaps both workers finished (all
 * heaps up to the smaller of their last), with the state a one-thread run would have.
 */
import { AbortError } from '../engine/errors.js';
import { kindError, optionsArg, requireInt } from '../engine/guard.js';
import { WorkerError, WorkerPool, type WorkerFile } from '../engine/pool.js';
import { limitOption, type RunOptions, throwIfAborted } from '../engine/run.js';
import { CTL } from './kernel.js';
import { NimSequence } from './sequence.js';
import type { ImpartialWorkerData, Segment, SegmentDone } from './worker.js';

/** Options of the long runs. */
export interface LongRunOptions extends RunOptions {
  /** Milliseconds of work between turns of the event loop (default 50). */
  sliceMs?: number;
  /** Called with the sequence every `checkpointMs` and when the run stops (finished or aborted). */
  onCheckpoint?: (seq: NimSequence) => void | Promise<void>;
  /** Milliseconds between checkpoints (default 300,000: five minutes). */
  checkpointMs?: number;
  /**
   * Threads for the values (default 1; {@link extendParallel}: 2): 2 computes even and odd heaps
   * side by side where the code allows it (see {@link parallelApplies}; Node only).
   */
  threads?: number;
}

/** Options of {@link extendParallel}. */
export interface ParallelOptions extends LongRunOptions {
  /** Heaps computed on this thread before the workers start (default 65,536). @internal */
  warmUp?: number;
}

/** Heaps computed on one thread before the workers start (the mask is chosen by then). */
const WARM_UP = 1 << 16;

/** The worker file (worker.ts; `impartial-worker.js` in the package). */
const IMPARTIAL_WORKER: WorkerFile = { entry: 'impartial-worker', source: './worker.ts', base: import.meta.url };

/** True when the two-thread engine can run this sequence (the two-heap kernel, lag ≥ 2). */
export function parallelApplies(seq: NimSequence): boolean {
  if (!(seq instanceof NimSequence)) throw kindError('parallelApplies', 'seq', 'a NimSequence', seq);
  const st = seq.parallelState();
  return st !== undefined && st.lag >= 2 && seq.bytesPerValue <= 2;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Extends `seq` to heap `last` as a long run: on this thread in slices, giving the event loop a
 * turn between slices, or with `threads: 2` on two threads where the code allows it (see the
 * module notes); checkpoints as asked. Rejects with an AbortError when the signal fires (after a
 * last checkpoint, the finished heaps kept).
 */
export async function extendAsync(seq: NimSequence, last: number, options: LongRunOptions = {}): Promise<NimSequence> {
  if (!(seq instanceof NimSequence)) throw kindError('extendAsync', 'seq', 'a NimSequence', seq);
  requireInt(last, 'extendAsync', 'last', -1);
  const opts = optionsArg<LongRunOptions>(options, 'extendAsync');
  return extend(seq, last, opts, limitOption(opts.threads, 1, 'threads', { max: 64 }));
}

/**
 * {@link extendAsync} on two threads by default: extends `seq` to heap `last` on two threads when
 * the code allows it (see the module notes), else on this thread. Progress, checkpoints and the
 * signal as in {@link extendAsync}.
 */
export async function extendParallel(seq: NimSequence, last: number, options: ParallelOptions = {}): Promise<NimSequence> {
  if (!(seq instanceof NimSequence)) throw kindError('extendParallel', 'seq', 'a NimSequence', seq);
  requireInt(last, 'extendParallel', 'last', -1);
  const opts = optionsArg<ParallelOptions>(options, 'extendParallel');
  return extend(seq, last, opts, limitOption(opts.threads, 2, 'threads', { max: 64 }));
}

/** Checkpoints every `checkpointMs`: `due()` saves when the time has come. */
function checkpointer(seq: NimSequence, opts: LongRunOptions): () => Promise<void> {
  const every = limitOption(opts.checkpointMs, 300_000, 'checkpointMs');
  let lastSave = performance.now();
  return async () => {
    if (opts.onCheckpoint && performance.now() - lastSave >= every) {
      await opts.onCheckpoint(seq);
      lastSave = performance.now();
    }
  };
}

async function extend(seq: NimSequence, last: number, opts: ParallelOptions, threads: number): Promise<NimSequence> {
  try {
    if (threads >= 2 && seq.size <= last && WorkerPool.available()) {
      // one thread until the mask is chosen and the tables have their size
      await inSlices(seq, Math.min(last, limitOption(opts.warmUp, WARM_UP, 'warmUp')), { ...opts, onCheckpoint: undefined });
      if (seq.size <= last && parallelApplies(seq)) await onWorkers(seq, last, opts);
    }
    // the rest (or all) on this thread: one thread asked, a code of lag 1, or the workers stopped early
    await inSlices(seq, last, opts);
  } catch (e) {
    if (e instanceof AbortError && opts.onCheckpoint) await opts.onCheckpoint(seq);
    throw e;
  }
  return seq;
}

/** Extends `seq` to `last` on this thread, a slice of about `sliceMs` at a time. */
async function inSlices(seq: NimSequence, last: number, opts: LongRunOptions): Promise<void> {
  const slice = limitOption(opts.sliceMs, 50, 'sliceMs');
  const save = checkpointer(seq, opts);
  let step = 1024;
  while (seq.size <= last) {
    throwIfAborted(opts.signal);
    const t0 = performance.now();
    seq.extend(Math.min(last, seq.size - 1 + step));
    const dt = performance.now() - t0;
    // aim at `slice` ms a slice
    step = Math.max(64, Math.min(1 << 22, Math.round(step * (dt > 0 ? Math.min(4, Math.max(0.25, slice / dt)) : 4))));
    opts.onProgress?.({ phase: 'nim values', done: seq.size - 1, total: last, unit: 'heaps' });
    await save();
    await turn();
  }
}

/**
 * Extends `seq` towards `last` on two workers of the pool, segment by segment, until it is done or
 * the workers cannot go on (a value needs a wider store, the rare list is full, a periodicity is
 * proved); the caller finishes on this thread.
 */
async function onWorkers(seq: NimSequence, last: number, opts: LongRunOptions): Promise<void> {
  const target = last - seq.rules.ghosts;
  const width = seq.bytesPerValue as 1 | 2;
  const values = new SharedArrayBuffer((target + 1) * width);
  const view = width === 1 ? new Uint8Array(values) : new Uint16Array(values);
  view.set(seq.store.subarray(0, seq.stored) as never);
  const ctlBuf = new SharedArrayBuffer(CTL.SIZE * 4);
  const ctl = new Int32Array(ctlBuf);
  let st = seq.parallelState()!;
  const rareCap = Math.max(1 << 20, 4 * st.rare.length);
  const rareBufs: [SharedArrayBuffer, SharedArrayBuffer] = [new SharedArrayBuffer(rareCap * 4), new SharedArrayBuffer(rareCap * 4)];
  const rares = [new Int32Array(rareBufs[0]), new Int32Array(rareBufs[1])];
  const loadRare = (rare: Int32Array): void => {
    const c = [0, 0];
    for (const r of rare) {
      const w = r & 1;
      rares[w]![c[w]!++] = r;
    }
    Atomics.store(ctl, CTL.RC, c[0]!);
    Atomics.store(ctl, CTL.RC + 1, c[1]!);
  };
  loadRare(st.rare);
  Atomics.store(ctl, CTL.MAXV, st.maxV);
  const start = seq.stored;
  Atomics.store(ctl, CTL.DONE, (start - 1) & 1 ? start - 2 : start - 1);
  Atomics.store(ctl, CTL.DONE + 1, (start - 1) & 1 ? start - 1 : start - 2);
  const init: ImpartialWorkerData = { lag: st.lag, moves: st.moves, values, width, ctl: ctlBuf, rare: rareBufs };
  const pool = new WorkerPool(IMPARTIAL_WORKER, 2, () => init, { name: 'impartial', failure: (m) => new WorkerError(`nim values: ${m}`) });
  // the signal stops the workers at their next check; their answers say how far they got
  const onAbort = (): void => pool.interrupt();
  opts.signal?.addEventListener('abort', onAbort);
  const save = checkpointer(seq, opts);
  let segLen = 1 << 16;
  try {
    while (seq.stored <= target) {
      throwIfAborted(opts.signal);
      const from = seq.stored;
      const to = Math.min(target, from + segLen - 1);
      const seg: Segment = { from, to, sparse: st.sparse, mask: st.mask, d: st.d, cstar: st.cstar, maxV: st.maxV };
      const t0 = performance.now();
      const answers = await Promise.all([0, 1].map((w) => pool.request<SegmentDone>(w, seg)));
      const complete = answers.every((a) => a.reason === 'done');
      const upTo = complete ? to + 1 : Math.min(Atomics.load(ctl, CTL.DONE), Atomics.load(ctl, CTL.DONE + 1)) + 1;
      if (upTo > from) seq.adoptStore(view as never, upTo);
      opts.onProgress?.({ phase: 'nim values', done: seq.size - 1, total: last, unit: 'heaps' });
      throwIfAborted(opts.signal);
      if (!complete) return; // a value needs a wider store, or the rare list is full
      await save();
      // the mask may be chosen again (the same choice as on one thread); a new one rebuilds the lists
      const next = seq.parallelState();
      if (next === undefined) return; // a periodicity is proved: the rest follows from it
      if (next.sparse !== st.sparse || next.mask !== st.mask || next.d !== st.d || next.cstar !== st.cstar) {
        if (next.rare.length > rareCap) return;
        loadRare(next.rare);
      }
      st = next;
      const dt = performance.now() - t0;
      segLen = Math.max(1 << 12, Math.min(1 << 24, Math.round(segLen * Math.min(4, Math.max(0.25, 1000 / Math.max(1, dt))))));
    }
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    await pool.close();
  }
}
