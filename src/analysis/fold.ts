/**
 * The post-order fold of the analysis (thermographs, cooling), with what long computations need:
 * an AbortSignal, a progress callback and a limit on the size of exact numbers.
 *
 * Like the engine's fold it runs on an explicit stack (no recursion as deep as the game) and caches
 * each follower's result on the follower under `name`, so a second call is free; an aborted call
 * leaves only correct results cached.
 */
import { checkAbort } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { checkWork, enterWork, work } from '../engine/work.js';
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

/** Post-order evaluation over the followers of g, cached per follower under `name`. @internal */
export function analysisFold<T>(
  g: Game,
  name: string,
  leaf: (h: Game) => T | undefined,
  combine: (h: Game, get: (x: Game) => T) => T,
  opts: AnalysisOptions = {},
): T {
  const has = (x: Game): boolean => x._memo?.has(name) === true;
  const get = (x: Game): T => x._memo!.get(name) as T;
  const set = (x: Game, v: T): void => {
    (x._memo ??= new Map()).set(name, v);
  };
  if (has(g)) return get(g);
  const { signal, onProgress } = opts;
  checkAbort(signal);
  // one engine operation: its followers and the sums and canonical forms made on the way count
  // against one work limit (engine/work.ts)
  enterWork();
  try {
    return analysisLoop(g, leaf, combine, has, get, set, signal, onProgress);
  } finally {
    work.depth--;
  }
}

function analysisLoop<T>(
  g: Game,
  leaf: (h: Game) => T | undefined,
  combine: (h: Game, get: (x: Game) => T) => T,
  has: (x: Game) => boolean,
  get: (x: Game) => T,
  set: (x: Game, v: T) => void,
  signal: AbortSignal | undefined,
  onProgress: RunOptions['onProgress'],
): T {
  let done = 0;
  // the path from g, one frame a follower with the index of the next option to look at: one
  // missing option is pushed at a time, so the stack is never longer than the game is deep
  const stack: Array<{ h: Game; i: number }> = [{ h: g, i: -1 }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    const h = f.h;
    if (++work.steps > work.next) checkWork();
    if (f.i < 0) {
      if (has(h)) {
        stack.pop();
        continue;
      }
      const lv = leaf(h);
      if (lv !== undefined) {
        set(h, lv);
        stack.pop();
        continue;
      }
      f.i = 0;
    }
    const L = h.leftOptions;
    const R = h.rightOptions;
    let pushed = false;
    while (f.i < L.length + R.length) {
      const x = f.i < L.length ? L[f.i]! : R[f.i - L.length]!;
      if (!has(x)) {
        stack.push({ h: x, i: -1 });
        pushed = true;
        break;
      }
      f.i++;
    }
    if (pushed) continue;
    set(h, combine(h, get));
    stack.pop();
    done++;
    if (done % CHECK_EVERY === 0) checkAbort(signal);
    if (onProgress && done % REPORT_EVERY === 0) onProgress({ phase: 'analysis', done, unit: 'followers' });
  }
  onProgress?.({ phase: 'analysis', done, unit: 'followers' });
  return get(g);
}
