/**
 * Clobber (Albert, Grossman, Nowakowski and Wolfe) and CGSuite 2.x's variants of it: Anti-Clobber,
 * Hot Clobber, Kings, Knights, Rooks, Queens (and Diagonal Clobber, from CGSuite's tests). Boards
 * are written as CGSuite writes them: rows separated by `|`, `.` empty, `x` a black stone (Left's),
 * `o` a white stone (Right's); Anti-Clobber also has `#`, a blocked square.
 *
 * @example
 * ```ts
 * import { clobberValue } from 'partizan/rulesets';
 * clobberValue('xox|ox.').toString(); // {^^*|*,v} (CGSuite's GameGridTest)
 * ```
 */
import type { Game } from '../../engine/game.js';
import type { RunOptions } from '../../engine/run.js';
import type { Ruleset } from '../../engine/solver.js';
import { type Grid, type GridSyntax, parseGrid, requireGrid } from '../grid/grid.js';
import { runOptions } from '../guard.js';
import { GridSolver, type GridSolverOptions } from '../grid/solver.js';
import { KEPT_TABLE_ENTRIES } from '../grid/descriptor.js';
import { stripTable } from './strips.js';
import { gridOutcomeRules, pieceCount } from '../grid/outcome.js';
import type { OutcomeRules } from '../outcome/search.js';
import { ANTI_CLOBBER, CLOBBER, type ClobberVariant, clobberGridRules, clobberMoves, DIAGONAL_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, QUEENS, requireVariant, ROOKS } from './rules.js';

export { ANTI_CLOBBER, CLOBBER, type ClobberVariant, clobberMoves, DIAGONAL_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, QUEENS, ROOKS } from './rules.js';

/** The characters of a variant's boards: CGSuite's `.xo`, and `.xo#` when stones may move onto empty squares. */
export function clobberSyntax(v: ClobberVariant): GridSyntax {
  requireVariant(v, 'clobberSyntax');
  const ontoEmpty = v.clobbered.L.includes(0) || v.clobbered.R.includes(0);
  return { game: v.name, chars: ontoEmpty ? '.xo#' : '.xo ' };
}

/** Reads a board of variant `v` (default Clobber). Throws `PositionSyntaxError` saying where. */
export function parseClobber(text: string, v: ClobberVariant = CLOBBER): Grid {
  return parseGrid(text, clobberSyntax(v));
}

/**
 * A variant as a plain {@link Ruleset} over whole boards: no decomposition, no symmetry, the board's
 * text as its key. The reference the fast solver is tested against.
 */
export function clobberRuleset(v: ClobberVariant = CLOBBER): Ruleset<Grid> {
  requireVariant(v, 'clobberRuleset');
  return { options: (g, p) => clobberMoves(g, p, v), key: (g) => `${requireGrid(g, 'clobberRuleset.key').rows}:${g.toString()}` };
}

/**
 * A fast solver of variant `v` (see `GridSolver`): decomposition, symmetry, a table kept across
 * calls; Clobber's starts from its table of strips (`strips.ts`) unless `table` is false.
 */
export function clobberSolver(v: ClobberVariant = CLOBBER, opts: GridSolverOptions & { table?: boolean } = {}): GridSolver {
  requireVariant(v, 'clobberSolver');
  if (opts === null || typeof opts !== 'object') opts = {};
  return new GridSolver(clobberGridRules(v, v === CLOBBER && opts.table !== false ? stripTable : undefined), opts);
}

const kept = new Map<ClobberVariant, GridSolver>();

/** The solver of `v` kept between calls (emptied once it is large). */
function keptSolver(v: ClobberVariant): GridSolver {
  let s = kept.get(v);
  if (s === undefined) kept.set(v, (s = clobberSolver(v)));
  if (s.size > KEPT_TABLE_ENTRIES) s.clear();
  return s;
}

/**
 * The canonical value of a Clobber board (or of a variant's). With `maxEntries`, a fresh solver
 * with that limit; otherwise a solver kept between calls.
 * @throws PositionSyntaxError on a bad board; LimitError past `maxEntries`; AbortError.
 */
export function clobberValue(board: string | Grid, v: ClobberVariant = CLOBBER, opts: RunOptions & { maxEntries?: number } = {}): Game {
  requireVariant(v, 'clobberValue');
  const g = typeof board === 'string' ? parseClobber(board, v) : requireGrid(board, 'clobberValue');
  const o = runOptions(opts, 'clobberValue');
  const s = o.maxEntries === undefined ? keptSolver(v) : clobberSolver(v, { maxEntries: o.maxEntries });
  return s.value(g, o);
}

/** Every variant in CGSuite's list, in the order the registry lists them. */
export const CLOBBER_VARIANTS: readonly ClobberVariant[] = [CLOBBER, ANTI_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, ROOKS, QUEENS, DIAGONAL_CLOBBER];

/**
 * The rules of variant `v` (default Clobber) for the outcome search (`OutcomeSearch`): regions as
 * components, keyed up to the variant's symmetries; a region's value is used when it needs no
 * search of values (a closed form, the table of strips, `solver`'s table) or when it has at most
 * `smallStones` stones (valued by `solver`).
 */
export function clobberOutcomeRules(v: ClobberVariant = CLOBBER, solver: GridSolver = clobberSolver(v), smallStones = 6): OutcomeRules<Grid> {
  requireVariant(v, 'clobberOutcomeRules');
  return gridOutcomeRules(clobberGridRules(v), { cached: (g, c) => solver.cached(g, c), value: (g) => solver.value(g) }, (g) => pieceCount(g).pieces <= smallStones);
}
