/**
 * A worker thread of {@link domineeringValueAsync} (parallel.ts), serving the requests of its pool
 * (engine/pool.ts): for a board of one region to search, the search side of the pipeline
 * ({@link RegionSearch}, pipeline.ts), which posts the stream of regions in chunks and then answers
 * with the root's code; for boards of several regions, a one-thread {@link DomineeringSolver} that
 * values whole regions. The pool's signal stops either at its next check. Built as its own file of
 * the package (`domineering-worker.js` / `.cjs`).
 * @internal
 */
import { serveRequests } from '../../engine/pool-worker.js';
import { exportGames } from '../../engine/transfer.js';
import { RegionSearch } from './pipeline.js';
import type { Region } from './regions.js';
import { DomineeringSolver } from './solver.js';

/** A request of the driving thread. */
export type Request =
  /** Search `region` and stream it; `found` (shared), if given, receives the count of regions found. */
  | { t: 'stream'; region: Region; found?: Int32Array | undefined }
  | { t: 'solve'; region: Region };

/** What every worker of the pool is given. */
export interface DomineeringWorkerData {
  maxEntries?: number | undefined;
}

let solver: DomineeringSolver | undefined;

serveRequests<DomineeringWorkerData>((m: Request, w) => {
  const { maxEntries } = w.data;
  if (m.t === 'solve') {
    solver ??= new DomineeringSolver(maxEntries === undefined ? { signal: w.signal } : { maxEntries, signal: w.signal });
    return { value: exportGames([solver.regionValueOf(m.region)]) };
  }
  const { found } = m;
  let count = 0;
  const search = new RegionSearch(
    (data, length, regions) => {
      w.post({ t: 'chunk', data, length, regions }, [data.buffer as ArrayBuffer]);
      count += regions;
      if (found) Atomics.store(found, 0, count);
    },
    maxEntries,
    undefined,
    w.signal,
  );
  return { code: search.run(m.region) };
});
