/** Fox and Geese, and its Ceylonese variant, in the registry of games. */
import type { GameDescriptor, GameExample } from '../registry.js';
import {
  CEYLONESE_FOX_AND_GEESE,
  FOX_AND_GEESE,
  type FoxAndGeesePosition,
  type FoxAndGeeseRules,
  foxAndGeeseFromGrid,
  foxAndGeeseGridView,
  foxAndGeeseMoves,
  foxAndGeeseValue,
  formatFoxAndGeese,
  parseFoxAndGeese,
} from './index.js';

const TEST = "CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala";
const SYNTAX =
  "the board as CGSuite 2.x prints it: rows top first, separated by '|', 'x' a goose (Left), 'o' the fox (Right), '.' any other square; as wide as the rows, the last row the board's bottom row; pieces on dark squares (row + column even, counting from 1 at the bottom left)";

function entry(rules: FoxAndGeeseRules, id: string, aliases: string[], summary: string, source: string, examples: GameExample[]): GameDescriptor<FoxAndGeesePosition> {
  return {
    id,
    name: rules.name,
    aliases,
    kind: 'loopy',
    summary,
    syntax: SYNTAX,
    source,
    examples,
    parse: (t) => parseFoxAndGeese(t, rules),
    format: formatFoxAndGeese,
    value: (p, opts) => foxAndGeeseValue(p, rules, opts),
    moves: (p, player) => foxAndGeeseMoves(p, player, rules),
    toGrid: foxAndGeeseGridView,
    fromGrid: (v) => foxAndGeeseFromGrid(v, rules),
    palette: [
      { char: '.', label: 'empty square' },
      { char: 'x', label: 'goose (Left)' },
      { char: 'o', label: 'fox (Right)' },
    ],
  };
}

/** Fox and Geese (Winning Ways, ch. 20): four geese against a fox on a board 8 wide. */
export const foxAndGeeseGame = entry(
  FOX_AND_GEESE,
  'fox-and-geese',
  ['FoxAndGeese', 'game.grid.FoxAndGeese'],
  'Geese (Left) step diagonally down, the fox (Right) diagonally any way; the fox that gets past the geese wins (off). A loopy game.',
  'Winning Ways, ch. 20; CGSuite 2.x game.grid.FoxAndGeese (GenFoxAndGeese.cgs)',
  [
    { position: '.x.x.x.x|........|........|o.......', value: '{4*|7/2}', source: `${TEST}, line 45: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1))` },
    { position: 'x.x.x.x.x.|..........|........o.', value: '{6over|5*}', source: `${TEST}, line 47: GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9))` },
    { position: 'x.x.x.x.|.o......|........', value: '2over', source: `${TEST}, line 51: the ValuesTable of geese (3,1),(3,3),(3,5),(3,7), fox at (2,2)` },
    { position: 'x.x.x.x.|........|....o...', value: '{4|3||2}', source: `${TEST}, line 53: the ValuesTable of geese (3,1),(3,3),(3,5),(3,7), fox at (1,5)` },
  ],
);

/** Ceylonese Fox and Geese: the fox moves up to two squares in a straight line. */
export const ceyloneseFoxAndGeeseGame = entry(
  CEYLONESE_FOX_AND_GEESE,
  'ceylonese-fox-and-geese',
  ['CeyloneseFoxAndGeese', 'game.grid.CeyloneseFoxAndGeese'],
  'Fox and Geese where the fox may move up to two squares in a straight line, never jumping. A loopy game.',
  'CGSuite 2.x game.grid.CeyloneseFoxAndGeese = GenFoxAndGeese(foxRange => 2)',
  [{ position: '.x.x.x.x|........|........|o.......', value: '{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}', source: `${TEST}, line 46: CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1))` }],
);
