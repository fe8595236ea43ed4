/** Toppling Dominoes in the registry of games. */
import type { GameDescriptor, GridView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { guardDescriptor, requireInstance } from '../guard.js';
import { parseToppling, topplingMoves, topplingOutcomeRules, TopplingPosition, topplingValue } from './index.js';

const STRIP = "CGSuite's GameStripTest.scala";

/** Toppling Dominoes: topple one of your dominoes (or a grey one) left or right; all on that side fall. */
export const topplingDominoesGame: GameDescriptor<TopplingPosition> = guardDescriptor<TopplingPosition>({
  id: 'toppling-dominoes',
  name: 'Toppling Dominoes',
  aliases: ['TopplingDominoes'],
  kind: 'partizan',
  summary: 'Players topple one of their dominoes (or a grey one) to the left or to the right, knocking down every domino on that side of the row.',
  syntax: "a row of 'l' (Left's blue domino), 'r' (Right's red), 'e' (grey, either player's) and '.' (an empty place), as CGSuite 2.x reads a strip; rows of a sum separated by '|'",
  source: 'Albert, Nowakowski and Wolfe, Lessons in Play; Fink, Nowakowski, Siegel and Wolfe, "Toppling Conjectures"; CGSuite 2.x game.strip.TopplingDominoes',
  examples: [
    { position: 'lll', value: '3', source: 'hand derivation: a row of n blue dominoes lets Left topple to any shorter row and Right never moves: n' },
    { position: 'lrrlrrl', value: 'Tiny(1/2)', source: `${STRIP}, line 28` },
    { position: 'lere', value: '{1|0,{0|-1}}', source: `${STRIP}, line 29` },
    { position: 'lrrll', value: '{1|*}', source: "cgt-tools' cgt/short/partizan/games/toppling_dominoes.rs, line 167 (written there xooxx)" },
    { position: 'lr|rl', value: '0', source: 'hand derivation: the second row is the first read backwards with the colours exchanged, its negative' },
  ],
  parse: parseToppling,
  format: (p) => p.toString(),
  value: (p, opts = {}) => topplingValue(p, opts),
  moves: topplingMoves,
  outcomeRules: () => topplingOutcomeRules(),
  toGrid(p) {
    const cols = Math.max(0, ...p.rows.map((r) => r.length));
    return { rows: p.rows.length, cols, cells: p.rows.map((r) => r.padEnd(cols, '.')).join('') };
  },
  fromGrid(v: GridView) {
    const { rows, cols, cells } = v ?? {};
    if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 0 || cols < 0 || typeof cells !== 'string' || cells.length !== rows * cols || cells.includes('|')) {
      throw new PositionSyntaxError('Toppling Dominoes', String(cells), 0, 'a grid view has rows × cols places');
    }
    const text: string[] = [];
    for (let r = 0; r < rows; r++) text.push(cells.slice(r * cols, (r + 1) * cols));
    return rows === 0 ? new TopplingPosition([]) : parseToppling(text.join('|'));
  },
  palette: [
    { char: '.', label: 'empty place' },
    { char: 'l', label: 'blue domino (Left)' },
    { char: 'r', label: 'red domino (Right)' },
    { char: 'e', label: 'grey domino (either player)' },
  ],
}, (p, fn) => requireInstance(p, TopplingPosition, 'a Toppling Dominoes position', fn));
