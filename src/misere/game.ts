/**
 * Misère canonical forms of impartial games (Conway, *On Numbers and Games*, ch. 12; Siegel,
 * *Combinatorial Game Theory*, ch. V.1).
 *
 * In misère play the player who cannot move wins. Two impartial games G and H are equal when
 * G + X and H + X have the same misère outcome for every impartial X. The only simplification is
 * the Grundy–Smith rule: an option G′ that has an option equal to G may be removed (the
 * *reversible* options), except that all options may be removed (leaving 0) only when G is a
 * misère N-position (the *proviso*). Conway proved that a game with no such option is in simplest
 * form and that two simplest forms of one value are identical; this module builds them.
 *
 * Invariants kept by this module:
 * - every {@link MisereGame} is in misère canonical form and is the only object with its value
 *   (interned), so `===` is misère equality;
 * - a game's `options` are canonical and distinct, listed in creation order (see `order.ts` for
 *   CGSuite's order of print);
 * - the intern table is never cleared; the memo tables of sums, mates and differences are caches
 *   (clearing them only costs time).
 */
import { BoundedCache } from '../engine/cache.js';
import { call, run, type Task } from './trampoline.js';
import { requireInt, requireIterable } from '../engine/guard.js';
import { requireCallback, requireMisere, requireMisereList } from './guard.js';

let nextId = 0;

/**
 * An impartial game in misère canonical form. Obtain games from {@link misereGame},
 * {@link misereNim}, {@link misereSum} or the parser; never construct one directly.
 */
export class MisereGame {
  /** A unique identifier (creation order within one process). */
  readonly id: number;
  /** The canonical options, in creation order. */
  readonly options: readonly MisereGame[];
  /** The birthday of the canonical form (0 for 0). */
  readonly birthday: number;
  /** The normal-play nim value g⁺ (the mex of the options' nim values). */
  readonly nimValue: number;
  /**
   * The misère nim value g⁻: 1 for 0, else the mex of the options' misère nim values. G is a
   * misère P-position exactly when it is 0.
   */
  readonly misereNimValue: number;
  /** @internal the ids of the options */ _ids: Set<number> | undefined;
  /** @internal G + * */ _plusStar: MisereGame | undefined;
  /** @internal cached phylum (see phylum.ts) */ _phylum: number;
  /** @internal cached genus (see genus.ts) */ _genus: unknown;
  /** @internal rank among CGSuite's early games, or -1 (see order.ts) */ _early: number;

  /** @internal */
  constructor(options: readonly MisereGame[]) {
    this.id = nextId++;
    this.options = options;
    let b = 0;
    const plus: number[] = [];
    const minus: number[] = [];
    for (const o of options) {
      if (o.birthday + 1 > b) b = o.birthday + 1;
      plus.push(o.nimValue);
      minus.push(o.misereNimValue);
    }
    this.birthday = b;
    this.nimValue = mexOf(plus);
    this.misereNimValue = options.length === 0 ? 1 : mexOf(minus);
    this._ids = undefined;
    this._plusStar = undefined;
    this._phylum = -1;
    this._genus = undefined;
    this._early = -1;
  }

  /** The ids of the options, as a set. */
  get optionIds(): Set<number> {
    return (this._ids ??= new Set(this.options.map((o) => o.id)));
  }

  /** True when `h` is one of this game's options. */
  hasOption(h: MisereGame): boolean {
    return this.optionIds.has(h.id);
  }

  /** The misère outcome: `'P'` (the player to move loses) or `'N'` (the player to move wins). */
  get outcome(): 'P' | 'N' {
    return this.misereNimValue === 0 ? 'P' : 'N';
  }

  /** CGSuite's text of the canonical form (`*[2#0]`); installed by `print.ts`. */
  toString(): string {
    return printer(this);
  }
}

let printer: (g: MisereGame) => string = (g) => `MisereGame#${g.id}`;

/** @internal installs the printer (print.ts), so that every MisereGame prints in CGSuite's notation. */
export function setMiserePrinter(p: (g: MisereGame) => string): void {
  printer = p;
}

/** The least non-negative integer not in `xs`. */
export function mex(xs: Iterable<number>): number {
  return mexOf(requireIterable<number>(xs, 'mex', 'xs'));
}

/** @internal {@link mex} without the check at the door, for the inner paths. */
export function mexOf(xs: Iterable<number>): number {
  const s = new Set(xs);
  let m = 0;
  while (s.has(m)) m++;
  return m;
}

const intern = new Map<string, MisereGame>();

/** @internal the key of a set of options: their ids, sorted. */
function keyOf(sorted: readonly MisereGame[]): string {
  let k = '';
  for (let i = 0; i < sorted.length; i++) k += (i === 0 ? '' : ',') + sorted[i]!.id;
  return k;
}

/** Non-canonical option sets already simplified, by key: a cache of derived facts. */
const reduced = new BoundedCache<string, MisereGame>('misere.reduce', 'the misère canonical form of a set of canonical options that simplified', 120, 2_000_000);

/** The number of misère canonical forms interned so far. */
export function misereInternedCount(): number {
  return intern.size;
}

/**
 * The misère canonical form of the game whose options are `options` (canonical games; order and
 * repetitions do not matter). Implements the Grundy–Smith simplification: the result K is the
 * grandchild of G, if any, whose options are exactly the options of G that do not have K as an
 * option (with K = 0 allowed only when G is a misère N-position); otherwise G is canonical.
 */
export function misereGame(options: Iterable<MisereGame>): MisereGame {
  const byId = new Map<number, MisereGame>();
  for (const o of requireMisereList(options, 'misereGame', 'options')) byId.set(o.id, o);
  const sorted = [...byId.values()].sort((a, b) => a.id - b.id);
  const key = keyOf(sorted);
  const hit = intern.get(key) ?? reduced.get(key);
  if (hit !== undefined) return hit;
  // count, for every grandchild K, how many options have K as an option
  const count = new Map<MisereGame, number>();
  let someP = false;
  for (const o of sorted) {
    if (o.misereNimValue === 0) someP = true;
    for (const k of o.options) count.set(k, (count.get(k) ?? 0) + 1);
  }
  for (const [k, c] of count) {
    if (sorted.length - c !== k.options.length) continue;
    if (k.options.length === 0 && !someP) continue; // the proviso
    let ok = true;
    for (const ko of k.options) {
      if (!byId.has(ko.id)) {
        ok = false;
        break;
      }
    }
    if (ok) {
      reduced.set(key, k);
      return k;
    }
  }
  const g = new MisereGame(sorted);
  intern.set(key, g);
  return g;
}

/** The game 0 (no options). */
export const misereZero: MisereGame = misereGame([]);
/** The game * = {0}. */
export const misereStar: MisereGame = misereGame([misereZero]);

const nimHeaps: MisereGame[] = [misereZero, misereStar];

/**
 * The largest nim heap {@link misereNim} builds: *n holds its n options, so the heaps up to *n
 * hold n²/2 references and keys (*1024: half a million, about a second on a loaded machine;
 * *20000 would need gigabytes).
 */
export const MAX_MISERE_NIM = 1024;

/**
 * The nim heap *n = {0, *, …, *(n−1)}, canonical in misère play too.
 * @throws ValueError when n is not an integer from 0 to {@link MAX_MISERE_NIM}.
 */
export function misereNim(n: number): MisereGame {
  requireInt(n, 'misereNim', 'n', 0, MAX_MISERE_NIM);
  return nimOf(n);
}

function nimOf(n: number): MisereGame {
  while (nimHeaps.length <= n) {
    // {0, *, …, *(k−1)} is canonical: interned as it is, without misereGame's count of the
    // grandchildren (k²/2 for *k, cubic over the heaps up to *n: *1000 took 18 s)
    const options = nimHeaps.slice(); // ascending ids: *j is made after its options
    const key = keyOf(options);
    let g = intern.get(key);
    if (g === undefined) intern.set(key, (g = new MisereGame(options)));
    nimHeaps.push(g);
  }
  return nimHeaps[n]!;
}

/** The options of `g` by birthday when they are one of each birthday 0 … b − 1 (b = g's birthday), else undefined. */
function oneOfEachBirthday(g: MisereGame): MisereGame[] | undefined {
  const b = g.birthday;
  if (g.options.length !== b) return undefined;
  const by = new Array<MisereGame | undefined>(b);
  for (const o of g.options) {
    if (by[o.birthday] !== undefined) return undefined;
    by[o.birthday] = o;
  }
  return by as MisereGame[];
}

/**
 * True when `g` is a nim heap *n. Builds no heap: past the heaps already built, *b is recognised
 * by its options, one of each birthday 0 … b − 1, the largest a heap whose options are the others
 * (a loop down the heaps, O(b²) steps; a game of birthday b past {@link MAX_MISERE_NIM} was
 * checked by building every heap up to *b, a sum of two *1024 up to *2047).
 */
export function isMisereNimHeap(g: MisereGame): boolean {
  requireMisere(g, 'isMisereNimHeap');
  let by = g.birthday < nimHeaps.length ? undefined : oneOfEachBirthday(g);
  let h = g;
  while (h.birthday >= nimHeaps.length) {
    if (by === undefined) return false;
    const top = by[h.birthday - 1]!;
    const below = top.birthday < nimHeaps.length ? undefined : oneOfEachBirthday(top);
    if (below !== undefined) {
      for (let j = 0; j < top.birthday; j++) if (below[j] !== by[j]) return false;
    } else if (top.birthday >= nimHeaps.length) return false;
    else for (let j = 0; j < top.birthday; j++) if (nimHeaps[j] !== by[j]) return false;
    h = top;
    by = below;
  }
  return nimHeaps[h.birthday] === h;
}

const sums = new BoundedCache<number, MisereGame>('misere.sum', 'the misère canonical form of G + H, by the ids of G and H', 60, 4_000_000);

/** The key of an unordered pair of ids (ids stay below 2^26 in practice; beyond, a string-free fallback is still exact). */
function pairKey(a: number, b: number): number {
  return a <= b ? a * 2 ** 26 + b : b * 2 ** 26 + a;
}

/** @internal the disjunctive sum as a task for the trampoline. */
export function* sumTask(a: MisereGame, b: MisereGame): Task<MisereGame> {
  if (a === misereZero) return b;
  if (b === misereZero) return a;
  const k = pairKey(a.id, b.id);
  const hit = sums.get(k);
  if (hit !== undefined) return hit;
  const opts: MisereGame[] = [];
  // No `??` around a `yield`: the CommonJS build lowers `??` into an arrow, where `yield` is illegal.
  for (const x of a.options) {
    const q = quickSum(x, b);
    opts.push(q !== undefined ? q : ((yield call(sumTask(x, b))) as MisereGame));
  }
  for (const y of b.options) {
    const q = quickSum(a, y);
    opts.push(q !== undefined ? q : ((yield call(sumTask(a, y))) as MisereGame));
  }
  const r = misereGame(opts);
  sums.set(k, r);
  return r;
}

/** A sum known without work (a zero term, or memoised), else undefined. */
export function quickSum(a: MisereGame, b: MisereGame): MisereGame | undefined {
  if (a === misereZero) return b;
  if (b === misereZero) return a;
  return sums.get(pairKey(a.id, b.id));
}

/**
 * The misère canonical form of the disjunctive sum G + H. Runs on an explicit stack.
 * @param onStep called at every step of the computation (for abort checks).
 */
export function misereAdd(a: MisereGame, b: MisereGame, onStep?: () => void): MisereGame {
  requireMisere(a, 'misereAdd', 'a');
  requireMisere(b, 'misereAdd', 'b');
  return add(a, b, requireCallback(onStep, 'misereAdd'));
}

function add(a: MisereGame, b: MisereGame, onStep?: () => void): MisereGame {
  return quickSum(a, b) ?? run(sumTask(a, b), onStep);
}

/** The misère canonical form of a sum of any number of games. */
export function misereSum(games: Iterable<MisereGame>, onStep?: () => void): MisereGame {
  const list = requireMisereList(games, 'misereSum', 'games');
  requireCallback(onStep, 'misereSum');
  let s = misereZero;
  for (const g of list) s = add(s, g, onStep);
  return s;
}

/** G + *, kept on G (the partner of G: one of the two is even, the other odd). */
export function plusStar(g: MisereGame): MisereGame {
  requireMisere(g, 'plusStar');
  if (g._plusStar === undefined) {
    const h = add(g, misereStar);
    g._plusStar = h;
    h._plusStar = g;
  }
  return g._plusStar;
}

/**
 * True when G is *even* (CGSuite's sense): G has a smaller birthday than G + *. Of the pair
 * {G, G + *} exactly one is even, and the other's birthday is one more.
 */
export function isEven(g: MisereGame): boolean {
  requireMisere(g, 'isEven');
  return g.birthday < plusStar(g).birthday;
}

/** The even one of G and G + *. */
export function evenPart(g: MisereGame): MisereGame {
  requireMisere(g, 'evenPart');
  return isEven(g) ? g : plusStar(g);
}

const mates = new BoundedCache<number, MisereGame>('misere.mate', 'the mate of a misère canonical form, by its id', 50, 1_000_000);

function* mateTask(g: MisereGame): Task<MisereGame> {
  if (g === misereZero) return misereStar;
  const hit = mates.get(g.id);
  if (hit !== undefined) return hit;
  const opts: MisereGame[] = [];
  for (const o of g.options) {
    const known = mates.get(o.id);
    opts.push(known !== undefined ? known : ((yield call(mateTask(o))) as MisereGame));
  }
  const r = misereGame(opts);
  mates.set(g.id, r);
  return r;
}

/**
 * The mate G⁻ of G (Conway, ONAG ch. 12): * when G = 0, else {(G′)⁻}. G + G⁻ is a misère
 * P-position.
 */
export function misereMate(g: MisereGame): MisereGame {
  requireMisere(g, 'misereMate');
  return run(mateTask(g));
}

const differences = new BoundedCache<number, MisereGame | null>('misere.difference', 'the misère difference G − H (or none), by the ids of G and H', 60, 2_000_000);

/**
 * @internal G − H as a task: the X with X + H = G, or null. By Conway's cancellation theorem X is
 * unique. Every option X′ of X satisfies X′ + H = G′ or X′ + H′ = G, so either X = G′ − H′ for
 * some options G′, H′, or every G′ − H and G − H′ exists and X = {G′ − H, G − H′}; each candidate
 * is checked by addition.
 */
export function* differenceTask(g: MisereGame, h: MisereGame): Task<MisereGame | null> {
  if (h === misereZero) return g;
  if (h === misereStar) {
    const q = quickSum(g, misereStar);
    return q !== undefined ? q : ((yield call(sumTask(g, misereStar))) as MisereGame);
  }
  if (g === h) return misereZero;
  const k = g.id * 2 ** 26 + h.id;
  const hit = differences.get(k);
  if (hit !== undefined) return hit;
  const sumOf = function* (x: MisereGame, y: MisereGame): Task<MisereGame> {
    const q = quickSum(x, y);
    return q !== undefined ? q : ((yield call(sumTask(x, y))) as MisereGame);
  };
  let result: MisereGame | null = null;
  search: {
    for (const gp of g.options) {
      for (const hp of h.options) {
        const d = (yield call(differenceTask(gp, hp))) as MisereGame | null;
        if (d !== null && ((yield call(sumOf(d, h))) as MisereGame) === g) {
          result = d;
          break search;
        }
      }
    }
    const opts: MisereGame[] = [];
    for (const gp of g.options) {
      const d = (yield call(differenceTask(gp, h))) as MisereGame | null;
      if (d === null) break search;
      opts.push(d);
    }
    for (const hp of h.options) {
      const d = (yield call(differenceTask(g, hp))) as MisereGame | null;
      if (d === null) break search;
      opts.push(d);
    }
    const x = misereGame(opts);
    if (((yield call(sumOf(x, h))) as MisereGame) === g) result = x;
  }
  differences.set(k, result);
  return result;
}

/**
 * The misère difference G − H: the game X with X + H = G, or undefined when there is none
 * (Conway's cancellation theorem makes X unique when it exists).
 */
export function misereDifference(g: MisereGame, h: MisereGame, onStep?: () => void): MisereGame | undefined {
  requireMisere(g, 'misereDifference', 'g');
  requireMisere(h, 'misereDifference', 'h');
  requireCallback(onStep, 'misereDifference');
  return run(differenceTask(g, h), onStep) ?? undefined;
}
