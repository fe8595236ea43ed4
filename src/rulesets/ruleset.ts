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
 */
import { add } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { AbortError, LimitError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { nusGame } from '../engine/game.js';

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
}

/** Options of a {@link Solver}. */
export interface SolverOptions {
  /** Largest number of entries kept in the transposition table; beyond it, a {@link LimitError}. Default 20 million. */
  maxEntries?: number;
  /** Called every few thousand positions with the number of positions evaluated so far. */
  onProgress?: (evaluated: number) => void;
  /** Cancels a long computation with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Canonical values of a ruleset's positions, with a transposition table shared across calls.
 * The table can be cleared and has a size limit.
 */
export class Solver<P> {
  private readonly table = new Map<string | number, Game>();
  private readonly maxEntries: number;
  private evaluated = 0;

  /** A solver for `rules`. */
  constructor(
    readonly rules: Ruleset<P>,
    private readonly options: SolverOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 20_000_000;
  }

  /** The number of positions in the transposition table. */
  get size(): number {
    return this.table.size;
  }

  /** Empties the transposition table. */
  clear(): void {
    this.table.clear();
  }

  /** The cached value of a position, if it was computed. */
  cached(p: P): Game | undefined {
    return this.table.get(this.rules.key(p));
  }

  /** The canonical value of `p`. */
  value(p: P, opts: { signal?: AbortSignal } = {}): Game {
    const signal = opts.signal ?? this.options.signal;
    const { rules, table } = this;
    const hit = table.get(rules.key(p));
    if (hit) return hit;
    // Explicit stack of positions; a position is finished when all its options (or components) are known.
    const stack: P[] = [p];
    while (stack.length > 0) {
      const q = stack[stack.length - 1]!;
      const k = rules.key(q);
      if (table.has(k)) {
        stack.pop();
        continue;
      }
      const kn = rules.known?.(q);
      if (kn) {
        this.store(k, kn);
        stack.pop();
        continue;
      }
      const comps = rules.components?.(q);
      if (comps && comps.length !== 1) {
        let missing = false;
        for (const c of comps) if (!table.has(rules.key(c))) (stack.push(c), (missing = true));
        if (missing) continue;
        let s = nusGame(0, 0, 0);
        for (const c of comps) s = add(s, table.get(rules.key(c))!);
        this.store(k, s);
        stack.pop();
        continue;
      }
      const L = [...rules.options(q, 'L')];
      const R = [...rules.options(q, 'R')];
      let missing = false;
      for (const o of L) if (!table.has(rules.key(o))) (stack.push(o), (missing = true));
      for (const o of R) if (!table.has(rules.key(o))) (stack.push(o), (missing = true));
      if (missing) continue;
      const v = game(
        L.map((o) => table.get(rules.key(o))!),
        R.map((o) => table.get(rules.key(o))!),
      );
      this.store(k, v);
      stack.pop();
      if ((++this.evaluated & 4095) === 0) {
        this.options.onProgress?.(this.evaluated);
        if (signal?.aborted) throw new AbortError('the computation was aborted');
      }
    }
    return table.get(rules.key(p))!;
  }

  private store(k: string | number, v: Game): void {
    if (this.table.size >= this.maxEntries) {
      throw new LimitError(`the transposition table reached its limit of ${this.maxEntries} positions (raise maxEntries, or clear())`);
    }
    this.table.set(k, v);
  }
}
