/**
 * Large graphs: a cycle of 10^5 nodes is valued within seconds (the graph algorithms are linear
 * and the minimisation fuses the cycle before any pairwise work), and memory limits give a
 * LimitError. The same cycles at 10^6 nodes run in `npm run test:long` (large.long.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LimitError } from '../../src/engine/errors.js';
import { MAX_SHORT_FOLLOWERS, valuesOfGraph } from '../../src/loopy/index.js';
import { parseLoopy } from '../../src/notation/index.js';
import { cycleChecks } from './large-cycles.js';

describe('large graphs', () => {
  cycleChecks(100_000);
  it('a too-small memory limit gives a LimitError', () => {
    expect(() => valuesOfGraph({ size: 100, left: (v) => [(v + 1) % 100], right: () => [] }, [0], { maxNodes: 10 })).toThrow(LimitError);
    // pairs: 3 distinct loopy nodes need 9 pairs
    expect(() =>
      valuesOfGraph({ size: 3, left: (v) => [(v + 1) % 3], right: (v) => (v === 0 ? [0] : v === 1 ? [] : [2]) }, [0], { maxPairs: 2 }),
    ).toThrow(LimitError);
  });
  it('a short game with too many followers to become loopy nodes is a LimitError, not an out-of-memory crash', () => {
    // the integer 10^8 has 10^8 + 1 followers (n = {n-1|}, down to 0): x over = {x|pass} and
    // x + on need them all as nodes; before the limit both filled a 4 GB heap
    expect(MAX_SHORT_FOLLOWERS).toBe(1_000_000);
    for (const t of ['100000000over', '{100000000|pass}', '100000000 + on']) {
      expect(() => parseLoopy(t)).toThrow(LimitError);
      expect(() => parseLoopy(t)).toThrow(/MAX_SHORT_FOLLOWERS/);
    }
  }, 60_000);
});
