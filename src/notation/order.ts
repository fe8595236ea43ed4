/**
 * CGSuite's order of options lives in the engine (the printer uses it); here for short games only
 * (a KindError for anything else).
 */
import type { Game } from '../engine/game.js';
import { cgsuiteOrder as cgsuiteOrderShort, sortedOptions as sortedOptionsShort } from '../engine/order.js';
import { requireShort } from '../values/kind.js';

/** The options of `player` in CGSuite's printing order. */
export function sortedOptions(g: Game, player: 'L' | 'R'): readonly Game[] {
  return sortedOptionsShort(requireShort(g, 'sortedOptions'), player === 'R' ? 'R' : 'L');
}

/**
 * CGSuite's deterministic order of games (negative, 0 or positive), the order in which options and
 * sets of games are printed: numbers, nimbers, uptimals, then the rest. Use it with `Array.sort`.
 */
export function cgsuiteOrder(g: Game, h: Game): number {
  return cgsuiteOrderShort(requireShort(g, 'cgsuiteOrder'), requireShort(h, 'cgsuiteOrder'));
}
