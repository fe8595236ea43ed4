/**
 * The one place where the loopy rulesets (SIMPLE CHOPSTICKS variants, Chopsticks as played,
 * Backsliding Toads and Frogs, any `Ruleset` with cycles) meet the loopy-values engine. A ruleset
 * gives a finite position graph (the library's one {@link GameGraph}, with short values at the
 * leaves that stand for one: {@link ValuedGraph}); this module gives its outcomes by the one
 * retrograde solver (no canonical forms: the reference the loopy values are tested against) and its
 * values by the loopy engine (`valuesOfGraph`, the only call into it).
 *
 * Invariants: a node with a `values[i]` and no successors is a leaf standing for that short game;
 * a node with successors is defined by them (a value there, if any, must agree and is only a hint).
 */
import { LimitError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { checkRunOptions, type RunOptions } from '../engine/run.js';
import { CycleError, requireSolver, type Solver } from '../engine/solver.js';
import { GameGraph, checkNodeValues, type GraphLists } from '../graph/graph.js';
import { GraphError } from '../graph/errors.js';
import { LOSE, VERDICT_WORDS, WIN, partizanProblem, retrograde, type Verdict, type WinLoseDraw } from '../graph/retrograde.js';
import { rulesetGraph } from '../graph/ruleset.js';
import { outcomeName, type LoopyOutcome } from '../loopy/properties.js';
import { type AnyLoopyValue, type LoopyValue, type LoopyValueOptions, anyValuesOfGraph, valuesOfGraph } from '../loopy/index.js';
import { kindOf, type ValueKind } from '../values/kind.js';

export type { LoopyValue, AnyLoopyValue } from '../loopy/index.js';
export type { ValueKind };
export { GameGraph };

/** A game graph and the short values standing at some of its leaves (indexed by node). */
export interface ValuedGraph {
  /** The graph. */
  readonly graph: GameGraph;
  /** A short value at some nodes: a node with a value and no successors is a leaf with that value. */
  readonly values?: ArrayLike<Game | undefined>;
}

/**
 * What the functions of this module read: a {@link ValuedGraph}, or a graph given by its lists
 * (`left[v]`, `right[v]`) with its values (read once into a {@link GameGraph}).
 */
export type GraphInput = ValuedGraph | (GraphLists & { readonly values?: ArrayLike<Game | undefined> });

/** The graph and values of an input. */
function valued(g: GraphInput): ValuedGraph {
  if (g === null || typeof g !== 'object') throw new GraphError('a game graph must be { graph, values? } or { left, right, values? }');
  return 'graph' in g && g.graph instanceof GameGraph ? g : { graph: GameGraph.from(g as GraphLists), values: g.values };
}

/** The result of play for the player who moves first: that player wins, loses, or the play is infinite (`WinLoseDraw`). */
export type FirstPlayerResult = WinLoseDraw;

/** The outcome classes of loopy games under CGSuite's names (its `LoopyOutcomeClass`): the engine's `LoopyOutcome`. */
export type LoopyOutcomeClass = LoopyOutcome;

/** Outcomes of every node: with Left moving first and with Right moving first. */
export interface GraphOutcomes {
  /** Per node: the result for Left when Left moves first. */
  readonly leftFirst: FirstPlayerResult[];
  /** Per node: the result for Right when Right moves first. */
  readonly rightFirst: FirstPlayerResult[];
}

/**
 * The old name of the library's one graph error, {@link GraphError}.
 * @deprecated Use `GraphError`.
 */
export const GameGraphError = GraphError;
/** @deprecated Use `GraphError`. */
export type GameGraphError = GraphError;

/** Options of the graph computations: run control (progress now and then, phase `'outcomes'`, the states settled). */
export interface GraphRunOptions extends RunOptions {}

/** The leaf values of `g` (a value at a node with successors is only a hint, and dropped), or undefined. */
function leafValues(g: ValuedGraph): (Game | undefined)[] | undefined {
  if (g.values === undefined) return undefined;
  const n = g.graph.size;
  const vals = checkNodeValues(g.values, n, 'values');
  const out: (Game | undefined)[] = new Array(n);
  for (let v = 0; v < n; v++) out[v] = g.graph.degree(0, v) === 0 && g.graph.degree(1, v) === 0 ? vals[v] : undefined;
  return out;
}

/**
 * Win / lose / draw for the first player at every node, for both first players (normal play: a
 * player who cannot move loses; play that never ends is a draw), by the library's one retrograde
 * solver on the states (node, player to move). A leaf with a short value `g` is settled from
 * `g.outcome()`.
 */
export function firstPlayerOutcomes(input: GraphInput, opts: GraphRunOptions = {}): GraphOutcomes {
  const g = valued(input);
  const leaves = leafValues(g);
  const n = g.graph.size;
  const terminal = leaves
    ? (v: number): readonly [Verdict, Verdict] | undefined => {
        const x = leaves[v];
        if (!x) return undefined;
        const o = x.outcome();
        return [o === 'L' || o === 'N' ? WIN : LOSE, o === 'R' || o === 'N' ? WIN : LOSE];
      }
    : undefined;
  const { value } = retrograde(partizanProblem(g.graph, terminal), { ...opts, remoteness: false });
  const leftFirst: FirstPlayerResult[] = new Array(n);
  const rightFirst: FirstPlayerResult[] = new Array(n);
  for (let v = 0; v < n; v++) {
    leftFirst[v] = VERDICT_WORDS[value[2 * v]!]!;
    rightFirst[v] = VERDICT_WORDS[value[2 * v + 1]!]!;
  }
  return { leftFirst, rightFirst };
}

/**
 * The outcome class of a node from its two first-player results, under CGSuite's names: with
 * (Left first, Right first) as (who wins): (L, L) = `L`, (R, R) = `R`, (L, R) = `N`, (R, L) = `P`,
 * (draw, draw) = `D`, (L, draw) = `NHat`, (R, draw) = `PCheck`, (draw, L) = `PHat`,
 * (draw, R) = `NCheck` (the loopy engine's `outcomeName` of the two verdicts).
 */
export function loopyOutcomeClass(leftFirst: FirstPlayerResult, rightFirst: FirstPlayerResult): LoopyOutcomeClass {
  return outcomeName(VERDICT_WORDS.indexOf(leftFirst), VERDICT_WORDS.indexOf(rightFirst));
}

/** Options of {@link graphValues}: the loopy engine's limits, progress and signal (its `LoopyValueOptions`). */
export type GraphValueOptions = LoopyValueOptions;

/**
 * The loopy values of `nodes` in graph `g`: a canonical stopper where the node's game is a
 * stopper, else its stopper-sided value (onside & offside). Leaves with a short value stand for
 * that value. Throws the engine's typed errors (`NotStopperSidedError` when a side is not a
 * stopper, `LimitError` past its limits).
 */
export function graphValues(input: GraphInput, nodes: readonly number[], opts: GraphValueOptions = {}): LoopyValue[] {
  const g = valued(input);
  return valuesOfGraph(g.graph, nodes, { ...opts, short: leafValues(g) });
}

/**
 * {@link graphValues} whatever the sides: a node whose onside or offside is not a stopper gets
 * its simplified sides (a `SimplifiedSidedValue`, as CGSuite gives them) instead of an error.
 */
export function graphAnyValues(input: GraphInput, nodes: readonly number[], opts: GraphValueOptions = {}): AnyLoopyValue[] {
  const g = valued(input);
  return anyValuesOfGraph(g.graph, nodes, { ...opts, short: leafValues(g) });
}

/** The kind of a value (the family's `kindOf`): `short` for a `Game` or a loopfree stopper, else its kind. */
export function valueKind(v: AnyLoopyValue | Game): ValueKind {
  return kindOf(v) ?? 'short';
}

/**
 * The value of position `p` of the ruleset of `solver`, whether or not the ruleset is loopy there:
 * the short canonical `Game` from {@link Solver.value} when no position repeats, else (on a
 * {@link CycleError}) the loopy value of the position graph (`rulesetGraph`) from the loopy
 * engine. Check `instanceof` or use {@link valueKind} on the loopy branch.
 */
export function rulesetValue<P>(solver: Solver<P>, p: P, opts: GraphValueOptions = {}): Game | AnyLoopyValue {
  requireSolver(solver, 'rulesetValue');
  checkRunOptions(opts, 'rulesetValue');
  try {
    return solver.value(p, opts.signal ? { signal: opts.signal } : {});
  } catch (e) {
    if (!(e instanceof CycleError)) throw e;
  }
  const g = rulesetGraph(solver, p, opts.signal ? { signal: opts.signal } : {});
  return graphAnyValues(g, [0], opts)[0]!;
}

/** The first players that can only draw: true when play is infinite with some first player. */
export function hasDraw(c: LoopyOutcomeClass): boolean {
  return c !== 'L' && c !== 'R' && c !== 'N' && c !== 'P';
}

/** The value of a node as the tables report it: the value and its kind, or why the engine could not give it. */
export interface NodeValue {
  /** The value (a short `Game` is given as the engine's loopfree stopper), or undefined when unresolved. */
  value: AnyLoopyValue | undefined;
  /** `short`, `stopper`, `sided`, `simplified` (a side that is not a stopper), or `unresolved`. */
  kind: ValueKind | 'unresolved';
  /** The engine's message when unresolved. */
  note?: string;
}

/**
 * The value of one node and its kind ({@link graphAnyValues}): a node whose side is not a stopper
 * gets its simplified sides, kind `simplified`. Limits (`LimitError`) and aborts throw; callers
 * that report them as `unresolved` catch them.
 */
export function nodeValue(g: GraphInput, node: number, opts: GraphValueOptions = {}): NodeValue {
  const v = graphAnyValues(g, [node], opts)[0]!;
  return { value: v, kind: valueKind(v) };
}

/** The outcome of one node, its first players' results, and its value or why there is none. @internal */
export interface NodeReport extends NodeValue {
  /** The outcome class, by the retrograde analysis of the graph. */
  outcome: LoopyOutcomeClass;
  /** Left's result moving first. */
  leftFirst: FirstPlayerResult;
  /** Right's result moving first. */
  rightFirst: FirstPlayerResult;
}

/**
 * The outcome of one node and its value within the engine's `limits` (a `LimitError` is reported
 * as `unresolved`, the limit in `note`); without `limits`, the outcome only. @internal
 */
export function nodeReport(g: GraphInput, node: number, signal: AbortSignal | undefined, limits?: GraphValueOptions): NodeReport {
  const sig = signal ? { signal } : {};
  const o = firstPlayerOutcomes(g, sig);
  const leftFirst = o.leftFirst[node]!;
  const rightFirst = o.rightFirst[node]!;
  const r = { outcome: loopyOutcomeClass(leftFirst, rightFirst), leftFirst, rightFirst };
  if (limits === undefined) return { ...r, value: undefined, kind: 'unresolved', note: 'outcomes only' };
  try {
    return { ...r, ...nodeValue(g, node, { ...limits, ...sig }) };
  } catch (e) {
    if (!(e instanceof LimitError)) throw e;
    return { ...r, value: undefined, kind: 'unresolved', note: e.message };
  }
}
