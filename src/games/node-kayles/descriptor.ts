/** Node Kayles in the registry of games. */
import { nim } from '../../engine/constructors.js';
import type { LabelledGraph } from '../graph-string/graph.js';
import { formatGraphString, requireGraph } from '../graph-string/text.js';
import type { GameDescriptor } from '../registry.js';
import { nodeKaylesGraphMoves, nodeKaylesSimpleGraph, nodeKaylesValue, parseNodeKayles } from './index.js';

/** Node Kayles: take a vertex, and its neighbours go with it; nim values. */
export const nodeKaylesGame: GameDescriptor<LabelledGraph> = {
  id: 'node-kayles',
  name: 'Node Kayles',
  aliases: ['NodeKayles', 'Vertex Kayles'],
  kind: 'impartial',
  summary: 'Players take a vertex in turn, which removes it and its neighbours; impartial, so a position is a nimber.',
  syntax: "a CGSuite 2.x graph string without labels: '.' a vertex, '-' an edge, '(a;b)' branches, ':A' or ':{name}' names a vertex (cycles), ';' a new component",
  source: 'Winning Ways, ch. 4 (Kayles and Dawson’s chess: on a path, Node Kayles is Dawson’s chess, 0.137); the notation is CGSuite 2.x’s Graph.Parse',
  examples: [
    { position: '.', value: '*', source: 'hand derivation: the one move leaves nothing: {0} = *' },
    { position: '--', value: '*2', source: 'hand derivation: the middle vertex leaves nothing (0), an end leaves one vertex (*): mex{0, 1} = 2' },
    { position: ':A----:A', value: '0', source: 'hand derivation: every move on a 4-cycle leaves one vertex (*), so mex{1} = 0' },
    {
      position: '------------',
      value: '*4',
      source: "CGSuite's GameGraphTest.scala, line 18 (Arc Kayles on the path of 14 vertices is 4), with Dawson's chess on 13 = Dawson's Kayles on 14 (0.137(n) = 0.07(n + 1), Winning Ways ch. 4)",
    },
  ],
  parse: parseNodeKayles,
  format: formatGraphString,
  value: (g, opts) => nim(nodeKaylesValue(nodeKaylesSimpleGraph(requireGraph(g, 'Node Kayles value')), opts)),
  moves: (g) => nodeKaylesGraphMoves(requireGraph(g, 'Node Kayles moves')),
  toGraph: (g) => (requireGraph(g, 'Node Kayles toGraph'), { vertices: g.labels.map(() => ({})), edges: g.edges().map(({ a, b }) => ({ a, b })) }),
};
