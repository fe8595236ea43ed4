/**
 * The worker thread of {@link domineeringValueAsync}: one {@link LevelShare} (one region searched
 * by all threads) and, for boards of several regions, a one-thread {@link DomineeringSolver} that
 * values whole regions; driven by messages from the thread that started it (see parallel.ts). Built as its own file of the package
 * (`domineering-worker.js` / `.cjs`).
 * @internal
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PartizanError } from '../../engine/errors.js';
import { exportGames, type GameBatch } from '../../engine/transfer.js';
import { LevelShare } from './levels.js';
import { DomineeringSolver, type Key, type Region } from './solver.js';

/** A request of the driving thread. */
export type Request =
  | { t: 'add'; items: Array<[Key, Region]> }
  | { t: 'expand'; size: number; incoming: Array<[Key, Region]> }
  | { t: 'value'; size: number; batches: Array<{ keys: Key[]; batch: GameBatch }> }
  | { t: 'final'; batches: Array<{ keys: Key[]; batch: GameBatch }>; keys: Key[] }
  | { t: 'solve'; region: Region };

const { party, threads, maxEntries } = workerData as { party: number; threads: number; maxEntries?: number };
const share = new LevelShare(party, threads, maxEntries);
let solver: DomineeringSolver | undefined;

parentPort?.on('message', (m: Request) => {
  try {
    if (m.t === 'solve') {
      solver ??= new DomineeringSolver(maxEntries === undefined ? {} : { maxEntries });
      parentPort!.postMessage({ t: 'ok', value: exportGames([solver.regionValueOf(m.region)]) });
    } else if (m.t === 'add') {
      share.add(m.items);
      parentPort!.postMessage({ t: 'ok' });
    } else if (m.t === 'expand') {
      share.add(m.incoming);
      parentPort!.postMessage({ t: 'ok', out: share.expand(m.size) });
    } else {
      for (const b of m.batches) share.receive(b.keys, b.batch);
      if (m.t === 'value') parentPort!.postMessage({ t: 'ok', ...share.value(m.size) });
      else parentPort!.postMessage({ t: 'ok', value: exportGames(share.valuesOf(m.keys)) });
    }
  } catch (e) {
    const code = e instanceof PartizanError ? e.code : 'PARTIZAN';
    parentPort!.postMessage({ t: 'error', error: { message: e instanceof Error ? e.message : String(e), code } });
  }
});
