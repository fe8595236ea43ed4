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

/** The outcome class of g. */
export function outcome(g: Game): Outcome {
  return outcomeOf(g, nusGame(0, 0, 0));
}

