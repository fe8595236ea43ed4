/**
 * Canonical values of SIMPLE CHOPSTICKS positions through the generic {@link Solver}, with one
 * transposition table shared by every call (clearable, with a size limit).
 */
import type { Game } from '../../engine/game.js';
import { Solver } from '../../engine/solver.js';
import type { Progress, RunOptions } from '../../engine/run.js';
import type { Position } from './position.js';
import { chopsticksRules } from './rules.js';

/** The rules with a size estimate, so the Solver's memory bound sees wide positions as they are. */
const rules = { ...chopsticksRules, bytes: (p: Position): number => 64 + 8 * (p.left.length + p.right.length) };

/** Default bound of the shared table's estimated memory: 1 GiB (Node's default heap is about 4 GB). */
export const DEFAULT_VALUE_TABLE_BYTES = 2 ** 30;

let solver = new Solver(rules);

/** Options of {@link value}: a signal, and progress in positions evaluated (phase `'search'`). */
export type ValueOptions = RunOptions;

/**
 * The canonical value of `p` (a `Game`; `===` is value equality). Positions computed once are kept
 * in a shared transposition table: see {@link clearValueTable} and {@link setValueTableLimit}.
 * Exceeding the limit is a LimitError.
 */
export function value(p: Position, opts: ValueOptions = {}): Game {
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
