/**
 * Amazons (Walter Zamkauskas; CGSuite 2.x's `game.grid.Amazons`) on small boards: `x` a black
 * amazon (Left's), `o` a white amazon (Right's), `.` an empty square, `#` a burnt square (an arrow,
 * or a hole). A move: one of the mover's amazons moves like a chess queen (any distance along a
 * line of empty squares, in one of 8 directions), then fires an arrow from where it stopped, again
 * like a queen, onto an empty square, which is burnt for good; the arrow may pass over or land on
 * the square the amazon just left, as in CGSuite.
 *
 * Decomposition (sound): an amazon's path and its arrow's are lines of squares that are not burnt,
 * each square a king's step from the next, so the groups of unburnt squares joined by king's
 * steps are independent; a group without an amazon is 0.
 *
 * Known without a search of values: a group holding amazons of one colour only is an integer, ±
 * the most moves that player can make there in a row (the other player never moves in it, and a
 * game with options for one player only, all integers, is one more than the largest); it is
 * found by a search of plays, with a table of its own, far cheaper than canonical forms.
 *
 * Symmetry: the 8 symmetries of the square, and exchanging the colours negates the value.
 */
import { neg } from '../../engine/arith.js';
import { num, zero } from '../../engine/constructors.js';
import { LimitError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { limitOption, RunControl, type RunOptions } from '../../engine/run.js';
import { MAX_SOLVER_ENTRIES, type Player, type Ruleset } from '../../engine/solver.js';
import { BLOCKED, EMPTY, Grid, type GridSyntax, LEFT, parseGrid, requireGrid, RIGHT } from '../grid/grid.js';
import { requirePlayer, runOptions } from '../guard.js';
import { type Canon, canonical, COMPASS, componentsOf } from '../grid/region.js';
import { GridSolver, type GridRules, type GridSolverOptions } from '../grid/solver.js';
import { KEPT_TABLE_ENTRIES } from '../grid/descriptor.js';
import { gridOutcomeRules, pieceCount } from '../grid/outcome.js';
import type { OutcomeRules } from '../outcome/search.js';
import { AmazonsBitsSearch } from './search.js';
import { AmazonsBits, amazonsBitsKey, amazonsBitsMoves, amazonsBitsRegions, BitsLongestPlay, bitCount, bitsToGrid, gridToBits, MAX_BITS_CELLS } from './bits.js';

/** Amazons' characters, CGSuite's `.xo#`. */
export const AMAZONS_SYNTAX: GridSyntax = { game: 'Amazons', chars: '.xo#' };

/** Reads an Amazons board. Throws `PositionSyntaxError` saying where. */
export function parseAmazons(text: string): Grid {
  return parseGrid(text, AMAZONS_SYNTAX);
}

/** The boards after each move of `player` (a queen move, then an arrow). */
export function amazonsMoves(g: Grid, player: Player): Grid[] {
  requireGrid(g, 'amazonsMoves');
  requirePlayer(player, 'amazonsMoves');
  const { rows, cols, cells } = g;
  const us = player === 'L' ? LEFT : RIGHT;
  const out: Grid[] = [];
  for (let a = 0; a < cells.length; a++) {
    if (cells[a] !== us) continue;
    const ar = (a / cols) | 0;
    const ac = a - ar * cols;
    for (const [dr, dc] of COMPASS) {
      for (let k = 1; ; k++) {
        const mr = ar + k * dr;
        const mc = ac + k * dc;
        if (g.at(mr, mc) !== EMPTY) break;
        const m = mr * cols + mc;
        for (const [er, ec] of COMPASS) {
          for (let l = 1; ; l++) {
            const fr = mr + l * er;
            const fc = mc + l * ec;
            if (fr < 0 || fr >= rows || fc < 0 || fc >= cols) break;
            const f = fr * cols + fc;
            if (cells[f] !== EMPTY && f !== a) break;
            const next = cells.slice();
            next[a] = EMPTY;
            next[m] = us;
            next[f] = BLOCKED;
            out.push(new Grid(rows, cols, next));
          }
        }
      }
    }
  }
  return out;
}

/** The independent regions of an Amazons board (see the module notes); regions without an amazon are left out. */
export function amazonsRegions(g: Grid): Grid[] {
  const member = g.cells.map((x) => (x === BLOCKED ? 0 : 1));
  return componentsOf(g, member, COMPASS, BLOCKED).filter((r) => r.cells.includes(LEFT) || r.cells.includes(RIGHT));
}

/**
 * The longest plays of one player: for a region with amazons of one colour, the most moves their
 * owner can make in a row, with a table keyed up to symmetry (colours exchanged share it).
 */
class LongestPlay {
  private readonly table = new Map<string, number>();
  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.table.size;
  }

  clear(): void {
    this.table.clear();
  }

  /** The most moves Left can make in `g` (which holds only Left's amazons). Explicit stack. */
  of(g: Grid, run: RunControl | undefined): number {
    const { table } = this;
    const first = canonical(g, true);
    const stack: Array<{ key: string; grid: Grid; parts: string[][] | undefined }> = [{ key: first.key, grid: first.grid, parts: undefined }];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      run?.step();
      if (table.has(f.key)) {
        stack.pop();
        continue;
      }
      // the keyed board may hold the amazons in either colour
      const who: Player = f.grid.cells.includes(LEFT) ? 'L' : 'R';
      if (f.parts === undefined) {
        f.parts = [];
        let missing = false;
        for (const o of amazonsMoves(f.grid, who)) {
          const keys: string[] = [];
          for (const part of amazonsRegions(o)) {
            const c = canonical(part, true);
            keys.push(c.key);
            if (!table.has(c.key)) {
              missing = true;
              stack.push({ key: c.key, grid: c.grid, parts: undefined });
            }
          }
          f.parts.push(keys);
        }
        if (missing) continue;
      }
      let best = -1;
      for (const keys of f.parts) {
        let s = 0;
        for (const k of keys) s += table.get(k)!;
        if (s > best) best = s;
      }
      if (table.size >= this.maxEntries) throw new LimitError(`Amazons: the table of one-player regions reached its limit of ${this.maxEntries} (raise maxEntries)`, 'maxEntries');
      table.set(f.key, best + 1);
      stack.pop();
    }
    return table.get(first.key)!;
  }
}

/** Amazons' rules for the fast grid solver, with a longest-play table for one-colour regions. */
function amazonsGridRules(opts: { maxEntries?: number } = {}): GridRules & { readonly plays: LongestPlay; run: RunControl | undefined } {
  const plays = new LongestPlay(limitOption(opts.maxEntries, MAX_SOLVER_ENTRIES, 'maxEntries', { max: MAX_SOLVER_ENTRIES }));
  const rules = {
    name: 'Amazons',
    swapNegates: true,
    plays,
    run: undefined as RunControl | undefined,
    regions: amazonsRegions,
    options: amazonsMoves,
    known(g: Grid): Game | undefined {
      const l = g.cells.includes(LEFT);
      const r = g.cells.includes(RIGHT);
      if (l && r) return undefined;
      if (!l && !r) return zero;
      const n = num(plays.of(g, rules.run));
      return l ? n : neg(n);
    },
  };
  return rules;
}

/** Amazons as a plain {@link Ruleset} over whole boards (no decomposition, no symmetry): the reference of the tests. */
export const amazonsRuleset: Ruleset<Grid> = { options: amazonsMoves, key: (g) => `${requireGrid(g, 'amazonsRuleset.key').rows}:${g.toString()}` };

/** A fast Amazons solver: decomposition, symmetry, longest plays of one-colour regions, a table kept across calls. */
export class AmazonsSolver {
  private readonly rules: ReturnType<typeof amazonsGridRules>;
  private readonly solver: GridSolver;

  /** A solver whose two tables (values, longest plays) each hold at most `maxEntries` regions. */
  constructor(opts: GridSolverOptions = {}) {
    if (opts === null || typeof opts !== 'object') opts = {};
    this.rules = amazonsGridRules(opts);
    this.solver = new GridSolver(this.rules, opts);
  }

  /** Regions in the two tables. */
  get size(): number {
    return this.solver.size + this.rules.plays.size;
  }

  /** Empties both tables. */
  clear(): void {
    this.solver.clear();
    this.rules.plays.clear();
  }

  /**
   * The value of a region (a board that does not split) when it needs no search of values: a
   * region of one colour (its longest play), or one already in the table; else undefined.
   */
  cached(g: Grid, c?: Canon): Game | undefined {
    return this.solver.cached(requireGrid(g, 'AmazonsSolver.cached'), c);
  }

  /** The canonical value of a board. Throws AbortError, or LimitError past `maxEntries`. */
  value(g: Grid, opts: RunOptions = {}): Game {
    requireGrid(g, 'AmazonsSolver.value');
    opts = runOptions(opts, 'AmazonsSolver.value');
    this.rules.run = new RunControl(opts, 'longest plays', 'regions', 256);
    try {
      return this.solver.value(g, opts);
    } finally {
      this.rules.run = undefined;
    }
  }
}

let kept: AmazonsSolver | undefined;

/**
 * The canonical value of an Amazons board. With `maxEntries`, a fresh solver with that limit;
 * otherwise one kept between calls.
 * @throws PositionSyntaxError on a bad board; LimitError past `maxEntries`; AbortError.
 */
export function amazonsValue(board: string | Grid, opts: RunOptions & { maxEntries?: number } = {}): Game {
  const g = typeof board === 'string' ? parseAmazons(board) : requireGrid(board, 'amazonsValue');
  opts = runOptions(opts, 'amazonsValue');
  let s: AmazonsSolver;
  if (opts.maxEntries !== undefined) s = new AmazonsSolver({ maxEntries: opts.maxEntries });
  else {
    kept ??= new AmazonsSolver();
    if (kept.size > KEPT_TABLE_ENTRIES) kept.clear();
    s = kept;
  }
  return s.value(g, opts);
}

/**
 * Amazons' rules for the outcome search (`OutcomeSearch`): regions as components, each region of at
 * most {@link MAX_BITS_CELLS} squares held as bit masks (bits.ts), larger ones as boards; keys up
 * to the symmetries of the square and the exchange of colours (a key says when it stands for the
 * negative). A region's value is used when it needs no search of values (one colour: its longest
 * play; or in `solver`'s table) or when it has at most `smallEmpty` empty squares, or `sumEmpty`
 * when it is not alone in the sum (valued by `solver`, a new one when not given, made at its first
 * use), each region's once. With `bits` (the
 * default), a whole board of at most {@link MAX_BITS_CELLS} squares is decided by its own search
 * on masks played in place (`AmazonsBitsSearch`), not by the generic search of sums.
 */
export function amazonsOutcomeRules(solver?: AmazonsSolver, smallEmpty = 0, sumEmpty = 4, bits = true): OutcomeRules<Grid, AmazonsBits | Grid> {
  // the value solver is made when first needed (a board decided on masks never needs it)
  let made: AmazonsSolver | undefined = solver;
  const values = (): AmazonsSolver => (made ??= new AmazonsSolver());
  const grid = gridOutcomeRules(
    { name: 'Amazons', swapNegates: true, regions: amazonsRegions, options: amazonsMoves },
    { cached: (g, c) => values().cached(g, c), value: (g) => values().value(g) },
    (g, inSum) => pieceCount(g).empty <= (inSum ? sumEmpty : smallEmpty),
  );
  // a region's key (with its colour exchange) → its value, or null when it is searched
  const memo = new Map<string, Game | null>();
  const plays = new BitsLongestPlay();
  const small = (r: Grid): AmazonsBits | Grid => (r.cells.length <= MAX_BITS_CELLS ? gridToBits(r) : r);
  const whole = bits ? new AmazonsBitsSearch() : undefined;
  return {
    name: 'Amazons',
    decide: (g, player, run, maxEntries) => (whole !== undefined && g.cells.length <= MAX_BITS_CELLS ? whole.wins(gridToBits(g), player, run, maxEntries) : undefined),
    clear: () => whole?.clear(),
    start: (g) => (g.cells.length <= MAX_BITS_CELLS ? amazonsBitsRegions(gridToBits(g)) : amazonsRegions(g).map(small)),
    options: (c, player) => (c instanceof AmazonsBits ? amazonsBitsMoves(c, player === 'L' ? 0 : 1) : amazonsMoves(c, player)),
    components: (c) => (c instanceof AmazonsBits ? amazonsBitsRegions(c) : amazonsRegions(c).map(small)),
    key: (c) => (c instanceof AmazonsBits ? amazonsBitsKey(c, false).key : grid.key(c)),
    classify: (c, inSum) => {
      if (!(c instanceof AmazonsBits)) return grid.classify!(c, inSum);
      const k = amazonsBitsKey(c, true);
      let v = memo.get(k.key);
      const limit = inSum ? sumEmpty : smallEmpty;
      if (v === undefined || (v === null && limit > smallEmpty && bitCount(c.open & ~(c.black | c.white)) <= limit)) {
        const empty = bitCount(c.open & ~(c.black | c.white));
        if (empty === 0) v = zero;
        else if (c.black === 0 || c.white === 0) v = num(c.black === 0 ? -plays.of(c) : plays.of(c));
        else {
          const g = bitsToGrid(c);
          v = values().cached(g) ?? (empty <= limit ? values().value(g) : null);
        }
        if (v !== null && k.neg) v = neg(v);
        memo.set(k.key, v);
      }
      return v === null ? (k.neg ? '-' : '+') + k.key : k.neg ? neg(v) : v;
    },
  };
}
