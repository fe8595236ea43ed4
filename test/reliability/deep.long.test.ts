/**
 * Issue 22's deepest inputs at full size (`npm run test:long`): a chain {k + 2 | previous} 100,000
 * deep through the analysis, and '*:' repeated 250,000 times through the reader. Each gives a value
 * or a LimitError with a bounded message, never a stack overflow (issue22.test.ts runs the same
 * checks at 20,000 and 50,000 in `npm test`). Also the texts of item 13 that use up the whole budget
 * of work before their LimitError, at the default budget (issue22.test.ts: under a tenth of it).
 */
import { describe, expect, it } from 'vitest';
import { cool, incentives, leftIncentives, LimitError, parse, temperature, thermograph } from '../../src/index.js';
import { AT_THE_BUDGET, chain, settle } from './helpers.js';

describe('issue 22 at full depth', () => {
  it('incentives, leftIncentives, cool, temperature and thermograph of a 100,000-deep chain give a value or a LimitError', () => {
    const g = chain(100_000);
    expect(settle(() => leftIncentives(g)).value).toHaveLength(1);
    for (const f of [() => incentives(g), () => cool(g, 1), () => temperature(g), () => thermograph(g)]) {
      const r = settle(f);
      if (r.error) expect(r.error).toBeInstanceOf(LimitError);
    }
  });
  it("(^).NortonProduct(^) chained 50 times and '1000000*{0||0|-1}' give a value or a LimitError at the default maxWork", () => {
    for (const text of AT_THE_BUDGET) {
      const r = settle(() => parse(text));
      if (r.error) expect(r.error).toBeInstanceOf(LimitError);
    }
  });
  it("'*:' repeated 250,000 times gives a value or a LimitError", () => {
    const r = settle(() => parse('*:'.repeat(250_000) + '*'));
    if (r.error) expect(r.error).toBeInstanceOf(LimitError);
  });
});
