/**
 * The reachable graph of a game given by a successor function over integer keys, built
 * breadth-first into a {@link GameGraph} (the moves as its Left edges, each with a byte label),
 * with the key and depth of each node kept beside it.
 *
 * Invariants: the roots are nodes 0, 1, ... at depth 0; nodes are numbered in breadth-first order,
 * so `depth` is non-decreasing in the node number; the edges of a node are distinct (target,
 * label) pairs, in the order the successor function first gave them.
 */
import { StateLimitError } from './errors.js';
import { GameGraph, LEFT } from './graph.js';
import { type DRAW, type LOSE, type WIN, type RetrogradeProblem } from './retrograde.js';
import { kindError, requireArray, requireFunction } from '../engine/guard.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { runAsync, runSync, type Steps } from '../engine/steps.js';

/** A game as the explorer sees it: positions are non-negative safe integers (keys). */
export interface SuccessorFunction {
  /**
   * Calls `emit(next, label)` for every move from position `key` (duplicates allowed; they are
   * merged). `label` is a small integer 0..255 the game attaches to the move (e.g. how far the
   * turn advanced).
   */
  (key: number, emit: (next: number, label: number) => void): void;
}

/** Options of {@link explore}. */
export interface ExploreOptions extends RunOptions {
  /** Stop beyond this many nodes (default 5,000,000); see {@link ExploreOptions.limitError}. */
  maxNodes?: number;
  /** The error thrown when {@link ExploreOptions.maxNodes} is exceeded (default {@link StateLimitError}). */
  limitError?: (limit: number) => Error;
}

/** A reachable graph: the graph (moves as Left edges, labelled) and its side arrays. */
export interface ExploredGraph {
  /** The graph: node u's moves are its Left edges, with their labels. */
  readonly graph: GameGraph;
  /** Number of nodes. */
  readonly n: number;
  /** Position key of each node. */
  readonly keys: Float64Array;
  /** Node of each key. */
  readonly index: Map<number, number>;
  /** Breadth-first distance from the roots. */
  readonly depth: Int32Array;
}

/** Builds the graph reachable from `root` (or from each of several roots, which become nodes 0, 1, ...). */
export function explore(root: number | readonly number[], successors: SuccessorFunction, opts: ExploreOptions = {}): ExploredGraph {
  return runSync(exploreSteps(root, successors, opts));
}

/** {@link explore} that gives the event loop a turn now and then. */
export function exploreAsync(root: number | readonly number[], successors: SuccessorFunction, opts: ExploreOptions = {}): Promise<ExploredGraph> {
  return runAsync(exploreSteps(root, successors, opts));
}

/** The breadth-first construction, yielding at its checkpoints. */
export function* exploreSteps(root: number | readonly number[], successors: SuccessorFunction, opts: ExploreOptions = {}): Steps<ExploredGraph> {
  const run = new RunControl(opts, 'explore', 'positions');
  const roots = typeof root === 'number' ? [root] : requireArray<number>(root, 'explore', 'root');
  for (const r of roots) if (!Number.isSafeInteger(r) || r < 0) throw kindError('explore', 'root', 'a position key (an integer ≥ 0) or an array of them', r);
  requireFunction(successors, 'explore', 'successors');
  const maxNodes = limitOption(opts.maxNodes, 5_000_000, 'maxNodes', { max: 2 ** 30 });
  if (opts.limitError !== undefined) requireFunction(opts.limitError, 'explore', 'limitError');
  const index = new Map<number, number>();
  const keys: number[] = [];
  const depth: number[] = [];
  const g = new GameGraph(1024, 4096, true);
  const node = (key: number, d: number): number => {
    const v = keys.length;
    if (v >= maxNodes) throw opts.limitError ? opts.limitError(maxNodes) : new StateLimitError(maxNodes, 'reachable positions', 'maxNodes');
    index.set(key, v);
    keys.push(key);
    g.addNode();
    depth.push(d);
    return v;
  };
  for (const r of roots) if (!index.has(r)) node(r, 0);
  const succKeys: number[] = [];
  const succLabels: number[] = [];
  const emit = (next: number, label: number): void => {
    for (let k = 0; k < succKeys.length; k++) if (succKeys[k] === next && succLabels[k] === label) return;
    succKeys.push(next);
    succLabels.push(label);
  };
  for (let u = 0; u < keys.length; u++) {
    if ((u & 4095) === 0) {
      run.progress(keys.length); // a counter: the total is unknown until the end
      yield;
    }
    succKeys.length = 0;
    succLabels.length = 0;
    successors(keys[u]!, emit);
    g.beginNode(u);
    for (let k = 0; k < succKeys.length; k++) {
      const c = succKeys[k]!;
      const v = index.get(c) ?? node(c, depth[u]! + 1);
      g.pushEdge(LEFT, u, v, succLabels[k]!);
    }
  }
  run.progress(keys.length, undefined, true);
  return { graph: g, n: keys.length, keys: Float64Array.from(keys), index, depth: Int32Array.from(depth) };
}

/**
 * The problem whose states are the nodes of an explored graph, for the win / lose / draw solver:
 * `terminal(u)` gives the value of node u for its side to move when the game ends there (−1
 * otherwise), and `sameSide(label)` tells whether a move with that label keeps the turn with the
 * same side (default: never, the turn passes at every move).
 */
export function graphProblem(g: ExploredGraph, terminal: (u: number) => number, sameSide: (label: number) => boolean = () => false): RetrogradeProblem {
  if (g === null || typeof g !== 'object' || !(g.graph instanceof GameGraph) || g.n !== g.graph.size || g.graph.L.lab === undefined) {
    throw kindError('graphProblem', 'g', 'an explored graph (what explore returns)', g);
  }
  requireFunction(terminal, 'graphProblem', 'terminal');
  requireFunction(sameSide, 'graphProblem', 'sameSide');
  const p = g.graph.predecessors(LEFT);
  const e = g.graph.L;
  return {
    size: g.n,
    maxPredecessors: p.max,
    start: (u) => {
      const t = terminal(u);
      return t >= 0 ? ~(t as typeof DRAW | typeof WIN | typeof LOSE) : e.len[u]!;
    },
    predecessors: (v, out) => {
      let k = 0;
      for (let i = p.start[v]!, end = p.start[v + 1]!; i < end; i++) {
        const t = p.src[i]!;
        out[k++] = sameSide(e.lab![p.edge[i]!]!) ? ~t : t;
      }
      return k;
    },
  };
}
