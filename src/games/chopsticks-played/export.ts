/**
 * The graph of non-losing moves (the blog's picture): the positions reachable from the root by
 * moves that do not lose under perfect play, i.e. whose successor is not won by the mover's
 * opponents, with those moves as edges. Exported as JSON and as Graphviz DOT.
 */
import { LoopySolution, type WinLoseDraw } from './solve.js';
import { kindError } from '../../engine/guard.js';

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
  if (!(sol instanceof LoopySolution)) throw kindError('nonLosingGraph', 'sol', 'a LoopySolution', sol);
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
    for (let e = g.graph.L.off[u]!, end = e + g.graph.L.len[u]!; e < end; e++) {
      const v = g.graph.L.adj[e]!;
      const f = (p - g.graph.L.lab![e]!) % p; // the mover's seat in v
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

/**
 * The non-losing graph as Graphviz DOT; nodes coloured by out-degree as in the blog, with a
 * legend (a cluster of its own) saying what the colours and the labels mean.
 */
export function toDot(graph: NonLosingGraph): string {
  if (typeof graph !== 'object' || graph === null || !Array.isArray(graph.nodes) || !Array.isArray(graph.edges)) {
    throw kindError('toDot', 'graph', 'a graph made by nonLosingGraph', graph);
  }
  const colours = ['gray', 'blue', 'green', 'yellow', 'red'];
  const lines = ['digraph chopsticks {', '  node [style=filled, fontname="Helvetica"];'];
  lines.push(
    '  subgraph cluster_legend {',
    '    label="Legend: each box is a position (the player to move first), then what that player',
    'can force: win in N / lose in N moves, or draw. Arrows are the moves that do not lose.";',
    '    fontname="Helvetica";',
    '    legend_root [label="opening position", fillcolor=purple];',
    '    legend_0 [label="no move that avoids losing", fillcolor=gray];',
    '    legend_1 [label="1 move that does not lose", fillcolor=blue];',
    '    legend_2 [label="2 such moves", fillcolor=green];',
    '    legend_3 [label="3 such moves", fillcolor=yellow];',
    '    legend_4 [label="4 or more such moves", fillcolor=red];',
    '  }',
  );
  graph.nodes.forEach((n, k) => {
    const colour = k === 0 ? 'purple' : colours[Math.min(n.nonLosing, 4)]!;
    const verdict = n.value === 'draw' || n.remoteness === null ? 'draw' : `${n.value} in ${n.remoteness}`;
    lines.push(`  n${k} [label="${n.position}\\n${verdict}", fillcolor=${colour}];`);
  });
  for (const [a, b] of graph.edges) lines.push(`  n${a} -> n${b};`);
  lines.push('}');
  return lines.join('\n') + '\n';
}
