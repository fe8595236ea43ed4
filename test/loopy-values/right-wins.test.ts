/**
 * The comparison games solved for Right's wins only (compare.ts: the comparison of stoppers,
 * `leqTable`, and the plays that end, `solveProduct(..., retroOnly)`, where a Right-to-move state
 * with no move is given to the kernel as a draw). Expected values: a naive fixed point written here
 * from the definition (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.3: X ≤ Y when Left,
 * moving second in Y − X, is never left without a move; an infinite play is a survival): the
 * states Right can force to a Left-to-move state with no move, found by sweeping every state
 * until nothing changes. Random graphs of up to 7 nodes with up to 3 moves per player and node,
 * cycles allowed; no value is written by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leqTable, solveProduct, RWIN } from '../../src/loopy/compare.js';
import { GameGraph } from '../../src/graph/index.js';

type Lists = { left: number[][]; right: number[][] };

const lists = (m: number) =>
  fc.record({
    left: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
    right: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
  });
const twoGraphs = fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })).chain(([m, k]) => fc.tuple(lists(m), lists(k)));

/**
 * Right's wins in Y − X (X a node of `a`, Y of `b`): rw[2p] (Left to move) and rw[2p + 1] (Right
 * to move), p = x·|b| + y. Left moves in Y or, as −X, with Right's moves of X; Right moves in Y or
 * with Left's moves of X. Left to move is lost when every move of hers reaches a lost state (none:
 * lost at once); Right to move wins when one of his moves reaches a lost Left-to-move state.
 */
function naiveRightWins(a: Lists, b: Lists): Uint8Array {
  const na = a.left.length;
  const nb = b.left.length;
  const rw = new Uint8Array(2 * na * nb);
  for (let changed = true; changed; ) {
    changed = false;
    for (let x = 0; x < na; x++) {
      for (let y = 0; y < nb; y++) {
        const p = x * nb + y;
        if (!rw[2 * p]) {
          const lost = b.left[y]!.every((y1) => rw[2 * (x * nb + y1) + 1]) && a.right[x]!.every((x1) => rw[2 * (x1 * nb + y) + 1]);
          if (lost) { rw[2 * p] = 1; changed = true; }
        }
        if (!rw[2 * p + 1]) {
          const wins = b.right[y]!.some((y1) => rw[2 * (x * nb + y1)]) || a.left[x]!.some((x1) => rw[2 * (x1 * nb + y)]);
          if (wins) { rw[2 * p + 1] = 1; changed = true; }
        }
      }
    }
  }
  return rw;
}

describe('comparison games solved for Right\'s wins only (compare.ts)', () => {
  it('leqTable is the comparison of stoppers by its definition', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }).chain((m) => lists(m)), (g) => {
        const rw = naiveRightWins(g, g);
        const n = g.left.length;
        const le = leqTable(GameGraph.from(g));
        for (let p = 0; p < n * n; p++) expect(le[p]).toBe(rw[2 * p + 1] ? 0 : 1);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });

  it('the plays that end of a side comparison (retroOnly) give Right\'s wins by the definition, for two graphs', () => {
    fc.assert(
      fc.property(twoGraphs, fc.constantFrom<'on' | 'off'>('on', 'off'), ([a, b], side) => {
        const rw = naiveRightWins(a, b);
        const status = solveProduct(GameGraph.from(a), GameGraph.from(b), side, {}, undefined, true);
        for (let s = 0; s < rw.length; s++) expect(status[s] === RWIN).toBe(rw[s] === 1);
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });
});
