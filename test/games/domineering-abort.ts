/**
 * The abort check of issue 22 item 9 for Domineering on threads, shared by domineering-threads.test.ts
 * (npm test) and domineering-threads.long.test.ts (the issue's own timings, npm run test:long).
 */
import { expect } from 'vitest';
import { AbortError } from '../../src/index.js';
import { domineeringValueAsync } from '../../src/entries/rulesets.js';

/**
 * Values `board` on `threads` threads, aborts it `after` ms later, and checks that the abort came
 * as an AbortError and that the timer was not held up by a blocked event loop; resolves to the time
 * from the abort to the rejection, in ms.
 */
export async function abortLatency(board: string, threads: number, after: number): Promise<number> {
  const ac = new AbortController();
  const t0 = Date.now();
  let fired = 0;
  const timer = setTimeout(() => {
    fired = Date.now();
    ac.abort('stop');
  }, after);
  await expect(domineeringValueAsync(board, { threads, signal: ac.signal })).rejects.toBeInstanceOf(AbortError);
  clearTimeout(timer);
  expect(fired).toBeGreaterThan(0);
  expect(fired - t0).toBeLessThan(after + 1000); // the timer was not held up by a blocked event loop
  return Date.now() - fired;
}
