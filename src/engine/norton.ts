/**
 * The Norton product G.U (Winning Ways, Ch. 8; Siegel, CGT, II.7): n copies of U when G is an
 * integer n, otherwise {G^L.U + U + I | G^R.U − U − I} over the incentives I of U. Invariant in
 * G's value when U > 0; depends on U's form (canonical here). A short-game operation of the engine
 * (the notation module reads CGSuite's `G.NortonProduct(U)` with it); computed on the one fold,
 * memoised per U. The analysis module re-exports it.
 */
import { add, neg, sub } from './arith.js';
import { game } from './canonical.js';
import { type Game, nusGame } from './game.js';
import { incentives } from './incentives.js';
import { memoFold } from './properties.js';

const ZERO = (): Game => nusGame(0, 0, 0);

/** Sum of n copies of u (n a safe integer, negative n: copies of −u), by doubling. */
function copies(n: number, u: Game): Game {
  let m = Math.abs(n);
  let base = n < 0 ? neg(u) : u;
  let acc = ZERO();
  while (m > 0) {
    if (m % 2 === 1) acc = add(acc, base);
    m = Math.floor(m / 2);
    if (m > 0) base = add(base, base);
  }
  return acc;
}

/** The Norton product G.U (see the module notes); for integer G, G copies of U. */
export function nortonProduct(g: Game, u: Game): Game {
  let inc: Game[] | undefined;
  return memoFold<Game>(
    g,
    `analysis:norton:${u.id}`,
    (x) => (x.isNumber && Number.isInteger(x.nus!.number) ? copies(x.nus!.number, u) : undefined),
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
