/**
 * Graphs with labelled vertices and labelled edges, as CGSuite 2.x's `Graph` holds them: vertices
 * numbered in the order they were made, each with a label and its own list of edge ends in order;
 * an undirected edge between two vertices appears once in each one's list, a loop once in its
 * vertex's list, and several edges may join the same two vertices.
 *
 * The operations keep CGSuite's orders (deleting vertices keeps the others in order; deleting an
 * edge removes the first matching end from each list), so that a position printed after a move
 * reads as CGSuite prints it.
 *
 * Invariants: a {@link LabelledGraph} is immutable; vertex indices are 0..size−1; for every edge
 * end `[w, label]` in the list of v ≠ w there is a matching end `[v, label]` in the list of w (the
 * graph is undirected); labels are strings, `''` for no label.
 */

/** One end of an edge in a vertex's list: the vertex at the other end, and the edge's label. */
export type EdgeEnd = readonly [to: number, label: string];

/** An undirected edge: its two ends (a ≤ b; a = b for a loop) and its label. */
export interface GraphEdge {
  /** The end with the smaller index. */
  readonly a: number;
  /** The end with the larger index (equal to `a` for a loop). */
  readonly b: number;
  /** The edge's label (`''` for none). */
  readonly label: string;
}

/** An undirected graph with labelled vertices and edges. Immutable (see the module notes). */
export class LabelledGraph {
  /**
   * A graph from its vertex labels and edge lists (see the module notes; not checked: build graphs
   * with {@link LabelledGraph.fromEdges} or the parser unless the lists are known to match).
   */
  constructor(
    /** The label of each vertex (`''` for none). */
    readonly labels: readonly string[],
    /** The edge ends of each vertex, in order. */
    readonly adj: readonly (readonly EdgeEnd[])[],
  ) {}

  /** The graph with no vertices. */
  static readonly EMPTY = new LabelledGraph([], []);

  /**
   * A graph from vertex labels and a list of edges, each end added to its vertices' lists in the
   * order given (the edge a–b is added to a's list, then to b's; a loop once).
   */
  static fromEdges(labels: readonly string[], edges: readonly GraphEdge[]): LabelledGraph {
    const adj: EdgeEnd[][] = labels.map(() => []);
    for (const { a, b, label } of edges) {
      adj[a]!.push([b, label]);
      if (a !== b) adj[b]!.push([a, label]);
    }
    return new LabelledGraph(labels.slice(), adj);
  }

  /** The path of n unlabelled vertices (CGSuite's `Graph.Path(n)`). */
  static path(n: number): LabelledGraph {
    const edges: GraphEdge[] = [];
    for (let i = 0; i + 1 < n; i++) edges.push({ a: i, b: i + 1, label: '' });
    return LabelledGraph.fromEdges(new Array<string>(n).fill(''), edges);
  }

  /** The cycle of n unlabelled vertices (CGSuite's `Graph.Cycle(n)`: vertex 1 joined to 2 and n; a loop for n = 1). */
  static cycle(n: number): LabelledGraph {
    if (n === 1) return new LabelledGraph([''], [[[0, '']]]);
    const adj: EdgeEnd[][] = [];
    for (let i = 0; i < n; i++) adj.push([[i === 0 ? n - 1 : i - 1, ''], [i === n - 1 ? 0 : i + 1, '']]);
    return new LabelledGraph(new Array<string>(n).fill(''), adj);
  }

  /** The star of n unlabelled vertices, vertex 1 in the middle (CGSuite's `Graph.Star(n)`). */
  static star(n: number): LabelledGraph {
    const edges: GraphEdge[] = [];
    for (let i = 1; i < n; i++) edges.push({ a: 0, b: i, label: '' });
    return LabelledGraph.fromEdges(new Array<string>(n).fill(''), edges);
  }

  /** The complete graph on n unlabelled vertices (CGSuite's `Graph.Clique(n)`). */
  static clique(n: number): LabelledGraph {
    const adj: EdgeEnd[][] = [];
    for (let i = 0; i < n; i++) {
      const ends: EdgeEnd[] = [];
      for (let k = 0; k < n; k++) if (k !== i) ends.push([k, '']);
      adj.push(ends);
    }
    return new LabelledGraph(new Array<string>(n).fill(''), adj);
  }

  /** The number of vertices. */
  get size(): number {
    return this.labels.length;
  }

  /** True when v is a vertex of the graph (an integer from 0 to size − 1). */
  has(v: number): boolean {
    return Number.isInteger(v) && v >= 0 && v < this.labels.length;
  }

  /** The number of edges (a loop counts once). */
  get edgeCount(): number {
    let n = 0;
    for (let v = 0; v < this.adj.length; v++) for (const [w] of this.adj[v]!) if (v <= w) n++;
    return n;
  }

  /** The edges, each once, in CGSuite's order (by the vertex with the smaller index, then its list). */
  edges(): GraphEdge[] {
    const out: GraphEdge[] = [];
    for (let v = 0; v < this.adj.length; v++) for (const [w, label] of this.adj[v]!) if (v <= w) out.push({ a: v, b: w, label });
    return out;
  }

  /** The neighbours of each vertex as CGSuite's `AdjacencyList` lists them: sorted, with repeats for parallel edges. */
  adjacencyList(): number[][] {
    return this.adj.map((ends) => ends.map(([w]) => w).sort((x, y) => x - y));
  }

  /**
   * The graph keeping only the vertices `keep` (any order; kept in their order here), with the
   * edges among them (CGSuite's `RetainVertices`). Indices that are not vertices are ignored.
   */
  retainVertices(keep: Iterable<number>): LabelledGraph {
    const n = this.size;
    const map = new Int32Array(n).fill(-1);
    for (const v of keep) map[v] = 0;
    let next = 0;
    for (let v = 0; v < n; v++) if (map[v] === 0) map[v] = next++;
    const labels: string[] = [];
    const adj: EdgeEnd[][] = [];
    for (let v = 0; v < n; v++) {
      if (map[v]! < 0) continue;
      labels.push(this.labels[v]!);
      const ends: EdgeEnd[] = [];
      for (const [w, label] of this.adj[v]!) if (map[w]! >= 0) ends.push([map[w]!, label]);
      adj.push(ends);
    }
    return new LabelledGraph(labels, adj);
  }

  /** The graph without the vertices `del` and their edges (CGSuite's `DeleteVertices`); indices that are not vertices are ignored. */
  deleteVertices(del: Iterable<number>): LabelledGraph {
    const gone = new Uint8Array(this.size);
    for (const v of del) gone[v] = 1;
    const keep: number[] = [];
    for (let v = 0; v < this.size; v++) if (!gone[v]) keep.push(v);
    return this.retainVertices(keep);
  }

  /**
   * The graph without one edge a–b with this label (CGSuite's `DeleteEdge`): the first matching end
   * in a's list, and in b's list the first end back to a. The same graph when there is no such edge.
   */
  deleteEdge(a: number, b: number, label: string): LabelledGraph {
    if (!this.has(a) || !this.has(b)) return this;
    const adj = this.adj.slice();
    const drop = (v: number, w: number): void => {
      const ends = adj[v]!;
      const k = ends.findIndex(([x, l]) => x === w && l === label);
      if (k >= 0) adj[v] = [...ends.slice(0, k), ...ends.slice(k + 1)];
    };
    drop(a, b);
    if (a !== b) drop(b, a);
    return new LabelledGraph(this.labels, adj);
  }

  /** The graph with some vertices relabelled (CGSuite's `UpdatedVertexLabels`). */
  withLabels(changes: ReadonlyMap<number, string>): LabelledGraph {
    if (changes.size === 0) return this;
    const labels = this.labels.slice();
    for (const [v, l] of changes) if (this.has(v)) labels[v] = String(l);
    return new LabelledGraph(labels, this.adj);
  }

  /** For each vertex, the index of its connected component (components numbered by their first vertex). */
  componentIds(): Int32Array {
    const n = this.size;
    const comp = new Int32Array(n).fill(-1);
    const stack: number[] = [];
    let c = 0;
    for (let s = 0; s < n; s++) {
      if (comp[s]! >= 0) continue;
      comp[s] = c;
      stack.push(s);
      while (stack.length > 0) {
        const v = stack.pop()!;
        for (const [w] of this.adj[v]!) {
          if (comp[w]! < 0) {
            comp[w] = c;
            stack.push(w);
          }
        }
      }
      c++;
    }
    return comp;
  }

  /** The connected component of vertex v, its vertices in their order here (CGSuite's `ConnectedComponent`); empty when v is not a vertex. */
  componentOf(v: number): LabelledGraph {
    const comp = this.componentIds();
    const keep: number[] = [];
    if (!this.has(v)) return LabelledGraph.EMPTY;
    for (let u = 0; u < this.size; u++) if (comp[u] === comp[v]) keep.push(u);
    return this.retainVertices(keep);
  }

  /** The connected components, in the order of their first vertices (CGSuite's `ConnectedComponents`). */
  components(): LabelledGraph[] {
    const comp = this.componentIds();
    const groups: number[][] = [];
    for (let v = 0; v < this.size; v++) (groups[comp[v]!] ??= []).push(v);
    return groups.map((g) => this.retainVertices(g));
  }

  /** True when the graph is empty or connected. */
  isConnected(): boolean {
    const comp = this.componentIds();
    return comp.every((c) => c === 0);
  }
}
