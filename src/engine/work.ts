/**
 * The engine's work limit and cancellation: how many elementary steps (option sums visited,
 * comparison frames, options examined while canonicalising, followers folded) one engine
 * operation may take before it stops with a {@link LimitError} naming `maxWork`, and the
 * AbortSignal, if any, that cancels it. Sums and canonical forms take no options argument (they
 * are operators), so the limit is a process-wide setting ({@link setMaxWork}); an operation that
 * takes a signal (an analysis with `opts.signal`) hands it to every sum and canonical form it makes.
 *
 * An engine operation is the outermost of `add`, `game`, a fold, or a library function that wraps
 * its work in {@link engineOperation} (n copies of a game, the analysis functions, `parse`): its
 * steps are counted together, so a loop of many sums is bounded as a whole.
 *
 * Invariants: `steps` counts the work of the outermost operation in progress (reset when one
 * starts with `depth` 0); `next` is never above `limit`, and the hot paths call {@link checkWork}
 * when `steps` passes `next` (every 4096 steps at most), which checks the limit and the signal;
 * `depth` and `signal` are restored however an operation ends.
 */
import { AbortError, LimitError } from './errors.js';
import { limitOption } from './run.js';

/**
 * The default work limit: a few seconds of canonicalisation on a 2-core machine shared with other
 * work (a sum visits one to five million steps a second).
 */
export const DEFAULT_MAX_WORK = 10_000_000;

/** How often (in steps) the signal is looked at. */
const CHECK_EVERY = 4096;

/** @internal the counters (hot paths increment `steps` and compare it with `next` directly). */
export const work = { steps: 0, depth: 0, limit: DEFAULT_MAX_WORK, next: CHECK_EVERY, signal: undefined as AbortSignal | undefined };

/** The LimitError or AbortError of the current operation, if due (`ahead`: steps certain to come); else moves `next` on. @internal */
export function checkWork(ahead = 0): void {
  if (work.steps + ahead > work.limit) {
    throw new LimitError(
      `the computation needs more than ${work.limit} steps of work (the limit maxWork; raise it with setMaxWork)`,
      'maxWork',
    );
  }
  if (work.signal?.aborted) throw new AbortError('the computation was aborted');
  work.next = Math.min(work.limit, work.steps + CHECK_EVERY);
}

/**
 * Enters an engine operation (the outermost one resets the count); the caller leaves it with
 * `work.depth--` in a `finally`. The cheap form of {@link engineOperation} for the hot paths. @internal
 */
export function enterWork(): void {
  if (work.depth === 0) {
    work.steps = 0;
    work.next = Math.min(work.limit, CHECK_EVERY);
  }
  work.depth++;
}

/**
 * Runs `fn` as one engine operation (see the module notes): its sums, canonical forms and folds
 * share one work limit, and `signal` (when given) cancels them. Nested calls join the outer one
 * (the outer signal stays, or this one is used if the outer has none). @internal
 */
export function engineOperation<T>(fn: () => T, signal?: AbortSignal): T {
  const outer = work.depth === 0;
  if (outer) {
    work.steps = 0;
    work.next = Math.min(work.limit, CHECK_EVERY);
  }
  const savedSignal = work.signal;
  if (signal !== undefined && (outer || savedSignal === undefined)) work.signal = signal;
  else if (outer) work.signal = undefined;
  work.depth++;
  try {
    if (work.signal?.aborted) throw new AbortError('the computation was aborted');
    return fn();
  } finally {
    work.depth--;
    work.signal = savedSignal;
  }
}

/**
 * Sets the most steps of work one engine operation may take (a sum, a canonical form, an analysis,
 * the reading of a text; see the module notes) before it throws a {@link LimitError} naming
 * `maxWork`; returns the previous limit. The default is {@link DEFAULT_MAX_WORK}.
 */
export function setMaxWork(limit: number): number {
  const previous = work.limit;
  work.limit = limitOption(limit, DEFAULT_MAX_WORK, 'maxWork');
  work.next = Math.min(work.next, work.limit);
  return previous;
}
