/**
 * The one game graph of the library: nodes 0..size−1, each with a list of Left edges and a list of
 * Right edges (a partizan game graph, Siegel, *Combinatorial Game Theory*, AMS 2013, VI.1), kept
 * in flat typed arrays. A game whose moves do not belong to a player (Chopsticks as played, the
 * retrograde solver's games) uses the Left lists alone, with an optional byte label per edge.
 * Whatever a ruleset attaches to its nodes (positions, keys, short values, depths) is kept by the
 * caller in arrays beside the graph, indexed by node number.
 *
 * Storage (CSR-like): per side, `off[v]` and `len[v]` give node v's segment of the flat array
 * `adj` (its targets) and `lab` (their labels). A graph built node after node, as the explorer and
 * the spec reader do, has its segments in node order with no gaps (plain compressed sparse rows);
 * a list replaced later is written over its old segment when it fits, else appended at the end,
 * and the arrays are compacted when more than half of them is garbage.
 *
 * Invariants: every target is a node (0 ≤ target < size); a segment belongs to one node; the
 * predecessor lists ({@link GameGraph.predecessors}) and the marks of infinite alternating play
 * (structure.ts) kept with a graph are those of the graph as it is now (any change drops them).
 * Nothing here recurses.
 */
import { GraphError } from './errors.js';
import { LimitError, clip } from '../engine/errors.js';
import { shown } from '../engine/guard.js';
import { Game } from '../engine/game.js';

/** Left (0) or Right (1). */
export type Side = 0 | 1;
/** The Left side. */
export const LEFT: Side = 0;
/** The Right side. */
export const RIGHT: Side = 1;

/** The edges of one side of a graph (see the module notes). @internal */
export class EdgeLists {
  /** Start of each node's segment in {@link EdgeLists.adj}. */
  off: Int32Array;
  /** Length of each node's segment. */
  len: Int32Array;
  /** Targets, by segment. */
  adj: Int32Array;
  /** A label per edge, parallel to `adj` (only in graphs built with labels). */
  lab: Uint8Array | undefined;
  /** The part of `adj` in use. */
  used = 0;
  /** Entries of `adj` in no segment. */
  garbage = 0;
  constructor(capacity: number, edges: number, labels: boolean) {
    this.off = new Int32Array(capacity);
    this.len = new Int32Array(capacity);
    this.adj = new Int32Array(Math.max(edges, 4));
    this.lab = labels ? new Uint8Array(this.adj.length) : undefined;
  }
  growNodes(capacity: number): void {
    const off = new Int32Array(capacity);
    off.set(this.off);
    const len = new Int32Array(capacity);
    len.set(this.len);
    this.off = off;
    this.len = len;
  }
  /** Room for `k` more entries at the end. */
  reserve(k: number): void {
    if (this.used + k <= this.adj.length) return;
    let cap = this.adj.length * 2;
    while (cap < this.used + k) cap *= 2;
    const adj = new Int32Array(cap);
    adj.set(this.adj.subarray(0, this.used));
    this.adj = adj;
    if (this.lab) {
      const lab = new Uint8Array(cap);
      lab.set(this.lab.subarray(0, this.used));
      this.lab = lab;
    }
  }
  clone(n: number): EdgeLists {
    const e = new EdgeLists(0, 0, false);
    e.off = this.off.slice(0, Math.max(n, 1));
    e.len = this.len.slice(0, Math.max(n, 1));
    e.adj = this.adj.slice(0, Math.max(this.used, 4));
    e.lab = this.lab?.slice(0, Math.max(this.used, 4));
    e.used = this.used;
    e.garbage = this.garbage;
    return e;
  }
}

/** Predecessor lists of one side: the sources of the edges into w are `src[start[w] .. start[w+1])`; `edge` gives each one's index in the side's flat arrays. */
export interface Predecessors {
  readonly start: Int32Array;
  readonly src: Int32Array;
  readonly edge: Int32Array;
  /** The most predecessors of one node (the longest list). */
  readonly max: number;
}

/** A graph given by its size and per-node lists (what {@link GameGraph.from} reads). */
export interface GraphSpec {
  /** The number of nodes, numbered 0..size−1. */
  readonly size: number;
  /** Left's moves from node v (node numbers). */
  left(v: number): ArrayLike<number>;
  /** Right's moves from node v (node numbers); omitted for a graph of one kind of move. */
  right?(v: number): ArrayLike<number>;
}

/** A graph given by its lists: `left[v]` and `right[v]` are the nodes each player moves to from v. */
export interface GraphLists {
  readonly left: ArrayLike<ArrayLike<number>>;
  readonly right: ArrayLike<ArrayLike<number>>;
}

/** Options of {@link GameGraph.from}. */
export interface GraphReadOptions {
  /** Most nodes; past it, a LimitError naming `maxNodes`. */
  maxNodes?: number;
}

/**
 * A finite game graph (see the module notes). Build one node after node ({@link GameGraph.addNode},
 * {@link GameGraph.setOptions}), or read one with {@link GameGraph.from}.
 */
export class GameGraph {
  private n = 0;
  /** Left edges. @internal */
  L: EdgeLists;
  /** Right edges. @internal */
  R: EdgeLists;
  /** Passes over the graph as it is now, dropped at any change: the predecessor lists of each side, then `alternatingInfinite` (structure.ts). @internal */
  preds: [Predecessors | undefined, Predecessors | undefined, Uint8Array | undefined] = [undefined, undefined, undefined];

  /**
   * An empty graph.
   * @param nodes room for this many nodes (it grows as needed).
   * @param edges room for this many edges of each side.
   * @param labels whether edges carry a byte label.
   */
  constructor(nodes = 16, edges = 16, labels = false) {
    // capacities, not limits: a size no typed array can have is a GraphError, not a RangeError
    const room = (k: unknown, what: string): number => {
      if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k > MAX_CAPACITY) throw new GraphError(`new GameGraph: ${what} must be an integer from 0 to ${MAX_CAPACITY}, got ${shown(k)}`);
      return k;
    };
    this.L = new EdgeLists(Math.max(room(nodes, 'nodes'), 1), room(edges, 'edges'), labels === true);
    this.R = new EdgeLists(Math.max(nodes, 1), edges, labels === true);
  }

  /**
   * Reads a graph from per-node lists or from a spec, checking every edge (a {@link GraphError}
   * for a target that is not a node, a size that is not an integer ≥ 0).
   */
  static from(spec: GraphSpec | GraphLists | GameGraph, opts: GraphReadOptions = {}): GameGraph {
    if (spec instanceof GameGraph) return spec;
    if (spec === null || typeof spec !== 'object') throw new GraphError(`a game graph is read from lists { left, right } or a spec { size, left(v) }, got ${shown(spec)}`);
    const lists = 'size' in spec ? undefined : (spec as GraphLists);
    if (lists && (!isList(lists.left) || !isList(lists.right))) throw new GraphError('a game graph read from lists needs arrays left and right (one list of nodes per node)');
    const n = lists ? lists.left.length : (spec as GraphSpec).size;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new GraphError(`the graph size must be an integer ≥ 0, got ${shown(n)}`);
    if (lists && lists.right.length !== n) throw new GraphError(`the graph has ${n} Left lists but ${clip(lists.right.length)} Right lists`);
    const maxNodes = opts?.maxNodes ?? MAX_CAPACITY;
    if (typeof maxNodes !== 'number' || !(maxNodes >= 0)) throw new GraphError(`maxNodes must be a number ≥ 0, got ${shown(maxNodes)}`);
    if (n > maxNodes || n > MAX_CAPACITY) throw new LimitError(`the game graph needs more than ${Math.min(maxNodes, MAX_CAPACITY)} nodes (maxNodes)`, 'maxNodes');
    if (!lists && (typeof (spec as GraphSpec).left !== 'function' || !['function', 'undefined'].includes(typeof (spec as GraphSpec).right))) {
      throw new GraphError('a graph spec needs a function left(v), and right(v) a function or undefined');
    }
    const g = new GameGraph(n);
    g.addNodes(n);
    const left = lists ? (v: number) => lists.left[v]! : (v: number) => (spec as GraphSpec).left(v);
    const right = lists ? (v: number) => lists.right[v]! : (spec as GraphSpec).right ? (v: number) => (spec as GraphSpec).right!(v) : () => [];
    for (let v = 0; v < n; v++) {
      g.setEdges(LEFT, v, left(v));
      g.setEdges(RIGHT, v, right(v));
    }
    return g;
  }

  /** The number of nodes. */
  get size(): number {
    return this.n;
  }

  /** The number of edges (both sides). */
  get edgeCount(): number {
    let k = 0;
    for (let v = 0; v < this.n; v++) k += this.L.len[v]! + this.R.len[v]!;
    return k;
  }

  /** Adds a node without edges; returns its number. */
  addNode(): number {
    if (this.n === this.L.off.length) {
      this.L.growNodes(2 * this.n);
      this.R.growNodes(2 * this.n);
    }
    this.L.off[this.n] = this.L.used;
    this.R.off[this.n] = this.R.used;
    this.preds = [undefined, undefined, undefined];
    return this.n++;
  }

  /** Adds `k` nodes without edges; returns the number of the first. */
  addNodes(k: number): number {
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || this.n + k > MAX_CAPACITY) throw new GraphError(`addNodes: k must be an integer from 0 to ${MAX_CAPACITY - this.n}, got ${shown(k)}`);
    const first = this.n;
    if (this.n + k > this.L.off.length) {
      const cap = Math.max(this.n + k, 2 * this.L.off.length);
      this.L.growNodes(cap);
      this.R.growNodes(cap);
    }
    for (let i = 0; i < k; i++) {
      this.L.off[this.n + i] = this.L.used;
      this.R.off[this.n + i] = this.R.used;
    }
    this.n += k;
    this.preds = [undefined, undefined, undefined];
    return first;
  }

  /** The edge lists of a side (a {@link GraphError} for anything but LEFT and RIGHT). @internal */
  side(s: Side): EdgeLists {
    if (s === LEFT) return this.L;
    if (s === RIGHT) return this.R;
    throw new GraphError(`a side is LEFT (0) or RIGHT (1), got ${shown(s)}`);
  }

  /**
   * Sets node v's list of side `s` to `targets` (with `labels`, in a graph built with labels): a
   * {@link GraphError} for a side, a node or a target that is not one.
   */
  setEdges(s: Side, v: number, targets: ArrayLike<number>, labels?: ArrayLike<number>): void {
    const e = this.side(s);
    checkNode(this, v);
    // typed lists (views of another graph's lists) and plain arrays are checked by functions of
    // their own, so that each stays monomorphic, and copied by the typed array's own `set`
    const typed = targets instanceof Int32Array;
    if (typed) checkedInts(targets, v, this.n, s);
    else checked(targets, v, this.n, s === LEFT ? 'Left' : 'Right');
    if (labels !== undefined && (!isList(labels) || labels.length < targets.length)) throw new GraphError(`node ${v}'s labels must be a list as long as its targets`);
    const k = targets.length;
    let at: number;
    if (k <= e.len[v]!) {
      at = e.off[v]!;
      e.garbage += e.len[v]! - k;
    } else {
      // a node whose segment ends the used part grows in place
      if (e.off[v]! + e.len[v]! === e.used) {
        e.used = e.off[v]!;
      } else e.garbage += e.len[v]!;
      e.reserve(k);
      at = e.used;
      e.used += k;
    }
    e.adj.set(targets, at);
    if (e.lab) for (let i = 0; i < k; i++) e.lab[at + i] = labels ? labels[i]! : 0;
    e.off[v] = at;
    e.len[v] = k;
    this.preds[s] = this.preds[2] = undefined;
    if (e.garbage > 1024 && e.garbage > e.used / 2) this.compact(e);
  }

  /** Sets node v's Left and Right lists. */
  setOptions(v: number, left: ArrayLike<number>, right: ArrayLike<number>): void {
    this.setEdges(LEFT, v, left);
    this.setEdges(RIGHT, v, right);
  }

  /** Appends one edge to node v's list of side `s` (v must be the last node given edges on that side, as in a breadth-first build). @internal */
  pushEdge(s: Side, v: number, target: number, label = 0): void {
    const e = this.side(s);
    checkNode(this, v);
    checkNode(this, target);
    if (e.off[v]! + e.len[v]! !== e.used) throw new GraphError(`pushEdge: node ${v} is not the last one given edges on that side (call beginNode first)`);
    e.reserve(1);
    e.adj[e.used] = target;
    if (e.lab) e.lab[e.used] = label;
    e.used++;
    e.len[v]!++;
    this.preds[s] = this.preds[2] = undefined;
  }

  /** Starts node v's lists at the end of the used arrays (before {@link GameGraph.pushEdge}). @internal */
  beginNode(v: number): void {
    checkNode(this, v);
    for (const e of [this.L, this.R]) {
      e.garbage += e.len[v]!;
      e.off[v] = e.used;
      e.len[v] = 0;
    }
    this.preds = [undefined, undefined, undefined];
  }

  private compact(e: EdgeLists): void {
    const adj = new Int32Array(Math.max(e.used - e.garbage, 4));
    const lab = e.lab ? new Uint8Array(adj.length) : undefined;
    let k = 0;
    for (let v = 0; v < this.n; v++) {
      const o = e.off[v]!;
      const l = e.len[v]!;
      adj.set(e.adj.subarray(o, o + l), k);
      if (lab) lab.set(e.lab!.subarray(o, o + l), k);
      e.off[v] = k;
      k += l;
    }
    e.adj = adj;
    e.lab = lab;
    e.used = k;
    e.garbage = 0;
  }

  /** The targets of node v's edges of side `s` (a view: valid until the graph changes). */
  edges(s: Side, v: number): Int32Array {
    const e = this.side(s);
    checkNode(this, v);
    return e.adj.subarray(e.off[v]!, e.off[v]! + e.len[v]!);
  }
  /** The labels of node v's edges of side `s` (a view), in a graph built with labels. */
  labels(s: Side, v: number): Uint8Array {
    const e = this.side(s);
    checkNode(this, v);
    if (!e.lab) throw new GraphError('the graph was built without labels');
    return e.lab.subarray(e.off[v]!, e.off[v]! + e.len[v]!);
  }
  /** Left's moves from v (a view). */
  left(v: number): Int32Array {
    return this.edges(LEFT, v);
  }
  /** Right's moves from v (a view). */
  right(v: number): Int32Array {
    return this.edges(RIGHT, v);
  }
  /** The number of v's edges of side `s`. */
  degree(s: Side, v: number): number {
    return this.side(s).len[checkNode(this, v)]!;
  }
  /** Whether node v has the edge v → w on side `s`. */
  hasEdge(s: Side, v: number, w: number): boolean {
    const e = this.side(s);
    checkNode(this, v);
    for (let k = e.off[v]!, end = k + e.len[v]!; k < end; k++) if (e.adj[k] === w) return true;
    return false;
  }

  /** The predecessor lists of side `s` (computed once per version of the graph). */
  predecessors(s: Side): Predecessors {
    const have = this.preds[s];
    if (have) return have;
    const e = this.side(s);
    const n = this.n;
    const start = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) for (let k = e.off[v]!, end = k + e.len[v]!; k < end; k++) start[e.adj[k]! + 1]!++;
    // the prefix sums, and the longest list on the way (no pass of its own)
    let max = 0;
    for (let w = 0; w < n; w++) {
      const c = start[w + 1]!;
      if (c > max) max = c;
      start[w + 1] = c + start[w]!;
    }
    const fill = start.slice(0, n);
    const src = new Int32Array(start[n]!);
    const edge = new Int32Array(start[n]!);
    for (let v = 0; v < n; v++) {
      for (let k = e.off[v]!, end = k + e.len[v]!; k < end; k++) {
        const slot = fill[e.adj[k]!]!++;
        src[slot] = v;
        edge[slot] = k;
      }
    }
    const p = { start, src, edge, max };
    this.preds[s] = p;
    return p;
  }

  /** A copy of the graph (compacted). */
  clone(): GameGraph {
    const g = new GameGraph(0, 0, false);
    g.n = this.n;
    g.L = this.L.clone(this.n);
    g.R = this.R.clone(this.n);
    return g;
  }

  /** Replaces this graph's edges by those of `other` (same number of nodes or not). */
  assign(other: GameGraph): void {
    if (!(other instanceof GameGraph)) throw new GraphError(`assign: other must be a GameGraph, got ${shown(other)}`);
    this.n = other.n;
    this.L = other.L.clone(other.n);
    this.R = other.R.clone(other.n);
    this.preds = [undefined, undefined, undefined];
  }

  /** The graph with Left's and Right's edges exchanged (the conjugate, −G). */
  mirror(): GameGraph {
    const g = this.clone();
    [g.L, g.R] = [g.R, g.L];
    return g;
  }

  /** The nodes reachable from `roots` by edges of either side, in breadth-first order (roots first). */
  reachable(roots: ArrayLike<number>): Int32Array {
    checked(roots, -1, this.n, 'root');
    const n = this.n;
    const seen = new Uint8Array(n);
    const out = new Int32Array(n);
    let k = 0;
    for (let i = 0; i < roots.length; i++) {
      const r = roots[i]!;
      if (!seen[r]) { seen[r] = 1; out[k++] = r; }
    }
    const { L, R } = this;
    for (let i = 0; i < k; i++) {
      const v = out[i]!;
      for (let j = L.off[v]!, end = j + L.len[v]!; j < end; j++) { const w = L.adj[j]!; if (!seen[w]) { seen[w] = 1; out[k++] = w; } }
      for (let j = R.off[v]!, end = j + R.len[v]!; j < end; j++) { const w = R.adj[j]!; if (!seen[w]) { seen[w] = 1; out[k++] = w; } }
    }
    return out.slice(0, k);
  }

  /**
   * The subgraph on `nodes`, renumbered 0..k−1 in that order (edges to other nodes dropped,
   * repeated edges merged when `dedup`), with the old → new numbers (−1 for nodes left out).
   * With `keep(v)` false for a node, its lists are left empty (a node given by value elsewhere).
   */
  restrict(kept: ArrayLike<number>, dedup = false, keep?: (v: number) => boolean): { graph: GameGraph; index: Int32Array } {
    // one kind of list below (an Int32Array), whatever the caller gave
    let nodes: Int32Array;
    if (kept instanceof Int32Array) checkedInts((nodes = kept), -1, this.n, LEFT);
    else nodes = Int32Array.from(checked(kept, -1, this.n, 'kept'));
    if (keep !== undefined && typeof keep !== 'function') throw new GraphError(`restrict: keep must be a function or undefined, got ${shown(keep)}`);
    const index = new Int32Array(this.n).fill(-1);
    for (let i = 0; i < nodes.length; i++) index[nodes[i]!] = i;
    const k = nodes.length;
    let le = 0;
    let re = 0;
    for (let i = 0; i < k; i++) { le += this.L.len[nodes[i]!]!; re += this.R.len[nodes[i]!]!; }
    const g = new GameGraph(k, Math.max(le, re), this.L.lab !== undefined);
    g.addNodes(k);
    const stamp = dedup ? new Int32Array(k) : undefined;
    for (const s of [LEFT, RIGHT] as const) {
      stamp?.fill(0);
      const e = this.side(s);
      const out = g.side(s);
      out.reserve(s === LEFT ? le : re);
      for (let i = 0; i < k; i++) {
        const v = nodes[i]!;
        out.off[i] = out.used;
        if (keep && !keep(v)) continue;
        const start = out.used;
        for (let j = e.off[v]!, end = j + e.len[v]!; j < end; j++) {
          const w = index[e.adj[j]!]!;
          if (w < 0) continue;
          if (stamp) {
            if (stamp[w] === i + 1) continue;
            stamp[w] = i + 1;
          }
          out.adj[out.used] = w;
          if (out.lab) out.lab[out.used] = e.lab![j]!;
          out.used++;
        }
        out.len[i] = out.used - start;
      }
    }
    return { graph: g, index };
  }

  /**
   * The graph of states (v, player to move), state 2v + m (m = 0 Left to move, 1 Right), its
   * edges on the Left side: (v, Left) → (w, Right) for w ∈ v^L, (v, Right) → (w, Left) for w ∈ v^R.
   * Written straight into the flat arrays (it is built once per version of a graph the sidling
   * asks about, hundreds of times a run). @internal
   */
  alternation(): GameGraph {
    const n = this.n;
    const { L, R } = this;
    const out = new GameGraph(2 * n, L.used + R.used);
    out.addNodes(2 * n);
    const S = out.L;
    let at = 0;
    for (let v = 0; v < n; v++) {
      S.off[2 * v] = at;
      for (let k = L.off[v]!, end = k + L.len[v]!; k < end; k++) S.adj[at++] = 2 * L.adj[k]! + 1;
      S.len[2 * v] = at - S.off[2 * v]!;
      S.off[2 * v + 1] = at;
      for (let k = R.off[v]!, end = k + R.len[v]!; k < end; k++) S.adj[at++] = 2 * R.adj[k]!;
      S.len[2 * v + 1] = at - S.off[2 * v + 1]!;
    }
    S.used = at;
    return out;
  }

  /** The graph's lists as arrays (for printing, tests and small hand-made graphs). */
  toLists(): { left: number[][]; right: number[][] } {
    const left: number[][] = [];
    const right: number[][] = [];
    for (let v = 0; v < this.n; v++) {
      left.push(Array.from(this.edges(LEFT, v)));
      right.push(Array.from(this.edges(RIGHT, v)));
    }
    return { left, right };
  }
}

/** The most nodes, and edges of a side, a graph can hold (its arrays are Int32Arrays). */
const MAX_CAPACITY = 2 ** 30;

/** Whether `x` is an array or a typed array with a length (the lists a graph reads). */
function isList(x: unknown): x is ArrayLike<unknown> {
  return x !== null && typeof x === 'object' && typeof (x as { length?: unknown }).length === 'number' && Number.isSafeInteger((x as { length: number }).length);
}

/** `list` when it is a list of nodes of 0..n−1 (node v's `who` list; v −1 for a list of nodes given to a method), else a {@link GraphError}. */
function checked(list: ArrayLike<number>, v: number, n: number, who: string): ArrayLike<number> {
  if (!isList(list)) throw new GraphError(`${whose(v, who)} must be a list of nodes, got ${shown(list)}`);
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    if (typeof w !== 'number' || !Number.isInteger(w) || w < 0 || w >= n) throw new GraphError(`${whose(v, who)} has ${shown(w)}, not a node of 0..${n - 1}`);
  }
  return list;
}

/** {@link checked} for node v's list of side `s` (v −1: the nodes given to `restrict`) held in an Int32Array. */
function checkedInts(list: Int32Array, v: number, n: number, s: Side): void {
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (w < 0 || w >= n) throw new GraphError(`${whose(v, v < 0 ? 'kept' : s === LEFT ? 'Left' : 'Right')} has ${w}, not a node of 0..${n - 1}`);
  }
}

/** Who holds a list, for an error message. */
function whose(v: number, who: string): string {
  return v < 0 ? `the ${who} nodes` : `node ${v}'s ${who} list`;
}

/** Checks that `v` is a node of `g` (a {@link GraphError} otherwise). */
export function checkNode(g: GameGraph, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= g.size) throw new GraphError(`no node ${shown(v)} in a graph of ${g.size} nodes`);
  return v;
}

/**
 * `vals` when it is a list of `n` entries, each a short `Game` or undefined (the values kept beside
 * a graph's nodes), else a {@link GraphError} naming `what`.
 */
export function checkNodeValues(vals: unknown, n: number, what: string): ArrayLike<Game | undefined> {
  if (!isList(vals)) throw new GraphError(`${what} must be a list of short games (or undefined), one per node, got ${shown(vals)}`);
  if (vals.length !== n) throw new GraphError(`the graph has ${n} nodes but ${vals.length} ${what}`);
  for (let v = 0; v < n; v++) {
    const x = vals[v];
    if (x !== undefined && !(x instanceof Game)) throw new GraphError(`${what}: the entry of node ${v} is ${shown(x)}, not a short game or undefined`);
  }
  return vals as ArrayLike<Game | undefined>;
}
