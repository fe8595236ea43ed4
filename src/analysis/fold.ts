/**
 * The post-order fold of the analysis (thermographs, cooling), with what long computations need:
 * an AbortSignal, a progress callback and a limit on the size of exact numbers.
 *
 * It is the engine's fold (an explicit stack, no recursion as deep as the game) with each
 * follower's result cached on the follower under `name` (the engine's memo slot, emptied by
 * `clearCaches()`), so a second call is free; an aborted call leaves only correct results cached.
 */
import { checkAbort } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { fold, memoSlot } from '../engine/fold.js';
import type { RunOptions } from '../engine/run.js';

/**
 * Options of the long analysis computations (thermographs, means, temperatures, cooling): run
 * control ({@link RunOptions}; the signal is checked every few hundred followers; progress, in phase
 * `'analysis'`, counts the followers computed so far, every 1024 and at the end, with no total: only
 * a walk of all followers could tell it) and a limit.
 */
export interface AnalysisOptions extends RunOptions {
  /**
   * The largest exact number allowed in a thermograph, in bits of numerator or denominator; beyond
   * it the computation stops with a `LimitError`. Default: none for the exact functions
   * (`thermograph`, `meanExact`, `temperatureExact`, `cool`); 1024 for `mean` and `temperature`,
   * whose double results have 53 significant bits (see their notes).
   */
  maxBits?: number;
}

const CHECK_EVERY = 256;
const REPORT_EVERY = 1024;

/**
 * Post-order evaluation over the followers of g, cached per follower under `name`: the engine's
 * fold, with the signal checked and progress reported as it combines. @internal
 */
export function analysisFold<T>(
  g: Game,
  name: string,
  leaf: (h: Game) => T | undefined,
  combine: (h: Game, get: (x: Game) => T) => T,
  opts: AnalysisOptions = {},
): T {
  const cache = memoSlot<T>(name);
  if (cache.has(g)) return cache.get(g);
  const { signal, onProgress } = opts;
  checkAbort(signal);
  let done = 0;
  const combined = (): void => {
    done++;
    if (done % CHECK_EVERY === 0) checkAbort(signal);
    if (onProgress && done % REPORT_EVERY === 0) onProgress({ phase: 'analysis', done, unit: 'followers' });
  };
  const value = fold(g, { cache, leaf, combine, combined });
  onProgress?.({ phase: 'analysis', done, unit: 'followers' });
  return value;
}
