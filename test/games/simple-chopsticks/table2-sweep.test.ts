/** Table2Sweep: the compact Table 2 sweep against the plain one, checkpoints, the memory limit, the band report. */
import { describe, expect, it } from 'vitest';
import {
  A110035,
  CheckpointError,
  J,
  MAX_TABLE2_N,
  Table2BoundError,
  oneHandGrid,
  paperCell,
  table2,
  table2Bands,
  table2Bytes,
  Table2Sweep,
  TABLE2_ROWS,
} from '../../../src/entries/chopsticks.js';
import { AbortError, game, LimitError, neg, star, switchOf, zero, type Game } from '../../../src/index.js';
import { CMD_WALKS, runningTable2Workers, T2Pool, Table2WorkerError, type T2Shared } from '../../../src/games/simple-chopsticks/table2-parallel.js';
import { ThreadChoice, TABLE2_THREAD_MARGIN, TABLE2_TRIAL_EVERY, TABLE2_TRIAL_STEPS } from '../../../src/games/simple-chopsticks/table2-sweep.js';
import { describeThreadedSweep, expectPlainSweep, expectStopResume, noWorkersLeft } from './table2-threads.js';

describe('the closed forms Table2Sweep relies on', () => {
  it('V_n(a, b) = C(⌊s/a⌋) when a < b and b > s = n − a − b ≥ 0, C(−1) = *, C(k) = {C(k−1) | *}, for every n ≤ 40', () => {
    // hand derivation in the module's header (fact 2); checked here against the full grid of (i|j)_n
    const C: Game[] = [star];
    for (let k = 0; k <= 40; k++) C.push(game([C[C.length - 1]!], [star]));
    for (let n = 2; n <= 40; n++) {
      const g = oneHandGrid(n);
      for (let a = 1; a < n; a++)
        for (let b = a + 1; a + b <= n; b++) {
          const s = n - a - b;
          if (b > s) expect(g[(a - 1) * n + (b - 1)]).toBe(C[Math.floor(s / a) + 1]);
        }
    }
    // the first ones by hand: C(0) = {* | *} = 0, C(1) = {0 | *} = ↑ (Winning Ways: ↑ = {0 | *})
    expect(C[1]).toBe(zero);
    expect(C[2]!.toString()).toBe('^');
    // all distinct (so the ancestors the sweep jumps over really change)
    expect(new Set(C).size).toBe(C.length);
  });

  it('V_n(b, a) = −V_n(a, b) (the players swap roles), every n ≤ 30', () => {
    for (let n = 1; n <= 30; n++) {
      const g = oneHandGrid(n);
      for (let a = 1; a <= n; a++) for (let b = 1; b <= n; b++) expect(g[(b - 1) * n + (a - 1)]).toBe(neg(g[(a - 1) * n + (b - 1)]!));
    }
  });
});

describe('Table2Sweep', () => {
  // (the same two checks at n ≤ 2,000 and 3,000: table2-sweep.long.test.ts, npm run test:long)
  it('gives the same (1|1)_n as the plain incremental sweep for every n ≤ 1400', () => expectPlainSweep(1400));

  it("agrees with every row of the paper's Table 2 (n ≤ 606)", () => {
    const rows = table2(606);
    for (const r of TABLE2_ROWS) for (let n = r.from; n <= r.to; n++) expect(rows[n - 1]!.value).toBe(paperCell(r.value));
    // (1|1)_12 = ±J (the paper, Section 2, the paragraph before Table 1)
    expect(rows[11]!.value).toBe(switchOf(J));
  });

  it('stopped by its signal, saved and resumed, ends exactly as an uninterrupted run (also with a larger bound)', () => expectStopResume(1500, 1250, 850));

  it('gives its checkpoint in pieces of bounded size whose concatenation is the checkpoint, for any piece size', () => {
    // (n = 300: a checkpoint of about 20 KB, in about 5,000 pieces of one Int32 each)
    const s = new Table2Sweep(300);
    s.run();
    const whole = s.checkpoint();
    for (const ints of [1, 7, 1000, 1 << 20]) {
      const pieces = [...s.checkpointChunks(ints)];
      // the header line is the first piece; every later piece holds at most `ints` little-endian Int32s
      for (const p of pieces.slice(1)) expect(p.length).toBeLessThanOrEqual(4 * ints);
      const joined = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
      let o = 0;
      for (const p of pieces) (joined.set(p, o), (o += p.length));
      expect(joined).toEqual(whole);
    }
    expect(Table2Sweep.resume(whole, 300).value(300)).toBe(s.value(300));
  });

  it('resumes from a checkpoint given in pieces of any size, as from the whole, and rejects pieces with bytes missing or left over', () => {
    const s = new Table2Sweep(700);
    s.run();
    const whole = s.checkpoint();
    const cut = (bytes: Uint8Array, size: number): Uint8Array[] => Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.slice(k * size, (k + 1) * size));
    const ref = Table2Sweep.resume(whole, 800);
    ref.run();
    for (const size of [1, 3, 5, 4096]) {
      const r = Table2Sweep.resume(cut(whole, size), 800);
      expect(r.n).toBe(700);
      r.run();
      for (let n = 1; n <= 800; n++) if (r.value(n) !== ref.value(n)) expect.fail(`(1|1)_${n} differs after resuming from pieces of ${size} bytes`);
    }
    // a generator whose one buffer is reused for every piece, as a file reader does
    function* reused(bytes: Uint8Array, size: number): Generator<Uint8Array> {
      const buf = new Uint8Array(size);
      for (let o = 0; o < bytes.length; o += size) {
        const k = Math.min(size, bytes.length - o);
        buf.set(bytes.subarray(o, o + k));
        yield buf.subarray(0, k);
      }
    }
    expect(Table2Sweep.resume(reused(whole, 7), 700).value(700)).toBe(s.value(700));
    expect(() => Table2Sweep.resume(cut(whole.subarray(0, whole.length - 1), 64), 700)).toThrow(CheckpointError);
    const extra = new Uint8Array(whole.length + 1);
    extra.set(whole);
    expect(() => Table2Sweep.resume(cut(extra, 64), 700)).toThrow(CheckpointError);
    expect(() => Table2Sweep.resume([], 700)).toThrow(CheckpointError);
  });

  it('rejects a broken checkpoint with a CheckpointError', () => {
    const s = new Table2Sweep(100);
    s.run();
    const bytes = s.checkpoint();
    expect(() => Table2Sweep.resume(new TextEncoder().encode('hello\n'), 100)).toThrow(CheckpointError);
    expect(() => Table2Sweep.resume(bytes.subarray(0, bytes.length - 4), 100)).toThrow(CheckpointError);
    expect(() => Table2Sweep.resume(bytes, 50)).toThrow(CheckpointError);
    expect(() => Table2Sweep.resume(bytes, 100)).not.toThrow();
  });

  it('rejects bad bounds with typed errors', () => {
    expect(() => new Table2Sweep(0)).toThrow(Table2BoundError);
    expect(() => new Table2Sweep(2.5)).toThrow(Table2BoundError);
    expect(() => new Table2Sweep(MAX_TABLE2_N + 1)).toThrow(LimitError);
    const s = new Table2Sweep(10);
    s.run();
    expect(() => s.value(11)).toThrow(Table2BoundError);
    expect(s.value(2)).toBe(zero); // (1|1)_2 = {* | *} = 0 (the paper's Table 2, n = 2)
  });

  it('refuses, before allocating, a run over maxBytes with a LimitError', () => {
    expect(() => new Table2Sweep(100_000, { maxBytes: 500 * 2 ** 20 })).toThrow(LimitError);
    // the store alone for 100,000: Σ_a (⌊(100000 − 5a)/2⌋ − a) cells of 2 bytes, about 10^10/28 · 2 = 714 MB
    expect(table2Bytes(100_000)).toBeGreaterThan(0.714e9);
    expect(table2Bytes(100_000)).toBeLessThan(0.85e9);
    expect(() => new Table2Sweep(2000, { maxBytes: table2Bytes(2000) })).not.toThrow();
  });

  it('reports progress in work that ends at the total, and estimates the total from the growth law', () => {
    const seen: Array<[number, number]> = [];
    const s = new Table2Sweep(4000, { onProgress: (p) => seen.push([p.done, p.total!]) });
    s.run();
    const [d, t] = seen[seen.length - 1]!;
    expect(d).toBe(t);
    expect(d).toBe(s.ops);
    // at n = 2000 the estimate of the whole is within 15% of the real total
    const [, t2000] = seen[1999]!;
    expect(Math.abs(t2000 - s.ops) / s.ops).toBeLessThan(0.15);
    for (let k = 1; k < seen.length; k++) expect(seen[k]![0]).toBeGreaterThanOrEqual(seen[k - 1]![0]);
  });
});

describeThreadedSweep({ n: 1400, three: 600, aborts: 600, abortEveryMs: 10 });

describe('Table2Sweep on two threads: errors', () => {
  it('an exception in a callback ends the run and its workers; a signal aborted before the start stops at once', async () => {
    const s = new Table2Sweep(600, { threads: 2, parallelFrom: 50, onStep: (n) => {
      if (n === 300) throw new Error('stop here');
    } });
    expect(() => s.run()).toThrow('stop here');
    expect(await noWorkersLeft()).toBe(0);
    const ac = new AbortController();
    ac.abort();
    await expect(new Table2Sweep(600, { threads: 2, parallelFrom: 50, signal: ac.signal }).runAsync()).rejects.toThrow(AbortError);
    expect(runningTable2Workers()).toBe(0);
  });

  it('rejects bad thread counts with a typed error; counts the shared buffers and the worker in table2Bytes', () => {
    expect(() => new Table2Sweep(100, { threads: 0 })).toThrow(Table2BoundError);
    expect(() => new Table2Sweep(100, { threads: 1.5 })).toThrow(Table2BoundError);
    expect(() => new Table2Sweep(100, { threads: 2, parallelFrom: 1 })).toThrow(Table2BoundError);
    // leaves by bucket (2 Int32 arrays of n/2), recorded nodes (2·(n + 4) Int32 per thread), one worker's heap
    expect(table2Bytes(100_000, 2) - table2Bytes(100_000)).toBeGreaterThan(4 * 100_000 + 2 * 4 * 100_000 + 16 * 2 ** 20);
    expect(() => new Table2Sweep(100_000, { threads: 2, maxBytes: table2Bytes(100_000) })).toThrow(LimitError);
  });
});

describe('the worker pool of the two-thread steps', () => {
  it('a worker whose kernel throws ends the phase with a Table2WorkerError (never a wait for ever), and the pool closes its workers', async () => {
    // Thread 0 runs the walk phase on empty data (no buckets: nothing to do). The worker was started
    // with shared data that lacks its arrays, so its kernel throws a TypeError on the first read; the
    // pool must report that as a Table2WorkerError, not hang or return as if all went well.
    const shared = (k: number): Int32Array => new Int32Array(new SharedArrayBuffer(4 * k));
    const params = shared(8);
    params[5] = 2; // two threads, no buckets (params[2] = 0)
    const good = {
      layout: 1, params, store: new Uint16Array(new SharedArrayBuffer(2)), start: new Float64Array(new SharedArrayBuffer(8)),
      globalOf: shared(1), localOf: shared(1), negOf: shared(1), closed: shared(1), dense: shared(1), hash: shared(3),
      mark: new Uint8Array(new SharedArrayBuffer(1)), leafRoot: shared(1), order: shared(1), bstart: shared(2), blist: shared(1),
      defer: shared(2), counts: shared(2), stats: shared(16),
    } as unknown as T2Shared;
    const bad = { layout: 1 } as unknown as T2Shared;
    const before = runningTable2Workers();
    const pool = new T2Pool(2, bad);
    let caught: unknown;
    try {
      pool.run(good, CMD_WALKS);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Table2WorkerError);
    expect(String((caught as Error).message)).toMatch(/worker thread failed/);
    await pool.close();
    expect(runningTable2Workers()).toBe(before);
    expect(() => pool.run(good, CMD_WALKS)).toThrow(Table2WorkerError); // closed
  });
});

describe('table2Bands', () => {
  it('finds the ±J runs at the A110035 terms, each ending just before the next Fibonacci number (n ≤ 4500)', () => {
    const r = table2Bands(table2(4500));
    // the paper's Table 2 (n ≤ 606) and its conjecture: runs 12, 31–33, 80–88, 209–232, 546–609, …
    expect(r.bands.filter((b) => b.complete).map((b) => [b.from, b.to, b.nextFibonacci])).toEqual([
      [12, 12, 13],
      [31, 33, 34],
      [80, 88, 89],
      [209, 232, 233],
      [546, 609, 610],
      [1429, 1596, 1597],
      [3740, 4180, 4181],
    ]);
    expect(r.bands.every((b) => !b.complete || b.endsBeforeFibonacci === true)).toBe(true);
    // the next term, 9791 (A110035 data), is beyond the bound
    expect(r.bands[r.bands.length - 1]).toMatchObject({ predicted: 9791, reached: false });
    expect(r.unpredicted).toEqual([]);
  });

  it('uses the A110035 terms after 9791 given by a(n) = (1 + F(n+1)F(n+2) + F(2n))/2 (OEIS, Somos): 25632, 67105', () => {
    const F = [0, 1];
    for (let k = 2; k <= 30; k++) F.push(F[k - 1]! + F[k - 2]!);
    expect((1 + F[12]! * F[13]! + F[22]!) / 2).toBe(25632);
    expect((1 + F[13]! * F[14]! + F[24]!) / 2).toBe(67105);
    expect(A110035.slice(10, 13)).toEqual([9791, 25632, 67105]);
  });
});

/** One timed block of TABLE2_TRIAL_STEPS steps of `ms` each: whether the choice ran each on all threads. */
function timedBlock(c: ThreadChoice, ms: number): boolean[] {
  const seen: boolean[] = [];
  for (let k = 0; k < TABLE2_TRIAL_STEPS; k++) {
    seen.push(c.parallel());
    c.record(1000, ms);
  }
  return seen;
}

describe('the timed choice between one thread and all (Table2Sweep from TABLE2_PARALLEL_FROM on)', () => {
  it('times a block on one thread and one on all, runs the faster for TABLE2_TRIAL_EVERY blocks, then times again', () => {
    const c = new ThreadChoice();
    const block = (ms: number): boolean[] => timedBlock(c, ms);
    // all threads twice as fast: one thread is timed, then all, then all are used
    expect(block(2).every((p) => !p)).toBe(true);
    expect(block(1).every((p) => p)).toBe(true);
    for (let b = 0; b < TABLE2_TRIAL_EVERY; b++) expect(block(1).every((p) => p)).toBe(true);
    // timed again; now one thread is faster (a loaded machine), so one thread is used
    expect(block(1).every((p) => !p)).toBe(true);
    expect(block(3).every((p) => p)).toBe(true);
    expect(block(1).every((p) => !p)).toBe(true);
  });

  it('keeps one thread on a tie or a lead under TABLE2_THREAD_MARGIN', () => {
    // the rule of ThreadChoice (its TSDoc): all threads need a rate TABLE2_THREAD_MARGIN times one thread's
    const c = new ThreadChoice();
    const block = (ms: number): boolean[] => timedBlock(c, ms);
    expect(TABLE2_THREAD_MARGIN).toBe(1.1);
    // a lead of 5%, then a tie: one thread is kept
    for (const one of [1.05, 1]) {
      expect(block(one).every((p) => !p)).toBe(true);
      expect(block(1).every((p) => p)).toBe(true);
      for (let b = 0; b < TABLE2_TRIAL_EVERY; b++) expect(block(1).every((p) => !p)).toBe(true);
    }
    // a lead of 20% (1 ms against 1.2 ms): all threads
    expect(block(1.2).every((p) => !p)).toBe(true);
    expect(block(1).every((p) => p)).toBe(true);
    for (let b = 0; b < TABLE2_TRIAL_EVERY; b++) expect(block(1).every((p) => p)).toBe(true);
    expect(block(1).every((p) => !p)).toBe(true);
  });

  it('guesses during a step whether the next one runs on all threads: exactly, but after the block timing all threads (then "all")', () => {
    // the rule of ThreadChoice (docs: Table2SweepOptions.threads): the guess made before record() must
    // equal parallel() after it, except when that record ends the block timing all threads, whose
    // outcome is not known before it
    const c = new ThreadChoice();
    const rounds = 2 * (2 + TABLE2_TRIAL_EVERY) * TABLE2_TRIAL_STEPS;
    let wrong = 0;
    let guessedAll = 0;
    for (let k = 0; k < rounds; k++) {
      const fast = k < rounds / 2 ? 1 : 3; // all threads faster in the first half, slower in the second
      const guess = c.nextParallel();
      const timingAll = c.parallel() && k % ((2 + TABLE2_TRIAL_EVERY) * TABLE2_TRIAL_STEPS) < 2 * TABLE2_TRIAL_STEPS;
      c.record(1000, c.parallel() ? fast : 2);
      if (guess !== c.parallel()) {
        wrong++;
        expect(timingAll).toBe(true);
        expect(guess).toBe(true);
      }
      if (guess) guessedAll++;
    }
    // wrong exactly once: at the end of the second timing of all threads, which lost
    expect(wrong).toBe(1);
    expect(guessedAll).toBeGreaterThan(0);
  });
});

