/**
 * Determinism of every output format: each CLI command, in each of its output formats, run twice
 * as separate processes, gives byte-identical standard output (and byte-identical files where it
 * writes files). Inputs are small so the whole file runs in seconds. The processes run the command
 * bundled from the sources once per test run (test/cli/spawn.ts).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliSpawn } from './spawn.js';

const G = '{3|{1|-1}}';
/** [name, arguments, standard input, files the command writes (in a temporary directory, `@DIR` in the arguments)]. */
const RUNS: Array<[string, string[], string, string[]]> = [
  ['value text', ['value', '(1|2)_5 + ^'], '', []],
  ['value outcome unicode', ['value', '(1|1)_12', '--outcome', '--unicode'], '', []],
  ['analyze text', ['analyze', G], '', []],
  ['analyze json', ['analyze', G, '--json'], '', []],
  ['thermograph text', ['thermograph', G], '', []],
  ['thermograph json', ['thermograph', G, '--json'], '', []],
  ['thermograph svg', ['thermograph', G, '--svg', '-'], '', []],
  ['tree svg', ['tree', G], '', []],
  ['tree loopy svg', ['tree', 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'], '', []],
  ['table1 text', ['table1', '--n', '6'], '', []],
  ['table1 unicode', ['table1', '--n', '6', '--unicode'], '', []],
  ['table1 json', ['table1', '--n', '6', '--json'], '', []],
  ['table1 csv', ['table1', '--n', '6', '--csv'], '', []],
  ['table1 svg', ['table1', '--n', '6', '--svg'], '', []],
  ['table2 text', ['table2', '--max', '30'], '', []],
  ['table2 json', ['table2', '--max', '30', '--json'], '', []],
  ['table2 csv', ['table2', '--max', '30', '--csv'], '', []],
  ['table2 svg', ['table2', '--max', '30', '--svg'], '', []],
  ['paper text', ['paper', '--max', '30'], '', []],
  ['paper json', ['paper', '--max', '30', '--json'], '', []],
  ['loopy solve text', ['loopy', 'solve', '--rules', 'blog', '--position', '11-11'], '', []],
  ['loopy solve json', ['loopy', 'solve', '--rules', 'normal', '--json'], '', []],
  ['loopy solve dot and graph files', ['loopy', 'solve', '--rules', 'blog', '--dot', '@DIR/g.dot', '--graph', '@DIR/g.json'], '', ['g.dot', 'g.json']],
  ['loopy count text', ['loopy', 'count', '--rules', 'normal'], '', []],
  ['loopy count json', ['loopy', 'count', '--rules', '{"hands":3,"r":4}', '--json'], '', []],
  ['loopy play', ['loopy', 'play', '--rules', 'simple-wikipedia'], '1\n1\n1\n2\n1\nq\n', []],
];

interface Result {
  code: number | null;
  out: Buffer;
  files: Buffer[];
}

function runOnce(args: string[], input: string, files: string[]): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'partizan-det-'));
  return new Promise((resolve, reject) => {
    const argv = args.map((a) => a.replace('@DIR', dir));
    const child = cliSpawn(argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout!.on('data', (d: Buffer) => out.push(d));
    child.stderr!.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve({ code, out: Buffer.concat(out), files: files.map((f) => readFileSync(join(dir, f))) });
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    child.stdin!.end(input);
  });
}

describe('every CLI output format is deterministic', () => {
  it('each command run twice gives byte-identical output', async () => {
    // two at a time: the machine running the tests may be small
    const queue = RUNS.slice();
    const failures: string[] = [];
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const [name, args, input, files] = r;
        const a = await runOnce(args, input, files);
        const b = await runOnce(args, input, files);
        if (a.code !== 0) failures.push(`${name}: exit ${a.code}`);
        else if (a.out.length === 0 && files.length === 0) failures.push(`${name}: no output`);
        else if (!a.out.equals(b.out)) failures.push(`${name}: standard output differs`);
        else if (a.files.some((f, i) => !f.equals(b.files[i]!) || f.length === 0)) failures.push(`${name}: a file differs or is empty`);
      }
    };
    await Promise.all([worker(), worker()]);
    expect(failures).toEqual([]);
  }, 300_000);
});
