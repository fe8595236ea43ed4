/** Domineering in the registry of games. */
import { DomineeringBoard } from './board.js';
import { DomineeringSolver } from './solver.js';
import { domineering } from './ruleset.js';
import type { GameDescriptor } from '../registry.js';
import { guardDescriptor, requireInstance } from '../guard.js';
import { PositionSyntaxError } from '../syntax-error.js';

/** Domineering: Left places vertical dominoes, Right horizontal ones. */
export const domineeringGame: GameDescriptor<DomineeringBoard> = guardDescriptor<DomineeringBoard>({
  id: 'domineering',
  name: 'Domineering',
  aliases: ['Crosscram'],
  kind: 'partizan',
  summary: 'Players take turns placing dominoes on a board: Left vertically, Right horizontally.',
  syntax: "rows of '.' (empty) and '#' (filled), top row first, separated by '|' or newlines, as CGSuite's Domineering(\"..|..\")",
  source: 'Winning Ways, chapter 5; CGSuite 2.x examples.Domineering',
  examples: [
    { position: '.|.', value: '1', source: 'Winning Ways ch. 5: a vertical domino is one move for Left' },
    { position: '..', value: '-1', source: 'Winning Ways ch. 5: a horizontal domino is one move for Right' },
    { position: '..|..', value: '+-1', source: 'Winning Ways ch. 5: the 2×2 square is ±1' },
    { position: '...|...', value: '{2|-1/2}', source: 'the README (a 2×3 board)' },
  ],
  parse: (text) => DomineeringBoard.parse(text),
  format: (b) => b.toString(),
  value: (b, opts = {}) => new DomineeringSolver(opts).value(b),
  moves: (b, player) => [...domineering.options(b, player)],
  toGrid: (b) => ({ rows: b.rows, cols: b.cols, cells: b.toString().replace(/\|/g, '') }),
  fromGrid(g) {
    const { rows, cols, cells } = g ?? {};
    if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 0 || cols < 0 || typeof cells !== 'string' || cells.length !== rows * cols || /[|\r\n]/.test(cells)) {
      throw new PositionSyntaxError('Domineering', String(cells), 0, 'a grid view has rows × cols cells');
    }
    return DomineeringBoard.parse(Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols)).join('|'));
  },
  palette: [
    { char: '.', label: 'empty square' },
    { char: '#', label: 'filled square' },
  ],
}, (b, fn) => requireInstance(b, DomineeringBoard, 'a Domineering board', fn));
