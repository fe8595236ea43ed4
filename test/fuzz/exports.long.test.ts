/**
 * Issue 22's fuzzing campaign of `npm run test:long`: the export and CLI fuzzer (see
 * exports.test.ts, which runs a small budget in `npm test`) from the origins of docs/reliability.md,
 * with a bigger budget. Any outcome other than a value or a PartizanError with a bounded message
 * fails, with each failing call and its input printed.
 */
import { describe, expect, it } from 'vitest';
import { formatReport, fuzz } from './driver.js';
import { fuzzBudget } from '../fuzz-budget.js';

describe('the export and CLI fuzzer, long campaign (issue 22)', () => {
  it('api: 500 random calls from origin 20261128', async () => {
    const r = await fuzz({ mode: 'api', origin: 20261128, count: fuzzBudget(500) });
    expect(r.failures, formatReport(r)).toEqual([]);
    expect(r.tried).toBe(fuzzBudget(500));
  }, 900_000);
  it('cli: 200 random command lines from origin 5151', async () => {
    const r = await fuzz({ mode: 'cli', origin: 5151, count: fuzzBudget(200) });
    expect(r.failures, formatReport(r)).toEqual([]);
    expect(r.tried).toBe(fuzzBudget(200));
  }, 900_000);
});
