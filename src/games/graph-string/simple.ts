/**
 * Simple graphs with labelled vertices in a compact form, for the games whose moves delete
 * vertices (Snort, Col, Node Kayles): what their searches hold in the transposition table.
 *
 * Invariants: a {@link SimpleGraph} is immutable; it has no loops and no parallel edges; vertex v's
 * neighbours are `to[start[v]] … to[start[v + 1] − 1]`, in increasing order, and w is a neighbour
 * of v exactly when v is one of w; `labels[v]` is a small integer (0 for no label).
 */
import { canonicalKey } from './canonical.js';
import type { LabelledGraph } from './graph.js';

/** A simple graph with vertex labels (see the module notes). */
export class SimpleGraph {
  private keyCache: string | undefined;

  /** @internal */
  constructor(
    /** The number of vertices. */
    readonly n: number,
    /** The label of each vertex (0 for none). */
    readonly labels: Uint8Array,
    /** Where each vertex's neighbours begin in `to` (n + 1 entries). */
    readonly start: Int32Array,
    /** The neighbours, vertex by vertex. */
    readonly to: Int32Array,
  ) {}

  /** The graph with no vertices. */
  static readonly EMPTY = new SimpleGraph(0, new Uint8Array(0), new Int32Array(1), new Int32Array(0));

  /**
   * The simple graph of a {@link LabelledGraph}: loops dropped, parallel edges merged, vertex
   * labels mapped by `labelCode` (a label it does not know counts 0).
   */
  static from(g: LabelledGraph, labelCode: (label: string) => number): SimpleGraph {
    const n = g.size;
    const labels = new Uint8Array(n);
    const lists: number[][] = [];
    for (let v = 0; v < n; v++) {
      labels[v] = labelCode(g.labels[v]!);
      const set = new Set<number>();
      for (const [w] of g.adj[v]!) if (w !== v) set.add(w);
      lists.push([...set].sort((a, b) => a - b));
    }
    return SimpleGraph.fromLists(labels, lists);
  }

  /** A graph from labels and neighbour lists (each sorted, symmetric, without loops). */
  static fromLists(labels: Uint8Array, lists: readonly (readonly number[])[]): SimpleGraph {
    const n = labels.length;
    const start = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) start[v + 1] = start[v]! + lists[v]!.length;
    const to = new Int32Array(start[n]!);
    for (let v = 0; v < n; v++) to.set(lists[v]!, start[v]!);
    return new SimpleGraph(n, labels, start, to);
  }

  /** The number of edges. */
  get edgeCount(): number {
    return this.to.length / 2;
  }

  /** The degree of v. */
  degree(v: number): number {
    return this.start[v + 1]! - this.start[v]!;
  }

  /**
   * The graph keeping the vertices v with `keep[v]` set, with new labels `labels` (indexed by the
   * old vertex numbers), vertices in their order here.
   */
  restrict(keep: ArrayLike<number>, labels: ArrayLike<number> = this.labels): SimpleGraph {
    const n = this.n;
    const map = new Int32Array(n);
    let m = 0;
    for (let v = 0; v < n; v++) map[v] = keep[v] ? m++ : -1;
    const lab = new Uint8Array(m);
    const start = new Int32Array(m + 1);
    const to: number[] = [];
    for (let v = 0, i = 0; v < n; v++) {
      if (map[v]! < 0) continue;
      lab[i] = labels[v]!;
      for (let k = this.start[v]!; k < this.start[v + 1]!; k++) {
        const w = map[this.to[k]!]!;
        if (w >= 0) to.push(w);
      }
      start[++i] = to.length;
    }
    return new SimpleGraph(m, lab, start, Int32Array.from(to));
  }

  /** For each vertex, its connected component's number (numbered by first vertex); and how many there are. */
  componentIds(): { comp: Int32Array; count: number } {
    const n = this.n;
    const comp = new Int32Array(n).fill(-1);
    const stack: number[] = [];
    let c = 0;
    for (let s = 0; s < n; s++) {
      if (comp[s]! >= 0) continue;
      comp[s] = c;
      stack.push(s);
      while (stack.length > 0) {
        const v = stack.pop()!;
        for (let k = this.start[v]!; k < this.start[v + 1]!; k++) {
          const w = this.to[k]!;
          if (comp[w]! < 0) {
            comp[w] = c;
            stack.push(w);
          }
        }
      }
      c++;
    }
    return { comp, count: c };
  }

  /** The connected components (this graph itself when it is connected). */
  components(): SimpleGraph[] {
    const { comp, count } = this.componentIds();
    if (count <= 1) return [this];
    const out: SimpleGraph[] = [];
    for (let c = 0; c < count; c++) out.push(this.restrict(comp.map((x) => (x === c ? 1 : 0))));
    return out;
  }

  /** The graph with labels 1 and 2 exchanged. */
  swapped(): SimpleGraph {
    return new SimpleGraph(
      this.n,
      this.labels.map((x) => (x === 1 ? 2 : x === 2 ? 1 : x)),
      this.start,
      this.to,
    );
  }

  /** A key equal for isomorphic graphs (labels kept), see `canonical.ts`. Computed once. */
  key(): string {
    if (this.keyCache === undefined) {
      this.keyCache = canonicalKey({ n: this.n, colour: this.labels, start: this.start, to: this.to, edgeColour: ZEROS(this.to.length) });
    }
    return this.keyCache;
  }
}

let zeros = new Uint8Array(64);
function ZEROS(m: number): Uint8Array {
  if (zeros.length < m) zeros = new Uint8Array(2 * m);
  return zeros;
}
