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

describe('graphOutcomes (play as it stands, infinite play a draw)', () => {
  it('on, tis, tisn, over, 0 in one graph', async () => {
    const { graphOutcomes } = await import('../../src/loopy/index.js');
    // 0 = on, 1 = tis, 2 = tisn, 3 = over = {4|3}, 4 = 0; 5 = dud = {5|5}
    const left = [[0], [2], [], [4], [], [5]];
    const right = [[], [], [1], [3], [], [5]];
    // CGSuite: on → L, over → L (CanonicalStopperTestCase); tis = 1 & 0 → PHat, dud → D
    // (SidedValueTestCase); 0 → P. tisn = {|tis} by hand: Left to move has no move and loses;
    // Right to move goes to tis, Left back to tisn, forever: a draw. (Right wins, draw) = PCheck.
    expect(graphOutcomes({ left, right })).toEqual(['L', 'PHat', 'PCheck', 'L', 'P', 'D']);
  });
  it("Bach's Carousel is N (CGSuite SidedValueTestCase)", async () => {
    const { graphOutcomes } = await import('../../src/loopy/index.js');
    // a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}: a = {0, b | 0}, b = {1 | 1, c}, c = {*, d | *}, d = {1* | 1*, a};
    // nodes: 0 a, 1 b, 2 c, 3 d, 4 = 0, 5 = 1, 6 = *, 7 = 1*
    const left = [[4, 1], [5], [6, 3], [7], [], [4], [4], [5]];
    const right = [[4], [5, 2], [6], [7, 0], [], [], [4], [5]];
    expect(graphOutcomes({ left, right })[0]).toBe('N');
  });
});

describe('valuesOfGraphPartial', () => {
  it("values what it can and leaves Bach's Carousel undefined", async () => {
    const { valuesOfGraphPartial, valuesOfGraph: vg, ON: on } = await import('../../src/loopy/index.js');
    // nodes 0..7: Bach's Carousel as in the test above; node 8 = {pass|} = on
    const left = [[4, 1], [5], [6, 3], [7], [], [4], [4], [5], [8]];
    const right = [[4], [5, 2], [6], [7, 0], [], [], [4], [5], []];
    const spec = { size: 9, left: (v: number) => left[v]!, right: (v: number) => right[v]! };
    expect(valuesOfGraphPartial(spec, [0, 8])).toEqual([undefined, on]);
    expect(() => vg(spec, [0, 8])).toThrow();
  });
});
