/**
 * Negation and disjunctive sum, on explicit stacks (no native recursion as deep as a game).
 *
 * Fast paths: sums of NUS values are arithmetic; a number x added to a game G that is not a number
 * translates G's options (Number Translation: G + x = {G^L + x | G^R + x}, canonical when G is),
 * so no comparison is needed. Two uptimals (x + Σ a_j·↑^j + *m, McKay) add by their expansions,
 * digit-wise, and the sum's canonical form is built directly ({@link uptimalSum}, ./uptimal.ts).
 *
 * Invariant of the sum cache: an entry maps the unordered pair of ids {a, b} of two interned
 * games to the canonical form of a + b: the key is the number min·2^26 + max while max < 2^26, and
 * the string `min,max` past that, so keys are exact for every id. Ids never change meaning, so an
 * entry never goes stale; dropping it (when full, by {@link clearSumCache} or `clearCaches()`) only
 * costs time.
 * The negative of a game is kept on the game itself (`_neg`), both ways, and never dropped.
 */
import { BoundedCache } from './cache.js';
import { checkAbort, LimitError, ValueError } from './errors.js';
import { game } from './canonical.js';
import { dyAdd } from './dyadic.js';
import { leq } from './compare.js';
import { fold, memoSlot } from './fold.js';
import { type Game, internGeneral, nusGame } from './game.js';
import { checkWork, engineOperation, enterWork, work } from './work.js';
import { clearUptimalCache, uptimalSum } from './uptimal.js';

function isZero(g: Game): boolean {
  const n = g.nus;
  return n !== undefined && n.number === 0 && n.ups === 0 && n.nim === 0;
}

/** −G. The negative of a canonical form is canonical, so no comparison is made. */
export function neg(g: Game): Game {
  if (g._neg) return g._neg;
  if (g.nus) return (g._neg = nusGame(-g.nus.number, -g.nus.ups, g.nus.nim));
  const stack: Game[] = [g];
  while (stack.length > 0) {
    const h = stack[stack.length - 1]!;
    if (h._neg) {
      stack.pop();
      continue;
    }
    if (h.nus) {
      h._neg = nusGame(-h.nus.number, -h.nus.ups, h.nus.nim);
      stack.pop();
      continue;
    }
    let missing = false;
    for (const x of h.leftOptions) if (!x._neg) (stack.push(x), (missing = true));
    for (const x of h.rightOptions) if (!x._neg) (stack.push(x), (missing = true));
    if (missing) continue;
    const n = internGeneral(
      h.rightOptions.map((x) => x._neg!),
      h.leftOptions.map((x) => x._neg!),
    );
    h._neg = n;
    n._neg = h;
    stack.pop();
  }
  return g._neg!;
}

const KEY_SPACE = 0x4000000;
const CACHE_LIMIT = 8_000_000;
/** Measured (53 B, see docs/architecture.md, "Caches"): a Map entry with a number key. */
const SUM_BYTES_PER_ENTRY = 60;
const sumCache = new BoundedCache<number | string, Game>('engine.sum', 'the canonical form of a + b by the ids of a and b', SUM_BYTES_PER_ENTRY, CACHE_LIMIT);

function sumKey(a: Game, b: Game): number | string {
  const lo = a.id <= b.id ? a.id : b.id;
  const hi = a.id <= b.id ? b.id : a.id;
  // min·2^26 + max is injective only while max < 2^26; past that a string key keeps it exact
  return hi < KEY_SPACE ? lo * KEY_SPACE + hi : `${lo},${hi}`;
}

function quickSum(a: Game, b: Game): Game | undefined {
  if (isZero(a)) return b;
  if (isZero(b)) return a;
  const an = a.nus;
  const bn = b.nus;
  if (an && bn) return nusGame(dyAdd(an.number, bn.number), an.ups + bn.ups, an.nim ^ bn.nim);
  if (a._neg === b) return nusGame(0, 0, 0); // G + (−G) = 0 without searching
  return sumCache.get(sumKey(a, b));
}

// ---------------------------------------------------------------------------------------------
// Sums with a large nimber: the remote star
//
// G + *n has the Left options G^L + *n and G + *j for every j < n, so the plain recursion builds
// G + *j for all j < n, each from j + |G| options: quadratic work for one sum (*65536 + ±3/4 ran out
// of memory). The remote-star lemma lets most of those options go unbuilt.
//
// Lemma (remote star). For a canonical game X let T(X) be, when X = x + u·↑ + *m is a
// number-up-star value, m + 2 if x = 0 and |u| ≤ 1 and 0 otherwise; and for any other X the largest
// T of its options. Then for all k, k' ≥ T(X): X + *k ≥ 0 iff X + *k' ≥ 0, and X + *k ≤ 0 iff
// X + *k' ≤ 0.
// Proof. For x + u·↑ + *m, the sign test of x + u·↑ + *(m ⊕ k) (nusGe0) depends on m ⊕ k only through
// "is it 0, is it 1", and m ⊕ k ≥ 2 for k ≥ m + 2. Otherwise (induction on X) let R = T(X):
// X + *k ≥ 0 iff no X^R + *k ≤ 0 (the same for every k ≥ R, by induction) and no X + *i ≤ 0 for
// i < k. Write α = [no X^R + *k ≤ 0 and no X + *i ≤ 0 for i < R], β its dual; then for k ≥ R,
// X + *k ≥ 0 iff α and no X + *i ≤ 0 for R ≤ i < k, and dually. α and β together would make
// X + *R = 0, X = *R, a number-up-star value; so at most one holds, and by induction on k both
// predicates keep the values α, β for every k ≥ R. ∎
//
// So in S = G + *n (G not number-up-star), the Left options G + *j with n ⊕ j ≥ P (P a power of
// two ≥ every T(G − G^L)) are all dominated by one G^L + *n when G − G^L ≤ *P for some G^L
// (G + *j ≤ G^L + *n iff G − G^L ≤ *(n ⊕ j)), and the Right ones by one G^R + *n when
// *P ≤ G − G^R. Removing dominated options keeps the value, so then
//   S = { G^L + *n, G + *j (j < n, n ⊕ j < P) | G^R + *n, G + *j (j < n, n ⊕ j < P) },
// at most |G| + 2P options whatever n is; the near sums G + *(n ⊕ k) stay in n's block of P and
// take the same path. When the test fails the plain recursion runs (bounded by the work limit).

/** Nimber parts from which a sum with a general game tries the remote-star path. @internal */
export const REMOTE_FROM = { n: 32 };
/** Nested sums (the differences G − G^L of the remote test) deeper than this take the plain path. */
const MAX_NESTING = 48;
let nesting = 0;

/** T(X) of the remote-star lemma, cached on the game. */
const remoteSlot = memoSlot<number>('engine:remoteStar');
function remoteThreshold(g: Game): number {
  return fold(g, {
    cache: remoteSlot,
    leaf: (h) => {
      const n = h.nus;
      if (!n) return undefined;
      return n.number === 0 && Math.abs(n.ups) <= 1 ? n.nim + 2 : 0;
    },
    combine: (h, get) => {
      let t = 0;
      for (const x of h.leftOptions) t = Math.max(t, get(x));
      for (const x of h.rightOptions) t = Math.max(t, get(x));
      return t;
    },
  });
}

/** For a general game G: the block size P, and whether the remote options G + *j are dominated on each side. */
interface RemoteInfo {
  readonly P: number;
  readonly left: boolean;
  readonly right: boolean;
}
const remoteInfoSlot = memoSlot<RemoteInfo>('engine:remoteInfo');

/**
 * The share of the work left that the remote-star test may spend (its differences G − G^L can be
 * sums as large as anything: chain(1000) − chain(999) alone passes the default budget). Past it the
 * test gives up (nothing is memoised) and the sum takes the plain path, whose own bound
 * ({@link plainNimberWork}) then refuses a large nimber at once.
 */
const REMOTE_SHARE = 10;

/** The share of work with which the remote-star test of a game gave up (tried again only with more). */
const remoteGaveUp = new WeakMap<Game, number>();

function remoteInfo(g: Game): RemoteInfo | undefined {
  if (remoteInfoSlot.has(g)) return remoteInfoSlot.get(g);
  const limit = work.limit;
  const share = Math.floor((limit - work.steps) / REMOTE_SHARE);
  if ((remoteGaveUp.get(g) ?? -1) >= share) return undefined;
  const sub = Math.min(limit, work.steps + share);
  work.limit = sub;
  work.next = Math.min(work.next, sub);
  try {
    return remoteInfoWithin(g);
  } catch (e) {
    if (e instanceof LimitError && e.option === 'maxWork' && sub < limit && work.steps <= limit) {
      remoteGaveUp.set(g, share);
      return undefined;
    }
    throw e;
  } finally {
    work.limit = limit;
  }
}

function remoteInfoWithin(g: Game): RemoteInfo {
  nesting++;
  let info: RemoteInfo;
  try {
    const dl = g.leftOptions.map((x) => add(g, neg(x)));
    const dr = g.rightOptions.map((x) => add(g, neg(x)));
    let t = 1;
    for (const d of dl) t = Math.max(t, remoteThreshold(d));
    for (const d of dr) t = Math.max(t, remoteThreshold(d));
    let P = 1;
    while (P < t) P *= 2;
    const far = nusGame(0, 0, P);
    info = { P, left: dl.some((d) => leq(d, far)), right: dr.some((d) => leq(far, d)) };
  } finally {
    nesting--;
  }
  remoteInfoSlot.set(g, info);
  return info;
}

// ---------------------------------------------------------------------------------------------
// The sum on an explicit stack

/** How one frame's sum is formed from its children. */
const PLAIN = 0;
/** x general, y = *n: the remote-star options (see above). */
const REMOTE = 1;
/** x general, y = z + *n with z = number + k·↑ ≠ 0: (x + z) + *n, the one child. */
const ALIAS = 2;

/** One pending sum x + y: its children (the option sums) are visited by index, nothing stored per child. */
interface Frame {
  readonly x: Game;
  readonly y: Game;
  readonly kind: number;
  /** PLAIN: whether the options of x (of y) take part (a number added to a non-number is translated). */
  readonly useX: boolean;
  readonly useY: boolean;
  /** REMOTE: the nimber parts n ⊕ k of the near sums x + *(n ⊕ k); ALIAS: [x + z]. */
  readonly near: readonly number[];
  readonly alias: Game | undefined;
  readonly count: number;
  i: number;
}

function frame(x0: Game, y0: Game): Frame {
  let x = x0;
  let y = y0;
  if (x.nus && !y.nus) [x, y] = [y, x];
  const yn = y.nus;
  if (yn && !x.nus && yn.nim >= REMOTE_FROM.n && nesting < MAX_NESTING) {
    if (yn.number !== 0 || yn.ups !== 0) {
      nesting++;
      let s: Game;
      try {
        s = add(x, nusGame(yn.number, yn.ups, 0));
      } finally {
        nesting--;
      }
      return { x, y, kind: ALIAS, useX: false, useY: false, near: [], alias: s, count: 1, i: 0 };
    }
    const info = remoteInfo(x);
    const n = yn.nim;
    if (info !== undefined && info.left && info.right && n >= 2 * info.P) {
      const near: number[] = [];
      for (let k = 1; k < info.P; k++) if ((n ^ k) < n) near.push(n ^ k);
      const count = x.leftOptions.length + x.rightOptions.length + near.length;
      return { x, y, kind: REMOTE, useX: true, useY: false, near, alias: undefined, count, i: 0 };
    }
  }
  if (yn && !x.nus && yn.number === 0 && yn.ups === 0 && yn.nim >= REMOTE_FROM.n) plainNimberWork(x, yn.nim);
  const useX = !(x.isNumber && !y.isNumber);
  const useY = !(y.isNumber && !x.isNumber);
  const count = (useX ? x.leftOptions.length + x.rightOptions.length : 0) + (useY ? y.leftOptions.length + y.rightOptions.length : 0);
  return { x, y, kind: PLAIN, useX, useY, near: [], alias: undefined, count, i: 0 };
}

/**
 * A general game G plus *n on the plain path (the remote-star test failed) visits, for every j < n
 * whose G + *j is not cached, the j + |G| options of G + *j (each such sum is built once, on the
 * same plain path: the test does not depend on j). When that lower bound already passes the work
 * left, the LimitError of maxWork is certain: it is thrown at once rather than after the budget
 * (⧾1 + *8000 spent 10 s reaching it). Looks at no more sums than it takes to pass the budget.
 */
function plainNimberWork(x: Game, n: number): void {
  const room = work.limit - work.steps;
  const own = x.leftOptions.length + x.rightOptions.length;
  if ((n * (n - 1)) / 2 + n * own <= room) return;
  let need = 0;
  for (let j = n - 1; j >= 0; j--) {
    if (quickSum(x, nusGame(0, 0, j)) !== undefined) continue;
    need += j + own;
    if (need > room) {
      throw new LimitError(
        `a sum with *${n} needs more than ${work.limit} steps of work (the limit maxWork; raise it with setMaxWork): no shortcut applies, so it builds G + *j, with j options, for every j < ${n}`,
        'maxWork',
      );
    }
  }
}

/** The i-th child of f, written to cx, cy. */
let cx: Game;
let cy: Game;
function child(f: Frame, i0: number): void {
  const { x, y } = f;
  let i = i0;
  if (f.kind === ALIAS) {
    cx = f.alias!;
    cy = nusGame(0, 0, y.nus!.nim);
    return;
  }
  if (f.kind === REMOTE) {
    const xl = x.leftOptions;
    if (i < xl.length) return void ((cx = xl[i]!), (cy = y));
    i -= xl.length;
    const xr = x.rightOptions;
    if (i < xr.length) return void ((cx = xr[i]!), (cy = y));
    i -= xr.length;
    cx = x;
    cy = nusGame(0, 0, f.near[i]!);
    return;
  }
  for (const side of [0, 1]) {
    if (f.useX) {
      const xs = side === 0 ? x.leftOptions : x.rightOptions;
      if (i < xs.length) return void ((cx = xs[i]!), (cy = y));
      i -= xs.length;
    }
    if (f.useY) {
      const ys = side === 0 ? y.leftOptions : y.rightOptions;
      if (i < ys.length) return void ((cx = x), (cy = ys[i]!));
      i -= ys.length;
    }
  }
}

/** The canonical sum of f once its children are summed, or undefined if one was dropped from the cache meanwhile. */
function combine(f: Frame): Game | undefined {
  const { x, y } = f;
  if (f.kind === ALIAS) return quickSum(f.alias!, nusGame(0, 0, y.nus!.nim));
  const L: Game[] = [];
  const R: Game[] = [];
  const put = (out: Game[], a: Game, b: Game): boolean => {
    const s = quickSum(a, b);
    if (s === undefined) return false;
    out.push(s);
    return true;
  };
  if (f.kind === REMOTE) {
    for (const a of x.leftOptions) if (!put(L, a, y)) return undefined;
    for (const a of x.rightOptions) if (!put(R, a, y)) return undefined;
    for (const m of f.near) {
      const s = quickSum(x, nusGame(0, 0, m));
      if (s === undefined) return undefined;
      L.push(s);
      R.push(s);
    }
    return game(L, R);
  }
  if (f.useX) for (const a of x.leftOptions) if (!put(L, a, y)) return undefined;
  if (f.useY) for (const b of y.leftOptions) if (!put(L, x, b)) return undefined;
  if (f.useX) for (const a of x.rightOptions) if (!put(R, a, y)) return undefined;
  if (f.useY) for (const b of y.rightOptions) if (!put(R, x, b)) return undefined;
  // G + x with x a number translates G's options (Number Translation), canonical as G is
  const translated = (y.isNumber && !x.nus) || (x.isNumber && !y.nus);
  return translated ? internGeneral(L, R) : game(L, R);
}

/** G + H, canonical. */
export function add(a: Game, b: Game): Game {
  const q = quickSum(a, b);
  if (q) return q;
  const u = uptimalSum(a, b);
  if (u) {
    sumCache.set(sumKey(a, b), u);
    return u;
  }
  enterWork();
  try {
    return sumLoop(a, b);
  } finally {
    work.depth--;
  }
}

function sumLoop(a: Game, b: Game): Game {
  const stack: Frame[] = [frame(a, b)];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    let pushed = false;
    while (f.i < f.count) {
      child(f, f.i++);
      if (++work.steps > work.next) checkWork();
      if (quickSum(cx, cy) === undefined) {
        stack.push(frame(cx, cy));
        pushed = true;
        break;
      }
    }
    if (pushed) continue;
    const s = combine(f);
    if (s === undefined) {
      f.i = 0; // a child's sum was dropped when the generational cache was emptied: visit again
      continue;
    }
    sumCache.set(sumKey(f.x, f.y), s); // a generational cache: emptied when full, never a Map overflow
    stack.pop();
  }
  return quickSum(a, b)!;
}

/** G − H. */
export function sub(a: Game, b: Game): Game {
  return add(a, neg(b));
}

/**
 * Drops the sum cache and the cache of uptimals built by expansion (values stay interned). Same as
 * `clearCaches(['engine.sum', 'engine.uptimal'])`.
 */
export function clearSumCache(): void {
  sumCache.clear();
  clearUptimalCache();
}

/**
 * n copies of g added by binary doubling (n ≥ 0), in CGSuite's order (`MultipleGame.binarySum`:
 * the result takes the square g, 2g, 4g, … at each 1 bit of n, lowest first), so n costs at most
 * 2·log₂ n additions; `zero` for n = 0. Generic in the kind of value (`add` is the sum of short
 * games, or of any loopy values); `signal` is checked between additions (an AbortError).
 */
export function copies<T>(n: number, g: T, zero: T, add: (a: T, b: T) => T, signal?: AbortSignal): T {
  if (!Number.isSafeInteger(n) || n < 0) throw new ValueError(`copies: n must be a non-negative integer, got ${n}`);
  // one engine operation: the doublings share one work limit (1000000*{0||0|-1} ran unbounded)
  return engineOperation(() => copiesLoop(n, g, zero, add, signal), signal);
}

function copiesLoop<T>(n: number, g: T, zero: T, add: (a: T, b: T) => T, signal?: AbortSignal): T {
  let result: T | undefined;
  let square = g;
  let k = n;
  while (k !== 0) {
    checkAbort(signal);
    if (k % 2 === 1) result = result === undefined ? square : add(result, square);
    k = Math.floor(k / 2);
    if (k !== 0) square = add(square, square);
  }
  return result ?? zero;
}
