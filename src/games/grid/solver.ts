/**
 * The fast evaluator of the partizan grid games (Clobber and its variants, Konane, Amazons): a
 * board is split into independent regions whose values add; each region is valued once, under its
 * key up to the 8 symmetries of the square and, where exchanging the players' pieces negates the
 * game, up to that exchange (see region.ts); each player's options are cut to their maximal ones
 * before `game()`.
 *
 * Invariant of the table: an entry maps a region key to the canonical value of the keyed board
 * ({@link Canon.grid}); it is written once all that board's options are valued. Clearing it only
 * costs time.
 */
import { add, neg } from '../../engine/arith.js';
import { registerInstanceCache } from '../../engine/cache.js';
import { game } from '../../engine/canonical.js';
import { leq } from '../../engine/compare.js';
import { zero } from '../../engine/constructors.js';
import { LimitError, ValueError } from '../../engine/errors.js';
import { runOptions } from '../guard.js';
import type { Game } from '../../engine/game.js';
import { limitOption, RunControl, type RunOptions } from '../../engine/run.js';
import { MAX_SOLVER_ENTRIES, type Player } from '../../engine/solver.js';
import { type Grid, requireGrid } from './grid.js';
import { type Canon, canonical } from './region.js';

/** The rules of a partizan grid game as the fast evaluator needs them. */
export interface GridRules {
  /** The game's name, for messages. */
  readonly name: string;
  /**
   * The independent regions of a board (their values add up to the board's), each cropped; a
   * region known to be 0 may be left out.
   */
  regions(g: Grid): Grid[];
  /** The boards after each move of `player` in the region `g` (whole boards; they are split again). */
  options(g: Grid, player: Player): Grid[];
  /** True when exchanging Left's and Right's pieces negates the value (the keys then share the two). */
  readonly swapNegates: boolean;
  /** False when the rules are not the same under the 8 symmetries of the square (keys then take the board as it stands); default true. */
  readonly symmetric?: boolean;
  /**
   * Optional: the value of a region known without search (a closed form, a symmetry argument, a
   * table), else undefined.
   */
  known?(g: Grid): Game | undefined;
  /**
   * Optional: a table of known values by region key (the keys of `canonical` in region.ts), such as a game's
   * table of small values; the solver starts from it.
   */
  startTable?(): ReadonlyMap<string, Game>;
}

/** Options of a {@link GridSolver}: run control and the size of its table. */
export interface GridSolverOptions extends RunOptions {
  /** The most regions kept in the table (default and most {@link MAX_SOLVER_ENTRIES}); a `LimitError` naming `maxEntries` past it. */
  maxEntries?: number;
}

/** A region of an option still to be valued: its key, and whether the stored value is its negative. */
class Ref {
  constructor(
    readonly key: string,
    readonly neg: boolean,
  ) {}
}

interface Frame {
  key: string;
  grid: Grid;
  /** Left's options then Right's, each the list of its regions' values or references; undefined until expanded. */
  opts: Array<Array<Game | Ref>> | undefined;
  nLeft: number;
}

/** Measured as the Domineering table's (string keys of 3–6 UTF-16 units): about 60 bytes an entry. */
const GRID_BYTES_PER_ENTRY = 80;
const trackGrid = registerInstanceCache('games.grid', "a region's value in a grid game's solver (Clobber, Konane, Amazons; all live solvers)", GRID_BYTES_PER_ENTRY);

/**
 * The options of `player` not dominated by another (Left drops a when a ≤ b, Right when a ≥ b),
 * without duplicates: each new option is compared with the few kept ones, and `game()` then has
 * nothing left to remove. The grid games' solvers and Domineering's use it.
 */
export function maximalOptions(xs: readonly Game[], player: Player): Game[] {
  const keep: Game[] = [];
  outer: for (const a of new Set(xs)) {
    for (const b of keep) if (player === 'L' ? leq(a, b) : leq(b, a)) continue outer;
    let k = 0;
    for (const b of keep) if (!(player === 'L' ? leq(b, a) : leq(a, b))) keep[k++] = b;
    keep.length = k;
    keep.push(a);
  }
  return keep;
}

/**
 * Canonical values of the boards of one grid game (see the module notes). One solver's table is
 * shared by all its calls; `clear()` empties it.
 */
export class GridSolver {
  private readonly table = new Map<string, Game>();
  private readonly maxEntries: number;
  private evaluated = 0;
  private started = false;

  /**
   * A solver for `rules`.
   * @throws LimitError when `maxEntries` is not an integer from 1 to {@link MAX_SOLVER_ENTRIES}.
   */
  private readonly options: GridSolverOptions;

  constructor(
    readonly rules: GridRules,
    options: GridSolverOptions = {},
  ) {
    if (typeof rules?.regions !== 'function' || typeof rules.options !== 'function' || typeof rules.swapNegates !== 'boolean') {
      throw new ValueError('GridSolver: the rules give regions(g), options(g, player) and swapNegates');
    }
    this.options = options !== null && typeof options === 'object' ? options : {};
    this.maxEntries = limitOption(this.options.maxEntries, MAX_SOLVER_ENTRIES, 'maxEntries', { max: MAX_SOLVER_ENTRIES });
    trackGrid(this);
  }

  /** The number of regions in the table. */
  get size(): number {
    return this.table.size;
  }

  /**
   * The value of a region (a board that does not split) when it is known without search: by the
   * rules' `known`, or from the table (including the start table); else undefined. `c`, when
   * given, is the region's `canonical(g, rules.swapNegates, rules.symmetric !== false)`.
   */
  cached(g: Grid, c?: Canon): Game | undefined {
    requireGrid(g, 'GridSolver.cached');
    const quick = this.rules.known?.(g);
    if (quick !== undefined) return quick;
    if (!this.started && this.rules.startTable) {
      this.started = true;
      const start = this.rules.startTable();
      if (start.size < this.maxEntries) for (const [k, v] of start) this.table.set(k, v);
    }
    c ??= canonical(g, this.rules.swapNegates, this.rules.symmetric !== false);
    const v = this.table.get(c.key);
    return v === undefined ? undefined : c.neg ? neg(v) : v;
  }

  /** Empties the table (a start table comes back at the next call). */
  clear(): void {
    this.table.clear();
    this.started = false;
  }

  /**
   * The canonical value of a board: the sum of its regions' values.
   * @throws AbortError when the signal fires; LimitError past `maxEntries`.
   */
  value(g: Grid, opts: RunOptions = {}): Game {
    requireGrid(g, 'GridSolver.value');
    const o = runOptions(opts, 'GridSolver.value');
    const run = new RunControl({ signal: o.signal ?? this.options.signal, onProgress: o.onProgress ?? this.options.onProgress }, 'search', 'regions', 256);
    if (!this.started && this.rules.startTable) {
      this.started = true;
      const start = this.rules.startTable();
      if (start.size < this.maxEntries) for (const [k, v] of start) this.table.set(k, v);
    }
    let total = zero;
    for (const r of this.rules.regions(g)) total = add(total, this.regionValue(r, run));
    return total;
  }

  /** The value of one region (a board that does not split), by an explicit stack. */
  private regionValue(g: Grid, run: RunControl): Game {
    const { rules, table } = this;
    const quick = rules.known?.(g);
    if (quick !== undefined) return quick;
    const swap = rules.swapNegates;
    const turns = rules.symmetric !== false;
    const c = canonical(g, swap, turns);
    const stack: Frame[] = [{ key: c.key, grid: c.grid, opts: undefined, nLeft: 0 }];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      run.step();
      if (f.opts === undefined) {
        if (table.has(f.key)) {
          stack.pop();
          continue;
        }
        const pushed = new Set<string>();
        f.opts = [];
        for (const player of ['L', 'R'] as const) {
          for (const option of rules.options(f.grid, player)) {
            const parts: Array<Game | Ref> = [];
            for (const part of rules.regions(option)) {
              const k = rules.known?.(part);
              if (k !== undefined) {
                parts.push(k);
                continue;
              }
              const pc = canonical(part, swap, turns);
              const v = table.get(pc.key);
              if (v !== undefined) parts.push(pc.neg ? neg(v) : v);
              else {
                parts.push(new Ref(pc.key, pc.neg));
                if (!pushed.has(pc.key)) {
                  pushed.add(pc.key);
                  stack.push({ key: pc.key, grid: pc.grid, opts: undefined, nLeft: 0 });
                }
              }
            }
            f.opts.push(parts);
          }
          if (player === 'L') f.nLeft = f.opts.length;
        }
        if (pushed.size > 0) continue;
      }
      const L: Game[] = [];
      const R: Game[] = [];
      for (let i = 0; i < f.opts.length; i++) {
        let s = zero;
        for (const p of f.opts[i]!) {
          if (p instanceof Ref) {
            const v = table.get(p.key)!;
            s = add(s, p.neg ? neg(v) : v);
          } else s = add(s, p);
        }
        (i < f.nLeft ? L : R).push(s);
      }
      if (table.size >= this.maxEntries) {
        throw new LimitError(`${rules.name}: the table reached its limit of ${this.maxEntries} regions (raise maxEntries, or clear())`, 'maxEntries');
      }
      table.set(f.key, game(maximalOptions(L, 'L'), maximalOptions(R, 'R')));
      stack.pop();
      if ((++this.evaluated & 1023) === 0) run.progress(this.evaluated);
    }
    const v = table.get(c.key)!;
    return c.neg ? neg(v) : v;
  }
}
