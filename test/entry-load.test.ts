/**
 * Issue 21: an entry point loads only what it uses. `partizan/chopsticks` (Simple Chopsticks: short
 * games) must not reach the loopy engine, the graphs or the value family by its static imports
 * (they were 124 kB of the 315 kB a cold `import('partizan/chopsticks')` loaded, through the paper
 * checks' uptimal printing); docs/benchmarks.md has the measured import times.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The static imports and re-exports of a file (not `import type`, not dynamic imports), as paths under src/. */
function staticImports(file: string): string[] {
  const text = readFileSync(resolve(src, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (m[1]) continue; // erased by the compiler
    out.push(relative(src, resolve(dirname(resolve(src, file)), m[2]!)).replace(/\.js$/, '.ts'));
  }
  return out;
}

/** Every module an entry loads, with one import chain to each. */
function closure(entry: string): Map<string, string> {
  const via = new Map<string, string>([[entry, entry]]);
  const stack = [entry];
  while (stack.length > 0) {
    const f = stack.pop()!;
    for (const g of staticImports(f)) {
      if (via.has(g)) continue;
      via.set(g, `${via.get(f)!} -> ${g}`);
      stack.push(g);
    }
  }
  return via;
}

describe('what an entry point loads', () => {
  it('partizan/chopsticks loads no loopy engine, graph or value family', () => {
    const loaded = closure('entries/chopsticks.ts');
    expect(loaded.size).toBeGreaterThan(20); // sanity: the walk follows the imports
    expect(loaded.has('engine/canonical.ts')).toBe(true);
    const bad = [...loaded].filter(([f]) => /^(loopy|graph|values|impartial|misere|analysis)\//.test(f)).map(([, chain]) => chain);
    expect(bad).toEqual([]);
  });
});
