import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      testing: 'src/entries/testing.ts',
      loopy: 'src/entries/loopy.ts',
      'loopy-values': 'src/entries/loopy-values.ts',
      chopsticks: 'src/entries/chopsticks.ts',
      rulesets: 'src/entries/rulesets.ts',
      prove: 'src/entries/prove.ts',
      // the worker threads of domineeringValueAsync, loaded from next to the chunk that starts them
      'domineering-worker': 'src/games/domineering/worker.ts',
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
    entry: { cli: 'src/cli/main.ts' },
    format: ['cjs'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
