/**
 * The one place where the loopy rulesets (SIMPLE CHOPSTICKS variants, Chopsticks as played,
 * Backsliding Toads and Frogs, any {@link Ruleset} with cycles) meet the loopy-values engine.
 *
 * A ruleset gives a finite position graph ({@link GameGraph}: per node its Left and Right
 * successors, and a short value at nodes that reach no cycle). From it this module gives:
 *
 * - {@link firstPlayerOutcomes}: who wins with each first player (win / lose / draw), by retrograde
 *   analysis of the graph itself (the engine's `graphOutcomes` does the same for graphs without
 *   short leaves; this one also reads short values at leaves, and takes an AbortSignal). It needs no canonical forms and is the reference the loopy values
 *   are tested against.
 * - {@link graphValues}: the loopy values (canonical stoppers, or stopper-sided values) of chosen
 *   nodes, from the loopy-values engine (src/loopy, `valuesOfGraph`) — the only call into it.
 * - {@link rulesetValue}: the value of a position of any {@link Solver}'s ruleset, short or loopy.
 * - {@link loopyOutcomeClass}: the nine outcome classes of a loopy game under CGSuite's names (`L`,
 *   `R`, `N`, `P`, `D`, `NHat`, `NCheck`, `PHat`, `PCheck`).
 *
 * Invariants: a {@link GameGraph} is finite, node indices are 0..n-1, every successor index is a
 * node; a node with a `values[i]` and no successors is a leaf standing for that short game; a node
 * with successors is defined by them (a value there, if any, must agree and is only a hint).
 */
import type { Game } from '../engine/game.js';
import { checkAbort, LimitError, PartizanError } from '../engine/errors.js';
import { CycleError, type Solver } from '../engine/solver.js';
import { type AnyLoopyValue, type LoopyValue, SidedValue, SimplifiedSidedValue, Stopper, anyValuesOfGraph, toGame, valuesOfGraph } from '../loopy/index.js';
import type { RunOptions } from '../engine/run.js';

export type { LoopyValue, AnyLoopyValue } from '../loopy/index.js';

/** A finite partizan game graph: node i has Left options `left[i]` and Right options `right[i]`. */
export interface GameGraph {
  /** Left's successors of each node (node indices). */
  readonly left: ReadonlyArray<readonly number[]>;
  /** Right's successors of each node (node indices). */
  readonly right: ReadonlyArray<readonly number[]>;
  /**
   * Short values known at some nodes (the nodes that reach no cycle). A node with a value and no
   * successors is a leaf with that value.
   */
  readonly values?: ReadonlyArray<Game | undefined>;
}

/** The result of play for the player who moves first: that player wins, loses, or the play is infinite. */
export type FirstPlayerResult = 'win' | 'lose' | 'draw';

/** The outcome classes of loopy games under CGSuite's names (its `LoopyOutcomeClass`; the same union as the engine's `LoopyOutcome`). */
export type LoopyOutcomeClass = 'L' | 'R' | 'N' | 'P' | 'D' | 'NHat' | 'NCheck' | 'PHat' | 'PCheck';

/** Outcomes of every node: with Left moving first and with Right moving first. */
export interface GraphOutcomes {
  /** Per node: the result for Left when Left moves first. */
  readonly leftFirst: FirstPlayerResult[];
  /** Per node: the result for Right when Right moves first. */
  readonly rightFirst: FirstPlayerResult[];
}

/** A graph that is not a valid {@link GameGraph} (a successor out of range, sides of different lengths). */
export class GameGraphError extends PartizanError {
  override name = 'GameGraphError';
  override readonly code: string = 'GAME_GRAPH';
}

/** Options of the graph computations: run control (progress now and then, phase `'outcomes'`, the states settled). */
export interface GraphRunOptions extends RunOptions {}

function checkGraph(g: GameGraph): number {
  const n = g.left.length;
  if (g.right.length !== n) throw new GameGraphError(`the graph has ${n} Left lists but ${g.right.length} Right lists`);
  if (g.values && g.values.length !== n) throw new GameGraphError(`the graph has ${n} nodes but ${g.values.length} values`);
  for (const side of [g.left, g.right]) {
    for (let i = 0; i < n; i++) {
      for (const j of side[i]!) if (!Number.isInteger(j) || j < 0 || j >= n) throw new GameGraphError(`node ${i} has a successor ${String(j)} outside 0..${n - 1}`);
    }
  }
  return n;
}

/**
 * Win / lose / draw for the first player at every node, for both first players (normal play: a
 * player who cannot move loses; play that never ends is a draw). Retrograde analysis on the states
 * (node, player to move) with counters of unsettled options, on explicit queues (no recursion).
 * A leaf with a short value `g` is settled from `g.outcome()`.
 */
export function firstPlayerOutcomes(g: GameGraph, opts: GraphRunOptions = {}): GraphOutcomes {
  const n = checkGraph(g);
  if (2 * n > 2 ** 31 - 1) throw new LimitError(`the graph has ${n} nodes, more than this analysis handles`);
  // State s = 2*node + (0: Left to move, 1: Right to move). res: 0 unknown, 1 mover wins, 2 mover loses.
  const res = new Uint8Array(2 * n);
  const count = new Int32Array(2 * n);
  // Predecessor lists, in compressed rows: state (w, other) <- (v, mover) when w is a mover-option of v.
  const predStart = new Int32Array(2 * n + 1);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]!) predStart[2 * w + 1]!++;
    for (const w of g.right[v]!) predStart[2 * w]!++;
  }
  for (let s = 0, acc = 0; s <= 2 * n; s++) {
    const c = predStart[s]!;
    predStart[s] = acc;
    acc += c;
  }
  const fill = predStart.slice(0, 2 * n);
  const pred = new Int32Array(predStart[2 * n]!);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]!) pred[fill[2 * w + 1]!++] = 2 * v;
    for (const w of g.right[v]!) pred[fill[2 * w]!++] = 2 * v + 1;
  }
  const queue = new Int32Array(2 * n);
  let head = 0;
  let tail = 0;
  const settle = (s: number, r: 1 | 2): void => {
    res[s] = r;
    queue[tail++] = s;
  };
  for (let v = 0; v < n; v++) {
    const L = g.left[v]!;
    const R = g.right[v]!;
    const val = g.values?.[v];
    if (val !== undefined && L.length === 0 && R.length === 0) {
      const o = val.outcome();
      settle(2 * v, o === 'L' || o === 'N' ? 1 : 2);
      settle(2 * v + 1, o === 'R' || o === 'N' ? 1 : 2);
      continue;
    }
    count[2 * v] = L.length;
    count[2 * v + 1] = R.length;
    if (L.length === 0) settle(2 * v, 2);
    if (R.length === 0) settle(2 * v + 1, 2);
  }
  while (head < tail) {
    const s = queue[head++]!;
    if ((head & 65535) === 0) {
      checkAbort(opts.signal);
      opts.onProgress?.({ phase: 'outcomes', done: head, unit: 'states' });
    }
    const lost = res[s] === 2;
    for (let k = predStart[s]!; k < predStart[s + 1]!; k++) {
      const p = pred[k]!;
      if (res[p] !== 0) continue;
      if (lost) settle(p, 1);
      else if (--count[p]! === 0) settle(p, 2);
    }
  }
  const word = (r: number): FirstPlayerResult => (r === 1 ? 'win' : r === 2 ? 'lose' : 'draw');
  const leftFirst: FirstPlayerResult[] = new Array(n);
  const rightFirst: FirstPlayerResult[] = new Array(n);
  for (let v = 0; v < n; v++) {
    leftFirst[v] = word(res[2 * v]!);
    rightFirst[v] = word(res[2 * v + 1]!);
  }
  return { leftFirst, rightFirst };
}

/**
 * The outcome class of a node from its two first-player results, under CGSuite's names: with
 * (Left first, Right first) as (who wins): (L, L) = `L`, (R, R) = `R`, (L, R) = `N`, (R, L) = `P`,
 * (draw, draw) = `D`, (L, draw) = `NHat`, (R, draw) = `PCheck`, (draw, L) = `PHat`,
 * (draw, R) = `NCheck`.
 */
export function loopyOutcomeClass(leftFirst: FirstPlayerResult, rightFirst: FirstPlayerResult): LoopyOutcomeClass {
  // Who wins: +1 Left, 0 draw, -1 Right.
  const a = leftFirst === 'win' ? 1 : leftFirst === 'lose' ? -1 : 0;
  const b = rightFirst === 'win' ? -1 : rightFirst === 'lose' ? 1 : 0;
  const table: Record<string, LoopyOutcomeClass> = {
    '1,1': 'L',
    '-1,-1': 'R',
    '1,-1': 'N',
    '-1,1': 'P',
    '0,0': 'D',
    '1,0': 'NHat',
    '-1,0': 'PCheck',
    '0,1': 'PHat',
    '0,-1': 'NCheck',
  };
  return table[`${a},${b}`]!;
}

/** Options of {@link graphValues}: run control and the loopy engine's limits (its `LoopyValueOptions`). */
export interface GraphValueOptions extends RunOptions {
  /** The most graph nodes the engine may hold (its default 4,000,000); past it, a LimitError. */
  maxNodes?: number;
  /** The most node pairs the engine's comparison tables may hold (its default 16,000,000). */
  maxPairs?: number;
  /** The most comparison work one sidling may do, in compared node pairs (its default 400,000,000). */
  maxSidleWork?: number;
}

/**
 * The loopy values of `nodes` in graph `g`: a canonical stopper where the node's game is a
 * stopper, else its stopper-sided value (onside & offside). Leaves with a short value stand for
 * that value. Throws the engine's typed errors (`NotStopperSidedError` when a side is not a
 * stopper, `LimitError` past its limits).
 */
export function graphValues(g: GameGraph, nodes: readonly number[], opts: GraphValueOptions = {}): LoopyValue[] {
  return valuesOfGraph(engineSpec(g), nodes, opts);
}

/** The graph in the engine's form. */
function engineSpec(g: GameGraph): Parameters<typeof valuesOfGraph>[0] {
  const n = checkGraph(g);
  const vals = g.values;
  return {
    size: n,
    left: (v) => g.left[v]!,
    right: (v) => g.right[v]!,
    // A node with successors is defined by them; only a leaf stands for its value.
    shortValue: vals ? (v) => (g.left[v]!.length === 0 && g.right[v]!.length === 0 ? vals[v] : undefined) : undefined,
  };
}

/**
 * {@link graphValues} whatever the sides: a node whose onside or offside is not a stopper gets
 * its simplified sides (a `SimplifiedSidedValue`, as CGSuite gives them) instead of an error.
 */
export function graphAnyValues(g: GameGraph, nodes: readonly number[], opts: GraphValueOptions = {}): AnyLoopyValue[] {
  return anyValuesOfGraph(engineSpec(g), nodes, opts);
}

/**
 * How a value is classified in the tables: a short game, a loopy stopper, a stopper-sided value
 * (onside ≠ offside), or `simplified`: not stopper-sided (a side is not a stopper; its simplified
 * sides, as CGSuite gives them).
 */
export type ValueKind = 'short' | 'stopper' | 'sided' | 'simplified';

/** The kind of a value: `short` for a `Game` or a stopper without cycles, `stopper`, `sided`, or `simplified`. */
export function valueKind(v: AnyLoopyValue | Game): ValueKind {
  if (v instanceof SimplifiedSidedValue) return 'simplified';
  if (v instanceof SidedValue) return 'sided';
  if (!(v instanceof Stopper)) return 'short';
  return toGame(v) !== undefined ? 'short' : 'stopper';
}

/**
 * The value of position `p` of the ruleset of `solver`, whether or not the ruleset is loopy there:
 * the short canonical `Game` from {@link Solver.value} when no position repeats, else (on a
 * {@link CycleError}) the loopy value of the position graph ({@link Solver.graph}) from the
 * loopy engine. Check `instanceof` or use {@link valueKind} on the loopy branch.
 */
export function rulesetValue<P>(solver: Solver<P>, p: P, opts: GraphValueOptions = {}): Game | AnyLoopyValue {
  try {
    return solver.value(p, opts.signal ? { signal: opts.signal } : {});
  } catch (e) {
    if (!(e instanceof CycleError)) throw e;
  }
  const g = solver.graph(p, opts.signal ? { signal: opts.signal } : {});
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
export function nodeValue(g: GameGraph, node: number, opts: GraphValueOptions = {}): NodeValue {
  const v = graphAnyValues(g, [node], opts)[0]!;
  return { value: v, kind: valueKind(v) };
}
