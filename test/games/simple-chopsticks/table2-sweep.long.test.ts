/**
 * Table2Sweep at the large bounds (npm run test:long): the same checks as table2-sweep.test.ts runs
 * at small bounds in npm test (table2-threads.ts): against the plain sweep for n ≤ 2,000, every cell against the plain recurrence for n ≤ 300, stopped
 * and resumed to 3,000, and on two and three threads.
 */
import { describe, it } from 'vitest';
import { describeThreadedSweep, expectPlainSweep, expectStopResume } from './table2-threads.js';
import { expectEveryCell } from './table2-cells.js';

describe('Table2Sweep (large bounds)', () => {
  it('gives the same (1|1)_n as the plain incremental sweep for every n ≤ 2000', () => expectPlainSweep(2000));
  it('every coprime (x | y)_n of every step n ≤ 300 is the plain recurrence\'s value, one thread and two', () => {
    expectEveryCell(300, { threads: 1 });
    expectEveryCell(300, { threads: 2, parallelFrom: 50 });
  });
  it('stopped by its signal, saved and resumed, ends exactly as an uninterrupted run (also with a larger bound)', () => expectStopResume(3000, 2500, 1700));
});

describeThreadedSweep({ n: 3000, three: 1500, aborts: 2000, abortEveryMs: 30 });
