/**
 * Tiny and Miny (Winning Ways; Siegel, CGT, Ch. II): for a game G (usually a positive
 * number or a hot game), Tiny(G) = ⧾_G = {0 ‖ 0 | −G} and Miny(G) = ⧿_G = {G | 0 ‖ 0}, positive
 * and negative infinitesimals. CGSuite prints them as `Tiny(3/2)`, `Miny({5||3|1})`, and a
 * translate x + Tiny(G) = {x ‖ x | x − G} as `xTiny(G)`.
 *
 * The recognisers below are for the printer (engine/print.ts): they say when a canonical game has
 * that shape. The analysis module re-exports them.
 */
import { neg, sub } from './arith.js';
import { game } from './canonical.js';
import { type Game, nusGame } from './game.js';
import { stops } from './properties.js';

/** Tiny(G) = {0 ‖ 0 | −G}. */
export function tiny(g: Game): Game {
  const z = nusGame(0, 0, 0);
  return game([z], [game([z], [neg(g)])]);
}

/** Miny(G) = {G | 0 ‖ 0} = −Tiny(G). */
export function miny(g: Game): Game {
  return neg(tiny(g));
}

/** The parts of a translated Tiny or Miny: `number` + Tiny(`subscript`) or + Miny(`subscript`). */
export interface TinyParts {
  /** The translation x (0 for a plain Tiny or Miny). */
  readonly number: number;
  /** The subscript G. */
  readonly subscript: Game;
}

/**
 * If g = x + Tiny(G) in the shape CGSuite prints as `Tiny(G)` (canonical form {x ‖ x | y} with x a
 * number and the left stop of y below x), returns x and G = x − y; otherwise undefined.
 */
export function asTiny(g: Game): TinyParts | undefined {
  if (g.nus) return undefined;
  const L = g.leftOptions;
  const R = g.rightOptions;
  if (L.length !== 1 || R.length !== 1 || !L[0]!.isNumber) return undefined;
  const x = L[0]!;
  const r = R[0]!;
  if (r.leftOptions.length !== 1 || r.rightOptions.length !== 1 || r.leftOptions[0] !== x) return undefined;
  const y = r.rightOptions[0]!;
  if (!(stops(y).left < x.nus!.number)) return undefined;
  return { number: x.nus!.number, subscript: sub(x, y) };
}

/** If g = x + Miny(G) (the negative of a {@link asTiny} shape), returns x and G; otherwise undefined. */
export function asMiny(g: Game): TinyParts | undefined {
  const t = asTiny(neg(g));
  return t ? { number: t.number === 0 ? 0 : -t.number, subscript: t.subscript } : undefined;
}
