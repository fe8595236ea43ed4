/**
 * Mean and temperature of a short game, with CGSuite's conventions: an integer has temperature
 * −1, a dyadic m/2^k (k ≥ 1, m odd) has −1/2^k, a number plus a non-zero infinitesimal has 0;
 * otherwise both come from the {@link thermograph} (mean = mast value, temperature = its largest
 * critical temperature). Left and right stops live in the engine (`stops`).
 */
import { denExp } from '../engine/dyadic.js';
import type { Game } from '../engine/game.js';
import { stops } from '../engine/properties.js';
import { frac } from './rational.js';
import { thermograph } from './thermograph.js';

/**
 * The mean (mean value) of g: the number m with g·n − m·n bounded as n grows; the thermograph's
 * mast value. Mean is additive: mean(G + H) = mean(G) + mean(H).
 */
export function mean(g: Game): number {
  if (g.nus) return g.nus.number;
  return thermograph(g).mean;
}

/**
 * The temperature of g (CGSuite's convention; see the module notes): −1 for integers,
 * −1/2^k for m/2^k, 0 for number + infinitesimal, else the thermograph's temperature.
 */
export function temperature(g: Game): number {
  const n = g.nus;
  if (n) {
    if (n.ups === 0 && n.nim === 0) return -1 / 2 ** denExp(n.number);
    return 0;
  }
  return thermograph(g).temperature;
}

/** Left stop, right stop, mean and temperature together. */
export function stopsAndMean(g: Game): { left: number; right: number; mean: number; temperature: number } {
  const s = stops(g);
  return { left: s.left, right: s.right, mean: mean(g), temperature: temperature(g) };
}

/** Is t above the temperature of g? Exact, also when the temperature does not fit a double. @internal */
export function isAboveTemperature(g: Game, t: number): boolean {
  if (g.nus) return t > temperature(g);
  return thermograph(g).temperatureFraction.lt(frac(t));
}
