/**
 * The variant table's JSON for an opening that is not stopper-sided (npm run test:long; the text of
 * the same table is checked in simplified-sides.test.ts): revives-even (1,1|1,1)_5 is a
 * `simplified` row whose value reads back to the opening's value. Expected: the opening's value as
 * the loopy engine gives it directly (openings.ts), whose simplified sides simplified-sides.test.ts
 * checks against CGSuite's own.
 */
import { describe, expect, it } from 'vitest';
import { table1Command } from '../../src/cli/commands/table1.js';
import { parseLoopy } from '../../src/notation/index.js';
import { capture } from '../cli/capture.js';
import { openingResult } from '../games/loopy/openings.js';

describe('Chopsticks variants whose openings are not stopper-sided: the JSON table', () => {
  it('table1 --variant revives-even --n 5 --openings --json: the n = 5 row is simplified, with the opening\'s value', async () => {
    const { code, out } = await capture(table1Command, ['--variant', 'revives-even', '--n', '5', '--openings', '--json']);
    expect(code).toBe(0);
    const row = (JSON.parse(out) as { n: number; kind: string; value: string }[]).find((x) => x.n === 5)!;
    expect(row.kind).toBe('simplified');
    expect(parseLoopy(row.value)).toBe(openingResult('revives-even', 5).value);
  }, 900_000);
});
