/**
 * Every ```ts block of README.md runs. A line `expr; // → text` asserts that String(expr) is
 * `text`; the expected texts in the README come from the sources the README cites (CGSuite's
 * printing rules, the paper's tables), not from this code's output.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
const tmp = join(root, 'test', '.readme-tmp');

/** Rewrites package imports to the source tree and `// →` lines to checks. */
function instrument(code: string): string {
  const src = (p: string): string => join(root, 'src', p).replace(/\\/g, '/');
  let out = code
    .replace(/from 'partizan'/g, `from '${src('index.ts')}'`)
    .replace(/from 'partizan\/([a-z-]+)'/g, (_m, sub: string) => `from '${src('entries/' + sub + '.ts')}'`);
  out = out
    .split('\n')
    .map((line) => {
      const m = /^(\s*)(.*?);?\s*\/\/ → (.*)$/.exec(line);
      if (!m || m[2]!.trim() === '') return line;
      return `${m[1]}__checks.push([String(${m[2]}), ${JSON.stringify(m[3]!.trim())}]);`;
    })
    .join('\n');
  return `export const __checks: Array<[string, string]> = [];\n${out}\n`;
}

describe('README examples', () => {
  it('has examples', () => expect(blocks.length).toBeGreaterThan(0));
  blocks.forEach((code, i) => {
    it(`example ${i + 1} runs and prints what the README says`, async () => {
      mkdirSync(tmp, { recursive: true });
      const file = join(tmp, `example-${i + 1}.ts`);
      writeFileSync(file, instrument(code));
      // an example that prints would clutter `npm test`: what it prints is captured and must be nothing
      const printed: unknown[][] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
        vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void printed.push(args)),
      );
      let mod: { __checks: Array<[string, string]> };
      try {
        mod = (await import(/* @vite-ignore */ file)) as { __checks: Array<[string, string]> };
      } finally {
        for (const s of spies) s.mockRestore();
      }
      for (const [got, want] of mod.__checks) expect(got).toBe(want);
      expect(printed).toEqual([]);
    });
  });
});
