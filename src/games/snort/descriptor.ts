/** Snort in the registry of games, on graphs and on grids. */
import type { LabelledGraph } from '../graph-string/graph.js';
import { colouringDescriptors } from '../gen-col/descriptor.js';
import { type ColouringGrid, SNORT_RULES } from '../gen-col/index.js';
import type { GameDescriptor } from '../registry.js';

const TEST = "CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala";

/** Snort on graphs (`snortGame`) and on grids (`snortGridGame`). */
export const [snortGame, snortGridGame]: [GameDescriptor<LabelledGraph>, GameDescriptor<ColouringGrid>] = colouringDescriptors({
  rules: SNORT_RULES,
  summary: 'Players colour vertices in turn, Left blue and Right red, never next to a vertex of the other colour.',
  labels: "'L' a vertex only Left may colour (next to a blue one), 'R' one only Right may colour",
  source: 'Winning Ways, ch. 6 (Snort, Simon Norton); CGSuite 2.x game.graph.Snort = GenCol([Nothing, Left], [Nothing, Right])',
  graphExamples: [
    { position: 'L-.-.-.-L', value: '{4|0,+-1}', source: `${TEST}, line 34` },
    { position: '.-.-.(-.;-.)', value: '+-{3|2}', source: `${TEST}, line 35` },
    { position: '.(-;-;-(-;-;-);-(-;-;-))', value: '+-{5,{8|6*||0}}', source: "cgt-tools' cgt/short/partizan/games/snort.rs, test correct_canonical_forms: the caterpillar C(3, 2, 3) is {5, {{8|6*}|0}|-5, {0|{-6*|-8}}}, the same game in CGSuite's printing" },
    { position: '.', value: '*', source: 'hand derivation: either player colours the one vertex: {0|0}' },
    { position: 'L', value: '1', source: 'hand derivation: only Left may colour it: {0|} = 1' },
  ],
  gridExamples: [
    { position: '..', value: '+-1', source: 'hand derivation: the mover colours a square, after which only they may colour the other: {1|-1}' },
    { position: 'x.', value: '1', source: 'hand derivation: the square next to a blue one is Left’s alone: {0|} = 1' },
    { position: 'x.o', value: '0', source: 'hand derivation: the square between blue and red may be coloured by no one' },
  ],
});
