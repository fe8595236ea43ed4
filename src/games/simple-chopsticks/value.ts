/**
 * Canonical values of SIMPLE CHOPSTICKS positions through the generic {@link Solver}, with one
 * transposition table shared by every call (clearable, with a size limit), and the values the
 * paper names (J, NAMES). They live here, not in a module of their own, so
 * that the built package has one chunk fewer for `partizan/chopsticks` to load: esbuild makes a
 * chunk of each set of modules reached by the same entry points, and `named.ts` alone was reached
 * by exactly two (docs/benchmarks.md, "The cold Table 1 and the imports of entry points").
 */
import { game } from '../../engine/canonical.js';
import { upNth, zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { LimitError } from '../../engine/errors.js';
import { Solver } from '../../engine/solver.js';
import type { Progress, RunOptions } from '../../engine/run.js';
import { type Position, positionShape } from './position.js';
import { chopsticksRules } from './rules.js';

/** J = {0 | ↑^[2]}, the value the paper names J (Section 2); the uptimal .22* = 2·↑ + 2·↑² + *. */
export const J: Game = game([zero], [upNth(2)]);

/** The names known to the `value` reader and printer: `{ J }`. */
export const NAMES: Readonly<Record<string, Game>> = Object.freeze({ J });

/** The rules with a size estimate, so the Solver's memory bound sees wide positions as they are. */
const rules = { ...chopsticksRules, bytes: (p: Position): number => 64 + 8 * (p.left.length + p.right.length) };

/** Default bound of the shared table's estimated memory: 1 GiB (Node's default heap is about 4 GB). */
export const DEFAULT_VALUE_TABLE_BYTES = 2 ** 30;

let solver = new Solver(rules);

/** Options of {@link value}: a signal, and progress in positions evaluated (phase `'search'`). */
export type ValueOptions = RunOptions;

/**
 * An upper bound on the positions reachable from `p`: a move adds one hand to another, so every
 * hand stays a multiple of g, the gcd of p's hands, at most n (m = ⌊n/g⌋ values), and no side gains
 * a hand; a side of k hands is one of the multisets of at most k of the m values, or empty.
 * ((1^2|1)_100 reaches 434,640 positions; the bound is 520,251.)
 */
export function reachableBound(p: Position): number {
  let g = 0;
  for (const h of [...p.left, ...p.right]) {
    // not a position's hand: no bound here (the search refuses the position)
    if (!Number.isSafeInteger(h) || h < 1 || !Number.isSafeInteger(p.n)) return 0;
    let a = g;
    let b = h;
    while (b !== 0) [a, b] = [b, a % b];
    g = a;
  }
  const m = g === 0 ? 0 : Math.floor(p.n / g);
  const side = (k: number): number => {
    let total = 1;
    let c = 1;
    for (let j = 1; j <= k && total < Number.MAX_SAFE_INTEGER; j++) {
      c = (c * (m + j - 1)) / j;
      total += c;
    }
    return total;
  };
  return side(p.left.length) * side(p.right.length);
}

/**
 * The canonical value of `p` (a `Game`; `===` is value equality). Positions computed once are kept
 * in a shared transposition table: see {@link clearValueTable} and {@link setValueTableLimit}.
 * Exceeding the limit is a LimitError; so is, at once, a position whose bound on its reachable
 * positions exceeds it (`(1^2|1)_1000` may reach 5·10^8 positions, about an hour of search).
 */
export function value(p: Position, opts: ValueOptions = {}): Game {
  positionShape(p, 'value');
  const bound = reachableBound(p);
  if (bound > solver.maxEntries) {
    throw new LimitError(`the position may reach up to ${bound.toPrecision(3)} positions, more than the table's limit of ${solver.maxEntries} (raise maxEntries)`, 'maxEntries');
  }
  return solver.value(p, opts);
}

/** Empties the shared transposition table of {@link value}. */
export function clearValueTable(): void {
  solver.clear();
}

/** The number of positions in the shared transposition table of {@link value}. */
export function valueTableSize(): number {
  return solver.size;
}

/**
 * Sets the largest number of positions the shared table of {@link value} may hold (default and
 * maximum 16 million, `MAX_SOLVER_ENTRIES`) and the largest estimate of the memory its keys and search stack may take (`maxBytes`,
 * default {@link DEFAULT_VALUE_TABLE_BYTES}); beyond either, a LimitError. The table is cleared.
 * `onProgress` is called every few thousand positions evaluated.
 */
export function setValueTableLimit(maxEntries: number, onProgress?: (progress: Progress) => void, maxBytes = DEFAULT_VALUE_TABLE_BYTES): void {
  // the Solver checks both limits (a LimitError naming the option)
  solver = new Solver(rules, onProgress ? { maxEntries, onProgress, maxBytes } : { maxEntries, maxBytes });
}
