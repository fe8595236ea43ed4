/**
 * A worker thread of {@link outcomeTableParallel} (dense.ts): serves the phases of its pool
 * (engine/pool.ts), computing its rows of each level as thread `index + 1` (the calling thread is
 * thread 0). Built as its own file of the package (`outcome-worker.js` / `.cjs`).
 * @internal
 */
import { servePhases } from '../../engine/pool-worker.js';
import { levelKernel, type LevelData } from './dense.js';

servePhases<LevelData>((level, w) => levelKernel(w.data, w.index + 1, level));
