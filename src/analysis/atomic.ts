/**
 * Atomic weight (Winning Ways, Ch. 8; Siegel, CGT, Ch. II; Lessons in Play, Ch. 9), with
 * CGSuite's conventions: ↑ → 1, ↑^<2> → 0, ↑^[k] → 1, J = {0 | ↑^[2]} → 2, ±J → *.
 *
 * The atomic weight calculus: for G = {G^L | G^R}, let g = {aw(G^L) − 2 | aw(G^R) + 2}. If g is
 * not an integer, aw(G) = g. If it is, compare G with the far star ⧆ (a nimber *m with m beyond
 * every nimber met in G): when G > ⧆, aw(G) is the largest integer n with n ⧏ aw(G^R) + 2 for
 * every G^R; when G < ⧆, the least n with aw(G^L) − 2 ⧏ n for every G^L; otherwise g itself.
 * A number-up-star x + k·↑ + *m has weight k.
 *
 * Which games have one: the atomic weight is defined only for infinitesimals. For all-small
 * (dicotic) games the calculus is exact. For other infinitesimals the calculated weight W is
 * accepted, as in CGSuite (after a test suggested by D. Wolfe), only when G − W.↑ lies between
 * −ε and ε for ε = ↑* + (*N : −1), N the first power of two ≥ the far-star index; otherwise the
 * game is reported as not atomic.
 */
import { add, neg, sub } from '../engine/arith.js';
import { leq } from '../engine/compare.js';
import { game } from '../engine/canonical.js';
import { PartizanError } from '../engine/errors.js';
import { type Game, nusGame, quoteGame } from '../engine/game.js';
import { isDicotic, memoFold, stops } from '../engine/properties.js';
import { nortonProduct, ordinalSum } from './products.js';
import { engineOperation } from '../engine/work.js';
import { requireShort } from '../values/kind.js';

/** Thrown by {@link atomicWeight} for a game that has no atomic weight; `reason` says why. */
export class NotAtomicError extends PartizanError {
  override name = 'NotAtomicError';
  override readonly code: string = 'NOT_ATOMIC';
  /** Why: `'not infinitesimal'` (numbers, hot games, number + infinitesimal) or `'not atomic'`. */
  readonly reason: 'not infinitesimal' | 'not atomic';
  /** @internal `what` is the game's text, already bounded (see `quoteGame`). */
  constructor(reason: 'not infinitesimal' | 'not atomic', what: string) {
    super(
      reason === 'not infinitesimal'
        ? `${what} is not atomic: it is not an infinitesimal (its stops are not both 0)`
        : `${what} is not atomic: it is not within the atomic tolerance of any multiple of ↑`,
    );
    this.reason = reason;
  }
}

const intGame = (n: number): Game => nusGame(n, 0, 0);

/** The index m of the far star *m used for G: one more than the largest nimber reached. */
export function farStarIndex(g: Game): number {
  g = requireShort(g, 'farStarIndex');
  return memoFold<number>(
    g,
    'analysis:farStar',
    (h) => {
      const n = h.nus;
      if (n && n.number === 0 && n.ups === 0) return n.nim + 1;
      return undefined;
    },
    (h, get) => {
      let m = 1;
      for (const x of h.leftOptions) m = Math.max(m, get(x));
      for (const x of h.rightOptions) m = Math.max(m, get(x));
      return m;
    },
  );
}

/** The atomic weight calculus without the atomicity test (defined for every game). */
function calculusWeight(g: Game): Game {
  return memoFold<Game>(
    g,
    'analysis:naiveAtomicWeight',
    (h) => (h.nus ? intGame(h.nus.ups) : undefined),
    (h, get) => {
      const L = h.leftOptions.map((x) => sub(get(x), intGame(2)));
      const R = h.rightOptions.map((x) => add(get(x), intGame(2)));
      const w = game(L, R);
      if (!(w.isNumber && Number.isInteger(w.nus!.number))) return w;
      const far = nusGame(0, 0, farStarIndex(h));
      const below = leq(h, far);
      const above = leq(far, h);
      if (below && !above) {
        if (L.length === 0) return intGame(0);
        // least integer n with n not ≤ any of L
        let best = -Infinity;
        for (const a of L) {
          let n = Math.ceil(stops(a).right);
          if (leq(intGame(n), a)) n += 1;
          best = Math.max(best, n);
        }
        return intGame(best);
      }
      if (above && !below) {
        if (R.length === 0) return intGame(0);
        // greatest integer n with n not ≥ any of R
        let best = Infinity;
        for (const b of R) {
          let n = Math.floor(stops(b).left);
          if (leq(b, intGame(n))) n -= 1;
          best = Math.min(best, n);
        }
        return intGame(best);
      }
      return w;
    },
  );
}

/**
 * The atomic weight of g, or undefined with the reason when g has none.
 */
export function atomicWeightOrUndefined(g: Game): { weight: Game; reason?: undefined } | { weight?: undefined; reason: 'not infinitesimal' | 'not atomic' } {
  g = requireShort(g, 'atomicWeightOrUndefined');
  return engineOperation(() => atomicWeightOf(g));
}

function atomicWeightOf(g: Game): { weight: Game; reason?: undefined } | { weight?: undefined; reason: 'not infinitesimal' | 'not atomic' } {
  const s = stops(g);
  if (s.left !== 0 || s.right !== 0) return { reason: 'not infinitesimal' };
  const w = calculusWeight(g);
  if (isDicotic(g)) return { weight: w };
  let N = 2;
  const f = farStarIndex(g);
  while (N < f) N *= 2;
  const eps = add(nusGame(0, 1, 1), ordinalSum(nusGame(0, 0, N), intGame(-1)));
  const diff = sub(g, nortonProduct(w, nusGame(0, 1, 0)));
  return leq(diff, eps) && leq(neg(eps), diff) ? { weight: w } : { reason: 'not atomic' };
}

/**
 * The atomic weight of g: the game W with g ∼ W.↑. Throws {@link NotAtomicError} when g has
 * none (numbers and hot games are not infinitesimal; a few infinitesimals are not atomic).
 *
 * @example
 * ```ts
 * import { atomicWeight, up, upNth, num } from 'partizan';
 * atomicWeight(up) === num(1);
 * atomicWeight(upNth(3)) === num(1);
 * ```
 */
export function atomicWeight(g: Game): Game {
  g = requireShort(g, 'atomicWeight');
  const r = atomicWeightOrUndefined(g);
  if (r.weight) return r.weight;
  throw new NotAtomicError(r.reason!, quoteGame(g));
}

/** Does g have an atomic weight? */
export function isAtomic(g: Game): boolean {
  g = requireShort(g, 'isAtomic');
  return atomicWeightOrUndefined(g).weight !== undefined;
}
