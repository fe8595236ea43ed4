// The two-thread engine's worker when the library runs from its TypeScript sources (tests,
// benchmarks, `npm run cli`): tsx (a development dependency) compiles parallel-worker.ts. The
// built package loads impartial-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./parallel-worker.ts');
