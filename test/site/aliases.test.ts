/**
 * The page finds the library through the aliases of site/vite.config.ts (the one place of the
 * build); site/tsconfig.json repeats them for the type checker. They must name the same files, and
 * every alias must be an entry point of the package (an export of package.json).
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTIZAN_ALIASES } from '../../site/vite.config.js';

const root = resolve(import.meta.dirname, '../..');

describe('site aliases', () => {
  it('site/tsconfig.json paths name the same entry files as site/vite.config.ts', () => {
    const ts = JSON.parse(readFileSync(join(root, 'site/tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    const fromTs = Object.fromEntries(Object.entries(ts.compilerOptions.paths).map(([k, [v]]) => [k, relative(root, resolve(root, 'site', v!))]));
    const fromVite = Object.fromEntries(Object.entries(PARTIZAN_ALIASES).map(([k, v]) => [k, relative(root, v)]));
    expect(fromTs).toEqual(fromVite);
  });

  it('every alias is a subpath the package exports', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    for (const k of Object.keys(PARTIZAN_ALIASES)) expect(Object.keys(pkg.exports)).toContain(k === 'partizan' ? '.' : `./${k.slice('partizan/'.length)}`);
  });
});
