/** `partizan table2`: progress in proportion to the work, and Ctrl-C reported as "interrupted". */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { workDone } from '../../src/cli/commands/table2.js';
import { formatSeconds } from '../../src/cli/util.js';

describe('partizan table2', () => {
  it('reports the share of the work, not of n', () => {
    // hand computation: (1/2)^2.2 = 0.2176, so half of n is about 218 per mille of the work
    expect(workDone(500, 1000)).toEqual([218, 1000]);
    expect(workDone(1000, 1000)).toEqual([1000, 1000]);
    expect(formatSeconds(185)).toBe('3m 05s');
  });

  it('Ctrl-C stops a long run cleanly: "interrupted" on standard error, exit status 130', async () => {
    // --max 20000 takes minutes (docs/table2-extended.md), so the signal sent after 3 s arrives mid-run
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'table2', '--max', '20000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    const timer = setTimeout(() => child.kill('SIGINT'), 3000);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    clearTimeout(timer);
    expect(signal).toBeNull();
    expect(code).toBe(130);
    expect(err).toContain('partizan table2: interrupted');
    expect(out).toBe('');
  });
});
