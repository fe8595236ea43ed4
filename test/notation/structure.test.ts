/** Structural rules of issue 8: one XML escaping, one parser, the printer below analysis. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const all = files(src).map((p) => ({ p: p.slice(src.length + 1), text: readFileSync(p, 'utf8') }));

describe('one of each', () => {
  it('one escapeXml in the library', () => {
    const defs = all.filter((f) => /function\s+escapeXml\b|escapeXml\s*=\s*\(/.test(f.text)).map((f) => f.p);
    expect(defs).toEqual(['engine/xml.ts']);
    // no other hand-written XML escaping
    const others = all.filter((f) => f.p !== 'engine/xml.ts' && f.text.includes("'&amp;'")).map((f) => f.p);
    expect(others).toEqual([]);
  });
  it('the engine and notation import nothing from analysis, games or cli', () => {
    const low = all.filter((f) => f.p.startsWith('engine/') || f.p.startsWith('notation/'));
    const bad = low.filter((f) => /from '\.\.\/(analysis|games|cli)\//.test(f.text)).map((f) => f.p);
    expect(bad).toEqual([]);
  });
});
