import { describe, expect, it } from 'vitest';
import { formatPosition, position, table1, table1Async, value } from '../../../src/entries/chopsticks.js';
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

describe('table1 as an array whose cells are made when read', () => {
  // expected values: the order (by j then i) and the field values are those of the loop above; the
  // array behaviour asked for is that of a plain Array (ECMAScript: Array.isArray, `in`, the methods)
  const n = 4;
  const plain = () => {
    const out: Array<{ i: number; j: number }> = [];
    for (let j = 1; j <= n; j++) for (let i = 1; i <= n; i++) out.push({ i, j });
    return out;
  };
  const ij = (c: { i: number; j: number }) => ({ i: c.i, j: c.j });

  it('reads like an Array: isArray, length, in, for…of, spread, map, filter, slice, at, keys', () => {
    const cells = table1(n);
    expect(Array.isArray(cells)).toBe(true);
    expect(cells.length).toBe(n * n);
    expect(0 in cells && n * n - 1 in cells).toBe(true);
    expect(n * n in cells).toBe(false);
    expect([...cells].map(ij)).toEqual(plain());
    const seen: Array<{ i: number; j: number }> = [];
    for (const c of cells) seen.push(ij(c));
    expect(seen).toEqual(plain());
    expect(cells.map(ij)).toEqual(plain());
    expect(cells.filter((c) => c.i === 2).map(ij)).toEqual(plain().filter((c) => c.i === 2));
    expect(cells.slice(1, 3).map(ij)).toEqual(plain().slice(1, 3));
    expect(ij(cells.at(-1)!)).toEqual({ i: n, j: n });
    expect([...cells.keys()]).toEqual(plain().map((_, k) => k));
    expect(cells.values().next().value!.i).toBe(1);
  });

  it('takes only canonical index keys as elements', () => {
    const cells = table1(n) as unknown as Record<string, unknown>;
    for (const key of ['01', '1e1', '1.0', ' 1', '+1', '-1', '16', '0x1']) expect(cells[key]).toBeUndefined();
    expect((cells['10'] as { i: number }).i).toBe(3); // element 10: j = 3, i = 3 (by j then i, n = 4)
  });

  it('gives equal views on each read, and fixed objects once written to', () => {
    const cells = table1(n);
    expect(cells[5]).not.toBe(cells[5]);
    expect(ij(cells[5]!)).toEqual(ij(cells[5]!));
    const first = cells[0]!;
    cells[1] = first;
    expect(cells[1]).toBe(first);
    expect(cells[2]).toBe(cells[2]);
    expect(cells.map(ij).slice(2)).toEqual(plain().slice(2));
    cells.push(first);
    expect(cells.length).toBe(n * n + 1);
    expect(Object.keys(cells).length).toBe(n * n + 1);
    const sorted = table1(n).sort((a, b) => a.i - b.i || a.j - b.j);
    expect(sorted.map(ij)).toEqual(plain().sort((a, b) => a.i - b.i || a.j - b.j));
  });

  it('shows the plain fields of every cell in JSON', () => {
    expect(JSON.parse(JSON.stringify(table1(2)))).toEqual([
      // (1|1)_2 = 0, (2|1)_2 = *, (1|2)_2 = *, (2|2)_2 = *: the paper, Section 2, options of (a|b)_n; a hand reaching 2 dies
      { i: 1, j: 1, position: { left: [1], right: [1], n: 2 }, value: '0', outcome: 'P' },
      { i: 2, j: 1, position: { left: [2], right: [1], n: 2 }, value: '*', outcome: 'N' },
      { i: 1, j: 2, position: { left: [1], right: [2], n: 2 }, value: '*', outcome: 'N' },
      { i: 2, j: 2, position: { left: [2], right: [2], n: 2 }, value: '*', outcome: 'N' },
    ]);
  });
});

describe('table1 outcomes (read off the options while the grid is filled)', () => {
  it('equal the outcome of each cell value for n = 60, and after the memo is cleared', async () => {
    // independent path: Game.outcome() compares the canonical value with 0 (the comparison engine)
    const { clearCaches } = await import('../../../src/index.js');
    for (const n of [60, 7]) {
      for (const c of table1(n)) expect(c.outcome).toBe(c.value.outcome());
      clearCaches();
    }
  });
});

describe('a table whose values are read after the memo is cleared', () => {
  it('reads the values and outcomes a table made afresh has (values are made when read)', async () => {
    // independent path: the same cells from a table made after the clear, and the generic solver
    // (value of a position) on a few cells
    const { clearCaches } = await import('../../../src/index.js');
    const n = 50;
    const early = table1(n);
    const earlyOutcomes = table1(n).map((c) => c.outcome);
    clearCaches();
    table1(2 * n); // the memo refilled with other forms first
    const fresh = table1(n);
    expect(early.map((c) => c.value)).toEqual(fresh.map((c) => c.value));
    expect(earlyOutcomes).toEqual(fresh.map((c) => c.outcome));
    for (const [i, j] of [[1, 1], [2, 7], [9, 4]] as const) expect(early[(j - 1) * n + (i - 1)]!.value).toBe(value(position([i], [j], n)));
  });
});

describe('the grid pass when the memo is cleared under it', () => {
  it('starts again and gives the grid an uninterrupted pass gives', async () => {
    // independent path: the same pass run without interruption, and the generic solver on a few cells
    const { clearCaches } = await import('../../../src/index.js');
    const { oneHandGridIndexAsync, oneHandGrid } = await import('../../../src/entries/chopsticks.js');
    const n = 40;
    let cleared = 0;
    // progress counts cells: after the pass's 10th sum (n, n − 1, …, n − 9 fill n − 1, n − 2, …, n − 10 cells)
    const hit = ({ done }: { done: number }) => {
      if (done === 10 * (n - 1) - 45 && cleared++ < 2) clearCaches();
    };
    const cells = await table1Async(n, { onProgress: hit });
    cleared = 0;
    const idx = await oneHandGridIndexAsync(n, { onProgress: hit });
    const want = oneHandGrid(n);
    expect(cells.map((c) => c.value)).toEqual(table1(n).map((c) => c.value));
    for (let k = 0; k < n * n; k++) expect(idx.values[idx.index[k]!]).toBe(want[k]);
    for (const [i, j] of [[1, 1], [3, 5], [8, 1]] as const) expect(cells[(j - 1) * n + (i - 1)]!.value).toBe(value(position([i], [j], n)));
  });
});

describe('the array methods of table1 (served straight from the grid)', () => {
  // expected values: Array.prototype on a plain array of the same cells (ECMAScript semantics)
  const n = 5;
  const ij = (c: { i: number; j: number }) => `${c.i},${c.j}`;
  it('agree with Array.prototype on a plain copy, with the index and the array passed to the callback', () => {
    const cells = table1(n);
    const copy = [...cells];
    const pred = (c: { i: number; j: number }) => c.i + 2 * c.j === 9;
    expect(cells.map(ij)).toEqual(copy.map(ij));
    expect(cells.filter(pred).map(ij)).toEqual(copy.filter(pred).map(ij));
    expect(ij(cells.find(pred)!)).toBe(ij(copy.find(pred)!));
    expect(cells.findIndex(pred)).toBe(copy.findIndex(pred));
    expect(cells.some(pred)).toBe(true);
    expect(cells.every(pred)).toBe(false);
    expect(cells.every((c) => c.i >= 1)).toBe(true);
    expect(cells.find((c) => c.i > n)).toBeUndefined();
    const seen: string[] = [];
    cells.forEach((c, k, a) => {
      expect(a).toBe(cells);
      seen.push(`${k}:${ij(c)}`);
    });
    expect(seen).toEqual(copy.map((c, k) => `${k}:${ij(c)}`));
    const self = { tag: 1 };
    cells.forEach(function (this: unknown) {
      expect(this).toBe(self);
    }, self);
    expect(() => cells.map(3 as never)).toThrow(TypeError);
  });
  it('see a write made by the callback, as Array.prototype does', () => {
    const cells = table1(n);
    const first = cells[0]!;
    const got = cells.map((c, k, a) => {
      if (k === 0) a[3] = first;
      return ij(c);
    });
    expect(got[3]).toBe('1,1');
    expect(got[4]).toBe('5,1');
  });
});
