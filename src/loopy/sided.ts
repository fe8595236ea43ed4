/**
 * Stopper-sided values (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.4): a loopy game G
 * whose onside G⁺ and offside G⁻ are stoppers is known, for sums and comparisons, by the pair
 * G⁺ & G⁻ of canonical stoppers.
 *
 * Invariants kept by this module:
 * - A `SidedValue` has onside ≠ offside (when they are equal the value is that `Stopper`), and
 *   onside ≥ offside; it is interned by the pair, so `===` is value equality. Every public
 *   function returns a `LoopyValue`: a `Stopper` or a `SidedValue`, canonical.
 */
import { ValueError, clip } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { neg } from '../engine/arith.js';
import { GameGraph, LEFT, RIGHT } from '../graph/graph.js';
import { reachesAlternatingInfinite, rootIsStopper } from '../graph/structure.js';
import { bisimulation, quotient } from '../graph/bisimulation.js';
import { type LoopyValueOptions, NotStopperSidedError, DEFAULT_MAX_NODES, checkNodes, negationPartners, progress, withBudget } from './graph.js';
import { Stopper, canonicalStoppers, loopyPrinter, fromGame, internSimplest, negStopper, prepare, stopperGraph, stopperLeq, sumGraph } from './stopper.js';
import { sideLeqProduct } from './compare.js';
import { simplifyForSide } from './sidle.js';
import { kindError } from '../engine/guard.js';

/** A loopy value: a canonical stopper, or a stopper-sided value with different sides. */
export type LoopyValue = Stopper | SidedValue;

/**
 * A stopper-sided value G⁺ & G⁻ with G⁺ ≠ G⁻ (CGSuite's `StopperSidedValue`). Interned.
 */
export class SidedValue {
  /** @internal */
  constructor(
    /** The onside G⁺ (infinite play counts for Left). */
    readonly onside: Stopper,
    /** The offside G⁻ (infinite play counts for Right). */
    readonly offside: Stopper,
  ) {}
  /** Always false: a SidedValue is not equal to any stopper. */
  get isStopper(): false {
    return false;
  }
  /** Always true: both sides are stoppers (CGSuite's `IsStopperSided`). */
  get isStopperSided(): true {
    return true;
  }
  /** CGSuite text, `onside & offside`. */
  toString(): string {
    return loopyPrinter.text(this);
  }
}

const sidedTable = new Map<string, SidedValue>();

/**
 * The value with onside `on` and offside `off` (CGSuite's `on & off` syntax, `G & H`). Needs
 * on ≥ off (Siegel VI.4: the onside of a game is never below its offside); equal sides give the
 * stopper itself.
 */
export function sided(onside: Stopper | Game, offside: Stopper | Game): LoopyValue {
  const a = onside instanceof Stopper ? onside : fromGame(onside);
  const b = offside instanceof Stopper ? offside : fromGame(offside);
  if (a === b) return a;
  if (!stopperLeq(b, a)) throw new ValueError(`the onside ${a} of a sided value must be ≥ its offside ${b}`);
  return sidedOrdered(a, b);
}

/**
 * The interned `a & b` of two different stoppers with a ≥ b, known to the caller (the named
 * constants, whose sides are ordered by definition), without the comparison. @internal
 */
export function sidedOrdered(a: Stopper, b: Stopper): SidedValue {
  const key = `${a.id},${b.id}`;
  let s = sidedTable.get(key);
  if (!s) {
    s = new SidedValue(a, b);
    sidedTable.set(key, s);
  }
  return s;
}

/** The onside of a loopy value (the stopper itself for a stopper). */
export function onsideOf(g: LoopyValue): Stopper {
  if (!(g instanceof Stopper) && !(g instanceof SidedValue)) throw kindError('onsideOf', 'g', 'a loopy value (a stopper or a sided value)', g);
  return g instanceof Stopper ? g : g.onside;
}
/** The offside of a loopy value (the stopper itself for a stopper). */
export function offsideOf(g: LoopyValue): Stopper {
  if (!(g instanceof Stopper) && !(g instanceof SidedValue)) throw kindError('offsideOf', 'g', 'a loopy value (a stopper or a sided value)', g);
  return g instanceof Stopper ? g : g.offside;
}

// ---------------------------------------------------------------------------------------------
// Sidling

/** Which side a sidling computes. @internal */
export type Side = 'on' | 'off';

/**
 * The onside (side `'on'`) or offside (`'off'`) of node `root` of a game graph, as a canonical
 * stopper. The graph is simplified by moves that cannot matter on that side, until the root's
 * graph has no infinite alternating play; then it is a stopper equal to the side sought. The
 * simplifications (CGSuite's "obviously irrelevant edges", Siegel VI.4), applied at nodes whose
 * graph is not yet a stopper, in terms of the values of the nodes that are:
 * - a Left move to `on` makes every other Left move irrelevant; a Left move to `off` is never
 *   useful (and symmetrically for Right);
 * - on the onside, a Right move from x to y where Left can move straight back from y to x is
 *   irrelevant (Left may repeat forever, which wins for Left on the onside); on the offside, a
 *   Left move from x to y where Right can move straight back is irrelevant.
 * When no simplification applies and the root still has infinite alternating play, the graph
 * simplification of sidle.ts takes over (side-aware dominated and reversible options, irrelevant
 * cyclic moves, unravelling), and the side it finds is checked against the game. When alternating
 * cycles remain, throws {@link NotStopperSidedError}: the side is not a stopper as far as these
 * simplifications tell (Bach's Carousel). Past `maxSidleWork` or `maxPairs`, a `LimitError`.
 * @internal
 */
export function sideOf(g0: GameGraph, short: ArrayLike<Game | undefined> | undefined, root: number, side: Side, opts: LoopyValueOptions = {}): Stopper {
  const p = prepare(g0, short, [root]);
  return sidesOfPrepared(p.graph, p.short, [p.index[root]!], side, opts, false)[0]!;
}

/**
 * {@link sideOf} for several roots `rts` of a prepared graph (stopper.ts, `prepare`), which it
 * does not change: the simplifications are made once over the whole graph, and the stoppers of
 * all roots are computed together. With `partial`, roots that cannot be sidled get undefined
 * instead of an error; with `leftover`, the graph simplified for such a root (node 0 the root;
 * still with an alternating cycle) is kept there under the root's index in `rts`. @internal
 */
export function sidesOfPrepared(
  graph: GameGraph,
  sh: readonly (Game | undefined)[],
  rts: readonly number[],
  side: Side,
  opts0: LoopyValueOptions,
  partial: boolean,
  leftover?: Map<number, GameGraph>,
): (Stopper | undefined)[] {
  const opts = withBudget(opts0);
  // the graph this sidling simplifies (its own: the simplifications change it)
  const g = graph.clone();
  const n = g.size;
  for (let round = 0; ; round++) {
    progress(opts, 'sidle', round);
    // nodes whose own graph is a stopper: those that reach no node with infinite alternating play
    const bad = reachesAlternatingInfinite(g);
    if (rts.every((r) => !bad[r])) return canonicalStoppers(g, sh, rts, opts);
    const good: number[] = [];
    for (let v = 0; v < n; v++) if (!bad[v]) good.push(v);
    const vals = new Map<number, Stopper>();
    if (good.length) {
      const out = canonicalStoppers(g, sh, good, opts);
      good.forEach((v, i) => vals.set(v, out[i]!));
    }
    const isOn = (v: number): boolean => vals.get(v) === ON;
    const isOff = (v: number): boolean => vals.get(v) === OFF;
    let changed = false;
    for (let x = 0; x < n; x++) {
      if (!bad[x]) continue;
      const L = Array.from(g.left(x));
      const R = Array.from(g.right(x));
      const onL = L.find(isOn);
      const nl = onL !== undefined ? [onL] : L.filter((y) => !isOff(y) && !(side === 'off' && g.hasEdge(RIGHT, y, x)));
      const offR = R.find(isOff);
      const nr = offR !== undefined ? [offR] : R.filter((y) => !isOn(y) && !(side === 'on' && g.hasEdge(LEFT, y, x)));
      if (nl.length !== L.length || nr.length !== R.length) {
        changed = true;
        g.setOptions(x, nl, nr);
      }
    }
    if (changed) continue;
    // Second stage: the graph simplification of sidle.ts, over the nodes that are still not
    // stoppers (the others stand for their canonical stoppers).
    const out = sidleByGraph(graph, sh, g, bad, vals, rts, side, opts, leftover);
    if (partial) return out;
    const stuck = rts.filter((_, i) => out[i] === undefined);
    if (stuck.length === 0) return out;
    throw new NotStopperSidedError(
      `the ${side === 'on' ? 'onside' : 'offside'} of node ${clip(stuck.slice(0, 5).join(', '))}${stuck.length > 5 ? ', …' : ''} is not a stopper: its graph, simplified for that side (dominated and reversible options, irrelevant cyclic moves, unravelling), keeps an infinite alternating play (a carousel, as Bach's Carousel; or a game past these simplifications)`,
    );
  }
}

/**
 * The graph of the nodes `keep` of `g` (numbered 0..k−1 in that order) whose edges to the other
 * nodes go to the graphs of those nodes' stoppers `valueOf(w)`, added after them. Returns the
 * graph and the node of each node of `g`.
 */
function compactGraph(g: GameGraph, keep: readonly number[], valueOf: (w: number) => Stopper, opts: LoopyValueOptions): { graph: GameGraph; node: (w: number) => number } {
  const at = new Int32Array(g.size).fill(-1);
  keep.forEach((v, i) => (at[v] = i));
  const used = new Set<Stopper>();
  for (const v of keep) for (const s of [LEFT, RIGHT] as const) for (const w of g.edges(s, v)) if (at[w] === -1) used.add(valueOf(w));
  const sg = stopperGraph([...used]);
  const k = keep.length;
  const node = (w: number): number => (at[w] !== -1 ? at[w]! : k + sg.index.get(valueOf(w))!);
  checkNodes(k + sg.graph.size, opts.maxNodes ?? DEFAULT_MAX_NODES);
  const graph = new GameGraph(k + sg.graph.size);
  graph.addNodes(k + sg.graph.size);
  keep.forEach((v, i) => graph.setOptions(i, Int32Array.from(new Set(Array.from(g.left(v), node))), Int32Array.from(new Set(Array.from(g.right(v), node)))));
  for (let j = 0; j < sg.graph.size; j++) graph.setOptions(k + j, Array.from(sg.graph.left(j), (w) => w + k), Array.from(sg.graph.right(j), (w) => w + k));
  return { graph, node };
}

/** `g` with every short node replaced by the graph of its canonical stopper. @internal */
export function expandShort(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, opts: LoopyValueOptions): { graph: GameGraph; node: (w: number) => number } {
  const plain: number[] = [];
  for (let v = 0; v < g.size; v++) if (!short?.[v]) plain.push(v);
  if (plain.length === g.size) return { graph: g, node: (v) => v };
  return compactGraph(g, plain, (w) => fromGame(short![w]!), opts);
}

/**
 * The sides of `rts` by graph simplification (sidle.ts): the nodes of `g` that are stoppers are
 * replaced by the graphs of their canonical stoppers `vals`; the graph is simplified for the side
 * at every node together, and, for a root still not a stopper, for that root alone, starting from
 * the graph of the general simplification (whose every node has the side it had: the steps keep
 * them all), which is smaller and simpler than the graph before it. Each side
 * found is checked against the game `orig` (before any simplification; its short nodes `sh`):
 * equal on that side, both ways. A root whose simplified graph keeps an alternating cycle gets
 * undefined.
 */
function sidleByGraph(
  orig: GameGraph,
  sh: readonly (Game | undefined)[],
  g: GameGraph,
  bad: Uint8Array,
  vals: Map<number, Stopper>,
  rts: readonly number[],
  side: Side,
  opts: LoopyValueOptions,
  leftover?: Map<number, GameGraph>,
): (Stopper | undefined)[] {
  const n = g.size;
  const loopy: number[] = [];
  for (let v = 0; v < n; v++) if (bad[v]) loopy.push(v);
  const { graph: c, node } = compactGraph(g, loopy, (w) => vals.get(w)!, opts);
  const out: (Stopper | undefined)[] = rts.map((r) => (bad[r] ? undefined : vals.get(r)));
  const want = rts.map((r, i) => [i, node(r)] as const).filter(([i]) => bad[rts[i]!]);
  if (want.length === 0) return out;
  // the original game, for the checks
  const o = expandShort(orig, sh, opts);
  const check = (nodes: readonly number[], found: readonly Stopper[]): boolean[] => checkSides(o.graph, nodes.map((j) => o.node(rts[j]!)), found, side, opts);
  // every node together, on the quotient by bisimulation (bisimilar nodes are the same game)
  const { cls, count } = bisimulation(c, undefined, { signal: opts.signal });
  const q = quotient(c, cls, count);
  const general = simplifyForSide(q, side, undefined, opts);
  const ready = want.filter(([, v]) => rootIsStopper(general, cls[v]!));
  const found = ready.length ? canonicalStoppers(general, [], ready.map(([, v]) => cls[v]!), opts) : [];
  const ok = check(ready.map(([i]) => i), found);
  ready.forEach(([i], j) => {
    if (ok[j]) out[i] = found[j];
  });
  // the others one by one, each for its own root, from the general simplification's graph
  for (const [i, v] of want) {
    if (out[i] !== undefined) continue;
    const h = simplifyForSide(general, side, cls[v]!, opts);
    if (!rootIsStopper(h, 0)) {
      leftover?.set(i, h);
      continue;
    }
    const s = canonicalStoppers(h, [], [0], opts)[0]!;
    if (!check([i], [s])[0]) throw new Error(`internal: the ${side}side found for node ${rts[i]} fails its check`);
    out[i] = s;
  }
  return out;
}

/** For each i, whether node `nodes[i]` of `g` equals the stopper `sides[i]` on `side` (both ways). */
function checkSides(g: GameGraph, nodes: readonly number[], sides: readonly Stopper[], side: Side, opts: LoopyValueOptions): boolean[] {
  if (nodes.length === 0) return [];
  const sg = stopperGraph([...new Set(sides)]);
  const le = sideLeqProduct(g, sg.graph, side, opts);
  const ge = sideLeqProduct(sg.graph, g, side, opts);
  const m = sg.graph.size;
  const n = g.size;
  return nodes.map((v, i) => {
    const s = sg.index.get(sides[i]!)!;
    return le[v * m + s] === 1 && ge[s * n + v] === 1;
  });
}

/**
 * For each root (node numbers of `g`, whose short nodes `sh` are given by value, their lists
 * empty), the position in `roots` of a root that is its negative, or undefined when some root
 * has none among them.
 */
function negativeRoots(g: GameGraph, sh: readonly (Game | undefined)[], roots: readonly number[], opts: LoopyValueOptions): Int32Array | undefined {
  const ids = new Map<Game, number>();
  const id = (x: Game): number => {
    let k = ids.get(x);
    if (k === undefined) ids.set(x, (k = ids.size + 1));
    return k;
  };
  const n = g.size;
  const init = new Int32Array(n);
  const initNeg = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const x = sh[v];
    if (x) {
      init[v] = id(x);
      initNeg[v] = id(neg(x));
    }
  }
  const partner = negationPartners(g, init, initNeg, roots, opts);
  const at = new Map<number, number>();
  roots.forEach((r, i) => {
    if (!at.has(r)) at.set(r, i);
  });
  const out = new Int32Array(roots.length);
  for (let i = 0; i < roots.length; i++) {
    const j = at.get(partner[i]!);
    if (j === undefined) return undefined;
    out[i] = j;
  }
  return out;
}

/**
 * The values of several nodes of a game graph, sharing the work: stopper nodes get their
 * canonical stoppers; the others are sidled, all onsides together and all offsides together.
 * When every such node has its negative among them (a game symmetric between the players, such
 * as a Chopsticks opening), only the onsides are sidled: the offside of v is minus the onside of
 * the node equal to −v, since −(G⁺) = (−G)⁻ (Siegel VI.4); the nodes equal to −v are found by
 * one bisimulation of the graph beside its conjugate (`negationPartners`, graph.ts).
 * @internal
 */
export function valuesOfWork(g: GameGraph, short: ArrayLike<Game | undefined> | undefined, roots: readonly number[], opts: LoopyValueOptions = {}): LoopyValue[] {
  return valuesOfWorkPartial(g, short, roots, opts, false) as LoopyValue[];
}

/**
 * What {@link valuesOfWorkPartial} found of the sides of the nodes it could not value: per node,
 * its onside and offside where they are stoppers, and the graph the sidling left (root at node 0)
 * for a side that is not. @internal
 */
export interface PartialSides {
  readonly on: Map<number, Stopper | GameGraph>;
  readonly off: Map<number, Stopper | GameGraph>;
}

/**
 * {@link valuesOfWork}; with `partial`, nodes that cannot be sidled get undefined (and, with
 * `sides`, what was found of their sides). The caller's graph is copied once (its part reachable
 * from the roots, short nodes' edges dropped); everything after works on that copy or on graphs
 * derived from it. @internal
 */
export function valuesOfWorkPartial(
  g: GameGraph,
  short: ArrayLike<Game | undefined> | undefined,
  roots: readonly number[],
  opts0: LoopyValueOptions,
  partial: boolean,
  sides?: PartialSides,
): (LoopyValue | undefined)[] {
  const opts = withBudget(opts0);
  const { graph, short: sh, index } = prepare(g, short, roots);
  const bad = reachesAlternatingInfinite(graph);
  const stopperRoots = roots.filter((v) => !bad[index[v]!]);
  const loopyRoots = [...new Set(roots.filter((v) => bad[index[v]!]))];
  const out = new Map<number, LoopyValue | undefined>();
  if (stopperRoots.length) {
    const vals = canonicalStoppers(graph, sh, stopperRoots.map((v) => index[v]!), opts);
    stopperRoots.forEach((v, i) => out.set(v, vals[i]!));
  }
  if (loopyRoots.length) {
    const rts = loopyRoots.map((v) => index[v]!);
    const leftOn = new Map<number, GameGraph>();
    const leftOff = new Map<number, GameGraph>();
    const ons = sidesOfPrepared(graph, sh, rts, 'on', opts, partial, leftOn);
    // −(G⁺) = (−G)⁻ (Siegel VI.4): when every root's negative is a root too (a symmetric game),
    // each offside is minus the onside of that root, and its sidling is not run again
    const mirror = negativeRoots(graph, sh, rts, opts);
    const offs = mirror
      ? loopyRoots.map((_, i) => {
          const o = ons[mirror[i]!];
          return o && negStopper(o);
        })
      : sidesOfPrepared(graph, sh, rts, 'off', opts, partial, leftOff);
    if (mirror) {
      loopyRoots.forEach((_, i) => {
        const h = leftOn.get(mirror[i]!);
        if (h) leftOff.set(i, h.mirror());
      });
    }
    loopyRoots.forEach((v, i) => {
      const on = ons[i];
      const off = offs[i];
      out.set(v, on && off ? sided(on, off) : undefined);
      if (sides && !(on && off)) {
        const a = on ?? leftOn.get(i);
        const b = off ?? leftOff.get(i);
        if (a) sides.on.set(v, a);
        if (b) sides.off.set(v, b);
      }
    });
  }
  return roots.map((v) => out.get(v));
}

// ---------------------------------------------------------------------------------------------
// Constants (Siegel VI.1–VI.2; CGSuite's constants)

/**
 * on = {on | } (Siegel VI.1). Its graph, one node that is its own Left option, is a simplest form
 * (no option to remove or bypass, no two equal nodes), so it is interned as it is: the constants
 * are made when the module loads, and the general canonical-stopper code would cost every import
 * its first, slow run. `test/loopy-values/constants.test.ts` checks that the general code gives
 * the same objects.
 */
export const ON: Stopper = internSimplest(GameGraph.from({ left: [[0]], right: [[]] }))[0]!;
/** off = { | off}. */
export const OFF: Stopper = negStopper(ON);

// ---------------------------------------------------------------------------------------------
// Arithmetic and order

/** The upsum of two stoppers: the onside of their sum (Siegel VI.4). */
export function upsum(a: Stopper, b: Stopper, opts: LoopyValueOptions = {}): Stopper {
  if (!(a instanceof Stopper)) throw kindError('upsum', 'a', 'a stopper', a);
  if (!(b instanceof Stopper)) throw kindError('upsum', 'b', 'a stopper', b);
  return sideOf(sumGraph([a, b], opts), undefined, 0, 'on', opts);
}
/** The downsum of two stoppers: the offside of their sum (Siegel VI.4). */
export function downsum(a: Stopper, b: Stopper, opts: LoopyValueOptions = {}): Stopper {
  if (!(a instanceof Stopper)) throw kindError('downsum', 'a', 'a stopper', a);
  if (!(b instanceof Stopper)) throw kindError('downsum', 'b', 'a stopper', b);
  return sideOf(sumGraph([a, b], opts), undefined, 0, 'off', opts);
}
