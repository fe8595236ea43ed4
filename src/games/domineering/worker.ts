/**
 * The worker thread of {@link domineeringValueAsync}, driven by messages from the thread that started
 * it (see parallel.ts): for a board of one region to search, the search side of the pipeline
 * ({@link RegionSearch}, pipeline.ts), which posts the stream of regions in chunks and then answers
 * with the root's code; for boards of several regions, a one-thread {@link DomineeringSolver} that
 * values whole regions. Built as its own file of the package (`domineering-worker.js` / `.cjs`).
 * @internal
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PartizanError } from '../../engine/errors.js';
import { exportGames } from '../../engine/transfer.js';
import { RegionSearch } from './pipeline.js';
import { DomineeringSolver, type Region } from './solver.js';

/** A request of the driving thread. */
export type Request =
  /** Search `region` and stream it; `found` (shared), if given, receives the count of regions found. */
  | { t: 'stream'; region: Region; found?: Int32Array | undefined }
  | { t: 'solve'; region: Region };

const { maxEntries } = workerData as { maxEntries?: number };
let solver: DomineeringSolver | undefined;

parentPort?.on('message', (m: Request) => {
  try {
    if (m.t === 'solve') {
      solver ??= new DomineeringSolver(maxEntries === undefined ? {} : { maxEntries });
      parentPort!.postMessage({ t: 'ok', value: exportGames([solver.regionValueOf(m.region)]) });
    } else {
      const { found } = m;
      let count = 0;
      const search = new RegionSearch((data, length, regions) => {
        parentPort!.postMessage({ t: 'chunk', data, length, regions }, [data.buffer as ArrayBuffer]);
        count += regions;
        if (found) Atomics.store(found, 0, count);
      }, maxEntries);
      parentPort!.postMessage({ t: 'ok', code: search.run(m.region) });
    }
  } catch (e) {
    const code = e instanceof PartizanError ? e.code : 'PARTIZAN';
    parentPort!.postMessage({ t: 'error', error: { message: e instanceof Error ? e.message : String(e), code } });
  }
});
