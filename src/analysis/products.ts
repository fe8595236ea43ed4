/**
 * Products and compounds other than the disjunctive sum, computed on canonical forms, on explicit
 * stacks (no recursion as deep as a game):
 *
 * - ordinal sum G : H = {G^L, G : H^L | G^R, G : H^R} (Conway, ONAG; the stalks and
 *   sprigs of Hackenbush): moving in the base G wipes out H. Depends on the form of G (canonical here).
 * - Norton product G.U (Winning Ways, Ch. 8; Siegel, CGT, II.7): n copies of U when G is an
 *   integer n, otherwise {G^L.U + U + I | G^R.U − U − I} over the incentives I of U.
 *   Invariant in G's value when U > 0; depends on U's form.
 * - conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R} (Winning Ways, Ch. 9; ONAG, Ch. 14): each
 *   player moves in every component; play stops when a component stops.
 * - selective sum G ∨ H (Winning Ways, Ch. 9; ONAG, Ch. 14): a move is made in any non-empty
 *   set of components.
 *
 * Conjunctive and selective sums are computed here as ordinary normal-play values of the
 * compound's game tree built from canonical forms (their theory uses remoteness and
 * suspense, which these values do not replace).
 *
 * Invariant of the compound caches (`analysis.conjunctive`, `analysis.selective`): an entry maps
 * the pair of ids (a, b) of two interned games to the canonical value of their compound. Ids never
 * change meaning, so dropping entries only costs time. One computation keeps its own pairs in a
 * local map as well, so a cache emptied in the middle of it loses nothing the computation needs.
 */
import { BoundedCache } from '../engine/cache.js';
import { game } from '../engine/canonical.js';
import type { Game } from '../engine/game.js';
import { requireShort } from '../values/kind.js';

import { ordinalSum as ordinalSumShort } from '../engine/ordinal.js';
import { nortonProduct as nortonProductShort } from '../engine/norton.js';

/**
 * The ordinal sum G : H = {G^L, G : H^L | G^R, G : H^R} of short games (the engine's; a loopy
 * value is a KindError: the ordinal sum of loopy games is not computed here).
 */
export function ordinalSum(g: Game, h: Game): Game {
  return ordinalSumShort(requireShort(g, 'ordinalSum'), requireShort(h, 'ordinalSum'));
}

/** The Norton product G.U of short games (the engine's; see the module notes). */
export function nortonProduct(g: Game, u: Game): Game {
  return nortonProductShort(requireShort(g, 'nortonProduct'), requireShort(u, 'nortonProduct'));
}

/**
 * The canonical value of the compound of g and h whose moves from (a, b) lead to the pairs
 * `options(a, b, player)`: bottom-up on an explicit stack, memoised by the pair of ids.
 */
function pairFold(
  g: Game,
  h: Game,
  options: (a: Game, b: Game, player: 'L' | 'R') => Array<[Game, Game]>,
  shared: BoundedCache<number, Game>,
): Game {
  const local = new Map<number, Game>();
  // exact numeric keys while ids stay below 2^26, as in the engine's sum cache
  const key = (a: Game, b: Game): number => a.id * PAIR_KEY_SPACE + b.id;
  const memo = {
    has: (k: number): boolean => {
      if (local.has(k)) return true;
      const v = shared.get(k);
      if (v !== undefined) local.set(k, v);
      return v !== undefined;
    },
    get: (k: number): Game | undefined => local.get(k),
    set: (k: number, v: Game): void => {
      local.set(k, v);
      shared.set(k, v);
    },
  };
  const stack: Array<[Game, Game]> = [[g, h]];
  while (stack.length > 0) {
    const [a, b] = stack[stack.length - 1]!;
    if (memo.has(key(a, b))) {
      stack.pop();
      continue;
    }
    const lp = options(a, b, 'L');
    const rp = options(a, b, 'R');
    let missing = false;
    for (const p of [...lp, ...rp]) if (!memo.has(key(p[0], p[1]))) (stack.push(p), (missing = true));
    if (missing) continue;
    memo.set(
      key(a, b),
      game(
        lp.map((p) => memo.get(key(p[0], p[1]))!),
        rp.map((p) => memo.get(key(p[0], p[1]))!),
      ),
    );
    stack.pop();
  }
  return local.get(key(g, h))!;
}

const PAIR_KEY_SPACE = 2 ** 26;
const COMPOUND_LIMIT = 1_000_000;
/** Measured (55-59 B, see docs/architecture.md, "Caches"): a Map entry with a number key. */
const COMPOUND_BYTES_PER_ENTRY = 60;
const conjunctiveCache = new BoundedCache<number, Game>('analysis.conjunctive', 'G ∧ H by the ids of G and H', COMPOUND_BYTES_PER_ENTRY, COMPOUND_LIMIT);
const selectiveCache = new BoundedCache<number, Game>('analysis.selective', 'G ∨ H by the ids of G and H', COMPOUND_BYTES_PER_ENTRY, COMPOUND_LIMIT);

/** The conjunctive sum G ∧ H: each move is a move in both components. */
export function conjunctiveSum(g: Game, h: Game): Game {
  g = requireShort(g, 'conjunctiveSum');
  h = requireShort(h, 'conjunctiveSum');
  return pairFold(g, h, (a, b, p) => {
    const out: Array<[Game, Game]> = [];
    for (const x of a.options(p)) for (const y of b.options(p)) out.push([x, y]);
    return out;
  }, conjunctiveCache);
}

/** The selective sum G ∨ H: each move is a move in one or both components. */
export function selectiveSum(g: Game, h: Game): Game {
  g = requireShort(g, 'selectiveSum');
  h = requireShort(h, 'selectiveSum');
  return pairFold(g, h, (a, b, p) => {
    const out: Array<[Game, Game]> = [];
    for (const x of a.options(p)) out.push([x, b]);
    for (const y of b.options(p)) out.push([a, y]);
    for (const x of a.options(p)) for (const y of b.options(p)) out.push([x, y]);
    return out;
  }, selectiveCache);
}
