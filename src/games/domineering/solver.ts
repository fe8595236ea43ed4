/** The fast Domineering solver: the search and valuer of pipeline.ts on one thread, one table. */
import { registerInstanceCache } from '../../engine/cache.js';
import { add, neg } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import { AbortError } from '../../engine/errors.js';
import { kindError } from '../../engine/guard.js';
import type { Game } from '../../engine/game.js';
import { checkRunOptions, limitOption, RunControl } from '../../engine/run.js';
import { Solver, type SolverOptions } from '../../engine/solver.js';
import { DomineeringBoard } from './board.js';
import { RegionSearch, RegionValuer } from './pipeline.js';
import { componentRegion, MAX_WIDTH, type Region, regions, strip } from './regions.js';
import { boardComponents, domineering } from './ruleset.js';

/** The most entries one JavaScript Map holds safely (V8 stops at 2^24). */
const MAX_TABLE = 16_000_000;

/** Measured (62 B, see docs/architecture.md, "Caches"): an entry of the inner numeric-keyed maps. */
const DOMINEERING_BYTES_PER_ENTRY = 70;
const trackDomineering = registerInstanceCache('domineering.regions', "a region's value in a DomineeringSolver's table (all live solvers)", DOMINEERING_BYTES_PER_ENTRY);

/**
 * The fast Domineering evaluator: an iterative search over connected regions with a transposition
 * table keyed up to symmetry, the two sides of pipeline.ts on one thread (the valuer values each
 * piece of the stream as the search writes it). One solver's table is shared by all its calls;
 * `clear()` empties it.
 *
 * @example
 * ```ts
 * import { DomineeringBoard, DomineeringSolver } from 'partizan/games';
 * new DomineeringSolver().value(DomineeringBoard.parse('..|..')).toString(); // ±1
 * ```
 */
export class DomineeringSolver {
  private search!: RegionSearch;
  private valuer!: RegionValuer;
  /** The run control of the current call. */
  private run: RunControl | undefined;
  private readonly maxEntries: number;
  private evaluated = 0;
  private fallback: Solver<DomineeringBoard> | undefined;
  private readonly maxWidth: number;
  private readonly options: SolverOptions;

  /**
   * A solver; `maxEntries` bounds the table (default and maximum 16 million regions, below V8's
   * limit of 2^24 entries in one Map), `onProgress` and `signal` as for {@link Solver}.
   */
  constructor(options: SolverOptions = {}) {
    checkRunOptions(options, 'DomineeringSolver');
    this.options = options ?? {};
    options = this.options;
    this.maxEntries = Math.min(limitOption(options.maxEntries, MAX_TABLE, 'maxEntries'), MAX_TABLE);
    this.maxWidth = Math.min((options as { maxBitWidth?: number }).maxBitWidth ?? MAX_WIDTH, MAX_WIDTH);
    this.clear();
    trackDomineering(this);
  }

  /** The number of regions in the transposition table. */
  get size(): number {
    return this.valuer.size;
  }

  /** Empties the transposition table. */
  clear(): void {
    this.search = new RegionSearch((data, length, regions) => {
      this.valuer.push(data, length, regions);
      this.drain();
    }, this.maxEntries, 1 << 12);
    this.valuer = new RegionValuer(this.maxEntries);
    this.fallback?.clear();
  }

  /** The canonical value of a board (a {@link DomineeringBoard} or its text). */
  value(board: DomineeringBoard | string, opts: { signal?: AbortSignal } = {}): Game {
    const b = typeof board === 'string' ? DomineeringBoard.parse(board) : board;
    const signal = opts.signal ?? this.options.signal;
    if (signal?.aborted) throw new AbortError('the computation was aborted');
    let total = zero;
    for (const comp of boardComponents(b)) {
      if (Math.min(comp.rows, comp.cols) > this.maxWidth) {
        // Too wide for the bitmask rows in either orientation: the array-based ruleset.
        this.fallback ??= new Solver(domineering, this.options);
        total = add(total, this.fallback.value(comp, { signal }));
        continue;
      }
      const { region: g, flip } = componentRegion(comp, this.maxWidth);
      for (const part of regions(g.rows)) {
        const v = this.regionValue(part, signal);
        total = add(total, flip ? neg(v) : v);
      }
    }
    return total;
  }

  /**
   * The value of a connected, trimmed region with width ≤ 30, rows as bits (the entry of the worker
   * threads of {@link domineeringValueAsync}).
   * @internal
   */
  regionValueOf(g: Region): Game {
    const ok = (n: unknown, max: number): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
    if (g === null || typeof g !== 'object' || !ok(g.w, this.maxWidth) || !ok(g.h, this.maxWidth) || !Array.isArray(g.rows) || g.rows.length !== g.h || !g.rows.every((r) => ok(r, 2 ** g.w - 1))) {
      throw kindError('regionValueOf', 'region', `a region { w, h, rows } of at most ${this.maxWidth} × ${this.maxWidth} cells`, g);
    }
    return this.regionValue(g, this.options.signal);
  }

  /** The value of a connected, trimmed region with width ≤ 30. */
  private regionValue(g: Region, signal: AbortSignal | undefined): Game {
    const quick = strip(g);
    if (quick) return quick;
    // the signal is read every 64 regions valued (a region can take milliseconds), progress every 4096
    this.run = new RunControl({ ...(signal ? { signal } : {}), ...(this.options.onProgress ? { onProgress: this.options.onProgress } : {}) }, 'search', 'regions', 64, 0);
    const code = this.search.run(g, signal);
    this.drain();
    return this.valuer.valueOf(code);
  }

  /** Values the records the search has streamed so far (an abort leaves the rest queued, in order). */
  private drain(): void {
    const run = this.run!;
    this.valuer.work(() => {
      run.step();
      if ((++this.evaluated & 4095) === 0) run.progress(this.evaluated);
      return false;
    });
  }
}
