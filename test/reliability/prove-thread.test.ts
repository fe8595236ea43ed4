/**
 * Issue 22, the prover's library call (docs/reliability.md, "Still open" of session 4): Z3 read a
 * large text with the caller's event loop blocked, so neither a signal nor the time limit could
 * stop `prove(theorem4Claims(14))` of the library (the CLI refused finger counts above 8). Z3 now
 * runs in a worker thread of its own (src/prove/z3.ts): while it reads, the caller's timers run,
 * an abort ends the call at once (the thread is ended), and the next call starts a fresh Z3.
 *
 * Sources: the claims of Theorem 4 for finger count 14 are the paper's (Section 3.1) as the library
 * states them (`theorem4Claims`); that they take Z3 seconds to read is the measured fault (Lemma 1
 * at n = 10: 30 s, n = 15: 62 s, session 4). No expected value here is a solver's answer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AbortError } from '../../src/index.js';
import { WorkerPool } from '../../src/engine/pool.js';
import { proverAvailable, prove, releaseProver, theorem4Claims } from '../../src/entries/prove.js';

afterAll(async () => {
  await releaseProver();
});

describe('prove in a thread of its own', () => {
  it('theorem4Claims(14): the event loop stays free while Z3 reads it, and an abort ends the call at once (within a second on a loaded machine)', async () => {
    if (!(await proverAvailable())) return; // z3-solver is optional; it is installed in development
    const ac = new AbortController();
    let ticks = 0;
    const tick = setInterval(() => ticks++, 50);
    const t0 = performance.now();
    const call = prove(theorem4Claims(14), { signal: ac.signal, timeLimitMs: 600_000 });
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      ac.abort();
    }, 1500);
    const err = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    const end = performance.now();
    clearInterval(tick);
    expect(err).toBeInstanceOf(AbortError);
    // (bounds loose for a loaded shared machine: quiet, the AbortError comes in the same millisecond)
    expect(end - abortedAt).toBeLessThan(1000);
    // 1.5 s at a tick every 50 ms is 30 ticks; a blocked loop would have had none before the abort
    expect(ticks).toBeGreaterThan(5);
    expect(end - t0).toBeLessThan(10_000);
    // the thread of the aborted call is ended (Z3 with it)
    for (let i = 0; i < 100 && WorkerPool.running('prove') > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(WorkerPool.running('prove')).toBe(0);
  });
});
