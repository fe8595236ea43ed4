// The boot file of a worker of the pool (pool.ts) run from the TypeScript sources (tests,
// benchmarks, `npm run cli`): it registers tsx, a development dependency, then loads the worker's
// .ts file named by the pool. The built package starts its workers from their own built files and
// never loads this one.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.source);
