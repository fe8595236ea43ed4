/**
 * The ordinal sum G : H = {G^L, G : H^L | G^R, G : H^R} (Conway, ONAG; the stalks and sprigs of
 * Hackenbush; Siegel, CGT, II.1): moving in the base G wipes out H. A short-game operation of the
 * engine (the notation module reads CGSuite's `G:H` with it). It depends on the form of G, which
 * is canonical here; the result is canonical (interned). Computed on an explicit stack, memoised per
 * base G in the fold cache.
 */
import { game } from './canonical.js';
import { type Game, nusGame } from './game.js';
import { LimitError } from './errors.js';
import { birthday, memoFold } from './properties.js';
import { engineOperation } from './work.js';

/**
 * The largest birthday of H in G : H (100,000; `1/2:100000` takes about 3 s): the sum is built over every follower of H, and
 * an integer such as 10⁹ has 10⁹ of them (`1/2:1000000000` filled the heap); past it, a LimitError.
 */
export const MAX_ORDINAL_BIRTHDAY = 100_000;

const ZERO = (): Game => nusGame(0, 0, 0);

/**
 * The ordinal sum G : H (see the module notes).
 *
 * @example
 * ```ts
 * import { ordinalSum, num, star, up } from 'partizan';
 * ordinalSum(star, num(1)) === up.add(star); // * : 1 = {0, * : 0 | 0} = {0, * | 0} = ↑*
 * ```
 */
export function ordinalSum(g: Game, h: Game): Game {
  // *a : *b = *(a + b): the options of *a, and *a : *j for j < b, are *0 … *(a + b − 1) (induction on b)
  const gn = g.nus;
  const hn = h.nus;
  if (gn && hn && gn.number === 0 && gn.ups === 0 && hn.number === 0 && hn.ups === 0) return nusGame(0, 0, gn.nim + hn.nim);
  return engineOperation(() => ordinalFold(g, h));
}

function ordinalFold(g: Game, h: Game): Game {
  const b = birthday(h);
  if (b > MAX_ORDINAL_BIRTHDAY) throw new LimitError(`the ordinal sum G : H is built over H's followers, and H has birthday ${b}, more than ${MAX_ORDINAL_BIRTHDAY} (MAX_ORDINAL_BIRTHDAY)`);
  return memoFold<Game>(
    h,
    `analysis:ordinal:${g.id}`,
    (x) => (x === ZERO() ? g : undefined),
    (x, get) => game([...g.leftOptions, ...x.leftOptions.map(get)], [...g.rightOptions, ...x.rightOptions.map(get)]),
  );
}
