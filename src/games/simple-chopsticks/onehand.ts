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
import { runAsync, runSync } from '../../engine/steps.js';
import { AbortError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';

const ID_RANGE = 2 ** 26;
/** Measured (49 B, see docs/architecture.md, "Caches"): a Map entry with a number key. */
const PAIR_BYTES_PER_ENTRY = 50;
/** `{l | r}` by the ids of l and r (key l·2^26 + r); dropping entries only costs time. */
const pairCache = new BoundedCache<number, Game>('chopsticks.oneOption', '{l | r} by the ids of l and r', PAIR_BYTES_PER_ENTRY, 8_000_000);

/** `{ l | r }` canonical, memoised on the ids of two interned games. */
export function oneOption(l: Game, r: Game): Game {
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
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new RangeError(`${what} must be an integer in 1..${max}, got ${String(n)}`);
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
let gridPairs: Int32Array | undefined;
const gridPairsFar = new Map<number, number>();
registerCache({
  name: 'chopsticks.grid',
  holds: 'a distinct value of the one-hand grid, or {L | R} by the indices of L and R',
  bytesPerEntry: 24,
  size: () => gridValues.length - 1 + gridPairsFar.size,
  clear: () => {
    gridValues.length = 1;
    gridIndexOf.clear();
    gridIndexOf.set(star, 0);
    gridPairs = undefined;
    gridPairsFar.clear();
  },
});

function gridPair(l: number, r: number): number {
  if (l < PAIR_DIM && r < PAIR_DIM) {
    gridPairs ??= new Int32Array(PAIR_DIM * PAIR_DIM);
    const k = gridPairs[l * PAIR_DIM + r]!;
    if (k > 0) return k - 1;
  } else {
    const k = gridPairsFar.get(l * 67108864 + r);
    if (k !== undefined) return k;
  }
  const g = oneOption(gridValues[l]!, gridValues[r]!);
  let k = gridIndexOf.get(g);
  if (k === undefined) {
    k = gridValues.length;
    gridValues.push(g);
    gridIndexOf.set(g, k);
  }
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
 * {@link oneHandGridIndex} that reports progress (`onProgress(sumsDone, n − 1)`) and gives the event
 * loop a turn every 50 ms, so that an AbortSignal aborted by an event (a Cancel button, a message to
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

/** The pass over sums n down to 2 of {@link oneHandGridIndex}, yielding after each sum. */
function* gridSteps(n: number, opts: SweepOptions): Generator<void, OneHandGridIndex, void> {
  const idx = new Int32Array(n * n); // 0 = star: every a + b > n stays *
  for (let s = n; s >= 2; s--) {
    for (let i = 1; i < s; i++) {
      const j = s - i;
      // options (i | s) and (s | j), both of larger sum (when s = n, sum > n: * at index 0)
      idx[(i - 1) * n + (j - 1)] = gridPair(idx[(i - 1) * n + (s - 1)]!, idx[(s - 1) * n + (j - 1)]!);
    }
    opts.onProgress?.(n - s + 1, n - 1);
    if (opts.signal?.aborted) throw new AbortError('Table 1 was aborted');
    yield;
  }
  // the values of this grid, renumbered densely (the memo holds those of every n met so far)
  const used = new Int32Array(gridValues.length).fill(-1);
  const values: Game[] = [];
  used[0] = 0;
  values.push(star);
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

/** Options of {@link oneHandSweep}. */
export interface SweepOptions {
  /** Called after each finger count with (n, maxN). */
  onProgress?: (n: number, maxN: number) => void;
  /** Cancels the sweep with an AbortError. */
  signal?: AbortSignal;
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
    opts.onProgress?.(n, maxN);
    if (opts.signal?.aborted) throw new AbortError('the sweep was aborted');
    yield;
  }
}

/** Greatest common divisor of positive integers. */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
