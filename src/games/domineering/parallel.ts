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
 * The schemes tried before (the root's options split between threads; regions owned by hash and
 * valued in two passes over region sizes) repeated the engine's work on every thread and were
 * slower than one thread: see docs/benchmarks.md.
 *
 * Workers are loaded from the file next to this module in the built package
 * (`domineering-worker.js` or `.cjs`); from the TypeScript sources (tests, benchmarks) they load
 * `worker.ts` through tsx, a development dependency.
 */
import { add, neg } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import { AbortError, clip, LimitError, PartizanError, ValueError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { type GameTransfer, importGames } from '../../engine/transfer.js';
import { DomineeringBoard } from './board.js';
import { boardComponents } from './ruleset.js';
import { RegionValuer } from './pipeline.js';
import type { Request } from './worker.js';
import { canon, componentRegion, DomineeringSolver, type Key, MAX_WIDTH, reflect, type Region, regions, strip } from './solver.js';

/** Options of {@link domineeringValueAsync}. */
export interface DomineeringThreadsOptions {
  /**
   * Threads that compute (default 1). With 1, the one-thread {@link DomineeringSolver} runs on this
   * thread, unchanged. With 2 or more, a board of one region to search is searched on one worker
   * while this thread values its regions (2 threads in all); a board of several such regions has
   * them valued on up to `threads` workers. The speed-up measured for 2 threads is in
   * docs/benchmarks.md (it pays on large boards: starting a worker costs about 0.1–0.3 s).
   */
  threads?: number;
  /**
   * Largest number of regions a search keeps (as {@link DomineeringSolver}'s `maxEntries`, default
   * and at most 16 million); beyond it, a LimitError.
   */
  maxEntries?: number;
  /** Cancels the computation with an AbortError (the workers are stopped). */
  signal?: AbortSignal;
  /**
   * Called as the work advances with (done, total): for a board of one region to search, the
   * regions valued and the regions found by the search so far (the total grows until the search
   * ends); for a board of several, the regions valued and their number.
   */
  onProgress?: (done: number, total: number) => void;
}

let liveWorkers = 0;

/** Worker threads of {@link domineeringValueAsync} still running (0 once every call has settled). @internal */
export function runningDomineeringWorkers(): number {
  return liveWorkers;
}

/**
 * The canonical value of a Domineering board computed on `threads` worker threads (see the module
 * notes); the same value as {@link DomineeringSolver.value}, which it is with `threads: 1` (the
 * default). Worker threads need Node (node:worker_threads).
 *
 * @example
 * ```ts
 * import { domineeringValueAsync } from 'partizan/rulesets';
 * (await domineeringValueAsync('....|....|....|....', { threads: 2 })).toString(); // the value of 4×4, as with one thread
 * ```
 */
export async function domineeringValueAsync(board: DomineeringBoard | string, opts: DomineeringThreadsOptions = {}): Promise<Game> {
  const threads = opts.threads ?? 1;
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > 64) throw new ValueError(`domineeringValueAsync: threads must be an integer in 1..64, got ${clip(String(threads), 40)}`);
  const b = typeof board === 'string' ? DomineeringBoard.parse(board) : board;
  const { signal } = opts;
  if (signal?.aborted) throw new AbortError('the computation was aborted');
  const solverOptions = opts.maxEntries === undefined ? { signal } : { signal, maxEntries: opts.maxEntries };
  if (threads === 1) return new DomineeringSolver(solverOptions).value(b);
  const comps = boardComponents(b);
  if (comps.some((c) => Math.min(c.rows, c.cols) > MAX_WIDTH)) return new DomineeringSolver(solverOptions).value(b);

  // the root regions (connected, trimmed), as the one-thread solver splits the board
  const parts: Array<{ part: Region; flip: boolean }> = [];
  for (const comp of comps) {
    const { region: g, flip } = componentRegion(comp, MAX_WIDTH);
    for (const part of regions(g.rows)) parts.push({ part, flip });
  }
  const open = parts.filter((x) => !strip(x.part));
  if (open.length >= 2) return wholeRegions(parts, threads, opts);

  // one region to search: the pipeline (pipeline.ts), the search on a worker, the values here
  let total = zero;
  let open1: { part: Region; flip: boolean } | undefined;
  for (const x of parts) {
    const known = strip(x.part);
    if (known) total = add(total, x.flip ? neg(known) : known);
    else open1 = x;
  }
  if (open1) {
    const v = await pipelineValue(open1.part, opts);
    total = add(total, open1.flip ? neg(v) : v);
  }
  return total;
}

/** Where the worker's code is: next to this module (built package), or worker.ts under tsx. */
function workerSource(): { source: string; eval: true } | { url: URL; eval: false } {
  const here = import.meta.url;
  if (/\.[cm]?ts$/.test(here)) {
    const url = new URL('./worker.ts', here).href;
    // the sources: tsx (a development dependency) compiles the worker's TypeScript
    return { source: `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(url)}); })`, eval: true };
  }
  const ext = here.endsWith('.cjs') ? '.cjs' : '.js';
  return { url: new URL(`./domineering-worker${ext}`, here), eval: false };
}

/** A worker's answer. */
interface Answer {
  t: 'ok' | 'error';
  code?: number;
  value?: GameTransfer;
  error?: { message: string; code: string };
}

/** Worker threads answering one request at a time each; `close()` stops them all. */
interface Pool {
  size: number;
  ask(i: number, msg: Request): Promise<Answer>;
  close(): Promise<void>;
}

/** A chunk of the stream of pipeline.ts, posted by a worker while it searches. */
export interface Chunk {
  t: 'chunk';
  data: Int32Array;
  length: number;
  regions: number;
}

/** Starts `threads` workers; `onChunk` receives the chunks they post before their answers (an error it throws fails the pool). */
async function startPool(threads: number, opts: DomineeringThreadsOptions, onChunk?: (c: Chunk) => void): Promise<Pool> {
  const { Worker } = await import('node:worker_threads');
  const where = workerSource();
  const workers = Array.from({ length: threads }, (_, party) => {
    const workerData = { party, threads, maxEntries: opts.maxEntries };
    return where.eval ? new Worker(where.source, { eval: true, workerData }) : new Worker(where.url, { workerData });
  });
  liveWorkers += workers.length;
  // one request at a time per worker: its answers come back in order
  const waiting = workers.map(() => [] as Array<{ resolve: (a: Answer) => void; reject: (e: unknown) => void }>);
  let broken: unknown;
  const failAll = (e: unknown): void => {
    broken ??= e;
    for (const q of waiting) for (const p of q.splice(0)) p.reject(broken);
  };
  workers.forEach((w, i) => {
    w.on('message', (a: Answer | Chunk) => {
      if (a.t === 'chunk') {
        if (broken !== undefined) return;
        try {
          onChunk!(a);
        } catch (e) {
          failAll(e);
        }
        return;
      }
      const p = waiting[i]!.shift();
      if (!p) return;
      if (a.t === 'error') {
        const E = a.error!.code === 'LIMIT' ? LimitError : a.error!.code === 'ABORT' ? AbortError : PartizanError;
        p.reject(new E(a.error!.message));
      } else p.resolve(a);
    });
    w.once('error', failAll);
    w.once('exit', (code) => failAll(new PartizanError(`a Domineering worker thread stopped (exit code ${code})`)));
  });
  const onAbort = (): void => failAll(new AbortError('the computation was aborted'));
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    size: threads,
    ask: (i, msg) =>
      new Promise<Answer>((resolve, reject) => {
        if (broken !== undefined) return reject(broken);
        waiting[i]!.push({ resolve, reject });
        workers[i]!.postMessage(msg);
      }),
    close: async () => {
      opts.signal?.removeEventListener('abort', onAbort);
      broken ??= new AbortError('finished');
      await Promise.all(workers.map((w) => w.terminate()));
      liveWorkers -= workers.length;
    },
  };
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
  const pool = await startPool(Math.min(threads, queue.length), opts);
  try {
    let next = 0;
    const work = async (i: number): Promise<void> => {
      while (next < queue.length) {
        const [key, region] = queue[next++]!;
        const a = await pool.ask(i, { t: 'solve', region });
        values.set(key, importGames(a.value!)[0]!);
        opts.onProgress?.(values.size, queue.length);
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
 * as the one-thread solver does.
 */
async function pipelineValue(region: Region, opts: DomineeringThreadsOptions): Promise<Game> {
  const valuer = new RegionValuer(opts.maxEntries);
  // the search's count of regions found, written by the worker (progress only)
  const found = typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  const pool = await startPool(1, opts, (c) => {
    valuer.consume(c.data, c.length, c.regions);
    opts.onProgress?.(valuer.size, Math.max(valuer.size, found ? Atomics.load(found, 0) : 0));
  });
  try {
    const a = await pool.ask(0, { t: 'stream', region, found });
    return valuer.valueOf(a.code!);
  } finally {
    await pool.close();
  }
}
