/**
 * Toads and Frogs (Winning Ways, ch. 1): a strip of cells holding Toads (`T`, Left's) and Frogs
 * (`F`, Right's), empty cells written `.`. A Toad moves one cell to the right into an empty cell,
 * or jumps to the right over one Frog into the empty cell just beyond; a Frog moves or jumps the
 * same way to the left, over one Toad. A position is its text, e.g. `TT..FF`.
 *
 * Simplifications, each keeping the value:
 * - Frogs at the left end and Toads at the right end never move and can never be jumped (a Toad
 *   only jumps rightwards over a Frog, which a leading Frog has no Toad before it to allow), so they
 *   are dropped;
 * - a block `TTFF` (or `TF`, `TFF`, `TTF` against an end of the strip) is frozen forever — neither
 *   middle piece can step or jump, nor can the outer ones — so the strip splits there into two
 *   independent components;
 * - with only Toads (or only Frogs) on the strip, every play has the same length: the value is the
 *   number of cells the pieces can still advance, ± that integer.
 */
import { num } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import type { Player, Ruleset } from '../../engine/solver.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { KindError } from '../../engine/errors.js';
import { kindName, requirePlayer, requireText } from '../guard.js';

/**
 * Parses and validates a Toads and Frogs position: `T`, `F` and `.` only (a space or `_` also
 * stands for an empty cell). Returns it with empty cells as `.`.
 * @throws {@link PositionSyntaxError} saying where the text is wrong.
 */
export function parseToadsFrogs(text: string): string {
  requireText(text, 'parseToadsFrogs');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === 'T' || ch === 'F' || ch === '.') out += ch;
    else if (ch === 't' || ch === 'f') out += ch.toUpperCase();
    else if (ch === '_' || ch === ' ' || ch === '□') out += '.';
    else throw new PositionSyntaxError('Toads and Frogs', text, i, `unexpected ${JSON.stringify(ch)} (expected T, F or .)`);
  }
  return out;
}

/** The piece of a player and the direction it moves: Toads right, Frogs left. */
const PIECE: Record<Player, { own: string; other: string; dir: number }> = {
  L: { own: 'T', other: 'F', dir: 1 },
  R: { own: 'F', other: 'T', dir: -1 },
};

/** Drops the dead pieces at the ends: Frogs at the left end, Toads at the right end. */
function trimDead(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s[a] === 'F') a++;
  while (b > a && s[b - 1] === 'T') b--;
  return s.slice(a, b);
}

/** `s` with the piece `own` moved from cell i to the empty cell j. */
function moved(s: string, i: number, j: number, own: string): string {
  if (i < j) return s.slice(0, i) + '.' + s.slice(i + 1, j) + own + s.slice(j + 1);
  return s.slice(0, j) + own + s.slice(j + 1, i) + '.' + s.slice(i + 1);
}

/**
 * The positions `player` can move to from `s`, one move rule for both players and both games: a
 * step or a jump over one enemy forwards and, when `back` (Backsliding Toads and Frogs), a step
 * backwards. `game` names the game in the errors.
 */
function stripMoves(s: string, player: Player, back: boolean, game: string, fn: string): string[] {
  // a string and a player at the door (an object key lookup: cheap on the Solver's path)
  if (typeof s !== 'string') throw new KindError(`${game} moves take a position string; it was given ${kindName(s)}`, kindName(s));
  const piece = PIECE[player] as (typeof PIECE)['L'] | undefined;
  if (piece === undefined || (player !== 'L' && player !== 'R')) requirePlayer(player, fn);
  const { own, other, dir } = piece!;
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== own) continue;
    if (s[i + dir] === '.') out.push(moved(s, i, i + dir, own));
    else if (s[i + dir] === other && s[i + 2 * dir] === '.') out.push(moved(s, i, i + 2 * dir, own));
    if (back && s[i - dir] === '.') out.push(moved(s, i, i - dir, own));
  }
  return out;
}

/** Splits at frozen `TTFF` blocks (see the module notes) and drops dead end pieces. */
function split(s: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i + 1 < s.length; i++) {
    if (s[i] === 'T' && s[i + 1] === 'F' && (i === 0 || s[i - 1] === 'T') && (i + 2 === s.length || s[i + 2] === 'F')) {
      parts.push(s.slice(start, i + 1));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts.map(trimDead).filter((p) => p.length > 0);
}

/** With pieces of one kind only: ± the total number of cells they can still advance; else undefined. */
function oneKindValue(s: string): Game | undefined {
  requireText(s, 'toadsFrogs.known');
  const hasT = s.includes('T');
  const hasF = s.includes('F');
  if (hasT && hasF) return undefined;
  let total = 0;
  // Toads end packed at the right end, Frogs at the left end, in the same order.
  if (hasT) {
    let slot = s.length - 1;
    for (let i = s.length - 1; i >= 0; i--) if (s[i] === 'T') total += slot-- - i;
  } else {
    let slot = 0;
    for (let i = 0; i < s.length; i++) if (s[i] === 'F') total -= i - slot++;
  }
  return num(total);
}

/**
 * Toads and Frogs as a {@link Ruleset} over position strings (`T`, `F`, `.`); Left moves Toads,
 * Right Frogs. A position with another character is a {@link PositionSyntaxError} (see
 * {@link parseToadsFrogs} for the spellings it accepts).
 *
 * @example
 * ```ts
 * import { Solver } from 'partizan';
 * import { toadsFrogs } from 'partizan/games';
 * new Solver(toadsFrogs).value('T.F').toString(); // *
 * ```
 */
export const toadsFrogs: Ruleset<string> = {
  options: (s, player) => stripMoves(s, player, false, 'Toads and Frogs', 'toadsFrogs.options'),
  key: (s) => {
    const bad = requireText(s, 'toadsFrogs.key').search(/[^TF.]/);
    if (bad >= 0) throw new PositionSyntaxError('Toads and Frogs', s, bad, 'a position has only T, F and . (use parseToadsFrogs for other spellings)');
    const parts = split(s);
    return parts.length === 1 ? parts[0]! : parts.join('|');
  },
  components: (s) => split(requireText(s, 'toadsFrogs.components')),
  known: oneKindValue,
};

/*
 * Backsliding Toads and Frogs (Winning Ways, ch. 11, "Games Infinite and Indefinite"): Toads and
 * Frogs where each creature may also step **backwards** one cell into an empty cell. Toads (`T`,
 * Left's) step or jump rightwards as in Toads and Frogs and may also step one cell to the left;
 * Frogs (`F`, Right's) the mirror image. Jumps stay forward only (a backward step never jumps).
 * Positions repeat (a Toad stepping back and forth), so the game is loopy: the `Solver`'s `value()`
 * throws a CycleError where it is, and `rulesetValue` gives the loopy value.
 *
 * No simplification of plain Toads and Frogs carries over: a Frog at the left end can step back,
 * and a `TTFF` block thaws when a neighbour steps back. The key is the position text.
 *
 * Small cases, by hand (Siegel, CGT VI.1 for the names): `T.` = {`.T` | } and `.T` = {`T.` | }, a
 * Left-only cycle: both are `on` = {on | }; `.F`, `F.` are `off`; `T.F` is the start of the
 * examples in the tests.
 */
/** The positions `player` can move to from `s`: forward step, forward jump over one enemy, backward step. */
export function backslidingMoves(s: string, player: Player): string[] {
  return stripMoves(s, player, true, 'Backsliding Toads and Frogs', 'backslidingMoves');
}

/**
 * Backsliding Toads and Frogs as a {@link Ruleset} over position strings (`T`, `F`, `.`; see
 * `parseToadsFrogs` for other spellings). A position with another character is a
 * {@link PositionSyntaxError}.
 */
export const backslidingToadsFrogs: Ruleset<string> = {
  options: backslidingMoves,
  key: (s) => {
    const bad = requireText(s, 'backslidingToadsFrogs.key').search(/[^TF.]/);
    if (bad >= 0) throw new PositionSyntaxError('Backsliding Toads and Frogs', s, bad, 'a position has only T, F and . (use parseToadsFrogs for other spellings)');
    return s;
  },
};
