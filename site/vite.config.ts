/**
 * The browser workbench: a static page built from the library's own sources.
 *
 * THE one place where the page finds the library: package-style aliases to the entry files, so the
 * page's modules import `partizan`, `partizan/chopsticks`, ... exactly as a user of the package
 * would. (site/tsconfig.json repeats them for the type checker only; test/site/aliases.test.ts
 * keeps the two equal.)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (p: string): string => fileURLToPath(new URL(`../src/${p}`, import.meta.url));

/** Package subpath → entry file of the library. Longest keys first (Vite matches in order). */
export const PARTIZAN_ALIASES: Record<string, string> = {
  'partizan/chopsticks-played': src('entries/chopsticks-played.ts'),
  'partizan/chopsticks': src('entries/chopsticks.ts'),
  'partizan/games': src('entries/games.ts'),
  partizan: src('index.ts'),
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // relative URLs: the built page works from any folder of any static host
  base: './',
  resolve: {
    alias: Object.entries(PARTIZAN_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })),
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
