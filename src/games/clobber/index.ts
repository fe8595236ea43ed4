/**
 * Clobber (Albert, Grossman, Nowakowski and Wolfe) and CGSuite 2.x's variants of it: Anti-Clobber,
 * Hot Clobber, Kings, Knights, Rooks, Queens (and Diagonal Clobber, from CGSuite's tests). Boards
 * are written as CGSuite writes them: rows separated by `|`, `.` empty, `x` a black stone (Left's),
 * `o` a white stone (Right's); Anti-Clobber also has `#`, a blocked square.
 *
 * @example
 * ```ts
 * import { clobberValue } from 'partizan/games';
 * clobberValue('xox|ox.').toString(); // {^^*|*,v} (CGSuite's GameGridTest)
 * ```
 */
import type { Game } from '../../engine/game.js';
import type { RunOptions } from '../../engine/run.js';
import type { Ruleset } from '../../engine/solver.js';
import { EMPTY, type Grid, type GridSyntax, LEFT, parseGrid, requireGrid, RIGHT } from '../grid/grid.js';
import { ClobberBitsSearch, MAX_CLOBBER_BITS } from './search.js';
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
 * `smallStones` stones (valued by `solver`). With `bits` (the default), a whole board of at most
 * `MAX_CLOBBER_BITS` squares of a variant that captures enemy stones one step away, leaving
 * the square empty (Clobber, Kings, Knights, Diagonal Clobber), is decided by its own search on
 * masks played in place (`ClobberBitsSearch`), not by the generic search of sums.
 */
export function clobberOutcomeRules(v: ClobberVariant = CLOBBER, solver: GridSolver = clobberSolver(v), smallStones = 6, bits = true): OutcomeRules<Grid> {
  requireVariant(v, 'clobberOutcomeRules');
  const rules = gridOutcomeRules(clobberGridRules(v), { cached: (g, c) => solver.cached(g, c), value: (g) => solver.value(g) }, (g) => pieceCount(g).pieces <= smallStones);
  if (!bits || !capturesOneStep(v)) return rules;
  const search = new ClobberBitsSearch(v.directions);
  return {
    ...rules,
    decide: (g, player, run, maxEntries) => {
      if (g.cells.length > MAX_CLOBBER_BITS) {
        const packed = (g.rows === 1 || g.cols === 1) && stepsAlong(v, g.rows === 1) ? packStrip(g) : undefined;
        return packed === undefined ? undefined : search.wins(1, packed.length, packed.black, packed.white, player, run, packed.star, maxEntries);
      }
      let black = 0;
      let white = 0;
      for (let i = 0; i < g.cells.length; i++) {
        if (g.cells[i] === LEFT) black |= 1 << i;
        else if (g.cells[i] === RIGHT) white |= 1 << i;
      }
      return search.wins(g.rows, g.cols, black, white, player, run, 0, maxEntries);
    },
    clear: () => search.clear(),
  };
}

/** True when the steps of `v` that stay on a row (`row`) or a column are one square either way along it, and no others. */
function stepsAlong(v: ClobberVariant, row: boolean): boolean {
  const along = v.directions.filter(([r, c]) => (row ? r === 0 : c === 0)).map(([r, c]) => (row ? c : r));
  return along.length === 2 && along.includes(1) && along.includes(-1);
}

/**
 * A strip (one row or one column) of a variant of {@link capturesOneStep} whose steps move along it
 * at most one square, as one row of at most {@link MAX_CLOBBER_BITS} squares with the same value:
 * its groups of stones in order, one empty square apart, without the groups of one colour (0) and
 * those of one stone of each colour (*, counted in `star`); undefined when still too long.
 */
function packStrip(g: Grid): { length: number; black: number; white: number; star: 0 | 1 } | undefined {
  let length = 0;
  let black = 0;
  let white = 0;
  let star: 0 | 1 = 0;
  const n = g.cells.length;
  for (let i = 0; i < n; ) {
    if (g.cells[i] !== LEFT && g.cells[i] !== RIGHT) {
      i++;
      continue;
    }
    let j = i;
    let bl = 0;
    let wh = 0;
    while (j < n && (g.cells[j] === LEFT || g.cells[j] === RIGHT)) (g.cells[j++] === LEFT ? bl++ : wh++);
    if (bl > 0 && wh > 0) {
      if (bl + wh === 2) star = star === 0 ? 1 : 0;
      else {
        if (length > 0) length++;
        if (length + j - i > MAX_CLOBBER_BITS) return undefined;
        for (let k = i; k < j; k++, length++) {
          if (g.cells[k] === LEFT) black |= 1 << length;
          else white |= 1 << length;
        }
      }
    }
    i = j;
  }
  return { length: Math.max(1, length), black, white, star };
}

/**
 * True when `v` captures enemy stones one step away and leaves the square empty, with steps closed
 * under negation (so the groups of stones joined by steps are independent, one colour is 0).
 */
function capturesOneStep(v: ClobberVariant): boolean {
  const only = (k: readonly number[], x: number): boolean => k.length > 0 && k.every((y) => y === x);
  return (
    v.maxDistance === 1 &&
    only(v.clobbered.L, RIGHT) &&
    only(v.clobbered.R, LEFT) &&
    v.leftBehind.L === EMPTY &&
    v.leftBehind.R === EMPTY &&
    v.directions.every(([r, c]) => v.directions.some(([a, b]) => a === -r && b === -c))
  );
}
