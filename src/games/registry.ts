/**
 * The registry of games: each game declares what the CLI, the library and the workbench need to
 * know of it (its name, how a position is written and printed, how it is valued, its moves, and
 * examples), in a {@link GameDescriptor} in its own folder (`src/games/<game>/descriptor.ts`),
 * listed once in `catalog.ts`.
 *
 * Invariant: names are unique: no two descriptors share an `id`, a `name` or an alias, compared
 * without case, spaces, hyphens or apostrophes (`catalog.ts` checks it when it is loaded).
 */
import { PartizanError, clip } from '../engine/errors.js';
import { requireString } from '../engine/guard.js';
import type { RunOptions } from '../engine/run.js';
import type { Player } from '../engine/solver.js';
import type { Value } from '../values/kind.js';
import type { OutcomeRules } from './outcome/search.js';

/**
 * How a game's values are reported: a canonical short game (`'partizan'`), a nim value
 * (`'impartial'`, its value is the nimber `*k`), or a loopy value (`'loopy'`).
 */
export type GameKind = 'partizan' | 'impartial' | 'loopy';

/** A position of a game, written as the game's `parse` reads it, with its expected value. */
export interface GameExample {
  /** The position's text. */
  readonly position: string;
  /** Its value in CGSuite notation, when known from a source (see `source`). */
  readonly value?: string;
  /** Where `value` comes from (a book's page, CGSuite's test file and line, a hand derivation). */
  readonly source?: string;
  /** One line about the position. */
  readonly note?: string;
}

/** Options of {@link GameDescriptor.value}: a signal, progress, and the game's own limits. */
export interface GameValueOptions extends RunOptions {
  /** The most positions a search may keep (a `LimitError` past it). */
  maxEntries?: number;
}

/**
 * A grid position for drawing and editing: `rows × cols` cells, each one character of the
 * game's own text (`.` empty, `x` Left's piece, `o` Right's, `#` blocked, ...).
 */
export interface GridView {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** The cells, row by row from the top, one character each (`rows * cols` characters). */
  readonly cells: string;
}

/** A graph position for drawing: vertices and edges, each with a label or a colour. */
export interface GraphView {
  /** The vertices, with an optional label (a colour, `L`, `R`, ...) and an optional position hint. */
  readonly vertices: readonly { readonly label?: string; readonly x?: number; readonly y?: number }[];
  /** The edges between vertex indices, with an optional label (Hackenbush: `l` blue, `r` red, `e` green). */
  readonly edges: readonly { readonly a: number; readonly b: number; readonly label?: string }[];
  /** The ground vertex, for games played on a graph rooted at the ground (Hackenbush). */
  readonly ground?: number;
}

/** The editing palette of a board: what a click can put in a cell. */
export interface PaletteEntry {
  /** The character written in the cell. */
  readonly char: string;
  /** What it is, as players say it (`'black stone (Left)'`). */
  readonly label: string;
}

/**
 * What the library, the CLI and the workbench know of a game. P is the game's position type.
 *
 * The rules are written once for both players ({@link GameDescriptor.moves}); the value is
 * computed by the game's fastest solver (or the generic `Solver` over its ruleset).
 */
export interface GameDescriptor<P = unknown> {
  /** A stable identifier: lower case, words joined by hyphens (`'toads-and-frogs'`). */
  readonly id: string;
  /** The game's name as players write it (`'Toads and Frogs'`). */
  readonly name: string;
  /** Other names it is known by (`'Dots and Boxes'`, CGSuite's class name, ...). */
  readonly aliases?: readonly string[];
  /** How values are reported. */
  readonly kind: GameKind;
  /** One sentence: what the game is. */
  readonly summary: string;
  /** How a position is written (a sentence, with the characters and separators). */
  readonly syntax: string;
  /** Where the rules and conventions come from (a book, CGSuite's class, a paper). */
  readonly source: string;
  /** Positions to try, at least one, with their values where a source gives them. */
  readonly examples: readonly GameExample[];
  /** Reads a position (a `PartizanError` on bad text, saying where). */
  parse(text: string): P;
  /** Writes a position as `parse` reads it. */
  format(p: P): string;
  /**
   * The value of a position: its canonical form (`'partizan'`), its nimber `*k` (`'impartial'`),
   * or its loopy value (`'loopy'`).
   */
  value(p: P, opts?: GameValueOptions): Value;
  /** The positions `player` can move to from `p` (for an impartial game both players have the same). */
  moves(p: P, player: Player): readonly P[];
  /** Optional: the position as a grid, for drawing; with `fromGrid`, for editing too. */
  toGrid?(p: P): GridView;
  /** Optional: the position a grid shows (the inverse of `toGrid`). */
  fromGrid?(g: GridView): P;
  /** Optional: what a click may put in a cell of the grid. */
  readonly palette?: readonly PaletteEntry[];
  /** Optional: the position as a graph, for drawing. */
  toGraph?(p: P): GraphView;
  /**
   * Optional: the game's rules for the outcome search (`outcomeOf`, `firstPlayerWins`): its
   * components, keys up to symmetry and cheap values; a fresh set (with its own tables) per call.
   * Without it the search uses `moves` on whole positions.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  outcomeRules?(): OutcomeRules<P, any>;
}

/** No game of that name is in the registry. */
export class UnknownGameError extends PartizanError {
  override name = 'UnknownGameError';
  override readonly code: string = 'UNKNOWN_GAME';
  /** The name asked for. */
  readonly asked: string;
  /** @param asked the name asked for; @param known the names of the games in the registry. */
  constructor(asked: string, known: readonly string[]) {
    super(`no game named ${clip(typeof asked === 'string' ? JSON.stringify(asked) : asked, 80)}; the games are: ${clip(Array.isArray(known) ? known.join(', ') : known)}`);
    this.asked = asked;
  }
}

/** A name folded for lookup: lower case, without spaces, hyphens, underscores, dots or apostrophes. */
export function foldGameName(name: string): string {
  return requireString(name, 'foldGameName', 'name').toLowerCase().replace(/[\s\-_.'’]/g, '');
}

/** The descriptor of a game whose position type is not known statically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDescriptor = GameDescriptor<any>;
