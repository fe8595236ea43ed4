/**
 * The public operations on games: sums, negatives, the four-way comparison and outcome classes.
 * Games are not totally ordered: `compare` answers `<`, `>`, `=` or `||` (confused with).
 */
import { add, neg, sub } from './arith.js';
import { type Comparison, compareBy, leq, type Outcome, outcomeOf } from './compare.js';
import { type Game, nusGame } from './game.js';

export { add, neg, sub, compareBy, type Comparison, type Outcome };

/** The four-way comparison of g and h. */
export function compare(g: Game, h: Game): Comparison {
  return compareBy(g, h, leq);
}

/** g ≤ h. */
export function le(g: Game, h: Game): boolean {
  return leq(g, h);
}
/** g < h. */
export function lt(g: Game, h: Game): boolean {
  return g !== h && leq(g, h) && !leq(h, g);
}
/** g ≥ h. */
export function ge(g: Game, h: Game): boolean {
  return leq(h, g);
}
/** g > h. */
export function gt(g: Game, h: Game): boolean {
  return lt(h, g);
}
/** g || h: neither g ≤ h nor h ≤ g. */
export function fuzzy(g: Game, h: Game): boolean {
  return !leq(g, h) && !leq(h, g);
}
/** g = h. Since games are interned this is `g === h`; the function exists for readability. */
export function equals(g: Game, h: Game): boolean {
  return g === h;
}

/** The outcome class of g. */
export function outcome(g: Game): Outcome {
  return outcomeOf(g, nusGame(0, 0, 0));
}

/** The sum of any number of games (0 for none). */
export function sum(...gs: Game[]): Game {
  let s: Game | undefined;
  for (const g of gs) s = s === undefined ? g : add(s, g);
  return s ?? nusGame(0, 0, 0);
}
