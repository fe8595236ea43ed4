/**
 * Global setup of both vitest configs: the `partizan` command built once per test run, for the
 * tests that run it as a child process (test/cli/spawn.ts).
 *
 * The command is bundled from the current sources by tsup with the package's own configuration
 * (tsup.config.ts: the CLI's host and worker, and the worker files of the pool), without type
 * declarations or source maps, into a temporary folder under node_modules/.cache (so that the
 * bundle finds the package's dependencies, as the installed package does). A child process then starts in about 0.3 s of
 * CPU, where `node --import tsx src/cli/main.ts` took 2–2.5 s (tsx compiling the sources of both
 * threads on every start), and the suite starts about a hundred of them. The command run through
 * tsx, as `npm run cli` runs it, keeps tests of its own (test/readme-cli.test.ts,
 * test/cli/shape.test.ts).
 *
 * The worker files built with it (the pool's `<entry>.cjs`: Table 2's, Domineering's, the outcome
 * tables', the nim values', the command's) also serve the tests that run the library from its
 * sources: the environment variable `PARTIZAN_BUILT_WORKERS` (src/engine/pool.ts,
 * `BUILT_WORKERS_ENV`), inherited by every test process, makes the pool start its workers from them
 * rather than from the `.ts` files through tsx (about 0.02 s of CPU a worker instead of 0.17 s; the
 * suite starts a few hundred). test/engine/pool-sources.test.ts keeps the path through the sources
 * tested.
 *
 * Beside them, test/cli/fixtures/batch.ts as `cli-batch.cjs`: many command lines in one process,
 * each on a worker thread of its own as the command runs it (test/cli/determinism.test.ts).
 *
 * It also names a folder for the built site, which the first browser test to need it fills
 * (test/browser/harness.ts, `builtSite`), so that the site is built once, not once per file.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import type {} from './provided.js';
import { BUILT_WORKERS_ENV } from '../../src/engine/pool.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const cache = resolve(import.meta.dirname, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(join(cache, 'partizan-test-'));
  const cli = join(root, 'cli');
  const { build } = await import('tsup');
  const config = (await import('../../tsup.config.js')).default as unknown as Array<Record<string, unknown>>;
  // every configuration that builds the command or a worker file (not the library's entries, which
  // the command's bundle inlines)
  const wanted = config.filter((c) => {
    const entries = Object.keys(c.entry as Record<string, string>);
    return entries.includes('cli') || entries.every((e) => e.endsWith('-worker'));
  });
  if (wanted.length < 2) throw new Error('test/setup/global.ts: tsup.config.ts no longer has the CLI and worker configurations it expects');
  for (const c of wanted) {
    await build({ ...c, format: ['cjs'], outDir: cli, dts: false, sourcemap: false, clean: false, silent: true, config: false });
  }
  // the determinism test's runner of many command lines in one process, next to the command's worker file
  await build({ entry: { 'cli-batch': 'test/cli/fixtures/batch.ts' }, format: ['cjs'], outDir: cli, target: 'node20', shims: true, dts: false, sourcemap: false, clean: false, silent: true, config: false });
  project.provide('cliBundle', cli);
  process.env[BUILT_WORKERS_ENV] = pathToFileURL(cli).href;
  project.provide('siteDir', join(root, 'site'));
  return () => rmSync(root, { recursive: true, force: true });
}
