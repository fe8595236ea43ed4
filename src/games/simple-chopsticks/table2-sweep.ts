/**
 * Table 2 far past n = 20,000: the incremental sweep of {@link oneHandSweep} with a store that
 * holds only the pairs that need storing, value ids in typed arrays, checkpoints and a memory limit.
 *
 * Write V_n(a, b) for the value of `(a | b)_n` and s = n − a − b (the slack). Facts used (each is
 * checked against the plain sweep by the tests):
 *
 * 1. *Antisymmetry.* V_n(b, a) = −V_n(a, b) (swap the players), so only pairs a < b are stored;
 *    V_n(1, 1) = {V_n(1, 2) | −V_n(1, 2)}.
 * 2. *Near the frontier, a closed form.* If a < b and b > s ≥ 0, then V_n(a, b) = C(⌊s/a⌋) where
 *    C(−1) = *, C(k) = {C(k − 1) | *} (so C(0) = 0, C(1) = ↑, …). Proof: Right's option (a + b, b) has
 *    sum a + 2b > n, so it is *; Left's option (a, a + b) has slack s − a and the same property
 *    (a + b > s − a), so by induction on s it is C(⌊s/a⌋ − 1), and a + b > n gives * = C(−1).
 * 3. *Levels.* Let P_c = {a < b, c·a + 2b > n}; P_1 is the closed-form region of 2. The options of a
 *    pair of P_c, (a, a + b) and (a + b, b) = −(b, a + b), lie in P_{c−2} ((c − 2)·a + 2(a + b) = c·a + 2b,
 *    and c·b + 2a ≥ c·a + 2b). So on P_5 the value is {L | R} of values on P_3, and those of values
 *    on P_1: at most 3 memo lookups, no storage.
 * 4. So the store holds only the pairs a < b with 5a + 2b ≤ n: about n²/28 cells (a 28th of the
 *    (n + 1)² grid of {@link oneHandSweep}), of which the coprime ones are used.
 *
 * The store is laid out by rows: row a holds b = a + 1, …, ⌊(maxN − 5a)/2⌋ in order, so that a walk up
 * a run of the tree ((a, b) → (a, b − a)) stays in one row. A checkpoint lists, row by row, the cells
 * in use at its n, so it can be resumed with any larger bound.
 *
 * Step n (from n − 1): (i) the pairs with 5a + 2b = n enter the store with their value at n − 1 (fact 3);
 * (ii) each coprime leaf (a, n − a), a < n − a, turns from * into 0; its ancestors (a, n − a − ka)
 * with n − a > 2ka are in the closed-form region and all change (C(k − 1) → C(k)), so the walk jumps
 * over them; (iii) from there the walk goes up the Calkin–Wilf tree recomputing {L | R} and stops at
 * the first ancestor whose value does not change, as {@link oneHandSweep} does.
 *
 * Invariants (kept between steps): `store` holds, for every stored pair (coprime or not; the
 * non-coprime cells are never read), the store id of V_n: `globalOf[store[c]]` is the value id (store
 * ids are few, about 0.37 n, so the store is a Uint16Array, widened to Uint32 past 65,536); value ids are dense, `vals[id]` is the interned value, every id
 * ≥ 2 was made as {vals[recipeL[id]] | vals[recipeR[id]]} and its negative's id is `negOf[id]`.
 */
import { neg } from '../../engine/arith.js';
import { game } from '../../engine/canonical.js';
import { star, zero } from '../../engine/constructors.js';
import { AbortError, LimitError, PartizanError, clip } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import type { RunOptions } from '../../engine/run.js';
import type { Outcome } from '../../engine/ops.js';
import { runAsync, runSync } from '../../engine/steps.js';
import { BUCKETS, TASK_LEAVES, CMD_LEAVES, CMD_ROOTS, CMD_WALKS, P_CLOSED, P_ENTER_NEXT, P_HALF, P_N, P_NB, P_NEXT, P_NEXT_ENTRY, P_THREADS, T2Pool, t2kernel, Table2WorkerError, t2lookup, canUseWorkers, type T2Shared } from './table2-parallel.js';
import { availableCores } from '../../engine/pool.js';
import { gcd } from './onehand.js';

/** A row of Table 2: the value and outcome class of `(1 | 1)_n`. */
export interface Table2Row {
  /** The finger count. */
  n: number;
  /** The value of `(1 | 1)_n`. */
  value: Game;
  /** Its outcome class. */
  outcome: Outcome;
}

/** A checkpoint that cannot be read (wrong format, truncated, or for another bound). */
export class CheckpointError extends PartizanError {
  override name = 'CheckpointError';
  override readonly code: string = 'CHECKPOINT';
}

/** A bound or finger count that is not a positive integer. */
export class Table2BoundError extends PartizanError {
  override name = 'Table2BoundError';
  override readonly code: string = 'TABLE2_BOUND';
}

/** Largest bound accepted by {@link Table2Sweep} (the store index must stay below 2^32). */
export const MAX_TABLE2_N = 200_000;

/** The checkpoint format written (version 1 had no checksum and is refused). */
const CHECKPOINT_VERSION = 2;
/** The first word of a checkpoint's trailer, 'T2CK' read as a little-endian word. */
const TRAILER_MAGIC = 0x4b433254;
const CRC_START = 0xffffffff;
const CRC_TABLE = ((): Uint32Array => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

/**
 * CRC-32 (IEEE 802.3) carried over `bytes`: start from `CRC_START`, xor the end with it. A CRC-32
 * detects every change confined to 32 consecutive bits, so every changed byte of a checkpoint.
 */
function crc32(bytes: Uint8Array, crc: number): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c >>> 0;
}

/** The store holds the pairs a < b with CUT·a + 2b ≤ n (fact 3; CUT = 3 and 7 measured no faster). */
const CUT = 5;
const STAR = 0;
const ZERO = 1;

/**
 * Options of {@link Table2Sweep}: run control ({@link RunOptions}: the signal stops the run after the
 * current step with an AbortError, which {@link Table2Sweep.checkpoint} then saves; progress, in
 * phase `'table2'`, is the work done and the estimated total work, in units of
 * {@link Table2Sweep.ops} (cells entering the store, leaves, steps of the walks up the tree): the
 * total is the work done plus the steps to come, each estimated from the mean of the last 64 steps
 * by the measured growth law, walk steps per step ∝ n^1.26, docs/table2-extended.md) and limits.
 */
export interface Table2SweepOptions extends RunOptions {
  /**
   * Refuse (with a LimitError, before allocating) a run whose typed arrays and value table would
   * take more than this many bytes (estimate: see {@link table2Bytes}).
   */
  maxBytes?: number;
  /** Called after each step with (n, positions whose value changed at that step). */
  onStep?: (n: number, changed: number) => void;
  /**
   * Threads for the steps from n = {@link TABLE2_PARALLEL_FROM} on, this one included (default:
   * 2 when the runtime has worker threads and at least 2 cores, else 1). Each step splits its walks
   * between the threads (table2-parallel.ts); the values are the same for every thread count, and a
   * checkpoint of one resumes with any other. From {@link TABLE2_PARALLEL_FROM} on the run measures
   * which is faster on this machine, now: it times a block of steps on one thread and one on all,
   * goes on with all threads only if they were 1.1 times as fast (else with one), and measures
   * again every 16 blocks.
   */
  threads?: number;
  /**
   * The first n whose step uses the threads, every step (no measuring): below it, one thread.
   * @internal (tests and benchmarks set it to exercise or time the threads at a given n)
   */
  parallelFrom?: number;
  /** Store ids from which the store is widened to 4 bytes a cell (default 65,536). @internal (tests set it low) */
  widenAt?: number;
}

/**
 * The first n from which a run with several threads may use them: from there it chooses between one
 * thread and all by timing blocks of steps (see {@link Table2SweepOptions.threads}). Where threads
 * start to pay on the project's 2-core machine, measured (docs/benchmarks.md, "Table 2's second
 * thread at 8,000-10,000"): below 10,000 they lose (0.78× at 10,000 on a quiet machine; from 8,000 on,
 * the timed choice made `table2(10000)` 1.15-1.40 of the one-thread old package's wall in the quiet
 * runs of session 6), they pay at 15,000 (1.08×) and 20,000 (1.69×); and a first trial costs about 0.25 s of CPU
 * whatever it decides (a worker started, the parallel code compiled on both threads), 4% of a run
 * to 10,000, under 3% of one to 12,000. So the timed choice starts between the two, at 12,000.
 */
export const TABLE2_PARALLEL_FROM = 12_000;

/** Steps in a timed block of the choice between one thread and all (the first 4 are not timed: warming up). */
export const TABLE2_TRIAL_STEPS = 64;
/** Blocks run with the chosen thread count between two timed pairs of blocks. */
export const TABLE2_TRIAL_EVERY = 16;
/**
 * All threads are chosen only when their block ran at least this much faster than one thread's
 * (operations per millisecond): a tie, or a lead within the noise of two blocks of 60 steps, keeps
 * one thread, since the second thread's CPU (about as much again) buys less than a tenth of the
 * wall time there. (The timings are not spaced out when one thread wins: the threads' gain grows
 * with n, 0.78× at 10,000 to 1.69× at 20,000, and a later timing must see it.)
 */
export const TABLE2_THREAD_MARGIN = 1.1;

/**
 * The choice between one thread and all, by timing (wall clock, operations per millisecond): a block
 * on one thread, a block on all, then {@link TABLE2_TRIAL_EVERY} blocks on the winner (all threads
 * only if {@link TABLE2_THREAD_MARGIN} times as fast), and again.
 * @internal
 */
export class ThreadChoice {
  /** 0: timing one thread, 1: timing all, 2: running the choice. */
  private stage = 0;
  private steps = 0;
  private ms = 0;
  private ops = 0;
  private one = 0;
  /** The current choice (stage 2). */
  many = false;

  /** Whether the next step runs on all threads. */
  parallel(): boolean {
    return this.stage === 1 || (this.stage === 2 && this.many);
  }

  /** Steps of the current stage. */
  private end(): number {
    return this.stage < 2 ? TABLE2_TRIAL_STEPS : TABLE2_TRIAL_STEPS * TABLE2_TRIAL_EVERY;
  }

  /**
   * A guess, made during a step, of whether the step after it will run on all threads (exact but when
   * the step ends the timing of one thread against all, whose outcome is not known yet: then "all").
   */
  nextParallel(): boolean {
    if (this.steps + 1 < this.end()) return this.parallel();
    return this.stage !== 2;
  }

  /** Records a step of `ops` operations that took `ms`. */
  record(ops: number, ms: number): void {
    this.steps++;
    if (this.stage < 2 && this.steps > 4) {
      this.ms += ms;
      this.ops += ops;
    }
    if (this.steps < this.end()) return;
    const rate = this.ops / Math.max(this.ms, 1e-3);
    if (this.stage === 0) this.one = rate;
    else if (this.stage === 1) this.many = rate >= TABLE2_THREAD_MARGIN * this.one;
    this.stage = (this.stage + 1) % 3;
    this.steps = 0;
    this.ms = 0;
    this.ops = 0;
  }
}

/**
 * Bytes {@link Table2Sweep} allocates for bound n: store, row index, root ids, coprime marks, value
 * table; with `threads` > 1 also the buffers of the parallel steps (leaves by bucket, recorded nodes
 * per thread) and about {@link TABLE2_WORKER_BYTES} for each worker thread.
 */
export function table2Bytes(n: number, threads = 1): number {
  const cells = storeCells(n);
  // values: about 1.7 n distinct (measured), each an interned game plus its ids (≈ 300 B)
  let bytes = cells * (n > 160_000 ? 4 : 2) + (n + 2) * 8 + (n + 1) * 4 + (n + 1) + 4 * 2 ** 20 + Math.ceil(1.7 * n + 1000) * 300 + HASH_BYTES_PER_SLOT * 2 ** 16;
  if (threads > 1) bytes += 2 * 4 * (Math.floor(n / 2) + 2) + threads * 4 * (n + 4) + threads * 4 * enextCap(n) + (threads + 3) * 4 * BUCKETS + (threads - 1) * TABLE2_WORKER_BYTES;
  return bytes;
}

/** Entries of a thread's region of `enext` for bound n: a count and at most one entry a cell entering the store at a step (lo < n/7, one parity). */
function enextCap(n: number): number {
  return Math.floor(n / 14) + 66;
}

/** Memory counted for one worker thread (its own JavaScript heap and runtime; the resident set grows by about 8 MB when one starts). */
export const TABLE2_WORKER_BYTES = 16 * 2 ** 20;

/** 2 when this runtime has worker threads and at least 2 cores, else 1. */
function defaultThreads(): number {
  if (!canUseWorkers()) return 1;
  return availableCores() >= 2 ? 2 : 1;
}

/** Cells of row a (b = a + 1 … ⌊(n − CUT·a)/2⌋) for bound n. */
function rowLength(a: number, n: number): number {
  return Math.max(0, Math.floor((n - CUT * a) / 2) - a);
}

/** Cells of the store for bound n: Σ_a rowLength(a, n) (about n²/28). */
function storeCells(n: number): number {
  let s = 0;
  for (let a = 1; (CUT + 2) * a + 2 <= n; a++) s += rowLength(a, n);
  return s;
}

const DENSE = 1024;
const HASH_BYTES_PER_SLOT = 12;

/**
 * The state of a Table 2 run: values of `(1 | 1)_n` for n ≤ {@link Table2Sweep.n}, and everything
 * needed to continue to {@link Table2Sweep.maxN}. Make one with `new Table2Sweep(maxN)` or
 * {@link Table2Sweep.resume}, then {@link Table2Sweep.run} or {@link Table2Sweep.runAsync}.
 */
export class Table2Sweep {
  /** The bound of this run. */
  readonly maxN: number;
  /** The last finger count done (0 before the first step). */
  n = 0;
  /** Positions whose value changed, summed over the steps done (counted as in {@link oneHandSweep}, both orientations). */
  work = 0;
  /** Elementary operations done: cells entering the store, leaves, and steps of the walks (what the run's time follows). */
  ops = 0;
  private readonly opts: Table2SweepOptions;
  private readonly start: Float64Array;
  /** Threads of the parallel steps (1: every step on this thread). */
  readonly threads: number;
  private readonly parallelFrom: number;
  /** The timed choice between one thread and all (when `parallelFrom` was not given). */
  private readonly choice: ThreadChoice | undefined;
  /** Whether the typed arrays the workers read live in SharedArrayBuffers. */
  private readonly shared: boolean;
  private store: Uint16Array | Uint32Array;
  /** Store id → value id, for the first `nLocal` store ids. */
  private globalOf: Int32Array;
  private nLocal = 1;
  private localOf: Int32Array;
  private readonly root: Int32Array;
  private readonly mark: Uint8Array;
  private readonly spf: Int32Array;
  private vals: Game[] = [star, zero];
  private readonly idOf = new Map<Game, number>([[star, STAR], [zero, ZERO]]);
  private recipeL: number[] = [-1, -1];
  private recipeR: number[] = [-1, -1];
  /** Value id → id of its negative, for the ids below `vals.length`. */
  private negOf: Int32Array;
  /** closed[k + 1] = id of C(k), for k + 1 < closedLen. */
  private closed: Int32Array;
  private closedLen = 0;
  private readonly dense: Int32Array;
  /** Open-addressing table of {L | R} for ids beyond DENSE: slots of (l, r, id), l = −1 when empty. */
  private hash: Int32Array;
  private hSlots = 1 << 16;
  private hSize = 0;
  private recent: number[] = [];
  /** The arrays handed to the workers (made at the first parallel step, renewed when one is replaced). */
  private D: T2Shared | undefined;
  private pool: T2Pool | undefined;
  private pos: Int32Array | undefined;
  /** The step whose leaves' buckets (and cells entering the store) the last parallel step found ahead (0: none). */
  private ahead = 0;
  /** Resolves when the workers of the last run have exited. */
  private closing: Promise<void> = Promise.resolve();
  /** Set when a step failed half-way (the state is no longer the values at n). */
  private broken = false;

  /** A run to `maxN`; throws LimitError if it would allocate more than `opts.maxBytes`. */
  constructor(maxN: number, opts: Table2SweepOptions = {}) {
    if (!Number.isSafeInteger(maxN) || maxN < 1) throw new Table2BoundError(`the largest finger count must be a positive integer, got ${clip(maxN)}`);
    if (maxN > MAX_TABLE2_N) throw new LimitError(`the largest finger count must be at most ${MAX_TABLE2_N}, got ${maxN}`);
    const threads = opts.threads ?? defaultThreads();
    if (!Number.isSafeInteger(threads) || threads < 1 || threads > 64) throw new Table2BoundError(`threads must be an integer in 1..64, got ${clip(threads)}`);
    const parallelFrom = opts.parallelFrom ?? TABLE2_PARALLEL_FROM;
    if (!Number.isSafeInteger(parallelFrom) || parallelFrom < 3) throw new Table2BoundError(`parallelFrom must be an integer ≥ 3, got ${clip(parallelFrom)}`);
    this.threads = threads > 1 && canUseWorkers() ? threads : 1;
    this.parallelFrom = parallelFrom;
    this.shared = this.threads > 1 && maxN >= parallelFrom;
    this.choice = this.shared && opts.parallelFrom === undefined ? new ThreadChoice() : undefined;
    const need = table2Bytes(maxN, this.shared ? this.threads : 1);
    if (opts.maxBytes !== undefined && need > opts.maxBytes) {
      const on = this.shared ? `, ${this.threads} threads` : '';
      throw new LimitError(`Table 2 to n = ${maxN} needs about ${Math.ceil(need / 2 ** 20)} MB (store of ${storeCells(maxN)} cells${on}), over the limit of ${Math.floor(opts.maxBytes / 2 ** 20)} MB`, 'maxBytes');
    }
    this.maxN = maxN;
    this.opts = opts;
    this.start = new Float64Array(this.buffer(8 * (Math.floor(maxN / (CUT + 2)) + 2)));
    for (let a = 2; a < this.start.length; a++) this.start[a] = this.start[a - 1]! + rowLength(a - 1, maxN); // start[1] = 0
    this.store = new Uint16Array(this.buffer(2 * storeCells(maxN)));
    this.globalOf = this.ints(1024, 0);
    this.localOf = this.ints(1024, -1);
    this.localOf[STAR] = 0;
    this.negOf = this.ints(1024, 0);
    this.negOf[ZERO] = ZERO;
    this.closed = this.ints(1024, 0);
    this.dense = this.ints(DENSE * DENSE, -1);
    this.hash = this.ints(3 << 16, -1);
    this.root = new Int32Array(maxN + 1);
    this.mark = new Uint8Array(this.buffer(maxN + 1));
    this.spf = new Int32Array(maxN + 1);
    for (let i = 2; i <= maxN; i++) if (this.spf[i] === 0) for (let j = i; j <= maxN; j += i) if (this.spf[j] === 0) this.spf[j] = i;
    this.closedId(0);
  }

  /** A zeroed buffer of `bytes`, shared with the workers when this run uses them. */
  private buffer(bytes: number): ArrayBuffer | SharedArrayBuffer {
    return this.shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  }

  /** An Int32Array of `len` entries equal to `fill` (in a shared buffer when this run uses workers). */
  private ints(len: number, fill: number): Int32Array {
    const a = new Int32Array(this.buffer(4 * len));
    if (fill !== 0) a.fill(fill);
    return a;
  }

  /** `a` with room for index `i`: the same array, or a copy twice as long (or more), padded with `fill`. */
  private room(a: Int32Array, i: number, fill: number): Int32Array {
    if (i < a.length) return a;
    const b = this.ints(Math.max(2 * a.length, i + 1), fill);
    b.set(a);
    return b;
  }

  /** The value of `(1 | 1)_k` for 1 ≤ k ≤ {@link Table2Sweep.n}. */
  value(k: number): Game {
    if (!Number.isSafeInteger(k) || k < 1 || k > this.n) throw new Table2BoundError(`n must be an integer in 1..${this.n}, got ${clip(k)}`);
    return this.vals[this.root[k]!]!;
  }

  /**
   * The value of `(x | y)_n` at n = {@link Table2Sweep.n} (≥ 1) for coprime x, y ≥ 1: read from the
   * store, the closed form or the levels, as the walks read it (only coprime pairs are in the tree
   * of (1, 1), so only they are kept). @internal (tests compare every cell with the plain recurrence)
   */
  pairValue(x: number, y: number): Game {
    const ok = (k: number): boolean => Number.isSafeInteger(k) && k >= 1;
    if (this.n < 1 || !ok(x) || !ok(y) || gcd(x, y) !== 1) throw new Table2BoundError(`pairValue needs coprime positive integers after a step, got ${clip(x)}, ${clip(y)}`);
    if (x === y) return this.vals[this.root[this.n]!]!;
    return this.vals[this.get(x, y, this.n)]!;
  }

  /** Rows of Table 2 for n = 1..{@link Table2Sweep.n}: value and outcome (one outcome computed per distinct value). */
  rows(): Table2Row[] {
    const outcomes = new Map<number, Outcome>();
    const out: Table2Row[] = [];
    for (let k = 1; k <= this.n; k++) {
      const id = this.root[k]!;
      let o = outcomes.get(id);
      if (o === undefined) outcomes.set(id, (o = this.vals[id]!.outcome()));
      out.push({ n: k, value: this.vals[id]!, outcome: o });
    }
    return out;
  }

  /** Distinct values met so far (with their negatives). */
  get distinctValues(): number {
    return this.vals.length;
  }

  /**
   * Runs the remaining steps to {@link Table2Sweep.maxN}. With several threads, the workers start at
   * the first parallel step and are told to quit when this returns or throws; they exit a moment later
   * ({@link Table2Sweep.runAsync} waits for them).
   */
  run(): void {
    runSync(this.steps());
  }

  /** {@link Table2Sweep.run} giving the event loop a turn every `sliceMs` ms (so a signal aborted by an event stops it). */
  async runAsync(sliceMs = 50): Promise<void> {
    try {
      await runAsync(this.steps(), sliceMs);
    } finally {
      await this.closing; // no worker outlives the promise
    }
  }

  private *steps(): Generator<void, void, void> {
    try {
      yield* this.stepsOn();
    } finally {
      // the workers end with the run, however it ends (done, aborted, an error)
      if (this.pool !== undefined) this.closing = this.pool.close();
      this.pool = undefined;
    }
  }

  private *stepsOn(): Generator<void, void, void> {
    if (this.broken) throw new Table2WorkerError('this run stopped in the middle of a step (a worker failed); resume it from an earlier checkpoint');
    while (this.n < this.maxN) {
      if (this.opts.signal?.aborted) throw new AbortError(`Table 2 was aborted after n = ${this.n}`);
      const before = this.ops;
      const next = this.n + 1;
      let parallel = this.shared && next >= this.parallelFrom;
      if (parallel && this.choice) parallel = this.choice.parallel();
      const t0 = this.choice ? performance.now() : 0;
      let changed: number;
      try {
        changed = this.step(next, parallel);
      } catch (e) {
        this.broken = true; // the store is halfway between two steps
        throw e;
      }
      if (this.choice && next >= this.parallelFrom) this.choice.record(this.ops - before, performance.now() - t0);
      this.n++;
      this.work += changed;
      this.opts.onStep?.(this.n, changed);
      if (this.opts.onProgress) {
        this.recent.push(this.ops - before);
        if (this.recent.length > 64) this.recent.shift();
        this.opts.onProgress({ phase: 'table2', done: this.ops, total: this.ops + this.remainingWork(), unit: 'operations' });
      }
      yield;
    }
  }

  /** Estimated {@link Table2Sweep.ops} of the steps n + 1..maxN: recent mean × ∫ (k/mid)^1.26 dk. */
  remainingWork(): number {
    if (this.recent.length === 0 || this.n >= this.maxN) return 0;
    const mean = this.recent.reduce((s, x) => s + x, 0) / this.recent.length;
    const mid = this.n - (this.recent.length - 1) / 2;
    return (mean * (Math.pow(this.maxN, 2.26) - Math.pow(this.n, 2.26))) / (2.26 * Math.pow(mid, 1.26));
  }

  private closedId(k: number): number {
    // C(k) for k ≥ −1
    if (k + 1 < this.closedLen) return this.closed[k + 1]!;
    if (this.closedLen === 0) this.closed[this.closedLen++] = STAR;
    while (this.closedLen <= k + 1) {
      const v = this.pair(this.closed[this.closedLen - 1]!, STAR);
      this.closed = this.room(this.closed, this.closedLen, 0);
      this.closed[this.closedLen++] = v;
    }
    return this.closed[k + 1]!;
  }

  /** The id of {vals[l] | vals[r]}. */
  private pair(l: number, r: number): number {
    // the lookup the workers make too (table2-parallel.ts), then the value made on a miss
    const k = t2lookup(this.dense, this.hash, l, r);
    if (k >= 0) return k;
    const v = this.make(l, r);
    if (l < DENSE && r < DENSE) this.dense[l * DENSE + r] = v;
    else {
      this.hashPut(l, r, v);
      if (2 * ++this.hSize > this.hSlots) this.grow();
    }
    return v;
  }

  private hashPut(l: number, r: number, v: number): void {
    const t = this.hash;
    const mask = this.hSlots - 1;
    let h = (Math.imul(l, 0x9e3779b1) ^ Math.imul(r, 0x85ebca77)) & mask;
    while (t[3 * h] !== -1) h = (h + 1) & mask;
    t[3 * h] = l;
    t[3 * h + 1] = r;
    t[3 * h + 2] = v;
  }

  private grow(): void {
    const old = this.hash;
    this.hSlots *= 2;
    this.hash = this.ints(3 * this.hSlots, -1);
    for (let i = 0; i < old.length; i += 3) if (old[i] !== -1) this.hashPut(old[i]!, old[i + 1]!, old[i + 2]!);
  }

  /** Builds {vals[l] | vals[r]}, interning it (and its negative) on first sight. */
  private make(l: number, r: number): number {
    const g = game([this.vals[l]!], [this.vals[r]!]);
    const known = this.idOf.get(g);
    if (known !== undefined) return known;
    const id = this.intern(g, l, r);
    const ng = game([this.vals[this.negOf[r]!]!], [this.vals[this.negOf[l]!]!]);
    if (ng === g) this.negOf[id] = id; // (intern made room for id)
    else {
      // a negative met before would have brought g with it, so ng is new
      const nid = this.intern(ng, this.negOf[r]!, this.negOf[l]!);
      this.negOf[id] = nid;
      this.negOf[nid] = id;
    }
    return id;
  }

  private intern(g: Game, l: number, r: number): number {
    const id = this.vals.length;
    this.vals.push(g);
    this.idOf.set(g, id);
    this.recipeL.push(l);
    this.recipeR.push(r);
    this.negOf = this.room(this.negOf, id + 1, 0);
    this.negOf[id] = id;
    return id;
  }

  /** The store id of value id g (made on first use; widens the store past 65,536 store ids). */
  private local(g: number): number {
    this.localOf = this.room(this.localOf, g, -1);
    let l = this.localOf[g]!;
    if (l < 0) {
      l = this.nLocal++;
      if (l >= (this.opts.widenAt ?? 65536) && this.store instanceof Uint16Array) {
        const wide = new Uint32Array(this.buffer(4 * this.store.length));
        wide.set(this.store);
        this.store = wide;
      }
      this.globalOf = this.room(this.globalOf, l, 0);
      this.globalOf[l] = g;
      this.localOf[g] = l;
    }
    return l;
  }

  /** Store index of the pair lo < hi (CUT·lo + 2·hi ≤ maxN). */
  private cell(lo: number, hi: number): number {
    return this.start[lo]! + (hi - lo - 1);
  }

  /** The id of V_n(x, y), x ≠ y, reading the store only for stored pairs (CUT·lo + 2·hi ≤ n ≤ this step). */
  private get(x: number, y: number, n: number): number {
    if (x + y > n) return STAR;
    const lo = x < y ? x : y;
    const hi = x < y ? y : x;
    const s = n - x - y;
    let v: number;
    if (hi > s) v = this.closedId(Math.floor(s / lo));
    else if (CUT * lo + 2 * hi > n) v = this.pair(this.get(lo, lo + hi, n), this.get(lo + hi, hi, n)); // both options one level nearer the closed form
    else v = this.globalOf[this.store[this.cell(lo, hi)]!]!;
    return x < y ? v : this.negOf[v]!;
  }

  /** Step n: the store goes from V_{n−1} to V_n; returns the positions changed (both orientations). */
  private step(n: number, parallel: boolean): number {
    // (i) the pairs with CUT·lo + 2·hi = n enter the store with their value at n − 1 (on several threads: in walksParallel)
    if (!parallel) for (let lo = n % 2 === 1 ? 1 : 2; (CUT + 2) * lo < n; lo += 2) {
      this.enter(lo, n);
      this.ops++;
    }
    if (n <= 2) {
      this.root[n] = n === 1 ? STAR : ZERO;
      return n === 1 ? 0 : 1;
    }
    // (ii) coprime leaves (a, n − a), a < n − a
    const half = this.sieve(n);
    let changed = parallel ? this.walksParallel(n, half) : this.walks(n, half);
    const v12 = this.get(1, 2, n);
    this.root[n] = this.pair(v12, this.negOf[v12]!);
    if (this.root[n] !== this.root[n - 1]) changed++;
    // the mirror images changed too (counted as the plain sweep counts them)
    return 2 * changed - (this.root[n] !== this.root[n - 1] ? 1 : 0);
  }

  /** Marks the a ≤ ⌈n/2⌉ − 1 that share a prime with n (mark[a] = 1: (a, n − a) is not a leaf); returns ⌈n/2⌉ − 1. */
  private sieve(n: number): number {
    const half = Math.ceil(n / 2) - 1;
    const mark = this.mark;
    mark.fill(0, 0, half + 1);
    for (let m = n; m > 1;) {
      const p = this.spf[m]!;
      for (let j = p; j <= half; j += p) mark[j] = 1;
      while (m % p === 0) m /= p;
    }
    return half;
  }

  /** Cell (lo, hi), CUT·lo + 2·hi = n, enters the store with its value at n − 1 (fact 3: a formula there). */
  private enter(lo: number, n: number): void {
    const hi = (n - CUT * lo) / 2;
    this.store[this.cell(lo, hi)] = this.local(this.get(lo, hi, n - 1));
  }

  /** The walks of step n on this thread: every coprime leaf (a, n − a), a ≤ half; returns the positions changed (one orientation). */
  private walks(n: number, half: number): number {
    const mark = this.mark;
    let changed = 0;
    for (let a = 1; a <= half; a++) if (mark[a] !== 1) changed += this.leaf(a, n);
    return changed;
  }

  /** The walk of the leaf (a, n − a): returns the positions changed (one orientation). */
  private leaf(a: number, n: number): number {
    const b = n - a;
    // the leaf and its closed-form ancestors (a, b − ka), 1 ≤ k ≤ K, all change
    const K = Math.floor((b - 1) / (2 * a));
    this.ops++;
    return 1 + K + this.climb(a, b - K * a, this.closedId(K), n);
  }

  /**
   * (iii) Node (x, y) has just taken the value v at step n: recompute its ancestors up the tree while
   * their values change, and return how many changed.
   */
  private climb(x: number, y: number, v: number, n: number): number {
    let changed = 0;
    for (;;) {
      this.ops++;
      let now: number;
      if (x < y) {
        // (x, y) is the Left option of (x, y − x), whose Right option is (y, y − x)
        now = this.pair(v, this.get(y, y - x, n));
        y -= x;
      } else {
        // (x, y) is the Right option of (x − y, y), whose Left option is (x − y, x)
        now = this.pair(this.get(x - y, x, n), v);
        x -= y;
      }
      if (x === y) break; // the root (1, 1) is read by step()
      const lo = x < y ? x : y;
      const hi = x < y ? y : x;
      if (CUT * lo + 2 * hi <= n) {
        const c = this.cell(lo, hi);
        const stored = this.local(x < y ? now : this.negOf[now]!);
        if (this.store[c] === stored) break;
        this.store[c] = stored;
      } else if (this.get(x, y, n - 1) === now) break;
      v = now;
      changed++;
    }
    return changed;
  }

  /**
   * Node (x, y), x ≠ y, recomputed at step n from the current values of its children (x, x + y) and
   * (x + y, y); if its value changed, it is stored and its ancestors climbed. Returns the positions
   * changed. (That is the climb from its Left child (x, x + y) with the child's current value: the
   * climb's first step computes (x, y) from it and its sibling (x + y, y).)
   */
  private settle(x: number, y: number, n: number): number {
    return this.climb(x, x + y, this.get(x, x + y, n), n);
  }

  /** The arrays the workers read, renewed (with a new layout number) when one of them was replaced. */
  private sharedArrays(): T2Shared {
    const D = this.D;
    if (D === undefined) {
      const half = Math.floor(this.maxN / 2) + 2;
      const t = this.threads;
      this.D = {
        store: this.store, start: this.start, globalOf: this.globalOf, localOf: this.localOf, negOf: this.negOf, closed: this.closed,
        dense: this.dense, hash: this.hash, mark: this.mark,
        leafRoot: this.ints(half, -1), order: this.ints(half, 0), bstart: this.ints(BUCKETS + 1, 0), blist: this.ints(BUCKETS, 0), tasks: this.ints(BUCKETS + 1, 0),
        counts: this.ints(t * BUCKETS, 0), defer: this.ints(t * 2 * half, 0), enext: this.ints(t * enextCap(this.maxN), 0), stats: new Float64Array(this.buffer(8 * 4 * t)),
        params: this.ints(8, 0), layout: 1,
      };
      return this.D;
    }
    if (D.store !== this.store || D.globalOf !== this.globalOf || D.localOf !== this.localOf || D.negOf !== this.negOf || D.closed !== this.closed || D.hash !== this.hash) {
      this.D = { ...D, store: this.store, globalOf: this.globalOf, localOf: this.localOf, negOf: this.negOf, closed: this.closed, hash: this.hash, layout: D.layout + 1 };
    }
    return this.D!;
  }

  /**
   * The walks of step n on {@link Table2Sweep.threads} threads (table2-parallel.ts): the threads find
   * each leaf's hanging root, this thread orders the leaves by root, the threads walk whole subtrees
   * (taking roots from a shared counter, heaviest first), and this thread then walks the leaves of the
   * top and recomputes every node a worker recorded.
   *
   * When step n + 1 will likely run on the threads too, the two steps overlap: the walks phase also
   * enters the cells of step n + 1 (their value at n is a formula, and no walk of step n touches them),
   * and the workers find the buckets of step n + 1's leaves (which need only its marks) while this
   * thread recomputes the nodes they left, then joins them. Step n + 1 then starts at its sort.
   */
  private walksParallel(n: number, half: number): number {
    this.closedId(Math.ceil(n / 2) + 1); // every C(k) a walk can need (k ≤ n/2)
    const D = this.sharedArrays();
    const t = this.threads;
    const P = D.params;
    P[P_N] = n;
    P[P_CLOSED] = this.closedLen;
    P[P_HALF] = half;
    P[P_THREADS] = t;
    const pool = (this.pool ??= new T2Pool(t, D));
    const cap = D.defer.length / t;
    if (this.ahead !== n) {
      P[P_NEXT] = 0;
      P[P_NEXT_ENTRY] = 0;
      pool.run(D, CMD_ROOTS);
      // the entering cells the threads could not fill (a value or a store id not made yet)
      for (let i = 0; i < t; i++) for (let k = 0, m = D.stats[4 * i + 3]!; k < m; k++) this.enter(D.defer[i * cap + k]!, n);
    }
    this.ahead = 0;
    for (let lo = n % 2 === 1 ? 1 : 2; (CUT + 2) * lo < n; lo += 2) this.ops++;
    // count the leaves per bucket, then place them bucket after bucket
    const { counts, bstart, order, leafRoot, blist, tasks } = D;
    const pos = (this.pos ??= new Int32Array(BUCKETS));
    let at = 0;
    let nb = 0;
    // the walks' tasks: runs of consecutive non-empty buckets holding at least TASK_LEAVES leaves
    let nt = 0;
    let inTask = TASK_LEAVES;
    for (let k = 0; k < BUCKETS; k++) {
      let c = 0;
      for (let i = 0; i < t; i++) c += counts[i * BUCKETS + k]!;
      bstart[k] = at;
      pos[k] = at;
      at += c;
      if (c > 0 && k < BUCKETS - 1) {
        if (inTask >= TASK_LEAVES) {
          tasks[nt++] = nb;
          inTask = 0;
        }
        inTask += c;
        blist[nb++] = k;
      }
    }
    tasks[nt] = nb;
    bstart[BUCKETS] = at;
    for (let a = 1; a <= half; a++) {
      const k = leafRoot[a]!;
      if (k >= 0) order[pos[k]!++] = a;
    }
    // step n + 1 on the threads too (as far as can be told now): overlap the two steps
    const ahead = n < this.maxN && (this.choice === undefined || this.choice.nextParallel());
    P[P_NB] = nt;
    P[P_NEXT] = 0;
    P[P_NEXT_ENTRY] = 0;
    P[P_ENTER_NEXT] = ahead ? 1 : 0;
    // the entering cells above may have made values and grown (or widened) arrays: hand over the current ones
    const W = this.sharedArrays();
    // without the overlap this thread has the rest of the step to do alone: the workers sleep at once
    pool.run(W, CMD_WALKS, undefined, !ahead);
    let changed = 0;
    const st = D.stats;
    for (let i = 0; i < t; i++) {
      this.ops += st[4 * i]!;
      changed += st[4 * i + 1]!;
    }
    const rest = (): void => {
      // the leaves in the top (small n only), then the nodes the workers left to this thread
      for (let j = bstart[BUCKETS - 1]!; j < bstart[BUCKETS]!; j++) changed += this.leaf(order[j]!, n);
      for (let i = 0; i < t; i++) {
        const nd = st[4 * i + 2]!;
        for (let k = 0; k < nd; k++) changed += this.settle(D.defer[i * cap + 2 * k]!, D.defer[i * cap + 2 * k + 1]!, n);
      }
    };
    if (!ahead) {
      rest();
      return changed;
    }
    // the buckets of step n + 1's leaves on the workers (they read only its marks and write only the
    // leaves' buckets and counts) while this thread does the rest of step n and enters the cells of
    // step n + 1 the walks phase could not (a value or a store id not made yet), then joins them
    P[P_N] = n + 1;
    P[P_HALF] = this.sieve(n + 1);
    P[P_NEXT] = 0;
    const ecap = D.enext.length / t;
    pool.run(W, CMD_LEAVES, () => {
      rest();
      for (let i = 0; i < t; i++) for (let k = 1, m = D.enext[i * ecap]!; k <= m; k++) this.enter(D.enext[i * ecap + k]!, n + 1);
      t2kernel(W, 0, CMD_LEAVES);
    }, true);
    this.ahead = n + 1;
    return changed;
  }

  /**
   * The state after step {@link Table2Sweep.n} as bytes: a JSON header line, then the value recipes,
   * the root ids and the used prefix of the store (little-endian Int32). {@link Table2Sweep.resume}
   * reads it back. Far out this is large (4 bytes a stored cell: about 1.4 GB at n = 100,000, on
   * top of the run's own memory); {@link Table2Sweep.checkpointChunks} gives the same bytes in
   * pieces, to write to a file without holding them all.
   */
  checkpoint(): Uint8Array {
    const parts = [...this.checkpointChunks()];
    const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let o = 0;
    for (const p of parts) {
      out.set(p, o);
      o += p.length;
    }
    return out;
  }

  /**
   * The bytes of {@link Table2Sweep.checkpoint} in consecutive pieces of at most about
   * 4·`chunkInts` bytes each (the header and the recipes first, then the store row by row), made
   * one at a time as the generator is read. Do not run the sweep between two reads.
   */
  *checkpointChunks(chunkInts = 1 << 20): Generator<Uint8Array, void, void> {
    if (this.broken) throw new Table2WorkerError('this run stopped in the middle of a step (a worker failed): no checkpoint can be made of it');
    const V = this.vals.length;
    const n = this.n;
    const cells = storeCells(n);
    const header = JSON.stringify({ format: 'partizan-table2-checkpoint', version: CHECKPOINT_VERSION, n, work: this.work, ops: this.ops, values: V, cells }) + '\n';
    const head = new TextEncoder().encode(header);
    let crc = crc32(head, CRC_START);
    yield head;
    const size = Math.max(1, Math.floor(chunkInts));
    let buf = new Uint8Array(4 * size);
    let dv = new DataView(buf.buffer);
    let o = 0;
    const full = (): Uint8Array => {
      const piece = buf;
      crc = crc32(piece, crc);
      buf = new Uint8Array(4 * size);
      dv = new DataView(buf.buffer);
      o = 0;
      return piece;
    };
    const lists: ArrayLike<number>[] = [this.recipeL, this.recipeR, this.negOf];
    for (const list of lists) {
      for (let i = 0; i < V; i++) {
        dv.setInt32(o, list[i]!, true);
        if ((o += 4) === buf.length) yield full();
      }
    }
    for (let i = 0; i <= n; i++) {
      dv.setInt32(o, this.root[i]!, true);
      if ((o += 4) === buf.length) yield full();
    }
    for (let a = 1; (CUT + 2) * a + 2 <= n; a++) {
      const c = this.start[a]!;
      for (let i = 0, len = rowLength(a, n); i < len; i++) {
        dv.setInt32(o, this.globalOf[this.store[c + i]!]!, true);
        if ((o += 4) === buf.length) yield full();
      }
    }
    if (o > 0) {
      const last = buf.subarray(0, o);
      crc = crc32(last, crc);
      yield last;
    }
    // the trailer: the magic word and the CRC-32 of every byte before it (two pieces of one Int32
    // each, so that no piece is longer than the chunk size asked for)
    for (const word of [TRAILER_MAGIC, (crc ^ CRC_START) >>> 0]) {
      const piece = new Uint8Array(4);
      new DataView(piece.buffer).setUint32(0, word, true);
      yield piece;
    }
  }

  /**
   * Continues a run saved by {@link Table2Sweep.checkpoint}, now to `maxN` (at least the saved n).
   * The checkpoint may be given whole or as consecutive pieces (as {@link Table2Sweep.checkpointChunks}
   * makes them, or as a file is read), so that a large one need not be held in memory at once; each
   * piece is used up before the next is asked for, so a reader may reuse its buffer.
   */
  static resume(bytes: Uint8Array | Iterable<Uint8Array>, maxN: number, opts: Table2SweepOptions = {}): Table2Sweep {
    // given whole, the checksum is checked before anything is made (given in pieces, at the end)
    if (bytes instanceof Uint8Array && bytes.length >= 8) {
      const tv = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 8, 8);
      if (tv.getUint32(0, true) === TRAILER_MAGIC && tv.getUint32(4, true) !== (crc32(bytes.subarray(0, bytes.length - 8), CRC_START) ^ CRC_START) >>> 0) {
        throw new CheckpointError('the checkpoint does not match its checksum (a byte changed): refusing it');
      }
    }
    let pieces: Iterator<Uint8Array>;
    try {
      pieces = (bytes instanceof Uint8Array ? [bytes] : bytes)[Symbol.iterator]();
    } catch {
      throw new CheckpointError('a checkpoint is given as bytes (a Uint8Array) or as pieces of bytes (an iterable of Uint8Array)');
    }
    let cur: Uint8Array = new Uint8Array(0);
    let pos = 0;
    /** The CRC of the bytes used up before `cur`, and of `cur` up to `crcAt`. */
    let crc = CRC_START;
    let crcAt = 0;
    /** The next non-empty piece into `cur`; false at the end. */
    const more = (): boolean => {
      crc = crc32(cur.subarray(crcAt), crc);
      for (;;) {
        const r = pieces.next();
        if (r.done === true) {
          cur = new Uint8Array(0);
          pos = crcAt = 0;
          return false;
        }
        if (!(r.value instanceof Uint8Array)) throw new CheckpointError('a piece of the checkpoint is not a Uint8Array');
        if (r.value.length > 0) {
          cur = r.value;
          pos = crcAt = 0;
          return true;
        }
      }
    };
    /** The CRC of every byte used so far. */
    const crcNow = (): number => {
      crc = crc32(cur.subarray(crcAt, pos), crc);
      crcAt = pos;
      return crc;
    };
    const head: number[] = [];
    for (;;) {
      if (pos === cur.length && !more()) throw new CheckpointError('not a Table 2 checkpoint (no header line)');
      const b = cur[pos++]!;
      if (b === 10) break;
      head.push(b);
      if (head.length > 4096) throw new CheckpointError('not a Table 2 checkpoint (no header line)');
    }
    const truncated = (): never => {
      throw new CheckpointError('the checkpoint is truncated or inconsistent');
    };
    /** The next little-endian Int32, across pieces if need be. */
    const get = (): number => {
      if (pos + 4 <= cur.length) {
        const x = cur[pos]! | (cur[pos + 1]! << 8) | (cur[pos + 2]! << 16) | (cur[pos + 3]! << 24);
        pos += 4;
        return x;
      }
      let x = 0;
      for (let k = 0; k < 4; k++) {
        if (pos === cur.length && !more()) truncated();
        x |= cur[pos++]! << (8 * k);
      }
      return x;
    };
    let h: { format?: unknown; version?: unknown; n?: unknown; work?: unknown; ops?: unknown; values?: unknown; cells?: unknown };
    try {
      h = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(head))) as typeof h;
    } catch {
      throw new CheckpointError('not a Table 2 checkpoint (the header is not JSON)');
    }
    if (h === null || typeof h !== 'object' || h.format !== 'partizan-table2-checkpoint') throw new CheckpointError(`not a Table 2 checkpoint: ${clip(JSON.stringify(h), 120)}`);
    if (h.version !== CHECKPOINT_VERSION) {
      throw new CheckpointError(
        h.version === 1
          ? 'this checkpoint is of version 1, which carries no checksum, so it cannot be verified: make a new one'
          : `not a Table 2 checkpoint of version ${CHECKPOINT_VERSION}: ${clip(JSON.stringify(h), 120)}`,
      );
    }
    const n = h.n;
    const V = h.values;
    const cells = h.cells;
    const count = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
    if (!count(n) || !count(V) || !count(cells) || !count(h.work) || !count(h.ops) || V < 2 || V > 2 ** 31 - 1) throw new CheckpointError('the checkpoint header is malformed');
    if (n > maxN) throw new CheckpointError(`the checkpoint is at n = ${n}, beyond the bound ${maxN} asked for`);
    if (cells !== storeCells(n)) truncated();
    const sweep = new Table2Sweep(maxN, opts);
    // first every number, checked against the checksum; only then are values made from them (a
    // corrupted recipe never reaches the engine). The lists grow as bytes come, so a header that
    // lies about their length meets the end of the bytes, not an allocation of that length.
    const L: number[] = [];
    const R: number[] = [];
    const N: number[] = [];
    for (const list of [L, R, N]) for (let i = 0; i < V; i++) list.push(get());
    const roots = new Int32Array(n + 1);
    for (let i = 0; i <= n; i++) {
      const r = get();
      if (!(r >= 0 && r < V)) throw new CheckpointError(`the root value of n = ${i} is an unknown value id`);
      roots[i] = r;
    }
    for (let a = 1; (CUT + 2) * a + 2 <= n; a++) {
      const c = sweep.start[a]!;
      for (let i = 0, len = rowLength(a, n); i < len; i++) {
        const g = get();
        if (!(g >= 0 && g < V)) throw new CheckpointError(`store cell ${c + i} holds an unknown value id`);
        sweep.store[c + i] = sweep.local(g);
      }
    }
    const sum = crcNow() ^ CRC_START;
    const magic = get() >>> 0;
    const stored = get() >>> 0;
    if (magic !== TRAILER_MAGIC) throw new CheckpointError('the checkpoint has no checksum at its end (truncated, or longer than its header says)');
    if (pos < cur.length || more()) truncated(); // bytes past the end
    if (stored !== sum >>> 0) throw new CheckpointError('the checkpoint does not match its checksum (a byte changed): refusing it');
    for (let id = 2; id < V; id++) {
      const l = L[id]!;
      const r = R[id]!;
      if (!(l >= 0 && l < id && r >= 0 && r < id)) throw new CheckpointError(`value recipe ${id} is out of order`);
      const g = game([sweep.vals[l]!], [sweep.vals[r]!]);
      if (sweep.idOf.has(g)) throw new CheckpointError(`value recipe ${id} repeats a value`);
      sweep.intern(g, l, r);
    }
    if (N.some((x, id) => !(x >= 0 && x < V && N[x] === id))) throw new CheckpointError('the negatives in the checkpoint are inconsistent');
    for (let i = 0; i < V; i++) sweep.negOf[i] = N[i]!;
    sweep.root.set(roots);
    sweep.n = n;
    sweep.work = h.work;
    sweep.ops = h.ops;
    sweep.verify();
    return sweep;
  }

  /**
   * What a resumed run can check of itself beyond the checksum (a checkpoint written consistently
   * but wrongly would pass that): every negative is the value's negative; (1|1)_1 = * and
   * (1|1)_2 = 0; the last root is {V(1, 2) | V(2, 1)}; and every stored cell (every k-th one past
   * `maxCells`, evenly spread) of a coprime pair is {V(lo, lo + hi) | V(lo + hi, hi)}, the value its
   * options give at n (the walks start from the coprime leaves: the tree of (1, 1) holds the coprime
   * pairs only, and the other cells are never read).
   */
  private verify(maxCells = 4_000_000): void {
    const bad = (what: string): never => {
      throw new CheckpointError(`the checkpoint does not verify: ${what}`);
    };
    for (let id = 0; id < this.vals.length; id++) if (neg(this.vals[id]!) !== this.vals[this.negOf[id]!]) bad(`the negative of value ${id} is wrong`);
    const n = this.n;
    if (n >= 1 && this.root[1] !== STAR) bad('(1|1)_1 is not *');
    if (n >= 2 && this.root[2] !== ZERO) bad('(1|1)_2 is not 0');
    if (n >= 3) {
      const v12 = this.get(1, 2, n);
      if (this.root[n] !== this.pair(v12, this.negOf[v12]!)) bad(`(1|1)_${n} is not {V(1,2) | V(2,1)}`);
    }
    const total = storeCells(n);
    const stride = Math.max(1, Math.ceil(total / maxCells));
    let k = 0;
    for (let lo = 1; (CUT + 2) * lo + 2 <= n; lo++) {
      for (let hi = lo + 1; CUT * lo + 2 * hi <= n; hi++) {
        if (k++ % stride !== 0 || gcd(lo, hi) !== 1) continue;
        const v = this.globalOf[this.store[this.cell(lo, hi)]!]!;
        if (v !== this.pair(this.get(lo, lo + hi, n), this.get(lo + hi, hi, n))) bad(`the stored value of (${lo}|${hi})_${n} is not the value of its options`);
      }
    }
  }
}
