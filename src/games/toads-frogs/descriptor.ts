/** Toads and Frogs, and Backsliding Toads and Frogs, in the registry of games. */
import { Solver } from '../../engine/solver.js';
import { rulesetValue } from '../loopy-bridge.js';
import type { GameDescriptor, GridView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { guardDescriptor, requireText } from '../guard.js';
import { backslidingMoves, backslidingToadsFrogs, parseToadsFrogs, toadsFrogs } from './index.js';

const STRIP = "CGSuite's GameStripTest.scala";
const SYNTAX = "a strip of 'T' (Left's toads, moving right), 'F' (Right's frogs, moving left) and '.' (empty), as CGSuite's ToadsAndFrogs(\"tt..ff\") (either case)";

function toGrid(s: string): GridView {
  return { rows: s.length === 0 ? 0 : 1, cols: s.length, cells: s };
}

function fromGrid(name: string): (v: GridView) => string {
  return (v) => {
    if (v?.rows !== 1 && !(v?.rows === 0 && v?.cols === 0)) throw new PositionSyntaxError(name, String(v?.cells), 0, 'a strip is a grid of one row');
    if (typeof v.cells !== 'string' || v.cells.length !== v.cols) throw new PositionSyntaxError(name, String(v.cells), 0, 'a grid view has rows × cols cells');
    return parseToadsFrogs(v.cells);
  };
}

const palette = [
  { char: '.', label: 'empty square' },
  { char: 'T', label: 'toad (Left)' },
  { char: 'F', label: 'frog (Right)' },
];

/** Toads and Frogs (Winning Ways, ch. 1). */
export const toadsFrogsGame: GameDescriptor<string> = guardDescriptor<string>({
  id: 'toads-and-frogs',
  name: 'Toads and Frogs',
  aliases: ['ToadsAndFrogs'],
  kind: 'partizan',
  summary: 'Toads (Left) step or jump one frog rightwards, frogs (Right) leftwards, onto an empty square.',
  syntax: SYNTAX,
  source: 'Winning Ways, ch. 1; CGSuite 2.x game.strip.ToadsAndFrogs',
  examples: [
    { position: 'T.F', value: '*', source: 'hand derivation: either creature steps into the gap, after which nothing moves: {0|0}' },
    { position: 'TT.F', value: '{1/2|0}', source: 'hand derivation (docs/rulesets.md)' },
    {
      position: 'TTTTT..FFFFF',
      value: '+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}',
      source: `${STRIP}, line 10`,
    },
  ],
  parse: parseToadsFrogs,
  format: (s) => s,
  value: (s, opts = {}) => new Solver(toadsFrogs, opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries }).value(s, opts),
  moves: (s, p) => [...toadsFrogs.options(s, p)],
  toGrid,
  fromGrid: fromGrid('Toads and Frogs'),
  palette,
}, (s, fn) => parseToadsFrogs(requireText(s, fn)));

/** Backsliding Toads and Frogs (Winning Ways, ch. 11): creatures may also step back; a loopy game. */
export const backslidingToadsFrogsGame: GameDescriptor<string> = guardDescriptor<string>({
  id: 'backsliding-toads-and-frogs',
  name: 'Backsliding Toads and Frogs',
  aliases: ['BackslidingToadsAndFrogs'],
  kind: 'loopy',
  summary: 'Toads and Frogs where a creature may also step back one square: positions repeat, and values are loopy.',
  syntax: SYNTAX,
  source: 'Winning Ways, ch. 11; CGSuite 2.x game.strip.BackslidingToadsAndFrogs',
  examples: [
    { position: 'T.', value: 'on', source: 'hand derivation: only Left can move, back and forth for ever: {on|} = on (docs/rulesets.md)' },
    { position: 'TTT..FFF', value: '{on||0|-1/2} & {1/2|0||off}', source: `${STRIP}, line 11` },
  ],
  parse: parseToadsFrogs,
  format: (s) => s,
  value: (s, opts = {}) => {
    const solver = new Solver(backslidingToadsFrogs, opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries });
    return rulesetValue(solver, s, opts.signal ? { signal: opts.signal } : {}) as ReturnType<GameDescriptor<string>['value']>;
  },
  moves: backslidingMoves,
  toGrid,
  fromGrid: fromGrid('Backsliding Toads and Frogs'),
  palette,
}, (s, fn) => parseToadsFrogs(requireText(s, fn)));
