/**
 * The options, limits and errors of the loopy-values engine, and the graph helpers only it needs.
 * Its graphs are the library's one {@link GameGraph} (src/graph): a loopy game is a finite directed
 * graph, every node with a list of Left edges and a list of Right edges (Siegel, *Combinatorial
 * Game Theory*, AMS 2013, VI.1).
 *
 * Invariant: nothing here recurses.
 */
import { LimitError, PartizanError } from '../engine/errors.js';
import { RunControl, throwIfAborted, type RunOptions } from '../engine/run.js';
import { GraphError } from '../graph/errors.js';
import { GameGraph } from '../graph/graph.js';
import { bisimulation } from '../graph/bisimulation.js';

/** A game that is not a stopper was used where a stopper is needed. */
export class NotStopperError extends PartizanError {
  override name = 'NotStopperError';
  override readonly code: string = 'NOT_STOPPER';
}

/**
 * A game whose onside or offside is not a stopper (Bach's Carousel, Siegel VI.4) met an API that
 * promises a stopper or a stopper-sided value (`valuesOfGraph`, `upsum`, `stopperSidedOf`, ...):
 * its graph, simplified for that side by this engine's sidling, keeps an infinite alternating
 * play. The general entry points (`parseLoopy`, `anyValuesOfGraph`) give its simplified sides
 * instead (a `SimplifiedSidedValue`).
 */
export class NotStopperSidedError extends PartizanError {
  override name = 'NotStopperSidedError';
  override readonly code: string = 'NOT_STOPPER_SIDED';
}

/**
 * The old name of the library's one graph error, {@link GraphError}.
 * @deprecated Use `GraphError`.
 */
export const LoopyGraphError = GraphError;
/** @deprecated Use `GraphError`. */
export type LoopyGraphError = GraphError;

/**
 * Options of the long algorithms of the loopy engine: run control ({@link RunOptions}; progress is
 * reported with the phase's name, `'bisimulation'`, `'side compare'`, `'sidle'`, ..., and a count of
 * its work, with no total; an aborted signal throws an `AbortError`) and limits, each a `LimitError`
 * naming it.
 */
export interface LoopyValueOptions extends RunOptions {
  /** The most graph nodes (after expanding short games) an algorithm may hold; default 4,000,000. */
  maxNodes?: number;
  /**
   * The most node pairs the comparison tables may hold (they are quadratic in the number of
   * nodes left after minimisation); default 16,000,000.
   */
  maxPairs?: number;
  /**
   * The most comparison work one computation may do, counted in node pairs: a comparison solved
   * from scratch counts all its pairs, a warm-started test of the graph simplification the pairs
   * it touches, a canonical form the pairs of its table; default 400,000,000. Past it, a
   * `LimitError`. The offsides of a game symmetric between the players are minus its onsides, and
   * cost nothing.
   */
  maxSidleWork?: number;
}

/** The default of {@link LoopyValueOptions.maxNodes}. */
export const DEFAULT_MAX_NODES = 4_000_000;
/** The default of {@link LoopyValueOptions.maxSidleWork}. */
export const DEFAULT_MAX_SIDLE_WORK = 400_000_000;
/** The default of {@link LoopyValueOptions.maxPairs}. */
export const DEFAULT_MAX_PAIRS = 16_000_000;

/** The work budget of one computation (see {@link LoopyValueOptions.maxSidleWork}). @internal */
export interface Budget {
  used: number;
  readonly max: number;
}

/** Options carrying the budget and the run control of one computation. @internal */
export interface EngineOptions extends LoopyValueOptions {
  /** @internal */ _work?: Budget;
  /** @internal */ _run?: RunControl;
}

/**
 * `opts` with a work budget and a run control, unless it carries them already (then the work of
 * the caller's several steps counts against one budget, and the signal is checked by one
 * control). @internal
 */
export function withBudget(opts: LoopyValueOptions): EngineOptions {
  const o = opts as EngineOptions;
  if (o._work && o._run) return o;
  return {
    ...opts,
    _work: o._work ?? { used: 0, max: opts.maxSidleWork ?? DEFAULT_MAX_SIDLE_WORK },
    _run: o._run ?? new RunControl(opts, 'loopy', 'pairs', 1024),
  };
}

/** Charges `pairs` units of work to the budget of `opts` (a LimitError past it). @internal */
export function charge(opts: LoopyValueOptions, pairs: number): void {
  const w = (opts as EngineOptions)._work;
  if (!w) return;
  w.used += pairs;
  if (w.used > w.max) throw new LimitError(`the computation needs more than ${w.max} compared pairs (maxSidleWork)`, 'maxSidleWork');
}

/** One step of work: checks the signal now and then. @internal */
export function step(opts: LoopyValueOptions): void {
  const r = (opts as EngineOptions)._run;
  if (r) r.step();
  else throwIfAborted(opts.signal);
}

/** The phases already reported by each run control (a phase is reported at once the first time). */
const seenPhases = new WeakMap<RunControl, Set<string>>();

/**
 * Reports progress and checks the signal: a phase is reported at once the first time it comes,
 * then at most every 100 ms. @internal
 */
export function progress(opts: LoopyValueOptions, phase: string, done: number): void {
  const r = (opts as EngineOptions)._run ?? new RunControl(opts, phase);
  let seen = seenPhases.get(r);
  if (!seen) seenPhases.set(r, (seen = new Set()));
  const first = !seen.has(phase);
  if (first) seen.add(phase);
  r.phase = phase;
  r.progress(done, undefined, first);
}

/** Throws a LimitError naming `maxNodes` past `max`. @internal */
export function checkNodes(n: number, max: number): void {
  if (n > max) throw new LimitError(`the game graph needs more than ${max} nodes (maxNodes)`, 'maxNodes');
}

/** Throws a LimitError naming `maxPairs` when a table of `n` × `m` pairs is too big. @internal */
export function checkPairs(n: number, m: number, opts: LoopyValueOptions, what = 'comparing'): void {
  const max = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
  if (n * m > max) throw new LimitError(`${what} ${n} with ${m} nodes needs ${n * m} pairs, more than ${max} (maxPairs)`, 'maxPairs');
}

/** An object with options (a short `Game`, a `Stopper`, a simplified side). @internal */
export interface WithOptions<T> {
  readonly leftOptions: readonly T[];
  readonly rightOptions: readonly T[];
}

/**
 * Gives a node to each object reachable from `roots` by options that `at` has no node for:
 * `newNode(x)` makes it, breadth first from the roots (roots first); then the lists of each new
 * node are set by `setOptions`, options as their nodes. No recursion. @internal
 */
export function embedOptions<T extends WithOptions<T>>(
  roots: Iterable<T>,
  at: { has(x: T): boolean; get(x: T): number | undefined; set(x: T, v: number): unknown },
  newNode: (x: T) => number,
  setOptions: (v: number, left: number[], right: number[]) => void,
): void {
  const fresh: T[] = [];
  const reach = (x: T): void => {
    if (at.has(x)) return;
    at.set(x, newNode(x));
    fresh.push(x);
  };
  for (const r of roots) reach(r);
  for (let i = 0; i < fresh.length; i++) {
    for (const o of fresh[i]!.leftOptions) reach(o);
    for (const o of fresh[i]!.rightOptions) reach(o);
  }
  const nodeOf = (o: T): number => at.get(o)!;
  for (const x of fresh) setOptions(at.get(x)!, x.leftOptions.map(nodeOf), x.rightOptions.map(nodeOf));
}

/**
 * For each node v of `nodes`, a node of `g` that is the same game as −v, or −1 when there is
 * none: a node bisimilar to v's conjugate (v with Left's and Right's moves exchanged), found by
 * one bisimulation of `g` beside its conjugate. `init[v]` and `initNeg[v]` are the starting
 * classes of v and of its conjugate, in one numbering (for nodes whose value is fixed, such as
 * short games given by value with no moves listed: the class of the value and of its negative;
 * 0 for the others). @internal
 */
export function negationPartners(g: GameGraph, init: Int32Array, initNeg: Int32Array, nodes: readonly number[], opts: LoopyValueOptions = {}): Int32Array {
  const n = g.size;
  const m = g.mirror();
  const u = new GameGraph(2 * n);
  u.addNodes(2 * n);
  for (let v = 0; v < n; v++) {
    u.setOptions(v, g.left(v), g.right(v));
    u.setOptions(n + v, m.left(v).map((w) => w + n), m.right(v).map((w) => w + n));
  }
  const start = new Int32Array(2 * n);
  start.set(init);
  start.set(initNeg, n);
  const { cls, count } = bisimulation(u, start, opts);
  const rep = new Int32Array(count).fill(-1);
  for (let v = n - 1; v >= 0; v--) rep[cls[v]!] = v;
  return Int32Array.from(nodes, (v) => rep[cls[n + v]!]!);
}
