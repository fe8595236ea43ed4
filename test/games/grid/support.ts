/** Random small boards for the property tests of the grid games, and outcome helpers. */
import fc from 'fast-check';
import { Grid } from '../../../src/games/grid/grid.js';
import type { Game } from '../../../src/index.js';

/** A random board of 1..maxRows × 1..maxCols cells, each drawn from `kinds` (0 empty, 1 x, 2 o, 3 #). */
export function arbitraryGrid(maxRows: number, maxCols: number, kinds: readonly number[]): fc.Arbitrary<Grid> {
  return fc
    .record({ rows: fc.integer({ min: 1, max: maxRows }), cols: fc.integer({ min: 1, max: maxCols }) })
    .chain(({ rows, cols }) => fc.array(fc.constantFrom(...kinds), { minLength: rows * cols, maxLength: rows * cols }).map((cells) => new Grid(rows, cols, Uint8Array.from(cells))));
}

/** The property tests' random start: fixed, so a failure is reproducible. */
export const RANDOM_START = 20261127;

/**
 * Who wins an MCGS command (`B win`, `W loss`, ...), where B (black) is Left moving first and W
 * (white) Right moving first, checked against the outcome class of a value: Left moving first wins
 * in L and N, Right moving first in R and N.
 */
export function agreesWith(value: Game, command: string): boolean {
  const m = /^([BW])\s+(win|loss)$/.exec(command.trim());
  if (!m) throw new Error(`not an MCGS solve command: ${command}`);
  const o = value.outcome();
  const wins = m[1] === 'B' ? o === 'L' || o === 'N' : o === 'R' || o === 'N';
  return wins === (m[2] === 'win');
}
