/**
 * The board reading of Section 2: k pieces on an n×n board. From square (a, b) (row a, column b),
 * Left moves a piece up by its column, to (a + b, b); Right moves it right by its row, to (a, a + b);
 * a move past the edge takes the piece off the board. One piece at (a, b) is the one-hand position
 * `(b | a)_n` (Left's hand is the column, Right's the row), and k pieces are the disjunctive sum.
 */
import { add } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { position, PositionError } from './position.js';
import { value } from './value.js';
import { kindError, requireIterable } from '../../engine/guard.js';
import { clip } from '../../engine/errors.js';

/** A piece on the board: `[row, column]`, both in 1..n. */
export type Piece = readonly [row: number, column: number];

/**
 * The value of the board game with the given pieces on an n×n board: the sum of `(column | row)_n`
 * over the pieces. A piece off the board (row or column outside 1..n, non-integers) is a
 * PositionError naming the piece.
 */
export function board(n: number, pieces: Iterable<Piece>): Game {
  let s = zero;
  let k = 0;
  for (const piece of requireIterable(pieces, 'board', 'pieces')) {
    k++;
    if (!Array.isArray(piece)) throw kindError('board', `pieces[${k - 1}]`, 'a piece [row, column]', piece);
    const [row, col] = piece as [number, number];
    for (const [what, x] of [['row', row], ['column', col]] as const) {
      if (!Number.isInteger(x) || x < 1 || x > n) throw new PositionError(`piece ${k} at (${clip(typeof row === 'number' ? row : typeof row, 20)}, ${clip(typeof col === 'number' ? col : typeof col, 20)}): the ${what} must be an integer in 1..${n}`);
    }
    s = add(s, value(position([col], [row], n)));
  }
  return s;
}
