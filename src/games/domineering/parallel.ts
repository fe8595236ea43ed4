/**
 * Domineering on several threads (node:worker_threads).
 *
 * The board is split as the one-thread solver splits it (connected regions of empty cells, each
 * trimmed).
 * - A board of **one** region that needs a search goes through the pipeline of pipeline.ts: one
 *   worker runs the search (the regions below it, their options and parts, keyed up to symmetry)
 *   and streams each region's options as it finishes it; this thread values the regions in that
 *   order, from their parts' values, exactly as the one-thread solver does (sums of the parts, the
 *   undominated options, `game()`), so the results are identical, and its engine caches (sums,
 *   comparisons, the canonical-form memo) serve every region as in a one-thread run. The two
 *   threads overlap; no game crosses a thread. More than 2 threads give no more than 2 here.
 * - A board of **several** such regions has its distinct regions valued whole, one by each worker's
 *   one-thread solver (largest first); their values come back as games (engine/transfer.ts) and are
 *   summed here.
 *
 * The workers are a pool of engine/pool.ts running worker.ts (`domineering-worker.js` / `.cjs` in the
 * package). The values made on this thread are made in slices of about 20 ms, so that the event loop
 * hears an abort (a timer, a Cancel button) within a slice; with one thread the solver runs in such
 * slices too ({@link runInSlices}), resuming from its table.
 */
import { add, neg } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import { AbortError, clip, ValueError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { WorkerError, WorkerPool, type WorkerFile } from '../../engine/pool.js';
import { ABORTED, type RunOptions, runInSlices, throwIfAborted } from '../../engine/run.js';
import { type GameTransfer, importGames } from '../../engine/transfer.js';
import { DomineeringBoard } from './board.js';
import { boardComponents } from './ruleset.js';
import { RegionValuer } from './pipeline.js';
import type { Request } from './worker.js';
import { canon, componentRegion, type Key, MAX_WIDTH, reflect, type Region, regions, strip } from './regions.js';
import { DomineeringSolver } from './solver.js';

/** Options of {@link domineeringValueAsync}. */
export interface DomineeringThreadsOptions extends RunOptions {
  /**
   * Threads that compute (default 1). With 1, the one-thread {@link DomineeringSolver} runs on this
   * thread, in slices that give the event loop a turn every 50 ms. With 2 or more, a board of one
   * region to search is searched on one worker while this thread values its regions (2 threads in
   * all); a board of several such regions has them valued on up to `threads` workers. The speed-up
   * measured for 2 threads is in docs/benchmarks.md (it pays on large boards: starting a worker
   * costs about 0.1–0.3 s).
   */
  threads?: number;
  /**
   * Largest number of regions a search keeps (as {@link DomineeringSolver}'s `maxEntries`, default
   * and at most 16 million); beyond it, a LimitError naming `maxEntries`.
   */
  maxEntries?: number;
}

/** The worker file (worker.ts; `domineering-worker.js` in the package). */
const DOMINEERING_WORKER: WorkerFile = { entry: 'domineering-worker', source: './worker.ts', base: import.meta.url };

/** How long this thread values regions before it gives the event loop a turn. */
const SLICE_MS = 20;

/**
 * The canonical value of a Domineering board computed on `threads` worker threads (see the module
 * notes); the same value as {@link DomineeringSolver.value}. Progress (`onProgress`) is reported in
 * phase `'value'` in regions: for a board of one region to search, the regions valued and the
 * regions the search has found so far (the total grows until the search ends); for a board of
 * several, the regions valued and their number. Worker threads need Node (node:worker_threads).
 *
 * @example
 * ```ts
 * import { domineeringValueAsync } from 'partizan/games';
 * (await domineeringValueAsync('....|....|....|....', { threads: 2 })).toString(); // the value of 4×4, as with one thread
 * ```
 */
export async function domineeringValueAsync(board: DomineeringBoard | string, opts: DomineeringThreadsOptions = {}): Promise<Game> {
  const threads = opts.threads ?? 1;
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > 64) throw new ValueError(`domineeringValueAsync: threads must be an integer in 1..64, got ${clip(threads, 40)}`);
  const b = typeof board === 'string' ? DomineeringBoard.parse(board) : board;
  const { signal } = opts;
  throwIfAborted(signal);
  const oneThread = (): Promise<Game> => {
    const solver = new DomineeringSolver({ ...(opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries }), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) });
    return runInSlices((slice) => solver.value(b, { signal: slice }), signal);
  };
  if (threads === 1 || !WorkerPool.available()) return oneThread();
  const comps = boardComponents(b);
  if (comps.some((c) => Math.min(c.rows, c.cols) > MAX_WIDTH)) return oneThread();

  // the root regions (connected, trimmed), as the one-thread solver splits the board
  const parts: Array<{ part: Region; flip: boolean }> = [];
  for (const comp of comps) {
    const { region: g, flip } = componentRegion(comp, MAX_WIDTH);
    for (const part of regions(g.rows)) parts.push({ part, flip });
  }
  const open = parts.filter((x) => !strip(x.part));
  if (open.length >= 2) return wholeRegions(parts, threads, opts);

  // at most one region to search: the pipeline (pipeline.ts), the search on a worker, the values here
  let total = zero;
  for (const { part, flip } of parts) {
    const v = strip(part) ?? (await pipelineValue(part, opts));
    total = add(total, flip ? neg(v) : v);
  }
  return total;
}

/** An answer of a worker. */
interface Answer {
  code?: number;
  value?: GameTransfer;
}

/** A chunk of the stream of pipeline.ts, posted by a worker while it searches. */
export interface Chunk {
  t: 'chunk';
  data: Int32Array;
  length: number;
  regions: number;
}

/** Starts `threads` workers; `onChunk` receives the chunks they post (an error it throws fails the pool). */
function startPool(threads: number, opts: DomineeringThreadsOptions, onChunk?: (c: Chunk) => void): WorkerPool {
  return new WorkerPool(
    DOMINEERING_WORKER,
    threads,
    () => ({ maxEntries: opts.maxEntries }),
    {
      name: 'domineering',
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(onChunk ? { onMessage: (_i: number, m: unknown) => onChunk(m as Chunk) } : {}),
      failure: (m) => new WorkerError(`Domineering: ${m}`),
    },
  );
}

/** The number of empty cells of a region. */
function cellCount(g: Region): number {
  let n = 0;
  for (let x of g.rows) for (; x !== 0; x &= x - 1) n++;
  return n;
}

/**
 * A board of several regions to search: each distinct region (up to symmetry) is valued whole by
 * one worker's one-thread solver, largest first, and the values are summed here.
 */
async function wholeRegions(parts: Array<{ part: Region; flip: boolean }>, threads: number, opts: DomineeringThreadsOptions): Promise<Game> {
  const tasks = new Map<Key, Region>();
  const refs = parts.map(({ part, flip }) => {
    const known = strip(part);
    if (known) return { known, key: 0 as Key, neg: flip };
    const c = canon(part);
    if (!tasks.has(c.key)) tasks.set(c.key, reflect(c.base, c.t));
    return { known: undefined, key: c.key, neg: c.neg !== flip };
  });
  const queue = [...tasks].sort((p, q) => cellCount(q[1]) - cellCount(p[1]));
  const values = new Map<Key, Game>();
  const pool = startPool(Math.min(threads, queue.length), opts);
  try {
    let next = 0;
    const work = async (i: number): Promise<void> => {
      while (next < queue.length) {
        const [key, region] = queue[next++]!;
        const a = await pool.request<Answer>(i, { t: 'solve', region } satisfies Request);
        values.set(key, importGames(a.value!)[0]!);
        opts.onProgress?.({ phase: 'value', done: values.size, total: queue.length, unit: 'regions' });
      }
    };
    await Promise.all(Array.from({ length: pool.size }, (_, i) => work(i)));
  } finally {
    await pool.close();
  }
  let total = zero;
  for (const r of refs) {
    const v = r.known ?? values.get(r.key)!;
    total = add(total, r.neg ? neg(v) : v);
  }
  return total;
}

/**
 * A connected region (not a strip) on the pipeline of pipeline.ts: one worker searches and streams
 * the regions' options; this thread values them in order as they come, with its own engine caches,
 * as the one-thread solver does, in slices of {@link SLICE_MS} between which the event loop runs.
 */
async function pipelineValue(region: Region, opts: DomineeringThreadsOptions): Promise<Game> {
  const valuer = new RegionValuer(opts.maxEntries);
  // the search's count of regions found, written by the worker (progress only)
  const found = typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  let wake: (() => void) | undefined;
  const pool = startPool(1, opts, (c) => {
    valuer.push(c.data, c.length, c.regions);
    wake?.();
  });
  const { signal } = opts;
  let settled = false;
  let code: number | undefined;
  let failure: unknown;
  const answer = pool.request<Answer>(0, { t: 'stream', region, found } satisfies Request).then(
    (a) => {
      code = a.code!;
    },
    (e: unknown) => {
      failure = e;
    },
  ).finally(() => {
    settled = true;
    wake?.();
  });
  const onAbort = (): void => wake?.();
  signal?.addEventListener('abort', onAbort, { once: true });
  let reported = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw new AbortError(ABORTED);
      const deadline = Date.now() + SLICE_MS;
      const more = valuer.work(() => Date.now() >= deadline || signal?.aborted === true);
      if (valuer.size > reported) {
        reported = valuer.size;
        opts.onProgress?.({ phase: 'value', done: valuer.size, total: Math.max(valuer.size, found ? Atomics.load(found, 0) : 0), unit: 'regions' });
      }
      if (failure !== undefined) throw failure;
      if (more) {
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        continue;
      }
      if (settled && !valuer.pending) break;
      // nothing to value: wait for the next chunk, the answer, or an abort
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
    await answer;
    if (failure !== undefined) throw failure;
    return valuer.valueOf(code!);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await pool.close();
  }
}
