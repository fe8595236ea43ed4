/**
 * The engine's import cycle (issue 21): the class `Game` has methods that call the sums, the
 * comparison and the printer, which build or read games, so some modules import each other. The
 * cycle was 11 files (game, ops, arith, canonical, compare, fold, order, print, properties,
 * tinyminy, uptimal); the modules that only read games take their type from engine/node.ts
 * (types only), so the cycle is now the 6 that build games. No run-time hook is involved: every
 * edge is a plain import. Also: no import cycle spans two folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));

/** Every relative import (static, type-only, re-export, dynamic) of every file under src/. */
const graph = new Map<string, string[]>();
for (const f of files(src)) {
  const text = readFileSync(f, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    out.push(relative(src, resolve(dirname(f), m[1]!)).replace(/\.js$/, '.ts'));
  }
  graph.set(relative(src, f), out);
}

/** The strongly connected components with more than one file (Tarjan's algorithm, iterative). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const ws = (graph.get(v) ?? []).filter((w) => graph.has(w));
      if (i < ws.length) {
        top[1]++;
        const w = ws[i]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const u = work[work.length - 1]![0];
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const c: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          c.push(w);
        } while (w !== v);
        if (c.length > 1) out.push(c.sort());
      }
    }
  }
  return out;
}

describe('import cycles', () => {
  const cs = cycles();
  it('the engine cycle is the 6 modules that build games (11 before)', () => {
    const engine = cs.filter((c) => c.every((f) => f.startsWith('engine/')));
    expect(engine).toEqual([['engine/arith.ts', 'engine/canonical.ts', 'engine/game.ts', 'engine/print.ts', 'engine/tinyminy.ts', 'engine/uptimal.ts']]);
  });
  it('no cycle spans two folders', () => {
    expect(cs.filter((c) => new Set(c.map((f) => f.split('/')[0])).size > 1)).toEqual([]);
  });
});
