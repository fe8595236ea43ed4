/**
 * Mean and temperature of a short game, with CGSuite's conventions: an integer has temperature
 * −1, a dyadic m/2^k (k ≥ 1, m odd) has −1/2^k, a number plus a non-zero infinitesimal has 0;
 * otherwise both come from the {@link thermograph} (mean = mast value, temperature = its largest
 * critical temperature). Left and right stops live in the engine (`stops`).
 *
 * Exactness: like every number of the engine, `mean` and `temperature` return exact dyadic
 * rationals held in doubles, never rounded values. A game's stops are always exact (they are
 * number parts of its followers), but its mean and temperature can need more bits than its
 * followers (each level of {h | −i} halves a denominator), and then `mean` and `temperature`
 * throw a ValueError; `meanExact` and `temperatureExact` return the same values as exact
 * Rationals and never fail.
 *
 * Cost: the exact numbers of a deep game's thermograph can grow by a bit a level, so the exact
 * computation takes time quadratic in depth (about 2 s at depth 10^4, 17 s at 3·10^4). `mean` and `temperature`
 * therefore fail fast: they stop with a LimitError as soon as a follower's walls need numbers of
 * more than 1024 bits (option `maxBits`), long before such a game's whole thermograph is known; a
 * double has 53 significant bits, so such answers are almost never doubles. Every function here
 * takes an AbortSignal and a progress counter ({@link AnalysisOptions}).
 */
import { denExp } from '../engine/dyadic.js';
import type { Game } from '../engine/game.js';
import { stops } from '../engine/properties.js';
import { dyadicOf, F_ZERO, frac, type Rational, rational } from './rational.js';
import { thermograph } from './thermograph.js';
import type { AnalysisOptions } from './fold.js';
import { requireShort } from '../values/kind.js';

/** The default size limit of `mean` and `temperature` (see the module notes). */
const FAST_FAIL_BITS = 1024;

function fastFail(opts: AnalysisOptions): AnalysisOptions {
  return opts.maxBits === undefined ? { ...opts, maxBits: FAST_FAIL_BITS } : opts;
}

/**
 * The mean (mean value) of g exactly: the number m with g·n − m·n bounded as n grows; the
 * thermograph's mast value. Mean is additive: mean(G + H) = mean(G) + mean(H).
 *
 * @example
 * ```ts
 * import { game, meanExact, num } from 'partizan';
 * meanExact(game([num(2)], [num('-1/2')])).toFraction(); // '3/4'
 * ```
 */
export function meanExact(g: Game, opts: AnalysisOptions = {}): Rational {
  g = requireShort(g, 'meanExact');
  if (g.nus) return rational(g.nus.number);
  return thermograph(g, opts).mastValue;
}

/**
 * The temperature of g exactly (CGSuite's convention; see the module notes): −1 for integers,
 * −1/2^k for m/2^k, 0 for number + infinitesimal, else the thermograph's temperature.
 */
export function temperatureExact(g: Game, opts: AnalysisOptions = {}): Rational {
  g = requireShort(g, 'temperatureExact');
  const n = g.nus;
  if (n) {
    if (n.ups === 0 && n.nim === 0) return rational(-1).div(rational(2 ** denExp(n.number)));
    return F_ZERO;
  }
  return thermograph(g, opts).temperatureFraction;
}

/**
 * The mean of g as an exact dyadic double (see {@link meanExact}).
 *
 * @throws ValueError when the mean needs more than 53 significant bits; {@link meanExact} gives
 * it exactly.
 * @throws LimitError (fast) when a follower's thermograph needs numbers of more than
 * `opts.maxBits` bits (default 1024; see the module notes).
 */
export function mean(g: Game, opts: AnalysisOptions = {}): number {
  g = requireShort(g, 'mean');
  if (g.nus) return g.nus.number;
  return dyadicOf(meanExact(g, fastFail(opts)), 'the mean');
}

/**
 * The temperature of g as an exact dyadic double (see {@link temperatureExact}).
 *
 * @throws ValueError when the temperature needs more than 53 significant bits;
 * {@link temperatureExact} gives it exactly.
 * @throws LimitError (fast) when a follower's thermograph needs numbers of more than
 * `opts.maxBits` bits (default 1024; see the module notes).
 */
export function temperature(g: Game, opts: AnalysisOptions = {}): number {
  g = requireShort(g, 'temperature');
  const n = g.nus;
  if (n) {
    if (n.ups === 0 && n.nim === 0) return -1 / 2 ** denExp(n.number);
    return 0;
  }
  return dyadicOf(temperatureExact(g, fastFail(opts)), 'the temperature');
}

/**
 * Left stop, right stop, mean and temperature together, as exact dyadic doubles.
 *
 * @throws ValueError when the mean or the temperature needs more than 53 significant bits (use
 * {@link meanExact} and {@link temperatureExact}).
 */
export function stopsAndMean(g: Game, opts: AnalysisOptions = {}): { left: number; right: number; mean: number; temperature: number } {
  g = requireShort(g, 'stopsAndMean');
  const s = stops(g);
  return { left: s.left, right: s.right, mean: mean(g, opts), temperature: temperature(g, opts) };
}

/** Is t above the temperature of g? Exact, also when the temperature does not fit a double. @internal */
export function isAboveTemperature(g: Game, t: number, opts: AnalysisOptions = {}): boolean {
  g = requireShort(g, 'isAboveTemperature');
  if (g.nus) return t > temperature(g);
  return thermograph(g, opts).temperatureFraction.lt(frac(t));
}
