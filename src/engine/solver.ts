/**
 * The ruleset interface: how a game of positions becomes values.
 *
 * A ruleset says, for a position and a player, which positions that player can move to, and gives
 * each position a key. {@link Solver} turns that into canonical values with a transposition
 * table keyed by those keys, on an explicit stack (positions as deep as you like).
 *
 * @example A subtraction game where Left removes 1 or 2 tokens and Right removes 2 or 3:
 * ```ts
 * import { Solver, type Ruleset } from 'partizan';
 * const rules: Ruleset<number> = {
 *   options: (n, player) => (player === 'L' ? [1, 2] : [2, 3]).filter((k) => k <= n).map((k) => n - k),
 *   key: (n) => n,
 * };
 * new Solver(rules).value(10).toString();
 * ```
 *
 * Invariant of the transposition table: an entry maps a position's key to the canonical value of
 * that position (equal keys have equal values, as {@link Ruleset.key} promises). Entries are only
 * added once all the position's options are known; emptying the table ({@link Solver.clear},
 * `clearCaches()`) only costs time. Every solver joins the cache registry as `engine.solver`.
 */
import { add } from './arith.js';
import { registerInstanceCache } from './cache.js';
import { game } from './canonical.js';
import { AbortError, LimitError } from './errors.js';
import type { Game } from './game.js';
import { nusGame } from './game.js';

/** A player: Left or Right. */
export type Player = 'L' | 'R';

/** A partizan ruleset over positions of type P. */
export interface Ruleset<P> {
  /** The positions `player` can move to from `p` (the move rule, written once for both players). */
  options(p: P, player: Player): Iterable<P>;
  /** A key equal for positions of equal value (normally: equal positions up to symmetry). */
  key(p: P): string | number;
  /**
   * Optional: splits `p` into independent components whose disjunctive sum is `p`. A position that
   * does not split returns `[p]` (or undefined).
   */
  components?(p: P): P[] | undefined;
  /** Optional: a value known without search (for example, a closed form). */
  known?(p: P): Game | undefined;
  /**
   * Optional: about how many bytes `p` holds (for the Solver's memory bound, `maxBytes`). Without
   * it a position counts 64 bytes.
   */
  bytes?(p: P): number;
}

/** Options of a {@link Solver}. */
export interface SolverOptions {
  /** Largest number of entries kept in the transposition table; beyond it, a {@link LimitError}. Default 20 million. */
  maxEntries?: number;
  /** Called every few thousand positions with the number of positions evaluated so far. */
  onProgress?: (evaluated: number) => void;
  /** Cancels a long computation with an AbortError. */
  signal?: AbortSignal;
  /**
   * Largest estimate of the bytes held by the transposition table's keys and the search stack's
   * positions; beyond it, a {@link LimitError} (default 1 GiB, well under Node's default heap of
   * about 4 GB, so a position of huge width stops with a LimitError instead of running out of memory).
   */
  maxBytes?: number;
}

/** Per-call options of {@link Solver.value}. */
export interface SolverValueOptions {
  /** Cancels the computation with an AbortError. */
  signal?: AbortSignal;
  /** Called every few thousand positions with the number of positions evaluated so far. */
  onProgress?: (evaluated: number) => void;
}

/** Estimated bytes of a table key: a number, or a string of UTF-16 code units, plus the entry. */
const keyBytes = (k: string | number): number => (typeof k === 'number' ? 48 : 64 + 2 * k.length);
/** Measured (55 B with 6-character string keys, see docs/architecture.md, "Caches"); longer keys take more. */
const SOLVER_BYTES_PER_ENTRY = 60;
const trackSolver = registerInstanceCache('engine.solver', "a position's value in a Solver's transposition table (all live solvers)", SOLVER_BYTES_PER_ENTRY);

/**
 * Canonical values of a ruleset's positions, with a transposition table shared across calls.
 * The table can be cleared and has a size limit.
 */
export class Solver<P> {
  private readonly table = new Map<string | number, Game>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private tableBytes = 0;
  private evaluated = 0;

  /** A solver for `rules`. */
  constructor(
    readonly rules: Ruleset<P>,
    private readonly options: SolverOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 20_000_000;
    this.maxBytes = options.maxBytes ?? 2 ** 30;
    trackSolver(this);
  }

  /** Estimated bytes held by the transposition table's keys (see {@link SolverOptions.maxBytes}). */
  get bytes(): number {
    return this.tableBytes;
  }

  /** The number of positions in the transposition table. */
  get size(): number {
    return this.table.size;
  }

  /** Empties the transposition table. */
  clear(): void {
    this.table.clear();
    this.tableBytes = 0;
  }

  /** The cached value of a position, if it was computed. */
  cached(p: P): Game | undefined {
    return this.table.get(this.rules.key(p));
  }

  /** The canonical value of `p`. */
  value(p: P, opts: SolverValueOptions = {}): Game {
    const signal = opts.signal ?? this.options.signal;
    const onProgress = opts.onProgress ?? this.options.onProgress;
    const { rules, table } = this;
    const size = (q: P): number => rules.bytes?.(q) ?? 64;
    let stackBytes = size(p);
    let steps = 0;
    const hit = table.get(rules.key(p));
    if (hit) return hit;
    // Explicit stack of positions with their keys; a position is finished when all its options
    // (or components) are in the table. Each key is computed once per visit.
    const stack: P[] = [p];
    const keys: Array<string | number> = [rules.key(p)];
    while (stack.length > 0) {
      const q = stack[stack.length - 1]!;
      const k = keys[keys.length - 1]!;
      if ((++steps & 1023) === 0 && signal?.aborted) throw new AbortError('the computation was aborted');
      if (table.has(k)) {
        stack.pop();
        keys.pop();
        stackBytes -= size(q);
        continue;
      }
      const kn = rules.known?.(q);
      if (kn) {
        this.store(k, kn);
        stack.pop();
        keys.pop();
        stackBytes -= size(q);
        continue;
      }
      const comps = rules.components?.(q);
      let v: Game;
      if (comps !== undefined && comps.length !== 1) {
        let missing = false;
        const ck: Array<string | number> = [];
        for (const c of comps) {
          const key = rules.key(c);
          ck.push(key);
          if (!table.has(key)) {
            stack.push(c);
            keys.push(key);
            stackBytes += size(c);
            missing = true;
          }
        }
        if (missing) continue;
        v = nusGame(0, 0, 0);
        for (const key of ck) v = add(v, table.get(key)!);
      } else {
        const L: Game[] = [];
        const R: Game[] = [];
        let missing = false;
        for (const side of [L, R]) {
          for (const o of rules.options(q, side === L ? 'L' : 'R')) {
            const key = rules.key(o);
            const known = table.get(key);
            if (known === undefined) {
              stack.push(o);
              keys.push(key);
              stackBytes += size(o);
              missing = true;
            } else if (!missing) side.push(known);
          }
        }
        if (missing) {
          if (stackBytes + this.tableBytes > this.maxBytes) this.tooBig();
          continue;
        }
        v = game(L, R);
      }
      this.store(k, v);
      stack.pop();
      keys.pop();
      stackBytes -= size(q);
      if ((++this.evaluated & 4095) === 0) {
        onProgress?.(this.evaluated);
        if (signal?.aborted) throw new AbortError('the computation was aborted');
      }
    }
    return table.get(rules.key(p))!;
  }

  private store(k: string | number, v: Game): void {
    if (this.table.size >= this.maxEntries) {
      throw new LimitError(`the transposition table reached its limit of ${this.maxEntries} positions (raise maxEntries, or clear())`);
    }
    this.tableBytes += keyBytes(k);
    if (this.tableBytes > this.maxBytes) this.tooBig();
    this.table.set(k, v);
  }

  private tooBig(): never {
    throw new LimitError(`the search needs more than about ${Math.round(this.maxBytes / 2 ** 20)} MiB for its table and stack (raise maxBytes, or clear())`);
  }
}
