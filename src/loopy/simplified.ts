/**
 * Simplified sides: the values of loopy games whose onside or offside is not a stopper (Bach's
 * Carousel, Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, AMS 2013, VI.4), in the way
 * CGSuite gives them (its `SidedValue` class with non-stopper sides, its `SimplifiedLoopyGame`).
 *
 * A side that is not a stopper has no simplest form (there is no simplest-form theorem for such
 * games; CGSuite says as much), so it is given by a *simplified* game graph: the game's graph
 * changed, one step at a time, by moves that keep the side's value, in CGSuite's order of steps
 * (`simplifiedSideGraph`):
 * 1. obvious edges: at every node, a Left move to `on` makes the other Left moves irrelevant, a
 *    Left move to `off` is dropped, and on the offside a Left move that Right can undo at once
 *    is dropped (symmetrically for Right; `dud` counts as `on` on the onside, `off` on the offside);
 * 2. basic simplifications in the side's order, node by node, from one table of comparisons made
 *    before the pass: reversible options bypassed (not when the reversing option can come back to
 *    the reversed one by alternating play), dominated options removed (on the offside for Left,
 *    on the onside for Right, not when the better option can come back to the node): the
 *    library's one simplification (src/graph/simplify.ts);
 * 3. irrelevant cyclic moves: node by node, each move lying on an alternating cycle is deleted
 *    when the root's side does not change (one comparison: fewer Left moves can only lower it);
 * 4. the basic simplifications again, and the irrelevant moves again, now testing every move of a
 *    player at a node when one of them leads to a follower on an alternating cycle;
 * 5. fusion: two nodes whose graphs are free of alternating cycles and that are equal are merged.
 * CGSuite tries *unravelling* between 3 and 4; an unravelling either removes every alternating
 * cycle (then the side is a stopper) or is undone. Here the engine's own sidling (sided.ts,
 * sidle.ts, which unravels) is asked first; only a side it cannot make a stopper comes here, and
 * the unravelling step is skipped (when a side still turns out a stopper, it is one). Each of the
 * steps compares whole graphs from scratch, so a graph of more than `CGSUITE_STEPS_MAX_NODES`
 * nodes, or one whose steps pass the work budget (`maxSidleWork`), starts instead from the graph
 * the engine's sidling left (its steps keep the side too), fused as in step 5: a valid simplified
 * side, whose shape may differ from CGSuite's. Every side found is checked against the game, both
 * ways, with the side comparison.
 *
 * Invariants kept by this module:
 * - A {@link SimplifiedSide} is a node of a simplified side graph whose own graph keeps an
 *   infinite alternating play; its options are canonical `Stopper`s (the followers whose graphs
 *   are stoppers) or other SimplifiedSides of the same side. It is NOT canonical (there is no
 *   simplest-form theorem for such games): two different SimplifiedSides may be equal games. A
 *   side is interned as one graph, after merging bisimilar nodes, up to isomorphism: its root by
 *   the key of the rooted graph, its other nodes by that key and their isomorphism-invariant
 *   numbers. So `===` of two sides means "the same simplified form", not value equality. Use
 *   {@link leqAny} (the comparison of sides, compare.ts) for the order of values.
 * - A {@link SimplifiedSidedValue} has at least one side that is a SimplifiedSide (otherwise the
 *   value is a `Stopper` or a stopper-sided `SidedValue`); it is interned by its pair of sides.
 * - Nothing recurses: every walk over a graph uses an explicit stack or queue; long loops check
 *   the AbortSignal.
 */
import { LimitError, ValueError, PartizanError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { GameGraph, LEFT, RIGHT, type Side as Player } from '../graph/graph.js';
import { reachesAlternatingInfinite, rootIsStopper } from '../graph/structure.js';
import { bisimulation } from '../graph/bisimulation.js';
import { simplifyNode } from '../graph/simplify.js';
import { altReachTo } from './sidle.js';
import { type LoopyValueOptions, DEFAULT_MAX_NODES, checkNodes, step, withBudget } from './graph.js';
import { type LoopyValue, SidedValue, downsum, expandShort, offsideOf, onsideOf, sided, sidesOfPrepared, upsum, valuesOfWork, valuesOfWorkPartial } from './sided.js';
import { type CompareSide, sideLeq, sideLeqPairs, sideLeqProduct } from './compare.js';
import { Stopper, canonicalStoppers, loopyPrinter, negStopper, prepare, stopperLeq, sumGraph } from './stopper.js';
import { kindError } from '../engine/guard.js';

/** The side a graph was simplified for. */
export type SideName = 'on' | 'off';


/** An option of a simplified side: a canonical stopper or another simplified node. */
export type SideOption = Stopper | SimplifiedSide;

let nextId = 0;

/**
 * One side (onside or offside) of a loopy game that is not a stopper, as a simplified game graph
 * (CGSuite's `SimplifiedLoopyGame`). Obtain one from a {@link SimplifiedSidedValue}; never
 * construct one directly. Interned by its simplified graph (see the module notes): `===` is "the
 * same simplified form", not value equality.
 */
export class SimplifiedSide {
  /** A unique identifier (stable during one process). */
  readonly id: number;
  /** @internal */ _left: SideOption[] = [];
  /** @internal */ _right: SideOption[] = [];
  /** @internal an isomorphism-invariant hash (orders loopy options when printing) */ readonly _hash: string;
  /** @internal */
  constructor(
    /** The side this graph was simplified for: `'on'` (infinite play counts for Left) or `'off'`. */
    readonly side: SideName,
    hash: string,
  ) {
    this.id = nextId++;
    this._hash = hash;
  }
  /** Left's options. */
  get leftOptions(): readonly SideOption[] {
    return this._left;
  }
  /** Right's options. */
  get rightOptions(): readonly SideOption[] {
    return this._right;
  }
  /** Always false: the graph keeps an infinite alternating play. */
  get isStopper(): false {
    return false;
  }
  /** CGSuite text (installed by the printer): labels for cycles, as `a{1|1,{1*|a||*}||0}`. */
  toString(): string {
    return loopyPrinter.text(this);
  }
}

/**
 * The value of a loopy game whose onside or offside is not a stopper (CGSuite's `SidedValue`
 * that is not a `StopperSidedValue`): its two sides, each a simplified graph, or a canonical
 * `Stopper` when that side is one. Interned by the pair of sides; `===` means "the same
 * simplified forms", not value equality (see the module notes).
 */
export class SimplifiedSidedValue {
  /** @internal */
  constructor(
    /** The onside, simplified for the onside (CGSuite offers no `Onside` for this class). */
    readonly onside: SideOption,
    /** The offside, simplified for the offside (CGSuite offers no `Offside` for this class). */
    readonly offside: SideOption,
  ) {}
  /** Always false. */
  get isStopper(): false {
    return false;
  }
  /** Always false: some side is not a stopper. */
  get isStopperSided(): false {
    return false;
  }
  /** CGSuite text, `onside & offside`. */
  toString(): string {
    return `${this.onside} & ${this.offside}`;
  }
}

/** Any loopy value: a canonical stopper, a stopper-sided value, or a value with simplified sides. */
export type AnyLoopyValue = LoopyValue | SimplifiedSidedValue;

// ---------------------------------------------------------------------------------------------
// CGSuite's steps, on a graph whose deleted edges are gone (CGSuite writes −1 in place of an
// edge; a list kept in order without it is the same list for every step but the tests of on,
// off and dud in step 1, which count the deleted entries as CGSuite does)

/** Whether alternating play in `g`, as it is now, can reach (b, mb) from (a, ma) (reaching in no moves counts). */
function altReach(g: GameGraph, a: number, ma: Player, b: number, mb: Player): boolean {
  return altReachTo(g, b, mb)[2 * a + ma] === 1;
}

/** The nodes reachable from `root` (a byte per node). */
function reachFrom(g: GameGraph, root: number): Uint8Array {
  const seen = new Uint8Array(g.size);
  for (const v of g.reachable([root])) seen[v] = 1;
  return seen;
}

/** Step 1 at every node of `nodes`, in order (see the module notes). */
function obviousEdges(g: GameGraph, nodes: readonly number[], side: SideName): void {
  // the entries deleted so far, per node and side: CGSuite's lists keep them as −1
  const holes = [new Int32Array(g.size), new Int32Array(g.size)];
  const only = (s: Player, v: number, w: number): boolean => g.degree(s, v) + holes[s]![v]! === 1 && g.edges(s, v)[0] === w;
  const none = (s: Player, v: number): boolean => g.degree(s, v) + holes[s]![v]! === 0;
  const isOn = (v: number): boolean => only(LEFT, v, v) && none(RIGHT, v);
  const isOff = (v: number): boolean => only(RIGHT, v, v) && none(LEFT, v);
  const isDud = (v: number): boolean => only(LEFT, v, v) && only(RIGHT, v, v);
  for (const v of nodes) {
    for (const who of [LEFT, RIGHT] as const) {
      const other: Player = who === LEFT ? RIGHT : LEFT;
      // Left: a move to on (dud on the onside) makes the others irrelevant; a move to off (dud on
      // the offside), or on the offside a move Right can undo at once, is dropped; Right likewise
      const best = who === LEFT ? isOn : isOff;
      const worst = who === LEFT ? isOff : isOn;
      const mine = who === LEFT ? 'on' : 'off';
      const list = Array.from(g.edges(who, v));
      const keep: number[] = [];
      for (let i = 0; i < list.length; i++) {
        const t = list[i]!;
        if (best(t) || (side === mine && isDud(t))) {
          keep.length = 0;
          keep.push(t);
          break;
        }
        if (!(worst(t) || (side !== mine && isDud(t)) || (side !== mine && g.hasEdge(other, t, v)))) keep.push(t);
      }
      if (keep.length !== list.length) {
        holes[who]![v]! += list.length - keep.length;
        g.setEdges(who, v, keep);
      }
    }
  }
}

/** Step 2 (or the stopper simplification when `side` is `'stopper'`), over the nodes reachable from node 0. */
function basicSimplifications(g: GameGraph, side: CompareSide, opts: LoopyValueOptions): void {
  const n = g.size;
  const le = sideLeqProduct(g, g, side, opts);
  const leq = (a: number, b: number): boolean => le[a * n + b] === 1;
  const reaches = (a: number, ma: Player, b: number, mb: Player): boolean => altReach(g, a, ma, b, mb);
  let reach = reachFrom(g, 0);
  for (let v = 0; v < n; v++) {
    if (!reach[v]) continue;
    step(opts);
    simplifyNode(g, v, leq, side === 'stopper' ? undefined : side, reaches);
    reach = reachFrom(g, 0);
  }
}

/** Node t, with `who` to move, lies on an alternating cycle through one of its `who` moves. */
function onAlternatingCycle(g: GameGraph, t: number, who: Player): boolean {
  // one backward search from (t, who) answers for every move of t
  const back = altReachTo(g, t, who);
  const next = who === LEFT ? RIGHT : LEFT;
  for (const e of g.edges(who, t)) if (back[2 * e + next] === 1) return true;
  return false;
}

/**
 * Steps 3 and 4 at node v: each move of v on an alternating cycle (with `all`, every move of a
 * player when one of them leads to a follower on an alternating cycle) is deleted when node 0's
 * side does not change. `test` is a copy of `g` kept in step.
 */
function irrelevantEdges(g: GameGraph, test: GameGraph, v: number, side: SideName, all: boolean, opts: LoopyValueOptions): void {
  // whether every move of a player is tried, decided before any is deleted
  const allOf = ([LEFT, RIGHT] as const).map((who) => all && Array.from(g.edges(who, v)).some((t) => onAlternatingCycle(g, t, who === LEFT ? RIGHT : LEFT)));
  for (const who of [LEFT, RIGHT] as const) {
    const other: Player = who === LEFT ? RIGHT : LEFT;
    for (const t of Array.from(g.edges(who, v))) {
      if (!(allOf[who] || altReach(g, t, other, v, who))) continue;
      step(opts);
      const without = Array.from(g.edges(who, v)).filter((w) => w !== t);
      test.setEdges(who, v, without);
      // fewer Left moves: G' ≤ G always, so G ≤ G' decides; fewer Right moves: G' ≥ G, G' ≤ G decides
      if (who === LEFT ? sideLeq(g, 0, test, 0, side, opts) : sideLeq(test, 0, g, 0, side, opts)) g.setEdges(who, v, without);
      else test.setEdges(who, v, g.edges(who, v));
    }
  }
}

/** Step 5: nodes free of alternating cycles that are equal are merged (into the lower number). */
function fuse(g: GameGraph, opts: LoopyValueOptions): void {
  const n = g.size;
  const le = sideLeqProduct(g, g, 'stopper', opts);
  const bad = reachesAlternatingInfinite(g);
  const reach = reachFrom(g, 0);
  const to = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    if (!reach[i] || bad[i]) continue;
    for (let j = 0; j < i; j++) {
      if (reach[j] && !bad[j] && le[i * n + j] === 1 && le[j * n + i] === 1) {
        to[i] = j;
        break;
      }
    }
  }
  for (let v = 0; v < n; v++) g.setOptions(v, [...new Set(Array.from(g.left(v), (w) => to[w]!))], [...new Set(Array.from(g.right(v), (w) => to[w]!))]);
}

/** The part of `g` reachable from `root`, renumbered with the root at 0, lists sorted without repeats. */
function pack(g: GameGraph, root: number): GameGraph {
  // CGSuite's packing: nodes numbered in depth-first preorder from the root (a node's Left
  // options, then its Right options, each list in increasing order), each list sorted by the old
  // numbers without repeats; explicit stack
  const n = g.size;
  const sorted = (l: Int32Array): number[] => [...new Set(l)].sort((x, y) => x - y);
  const idx = new Int32Array(n).fill(-1);
  const nodes: number[] = [];
  const stack = [root];
  while (stack.length) {
    const v = stack.pop()!;
    if (idx[v] !== -1) continue;
    idx[v] = nodes.length;
    nodes.push(v);
    const next = [...sorted(g.left(v)), ...sorted(g.right(v))];
    for (let i = next.length - 1; i >= 0; i--) if (idx[next[i]!] === -1) stack.push(next[i]!);
  }
  const out = new GameGraph(nodes.length);
  out.addNodes(nodes.length);
  nodes.forEach((v, i) => out.setOptions(i, sorted(g.left(v)).map((w) => idx[w]!), sorted(g.right(v)).map((w) => idx[w]!)));
  return out;
}

/**
 * The graph of node `root` of `g0` simplified for `side` by CGSuite's steps (see the module
 * notes), with the root at node 0. Its root's side equals the game's (each step keeps it).
 * @internal
 */
export function simplifiedSideGraph(g0: GameGraph, root: number, side: SideName, opts0: LoopyValueOptions = {}): GameGraph {
  const opts = withBudget(opts0);
  const g = pack(g0, root);
  const n = g.size;
  if (rootIsStopper(g, 0)) {
    basicSimplifications(g, 'stopper', opts);
    fuse(g, opts);
    return pack(g, 0);
  }
  const reach0 = reachFrom(g, 0);
  const nodes: number[] = [];
  for (let v = 0; v < n; v++) if (reach0[v]) nodes.push(v);
  obviousEdges(g, nodes, side);
  basicSimplifications(g, side, opts);
  const pass = (all: boolean): void => {
    const test = g.clone();
    let reach = reachFrom(g, 0);
    for (let v = 0; v < n; v++) {
      if (!reach[v]) continue;
      irrelevantEdges(g, test, v, side, all, opts);
      reach = reachFrom(g, 0);
    }
  };
  pass(false);
  // CGSuite unravels here; an unravelling that succeeds leaves no alternating cycle, so when
  // the mover's moves are all off alternating cycles the second pass is the stopper one
  const reach = reachFrom(g, 0);
  const who: Player = side === 'on' ? RIGHT : LEFT;
  let cyclic = false;
  for (let v = 0; v < n && !cyclic; v++) if (reach[v] && onAlternatingCycle(g, v, who)) cyclic = true;
  basicSimplifications(g, cyclic ? side : 'stopper', opts);
  pass(true);
  fuse(g, opts);
  return pack(g, 0);
}

// ---------------------------------------------------------------------------------------------
// Interning

const sideTable = new Map<string, SimplifiedSide>();
const valueTable = new Map<string, SimplifiedSidedValue>();

/** The number of simplified sides interned so far (for tests and benchmarks). */
export function internedSimplifiedSideCount(): number {
  return sideTable.size;
}

/**
 * Isomorphism-invariant numbers of the nodes reachable from `root` (options given as nodes or
 * stoppers), assuming no two of them are bisimilar, and the key of the rooted graph: the nodes are
 * told apart by rounds of refinement whose class numbers are ranks of sorted signatures, so the
 * numbers, and the key, are the same for isomorphic rooted graphs. Linear in the graph per round.
 */
function canonicalNumbers(side: SideName, left: SideRef[][], right: SideRef[][], root: number): { key: string; printKey: string; id: Map<number, number> } {
  const nodes: number[] = [root];
  const at = new Map<number, number>([[root, 0]]);
  for (let i = 0; i < nodes.length; i++) {
    for (const o of [...left[nodes[i]!]!, ...right[nodes[i]!]!]) if (typeof o === 'number' && !at.has(o)) { at.set(o, nodes.length); nodes.push(o); }
  }
  // a stopper is named by the hash of its unfolding (the same in every process), then its id (to
  // tell apart two stoppers whose hashes collide); ranks follow the hashes, so the numbers and the
  // printing order do not depend on the order in which values were interned
  const sigsOf = (cls: Int32Array, withIds: boolean): string[] => {
    const term = (o: SideRef): string => (typeof o === 'number' ? `n${cls[at.get(o)!]}` : withIds ? `s${o._hash}:${o.id}` : `s${o._hash}`);
    return nodes.map((v, i) => `${cls[i]}:${left[v]!.map(term).sort().join(',')}|${right[v]!.map(term).sort().join(',')}`);
  };
  let cls = new Int32Array(nodes.length);
  let count = 1;
  let sigs: string[] = [];
  for (;;) {
    sigs = sigsOf(cls, true);
    const sorted = [...new Set(sigs)].sort();
    const rank = new Map(sorted.map((x, i) => [x, i]));
    cls = Int32Array.from(sigs, (x) => rank.get(x)!);
    if (sorted.length === count) break;
    count = sorted.length;
  }
  const byClass: string[] = new Array(count);
  sigs.forEach((x, i) => (byClass[cls[i]!] = x));
  const printClass: string[] = new Array(count);
  sigsOf(cls, false).forEach((x, i) => (printClass[cls[i]!] = x));
  const id = new Map<number, number>();
  nodes.forEach((v, i) => id.set(v, cls[i]!));
  return { key: `${side};${cls[0]};${byClass.join(';')}`, printKey: `${side};${cls[0]};${printClass.join(';')}`, id };
}

type SideRef = number | Stopper;

/** A short hash of a key (orders the loopy options of a printed game, like CGSuite's hash). */
function hashOf(key: string): string {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The value of node 0 of a simplified side graph: its canonical stopper when its graph is free of
 * alternating cycles, else the interned SimplifiedSide (followers that are stoppers become
 * canonical stoppers; bisimilar nodes are merged first). @internal
 */
export function internSide(h: GameGraph, side: SideName, opts: LoopyValueOptions = {}): SideOption {
  const n = h.size;
  // acf: the nodes whose own graphs are free of alternating cycles (stoppers)
  const acf = reachesAlternatingInfinite(h).map((b) => 1 - b);
  const stopNodes: number[] = [];
  for (let v = 0; v < n; v++) if (acf[v]) stopNodes.push(v);
  const stops = new Map<number, Stopper>();
  if (stopNodes.length) canonicalStoppers(h, undefined, stopNodes, opts).forEach((s, i) => stops.set(stopNodes[i]!, s));
  if (acf[0]) return stops.get(0)!;
  // bisimulation of the loopy nodes, the stopper nodes told apart by their values
  const init = new Int32Array(n);
  for (let v = 0; v < n; v++) init[v] = acf[v] ? 1 + stops.get(v)!.id : 0;
  const { cls } = bisimulation(h, init, opts);
  const rep = new Map<number, number>(); // class → representative loopy node
  for (let v = 0; v < n; v++) if (!acf[v] && !rep.has(cls[v]!)) rep.set(cls[v]!, v);
  const ref = (w: number): SideRef => (acf[w] ? stops.get(w)! : rep.get(cls[w]!)!);
  const left: SideRef[][] = [];
  const right: SideRef[][] = [];
  for (let v = 0; v < n; v++) {
    left.push([...new Set(Array.from(h.left(v), ref))]);
    right.push([...new Set(Array.from(h.right(v), ref))]);
  }
  // the side is interned as one graph: its root by the key of the rooted graph, every other node
  // by that key and its invariant number (the same nodes of isomorphic graphs get the same objects)
  const root = rep.get(cls[0]!)!;
  const { key: rootKey, printKey, id } = canonicalNumbers(side, left, right, root);
  const keyOf = (v: number): string => (v === root ? rootKey : `${rootKey}/${id.get(v)}`);
  const obj = new Map<number, SimplifiedSide>();
  const fresh: number[] = [];
  for (const v of id.keys()) {
    const key = keyOf(v);
    let s = sideTable.get(key);
    if (!s) {
      s = new SimplifiedSide(side, hashOf(v === root ? printKey : `${printKey}/${id.get(v)}`));
      sideTable.set(key, s);
      fresh.push(v);
    }
    obj.set(v, s);
  }
  const to = (o: SideRef): SideOption => (typeof o === 'number' ? obj.get(o)! : o);
  // options in an order that depends only on the form (stoppers by the hash of their unfolding,
  // nodes by their invariant numbers), not on the graph this side happened to come from: the
  // graph of a side (sideOptionGraph, for sums and comparisons) is then the same in every run
  const order = (o: SideRef): string => (typeof o === 'number' ? `n${String(id.get(o)).padStart(9, '0')}` : `s${o._hash}`);
  const sortRefs = (l: SideRef[]): SideRef[] => l.map((o) => [order(o), o] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, o]) => o);
  for (const v of fresh) {
    const s = obj.get(v)!;
    s._left = sortRefs(left[v]!).map(to);
    s._right = sortRefs(right[v]!).map(to);
  }
  return obj.get(root)!;
}

/** The graph of a side (node 0 its root), with the node of each SimplifiedSide and Stopper in it. @internal */
export function sideOptionGraph(roots: readonly SideOption[]): { graph: GameGraph; index: Map<SideOption, number> } {
  // numbered in depth-first preorder from the roots, options in their order (Left, then Right),
  // as CGSuite numbers a packed graph; explicit stack
  const index = new Map<SideOption, number>();
  const list: SideOption[] = [];
  const stack: SideOption[] = [...roots].reverse();
  while (stack.length) {
    const x = stack.pop()!;
    if (index.has(x)) continue;
    index.set(x, list.length);
    list.push(x);
    const next = [...(x._left as SideOption[]), ...(x._right as SideOption[])];
    for (let i = next.length - 1; i >= 0; i--) if (!index.has(next[i]!)) stack.push(next[i]!);
  }
  const graph = new GameGraph(list.length);
  graph.addNodes(list.length);
  list.forEach((x, v) =>
    graph.setOptions(
      v,
      [...new Set((x._left as SideOption[]).map((o) => index.get(o)!))].sort((p, q) => p - q),
      [...new Set((x._right as SideOption[]).map((o) => index.get(o)!))].sort((p, q) => p - q),
    ),
  );
  return { graph, index };
}

// ---------------------------------------------------------------------------------------------
// Values

/**
 * The value with the given sides: a `Stopper` when both are the same stopper, a `SidedValue`
 * when both are stoppers, else the interned SimplifiedSidedValue. The sides must be simplified
 * for their sides (an onside SimplifiedSide as the onside). @internal
 */
export function simplifiedSided(onside: SideOption, offside: SideOption): AnyLoopyValue {
  if (onside instanceof Stopper && offside instanceof Stopper) return sided(onside, offside);
  if (onside instanceof SimplifiedSide && onside.side !== 'on') throw new ValueError('the onside must be simplified for the onside');
  if (offside instanceof SimplifiedSide && offside.side !== 'off') throw new ValueError('the offside must be simplified for the offside');
  const key = `${onside instanceof Stopper ? 's' : 'p'}${onside.id},${offside instanceof Stopper ? 's' : 'p'}${offside.id}`;
  let v = valueTable.get(key);
  if (!v) {
    v = new SimplifiedSidedValue(onside, offside);
    valueTable.set(key, v);
  }
  return v;
}

/**
 * The onside or offside of node `root` of a game graph: its canonical stopper (the engine's
 * sidling, sided.ts), else CGSuite's simplified side (checked against the game both ways).
 * @internal
 */
export function anySideOfWork(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, root: number, side: SideName, opts: LoopyValueOptions): SideOption {
  const leftover = new Map<number, GameGraph>();
  const p = prepare(g, short, [root]);
  const s = sidesOfPrepared(p.graph, p.short, [p.index[root]!], side, opts, true, leftover);
  return s[0] ?? simplifiedSideOf(g, short, root, side, opts, leftover.get(0));
}

/**
 * The simplified side of node `root` whose side the engine's sidling could not make a stopper;
 * `engines` is the graph that sidling left (root at node 0), if any.
 */
function simplifiedSideOf(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, root: number, side: SideName, opts: LoopyValueOptions, engines: GameGraph | undefined): SideOption {
  const plain = expandShort(g, short, opts);
  const r = plain.node(root);
  let h: GameGraph;
  const size = plain.graph.reachable([r]).length;
  // a large graph (or one whose CGSuite steps pass the work budget): the graph the engine's
  // sidling left (each of its steps keeps the side), fused as CGSuite fuses, instead of CGSuite's
  // steps from the start (one from-scratch comparison of the whole graph per tested move)
  const fromEngine = (e: GameGraph): GameGraph => {
    const hg = e.clone();
    fuse(hg, withBudget(opts));
    return pack(hg, 0);
  };
  if (engines && size > CGSUITE_STEPS_MAX_NODES) h = fromEngine(engines);
  else {
    try {
      h = simplifiedSideGraph(plain.graph, r, side, opts);
    } catch (e) {
      if (!(e instanceof LimitError) || !engines) throw e;
      h = fromEngine(engines);
    }
  }
  const out = internSide(h, side, opts);
  // the self-check: the side found equals the game on that side, both ways
  const { graph: sg } = sideOptionGraph([out]);
  const ok = sideLeqPairs(plain.graph, sg, [[r, 0]], side, opts) && sideLeqPairs(sg, plain.graph, [[0, r]], side, opts);
  if (!ok) throw new Error(`internal: the simplified ${side}side fails its check`);
  return out;
}

/**
 * The largest graph (nodes reachable from the root) simplified by CGSuite's steps; a larger one
 * takes the graph the engine's own sidling leaves (see {@link anySideOfWork}).
 */
export const CGSUITE_STEPS_MAX_NODES = 1000;

/**
 * The values of nodes `roots` of a game graph, whatever their sides: canonical stoppers, stopper
 * sides, or (when a side is not a stopper) simplified sides; the sides of all of them sidled
 * together. @internal
 */
export function anyValuesOfWork(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, roots: readonly number[], opts: LoopyValueOptions = {}): AnyLoopyValue[] {
  const sides = { on: new Map<number, Stopper | GameGraph>(), off: new Map<number, Stopper | GameGraph>() };
  const sidedOut = valuesOfWorkPartial(g, short, roots, opts, true, sides);
  return roots.map((v, i) => {
    const x = sidedOut[i];
    if (x) return x;
    const get = (which: SideName): SideOption => {
      const f = (which === 'on' ? sides.on : sides.off).get(v);
      return f instanceof Stopper ? f : simplifiedSideOf(g, short, v, which, opts, f);
    };
    return simplifiedSided(get('on'), get('off'));
  });
}

// ---------------------------------------------------------------------------------------------
// Arithmetic and order

const sideOf = (g: AnyLoopyValue, which: SideName): SideOption => {
  if (g instanceof Stopper) return g;
  if (!(g instanceof SidedValue) && !(g instanceof SimplifiedSidedValue)) throw kindError(which === 'on' ? 'anyOnside' : 'anyOffside', 'g', 'a loopy value', g);
  return which === 'on' ? g.onside : g.offside;
};

/** The onside of any loopy value (for a SimplifiedSidedValue, its simplified onside; CGSuite offers none). */
export function anyOnside(g: AnyLoopyValue): SideOption {
  return sideOf(g, 'on');
}
/** The offside of any loopy value (for a SimplifiedSidedValue, its simplified offside; CGSuite offers none). */
export function anyOffside(g: AnyLoopyValue): SideOption {
  return sideOf(g, 'off');
}

/** The negative of a simplified side: Left and Right swapped, the side flipped. */
export function negSide(s: SideOption): SideOption {
  if (s instanceof Stopper) return negStopper(s);
  const { graph } = sideOptionGraph([s]);
  return internSide(graph.mirror(), s.side === 'on' ? 'off' : 'on');
}

/** −G for any loopy value: −(G⁺ & G⁻) = (−G⁻) & (−G⁺). */
export function negAny(g: AnyLoopyValue): AnyLoopyValue {
  if (!(g instanceof SimplifiedSidedValue)) return g instanceof Stopper ? negStopper(g) : sided(negStopper(g.offside), negStopper(g.onside));
  return simplifiedSided(negSide(g.offside), negSide(g.onside));
}

/** The graph of the sum of two side values (node 0 the sum). */
function sumOfSides(a: SideOption, b: SideOption, opts: LoopyValueOptions): GameGraph {
  const A = sideOptionGraph([a]).graph;
  const B = sideOptionGraph([b]).graph;
  const na = A.size;
  const nb = B.size;
  checkNodes(na * nb, opts.maxNodes ?? DEFAULT_MAX_NODES);
  const g = new GameGraph(na * nb);
  g.addNodes(na * nb);
  for (let x = 0; x < na; x++) {
    for (let y = 0; y < nb; y++) {
      g.setOptions(
        x * nb + y,
        [...Array.from(A.left(x), (x2) => x2 * nb + y), ...Array.from(B.left(y), (y2) => x * nb + y2)].sort((p, q) => p - q),
        [...Array.from(A.right(x), (x2) => x2 * nb + y), ...Array.from(B.right(y), (y2) => x * nb + y2)].sort((p, q) => p - q),
      );
    }
  }
  return g;
}

/**
 * G + H for any loopy values (CGSuite's sum of sided values; Siegel VI.4): a sum of stoppers whose
 * graph is a stopper is that stopper's canonical form; for stopper-sided values the onside is the
 * upsum of the onsides and the offside the downsum of the offsides; otherwise the onside is the sum
 * of the onside graphs simplified for the onside, the offside likewise.
 */
export function addAny(a: AnyLoopyValue, b: AnyLoopyValue, opts: LoopyValueOptions = {}): AnyLoopyValue {
  for (const [v, arg] of [[a, 'a'], [b, 'b']] as const) {
    if (!(v instanceof Stopper) && !(v instanceof SidedValue) && !(v instanceof SimplifiedSidedValue)) throw kindError('addAny', arg, 'a loopy value', v);
  }
  if (a instanceof Stopper && b instanceof Stopper) {
    if (a.isLoopfree && a._left.length === 0 && a._right.length === 0) return b;
    if (b.isLoopfree && b._left.length === 0 && b._right.length === 0) return a;
    return valuesOfWork(sumGraph([a, b], opts), undefined, [0], opts)[0]!;
  }
  if (!(a instanceof SimplifiedSidedValue) && !(b instanceof SimplifiedSidedValue)) {
    // the onside of a sum is the upsum of the onsides, the offside the downsum of the offsides
    return sided(upsum(onsideOf(a), onsideOf(b), opts), downsum(offsideOf(a), offsideOf(b), opts));
  }
  const on = anySideOfWork(sumOfSides(anyOnside(a), anyOnside(b), opts), undefined, 0, 'on', opts);
  const off = anySideOfWork(sumOfSides(anyOffside(a), anyOffside(b), opts), undefined, 0, 'off', opts);
  return simplifiedSided(on, off);
}

/** x ≤ y on `side` for two side values (from-scratch comparison of their graphs, sidle.ts). */
export function sideValueLeq(x: SideOption, y: SideOption, side: SideName, opts: LoopyValueOptions = {}): boolean {
  for (const [v, arg] of [[x, 'x'], [y, 'y']] as const) {
    if (!(v instanceof Stopper) && !(v instanceof SimplifiedSide)) throw kindError('sideValueLeq', arg, 'a side value (a stopper or a simplified side)', v);
  }
  if (side !== 'on' && side !== 'off') throw kindError('sideValueLeq', 'side', "'on' or 'off'", side);
  const { graph: gx } = sideOptionGraph([x]);
  const { graph: gy } = sideOptionGraph([y]);
  return sideLeqPairs(gx, gy, [[0, 0]], side, opts);
}

/** G ≤ H for any loopy values: G⁺ ≤ H⁺ on the onside and G⁻ ≤ H⁻ on the offside (Siegel VI.4). */
export function leqAny(a: AnyLoopyValue, b: AnyLoopyValue, opts: LoopyValueOptions = {}): boolean {
  // stopper sides: the cached comparison of canonical stoppers (CGSuite's StopperSidedValue.<=)
  if (!(a instanceof SimplifiedSidedValue) && !(b instanceof SimplifiedSidedValue)) {
    return stopperLeq(onsideOf(a), onsideOf(b), opts) && stopperLeq(offsideOf(a), offsideOf(b), opts);
  }
  return sideValueLeq(anyOnside(a), anyOnside(b), 'on', opts) && sideValueLeq(anyOffside(a), anyOffside(b), 'off', opts);
}

/** A typed error for properties this engine cannot give for a value with simplified sides. */
export class NotComputableError extends PartizanError {
  override name = 'NotComputableError';
  override readonly code: string = 'NOT_COMPUTABLE';
}

