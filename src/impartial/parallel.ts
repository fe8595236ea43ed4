/**
 * Nim-value sequences on two cores. For a code run by the two-heap kernel whose values depend
 * only on heaps at least two below (`lag` ≥ 2: 0.07, 0.137, 0.16, 0.1777, every code whose first
 * two-heap removal is at least 2 and whose one-heap removals are at least 2), heap h and heap h + 1
 * can be computed at once: two workers (parallel-worker.ts, a file of its own) take the even and
 * the odd heaps on shared memory, each waiting only for the other's heap at h − lag. This thread
 * hands them segments, adopts the values after each (counts, rare list, the mask: the same state a
 * one-thread run has), saves checkpoints and stops them on the signal. Codes with lag 1 (Kayles,
 * Officers, Grundy's game: a heap depends on the one just below) run on one thread.
 *
 * Workers need Node (node:worker_threads) and are loaded from the file next to this module:
 * `impartial-worker.js` / `.cjs` in the built package; from the sources, `parallel-worker-tsx.mjs`,
 * which registers tsx (a development dependency) and imports `parallel-worker.ts`.
 *
 * Invariant: after each segment the sequence holds exactly the heaps both workers finished (all
 * heaps up to the smaller of their last), with the state a one-thread run would have; an aborted
 * run keeps them.
 */
import { AbortError, PartizanError } from '../engine/errors.js';
import { limitOption, throwIfAborted } from '../engine/run.js';
import { CTL, type Segment, type SegmentDone, type WorkerInit } from './parallel-protocol.js';
import { extendAsync, type LongRunOptions } from './search.js';
import { NimSequence } from './sequence.js';
import { kindError, optionsArg, requireInt } from '../engine/guard.js';

/** Options of {@link extendParallel}. */
export interface ParallelOptions extends LongRunOptions {
  /** Worker threads (default 2; 1 runs on this thread, as {@link extendAsync}). */
  threads?: number;
  /** Heaps computed on this thread before the workers start (default 65,536). @internal */
  warmUp?: number;
}

/** Heaps computed on one thread before the workers start (the mask is chosen by then). */
const WARM_UP = 1 << 16;

let live = 0;

/** Worker threads of {@link extendParallel} still running (0 once every call has settled). @internal */
export function runningImpartialWorkers(): number {
  return live;
}

/** True when the two-thread engine can run this sequence (the two-heap kernel, lag ≥ 2). */
export function parallelApplies(seq: NimSequence): boolean {
  if (!(seq instanceof NimSequence)) throw kindError('parallelApplies', 'seq', 'a NimSequence', seq);
  const st = seq.parallelState();
  return st !== undefined && st.lag >= 2 && seq.bytesPerValue <= 2;
}

/** Where the worker's code is: next to this module (built package), or the .ts file under tsx. */
function workerFile(): { url: URL } {
  const here = import.meta.url;
  // from the sources: a file next to this one registers tsx, then imports parallel-worker.ts
  if (/\.[cm]?ts$/.test(here)) return { url: new URL('./parallel-worker-tsx.mjs', here) };
  const ext = here.endsWith('.cjs') ? '.cjs' : '.js';
  return { url: new URL(`./impartial-worker${ext}`, here) };
}

/**
 * Extends `seq` to heap `last` on two threads when the code allows it (see the module notes),
 * else as {@link extendAsync} on this thread. Progress, checkpoints and the signal as in
 * {@link extendAsync}; rejects with an AbortError when the signal fires (after a last checkpoint,
 * the finished heaps kept).
 */
export async function extendParallel(seq: NimSequence, last: number, options: ParallelOptions = {}): Promise<NimSequence> {
  if (!(seq instanceof NimSequence)) throw kindError('extendParallel', 'seq', 'a NimSequence', seq);
  requireInt(last, 'extendParallel', 'last', -1);
  const opts = optionsArg<ParallelOptions>(options, 'extendParallel');
  const threads = limitOption(opts.threads, 2, 'threads', { max: 64 });
  if (threads < 2 || seq.size > last) return extendAsync(seq, last, opts);
  // one thread until the mask is chosen and the tables have their size
  await extendAsync(seq, Math.min(last, limitOption(opts.warmUp, WARM_UP, 'warmUp')), { ...opts, onCheckpoint: undefined });
  if (seq.size > last || !parallelApplies(seq)) return extendAsync(seq, last, opts);
  const shift = seq.rules.ghosts;
  const target = last - shift;
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
  const { Worker } = await import('node:worker_threads');
  const file = workerFile();
  const workers = ([0, 1] as const).map((w) => {
    const init: WorkerInit & { kind: string } = { kind: 'impartial', w, lag: st.lag, moves: st.moves, values, width, ctl: ctlBuf, rare: rareBufs };
    return new Worker(file.url, { workerData: init });
  });
  live += workers.length;
  let failure: unknown;
  const pending: Array<((a: SegmentDone) => void) | undefined> = [undefined, undefined];
  workers.forEach((wk, w) => {
    wk.on('message', (a: SegmentDone) => pending[w]?.(a));
    wk.on('error', (e) => {
      failure = e;
      Atomics.store(ctl, CTL.STOP, 1);
      pending[w]?.({ w: w as 0 | 1, done: -1, reason: 'stop' });
    });
  });
  const onAbort = (): void => {
    Atomics.store(ctl, CTL.STOP, 1);
    Atomics.notify(ctl, CTL.DONE);
    Atomics.notify(ctl, CTL.DONE + 1);
  };
  opts.signal?.addEventListener('abort', onAbort);
  const every = limitOption(opts.checkpointMs, 300_000, 'checkpointMs');
  let lastSave = performance.now();
  let segLen = 1 << 16;
  let fallback = false;
  try {
    while (seq.stored <= target) {
      throwIfAborted(opts.signal);
      const from = seq.stored;
      const to = Math.min(target, from + segLen - 1);
      const seg: Segment = { from, to, sparse: st.sparse, mask: st.mask, d: st.d, cstar: st.cstar, maxV: st.maxV };
      const t0 = performance.now();
      const answers = await Promise.all(
        workers.map(
          (wk, w) =>
            new Promise<SegmentDone>((resolve) => {
              pending[w] = resolve;
              wk.postMessage(seg);
            }),
        ),
      );
      if (failure !== undefined) throw failure instanceof PartizanError ? failure : new PartizanError(`a nim-value worker thread failed: ${String((failure as Error)?.message ?? failure)}`);
      const complete = answers.every((a) => a.reason === 'done');
      const upTo = complete ? to + 1 : Math.min(Atomics.load(ctl, CTL.DONE), Atomics.load(ctl, CTL.DONE + 1)) + 1;
      if (upTo > from) seq.adoptStore(view as never, upTo);
      opts.onProgress?.({ phase: 'nim values', done: seq.size - 1, total: last, unit: 'heaps' });
      if (!complete) {
        throwIfAborted(opts.signal);
        fallback = true; // a value needs a wider store, or the rare list is full: go on with one thread
        break;
      }
      if (opts.onCheckpoint && performance.now() - lastSave >= every) {
        await opts.onCheckpoint(seq);
        lastSave = performance.now();
      }
      // the mask may be chosen again (the same choice as on one thread); a new one rebuilds the lists
      const next = seq.parallelState();
      if (next === undefined) {
        fallback = true; // a periodicity is proved: the rest follows from it, on this thread
        break;
      }
      if (next.sparse !== st.sparse || next.mask !== st.mask || next.d !== st.d || next.cstar !== st.cstar) {
        if (next.rare.length > rareCap) {
          fallback = true;
          st = next;
          break;
        }
        loadRare(next.rare);
      }
      st = next;
      const dt = performance.now() - t0;
      segLen = Math.max(1 << 12, Math.min(1 << 24, Math.round(segLen * Math.min(4, Math.max(0.25, 1000 / Math.max(1, dt))))));
    }
  } catch (e) {
    if (e instanceof AbortError && opts.onCheckpoint) await opts.onCheckpoint(seq);
    throw e;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    await Promise.all(workers.map((w) => w.terminate()));
    live -= workers.length;
  }
  if (fallback) return extendAsync(seq, last, opts);
  return seq;
}
