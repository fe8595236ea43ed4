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
 * **Loopy rulesets.** When a position comes back on its own line of play (a cycle), the game has
 * no short value: {@link Solver.value} throws a {@link CycleError} naming the position, and
 * `rulesetGraph(solver, p)` (the graph layer) gives the finite graph of every reachable position,
 * with the short value of each position that reaches no cycle. That graph is what the loopy-values
 * engine takes
 * (`rulesetValue` of the loopy rulesets gives a value either way). The search state of a call is
 * local to the call: after a CycleError the solver stays usable, and the table holds only values
 * of positions that reach no cycle.
 *
 * **Other values.** The solver is generic over the values it builds: a {@link ValueAlgebra} says how
 * a position's value comes from its options' values and how components add. The default,
 * {@link canonicalAlgebra}, builds canonical short games; the nim-value and misère engines give
 * their own algebras and reuse the table, the components, the limits and the progress.
 *
 * Invariant of the transposition table: an entry maps a position's key to the value of
 * that position in the solver's algebra (equal keys have equal values, as {@link Ruleset.key} promises). Entries are only
 * added once all the position's options are known; emptying the table ({@link Solver.clear},
 * `clearCaches()`) only costs time. Every solver joins the cache registry as `engine.solver`.
 */
import { add } from './arith.js';
import { registerInstanceCache } from './cache.js';
import { game } from './canonical.js';
import { AbortError, clip, LimitError, PartizanError } from './errors.js';
import type { Game } from './game.js';
import { Game as GameClass, nusGame } from './game.js';
import { limitOption, type RunOptions } from './run.js';
import { kindError, optionsArg, requireArray } from './guard.js';

/** A player: Left or Right. */
export type Player = 'L' | 'R';

/**
 * How a {@link Solver} builds values of type V: from the values of a position's options, and (when
 * the algebra has one) the disjunctive sum of components.
 */
export interface ValueAlgebra<V> {
  /** A name for messages and statistics (`'canonical'`, `'nim'`, `'misere'`, ...). */
  readonly name: string;
  /**
   * The value of a position from the values of its Left options and of its Right options (for an
   * impartial ruleset, the two lists are the same array).
   */
  fromOptions(left: readonly V[], right: readonly V[]): V;
  /**
   * The value of a disjunctive sum of components with these values. Without it (misère play has
   * no such sum) the solver does not split positions into components.
   */
  sum?(values: readonly V[]): V;
}

/** `xs` when it is an array of short games, else a {@link KindError}. */
function gamesArg(xs: readonly Game[], fn: string, arg: string): readonly Game[] {
  requireArray(xs, fn, arg);
  for (const x of xs) if (!(x instanceof GameClass)) throw kindError(fn, arg, 'an array of short games', x);
  return xs;
}

/** The algebra of canonical short games: `{L | R}` in canonical form, and the disjunctive sum. */
export const canonicalAlgebra: ValueAlgebra<Game> = {
  name: 'canonical',
  fromOptions: (left, right) => game(gamesArg(left, 'canonicalAlgebra.fromOptions', 'left'), gamesArg(right, 'canonicalAlgebra.fromOptions', 'right')),
  sum: (values) => {
    let v = nusGame(0, 0, 0);
    for (const x of gamesArg(values, 'canonicalAlgebra.sum', 'values')) v = add(v, x);
    return v;
  },
};

/**
 * A ruleset over positions of type P, valued in V (canonical short games unless the solver is
 * given another {@link ValueAlgebra}).
 */
export interface Ruleset<P, V = Game> {
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
  known?(p: P): V | undefined;
  /**
   * Optional: about how many bytes `p` holds (for the Solver's memory bound, `maxBytes`). Without
   * it a position counts 64 bytes.
   */
  bytes?(p: P): number;
  /**
   * Optional: true when both players have the same options at every position (an impartial
   * ruleset). The solver then generates options once, with `player` `'L'`, and gives the same list
   * as both players' options to the algebra.
   */
  impartial?: boolean;
}

/**
 * A position of a ruleset repeats on its own line of play, so the game is loopy and has no short
 * value. Use `rulesetGraph` (the graph layer) and the loopy engine instead of {@link Solver.value}.
 */
export class CycleError extends PartizanError {
  override name = 'CycleError';
  override readonly code: string = 'CYCLE';
  /** The key of a position on the cycle. */
  readonly key: string | number;
  /** Builds the error for the position with key `key`. */
  constructor(key: string | number) {
    super(
      `the position with key ${clip(key, 80)} can come back to itself: the ruleset is loopy and has no short value there ` +
        '(use the graph of its positions, rulesetGraph(), and the loopy engine, or rulesetValue() of the loopy rulesets)',
    );
    this.key = key;
  }
}

/** The most entries a transposition table may hold: a JavaScript `Map` holds at most 2^24. */
export const MAX_SOLVER_ENTRIES = 16_000_000;

/** Options of a {@link Solver}. */
export interface SolverOptions<V = Game> extends RunOptions {
  /**
   * Largest number of entries kept in the transposition table; beyond it, a {@link LimitError}.
   * Default and maximum {@link MAX_SOLVER_ENTRIES} (16 million; a `Map` holds at most 2^24).
   */
  maxEntries?: number;
  /**
   * Largest estimate of the bytes held by the transposition table's keys and the search stack's
   * positions (with the option keys kept for each open position); beyond it, a {@link LimitError}
   * (default 1 GiB, well under Node's default heap of about 4 GB, so a position of huge width stops
   * with a LimitError instead of running out of memory).
   */
  maxBytes?: number;
  /** The values the solver builds; default {@link canonicalAlgebra} (canonical short games). */
  algebra?: ValueAlgebra<V>;
}

/** Per-call options of {@link Solver.value}: a signal and a progress callback for this call. */
export type SolverValueOptions = RunOptions;

/** Estimated bytes of a table key: a number, or a string of UTF-16 code units, plus the entry. */
const keyBytes = (k: string | number): number => (typeof k === 'number' ? 48 : 64 + 2 * k.length);
/** Measured (55 B with 6-character string keys, see docs/architecture.md, "Caches"); longer keys take more. */
const SOLVER_BYTES_PER_ENTRY = 60;
const trackSolver = registerInstanceCache('engine.solver', "a position's value in a Solver's transposition table (all live solvers)", SOLVER_BYTES_PER_ENTRY);

/** `s` when it is a {@link Solver}, else a {@link KindError} naming `fn`. */
export function requireSolver<P, V>(s: Solver<P, V>, fn: string): Solver<P, V> {
  if (!(s instanceof Solver)) throw kindError(fn, 'solver', 'a Solver', s);
  return s;
}

/** A {@link KindError} naming `fn` unless `rules` is a ruleset (an object with `options` and `key` functions). @internal */
export function requireRuleset(rules: unknown, fn: string): void {
  const r = rules as { key?: unknown; options?: unknown } | null;
  if (typeof r !== 'object' || r === null || typeof r.key !== 'function' || typeof r.options !== 'function') {
    throw kindError(fn, 'rules', 'a ruleset (an object with options(p, player) and key(p))', rules);
  }
}

/**
 * Canonical values of a ruleset's positions, with a transposition table shared across calls.
 * The table can be cleared and has a size limit.
 */
export class Solver<P, V = Game> {
  private readonly table = new Map<string | number, V>();
  /** The most entries of the transposition table ({@link SolverOptions.maxEntries}). */
  readonly maxEntries: number;
  private readonly maxBytes: number;
  private tableBytes = 0;
  private evaluated = 0;
  /** The values this solver builds. */
  readonly algebra: ValueAlgebra<V>;

  /**
   * A solver for `rules`, building canonical short games, or the values of `options.algebra`.
   * @throws LimitError when `maxEntries` is not an integer from 1 to {@link MAX_SOLVER_ENTRIES}.
   */
  constructor(
    readonly rules: Ruleset<P, V>,
    private readonly options: SolverOptions<V> = {},
  ) {
    requireRuleset(rules, 'new Solver');
    options = this.options = optionsArg<SolverOptions<V>>(options, 'new Solver');
    const alg = options.algebra as Partial<ValueAlgebra<V>> | undefined;
    if (alg !== undefined && (typeof alg !== 'object' || alg === null || typeof alg.fromOptions !== 'function')) {
      throw kindError('new Solver', 'options.algebra', 'a value algebra (an object with fromOptions)', alg);
    }
    this.maxEntries = limitOption(options.maxEntries, MAX_SOLVER_ENTRIES, 'maxEntries', { max: MAX_SOLVER_ENTRIES });
    this.maxBytes = limitOption(options.maxBytes, 2 ** 30, 'maxBytes');
    this.algebra = options.algebra ?? (canonicalAlgebra as unknown as ValueAlgebra<V>);
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
  cached(p: P): V | undefined {
    return this.table.get(this.rules.key(p));
  }

  /**
   * The value of `p` (its canonical form with the default algebra). Throws a {@link CycleError}
   * when a position comes back on its own line of play (the ruleset is loopy there): see
   * `rulesetGraph`.
   */
  value(p: P, options: SolverValueOptions = {}): V {
    const opts = optionsArg<SolverValueOptions>(options, 'Solver.value');
    const signal = opts.signal ?? this.options.signal;
    const onProgress = opts.onProgress ?? this.options.onProgress;
    const { rules, table, algebra } = this;
    const impartial = rules.impartial === true;
    const canSplit = algebra.sum !== undefined;
    const size = (q: P): number => rules.bytes?.(q) ?? 64;
    let stackBytes = size(p);
    let steps = 0;
    const hit = table.get(rules.key(p));
    if (hit !== undefined) return hit;
    // Explicit stack of positions with their keys; a position is finished when all its options
    // (or components) are in the table. Each key is computed once per visit. A position is
    // "open" from its first expansion until it is stored; the open positions on the stack form one
    // line of play (everything above an open entry was pushed after it, by its descendants), so an
    // option that is open is an ancestor: a cycle.
    const stack: P[] = [p];
    const keys: Array<string | number> = [rules.key(p)];
    const expanded: boolean[] = [false];
    // the keys of a position's options (Left, then Right), kept from its expansion so that its
    // options are generated once; undefined until it is expanded
    const optionKeys: Array<Array<string | number>[] | undefined> = [undefined];
    const open = new Set<string | number>();
    // the option keys kept for an open position cost their array slots (the keys themselves are
    // the strings or numbers also held by the stack and, once valued, the table)
    const keptBytes = (ks: Array<string | number>[] | undefined): number => (ks === undefined ? 0 : 8 * (ks[0]!.length + ks[1]!.length) + 32);
    const drop = (q: P): void => {
      stack.pop();
      keys.pop();
      expanded.pop();
      stackBytes -= size(q) + keptBytes(optionKeys.pop());
    };
    const push = (o: P, key: string | number): void => {
      if (open.has(key)) throw new CycleError(key);
      stack.push(o);
      keys.push(key);
      expanded.push(false);
      optionKeys.push(undefined);
      stackBytes += size(o);
    };
    while (stack.length > 0) {
      const q = stack[stack.length - 1]!;
      const k = keys[keys.length - 1]!;
      if ((++steps & 1023) === 0 && signal?.aborted) throw new AbortError('the computation was aborted');
      if (table.has(k)) {
        drop(q);
        continue;
      }
      if (!expanded[expanded.length - 1]) {
        if (open.has(k)) throw new CycleError(k);
        expanded[expanded.length - 1] = true;
        open.add(k);
      }
      const kn = rules.known?.(q);
      if (kn !== undefined) {
        this.store(k, kn);
        open.delete(k);
        drop(q);
        continue;
      }
      const comps = canSplit ? rules.components?.(q) : undefined;
      let v: V;
      if (comps !== undefined && comps.length !== 1) {
        let missing = false;
        const ck: Array<string | number> = [];
        for (const c of comps) {
          const key = rules.key(c);
          ck.push(key);
          if (!table.has(key)) {
            push(c, key);
            missing = true;
          }
        }
        if (missing) continue;
        v = algebra.sum!(ck.map((key) => table.get(key)!));
      } else {
        const L: V[] = [];
        const R: V[] = [];
        let missing = false;
        const top = stack.length - 1;
        const seen = optionKeys[top];
        if (seen !== undefined) {
          // expanded before: its options were pushed then and are normally all in the table now
          for (let s = 0; s < (impartial ? 1 : 2) && !missing; s++) {
            const side = s === 0 ? L : R;
            for (const key of seen[s]!) {
              const known = table.get(key);
              if (known === undefined) {
                missing = true;
                break;
              }
              side.push(known);
            }
          }
          if (missing) {
            stackBytes -= keptBytes(seen);
            optionKeys[top] = undefined; // generate the options again and push what is missing
            continue;
          }
        } else {
          const ks: Array<string | number>[] = [[], []];
          for (let s = 0; s < (impartial ? 1 : 2); s++) {
            const side = s === 0 ? L : R;
            for (const o of rules.options(q, s === 0 ? 'L' : 'R')) {
              const key = rules.key(o);
              ks[s]!.push(key);
              const known = table.get(key);
              if (known === undefined) {
                push(o, key);
                missing = true;
              } else if (!missing) side.push(known);
            }
          }
          if (missing) {
            optionKeys[top] = ks;
            stackBytes += keptBytes(ks);
            if (stackBytes + this.tableBytes > this.maxBytes) this.tooBig();
            continue;
          }
        }
        v = algebra.fromOptions(L, impartial ? L : R);
      }
      this.store(k, v);
      open.delete(k);
      drop(q);
      if ((++this.evaluated & 4095) === 0) {
        onProgress?.({ phase: 'search', done: this.evaluated, unit: 'positions' });
        if (signal?.aborted) throw new AbortError('the computation was aborted');
      }
    }
    return table.get(rules.key(p))!;
  }

  /**
   * Puts the value of the position with key `k` in the table, when it is not there (for the graph
   * of a loopy ruleset, `rulesetGraph` of the graph layer, which values the positions that reach
   * no cycle). @internal
   */
  remember(k: string | number, v: V): void {
    if (!this.table.has(k)) this.store(k, v);
  }

  private store(k: string | number, v: V): void {
    if (this.table.size >= this.maxEntries) {
      throw new LimitError(`the transposition table reached its limit of ${this.maxEntries} positions (raise maxEntries, or clear())`, 'maxEntries');
    }
    this.tableBytes += keyBytes(k);
    if (this.tableBytes > this.maxBytes) this.tooBig();
    this.table.set(k, v);
  }

  private tooBig(): never {
    throw new LimitError(`the search needs more than about ${Math.round(this.maxBytes / 2 ** 20)} MiB for its table and stack (raise maxBytes, or clear())`);
  }
}
