/**
 * Cooling, heating, overheating and freezing (Siegel, CGT, II.5; Winning Ways, Ch. 6), computed
 * on the canonical form, on an explicit stack, with results cached per game and parameter.
 *
 * - Cooling G_t (t ≥ 0): a number is unchanged; otherwise {G^L_t − t | G^R_t + t}, except that
 *   once t exceeds the temperature of G the result is the mean (CGSuite's rule, equivalent to
 *   the textbook "infinitesimally close to a number at some smaller t").
 * - Heating ∫^t G: a number is unchanged; otherwise {∫^t G^L + t | ∫^t G^R − t}.
 * - Overheating ∫_s^t G: an integer n becomes n·s (the Norton product, n copies of s); otherwise
 *   {∫_s^t G^L + t | ∫_s^t G^R − t}.
 * - Freezing: G cooled by its own temperature (numbers are already frozen).
 *
 * Heating and overheating depend on the form of G; here the form is the canonical one, as in CGSuite.
 */
import { add, sub } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { ValueError } from '../engine/errors.js';
import { Game, nusGame } from '../engine/game.js';
import { memoFold } from '../engine/properties.js';
import { nortonProduct } from './products.js';
import { type DyadicInput, dyadicInput } from './rational.js';
import { isAboveTemperature, mean, temperature } from './stops.js';

function numberGame(x: number): Game {
  return nusGame(x, 0, 0);
}

/**
 * G cooled by t (t a dyadic ≥ 0). Cooling by more than the temperature gives the mean.
 *
 * @example
 * ```ts
 * import { cool, num, star, switchOf } from 'partizan';
 * cool(switchOf(num(1)), 1) === star; // ±1 cooled by 1 is {0 | 0} = *
 * ```
 */
export function cool(g: Game, t: DyadicInput): Game {
  const tt = dyadicInput(t, 'cooling temperature');
  if (tt < 0) throw new ValueError(`cooling needs a temperature t ≥ 0, got ${tt}`);
  const T = numberGame(tt);
  return memoFold<Game>(
    g,
    `analysis:cool:${tt}`,
    (h) => {
      if (h.isNumber) return h;
      if (isAboveTemperature(h, tt)) return numberGame(mean(h));
      return undefined;
    },
    (h, get) =>
      game(
        h.leftOptions.map((x) => sub(get(x), T)),
        h.rightOptions.map((x) => add(get(x), T)),
      ),
  );
}

/** A game parameter given as a Game or as a dyadic number. */
function gameParam(x: Game | DyadicInput, what: string): Game {
  return x instanceof Game ? x : numberGame(dyadicInput(x, what));
}

/** ∫^t G: G heated by t (any game, or a dyadic number; usually a positive number). */
export function heat(g: Game, by: Game | DyadicInput): Game {
  const t = gameParam(by, 'heating temperature');
  return memoFold<Game>(
    g,
    `analysis:heat:${t.id}`,
    (h) => (h.isNumber ? h : undefined),
    (h, get) =>
      game(
        h.leftOptions.map((x) => add(get(x), t)),
        h.rightOptions.map((x) => sub(get(x), t)),
      ),
  );
}

/** ∫_s^t G: G overheated from s to t (integers n become the Norton product n·s); s, t games or dyadic numbers. */
export function overheat(g: Game, from: Game | DyadicInput, to: Game | DyadicInput): Game {
  const s = gameParam(from, 'overheating base');
  const t = gameParam(to, 'overheating temperature');
  return memoFold<Game>(
    g,
    `analysis:overheat:${s.id}:${t.id}`,
    (h) => (h.isNumber && Number.isInteger(h.nus!.number) ? nortonProduct(h, s) : undefined),
    (h, get) =>
      game(
        h.leftOptions.map((x) => add(get(x), t)),
        h.rightOptions.map((x) => sub(get(x), t)),
      ),
  );
}

/** G frozen: cooled by its temperature (a number is returned unchanged). */
export function freeze(g: Game): Game {
  if (g.isNumber) return g;
  return cool(g, Math.max(0, temperature(g)));
}
