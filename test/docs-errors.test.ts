/**
 * docs/architecture.md's table of the error family lists every error class under src/ with its
 * code (issue 21: the docs listed 13 of 28 classes). A class's code is the `code` it declares, or
 * the one it inherits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));

interface ErrorClass {
  name: string;
  parent: string;
  code?: string;
  file: string;
}

const classes: ErrorClass[] = files(src).flatMap((f) => {
  const text = readFileSync(f, 'utf8');
  return [...text.matchAll(/class (\w+) extends (\w*Error)\b[^{]*\{(?=([\s\S]{0,600}))/g)].map((m) => {
    const code = /readonly code: string = '(\w+)'/.exec(m[3]!.split(/\n\}/)[0]!)?.[1];
    return { name: m[1]!, parent: m[2]!, file: relative(src, f), ...(code ? { code } : {}) };
  });
});

/** The code of a class: its own, or its parent's. */
function codeOf(c: ErrorClass): string {
  if (c.code !== undefined) return c.code;
  if (c.parent === 'Error') throw new Error(`${c.name} extends Error but declares no code`);
  const parent = classes.find((p) => p.name === c.parent);
  if (parent === undefined) throw new Error(`no parent ${c.parent} of ${c.name}`);
  return codeOf(parent);
}

const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const rows = doc.split('\n').filter((l) => /^\| `\w+Error`/.test(l));

describe('the error table of docs/architecture.md', () => {
  it('finds the classes (sanity)', () => {
    expect(classes.length).toBeGreaterThan(30);
    expect(classes.filter((c) => c.parent === 'Error').map((c) => c.name)).toEqual(['PartizanError']);
  });
  it('has a row for every error class, with its code and its file', () => {
    const missing = classes.filter((c) => !rows.some((r) => r.startsWith(`| \`${c.name}\``) && r.includes(`\`${codeOf(c)}\``) && r.includes(`\`${c.file}\``)));
    expect(missing.map((c) => `${c.name} (${codeOf(c)}, ${c.file})`)).toEqual([]);
  });
  it('lists no class that is gone', () => {
    const gone = rows.map((r) => /^\| `(\w+)`/.exec(r)![1]!).filter((n) => !classes.some((c) => c.name === n));
    expect(gone).toEqual([]);
  });
});
