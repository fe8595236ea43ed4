import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', rulesets: 'src/rulesets.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true, // also for CJS: one engine (one intern table) shared by the index and subpath entries
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
