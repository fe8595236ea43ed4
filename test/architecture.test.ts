/**
 * The dependency rule of docs/architecture.md, checked on the import lines of src/**: nothing low
 * imports anything high (engines < notation < analysis < games < cli), and the CLI sees the
 * library only through its public entry points (src/index.ts, src/entries/*).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

/** Every relative import (static, re-export, dynamic or type-only) of a file, resolved to a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    out.push(relative(src, resolve(dirname(file), m[1]!)).replace(/\.js$/, '.ts'));
  }
  return out;
}

/** The top folder of a path under src/ (`engine`, `cli`, ...), or the file name for files at the top (`index.ts`). */
const top = (p: string): string => p.split('/')[0]!;

/** What each layer must not import (the layers of docs/architecture.md, bottom up). */
const ABOVE_ENGINES = ['values', 'notation', 'analysis', 'games', 'prove', 'cli', 'entries', 'index.ts'];
const FORBIDDEN: Record<string, string[]> = {
  engine: ['graph', 'loopy', 'impartial', 'misere', ...ABOVE_ENGINES],
  graph: ['loopy', 'impartial', 'misere', ...ABOVE_ENGINES],
  loopy: ['impartial', 'misere', ...ABOVE_ENGINES],
  impartial: ['loopy', 'misere', ...ABOVE_ENGINES],
  misere: ['loopy', ...ABOVE_ENGINES],
  values: ['notation', 'analysis', 'games', 'prove', 'cli', 'entries', 'index.ts'],
  notation: ['analysis', 'games', 'prove', 'cli', 'entries', 'index.ts'],
  analysis: ['games', 'prove', 'cli', 'entries', 'index.ts'],
  games: ['prove', 'cli', 'entries', 'index.ts'],
  prove: ['cli', 'entries', 'index.ts'],
};

/**
 * Known edges that break the rule today, each to be removed by the work that fixes it. (None: the
 * printer's Tiny/Miny recognition moved to engine/tinyminy.ts with the printer itself.)
 */
const ALLOWED = new Set<string>([]);

const all = files(src).map((f) => ({ file: relative(src, f), imports: importsOf(f) }));

describe('the dependency rule', () => {
  it('finds the import lines (sanity)', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.find((f) => f.file === 'index.ts')!.imports).toContain('engine/index.ts');
  });
  for (const [layer, banned] of Object.entries(FORBIDDEN)) {
    it(`${layer}/ imports nothing from ${banned.join(', ')}`, () => {
      const bad = all
        .filter((f) => top(f.file) === layer)
        .flatMap((f) => f.imports.filter((i) => banned.includes(top(i))).map((i) => `${f.file} -> ${i}`))
        .filter((e) => !ALLOWED.has(e));
      expect(bad).toEqual([]);
    });
  }
  it('cli/ imports only src/index.ts, src/entries/ and its own folder (and the worker pool, for its two threads)', () => {
    // the host thread (cli/host.ts) starts the command's worker without loading the library, and the
    // worker (cli/worker.ts) serves it: both through the worker pool itself, nothing else of the engine
    const pool = new Set(['cli/host.ts -> engine/pool.ts', 'cli/worker.ts -> engine/pool-worker.ts']);
    const bad = all
      .filter((f) => top(f.file) === 'cli')
      .flatMap((f) => f.imports.filter((i) => !(i === 'index.ts' || top(i) === 'entries' || top(i) === 'cli' || i === '../package.json')).map((i) => `${f.file} -> ${i}`))
      .filter((e) => !pool.has(e));
    expect(bad).toEqual([]);
  });
  it('the allowed exceptions still exist (remove an entry once its edge is gone)', () => {
    for (const e of ALLOWED) {
      const [from, to] = e.split(' -> ');
      expect(all.find((f) => f.file === from)?.imports ?? [], e).toContain(to);
    }
  });
});

describe('what the CommonJS build can carry', () => {
  it('no `yield` inside `??` or `?.`: the CJS build lowers them into arrows, where `yield` is a syntax error', () => {
    // found by CI: `quickSum(x, b) ?? (yield call(...))` in src/misere made dist/index.cjs unloadable
    const bad = files(src).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${relative(src, f)}:${i + 1}`, line }))
        .filter(({ line }) => /(\?\?|\?\.).*\byield\b/.test(line.replace(/\/\/.*$/, ''))),
    );
    expect(bad.map((b) => b.where)).toEqual([]);
  });
});

describe('what a browser can load', () => {
  it("no static import of node:* outside the CLI, the worker files and partizan/testing (the workbench bundles the root entry; Node's modules are imported dynamically where used)", () => {
    // found by the browser tests: parallel.ts imported a constant from parallel-worker.ts, which
    // imports node:worker_threads, and the workbench's worker stopped loading
    const allowed = (f: string): boolean => f.startsWith('cli/') || /worker\.ts$/.test(f) || f === 'testing/fast-check.ts';
    const bad = files(src)
      .map((f) => relative(src, f))
      .filter((f) => !allowed(f) && /^import [^;]*from 'node:/m.test(readFileSync(join(src, f), 'utf8')));
    expect(bad).toEqual([]);
  });
});

describe('no merge left unfinished', () => {
  it('no committed file under src, test, scripts, site/src, bench, docs or .ci holds a conflict marker', () => {
    // found by CI: scripts/pack-smoke.sh kept both sides of a merge and stopped the pack smoke test
    const root = resolve(src, '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? (['node_modules', 'dist', 'api', '.readme-tmp'].includes(d.name) ? [] : walk(join(dir, d.name))) : /\.(ts|mts|mjs|js|sh|md|json)$|^run$/.test(d.name) ? [join(dir, d.name)] : [],
      );
    const bad = ['src', 'test', 'scripts', 'site/src', 'bench', 'docs', '.ci']
      .flatMap((d) => walk(join(root, d)))
      .filter((f) => /^(<{7}|>{7}) /m.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(bad).toEqual([]);
  });
});
