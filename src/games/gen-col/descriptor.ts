/** The registry entries of Snort and Col: one on graphs (CGSuite's graph strings), one on grids. */
import type { LabelledGraph } from '../graph-string/graph.js';
import { formatGraphString, requireGraph } from '../graph-string/text.js';
import type { GameDescriptor, GameExample } from '../registry.js';
import {
  type ColouringGrid,
  type ColouringRules,
  colouringGraphMoves,
  colouringGraphView,
  colouringGridFromView,
  colouringGridGraph,
  colouringGridMoves,
  colouringGridSquares,
  colouringGridView,
  colouringSimpleGraph,
  colouringValue,
  formatColouringGrid,
  parseColouringGraph,
  parseColouringGrid,
  requireGrid,
} from './index.js';

/** What differs between the Snort and Col entries. */
export interface ColouringEntry {
  /** The rules. */
  readonly rules: ColouringRules;
  /** One sentence: the game. */
  readonly summary: string;
  /** What `L` and `R` mean in this game. */
  readonly labels: string;
  /** Where the rules come from. */
  readonly source: string;
  /** Examples on graphs. */
  readonly graphExamples: readonly GameExample[];
  /** Examples on grids. */
  readonly gridExamples: readonly GameExample[];
}

/** The two descriptors of a colouring game: on graphs (`snort`) and on grids (`snort-grid`). */
export function colouringDescriptors(e: ColouringEntry): [GameDescriptor<LabelledGraph>, GameDescriptor<ColouringGrid>] {
  const { rules } = e;
  const id = rules.name.toLowerCase();
  const graph: GameDescriptor<LabelledGraph> = {
    id,
    name: rules.name,
    aliases: [`game.graph.${rules.name}`, `${rules.name} on a graph`],
    kind: 'partizan',
    summary: e.summary,
    syntax: `a CGSuite 2.x graph string, as ${rules.name}("L-.-.-.-L"): '.' an uncoloured vertex, ${e.labels}, '-' an edge, '(a;b)' branches, ':A' or ':{name}' names a vertex (cycles), ';' a new component`,
    source: e.source,
    examples: e.graphExamples,
    parse: (t) => parseColouringGraph(t, rules),
    format: formatGraphString,
    value: (g, opts) => colouringValue(colouringSimpleGraph(requireGraph(g, `${rules.name} value`)), rules, opts),
    moves: (g, player) => colouringGraphMoves(requireGraph(g, `${rules.name} moves`), rules, player),
    toGraph: (g) => colouringGraphView(requireGraph(g, `${rules.name} toGraph`)),
  };
  const grid: GameDescriptor<ColouringGrid> = {
    id: `${id}-grid`,
    name: `${rules.name} on a grid`,
    aliases: [`grid ${rules.name}`],
    kind: 'partizan',
    summary: `${e.summary} Played on the squares of a board, squares sharing a side being adjacent.`,
    syntax: "rows of '.' (uncoloured square), 'x' (coloured by Left, blue), 'o' (coloured by Right, red) and '#' (no square), top row first, separated by '|'",
    source: `${e.source}; on grids as on the graph of the board's squares`,
    examples: e.gridExamples,
    parse: (t) => parseColouringGrid(t, rules),
    format: (g) => formatColouringGrid(requireGrid(g, rules)),
    value: (g, opts) => colouringValue(colouringSimpleGraph(colouringGridGraph(requireGrid(g, rules))), rules, opts),
    moves: (g, player) => colouringGridMoves(requireGrid(g, rules), rules, player),
    toGrid: (g) => colouringGridView(requireGrid(g, rules)),
    fromGrid: (v) => colouringGridFromView(v, rules),
    palette: [
      { char: '.', label: 'uncoloured square' },
      { char: 'x', label: 'blue square (coloured by Left)' },
      { char: 'o', label: 'red square (coloured by Right)' },
      { char: '#', label: 'no square' },
    ],
    toGraph: (g) => {
      requireGrid(g, rules);
      const view = colouringGraphView(colouringGridGraph(g));
      // each vertex drawn at its square
      const squares = colouringGridSquares(g);
      return { ...view, vertices: view.vertices.map((v, i) => ({ ...v, x: squares[i]! % g.cols, y: Math.floor(squares[i]! / g.cols) })) };
    },
  };
  return [graph, grid];
}
