/**
 * The docs hang together: every page under docs/ is reachable from docs/README.md by relative
 * links, every relative link in the README and the docs names a file that exists, and everything
 * the package's README links to ships in the package (package.json `files`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docs = join(root, 'docs');

/** Every Markdown page under docs/, except the generated API reference. */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? (d.name === 'api' ? [] : pages(join(dir, d.name))) : d.name.endsWith('.md') ? [join(dir, d.name)] : [],
  );
}

/** The relative link targets of a Markdown file (inline links and images), without anchors. */
function links(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = target.split('#')[0]!;
    if (path === '' || path.startsWith('api/')) continue;
    out.push(normalize(join(dirname(file), decodeURIComponent(path))));
  }
  return out;
}

describe('the docs', () => {
  const all = pages(docs);
  it('every relative link in the README and the docs names a file that exists', () => {
    const broken = [join(root, 'README.md'), ...all].flatMap((f) => links(f).filter((t) => !existsSync(t)).map((t) => `${relative(root, f)} -> ${relative(root, t)}`));
    expect(broken).toEqual([]);
  });
  it('every page under docs/ is reachable from docs/README.md', () => {
    const seen = new Set<string>([join(docs, 'README.md')]);
    const queue = [join(docs, 'README.md')];
    while (queue.length > 0) {
      const f = queue.pop()!;
      for (let t of links(f)) {
        if (existsSync(t) && statSync(t).isDirectory()) t = join(t, 'README.md');
        if (t.endsWith('.md') && existsSync(t) && !seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
    expect(all.filter((f) => !seen.has(f)).map((f) => relative(root, f))).toEqual([]);
  });
  it("everything the package's README links to, and what those pages link to, ships in the package", () => {
    const patterns: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).files;
    const match = (pattern: string, rel: string): boolean => {
      const p = pattern.replace(/\/$/, '');
      if (p.includes('*')) return new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*')}$`).test(rel);
      return rel === p || rel.startsWith(`${p}/`);
    };
    // npm's rule: a file ships when a pattern names it and no later '!' pattern takes it out
    const ships = (rel: string): boolean => {
      let inside = false;
      for (const p of patterns) if (p.startsWith('!') ? match(p.slice(1), rel) : match(p, rel)) inside = !p.startsWith('!');
      return inside;
    };
    const seen = new Set<string>();
    const queue = [join(root, 'README.md')];
    while (queue.length > 0) {
      for (let t of links(queue.pop()!)) {
        if (existsSync(t) && statSync(t).isDirectory()) t = join(t, 'README.md');
        if (seen.has(t)) continue;
        seen.add(t);
        if (t.endsWith('.md') && existsSync(t)) queue.push(t);
      }
    }
    expect([...seen].map((t) => relative(root, t)).filter((rel) => !ships(rel))).toEqual([]);
  });
});
