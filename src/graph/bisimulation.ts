/**
 * Bisimulation: the coarsest partition of a game graph's nodes, refining a given one, in which
 * two nodes of a class have the same set of classes of Left options and the same set of classes
 * of Right options. Bisimilar nodes are the same game (their unfoldings are equal).
 *
 * The nodes that reach no cycle get their classes in one pass, successors first (a node's class is
 * given by its signature, the sets of its options' classes). The others are refined first in plain
 * rounds over all of them while the classes multiply, then incrementally (a partition-refinement
 * worklist): in rounds in which only the *dirty* nodes, those with an option whose class number
 * changed in the previous round, compute their signature again. When a class splits, its largest part keeps the class number and the others get new
 * ones, so a node changes class number at most log₂ n times and its predecessors are made dirty
 * that often: about O(m log n) signature work where every round over all nodes (a chain of
 * 100,000 nodes takes 100,000 rounds) would be quadratic.
 *
 * Invariants: at the end of a round every member of a class has the signature recorded for the
 * class, in the class numbers of the start of that round; the nodes that reach no cycle are never
 * in a class with a node that reaches one (their unfoldings are finite, the others' are not).
 */
import { type EdgeLists, GameGraph } from './graph.js';
import { acyclicPart } from './structure.js';
import { RunControl, type RunOptions } from '../engine/run.js';

/** Options of {@link bisimulation}. */
export interface BisimulationOptions extends RunOptions {
  /**
   * Called with the number of classes after each round (classes only split): may throw to stop a
   * refinement whose result the caller cannot use (too many classes for its pair tables).
   */
  tooMany?: (count: number) => void;
}

/**
 * The bisimulation classes of `g`'s nodes, refining `init` (nodes with different `init` values are
 * never in one class; default: all in one). Classes are numbered 0..count−1 in the order of their
 * first node.
 */
export function bisimulation(g: GameGraph, init?: ArrayLike<number>, opts: BisimulationOptions = {}): { cls: Int32Array; count: number } {
  const n = g.size;
  const run = new RunControl(opts, 'bisimulation', 'nodes');
  const cls = initialClasses(n, init);
  const keys = new Signatures(cls, g.L, g.R);
  const { loopy, order } = acyclicPart(g);
  const acyclic = acyclicClasses(keys, loopy, order, run);
  let m = 0;
  for (let v = 0; v < n; v++) m += loopy[v]!;
  const nodes = new Int32Array(m);
  for (let v = 0, i = 0; v < n; v++) if (loopy[v]) nodes[i++] = v;
  if (!plainRounds(keys, nodes, acyclic, run, opts.tooMany)) new Refinement(g, keys, nodes, acyclic, run, opts.tooMany).run();
  return renumbered(cls, loopy, m, acyclic);
}

// The phases of bisimulation() are functions of their own, each small: the bisimulation runs a
// few times a process, so what it costs is mostly its first runs and the optimising compiler's
// work on it (one function of all the phases took V8's compiler threads longer than the rest of
// the loopy engine's graph kernels).

/** Classes 0..k−1 by `init` value, in the order of their first node. */
function initialClasses(n: number, init: ArrayLike<number> | undefined): Int32Array {
  const cls = new Int32Array(n);
  if (!init) return cls;
  const byValue = new Map<number, number>();
  for (let v = 0; v < n; v++) {
    let c = byValue.get(init[v]!);
    if (c === undefined) byValue.set(init[v]!, (c = byValue.size));
    cls[v] = c;
  }
  return cls;
}

/** The nodes that reach no cycle, in one pass, successors first: class n + k by signature; returns the number of such classes. */
function acyclicClasses(keys: Signatures, loopy: Uint8Array, order: Int32Array, run: RunControl): number {
  const cls = keys.cls;
  const n = cls.length;
  const byKey = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    if (loopy[v]) continue;
    run.step();
    const key = keys.of(v, cls[v]!);
    let c = byKey.get(key);
    if (c === undefined) byKey.set(key, (c = n + byKey.size));
    cls[v] = c;
  }
  return byKey.size;
}

/**
 * Plain rounds over the nodes that reach a cycle (each node's signature in the classes of the
 * round's start, keyed with its class), while the classes multiply (at least double, or grow by a
 * sixteenth of the nodes): the loopy engine's graphs settle so in a handful of rounds. Returns
 * whether the partition is stable; when it is not, the worklist goes on from it (a long chain
 * makes one class a round, which the worklist does in linear work). Classes are 0..k−1 after.
 */
function plainRounds(keys: Signatures, nodes: Int32Array, acyclic: number, run: RunControl, tooMany: ((count: number) => void) | undefined): boolean {
  const cls = keys.cls;
  const m = nodes.length;
  if (m === 0) return true;
  const next = new Int32Array(m);
  const byKey = new Map<string, number>();
  let classes = -1;
  for (let r = 0; r < PLAIN_ROUNDS; r++) {
    byKey.clear();
    for (let i = 0; i < m; i++) {
      run.step();
      const v = nodes[i]!;
      const key = keys.of(v, cls[v]!);
      let c = byKey.get(key);
      if (c === undefined) byKey.set(key, (c = byKey.size));
      next[i] = c;
    }
    for (let i = 0; i < m; i++) cls[nodes[i]!] = next[i]!;
    const now = byKey.size;
    if (now === classes) return true;
    if (tooMany) tooMany(now + acyclic);
    const grew = now - classes;
    classes = now;
    if (r > 0 && grew < classes - grew && grew * 16 < m) return false;
  }
  return false;
}

/** The most plain rounds before the worklist (each costs one signature per loopy node; they stop sooner when the classes stop multiplying). */
const PLAIN_ROUNDS = 12;

/** The numbers of the final classes in the order of their first node (loopy classes are 0..m−1, the others n + k). */
function renumbered(cls: Int32Array, loopy: Uint8Array, m: number, acyclic: number): { cls: Int32Array; count: number } {
  const n = cls.length;
  const loopyTo = new Int32Array(m + 1).fill(-1);
  const acyclicTo = new Int32Array(acyclic).fill(-1);
  let count = 0;
  for (let v = 0; v < n; v++) {
    const c = cls[v]!;
    if (loopy[v]) {
      if (loopyTo[c] === -1) loopyTo[c] = count++;
      cls[v] = loopyTo[c]!;
    } else {
      if (acyclicTo[c - n] === -1) acyclicTo[c - n] = count++;
      cls[v] = acyclicTo[c - n]!;
    }
  }
  return { cls, count };
}

/**
 * The worklist refinement of the nodes that reach a cycle (see the module notes), from the classes
 * 0..k−1 the plain rounds left: the members of a class are a range first..end of `elems`; a round
 * groups the dirty nodes by class and signature, splits the classes, and the predecessors of the
 * nodes that changed class number are the next round's dirty nodes.
 */
class Refinement {
  private readonly cls: Int32Array;
  private readonly elems: Int32Array;
  private readonly pos: Int32Array;
  private readonly first: Int32Array;
  private readonly end: Int32Array;
  /** The signature recorded for a class (its members' keys without the head), once known. */
  private readonly sig: (string | undefined)[] = [];
  private classes = 0;
  // the groups of one round: key, class, size, members (a list through `member`), next group of the class
  private readonly byKey = new Map<string, number>();
  private readonly gKey: string[] = [];
  private readonly gClass: Int32Array;
  private readonly gCount: Int32Array;
  private readonly gHead: Int32Array;
  private readonly gNext: Int32Array;
  private readonly member: Int32Array;
  private readonly classGroup: Int32Array;
  private readonly classStamp: Int32Array;
  private readonly touched: Int32Array;
  private readonly mark: Int32Array;
  private stamp = 0;
  private dirty: Int32Array;
  private dirtyCount: number;
  private moved: Int32Array;
  private movedCount = 0;

  constructor(
    private readonly g: GameGraph,
    private readonly keys: Signatures,
    nodes: Int32Array,
    private readonly acyclic: number,
    private readonly runControl: RunControl,
    private readonly tooMany: ((count: number) => void) | undefined,
  ) {
    const cls = (this.cls = keys.cls);
    const n = cls.length;
    const m = nodes.length;
    // counting sort of the nodes by class (classes 0..k−1, k ≤ m)
    const first = (this.first = new Int32Array(m + 1));
    const end = (this.end = new Int32Array(m + 1));
    let k = 0;
    for (let i = 0; i < m; i++) {
      const c = cls[nodes[i]!]!;
      end[c]!++;
      if (c + 1 > k) k = c + 1;
    }
    for (let c = 0, at = 0; c < k; c++) {
      first[c] = at;
      at += end[c]!;
      end[c] = first[c]!;
    }
    this.classes = k;
    const elems = (this.elems = new Int32Array(m));
    const pos = (this.pos = new Int32Array(n));
    for (let i = 0; i < m; i++) {
      const v = nodes[i]!;
      const at = end[cls[v]!]!++;
      elems[at] = v;
      pos[v] = at;
    }
    for (let c = 0; c < k; c++) this.sig.push(undefined);
    this.gClass = new Int32Array(m);
    this.gCount = new Int32Array(m);
    this.gHead = new Int32Array(m);
    this.gNext = new Int32Array(m);
    this.member = new Int32Array(n);
    this.classGroup = new Int32Array(m + 1);
    this.classStamp = new Int32Array(m + 1);
    this.touched = new Int32Array(m);
    this.mark = new Int32Array(n);
    this.dirty = Int32Array.from(nodes);
    this.dirtyCount = m;
    this.moved = new Int32Array(m);
  }

  run(): void {
    for (let r = 0; this.dirtyCount > 0; r++) {
      if ((r & 255) === 0) this.runControl.progress(this.classes, undefined);
      const touched = this.group();
      this.movedCount = 0;
      for (let t = 0; t < touched; t++) this.split(this.touched[t]!);
      if (this.tooMany) this.tooMany(this.classes + this.acyclic);
      this.dirtyPredecessors();
    }
  }

  /** Groups the dirty nodes by class and signature; returns the number of classes touched. */
  private group(): number {
    const { cls, keys, byKey, gKey, gClass, gCount, gHead, gNext, member, classGroup, classStamp, touched, dirty } = this;
    const round = ++this.stamp;
    byKey.clear();
    gKey.length = 0;
    let touchedCount = 0;
    for (let i = 0; i < this.dirtyCount; i++) {
      this.runControl.step();
      const v = dirty[i]!;
      const x = cls[v]!;
      const key = keys.of(v, x);
      let gr = byKey.get(key);
      if (gr === undefined) {
        gr = gKey.length;
        byKey.set(key, gr);
        gKey.push(key);
        gClass[gr] = x;
        gCount[gr] = 0;
        gHead[gr] = -1;
        if (classStamp[x] !== round) {
          classStamp[x] = round;
          classGroup[x] = -1;
          touched[touchedCount++] = x;
        }
        gNext[gr] = classGroup[x]!;
        classGroup[x] = gr;
      }
      gCount[gr]!++;
      member[v] = gHead[gr]!;
      gHead[gr] = v;
    }
    return touchedCount;
  }

  /** Splits class x by its groups of this round: the largest part keeps the number x. */
  private split(x: number): void {
    const { gKey, gCount, gNext, classGroup, byKey } = this;
    const std = this.sig[x];
    const stdGroup = std === undefined ? -1 : (byKey.get(headOf(x) + std) ?? -1);
    let dirty = 0;
    let others = 0;
    let other = -1;
    for (let gr = classGroup[x]!; gr !== -1; gr = gNext[gr]!) {
      dirty += gCount[gr]!;
      if (gr !== stdGroup) { others++; other = gr; }
    }
    if (others === 0) return;
    if (std === undefined && others === 1) {
      this.sig[x] = gKey[other]!.slice(2);
      return;
    }
    const stdSize = this.end[x]! - this.first[x]! - dirty + (stdGroup === -1 ? 0 : gCount[stdGroup]!);
    let keeper = -1;
    let best = stdSize;
    for (let gr = classGroup[x]!; gr !== -1; gr = gNext[gr]!) if (gr !== stdGroup && gCount[gr]! > best) { best = gCount[gr]!; keeper = gr; }
    for (let gr = classGroup[x]!; gr !== -1; gr = gNext[gr]!) if (gr !== stdGroup && gr !== keeper) this.moveGroup(x, gr);
    if (keeper !== -1) {
      // the part with the recorded signature moves too: the class's nodes outside the keeper's group
      if (stdSize > 0) this.moveRest(x, keeper, std!);
      this.sig[x] = gKey[keeper]!.slice(2);
    }
  }

  /** Moves the members of group `gr` out of class x into a new class. */
  private moveGroup(x: number, gr: number): void {
    const e = this.end[x]!;
    for (let v = this.gHead[gr]!; v !== -1; v = this.member[v]!) this.moveOut(x, v);
    this.newClass(x, e, this.gKey[gr]!.slice(2));
  }

  /** Moves the members of class x not in group `keeper` into a new class with signature `s`. */
  private moveRest(x: number, keeper: number, s: string): void {
    const { elems, mark } = this;
    const round = ++this.stamp;
    for (let v = this.gHead[keeper]!; v !== -1; v = this.member[v]!) mark[v] = round;
    const e = this.end[x]!;
    for (let i = e - 1; i >= this.first[x]!; i--) if (mark[elems[i]!] !== round) this.moveOut(x, elems[i]!);
    this.newClass(x, e, s);
  }

  /** Swaps v to the end of class x's range and takes it out of the range (its new class follows). */
  private moveOut(x: number, v: number): void {
    const { elems, pos } = this;
    const last = --this.end[x]!;
    const u = elems[last]!;
    const p = pos[v]!;
    elems[p] = u;
    pos[u] = p;
    elems[last] = v;
    pos[v] = last;
    this.moved[this.movedCount++] = v;
  }

  /** The nodes from class x's new end to `e` (just moved out) become a new class with signature `s`. */
  private newClass(x: number, e: number, s: string): void {
    const c = this.classes++;
    this.first[c] = this.end[x]!;
    this.end[c] = e;
    this.sig.push(s);
    for (let i = this.end[x]!; i < e; i++) this.cls[this.elems[i]!] = c;
  }

  /** The predecessors of the nodes that changed class number are the next round's dirty nodes. */
  private dirtyPredecessors(): void {
    const { moved, mark } = this;
    const round = ++this.stamp;
    let count = 0;
    for (let s = 0; s < 2; s++) {
      const p = this.g.predecessors(s as 0 | 1);
      for (let i = 0; i < this.movedCount; i++) {
        const v = moved[i]!;
        for (let k = p.start[v]!, e = p.start[v + 1]!; k < e; k++) {
          const u = p.src[k]!;
          if (mark[u] !== round) { mark[u] = round; this.dirty[count++] = u; }
        }
      }
    }
    this.dirtyCount = count;
  }
}

/** The head units of class x in a key (see {@link Signatures}). */
function headOf(x: number): string {
  return String.fromCharCode(x >>> 16, x & 0xffff);
}

/**
 * A node's signature as a string key: its head (its class), the number of distinct classes of its
 * Left options, those classes in increasing order, then those of its Right options; each number
 * (≥ 0, below 2³¹) as two UTF-16 units, so two signatures are equal exactly when their keys are.
 * Built in typed arrays, with no number printed and no comparator called: the bisimulation runs
 * mostly before it is optimised (a few calls a process), where a key made by printing numbers and
 * sorting with a comparator cost three times as much.
 */
class Signatures {
  private units = new Uint16Array(64);
  private tmp = new Int32Array(16);
  constructor(
    readonly cls: Int32Array,
    private readonly L: EdgeLists,
    private readonly R: EdgeLists,
  ) {}
  of(v: number, head: number): string {
    const { cls, L, R } = this;
    const need = 4 + 2 * (L.len[v]! + R.len[v]!);
    if (need > this.units.length) this.units = new Uint16Array(2 * need);
    this.put(0, head);
    let u = this.side(cls, L, v, 4);
    this.put(2, (u - 4) >> 1);
    u = this.side(cls, R, v, u);
    const units = this.units;
    if (u <= 4096) return String.fromCharCode.apply(null, units.subarray(0, u) as unknown as number[]);
    let s = '';
    for (let i = 0; i < u; i += 4096) s += String.fromCharCode.apply(null, units.subarray(i, Math.min(u, i + 4096)) as unknown as number[]);
    return s;
  }
  private put(u: number, x: number): number {
    this.units[u] = x >>> 16;
    this.units[u + 1] = x & 0xffff;
    return u + 2;
  }
  /** Writes the distinct classes of v's options on `e`, increasing, from unit `u`; returns the next unit. */
  private side(cls: Int32Array, e: EdgeLists, v: number, u: number): number {
    const k = e.len[v]!;
    if (k > this.tmp.length) this.tmp = new Int32Array(2 * k);
    const t = this.tmp;
    const off = e.off[v]!;
    for (let i = 0; i < k; i++) {
      // insertion sort for the usual few options; a native sort past 16
      const c = cls[e.adj[off + i]!]!;
      let j = i;
      if (k <= 16) for (; j > 0 && t[j - 1]! > c; j--) t[j] = t[j - 1]!;
      t[j] = c;
    }
    if (k > 16) t.subarray(0, k).sort();
    let last = -1;
    for (let i = 0; i < k; i++) {
      const c = t[i]!;
      if (c !== last) { u = this.put(u, c); last = c; }
    }
    return u;
  }
}

/** The quotient of `g` by classes `cls` (0..count−1): one node per class, its lists those of a member, merged. */
export function quotient(g: GameGraph, cls: Int32Array, count: number): GameGraph {
  const rep = new Int32Array(count).fill(-1);
  for (let v = 0; v < g.size; v++) if (rep[cls[v]!] === -1) rep[cls[v]!] = v;
  const out = new GameGraph(count, 16);
  out.addNodes(count);
  const stamp = new Int32Array(count);
  const list: number[] = [];
  for (const s of [0, 1] as const) {
    const e = g.side(s);
    stamp.fill(0);
    for (let c = 0; c < count; c++) {
      const v = rep[c]!;
      list.length = 0;
      for (let k = e.off[v]!, end = k + e.len[v]!; k < end; k++) {
        const w = cls[e.adj[k]!]!;
        if (stamp[w] !== c + 1) { stamp[w] = c + 1; list.push(w); }
      }
      out.setEdges(s, c, list);
    }
  }
  return out;
}
