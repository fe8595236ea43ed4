/**
 * Domineering on any board with holes.
 *
 * Convention (as in Winning Ways, CGSuite and cgt-tools): **Left places vertical dominoes, Right
 * places horizontal ones.** A board with `r` rows and `c` columns is written as `r` lines of `c`
 * characters, `.` an empty cell and `#` a filled one, rows separated by `|` or newlines, as in
 * CGSuite's `Domineering(".#..|....")`. So `".|."` (2 rows × 1 column) is 1 and `".."` is −1.
 *
 * Two evaluators share the board type:
 * - {@link domineering}, a plain {@link Ruleset} over boards of any size (cells in an array), usable
 *   with the generic {@link Solver};
 * - {@link DomineeringSolver}, the fast one: it splits a board into connected regions of empty cells
 *   (their disjunctive sum is the board), trims each region to its bounding box, stores rows as
 *   bitmasks, and keys its transposition table up to the board's symmetries. Reflections keep the
 *   value; the transpose (a reflection in a diagonal, i.e. a quarter turn composed with a reflection)
 *   swaps the players, so it maps G to −G and one table entry serves both. A region where one player
 *   cannot move is an integer (a strip of n cells is ±⌊n/2⌋) and needs no search.
 */
import type { Game } from '../../engine/game.js';
import type { SolverOptions } from '../../engine/solver.js';
import { DomineeringBoard } from './board.js';
import { DomineeringSolver } from './solver.js';

export { DomineeringBoard } from './board.js';
export { domineering } from './ruleset.js';
export { DomineeringSolver } from './solver.js';
export { domineeringValueAsync, type DomineeringThreadsOptions } from './parallel.js';

/**
 * The canonical value of a Domineering board (text or {@link DomineeringBoard}), with a fresh
 * {@link DomineeringSolver}. Left places vertical dominoes, Right horizontal ones.
 *
 * @example
 * ```ts
 * import { domineeringValue } from 'partizan/games';
 * domineeringValue('...|...').toString(); // 2 rows × 3 columns: {2|-1/2}
 * ```
 */
export function domineeringValue(board: DomineeringBoard | string, options: SolverOptions = {}): Game {
  return new DomineeringSolver(options).value(board);
}

