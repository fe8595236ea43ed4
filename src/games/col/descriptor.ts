/** Col in the registry of games, on graphs and on grids. */
import type { LabelledGraph } from '../graph-string/graph.js';
import { colouringDescriptors } from '../gen-col/descriptor.js';
import { COL_RULES, type ColouringGrid } from '../gen-col/index.js';
import type { GameDescriptor } from '../registry.js';

const TEST = "CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala";

/** Col on graphs (`colGame`) and on grids (`colGridGame`). */
export const [colGame, colGridGame]: [GameDescriptor<LabelledGraph>, GameDescriptor<ColouringGrid>] = colouringDescriptors({
  rules: COL_RULES,
  summary: 'Players colour vertices in turn, Left blue and Right red, never next to a vertex of the same colour.',
  labels: "'L' a vertex next to a blue one (so only Right may colour it), 'R' one next to a red one (only Left may colour it)",
  source: 'Winning Ways, ch. 2 (Col, Colin Vout); CGSuite 2.x game.graph.Col = GenCol([Nothing, Right], [Nothing, Left])',
  graphExamples: [
    { position: 'R-.-R-.-L-.-R-.-R-.', value: '7/8', source: `${TEST}, line 33` },
    { position: '.', value: '*', source: 'hand derivation: either player colours the one vertex: {0|0}' },
    { position: 'L', value: '-1', source: 'hand derivation: a vertex next to a blue one is Right’s alone: {|0} = -1' },
    { position: '.-.', value: '0', source: 'hand derivation: the mover colours a vertex, after which only the opponent may colour the other: {-1|1} = 0' },
  ],
  gridExamples: [
    { position: '..', value: '0', source: 'hand derivation: as the graph .-.: {-1|1} = 0' },
    { position: 'x.', value: '-1', source: 'hand derivation: the square next to a blue one is Right’s alone' },
    { position: 'x.o', value: '0', source: 'hand derivation: the square between blue and red may be coloured by no one' },
  ],
});
