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
import { runAsync, runSync } from '../../engine/steps.js';
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
  return pairValue(requireGame(l, 'oneOption', 'l'), requireGame(r, 'oneOption', 'r'));
}

/** {@link oneOption} of two games known to be games. */
function pairValue(l: Game, r: Game): Game {
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
 * `(i | j)_n` is `values[index[(i − 1)·n + (j − 1)]]`. One pass over sums from 2n down to 2 that
 * gives each cell its form `{L | R}` (memoised on the pair of forms), then each form's value, made
 * once (about 9,600 forms and 881 distinct values for n = 606).
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
 * The grid's memo, kept across calls: the **forms** met so far. A form is `{L | R}` with one option a
 * side, each option a form itself, and form 0 is `*` (every `(a | b)_n` with a + b > n). Forms are
 * kept as structure, not as values: form k is the pair (`L[k]`, `R[k]`), hash-consed (one
 * form per pair), its outcome is read off its options' outcomes as it is made, and its canonical
 * value (an interned `Game`) is made only when it is first read ({@link formValue}). So the pass
 * over the grid runs no canonical simplification and no comparison: two forms may have one value
 * (about 9,600 forms for n = 606 against 881 distinct values), which only the values tell.
 *
 * Invariants: the forms of every form's options are older than it; every form's negative
 * `{−R | −L}` is a form (`neg`, both ways; made with it, flagged in `mirror`, so its value is the
 * negative of the other's, with no simplification); `values[k]` is undefined or the canonical value
 * of form k; the table `slots` holds k + 1 for every form k at the slot of its pair (0 = empty), at
 * most half full. Entries, once written, never change; a clear starts a new memo.
 */
export interface FormMemo {
  readonly L: Int32Array;
  readonly R: Int32Array;
  readonly neg: Int32Array;
  /**
   * The outcome of form k as two bits, 1: it is ≥ 0, 2: it is ≤ 0 (so 0 = N, 1 = L, 2 = R, 3 = P),
   * read off the options: `{L | R} ≥ 0` iff not `R ≤ 0`, and `{L | R} ≤ 0` iff not `L ≥ 0`. (G ≥ 0
   * means Left wins when Right starts; Right's only start is to R, after which Left wins moving
   * first iff R is not ≤ 0. Symmetrically for ≤ 0.) `*` is N.
   */
  readonly bits: Uint8Array;
  /** 1 where the form was made as the negative of form `neg[k]` (its value is that one's negative). */
  readonly mirror: Uint8Array;
  readonly values: (Game | undefined)[];
}

// The memo lives in module variables (read into locals by the loops); a clear and a growth put new
// arrays in them, so a grid handed out keeps reading the arrays it was given (`memoNow`). The first
// capacity holds the forms of n = 700 (about 12,000) with no growth.
const FIRST_FORMS = 1 << 14;
let formL = new Int32Array(FIRST_FORMS);
let formR = new Int32Array(FIRST_FORMS);
let formNeg = new Int32Array(FIRST_FORMS);
let formBits = new Uint8Array(FIRST_FORMS);
let formMirror = new Uint8Array(FIRST_FORMS);
let formValues: (Game | undefined)[] = [star];
let formCount = 1;
/** k + 1 for each form k at the slot of its pair (0 = empty); at most half full. */
let formSlots = new Int32Array(2 * FIRST_FORMS);
/** 32 − log2(formSlots.length). */
let formShift = 32 - Math.log2(2 * FIRST_FORMS);
const OUTCOME_OF_BITS: readonly Outcome[] = ['N', 'L', 'R', 'P'];
/** Counts the clears of the memo, so that a pass interrupted by one can tell. */
let gridEpoch = 0;
registerCache({
  name: 'chopsticks.grid',
  holds: 'a form {L | R} of the one-hand grid by the forms of L and R, with its value once read',
  bytesPerEntry: 40,
  size: () => formCount - 1,
  clear: () => {
    formL = new Int32Array(FIRST_FORMS);
    formR = new Int32Array(FIRST_FORMS);
    formNeg = new Int32Array(FIRST_FORMS);
    formBits = new Uint8Array(FIRST_FORMS);
    formMirror = new Uint8Array(FIRST_FORMS);
    formValues = [star];
    formCount = 1;
    formSlots = new Int32Array(2 * FIRST_FORMS);
    formShift = 32 - Math.log2(2 * FIRST_FORMS);
    gridEpoch++;
  },
});

/** The memo's arrays as they are now (valid for every form made so far, whatever comes later). */
function memoNow(): FormMemo {
  return { L: formL, R: formR, neg: formNeg, bits: formBits, mirror: formMirror, values: formValues };
}

/** The slot of the pair (l, r) (Fibonacci hashing; linear probing; written out in {@link fillPairs}). */
function formHash(l: number, r: number): number {
  return (Math.imul(Math.imul(l, 0x01000193) ^ r, 0x9e3779b1) >>> formShift) & (formSlots.length - 1);
}

/** Stores form k in `formSlots` (not there yet). */
function slotForm(k: number): void {
  const mask = formSlots.length - 1;
  let h = formHash(formL[k]!, formR[k]!);
  while (formSlots[h] !== 0) h = (h + 1) & mask;
  formSlots[h] = k + 1;
}

function grown<A extends Int32Array | Uint8Array>(a: A): A {
  const b = new (a.constructor as new (n: number) => A)(a.length * 2);
  b.set(a);
  return b;
}

/** Room for two more forms: the arrays doubled, the slots doubled and filled again, when full. */
function roomForTwo(): void {
  if (formCount + 2 > formL.length) {
    formL = grown(formL);
    formR = grown(formR);
    formNeg = grown(formNeg);
    formBits = grown(formBits);
    formMirror = grown(formMirror);
  }
  if (2 * (formCount + 2) > formSlots.length) {
    formSlots = new Int32Array(formSlots.length * 2);
    formShift--;
    for (let k = 1; k < formCount; k++) slotForm(k);
  }
}

/** Appends the form (l, r) (room made) and slots it; its index. */
function pushForm(l: number, r: number, bits: number, mirror: number): number {
  const k = formCount++;
  formL[k] = l;
  formR[k] = r;
  formBits[k] = bits;
  formMirror[k] = mirror;
  formValues.push(undefined);
  slotForm(k);
  return k;
}

/** The form `{l | r}` of two forms, not in the memo yet, made with its negative. */
function makeForm(l: number, r: number): number {
  roomForTwo();
  const bits = (formBits[r]! & 2 ? 0 : 1) | (formBits[l]! & 1 ? 0 : 2);
  const k = pushForm(l, r, bits, 0);
  // its negative {−r | −l}: new too (were it a form, its negative, this one, would be one), or itself
  const nl = formNeg[r]!;
  const nr = formNeg[l]!;
  if (nl === l && nr === r) {
    formNeg[k] = k;
    return k;
  }
  const x = pushForm(nl, nr, ((bits & 1) << 1) | ((bits & 2) >> 1), 1);
  formNeg[k] = x;
  formNeg[x] = k;
  return k;
}

/**
 * The canonical value of form k of memo m (an interned game), made on first read from its options'
 * values (`{l | r}` through {@link oneOption}, or the negative of its mirror's), on an explicit stack.
 */
function formValue(m: FormMemo, k: number): Game {
  const values = m.values;
  const known = values[k];
  if (known !== undefined) return known;
  const stack = [k];
  while (stack.length > 0) {
    const x = stack[stack.length - 1]!;
    if (values[x] !== undefined) {
      stack.pop();
      continue;
    }
    if (m.mirror[x]) {
      const v = values[m.neg[x]!];
      if (v === undefined) stack.push(m.neg[x]!);
      else values[x] = neg(v);
      continue;
    }
    const l = values[m.L[x]!];
    const r = values[m.R[x]!];
    if (l === undefined) stack.push(m.L[x]!);
    if (r === undefined) stack.push(m.R[x]!);
    if (l !== undefined && r !== undefined) values[x] = pairValue(l, r);
  }
  return values[k]!;
}

/** {@link oneHandGridIndex} as indices into the distinct values (no array of n² references). */
export function oneHandGridIndex(n: number): OneHandGridIndex {
  checkN(n, 'the finger count', 5000);
  return runSync(gridSteps(n, {})) as OneHandGridIndex;
}

/**
 * {@link oneHandGridIndex} that reports progress (phase `'grid'`: the cells filled of the n(n − 1)/2
 * a pass fills) and gives the event loop a turn every 50 ms, so that an AbortSignal aborted by an event (a Cancel button, a message to
 * a Web Worker) stops it with an AbortError.
 */
export async function oneHandGridIndexAsync(n: number, opts: SweepOptions = {}): Promise<OneHandGridIndex> {
  checkN(n, 'the finger count', 5000);
  return (await runAsync(gridSteps(n, opts))) as OneHandGridIndex;
}

/** {@link oneHandGrid} with progress and an AbortSignal (see {@link oneHandGridIndexAsync}). */
export async function oneHandGridAsync(n: number, opts: SweepOptions = {}): Promise<Game[]> {
  return expandGrid(await oneHandGridIndexAsync(n, opts));
}

/**
 * Fills the cells (i | s − i)_n, i ≤ s − i, of sum s of a grid for finger count n whose cells of
 * larger sum are filled, i ≤ j alone: the form of `(i | j)_n` is `{(i | s)_n | (s | j)_n}`, and
 * `(s | j)_n` is the negative of `(j | s)_n` (swapping the players swaps the hands: `(j | i)_n =
 * −(i | j)_n`, by induction on the options, Left's `(i | i+j)` mirroring Right's `(i+j | i)`), whose
 * form's negative the memo holds with it. The cells with i > j are left as they are.
 *
 * The loop over cells ({@link fillPairs}) only reads the memo and stops at the first cell whose form
 * is new; that form is made here, and the loop resumes after it. So the code V8 optimises early in a
 * cold process (the loop runs 92,000 times for n = 606, forms are made 4,800 times) stays small and
 * calls nothing.
 */
function fillSum(idx: Int32Array, n: number, s: number): void {
  const half = s >> 1;
  for (let i = fillPairs(idx, n, s, 1); i <= half; i = fillPairs(idx, n, s, i + 1)) {
    const left = (i - 1) * n + (s - 1); // the option (i | s); (s | j) is −(j | s)
    idx[left - i] = makeForm(idx[left]!, formNeg[idx[(s - i - 1) * n + (s - 1)]!]!);
  }
}

/**
 * The cells (i | s − i)_n of sum s for i from `i0` to s/2 whose form the memo holds, filled in
 * order; returns the first i whose form is new, or s/2 + 1 when every cell is filled.
 */
function fillPairs(idx: Int32Array, n: number, s: number, i0: number): number {
  const slots = formSlots;
  const mask = slots.length - 1;
  const shift = formShift;
  const L = formL;
  const R = formR;
  const negs = formNeg;
  const half = s >> 1;
  for (let i = i0, left = (i0 - 1) * n + (s - 1), down = (s - i0 - 1) * n + (s - 1); i <= half; i++, left += n, down -= n) {
    // left = (i − 1)·n + (s − 1): the option (i | s); down = (j − 1)·n + (s − 1): (j | s), whose
    // negative is the option (s | j)
    const l = idx[left]!;
    const r = negs[idx[down]!]!;
    // linear probing from the pair's slot (Fibonacci hashing); the first step is taken every time
    let h = (Math.imul(Math.imul(l, 0x01000193) ^ r, 0x9e3779b1) >>> shift) - 1;
    let k: number;
    do {
      h = (h + 1) & mask;
      k = slots[h]! - 1;
    } while (k >= 0 && (L[k] !== l || R[k] !== r));
    if (k < 0) return i;
    idx[left - i] = k;
  }
  return half + 1;
}

/**
 * The pass over sums n down to 2 of {@link oneHandGridIndex}, yielding after each sum. With
 * `renumber`, the grid's values are made and renumbered densely (the memo holds the forms of every
 * n met so far); without, the grid of forms is handed out as it is ({@link OneHandGridForms}). A
 * {@link clearCaches} between two steps empties the memo under the pass: the pass then starts again
 * from sum n.
 */
function* gridSteps(n: number, opts: SweepOptions, renumber = true): Generator<void, OneHandGridIndex | OneHandGridForms, void> {
  const idx = new Int32Array(n * n); // 0 = star: every a + b > n stays *
  let epoch = gridEpoch;
  // progress in cells: the s − 1 cells of sum s are done at once (half looked up, half their negatives)
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
  const m = memoNow();
  if (renumber) {
    fillMirror(idx, n, m.neg);
    return renumbered(n, idx, m);
  }
  return { n, index: idx, memo: m, forms: m.values.length, values: undefined, outcomes: undefined };
}

/** The cells (i | j)_n with i > j of a grid whose cells i ≤ j are filled: the negatives of (j | i)_n. */
function fillMirror(idx: Int32Array, n: number, negs: Int32Array): void {
  for (let i = 1; i < n; i++) for (let p = i * n, q = i, end = p + i; p < end; p++, q += n) idx[p] = negs[idx[q]!]!;
}

/**
 * The grid as forms of the memo, for `table1`: the form of `(i | j)_n` is `index[(i − 1)·n + (j − 1)]`
 * for i ≤ j. At the first read ({@link gridReady}) the cells i > j are filled and the values and
 * outcomes of the forms are set out, by form, in `values` and `outcomes`.
 */
export interface OneHandGridForms {
  /** The finger count. */
  readonly n: number;
  /** The form of `(i | j)_n` at `(i − 1)·n + (j − 1)` (for i > j once ready). */
  readonly index: Int32Array;
  /** The memo's arrays when the grid was made (they hold every form of the grid). */
  readonly memo: FormMemo;
  /** The number of forms in the memo when the grid was made (the grid's forms are below it). */
  readonly forms: number;
  /** The value of each form, once ready. */
  values: readonly Game[] | undefined;
  /** The outcome of each form, once ready. */
  outcomes: readonly Outcome[] | undefined;
}

/**
 * Makes the grid ready to read: the cells i > j filled (the negatives of the cells j < i), the values
 * of its forms made in the order the forms were made (so a form's options, and a mirror's other
 * form, come before it), and the outcomes of its forms listed.
 */
export function gridReady(grid: OneHandGridForms): OneHandGridForms {
  if (grid.values !== undefined) return grid;
  const m = grid.memo;
  fillMirror(grid.index, grid.n, m.neg);
  const values = m.values;
  const outcomes = new Array<Outcome>(grid.forms);
  outcomes[0] = 'N';
  for (let k = 1, end = grid.forms; k < end; k++) {
    outcomes[k] = OUTCOME_OF_BITS[m.bits[k]!]!;
    if (values[k] !== undefined) continue;
    values[k] = m.mirror[k] ? neg(values[m.neg[k]!]!) : pairValue(values[m.L[k]!]!, values[m.R[k]!]!);
  }
  grid.outcomes = outcomes;
  grid.values = values as readonly Game[];
  return grid;
}

/** The grid with its values renumbered densely, in order of first appearance (`*` first). */
function renumbered(n: number, idx: Int32Array, m: FormMemo): OneHandGridIndex {
  const used = new Int32Array(formCount).fill(-1);
  const values: Game[] = [star];
  const indexOf = new Map<Game, number>([[star, 0]]);
  used[0] = 0;
  for (let k = 0; k < idx.length; k++) {
    const v = idx[k]!;
    let u = used[v]!;
    if (u < 0) {
      const g = formValue(m, v);
      u = indexOf.get(g) ?? -1;
      if (u < 0) {
        u = values.length;
        values.push(g);
        indexOf.set(g, u);
      }
      used[v] = u;
    }
    idx[k] = u;
  }
  return { n, index: idx, values };
}

/**
 * The grid of {@link oneHandGridIndex} as forms of the memo (no renumbering pass, no value made
 * before it is read): for `table1`.
 */
export function oneHandGridForms(n: number): OneHandGridForms {
  checkN(n, 'the finger count', 5000);
  return runSync(gridSteps(n, {}, false)) as OneHandGridForms;
}

/** {@link oneHandGridForms} with progress and an AbortSignal (see {@link oneHandGridIndexAsync}). */
export async function oneHandGridFormsAsync(n: number, opts: SweepOptions & { sliceMs?: number } = {}): Promise<OneHandGridForms> {
  checkN(n, 'the finger count', 5000);
  return (await runAsync(gridSteps(n, opts, false), opts.sliceMs)) as OneHandGridForms;
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
