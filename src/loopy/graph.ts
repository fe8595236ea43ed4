/**
 * Game graphs of loopy partizan games, and the graph algorithms the loopy engine needs.
 *
 * A loopy game is a finite directed graph: every node has a list of Left edges and a list of
 * Right edges (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.1). Nodes are numbered 0..n−1.
 *
 * Invariant: nothing here recurses; every traversal uses an explicit stack or queue, so a graph
 * of 10^6 nodes (a long cycle, a long chain) is handled in time and space linear in its size.
 */
import { LimitError, PartizanError, checkAbort } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import type { RunOptions } from '../engine/run.js';

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

/** A malformed game graph (an edge to a node that does not exist, a negative size, ...). */
export class LoopyGraphError extends PartizanError {
  override name = 'LoopyGraphError';
  override readonly code: string = 'LOOPY_GRAPH';
}

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
   * The most comparison work one sidling (one side of all the nodes asked for) may do, counted
   * in node pairs: a comparison solved from scratch counts all its pairs, a warm-started test of
   * the graph simplification the pairs it touches; default 400,000,000. Past it, a `LimitError`.
   * The offsides of a game symmetric between the players are minus its onsides, and cost nothing.
   */
  maxSidleWork?: number;
}

/** The default of {@link LoopyValueOptions.maxNodes}. */
export const DEFAULT_MAX_NODES = 4_000_000;
/** The default of {@link LoopyValueOptions.maxSidleWork}. */
export const DEFAULT_MAX_SIDLE_WORK = 400_000_000;
/** The default of {@link LoopyValueOptions.maxPairs}. */
export const DEFAULT_MAX_PAIRS = 16_000_000;

/**
 * A game graph in the form the algorithms use: `left[v]` and `right[v]` list the nodes Left and
 * Right move to from node v. @internal
 */
export interface WorkGraph {
  left: number[][];
  right: number[][];
}

/**
 * A finite game graph given by its size, its Left and Right successor lists, and optionally a
 * short game standing at some nodes. This is the input of {@link valuesOfGraph}.
 */
export interface GameGraphSpec {
  /** The number of nodes, numbered 0..size−1. */
  readonly size: number;
  /** Left's moves from node v (node numbers). */
  left(v: number): ArrayLike<number>;
  /** Right's moves from node v (node numbers). */
  right(v: number): ArrayLike<number>;
  /**
   * When it returns a short `Game` for node v, node v has that value and its edges are ignored
   * (use it for terminal or acyclic positions whose value is known).
   */
  shortValue?(v: number): Game | undefined;
}

/** Throws LimitError past `max`. @internal */
export function checkNodes(n: number, max: number): void {
  if (n > max) throw new LimitError(`the game graph needs more than ${max} nodes (maxNodes)`);
}

/** Progress / abort helper: calls back every 2^16 steps. @internal */
export function ticker(opts: LoopyValueOptions, phase: string): (i: number) => void {
  return (i) => {
    if ((i & 0xffff) === 0) {
      checkAbort(opts.signal);
      opts.onProgress?.({ phase, done: i });
    }
  };
}

/** The nodes reachable from `roots`, in discovery order. @internal */
export function reachable(g: WorkGraph, roots: readonly number[]): number[] {
  const seen = new Uint8Array(g.left.length);
  const out: number[] = [];
  for (const r of roots) if (!seen[r]) { seen[r] = 1; out.push(r); }
  for (let i = 0; i < out.length; i++) {
    const v = out[i]!;
    for (const w of g.left[v]!) if (!seen[w]) { seen[w] = 1; out.push(w); }
    for (const w of g.right[v]!) if (!seen[w]) { seen[w] = 1; out.push(w); }
  }
  return out;
}

/** The subgraph on `nodes` renumbered 0..k−1 in that order, with the old→new map. @internal */
export function restrict(g: WorkGraph, nodes: readonly number[]): { graph: WorkGraph; index: Int32Array } {
  const index = new Int32Array(g.left.length).fill(-1);
  nodes.forEach((v, i) => (index[v] = i));
  const left: number[][] = [];
  const right: number[][] = [];
  for (const v of nodes) {
    left.push(g.left[v]!.map((w) => index[w]!));
    right.push(g.right[v]!.map((w) => index[w]!));
  }
  return { graph: { left, right }, index };
}

/**
 * For every node, whether an infinite alternating play (Left, Right, Left, ... or Right, Left,
 * ...) starts there. A game is a stopper when no follower has one (Siegel VI.2). Linear time:
 * the states (node, player to move) with a move graph L-state → R-state → L-state; a state
 * starts an infinite play iff it can reach a cycle, found by peeling states without moves.
 * Returns a Uint8Array: bit 1 = infinite play with Left to move, bit 2 = with Right to move.
 * @internal
 */
export function alternatingInfinite(g: WorkGraph): Uint8Array {
  const n = g.left.length;
  // state s = 2v (Left to move) or 2v+1 (Right to move); out-degree counts.
  const deg = new Int32Array(2 * n);
  for (let v = 0; v < n; v++) {
    deg[2 * v] = g.left[v]!.length;
    deg[2 * v + 1] = g.right[v]!.length;
  }
  const revL = reverseCSR(g.left, n);
  const revR = reverseCSR(g.right, n);
  const queue = new Int32Array(2 * n);
  let qn = 0;
  for (let s = 0; s < 2 * n; s++) if (deg[s] === 0) queue[qn++] = s;
  for (let i = 0; i < qn; i++) {
    const s = queue[i]!;
    const v = s >> 1;
    // predecessors: if s is Right-to-move at v, then Left-to-move states u with v ∈ left[u]
    if (s & 1) {
      for (let k = revL.start[v]!; k < revL.start[v + 1]!; k++) {
        const u = revL.adj[k]!;
        if (--deg[2 * u]! === 0) queue[qn++] = 2 * u;
      }
    } else {
      for (let k = revR.start[v]!; k < revR.start[v + 1]!; k++) {
        const u = revR.adj[k]!;
        if (--deg[2 * u + 1]! === 0) queue[qn++] = 2 * u + 1;
      }
    }
  }
  const out = new Uint8Array(n);
  for (let v = 0; v < n; v++) out[v] = (deg[2 * v]! > 0 ? 1 : 0) | (deg[2 * v + 1]! > 0 ? 2 : 0);
  return out;
}

/** Adjacency lists in compressed form: the successors of v are adj[start[v]..start[v+1]). @internal */
export function forwardCSR(lists: readonly (readonly number[])[]): { start: Int32Array; adj: Int32Array } {
  const n = lists.length;
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) start[v + 1] = start[v]! + lists[v]!.length;
  const adj = new Int32Array(start[n]!);
  for (let v = 0, k = 0; v < n; v++) for (const w of lists[v]!) adj[k++] = w;
  return { start, adj };
}

/**
 * 1 for each node of `g` that has, or reaches by any moves, a follower with infinite alternating
 * play (so its own graph is not a stopper), 0 for the others; a backward search from those
 * followers over both players' edges. @internal
 */
export function reachesAlternatingInfinite(g: WorkGraph): Uint8Array {
  const n = g.left.length;
  const alt = alternatingInfinite(g);
  const bad = new Uint8Array(n);
  const revs = [reverseCSR(g.left, n), reverseCSR(g.right, n)];
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (alt[v]) { bad[v] = 1; queue.push(v); }
  for (let i = 0; i < queue.length; i++) {
    const w = queue[i]!;
    for (const r of revs) for (let k = r.start[w]!; k < r.start[w + 1]!; k++) {
      const u = r.adj[k]!;
      if (!bad[u]) { bad[u] = 1; queue.push(u); }
    }
  }
  return bad;
}

/** The reverse of adjacency lists in compressed form: predecessors of w are adj[start[w]..start[w+1]). @internal */
export function reverseCSR(lists: readonly (readonly number[])[], n: number): { start: Int32Array; adj: Int32Array } {
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) for (const w of lists[v]!) start[w + 1]!++;
  for (let w = 0; w < n; w++) start[w + 1]! += start[w]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(start[n]!);
  for (let v = 0; v < n; v++) for (const w of lists[v]!) adj[fill[w]!++] = v;
  return { start, adj };
}

/** True when no node of the graph starts an infinite alternating play. @internal */
export function isStopperGraph(g: WorkGraph): boolean {
  const a = alternatingInfinite(g);
  for (let v = 0; v < a.length; v++) if (a[v]) return false;
  return true;
}

/**
 * Strongly connected components (Tarjan's algorithm with an explicit stack). Components come out
 * in reverse topological order: a component's successors come before it. `comp[v]` is v's
 * component number in that order; `cyclic[c]` tells whether component c has a cycle (more than
 * one node or a self-loop). @internal
 */
export function scc(g: WorkGraph): { comp: Int32Array; count: number; cyclic: Uint8Array } {
  const n = g.left.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const comp = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  const cyclicList: number[] = [];
  let next = 0;
  let count = 0;
  const succ = (v: number, k: number): number => {
    const l = g.left[v]!;
    return k < l.length ? l[k]! : g.right[v]![k - l.length]!;
  };
  const work: number[] = []; // pairs (v, edge position)
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    work.push(root, 0);
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length) {
      const v = work[work.length - 2]!;
      const k = work[work.length - 1]!;
      const d = g.left[v]!.length + g.right[v]!.length;
      if (k < d) {
        work[work.length - 1] = k + 1;
        const w = succ(v, k);
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack.push(w);
          onStack[w] = 1;
          work.push(w, 0);
        } else if (onStack[w] && index[w]! < low[v]!) low[v] = index[w]!;
      } else {
        work.length -= 2;
        if (work.length) {
          const u = work[work.length - 2]!;
          if (low[v]! < low[u]!) low[u] = low[v]!;
        }
        if (low[v] === index[v]) {
          let size = 0;
          let w: number;
          do {
            w = stack.pop()!;
            onStack[w] = 0;
            comp[w] = count;
            size++;
          } while (w !== v);
          let cyc = size > 1;
          if (!cyc) {
            for (const x of g.left[v]!) if (x === v) cyc = true;
            for (const x of g.right[v]!) if (x === v) cyc = true;
          }
          cyclicList.push(cyc ? 1 : 0);
          count++;
        }
      }
    }
  }
  return { comp, count, cyclic: Uint8Array.from(cyclicList) };
}

/**
 * Coarsest partition of the nodes that is stable under "same set of Left-successor classes and
 * same set of Right-successor classes" (bisimulation), starting from the partition `init`.
 * Bisimilar nodes are the same game. Returns class numbers 0..k−1. `tooMany`, when given, is
 * called with the number of classes before each round and may throw to stop (a caller that
 * cannot use that many). @internal
 */
export function bisimulation(g: WorkGraph, init: Int32Array, opts: LoopyValueOptions = {}, tooMany?: (count: number) => void): { cls: Int32Array; count: number } {
  const n = g.left.length;
  let cls = Int32Array.from(init);
  let count = -1;
  for (let round = 0; ; round++) {
    // classes only split: a caller that cannot use more than some number of them stops here
    // (each round costs O(n) and a chain can take one round per node)
    if (tooMany && count > 0) tooMany(count);
    checkAbort(opts.signal);
    opts.onProgress?.({ phase: 'bisimulation', done: round, unit: 'rounds' });
    const sigs = new Map<string, number>();
    const next = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      const l = [...new Set(g.left[v]!.map((w) => cls[w]!))].sort((a, b) => a - b);
      const r = [...new Set(g.right[v]!.map((w) => cls[w]!))].sort((a, b) => a - b);
      const key = `${cls[v]}:${l.join(',')}|${r.join(',')}`;
      let c = sigs.get(key);
      if (c === undefined) sigs.set(key, (c = sigs.size));
      next[v] = c;
    }
    cls = next;
    if (sigs.size === count) return { cls, count };
    count = sigs.size;
  }
}

/**
 * For each node v of `nodes`, a node of `g` that is the same game as −v, or −1 when there is
 * none: a node bisimilar to v's conjugate (v with Left's and Right's moves exchanged), found by
 * one bisimulation of `g` beside its conjugate. `init[v]` and `initNeg[v]` are the starting
 * classes of v and of its conjugate, in one numbering (for nodes whose value is fixed, such as
 * short games given by value with no moves listed: the class of the value and of its negative;
 * 0 for the others). Time: that of {@link bisimulation} on 2·|g| nodes. @internal
 */
export function negationPartners(g: WorkGraph, init: Int32Array, initNeg: Int32Array, nodes: readonly number[], opts: LoopyValueOptions = {}): Int32Array {
  const n = g.left.length;
  const u: WorkGraph = { left: g.left.slice(), right: g.right.slice() };
  for (let v = 0; v < n; v++) {
    u.left.push(g.right[v]!.map((w) => w + n));
    u.right.push(g.left[v]!.map((w) => w + n));
  }
  const start = new Int32Array(2 * n);
  start.set(init);
  start.set(initNeg, n);
  const { cls, count } = bisimulation(u, start, opts);
  const rep = new Int32Array(count).fill(-1);
  for (let v = n - 1; v >= 0; v--) rep[cls[v]!] = v;
  return Int32Array.from(nodes, (v) => rep[cls[n + v]!]!);
}
