/**
 * `partizan prove`: proved or the counterexample, the certificate file, the exit statuses.
 * Expected: the paper's Propositions 1–3 (finger count 2) are proved once a side without hands is
 * P; as printed they fail at (|2^2)_2 (hand derivation: nobody can move; docs/chopsticks.md).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { proveCommand } from '../../src/cli/commands/prove.js';
import { runCli } from '../../src/cli/run.js';
import { FINGERS2_PAPER_RULE, releaseProver } from '../../src/entries/prove.js';
import { capture } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'partizan-prove-'));

afterAll(async () => {
  await releaseProver();
});

describe('partizan prove', () => {
  it('--characterisation --fingers 2 prints proved and writes the certificate and the theorems', async () => {
    const out = join(dir, 'f2.smt2');
    const r = await capture(proveCommand, ['--fingers', '2', '--characterisation', '--smt2', out]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('proved');
    expect(r.out).toMatch(/theorem4 \(line \d+\): proved/);
    expect(readFileSync(out, 'utf8')).toMatch(/^; SIMPLE CHOPSTICKS with finger count 2/);
    expect(readFileSync(join(dir, 'f2.theorems.smt2'), 'utf8')).toMatch(/\(push 1\)/);
  });

  it('--rule FILE prints the counterexample with its moves, exit status 1; --json gives the report', async () => {
    const file = join(dir, 'printed.txt');
    writeFileSync(file, FINGERS2_PAPER_RULE);
    const r = await capture(proveCommand, ['--rule', file]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[0]).toBe('refuted');
    expect(r.out).toMatch(/at \(\|2\^2\)_2 .*the smallest/);
    expect(r.out).toMatch(/the rule says R, the game says P/);
    const j = await capture(proveCommand, ['--rule', file, '--json']);
    const report = JSON.parse(j.out) as { status: string; counterexample: { text: string } };
    expect([report.status, report.counterexample.text]).toEqual(['refuted', '(|2^2)_2']);
  });

  it('refuses a bad command line (exit 2) and a rule outside the language (exit 1)', async () => {
    const err: string[] = [];
    const spy = process.stderr.write;
    process.stderr.write = ((s: string) => (err.push(String(s)), true)) as typeof process.stderr.write;
    try {
      expect(await runCli(['prove', '--fingers', '3'])).toBe(2);
      expect(await runCli(['prove', '--fingers', '5', '--characterisation'])).toBe(2);
      const bad = join(dir, 'bad.txt');
      writeFileSync(bad, 'fingers 3\noutcome = if l1 * r1 = 0 then P else N');
      expect(await runCli(['prove', '--rule', bad])).toBe(1);
    } finally {
      process.stderr.write = spy;
    }
    expect(err.join('')).toMatch(/RuleError: a product of two terms/);
  });
});
