/**
 * Boards of the grid games (Clobber, Konane, Amazons, Cram, ...): `rows × cols` cells, each one of
 * four kinds, read and written as CGSuite 2.x does (`Grid.Parse` with the game's character map):
 * rows separated by `|`, the top row first, one character a cell.
 *
 * Invariants: a {@link Grid} is immutable; `cells[r * cols + c]` is the cell in row r, column c
 * (from 0, top left), one of {@link EMPTY}, {@link LEFT}, {@link RIGHT}, {@link BLOCKED}; a grid
 * with no rows has no columns.
 */
import { LimitError, ValueError } from '../../engine/errors.js';
import { requireInstance } from '../guard.js';
import type { GridView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';

/** An empty cell (`.`). */
export const EMPTY = 0;
/** A cell holding Left's piece (`x`, black). */
export const LEFT = 1;
/** A cell holding Right's piece (`o`, white). */
export const RIGHT = 2;
/** A blocked cell (`#`: a hole in the board, a filled square, an Amazons arrow). */
export const BLOCKED = 3;

/** The characters of the four kinds of cell, in order: empty, Left's, Right's, blocked. */
export const GRID_CHARS = '.xo#';

/** The most cells a board read from text may have (a {@link LimitError} past it). */
export const MAX_GRID_CELLS = 1_000_000;

/** A board: `rows × cols` cells. Immutable (see the module notes). */
export class Grid {
  /** @internal */
  constructor(
    /** The number of rows. */
    readonly rows: number,
    /** The number of columns. */
    readonly cols: number,
    /** @internal row-major cells, each 0..3 */
    readonly cells: Uint8Array,
  ) {}

  /** The cell in row `r`, column `c` (from 0), or {@link BLOCKED} off the board. */
  at(r: number, c: number): number {
    return r >= 0 && r < this.rows && c >= 0 && c < this.cols ? this.cells[r * this.cols + c]! : BLOCKED;
  }

  /** The board with the given cells changed: `changes` lists (index, new cell) pairs. */
  with(...changes: number[]): Grid {
    const cells = this.cells.slice();
    for (let k = 0; k + 1 < changes.length; k += 2) cells[changes[k]!] = changes[k + 1]!;
    return new Grid(this.rows, this.cols, cells);
  }

  /** The number of cells holding `kind`. */
  count(kind: number): number {
    let n = 0;
    for (const x of this.cells) if (x === kind) n++;
    return n;
  }

  /** The board with Left's and Right's pieces exchanged. */
  swapped(): Grid {
    const cells = this.cells.map((x) => (x === LEFT ? RIGHT : x === RIGHT ? LEFT : x));
    return new Grid(this.rows, this.cols, cells);
  }

  /** The text form, with `chars` naming the four kinds of cell (default `.xo#`), rows joined by `|`. */
  toString(chars: string = GRID_CHARS): string {
    const out: string[] = [];
    for (let r = 0; r < this.rows; r++) {
      let s = '';
      for (let c = 0; c < this.cols; c++) s += chars[this.cells[r * this.cols + c]!];
      out.push(s);
    }
    return out.join('|');
  }
}

/**
 * How one game writes its cells: `chars[k]` is the character of a cell of kind k (`'.xo#'`; a
 * game without some kind has a space there, such as Clobber's `'.xo '`). Upper-case letters read as
 * lower case, as in CGSuite.
 */
export interface GridSyntax {
  /** The game's name, for messages. */
  readonly game: string;
  /** The characters of the four kinds of cell (a space for a kind the game does not have). */
  readonly chars: string;
}

/** The characters a game accepts, for messages: `'.', 'x', 'o'`. */
function accepted(syntax: GridSyntax): string {
  return [...syntax.chars]
    .filter((c) => c !== ' ')
    .map((c) => `'${c}'`)
    .join(', ');
}

/**
 * Reads a board as CGSuite 2.x's `Grid.Parse` does: rows separated by `|` (a newline also
 * separates rows; a trailing newline is ignored), the top row first, one character a cell; every
 * row as long as the first. The empty text is the board with no cells.
 * @throws {@link PositionSyntaxError} saying where the text is wrong.
 * @throws {@link LimitError} for more than {@link MAX_GRID_CELLS} cells.
 */
export function parseGrid(text: string, syntax: GridSyntax): Grid {
  if (typeof syntax?.chars !== 'string' || syntax.chars.length !== 4 || typeof syntax.game !== 'string') throw new ValueError('parseGrid: a syntax is { game, chars } with 4 characters');
  if (typeof text !== 'string') throw new PositionSyntaxError(syntax.game, String(text), 0, 'a position is a string');
  if (text.length > 2 * MAX_GRID_CELLS) throw new LimitError(`${syntax.game}: a board has at most ${MAX_GRID_CELLS} cells`, 'maxCells');
  const cell = (ch: string): number => (ch === ' ' ? -1 : syntax.chars.indexOf(ch.toLowerCase()));
  const rows = boardRows(text, syntax.game, cell, `a cell is one of ${accepted(syntax)}; rows are separated by '|'`);
  if (rows.length === 1 && rows[0]!.cells.length === 0) return new Grid(0, 0, new Uint8Array(0));
  const cols = rows[0]!.cells.length;
  for (let r = 0; r < rows.length; r++) {
    const n = rows[r]!.cells.length;
    if (n !== cols || n === 0) {
      const at = rows[r]!.start + Math.min(n, cols);
      throw new PositionSyntaxError(syntax.game, text, at, n === 0 ? `row ${r + 1} is empty` : `row ${r + 1} has ${n} cells but row 1 has ${cols} (all rows must have equal length)`);
    }
  }
  const cells = new Uint8Array(rows.length * cols);
  rows.forEach((row, r) => cells.set(row.cells, r * cols));
  return new Grid(rows.length, cols, cells);
}

/** The rows of a board's text (`|` or newlines between them), each with its offset and its cells' kinds by `cell`
 * (negative: not a cell, a {@link PositionSyntaxError}): the grid games' and Domineering's reader. @internal */
export function boardRows(text: string, game: string, cell: (ch: string) => number, expected: string, trailing = /[\r\n]+$/): Array<{ start: number; cells: number[] }> {
  const t = text.replace(trailing, '');
  const rows: Array<{ start: number; cells: number[] }> = [];
  let cur: number[] = [];
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!;
    if (ch === '|' || ch === '\n') {
      rows.push({ start, cells: cur });
      cur = [];
      start = i + 1;
      continue;
    }
    if (ch === '\r') continue;
    const k = cell(ch);
    if (k < 0) throw new PositionSyntaxError(game, text, i, `unexpected ${JSON.stringify(ch)} (${expected})`);
    cur.push(k);
  }
  rows.push({ start, cells: cur });
  return rows;
}

/** `g` when it is a board, else a `KindError` naming `fn`. */
export function requireGrid(g: unknown, fn: string): Grid {
  return requireInstance(g, Grid, 'a board (a Grid, as parse gives it)', fn);
}

/** A board as the workbench draws it (see {@link GridView}), in the game's characters. */
export function gridView(g: Grid, syntax: GridSyntax): GridView {
  return { rows: g.rows, cols: g.cols, cells: g.toString(syntax.chars).replace(/\|/g, '') };
}

/**
 * The board a {@link GridView} shows, read with the game's characters.
 * @throws {@link PositionSyntaxError} when a cell is not one of the game's characters or the cells
 * do not fill `rows × cols`.
 */
export function gridFromView(v: GridView, syntax: GridSyntax): Grid {
  const rows = v?.rows;
  const cols = v?.cols;
  const cells = v?.cells;
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 0 || cols < 0 || typeof cells !== 'string' || cells.length !== rows * cols || (rows === 0) !== (cols === 0) || /[|\r\n]/.test(cells)) {
    throw new PositionSyntaxError(syntax.game, String(cells), 0, `a grid view has rows × cols cells (got ${String(rows)} × ${String(cols)} and ${typeof cells === 'string' ? cells.length : 'no'} cells)`);
  }
  const text: string[] = [];
  for (let r = 0; r < rows; r++) text.push(cells.slice(r * cols, (r + 1) * cols));
  return parseGrid(text.join('|'), syntax);
}
