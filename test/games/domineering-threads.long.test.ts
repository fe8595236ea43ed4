/**
 * Issue 22 item 9 at the issue's own timing (npm run test:long): 7×7 Domineering on two threads,
 * aborted after 2 s (the issue saw that abort fire at 25.4 s, the event loop blocked); npm test
 * aborts the same board after 0.5 s (domineering-threads.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/engine/pool.js';
import { abortLatency } from './domineering-abort.js';

describe('Domineering on worker threads: the abort of issue 22 item 9', () => {
  it('7×7 on two threads aborted after 2 s stops within 2 s of the abort', async () => {
    const rect = Array.from({ length: 7 }, () => '.......').join('|');
    expect(await abortLatency(rect, 2, 2000)).toBeLessThan(2000);
    expect(WorkerPool.running('domineering')).toBe(0);
  }, 900_000);
});
