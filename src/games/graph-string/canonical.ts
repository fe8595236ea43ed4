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
 * vertices on one line (then ties are broken by vertex number), and graphs of more than
 * {@link MAX_CANONICAL_VERTICES} vertices are coded as numbered: past those bounds two isomorphic
 * graphs may get different keys, which costs table space, never a wrong value. No recursion.
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

/** Graphs with more vertices than this get the plain code of their own numbering (no search). */
export const MAX_CANONICAL_VERTICES = 2000;

/** A 32-bit mixing function (the finaliser of MurmurHash3): equal inputs, equal outputs. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Refines `cls` (a class number per vertex, classes numbered in their canonical order) until
 * stable: a vertex's new class is given by its class and a hash of the classes (with edge
 * colours) of its neighbours, summed so that their order does not matter. A hash may put two
 * different neighbourhoods in one class (then the search splits them later); it never depends on
 * the numbering, so isomorphic graphs are refined alike. Returns the number of classes.
 */
function refine(g: KeyGraph, cls: Int32Array, classes: number): number {
  const { n, start, to, edgeColour } = g;
  const hash = new Uint32Array(n);
  const order = new Int32Array(n);
  const cmp = (x: number, y: number): number => cls[x]! - cls[y]! || hash[x]! - hash[y]!;
  for (;;) {
    for (let v = 0; v < n; v++) {
      let h = 0;
      for (let k = start[v]!; k < start[v + 1]!; k++) h = (h + mix(edgeColour[k]! * 0x10001 + cls[to[k]!]! + 1)) >>> 0;
      hash[v] = h;
      order[v] = v;
    }
    order.sort(cmp);
    const next = new Int32Array(n);
    let c = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && cmp(order[i - 1]!, order[i]!) !== 0) c++;
      next[order[i]!] = c;
    }
    cls.set(next);
    const count = n === 0 ? 0 : c + 1;
    if (count === classes) return count;
    classes = count;
  }
}

/** The code of the graph with vertex v at position pos[v]. */
function code(g: KeyGraph, pos: ArrayLike<number>): string {
  const { n, colour, start, to, edgeColour } = g;
  const byPos = new Int32Array(n);
  for (let v = 0; v < n; v++) byPos[pos[v]!] = v;
  const edges: number[] = [];
  for (let v = 0; v < n; v++) {
    for (let k = start[v]!; k < start[v + 1]!; k++) {
      const a = pos[v]!;
      const b = pos[to[k]!]!;
      if (a <= b) edges.push((a * 2097152 + b) * 1024 + edgeColour[k]!);
    }
  }
  edges.sort((x, y) => x - y);
  // characters of 16 bits: n, the colours in order, then each edge as its two ends and colour
  const chars: number[] = [n & 0xffff, n >>> 16];
  for (let p = 0; p < n; p++) chars.push(colour[byPos[p]!]!);
  for (const e of edges) {
    const c = e % 1024;
    const ab = (e - c) / 1024;
    const b = ab % 2097152;
    const a = (ab - b) / 2097152;
    chars.push(a & 0xffff, a >>> 16, b & 0xffff, b >>> 16, c);
  }
  let s = '';
  for (let i = 0; i < chars.length; i += 4096) s += String.fromCharCode(...chars.slice(i, i + 4096));
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
  if (n > MAX_CANONICAL_VERTICES) return code(g, Array.from({ length: n }, (_, v) => v));
  // the first classes: by colour, in the order of colours
  const cls = new Int32Array(n);
  let maxColour = 0;
  for (let v = 0; v < n; v++) if (g.colour[v]! > maxColour) maxColour = g.colour[v]!;
  const rank = new Int32Array(maxColour + 1).fill(-1);
  for (let v = 0; v < n; v++) rank[g.colour[v]!] = 0;
  let colours = 0;
  for (let c = 0; c <= maxColour; c++) if (rank[c] === 0) rank[c] = colours++;
  for (let v = 0; v < n; v++) cls[v] = rank[g.colour[v]!]!;
  const classes = refine(g, cls, colours);
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
