/**
 * Sidling by graph simplification: progress and cancellation. Expected values: G + G = G is
 * false for the 4-cycle a{0||||0|||a|*||*} of Siegel's Figure VI.3.2, p. 308 (CGSuite's
 * CanonicalStopperTestCase, IsIdempotent = false); the errors are the engine's documented ones.
 */
import { describe, expect, it } from 'vitest';
import { parseLoopy } from '../../src/notation/index.js';
import { type LoopyValue } from '../../src/loopy/index.js';
import { addAny } from '../../src/loopy/simplified.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { AbortError } from '../../src/engine/errors.js';

const g = parseLoopy('a{0||||0|||a|*||*}') as LoopyValue;

describe('sidling by graph simplification', () => {
  it('G + G differs from G for the 4-cycle (CGSuite: IsIdempotent false), reporting its phases', () => {
    const phases = new Set<string>();
    const s = addAny(g, g, { onProgress: (p) => phases.add(p.phase) });
    expect(compareSimplified(s, g)).not.toBe('=');
    expect(phases.has('sidle')).toBe(true);
    expect(phases.has('side compare round')).toBe(true);
  });
  it('an AbortSignal cancels it with AbortError', () => {
    const c = new AbortController();
    expect(() => addAny(g, g, { signal: c.signal, onProgress: (p) => { if (p.phase === 'side compare round') c.abort(); } })).toThrow(AbortError);
  });
});

import fc from 'fast-check';
import { unravelBy } from '../../src/loopy/sidle.js';
import { sideLeq, sideLeqProduct } from '../../src/loopy/compare.js';
import { sideOf } from '../../src/loopy/sided.js';
import { GameGraph, isStopperGraph } from '../../src/graph/index.js';
import { stopperGraph, fromGame, sumGraph, Stopper } from '../../src/loopy/stopper.js';
import { leqTable } from '../../src/loopy/compare.js';
import { ON, OFF, sided } from '../../src/loopy/index.js';
import { num, zero } from '../../src/engine/constructors.js';

describe('the side comparison (sidle.ts)', () => {
  // Hand-checked graph: 0 = on = {0|}, 1 = off = {|1}, 2 = dud = {2|2}, 3 = 0, 4 = 1 = {3|},
  // 5 = a{{|a}|} (5 → L 6, 6 → R 5).
  const g = GameGraph.from({ left: [[0], [], [2], [], [3], [6], []], right: [[], [1], [2], [], [], [], [5]] });
  const eq = (x: number, y: number, side: 'on' | 'off'): boolean => sideLeq(g, x, g, y, side) && sideLeq(g, y, g, x, side);
  it('dud equals on on the onside and off on the offside (Siegel VI.4: dud = on & off)', () => {
    expect(eq(2, 0, 'on')).toBe(true);
    expect(eq(2, 1, 'off')).toBe(true);
    expect(eq(2, 0, 'off')).toBe(false);
  });
  it('a{{|a}|} equals 1 on the onside and 0 on the offside (CGSuite SidedValueTestCase: 1 & 0)', () => {
    expect(eq(5, 4, 'on')).toBe(true);
    expect(eq(5, 3, 'off')).toBe(true);
    expect(eq(5, 3, 'on')).toBe(false);
  });
  it('on stoppers both sides agree with the comparison of stoppers (an infinite play of a difference of stoppers moves in both; Siegel VI.3–4)', () => {
    const graph = fc.integer({ min: 1, max: 7 }).chain((m) =>
      fc.tuple(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
      ),
    );
    fc.assert(
      fc.property(graph, ([left, right]) => {
        const w = GameGraph.from({ left, right });
        fc.pre(isStopperGraph(w));
        const st = leqTable(w);
        expect(sideLeqProduct(w, w, 'on')).toEqual(st);
        expect(sideLeqProduct(w, w, 'off')).toEqual(st);
      }),
      { numRuns: 150 },
    );
  });
});

describe('sides found by simplification satisfy G ≥ S and G ≤ S on their side (the self-check, CGSuite leq(h, onside))', () => {
  it('a{{|a}|} (1 & 0), dud (on & off) and Figure VI.3.2\'s 4-cycle plus itself', () => {
    const cases: { graph: GameGraph; root: number }[] = [
      { graph: GameGraph.from({ left: [[1], []], right: [[], [0]] }), root: 0 },
      { graph: GameGraph.from({ left: [[0]], right: [[0]] }), root: 0 },
      { graph: sumGraph([g as Stopper, g as Stopper]), root: 0 },
    ];
    for (const { graph: c, root } of cases) {
      for (const side of ['on', 'off'] as const) {
        const s = sideOf(c, undefined, root, side);
        const sg = stopperGraph([s]);
        const at = sg.index.get(s)!;
        expect(sideLeq(c, root, sg.graph, at, side)).toBe(true);
        expect(sideLeq(sg.graph, at, c, root, side)).toBe(true);
      }
    }
    expect(sided(ON, OFF).toString()).toBe('dud');
    expect(sideOf(GameGraph.from({ left: [[1], []], right: [[], [0]] }), undefined, 0, 'on')).toBe(fromGame(num(1)));
    expect(sideOf(GameGraph.from({ left: [[1], []], right: [[], [0]] }), undefined, 0, 'off')).toBe(fromGame(zero));
  });
  it('unravelling a cycle by k turns gives a graph with k + 1 copies of the cycle, the move missing from the last', () => {
    // on = {on|}: unravel Left's loop once: {{|}|} = {0|} = 1 (by hand)
    const u = unravelBy(GameGraph.from({ left: [[0]], right: [[]] }), 0, 0, 0, 1);
    expect(u.toLists()).toEqual({ left: [[1], []], right: [[], []] });
  });
});
