/**
 * `partizan octal`: the values, the periodicity and sums of heaps, and long runs stopped by Ctrl-C
 * and resumed from their checkpoint. Expected values: CGSuite's GameHeapTest.scala (Kayles heaps
 * 1..20, line 17; CheckPeriodicity of Dawson's Kayles, line 23) and hand computations stated.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { octalCommand } from '../../src/cli/commands/octal.js';
import { nimSequence } from '../../src/index.js';
import { capture } from './capture.js';
import { cliSpawn } from './spawn.js';

describe('partizan octal', () => {
  it('--n N --json prints {"code", "values"}', async () => {
    const { code, out } = await capture(octalCommand, ['Kayles', '--n', '20', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ code: '0.77', values: [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1] });
  });
  it('--period --json prints the periodicity with the heap compared to', async () => {
    const { out } = await capture(octalCommand, ['0.07', '--period', '--json']);
    expect(JSON.parse(out)).toEqual({ code: '0.07', preperiod: 53, period: 34, saltus: 0, lastExceptional: 52, checkedTo: 1024, proved: true, needed: 175 });
  });
  it('--period says when no period was found up to the limit', async () => {
    const { code, out } = await capture(octalCommand, ['4!.', '--period', '--max', '3000']);
    expect(code).toBe(0);
    expect(out).toContain('no period found up to heap 3,000');
    expect(JSON.parse((await capture(octalCommand, ['4!.', '--period', '--max', '3000', '--json'])).out)).toEqual({ code: '4!.0', period: null, checkedTo: 3000 });
  });
  it('--period prints the proof and the rows of the period', async () => {
    const { out } = await capture(octalCommand, ['0.77', '--period']);
    expect(out).toContain('period 12, preperiod 71, saltus 0, last exceptional value at heap 70');
    expect(out).toContain('proved: values compared up to heap 1,024; the theorem needs heap 167');
  });
  it("--heaps '3 5 7' gives the nim value, the outcome and a winning move", async () => {
    const { out } = await capture(octalCommand, ['Nim', '--heaps', '3 5 7', '--json']);
    expect(JSON.parse(out)).toMatchObject({ value: 1, outcome: 'N', move: { from: 3, to: [2], after: [2, 5, 7] } });
    expect((await capture(octalCommand, ['Nim', '--heaps', '1 2 3'])).out).toContain('P (the player to move loses)');
  });
  it('--svg draws the scatter plot', async () => {
    const { out } = await capture(octalCommand, ['0.16', '--n', '500', '--svg']);
    expect(out.startsWith('<svg')).toBe(true);
  });
  it('refuses a bad command line', async () => {
    await expect(capture(octalCommand, ['0.77'])).rejects.toThrow(/--n N, --period or --heaps/);
    await expect(capture(octalCommand, ['0.77', '--n', '5', '--period'])).rejects.toThrow(/choose one/);
    await expect(capture(octalCommand, ['0.7.7', '--n', '5'])).rejects.toThrow(/second point/);
  });

  it('Ctrl-C stops a long run cleanly, writes a checkpoint, and --resume continues it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'octal-'));
    const file = join(dir, 'run.bin');
    try {
      // Officers to heap 10^7 takes far longer than the 4 s after which the signal is sent
      const child = cliSpawn(['octal', '0.6', '--n', '10000000', '--checkpoint', file]);
      let err = '';
      child.stderr!.on('data', (d) => (err += String(d)));
      const timer = setTimeout(() => child.kill('SIGINT'), 4000);
      const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
      clearTimeout(timer);
      expect(code).toBe(130);
      expect(err).toMatch(/interrupted at heap \d+; values saved to/);
      expect(statSync(file).size).toBeGreaterThan(256);
      // the resumed values are the values
      const { out } = await capture(octalCommand, ['0.6', '--n', '600', '--resume', file, '--json']);
      expect(JSON.parse(out).values).toEqual(Array.from(nimSequence('0.6', 600)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
