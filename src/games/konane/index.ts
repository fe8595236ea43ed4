/**
 * Konane (Hawaiian checkers; Ernst, "Playing Konane Mathematically", and cgt-tools' `Konane`):
 * black stones (`x`) are Left's, white stones (`o`) Right's, `.` an empty square, `#` a square
 * that is not on the board. A move jumps one of the mover's stones over an orthogonally adjacent
 * enemy stone onto the empty square just beyond, capturing it; the same stone may go on jumping in
 * the same direction, and may stop after any jump (each landing square is an option). A player
 * without a jump loses.
 *
 * Decomposition (sound, so values never depend on it): the squares a black stone might ever reach
 * form the least set X holding the black stones and closed under "p in X, p + d holding or able to
 * hold a white stone, p + 2d on the board: p + 2d in X"; the squares O of the white stones
 * likewise. Every move's squares are consecutive on one line inside X ∪ O, and a move only puts
 * stones where X or O already had room, so the groups of X ∪ O joined orthogonally are
 * independent; the squares outside them can be blocked without changing any move.
 *
 * Symmetry: the rules are the same under the 8 symmetries of the square, and exchanging the
 * colours exchanges the players, so it negates the value.
 */
import { zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import type { RunOptions } from '../../engine/run.js';
import type { Player, Ruleset } from '../../engine/solver.js';
import { BLOCKED, EMPTY, Grid, type GridSyntax, LEFT, parseGrid, requireGrid, RIGHT } from '../grid/grid.js';
import { requirePlayer, runOptions } from '../guard.js';
import { componentsOf, ORTHOGONAL } from '../grid/region.js';
import { GridSolver, type GridRules, type GridSolverOptions } from '../grid/solver.js';
import { KEPT_TABLE_ENTRIES } from '../grid/descriptor.js';

/** Konane's characters: `.` empty, `x` black (Left), `o` white (Right), `#` off the board. */
export const KONANE_SYNTAX: GridSyntax = { game: 'Konane', chars: '.xo#' };

/** Reads a Konane board. Throws `PositionSyntaxError` saying where. */
export function parseKonane(text: string): Grid {
  return parseGrid(text, KONANE_SYNTAX);
}

/** The boards after each jump of `player` (one move rule for both players). */
export function konaneMoves(g: Grid, player: Player): Grid[] {
  requireGrid(g, 'konaneMoves');
  requirePlayer(player, 'konaneMoves');
  const { rows, cols, cells } = g;
  const us = player === 'L' ? LEFT : RIGHT;
  const them = player === 'L' ? RIGHT : LEFT;
  const out: Grid[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] !== us) continue;
      for (const [dr, dc] of ORTHOGONAL) {
        const next = cells.slice();
        next[r * cols + c] = EMPTY;
        for (let k = 1; ; k++) {
          const jr = r + (2 * k - 1) * dr;
          const jc = c + (2 * k - 1) * dc;
          const lr = r + 2 * k * dr;
          const lc = c + 2 * k * dc;
          if (g.at(jr, jc) !== them || g.at(lr, lc) !== EMPTY) break;
          next[jr * cols + jc] = EMPTY;
          const option = next.slice();
          option[lr * cols + lc] = us;
          out.push(new Grid(rows, cols, option));
        }
      }
    }
  }
  return out;
}

/** X ∪ O of the module notes: 1 where a stone might ever stand. Iterative (a work list). */
function reach(g: Grid): Uint8Array {
  const { rows, cols, cells } = g;
  const n = cells.length;
  // bit 1: a black stone may stand here; bit 2: a white one
  const can = new Uint8Array(n);
  const work: number[] = [];
  const add = (i: number, bit: number): void => {
    if ((can[i]! & bit) === 0) {
      can[i]! |= bit;
      work.push(i, bit);
    }
  };
  for (let i = 0; i < n; i++) if (cells[i] === LEFT || cells[i] === RIGHT) add(i, cells[i]!);
  const onBoard = (r: number, c: number): boolean => r >= 0 && r < rows && c >= 0 && c < cols && cells[r * cols + c] !== BLOCKED;
  while (work.length > 0) {
    const bit = work.pop()!;
    const i = work.pop()!;
    const other = 3 - bit;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    for (const [dr, dc] of ORTHOGONAL) {
      // a stone here jumps an enemy at p + d onto p + 2d
      if (onBoard(r + dr, c + dc) && (can[(r + dr) * cols + c + dc]! & other) !== 0 && onBoard(r + 2 * dr, c + 2 * dc)) add((r + 2 * dr) * cols + c + 2 * dc, bit);
      // an enemy at p − d jumps this stone onto p + d
      if (onBoard(r - dr, c - dc) && (can[(r - dr) * cols + c - dc]! & other) !== 0 && onBoard(r + dr, c + dc)) add((r + dr) * cols + c + dc, other);
    }
  }
  for (let i = 0; i < n; i++) can[i] = can[i] !== 0 ? 1 : 0;
  return can;
}

/** The independent regions of a Konane board (see the module notes); regions of one colour (value 0) are left out. */
export function konaneRegions(g: Grid): Grid[] {
  return componentsOf(g, reach(g), ORTHOGONAL, BLOCKED).filter((r) => r.cells.includes(LEFT) && r.cells.includes(RIGHT));
}

/** A region of one colour has no jump: 0. */
function konaneKnown(g: Grid): Game | undefined {
  return g.cells.includes(LEFT) && g.cells.includes(RIGHT) ? undefined : zero;
}

/** Konane's rules for the fast grid solver. */
export const konaneGridRules: GridRules = { name: 'Konane', swapNegates: true, regions: konaneRegions, options: konaneMoves, known: konaneKnown };

/** Konane as a plain {@link Ruleset} over whole boards (no decomposition, no symmetry): the reference of the tests. */
export const konaneRuleset: Ruleset<Grid> = { options: konaneMoves, key: (g) => `${requireGrid(g, 'konaneRuleset.key').rows}:${g.toString()}` };

/** A fast Konane solver (decomposition, symmetry, a table kept across calls). */
export function konaneSolver(opts: GridSolverOptions = {}): GridSolver {
  return new GridSolver(konaneGridRules, opts);
}

let kept: GridSolver | undefined;

/**
 * The canonical value of a Konane board. With `maxEntries`, a fresh solver with that limit;
 * otherwise one kept between calls.
 * @throws PositionSyntaxError on a bad board; LimitError past `maxEntries`; AbortError.
 */
export function konaneValue(board: string | Grid, opts: RunOptions & { maxEntries?: number } = {}): Game {
  const g = typeof board === 'string' ? parseKonane(board) : requireGrid(board, 'konaneValue');
  opts = runOptions(opts, 'konaneValue');
  let s: GridSolver;
  if (opts.maxEntries !== undefined) s = konaneSolver({ maxEntries: opts.maxEntries });
  else {
    kept ??= konaneSolver();
    if (kept.size > KEPT_TABLE_ENTRIES) kept.clear();
    s = kept;
  }
  return s.value(g, opts);
}
