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
import { checkAbort, ValueError } from './errors.js';
import { game } from './canonical.js';
import { dyAdd } from './dyadic.js';
import { type Game, internGeneral, nusGame } from './game.js';
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

/** The pairs whose sums are the Left (then Right) options of a + b, before canonicalisation. */
function optionPairs(a: Game, b: Game, player: 'L' | 'R'): Array<[Game, Game]> {
  const out: Array<[Game, Game]> = [];
  if (b.isNumber && !a.isNumber) {
    for (const x of a.options(player)) out.push([x, b]);
  } else if (a.isNumber && !b.isNumber) {
    for (const y of b.options(player)) out.push([a, y]);
  } else {
    for (const x of a.options(player)) out.push([x, b]);
    for (const y of b.options(player)) out.push([a, y]);
  }
  return out;
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
  const stack: Array<[Game, Game]> = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack[stack.length - 1]!;
    if (quickSum(x, y)) {
      stack.pop();
      continue;
    }
    const lp = optionPairs(x, y, 'L');
    const rp = optionPairs(x, y, 'R');
    let missing = false;
    for (const p of lp) if (!quickSum(p[0], p[1])) (stack.push(p), (missing = true));
    for (const p of rp) if (!quickSum(p[0], p[1])) (stack.push(p), (missing = true));
    if (missing) continue;
    const L = lp.map((p) => quickSum(p[0], p[1])!);
    const R = rp.map((p) => quickSum(p[0], p[1])!);
    const translated = (y.isNumber && !x.nus) || (x.isNumber && !y.nus);
    const s = translated ? internGeneral(L, R) : game(L, R);
    sumCache.set(sumKey(x, y), s); // a generational cache: emptied when full, never a Map overflow
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
