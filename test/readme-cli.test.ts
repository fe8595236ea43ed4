/**
 * Every `npx partizan …` line of the README's ```sh blocks runs and exits 0 (stdin closed, so
 * `loopy play` meets end of input), writing any files it names into a scratch folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const lines = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((m) => m[1]!.split('\n'))
  .map((l) => l.trim())
  .filter((l) => l.startsWith('npx partizan '));

/** Splits a command line as a POSIX shell would for plain words and single quotes; drops a # comment. */
function words(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const j = line.indexOf("'", i + 1);
      cur += line.slice(i + 1, j);
      i = j;
      inWord = true;
    } else if (c === ' ' || c === '\t') {
      if (inWord) out.push(cur);
      cur = '';
      inWord = false;
    } else if (c === '#' && !inWord) {
      break;
    } else {
      cur += c;
      inWord = true;
    }
  }
  if (inWord) out.push(cur);
  return out;
}

describe('README command lines', () => {
  it('has some', () => expect(lines.length).toBeGreaterThan(5));
  const cwd = mkdtempSync(join(tmpdir(), 'partizan-readme-'));
  for (const line of lines) {
    it(line, () => {
      const args = words(line).slice(2); // drop `npx partizan`
      const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
      const r = spawnSync(process.execPath, ['--import', tsx, join(root, 'src/cli/main.ts'), ...args], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      });
      expect(r.stderr.replace(/npm warn.*\n/g, ''), line).not.toMatch(/internal error/);
      expect(r.status, `${line}\n${r.stderr}`).toBe(0);
    });
  }
});
