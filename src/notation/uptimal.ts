/**
 * Uptimals (McKay, *All-small games and optimal notation*; Siegel, *CGT*, II.4): games equal to
 *
 *     x + a_1·↑ + a_2·↑² + … + a_k·↑^k + *m      (x a number, a_k ≠ 0, ↑^j the j-th power of up)
 *
 * written by their expansion `x*m.a_1a_2…a_k` (CGSuite: `*.22` is 2·↑ + 2·↑² + *, the paper's J;
 * see {@link uptimalToString} for the one printed form, which `parse` reads back).
 *
 * Recognition (src/engine/uptimal.ts, shared with the engine's sum fast path) works follower by
 * follower: the canonical form of an uptimal with a_k > 0 has exactly one Right option,
 * x*(m⊕1).(a_1−1)…(a_k−1), and Left options fixed by the digits (cases A–D); an uptimal with a_k < 0
 * is the negative of one with a_k > 0. Digits are stored run-length encoded, so ↑^[100000] (a single
 * run of 1s) costs O(1) per follower and its recognition is linear. Results are cached per game.
 */
import { Game } from '../engine/game.js';
import type { Value } from '../values/kind.js';
import { member } from '../values/ops.js';
import { expansionOf } from '../engine/uptimal.js';
import { type Uptimal, shortUptimalExpansion, shortUptimalString } from './uptimal-short.js';

// the short-game core (the printed form, the game of an expansion, the parser's chains)
export { type Uptimal, uptimalToString, uptimalGame, upNthChained, upNthStarChained, upPowChained } from './uptimal-short.js';

/**
 * Is g an uptimal: a number plus a finite sum of powers of ↑ (with multiplicities) plus a nimber?
 * False for a loopy value (as CGSuite's `IsUptimal`).
 */
export function isUptimal(g: Value): boolean {
  const x = member(g, 'isUptimal');
  return x instanceof Game && expansionOf(x) !== null;
}

/**
 * The uptimal expansion of g, or undefined when g is not an uptimal.
 * `uptimalExpansion(J)` for J = {0 | ↑^[2]} is `{number: 0, digits: [2, 2], nim: 1}` (`*.22`).
 */
export function uptimalExpansion(g: Value): Uptimal | undefined {
  const x = member(g, 'uptimalExpansion');
  return x instanceof Game ? shortUptimalExpansion(x) : undefined;
}

/**
 * The uptimal expansion of g in the library's one printed form ({@link uptimalToString}: CGSuite's,
 * with `*0` where CGSuite's would read as a decimal), or undefined when g is not an uptimal.
 * `parse(uptimalString(g)) === g`.
 */
export function uptimalString(g: Value): string | undefined {
  const x = member(g, 'uptimalString');
  return x instanceof Game ? shortUptimalString(x) : undefined;
}

