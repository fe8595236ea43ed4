/**
 * The public operations on games: sums, negatives, the four-way comparison and outcome classes.
 * Games are not totally ordered: `compare` answers `<`, `>`, `=` or `||` (confused with).
 */
import { add, neg, sub } from './arith.js';
import { leq } from './compare.js';
import { type Game, nusGame } from './game.js';
import { ge0, le0 } from './properties.js';

/** The result of comparing two games. `'||'` means incomparable (confused, fuzzy). */
export type Comparison = '<' | '>' | '=' | '||';

/** The outcome class: Left wins (L), Right wins (R), the next player (N), the previous player (P). */
export type Outcome = 'L' | 'R' | 'N' | 'P';

export { add, neg, sub };

/**
 * The four-way comparison of a and b from an order `le` (a partial order on interned values, so
 * identical values are equal without asking): the one rule behind every `compare` of the library.
 */
export function compareBy<T>(a: T, b: T, le: (x: T, y: T) => boolean): Comparison {
  if (a === b) return '=';
  const x = le(a, b);
  const y = le(b, a);
  return x ? (y ? '=' : '<') : y ? '>' : '||';
}

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
  const p = ge0(g);
  const q = le0(g);
  return p ? (q ? 'P' : 'L') : q ? 'R' : 'N';
}

/** The sum of any number of games (0 for none). */
export function sum(...gs: Game[]): Game {
  let s: Game | undefined;
  for (const g of gs) s = s === undefined ? g : add(s, g);
  return s ?? nusGame(0, 0, 0);
}
