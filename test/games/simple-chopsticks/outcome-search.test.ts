/**
 * The fast paths of Simple Chopsticks against the simple ones: the outcome search (side interning,
 * move ordering, Theorem 4 cut-offs) against the dense outcome table and a committed data file, and
 * Table 1's index grid against the generic Solver.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../src/engine/pool.js';
import { clearValueTable, oneHandGrid, oneHandGridIndex, OutcomeSolver, outcomeTable, outcomeTableParallel, position, setValueTableLimit, table1, value } from '../../../src/entries/chopsticks.js';
import { AbortError, LimitError } from '../../../src/engine/errors.js';
import { MAX_SOLVER_ENTRIES } from '../../../src/engine/solver.js';

const rep = (k: number, a: number): number[] => Array<number>(a).fill(k);
const hands = (c: readonly number[]): number[] => c.flatMap((k, v) => rep(v + 1, k));

describe('outcome search: fast paths against simple ones', () => {
  it('every setting agrees with the dense outcome table (an independent sweep) on every position with ≤ 4 hands a side, n = 1..4', () => {
    const settings = [{}, { theorem4: false }, { ordering: false }, { theorem4: false, ordering: false }];
    for (let n = 1; n <= 4; n++) {
      const t = outcomeTable(n, 4);
      for (const o of settings) {
        const s = new OutcomeSolver(o);
        for (const a of t.sides) for (const b of t.sides) expect(s.outcome(position(hands(a), hands(b), n))).toBe(t.outcome(a, b));
      }
    }
  });

  it('agrees with the plain Python search on the committed position list (bench/data/outcome-positions.json)', () => {
    // expected outcomes: computed by bench/reference/outcome.py (the memoised lw/rw search), see the file's provenance
    const data = JSON.parse(readFileSync(new URL('../../../bench/data/outcome-positions.json', import.meta.url), 'utf8')) as {
      positions: Array<{ left: number[]; right: number[]; n: number; outcome: string }>;
    };
    expect(data.positions).toHaveLength(120);
    for (const o of [{}, { theorem4: false }]) {
      const s = new OutcomeSolver(o);
      for (const p of data.positions) expect([p, s.outcome(position(p.left, p.right, p.n))]).toEqual([p, p.outcome]);
    }
  });

  it("the issue's single positions", () => {
    // issue 12 ("Speed at the limit"): the Python script finds (1,2,3,4,4,5,5,8|4,5,7,7)_8 L; by Theorem 4
    // Left (8 hands against 4) wins moving first, so only Right-first needed search.
    expect(new OutcomeSolver().outcome(position([1, 2, 3, 4, 4, 5, 5, 8], [4, 5, 7, 7], 8))).toBe('L');
    expect(new OutcomeSolver({ theorem4: false }).outcome(position([1, 2, 3, 4, 4, 5, 5, 8], [4, 5, 7, 7], 8))).toBe('L');
  });

  it('limits, progress and abort', () => {
    const big = position(rep(1, 9), rep(1, 9), 3);
    expect(() => new OutcomeSolver({ maxPositions: 10, theorem4: false }).outcome(big)).toThrow(/limit of 10 positions/);
    const ac = new AbortController();
    ac.abort();
    expect(() => new OutcomeSolver({ theorem4: false, signal: ac.signal }).outcome(position(rep(1, 14), rep(1, 14), 3))).toThrow(/aborted/);
  });
});

describe('outcomeTableParallel: abort', () => {
  it('an abort requested by a timer while the table is computed stops it with an AbortError and leaves no worker running', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    // finger count 3 with 30 hands a side: 5,456² ≈ 30 million positions, over a second of work on 2
    // threads (docs/chopsticks.md), far longer than the 50 ms before the abort
    await expect(outcomeTableParallel(3, 30, { signal: ac.signal })).rejects.toThrow(/aborted/);
    expect(WorkerPool.running('outcome')).toBe(0);
    // and a completed run leaves none either
    await outcomeTableParallel(3, 3, { signal: new AbortController().signal });
    expect(WorkerPool.running('outcome')).toBe(0);
  });

  it('aborts at any moment end on every thread at the same level (no thread left waiting at a barrier)', async () => {
    // Regression: a worker that read the abort request between two barriers stopped one level
    // before this thread, which then waited at the next barrier for ever (the hung full-suite runs).
    // Aborts at many moments of small tables; each run must end, aborted or complete, with its
    // outcome table equal to the one-thread table when complete.
    const want = outcomeTable(3, 8);
    for (let i = 0; i < 24; i++) {
      const ac = new AbortController();
      setTimeout(() => ac.abort(), i % 12);
      try {
        const t = await outcomeTableParallel(3, 8, { signal: ac.signal });
        let same = 0;
        for (const l of want.sides) for (const r of want.sides) if (t.outcome(l, r) === want.outcome(l, r)) same++;
        expect(same).toBe(want.sides.length ** 2);
      } catch (e) {
        expect(String(e)).toMatch(/aborted/);
      }
      expect(WorkerPool.running('outcome')).toBe(0);
    }
  }, 60_000);
});

describe('Table 1 fast path', () => {
  it('the index grid equals oneHandGrid, and table1 cells agree with the generic Solver (n ≤ 9)', () => {
    for (let n = 1; n <= 9; n++) {
      const { index, values } = oneHandGridIndex(n);
      const V = oneHandGrid(n);
      const cells = table1(n);
      expect(cells).toHaveLength(n * n);
      for (const c of cells) {
        const v = value(position([c.i], [c.j], n));
        expect(values[index[(c.i - 1) * n + (c.j - 1)]!]).toBe(v);
        expect(V[(c.i - 1) * n + (c.j - 1)]).toBe(v);
        expect([c.value, c.outcome]).toEqual([v, v.outcome()]);
        expect(c.position).toEqual(position([c.i], [c.j], n));
      }
      expect(new Set(values).size).toBe(values.length); // distinct values listed once
    }
    expect(JSON.parse(JSON.stringify(table1(2)[0]))).toMatchObject({ i: 1, j: 1, position: { left: [1], right: [1], n: 2 }, outcome: 'P' }); // (1|1)_2 = 0: Table 2 of the paper
  });
});

describe('value: memory bound, progress and abort', () => {
  it('a very wide position stops with a LimitError on the memory bound, not by running out of heap', () => {
    // 1 MiB bound: (1^5000|1)_1 has positions of 5,000 hands (40 kB each) on a search stack as deep
    // as the game (each Right move removes one of Left's hands), so the bound is met within a few
    // dozen positions. (At n = 5 the position is refused before the search: it may reach 10^16
    // positions, over maxEntries.)
    setValueTableLimit(1_000_000, undefined, 2 ** 20);
    try {
      expect(() => value(position(rep(1, 5000), [1], 1))).toThrow(LimitError);
      expect(() => value(position(rep(1, 5000), [1], 1))).toThrow(/more than about 1 MiB/);
    } finally {
      setValueTableLimit(MAX_SOLVER_ENTRIES);
    }
  });

  it('value takes onProgress and a signal per call', () => {
    clearValueTable();
    const seen: number[] = [];
    // (1^6|1^5)_3: thousands of positions (docs/chopsticks.md: (1^8|1^7)_3 is the 20%-faster-key example)
    value(position(rep(1, 6), rep(1, 5), 3), { onProgress: (k) => seen.push(k.done) });
    expect(seen.length).toBeGreaterThan(0);
    clearValueTable();
    const ac = new AbortController();
    ac.abort();
    expect(() => value(position(rep(1, 7), rep(1, 6), 3), { signal: ac.signal })).toThrow(AbortError);
  });
});
