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
import { checkWork, enterWork, work } from '../engine/work.js';
import { LimitError } from '../engine/errors.js';
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

/** The moves of a compound from (a, b) for one player, by index: how many, and the i-th pair. */
interface Compound {
  count(a: Game, b: Game, p: 'L' | 'R'): number;
  /** Writes the i-th pair of games to `pair`. */
  at(a: Game, b: Game, p: 'L' | 'R', i: number, pair: [Game, Game]): void;
}

/**
 * The canonical value of the compound of g and h: bottom-up on an explicit stack holding the path
 * from (g, h), one frame a pair with the index of its next move (so the stack is never longer than
 * the games are deep, and never lists a pair's moves), memoised by the pair of ids. Its moves and
 * canonical forms count against the engine's work limit (`maxWork`, engine/work.ts).
 */
function pairFold(g: Game, h: Game, compound: Compound, shared: BoundedCache<number | string, Game>): Game {
  enterWork();
  try {
    return pairLoop(g, h, compound, shared);
  } finally {
    work.depth--;
  }
}

function pairLoop(g: Game, h: Game, compound: Compound, shared: BoundedCache<number | string, Game>): Game {
  const local = new Map<number | string, Game>();
  const lookup = (a: Game, b: Game): Game | undefined => {
    const k = pairKey(a, b);
    let v = local.get(k);
    if (v === undefined) {
      v = shared.get(k);
      if (v !== undefined) local.set(k, v);
    }
    return v;
  };
  const pair: [Game, Game] = [g, h];
  const stack: Array<{ a: Game; b: Game; i: number; nl: number; n: number }> = [];
  const open = (a: Game, b: Game): void => {
    const nl = compound.count(a, b, 'L');
    stack.push({ a, b, i: 0, nl, n: nl + compound.count(a, b, 'R') });
  };
  if (lookup(g, h) === undefined) {
    firstLevelWork(g, h, compound, lookup);
    open(g, h);
  }
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    let pushed = false;
    while (f.i < f.n) {
      if (++work.steps > work.next) checkWork();
      const p = f.i < f.nl ? 'L' : 'R';
      compound.at(f.a, f.b, p, p === 'L' ? f.i : f.i - f.nl, pair);
      if (lookup(pair[0], pair[1]) === undefined) {
        open(pair[0], pair[1]);
        pushed = true;
        break;
      }
      f.i++;
    }
    if (pushed) continue;
    const L: Game[] = [];
    const R: Game[] = [];
    for (let i = 0; i < f.n; i++) {
      const p = i < f.nl ? 'L' : 'R';
      compound.at(f.a, f.b, p, p === 'L' ? i : i - f.nl, pair);
      (p === 'L' ? L : R).push(lookup(pair[0], pair[1])!);
    }
    const v = game(L, R);
    const k = pairKey(f.a, f.b);
    local.set(k, v);
    shared.set(k, v);
    stack.pop();
  }
  return lookup(g, h)!;
}

/**
 * A lower bound of the work of the compound of (g, h), checked against the work left before any is
 * done: the root visits its moves, and each move's pair not yet known is opened once, visiting its
 * own moves (the pairs of one player's moves are distinct, so each side's sum is a bound; the
 * larger is taken). When the bound passes the budget the LimitError of maxWork is certain and
 * comes at once (conjunctiveSum(chain(10000), *20000) spent 7 s of CPU reaching it). Looks at no
 * more pairs than it takes to pass the budget.
 */
function firstLevelWork(g: Game, h: Game, compound: Compound, lookup: (a: Game, b: Game) => Game | undefined): void {
  const room = work.limit - work.steps;
  const nl = compound.count(g, h, 'L');
  const nr = compound.count(g, h, 'R');
  const fail = (): never => {
    throw new LimitError(`the compound needs more than ${work.limit} steps of work: its first moves alone lead to more (the limit maxWork; raise it with setMaxWork)`, 'maxWork');
  };
  if (nl + nr > room) fail();
  const pair: [Game, Game] = [g, h];
  for (const p of ['L', 'R'] as const) {
    let need = nl + nr;
    const n = p === 'L' ? nl : nr;
    for (let i = 0; i < n; i++) {
      compound.at(g, h, p, i, pair);
      if (lookup(pair[0], pair[1]) !== undefined) continue;
      need += compound.count(pair[0], pair[1], 'L') + compound.count(pair[0], pair[1], 'R');
      if (need > room) fail();
    }
  }
}

/** The key of the ordered pair (a, b): exact, a number while ids stay below 2^26, else a string. */
function pairKey(a: Game, b: Game): number | string {
  return a.id < PAIR_KEY_SPACE && b.id < PAIR_KEY_SPACE ? a.id * PAIR_KEY_SPACE + b.id : `${a.id},${b.id}`;
}

const PAIR_KEY_SPACE = 2 ** 26;
const COMPOUND_LIMIT = 1_000_000;
/** Measured (55-59 B, see docs/architecture.md, "Caches"): a Map entry with a number key. */
const COMPOUND_BYTES_PER_ENTRY = 60;
const conjunctiveCache = new BoundedCache<number | string, Game>('analysis.conjunctive', 'G ∧ H by the ids of G and H', COMPOUND_BYTES_PER_ENTRY, COMPOUND_LIMIT);
const selectiveCache = new BoundedCache<number | string, Game>('analysis.selective', 'G ∨ H by the ids of G and H', COMPOUND_BYTES_PER_ENTRY, COMPOUND_LIMIT);

/**
 * How many options a game has for one player, without listing them when it is a nimber *n (n each):
 * a nimber's options are made on first use, so counting those of *0 … *19999 by their lists made
 * 2·10^8 games (conjunctiveSum(chain(10000), *20000): 2 s of CPU before any work was counted).
 */
function optionCount(g: Game, p: 'L' | 'R'): number {
  const n = g.nus;
  return n !== undefined && n.number === 0 && n.ups === 0 ? n.nim : g.options(p).length;
}

/** Conjunctive moves: a move in both components, (x, y) in the order of a's options then b's. */
const CONJUNCTIVE: Compound = {
  count: (a, b, p) => {
    const nb = optionCount(b, p); // (an empty side ends the compound without listing the other's options)
    return nb === 0 ? 0 : optionCount(a, p) * nb;
  },
  at: (a, b, p, i, pair) => {
    const B = b.options(p);
    pair[0] = a.options(p)[Math.floor(i / B.length)]!;
    pair[1] = B[i % B.length]!;
  },
};

/** Selective moves: in a alone, in b alone, then in both. */
const SELECTIVE: Compound = {
  count: (a, b, p) => {
    const na = optionCount(a, p);
    const nb = optionCount(b, p);
    return na + nb + na * nb;
  },
  at: (a, b, p, i, pair) => {
    const A = a.options(p);
    const B = b.options(p);
    if (i < A.length) return void ((pair[0] = A[i]!), (pair[1] = b));
    i -= A.length;
    if (i < B.length) return void ((pair[0] = a), (pair[1] = B[i]!));
    i -= B.length;
    pair[0] = A[Math.floor(i / B.length)]!;
    pair[1] = B[i % B.length]!;
  },
};

/** The conjunctive sum G ∧ H: each move is a move in both components. */
export function conjunctiveSum(g: Game, h: Game): Game {
  return pairFold(requireShort(g, 'conjunctiveSum'), requireShort(h, 'conjunctiveSum'), CONJUNCTIVE, conjunctiveCache);
}

/** The selective sum G ∨ H: each move is a move in one or both components. */
export function selectiveSum(g: Game, h: Game): Game {
  return pairFold(requireShort(g, 'selectiveSum'), requireShort(h, 'selectiveSum'), SELECTIVE, selectiveCache);
}
