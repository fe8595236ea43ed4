/**
 * A worker thread of Table 2's two-thread steps (table2-parallel.ts): serves the phases of its pool
 * (engine/pool.ts), running {@link t2kernel} as thread `index + 1` (the calling thread is thread 0).
 * Built as its own file of the package (`table2-worker.js` / `.cjs`).
 * @internal
 */
import { servePhases } from '../../engine/pool-worker.js';
import { t2kernel, type T2Shared } from './table2-parallel.js';

servePhases<T2Shared>((cmd, w) => t2kernel(w.data, w.index + 1, cmd));
