/**
 * The warm-started deletion tests of the sidling (sidle.ts, `SideTable`) against
 * the comparison solved from scratch (`solvedWin`, the solver the CGSuite cases of cgsuite.test.ts
 * and sidling.test.ts check). Expected values: the from-scratch solution of the same comparison
 * game, on random graphs (every graph of up to 7 nodes with up to 3 moves per player and node is
 * possible), with random sets of deleted moves; no value is written by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SideTable } from '../../src/loopy/sidle.js';
import { RWIN, solveProduct } from '../../src/loopy/compare.js';
import { GameGraph } from '../../src/graph/index.js';

/** Left's surviving states of the comparison game of `a` against `b`, a byte per state (from scratch). */
function solvedWin(a: GameGraph, b: GameGraph, side: 'on' | 'off', opts: object): Uint8Array {
  const status = solveProduct(a, b, side, opts);
  return Uint8Array.from(status, (v) => (v === RWIN ? 0 : 1));
}

/** A graph by its lists (the tests cut them by hand); `G` reads one into a GameGraph. */
type WorkGraph = { left: number[][]; right: number[][] };
const G = (g: WorkGraph): GameGraph => GameGraph.from(g);

const graphAndCut = fc.integer({ min: 1, max: 7 }).chain((m) =>
  fc.record({
    left: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
    right: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
    side: fc.constantFrom<'on' | 'off'>('on', 'off'),
    who: fc.constantFrom<0 | 1>(0, 1),
    // which moves of `who` to delete: a bit per move, read in order
    bits: fc.array(fc.boolean(), { minLength: 21, maxLength: 21 }),
    root: fc.integer({ min: 0, max: m - 1 }),
  }),
);

/** The moves of `who` chosen by `bits`, and the graph without them. */
function cut(g: WorkGraph, who: 0 | 1, bits: readonly boolean[]): { edges: [number, number][]; t: WorkGraph } {
  const lists = who === 0 ? g.left : g.right;
  const edges: [number, number][] = [];
  let i = 0;
  lists.forEach((l, v) => l.forEach((w) => { if (bits[i++ % bits.length]) edges.push([v, w]); }));
  const cutLists = lists.map((l, v) => l.filter((w) => !edges.some(([a, b]) => a === v && b === w)));
  return { edges, t: who === 0 ? { left: cutLists, right: g.right } : { left: g.left, right: cutLists } };
}

describe('warm-started deletion tests (sidle.ts)', () => {
  it('solving G − G\' (or G\' − G) from the solution of G − G gives the solution from scratch', () => {
    fc.assert(
      fc.property(graphAndCut, ({ left, right, side, who, bits }) => {
        const g = { left, right };
        const { edges, t } = cut(g, who, bits);
        const [a, b] = who === 0 ? [g, t] : [t, g];
        const expected = solvedWin(G(a), G(b), side, {});
        const tab = new SideTable(G(g), side, {});
        const before = tab.states.slice();
        const win = tab.solveWithout(who, edges);
        expect(tab.states).toEqual(before);
        expect(win).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
  it('a deletion test for every node succeeds exactly when every node keeps its side, and leaves the table of the new graph', () => {
    fc.assert(
      fc.property(graphAndCut, ({ left, right, side, who, bits }) => {
        const g = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const n = left.length;
        const { edges, t } = cut(g, who, bits);
        const [a, b] = who === 0 ? [g, t] : [t, g];
        const ref = solvedWin(G(a), G(b), side, {});
        let keeps = true;
        for (let v = 0; v < n; v++) if (!ref[2 * (v * n + v) + 1]) keeps = false;
        const tab = new SideTable(G(g), side, {});
        expect(tab.tryDelete(who, edges, undefined, {})).toBe(keeps);
        expect(tab.g.toLists().left).toEqual(keeps ? t.left : left);
        expect(tab.g.toLists().right).toEqual(keeps ? t.right : right);
        expect(tab.states).toEqual(solvedWin(tab.g, tab.g, side, {}));
      }),
      { numRuns: 3000 },
    );
  });
  it('a deletion test for one node succeeds exactly when that node keeps its side', () => {
    fc.assert(
      fc.property(graphAndCut, ({ left, right, side, who, bits, root }) => {
        const g = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const n = left.length;
        const { edges, t } = cut(g, who, bits);
        const [a, b] = who === 0 ? [g, t] : [t, g];
        const keeps = solvedWin(G(a), G(b), side, {})[2 * (root * n + root) + 1] === 1;
        const tab = new SideTable(G(g), side, {});
        expect(tab.tryDelete(who, edges, [root], {})).toBe(keeps);
        expect(tab.states).toEqual(solvedWin(tab.g, tab.g, side, {}));
      }),
      { numRuns: 3000 },
    );
  });
  it('a run of deletion tests on one table (successes carry the table on, failures undo): each as from scratch', () => {
    const steps = fc.array(fc.record({ who: fc.constantFrom<0 | 1>(0, 1), bits: fc.array(fc.boolean(), { minLength: 21, maxLength: 21 }) }), { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(graphAndCut, steps, ({ left, right, side }, run) => {
        const g = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const n = left.length;
        const tab = new SideTable(G(g), side, {});
        for (const { who, bits } of run) {
          const cur = tab.g.toLists();
          const { edges, t } = cut(cur, who, bits);
          const [a, b] = who === 0 ? [cur, t] : [t, cur];
          const ref = solvedWin(G(a), G(b), side, {});
          let keeps = true;
          for (let v = 0; v < n; v++) if (!ref[2 * (v * n + v) + 1]) keeps = false;
          expect(tab.tryDelete(who, edges, undefined, {})).toBe(keeps);
          expect(tab.states).toEqual(solvedWin(tab.g, tab.g, side, {}));
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('for one root, a table against the graph fixed at the start (solved, or copied from the graph against itself): a run of deletions of one player, each as from scratch', () => {
    const steps = fc.array(fc.array(fc.boolean(), { minLength: 21, maxLength: 21 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(graphAndCut, steps, ({ left, right, side, who, root }, run) => {
        const g = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const g0 = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const n = left.length;
        // half the time the table is copied from the table of the graph against itself
        const copy = root % 2 === 0 ? new SideTable(G(g), side, {}) : undefined;
        const tab = new SideTable(G(g), side, {}, { graph: G(g0), as: who === 0 ? 'X' : 'Y' }, copy);
        for (const bits of run) {
          const cur = tab.g.toLists();
          const { edges, t } = cut(cur, who, bits);
          // the root keeps its side when G₀ ≤ G' (Left moves deleted) or G' ≤ G₀ (Right moves)
          const keeps = (who === 0 ? solvedWin(G(g0), G(t), side, {}) : solvedWin(G(t), G(g0), side, {}))[2 * (root * n + root) + 1] === 1;
          expect(tab.tryDelete(who, edges, [root], {})).toBe(keeps);
          expect(tab.states).toEqual(who === 0 ? solvedWin(G(g0), tab.g, side, {}) : solvedWin(tab.g, G(g0), side, {}));
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('after a change that keeps every node\'s side, the table carried on (rebase) is the table from scratch; after any other, a fixed point or solved again', () => {
    let kept = 0;
    fc.assert(
      fc.property(graphAndCut, graphAndCut, ({ left, right, side }, other) => {
        const n = left.length;
        // the change: some nodes take the lists of the other graph (where its nodes exist)
        const m = other.left.length;
        const left2 = left.map((l, v) => (v < m && other.bits[v] ? other.left[v]!.filter((w) => w < n) : l.slice()));
        const right2 = right.map((r, v) => (v < m && other.bits[v + 7] ? other.right[v]!.filter((w) => w < n) : r.slice()));
        const g = { left: left.map((l) => l.slice()), right: right.map((r) => r.slice()) };
        const tab = new SideTable(G(g), side, {});
        const before = { left, right };
        const after = { left: left2, right: right2 };
        const ab = solvedWin(G(before), G(after), side, {});
        const ba = solvedWin(G(after), G(before), side, {});
        let keeps = true;
        for (let v = 0; v < n; v++) if (!ab[2 * (v * n + v) + 1] || !ba[2 * (v * n + v) + 1]) keeps = false;
        for (let v = 0; v < n; v++) tab.g.setOptions(v, left2[v]!, right2[v]!);
        tab.rebase({});
        const ref = solvedWin(G(after), G(after), side, {});
        if (keeps) {
          kept++;
          expect(tab.states).toEqual(ref);
        } else {
          // never more than Left's true survival set (a fixed point of the rules is survivable)
          for (let i = 0; i < ref.length; i++) if (tab.states[i]) expect(ref[i]).toBe(1);
        }
      }),
      { numRuns: 2000 },
    );
    expect(kept).toBeGreaterThan(100);
  });
});
