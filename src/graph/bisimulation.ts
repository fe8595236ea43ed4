/**
 * Bisimulation: the coarsest partition of a game graph's nodes, refining a given one, in which
 * two nodes of a class have the same set of classes of Left options and the same set of classes
 * of Right options. Bisimilar nodes are the same game (their unfoldings are equal).
 *
 * The refinement is incremental (a partition-refinement worklist): the nodes that reach no cycle
 * get their classes in one pass, successors first (a node's class is given by its signature, the
 * sets of its options' classes); the others are refined in rounds in which only the *dirty* nodes,
 * those with an option whose class number changed in the previous round, compute their signature
 * again. When a class splits, its largest part keeps the class number and the others get new
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
  const cls = new Int32Array(n);
  const { L, R } = g;
  // initial classes by init value
  const initClass = new Map<number, number>();
  let count = 0;
  for (let v = 0; v < n; v++) {
    const k = init ? init[v]! : 0;
    let c = initClass.get(k);
    if (c === undefined) initClass.set(k, (c = count++));
    cls[v] = c;
  }
  const keys = new Signatures();
  const signature = (v: number, head = -1): string => keys.of(cls, L, R, v, head);
  // the nodes that reach no cycle: one pass, successors first
  const { loopy, order } = acyclicPart(g);
  const acyclicClass = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    if (loopy[v]) continue;
    run.step();
    const key = signature(v, cls[v]!);
    let c = acyclicClass.get(key);
    if (c === undefined) acyclicClass.set(key, (c = n + acyclicClass.size));
    cls[v] = c;
  }
  // the others: first a few plain rounds (every node's signature in the classes of the round's
  // start, keyed with its class), which settle the partition of the loopy engine's game graphs in
  // a handful of rounds at little cost before the code is optimised; the worklist takes over
  // from the partition they reach when it is not yet stable
  let stable = false;
  {
    const nodes: number[] = [];
    for (let v = 0; v < n; v++) if (loopy[v]) nodes.push(v);
    const next = new Int32Array(nodes.length);
    let classes = -1;
    for (let r = 0; r < PLAIN_ROUNDS && !stable; r++) {
      const byKey = new Map<string, number>();
      for (let i = 0; i < nodes.length; i++) {
        run.step();
        const key = signature(nodes[i]!, cls[nodes[i]!]!);
        let c = byKey.get(key);
        if (c === undefined) byKey.set(key, (c = byKey.size));
        next[i] = c;
      }
      for (let i = 0; i < nodes.length; i++) cls[nodes[i]!] = next[i]!;
      stable = byKey.size === classes;
      const grew = byKey.size - classes;
      classes = byKey.size;
      if (opts.tooMany) opts.tooMany(classes + acyclicClass.size);
      // few new classes (a long chain splits one a round): the worklist does it in linear work
      if (grew * 16 < nodes.length) break;
    }
  }
  // then a refinable partition (elems grouped by class, each class a range first..end)
  const elems: number[] = [];
  for (let v = 0; v < n; v++) if (loopy[v]) elems.push(v);
  elems.sort((a, b) => cls[a]! - cls[b]! || a - b);
  const m = elems.length;
  const pos = new Int32Array(n);
  const first: number[] = [];
  const end: number[] = [];
  const sig: (string | undefined)[] = [];
  // renumber the loopy classes 0.. (acyclic ones keep n + k until the end)
  {
    let c = -1;
    let prev = -1;
    for (let i = 0; i < m; i++) {
      const v = elems[i]!;
      if (cls[v] !== prev) {
        prev = cls[v]!;
        c++;
        first.push(i);
        end.push(i);
        sig.push(undefined);
      }
      cls[v] = c;
      end[c] = i + 1;
      pos[v] = i;
    }
  }
  const pl = g.predecessors(0);
  const pr = g.predecessors(1);
  const dirtyMark = new Int32Array(n);
  let dirty: number[] = stable ? [] : elems.slice();
  for (const v of dirty) dirtyMark[v] = 1;
  let round = 1;
  const inGroup = new Int32Array(n);
  for (let r = 0; dirty.length > 0; r++) {
    if ((r & 255) === 0) run.progress(first.length, undefined);
    // signatures of the dirty nodes, in the class numbers of the start of the round
    const byClass = new Map<number, Map<string, number[]>>();
    for (const v of dirty) {
      run.step();
      const s = signature(v);
      let groups = byClass.get(cls[v]!);
      if (!groups) byClass.set(cls[v]!, (groups = new Map()));
      const list = groups.get(s);
      if (list) list.push(v);
      else groups.set(s, [v]);
    }
    round++;
    const next: number[] = [];
    const moved: number[] = [];
    for (const [x, groups] of byClass) {
      const std = sig[x];
      let dirtyCount = 0;
      for (const list of groups.values()) dirtyCount += list.length;
      const size = end[x]! - first[x]!;
      const stdDirty = std === undefined ? undefined : groups.get(std);
      const stdSize = size - dirtyCount + (stdDirty?.length ?? 0);
      const others: [string, number[]][] = [];
      for (const [s, list] of groups) if (s !== std) others.push([s, list]);
      if (others.length === 0) continue;
      if (std === undefined && others.length === 1) {
        sig[x] = others[0]![0];
        continue;
      }
      // the largest part keeps the class number; -1 stands for the part with the recorded signature
      let keeper = -1;
      let best = stdSize;
      others.forEach(([, list], i) => {
        if (list.length > best) { best = list.length; keeper = i; }
      });
      const parts: [string, number[]][] = [];
      others.forEach((o, i) => { if (i !== keeper) parts.push(o); });
      if (keeper !== -1 && stdSize > 0) {
        // the part with the recorded signature moves too: its members are the class's nodes
        // outside the other parts
        round++;
        for (const [, list] of others) for (const v of list) inGroup[v] = round;
        const stdNodes: number[] = [];
        for (let i = first[x]!; i < end[x]!; i++) if (inGroup[elems[i]!] !== round) stdNodes.push(elems[i]!);
        parts.push([std!, stdNodes]);
      }
      sig[x] = keeper === -1 ? std : others[keeper]![0];
      for (const [s, list] of parts) {
        const c = first.length;
        const e = end[x]!;
        for (const v of list) {
          // swap v to the end of x's range
          const last = end[x]! - 1;
          const u = elems[last]!;
          const p = pos[v]!;
          elems[p] = u;
          pos[u] = p;
          elems[last] = v;
          pos[v] = last;
          end[x] = last;
          cls[v] = c;
          moved.push(v);
        }
        first.push(end[x]!);
        end.push(e);
        sig.push(s);
      }
    }
    if (opts.tooMany) opts.tooMany(first.length + acyclicClass.size);
    // the predecessors of the nodes that changed class number compute their signature again
    round++;
    for (const v of moved) {
      for (const p of [pl, pr]) {
        for (let k = p.start[v]!, e = p.start[v + 1]!; k < e; k++) {
          const u = p.src[k]!;
          if (dirtyMark[u] !== round) { dirtyMark[u] = round; next.push(u); }
        }
      }
    }
    dirty = next;
  }
  // number the classes in the order of their first node
  const renum = new Map<number, number>();
  for (let v = 0; v < n; v++) {
    const key = loopy[v] ? cls[v]! : -1 - cls[v]!;
    let c = renum.get(key);
    if (c === undefined) renum.set(key, (c = renum.size));
    cls[v] = c;
  }
  return { cls, count: renum.size };
}

/** The most plain rounds before the worklist (each costs one signature per loopy node; they stop sooner when a round makes fewer than one new class for 16 nodes). */
const PLAIN_ROUNDS = 12;

/**
 * A node's signature as a string key: an optional head number, the number of distinct classes of
 * its Left options, those classes in increasing order, then those of its Right options; each
 * number (≥ 0, below 2³¹) as two UTF-16 units, so two signatures are equal exactly when their
 * keys are. Built in typed arrays, with no number printed and no comparator called: the
 * bisimulation runs mostly before it is optimised (a few calls a process), where a key made by
 * printing numbers and sorting with a comparator cost three times as much.
 */
class Signatures {
  private units = new Uint16Array(64);
  private tmp = new Int32Array(16);
  of(cls: Int32Array, L: EdgeLists, R: EdgeLists, v: number, head: number): string {
    const need = 4 + 2 * (L.len[v]! + R.len[v]!);
    if (need > this.units.length) this.units = new Uint16Array(2 * need);
    let u = 0;
    if (head >= 0) u = this.put(u, head);
    const countAt = u;
    u = this.side(cls, L, v, u + 2);
    this.put(countAt, (u - countAt - 2) >> 1);
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
