/** Values the paper names. */
import { game } from '../../engine/canonical.js';
import { upNth, zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';

/** J = {0 | ↑^[2]}, the value the paper names J (Section 2); the uptimal .22* = 2·↑ + 2·↑² + *. */
export const J: Game = game([zero], [upNth(2)]);

/** The names known to the `value` reader and printer: `{ J }`. */
export const NAMES: Readonly<Record<string, Game>> = Object.freeze({ J });
