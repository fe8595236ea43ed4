/**
 * Counting: positions with redundancies, functionally distinct, reachable; endgames; the shortest
 * game and the longest game that moves away from the start at every move.
 *
 * "Moves away from the start at every move" means every position of the game is one move farther
 * (breadth-first distance) from the opening than the one before, so such games are paths of the
 * breadth-first layering and the longest ends at the deepest terminal.
 */
import { requireLoopyGraph, type LoopyGraph } from './graph.js';
import { requireInt } from '../../engine/guard.js';

/** The counts of {@link countPositions}. */
export interface LoopyCounts {
  /** r^(p·h): every digit string, hand order and redundant notations included. */
  withRedundancies: number;
  /** C(r+h-1, h)^p: one per canonical code. */
  functionallyDistinct: number;
  /** Positions reachable from the opening, terminals included. */
  reachable: number;
  /** Reachable terminal positions (endgames). */
  endgames: number;
  /** Endgames whose shortest game has an odd number of moves (the first player made the last move). */
  endgamesFirstPlayer: number;
  /** Moves of the shortest game (null if no terminal is reachable). */
  shortestGame: number | null;
  /** Number of distinct shortest games (as sequences of positions). */
  shortestGames: number;
  /** Moves of the longest game that moves away from the start at every move. */
  longestAwayGame: number | null;
  /** Number of distinct such longest games. */
  longestAwayGames: number;
}

/** Number of distinct position sequences from the root along breadth-first layers, per node. */
function layeredPathCounts(g: LoopyGraph): Float64Array {
  const paths = new Float64Array(g.n);
  paths[0] = 1;
  // BFS order: every layer-predecessor of u has a smaller index, so one pass suffices.
  for (let u = 0; u < g.n; u++) {
    for (let e = g.graph.L.off[u]!, end = e + g.graph.L.len[u]!; e < end; e++) {
      const v = g.graph.L.adj[e]!;
      if (g.depth[v] !== g.depth[u]! + 1) continue;
      let dup = false; // the same successor by another seat shift is the same position sequence
      for (let e2 = g.graph.L.off[u]!; e2 < e; e2++) if (g.graph.L.adj[e2] === v) dup = true;
      if (!dup) paths[v]! += paths[u]!;
    }
  }
  return paths;
}

/** Counts positions, endgames and game lengths of a reachable graph. */
export function countPositions(g: LoopyGraph): LoopyCounts {
  requireLoopyGraph(g, 'countPositions');
  const { p, h, r, size } = g.space;
  const paths = layeredPathCounts(g);
  let endgames = 0;
  let first = 0;
  let shortest: number | null = null;
  let longest: number | null = null;
  for (let u = 0; u < g.n; u++) {
    if (!g.terminal[u]) continue;
    endgames++;
    const d = g.depth[u]!;
    if (d % 2 === 1) first++;
    if (shortest === null || d < shortest) shortest = d;
    if (longest === null || d > longest) longest = d;
  }
  let shortestGames = 0;
  let longestGames = 0;
  for (let u = 0; u < g.n; u++) {
    if (!g.terminal[u]) continue;
    if (g.depth[u] === shortest) shortestGames += paths[u]!;
    if (g.depth[u] === longest) longestGames += paths[u]!;
  }
  return {
    withRedundancies: r ** (p * h),
    functionallyDistinct: size,
    reachable: g.n,
    endgames,
    endgamesFirstPlayer: first,
    shortestGame: shortest,
    shortestGames,
    longestAwayGame: longest,
    longestAwayGames: longestGames,
  };
}

/**
 * The games (as lists of position indices, root first) that reach terminal positions at
 * breadth-first depth `length` along breadth-first layers; at most `limit` of them.
 * Iterative depth-first search backwards from the terminals.
 */
export function layeredGames(g: LoopyGraph, length: number, limit = 1000): number[][] {
  requireLoopyGraph(g, 'layeredGames');
  requireInt(length, 'layeredGames', 'length', 0, 1 << 20);
  requireInt(limit, 'layeredGames', 'limit', 0, Number.MAX_SAFE_INTEGER);
  const out: number[][] = [];
  const pred = g.graph.predecessors(0);
  for (let t = 0; t < g.n && out.length < limit; t++) {
    if (!g.terminal[t] || g.depth[t] !== length) continue;
    // stack of (node, next in-edge to try); path[k] is the node at depth length - k
    const path: number[] = [t];
    const next: number[] = [pred.start[t]!];
    while (path.length > 0 && out.length < limit) {
      const k = path.length - 1;
      const v = path[k]!;
      if (g.depth[v] === 0) {
        out.push(path.slice().reverse());
        path.pop();
        next.pop();
        continue;
      }
      const e = next[k]!;
      if (e >= pred.start[v + 1]!) {
        path.pop();
        next.pop();
        continue;
      }
      next[k] = e + 1;
      const u = pred.src[e]!;
      if (g.depth[u] !== g.depth[v]! - 1) continue;
      let dup = false;
      for (let e2 = pred.start[v]!; e2 < e; e2++) if (pred.src[e2] === u) dup = true;
      if (dup) continue;
      path.push(u);
      next.push(pred.start[u]!);
    }
  }
  return out;
}

/** Codes of the functionally distinct positions (of the whole space) that are not reachable. */
export function unreachable(g: LoopyGraph): number[] {
  requireLoopyGraph(g, 'unreachable');
  const out: number[] = [];
  for (let c = 0; c < g.space.size; c++) if (!g.index.has(c)) out.push(c);
  return out;
}
