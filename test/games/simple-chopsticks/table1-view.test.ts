import { describe, expect, it } from 'vitest';
import { formatPosition, position, table1, value } from '../../../src/entries/chopsticks.js';
import { up } from '../../../src/index.js';

describe('table1 cells (views over the value grid)', () => {
  it('agree, cell by cell, with the generic solver on (i | j)_n for n = 9, ordered by j then i', () => {
    // independent path: value() searches the ruleset (Definition 1 of the paper) with the generic Solver
    const n = 9;
    const cells = table1(n);
    expect(cells.length).toBe(n * n);
    let k = 0;
    for (let j = 1; j <= n; j++) {
      for (let i = 1; i <= n; i++, k++) {
        const c = cells[k]!;
        expect([c.i, c.j]).toEqual([i, j]);
        const v = value(position([i], [j], n));
        expect(c.value).toBe(v);
        expect(c.outcome).toBe(v.outcome());
        expect(formatPosition(c.position)).toBe(`(${i}|${j})_${n}`);
      }
    }
  });

  it('show their plain fields in JSON; (8|1)_20 = ↑ (the paper, Table 1, row j = 1, column i = 8)', () => {
    const c = table1(20).find((x) => x.i === 8 && x.j === 1)!;
    expect(c.value).toBe(up);
    expect(JSON.parse(JSON.stringify(c))).toEqual({ i: 8, j: 1, position: { left: [8], right: [1], n: 20 }, value: '^', outcome: 'L' });
  });
});
