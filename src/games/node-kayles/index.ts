/**
 * Node Kayles on any graph: a move takes a vertex and removes it with all its neighbours; the
 * player who cannot move loses. It is impartial, so a position is a nimber `*k` (its nim value).
 * Positions are CGSuite 2.x graph strings without labels (`.` a vertex, `-` an edge, `(a;b)`
 * branches, `:A` names, `;` components); CGSuite itself has no Node Kayles, so the notation is
 * its `Graph.Parse` with no labels.
 *
 * Values: the generic {@link Solver} with a nim-value algebra (the mex of the options' values; the
 * nim-sum of the components'), over compact simple graphs (loops and parallel edges change nothing
 * and are dropped), split into connected components, keyed up to isomorphism (`canonical.ts`).
 * Known without search:
 * - a path of n vertices is Dawson's chess (the octal game 0.137) on a heap of n: taking an inner
 *   vertex removes three in a row, an end vertex two, a lone vertex one (Winning Ways, ch. 4);
 *   its values come from the mex recurrence, and from n = 52 on they repeat with period 34 (Guy and
 *   Smith 1956; the tests check the period against the recurrence up to 2,000);
 * - a cycle of n ≥ 3 vertices: every move leaves a path of n − 3, so its value is 1 when that
 *   path's is 0, else 0;
 * - a complete graph (n ≥ 1) is `*`: every move removes everything;
 * - a star with m ≥ 2 leaves: the centre's move leaves nothing, a leaf's leaves m − 1 lone
 *   vertices (nim value (m − 1) mod 2): the mex is 1 for m odd, 2 for m even.
 */
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import type { GameValueOptions } from '../registry.js';
import { nimAlgebra } from '../impartial-bridge.js';
import type { LabelledGraph } from '../graph-string/graph.js';
import { SimpleGraph } from '../graph-string/simple.js';
import { type GraphStringSyntax, normalizeGraph, parseGraphString } from '../graph-string/text.js';

/** Node Kayles positions: graph strings with no labels. */
export const NODE_KAYLES_SYNTAX: GraphStringSyntax = { game: 'Node Kayles', vertexLabels: [], edgeLabels: [''] };

/** Reads a Node Kayles position (a graph string without labels), normalized. */
export function parseNodeKayles(text: string): LabelledGraph {
  return normalizeGraph(parseGraphString(text, NODE_KAYLES_SYNTAX), NODE_KAYLES_SYNTAX);
}

/** The positions after taking a vertex (either player: the game is impartial), normalized. */
export function nodeKaylesGraphMoves(g: LabelledGraph, _player?: Player): LabelledGraph[] {
  const out: LabelledGraph[] = [];
  for (let v = 0; v < g.size; v++) {
    const del = new Set<number>([v]);
    for (const [w] of g.adj[v]!) del.add(w);
    out.push(normalizeGraph(g.deleteVertices(del), NODE_KAYLES_SYNTAX));
  }
  return out;
}

/** The compact graph of a position. */
export function nodeKaylesSimpleGraph(g: LabelledGraph): SimpleGraph {
  return SimpleGraph.from(g, () => 0);
}

/** The positions after a move, in compact form. */
export function nodeKaylesOptions(g: SimpleGraph): SimpleGraph[] {
  const n = g.n;
  const out: SimpleGraph[] = [];
  for (let v = 0; v < n; v++) {
    const keep = new Uint8Array(n).fill(1);
    keep[v] = 0;
    for (let k = g.start[v]!; k < g.start[v + 1]!; k++) keep[g.to[k]!] = 0;
    out.push(g.restrict(keep));
  }
  return out;
}

/** Where the nim values of Dawson's chess (0.137) start to repeat, and the period. */
const DAWSON_CHESS_PREPERIOD = 52;
const DAWSON_CHESS_PERIOD = 34;
let dawson: Uint8Array | undefined;

/**
 * The nim value of Dawson's chess (0.137) on a heap of n: Node Kayles on a path of n vertices
 * (see the module notes). From the recurrence up to n = 52 + 34, then by the period.
 */
export function dawsonChessNim(n: number): number {
  if (dawson === undefined) dawson = dawsonChessByRule(DAWSON_CHESS_PREPERIOD + DAWSON_CHESS_PERIOD);
  if (n < dawson.length) return dawson[n]!;
  return dawson[DAWSON_CHESS_PREPERIOD + ((n - DAWSON_CHESS_PREPERIOD) % DAWSON_CHESS_PERIOD)]!;
}

/** The first `size` nim values of 0.137 by the mex recurrence alone (no period). */
export function dawsonChessByRule(size: number): Uint8Array {
  const g = new Uint8Array(size);
  for (let n = 1; n < size; n++) {
    const seen = new Set<number>();
    if (n === 1) seen.add(0);
    if (n >= 2) seen.add(g[n - 2]!); // an end vertex: two go
    // an inner vertex (or the second from an end): three go, leaving a and n - 3 - a
    for (let a = 0; a <= n - 3 - a; a++) seen.add(g[a]! ^ g[n - 3 - a]!);
    let x = 0;
    while (seen.has(x)) x++;
    g[n] = x;
  }
  return g;
}

/** The nim value of a connected compact graph known without search (see the module notes), else undefined. */
export function nodeKaylesKnown(g: SimpleGraph): number | undefined {
  const n = g.n;
  if (n === 0) return 0;
  const m = g.edgeCount;
  if (m === (n * (n - 1)) / 2) return 1; // complete (a lone vertex too)
  let maxDeg = 0;
  let leaves = 0;
  for (let v = 0; v < n; v++) {
    const d = g.degree(v);
    if (d > maxDeg) maxDeg = d;
    if (d === 1) leaves++;
  }
  // the graph is connected (a component), so n − 1 edges make a tree
  if (m === n - 1 && maxDeg <= 2) return dawsonChessNim(n);
  if (m === n && maxDeg === 2) return dawsonChessNim(n - 3) === 0 ? 1 : 0;
  if (m === n - 1 && maxDeg === n - 1 && leaves === n - 1) return (n - 1) % 2 === 1 ? 1 : 2;
  return undefined;
}

/** Node Kayles over compact graphs, for the generic {@link Solver} with the nim-value engine's `nimAlgebra`. */
export const nodeKayles: Ruleset<SimpleGraph, number> = {
  impartial: true,
  options: (g) => nodeKaylesOptions(g),
  key: (g) => g.key(),
  components: (g) => g.components(),
  known: (g) => (g.componentIds().count === 1 ? nodeKaylesKnown(g) : undefined),
  bytes: (g) => 64 + g.n + 4 * g.to.length,
};

/** The nim value of a Node Kayles position. */
export function nodeKaylesValue(g: SimpleGraph, opts: GameValueOptions = {}): number {
  const solver = new Solver<SimpleGraph, number>(nodeKayles, { algebra: nimAlgebra, ...(opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries }) });
  return solver.value(g, { signal: opts.signal, onProgress: opts.onProgress });
}
