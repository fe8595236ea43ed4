/**
 * `partizan misere` and `partizan value --misere`. Expected values: CGSuite's GameHeapTest.scala
 * (Kayles genus, heaps 0..6, line 19-20), Plambeck 2005 (0.75's quotient R8, order 8, P = {a, b²}),
 * CGSuite's MisereCanonicalGameTestCase ('*[2]+*[2]' prints '*[2[2]]', a P-position); the winning
 * move is checked against the plain search.
 */
import { describe, expect, it } from 'vitest';
import { misereCommand } from '../../src/cli/commands/misere.js';
import { valueCommand } from '../../src/cli/commands/value.js';
import { HeapSearch, parseHeapRules } from '../../src/index.js';
import { capture } from './capture.js';

describe('partizan misere', () => {
  it("--heaps: outcome and a winning move", async () => {
    const { code, out } = await capture(misereCommand, ['0.77', '--heaps', '2 3 5', '--json']);
    expect(code).toBe(0);
    const j = JSON.parse(out);
    const search = new HeapSearch(parseHeapRules('0.77'));
    expect(j.outcome).toBe(search.outcome([2, 3, 5]));
    expect(search.outcome(j.winningMove.position)).toBe('P');
  });
  it('--genus --n 6 --json', async () => {
    const { out } = await capture(misereCommand, ['Kayles', '--genus', '--n', '6', '--json']);
    expect(JSON.parse(out)).toEqual({ code: '0.77', genus: ['0', '1', '2', '3', '1', '4^146', '3'] });
  });
  it('--quotient --max-heap 20 --json (0.75: R8)', async () => {
    const { out } = await capture(misereCommand, ['0.75', '--quotient', '--max-heap', '20', '--json']);
    const j = JSON.parse(out);
    expect(j.order).toBe(8);
    expect([...j.pPortion].sort()).toEqual(['a', 'b^2']);
    expect(j.heaps).toHaveLength(21);
    expect([...j.relations].sort()).toEqual(['a^2=1', 'b^3=b', 'bc=ab', 'c^2=b^2']);
  });
  it('--svg - draws the table', async () => {
    const { out } = await capture(misereCommand, ['0.75', '--quotient', '--max-heap', '8', '--svg', '-']);
    expect(out.startsWith('<svg')).toBe(true);
    expect(out).toContain('order 8');
  });
  it('one mode at a time; bad codes and heaps are errors', async () => {
    await expect(capture(misereCommand, ['0.77'])).rejects.toThrow(/exactly one/);
    await expect(capture(misereCommand, ['0.77', '--heaps', 'x'])).rejects.toThrow(/heap size/);
    await expect(capture(misereCommand, ['0.7%7', '--genus'])).rejects.toThrow(/code digit/);
  });
});

describe('partizan value --misere', () => {
  it('prints the misère canonical form and its outcome', async () => {
    const { code, out } = await capture(valueCommand, ['--misere', '*[2]+*[2]', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ expression: '*[2]+*[2]', value: '*[2[2]]', outcome: 'P' });
  });
});
