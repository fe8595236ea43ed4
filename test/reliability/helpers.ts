/** Shared by the reliability tests: a call that must give a value or a bounded PartizanError, a deep chain, inputs that use up the work budget. */
import { expect } from 'vitest';
import { game, num, PartizanError, zero, type Game } from '../../src/index.js';

/** The call gives a value, or throws a PartizanError whose message is bounded; returns which. */
export function settle(f: () => unknown): { value?: unknown; error?: PartizanError } {
  try {
    return { value: f() };
  } catch (e) {
    expect(e).toBeInstanceOf(PartizanError);
    expect((e as Error).message.length).toBeLessThan(1000);
    expect((e as Error).message).not.toMatch(/Infinity characters|NaN characters/);
    return { error: e as PartizanError };
  }
}

/** The chain of the README's deep-games example, {k + 2 | previous}, `depth` levels deep. */
export function chain(depth: number): Game {
  let g = zero;
  for (let k = 1; k <= depth; k++) g = game([num(k + 2)], [g]);
  return g;
}

/**
 * The budget of work (setMaxWork) under which `npm test` runs the inputs that use up the whole
 * budget before their LimitError: a tenth of the default (DEFAULT_MAX_WORK, 10^7 steps), which
 * deep.long.test.ts (`npm run test:long`) uses.
 */
export const SMALL_WORK = 1_000_000;

/** Texts of issue 22 item 13 whose reading ends in the LimitError of maxWork, after the whole budget. */
export const AT_THE_BUDGET = ['(^)' + '.NortonProduct(^)'.repeat(50), '1000000*{0||0|-1}'];

/**
 * CPU milliseconds of this process (all its threads) spent in `f`, with what `f` returns: a bound on
 * work that a loaded machine does not stretch (a test file of the long run has a process of its
 * own), where a wall-clock bound fails when other processes hold the cores.
 */
export function cpuMs<T>(f: () => T): { ms: number; result: T } {
  const c0 = process.cpuUsage();
  const result = f();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, result };
}
