/**
 * The API reference's configuration (typedoc runs only in `npm run docs`, too slow for the test
 * suite; these checks pin what makes its pages right). Expected behaviour from typedoc's
 * documentation (typedoc.org, "Doc Comments" / "@module" / "@packageDocumentation" and the
 * `readme` option): a file comment marked `@packageDocumentation` documents the file and is not
 * attached to the file's first export; on an entry point, `@module NAME` names the module; the
 * `readme` option is the landing page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (p: string): string => readFileSync(join(root, p), 'utf8');
const config = JSON.parse(read('typedoc.json')) as { entryPoints: string[]; readme: string };

/** The first doc comment of a file, when it comes before any statement. */
function fileComment(text: string): string | undefined {
  const m = /^\/\*\*([\s\S]*?)\*\//.exec(text);
  return m?.[1];
}

describe('the API reference (typedoc configuration)', () => {
  it('has a landing page with the README introduction, linked from the README and the docs index', () => {
    expect(config.readme).not.toBe('none');
    expect(existsSync(join(root, config.readme))).toBe(true);
    const landing = read(config.readme);
    expect(landing).toContain('is a TypeScript library for the values of combinatorial games');
    expect(read('README.md')).toContain('(docs/api-index.md)');
    expect(read('docs/README.md')).toContain('(api-index.md)');
  });
  it('names the main module partizan and the subpaths partizan/…', () => {
    const names = config.entryPoints.map((f) => /@module (\S+)/.exec(fileComment(read(f)) ?? '')?.[1]);
    expect(names).toEqual(config.entryPoints.map((f) => (f === 'src/index.ts' ? 'partizan' : `partizan/${/entries\/(.*)\.ts$/.exec(f)![1]}`)));
  });
  it("no module's blurb is attached to its first re-export (thermograph gets its own description)", () => {
    // every index file whose file comment is followed directly by an export marks it as file documentation
    for (const f of ['src/engine/index.ts', 'src/notation/index.ts', 'src/analysis/index.ts', 'src/games/index.ts', ...config.entryPoints]) {
      const text = read(f);
      const c = fileComment(text);
      if (c === undefined) continue;
      expect(c, f).toContain('@packageDocumentation');
    }
  });
});
