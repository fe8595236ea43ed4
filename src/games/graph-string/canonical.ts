/**
 * Keys of small graphs with coloured vertices and coloured edges (loops and parallel edges
 * allowed), equal for isomorphic graphs as far as a bounded search can tell: the transposition
 * keys of the graph games, so that a position met again under another numbering of its vertices
 * (a mirror image, a rotation, a relabelling) is found in the table.
 *
 * The method is the usual one (McKay's individualisation and refinement, much simplified): colour
 * refinement splits the vertices by colour, then by the colours of their neighbours, until stable;
 * while a class holds several vertices, each of its vertices in turn is made unique and the
 * refinement runs again; each complete ordering gives a code (the vertex colours in order and the
 * sorted edges), and the key is the least code found. Two vertices of a class with the same
 * neighbours (twins) give the same codes, so only one of them is tried.
 *
 * Invariant: the key of a graph always describes that graph completely (its code under some
 * ordering of its vertices), so equal keys mean isomorphic graphs whatever the search did. The
 * search tries at most {@link MAX_LEAVES} orderings and individualises at most {@link MAX_DEPTH}
 * vertices on one line (then ties are broken by vertex number): past those bounds two isomorphic
 * graphs may get different keys, which costs table space, never a wrong value. No recursion
 * deeper than {@link MAX_DEPTH}.
 */

/**
 * A graph for {@link canonicalKey}: vertex v has colour `colour[v]` and its edge ends are
 * `to[k]`, `edgeColour[k]` for k from `start[v]` to `start[v + 1] − 1`; an edge v–w with v ≠ w
 * has an end in both lists, a loop one end in its vertex's list. Colours are small non-negative
 * integers (below 2^15).
 */
export interface KeyGraph {
  /** The number of vertices. */
  readonly n: number;
  /** The colour of each vertex. */
  readonly colour: ArrayLike<number>;
  /** Where each vertex's edge ends begin (n + 1 entries). */
  readonly start: ArrayLike<number>;
  /** The other end of each edge end. */
  readonly to: ArrayLike<number>;
  /** The colour of each edge end's edge (all 0 when edges have no colour). */
  readonly edgeColour: ArrayLike<number>;
}

/** The most complete orderings tried for one key. */
export const MAX_LEAVES = 128;
/** The most vertices individualised on one line of the search. */
export const MAX_DEPTH = 24;

// scratch space of refine(), grown as needed: each vertex's signature (its class, then its
// neighbours' classes with edge colours, sorted) at buf[start[v] + v ..]
let buf = new Int32Array(256);

/**
 * Refines `cls` (a class number per vertex, classes numbered in their canonical order) until
 * stable: a vertex's new class is given by its class and the sorted classes (with edge colours) of
 * its neighbours. Returns the number of classes.
 */
function refine(g: KeyGraph, cls: Int32Array, classes: number): number {
  const { n, start, to, edgeColour } = g;
  const total = start[n]! + n;
  if (buf.length < total) buf = new Int32Array(2 * total);
  const b = buf;
  const order = new Int32Array(n);
  const cmp = (x: number, y: number): number => {
    const ox = start[x]! + x;
    const oy = start[y]! + y;
    if (b[ox] !== b[oy]) return b[ox]! - b[oy]!;
    const lx = start[x + 1]! - start[x]!;
    const ly = start[y + 1]! - start[y]!;
    if (lx !== ly) return lx - ly;
    for (let i = 1; i <= lx; i++) if (b[ox + i] !== b[oy + i]) return b[ox + i]! - b[oy + i]!;
    return 0;
  };
  for (;;) {
    for (let v = 0; v < n; v++) {
      const off = start[v]! + v;
      b[off] = cls[v]!;
      const lo = off + 1;
      let hi = lo;
      for (let k = start[v]!; k < start[v + 1]!; k++) {
        // insertion sort: degrees are small
        const x = edgeColour[k]! * 65536 + cls[to[k]!]!;
        let j = hi++;
        while (j > lo && b[j - 1]! > x) {
          b[j] = b[j - 1]!;
          j--;
        }
        b[j] = x;
      }
      order[v] = v;
    }
    order.sort(cmp);
    let c = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && cmp(order[i - 1]!, order[i]!) !== 0) c++;
      cls[order[i]!] = c;
    }
    const count = n === 0 ? 0 : c + 1;
    if (count === classes) return count;
    classes = count;
  }
}

/** The code of the graph with vertex v at position pos[v]. */
function code(g: KeyGraph, pos: Int32Array): string {
  const { n, colour, start, to, edgeColour } = g;
  const byPos = new Int32Array(n);
  for (let v = 0; v < n; v++) byPos[pos[v]!] = v;
  const parts: number[] = [n];
  for (let p = 0; p < n; p++) parts.push(colour[byPos[p]!]!);
  const edges: number[] = [];
  for (let v = 0; v < n; v++) {
    for (let k = start[v]!; k < start[v + 1]!; k++) {
      const w = to[k]!;
      const a = pos[v]!;
      const b = pos[w]!;
      if (a <= b) edges.push((a * 65536 + b) * 65536 + edgeColour[k]!);
    }
  }
  edges.sort((x, y) => x - y);
  let s = String.fromCharCode(...parts.map((x) => x & 0xffff));
  for (const e of edges) {
    const c = e % 65536;
    const ab = (e - c) / 65536;
    const b = ab % 65536;
    s += String.fromCharCode((ab - b) / 65536, b, c);
  }
  return s;
}

/** True when u and w (of one class) have the same edge ends apart from those between them. */
function twins(g: KeyGraph, u: number, w: number): boolean {
  const { start, to, edgeColour } = g;
  const ends = (v: number, other: number): number[] => {
    const s: number[] = [];
    for (let k = start[v]!; k < start[v + 1]!; k++) {
      const x = to[k]!;
      // an edge to the other twin, or a loop, is recorded by its colour and kind only
      s.push(x === other ? -1 - 2 * edgeColour[k]! : x === v ? -2 - 2 * edgeColour[k]! : edgeColour[k]! * 65536 * 65536 + x);
    }
    return s.sort((a, b) => a - b);
  };
  const a = ends(u, w);
  const b = ends(w, u);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The key of a graph (see the module notes): a string equal for two graphs only if they are
 * isomorphic (a colour-preserving bijection of vertices carrying edges to edges of the same
 * colour, with multiplicity), and, within the search's bounds, equal for every two that are.
 */
export function canonicalKey(g: KeyGraph): string {
  const n = g.n;
  if (n === 0) return '';
  // the first classes: by colour, in the order of colours
  const cls = new Int32Array(n);
  const colours = Array.from(new Set(Array.from({ length: n }, (_, v) => g.colour[v]!))).sort((a, b) => a - b);
  for (let v = 0; v < n; v++) cls[v] = colours.indexOf(g.colour[v]!);
  const classes = refine(g, cls, colours.length);
  let best: string | undefined;
  let leaves = 0;
  // depth-first over individualisations, on an explicit stack of class vectors
  const stack: { cls: Int32Array; classes: number; depth: number }[] = [{ cls, classes, depth: 0 }];
  while (stack.length > 0) {
    const { cls: c, classes: k, depth } = stack.pop()!;
    if (k === n || depth >= MAX_DEPTH) {
      // a complete ordering (ties, if any are left, broken by vertex number)
      const pos = new Int32Array(n);
      if (k === n) pos.set(c);
      else {
        const idx = Array.from({ length: n }, (_, v) => v).sort((a, b) => c[a]! - c[b]! || a - b);
        idx.forEach((v, p) => (pos[v] = p));
      }
      const s = code(g, pos);
      if (best === undefined || s < best) best = s;
      if (++leaves >= MAX_LEAVES) break; // out of budget: the least code found so far
      continue;
    }
    // the first class (in canonical order) with more than one vertex
    const size = new Int32Array(k);
    for (let v = 0; v < n; v++) size[c[v]!]!++;
    let target = 0;
    while (size[target]! < 2) target++;
    const members: number[] = [];
    for (let v = 0; v < n; v++) if (c[v] === target) members.push(v);
    // the class's vertices grouped into twin classes (a representative each): first those with
    // the same edge ends (twins not joined to each other), then, among few groups, twins joined
    const reps: number[] = [];
    const byEnds = new Map<string, number>();
    for (const u of members) {
      const ends: number[] = [];
      for (let e = g.start[u]!; e < g.start[u + 1]!; e++) ends.push(g.edgeColour[e]! * 65536 + g.to[e]!);
      const key = ends.sort((x, y) => x - y).join(',');
      if (!byEnds.has(key)) {
        byEnds.set(key, u);
        if (reps.length > 16 || !reps.some((w) => twins(g, u, w))) reps.push(u);
      }
    }
    const children: { cls: Int32Array; classes: number; depth: number }[] = [];
    if (reps.length === 1) {
      // all twins: every order of them gives the same codes, so give them one (by vertex number)
      const d = new Int32Array(n);
      for (let v = 0; v < n; v++) d[v] = c[v]! < target ? c[v]! : c[v]! + (c[v] === target ? 0 : members.length - 1);
      members.forEach((v, i) => (d[v] = target + i));
      children.push({ cls: d, classes: refine(g, d, k + members.length - 1), depth });
    } else {
      for (const u of reps) {
        // u alone in a class just before the rest of its class
        const d = new Int32Array(n);
        for (let v = 0; v < n; v++) d[v] = c[v]! < target || v === u ? c[v]! * 2 : c[v]! * 2 + 1;
        children.push({ cls: d, classes: refine(g, d, k + 1), depth: depth + 1 });
        if (leaves + children.length >= MAX_LEAVES) break;
      }
    }
    // explore the first vertex's line first
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return best!;
}
