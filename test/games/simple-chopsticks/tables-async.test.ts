import { describe, expect, it } from 'vitest';
import { AbortError } from '../../../src/index.js';
import { J, table1, table1Async, table2, table2Async } from '../../../src/entries/chopsticks.js';
import { game, neg, up } from '../../../src/index.js';

describe('table2Async', () => {
  it('gives the rows of table2, e.g. (1|1)_12 = ±J (the paper, Section 2, before Table 1)', async () => {
    const rows = await table2Async(60);
    expect(rows.map((r) => r.value)).toEqual(table2(60).map((r) => r.value));
    expect(rows[11]!.value).toBe(game([J], [neg(J)]));
  });

  it('is stopped by a signal aborted from a timer (the event loop gets turns)', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 30);
    let last = 0;
    // (progress is in operations of work now; the finger count reached is onStep's)
    await expect(table2Async(20_000, { signal: ac.signal, onStep: (n) => (last = n) })).rejects.toBeInstanceOf(AbortError);
    expect(last).toBeLessThan(20_000);
  });
});

describe('table1Async', () => {
  it('gives the cells of table1, e.g. (8|1)_20 = ↑ (the paper, Table 1, row j = 1, column i = 8)', async () => {
    const seen: number[] = [];
    const cells = await table1Async(20, { onProgress: (p) => seen.push(p.done / p.total!) });
    expect(cells.map((c) => c.value)).toEqual(table1(20).map((c) => c.value));
    expect(cells.find((c) => c.i === 8 && c.j === 1)!.value).toBe(up);
    expect(seen[seen.length - 1]).toBe(1);
  });

  it('is stopped by a signal aborted from a timer', async () => {
    // sliceMs 0: the event loop gets a turn after every sum, so the timer (queued first) fires at the
    // first turn and the next checkpoint stops the pass, however fast the machine (the grid for
    // n = 1500 can now finish inside one 50 ms slice, before any timer runs)
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 0);
    const run = table1Async(1500, { signal: ac.signal, sliceMs: 0 }).then((cells) => cells.length);
    await expect(run).rejects.toBeInstanceOf(AbortError);
  });
});
