/**
 * valuesOfGraph on mixed graphs: stopper nodes and sided nodes valued in one call, bad input
 * refused with typed errors, cancellation. Expected values: the definitions of on, over, tis and
 * tisn (Winning Ways ch. 11; CGSuite's SidedValueTestCase `a{{|a}|}` = 1 & 0).
 */
import { describe, expect, it } from 'vitest';
import { AbortError } from '../../src/engine/errors.js';
import { zero } from '../../src/engine/constructors.js';
import { LoopyGraphError, ON, OVER, TIS, TISN, valuesOfGraph } from '../../src/loopy/index.js';

describe('valuesOfGraph', () => {
  // node 0 = {pass|} = on; 1 = tis = {2|}; 2 = tisn = {|1}; 3 = {4 | 3} = over; 4 = 0
  const left = [[0], [2], [], [4], []];
  const right = [[], [], [1], [3], []];
  const spec = { size: 5, left: (v: number) => left[v]!, right: (v: number) => right[v]!, shortValue: (v: number) => (v === 4 ? zero : undefined) };
  it('values stopper and non-stopper nodes in one call', () => {
    expect(valuesOfGraph(spec, [0, 1, 2, 3])).toEqual([ON, TIS, TISN, OVER]);
    const [a, b] = valuesOfGraph(spec, [3, 1]);
    expect(a).toBe(OVER);
    expect(b).toBe(TIS);
  });
  it('edges to missing nodes are a LoopyGraphError', () => {
    expect(() => valuesOfGraph({ size: 2, left: () => [2], right: () => [] }, [0])).toThrow(LoopyGraphError);
    expect(() => valuesOfGraph(spec, [7])).toThrow(LoopyGraphError);
  });
  it('an aborted signal stops the computation with an AbortError', () => {
    const ac = new AbortController();
    ac.abort();
    const N = 200_000;
    expect(() => valuesOfGraph({ size: N, left: (v) => [(v + 1) % N], right: () => [] }, [0], { signal: ac.signal })).toThrow(AbortError);
  });
});
