/**
 * The loopy-values engine: canonical stoppers and stopper-sided values of loopy partizan games
 * (Siegel, *Combinatorial Game Theory*, AMS 2013, Chapter VI; Winning Ways, Chapter 11), beside
 * the short-game engine.
 *
 * Values are interned: a {@link Stopper} is the simplest form of its value and `===` is value
 * equality; a {@link SidedValue} (onside ≠ offside) likewise. A game whose side is not a stopper
 * (Bach's Carousel) is a {@link SimplifiedSidedValue}: its sides simplified as CGSuite does, not
 * canonical (`===` is "the same simplified form"; compare with the family's `compare`). A stopper whose graph has no cycle
 * is a short game and maps to and from the short engine's `Game` ({@link toGame},
 * {@link fromGame}).
 *
 * To value the positions of a loopy ruleset, build its game graph and call
 * {@link valuesOfGraph}:
 *
 * ```ts
 * import { valuesOfGraph, formatAny, parse } from 'partizan';
 * // node 0 = {0 | pass} (= over), node 1 = 0, node 2 = {1|2} (= 3/2) given as a short value,
 * // node 3 = {node 2 | pass} = 3/2over
 * const left = [[1], [], [], [2]];
 * const right = [[0], [], [], [3]];
 * const [a, b] = valuesOfGraph(
 *   { size: 4, left: (v) => left[v]!, right: (v) => right[v]!,
 *     shortValue: (v) => (v === 2 ? parse('{1|2}') : undefined) },
 *   [0, 3],
 * );
 * formatAny(a); // 'over'
 * formatAny(b); // '3/2over'
 * ```
 *
 * Cost of {@link valuesOfGraph}: linear in the graph for the parts that reach no cycle (valued by the short engine) and
 * for minimisation (an incremental bisimulation); then quadratic in the number of distinct loopy
 * nodes left (bounded by `maxPairs`).
 *
 * @packageDocumentation
 */
import type { Game } from '../engine/game.js';
import { GameGraph, type GraphSpec, checkNode, checkNodeValues } from '../graph/graph.js';
import { GraphError } from '../graph/errors.js';
import { type LoopyValueOptions, NotStopperSidedError, checkNodes, DEFAULT_MAX_NODES, embedOptions } from './graph.js';
import { type LoopyValue, SidedValue, valuesOfWork, valuesOfWorkPartial } from './sided.js';
import { fromGame, Stopper } from './stopper.js';
import { clip } from '../engine/errors.js';
import { type AnyLoopyValue, SimplifiedSide, SimplifiedSidedValue, anyValuesOfWork } from './simplified.js';
import { formatLoopy } from './print.js';
import { kindError, requireArray } from '../engine/guard.js';

export { NotStopperError, NotStopperSidedError, LoopyGraphError, DEFAULT_MAX_NODES, DEFAULT_MAX_PAIRS, DEFAULT_MAX_SIDLE_WORK } from './graph.js';
export type { LoopyValueOptions } from './graph.js';
export { GameGraph, GraphError };
export type { GraphReadOptions, Predecessors, GraphLists, GraphSpec, Side } from '../graph/graph.js';
export { Stopper, fromGame, toGame, stopperLeq, internedStopperCount, MAX_SHORT_FOLLOWERS, MAX_SHORT_EDGES } from './stopper.js';
export { SidedValue, sided, onsideOf, offsideOf, upsum, downsum } from './sided.js';
export type { LoopyValue } from './sided.js';
export { ON, OFF, OVER, UNDER, UPON, DUD, TIS, TISN } from './constants.js';
export {
  SimplifiedSide,
  SimplifiedSidedValue,
  NotComputableError,
  anyOnside,
  anyOffside,
  sideValueLeq,
  internedSimplifiedSideCount,
} from './simplified.js';
export type { AnyLoopyValue, SideOption, SideName } from './simplified.js';
export { isStopperSided, pseudonumberString, asPseudonumber, stopsOf, leftStop, rightStop, outcomeClass, isPlumtree, isIdempotent, isInfinitesimal, graphOutcomes, degree, variety, upsumVariety, downsumVariety, isStable, NotStableError, DegreeNotIdempotentError } from './properties.js';
export type { Pseudonumber, LoopyOutcome } from './properties.js';
export { formatLoopy, formatSide, formatStopper, uponFormOf, uponFormString, uponFormValue, tinyFormOf, tinyFormValue, pseudonumberValue } from './print.js';
export type { UponForm, LoopyStyle } from './print.js';
export { loopyNimValues, impartialValueString } from './impartial.js';
export type { ImpartialValue } from './impartial.js';

/**
 * A finite game graph given by its size, its Left and Right successor lists, and optionally a
 * short game standing at some nodes (read once into a {@link GameGraph}).
 */
export interface GameGraphSpec extends GraphSpec {
  /** Right's moves from node v (node numbers). */
  right(v: number): ArrayLike<number>;
  /**
   * When it returns a short `Game` for node v, node v has that value and its edges are ignored
   * (use it for terminal or acyclic positions whose value is known).
   */
  shortValue?(v: number): Game | undefined;
}

/** Options of {@link valuesOfGraph} and its kin: the engine's limits, progress and signal, and the short values of a {@link GameGraph}. */
export interface GraphValueOptions extends LoopyValueOptions {
  /**
   * With a {@link GameGraph}: the short game standing at each node that has one (its edges are
   * then ignored), indexed by node; a spec gives them by `shortValue` instead.
   */
  short?: ArrayLike<Game | undefined>;
}

/** The graph, its short values and the requested nodes, checked. */
function readGraph(spec: GameGraph | GameGraphSpec, nodes: readonly number[], opts: GraphValueOptions): { g: GameGraph; short: ArrayLike<Game | undefined> | undefined } {
  let g: GameGraph;
  let short: ArrayLike<Game | undefined> | undefined;
  if (spec instanceof GameGraph) {
    g = spec;
    checkNodes(g.size, opts.maxNodes ?? DEFAULT_MAX_NODES);
    short = opts.short === undefined ? undefined : checkNodeValues(opts.short, g.size, 'short values');
  } else {
    if (spec === null || typeof spec !== 'object' || typeof spec.left !== 'function' || typeof spec.right !== 'function' || !['function', 'undefined'].includes(typeof spec.shortValue)) {
      throw new GraphError('a game graph must be a GameGraph or a spec { size, left(v), right(v), shortValue?(v) }');
    }
    const shortValue = spec.shortValue?.bind(spec);
    const s: (Game | undefined)[] = [];
    g = GameGraph.from(
      { size: spec.size, left: (v) => (s[v] = shortValue?.(v)) ? [] : spec.left(v), right: (v) => (s[v] ? [] : spec.right(v)) },
      { maxNodes: opts.maxNodes ?? DEFAULT_MAX_NODES },
    );
    short = shortValue ? s : undefined;
  }
  for (const v of requireArray<number>(nodes, 'the values of a graph', 'nodes')) checkNode(g, v);
  if (short !== undefined && !(spec instanceof GameGraph)) checkNodeValues(short, g.size, 'short values');
  return { g, short };
}

/**
 * The values of the requested nodes of a finite game graph: a canonical {@link Stopper} for
 * each node whose graph is a stopper (all of them computed together, sharing the work), and the
 * sides (a {@link SidedValue}, or the Stopper when both sides agree) for the others.
 *
 * @param spec the graph: a {@link GameGraph} (short values in `opts.short`), or a spec `size`,
 *   `left(v)`, `right(v)`, and optionally `shortValue(v)`, a short game standing at node v (its
 *   edges are then ignored).
 * @param nodes the nodes whose values are wanted.
 * @param opts `maxNodes`, `maxPairs` (`LimitError` past them), `onProgress`, `signal`.
 * @throws GraphError for an edge to a missing node; NotStopperSidedError when a side of a
 *   requested node is not a stopper (or beyond the sidling of this engine).
 */
export function valuesOfGraph(spec: GameGraph | GameGraphSpec, nodes: readonly number[], opts: GraphValueOptions = {}): LoopyValue[] {
  const { g, short } = readGraph(spec, nodes, opts);
  return valuesOfWork(g, short, nodes, opts);
}

/**
 * The values of the requested nodes of a finite game graph, whatever their sides: as
 * {@link valuesOfGraph}, except that a node whose onside or offside is not a stopper (Bach's
 * Carousel) gets a {@link SimplifiedSidedValue}, its sides simplified as CGSuite does, instead of
 * an error.
 *
 * @param spec the graph, as for {@link valuesOfGraph}.
 * @param nodes the nodes whose values are wanted.
 * @param opts `maxNodes`, `maxPairs`, `maxSidleWork` (`LimitError` past them), `onProgress`, `signal`.
 * @throws GraphError for an edge to a missing node.
 */
export function anyValuesOfGraph(spec: GameGraph | GameGraphSpec, nodes: readonly number[], opts: GraphValueOptions = {}): AnyLoopyValue[] {
  const { g, short } = readGraph(spec, nodes, opts);
  return anyValuesOfWork(g, short, nodes, opts);
}

/**
 * {@link valuesOfGraph}, except that a node whose sides this engine cannot reduce to stoppers
 * (Bach's Carousel, or beyond this sidling) gets `undefined` instead of failing the whole call.
 * Use {@link graphOutcomes} for the outcome of such nodes.
 */
export function valuesOfGraphPartial(spec: GameGraph | GameGraphSpec, nodes: readonly number[], opts: GraphValueOptions = {}): (LoopyValue | undefined)[] {
  const { g, short } = readGraph(spec, nodes, opts);
  return valuesOfWorkPartial(g, short, nodes, opts, true);
}

/**
 * A builder for small loopy games by hand: add nodes, then give each its Left and Right options
 * as node handles, short `Game`s or loopy `Stopper`s, and read the value of any node.
 *
 * ```ts
 * const b = new LoopyBuilder();
 * const a = b.node();
 * b.setOptions(a, [zero], [a]);   // a = {0 | a} = over
 * String(b.value(a));             // 'over'
 * ```
 */
export class LoopyBuilder {
  /** @internal */ protected readonly graph = new GameGraph();
  /** The short game standing at each node that has one (its edges are then empty). @internal */
  protected readonly short: (Game | undefined)[] = [];
  /** @internal */ protected readonly embedded = new Map<object, number>();

  /** Bounds the number of nodes (a `LimitError` past it). */
  constructor(/** @internal */ protected readonly opts: LoopyValueOptions = {}) {}

  /** A new node without options; returns its handle. */
  node(): number {
    checkNodes(this.graph.size + 1, this.opts.maxNodes ?? DEFAULT_MAX_NODES);
    this.short.push(undefined);
    return this.graph.addNode();
  }

  /** The node of a handle, or of a short game or a side's graph (embedded once). @internal */
  protected ref(x: number | Stopper | Game | SimplifiedSide): number {
    if (typeof x === 'number') return checkNode(this.graph, x);
    if (this.embedded.has(x)) return this.embedded.get(x)!;
    if (x instanceof Stopper || x instanceof SimplifiedSide) {
      embedOptions<Stopper | SimplifiedSide>([x], this.embedded, () => this.node(), (v, l, r) => this.graph.setOptions(v, l, r));
    } else {
      const k = this.node();
      this.short[k] = x;
      this.embedded.set(x, k);
    }
    return this.embedded.get(x)!;
  }

  /** Sets node `v`'s Left and Right options (node handles, short games or stoppers). */
  setOptions(v: number, left: readonly (number | Stopper | Game)[], right: readonly (number | Stopper | Game)[]): void {
    const u = this.ref(v);
    if (!Array.isArray(left) || !Array.isArray(right)) throw kindError('LoopyBuilder.setOptions', 'left, right', 'arrays of nodes, short games or stoppers', Array.isArray(left) ? right : left);
    const l = left.map((x) => this.ref(x));
    const r = right.map((x) => this.ref(x));
    this.graph.setOptions(u, l, r);
  }

  /** The number of nodes so far (embedded games included). */
  get size(): number {
    return this.graph.size;
  }

  /** The value of node `v`. */
  value(v: number): LoopyValue {
    return this.values([v])[0]!;
  }

  /** The value of node `v` whatever its sides (see {@link anyValuesOfGraph}). */
  anyValue(v: number): AnyLoopyValue {
    return anyValuesOfGraph(this.graph, [v], { ...this.opts, short: this.short })[0]!;
  }

  /** The values of several nodes, computed together. */
  values(vs: readonly number[]): LoopyValue[] {
    return valuesOfGraph(this.graph, vs, { ...this.opts, short: this.short });
  }
}

/**
 * `g` as a stopper-sided value (a short game as its canonical stopper): for callers that need a
 * `Stopper` or a `SidedValue`. A value with simplified sides (a side not a stopper) is a
 * NotStopperSidedError.
 */
export function stopperSidedOf(g: Game | AnyLoopyValue): LoopyValue {
  if (g instanceof SimplifiedSidedValue) throw new NotStopperSidedError(`${clip(formatLoopy(g))} is not stopper-sided: a side is not a stopper`);
  return g instanceof Stopper || g instanceof SidedValue ? g : fromGame(g);
}

/**
 * The loopy value of a short game (its canonical stopper); a loopy value is returned as it is.
 * @deprecated The family's operations take short games as they are; a stopper of a short game is
 * `fromGame(g)`.
 */
export function loopyOf(g: Game | LoopyValue): LoopyValue;
/** @deprecated See above. */
export function loopyOf(g: Game | AnyLoopyValue): AnyLoopyValue;
export function loopyOf(g: Game | AnyLoopyValue): AnyLoopyValue {
  return g instanceof Stopper || g instanceof SidedValue || g instanceof SimplifiedSidedValue ? g : fromGame(g);
}
