/**
 * Cooling, heating, overheating and freezing (Siegel, CGT, II.5; Winning Ways, Ch. 6), computed
 * on the canonical form, on an explicit stack, with results cached per game and parameter.
 *
 * - Cooling G_t, for every dyadic t ≥ −1 (Siegel, CGT, II.5, the definition before Theorem 5.14;
 *   the part below 0 is Berlekamp's "subzero" cooling, which CGSuite does not offer): an integer is
 *   unchanged; otherwise G̃_t = {G^L_t − t | G^R_t + t}, and G_t = G̃_t unless G̃_t' is infinitely
 *   close to a number x for some t' < t, in which case G_t = x (for the smallest such t', the
 *   temperature of G, and x is the mean). So a non-integer number m/2^k (temperature −1/2^k) is
 *   unchanged above its temperature but heats up below it: 1/2 cooled by −3/4 is {3/4 | 1/4}.
 *   The walls of the thermograph at t are the stops of G_t.
 * - Heating ∫^t G: a number is unchanged; otherwise {∫^t G^L + t | ∫^t G^R − t}.
 * - Overheating ∫_s^t G: an integer n becomes n·s (the Norton product, n copies of s); otherwise
 *   {∫_s^t G^L + t | ∫_s^t G^R − t}.
 * - Freezing: G cooled by its own temperature (numbers are already frozen).
 *
 * Heating and overheating depend on the form of G; here the form is the canonical one, as in CGSuite.
 */
import { add, sub } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { dyString } from '../engine/dyadic.js';
import { ValueError } from '../engine/errors.js';
import { Game, nusGame } from '../engine/game.js';
import { memoFold } from '../engine/properties.js';
import { nortonProduct } from './products.js';
import { type DyadicInput, dyadicInput, dyadicOf } from './rational.js';
import { isAboveTemperature, meanExact, temperature } from './stops.js';
import { type AnalysisOptions, analysisFold } from './fold.js';
import { thermograph } from './thermograph.js';
import { engineOperation } from '../engine/work.js';
import { requireShort } from '../values/kind.js';

function numberGame(x: number): Game {
  return nusGame(x, 0, 0);
}

/** {G^L + t | G^R − t} over the folded options of h: heating by t (cooling by t heats by −t). */
function heated(h: Game, get: (x: Game) => Game, t: Game): Game {
  return game(h.leftOptions.map((x) => add(get(x), t)), h.rightOptions.map((x) => sub(get(x), t)));
}

/**
 * G cooled by t, for a dyadic t ≥ −1 (Siegel, CGT, II.5). Cooling by more than the temperature
 * gives the mean. Below 0 ("subzero" temperatures, −1 ≤ t < 0) the same definition applies: an
 * integer stays put, and anything else that is not yet frozen is spread by −t on each side, so
 * `cool(star, '-1/2')` is ±1/2 and `cool(num('1/2'), '-3/4')` is {3/4 | 1/4}.
 *
 * Runs over the followers on an explicit stack, using each follower's thermograph (for its
 * temperature and mean): `opts` gives an AbortSignal, a progress counter and a size limit
 * ({@link AnalysisOptions}), as for {@link thermograph}.
 *
 * @throws ValueError when t < −1, where cooling is not defined, or when a mean needed is not a
 * dyadic of at most 53 significant bits.
 *
 * @example
 * ```ts
 * import { cool, num, star, switchOf } from 'partizan';
 * cool(switchOf(num(1)), 1) === star; // ±1 cooled by 1 is {0 | 0} = *
 * cool(star, '-1/2') === switchOf(num('1/2')); // * cooled by −1/2 is {1/2 | −1/2}
 * ```
 */
export function cool(g: Game, t: DyadicInput, opts: AnalysisOptions = {}): Game {
  g = requireShort(g, 'cool');
  return engineOperation(() => coolFold(g, t, opts), opts.signal);
}

function coolFold(g: Game, t: DyadicInput, opts: AnalysisOptions): Game {
  const tt = dyadicInput(t, 'cooling temperature');
  if (tt < -1) throw new ValueError(`cooling is defined for temperatures t ≥ −1, got ${dyString(tt)}`);
  const minusT = numberGame(-tt);
  // the thermographs are computed first, over the same followers, with the same options
  if (!g.nus) thermograph(g, opts);
  return analysisFold<Game>(
    g,
    `analysis:cool:${tt}`,
    (h) => {
      const n = h.nus;
      if (n && n.ups === 0 && n.nim === 0 && Number.isInteger(n.number)) return h; // integers are fixed
      if (n && tt === 0) return h; // x + an infinitesimal has temperature 0: cooling by 0 keeps it (a number is its mean)
      if (isAboveTemperature(h, tt, opts)) return numberGame(dyadicOf(meanExact(h, opts), 'the mean')); // frozen below t: the mean
      return undefined;
    },
    (h, get) => heated(h, get, minusT),
    opts,
  );
}

/** A game parameter given as a Game or as a dyadic number. */
function gameParam(x: Game | DyadicInput, what: string): Game {
  return x instanceof Game ? x : numberGame(dyadicInput(x, what));
}

/** ∫^t G: G heated by t (any game, or a dyadic number; usually a positive number). */
export function heat(g: Game, by: Game | DyadicInput): Game {
  g = requireShort(g, 'heat');
  const t = gameParam(by, 'heating temperature');
  return engineOperation(() => memoFold<Game>(
    g,
    `analysis:heat:${t.id}`,
    (h) => (h.isNumber ? h : undefined),
    (h, get) => heated(h, get, t),
  ));
}

/** ∫_s^t G: G overheated from s to t (integers n become the Norton product n·s); s, t games or dyadic numbers. */
export function overheat(g: Game, from: Game | DyadicInput, to: Game | DyadicInput): Game {
  g = requireShort(g, 'overheat');
  const s = gameParam(from, 'overheating base');
  const t = gameParam(to, 'overheating temperature');
  return engineOperation(() => memoFold<Game>(
    g,
    `analysis:overheat:${s.id}:${t.id}`,
    (h) => (h.isNumber && Number.isInteger(h.nus!.number) ? nortonProduct(h, s) : undefined),
    (h, get) => heated(h, get, t),
  ));
}

/** G frozen: cooled by its temperature (a number is returned unchanged). */
export function freeze(g: Game): Game {
  g = requireShort(g, 'freeze');
  if (g.nus) return g; // numbers are frozen; x + an infinitesimal has temperature 0, and cooling by 0 keeps it
  return engineOperation(() => cool(g, Math.max(0, temperature(g))));
}
