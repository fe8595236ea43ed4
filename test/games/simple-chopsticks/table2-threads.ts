/**
 * The sized checks of Table2Sweep, shared by table2-sweep.test.ts (small bounds, npm test) and
 * table2-sweep.long.test.ts (the large bounds, npm run test:long). Expected values: those of the
 * plain incremental sweep (oneHandSweep, the paper's definition step by step) and, on several
 * threads, those of the one-thread sweep, which is checked against the plain sweep and the paper's
 * Table 2.
 */
import { describe, expect, it } from 'vitest';
import { oneHandSweep, Table2Sweep } from '../../../src/entries/chopsticks.js';
import { AbortError, game, star, zero, type Game } from '../../../src/index.js';
import { runningTable2Workers } from '../../../src/games/simple-chopsticks/table2-parallel.js';

/** Table2Sweep gives the same (1|1)_n as the plain incremental sweep for every n ≤ `N`, and counts changed positions alike. */
export function expectPlainSweep(N: number): void {
  const plain: Game[] = [];
  let plainChanged = 0;
  oneHandSweep(N, (_n, at) => plain.push(at(1, 1)), { onStep: (_n, c) => (plainChanged += c) });
  const s = new Table2Sweep(N);
  s.run();
  for (let n = 1; n <= N; n++) if (s.value(n) !== plain[n - 1]) expect.fail(`(1|1)_${n} differs`);
  // changed positions are counted alike, up to positions that change twice in one step (order of the walks)
  expect(Math.abs(s.work - plainChanged) / plainChanged).toBeLessThan(1e-3);
}

/**
 * A sweep to `bound` stopped by its signal at step `at`, saved and resumed to `whole` (> bound), ends
 * exactly as an uninterrupted run to `whole`; a checkpoint of a finished run resumes to itself.
 */
export function expectStopResume(whole: number, bound: number, at: number): void {
  const all = new Table2Sweep(whole);
  all.run();
  const ac = new AbortController();
  const first = new Table2Sweep(bound, { signal: ac.signal, onStep: (n) => (n === at ? ac.abort() : undefined) });
  expect(() => first.run()).toThrow(AbortError);
  expect(first.n).toBe(at);
  const bytes = first.checkpoint();
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(10)))) as { n: number };
  expect(header.n).toBe(at);
  const rest = Table2Sweep.resume(bytes, whole);
  rest.run();
  for (let n = 1; n <= whole; n++) if (rest.value(n) !== all.value(n)) expect.fail(`(1|1)_${n} differs after resuming`);
  expect(rest.work).toBe(all.work);
  expect(rest.ops).toBe(all.ops);
  // a checkpoint of a finished run resumes to itself
  const again = Table2Sweep.resume(rest.checkpoint(), whole);
  expect(again.n).toBe(whole);
  expect(again.rows().map((r) => r.value)).toEqual(all.rows().map((r) => r.value));
}

/** Waits (at most 5 s) until the workers told to quit have exited. */
export async function noWorkersLeft(): Promise<number> {
  for (let i = 0; i < 100 && runningTable2Workers() > 0; i++) await new Promise((r) => setTimeout(r, 50));
  return runningTable2Workers();
}

/** The values of the stored cells of a checkpoint, read by its documented format (header line, recipes L, R, negatives, roots, cells). */
function cellGames(bytes: Uint8Array): Game[] {
  const nl = bytes.indexOf(10);
  const h = JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl))) as { n: number; values: number; cells: number };
  const dv = new DataView(bytes.buffer, bytes.byteOffset + nl + 1);
  const at = (i: number): number => dv.getInt32(4 * i, true);
  const V = h.values;
  const vals: Game[] = [star, zero];
  for (let id = 2; id < V; id++) vals.push(game([vals[at(id)]!], [vals[at(V + id)]!]));
  const base = 3 * V + h.n + 1;
  return Array.from({ length: h.cells }, (_, i) => vals[at(base + i)]!);
}

/**
 * The sized checks of Table2Sweep on two and three threads, defined by the test file that calls this:
 * table2-sweep.test.ts (npm test) with small bounds, table2-sweep.long.test.ts (npm run test:long)
 * with the large ones. `n` bounds the runs compared with one thread, `three` the three-thread run,
 * `aborts` the runs aborted at ten moments, `abortEveryMs` the spacing of those moments.
 */
export function describeThreadedSweep(sizes: { n: number; three: number; aborts: number; abortEveryMs: number }): void {
  describe(`Table2Sweep on two threads (n ≤ ${sizes.n})`, () => {
    // The expected values are those of the one-thread sweep, which the tests above check against the
    // plain sweep (n ≤ 1,400 in npm test, 2,000 in test:long) and the paper's Table 2. parallelFrom: 50 sends every step from n = 50 on
    // through the threads, so at these small n the workers meet the top (max(x, y) ≤ 64) and miss new
    // values often, and the calling thread's recomputation of recorded nodes is exercised at every step.
    const N = sizes.n;
    let one: Table2Sweep | undefined;
    const oneThread = (): Table2Sweep => {
      if (one === undefined) {
        one = new Table2Sweep(N, { threads: 1 });
        one.run();
      }
      return one;
    };

    it(`gives the same (1|1)_n as one thread for every n ≤ ${N}, and a checkpoint equal value by value`, () => {
      const two = new Table2Sweep(N, { threads: 2, parallelFrom: 50 });
      expect(two.threads).toBe(2);
      two.run();
      for (let n = 1; n <= N; n++) if (two.value(n) !== oneThread().value(n)) expect.fail(`(1|1)_${n} differs on two threads`);
      // every stored cell holds the same value (the ids may differ: values are made in another order)
      const a = cellGames(oneThread().checkpoint());
      const b = cellGames(two.checkpoint());
      expect(b.length).toBe(a.length);
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) expect.fail(`stored cell ${i} differs on two threads`);
      // the positions changed per step are counted alike up to nodes counted twice (recomputed by both threads)
      expect(Math.abs(two.work - oneThread().work) / oneThread().work).toBeLessThan(1e-3);
    });

    it(`three threads give the same values too (n ≤ ${sizes.three})`, () => {
      const three = new Table2Sweep(sizes.three, { threads: 3, parallelFrom: 50 });
      expect(three.threads).toBe(3);
      three.run();
      for (let n = 1; n <= sizes.three; n++) if (three.value(n) !== oneThread().value(n)) expect.fail(`(1|1)_${n} differs on three threads`);
    });

    it('widening the store to 4 bytes a cell between two parallel steps loses nothing', () => {
      // the store holds 2-byte store ids until 65,536 of them (past n ≈ 170,000); widenAt: 600 makes it
      // happen near n = 1,300 here (N ≥ 1,400) (600 store ids are reached at n = 1,301 on one thread), in the middle of the parallel steps (the workers must get the new store)
      const two = new Table2Sweep(N, { threads: 2, parallelFrom: 50, widenAt: 600 });
      two.run();
      for (let n = 1; n <= N; n++) if (two.value(n) !== oneThread().value(n)) expect.fail(`(1|1)_${n} differs after widening the store`);
      expect((two as unknown as { store: Uint32Array }).store).toBeInstanceOf(Uint32Array);
    });

    it('checkpoints are interchangeable between thread counts', () => {
      // (at N = 2,000: a run to 2,500 stopped at 1,700 on two threads, one to N stopped at 900 on one)
      const [bound, at2, at1] = [Math.round(1.25 * N), Math.round(0.85 * N), Math.round(0.45 * N)];
      const ac = new AbortController();
      const two = new Table2Sweep(bound, { threads: 2, parallelFrom: 50, signal: ac.signal, onStep: (n) => (n === at2 ? ac.abort() : undefined) });
      expect(() => two.run()).toThrow(AbortError);
      expect(two.n).toBe(at2);
      const rest1 = Table2Sweep.resume(two.checkpoint(), N, { threads: 1 });
      rest1.run();
      const ac2 = new AbortController();
      const first1 = new Table2Sweep(N, { threads: 1, signal: ac2.signal, onStep: (n) => (n === at1 ? ac2.abort() : undefined) });
      expect(() => first1.run()).toThrow(AbortError);
      const rest2 = Table2Sweep.resume(first1.checkpoint(), N, { threads: 2, parallelFrom: 50 });
      rest2.run();
      for (let n = 1; n <= N; n++) {
        if (rest1.value(n) !== oneThread().value(n)) expect.fail(`(1|1)_${n} differs (two threads, then one)`);
        if (rest2.value(n) !== oneThread().value(n)) expect.fail(`(1|1)_${n} differs (one thread, then two)`);
      }
    });

    it('aborted at many moments, always ends (no thread left waiting), leaves no worker, and resumes to the same values', async () => {
      const want = oneThread();
      const M = sizes.aborts;
      // the synchronous runs of the tests before this one told their workers to quit, and those exit
      // a moment later (Table2Sweep.run); the count below is of every Table 2 worker in the process,
      // so wait for theirs first (a CI run of session 8 found one still there)
      await noWorkersLeft();
      for (let i = 0; i < 10; i++) {
        const ac = new AbortController();
        const s = new Table2Sweep(M, { threads: 2, parallelFrom: 50, signal: ac.signal });
        const timer = setTimeout(() => ac.abort(), 5 + sizes.abortEveryMs * i);
        let aborted = false;
        try {
          await s.runAsync(1);
        } catch (e) {
          expect(e).toBeInstanceOf(AbortError);
          aborted = true;
        }
        clearTimeout(timer);
        expect(runningTable2Workers()).toBe(0);
        expect(aborted || s.n === M).toBe(true);
        const rest = Table2Sweep.resume(s.checkpoint(), M, { threads: i % 2 === 0 ? 1 : 2, parallelFrom: 50 });
        rest.run();
        for (let n = 1; n <= M; n++) if (rest.value(n) !== want.value(n)) expect.fail(`(1|1)_${n} differs after an abort at step ${s.n}`);
      }
      expect(await noWorkersLeft()).toBe(0);
    });
  });
}
