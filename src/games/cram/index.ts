/**
 * Cram (Martin Gardner; CGSuite 2.x's `game.grid.Cram`, the impartial variant of Domineering):
 * either player places a domino on two adjacent empty squares, horizontally or vertically. Boards
 * are written as CGSuite writes them: `.` an empty square, `#` a filled one, rows separated by `|`.
 * Values are nim values: the board is the nimber `*k`.
 *
 * `cramNimValue` computes them by the Lemoine–Viennot search of `search.ts` (is G + *n a
 * second-player win? decided win/loss, stopping at the first winning move; the least such n is the
 * value), over the regions of empty squares as bit rows, with a table of what is proved of each
 * region up to the 8 symmetries of the square, and the nim values of every subset of a 4 × 4 box
 * from a table built once by the plain rules. Boards longer than 30 squares both ways go to the
 * generic {@link Solver} with a nim-value algebra (the mex of the options' nim values; the nim sum
 * of the components'), over {@link cramGridRuleset}; {@link cramRuleset} is that ruleset on bit rows:
 * - components: the groups of empty squares joined orthogonally, each cropped;
 * - keys up to the 8 symmetries of the square;
 * - known without search (in both): a region of fewer than 2 squares is 0; a strip of n squares is the
 *   octal game 0.07, Dawson's Kayles (a domino takes two adjacent squares of the strip), whose nim
 *   values are periodic with period 34 from n = 53 on (Guy and Smith 1956; Winning Ways, ch. 4;
 *   the tests check it against the rule up to n = 1,000),
 *   see {@link dawsonNim}; a region that a half turn maps onto itself, with no square fixed and no
 *   square next to its own image, is 0 (the second player answers each domino with its image, which
 *   never overlaps it: Tweedledum and Tweedledee); the search also knows a square region that a
 *   reflection in a diagonal maps onto itself with the diagonal filled.
 */
import { nim } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { limitOption, type RunOptions, throwIfAborted } from '../../engine/run.js';
import { MAX_SOLVER_ENTRIES, type Player, type Ruleset, Solver, type SolverOptions, type ValueAlgebra } from '../../engine/solver.js';
import { KindError } from '../../engine/errors.js';
import { kindName, requireInteger, runOptions } from '../guard.js';
import { BLOCKED, EMPTY, Grid, type GridSyntax, parseGrid, requireGrid } from '../grid/grid.js';
import { canonical, componentsOf, crop, ORTHOGONAL } from '../grid/region.js';
import { KEPT_TABLE_ENTRIES } from '../grid/descriptor.js';
import { nimAlgebra } from '../impartial-bridge.js';
import { CramSearch } from './search.js';
import { canon, type Key, MAX_WIDTH, type Region, regionOptions, regions } from '../domineering/regions.js';

/** Cram's characters, CGSuite's `.#` (written `.`, `#` in the kinds empty and blocked). */
export const CRAM_SYNTAX: GridSyntax = { game: 'Cram', chars: '.  #' };

/** Reads a Cram board. Throws `PositionSyntaxError` saying where. */
export function parseCram(text: string): Grid {
  return parseGrid(text, CRAM_SYNTAX);
}

/** `g` when it has the shape of a Cram board as bit rows ({@link CramBits}), else a `KindError` (rows are not read: odd numbers give odd values, not errors). */
function requireBits(g: unknown, fn: string): CramBits {
  const b = g as CramBits;
  if (
    b !== null &&
    typeof b === 'object' &&
    Number.isSafeInteger(b.w) &&
    Number.isSafeInteger(b.h) &&
    b.w >= 0 &&
    b.w <= MAX_WIDTH &&
    b.h >= 0 &&
    Array.isArray(b.rows) &&
    b.rows.length === b.h
  ) {
    return b;
  }
  throw new KindError(`${fn} takes a Cram board as bit rows ({ w ≤ 30, h, rows }, as cramBits gives it)`, kindName(g));
}

/**
 * Nim values as a {@link ValueAlgebra}: the nim-value engine's `nimAlgebra` (a position's nim value
 * is the mex of its options', a sum's the nim sum), under the name Cram exported it first.
 */
export const nimValueAlgebra: ValueAlgebra<number> = nimAlgebra;

/** The boards after placing a domino (either player: the game is impartial). */
export function cramMoves(g: Grid, _player?: Player): Grid[] {
  requireGrid(g, 'cramMoves');
  const { rows, cols, cells } = g;
  const out: Grid[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (cells[i] !== EMPTY) continue;
      if (c + 1 < cols && cells[i + 1] === EMPTY) out.push(g.with(i, BLOCKED, i + 1, BLOCKED));
      if (r + 1 < rows && cells[i + cols] === EMPTY) out.push(g.with(i, BLOCKED, i + cols, BLOCKED));
    }
  }
  return out;
}

/** The regions of empty squares joined orthogonally, each cropped; regions of one square (value 0) are left out. */
export function cramRegions(g: Grid): Grid[] {
  const member = g.cells.map((x) => (x === EMPTY ? 1 : 0));
  return componentsOf(g, member, ORTHOGONAL, BLOCKED).filter((r) => r.rows * r.cols > 1);
}

/** The first nim values of Dawson's Kayles (0.07), computed once from its rule; past them, the period. */
let dawson: Uint8Array | undefined;
/** Where the nim values of 0.07 become periodic, and the period (Guy and Smith 1956; the last exception is at n = 52). */
const DAWSON_PREPERIOD = 53;
const DAWSON_PERIOD = 34;

/**
 * The nim value of a strip of n squares in Cram: the octal game 0.07 (Dawson's Kayles), where a
 * move takes two adjacent squares, leaving strips of a and b squares with a + b = n − 2. The first
 * 53 + 34 values come from the rule itself (a table filled once); from n = 53 on the values repeat
 * with period 34 (Guy and Smith 1956; Winning Ways, ch. 4), so any n is answered at once.
 */
export function dawsonNim(n: number): number {
  requireInteger(n, 'the length of a strip', 'dawsonNim');
  if (dawson === undefined) {
    const size = DAWSON_PREPERIOD + DAWSON_PERIOD;
    dawson = new Uint8Array(size);
    for (let m = 2; m < size; m++) {
      const seen = new Set<number>();
      for (let a = 0; a <= (m - 2) >> 1; a++) seen.add(dawson[a]! ^ dawson[m - 2 - a]!);
      let x = 0;
      while (seen.has(x)) x++;
      dawson[m] = x;
    }
  }
  if (n < dawson.length) return dawson[n]!;
  return dawson[DAWSON_PREPERIOD + ((n - DAWSON_PREPERIOD) % DAWSON_PERIOD)]!;
}

/** True when a half turn maps the empty squares onto themselves with none fixed and none next to its image (see the module notes). */
function mirrorZero(g: Grid): boolean {
  const { rows, cols, cells } = g;
  const n = cells.length;
  for (let i = 0; i < n; i++) if ((cells[i] === EMPTY) !== (cells[n - 1 - i] === EMPTY)) return false;
  for (let i = 0; i < n; i++) {
    if (cells[i] !== EMPTY) continue;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    const dr = rows - 1 - 2 * r;
    const dc = cols - 1 - 2 * c;
    if (Math.abs(dr) + Math.abs(dc) <= 1) return false;
  }
  return true;
}

/** The nim value of a region known without search (see the module notes), else undefined. */
function cramKnown(g: Grid): number | undefined {
  const { rows, cols, cells } = g;
  let empty = 0;
  for (const x of cells) if (x === EMPTY) empty++;
  if (empty < 2) return 0;
  if ((rows === 1 || cols === 1) && empty === rows * cols) return dawsonNim(empty);
  if (mirrorZero(g)) return 0;
  return undefined;
}

/**
 * A board of empty squares as bit rows (bit c of `rows[r]` set when the square in row r, column c
 * is empty), at most 30 columns: the position type of {@link cramRuleset}.
 */
export interface CramBits extends Region {
  /** The number of columns (at most 30). */
  w: number;
  /** The number of rows. */
  h: number;
  /** Row r's empty squares as the bits of `rows[r]`. */
  rows: number[];
}

/** The bit rows of a board's empty squares, turned so that it has at most 30 columns; undefined when both sides are longer. */
export function cramBits(g: Grid): CramBits | undefined {
  requireGrid(g, 'cramBits');
  if (Math.min(g.rows, g.cols) > MAX_WIDTH) return undefined;
  // read by columns when the rows are too long (a transpose changes no nim value)
  const turn = g.cols > MAX_WIDTH;
  const h = turn ? g.cols : g.rows;
  const w = turn ? g.rows : g.cols;
  const rows: number[] = [];
  for (let r = 0; r < h; r++) {
    let x = 0;
    for (let c = 0; c < w; c++) if (g.cells[turn ? c * g.cols + r : r * g.cols + c] === EMPTY) x |= 1 << c;
    rows.push(x);
  }
  return { w, h, rows };
}

/** The board cut to the bounding box of its empty squares. */
function trim(g: CramBits): CramBits {
  let r0 = 0;
  let r1 = g.h - 1;
  while (r0 <= r1 && g.rows[r0] === 0) r0++;
  while (r1 >= r0 && g.rows[r1] === 0) r1--;
  if (r0 > r1) return { w: 0, h: 0, rows: [] };
  let or = 0;
  for (let r = r0; r <= r1; r++) or |= g.rows[r]!;
  const c0 = 31 - Math.clz32(or & -or);
  const c1 = 31 - Math.clz32(or);
  if (r0 === 0 && r1 === g.h - 1 && c0 === 0 && c1 === g.w - 1) return g;
  const rows = new Array<number>(r1 - r0 + 1);
  for (let r = r0; r <= r1; r++) rows[r - r0] = g.rows[r]! >>> c0;
  return { w: c1 - c0 + 1, h: r1 - r0 + 1, rows };
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const REV = new Uint32Array(1 << 16);
for (let x = 1; x < 1 << 16; x++) REV[x] = (REV[x >>> 1]! >>> 1) | ((x & 1) << 15);
/** The w-bit row x read backwards. */
function reverse(x: number, w: number): number {
  return (((REV[x & 0xffff]! << 16) | REV[x >>> 16]!) >>> 0) >>> (32 - w);
}

/** The nim value of a trimmed board known without search (see the module notes), else undefined. */
function bitsKnown(t: CramBits): number | undefined {
  let empty = 0;
  for (const x of t.rows) empty += popcount(x);
  if (empty < 2) return 0;
  if ((t.h === 1 || t.w === 1) && empty === t.h * t.w) return dawsonNim(empty);
  // the half turn: row r read backwards is row h − 1 − r
  const { w, h, rows } = t;
  for (let r = 0; r < h; r++) if (reverse(rows[r]!, w) !== rows[h - 1 - r]) return undefined;
  // no square fixed (the centre of an odd × odd board) and none next to its image (the two middle squares of an odd side)
  const bit = (r: number, c: number): number => (rows[r]! >>> c) & 1;
  if (h % 2 === 1 && w % 2 === 1 && bit((h - 1) / 2, (w - 1) / 2)) return undefined;
  if (h % 2 === 0 && w % 2 === 1 && bit(h / 2, (w - 1) / 2)) return undefined;
  if (h % 2 === 1 && w % 2 === 0 && bit((h - 1) / 2, w / 2)) return undefined;
  return 0;
}

/**
 * Cram as a ruleset for the generic {@link Solver} with the nim-value algebra, on bit rows (see
 * the module notes): components are the regions of empty squares, keys are up to the 8 symmetries
 * (the least key over the orientations, as Domineering's), and strips and half-turn symmetric
 * boards are known.
 */
export const cramRuleset: Ruleset<CramBits, number> = {
  impartial: true,
  options(g) {
    const t = trim(requireBits(g, 'cramRuleset.options'));
    const out: CramBits[] = [];
    for (const p of ['L', 'R'] as const) for (const rows of regionOptions(t, p)) out.push({ w: t.w, h: t.h, rows });
    return out;
  },
  key: (g): Key => canon(trim(requireBits(g, 'cramRuleset.key'))).key,
  components(g) {
    const parts = regions(requireBits(g, 'cramRuleset.components').rows);
    return parts.length === 1 ? undefined : parts;
  },
  known: (g) => bitsKnown(trim(requireBits(g, 'cramRuleset.known'))),
  bytes: (g) => 64 + 8 * requireBits(g, 'cramRuleset.bytes').h,
};

/** Cram on boards wider than 30 both ways, on {@link Grid}s (see the module notes). */
export const cramGridRuleset: Ruleset<Grid, number> = {
  impartial: true,
  options: cramMoves,
  key: (g) => canonical(crop(requireGrid(g, 'cramGridRuleset.key'), BLOCKED), false).key,
  components: (g) => {
    const parts = cramRegions(requireGrid(g, 'cramGridRuleset.components'));
    return parts.length === 0 ? [crop(g, BLOCKED)] : parts;
  },
  known: (g) => {
    const c = crop(requireGrid(g, 'cramGridRuleset.known'), BLOCKED);
    return c.rows === g.rows && c.cols === g.cols ? cramKnown(g) : cramKnown(c);
  },
  bytes: (g) => 64 + requireGrid(g, 'cramGridRuleset.bytes').cells.length,
};

/** Cram as a plain {@link Ruleset} (no components, no symmetry, no known values): the reference of the tests. */
export const cramPlainRuleset: Ruleset<Grid, number> = { impartial: true, options: cramMoves, key: (g) => `${requireGrid(g, 'cramPlainRuleset.key').rows}:${g.toString(CRAM_SYNTAX.chars)}` };

/** A Cram solver: the generic {@link Solver} over {@link cramRuleset} with the nim-value algebra. */
export function cramSolver(opts: Omit<SolverOptions<number>, 'algebra'> = {}): Solver<CramBits, number> {
  return new Solver(cramRuleset, { ...(opts !== null && typeof opts === 'object' ? opts : {}), algebra: nimValueAlgebra });
}

let kept: CramSearch | undefined;

/**
 * The nim value of a Cram board, as a number (the board is `*k`), by the Lemoine–Viennot search
 * (see the module notes). With `maxEntries`, a fresh search whose table holds at most that many
 * regions; otherwise one whose table is kept between calls (emptied past 2 million regions, or 4 million
 * orientations of regions).
 * @throws PositionSyntaxError on a bad board; LimitError past `maxEntries`; AbortError.
 */
export function cramNimValue(board: string | Grid, opts: RunOptions & { maxEntries?: number } = {}): number {
  const g = typeof board === 'string' ? parseCram(board) : requireGrid(board, 'cramNimValue');
  opts = runOptions(opts, 'cramNimValue');
  throwIfAborted(opts.signal);
  const bits = cramBits(g);
  if (bits === undefined) return new Solver(cramGridRuleset, { ...(opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries }), algebra: nimValueAlgebra }).value(g, opts);
  let s: CramSearch;
  if (opts.maxEntries !== undefined) s = new CramSearch(dawsonNim, limitOption(opts.maxEntries, MAX_SOLVER_ENTRIES, 'maxEntries', { max: MAX_SOLVER_ENTRIES }));
  else {
    kept ??= new CramSearch(dawsonNim, MAX_SOLVER_ENTRIES);
    if (kept.size > KEPT_TABLE_ENTRIES || kept.orientations > 2 * KEPT_TABLE_ENTRIES) kept.clear();
    s = kept;
  }
  return s.value(bits.rows, opts);
}

/** The value of a Cram board as a game: the nimber `*k` of its nim value. */
export function cramValue(board: string | Grid, opts: RunOptions & { maxEntries?: number } = {}): Game {
  return nim(cramNimValue(board, opts));
}
