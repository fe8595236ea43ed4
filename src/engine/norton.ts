/**
 * The Norton product G.U (Winning Ways, Ch. 8; Siegel, CGT, II.7): n copies of U when G is an
 * integer n, otherwise {G^L.U + U + I | G^R.U − U − I} over the incentives I of U. Invariant in
 * G's value when U > 0; depends on U's form (canonical here). A short-game operation of the engine
 * (the notation module reads CGSuite's `G.NortonProduct(U)` with it); computed on the one fold,
 * memoised per U. The analysis module re-exports it.
 */
import { add, copies, neg, sub } from './arith.js';
import { game } from './canonical.js';
import { type Game, nusGame } from './game.js';
import { incentives } from './incentives.js';
import { memoFold } from './properties.js';
import { engineOperation } from './work.js';

const ZERO = (): Game => nusGame(0, 0, 0);

/** The Norton product G.U (see the module notes); for integer G, G copies of U. */
export function nortonProduct(g: Game, u: Game): Game {
  return engineOperation(() => nortonFold(g, u));
}

function nortonFold(g: Game, u: Game): Game {
  let inc: Game[] | undefined;
  return memoFold<Game>(
    g,
    `analysis:norton:${u.id}`,
    (x) => {
      if (!x.isNumber || !Number.isInteger(x.nus!.number)) return undefined;
      const n = x.nus!.number; // n copies of U (negative n: copies of −U)
      return copies(Math.abs(n), n < 0 ? neg(u) : u, ZERO(), add);
    },
    (x, get) => {
      inc ??= incentives(u).map((i) => add(u, i));
      const L: Game[] = [];
      const R: Game[] = [];
      for (const y of x.leftOptions) for (const ui of inc) L.push(add(get(y), ui));
      for (const y of x.rightOptions) for (const ui of inc) R.push(sub(get(y), ui));
      return game(L, R);
    },
  );
}
