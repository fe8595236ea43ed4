/**
 * Where the worker pool starts its workers (src/engine/pool.ts, workerLocation): from the worker
 * files built from the sources when the environment names them (the test suite's global setup does,
 * test/setup/global.ts), else from the `.ts` files through dev-worker.mjs and tsx, as `npm run cli`
 * and the benchmarks run. Both paths give the same values: 2 × 2 Domineering is ±1 (by hand: every
 * vertical domino leaves Left a 2 × 1 strip, 1; every horizontal one leaves Right a 1 × 2 strip,
 * −1) and 2 × 3 is {2|−1/2} (Winning Ways, ch. 5; the hand derivation in
 * test/games/domineering.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_WORKERS_ENV, WorkerPool, workerLocation } from '../../src/engine/pool.js';
import { domineeringValueAsync } from '../../src/entries/rulesets.js';
import { game, num } from '../../src/index.js';

const saved = process.env[BUILT_WORKERS_ENV];
afterEach(() => {
  if (saved === undefined) delete process.env[BUILT_WORKERS_ENV];
  else process.env[BUILT_WORKERS_ENV] = saved;
});

const file = { entry: 'domineering-worker', source: './worker.ts', base: new URL('../../src/games/domineering/parallel.ts', import.meta.url).href };

describe('the worker pool run from the sources', () => {
  it('the test suite names the built worker files, and the pool starts them from there', () => {
    expect(saved).toMatch(/^file:/);
    expect(workerLocation(file)).toEqual({ url: new URL('./domineering-worker.cjs', `${saved!.replace(/\/$/, '')}/`) });
  });

  it('without them, it starts the .ts file through dev-worker.mjs, and values a board on two threads', async () => {
    delete process.env[BUILT_WORKERS_ENV];
    const where = workerLocation(file);
    expect(where.url.pathname).toMatch(/\/src\/engine\/dev-worker\.mjs$/);
    expect(where.source).toBe(new URL('../../src/games/domineering/worker.ts', import.meta.url).href);
    expect(await domineeringValueAsync('..|..', { threads: 2 })).toBe(game([num(1)], [num(-1)]));
    expect(await domineeringValueAsync('...|...', { threads: 2 })).toBe(game([num(2)], [num('-1/2')]));
    expect(WorkerPool.running('domineering')).toBe(0);
  }, 60_000);

  it('with them, the same values', async () => {
    expect(await domineeringValueAsync('..|..', { threads: 2 })).toBe(game([num(1)], [num(-1)]));
    expect(await domineeringValueAsync('...|...', { threads: 2 })).toBe(game([num(2)], [num('-1/2')]));
    expect(WorkerPool.running('domineering')).toBe(0);
  }, 60_000);
});
