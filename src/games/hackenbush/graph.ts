/**
 * Hackenbush on any graph, as CGSuite 2.x plays it (`game.graph.Hackenbush`, GenHackenbush.cgs):
 * edges are blue (`l`, Left's), red (`r`, Right's) or green (`e`, either player's); the ground is
 * the first vertex of the graph string; a player deletes an edge of their colour or a green one,
 * and everything no longer connected to the ground falls. A position is connected and has a
 * ground (CGSuite: "That `Graph` is not connected.", "… is empty (no ground)"). Loops and parallel
 * edges are allowed.
 *
 * Values: the generic {@link Solver} over a compact form ({@link HackGraph}), split at the ground
 * (the pieces standing on the ground apart from it are independent: their sum is the position),
 * keyed up to isomorphism fixing the ground (`canonical.ts`), with the closed forms:
 * - a loop is worth a twig of its colour (either is deleted alone, and falls with its vertex);
 * - a Blue-Red tree (loops as twigs) is a number by the colon principle (Winning Ways, ch. 2): an
 *   edge carrying value x is worth 1:x = (x + n)/2^(n−1) for Blue, n the least positive integer
 *   with x + n > 1, and −(1:−x) for Red; the values on one vertex add;
 * - a Green graph is a nimber by the fusion principle (Winning Ways, ch. 7): the vertices of any
 *   cycle may be fused, so each 2-edge-connected part becomes one vertex whose edges are loops
 *   (each worth `*`), and the tree that remains is valued by the colon principle for nimbers (an
 *   edge carrying `*k` is worth `*(k+1)`, values on one vertex add in nim).
 *
 * And, by the colon principle (Hackenbush branches that meet at a vertex may be replaced by any
 * branches of the same value: Winning Ways, ch. 2 and 7), before a position is searched each part
 * that hangs from a vertex above the ground and has a closed form (a Blue-Red tree, a green part)
 * is replaced by one stalk of the same value (a Blue-Red string written by its sign expansion, a
 * green string), so the search sees only the mixed part.
 *
 * Invariants: a {@link HackGraph} is connected, vertex 0 is the ground, and the ground is its only
 * vertex when it has no edges.
 */
import { nim, nus, zero } from '../../engine/constructors.js';
import { dyAdd } from '../../engine/dyadic.js';
import type { Game } from '../../engine/game.js';
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import { canonicalKey } from '../graph-string/canonical.js';
import type { LabelledGraph } from '../graph-string/graph.js';
import { type GraphStringSyntax, normalizeGraph, parseGraphString } from '../graph-string/text.js';
import type { GameValueOptions, GraphView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { colon } from './index.js';

/** Hackenbush's graph strings: edges `l` blue, `r` red, `e` green; no vertex labels. */
export const HACKENBUSH_SYNTAX: GraphStringSyntax = { game: 'Hackenbush', vertexLabels: [], edgeLabels: ['l', 'r', 'e'] };

const BLUE = 0;
const RED = 1;
const GREEN = 2;
const COLOUR: Record<string, number> = { l: BLUE, r: RED, e: GREEN };

/**
 * Reads a Hackenbush position in CGSuite's graph notation (the ground is the first vertex),
 * normalized. It must be connected and not empty, as CGSuite requires.
 * @throws {@link PositionSyntaxError} saying where.
 */
export function parseHackenbushGraph(text: string): LabelledGraph {
  const g = parseGraphString(text, HACKENBUSH_SYNTAX);
  if (g.size === 0) throw new PositionSyntaxError('Hackenbush', text, 0, 'the graph is empty: it has no ground (the first vertex is the ground)');
  const comp = g.componentIds();
  for (let v = 1; v < g.size; v++) {
    if (comp[v] !== 0) throw new PositionSyntaxError('Hackenbush', text, Math.max(0, text.indexOf(';')), 'the graph is not connected: every edge must stand on the ground (the first vertex) through other edges');
  }
  return normalizeGraph(g, HACKENBUSH_SYNTAX);
}

/**
 * The positions after `player` deletes an edge of their colour or a green one, as CGSuite makes
 * them (the ground's connected component, vertices in order), normalized.
 */
export function hackenbushGraphMoves(g: LabelledGraph, player: Player): LabelledGraph[] {
  const mine = player === 'L' ? 'l' : 'r';
  const out: LabelledGraph[] = [];
  for (const e of g.edges()) {
    if (e.label !== mine && e.label !== 'e') continue;
    out.push(normalizeGraph(g.deleteEdge(e.a, e.b, e.label).componentOf(0), HACKENBUSH_SYNTAX));
  }
  return out;
}

/** The graph view of a Hackenbush position: edges labelled `l`, `r`, `e`, the ground vertex 0. */
export function hackenbushGraphView(g: LabelledGraph): GraphView {
  return { vertices: g.labels.map(() => ({})), edges: g.edges().map(({ a, b, label }) => ({ a, b, label })), ground: 0 };
}

/** A Hackenbush position in compact form (see the module notes). Immutable. */
export class HackGraph {
  private keyCache: string | undefined;

  /** @internal */
  constructor(
    /** The number of vertices (vertex 0 the ground). */
    readonly n: number,
    /** Each edge's ends and colour (0 blue, 1 red, 2 green): edge i is a[i]–b[i]. */
    readonly a: Int32Array,
    /** The other end of each edge. */
    readonly b: Int32Array,
    /** The colour of each edge. */
    readonly colour: Uint8Array,
  ) {}

  /** The number of edges. */
  get m(): number {
    return this.a.length;
  }

  /**
   * The position made of the edges `keep` (indices) of the graph with `n` vertices and these edge
   * arrays: the part connected to the ground, vertices renumbered from the ground outwards.
   */
  static grounded(n: number, a: ArrayLike<number>, b: ArrayLike<number>, colour: ArrayLike<number>, keep?: ArrayLike<number>): HackGraph {
    const edges = keep === undefined ? Array.from({ length: a.length }, (_, i) => i) : Array.from(keep);
    // incidence lists, then a search from the ground
    const inc: number[][] = Array.from({ length: n }, () => []);
    for (const e of edges) {
      inc[a[e]!]!.push(e);
      if (a[e] !== b[e]) inc[b[e]!]!.push(e);
    }
    const id = new Int32Array(n).fill(-1);
    id[0] = 0;
    let next = 1;
    const queue = [0];
    const taken = new Uint8Array(a.length);
    const ea: number[] = [];
    const eb: number[] = [];
    const ec: number[] = [];
    for (let h = 0; h < queue.length; h++) {
      const v = queue[h]!;
      for (const e of inc[v]!) {
        const w = a[e] === v ? b[e]! : a[e]!;
        if (id[w]! < 0) {
          id[w] = next++;
          queue.push(w);
        }
        if (!taken[e]) {
          taken[e] = 1;
          ea.push(id[v]!);
          eb.push(id[w]!);
          ec.push(colour[e]!);
        }
      }
    }
    return new HackGraph(next, Int32Array.from(ea), Int32Array.from(eb), Uint8Array.from(ec));
  }

  /** The compact form of a position read from a graph string (ground: vertex 0). */
  static from(g: LabelledGraph): HackGraph {
    const es = g.edges();
    return HackGraph.grounded(
      g.size,
      es.map((e) => e.a),
      es.map((e) => e.b),
      es.map((e) => COLOUR[e.label] ?? GREEN),
    );
  }

  /** The position after deleting edge i (what falls, falls). */
  without(i: number): HackGraph {
    const keep: number[] = [];
    for (let e = 0; e < this.m; e++) if (e !== i) keep.push(e);
    return HackGraph.grounded(this.n, this.a, this.b, this.colour, keep);
  }

  /** The pieces standing on the ground apart from it, each with the ground (their sum is this position). */
  pieces(): HackGraph[] {
    const { n, a, b } = this;
    const inc: number[][] = Array.from({ length: n }, () => []);
    for (let e = 0; e < this.m; e++) {
      inc[a[e]!]!.push(e);
      if (a[e] !== b[e]) inc[b[e]!]!.push(e);
    }
    const piece = new Int32Array(n).fill(-1);
    let count = 0;
    for (const e0 of inc[0]!) {
      const w0 = a[e0] === 0 ? b[e0]! : a[e0]!;
      if (w0 === 0 || piece[w0]! >= 0) continue;
      piece[w0] = count;
      const stack = [w0];
      while (stack.length > 0) {
        const v = stack.pop()!;
        for (const e of inc[v]!) {
          const w = a[e] === v ? b[e]! : a[e]!;
          if (w !== 0 && piece[w]! < 0) {
            piece[w] = count;
            stack.push(w);
          }
        }
      }
      count++;
    }
    // loops at the ground are pieces of their own
    const loops: number[] = [];
    for (let e = 0; e < this.m; e++) if (a[e] === 0 && b[e] === 0) loops.push(e);
    if (count + loops.length <= 1) return [this];
    const out: HackGraph[] = [];
    for (let p = 0; p < count; p++) {
      const keep: number[] = [];
      for (let e = 0; e < this.m; e++) {
        const x = a[e] === 0 ? b[e]! : a[e]!;
        if (x !== 0 && piece[x] === p) keep.push(e);
      }
      out.push(HackGraph.grounded(n, a, b, this.colour, keep));
    }
    for (const e of loops) out.push(HackGraph.grounded(n, a, b, this.colour, [e]));
    return out;
  }

  /** A key equal for positions equal up to renumbering the vertices other than the ground. */
  key(): string {
    if (this.keyCache === undefined) {
      const { n, a, b, colour } = this;
      const deg = new Int32Array(n + 1);
      for (let e = 0; e < this.m; e++) {
        deg[a[e]! + 1]!++;
        if (a[e] !== b[e]) deg[b[e]! + 1]!++;
      }
      for (let v = 0; v < n; v++) deg[v + 1]! += deg[v]!;
      const start = deg.slice();
      const fill = deg.slice(0, n);
      const to = new Int32Array(start[n]!);
      const ec = new Int32Array(start[n]!);
      for (let e = 0; e < this.m; e++) {
        to[fill[a[e]!]!] = b[e]!;
        ec[fill[a[e]!]!++] = colour[e]!;
        if (a[e] !== b[e]) {
          to[fill[b[e]!]!] = a[e]!;
          ec[fill[b[e]!]!++] = colour[e]!;
        }
      }
      const vc = new Uint8Array(n);
      vc[0] = 1;
      this.keyCache = canonicalKey({ n, colour: vc, start, to, edgeColour: ec });
    }
    return this.keyCache;
  }
}

/** Bridges of a connected multigraph: `bridge[e]` is 1 when deleting edge e disconnects it. Iterative. */
function bridges(h: HackGraph): Uint8Array {
  const { n, a, b, m } = h;
  const inc: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    inc[a[e]!]!.push(e);
    if (a[e] !== b[e]) inc[b[e]!]!.push(e);
  }
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const out = new Uint8Array(m);
  let time = 0;
  // frames: vertex, the edge it was entered by, the next incidence to look at
  const sv: number[] = [0];
  const se: number[] = [-1];
  const si: number[] = [0];
  disc[0] = low[0] = time++;
  while (sv.length > 0) {
    const top = sv.length - 1;
    const v = sv[top]!;
    if (si[top]! < inc[v]!.length) {
      const e = inc[v]![si[top]!++]!;
      if (e === se[top]) continue;
      const w = a[e] === v ? b[e]! : a[e]!;
      if (disc[w]! < 0) {
        disc[w] = low[w] = time++;
        sv.push(w);
        se.push(e);
        si.push(0);
      } else if (disc[w]! < low[v]!) low[v] = disc[w]!;
    } else {
      sv.pop();
      const e = se.pop()!;
      si.pop();
      if (sv.length > 0) {
        const p = sv[sv.length - 1]!;
        if (low[v]! < low[p]!) low[p] = low[v]!;
        if (low[v]! > disc[p]!) out[e] = 1;
      }
    }
  }
  return out;
}

/**
 * The nim value of a green position by the fusion principle (see the module notes): the
 * 2-edge-connected parts fused, their inner edges loops worth 1 each, the bridges a tree valued by
 * the colon principle.
 */
export function greenFusionValue(h: HackGraph): number {
  const { n, a, b, m } = h;
  const br = bridges(h);
  // the 2-edge-connected parts: components without the bridges
  const part = new Int32Array(n).fill(-1);
  const inc: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    if (br[e]) continue;
    inc[a[e]!]!.push(e);
    if (a[e] !== b[e]) inc[b[e]!]!.push(e);
  }
  let parts = 0;
  for (let s = 0; s < n; s++) {
    if (part[s]! >= 0) continue;
    part[s] = parts;
    const stack = [s];
    while (stack.length > 0) {
      const v = stack.pop()!;
      for (const e of inc[v]!) {
        const w = a[e] === v ? b[e]! : a[e]!;
        if (part[w]! < 0) {
          part[w] = parts;
          stack.push(w);
        }
      }
    }
    parts++;
  }
  // each part starts with its loops (inner edges), then the tree of bridges from the ground's part
  const value = new Float64Array(parts);
  for (let e = 0; e < m; e++) if (!br[e]) value[part[a[e]!]!] = value[part[a[e]!]!]! ^ 1;
  const tree: number[][] = Array.from({ length: parts }, () => []);
  for (let e = 0; e < m; e++) {
    if (!br[e]) continue;
    tree[part[a[e]!]!]!.push(part[b[e]!]!);
    tree[part[b[e]!]!]!.push(part[a[e]!]!);
  }
  // order the parts from the ground's outwards, then value them from the leaves in
  const root = part[0]!;
  const parent = new Int32Array(parts).fill(-2);
  parent[root] = -1;
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    for (const q of tree[order[i]!]!) {
      if (parent[q] === -2) {
        parent[q] = order[i]!;
        order.push(q);
      }
    }
  }
  for (let i = order.length - 1; i > 0; i--) {
    const q = order[i]!;
    value[parent[q]!] = value[parent[q]!]! ^ (value[q]! + 1);
  }
  return value[root]!;
}

/**
 * The number value of a Blue-Red tree (loops counted as twigs) by the colon principle, or
 * undefined when the position is not a Blue-Red tree.
 */
export function blueRedTreeValue(h: HackGraph): number | undefined {
  const { n, a, b, m, colour } = h;
  let nonLoops = 0;
  for (let e = 0; e < m; e++) {
    if (colour[e] === GREEN) return undefined;
    if (a[e] !== b[e]) nonLoops++;
  }
  if (nonLoops !== n - 1) return undefined;
  const inc: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    inc[a[e]!]!.push(e);
    if (a[e] !== b[e]) inc[b[e]!]!.push(e);
  }
  // the tree from the ground: each vertex's parent edge, in search order
  const parentEdge = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  seen[0] = 1;
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    for (const e of inc[v]!) {
      const w = a[e] === v ? b[e]! : a[e]!;
      if (w === v || seen[w]) continue;
      seen[w] = 1;
      parentEdge[w] = e;
      order.push(w);
    }
  }
  const above = new Float64Array(n);
  for (let e = 0; e < m; e++) if (a[e] === b[e]) above[a[e]!] = dyAdd(above[a[e]!]!, colon(colour[e] === BLUE ? 1 : -1, 0));
  for (let i = order.length - 1; i > 0; i--) {
    const w = order[i]!;
    const e = parentEdge[w]!;
    const v = a[e] === w ? b[e]! : a[e]!;
    above[v] = dyAdd(above[v]!, colon(colour[e] === BLUE ? 1 : -1, above[w]!));
  }
  return above[0]!;
}

/** The value of a position by a closed form (see the module notes), else undefined. */
export function hackGraphKnown(h: HackGraph): Game | undefined {
  if (h.m === 0) return zero;
  let green = 0;
  for (let e = 0; e < h.m; e++) if (h.colour[e] === GREEN) green++;
  if (green === h.m) return nim(greenFusionValue(h));
  if (green === 0) {
    const x = blueRedTreeValue(h);
    if (x !== undefined) return nus(x, 0, 0);
  }
  return undefined;
}

/** Hackenbush on graphs over compact positions, for the generic {@link Solver}. */
export const hackenbushGraph: Ruleset<HackGraph> = {
  options(h, player) {
    const out: HackGraph[] = [];
    const mine = player === 'L' ? BLUE : RED;
    for (let e = 0; e < h.m; e++) if (h.colour[e] === mine || h.colour[e] === GREEN) out.push(h.without(e));
    return out;
  },
  key: (h) => h.key(),
  components: (h) => h.pieces(),
  known: hackGraphKnown,
  bytes: (h) => 64 + 9 * h.m,
};

/** The value of a Hackenbush position on a graph. */
export function hackenbushGraphValue(g: LabelledGraph, opts: GameValueOptions = {}): Game {
  const solver = new Solver(hackenbushGraph, opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries });
  return solver.value(HackGraph.from(g), { signal: opts.signal, onProgress: opts.onProgress });
}

