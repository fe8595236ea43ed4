/**
 * The move rule of SIMPLE CHOPSTICKS (Definition 1, Notation 1), written once for both players, and
 * the ruleset that plugs it into the generic {@link Solver}.
 *
 * A move `x → y` points one of the mover's hands x at one of the opponent's hands y: y becomes x + y,
 * and is removed when x + y > n. A side with no hands has nothing to attack with and nothing to be
 * attacked, so once either side is empty neither player can move: taking the opponent's last hand
 * is a move to 0 = { | }, as the paper assumes (Section 2, "Game values").
 */
import type { Player, Ruleset } from '../../engine/solver.js';
import { type Position, positionKey, positionShape, trusted } from './position.js';
import { LimitError } from '../../engine/errors.js';
import { kindError, requireArray } from '../../engine/guard.js';

/** n is kept in the low 10 bits of a numeric key, so numeric keys are for n < 1024. */
const N_BITS = 1024;
/** Largest base-(n+1) code that still leaves room for n in a safe integer. */
const CODE_MAX = Math.floor(Number.MAX_SAFE_INTEGER / N_BITS);

/**
 * The transposition-table key of a position: a number when it fits, else {@link positionKey}. The
 * number reads, in base n + 1, a leading 1, Left's hands, a 0, Right's hands (hands are 1..n, so the
 * digits decode uniquely), times 1024 plus n. Numbers and strings never collide as Map keys. A
 * number costs less than the string to build, hash and keep (8 or 16 bytes against about 40).
 */
export function positionCode(p: Position): number | string {
  const n = positionShape(p, 'chopsticksRules.key').n;
  if (n >= N_BITS) return positionKey(p);
  const b = n + 1;
  let k = 1;
  for (const h of p.left) {
    k = k * b + h;
    if (k > CODE_MAX) return positionKey(p);
  }
  k *= b;
  for (const h of p.right) {
    k = k * b + h;
    if (k > CODE_MAX) return positionKey(p);
  }
  if (k > CODE_MAX) return positionKey(p);
  return k * N_BITS + n;
}

/** The most hands {@link attacks} writes in its results (about a second of work). */
const MAX_ATTACK_WORK = 2 ** 25;

/** The number of runs of equal neighbours in `xs` (its distinct values when sorted). */
function distinctRuns(xs: readonly number[]): number {
  let k = 0;
  for (let i = 0; i < xs.length; i++) if (i === 0 || xs[i] !== xs[i - 1]) k++;
  return k;
}

/**
 * The defenders' hands after every distinct attack of a hand from `attackers` on a hand of
 * `defenders` with finger count n (one result per distinct pair of values; each result sorted).
 * This is the whole move rule; {@link options} applies it for Left or for Right.
 */
export function attacks(attackers: readonly number[], defenders: readonly number[], n: number): number[][] {
  requireArray(attackers, 'attacks', 'attackers');
  requireArray(defenders, 'attacks', 'defenders');
  if (typeof n !== 'number') throw kindError('attacks', 'n', 'a number', n);
  // one result per distinct pair of hands, each a copy of the defenders: a bound on the output
  if (distinctRuns(attackers) * distinctRuns(defenders) * (defenders.length + 1) > MAX_ATTACK_WORK) {
    throw new LimitError(`attacks: ${attackers.length} attackers on ${defenders.length} defenders make more than ${MAX_ATTACK_WORK} hands of results`, 'hands');
  }
  const out: number[][] = [];
  for (let i = 0; i < attackers.length; i++) {
    const x = attackers[i]!;
    if (i > 0 && attackers[i - 1] === x) continue;
    for (let j = 0; j < defenders.length; j++) {
      const y = defenders[j]!;
      if (j > 0 && defenders[j - 1] === y) continue;
      out.push(withHand(defenders, j, x + y, n));
    }
  }
  return out;
}

/** The sorted `hands` with hand j replaced by z, sorted (z outside 1..n: removed). @internal */
export function withHand(hands: readonly number[], j: number, z: number, n: number): number[] {
  const d = hands.slice();
  d.splice(j, 1);
  if (z >= 1 && z <= n) {
    let k = j;
    while (k > 0 && d[k - 1]! > z) k--;
    while (k < d.length && d[k]! < z) k++;
    d.splice(k, 0, z);
  }
  return d;
}

/** The options of `p` for `player`: Left attacks Right's hands, Right attacks Left's (Definition 1). */
export function options(p: Position, player: Player): Position[] {
  positionShape(p, 'options');
  if (player === 'L') return attacks(p.left, p.right, p.n).map((d) => trusted(p.left as number[], d, p.n));
  return attacks(p.right, p.left, p.n).map((d) => trusted(d, p.right as number[], p.n));
}

/**
 * SIMPLE CHOPSTICKS as a {@link Ruleset}: give it to `new Solver(chopsticksRules)` for values with
 * your own transposition table, or use {@link value} for the shared one.
 */
export const chopsticksRules: Ruleset<Position> = {
  options,
  key: positionCode,
};
