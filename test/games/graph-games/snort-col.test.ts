/**
 * Snort and Col on graphs and grids. Expected values: CGSuite's own tests
 * (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, aaron-siegel/cgsuite, lines
 * given), cgt-tools' Snort tests (cgt/short/partizan/games/snort.rs, t4ccer/cgt-tools) and hand
 * derivations; the fast path (components, closed forms, keys up to isomorphism) against the plain
 * rules on random positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, neg, parse } from '../../../src/index.js';
import {
  COL_RULES,
  type ColouringRules,
  colouringGraphMoves,
  colouringGridGraph,
  colouringGridMoves,
  colouringSimpleGraph,
  colouringValue,
  formatColouringGrid,
  parseColouringGraph,
  parseColouringGrid,
  SNORT_RULES,
} from '../../../src/games/gen-col/index.js';
import { LabelledGraph } from '../../../src/games/graph-string/graph.js';
import { formatGraphString } from '../../../src/games/graph-string/text.js';
import { PositionSyntaxError } from '../../../src/games/syntax-error.js';
import { findGame } from '../../../src/games/catalog.js';
import { arbitraryGraph, plainValue } from './support.js';

const value = (text: string, rules: ColouringRules): string => format(colouringValue(colouringSimpleGraph(parseColouringGraph(text, rules)), rules));
const gridValue = (text: string, rules: ColouringRules): string => format(colouringValue(colouringSimpleGraph(colouringGridGraph(parseColouringGrid(text, rules))), rules));

describe("Snort and Col: CGSuite's GameGraphTest.scala", () => {
  it('Col("R-.-R-.-L-.-R-.-R-.") = 7/8 (line 33)', () => {
    expect(value('R-.-R-.-L-.-R-.-R-.', COL_RULES)).toBe('7/8');
  });
  it('Snort("L-.-.-.-L") = {4|0,+-1} (line 34)', () => {
    expect(value('L-.-.-.-L', SNORT_RULES)).toBe('{4|0,+-1}');
  });
  it('Snort(".-.-.(-.;-.)") = +-{3|2} (line 35)', () => {
    expect(value('.-.-.(-.;-.)', SNORT_RULES)).toBe('+-{3|2}');
  });
});

describe("Snort: cgt-tools' snort.rs tests", () => {
  it('ten lone uncoloured vertices are 0, eleven are * (correct_canonical_forms, clusters of 10 and 11)', () => {
    expect(value(Array(10).fill('.').join(';'), SNORT_RULES)).toBe('0');
    expect(value(Array(11).fill('.').join(';'), SNORT_RULES)).toBe('*');
  });
  it('the caterpillar C(3, 2, 3) is {5, {{8|6*}|0}|-5, {0|{-6*|-8}}} (correct_canonical_forms)', () => {
    // a path of three vertices; the middle one carries 2 leaves, each end 3
    const v = colouringValue(colouringSimpleGraph(parseColouringGraph('.(-;-;-(-;-;-);-(-;-;-))', SNORT_RULES)), SNORT_RULES);
    expect(v).toBe(parse('{5, {{8|6*}|0}|-5, {0|{-6*|-8}}}'));
  });
});

describe("the moves are CGSuite's GenCol.Options", () => {
  it('colouring a vertex deletes it, tints its uncoloured neighbours and deletes those tinted by the opponent', () => {
    // hand derivation from GenCol.cgs: in Snort("L-.-.-.-L") Left colours the second vertex:
    // the first (L) stays, the third becomes L; the rest is unchanged, vertices in order
    const opts = colouringGraphMoves(parseColouringGraph('L-.-.-.-L', SNORT_RULES), SNORT_RULES, 'L').map(formatGraphString);
    expect(opts).toContain('L;L--L');
    // Right may colour only the three unlabelled vertices in Snort
    expect(colouringGraphMoves(parseColouringGraph('L-.-.-.-L', SNORT_RULES), SNORT_RULES, 'R')).toHaveLength(3);
    // in Col an L vertex is Right's: Right colours it, and its neighbour already tinted R (next
    // to red) stays R; a neighbour tinted by the opponent would be deleted
    expect(colouringGraphMoves(parseColouringGraph('L-R', COL_RULES), COL_RULES, 'R').map(formatGraphString)).toEqual(['R']);
    expect(colouringGraphMoves(parseColouringGraph('L-R', COL_RULES), COL_RULES, 'L').map(formatGraphString)).toEqual(['L']);
    expect(colouringGraphMoves(parseColouringGraph('L-.', COL_RULES), COL_RULES, 'L').map(formatGraphString)).toEqual(['L']);
    expect(colouringGraphMoves(parseColouringGraph('L-.-R', COL_RULES), COL_RULES, 'R').map(formatGraphString)).toEqual(['R-R', 'R']);
  });

  it('hand derivations of small values', () => {
    // Snort on a path of two: the mover's colour claims the other vertex: {1|-1}
    expect(value('-', SNORT_RULES)).toBe('+-1');
    // Col on a path of three: Left colouring an end leaves L-. = {-1 | 1, 0} = -1/2, the middle
    // leaves two L vertices (-2); Right's are the negatives: {-1/2, -2 | 1/2, 2} = 0
    expect(value('-.', COL_RULES)).toBe('0');
    expect(value('L-.', COL_RULES)).toBe('-1/2');
    expect(value('--', COL_RULES)).toBe('0');
    expect(value('L', SNORT_RULES)).toBe('1');
    expect(value('R', SNORT_RULES)).toBe('-1');
    expect(value('L', COL_RULES)).toBe('-1');
    expect(value('R', COL_RULES)).toBe('1');
    expect(value('', SNORT_RULES)).toBe('0');
  });
});

describe('Snort and Col on grids', () => {
  it('reads and prints boards, and says where one is wrong', () => {
    expect(formatColouringGrid(parseColouringGrid('..x|o.#', SNORT_RULES))).toBe('..x|o.#');
    expect(formatColouringGrid(parseColouringGrid('..X|O.#', SNORT_RULES))).toBe('..x|o.#');
    for (const [bad, at] of [
      ['..|...', 5],
      ['..|', 3],
      ['.a.', 1],
    ] as const) {
      try {
        parseColouringGrid(bad, SNORT_RULES);
        expect.unreachable(bad);
      } catch (e) {
        expect(e).toBeInstanceOf(PositionSyntaxError);
        expect((e as PositionSyntaxError).index).toBe(at);
      }
    }
  });
  it('a grid is the graph of its uncoloured squares, tinted by their coloured neighbours', () => {
    expect(formatGraphString(colouringGridGraph(parseColouringGrid('...', SNORT_RULES)))).toBe('--');
    expect(formatGraphString(colouringGridGraph(parseColouringGrid('x..|..o', SNORT_RULES)))).toBe('L(-R;-R-L)');
    // a square next to both colours is nobody's
    expect(colouringGridGraph(parseColouringGrid('x.o', SNORT_RULES)).size).toBe(0);
  });
  it('hand derivations: Snort .. = ±1, Col .. = 0; the 2×2 Snort board', () => {
    expect(gridValue('..', SNORT_RULES)).toBe('+-1');
    expect(gridValue('..', COL_RULES)).toBe('0');
    // 2×2 is a 4-cycle: Left takes a corner, its two neighbours become L and the far corner
    // stays free: L-.-L, where Left's every move leaves two L vertices (2) and Right's one move
    // deletes all (0): {2|0}; Right's options are the negatives
    expect(value('L-.-L', SNORT_RULES)).toBe('{2|0}');
    expect(colouringValue(colouringSimpleGraph(colouringGridGraph(parseColouringGrid('..|..', SNORT_RULES))), SNORT_RULES)).toBe(parse('{{2|0}|{0|-2}}'));
  });
  it("a grid's moves have the values of its graph's moves (fast-check)", () => {
    const arbGrid = fc
      .record({ rows: fc.integer({ min: 1, max: 3 }), cols: fc.integer({ min: 1, max: 3 }), cells: fc.array(fc.constantFrom('.', '.', '.', 'x', 'o', '#'), { minLength: 9, maxLength: 9 }) })
      .map(({ rows, cols, cells }) => ({ rows, cols, cells: cells.slice(0, rows * cols).join('') }));
    for (const rules of [SNORT_RULES, COL_RULES]) {
      fc.assert(
        fc.property(arbGrid, (g) => {
          for (const p of ['L', 'R'] as const) {
            const a = colouringGridMoves(g, rules, p).map((q) => colouringValue(colouringSimpleGraph(colouringGridGraph(q)), rules));
            const b = colouringGraphMoves(colouringGridGraph(g), rules, p).map((q) => colouringValue(colouringSimpleGraph(q), rules));
            expect(new Set(a)).toEqual(new Set(b));
          }
        }),
        { numRuns: 150 },
      );
    }
  });
});

describe('the fast path agrees with the plain rules (fast-check)', () => {
  for (const rules of [SNORT_RULES, COL_RULES]) {
    it(`${rules.name}: random graphs of up to 7 vertices, labels, loops and parallel edges`, () => {
      fc.assert(
        fc.property(arbitraryGraph(7, ['', '', 'L', 'R'], ['']), (g0) => {
          const g = parseColouringGraph(formatGraphString(g0), rules);
          const fast = colouringValue(colouringSimpleGraph(g), rules);
          expect(fast).toBe(plainValue(g, (h, p) => colouringGraphMoves(h, rules, p)));
        }),
        { numRuns: 120 },
      );
    });
    it(`${rules.name}: exchanging the labels L and R negates the value`, () => {
      fc.assert(
        fc.property(arbitraryGraph(8, ['', 'L', 'R'], [''], false), (g) => {
          const swapped = new LabelledGraph(
            g.labels.map((l) => (l === 'L' ? 'R' : l === 'R' ? 'L' : l)),
            g.adj,
          );
          expect(colouringValue(colouringSimpleGraph(swapped), rules)).toBe(neg(colouringValue(colouringSimpleGraph(g), rules)));
        }),
        { numRuns: 80 },
      );
    });
  }
});

describe('the registry entries', () => {
  it('are found by CGSuite’s names', () => {
    expect(findGame('game.graph.Snort').id).toBe('snort');
    expect(findGame('col').id).toBe('col');
    expect(findGame('snort-grid').id).toBe('snort-grid');
  });
  it('draw the graph and the grid', () => {
    const snort = findGame('snort');
    expect(snort.toGraph!(snort.parse('L-.'))).toEqual({ vertices: [{ label: 'L' }, {}], edges: [{ a: 0, b: 1 }] });
    const grid = findGame('col-grid');
    const p = grid.parse('x.|..');
    expect(grid.toGrid!(p)).toEqual({ rows: 2, cols: 2, cells: 'x...' });
    expect(grid.fromGrid!(grid.toGrid!(p))).toEqual(p);
    expect(grid.toGraph!(p).vertices).toEqual([
      { label: 'L', x: 1, y: 0 },
      { label: 'L', x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
  });
});
