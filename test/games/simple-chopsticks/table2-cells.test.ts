/** Table2Sweep against the plain recurrence on every cell, every step (the recurrence and its source: table2-cells.ts). */
import { describe, expect, it } from 'vitest';
import { Table2Sweep } from '../../../src/entries/chopsticks.js';
import { expectEveryCell } from './table2-cells.js';

describe('Table2Sweep on every cell against the plain recurrence', () => {
  it('one thread: every coprime (x | y)_n, every n ≤ 150', () => expectEveryCell(150, { threads: 1 }));

  it('two threads from n = 50 on (the parallel walks, the overlapped steps): every coprime (x | y)_n, every n ≤ 150', () =>
    expectEveryCell(150, { threads: 2, parallelFrom: 50 }));

  it('refuses a pair that is not coprime or not positive, and any pair before the first step', () => {
    const s = new Table2Sweep(10, { threads: 1 });
    expect(() => s.pairValue(1, 2)).toThrow(/pairValue/);
    s.run();
    expect(() => s.pairValue(2, 4)).toThrow(/pairValue/);
    expect(() => s.pairValue(0, 1)).toThrow(/pairValue/);
    expect(() => s.pairValue(1.5, 1)).toThrow(/pairValue/);
  });
});
