/**
 * The reachable graph of a game given by a successor function, built breadth-first from a root
 * with integer keys and typed arrays (compressed sparse rows, forward and backward).
 *
 * Invariants: node 0 is the root (several roots: nodes 0, 1, ... at depth 0); nodes are numbered in breadth-first order, so `depth` is
 * non-decreasing in the node number; the out-edges of a node are distinct (target, label) pairs,
 * in the order the successor function first gave them.
 */
import { StateLimitError } from './errors.js';
import type { RetrogradeOptions, RetrogradeProblem } from './solve.js';
import { runAsync, runSync, type Steps } from '../engine/steps.js';
import { throwIfAborted } from '../engine/run.js';

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
export interface ExploreOptions extends RetrogradeOptions {
  /** Stop beyond this many nodes (default 5,000,000); see {@link ExploreOptions.limitError}. */
  maxNodes?: number;
  /** The error thrown when {@link ExploreOptions.maxNodes} is exceeded (default {@link StateLimitError}). */
  limitError?: (limit: number) => Error;
}

/** A reachable graph. */
export interface ExploredGraph {
  /** Number of nodes. */
  n: number;
  /** Position key of each node. */
  keys: Float64Array;
  /** Node of each key. */
  index: Map<number, number>;
  /** Breadth-first distance from the root. */
  depth: Int32Array;
  /** Out-edges of node u: targets[offsets[u] .. offsets[u+1]). */
  offsets: Int32Array;
  /** Edge targets. */
  targets: Int32Array;
  /** Edge labels. */
  labels: Uint8Array;
  /** In-edges of node v: sources[predOffsets[v] .. predOffsets[v+1]). */
  predOffsets: Int32Array;
  /** In-edge sources. */
  sources: Int32Array;
  /** In-edge labels. */
  predLabels: Uint8Array;
}

class IntBuffer {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
    this.data[this.length++] = v;
  }
  slice(): Int32Array {
    return this.data.slice(0, this.length);
  }
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
export function* exploreSteps(
  root: number | readonly number[],
  successors: SuccessorFunction,
  opts: ExploreOptions = {},
): Steps<ExploredGraph> {
  throwIfAborted(opts.signal);
  const maxNodes = opts.maxNodes ?? 5_000_000;
  const index = new Map<number, number>();
  const keys: number[] = [];
  const depth = new IntBuffer();
  const offsets = new IntBuffer();
  const targets = new IntBuffer();
  const labels = new IntBuffer();
  for (const r of typeof root === 'number' ? [root] : root) {
    if (index.has(r)) continue;
    index.set(r, keys.length);
    keys.push(r);
    depth.push(0);
  }
  const succKeys: number[] = [];
  const succLabels: number[] = [];
  const emit = (next: number, label: number) => {
    for (let k = 0; k < succKeys.length; k++) if (succKeys[k] === next && succLabels[k] === label) return;
    succKeys.push(next);
    succLabels.push(label);
  };
  for (let u = 0; u < keys.length; u++) {
    if ((u & 4095) === 0) {
      throwIfAborted(opts.signal);
      opts.onProgress?.({ phase: 'explore', done: keys.length, unit: 'positions' }); // a counter: the total is unknown until the end
      yield;
    }
    offsets.push(targets.length);
    succKeys.length = 0;
    succLabels.length = 0;
    successors(keys[u]!, emit);
    for (let k = 0; k < succKeys.length; k++) {
      const c = succKeys[k]!;
      let v = index.get(c);
      if (v === undefined) {
        v = keys.length;
        if (v >= maxNodes) throw opts.limitError ? opts.limitError(maxNodes) : new StateLimitError(maxNodes, 'reachable positions');
        index.set(c, v);
        keys.push(c);
        depth.push(depth.data[u]! + 1);
      }
      targets.push(v);
      labels.push(succLabels[k]!);
    }
  }
  const n = keys.length;
  offsets.push(targets.length);
  opts.onProgress?.({ phase: 'explore', done: n, unit: 'positions' });
  const off = offsets.slice();
  const tgt = targets.slice();
  const lab = Uint8Array.from(labels.slice());
  // Reverse edges by counting sort.
  const predOffsets = new Int32Array(n + 1);
  for (let e = 0; e < tgt.length; e++) predOffsets[tgt[e]! + 1]! += 1;
  for (let v = 0; v < n; v++) predOffsets[v + 1]! += predOffsets[v]!;
  const fill = predOffsets.slice(0, n);
  const sources = new Int32Array(tgt.length);
  const predLabels = new Uint8Array(tgt.length);
  for (let u = 0; u < n; u++) {
    for (let e = off[u]!; e < off[u + 1]!; e++) {
      const slot = fill[tgt[e]!]!++;
      sources[slot] = u;
      predLabels[slot] = lab[e]!;
    }
  }
  return {
    n,
    keys: Float64Array.from(keys),
    index,
    depth: depth.slice(),
    offsets: off,
    targets: tgt,
    labels: lab,
    predOffsets,
    sources,
    predLabels,
  };
}

/**
 * The problem whose states are the nodes of an explored graph: `terminal(u)` gives the value of
 * node u for its side to move when the game ends there (-1 otherwise), and `sameSide(label)`
 * tells whether a move with that label keeps the turn with the same side (default: never, the
 * turn passes at every move).
 */
export function graphProblem(
  g: ExploredGraph,
  terminal: (u: number) => number,
  sameSide: (label: number) => boolean = () => false,
): RetrogradeProblem {
  return {
    size: g.n,
    terminal,
    outDegree: (u) => g.offsets[u + 1]! - g.offsets[u]!,
    forEachPredecessor: (v, cb) => {
      for (let e = g.predOffsets[v]!; e < g.predOffsets[v + 1]!; e++) cb(g.sources[e]!, sameSide(g.predLabels[e]!));
    },
  };
}
