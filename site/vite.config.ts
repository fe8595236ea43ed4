/**
 * The browser workbench: a static page built from the library's own sources.
 *
 * THE one place where the page finds the library: package-style aliases to the entry files, so the
 * page's modules import `partizan`, `partizan/chopsticks`, ... exactly as a user of the package
 * would. (site/tsconfig.json repeats them for the type checker only; test/site/aliases.test.ts
 * keeps the two equal.)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const src = (p: string): string => fileURLToPath(new URL(`../src/${p}`, import.meta.url));

/** Package subpath → entry file of the library. Longest keys first (Vite matches in order). */
export const PARTIZAN_ALIASES: Record<string, string> = {
  'partizan/chopsticks-played': src('entries/chopsticks-played.ts'),
  'partizan/chopsticks': src('entries/chopsticks.ts'),
  'partizan/games': src('entries/games.ts'),
  partizan: src('index.ts'),
};

/**
 * `node:worker_threads` in the browser: the library's thread pools import it (statically in
 * src/impartial/parallel-worker.ts, which only runs its body inside a worker thread), and the page
 * never starts one. Vite's default stub throws on any property read at import time, so this module
 * answers the reads a module makes when loaded outside a worker thread (`parentPort` and
 * `workerData` null, `isMainThread` true) and a `Worker` that says threads need Node.
 */
const BROWSER_WORKER_THREADS = `export const parentPort = null;
export const workerData = null;
export const isMainThread = true;
export class Worker { constructor() { throw new Error('worker threads need Node; the browser workbench runs in one Web Worker'); } }
export default { parentPort, workerData, isMainThread, Worker };
`;
function browserWorkerThreads(): Plugin {
  const id = '\0browser-worker-threads';
  return {
    name: 'partizan-browser-worker-threads',
    enforce: 'pre',
    resolveId: (source) => (source === 'node:worker_threads' || source === 'worker_threads' ? id : undefined),
    load: (x) => (x === id ? BROWSER_WORKER_THREADS : undefined),
  };
}

export default defineConfig({
  plugins: [browserWorkerThreads()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  // relative URLs: the built page works from any folder of any static host
  base: './',
  resolve: {
    alias: Object.entries(PARTIZAN_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
  },
  worker: { format: 'es', plugins: () => [browserWorkerThreads()] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
