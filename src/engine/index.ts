/**
 * The engine: interned canonical forms of short partizan games.
 *
 * @packageDocumentation
 */
export { Game, type Nus, internedCount, quoteGame } from './game.js';
export { game, clearGameMemo } from './canonical.js';
export { zero, star, up, down, num, nim, nus, ups, upNth, downNth, upPow, downPow, switchOf } from './constructors.js';
export { add, neg, sub, sum, compare, le, lt, ge, gt, fuzzy, equals, outcome, type Comparison, type Outcome } from './ops.js';
export { birthday, stops, isNimber, isInfinitesimal, isDicotic, isAllSmall } from './properties.js';
export { PartizanError, ValueError, LimitError, AbortError, KindError, checkAbort, clip, MAX_QUOTED } from './errors.js';
export { RunControl, throwIfAborted, checkLimit, limitOption, ABORTED, pollingSignal, runInSlices, type Progress, type RunOptions } from './run.js';
export { clearCaches, cacheStats, registerCache, BoundedCache, type CacheEntryInfo, type CacheStat } from './cache.js';
export { type FractionLike, dyString } from './dyadic.js';
export { clearCompareCache, compareCacheSize } from './compare.js';
export { clearSumCache } from './arith.js';
