/** Cram in the registry of games. */
import type { Grid } from '../grid/grid.js';
import { gridGame } from '../grid/descriptor.js';
import type { GameDescriptor } from '../registry.js';
import { CRAM_SYNTAX, cramMoves, cramValue } from './index.js';

/** Cram: Domineering where either player places a domino either way; values are nimbers. */
export const cramGame: GameDescriptor<Grid> = gridGame({
  id: 'cram',
  name: 'Cram',
  aliases: ['Impartial Domineering'],
  kind: 'impartial',
  summary: 'Players take turns placing dominoes on empty squares, horizontally or vertically (the impartial Domineering); a position is a nimber.',
  syntax: CRAM_SYNTAX,
  source: 'Gardner, Mathematical Games, Scientific American (1974); CGSuite 2.x game.grid.Cram',
  examples: [
    { position: '..', value: '*', source: 'hand derivation: one domino fills the board: the only option is 0, so *1' },
    { position: '.........|##.######', value: '*4', source: "CGSuite's GameGridTest.scala, line 37" },
    { position: '....|....|....|....', value: '0', source: 'the mirror strategy (Tweedledum and Tweedledee; Gardner 1974): on an even × even board the second player answers each domino with its image under a half turn, so the board is a second-player win and its nim value is 0' },
  ],
  palette: [
    { char: '.', label: 'empty square' },
    { char: '#', label: 'filled square' },
  ],
  value: (g, opts) => cramValue(g, opts),
  moves: (g) => cramMoves(g),
});
