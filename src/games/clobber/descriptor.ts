/** Clobber and CGSuite's variants of it in the registry of games. */
import type { Grid } from '../grid/grid.js';
import { gridGame } from '../grid/descriptor.js';
import type { GameDescriptor, GameExample, PaletteEntry } from '../registry.js';
import { clobberOutcomeRules, clobberSyntax, clobberValue } from './index.js';
import { ANTI_CLOBBER, CLOBBER, type ClobberVariant, clobberMoves, DIAGONAL_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, QUEENS, ROOKS } from './rules.js';

const TEST = "CGSuite's GameGridTest.scala";

const STONES: readonly PaletteEntry[] = [
  { char: '.', label: 'empty square' },
  { char: 'x', label: 'black stone (Left)' },
  { char: 'o', label: 'white stone (Right)' },
];

function descriptor(v: ClobberVariant, id: string, aliases: readonly string[], summary: string, examples: readonly GameExample[]): GameDescriptor<Grid> {
  const syntax = clobberSyntax(v);
  return gridGame({
    id,
    name: v.name,
    aliases,
    kind: 'partizan',
    summary,
    syntax,
    source: v === CLOBBER ? 'Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber" (2005); CGSuite 2.x game.grid.Clobber' : `CGSuite 2.x game.grid.GenClobber (${v.name})`,
    examples,
    palette: syntax.chars.includes('#') ? [...STONES, { char: '#', label: 'blocked square' }] : STONES,
    value: (g, opts) => clobberValue(g, v, opts),
    moves: (g, p) => clobberMoves(g, p, v),
    outcomeRules: () => clobberOutcomeRules(v),
  });
}

/** Clobber and its variants (CGSuite's `Clobber`, `AntiClobber`, `HotClobber`, `Kings`, `Knights`, `Rooks`, `Queens`, and Diagonal Clobber). */
export const clobberGames: readonly GameDescriptor<Grid>[] = [
  descriptor(CLOBBER, 'clobber', [], 'Players move one of their stones onto an orthogonally adjacent enemy stone, capturing it.', [
    { position: 'xo', value: '*', source: 'hand derivation: either capture leaves one stone, 0, so {0|0}' },
    { position: 'xox|ox.', value: '{^^*|*,v}', source: `${TEST}, line 24` },
    { position: 'xoxo|oxox|xoxo', note: "CGSuite's typical starting position (game.grid constants)" },
  ]),
  descriptor(ANTI_CLOBBER, 'anti-clobber', ['AntiClobber'], 'Clobber backwards: a stone moves onto an adjacent empty square, leaving an enemy stone behind.', [
    { position: 'xoxo|oo..', value: '{*|-1}', source: `${TEST}, line 29` },
  ]),
  descriptor(HOT_CLOBBER, 'hot-clobber', ['HotClobber'], 'Clobber where a stone may also capture a stone of its own colour.', [
    { position: 'xx', value: '1', source: 'hand derivation: Left captures her own stone (leaving one stone, 0); Right has no stone: {0|} = 1' },
  ]),
  descriptor(KINGS, 'kings', ['Clobber Kings'], 'Clobber where stones capture like chess kings, in any of the 8 directions.', [
    { position: 'xox|ox.', value: '{^^*|*,v[2]}', source: `${TEST}, line 26` },
  ]),
  descriptor(KNIGHTS, 'knights', ['Clobber Knights'], 'Clobber where stones capture like chess knights.', [
    { position: 'x..|..o', value: '*', source: "hand derivation: the stones are a knight's move apart; either capture leaves one stone: {0|0}" },
  ]),
  descriptor(ROOKS, 'rooks', ['Clobber Rooks'], 'Clobber where stones capture like chess rooks, any distance orthogonally over empty squares.', [
    { position: 'xox|ox.', value: '{^^*|0,*}', source: `${TEST}, line 27` },
  ]),
  descriptor(QUEENS, 'queens', ['Clobber Queens'], 'Clobber where stones capture like chess queens, any distance in any of the 8 directions over empty squares.', [
    { position: 'xox|ox.', value: '^', source: `${TEST}, line 28` },
  ]),
  descriptor(DIAGONAL_CLOBBER, 'diagonal-clobber', [], 'Clobber where stones capture diagonally (CGSuite GenClobber(directions => Coordinates.Diagonal)).', [
    { position: 'xoxo|oox.|xxx.', value: '{0,v*|vv}', source: `${TEST}, line 25` },
  ]),
];
