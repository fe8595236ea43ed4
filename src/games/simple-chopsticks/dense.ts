/**
 * Outcome tables of every position with at most H hands a side, for a small finger count n: two
 * bits per position in a typed array, no canonical forms, no search stack.
 *
 * A side is a multiset of hands, stored as counts (c_1, …, c_n). Order each side's multisets by the
 * weight w = Σ c_v·(n + 1 − v). A Left move changes only Right's multiset and lowers its weight (a hand
 * v becomes v + x, or is removed), a Right move only Left's; so sweeping the positions level by level,
 * by increasing sum of the two weights, meets every option before the position. Then
 * "Left wins moving first" = some Left option has "Right loses moving first", and symmetrically.
 */
import { AbortError, clip, LimitError, ValueError } from '../../engine/errors.js';
import { WorkerPool, type WorkerFile } from '../../engine/pool.js';
import { limitOption, type RunOptions } from '../../engine/run.js';
import { kindError } from '../../engine/guard.js';

const shown = (x: unknown): string => clip(typeof x === 'number' ? String(x) : typeof x, 40);
import type { Outcome } from '../../engine/ops.js';

/**
 * Options of {@link outcomeTable}: run control ({@link RunOptions}; progress after each level of
 * the sweep by weight sum, phase `'levels'`) and a limit.
 */
export interface OutcomeTableOptions extends RunOptions {
  /** Largest number of positions (multisets squared) allowed; default 400 million; beyond it a LimitError naming `maxPositions`. */
  maxPositions?: number;
}

/** The outcome of every position with finger count n and at most `maxHands` hands a side. */
export interface OutcomeTable {
  /** The finger count. */
  readonly n: number;
  /** The most hands a side has. */
  readonly maxHands: number;
  /** Every side: counts (c_1..c_n), in the table's order. */
  readonly sides: ReadonlyArray<readonly number[]>;
  /** The outcome of the position with Left's counts `left` and Right's counts `right` (each length n). */
  outcome(left: readonly number[], right: readonly number[]): Outcome;
  /** The outcome by side indices into {@link OutcomeTable.sides}. */
  outcomeAt(leftIndex: number, rightIndex: number): Outcome;
}

const OUT: Outcome[] = ['P', 'L', 'R', 'N']; // bit 1: Left wins first, bit 2: Right wins first

/**
 * Computes the outcome of every `(x | y)_n` with at most `maxHands` hands a side (either side may be
 * empty). Memory is one byte per position: C(H + n, n)² positions.
 */
export function outcomeTable(n: number, maxHands: number, opts: OutcomeTableOptions = {}): OutcomeTable {
  const pre = prepare(n, maxHands, opts, 1);
  const levels = 2 * pre.data.maxW + 1;
  for (let level = 0; level < levels; level++) {
    levelKernel(pre.data, 0, level);
    opts.onProgress?.({ phase: 'levels', done: level + 1, total: levels, unit: 'levels' });
    if (opts.signal?.aborted) throw new AbortError('the outcome table was aborted');
  }
  return wrap(pre);
}

interface Prepared {
  n: number;
  maxHands: number;
  sides: number[][];
  index: Int32Array;
  code: (c: readonly number[]) => number;
  /** What the threads of the level sweep read (over SharedArrayBuffers with several threads). */
  data: LevelData;
}

/** The sides in order of weight, their index, and the flat tables of {@link levelKernel}. */
function prepare(n: number, maxHands: number, opts: OutcomeTableOptions, threads: number): Prepared {
  if (!Number.isSafeInteger(n) || n < 1) throw new ValueError(`the finger count must be an integer in 1..12, got ${shown(n)}`);
  if (n > 12) throw new LimitError(`the finger count of an outcome table must be at most 12, got ${n}`);
  if (!Number.isSafeInteger(maxHands) || maxHands < 0) throw new ValueError(`maxHands must be a non-negative integer, got ${shown(maxHands)}`);
  const max = limitOption(opts.maxPositions, 400_000_000, 'maxPositions');
  // the sides are the multisets of at most H hands over n values: C(H + n, n) of them, counted first
  let S0 = 1;
  for (let k = 1; k <= n && S0 * S0 <= max; k++) S0 = (S0 * (maxHands + k)) / k;
  if (S0 * S0 > max) throw new LimitError(`C(${maxHands} + ${n}, ${n})² positions exceed maxPositions = ${max}`, 'maxPositions');
  const B = maxHands + 1;
  if (B ** n > 50_000_000) throw new LimitError(`the side index (${B}^${n}) is too large`);
  const code = (c: readonly number[]): number => {
    let k = 0;
    for (let v = n - 1; v >= 0; v--) k = k * B + c[v]!;
    return k;
  };
  // every count vector with sum ≤ H
  const sides: number[][] = [];
  const cur = new Array<number>(n).fill(0);
  const gen = (v: number, left: number): void => {
    if (v === n) {
      sides.push(cur.slice());
      return;
    }
    for (let c = 0; c <= left; c++) {
      cur[v] = c;
      gen(v + 1, left - c);
    }
    cur[v] = 0;
  }; // depth n ≤ 12: bounded recursion over finger values, not over game depth
  gen(0, maxHands);
  const weight = (c: readonly number[]): number => c.reduce((s, k, v) => s + k * (n - v), 0);
  sides.sort((a, b) => weight(a) - weight(b));
  const S = sides.length;
  const index = new Int32Array(B ** n).fill(-1);
  sides.forEach((c, i) => (index[code(c)] = i));
  const buffer = (bytes: number): ArrayBuffer | SharedArrayBuffer => (threads > 1 ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  const ints = (len: number): Int32Array => new Int32Array(buffer(4 * Math.max(1, len)));
  const maxW = n * maxHands;
  const wStart = ints(maxW + 2);
  for (let w = 0, i = 0; w <= maxW + 1; w++) {
    while (i < S && weight(sides[i]!) < w) i++;
    wStart[w] = i;
  }
  // the sides reached when a hand of x attacks side i (one per distinct defending value), at
  // mFlat[mStart[i·n + x − 1] ..]; the distinct hands of side i at pFlat[pStart[i] ..]
  const mStart = ints(S * n + 1);
  const pStart = ints(S + 1);
  const flatM: number[] = [];
  const flatP: number[] = [];
  sides.forEach((c, i) => {
    pStart[i] = flatP.length;
    for (let v = 1; v <= n; v++) if (c[v - 1]! > 0) flatP.push(v);
    for (let x = 1; x <= n; x++) {
      mStart[i * n + x - 1] = flatM.length;
      for (let v = 1; v <= n; v++) {
        if (c[v - 1] === 0) continue;
        const d = c.slice();
        d[v - 1]!--;
        if (v + x <= n) d[v + x - 1]!++;
        flatM.push(index[code(d)]!);
      }
    }
  });
  mStart[S * n] = flatM.length;
  pStart[S] = flatP.length;
  const mFlat = ints(flatM.length);
  mFlat.set(flatM);
  const pFlat = ints(flatP.length);
  pFlat.set(flatP);
  const T = new Uint8Array(buffer(S * S));
  return { n, maxHands, sides, index, code, data: { T, S, n, wStart, maxW, mStart, mFlat, pStart, pFlat, threads } };
}

function wrap(pre: Prepared): OutcomeTable {
  const { n, maxHands, sides, index, code } = pre;
  const { S, T } = pre.data;
  const at = (c: readonly number[], who: string): number => {
    if (!Array.isArray(c) || c.length !== n || c.some((k) => !Number.isSafeInteger(k) || k < 0)) throw new ValueError(`${who} counts must be ${n} non-negative integers`);
    if (c.reduce((s: number, k: number) => s + k, 0) > maxHands) throw new ValueError(`${who} has more than ${maxHands} hands`);
    return index[code(c)]!;
  };
  return {
    n,
    maxHands,
    sides,
    outcome: (l, r) => OUT[T[at(l, 'Left') * S + at(r, 'Right')]!]!,
    outcomeAt: (i, j) => {
      if (!(Number.isSafeInteger(i) && Number.isSafeInteger(j) && i >= 0 && j >= 0 && i < S && j < S)) throw new ValueError(`side indices must be integers in 0..${S - 1}, got ${shown(i)} and ${shown(j)}`);
      return OUT[T[i * S + j]!]!;
    },
  };
}

/**
 * Conjecture 1 of docs/fingers3/README.md, now a theorem: with finger count 3 and the same number
 * ℓ ≥ 1 of hands on each side, `(x | y)_3` is a P-position exactly when one side is 1^ℓ and the
 * other has no 3 and an odd number of 2s (proved for every ℓ by `partizan/prove`, as a consequence
 * of `FINGERS3_RULE`). Arguments are counts (c_1, c_2, c_3).
 */
export function conjecturedP3(left: readonly number[], right: readonly number[]): boolean {
  for (const [c, arg] of [[left, 'left'], [right, 'right']] as const) {
    if (!Array.isArray(c) || c.length !== 3 || !c.every((x) => Number.isSafeInteger(x) && x >= 0)) throw kindError('conjecturedP3', arg, 'counts [c1, c2, c3] of non-negative integers', c);
  }
  const hands = (c: readonly number[]): number => c[0]! + c[1]! + c[2]!;
  const l = hands(left);
  if (l === 0 || l !== hands(right)) return false;
  const ones = (c: readonly number[]): boolean => c[0] === l;
  const oddTwos = (c: readonly number[]): boolean => c[2] === 0 && c[1]! % 2 === 1;
  return (ones(left) && oddTwos(right)) || (ones(right) && oddTwos(left));
}

/** The worker file of {@link outcomeTableParallel} (dense-worker.ts; `outcome-worker.js` in the package). */
const OUTCOME_WORKER: WorkerFile = { entry: 'outcome-worker', source: './dense-worker.ts', base: import.meta.url };

/** Options of {@link outcomeTableParallel}. */
export interface ParallelOutcomeTableOptions extends OutcomeTableOptions {
  /** Threads in all, this one included (default 2; 1 runs on this thread only). */
  threads?: number;
}

/** What every thread of {@link outcomeTableParallel} reads (typed arrays over SharedArrayBuffers). @internal */
export interface LevelData {
  T: Uint8Array;
  S: number;
  n: number;
  wStart: Int32Array;
  maxW: number;
  mStart: Int32Array;
  mFlat: Int32Array;
  pStart: Int32Array;
  pFlat: Int32Array;
  threads: number;
}

/**
 * Thread `tid`'s share of one level of {@link outcomeTableParallel}. An option of (a, b) has strictly
 * smaller weight on one side, so the positions with one weight sum w(a) + w(b) depend only on
 * smaller sums: each level is split by rows between the threads, and a level starts once every
 * thread has finished the one before (the phases of engine/pool.ts). @internal
 */
export function levelKernel(d: LevelData, tid: number, level: number): void {
  const { T, S, n, wStart, maxW, mStart, mFlat, pStart, pFlat, threads } = d;
  for (let wa = Math.max(0, level - maxW); wa <= Math.min(level, maxW); wa++) {
    const wb = level - wa;
    for (let a = wStart[wa]! + tid; a < wStart[wa + 1]!; a += threads) {
      for (let b = wStart[wb]!; b < wStart[wb + 1]!; b++) {
        let bits = 0;
        for (let i = pStart[a]!; i < pStart[a + 1]! && bits === 0; i++) {
          const m = b * n + pFlat[i]! - 1;
          for (let k = mStart[m]!; k < mStart[m + 1]!; k++) {
            if ((T[a * S + mFlat[k]!]! & 2) === 0) {
              bits = 1;
              break;
            }
          }
        }
        let right = 0;
        for (let i = pStart[b]!; i < pStart[b + 1]! && right === 0; i++) {
          const m = a * n + pFlat[i]! - 1;
          for (let k = mStart[m]!; k < mStart[m + 1]!; k++) {
            if ((T[mFlat[k]! * S + b]! & 1) === 0) {
              right = 2;
              break;
            }
          }
        }
        T[a * S + b] = bits | right;
      }
    }
  }
}

/**
 * {@link outcomeTable} on several threads (worker threads of engine/pool.ts; the table lives in a
 * SharedArrayBuffer): the same table, computed level by level of weight sum. Progress (phase
 * `'levels'`) and the signal are served between levels. Pays for large tables (finger count 3, 30+ hands
 * a side: see docs/chopsticks.md); a worker costs about 50 ms to start.
 */
export async function outcomeTableParallel(n: number, maxHands: number, opts: ParallelOutcomeTableOptions = {}): Promise<OutcomeTable> {
  const threads = opts.threads ?? 2;
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > 64) throw new LimitError(`threads must be an integer in 1..64, got ${clip(threads, 40)}`, 'threads');
  const pre = prepare(n, maxHands, opts, threads);
  const data = pre.data;
  const levels = 2 * data.maxW + 1;
  const pool = threads > 1 ? new WorkerPool(OUTCOME_WORKER, threads - 1, () => data, { name: 'outcome', unref: true }) : undefined;
  try {
    for (let level = 0; level < levels; level++) {
      // let timers and other events run, so an abort requested from this thread can arrive
      if (opts.signal !== undefined) await new Promise<void>((r) => setImmediate(r));
      if (opts.signal?.aborted) throw new AbortError('the outcome table was aborted');
      if (pool) pool.phase(level, () => levelKernel(data, 0, level));
      else levelKernel(data, 0, level);
      opts.onProgress?.({ phase: 'levels', done: level + 1, total: levels, unit: 'levels' });
    }
  } finally {
    await pool?.close();
  }
  return wrap(pre);
}
