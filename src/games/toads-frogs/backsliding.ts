/**
 * Backsliding Toads and Frogs (Winning Ways, ch. 11, "Games Infinite and Indefinite"): Toads and
 * Frogs where each creature may also step **backwards** one cell into an empty cell. Toads (`T`,
 * Left's) step or jump rightwards as in Toads and Frogs and may also step one cell to the left;
 * Frogs (`F`, Right's) the mirror image. Jumps stay forward only (a backward step never jumps).
 * Positions repeat (a Toad stepping back and forth), so the game is loopy: the {@link Solver}'s
 * `value()` throws a CycleError where it is, and `graph()` gives the position graph for the loopy
 * engine.
 *
 * No simplification of plain Toads and Frogs carries over: a Frog at the left end can step back,
 * and a `TTFF` block thaws when a neighbour steps back. The key is the position text.
 *
 * Small cases, by hand (Siegel, CGT VI.1 for the names): `T.` = {`.T` | } and `.T` = {`T.` | }, a
 * Left-only cycle: both are `on` = {on | }; `.F`, `F.` are `off`; `T.F` is the start of the
 * examples in the tests.
 */
import type { Player, Ruleset } from '../../engine/solver.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { KindError } from '../../engine/errors.js';
import { kindName, requirePlayer, requireText } from '../guard.js';

/** The positions `player` can move to from `s`: forward step, forward jump over one enemy, backward step. */
export function backslidingMoves(s: string, player: Player): string[] {
  if (typeof s !== 'string') throw new KindError(`Backsliding Toads and Frogs moves take a position string; it was given ${kindName(s)}`, kindName(s));
  if (player !== 'L' && player !== 'R') requirePlayer(player, 'backslidingMoves');
  const own = player === 'L' ? 'T' : 'F';
  const other = player === 'L' ? 'F' : 'T';
  const dir = player === 'L' ? 1 : -1;
  const out: string[] = [];
  const move = (i: number, j: number): string => {
    const c = s.split('');
    c[i] = '.';
    c[j] = own;
    return c.join('');
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== own) continue;
    if (s[i + dir] === '.') out.push(move(i, i + dir));
    else if (s[i + dir] === other && s[i + 2 * dir] === '.') out.push(move(i, i + 2 * dir));
    if (s[i - dir] === '.') out.push(move(i, i - dir));
  }
  return out;
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
