/** Konane in the registry of games. */
import type { Grid } from '../grid/grid.js';
import { gridGame } from '../grid/descriptor.js';
import type { GameDescriptor } from '../registry.js';
import { KONANE_SYNTAX, konaneMoves, konaneValue } from './index.js';

const CGT = "cgt-tools' cgt/short/partizan/games/konane.rs";

/** Konane: jump an adjacent enemy stone onto the empty square beyond, possibly again in the same direction. */
export const konaneGame: GameDescriptor<Grid> = gridGame({
  id: 'konane',
  name: 'Konane',
  aliases: ['Hawaiian checkers'],
  kind: 'partizan',
  summary: 'Players jump one of their stones over an adjacent enemy stone onto the empty square beyond, capturing it, and may go on jumping in the same direction.',
  syntax: KONANE_SYNTAX,
  source: 'Ernst, "Playing Konane Mathematically" (1995); cgt-tools Konane',
  examples: [
    { position: '..ox', value: '1', source: `${CGT}, line 342` },
    { position: '.ox.', value: '*', source: `${CGT}, line 345` },
    { position: '.ox.|o..x|....', value: '+-1', source: `${CGT}, line 348 (written there {1|-1})` },
  ],
  palette: [
    { char: '.', label: 'empty square' },
    { char: 'x', label: 'black stone (Left)' },
    { char: 'o', label: 'white stone (Right)' },
    { char: '#', label: 'off the board' },
  ],
  value: (g, opts) => konaneValue(g, opts),
  moves: konaneMoves,
});
