/**
 * Tiny and Miny: the engine's (src/engine/tinyminy.ts) for short games; for a stopper S, CGSuite's
 * `S.Tiny` = {0 ‖ 0 | −S} and `S.Miny` = {S | 0 ‖ 0} from the loopy engine (`Tiny(on)`). Other
 * values are a KindError.
 */
import { Game } from '../engine/game.js';
import { type TinyParts, asMiny as asMinyShort, asTiny as asTinyShort, miny as minyShort, tiny as tinyShort } from '../engine/tinyminy.js';
import { tinyFormValue } from '../loopy/print.js';
import { Stopper } from '../loopy/stopper.js';
import { type Value, requireShort } from '../values/kind.js';
import { member, simplest } from '../values/ops.js';

export type { TinyParts };

/** Tiny(G) = {0 ‖ 0 | −G} of a short game. */
export function tiny(g: Game): Game;
/** Tiny(G) = {0 ‖ 0 | −G} of a short game or a stopper (CGSuite's `Tiny(on)`). */
export function tiny(g: Value): Value;
export function tiny(g: Value): Value {
  return tinyOrMiny(g, 'Tiny');
}
/** Miny(G) = {G | 0 ‖ 0} = −Tiny(G) of a short game. */
export function miny(g: Game): Game;
/** Miny(G) = {G | 0 ‖ 0} of a short game or a stopper (CGSuite's `Miny(on)`). */
export function miny(g: Value): Value;
export function miny(g: Value): Value {
  return tinyOrMiny(g, 'Miny');
}

function tinyOrMiny(g: Value, kind: 'Tiny' | 'Miny'): Value {
  const fn = kind === 'Tiny' ? 'tiny' : 'miny';
  const v = member(g, fn);
  if (v instanceof Game) return kind === 'Tiny' ? tinyShort(v) : minyShort(v);
  if (v instanceof Stopper) return simplest(tinyFormValue(kind, 0, v));
  return requireShort(v, `${fn} (of a short game or a stopper)`);
}

/**
 * If g = x + Tiny(G) in the shape CGSuite prints as `Tiny(G)` (canonical form {x ‖ x | y} with x a
 * number and the left stop of y below x), returns x and G = x − y; otherwise undefined.
 */
export function asTiny(g: Game): TinyParts | undefined {
  return asTinyShort(requireShort(g, 'asTiny'));
}
/** If g = x + Miny(G) (the negative of an {@link asTiny} shape), returns x and G; otherwise undefined. */
export function asMiny(g: Game): TinyParts | undefined {
  return asMinyShort(requireShort(g, 'asMiny'));
}
