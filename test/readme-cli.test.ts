/**
 * Every `npx partizan …` line of the README's ```sh blocks runs and exits 0 (stdin closed, so
 * `loopy play` meets end of input), writing any files it names into a scratch folder. The lines
 * run on the command bundled from the sources for this test run (test/cli/spawn.ts: the package's
 * own build of src/cli/main.ts, as `npx partizan` runs it once installed); that `npm run cli --`,
 * which the README tells a reader of a fresh clone to type, runs the same sources through tsx is
 * checked below by running it. `npx partizan` itself is the installed package's `bin`
 * (dist/cli.cjs, built by `prepare`, which `npm ci` and `npm pack` both run), checked by scripts/pack-smoke.sh.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliSync } from './cli/spawn.js';

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
      const r = cliSync(args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      expect(r.stderr.replace(/npm warn.*\n/g, ''), line).not.toMatch(/internal error/);
      expect(r.status, `${line}\n${r.stderr}`).toBe(0);
    });
  }
});

describe('README and package.json agree on how to run the command', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string>; scripts: Record<string, string> };
  it('in a clone: `npm run cli --` runs the sources, and the README says so', () => {
    expect(pkg.scripts.cli).toBe('tsx src/cli/main.ts');
    expect(readme).toContain("`npm run cli --` in its place (for example `npm run cli -- value '(1|1)_12'`)");
  });
  it('installed: the bin is the built command, and `npm ci` and `npm pack` build it first (prepare)', () => {
    expect(pkg.bin.partizan).toBe('./dist/cli.cjs');
    expect(pkg.scripts.prepare).toBe('npm run build');
  });
  it('`npm run cli -- value (1|1)_12` prints ±J (the paper, Table 2: n = 12)', () => {
    const r = spawnSync('npm', ['run', '--silent', 'cli', '--', 'value', '(1|1)_12'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    // ±J with the paper's J = {0 | ⇑}, which CGSuite writes {0|^[2]}
    expect(r.stdout).toBe('+-{0|^[2]}\n');
  }, 60_000);
});
