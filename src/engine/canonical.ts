/**
 * `game(L, R)`: the canonical form of {L | R} from canonical options.
 *
 * Steps (Siegel, CGT, Section II.2): remove duplicate and dominated options, bypass every
 * reversible option, repeat until nothing changes, then intern. A result equal to a NUS value is
 * returned as that value's NUS object.
 *
 * Invariant of the memo: an entry maps the intern key of two sorted, deduplicated lists of
 * canonical options to the canonical form of {L | R}. Keys name interned games by id, which never
 * change meaning, so an entry never goes stale; dropping the memo (when full, or by
 * {@link clearGameMemo} / `clearCaches()`) only costs time, never changes a result.
 */
import { BoundedCache } from './cache.js';
import { adoptTempSig, beginTemp, leftStop, leq, leqKnown, rightStop, sigDownOf, sigUpOf } from './compare.js';
import { byId, type Game, internGeneral, nusGame, optionKey, recogniseNus, tempGame } from './game.js';
import { checkWork, enterWork, work } from './work.js';

function dedupe(xs: Iterable<Game>): Game[] {
  const out: Game[] = [];
  let seen: Set<Game> | undefined;
  for (const x of xs) {
    // a linear scan while the list is short (most option lists), a set past that
    if (seen === undefined) {
      if (out.includes(x)) continue;
      out.push(x);
      if (out.length === 32) seen = new Set(out);
    } else if (!seen.has(x)) {
      seen.add(x);
      out.push(x);
    }
  }
  return out;
}

/**
 * Keeps the options not dominated for `player`: Left drops a when a ≤ b for another option b,
 * Right when a ≥ b. Options are distinct canonical games, so a ≤ b ≤ a cannot happen between two
 * of them.
 *
 * Not quadratic in comparisons: stops are monotone (a ≤ b implies LS(a) ≤ LS(b) and
 * RS(a) ≤ RS(b); Siegel, CGT, II.3), so a comparison is made only between options whose cached
 * stops allow it. Options are visited best stops first (for Left: left stop, then right stop,
 * descending), so an option can only be dominated by one kept before it, or evict a kept one with
 * the same stops. Numbers (totally ordered) thus cost no comparison beyond the best one, and
 * switches ±x, ±y (x ≠ y, stops x, −x and y, −y) are never compared.
 *
 * Among equal stops (all infinitesimals have stops 0) options are visited by their rank against
 * the comparison's references k·↑ + *m (see compare.ts, "Signatures"): an option above many
 * references and below few is likely maximal for Left, so the others are dropped after one
 * comparison. For each candidate, the kept options whose answer the caches or signatures know are
 * tried before any search. The order changes which comparisons are made, never the result (the
 * maximal elements of a finite partial order are what they are).
 */
function undominated(xs0: Game[], player: 'L' | 'R'): Game[] {
  if (xs0.length < 2) return xs0;
  let xs = xs0;
  if (xs0.length >= NUS_FILTER_FROM) {
    xs = undominatedNus(xs0, player);
    // the number-up-star options it keeps are pairwise incomparable: nothing left to compare
    if (xs.every((g) => g.nus !== undefined)) return xs;
  }
  if (xs.length < 2) return xs;
  const isL = player === 'L';
  // sign: Left wants large stops, Right small ones; work with s·stops so that "better" is "larger"
  const sg = player === 'L' ? 1 : -1;
  const items = xs.map((g) => {
    // rank: how many references lie below g minus how many lie above (for Left; negated for Right)
    const rank = popcount(sigUpOf(g)) - popcount(sigDownOf(g));
    return { g, ls: sg * leftStop(g), rs: sg * rightStop(g), rank: sg * rank };
  });
  // for Right, a ≥ b needs LS(a) ≥ LS(b) and RS(a) ≥ RS(b): negated, the same test as Left's;
  // among equal stops, options high against the references first (likely maximal, so that the
  // others are dropped after one comparison)
  items.sort((p, q) => q.ls - p.ls || q.rs - p.rs || q.rank - p.rank);
  type Item = (typeof items)[number];
  const keep: Item[] = [];
  const open: Item[] = [];
  outer: for (const a of items) {
    // (the work counted: one step an option and one a comparison asked; stop tests are free)
    if (++work.steps > work.next) checkWork();
    // first the kept options whose answer is known without a search, then a search for the others
    open.length = 0;
    for (const b of keep) {
      if (!(a.ls <= b.ls && a.rs <= b.rs)) continue;
      work.steps++;
      const r = isL ? leqKnown(a.g, b.g) : leqKnown(b.g, a.g);
      if (r === true) continue outer;
      if (r === undefined) open.push(b);
    }
    for (const b of open) if (isL ? leq(a.g, b.g) : leq(b.g, a.g)) continue outer;
    let w = 0;
    for (const b of keep) if (!(b.ls <= a.ls && b.rs <= a.rs && (isL ? leq(b.g, a.g) : leq(a.g, b.g)))) keep[w++] = b;
    keep.length = w;
    keep.push(a);
  }
  return keep.map((x) => x.g);
}

/** Option lists from this length have their number-up-star options filtered by arithmetic first. */
const NUS_FILTER_FROM = 8;

/**
 * Drops the number-up-star options dominated by another number-up-star option, in linear time:
 * x + k·↑ + *m ≤ y + j·↑ + *n when x < y; for x = y, when j ≥ k + 2, or j = k + 1 and m ⊕ n ≠ 1,
 * or j = k and m = n (nusGe0 in compare.ts). So for Left only the largest number part x stays, with
 * its largest up multiple K, and (x + (K−1)·↑ + *n) only when every kept x + K·↑ + *m has m = n ⊕ 1;
 * for Right the same with signs reversed. The other options are returned untouched (the full
 * test then compares what is left).
 */
function undominatedNus(xs: Game[], player: 'L' | 'R'): Game[] {
  const sg = player === 'L' ? 1 : -1;
  let x = -Infinity;
  let k = -Infinity;
  let nusCount = 0;
  for (const g of xs) {
    const n = g.nus;
    if (!n) continue;
    nusCount++;
    const gx = sg * n.number;
    const gk = sg * n.ups;
    if (gx > x || (gx === x && gk > k)) {
      x = gx;
      k = gk;
    }
  }
  if (nusCount < 2) return xs;
  // the nimber parts at the top (x, K) decide which (x, K − 1) survive
  let topNim = -1;
  let topCount = 0;
  for (const g of xs) {
    const n = g.nus;
    if (n && sg * n.number === x && sg * n.ups === k) {
      topCount++;
      topNim = n.nim;
    }
  }
  const out: Game[] = [];
  for (const g of xs) {
    const n = g.nus;
    if (!n) out.push(g);
    else if (sg * n.number === x) {
      const d = k - sg * n.ups;
      if (d === 0 || (d === 1 && topCount === 1 && (topNim ^ n.nim) === 1)) out.push(g);
    }
  }
  return out;
}

/**
 * The maximal elements of distinct canonical games under ≤ (what Left keeps of her options), with
 * the same comparisons as the canonical form makes. @internal
 */
export function maximalGames(xs: readonly Game[]): Game[] {
  return undominated(dedupe(xs), 'L');
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * Bypasses reversible options of `player` in {L | R}: a Left option a is reversible when some
 * a^R ≤ G, and is then replaced by the Left options of that a^R (dually for Right). Options in
 * `fixed` were found not reversible for a game of the same value and are kept unexamined; those
 * found not reversible now are added to it. When several
 * a^R reverse a, any may be used (the canonical form reached is unique, Siegel, CGT, Section
 * II.2), so one known without a search is preferred.
 */
function bypass(G: Game, xs: readonly Game[], player: 'L' | 'R', fixed: Set<Game>): { out: Game[]; changed: boolean } {
  const out: Game[] = [];
  let changed = false;
  for (const a of xs) {
    if (fixed.has(a)) {
      out.push(a);
      continue;
    }
    // A number-up-star a = x + u·↑ + *m has options whose stops are all x's side of x (a Left
    // option's stops ≤ x, a Right option's ≥ x): when G's stops exclude that, none reverses, and
    // the m options of a big nimber part are not listed (an a^R ≤ G needs RS(a^R) ≤ RS(G), an
    // a^L ≥ G needs LS(a^L) ≥ LS(G); the temporary game's stops are NaN when not known: no skip)
    const an = a.nus;
    if (an && (player === 'L' ? an.number > rightStop(G) : an.number < leftStop(G))) {
      out.push(a);
      fixed.add(a);
      continue;
    }
    // any reversing option will do (the canonical form is unique): first one known without a search
    let rev: Game | undefined;
    let searched = false;
    const ars = a.options(player === 'L' ? 'R' : 'L');
    work.steps += ars.length + 1;
    if (work.steps > work.next) checkWork();
    for (const ar of ars) {
      const r = player === 'L' ? leqKnown(ar, G) : leqKnown(G, ar);
      if (r === true) {
        rev = ar;
        break;
      }
      if (r === undefined) searched = true;
    }
    if (!rev && searched) {
      for (const ar of ars) {
        if (player === 'L' ? leq(ar, G) : leq(G, ar)) {
          rev = ar;
          break;
        }
      }
    }
    if (rev) {
      changed = true;
      for (const x of rev.options(player)) out.push(x);
    } else {
      out.push(a);
      fixed.add(a);
    }
  }
  return { out, changed };
}

/**
 * The canonical form of the game whose Left options are `left` and Right options `right`
 * (each already canonical, as every Game is).
 */
export function game(left: Iterable<Game>, right: Iterable<Game>): Game {
  // one option a side (every value of SIMPLE CHOPSTICKS with one hand each): nothing to deduplicate or sort
  const one = Array.isArray(left) && Array.isArray(right) && left.length === 1 && right.length === 1;
  const L0 = one ? [left[0] as Game] : dedupe(left).sort(byId);
  const R0 = one ? [right[0] as Game] : dedupe(right).sort(byId);
  const key = optionKey(L0, R0); // the intern table's key of these option lists
  const hit = memo.get(key);
  if (hit) return hit;
  enterWork();
  let g: Game;
  try {
    g = canonicalise(L0, R0);
  } finally {
    work.depth--;
  }
  memo.set(key, g); // generational: emptied when full, so memory stays bounded
  return g;
}

/**
 * Results of `game()` by the ids of its (deduplicated, sorted) inputs. Positions of a ruleset
 * often have option sets seen before; this answers them without a comparison.
 */
const MEMO_LIMIT = 4_000_000;
/** Measured (307 B, see docs/architecture.md, "Caches"): a Map entry whose string key lists option ids. */
const MEMO_BYTES_PER_ENTRY = 310;
const memo = new BoundedCache<string, Game>('engine.game', 'the canonical form of {L | R} by the ids of its options', MEMO_BYTES_PER_ENTRY, MEMO_LIMIT);

/** Drops the memo of `game()` inputs (values stay interned). Same as `clearCaches(['engine.game'])`. */
export function clearGameMemo(): void {
  memo.clear();
}

/**
 * The game {*a, *b, … | *a, *b, …} (the same nimbers on both sides) is the nimber *m, m the mex
 * of a, b, … (the mex rule: Winning Ways, ch. 3; Siegel, CGT, Theorem IV.1.1), found without a
 * comparison; undefined for any other option lists. `L` and `R` are deduplicated and sorted by id.
 * Without it, the nimber *n built from its n options costs O(n^2) comparisons (issue 22, item 8).
 */
function nimberOfMex(L: readonly Game[], R: readonly Game[]): Game | undefined {
  if (L.length !== R.length || L.length === 0 || L[0] !== R[0]) return undefined;
  const seen = new Uint8Array(L.length + 1);
  for (let i = 0; i < L.length; i++) {
    const a = L[i]!;
    if (a !== R[i]) return undefined;
    const n = a.nus;
    if (n === undefined || n.number !== 0 || n.ups !== 0) return undefined;
    if (n.nim <= L.length) seen[n.nim] = 1;
  }
  let m = 0;
  while (seen[m] === 1) m++;
  return nusGame(0, 0, m);
}

/**
 * Removing dominated options and bypassing reversible ones never changes the value of {L | R}
 * (Siegel, CGT, Section II.2), so every round's temporary game has the same value: what was
 * learnt about one (the temporary comparison cache; which options are not reversible) holds for
 * the next, and is kept until the canonicalisation ends.
 */
function canonicalise(L0: Game[], R0: Game[]): Game {
  const impartial = nimberOfMex(L0, R0);
  if (impartial !== undefined) return impartial;
  let L = undominated(L0, 'L');
  let R = undominated(R0, 'R');
  beginTemp();
  const fixedL = new Set<Game>();
  const fixedR = new Set<Game>();
  let G: Game;
  for (;;) {
    G = tempGame(L, R);
    const bl = bypass(G, L, 'L', fixedL);
    const br = bypass(G, R, 'R', fixedR);
    if (!bl.changed && !br.changed) break;
    L = undominated(dedupe(bl.out), 'L');
    R = undominated(dedupe(br.out), 'R');
  }
  beginTemp();
  L.sort(byId);
  R.sort(byId);
  const nus = recogniseNus(L, R);
  if (nus !== undefined) return nus;
  // the last temporary game has these very options: its signature, if made, is the new game's
  const g = internGeneral(L, R);
  adoptTempSig(G, g);
  return g;
}
