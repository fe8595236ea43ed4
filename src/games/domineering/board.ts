/** A Domineering board: its cells, moves and text form. */
import { ValueError, clip } from '../../engine/errors.js';
import type { Player } from '../../engine/solver.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { kindError, requireString } from '../../engine/guard.js';
import { boardRows } from '../grid/grid.js';

/** The cell a domino placed by a player covers beside its top or left cell: Left vertical, Right horizontal. @internal */
export const STEP: Record<Player, readonly [number, number]> = { L: [1, 0], R: [0, 1] };

/** The most cells a board may have (rows × columns), so that its cells fit in memory. */
export const MAX_BOARD_CELLS = 2 ** 28;

/**
 * A Domineering board: `rows × cols` cells, each empty or filled. Immutable.
 *
 * Invariant: `free[r * cols + c]` is 1 when the cell in row r, column c is empty, else 0.
 */
export class DomineeringBoard {
  /** @internal */
  constructor(
    /** The number of rows. */
    readonly rows: number,
    /** The number of columns. */
    readonly cols: number,
    /** @internal row-major, 1 = empty */
    readonly free: Uint8Array,
  ) {
    if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 0 || cols < 0 || !(free instanceof Uint8Array) || free.length !== rows * cols) {
      throw kindError('new DomineeringBoard', 'rows, cols, free', 'a board as DomineeringBoard.parse or DomineeringBoard.empty make it', free);
    }
  }

  /** The empty board with `rows` rows and `cols` columns. */
  static empty(rows: number, cols: number): DomineeringBoard {
    for (const [n, what] of [
      [rows, 'rows'],
      [cols, 'cols'],
    ] as const) {
      if (!Number.isSafeInteger(n) || n < 0) throw new ValueError(`DomineeringBoard.empty: ${what} must be an integer ≥ 0, got ${clip(n, 40)}`);
    }
    if (rows * cols > MAX_BOARD_CELLS) throw new ValueError(`DomineeringBoard.empty: a board has at most ${MAX_BOARD_CELLS} cells, got ${rows} × ${cols}`);
    return new DomineeringBoard(rows, cols, new Uint8Array(rows * cols).fill(1));
  }

  /**
   * Parses rows of `.` (empty) and `#` (filled; `x` is accepted too, as CGSuite prints it),
   * separated by `|` or newlines. All rows must have the same length.
   * @throws {@link PositionSyntaxError} saying where the text is wrong.
   */
  static parse(text: string): DomineeringBoard {
    const { rows, cols, free } = parseBoardCells(text);
    return new DomineeringBoard(rows, cols, free);
  }

  /** True when the cell in row `r`, column `c` (from 0) is on the board and empty. */
  isEmpty(r: number, c: number): boolean {
    return r >= 0 && r < this.rows && c >= 0 && c < this.cols && this.free[r * this.cols + c] === 1;
  }

  /** The number of empty cells. */
  get emptyCount(): number {
    let n = 0;
    for (const x of this.free) n += x;
    return n;
  }

  /** The board with the cells of a domino placed by `player` at row `r`, column `c` (its top or left cell). */
  place(player: Player, r: number, c: number): DomineeringBoard {
    const [dr, dc] = STEP[player];
    if (!this.isEmpty(r, c) || !this.isEmpty(r + dr, c + dc)) {
      throw new ValueError(`Domineering: ${player === 'L' ? 'Left (vertical)' : 'Right (horizontal)'} cannot place a domino at row ${r}, column ${c}`);
    }
    const free = this.free.slice();
    free[r * this.cols + c] = 0;
    free[(r + dr) * this.cols + c + dc] = 0;
    return new DomineeringBoard(this.rows, this.cols, free);
  }

  /** The board in the text form {@link DomineeringBoard.parse} reads, rows separated by `|`. */
  toString(): string {
    const out: string[] = [];
    for (let r = 0; r < this.rows; r++) {
      let s = '';
      for (let c = 0; c < this.cols; c++) s += this.free[r * this.cols + c] ? '.' : '#';
      out.push(s);
    }
    return out.join('|');
  }
}

/** The cells of a board read from text (see {@link DomineeringBoard.parse}), 1 for empty, row by row. */
function parseBoardCells(text: string): { rows: number; cols: number; free: Uint8Array } {
  requireString(text, 'DomineeringBoard.parse', 'text');
  const cell = (ch: string): number => (ch === '.' ? 1 : ch === '#' || ch === 'x' || ch === 'X' ? 0 : -1);
  const lines = boardRows(text, 'Domineering', cell, "expected '.', '#', '|' or a newline", /\s+$/);
  if (lines.length === 1 && lines[0]!.cells.length === 0) return { rows: 0, cols: 0, free: new Uint8Array(0) };
  const cols = lines[0]!.cells.length;
  for (let r = 1; r < lines.length; r++) {
    if (lines[r]!.cells.length !== cols) {
      throw new PositionSyntaxError('Domineering', text, lines[r]!.start, `row ${r + 1} has ${lines[r]!.cells.length} cells but row 1 has ${cols}`);
    }
  }
  const free = new Uint8Array(lines.length * cols);
  lines.forEach((l, r) => free.set(l.cells, r * cols));
  return { rows: lines.length, cols, free };
}
