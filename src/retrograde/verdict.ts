/** The three verdicts of the retrograde solver, as small integers stored in typed arrays. */

/** Neither side can force the end (or a terminal draw). */
export const DRAW = 0;
/** The side to move can force a win. */
export const WIN = 1;
/** The side to move loses against best play. */
export const LOSE = 2;
/** One of {@link DRAW}, {@link WIN}, {@link LOSE}. */
export type Verdict = 0 | 1 | 2;
