/**
 * One hand each: fast values of `(i | j)_n` (Section 2 of the paper).
 *
 * From `(a | b)_n` Left's only option is `(a | a+b)_n` and Right's is `(a+b | b)_n`, or 0 when
 * a + b > n. So every value is `{ L | R }` with one option on each side, and (a, b) only reaches
 * pairs of the Calkin–Wilf tree below it: (a, b) → (a, a+b) and (a+b, b). Two consequences:
 *
 * 1. **Grid by decreasing sum.** Both options of (a, b) have a larger sum, so sweeping sums from
 *    2n down to 2 computes every `(i | j)_n` once ({@link oneHandGrid}). Positions with a + b > n are
 *    `{0 | 0} = *`. Distinct values are few, so `{L | R}` is memoised on the pair of interned options.
 * 2. **Incremental over n.** Going from n − 1 to n changes exactly the positions with a + b = n (their
 *    options (a, n), (n, b) become legal, both `*`, so they turn from `*` into `{* | *} = 0`) and
 *    their ancestors in the tree; every other position keeps its options and their values. Each
 *    pair (a, b) with gcd 1 has a unique parent ((a, b−a) if a < b, (a−b, b) if a > b), so the update
 *    walks up from each changed leaf and stops as soon as a recomputed value is unchanged
 *    ({@link oneHandSweep}). Positions with gcd g > 1 are scaled copies: `(ga | gb)_n = (a | b)_⌊n/g⌋`,
 *    since every follower is a multiple of g and g(a+b) ≤ n iff a + b ≤ ⌊n/g⌋.
 */
import { BoundedCache, registerCache } from '../../engine/cache.js';
import { game } from '../../engine/canonical.js';
import { star, zero } from '../../engine/constructors.js';
import { neg } from '../../engine/arith.js';
import { runAsync, runSync, type Steps } from '../../engine/steps.js';
import { AbortError, clip, LimitError, ValueError } from '../../engine/errors.js';
import { type Game, requireGame } from '../../engine/game.js';
import type { RunOptions } from '../../engine/run.js';
import { requireFunction } from '../../engine/guard.js';
import type { Outcome } from '../../engine/ops.js';

const ID_RANGE = 2 ** 26;
/** Measured (49 B, see docs/architecture.md, "Caches"): a Map entry with a number key. */
const PAIR_BYTES_PER_ENTRY = 50;
/** `{l | r}` by the ids of l and r (key l·2^26 + r); dropping entries only costs time. */
const pairCache = new BoundedCache<number, Game>('chopsticks.oneOption', '{l | r} by the ids of l and r', PAIR_BYTES_PER_ENTRY, 8_000_000);

/** `{ l | r }` canonical, memoised on the ids of two interned games. */
export function oneOption(l: Game, r: Game): Game {
  // the engine's check, not the family's requireShort: this entry must not load the loopy engine
  l = requireGame(l, 'oneOption', 'l');
  r = requireGame(r, 'oneOption', 'r');
  if (l.id >= ID_RANGE || r.id >= ID_RANGE) return game([l], [r]);
  const k = l.id * ID_RANGE + r.id;
  let g = pairCache.get(k);
  if (g === undefined) {
    g = game([l], [r]);
    pairCache.set(k, g);
  }
  return g;
}

/** Largest finger count accepted by the one-hand algorithms (memory grows as n²). */
export const MAX_ONE_HAND_N = 20_000;

function checkN(n: number, what: string, max = MAX_ONE_HAND_N): void {
  if (!Number.isSafeInteger(n) || n < 1) throw new ValueError(`${what} must be an integer in 1..${max}, got ${clip(typeof n === 'number' ? String(n) : typeof n, 40)}`);
  if (n > max) throw new LimitError(`${what} must be at most ${max} (the table has n² cells), got ${n}`);
}

/**
 * The values of every `(i | j)_n` as small indices into a list of distinct values: the value of
 * `(i | j)_n` is `values[index[(i − 1)·n + (j − 1)]]`. One pass over sums from 2n down to 2, with
 * `{L | R}` memoised on the pair of indices (about 900 distinct values for n = 606), so the pass
 * touches each cell once and builds each distinct value once.
 */
export interface OneHandGridIndex {
  /** The finger count. */
  readonly n: number;
  /** Index of the value of `(i | j)_n` at `(i − 1)·n + (j − 1)`. */
  readonly index: Int32Array;
  /** The distinct values (interned games); `values[0]` is `*`. */
  readonly values: readonly Game[];
}

/**
 * The grid's memo, kept across calls: the distinct values met so far (`gridValues[0]` is `*`) and
 * `{L | R}` by the pair of their indices, in a dense table for indices below {@link PAIR_DIM}
 * holding index + 1 (0 = not yet known, so a fresh zero-filled table needs no fill pass) and a Map
 * beyond. Invariant: when `gridPairs[l·PAIR_DIM + r]` is k + 1 > 0, `gridValues[k]` is
 * `{gridValues[l] | gridValues[r]}`.
 */
const PAIR_DIM = 2048;
const gridValues: Game[] = [star];
const gridIndexOf = new Map<Game, number>([[star, 0]]);
/**
 * The outcome of `gridValues[k]` as two bits, 1: it is ≥ 0, 2: it is ≤ 0 (so 0 = N, 1 = L, 2 = R,
 * 3 = P), read off the options: `{L | R} ≥ 0` iff not `R ≤ 0`, and `{L | R} ≤ 0` iff not `L ≥ 0`.
 * (G ≥ 0 means Left wins when Right starts; Right's only start is to R, after which Left wins moving
 * first iff R is not ≤ 0. Symmetrically for ≤ 0.) `*` is N.
 */
const gridOutcomeBits: number[] = [0];
/** The index of the negative of `gridValues[k]` at k, or −1 when not yet known (as long as `gridValues`). */
const gridNegOf: number[] = [0];
const OUTCOME_OF_BITS: readonly Outcome[] = ['N', 'L', 'R', 'P'];
let gridPairs: Int32Array | undefined;
const gridPairsFar = new Map<number, number>();
/** Counts the clears of the memo, so that a pass interrupted by one can tell. */
let gridEpoch = 0;
registerCache({
  name: 'chopsticks.grid',
  holds: 'a distinct value of the one-hand grid, or {L | R} by the indices of L and R',
  bytesPerEntry: 24,
  size: () => gridValues.length - 1 + gridPairsFar.size,
  clear: () => {
    gridValues.length = 1;
    gridOutcomeBits.length = 1;
    gridNegOf.length = 1;
    gridIndexOf.clear();
    gridIndexOf.set(star, 0);
    gridPairs = undefined;
    gridPairsFar.clear();
    gridEpoch++;
  },
});

/** The index of `g` in the memo, adding it with outcome bits `bits` if new. */
function gridIndex(g: Game, bits: number): number {
  let k = gridIndexOf.get(g);
  if (k === undefined) {
    k = gridValues.length;
    gridValues.push(g);
    gridIndexOf.set(g, k);
    gridOutcomeBits.push(bits);
    gridNegOf.push(-1);
  }
  return k;
}

function gridPair(l: number, r: number): number {
  if (l < PAIR_DIM && r < PAIR_DIM) {
    gridPairs ??= new Int32Array(PAIR_DIM * PAIR_DIM);
    const k = gridPairs[l * PAIR_DIM + r]!;
    if (k > 0) return k - 1;
  } else {
    const k = gridPairsFar.get(l * 67108864 + r);
    if (k !== undefined) return k;
  }
  const bits = (gridOutcomeBits[r]! & 2 ? 0 : 1) | (gridOutcomeBits[l]! & 1 ? 0 : 2);
  const k = gridIndex(oneOption(gridValues[l]!, gridValues[r]!), bits);
  if (l < PAIR_DIM && r < PAIR_DIM) gridPairs![l * PAIR_DIM + r] = k + 1;
  else gridPairsFar.set(l * 67108864 + r, k);
  return k;
}

/** {@link oneHandGrid} as indices into the distinct values (no array of n² references). */
export function oneHandGridIndex(n: number): OneHandGridIndex {
  checkN(n, 'the finger count', 5000);
  return runSync(gridSteps(n, {}));
}

/**
 * {@link oneHandGridIndex} that reports progress (phase `'grid'`: the cells filled of the n(n − 1)/2
 * a pass fills) and gives the event loop a turn every 50 ms, so that an AbortSignal aborted by an event (a Cancel button, a message to
 * a Web Worker) stops it with an AbortError.
 */
export async function oneHandGridIndexAsync(n: number, opts: SweepOptions = {}): Promise<OneHandGridIndex> {
  checkN(n, 'the finger count', 5000);
  return runAsync(gridSteps(n, opts));
}

/** {@link oneHandGrid} with progress and an AbortSignal (see {@link oneHandGridIndexAsync}). */
export async function oneHandGridAsync(n: number, opts: SweepOptions = {}): Promise<Game[]> {
  return expandGrid(await oneHandGridIndexAsync(n, opts));
}

/**
 * The index of `−gridValues[k]`, adding it to the memo if new. The negative of a canonical form is
 * canonical (no comparison is made), and its outcome swaps L and R (bits 1 and 2).
 */
function gridNeg(k: number): number {
  const m = gridNegOf[k];
  if (m !== undefined && m >= 0) return m;
  const b = gridOutcomeBits[k]!;
  const x = gridIndex(neg(gridValues[k]!), ((b & 1) << 1) | ((b & 2) >> 1));
  gridNegOf[k] = x;
  gridNegOf[x] = k;
  return x;
}

/**
 * Fills the cells of sum s of a grid for finger count n, whose cells of larger sum are filled. For
 * i ≤ j = s − i, the value index of `(i | j)_n` comes from those of its options `(i | s)_n` and
 * `(s | j)_n`; for i > j it is the negative of `(j | i)_n` (swapping the players swaps the hands:
 * `(j | i)_n = −(i | j)_n`, by induction on the options, Left's `(i | i+j)` mirroring Right's
 * `(i+j | i)`), so only about half the cells need a pair lookup.
 *
 * The loops over cells ({@link fillPairs}, {@link fillNegatives}) are plain functions that only
 * read the memo and stop at the first cell it does not know; that cell's value is made here, and
 * the loop resumes after it. So the code V8 optimises early in a cold process (the loops run
 * 180,000 times for n = 606, the values are made 900 times) holds no call into the engine, which
 * its compiler would otherwise inline into the loop and compile, twice, at a cost of several
 * milliseconds.
 */
function fillSum(idx: Int32Array, n: number, s: number): void {
  gridPairs ??= new Int32Array(PAIR_DIM * PAIR_DIM);
  const half = s >> 1;
  for (let i = fillPairs(idx, n, s, 1); i <= half; i = fillPairs(idx, n, s, i + 1)) {
    const left = (i - 1) * n + (s - 1); // the option (i | s)
    idx[left - i] = gridPair(idx[left]!, idx[(s - 1) * n + (s - i - 1)]!);
  }
  const end = s - half;
  for (let j = fillNegatives(idx, n, s, 1); j < end; j = fillNegatives(idx, n, s, j + 1)) {
    idx[(s - j - 1) * n + (j - 1)] = gridNeg(idx[(j - 1) * n + (s - j - 1)]!);
  }
}

/**
 * The cells (i | s − i)_n of sum s for i from `i0` to s/2 whose value the pair memo knows, filled
 * in order; returns the first i it does not know (a pair not yet met, or indices past the dense
 * table), or s/2 + 1 when every cell is filled.
 */
function fillPairs(idx: Int32Array, n: number, s: number, i0: number): number {
  const pairs = gridPairs!;
  const half = s >> 1;
  for (let i = i0, left = (i0 - 1) * n + (s - 1), down = (s - 1) * n + (s - i0 - 1); i <= half; i++, left += n, down--) {
    // left = (i − 1)·n + (s − 1): the option (i | s); down = (s − 1)·n + (j − 1): the option (s | j)
    const l = idx[left]!;
    const r = idx[down]!;
    if (l >= PAIR_DIM || r >= PAIR_DIM) return i;
    const k = pairs[l * PAIR_DIM + r]!;
    if (k === 0) return i;
    idx[left - i] = k - 1;
  }
  return half + 1;
}

/**
 * The cells (i | j)_n of sum s with i = s − j > j, for j from `j0` on, as the negatives of the
 * cells (j | i)_n whose negative the memo knows, filled in order; returns the first j whose
 * negative it does not know, or s − s/2 when every cell is filled.
 */
function fillNegatives(idx: Int32Array, n: number, s: number, j0: number): number {
  const end = s - (s >> 1);
  const negOf = gridNegOf;
  for (let j = j0; j < end; j++) {
    const m = negOf[idx[(j - 1) * n + (s - j - 1)]!]!;
    if (m < 0) return j;
    idx[(s - j - 1) * n + (j - 1)] = m;
  }
  return end;
}

/**
 * The pass over sums n down to 2 of {@link oneHandGridIndex}, yielding after each sum. With
 * `renumber`, the grid's values are renumbered densely (the memo holds those of every n met so far);
 * without, `values` is a copy of the whole memo list. A {@link clearCaches} between two steps empties
 * the memo under the pass: the pass then starts again from sum n.
 */
function* gridSteps(n: number, opts: SweepOptions, renumber = true): Generator<void, OneHandGridIndex | OneHandGridOutcomes, void> {
  const idx = new Int32Array(n * n); // 0 = star: every a + b > n stays *
  let epoch = gridEpoch;
  // progress in cells: the pass fills s − 1 cells at sum s (half by lookups, half as negatives)
  const total = (n * (n - 1)) / 2;
  let done = 0;
  for (let s = n; s >= 2; s--) {
    if (epoch !== gridEpoch) {
      // the memo was cleared during a yield: the indices in idx are stale
      idx.fill(0);
      epoch = gridEpoch;
      s = n;
      done = 0;
    }
    fillSum(idx, n, s);
    done += s - 1;
    opts.onProgress?.({ phase: 'grid', done, total, unit: 'cells' });
    if (opts.signal?.aborted) throw new AbortError('Table 1 was aborted');
    yield;
  }
  if (epoch !== gridEpoch) return yield* gridSteps(n, opts, renumber);
  return renumber ? renumbered(n, idx) : { n, index: idx, values: gridValues.slice(), outcomes: gridOutcomeBits.map((b) => OUTCOME_OF_BITS[b]!) };
}

/** A grid with the outcome of each of its values: `outcomes[k]` is the outcome of `values[k]`. */
export interface OneHandGridOutcomes extends OneHandGridIndex {
  /** The outcome class of each value. */
  readonly outcomes: readonly Outcome[];
}

/** The grid with its values renumbered densely, in order of first appearance (`*` first). */
function renumbered(n: number, idx: Int32Array): OneHandGridIndex {
  const used = new Int32Array(gridValues.length).fill(-1);
  const values: Game[] = [star];
  used[0] = 0;
  for (let k = 0; k < idx.length; k++) {
    const v = idx[k]!;
    let u = used[v]!;
    if (u < 0) {
      u = used[v] = values.length;
      values.push(gridValues[v]!);
    }
    idx[k] = u;
  }
  return { n, index: idx, values };
}

/**
 * The steps (run by `runSync` or `runAsync`) of the grid of {@link oneHandGridIndex} whose `values`
 * may also hold values of other grids (no renumbering pass), with the outcome of each value: for
 * `table1`, which only reads `values[index[k]]` and `outcomes[index[k]]`.
 */
export function looseGridSteps(n: number, opts: SweepOptions = {}): Steps<OneHandGridOutcomes> {
  checkN(n, 'the finger count', 5000);
  return gridSteps(n, opts, false) as Steps<OneHandGridOutcomes>;
}

/**
 * Every value `(i | j)_n`, 1 ≤ i, j ≤ n, in a flat array: the value of `(i | j)_n` is at index
 * `(i − 1)·n + (j − 1)`. One pass over sums from 2n down to 2 ({@link oneHandGridIndex}).
 */
export function oneHandGrid(n: number): Game[] {
  return expandGrid(oneHandGridIndex(n));
}

/** The grid as a flat array of games. */
function expandGrid({ index, values }: OneHandGridIndex): Game[] {
  const V = new Array<Game>(index.length);
  for (let k = 0; k < index.length; k++) V[k] = values[index[k]!]!;
  return V;
}

/**
 * Options of {@link oneHandSweep} and the grids: run control ({@link RunOptions}; the sweep reports
 * phase `'sweep'` after each finger count n of maxN, whose steps grow with n; the grid, phase
 * `'grid'`, in cells) and a callback per step.
 */
export interface SweepOptions extends RunOptions {
  /**
   * Called after each finger count n with the number of positions whose value changed at that step
   * (the φ(n) new leaves and the ancestors whose value changed): the work of the step is this plus
   * one lookup per leaf chain.
   */
  onStep?: (n: number, changed: number) => void;
}

/**
 * Sweeps the finger count n = 1, 2, …, maxN, keeping the values of every `(a | b)_n` with gcd(a, b)
 * = 1 up to date by the incremental rule above, and calls `visit(n, at)` after each n, where
 * `at(a, b)` is the value of `(a | b)_n` (a, b ≤ n, coprime). The work per step is the ancestors of
 * the φ(n) changed leaves, cut off where a value stops changing.
 */
export function oneHandSweep(maxN: number, visit: (n: number, at: (a: number, b: number) => Game) => void, opts: SweepOptions = {}): void {
  checkN(maxN, 'the largest finger count');
  requireFunction(visit, 'oneHandSweep', 'visit');
  runSync(sweepSteps(maxN, visit, opts));
}

/**
 * {@link oneHandSweep} that gives the event loop a turn every `sliceMs` milliseconds (default 50),
 * so a signal aborted by an event (a Cancel button, a message to a Web Worker) stops it.
 */
export async function oneHandSweepAsync(
  maxN: number,
  visit: (n: number, at: (a: number, b: number) => Game) => void,
  opts: SweepOptions & { sliceMs?: number } = {},
): Promise<void> {
  checkN(maxN, 'the largest finger count');
  requireFunction(visit, 'oneHandSweepAsync', 'visit');
  await runAsync(sweepSteps(maxN, visit, opts), opts.sliceMs);
}

/** The sweep, yielding after each finger count (the drivers are in src/engine/steps.ts). */
function* sweepSteps(maxN: number, visit: (n: number, at: (a: number, b: number) => Game) => void, opts: SweepOptions): Generator<void, void, void> {
  const W = maxN + 1;
  // values as small indices into `vals` (4 bytes a position instead of a pointer)
  const vals: Game[] = [star, zero];
  const idx = new Map<Game, number>([[star, 0], [zero, 1]]);
  const pairIdx = new Map<number, number>(); // (index of L, index of R) → index of {L | R}
  const V = new Int32Array(W * W); // 0 = star
  const at = (a: number, b: number): Game => vals[V[a * W + b]!]!;
  for (let n = 1; n <= maxN; n++) {
    let changed = 0;
    for (let a = 1; a < n; a++) {
      let b = n - a;
      if (gcd(a, b) !== 1) continue;
      V[a * W + b] = 1; // {(a|n) | (n|b)} = {* | *} = 0
      changed++;
      // walk up the Calkin–Wilf tree while values change
      let x = a;
      while (x !== b) {
        if (x < b) b -= x;
        else x -= b;
        const s = x + b;
        const pk = V[x * W + s]! * 2 ** 26 + V[s * W + b]!;
        let k = pairIdx.get(pk);
        if (k === undefined) {
          const g = oneOption(vals[V[x * W + s]!]!, vals[V[s * W + b]!]!);
          k = idx.get(g);
          if (k === undefined) {
            k = vals.length;
            vals.push(g);
            idx.set(g, k);
          }
          pairIdx.set(pk, k);
        }
        const i = x * W + b;
        if (V[i] === k) break;
        V[i] = k;
        changed++;
      }
    }
    opts.onStep?.(n, changed);
    visit(n, at);
    opts.onProgress?.({ phase: 'sweep', done: n, total: maxN, unit: 'n' });
    if (opts.signal?.aborted) throw new AbortError('the sweep was aborted');
    yield;
  }
}

/** Greatest common divisor of two safe integers (gcd(a, 0) = |a|); anything else is a ValueError. */
export function gcd(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    const show = (x: unknown): string => (typeof x === 'number' ? clip(x) : `a ${typeof x}`);
    throw new ValueError(`gcd takes two safe integers, got ${show(a)} and ${show(b)}`);
  }
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
