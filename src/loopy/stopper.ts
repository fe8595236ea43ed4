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
import { LimitError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import {
  DEFAULT_MAX_NODES,
  DEFAULT_MAX_PAIRS,
  type LoopyValueOptions,
  NotStopperError,
  type WorkGraph,
  alternatingInfinite,
  bisimulation,
  checkNodes,
  reachable,
  restrict,
  scc,
  ticker,
} from './graph.js';

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
    return stopperPrintHook(this);
  }
}

let stopperPrintHook: (s: Stopper) => string = (s) => `stopper#${s.id}`;
/** @internal */
export function setStopperPrintHook(f: (s: Stopper) => string): void {
  stopperPrintHook = f;
}

// ---------------------------------------------------------------------------------------------
// Interning

/**
 * The interned stoppers by key: the unfolding hash, and for a loopfree stopper its birthday. The
 * depth-bounded hash alone puts every integer n ≥ HASH_ROUNDS in the bucket of `on` (their
 * unfoldings agree to that depth), and interning a graph that holds `on` after a big integer was
 * interned (`65536 - on`) then refined thousands of candidates one per pass, quadratic work
 * (minutes for `on + off`); the birthday gives each loopfree stopper of a chain its own bucket.
 */
const table = new Map<string, Stopper[]>();

function tableKey(hash: string, loopfree: boolean, birthday: number): string {
  return loopfree ? `${hash}#${birthday}` : hash;
}
const HASH_ROUNDS = 16;

/** Hashes of the depth-HASH_ROUNDS unfoldings of every node (equal for equal simplest forms). */
function unfoldingHashes(g: WorkGraph): string[] {
  const n = g.left.length;
  let a = new Uint32Array(n).fill(1);
  let b = new Uint32Array(n).fill(7);
  for (let round = 0; round < HASH_ROUNDS; round++) {
    const na = new Uint32Array(n);
    const nb = new Uint32Array(n);
    for (let v = 0; v < n; v++) {
      let ha = 0x811c9dc5;
      let hb = 0x01000193 ^ round;
      const side = (list: number[], tag: number): void => {
        const seen = new Map<number, number>();
        for (const w of list) seen.set(a[w]!, b[w]!);
        const keys = [...seen.entries()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
        ha = Math.imul(ha ^ tag, 0x01000193);
        hb = Math.imul(hb ^ (tag * 31), 0x5bd1e995);
        for (const [x, y] of keys) {
          ha = Math.imul(ha ^ x, 0x01000193) ^ (y >>> 7);
          hb = Math.imul(hb ^ y, 0x5bd1e995) ^ (x >>> 11);
        }
      };
      side(g.left[v]!, 0x51);
      side(g.right[v]!, 0xa7);
      na[v] = ha >>> 0;
      nb[v] = hb >>> 0;
    }
    a = na;
    b = nb;
  }
  return Array.from(a, (x, i) => `${x.toString(36)}.${b[i]!.toString(36)}`);
}

/**
 * Interns a graph in simplest form whose nodes are pairwise unequal; returns the Stopper of
 * every node. @internal
 */
export function internSimplest(g: WorkGraph): Stopper[] {
  const n = g.left.length;
  const hashes = unfoldingHashes(g);
  // loopfree nodes and their birthdays (longest path to a leaf), successors first
  const { comp, cyclic } = scc(g);
  const order = [...Array(n).keys()].sort((x, y) => comp[x]! - comp[y]!);
  const loopy = new Uint8Array(n);
  const birthday = new Float64Array(n);
  for (const v of order) {
    if (cyclic[comp[v]!]) loopy[v] = 1;
    for (const w of [...g.left[v]!, ...g.right[v]!]) {
      if (loopy[w]) loopy[v] = 1;
      else if (birthday[w]! + 1 > birthday[v]!) birthday[v] = birthday[w]! + 1;
    }
  }
  const keys = hashes.map((h, v) => tableKey(h, !loopy[v], birthday[v]!));
  // candidate pairs (v, s) with equal key; greatest fixed point of "options match both ways"
  const cand: (Stopper | undefined)[] = new Array(n).fill(undefined);
  const candSets: Stopper[][] = [];
  for (let v = 0; v < n; v++) candSets.push((table.get(keys[v]!) ?? []).slice());
  // the candidates of each node as a set, for the membership tests
  const candOf: Set<Stopper>[] = candSets.map((c) => new Set(c));
  const ok = (v: number, s: Stopper): boolean => candOf[v]!.has(s);
  const sideMatches = (mine: number[], theirs: Stopper[]): boolean => {
    for (const a of mine) if (!theirs.some((t) => ok(a, t))) return false;
    for (const t of theirs) if (!mine.some((a) => ok(a, t))) return false;
    return true;
  };
  // refinement by a work list: a node is looked at again only when the candidates of one of its
  // options shrank (the same greatest fixed point as sweeping every node until nothing changes,
  // without the sweeps a long chain of equal hashes, such as 400over, needs)
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]!) preds[w]!.push(v);
    for (const w of g.right[v]!) preds[w]!.push(v);
  }
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
    const keep = candSets[v]!.filter((s) => sideMatches(g.left[v]!, s._left) && sideMatches(g.right[v]!, s._right));
    if (keep.length === candSets[v]!.length) continue;
    candSets[v] = keep;
    candOf[v] = new Set(keep);
    for (const p of preds[v]!) if (!queued[p] && candSets[p]!.length > 0) { queued[p] = 1; work.push(p); }
  }
  for (let v = 0; v < n; v++) cand[v] = candSets[v]![0];
  const out: Stopper[] = new Array(n);
  const fresh: number[] = [];
  for (let v = 0; v < n; v++) {
    if (cand[v]) out[v] = cand[v]!;
    else {
      out[v] = new Stopper(hashes[v]!, !loopy[v]);
      fresh.push(v);
    }
  }
  for (const v of fresh) {
    const s = out[v]!;
    s._left = [...new Set(g.left[v]!.map((w) => out[w]!))].sort(byId);
    s._right = [...new Set(g.right[v]!.map((w) => out[w]!))].sort(byId);
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
// Stoppers ⇄ work graphs

/** The graph of the stoppers reachable from `roots`, with the Stopper of each node. @internal */
export function stopperGraph(roots: readonly Stopper[]): { graph: WorkGraph; nodes: Stopper[]; index: Map<Stopper, number> } {
  const index = new Map<Stopper, number>();
  const nodes: Stopper[] = [];
  for (const r of roots) if (!index.has(r)) { index.set(r, nodes.length); nodes.push(r); }
  for (let i = 0; i < nodes.length; i++) {
    for (const w of nodes[i]!._left) if (!index.has(w)) { index.set(w, nodes.length); nodes.push(w); }
    for (const w of nodes[i]!._right) if (!index.has(w)) { index.set(w, nodes.length); nodes.push(w); }
  }
  const left = nodes.map((s) => s._left.map((w) => index.get(w)!));
  const right = nodes.map((s) => s._right.map((w) => index.get(w)!));
  return { graph: { left, right }, nodes, index };
}

const fromGameMemo = new WeakMap<Game, Stopper>();

/**
 * The most distinct followers of short games that the loopy engine turns into graph nodes or
 * stoppers ({@link fromGame}: one object each, about 2 KB with its tables; 1,000,000 of them take
 * about 2 GB and 17 s). Past it, a LimitError instead of running out of memory
 * (`100000000over` or `{100000000|pass}` would need 10⁸).
 */
export const MAX_SHORT_FOLLOWERS = 1_000_000;

function tooManyShortFollowers(): string {
  return `the short games in it have more than ${MAX_SHORT_FOLLOWERS} distinct followers to turn into loopy nodes (an integer n has |n| + 1): past the limit MAX_SHORT_FOLLOWERS`;
}

/** The canonical stopper of a short game (its short canonical form is its simplest form). */
export function fromGame(g: Game): Stopper {
  const m = fromGameMemo.get(g);
  if (m) return m;
  const index = new Map<Game, number>();
  const games: Game[] = [g];
  index.set(g, 0);
  for (let i = 0; i < games.length; i++) {
    if (games.length > MAX_SHORT_FOLLOWERS) {
      throw new LimitError(tooManyShortFollowers());
    }
    for (const o of games[i]!.leftOptions) if (!index.has(o)) { index.set(o, games.length); games.push(o); }
    for (const o of games[i]!.rightOptions) if (!index.has(o)) { index.set(o, games.length); games.push(o); }
  }
  const left = games.map((x) => x.leftOptions.map((o) => index.get(o)!));
  const right = games.map((x) => x.rightOptions.map((o) => index.get(o)!));
  const out = internSimplest({ left, right });
  games.forEach((x, i) => {
    fromGameMemo.set(x, out[i]!);
    out[i]!._game = x;
  });
  return out[0]!;
}

/** The short game of a loopfree stopper, or undefined when the stopper is loopy. */
export function toGame(s: Stopper): Game | undefined {
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
// Comparison: the survival computation on pairs (Siegel VI.3; CGSuite's `leq`)

/**
 * The table `le` with `le[x·n + y] = 1` iff X ≤ Y, for stopper nodes X, Y of one graph: X ≤ Y
 * iff Left, playing second in Y − X, survives (never is left without a move); infinite play
 * counts as survival (Siegel VI.3, comparison of stoppers). Computed by retrograde analysis of
 * the states (x, y, player to move): a Left-to-move state is lost when all of Left's moves lead
 * to states Right wins; a Right-to-move state is won by Right when one of his moves leads to a
 * state Left loses. Everything else is a survival for Left. @internal
 */
export function leqTable(g: WorkGraph, opts: LoopyValueOptions = {}): Uint8Array {
  const n = g.left.length;
  const maxPairs = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
  if (n * n > maxPairs) throw new LimitError(`comparing ${n} stopper nodes needs ${n * n} pairs, more than ${maxPairs} (maxPairs)`);
  const revL: number[][] = Array.from({ length: n }, () => []);
  const revR: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    for (const w of g.left[v]!) revL[w]!.push(v);
    for (const w of g.right[v]!) revR[w]!.push(v);
  }
  const cnt = new Int32Array(n * n); // Left-to-move states: moves not yet known to lose
  const rwin = new Uint8Array(n * n); // Right-to-move states won by Right
  const queue: number[] = [];
  for (let x = 0; x < n; x++)
    for (let y = 0; y < n; y++) {
      const c = g.right[x]!.length + g.left[y]!.length;
      cnt[x * n + y] = c;
      if (c === 0) queue.push(x * n + y);
    }
  const tick = ticker(opts, 'compare');
  for (let i = 0; i < queue.length; i++) {
    tick(i);
    const s = queue[i]!;
    const x = (s / n) | 0;
    const y = s - x * n;
    // Left-to-move (x, y) is lost; Right-to-move predecessors win for Right.
    const win = (t: number): void => {
      if (rwin[t]) return;
      rwin[t] = 1;
      const tx = (t / n) | 0;
      const ty = t - tx * n;
      for (const p of revL[ty]!) if (--cnt[tx * n + p]! === 0) queue.push(tx * n + p);
      for (const p of revR[tx]!) if (--cnt[p * n + ty]! === 0) queue.push(p * n + ty);
    };
    for (const p of revR[y]!) win(x * n + p);
    for (const p of revL[x]!) win(p * n + y);
  }
  const le = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) le[i] = rwin[i] ? 0 : 1;
  return le;
}

const leqCache = new BoundedCache<string, boolean>('loopy.leq', 'whether one canonical stopper is ≤ another', 96, 200_000);

/** a ≤ b for canonical stoppers. */
export function stopperLeq(a: Stopper, b: Stopper, opts: LoopyValueOptions = {}): boolean {
  if (a === b) return true;
  const key = `${a.id},${b.id}`;
  const c = leqCache.get(key);
  if (c !== undefined) return c;
  const { graph, index } = stopperGraph([a, b]);
  const n = graph.left.length;
  const le = leqTable(graph, opts);
  const r = le[index.get(a)! * n + index.get(b)!] === 1;
  leqCache.set(key, r);
  return r;
}

// ---------------------------------------------------------------------------------------------
// Canonical form

/**
 * The canonical stoppers of the nodes `roots` of a game graph. `short[v]`, when set, is the
 * value of node v (its edges are then ignored). Throws {@link NotStopperError} when a root's
 * graph has an infinite alternating play. Steps: (1) nodes that reach no cycle get their short
 * canonical form from the short engine; (2) the rest is minimised by bisimulation; (3) the pair
 * table of ≤; (4) at every node, dominated options removed and reversible options bypassed
 * (Siegel VI.3); (5) equal nodes fused; (6) the simplest form is interned. @internal
 */
export function canonicalStoppers(
  g0: WorkGraph,
  short: readonly (Game | undefined)[] | undefined,
  roots: readonly number[],
  opts: LoopyValueOptions = {},
): Stopper[] {
  const maxNodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
  checkNodes(g0.left.length, maxNodes);
  // (0) reachable part, short nodes' edges dropped
  const g1: WorkGraph = {
    left: g0.left.map((l, v) => (short?.[v] ? [] : l)),
    right: g0.right.map((r, v) => (short?.[v] ? [] : r)),
  };
  const reach = reachable(g1, roots);
  const { graph: g, index: idx } = restrict(g1, reach);
  const sh: (Game | undefined)[] = reach.map((v) => short?.[v]);
  const n = g.left.length;
  const alt = alternatingInfinite(g);
  for (let v = 0; v < n; v++) if (alt[v]) throw new NotStopperError('the game is not a stopper: it has an infinite alternating play');
  // (1) short values of nodes reaching no cycle (components come successors first)
  const { comp, count, cyclic } = scc(g);
  const byComp: number[][] = Array.from({ length: count }, () => []);
  for (let v = 0; v < n; v++) byComp[comp[v]!]!.push(v);
  const val: (Game | undefined)[] = sh.slice();
  const tick = ticker(opts, 'short values');
  for (let c = 0; c < count; c++) {
    if (cyclic[c]) continue;
    const v = byComp[c]![0]!;
    tick(c);
    if (val[v]) continue;
    const L: Game[] = [];
    const R: Game[] = [];
    let ok = true;
    for (const w of g.left[v]!) if (val[w]) L.push(val[w]!); else ok = false;
    for (const w of g.right[v]!) if (val[w]) R.push(val[w]!); else ok = false;
    if (ok) val[v] = game(L, R);
  }
  // the work graph: loopy nodes plus one node per distinct short follower
  const gameNode = new Map<Game, number>();
  const left: number[][] = [];
  const right: number[][] = [];
  const loopyIndex = new Int32Array(n).fill(-1);
  const nodeOf = (v: number): number => (val[v] ? shortNode(val[v]!) : loopyIndex[v]!);
  function shortNode(x: Game): number {
    let k = gameNode.get(x);
    if (k !== undefined) return k;
    const stack = [x];
    while (stack.length) {
      const y = stack.pop()!;
      if (gameNode.has(y)) continue;
      gameNode.set(y, left.length);
      left.push([]);
      right.push([]);
      // checked as the walk goes, so that a short follower with 10⁸ followers of its own (the
      // integer in {100000000|pass}) stops at the limit instead of filling the memory first
      checkNodes(left.length, maxNodes);
      if (gameNode.size > MAX_SHORT_FOLLOWERS) throw new LimitError(tooManyShortFollowers());
      for (const o of y.leftOptions) if (!gameNode.has(o)) stack.push(o);
      for (const o of y.rightOptions) if (!gameNode.has(o)) stack.push(o);
    }
    return gameNode.get(x)!;
  }
  for (let v = 0; v < n; v++) if (!val[v]) { loopyIndex[v] = left.length; left.push([]); right.push([]); }
  for (let v = 0; v < n; v++) if (!val[v]) {
    left[loopyIndex[v]!] = g.left[v]!.map(nodeOf);
    right[loopyIndex[v]!] = g.right[v]!.map(nodeOf);
  }
  // roots whose value is short need no loopy work
  const loopyRoots = roots.filter((r) => !val[idx[r]!]);
  if (loopyRoots.length === 0) return roots.map((r) => fromGame(val[idx[r]!]!));
  const rootNodes = roots.map((r) => nodeOf(idx[r]!));
  // edges of the short nodes
  for (const [x, k] of gameNode) {
    left[k] = x.leftOptions.map((o) => gameNode.get(o)!);
    right[k] = x.rightOptions.map((o) => gameNode.get(o)!);
  }
  const w: WorkGraph = { left, right };
  const init = new Int32Array(left.length);
  for (const k of gameNode.values()) init[k] = k + 1;
  const res = canonicalWork(w, rootNodes, opts, init);
  return roots.map((r, i) => (val[idx[r]!] ? fromGame(val[idx[r]!]!) : res[i]!));
}

/** Canonical stoppers of nodes of a stopper work graph (steps 2–6). @internal */
export function canonicalWork(w: WorkGraph, roots: readonly number[], opts: LoopyValueOptions = {}, init = new Int32Array(w.left.length)): Stopper[] {
  // (2) bisimulation minimisation (short nodes start in classes of their own)
  // every class of a graph reachable from the roots is reachable in the quotient, and the
  // comparison table (3) needs count² pairs: past maxPairs, stop the refinement early
  const maxPairs = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
  const allReached = reachable(w, roots).length === w.left.length;
  const tooMany = (count: number): void => {
    if (count * count > maxPairs) throw new LimitError(`comparing at least ${count} stopper nodes needs at least ${count * count} pairs, more than ${maxPairs} (maxPairs)`);
  };
  const { cls, count } = bisimulation(w, init, opts, allReached ? tooMany : undefined);
  const rep = new Int32Array(count).fill(-1);
  for (let v = 0; v < w.left.length; v++) if (rep[cls[v]!] === -1) rep[cls[v]!] = v;
  let q: WorkGraph = {
    left: Array.from(rep, (v) => [...new Set(w.left[v]!.map((x) => cls[x]!))]),
    right: Array.from(rep, (v) => [...new Set(w.right[v]!.map((x) => cls[x]!))]),
  };
  let qRoots = roots.map((r) => cls[r]!);
  {
    const reach = reachable(q, qRoots);
    const r = restrict(q, reach);
    q = r.graph;
    qRoots = qRoots.map((x) => r.index[x]!);
  }
  const n = q.left.length;
  // (3) comparisons
  const le = leqTable(q, opts);
  const leq = (a: number, b: number): boolean => le[a * n + b] === 1;
  // (4) dominated and reversible options, at every node, until nothing changes
  const tick = ticker(opts, 'simplify');
  for (let x = 0; x < n; x++) {
    tick(x);
    for (let guard = 0; ; guard++) {
      if (guard > 4 * n + 16) throw new Error('internal: bypassing reversible options did not terminate');
      let changed = false;
      // Left options
      let L = [...new Set(q.left[x]!)];
      L = L.filter((a) => !L.some((b) => b !== a && leq(a, b) && (!leq(b, a) || b < a)));
      const newL: number[] = [];
      for (const a of L) {
        const c = q.right[a]!.find((c) => leq(c, x));
        if (c === undefined) newL.push(a);
        else {
          changed = true;
          newL.push(...q.left[c]!);
        }
      }
      let R = [...new Set(q.right[x]!)];
      R = R.filter((a) => !R.some((b) => b !== a && leq(b, a) && (!leq(a, b) || b < a)));
      const newR: number[] = [];
      for (const a of R) {
        const c = q.left[a]!.find((c) => leq(x, c));
        if (c === undefined) newR.push(a);
        else {
          changed = true;
          newR.push(...q.right[c]!);
        }
      }
      q.left[x] = [...new Set(newL)];
      q.right[x] = [...new Set(newR)];
      if (!changed) break;
    }
  }
  // (5) fusion of equal nodes
  const fuse = new Int32Array(n).fill(-1);
  let k = 0;
  for (let x = 0; x < n; x++) {
    if (fuse[x] !== -1) continue;
    fuse[x] = k;
    for (let y = x + 1; y < n; y++) if (fuse[y] === -1 && leq(x, y) && leq(y, x)) fuse[y] = k;
    k++;
  }
  const fl: number[][] = Array.from({ length: k }, () => []);
  const fr: number[][] = Array.from({ length: k }, () => []);
  const done = new Uint8Array(k);
  for (let x = 0; x < n; x++) {
    const f = fuse[x]!;
    if (done[f]) continue;
    done[f] = 1;
    fl[f] = [...new Set(q.left[x]!.map((y) => fuse[y]!))];
    fr[f] = [...new Set(q.right[x]!.map((y) => fuse[y]!))];
  }
  let fg: WorkGraph = { left: fl, right: fr };
  let fRoots = qRoots.map((x) => fuse[x]!);
  {
    const reach = reachable(fg, fRoots);
    const r = restrict(fg, reach);
    fg = r.graph;
    fRoots = fRoots.map((x) => r.index[x]!);
  }
  // (6) intern
  const out = internSimplest(fg);
  return fRoots.map((r) => out[r]!);
}

/** The canonical stopper of a stopper given by its graph (node `root`). */
export function stopperOf(g: WorkGraph, root: number, opts: LoopyValueOptions = {}): Stopper {
  return canonicalStoppers(g, undefined, [root], opts)[0]!;
}

/** The negative of a canonical stopper (Left and Right exchanged). */
export function negStopper(s: Stopper): Stopper {
  if (s._neg) return s._neg;
  const { graph, nodes } = stopperGraph([s]);
  // the mirror of a simplest form is a simplest form
  const out = internSimplest({ left: graph.right, right: graph.left });
  nodes.forEach((x, i) => {
    x._neg = out[i]!;
    out[i]!._neg = x;
  });
  return s._neg!;
}

/** The graph of the sum of stoppers (pairs of nodes), node 0 being the sum itself. @internal */
export function sumGraph(parts: readonly Stopper[]): WorkGraph {
  const graphs = parts.map((p) => stopperGraph([p]));
  const key = (t: number[]): string => t.join(',');
  const index = new Map<string, number>();
  const tuples: number[][] = [];
  const left: number[][] = [];
  const right: number[][] = [];
  const start = parts.map((p, i) => graphs[i]!.index.get(p)!);
  index.set(key(start), 0);
  tuples.push(start);
  const id = (t: number[]): number => {
    const kk = key(t);
    let v = index.get(kk);
    if (v === undefined) {
      v = tuples.length;
      index.set(kk, v);
      tuples.push(t);
      checkNodes(tuples.length, DEFAULT_MAX_NODES);
    }
    return v;
  };
  for (let i = 0; i < tuples.length; i++) {
    const t = tuples[i]!;
    const L: number[] = [];
    const R: number[] = [];
    t.forEach((v, j) => {
      const gj = graphs[j]!.graph;
      for (const w of gj.left[v]!) { const u = t.slice(); u[j] = w; L.push(id(u)); }
      for (const w of gj.right[v]!) { const u = t.slice(); u[j] = w; R.push(id(u)); }
    });
    left.push(L);
    right.push(R);
  }
  return { left, right };
}
