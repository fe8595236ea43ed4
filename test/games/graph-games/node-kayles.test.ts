/**
 * Node Kayles. CGSuite has no Node Kayles; on a path it is Dawson's chess (0.137), whose values
 * are those of Dawson's Kayles (0.07) one heap larger (Winning Ways, ch. 4), and CGSuite's
 * GameGraphTest.scala (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/, line 18)
 * lists Arc Kayles on paths, which is Dawson's Kayles. The closed forms (cycles, complete graphs,
 * stars) and the fast path are checked against the plain rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelledGraph } from '../../../src/games/graph-string/graph.js';
import { formatGraphString } from '../../../src/games/graph-string/text.js';
import { dawsonChessByRule, dawsonChessNim, nodeKaylesGraphMoves, nodeKaylesKnown, nodeKaylesSimpleGraph, nodeKaylesValue, parseNodeKayles } from '../../../src/games/node-kayles/index.js';
import { arbitraryGraph, plainNim } from './support.js';

// GameGraphTest.scala line 18: [ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50]
const ARC_KAYLES_PATHS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5];

const nk = (g: LabelledGraph): number => nodeKaylesValue(nodeKaylesSimpleGraph(g));
const plain = (g: LabelledGraph): number => plainNim(g, (h) => nodeKaylesGraphMoves(h));

describe('Node Kayles on paths is Dawson’s chess', () => {
  it("a path of n vertices has the value CGSuite gives Arc Kayles on n + 1 (n = 0..49)", () => {
    for (let n = 0; n < 50; n++) expect(nk(LabelledGraph.path(n))).toBe(ARC_KAYLES_PATHS[n]);
  });
  it('the search on paths without the closed form agrees (n ≤ 14)', () => {
    for (let n = 0; n <= 14; n++) expect(plain(LabelledGraph.path(n))).toBe(ARC_KAYLES_PATHS[n]);
  });
  it('the period 34 from n = 52 holds against the recurrence up to 2,000', () => {
    const table = dawsonChessByRule(2000);
    for (let n = 0; n < 2000; n++) expect(dawsonChessNim(n)).toBe(table[n]);
  });
});

describe('closed forms against the plain rules', () => {
  it('cycles, complete graphs and stars up to 9 vertices', () => {
    for (let n = 3; n <= 9; n++) {
      expect(nodeKaylesKnown(nodeKaylesSimpleGraph(LabelledGraph.cycle(n)))).toBe(plain(LabelledGraph.cycle(n)));
      expect(nodeKaylesKnown(nodeKaylesSimpleGraph(LabelledGraph.clique(n)))).toBe(plain(LabelledGraph.clique(n)));
      expect(nodeKaylesKnown(nodeKaylesSimpleGraph(LabelledGraph.star(n)))).toBe(plain(LabelledGraph.star(n)));
    }
  });
  it('hand derivations', () => {
    expect(nk(parseNodeKayles(''))).toBe(0);
    expect(nk(parseNodeKayles('.'))).toBe(1);
    expect(nk(parseNodeKayles('.;.'))).toBe(0);
    expect(nk(parseNodeKayles(':A----:A'))).toBe(0);
    // a star with 3 leaves: the centre leaves 0, a leaf leaves two lone vertices (0): mex{0} = 1
    expect(nk(parseNodeKayles('(-;-;-)'))).toBe(1);
    // a star with 4 leaves: a leaf leaves three lone vertices (*): mex{0, 1} = 2
    expect(nk(parseNodeKayles('(-;-;-;-)'))).toBe(2);
  });
});

describe('the fast path agrees with the plain rules (fast-check)', () => {
  it('random graphs of up to 9 vertices', () => {
    fc.assert(
      fc.property(arbitraryGraph(9, [''], ['']), (g0) => {
        const g = parseNodeKayles(formatGraphString(g0));
        expect(nk(g)).toBe(plain(g));
      }),
      { numRuns: 150 },
    );
  });
});
