import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing.ts',
      loopy: 'src/loopy.ts',
      chopsticks: 'src/chopsticks.ts',
    },
    format: ['esm', 'cjs'],
    // one shared chunk for the engine, so every entry (root, subpaths) sees the same intern table
    splitting: true,
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
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
