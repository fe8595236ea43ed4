/**
 * The two-thread step of {@link Table2Sweep} (table2-sweep.ts): the walks of one step n, split
 * between threads by the subtree of the (folded) Calkin–Wilf tree they run in.
 *
 * *The split.* Nodes are unordered coprime pairs {x, y} (V(y, x) = −V(x, y), one cell each); the
 * parent of {x, y}, x < y, is {x, y − x}, so the larger entry never grows going up. The *top* is
 * the set of nodes with max(x, y) ≤ {@link TOP_MAX} (closed upwards); every other node lies in the
 * subtree of exactly one *hanging root*: the last node of its path up with max > TOP_MAX. For a leaf
 * (a, b) the root is found by Euclid's algorithm: divide while the smaller entry lo exceeds TOP_MAX
 * (each division keeps the larger entry above TOP_MAX), then the path goes {hi, lo} → {hi − lo, lo}
 * → …, and the root is {h, lo} with TOP_MAX < h ≤ TOP_MAX + lo, h ≡ hi (mod lo). Roots are numbered
 * (lo − 1)·TOP_MAX + (h − TOP_MAX − 1) < TOP_MAX²; number TOP_MAX² means "the leaf is in the top".
 *
 * *Why threads do not meet.* A walk computes a node P from its two children and compares it with P's
 * old value: it reads P's children and P, and writes P. If P is not in the top, P and both children
 * are in the subtree of P's hanging root, which is the leaf's. A worker stops a walk before it would
 * compute a node of the top, so the cells one thread reads or writes during the phase lie in the
 * subtrees of the roots it took, and no two threads take the same root. Values that are not stored
 * (the closed form and the levels P_3, P_5 of table2-sweep.ts) are formulas of n over read-only
 * tables. The phase ends at a barrier; only then does the calling thread read the cells again.
 * The walks phase of step n may also write the cells that enter the store at step n + 1 (5·lo + 2·hi
 * = n + 1): step n reads them by formula and never writes them, so no walk of step n touches them.
 * While the workers find the buckets of step n + 1's leaves (CMD_LEAVES: they read the marks and
 * write `leafRoot` and their own row of `counts`, nothing else), the calling thread finishes step n.
 *
 * *What a worker cannot do, it defers.* The {L | R} memo, the value table and the store ids belong to
 * the calling thread (making a value calls the short-game engine). A worker only looks ids up in the
 * shared copies: the dense table and open-addressing hash of {L | R}, `localOf`, `negOf`, `globalOf`,
 * the closed-form ids C(k). When a lookup misses (a new value, or a value without a store id yet), or
 * the next node to compute is in the top, the worker records that node and ends the walk without
 * writing it. After the phase the calling thread recomputes every recorded node from the CURRENT
 * values of its two children (never from a value carried by the worker) and walks up from it as the
 * one-thread sweep does.
 *
 * *Correctness.* At the end of step n every node must satisfy the recurrence over the values of its
 * children at n (then, by induction on the distance to the frontier, it holds V_n). The leaves are
 * set directly and a node none of whose children changed keeps its value (the recurrence is the same
 * at n − 1). Otherwise consider the last change of a child of P: the thread that made it either
 * recomputed P right after it (in a worker: P is in the same subtree, so no other thread changed P's
 * children since, and the phase's later writes to P's children are by the same thread and followed by
 * a recomputation of P again), or recorded P for the calling thread, which recomputes P after the
 * phase from the children's final values. A recomputation that leaves P unchanged may stop the walk:
 * P's parent already saw P's current value. So every node ends equal to the recurrence over its
 * children's final values, whatever the order of the walks; the values at n are the same as with one
 * thread (the value ids, made in another order, may differ).
 *
 * Everything the kernel reads is in typed arrays over SharedArrayBuffers ({@link T2Shared}); the
 * calling thread grows them only between phases and then posts the new set to each worker, which takes
 * it at its next command. The workers run table2-worker.ts, a file of the package (engine/pool.ts).
 */
import { PartizanError } from '../../engine/errors.js';
import { WorkerPool, type WorkerFile } from '../../engine/pool.js';

/** Nodes {x, y} with max(x, y) ≤ TOP_MAX are the top, recomputed by the calling thread (the kernels spell it 64). */
export const TOP_MAX = 64;
/** Buckets of leaves: TOP_MAX² hanging roots and one bucket for the leaves in the top. */
export const BUCKETS = TOP_MAX * TOP_MAX + 1;
/**
 * Leaves of a task: consecutive light buckets are taken together until they hold this many leaves
 * (a bucket holding more is a task alone), so that a step takes a task from the shared counter about
 * 200 times at n = 20,000 instead of once a bucket (1,240 times: a contended atomic each).
 */
export const TASK_LEAVES = 32;

/** Indices into {@link T2Shared.params}. */
export const P_N = 0;
export const P_CLOSED = 1;
export const P_NB = 2;
export const P_NEXT = 3;
export const P_HALF = 4;
export const P_THREADS = 5;
export const P_NEXT_ENTRY = 6;
/** 1 when the walks phase also enters the cells of the next step (see {@link CMD_WALKS}). */
export const P_ENTER_NEXT = 7;

/** Command: find each leaf's bucket (its hanging root). */
export const CMD_ROOTS = 1;
/**
 * Command: run the walks of the tasks, taken one by one from a shared counter; then, when
 * params[P_ENTER_NEXT] is 1, the cells entering the store at step n + 1 (their value at n, a formula:
 * no walk of step n reads or writes them, since they are stored only from n + 1 on), misses to `enext`.
 */
export const CMD_WALKS = 2;
/** Command: find each leaf's bucket only (the cells entering the store were entered by the walks phase before). */
export const CMD_LEAVES = 3;

/** A worker failed (an exception inside the kernel, or the thread died). */
export class Table2WorkerError extends PartizanError {
  override name = 'Table2WorkerError';
  override readonly code: string = 'TABLE2_WORKER';
}

/** The typed arrays the kernels read (all over SharedArrayBuffers when workers run). */
export interface T2Shared {
  /** Store ids of the stored cells (table2-sweep.ts). */
  store: Uint16Array | Uint32Array;
  /** First cell of each row. */
  start: Float64Array;
  /** Store id → value id. */
  globalOf: Int32Array;
  /** Value id → store id, −1 if it has none yet. */
  localOf: Int32Array;
  /** Value id → id of its negative. */
  negOf: Int32Array;
  /** closed[k + 1] = id of C(k), for k + 1 < params[P_CLOSED]. */
  closed: Int32Array;
  /** {L | R} for ids below 1024: id or −1. */
  dense: Int32Array;
  /** Open-addressing {L | R}: slots (l, r, id), l = −1 when empty; a power of two of slots. */
  hash: Int32Array;
  /** mark[a] = 1 when a shares a prime with n (not a leaf). */
  mark: Uint8Array;
  /** The bucket of leaf a (or −1). */
  leafRoot: Int32Array;
  /** The leaves, bucket after bucket. */
  order: Int32Array;
  /** First position in `order` of each bucket (BUCKETS + 1 entries). */
  bstart: Int32Array;
  /** The non-empty buckets of the walks, the heavy ones (small lo) first. */
  blist: Int32Array;
  /** Tasks of the walks: task i is the buckets blist[tasks[i]] … blist[tasks[i + 1] − 1] (params[P_NB] tasks). */
  tasks: Int32Array;
  /** Leaves counted per bucket, one row of BUCKETS per thread. */
  counts: Int32Array;
  /** Per thread, one region of `defer.length / threads` entries: the recorded nodes (x, y) of the walks, or the entering cells (lo) left to the calling thread. */
  defer: Int32Array;
  /**
   * Per thread, one region of `enext.length / threads` entries: the count, then the cells of step
   * n + 1 the walks phase could not enter (their lo), left to the calling thread.
   */
  enext: Int32Array;
  /** Per thread: operations, changed positions, recorded nodes, entering cells left to the calling thread (4 slots a thread). */
  stats: Float64Array;
  /** n, closed ids known, tasks in `tasks`, next chunk or task to take, leaves (⌈n/2⌉ − 1), threads, next chunk of entering cells, whether the walks enter the next step's cells. */
  params: Int32Array;
  /** Version of this set (bumped when an array is replaced). */
  layout: number;
}

/** {L | R} of value ids l, r from the shared memo, or −1 when not there. */
export function t2lookup(dense: Int32Array, hash: Int32Array, l: number, r: number): number {
  if (l < 1024 && r < 1024) return dense[l * 1024 + r]!;
  const mask = hash.length / 3 - 1;
  let h = (Math.imul(l, 0x9e3779b1) ^ Math.imul(r, 0x85ebca77)) & mask;
  for (;;) {
    const kl = hash[3 * h]!;
    if (kl === -1) return -1;
    if (kl === l && hash[3 * h + 1] === r) return hash[3 * h + 2]!;
    h = (h + 1) & mask;
  }
}

/**
 * The value id of V_m(x, y), x ≠ y, as `get` of table2-sweep.ts computes it, or −1 if a lookup misses.
 * Reads the store only for pairs stored at m (5·lo + 2·hi ≤ m). Recursion depth at most 2 (P_5 → P_3 → closed form).
 */
export function t2val(D: T2Shared, x: number, y: number, m: number): number {
  if (x + y > m) return 0;
  const lo = x < y ? x : y;
  const hi = x < y ? y : x;
  const s = m - x - y;
  let v: number;
  if (hi > s) {
    const k = Math.floor(s / lo) + 1;
    if (k >= D.params[1]!) return -1;
    v = D.closed[k]!;
  } else if (5 * lo + 2 * hi > m) {
    const l = t2val(D, lo, lo + hi, m);
    if (l < 0) return -1;
    const r = t2val(D, lo + hi, hi, m);
    if (r < 0) return -1;
    v = t2lookup(D.dense, D.hash, l, r);
    if (v < 0) return -1;
  } else v = D.globalOf[D.store[D.start[lo]! + (hi - lo - 1)]!]!;
  return x < y ? v : D.negOf[v]!;
}

/**
 * One thread's share of a phase of step n = params[P_N]. CMD_ROOTS: the cells entering the store (chunks
 * from a shared counter), then the bucket of each leaf a ≤ params[P_HALF] (chunks from the shared counter),
 * counted per bucket; CMD_LEAVES: the buckets only. CMD_WALKS: tasks (runs of buckets) from the shared
 * counter; for each leaf, the walk up (jump over the closed form, then {L | R} while the value
 * changes), stopping before the top and at any miss, which is recorded in this thread's region of
 * `defer`; then, if asked, the cells entering at n + 1. Per-thread figures go to `stats`.
 */
export function t2kernel(D: T2Shared, tid: number, cmd: number): void {
  const lookup = t2lookup;
  const val = t2val;
  const params = D.params;
  const n = params[0]!;
  const threads = params[5]!;
  const NB = 64 * 64 + 1;
  const TOP = 64 * 64;
  if (cmd === 1 || cmd === 3) {
    if (cmd === 1) D.stats[4 * tid + 3] = t2enter(D, n, D.defer, tid * (D.defer.length / threads));
    // each leaf's bucket, in chunks of 1024 leaves from a shared counter
    const half = params[4]!;
    const mark = D.mark;
    const leafRoot = D.leafRoot;
    const counts = D.counts;
    const base = tid * NB;
    counts.fill(0, base, base + NB);
    for (;;) {
      const from = 1 + 1024 * Atomics.add(params, 3, 1);
      if (from > half) break;
      const to = Math.min(half, from + 1023);
      for (let a = from; a <= to; a++) {
        if (mark[a] === 1) {
          leafRoot[a] = -1;
          continue;
        }
        const b = n - a;
        let bucket = TOP;
        if (b > 64) {
          let lo = a;
          let hi = b;
          while (lo > 64) {
            const r = hi % lo;
            hi = lo;
            lo = r;
          }
          bucket = (lo - 1) * 64 + ((hi - 65) % lo);
        }
        leafRoot[a] = bucket;
        counts[base + bucket]!++;
      }
    }
    return;
  }
  const store = D.store;
  const start = D.start;
  const localOf = D.localOf;
  const negOf = D.negOf;
  const closed = D.closed;
  const dense = D.dense;
  const hash = D.hash;
  const order = D.order;
  const bstart = D.bstart;
  const blist = D.blist;
  const tasks = D.tasks;
  const defer = D.defer;
  const closedLen = params[1]!;
  const nb = params[2]!;
  const cap = defer.length / threads;
  const dbase = tid * cap;
  let nd = 0;
  let ops = 0;
  let changed = 0;
  for (;;) {
    const i = Atomics.add(params, 3, 1);
    if (i >= nb) break;
    for (let q = tasks[i]!, qEnd = tasks[i + 1]!; q < qEnd; q++) {
      const bucket = blist[q]!;
      for (let j = bstart[bucket]!, end = bstart[bucket + 1]!; j < end; j++) {
        const a = order[j]!;
        const b = n - a;
        // the leaf and its closed-form ancestors (a, b − ka), 1 ≤ k ≤ K, all change
        const K = Math.floor((b - 1) / (2 * a));
        ops++;
        let x = a;
        let y = b - K * a;
        changed += K;
        if (y <= 64 || K + 1 >= closedLen) {
          // x < y: the jump ends in the top (small n only), or C(K) is not known yet
          defer[dbase + 2 * nd] = x;
          defer[dbase + 2 * nd + 1] = y;
          nd++;
          continue;
        }
        changed++;
        let v = closed[K + 1]!; // V_n(x, y)
        for (;;) {
          const px = x < y ? x : x - y;
          const py = x < y ? y - x : y;
          if ((px > py ? px : py) <= 64) {
            // the parent is in the top: the calling thread recomputes it ((1, 1) is read at the end anyway)
            if (px !== py) {
              defer[dbase + 2 * nd] = px;
              defer[dbase + 2 * nd + 1] = py;
              nd++;
            }
            break;
          }
          ops++;
          let now: number;
          if (x < y) {
            // (x, y) is the Left option of (x, y − x), whose Right option is (y, y − x)
            const s = val(D, y, y - x, n);
            now = s < 0 ? -1 : lookup(dense, hash, v, s);
          } else {
            // (x, y) is the Right option of (x − y, y), whose Left option is (x − y, x)
            const s = val(D, x - y, x, n);
            now = s < 0 ? -1 : lookup(dense, hash, s, v);
          }
          let stop = now < 0;
          if (!stop) {
            const lo = px < py ? px : py;
            const hi = px < py ? py : px;
            if (5 * lo + 2 * hi <= n) {
              const g = px < py ? now : negOf[now]!;
              const l = g < localOf.length ? localOf[g]! : -1;
              if (l < 0) stop = true;
              else {
                const c = start[lo]! + (hi - lo - 1);
                if (store[c] === l) break;
                store[c] = l;
              }
            } else {
              const old = val(D, px, py, n - 1);
              if (old < 0) stop = true;
              else if (old === now) break;
            }
          }
          if (stop) {
            defer[dbase + 2 * nd] = px;
            defer[dbase + 2 * nd + 1] = py;
            nd++;
            break;
          }
          x = px;
          y = py;
          v = now;
          changed++;
        }
      }
    }
  }
  const st = D.stats;
  st[4 * tid] = ops;
  st[4 * tid + 1] = changed;
  st[4 * tid + 2] = nd;
  if (params[7] === 1) {
    const ebase = tid * (D.enext.length / threads);
    D.enext[ebase] = t2enter(D, n + 1, D.enext, ebase + 1);
  }
}

/**
 * This thread's share of the cells entering the store at step m: (lo, (m − 5·lo)/2), lo ≡ m (mod 2),
 * 7·lo < m, given their value at m − 1 (a formula there), in chunks of 64 from the shared counter
 * params[P_NEXT_ENTRY]. A miss (a value or a store id not made yet) is written to out[base + k] for
 * the calling thread; returns the misses.
 */
function t2enter(D: T2Shared, m: number, out: Int32Array, base: number): number {
  const params = D.params;
  const store = D.store;
  const start = D.start;
  const localOf = D.localOf;
  const lo0 = m % 2 === 1 ? 1 : 2;
  let em = 0;
  for (;;) {
    let lo = lo0 + 128 * Atomics.add(params, 6, 1);
    if (7 * lo >= m) break;
    for (let k = 0; k < 64 && 7 * lo < m; k++, lo += 2) {
      const hi = (m - 5 * lo) / 2;
      const v = t2val(D, lo, hi, m - 1);
      const l = v >= 0 && v < localOf.length ? localOf[v]! : -1;
      if (l >= 0) store[start[lo]! + (hi - lo - 1)] = l;
      else out[base + em++] = lo;
    }
  }
  return em;
}

/** The worker file of the two-thread steps (table2-worker.ts; `table2-worker.js` in the package). */
const TABLE2_WORKER: WorkerFile = { entry: 'table2-worker', source: './table2-worker.ts', base: import.meta.url };

/** Worker threads of {@link Table2Sweep} still running (0 once every run has ended and its threads exited). @internal */
export function runningTable2Workers(): number {
  return WorkerPool.running('table2');
}

/** Whether this runtime has worker threads (Node), so that a sweep may use them. */
export function canUseWorkers(): boolean {
  return WorkerPool.available();
}

/**
 * Worker threads (engine/pool.ts, phase pools) that run {@link t2kernel} on command, with the
 * calling thread as thread 0. Commands are synchronous: {@link T2Pool.run} starts a phase on every
 * worker, runs thread 0's share, and waits until every worker has finished its share. A worker's
 * exception, or a worker that dies, ends the phase with a {@link Table2WorkerError}.
 */
export class T2Pool {
  readonly threads: number;
  private readonly pool: WorkerPool;
  private layout: number;

  constructor(threads: number, D: T2Shared) {
    this.threads = threads;
    this.layout = D.layout;
    this.pool = new WorkerPool(TABLE2_WORKER, threads - 1, () => D, {
      name: 'table2',
      unref: true,
      failure: (m) => new Table2WorkerError(`Table 2: ${m.replace(/^a worker thread/, 'a Table 2 worker thread')}`),
    });
  }

  /**
   * Runs phase `cmd` on every thread and returns when all are done. This thread runs `local`, by
   * default its share as thread 0 (a `local` that does other work first may join the phase after it
   * with `t2kernel(D, 0, cmd)`: the shares are taken from shared counters). With `rest` the workers
   * sleep at once after their share (this thread has serial work before the next phase) instead of
   * spinning beside it.
   */
  run(D: T2Shared, cmd: number, local: () => void = () => t2kernel(D, 0, cmd), rest = false): void {
    if (D.layout !== this.layout) {
      this.pool.update(() => D);
      this.layout = D.layout;
    }
    this.pool.phase(cmd, local, rest);
  }

  /** Stops every worker (idempotent); resolves when every worker has exited. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
