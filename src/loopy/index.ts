/**
 * The loopy-values engine: canonical stoppers and stopper-sided values of loopy partizan games
 * (Siegel, *Combinatorial Game Theory*, AMS 2013, Chapter VI; Winning Ways, Chapter 11), beside
 * the short-game engine.
 *
 * Values are interned: a {@link Stopper} is the simplest form of its value and `===` is value
 * equality; a {@link SidedValue} (onside ≠ offside) likewise. A game whose side is not a stopper
 * (Bach's Carousel) is a {@link SimplifiedSidedValue}: its sides simplified as CGSuite does, not
 * canonical (`===` is "the same simplified form"; compare with {@link compareSimplified}). A stopper whose graph has no cycle
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
 * Signature: `valuesOfGraph(spec: GameGraphSpec, nodes: readonly number[], opts?:
 * LoopyValueOptions): LoopyValue[]`, where `spec` is `{ size, left(v), right(v),
 * shortValue?(v) }` and each result is a `Stopper` or a `SidedValue`. Cost: linear in the graph
 * for the parts that reach no cycle (valued by the short engine) and for minimisation; then
 * quadratic in the number of distinct loopy nodes left (bounded by `maxPairs`).
 *
 * @packageDocumentation
 */
import type { Game } from '../engine/game.js';
import { type GameGraphSpec, LoopyGraphError, type LoopyValueOptions, NotStopperSidedError, type WorkGraph, checkNodes, DEFAULT_MAX_NODES } from './graph.js';
import { type LoopyValue, valuesOfWork, valuesOfWorkPartial } from './sided.js';
import { fromGame, Stopper } from './stopper.js';
import { clip } from '../engine/errors.js';
import { type AnyLoopyValue, SimplifiedSidedValue, anyValuesOfWork } from './simplified.js';
import { formatLoopy } from './print.js';

export { NotStopperError, NotStopperSidedError, LoopyGraphError, DEFAULT_MAX_NODES, DEFAULT_MAX_PAIRS, DEFAULT_MAX_SIDLE_WORK } from './graph.js';
export type { GameGraphSpec, LoopyValueOptions } from './graph.js';
export { Stopper, fromGame, toGame, stopperLeq, internedStopperCount, MAX_SHORT_FOLLOWERS } from './stopper.js';
export { SidedValue, sided, onsideOf, offsideOf, negLoopy, addLoopy, upsum, downsum, leqLoopy, compareLoopy } from './sided.js';
export type { LoopyValue } from './sided.js';
export { ON, OFF, OVER, UNDER, UPON, DUD, TIS, TISN } from './constants.js';
export {
  SimplifiedSide,
  SimplifiedSidedValue,
  NotComputableError,
  addAny,
  negAny,
  leqAny,
  compareSimplified,
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

/** Reads a {@link GameGraphSpec} into the engine's arrays, checking every edge. */
function readSpec(spec: GameGraphSpec, opts: LoopyValueOptions): { g: WorkGraph; short: (Game | undefined)[] } {
  const n = spec.size;
  if (!Number.isSafeInteger(n) || n < 0) throw new LoopyGraphError(`the graph size must be an integer ≥ 0, got ${clip(String(n))}`);
  checkNodes(n, opts.maxNodes ?? DEFAULT_MAX_NODES);
  const left: number[][] = new Array(n);
  const right: number[][] = new Array(n);
  const short: (Game | undefined)[] = new Array(n);
  const read = (list: ArrayLike<number>, v: number, who: string): number[] => {
    const out = Array.from(list);
    for (const w of out) {
      if (!Number.isInteger(w) || w < 0 || w >= n) throw new LoopyGraphError(`node ${v} has a ${who} edge to ${clip(String(w))}, not a node of 0..${n - 1}`);
    }
    return out;
  };
  for (let v = 0; v < n; v++) {
    const s = spec.shortValue?.(v);
    short[v] = s;
    left[v] = s ? [] : read(spec.left(v), v, 'Left');
    right[v] = s ? [] : read(spec.right(v), v, 'Right');
  }
  return { g: { left, right }, short };
}

/**
 * The values of the requested nodes of a finite game graph: a canonical {@link Stopper} for
 * each node whose graph is a stopper (all of them computed together, sharing the work), and the
 * sides (a {@link SidedValue}, or the Stopper when both sides agree) for the others.
 *
 * @param spec the graph: `size`, `left(v)`, `right(v)`, and optionally `shortValue(v)`, a short
 *   game standing at node v (its edges are then ignored).
 * @param nodes the nodes whose values are wanted.
 * @param opts `maxNodes`, `maxPairs` (`LimitError` past them), `onProgress`, `signal`.
 * @throws LoopyGraphError for an edge to a missing node; NotStopperSidedError when a side of a
 *   requested node is not a stopper (or beyond the sidling of this engine).
 */
export function valuesOfGraph(spec: GameGraphSpec, nodes: readonly number[], opts: LoopyValueOptions = {}): LoopyValue[] {
  const { g, short } = readSpec(spec, opts);
  for (const v of nodes) if (!Number.isInteger(v) || v < 0 || v >= g.left.length) throw new LoopyGraphError(`no node ${clip(String(v))}`);
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
 * @throws LoopyGraphError for an edge to a missing node.
 */
export function anyValuesOfGraph(spec: GameGraphSpec, nodes: readonly number[], opts: LoopyValueOptions = {}): AnyLoopyValue[] {
  const { g, short } = readSpec(spec, opts);
  for (const v of nodes) if (!Number.isInteger(v) || v < 0 || v >= g.left.length) throw new LoopyGraphError(`no node ${clip(String(v))}`);
  return anyValuesOfWork(g, short, nodes, opts);
}

/**
 * {@link valuesOfGraph}, except that a node whose sides this engine cannot reduce to stoppers
 * (Bach's Carousel, or beyond this sidling) gets `undefined` instead of failing the whole call.
 * Use {@link graphOutcomes} for the outcome of such nodes.
 */
export function valuesOfGraphPartial(spec: GameGraphSpec, nodes: readonly number[], opts: LoopyValueOptions = {}): (LoopyValue | undefined)[] {
  const { g, short } = readSpec(spec, opts);
  for (const v of nodes) if (!Number.isInteger(v) || v < 0 || v >= g.left.length) throw new LoopyGraphError(`no node ${clip(String(v))}`);
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
  private readonly left: number[][] = [];
  private readonly right: number[][] = [];
  private readonly short: (Game | undefined)[] = [];
  private readonly embedded = new Map<Stopper | Game, number>();

  /** Bounds the number of nodes (a `LimitError` past it). */
  constructor(private readonly opts: LoopyValueOptions = {}) {}

  /** A new node without options; returns its handle. */
  node(): number {
    checkNodes(this.left.length + 1, this.opts.maxNodes ?? DEFAULT_MAX_NODES);
    this.left.push([]);
    this.right.push([]);
    this.short.push(undefined);
    return this.left.length - 1;
  }

  private ref(x: number | Stopper | Game): number {
    if (typeof x === 'number') {
      if (!Number.isInteger(x) || x < 0 || x >= this.left.length) throw new LoopyGraphError(`no node ${clip(String(x))}`);
      return x;
    }
    const have = this.embedded.get(x);
    if (have !== undefined) return have;
    if (x instanceof Stopper) {
      // embed the stopper's graph
      const nodesList: Stopper[] = [x];
      const idx = new Map<Stopper, number>();
      for (let i = 0; i < nodesList.length; i++) {
        const s = nodesList[i]!;
        if (this.embedded.has(s)) continue;
        const k = this.node();
        this.embedded.set(s, k);
        idx.set(s, k);
        for (const o of [...s._left, ...s._right]) if (!this.embedded.has(o) && !nodesList.includes(o)) nodesList.push(o);
      }
      for (const [s, k] of idx) {
        this.left[k] = s._left.map((o) => this.embedded.get(o)!);
        this.right[k] = s._right.map((o) => this.embedded.get(o)!);
      }
      return this.embedded.get(x)!;
    }
    const k = this.node();
    this.short[k] = x;
    this.embedded.set(x, k);
    return k;
  }

  /** Sets node `v`'s Left and Right options (node handles, short games or stoppers). */
  setOptions(v: number, left: readonly (number | Stopper | Game)[], right: readonly (number | Stopper | Game)[]): void {
    const u = this.ref(v);
    this.left[u] = left.map((x) => this.ref(x));
    this.right[u] = right.map((x) => this.ref(x));
  }

  /** The number of nodes so far (embedded games included). */
  get size(): number {
    return this.left.length;
  }

  /** The value of node `v`. */
  value(v: number): LoopyValue {
    return this.values([v])[0]!;
  }

  /** The value of node `v` whatever its sides (see {@link anyValuesOfGraph}). */
  anyValue(v: number): AnyLoopyValue {
    const g = { left: this.left, right: this.right };
    return anyValuesOfGraph({ size: g.left.length, left: (x) => g.left[x]!, right: (x) => g.right[x]!, shortValue: (x) => this.short[x] }, [v], this.opts)[0]!;
  }

  /** The values of several nodes, computed together. */
  values(vs: readonly number[]): LoopyValue[] {
    const g = { left: this.left, right: this.right };
    return valuesOfGraph({ size: g.left.length, left: (v) => g.left[v]!, right: (v) => g.right[v]!, shortValue: (v) => this.short[v] }, vs, this.opts);
  }
}

/**
 * `g` as a stopper-sided value (a short game as its canonical stopper): for callers that need a
 * `Stopper` or a `SidedValue`. A value with simplified sides (a side not a stopper) is a
 * NotStopperSidedError.
 */
export function stopperSidedOf(g: Game | AnyLoopyValue): LoopyValue {
  const v = loopyOf(g);
  if (v instanceof SimplifiedSidedValue) throw new NotStopperSidedError(`${clip(formatLoopy(v))} is not stopper-sided: a side is not a stopper`);
  return v;
}

/** The loopy value of a short game (its canonical stopper); a loopy value is returned as it is. */
export function loopyOf(g: Game | LoopyValue): LoopyValue;
export function loopyOf(g: Game | AnyLoopyValue): AnyLoopyValue;
export function loopyOf(g: Game | AnyLoopyValue): AnyLoopyValue {
  return g instanceof Stopper || (typeof g === 'object' && g !== null && 'onside' in g) ? (g as AnyLoopyValue) : fromGame(g as Game);
}
