/**
 * The games born by day n, as canonical Games: day 0 has 1 (0), day 1 has 4 (0, *, 1, −1),
 * day 2 has 22, day 3 has 1474 (D. Wolfe and W. Fraser, "Counting the number of games",
 * Theoret. Comput. Sci. 313 (2004); Siegel, CGT).
 *
 * Every game born by day n+1 is {L | R} for an antichain L (Left's undominated options) and an
 * antichain R of games born by day n. The antichains of day n are enumerated on an explicit
 * stack, each pair is canonicalised and the values are collected. Day 4 is far out of reach
 * (its size is astronomically large), so `n` is limited to 3.
 */
import { game } from '../engine/canonical.js';
import { leq } from '../engine/compare.js';
import { checkAbort, LimitError, ValueError } from '../engine/errors.js';
import { type Game, nusGame } from '../engine/game.js';
import type { RunOptions } from '../engine/run.js';
import { requireArray } from '../engine/guard.js';
import { requireShort } from '../values/kind.js';

/** Options of {@link bornBy}: run control (progress in phase `'census'`: pairs of option sets done of all, while building the last day). */
export interface CensusOptions extends RunOptions {}

/** All antichains of `xs` (as arrays), including the empty one. */
export function antichains(xs: readonly Game[]): Game[][] {
  requireArray(xs, 'antichains', 'xs').forEach((x, i) => requireShort(x, `antichains: xs[${i}]`));
  const n = xs.length;
  if (n > 31) throw new LimitError(`antichains: at most 31 elements, got ${n}`);
  // comparable[i]: bitmask of j comparable with i (including i)
  const comparable: number[] = [];
  for (let i = 0; i < n; i++) {
    let m = 0;
    for (let j = 0; j < n; j++) if (i === j || leq(xs[i]!, xs[j]!) || leq(xs[j]!, xs[i]!)) m |= 1 << j;
    comparable.push(m);
  }
  const out: Game[][] = [];
  // explicit stack of (next index to consider, chosen set, blocked mask)
  const stack: Array<[number, number[], number]> = [[0, [], 0]];
  while (stack.length > 0) {
    const [start, chosen, blocked] = stack.pop()!;
    out.push(chosen.map((i) => xs[i]!));
    for (let j = start; j < n; j++) {
      if (blocked & (1 << j)) continue;
      stack.push([j + 1, [...chosen, j], blocked | comparable[j]!]);
    }
  }
  return out;
}

/**
 * The games born by day n (n = 0, 1, 2 or 3), each once, in canonical form.
 *
 * @example
 * ```ts
 * import { bornBy } from 'partizan';
 * bornBy(2).length; // 22
 * ```
 */
export function bornBy(n: number, opts: CensusOptions = {}): Game[] {
  if (!Number.isInteger(n) || n < 0) throw new ValueError(`bornBy(n) needs an integer n ≥ 0, got ${n}`);
  if (n > 3) throw new LimitError(`bornBy(${n}): the games born by day 4 are far too many to list; n ≤ 3`);
  let day: Game[] = [nusGame(0, 0, 0)];
  for (let d = 1; d <= n; d++) {
    const acs = antichains(day);
    const seen = new Set<Game>();
    const total = acs.length * acs.length;
    let done = 0;
    for (const L of acs) {
      checkAbort(opts.signal);
      for (const R of acs) seen.add(game(L, R));
      done += acs.length;
      if (d === n) opts.onProgress?.({ phase: 'census', done, total, unit: 'pairs' });
    }
    day = [...seen];
  }
  return day;
}
