/**
 * The text form of a Domineering board: rows of `.` (empty) and `#` (filled; `x` as CGSuite prints
 * it), separated by `|` or newlines.
 */
import { PositionSyntaxError } from '../syntax-error.js';
import { requireString } from '../../engine/guard.js';

/** A board read from text: its size and its cells, 1 for empty, row by row. */
export interface BoardCells {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** 1 for an empty cell, 0 for a filled one, row by row. */
  readonly free: Uint8Array;
}

/**
 * Parses rows of `.` (empty) and `#` (filled; `x` is accepted too, as CGSuite prints it),
 * separated by `|` or newlines. All rows must have the same length.
 * @throws {@link PositionSyntaxError} saying where the text is wrong.
 */
export function parseBoardCells(text: string): BoardCells {
  requireString(text, 'DomineeringBoard.parse', 'text');
    const lines: Array<{ start: number; cells: number[] }> = [];
    let cur: number[] = [];
    let start = 0;
    const t = text.replace(/\s+$/, '');
    for (let i = 0; i < t.length; i++) {
      const ch = t[i]!;
      if (ch === '|' || ch === '\n') {
        lines.push({ start, cells: cur });
        cur = [];
        start = i + 1;
      } else if (ch === '\r') {
        continue;
      } else if (ch === '.') cur.push(1);
      else if (ch === '#' || ch === 'x' || ch === 'X') cur.push(0);
      else throw new PositionSyntaxError('Domineering', text, i, `unexpected ${JSON.stringify(ch)} (expected '.', '#', '|' or a newline)`);
    }
    lines.push({ start, cells: cur });
    if (lines.length === 1 && cur.length === 0) return { rows: 0, cols: 0, free: new Uint8Array(0) };
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
