/**
 * Canonical values of SIMPLE CHOPSTICKS positions through the generic {@link Solver}, with one
 * transposition table shared by every call (clearable, with a size limit).
 */
import type { Game } from '../../engine/game.js';
import { Solver } from '../../engine/solver.js';
import type { Position } from './position.js';
import { chopsticksRules } from './rules.js';

let solver = new Solver(chopsticksRules);

/** Options of {@link value}. */
export interface ValueOptions {
  /** Cancels a long computation with an AbortError. */
  signal?: AbortSignal;
}

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
 * Sets the largest number of positions the shared table of {@link value} may hold (default 20
 * million); the table is cleared. `onProgress` is called every few thousand positions evaluated.
 */
export function setValueTableLimit(maxEntries: number, onProgress?: (evaluated: number) => void): void {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  solver = new Solver(chopsticksRules, onProgress ? { maxEntries, onProgress } : { maxEntries });
}
