/**
 * Determinism of every output format: each CLI command, in each of its output formats, run twice
 * in separate processes, gives byte-identical standard output (and byte-identical files where it
 * writes files). Inputs are small so the whole file runs in seconds. The processes run the command
 * bundled from the sources once per test run (test/cli/spawn.ts). The command lines that read no
 * standard input run in two processes of test/cli/fixtures/batch.ts (bundled beside the command),
 * each line on a worker thread of its own as the command runs it, in opposite orders: every line
 * then meets a different history in its two runs, and two processes start instead of fifty; a
 * line that reads standard input runs twice as a process of its own.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
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

/** Runs `lines` (each with its files under `dirs[i]`) in one process of the batch runner; resolves to each line's result. */
function runBatch(lines: Array<{ args: string[]; files: string[]; dir: string }>): Promise<Result[]> {
  const dir = mkdtempSync(join(tmpdir(), 'partizan-det-batch-'));
  const requests = join(dir, 'requests.json');
  const results = join(dir, 'results.json');
  writeFileSync(requests, JSON.stringify(lines.map((l) => l.args.map((a) => a.replace('@DIR', l.dir)))));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(inject('cliBundle'), 'cli-batch.cjs'), requests, results], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`the batch runner exited ${code}: ${err.slice(0, 2000)}`);
        const got = JSON.parse(readFileSync(results, 'utf8')) as Array<{ code: number; out: string }>;
        resolve(got.map((g, i) => ({ code: g.code, out: Buffer.from(g.out, 'base64'), files: lines[i]!.files.map((f) => readFileSync(join(lines[i]!.dir, f))) })));
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

describe('every CLI output format is deterministic', () => {
  it('each command run twice gives byte-identical output', async () => {
    const failures: string[] = [];
    const compare = (name: string, a: Result, b: Result, files: string[]): void => {
      if (a.code !== 0) failures.push(`${name}: exit ${a.code}`);
      else if (a.out.length === 0 && files.length === 0) failures.push(`${name}: no output`);
      else if (!a.out.equals(b.out)) failures.push(`${name}: standard output differs`);
      else if (a.files.some((f, i) => !f.equals(b.files[i]!) || f.length === 0)) failures.push(`${name}: a file differs or is empty`);
    };
    const batched = RUNS.filter(([, , input]) => input === '');
    const root = mkdtempSync(join(tmpdir(), 'partizan-det-'));
    try {
      // a folder for each line's files in each run
      const lines = (run: string) =>
        batched.map(([, args, , files], i) => {
          const dir = join(root, run, String(i));
          mkdirSync(dir, { recursive: true });
          return { args, files, dir };
        });
      const forward = lines('a');
      const backward = lines('b').reverse();
      // the two batches side by side (two processes, as the machine running the tests may be small)
      const [a, bReversed] = await Promise.all([runBatch(forward), runBatch(backward)]);
      const b = bReversed.reverse();
      batched.forEach(([name, , , files], i) => compare(name, a[i]!, b[i]!, files));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    for (const [name, args, input, files] of RUNS.filter(([, , input]) => input !== '')) {
      const [a, b] = await Promise.all([runOnce(args, input, files), runOnce(args, input, files)]);
      compare(name, a, b, files);
    }
    expect(batched.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
