/** Amazons in the registry of games. */
import type { Grid } from '../grid/grid.js';
import { gridGame } from '../grid/descriptor.js';
import type { GameDescriptor } from '../registry.js';
import { AMAZONS_SYNTAX, amazonsMoves, amazonsOutcomeRules, amazonsValue } from './index.js';

/** Amazons on small boards: move an amazon like a queen, then shoot an arrow like a queen. */
export const amazonsGame: GameDescriptor<Grid> = gridGame({
  id: 'amazons',
  name: 'Amazons',
  aliases: ['Game of the Amazons'],
  kind: 'partizan',
  summary: 'Players move one of their amazons like a chess queen, then shoot an arrow from it like a queen onto an empty square, which is burnt for good.',
  syntax: AMAZONS_SYNTAX,
  source: 'Walter Zamkauskas (1988); CGSuite 2.x game.grid.Amazons',
  examples: [
    { position: 'x.', value: '1', source: 'hand derivation: the amazon steps right and shoots back where it stood; then no one can move: {0|} = 1' },
    { position: 'x.o', value: '*', source: 'hand derivation: either amazon steps to the middle and shoots back where it stood, leaving no move: {0|0}' },
    { position: 'x...|o...', value: '+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}', source: "CGSuite's GameGridTest.scala, line 17" },
  ],
  palette: [
    { char: '.', label: 'empty square' },
    { char: 'x', label: 'black amazon (Left)' },
    { char: 'o', label: 'white amazon (Right)' },
    { char: '#', label: 'burnt square (an arrow)' },
  ],
  value: (g, opts) => amazonsValue(g, opts),
  moves: amazonsMoves,
  outcomeRules: () => amazonsOutcomeRules(),
});
