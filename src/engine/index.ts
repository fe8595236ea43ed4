/**
 * The engine: interned canonical forms of short partizan games.
 *
 * @packageDocumentation
 */
export { Game, type Nus, internedCount, MAX_NIMBER_OPTIONS, quoteGame } from './game.js';
export { game, clearGameMemo } from './canonical.js';
export { zero, star, up, down, num, nim, nus, ups, upNth, downNth, upPow, downPow, switchOf, MAX_UPTIMAL_INDEX } from './constructors.js';
// the operations on games (add, neg, compare, outcome, stops, birthday, ...) are the one family's
// (src/values/), which take short games by the engine's own functions and loopy values too
export { type Comparison, type Outcome } from './compare.js';
export { PartizanError, ValueError, LimitError, AbortError, KindError, checkAbort, clip, MAX_QUOTED } from './errors.js';
export { RunControl, throwIfAborted, checkLimit, limitOption, ABORTED, pollingSignal, runInSlices, type Progress, type RunOptions } from './run.js';
export { DEFAULT_MAX_WORK, setMaxWork } from './work.js';
export { clearCaches, cacheStats, registerCache, BoundedCache, type CacheEntryInfo, type CacheStat } from './cache.js';
export { type FractionLike, dyString } from './dyadic.js';
export { clearCompareCache, compareCacheSize } from './compare.js';
export { clearSumCache } from './arith.js';
