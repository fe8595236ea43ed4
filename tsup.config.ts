import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      testing: 'src/entries/testing.ts',
      chopsticks: 'src/entries/chopsticks.ts',
      'chopsticks-variants': 'src/entries/chopsticks-variants.ts',
      'chopsticks-played': 'src/entries/chopsticks-played.ts',
      games: 'src/entries/games.ts',
      // the old names, deprecated aliases for one release: partizan/rulesets (the exports it had of
      // what is now partizan/games), partizan/loopy-values (now part of partizan). partizan/loopy is
      // partizan/chopsticks-played: package.json points it at dist/chopsticks-played.{js,cjs}, the
      // very same module, and only its declarations are written (scripts/alias-types.mjs, after tsup), so that
      // esbuild does not cut the modules the two names share into a chunk of their own (two more
      // files for every import of either)
      rulesets: 'src/entries/rulesets.ts',
      'loopy-values': 'src/entries/loopy-values.ts',
      prove: 'src/entries/prove.ts',
    },
    format: ['esm', 'cjs'],
    // one shared chunk for the engine, so every entry (root, subpaths) sees the same intern table
    splitting: true,
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    // import.meta.url in the CommonJS build (partizan/testing loads its peer fast-check through createRequire)
    shims: true,
    // the prover's optional solver is loaded at run time (partizan/prove), never bundled
    external: ['z3-solver'],
  },
  {
    // the worker files of the worker pool (src/engine/pool.ts), loaded from next to the chunk that
    // starts them: each a file of its own (a worker is an isolate of its own, so sharing chunks with
    // the library would only cut the library's chunks finer, and every entry would load more files)
    entry: {
      'domineering-worker': 'src/games/domineering/worker.ts',
      'table2-worker': 'src/games/simple-chopsticks/table2-worker.ts',
      'outcome-worker': 'src/games/simple-chopsticks/dense-worker.ts',
      // the two-thread nim-value engine's workers (src/impartial/parallel.ts)
      'impartial-worker': 'src/impartial/worker.ts',
      // the prover's thread (src/prove/z3.ts): Z3 reads and solves there, so the caller can stop it
      'prove-worker': 'src/prove/z3-worker.ts',
    },
    format: ['esm', 'cjs'],
    splitting: false,
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    shims: true,
    // the prover's optional solver, loaded at run time by the prover's thread
    external: ['z3-solver'],
  },
  {
    // the command's two threads: the host (cli.cjs, which loads only the worker pool) and the worker
    // that runs the command (cli-worker.cjs, the whole library)
    entry: { cli: 'src/cli/main.ts', 'cli-worker': 'src/cli/worker.ts' },
    format: ['cjs'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    // import.meta.url, by which the pool finds the worker files next to the bundle
    shims: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
