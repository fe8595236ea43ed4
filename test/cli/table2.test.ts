/** `partizan table2`: Ctrl-C saves a checkpoint that --resume continues from; --max-memory refuses big runs. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { table2 } from '../../src/entries/chopsticks.js';
import { formatSeconds } from '../../src/cli/util.js';
import { cliSpawn, cliSync } from './spawn.js';

const cli = (args: string[]): ReturnType<typeof cliSync> => cliSync(['table2', ...args]);

describe('partizan table2', () => {
  it('formats the ETA of the progress bar', () => {
    expect(formatSeconds(185)).toBe('3m 05s');
  });

  it('Ctrl-C stops a long run cleanly, writes a checkpoint, and --resume continues it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'table2-'));
    const file = join(dir, 'run.bin');
    try {
      // --max 100000 takes minutes (docs/table2-extended.md), so the signal arrives mid-run
      const child = cliSpawn(['table2', '--max', '100000', '--checkpoint', file]);
      let out = '';
      let err = '';
      child.stdout!.on('data', (d) => (out += String(d)));
      child.stderr!.on('data', (d) => (err += String(d)));
      // the signal is sent once the child has used 0.5 s of CPU (the start of the bundled command,
      // test/cli/spawn.ts, takes about 0.2 s of CPU: see sigint.test.ts), read from /proc; elsewhere after 6 s
      const cpu = (): number => {
        try {
          const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return (Number(f[11]) + Number(f[12])) / 100;
        } catch {
          return -1;
        }
      };
      const started = Date.now();
      const timer = setInterval(() => {
        const c = cpu();
        if (c >= 0.5 || (c < 0 && Date.now() - started >= 6000)) {
          clearInterval(timer);
          child.kill('SIGINT');
        }
      }, 50);
      const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
      clearInterval(timer);
      expect(signal).toBeNull();
      expect(code).toBe(130);
      expect(err).toContain('partizan table2: interrupted after n = ');
      expect(err).toContain(`--resume ${file}`);
      expect(out).toBe('');
      const bytes = readFileSync(file);
      const { n } = JSON.parse(bytes.subarray(0, bytes.indexOf(10)).toString('utf8')) as { n: number };
      expect(n).toBeGreaterThan(0);
      // continue to n + 200 and compare with an uninterrupted run in this process
      const r = cli(['--max', String(n + 200), '--resume', file, '--json']);
      expect(r.status).toBe(0);
      const rows = JSON.parse(String(r.stdout)) as Array<{ n: number; value: string; outcome: string }>;
      expect(rows).toEqual(table2(n + 200).map((x) => ({ n: x.n, value: x.value.toString(), outcome: x.outcome })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('--max-memory refuses a run that needs more, with a LimitError before computing', () => {
    const r = cli(['--max', '100000', '--max-memory', '100']);
    expect(r.status).not.toBe(0);
    expect(String(r.stderr)).toMatch(/LimitError: Table 2 to n = 100000 needs about \d+ MB .* over the limit of 100 MB/);
  });

  it('--threads: the same table with 1 or 2 threads; 0 threads is refused', () => {
    // the threads start at n = 12,000 at the earliest (TABLE2_PARALLEL_FROM), so this checks the flag's plumbing; the
    // two-thread steps themselves are compared with one thread in table2-sweep.test.ts
    const one = cli(['--max', '700', '--threads', '1', '--json']);
    const two = cli(['--max', '700', '--threads', '2', '--json']);
    expect(one.status).toBe(0);
    expect(String(two.stdout)).toBe(String(one.stdout));
    const bad = cli(['--max', '700', '--threads', '0']);
    expect(bad.status).not.toBe(0);
  });

  it('prints the ±J bands against A110035', () => {
    const r = cli(['--max', '700']);
    expect(r.status).toBe(0);
    // the paper's Table 2: ±J on 546–609, then 0 from 610 = F(15)
    expect(String(r.stdout)).toContain('546  ±J for 546-609; next Fibonacci number 610: ends just before it');
  });
});
