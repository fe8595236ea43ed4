/**
 * The cycle checks of large.test.ts (n = 10^5, in `npm test`) and large.long.test.ts (n = 10^6,
 * in `npm run test:long`): the same assertions at two sizes.
 */
import { expect, it } from 'vitest';
import { zero } from '../../src/engine/constructors.js';
import { ON, OVER, valuesOfGraph } from '../../src/loopy/index.js';

/** A cycle of n Left moves is on, and a cycle of n nodes {0 | next} is over. */
export function cycleChecks(n: number): void {
  it(`a cycle of ${n} Left moves is on (each node is {next|}, and on = {on|}: Siegel, CGT, Section VI.1)`, () => {
    const [v] = valuesOfGraph({ size: n, left: (v) => [(v + 1) % n], right: () => [] }, [0]);
    expect(v).toBe(ON);
  }, 60_000);
  it(`a cycle of ${n} nodes {0 | next} is over (each node is {0 | next}, and over = {0 | over}: Siegel, CGT, Section VI.1)`, () => {
    // node n is 0; nodes 0..n−1 form the cycle of Right moves
    const [v] = valuesOfGraph({ size: n + 1, left: (v) => (v < n ? [n] : []), right: (v) => (v < n ? [(v + 1) % n] : []), shortValue: (v) => (v === n ? zero : undefined) }, [0]);
    expect(v).toBe(OVER);
  }, 60_000);
}
