/**
 * Canonical stoppers: the simplest forms of stoppers (Siegel, *Combinatorial Game Theory*, AMS
 * 2013, VI.3), interned.
 *
 * Invariants kept by this module:
 * - Every `Stopper` object is the simplest form of its value (no dominated options, no
 *   reversible options, no two equal nodes: Siegel's simplest form theorem, VI.3), and it is the
 *   only object with that value, so `===` is value equality. Its options are Stoppers.
 * - Simplest forms of equal stoppers are isomorphic graphs (the simplest form theorem), and in a
 *   simplest form no two distinct nodes are equal, so two nodes are equal iff they are
 *   bisimilar; interning matches a new graph against the interned ones by bisimulation, with a
 *   hash of the unfolding (the same for equal values) to find the candidates.
 * - Nothing recurses: all graph work uses explicit stacks and queues.
 */
import { BoundedCache } from '../engine/cache.js';
import { game } from '../engine/canonical.js';
import { leq as shortLe } from '../engine/compare.js';
import { LimitError } from '../engine/errors.js';
import { type Game, requireGame } from '../engine/game.js';
import { GameGraph, LEFT, RIGHT } from '../graph/graph.js';
import { acyclicPart, alternatingInfinite, sccMembers } from '../graph/structure.js';
import { bisimulation, quotient } from '../graph/bisimulation.js';
import { simplifyNode } from '../graph/simplify.js';
import { DEFAULT_MAX_NODES, DEFAULT_MAX_PAIRS, type LoopyValueOptions, NotStopperError, type EngineOptions, checkNodes, embedOptions, step, withBudget } from './graph.js';
import { leqTable } from './compare.js';
import { kindError } from '../engine/guard.js';
import type { SidedValue } from './sided.js';
import type { SimplifiedSide } from './simplified.js';


let nextId = 0;

/**
 * A stopper in canonical (simplest) form. Obtain one from the loopy constructors (`on`, `over`,
 * `stopper`, `valuesOfGraph`, `parseLoopy`, ...); never construct one directly. Interned:
 * `a === b` exactly when a and b are equal games.
 */
export class Stopper {
  /** A unique identifier of this value (stable during one process). */
  readonly id: number;
  /** @internal */ _left: Stopper[] = [];
  /** @internal */ _right: Stopper[] = [];
  /** @internal hash of the unfolding */ readonly _hash: string;
  /** True when no cycle is reachable: the value is a short game (see `toGame`). */
  readonly isLoopfree: boolean;
  /** @internal the short game when loopfree */ _game: Game | undefined;
  /** @internal cached negative */ _neg: Stopper | undefined;
  /** @internal the number of nodes of its graph, or a number above the local limit of canonicalStoppers when larger */ _size = 0;

  /** @internal */
  constructor(hash: string, loopfree: boolean) {
    this.id = nextId++;
    this._hash = hash;
    this.isLoopfree = loopfree;
  }
  /** Left's options, in simplest form. */
  get leftOptions(): readonly Stopper[] {
    return this._left;
  }
  /** Right's options, in simplest form. */
  get rightOptions(): readonly Stopper[] {
    return this._right;
  }
  /** Always true: a Stopper is a stopper. */
  get isStopper(): true {
    return true;
  }
  /** Always true: both sides of a stopper are the stopper (CGSuite's `IsStopperSided`). */
  get isStopperSided(): true {
    return true;
  }
  /** CGSuite text (installed by the printer). */
  toString(): string {
    return loopyPrinter.text(this);
  }
}

/** The `toString` of every loopy value and side: the one printer (print.ts) installs itself here. @internal */
export const loopyPrinter = { text: (v: Stopper | SidedValue | SimplifiedSide): string => `loopy value (${v.constructor.name})` };

// ---------------------------------------------------------------------------------------------
// Interning

/**
 * The interned stoppers by key: the unfolding hash, and for a loopfree stopper its birthday, for
 * a loopy one the depth of its strong component (the most components on a path from it). The
 * depth-bounded hash alone puts every integer n ≥ HASH_ROUNDS in the bucket of `on` (their
 * unfoldings agree to that depth), and interning a graph that holds `on` after a big integer was
 * interned (`65536 - on`) then refined thousands of candidates one per pass, quadratic work
 * (minutes for `on + off`); the birthday gives each loopfree stopper of a chain its own bucket.
 * Likewise the loopy nodes of a long chain (the k nodes of k·upon, interned for every k of a sum
 * of upons) shared one bucket that grew with every sum; the depth of the component tells them
 * apart. Both are invariants of the simplest form (equal stoppers have isomorphic graphs).
 */
const table = new Map<string, Stopper[]>();

function tableKey(hash: string, loopfree: boolean, birthday: number, depth: number): string {
  return loopfree ? `${hash}#${birthday}` : `${hash}~${depth}`;
}
const HASH_ROUNDS = 16;

/** Hashes of the depth-HASH_ROUNDS unfoldings of every node (equal for equal simplest forms). */
function unfoldingHashes(g: GameGraph): string[] {
  const n = g.size;
  let a = new Uint32Array(n).fill(1);
  let b = new Uint32Array(n).fill(7);
  // per side of a node: its options' first hashes, each with its place in the list (a · 2^21 +
  // place: exact in a double), sorted; of equal first hashes the last one's second hash counts
  let keys = new Float64Array(64);
  for (let round = 0; round < HASH_ROUNDS; round++) {
    const na = new Uint32Array(n);
    const nb = new Uint32Array(n);
    for (let v = 0; v < n; v++) {
      let ha = 0x811c9dc5;
      let hb = 0x01000193 ^ round;
      for (let s = 0 as 0 | 1; s < 2; s++) {
        const tag = s === LEFT ? 0x51 : 0xa7;
        const e = g.side(s);
        const off = e.off[v]!;
        const len = e.len[v]!;
        if (len > keys.length) keys = new Float64Array(2 * len);
        for (let i = 0; i < len; i++) keys[i] = a[e.adj[off + i]!]! * 2097152 + i;
        const sorted = keys.subarray(0, len).sort();
        ha = Math.imul(ha ^ tag, 0x01000193);
        hb = Math.imul(hb ^ (tag * 31), 0x5bd1e995);
        for (let i = 0; i < len; i++) {
          const x = Math.floor(sorted[i]! / 2097152);
          if (i + 1 < len && Math.floor(sorted[i + 1]! / 2097152) === x) continue;
          const y = b[e.adj[off + (sorted[i]! - x * 2097152)]!]!;
          ha = Math.imul(ha ^ x, 0x01000193) ^ (y >>> 7);
          hb = Math.imul(hb ^ y, 0x5bd1e995) ^ (x >>> 11);
        }
      }
      na[v] = ha >>> 0;
      nb[v] = hb >>> 0;
    }
    a = na;
    b = nb;
  }
  return Array.from(a, (x, i) => `${x.toString(36)}.${b[i]!.toString(36)}`);
}

/** For every node, the most strong components on a path from it (its own included). */
function componentDepths(g: GameGraph): Int32Array {
  const { comp, count, start, members } = sccMembers(g);
  // components come successors first
  const depthC = new Int32Array(count);
  for (let c = 0; c < count; c++) {
    let d = 0;
    for (let i = start[c]!; i < start[c + 1]!; i++) {
      for (const s of [LEFT, RIGHT] as const) for (const w of g.edges(s, members[i]!)) if (comp[w] !== c && depthC[comp[w]!]! > d) d = depthC[comp[w]!]!;
    }
    depthC[c] = d + 1;
  }
  return Int32Array.from(comp, (c) => depthC[c]!);
}

/**
 * Interns a graph in simplest form whose nodes are pairwise unequal; returns the Stopper of
 * every node. @internal
 */
export function internSimplest(g: GameGraph): Stopper[] {
  const n = g.size;
  const hashes = unfoldingHashes(g);
  // loopfree nodes and their birthdays (longest path to a leaf), successors first
  const { loopy, order, depth: birthday } = acyclicPart(g);
  const depth = componentDepths(g);
  const keys = hashes.map((h, v) => tableKey(h, !loopy[v], birthday[v]!, depth[v]!));
  // candidate pairs (v, s) with equal key; greatest fixed point of "options match both ways"
  const candSets: Stopper[][] = [];
  for (let v = 0; v < n; v++) candSets.push((table.get(keys[v]!) ?? []).slice());
  // the candidates of each node as a set, for the membership tests
  // each option of one side matches some option of the other (linear in the options and their
  // candidates: a nimber *k has k options of each side)
  const theirSet = new Set<Stopper>();
  const mineSet = new Set<Stopper>();
  const sideMatches = (mine: Int32Array, theirs: Stopper[]): boolean => {
    theirSet.clear();
    for (const t of theirs) theirSet.add(t);
    mineSet.clear();
    for (const a of mine) {
      let any = false;
      for (const c of candSets[a]!) {
        mineSet.add(c);
        if (theirSet.has(c)) any = true;
      }
      if (!any) return false;
    }
    for (const t of theirs) if (!mineSet.has(t)) return false;
    return true;
  };
  // refinement by a work list: a node is looked at again only when the candidates of one of its
  // options shrank (the same greatest fixed point as sweeping every node until nothing changes,
  // without the sweeps a long chain of equal hashes, such as 400over, needs)
  const pl = g.predecessors(LEFT);
  const pr = g.predecessors(RIGHT);
  // first look, successors first (the strong components in the order scc gives), so that a chain
  // such as an integer's is refined in one pass from its bottom
  const work: number[] = [];
  const queued = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const v = order[i]!;
    if (candSets[v]!.length > 0) { work.push(v); queued[v] = 1; }
  }
  while (work.length > 0) {
    const v = work.pop()!;
    queued[v] = 0;
    const keep = candSets[v]!.filter((s) => sideMatches(g.left(v), s._left) && sideMatches(g.right(v), s._right));
    if (keep.length === candSets[v]!.length) continue;
    candSets[v] = keep;
    for (const p of [pl, pr]) {
      for (let k = p.start[v]!; k < p.start[v + 1]!; k++) {
        const u = p.src[k]!;
        if (!queued[u] && candSets[u]!.length > 0) { queued[u] = 1; work.push(u); }
      }
    }
  }
  const out: Stopper[] = new Array(n);
  const fresh: number[] = [];
  for (let v = 0; v < n; v++) {
    const c = candSets[v]![0];
    if (c) out[v] = c;
    else {
      out[v] = new Stopper(hashes[v]!, !loopy[v]);
      fresh.push(v);
    }
  }
  for (const v of fresh) {
    const s = out[v]!;
    s._left = [...new Set(Array.from(g.left(v), (w) => out[w]!))].sort(byId);
    s._right = [...new Set(Array.from(g.right(v), (w) => out[w]!))].sort(byId);
    const list = table.get(keys[v]!);
    if (list) list.push(s);
    else table.set(keys[v]!, [s]);
  }
  return out;
}

function byId(a: Stopper, b: Stopper): number {
  return a.id - b.id;
}

/** The number of interned stoppers. */
export function internedStopperCount(): number {
  let k = 0;
  for (const l of table.values()) k += l.length;
  return k;
}

// ---------------------------------------------------------------------------------------------
// Stoppers ⇄ graphs

/** The graph of the stoppers reachable from `roots`, with the Stopper of each node. @internal */
export function stopperGraph(roots: readonly Stopper[]): { graph: GameGraph; nodes: Stopper[]; index: Map<Stopper, number> } {
  const graph = new GameGraph();
  const nodes: Stopper[] = [];
  const index = new Map<Stopper, number>();
  const node = (s: Stopper): number => {
    nodes.push(s);
    return graph.addNode();
  };
  embedOptions(roots, index, node, (v, l, r) => graph.setOptions(v, l, r));
  return { graph, nodes, index };
}

const fromGameMemo = new WeakMap<Game, Stopper>();

/**
 * The most distinct followers of short games that the loopy engine turns into graph nodes or
 * stoppers ({@link fromGame}: one object each, about 2 KB with its tables; 1,000,000 of them take
 * about 2 GB and 17 s). Past it, a LimitError instead of running out of memory
 * (`100000000over` or `{100000000|pass}` would need 10⁸).
 */
export const MAX_SHORT_FOLLOWERS = 1_000_000;

/**
 * The most edges (options, both players, of all followers) of the short games the loopy engine
 * turns into graph nodes or stoppers: a nimber *k has k(k + 1) of them (*1000 about 10⁶, which
 * take seconds to intern). Past it, a LimitError.
 */
export const MAX_SHORT_EDGES = 1_000_000;

function tooManyShortEdges(): string {
  return `the short games in it have more than ${MAX_SHORT_EDGES} options among their followers to turn into loopy nodes (a nimber *k has k(k + 1)): past the limit MAX_SHORT_EDGES`;
}

function tooManyShortFollowers(): string {
  return `the short games in it have more than ${MAX_SHORT_FOLLOWERS} distinct followers to turn into loopy nodes (an integer n has |n| + 1): past the limit MAX_SHORT_FOLLOWERS`;
}

/** The canonical stopper of a short game (its short canonical form is its simplest form). */
export function fromGame(g: Game): Stopper {
  const m = fromGameMemo.get(g);
  if (m) return m;
  requireGame(g, 'fromGame', 'g');
  // x + k·↑ + *m has more than |x| followers (the integers between): refused before they are made
  if (g.nus !== undefined && Math.abs(g.nus.number) > MAX_SHORT_FOLLOWERS) throw new LimitError(tooManyShortFollowers(), 'MAX_SHORT_FOLLOWERS');
  const graph = new GameGraph();
  const games: Game[] = [];
  let edges = 0;
  const node = (x: Game): number => {
    if (games.length >= MAX_SHORT_FOLLOWERS) throw new LimitError(tooManyShortFollowers(), 'MAX_SHORT_FOLLOWERS');
    edges += x.leftOptions.length + x.rightOptions.length;
    if (edges > MAX_SHORT_EDGES) throw new LimitError(tooManyShortEdges(), 'MAX_SHORT_EDGES');
    games.push(x);
    return graph.addNode();
  };
  embedOptions([g], new Map<Game, number>(), node, (v, l, r) => graph.setOptions(v, l, r));
  const out = internSimplest(graph);
  games.forEach((x, i) => {
    fromGameMemo.set(x, out[i]!);
    out[i]!._game = x;
  });
  return out[0]!;
}

/** The short game of a loopfree stopper, or undefined when the stopper is loopy. */
export function toGame(s: Stopper): Game | undefined {
  if (!(s instanceof Stopper)) throw kindError('toGame', 's', 'a stopper', s);
  if (!s.isLoopfree) return undefined;
  if (s._game) return s._game;
  // post-order with an explicit stack
  const stack: [Stopper, boolean][] = [[s, false]];
  while (stack.length) {
    const [x, done] = stack.pop()!;
    if (x._game) continue;
    if (done) {
      x._game = game(x._left.map((o) => o._game!), x._right.map((o) => o._game!));
      fromGameMemo.set(x._game, x);
      continue;
    }
    stack.push([x, true]);
    for (const o of x._left) if (!o._game) stack.push([o, false]);
    for (const o of x._right) if (!o._game) stack.push([o, false]);
  }
  return s._game;
}

// ---------------------------------------------------------------------------------------------
// Comparison (Siegel VI.3; CGSuite's `leq`): the survival game of compare.ts

const leqCache = new BoundedCache<string, boolean>('loopy.leq', 'whether one canonical stopper is ≤ another', 96, 200_000);

/** a ≤ b for canonical stoppers. */
export function stopperLeq(a: Stopper, b: Stopper, opts: LoopyValueOptions = {}): boolean {
  // (checked here, not through ./guard.js, which imports the modules above this one)
  if (!(a instanceof Stopper)) throw kindError('stopperLeq', 'a', 'a stopper', a);
  if (!(b instanceof Stopper)) throw kindError('stopperLeq', 'b', 'a stopper', b);
  if (a === b) return true;
  // two short games: the short engine's comparison
  if (a.isLoopfree && b.isLoopfree) return shortLe(toGame(a)!, toGame(b)!);
  const key = `${a.id},${b.id}`;
  const c = leqCache.get(key);
  if (c !== undefined) return c;
  const { graph, index } = stopperGraph([a, b]);
  const n = graph.size;
  const le = leqTable(graph, opts);
  const r = le[index.get(a)! * n + index.get(b)!] === 1;
  leqCache.set(key, r);
  return r;
}

// ---------------------------------------------------------------------------------------------
// Canonical form

/**
 * The part of graph `g` reachable from `roots` where a node with a value `short[v]` stands for it
 * (its edges dropped), renumbered from 0 in breadth-first order, repeated edges merged, with the values of the new nodes
 * and the old → new numbers: the one copy of a caller's graph the engine makes. @internal
 */
export function prepare(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, roots: readonly number[]): { graph: GameGraph; short: (Game | undefined)[]; index: Int32Array } {
  const n = g.size;
  const seen = new Uint8Array(n);
  const nodes: number[] = [];
  for (const r of roots) if (!seen[r]) { seen[r] = 1; nodes.push(r); }
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i]!;
    if (short?.[v]) continue;
    for (const s of [LEFT, RIGHT] as const) for (const w of g.edges(s, v)) if (!seen[w]) { seen[w] = 1; nodes.push(w); }
  }
  const { graph, index } = g.restrict(nodes, true, short ? (v) => !short[v] : undefined);
  return { graph, short: nodes.map((v) => short?.[v]), index };
}

/**
 * The canonical stoppers of the nodes `roots` of a game graph. `short[v]`, when set, is the
 * value of node v (its edges are then ignored). Throws {@link NotStopperError} when a root's
 * graph has an infinite alternating play. Steps: (1) nodes that reach no cycle get their short
 * canonical form from the short engine; (2) the rest is minimised by bisimulation; (3) the pair
 * table of ≤; (4) at every node, dominated options removed and reversible options bypassed
 * (Siegel VI.3); (5) equal nodes fused; (6) the simplest form is interned. @internal
 */
export function canonicalStoppers(
  g0: GameGraph,
  short: ArrayLike<Game | undefined> | undefined,
  roots0: readonly number[],
  opts0: LoopyValueOptions = {},
): Stopper[] {
  const opts = withBudget(opts0);
  const maxNodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
  checkNodes(g0.size, maxNodes);
  // (0) reachable part, short nodes' edges dropped
  const { graph: g, short: sh, index: idx } = prepare(g0, short, roots0);
  const roots = roots0.map((r) => idx[r]!);
  const n = g.size;
  const alt = alternatingInfinite(g);
  for (let v = 0; v < n; v++) if (alt[v]) throw new NotStopperError('the game is not a stopper: it has an infinite alternating play');
  // (1) short values of nodes reaching no cycle (successors first)
  const { loopy, order } = acyclicPart(g);
  const val: (Game | undefined)[] = sh.slice();
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    if (loopy[v] || val[v]) continue;
    step(opts);
    const L = Array.from(g.left(v), (w) => val[w]!);
    const R = Array.from(g.right(v), (w) => val[w]!);
    // (the short engine's own work limit bounds this; the sidling budget counts loopy work only,
    // so a value that is short is found under any budget)
    val[v] = game(L, R);
  }
  // roots whose value is short need no loopy work
  if (roots.every((r) => val[r])) return roots.map((r) => fromGame(val[r]!));
  // (1') the strong components whose followers are all valued, when small, valued alone
  const known = localValues(g, val, opts);
  if (roots.every((r) => val[r] || known[r])) return roots.map((r) => known[r] ?? fromGame(val[r]!));
  // the work graph: the loopy nodes not valued yet, plus one node per node of the stoppers of the
  // short nodes (fromGame, whose limits stop {100000000|pass} before its followers fill the
  // memory) and of the nodes valued alone
  const stopperNode = new Map<Stopper, number>();
  const w = new GameGraph(n);
  const loopyIndex = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) if (!val[v] && !known[v]) loopyIndex[v] = w.addNode();
  const newNode = (): number => {
    const k = w.addNode();
    checkNodes(w.size, maxNodes);
    return k;
  };
  const embed = (x: Stopper): number => {
    if (!stopperNode.has(x)) embedOptions([x], stopperNode, newNode, (v, l, r) => w.setOptions(v, l, r));
    return stopperNode.get(x)!;
  };
  const nodeOf = (v: number): number => (val[v] ? embed(fromGame(val[v]!)) : known[v] ? embed(known[v]!) : loopyIndex[v]!);
  for (let v = 0; v < n; v++) {
    if (loopyIndex[v] === -1) continue;
    w.setOptions(loopyIndex[v]!, Array.from(g.left(v), nodeOf), Array.from(g.right(v), nodeOf));
  }
  const rootNodes = roots.map(nodeOf);
  const init = new Int32Array(w.size);
  for (const k of stopperNode.values()) init[k] = k + 1;
  const res = canonicalWork(w, rootNodes, opts, init);
  return roots.map((r, i) => (val[r] ? fromGame(val[r]!) : known[r] ?? res[i]!));
}

/**
 * The most nodes (a component and the graphs of the stoppers its moves lead to) valued alone in
 * step (1') of {@link canonicalStoppers}: each such valuation costs at most its square in pairs.
 */
const LOCAL_MAX_NODES = 128;

/** The number of nodes of the graph of `s`, or `LOCAL_MAX_NODES + 1` when it has more (remembered). */
function boundedSize(s: Stopper): number {
  if (s._size > 0) return s._size;
  const seen = new Set<Stopper>([s]);
  const list = [s];
  for (let i = 0; i < list.length && list.length <= LOCAL_MAX_NODES; i++) {
    for (const o of list[i]!._left) if (!seen.has(o)) { seen.add(o); list.push(o); }
    for (const o of list[i]!._right) if (!seen.has(o)) { seen.add(o); list.push(o); }
  }
  s._size = Math.min(list.length, LOCAL_MAX_NODES + 1);
  return s._size;
}

/**
 * The canonical stoppers of single nodes by their options: the options as stopper ids, `x` for a
 * move to the node itself (a game {L | R} with pass moves). Interned values, so a hit is the
 * value itself.
 */
const localMemo = new BoundedCache<string, Stopper>('loopy.local', "a loopy node's canonical stopper by its options' stoppers", 120, 1_000_000);

/**
 * Step (1') of {@link canonicalStoppers}: strong components of `g`, successors first, whose moves
 * out of the component all lead to valued nodes (a short value in `val`, or a stopper found here),
 * valued alone when the component and the graphs of those stoppers have at most
 * {@link LOCAL_MAX_NODES} nodes: the canonical form of a node depends only on the values of its
 * followers, so a long chain of components (`100000 - on`, the nested switches of `+-+-…on`) costs
 * the sum of small squares instead of the square of the whole. A single node is also looked up
 * by its options' stoppers. Returns the stopper of each node so valued.
 */
function localValues(g: GameGraph, val: readonly (Game | undefined)[], opts: LoopyValueOptions): (Stopper | undefined)[] {
  const n = g.size;
  const known: (Stopper | undefined)[] = new Array(n);
  const { comp, count, start, members } = sccMembers(g);
  const stopperAt = (w: number): Stopper | undefined => known[w] ?? (val[w] ? (known[w] = fromGame(val[w]!)) : undefined);
  // the pairs of the local tables stay under a sixteenth of those of one table of every node (when
  // most values are as large as the graph, as in a sum k·upon + upon, valuing alone does not pay)
  let loopyNodes = 0;
  for (let v = 0; v < n; v++) if (!val[v]) loopyNodes++;
  let budget = (loopyNodes * loopyNodes) / 16;
  const ext = new Set<Stopper>();
  components: for (let c = 0; c < count; c++) {
    const first = start[c]!;
    const size = start[c + 1]! - first;
    if (size === 1 && val[members[first]!]) continue;
    step(opts);
    // every move out of the component leads to a valued node
    ext.clear();
    for (let i = first; i < first + size; i++) {
      const v = members[i]!;
      for (const s of [LEFT, RIGHT] as const) {
        for (const w of g.edges(s, v)) {
          if (comp[w] === c) continue;
          const x = stopperAt(w);
          if (!x) continue components;
          ext.add(x);
        }
      }
    }
    let key: string | undefined;
    if (size === 1) {
      const v = members[first]!;
      const ids = (s: 0 | 1): string => Array.from(g.edges(s, v), (w) => (w === v ? 'x' : String(known[w]!.id))).sort().join(',');
      key = `${ids(LEFT)}|${ids(RIGHT)}`;
      const hit = localMemo.get(key);
      if (hit) {
        known[v] = hit;
        continue;
      }
    }
    // the component and the graphs of its followers' stoppers, if small
    for (const x of ext) if (size + boundedSize(x) > LOCAL_MAX_NODES) continue components;
    const index = new Map<Stopper, number>();
    const list: Stopper[] = [];
    for (const x of ext) if (!index.has(x)) { index.set(x, size + list.length); list.push(x); }
    for (let i = 0; i < list.length; i++) {
      if (size + list.length > LOCAL_MAX_NODES) continue components;
      for (const o of [...list[i]!._left, ...list[i]!._right]) if (!index.has(o)) { index.set(o, size + list.length); list.push(o); }
    }
    if (size + list.length > LOCAL_MAX_NODES) continue;
    budget -= (size + list.length) ** 2;
    if (budget < 0) break;
    const local = new GameGraph(size + list.length);
    local.addNodes(size + list.length);
    const at = new Map<number, number>();
    for (let i = 0; i < size; i++) at.set(members[first + i]!, i);
    const nodeOf = (w: number): number => at.get(w) ?? index.get(known[w]!)!;
    for (let i = 0; i < size; i++) {
      const v = members[first + i]!;
      local.setOptions(i, Array.from(g.left(v), nodeOf), Array.from(g.right(v), nodeOf));
    }
    list.forEach((x, j) => local.setOptions(size + j, x._left.map((o) => index.get(o)!), x._right.map((o) => index.get(o)!)));
    const init = new Int32Array(size + list.length);
    for (let j = 0; j < list.length; j++) init[size + j] = j + 1;
    const res = canonicalWork(local, Array.from({ length: size }, (_, i) => i), opts, init);
    for (let i = 0; i < size; i++) known[members[first + i]!] = res[i]!;
    if (key !== undefined) localMemo.set(key, res[0]!);
  }
  return known;
}

/** Canonical stoppers of nodes of a stopper graph (steps 2–6). @internal */
export function canonicalWork(w: GameGraph, roots: readonly number[], opts0: LoopyValueOptions = {}, init?: Int32Array): Stopper[] {
  const opts = withBudget(opts0);
  // (2) bisimulation minimisation (short nodes start in classes of their own)
  // every class of a graph reachable from the roots is reachable in the quotient, and the
  // comparison table (3) needs count² pairs: past maxPairs, stop the refinement early
  const maxPairs = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
  const allReached = w.reachable(roots).length === w.size;
  const tooMany = (count: number): void => {
    if (count * count > maxPairs) throw new LimitError(`comparing at least ${count} stopper nodes needs at least ${count * count} pairs, more than ${maxPairs} (maxPairs)`, 'maxPairs');
  };
  const { cls, count } = bisimulation(w, init, allReached ? { signal: opts.signal, tooMany } : { signal: opts.signal });
  let q = quotient(w, cls, count);
  let qRoots = roots.map((r) => cls[r]!);
  {
    const r = q.restrict(q.reachable(qRoots));
    q = r.graph;
    qRoots = qRoots.map((x) => r.index[x]!);
  }
  const n = q.size;
  // (3) comparisons: bounded by maxPairs (the table's size), and not charged to the sidling's work
  // budget (maxSidleWork counts the sidling's comparisons only, so a value whose graph needs no
  // sidling is found under any budget)
  const le = leqTable(q, { ...opts, _work: undefined } as EngineOptions);
  const leq = (a: number, b: number): boolean => le[a * n + b] === 1;
  // (4) dominated and reversible options, at every node (the library's one simplification)
  for (let x = 0; x < n; x++) {
    step(opts);
    simplifyNode(q, x, leq);
  }
  // (5) fusion of equal nodes
  const fuse = new Int32Array(n).fill(-1);
  let k = 0;
  for (let x = 0; x < n; x++) {
    if (fuse[x] !== -1) continue;
    fuse[x] = k;
    for (let y = x + 1; y < n; y++) if (fuse[y] === -1 && le[x * n + y] === 1 && le[y * n + x] === 1) fuse[y] = k;
    k++;
  }
  const fg = quotient(q, fuse, k);
  let fRoots = qRoots.map((x) => fuse[x]!);
  const r = fg.restrict(fg.reachable(fRoots));
  fRoots = fRoots.map((x) => r.index[x]!);
  // (6) intern
  const out = internSimplest(r.graph);
  return fRoots.map((x) => out[x]!);
}

/** The negative of a canonical stopper (Left and Right exchanged). */
export function negStopper(s: Stopper): Stopper {
  if (s._neg) return s._neg;
  const { graph, nodes } = stopperGraph([s]);
  // the mirror of a simplest form is a simplest form
  const out = internSimplest(graph.mirror());
  nodes.forEach((x, i) => {
    x._neg = out[i]!;
    out[i]!._neg = x;
  });
  return s._neg!;
}

/** The graph of the sum of stoppers (tuples of nodes), node 0 being the sum itself. @internal */
export function sumGraph(parts: readonly Stopper[], opts: LoopyValueOptions = {}): GameGraph {
  const maxNodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
  const graphs = parts.map((p) => stopperGraph([p]));
  const sizes = graphs.map((x) => x.graph.size);
  // a tuple's number in mixed radix, or its text when the product of the sizes is too large
  const exact = sizes.reduce((a, b) => a * b, 1) < 2 ** 52;
  const index = new Map<number | string, number>();
  const tuples: number[][] = [];
  const g = new GameGraph(64);
  const key = (t: number[]): number | string => {
    if (!exact) return t.join(',');
    let k = 0;
    for (let j = 0; j < t.length; j++) k = k * sizes[j]! + t[j]!;
    return k;
  };
  const id = (t: number[]): number => {
    const kk = key(t);
    let v = index.get(kk);
    if (v === undefined) {
      v = tuples.length;
      index.set(kk, v);
      tuples.push(t);
      g.addNode();
      checkNodes(tuples.length, maxNodes);
    }
    return v;
  };
  id(parts.map((p, i) => graphs[i]!.index.get(p)!));
  const L: number[] = [];
  const R: number[] = [];
  for (let i = 0; i < tuples.length; i++) {
    if ((i & 4095) === 4095) step(opts);
    const t = tuples[i]!;
    L.length = 0;
    R.length = 0;
    for (let j = 0; j < t.length; j++) {
      const gj = graphs[j]!.graph;
      const v = t[j]!;
      for (const w of gj.left(v)) { const u = t.slice(); u[j] = w; L.push(id(u)); }
      for (const w of gj.right(v)) { const u = t.slice(); u[j] = w; R.push(id(u)); }
    }
    g.setOptions(i, L, R);
  }
  return g;
}
