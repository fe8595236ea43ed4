import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/** The package's entry points (dist/<name>.js and .cjs). */
const ENTRIES = {
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
};

/** The entry whose cold start the chunks of the ES module build are cut for (issue 21: a cold `table1(606)`). */
const COLD_ENTRY = 'chopsticks';
/** The entry that shares the least of it (no short-game engine): its part of the cold entry's chunks is a chunk of its own. */
const LEAN_ENTRY = 'prove';

/**
 * Regroups the chunks of the ES module build (dist/*.js) after esbuild. esbuild cuts one chunk for
 * every set of entries that share code, so `partizan/chopsticks` loaded 11 files, and every file is
 * a resolution, a read and a compile by Node's module loader (about a quarter of the import's cost:
 * docs/benchmarks.md, "The cold process, session 6"). Here rolldown bundles the built entries again
 * with the chunks that `partizan/chopsticks` reaches put into two: what `partizan/prove` also loads
 * (errors, run control, positions, rules, outcomes, the worker pool; no short-game engine) and the
 * rest. Every entry that needs any of a chunk loads all of it: `partizan/chopsticks` loads three
 * files, `partizan/prove` two. The code is esbuild's (rolldown only moves it); the source maps are
 * chained back to the sources. The CommonJS build (dist/*.cjs) keeps esbuild's chunks.
 */
async function regroupEsmChunks(): Promise<void> {
  const dist = join(import.meta.dirname, 'dist');
  const imports = (file: string): string[] =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"|^import\s*"\.\/([^"]+)"/gm)].map((m) => (m[1] ?? m[2])!);
  const reached = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const stack = imports(`${entry}.js`);
    while (stack.length > 0) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...imports(f));
    }
    return seen;
  };
  const core = reached(COLD_ENTRY);
  const lean = reached(LEAN_ENTRY);
  const name = (id: string): string => id.slice(id.lastIndexOf('/') + 1);
  const before = readdirSync(dist).filter((f) => /^chunk-.*\.js$/.test(f));
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: Object.fromEntries(Object.keys(ENTRIES).map((e) => [e, join(dist, `${e}.js`)])),
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    preserveEntrySignatures: 'strict',
    logLevel: 'warn',
    plugins: [
      {
        // esbuild's source maps, so that the new ones map to the TypeScript sources
        name: 'esbuild-source-maps',
        load(id) {
          const map = `${id}.map`;
          return { code: readFileSync(id, 'utf8'), ...(existsSync(map) ? { map: readFileSync(map, 'utf8') } : {}) };
        },
      },
    ],
  });
  const out = await bundle.write({
    dir: dist,
    format: 'esm',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[hash].js',
    // no JSDoc comments (rolldown keeps them by default) and only ASCII: Node decodes a file with any
    // other character into a string of two bytes a character, which V8 then scans more slowly
    comments: { legal: true, annotation: true, jsdoc: false },
    charset: 'ascii',
    codeSplitting: {
      groups: [
        { name: 'shared', test: (id) => core.has(name(id)) && lean.has(name(id)) },
        { name: 'core', test: (id) => core.has(name(id)) && !lean.has(name(id)) },
      ],
    },
  });
  await bundle.close();
  const written = new Set(out.output.map((o) => o.fileName));
  for (const f of before) {
    if (written.has(f)) continue;
    rmSync(join(dist, f));
    rmSync(join(dist, `${f}.map`), { force: true });
  }
}

export default defineConfig([
  {
    entry: ENTRIES,
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
    onSuccess: regroupEsmChunks,
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
