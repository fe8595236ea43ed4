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
 * {@link Solver.graph} gives the finite graph of every reachable position, with the short value of
 * each position that reaches no cycle. That graph is what the loopy-values engine takes
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
import { nusGame } from './game.js';
import { limitOption, type RunOptions } from './run.js';

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

/** The algebra of canonical short games: `{L | R}` in canonical form, and the disjunctive sum. */
export const canonicalAlgebra: ValueAlgebra<Game> = {
  name: 'canonical',
  fromOptions: (left, right) => game(left, right),
  sum: (values) => {
    let v = nusGame(0, 0, 0);
    for (const x of values) v = add(v, x);
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
 * value. Use {@link Solver.graph} and the loopy engine instead of {@link Solver.value}.
 */
export class CycleError extends PartizanError {
  override name = 'CycleError';
  override readonly code: string = 'CYCLE';
  /** The key of a position on the cycle. */
  readonly key: string | number;
  /** Builds the error for the position with key `key`. */
  constructor(key: string | number) {
    super(
      `the position with key ${clip(String(key), 80)} can come back to itself: the ruleset is loopy and has no short value there ` +
        '(use Solver.graph() and the loopy engine, or rulesetValue() of the loopy rulesets)',
    );
    this.key = key;
  }
}

/**
 * The finite graph of the positions reachable from a root (see {@link Solver.graph}). Node 0 is the
 * root; `left[i]` and `right[i]` are the distinct successors of node i; `values[i]` is the short
 * value of node i when node i reaches no cycle (then it is also in the solver's table), else
 * undefined (so `values[i] === undefined` exactly when node i lies on a cycle or reaches one).
 */
export interface PositionGraph<P, V = Game> {
  /** The position of each node. */
  readonly positions: P[];
  /** The transposition key of each node. */
  readonly keys: Array<string | number>;
  /** Left's successors of each node. */
  readonly left: number[][];
  /** Right's successors of each node. */
  readonly right: number[][];
  /** The value (in the solver's algebra) of each node that reaches no cycle. */
  readonly values: Array<V | undefined>;
  /** Number of nodes that reach a cycle (0 when the game is short). */
  readonly loopyNodes: number;
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

/**
 * Canonical values of a ruleset's positions, with a transposition table shared across calls.
 * The table can be cleared and has a size limit.
 */
export class Solver<P, V = Game> {
  private readonly table = new Map<string | number, V>();
  private readonly maxEntries: number;
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
   * {@link Solver.graph}.
   */
  value(p: P, opts: SolverValueOptions = {}): V {
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
   * The graph of every position reachable from `p` (`p` is node 0), whether or not the ruleset is
   * loopy, with the short value of each node that reaches no cycle (those values also enter the
   * table). Positions with a `known` value are leaves. Components are not used: a node's
   * successors are its options. Iterative throughout: a search for the nodes, then Tarjan's
   * strongly connected components on an explicit stack (they come out successors first, so the
   * short values are computed in that order). At most `maxEntries` nodes (else a LimitError).
   */
  graph(p: P, opts: { signal?: AbortSignal; maxNodes?: number } = {}): PositionGraph<P, V> {
    const signal = opts.signal ?? this.options.signal;
    const maxNodes = opts.maxNodes ?? this.maxEntries;
    const { rules } = this;
    const index = new Map<string | number, number>();
    const positions: P[] = [];
    const keys: Array<string | number> = [];
    const left: number[][] = [];
    const right: number[][] = [];
    const values: Array<V | undefined> = [];
    const node = (q: P, key: string | number): number => {
      let i = index.get(key);
      if (i === undefined) {
        if (positions.length >= maxNodes) throw new LimitError(`the position graph has more than ${maxNodes} nodes (raise maxNodes)`, 'maxNodes');
        i = positions.length;
        index.set(key, i);
        positions.push(q);
        keys.push(key);
      }
      return i;
    };
    node(p, rules.key(p));
    for (let i = 0; i < positions.length; i++) {
      if ((i & 4095) === 4095 && signal?.aborted) throw new AbortError('the computation was aborted');
      const q = positions[i]!;
      const kn = rules.known?.(q);
      values.push(kn);
      if (kn !== undefined) {
        left.push([]);
        right.push([]);
        continue;
      }
      const lo = new Set<number>();
      for (const o of rules.options(q, 'L')) lo.add(node(o, rules.key(o)));
      left.push([...lo]);
      if (rules.impartial === true) right.push(left[left.length - 1]!);
      else {
        const ro = new Set<number>();
        for (const o of rules.options(q, 'R')) ro.add(node(o, rules.key(o)));
        right.push([...ro]);
      }
    }
    // Tarjan's SCCs, iteratively.
    const n = positions.length;
    const num = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const cyclic = new Uint8Array(n);
    const sccStack: number[] = [];
    const succ = (v: number): number[] => (left[v]!.length === 0 ? right[v]! : right[v]!.length === 0 ? left[v]! : [...left[v]!, ...right[v]!]);
    let counter = 0;
    let loopyNodes = 0;
    for (let r = 0; r < n; r++) {
      if (num[r] !== -1) continue;
      const call: Array<{ v: number; s: number[]; k: number }> = [];
      const enter = (v: number): void => {
        num[v] = low[v] = counter++;
        sccStack.push(v);
        onStack[v] = 1;
        call.push({ v, s: succ(v), k: 0 });
      };
      enter(r);
      while (call.length > 0) {
        const f = call[call.length - 1]!;
        if (f.k < f.s.length) {
          const w = f.s[f.k++]!;
          if (num[w] === -1) enter(w);
          else if (onStack[w]) low[f.v] = Math.min(low[f.v]!, num[w]!);
          continue;
        }
        call.pop();
        const v = f.v;
        if (call.length > 0) {
          const u = call[call.length - 1]!.v;
          low[u] = Math.min(low[u]!, low[v]!);
        }
        if (low[v] !== num[v]) continue;
        const comp: number[] = [];
        let w: number;
        do {
          w = sccStack.pop()!;
          onStack[w] = 0;
          comp.push(w);
        } while (w !== v);
        // A component is loopy when it has two nodes, a self-loop, or reaches a loopy node.
        let loopy = comp.length > 1 || f.s.includes(v);
        if (!loopy) for (const x of f.s) if (cyclic[x]) loopy = true;
        if (loopy) {
          for (const x of comp) cyclic[x] = 1;
          loopyNodes += comp.length;
        } else if (values[v] === undefined) {
          const val = this.algebra.fromOptions(
            left[v]!.map((x) => values[x]!),
            right[v]!.map((x) => values[x]!),
          );
          values[v] = val;
          if (!this.table.has(keys[v]!)) this.store(keys[v]!, val);
        }
      }
    }
    return { positions, keys, left, right, values, loopyNodes };
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
