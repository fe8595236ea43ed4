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
import { type GraphStringSyntax, normalizeGraph, parseGraphString, requireGraph } from '../graph-string/text.js';
import type { GameValueOptions, GraphView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';

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
    const m0 = keep === undefined ? a.length : keep.length;
    // incidence lists in one flat array, then a search from the ground
    const start = new Int32Array(n + 1);
    for (let i = 0; i < m0; i++) {
      const e = keep === undefined ? i : keep[i]!;
      start[a[e]! + 1]!++;
      if (a[e] !== b[e]) start[b[e]! + 1]!++;
    }
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const inc = new Int32Array(start[n]!);
    for (let i = 0; i < m0; i++) {
      const e = keep === undefined ? i : keep[i]!;
      inc[fill[a[e]!]!++] = e;
      if (a[e] !== b[e]) inc[fill[b[e]!]!++] = e;
    }
    const id = new Int32Array(n).fill(-1);
    id[0] = 0;
    let next = 1;
    const queue = new Int32Array(n);
    let tail = 1;
    const taken = new Uint8Array(a.length);
    const ea = new Int32Array(m0);
    const eb = new Int32Array(m0);
    const ec = new Uint8Array(m0);
    let k = 0;
    for (let h = 0; h < tail; h++) {
      const v = queue[h]!;
      for (let j = start[v]!; j < start[v + 1]!; j++) {
        const e = inc[j]!;
        const w = a[e] === v ? b[e]! : a[e]!;
        if (id[w]! < 0) {
          id[w] = next++;
          queue[tail++] = w;
        }
        if (!taken[e]) {
          taken[e] = 1;
          ea[k] = id[v]!;
          eb[k] = id[w]!;
          ec[k++] = colour[e]!;
        }
      }
    }
    return new HackGraph(next, k === m0 ? ea : ea.slice(0, k), k === m0 ? eb : eb.slice(0, k), k === m0 ? ec : ec.slice(0, k));
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
    const keep = new Int32Array(this.m - 1);
    for (let e = 0, k = 0; e < this.m; e++) if (e !== i) keep[k++] = e;
    return HackGraph.grounded(this.n, this.a, this.b, this.colour, keep);
  }

  /** The pieces standing on the ground apart from it, each with the ground (their sum is this position). */
  pieces(): HackGraph[] {
    const { n, a, b } = this;
    const inc = incidence(this);
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

/** The edges at each vertex (a loop once), leaving out the edges marked in `skip`. */
function incidence(h: HackGraph, skip?: Uint8Array): number[][] {
  const { n, a, b, m } = h;
  const inc: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    if (skip?.[e]) continue;
    inc[a[e]!]!.push(e);
    if (a[e] !== b[e]) inc[b[e]!]!.push(e);
  }
  return inc;
}

/** Bridges of a connected multigraph: `bridge[e]` is 1 when deleting edge e disconnects it. Iterative. */
function bridges(h: HackGraph): Uint8Array {
  const { n, a, b, m } = h;
  const inc = incidence(h);
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
  const inc = incidence(h, br);
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

/** 1:x for Blue (sign +1) or −(1:−x) for Red (sign −1): the value of an edge carrying value x. */
function colon(sign: number, x: number): number {
  const y = sign * x;
  if (y > 0) return sign * dyAdd(y, 1);
  // n is the least positive integer with y + n > 1
  const n = Math.floor(1 - y) + 1;
  return (sign * dyAdd(y, n)) / 2 ** (n - 1);
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
  const inc = incidence(h);
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

/** The Hackenbush string of a number: Blue edges for positive, by Berlekamp's rule read backwards (see the module notes). */
function stalkColours(x: number): number[] {
  const out: number[] = [];
  if (x === 0) return out;
  const sign = x > 0 ? 1 : -1;
  const y = Math.abs(x);
  const mine = sign > 0 ? BLUE : RED;
  const theirs = sign > 0 ? RED : BLUE;
  if (Number.isInteger(y)) return new Array<number>(y).fill(mine);
  // the first run: floor(y) + 1 edges of the sign's colour, then edges worth 1/2, 1/4, … towards y
  let v = Math.floor(y) + 1;
  for (let i = 0; i < v; i++) out.push(mine);
  let w = 1 / 2;
  while (v !== y) {
    if (v > y) {
      out.push(theirs);
      v -= w;
    } else {
      out.push(mine);
      v += w;
    }
    w /= 2;
  }
  return out;
}

/**
 * The position with the parts that hang from a vertex by a bridge and have a closed form (a
 * Blue-Red tree: a number; a green part of any shape: a nimber) replaced, on each vertex, by one
 * Blue-Red stalk of their sum and one green stalk of their nim-sum (the colon principle: see the
 * module notes). A stalk is never longer than the parts it replaces (a part of k edges has a value
 * born by day k), so this never grows a position.
 */
export function reduceHackGraph(h: HackGraph): HackGraph {
  const { n, a, b, m, colour } = h;
  if (m <= 1) return h;
  const br = bridges(h);
  const inc = incidence(h);
  // a search tree from the ground: the order of vertices, each one's entering edge, parent, depth
  const parentEdge = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n);
  const seen = new Uint8Array(n);
  seen[0] = 1;
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    for (const e of inc[v]!) {
      const w = a[e] === v ? b[e]! : a[e]!;
      if (seen[w]) continue;
      seen[w] = 1;
      parentEdge[w] = e;
      parent[w] = v;
      depth[w] = depth[v]! + 1;
      order.push(w);
    }
  }
  // the far side of the bridge entering w is w's subtree; an edge lies in w's subtree exactly
  // when the lowest common ancestor of its ends does (the tree edge entering w itself excepted):
  // count each edge at that ancestor, then sum up the tree
  const edges = new Int32Array(n); // edges inside the subtree
  const greens = new Int32Array(n);
  const nonLoops = new Int32Array(n);
  const size = new Int32Array(n).fill(1); // vertices of the subtree
  for (let e = 0; e < m; e++) {
    let x = a[e]!;
    let y = b[e]!;
    while (depth[x]! > depth[y]!) x = parent[x]!;
    while (depth[y]! > depth[x]!) y = parent[y]!;
    while (x !== y) {
      x = parent[x]!;
      y = parent[y]!;
    }
    const w = parentEdge[a[e]!] === e ? a[e]! : parentEdge[b[e]!] === e ? b[e]! : -1;
    // a tree edge entering w counts in its parent's subtree, not in w's
    const at = w >= 0 ? parent[w]! : x;
    edges[at]!++;
    if (colour[e] === GREEN) greens[at]!++;
    if (a[e] !== b[e]) nonLoops[at]!++;
  }
  for (let i = order.length - 1; i > 0; i--) {
    const w = order[i]!;
    const p = parent[w]!;
    edges[p]! += edges[w]!;
    greens[p]! += greens[w]!;
    nonLoops[p]! += nonLoops[w]!;
    size[p]! += size[w]!;
  }
  const inPart = new Uint8Array(n);
  const gone = new Uint8Array(m);
  const sum = new Float64Array(n); // the numbers hung on each vertex
  const nimSum = new Int32Array(n); // the nimbers
  const count = new Int32Array(n); // parts hung on each vertex
  let any = false;
  const replace: number[] = [];
  for (const w of order) {
    const e = parentEdge[w]!;
    if (e < 0 || !br[e] || inPart[parent[w]!]) {
      if (e >= 0 && inPart[parent[w]!]) inPart[w] = 1;
      continue;
    }
    const green = colour[e] === GREEN && greens[w] === edges[w];
    const blueRed = colour[e] !== GREEN && greens[w] === 0 && nonLoops[w] === size[w]! - 1;
    if (!green && !blueRed) continue;
    inPart[w] = 1;
    replace.push(w);
    count[parent[w]!]!++;
    any = true;
  }
  if (!any) return h;
  // a lone part that is already a stalk (a path of one kind, no loops) stays as it is
  let changes = false;
  for (const w of replace) {
    const p = parent[w]!;
    const stalk = edges[w] === size[w]! - 1 && nonLoops[w] === edges[w] && isPath(w);
    if (count[p]! > 1 || !stalk) changes = true;
  }
  if (!changes) return h;
  // the vertices of each replaced part: the subtrees (children after parents in the order)
  for (const w of replace) {
    const p = parent[w]!;
    const local = new Int32Array(n).fill(-1);
    const verts: number[] = [];
    const part: number[] = [];
    local[w] = 0;
    verts.push(w);
    for (let i = 0; i < verts.length; i++) {
      for (const f of inc[verts[i]!]!) {
        if (f === parentEdge[w] || gone[f]) continue;
        gone[f] = 1;
        part.push(f);
        const x = a[f] === verts[i] ? b[f]! : a[f]!;
        if (local[x]! < 0) {
          local[x] = verts.length;
          verts.push(x);
        }
      }
    }
    gone[parentEdge[w]!] = 1;
    const g = HackGraph.grounded(
      verts.length,
      part.map((f) => local[a[f]!]!),
      part.map((f) => local[b[f]!]!),
      part.map((f) => colour[f]!),
    );
    const e = parentEdge[w]!;
    if (colour[e] === GREEN) nimSum[p] = nimSum[p]! ^ (greenFusionValue(g) + 1);
    else sum[p] = dyAdd(sum[p]!, colon(colour[e] === BLUE ? 1 : -1, blueRedTreeValue(g)!));
  }
  const ea: number[] = [];
  const eb: number[] = [];
  const ec: number[] = [];
  for (let e = 0; e < m; e++) if (!gone[e]) ea.push(a[e]!), eb.push(b[e]!), ec.push(colour[e]!);
  let next = n;
  const stalk = (at: number, colours: number[]): void => {
    let below = at;
    for (const c of colours) {
      ea.push(below);
      eb.push(next);
      ec.push(c);
      below = next++;
    }
  };
  for (let v = 0; v < n; v++) {
    if (sum[v] !== 0) stalk(v, stalkColours(sum[v]!));
    if (nimSum[v] !== 0) stalk(v, new Array<number>(nimSum[v]!).fill(GREEN));
  }
  return HackGraph.grounded(next, ea, eb, ec);

  /** True when w's subtree with its entering edge is a path of one colour kind (a stalk). */
  function isPath(w: number): boolean {
    let v = w;
    for (;;) {
      const up = inc[v]!.filter((f) => f !== parentEdge[v]);
      if (up.length === 0) return true;
      if (up.length > 1) return false;
      const f = up[0]!;
      const x = a[f] === v ? b[f]! : a[f]!;
      if (x === v) return false;
      v = x;
    }
  }
}

/** Hackenbush on graphs over compact positions, for the generic {@link Solver}. */
export const hackenbushGraph: Ruleset<HackGraph> = {
  options(h, player) {
    const out: HackGraph[] = [];
    const mine = player === 'L' ? BLUE : RED;
    for (let e = 0; e < h.m; e++) if (h.colour[e] === mine || h.colour[e] === GREEN) out.push(reduceHackGraph(h.without(e)));
    return out;
  },
  key: (h) => h.key(),
  components: (h) => h.pieces(),
  known: hackGraphKnown,
  bytes: (h) => 64 + 9 * h.m,
};

/** The value of a Hackenbush position on a graph. */
export function hackenbushGraphValue(g: LabelledGraph, opts: GameValueOptions = {}): Game {
  if (requireGraph(g, 'hackenbushGraphValue').size === 0) return zero;
  const solver = new Solver(hackenbushGraph, opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries });
  return solver.value(reduceHackGraph(HackGraph.from(g)), { signal: opts.signal, onProgress: opts.onProgress });
}

