/**
 * The graph of non-losing moves (the blog's picture): the positions reachable from the root by
 * moves that do not lose under perfect play, i.e. whose successor is not won by the mover's
 * opponents, with those moves as edges. Exported as JSON and as Graphviz DOT.
 */
import type { LoopySolution, WinLoseDraw } from './solve.js';

/** One node of the non-losing graph. */
export interface NonLosingNode {
  /** Position in the article's notation with a dash, e.g. `13-12`. */
  position: string;
  /** Value for the player to move. */
  value: WinLoseDraw;
  /** Remoteness (null for a draw). */
  remoteness: number | null;
  /** Number of non-losing moves (out-degree). */
  nonLosing: number;
}

/** The non-losing graph: nodes (root first) and edges as pairs of node numbers. */
export interface NonLosingGraph {
  /** The nodes; node 0 is the root. */
  nodes: NonLosingNode[];
  /** Edges [from, to] by node number. */
  edges: [number, number][];
}

/** Builds the graph of non-losing moves reachable from the root (breadth-first, iterative). */
export function nonLosingGraph(sol: LoopySolution): NonLosingGraph {
  const g = sol.graph;
  const p = g.space.p;
  const id = new Map<number, number>();
  const order: number[] = [0];
  id.set(0, 0);
  const edges: [number, number][] = [];
  const outDeg: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const u = order[k]!;
    let deg = 0;
    const seen = new Set<number>();
    for (let e = g.offsets[u]!; e < g.offsets[u + 1]!; e++) {
      const v = g.targets[e]!;
      const f = (p - g.shifts[e]!) % p; // the mover's seat in v
      if (sol.value[v * p + f] === 2 || seen.has(v)) continue; // 2 = the mover loses
      seen.add(v);
      let j = id.get(v);
      if (j === undefined) {
        j = order.length;
        id.set(v, j);
        order.push(v);
      }
      edges.push([k, j]);
      deg++;
    }
    outDeg.push(deg);
  }
  const nodes = order.map((u, k) => ({
    position: g.space.format(g.codes[u]!, true),
    value: sol.outcomeAt(u),
    remoteness: sol.remotenessAt(u),
    nonLosing: outDeg[k]!,
  }));
  return { nodes, edges };
}

/** The non-losing graph as Graphviz DOT; nodes coloured by out-degree as in the blog. */
export function toDot(graph: NonLosingGraph): string {
  const colours = ['gray', 'blue', 'green', 'yellow', 'red'];
  const lines = ['digraph chopsticks {', '  node [style=filled, fontname="Helvetica"];'];
  graph.nodes.forEach((n, k) => {
    const colour = k === 0 ? 'purple' : colours[Math.min(n.nonLosing, 4)]!;
    lines.push(`  n${k} [label="${n.position}\\n${n.value}${n.remoteness === null ? '' : ' ' + n.remoteness}", fillcolor=${colour}];`);
  });
  for (const [a, b] of graph.edges) lines.push(`  n${a} -> n${b};`);
  lines.push('}');
  return lines.join('\n') + '\n';
}
