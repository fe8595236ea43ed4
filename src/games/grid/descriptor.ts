/**
 * What the descriptors of the grid games share: reading and printing a board with the game's
 * characters, the grid view for the workbench, and a solver kept between calls.
 *
 * Invariant: a kept solver's table never holds more than {@link KEPT_TABLE_ENTRIES} entries when a
 * call starts (it is emptied first), so memory kept between calls stays bounded.
 */
import type { Player } from '../../engine/solver.js';
import type { GameDescriptor, GameExample, GameKind, GameValueOptions, PaletteEntry } from '../registry.js';
import type { Value } from '../../values/kind.js';
import { type Grid, type GridSyntax, gridFromView, gridView, parseGrid, requireGrid } from './grid.js';
import { guardDescriptor } from '../guard.js';
import type { OutcomeRules } from '../outcome/search.js';

/** A kept solver is emptied before a call once its table holds this many entries. */
export const KEPT_TABLE_ENTRIES = 2_000_000;

/** What a grid game's descriptor is made of. */
export interface GridGameSpec {
  /** See {@link GameDescriptor.id}. */
  readonly id: string;
  /** See {@link GameDescriptor.name}. */
  readonly name: string;
  /** See {@link GameDescriptor.aliases}. */
  readonly aliases?: readonly string[];
  /** See {@link GameDescriptor.kind}. */
  readonly kind: GameKind;
  /** See {@link GameDescriptor.summary}. */
  readonly summary: string;
  /** The characters of the four kinds of cell (see {@link GridSyntax}). */
  readonly syntax: GridSyntax;
  /** See {@link GameDescriptor.source}. */
  readonly source: string;
  /** See {@link GameDescriptor.examples}. */
  readonly examples: readonly GameExample[];
  /** What a click may put in a cell. */
  readonly palette: readonly PaletteEntry[];
  /** The value of a board. */
  value(g: Grid, opts: GameValueOptions): Value;
  /** The boards after each move of `player`. */
  moves(g: Grid, player: Player): readonly Grid[];
  /** See {@link GameDescriptor.outcomeRules}. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  outcomeRules?(): OutcomeRules<Grid, any>;
}

/** The sentence of a grid game's syntax. */
function syntaxSentence(s: GridSyntax): string {
  const names = ['empty', "Left's piece (black)", "Right's piece (white)", 'blocked'];
  const parts: string[] = [];
  for (let k = 0; k < 4; k++) if (s.chars[k] !== ' ') parts.push(`'${s.chars[k]}' ${names[k]}`);
  return `rows of cells separated by '|', top row first, as CGSuite 2.x reads them: ${parts.join(', ')}`;
}

/** The descriptor of a grid game. */
export function gridGame(spec: GridGameSpec): GameDescriptor<Grid> {
  const d: GameDescriptor<Grid> = {
    id: spec.id,
    name: spec.name,
    kind: spec.kind,
    summary: spec.summary,
    syntax: syntaxSentence(spec.syntax),
    source: spec.source,
    examples: spec.examples,
    parse: (text) => parseGrid(text, spec.syntax),
    format: (g) => g.toString(spec.syntax.chars),
    value: (g, opts = {}) => spec.value(g, opts),
    moves: (g, player) => spec.moves(g, player),
    toGrid: (g) => gridView(g, spec.syntax),
    fromGrid: (v) => gridFromView(v, spec.syntax),
    palette: spec.palette,
  };
  if (spec.outcomeRules) d.outcomeRules = spec.outcomeRules;
  return guardDescriptor(spec.aliases ? { ...d, aliases: spec.aliases } : d, requireGrid);
}
