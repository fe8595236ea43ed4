/**
 * The engine's work limit: how many elementary steps (option sums visited, comparison frames,
 * options examined while canonicalising) one top-level `add` or `game` may take before it stops
 * with a {@link LimitError} naming `maxWork`. Sums and canonical forms take no options argument
 * (they are operators), so the limit is a process-wide setting, {@link setMaxWork}.
 *
 * Invariant: `steps` counts the work of the outermost `add` or `game` call in progress (it is reset
 * when one starts with `depth` 0); only `add` and `game` check it, so a comparison alone never
 * throws, and an exception leaves `depth` as it was before the call.
 */
import { LimitError } from './errors.js';
import { limitOption } from './run.js';

/**
 * The default work limit: a few seconds of canonicalisation on a 2-core machine shared with
 * other work (a sum visits a few million option sums a second).
 */
export const DEFAULT_MAX_WORK = 10_000_000;

/** @internal the counters (hot paths increment `steps` directly). */
export const work = { steps: 0, depth: 0, limit: DEFAULT_MAX_WORK };

/** Throws the LimitError when the current operation's steps passed the limit. @internal */
export function checkWork(): void {
  if (work.steps > work.limit) {
    throw new LimitError(
      `the canonical form needs more than ${work.limit} steps of work (the limit maxWork; raise it with setMaxWork)`,
      'maxWork',
    );
  }
}

/**
 * Sets the most steps of work one sum or canonical form may take (`add`, `sub`, `game` and what is
 * built on them) before it throws a {@link LimitError} naming `maxWork`; returns the previous
 * limit. The default is {@link DEFAULT_MAX_WORK}.
 */
export function setMaxWork(limit: number): number {
  const previous = work.limit;
  work.limit = limitOption(limit, DEFAULT_MAX_WORK, 'maxWork');
  return previous;
}
