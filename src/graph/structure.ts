/**
 * Structure of a game graph: strongly connected components, and infinite alternating play (the
 * test of a stopper, Siegel, *Combinatorial Game Theory*, AMS 2013, VI.2).
 *
 * Invariant: nothing here recurses; every traversal uses an explicit stack or queue, in time and
 * space linear in the graph.
 */
import type { GameGraph } from './graph.js';

/**
 * Strongly connected components over the edges of both sides (Tarjan's algorithm on an explicit
 * stack). Components come out in reverse topological order: a component's successors come before
 * it. `comp[v]` is v's component number in that order; `cyclic[c]` tells whether component c has a
 * cycle (more than one node, or a self-loop).
 */
export function scc(g: GameGraph): { comp: Int32Array; count: number; cyclic: Uint8Array } {
  const n = g.size;
  const { L, R } = g;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const comp = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  let sp = 0;
  const cyclic = new Uint8Array(n);
  let next = 0;
  let count = 0;
  // the call stack: a node and the position of its next edge (Left edges first, then Right)
  const work = new Int32Array(2 * n);
  let wp = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    work[wp++] = root;
    work[wp++] = 0;
    index[root] = low[root] = next++;
    stack[sp++] = root;
    onStack[root] = 1;
    while (wp > 0) {
      const v = work[wp - 2]!;
      const k = work[wp - 1]!;
      const ll = L.len[v]!;
      if (k < ll + R.len[v]!) {
        work[wp - 1] = k + 1;
        const w = k < ll ? L.adj[L.off[v]! + k]! : R.adj[R.off[v]! + k - ll]!;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack[sp++] = w;
          onStack[w] = 1;
          work[wp++] = w;
          work[wp++] = 0;
        } else if (onStack[w] && index[w]! < low[v]!) low[v] = index[w]!;
      } else {
        wp -= 2;
        if (wp > 0) {
          const u = work[wp - 2]!;
          if (low[v]! < low[u]!) low[u] = low[v]!;
        }
        if (low[v] === index[v]) {
          let size = 0;
          let w: number;
          do {
            w = stack[--sp]!;
            onStack[w] = 0;
            comp[w] = count;
            size++;
          } while (w !== v);
          let cyc = size > 1;
          if (!cyc) cyc = g.hasEdge(0, v, v) || g.hasEdge(1, v, v);
          cyclic[count] = cyc ? 1 : 0;
          count++;
        }
      }
    }
  }
  return { comp, count, cyclic: cyclic.slice(0, count) };
}

/**
 * {@link scc} with the members of each component: component c's nodes are
 * `members[start[c] .. start[c + 1])`, so `members` lists the nodes successors' components first.
 */
export function sccMembers(g: GameGraph): ReturnType<typeof scc> & { start: Int32Array; members: Int32Array } {
  const s = scc(g);
  const start = new Int32Array(s.count + 1);
  for (let v = 0; v < g.size; v++) start[s.comp[v]! + 1]!++;
  for (let c = 0; c < s.count; c++) start[c + 1]! += start[c]!;
  const members = new Int32Array(g.size);
  const fill = start.slice(0, s.count);
  for (let v = 0; v < g.size; v++) members[fill[s.comp[v]!]!++] = v;
  return { ...s, start, members };
}

/**
 * For every node, whether an infinite alternating play (Left, Right, Left, ... or Right, Left, ...)
 * starts there: bit 1 with Left to move, bit 2 with Right to move. A game is a stopper when no
 * follower has one (Siegel VI.2). Linear: on the states (node, player to move), a state starts an
 * infinite play iff it can reach a cycle, found by peeling the states left without moves. Computed
 * once per version of the graph (kept with it: read only).
 */
export function alternatingInfinite(g: GameGraph): Uint8Array {
  return (g.preds[2] ??= peel(g));
}

function peel(g: GameGraph): Uint8Array {
  const n = g.size;
  const deg = new Int32Array(2 * n);
  for (let v = 0; v < n; v++) {
    deg[2 * v] = g.L.len[v]!;
    deg[2 * v + 1] = g.R.len[v]!;
  }
  const pl = g.predecessors(0);
  const pr = g.predecessors(1);
  const queue = new Int32Array(2 * n);
  let qn = 0;
  for (let s = 0; s < 2 * n; s++) if (deg[s] === 0) queue[qn++] = s;
  for (let i = 0; i < qn; i++) {
    const s = queue[i]!;
    const v = s >> 1;
    // (v, Right to move) is reached from (u, Left to move) with v among u's Left options
    const p = s & 1 ? pl : pr;
    const bit = s & 1 ? 0 : 1;
    for (let k = p.start[v]!, e = p.start[v + 1]!; k < e; k++) {
      const t = 2 * p.src[k]! + bit;
      if (--deg[t]! === 0) queue[qn++] = t;
    }
  }
  const out = new Uint8Array(n);
  for (let v = 0; v < n; v++) out[v] = (deg[2 * v]! > 0 ? 1 : 0) | (deg[2 * v + 1]! > 0 ? 2 : 0);
  return out;
}

/**
 * 1 for each node that has, or reaches by any moves, a follower with infinite alternating play (so
 * its own graph is not a stopper), 0 for the others.
 */
export function reachesAlternatingInfinite(g: GameGraph): Uint8Array {
  const n = g.size;
  const alt = alternatingInfinite(g);
  const bad = new Uint8Array(n);
  const preds = [g.predecessors(0), g.predecessors(1)];
  const queue = new Int32Array(n);
  let qn = 0;
  for (let v = 0; v < n; v++) if (alt[v]) { bad[v] = 1; queue[qn++] = v; }
  for (let i = 0; i < qn; i++) {
    const w = queue[i]!;
    for (const p of preds) for (let k = p.start[w]!, e = p.start[w + 1]!; k < e; k++) {
      const u = p.src[k]!;
      if (!bad[u]) { bad[u] = 1; queue[qn++] = u; }
    }
  }
  return bad;
}

/** True when no node of the graph starts an infinite alternating play. */
export function isStopperGraph(g: GameGraph): boolean {
  const a = alternatingInfinite(g);
  for (let v = 0; v < a.length; v++) if (a[v]) return false;
  return true;
}

/** True when no follower of `root` (the root included) starts an infinite alternating play. */
export function rootIsStopper(g: GameGraph, root = 0): boolean {
  // whether infinite alternating play starts at a state does not depend on the other nodes
  const alt = alternatingInfinite(g);
  const nodes = g.reachable([root]);
  for (let i = 0; i < nodes.length; i++) if (alt[nodes[i]!]) return false;
  return true;
}

/**
 * Nodes that reach no cycle, with their depth (the longest play from them, by moves of either
 * player), in an order where every node comes after its successors; `loopy[v]` is 1 for the
 * others.
 */
export function acyclicPart(g: GameGraph): { loopy: Uint8Array; order: Int32Array; depth: Float64Array } {
  const n = g.size;
  const { comp, cyclic, members: order } = sccMembers(g);
  const loopy = new Uint8Array(n);
  const depth = new Float64Array(n);
  const { L, R } = g;
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    if (cyclic[comp[v]!]) loopy[v] = 1;
    for (const e of [L, R]) {
      for (let k = e.off[v]!, end = k + e.len[v]!; k < end; k++) {
        const w = e.adj[k]!;
        if (loopy[w]) loopy[v] = 1;
        else if (depth[w]! + 1 > depth[v]!) depth[v] = depth[w]! + 1;
      }
    }
  }
  return { loopy, order, depth };
}
