/**
 * CGSuite 2.x's graph strings: read and printed as CGSuite reads and prints them. The expected
 * strings are CGSuite's own, from its test file
 * lib/core/src/test/scala/org/cgsuite/lang/GraphTestCase.scala (aaron-siegel/cgsuite, line numbers
 * given with each case) and the games-on-graphs tutorial
 * (lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/advanced-topics/games-on-graphs.cgsh).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelledGraph } from '../../src/games/graph-string/graph.js';
import { formatGraphString, parseGraphString, type GraphStringSyntax } from '../../src/games/graph-string/text.js';
import { PositionSyntaxError } from '../../src/games/syntax-error.js';

const PLAIN: GraphStringSyntax = { game: 'Graph', vertexLabels: [], edgeLabels: [''] };
// GraphTestCase prints a vertex labelled Left as `{Left}` (no label map given)
const LEFT: GraphStringSyntax = { game: 'Graph', vertexLabels: ['Left', 'L'], edgeLabels: [''] };
const HACK: GraphStringSyntax = { game: 'Hackenbush', vertexLabels: [], edgeLabels: ['l', 'r', 'e'] };

const read = (s: string, syn = PLAIN): LabelledGraph => parseGraphString(s, syn);
const print = (g: LabelledGraph): string => formatGraphString(g);
// CGSuite's 1-based vertices
const del1 = (g: LabelledGraph): LabelledGraph => g.deleteVertices([0]);
const del12 = (g: LabelledGraph): LabelledGraph => g.deleteVertices([0, 1]);
const delEdge11 = (g: LabelledGraph): LabelledGraph => {
  const [w, label] = g.adj[0]![0]!;
  return g.deleteEdge(0, w, label);
};
const left1 = (g: LabelledGraph): LabelledGraph => g.withLabels(new Map([[0, 'Left']]));

interface Case {
  line: number;
  x: LabelledGraph;
  out: string;
  adjacency: number[][];
  component1: string;
  components: string[];
  deleteEdge?: string;
  deleteVertex?: string;
  deleteVertices?: string;
  edgeCount: number;
  retain12?: string;
  relabel: string;
  connected: boolean;
}

// GraphTestCase.scala: each case's line, the graph, CGSuite's printed form and its operations
const CASES: Case[] = [
  { line: 29, x: read('.'), out: '.', adjacency: [[]], component1: '.', components: ['.'], deleteVertex: '', edgeCount: 0, relabel: '{Left}', connected: true },
  { line: 51, x: read('-'), out: '-', adjacency: [[1], [0]], component1: '-', components: ['-'], deleteEdge: '.;.', deleteVertex: '.', deleteVertices: '', edgeCount: 1, retain12: '-', relabel: '{Left}-', connected: true },
  { line: 73, x: LabelledGraph.path(5), out: '----', adjacency: [[1], [0, 2], [1, 3], [2, 4], [3]], component1: '----', components: ['----'], deleteEdge: '.;---', deleteVertex: '---', deleteVertices: '--', edgeCount: 4, retain12: '-', relabel: '{Left}----', connected: true },
  { line: 95, x: read(':A-:A'), out: ':A-:A', adjacency: [[0]], component1: ':A-:A', components: [':A-:A'], deleteEdge: '.', deleteVertex: '', edgeCount: 1, relabel: '{Left}:A-{Left}:A', connected: true },
  { line: 117, x: read(':A--:A'), out: ':A--:A', adjacency: [[1, 1], [0, 0]], component1: ':A--:A', components: [':A--:A'], deleteEdge: '-', deleteVertex: '.', deleteVertices: '', edgeCount: 2, retain12: ':A--:A', relabel: '{Left}:A--{Left}:A', connected: true },
  { line: 139, x: LabelledGraph.cycle(5), out: ':A-----:A', adjacency: [[1, 4], [0, 2], [1, 3], [2, 4], [0, 3]], component1: ':A-----:A', components: [':A-----:A'], deleteEdge: '----', deleteVertex: '---', deleteVertices: '--', edgeCount: 5, retain12: '-', relabel: '{Left}:A-----{Left}:A', connected: true },
  { line: 161, x: LabelledGraph.star(5), out: '(-;-;-;-)', adjacency: [[1, 2, 3, 4], [0], [0], [0], [0]], component1: '(-;-;-;-)', components: ['(-;-;-;-)'], deleteEdge: '(-;-;-);.', deleteVertex: '.;.;.;.', deleteVertices: '.;.;.', edgeCount: 4, retain12: '-', relabel: '{Left}(-;-;-;-)', connected: true },
  {
    line: 183,
    x: LabelledGraph.clique(5),
    out: ':A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))',
    adjacency: [[1, 2, 3, 4], [0, 2, 3, 4], [0, 1, 3, 4], [0, 1, 2, 4], [0, 1, 2, 3]],
    component1: ':A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))',
    components: [':A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))'],
    deleteEdge: ':A-:B-:C-(-:A;-:B;-(-:A;-:C;-:B))',
    deleteVertex: ':A-:B-(-:A;-(-:A;-:B))',
    deleteVertices: ':A---:A',
    edgeCount: 10,
    retain12: '-',
    relabel: '{Left}:A-:B-:C(-{Left}:A;-(-{Left}:A;-:B;-(-{Left}:A;-:B;-:C)))',
    connected: true,
  },
  { line: 205, x: read('-;--;---'), out: '-;--;---', adjacency: [[1], [0], [3], [2, 4], [3], [6], [5, 7], [6, 8], [7]], component1: '-', components: ['-', '--', '---'], deleteEdge: '.;.;--;---', deleteVertex: '.;--;---', deleteVertices: '--;---', edgeCount: 6, retain12: '-', relabel: '{Left}-;--;---', connected: false },
  {
    line: 227,
    x: read('.-.-L-L-.-.-L', { game: 'Graph', vertexLabels: ['L'], edgeLabels: [''] }).withLabels(new Map([[2, 'Left'], [3, 'Left'], [6, 'Left']])),
    out: '--{Left}-{Left}---{Left}',
    adjacency: [[1], [0, 2], [1, 3], [2, 4], [3, 5], [4, 6], [5]],
    component1: '--{Left}-{Left}---{Left}',
    components: ['--{Left}-{Left}---{Left}'],
    deleteEdge: '.;-{Left}-{Left}---{Left}',
    deleteVertex: '-{Left}-{Left}---{Left}',
    deleteVertices: '{Left}-{Left}---{Left}',
    edgeCount: 6,
    retain12: '-',
    relabel: '{Left}--{Left}-{Left}---{Left}',
    connected: true,
  },
];

describe("graph strings: CGSuite's GraphTestCase.scala", () => {
  it('the empty graph (line 8) reads from "" and prints as ""', () => {
    const g = read('');
    expect(g.size).toBe(0);
    expect(print(g)).toBe('');
    expect(g.components()).toEqual([]);
    expect(g.isConnected()).toBe(true);
  });
  for (const c of CASES) {
    describe(`the case at line ${c.line}: ${c.out}`, () => {
      it('prints as CGSuite prints it and reads back', () => {
        expect(print(c.x)).toBe(c.out);
        expect(print(read(c.out, LEFT))).toBe(c.out);
        expect(c.x.adjacencyList()).toEqual(c.adjacency);
        expect(c.x.edgeCount).toBe(c.edgeCount);
        expect(c.x.isConnected()).toBe(c.connected);
      });
      it('its operations print as CGSuite prints them', () => {
        expect(print(c.x.componentOf(0))).toBe(c.component1);
        expect(c.x.components().map(print)).toEqual(c.components);
        if (c.deleteEdge !== undefined) expect(print(delEdge11(c.x))).toBe(c.deleteEdge);
        if (c.deleteVertex !== undefined) expect(print(del1(c.x))).toBe(c.deleteVertex);
        if (c.deleteVertices !== undefined) expect(print(del12(c.x))).toBe(c.deleteVertices);
        if (c.retain12 !== undefined) expect(print(c.x.retainVertices([0, 1]))).toBe(c.retain12);
        expect(print(left1(c.x))).toBe(c.relabel);
      });
    });
  }
});

describe('graph strings: the notation (games-on-graphs tutorial)', () => {
  it('reads paths with or without the dots, trees, cycles, names, loops and multigraphs', () => {
    expect(print(read('.-.-.-.'))).toBe('---');
    expect(read('---').adjacencyList()).toEqual([[1], [0, 2], [1, 3], [2]]);
    // a trunk of 2 edges, then branches of 1, 2 and 3 edges
    const t = read('--(-;--;---)');
    expect(t.size).toBe(9);
    expect(print(t)).toBe('--(-;--;---)');
    expect(print(read('.:A-.-.-.-.:A'))).toBe(':A----:A');
    expect(read(':{root}----:{root}').adjacencyList()).toEqual(read(':A----:A').adjacencyList());
    expect(read(':A-:A').edgeCount).toBe(1);
    expect(read(':A--:A').edgeCount).toBe(2);
    // labelled vertices and edges
    expect(print(read('L-R-L', { game: 'Graph', vertexLabels: ['L', 'R'], edgeLabels: [''] }))).toBe('L-R-L');
    expect(print(read('lllrr', HACK))).toBe('lllrr');
    // the constants.cgs examples of Hackenbush
    expect(read('ee:Aeeee:A', HACK).edgeCount).toBe(6);
    expect(read('ee:Aeeee:A', HACK).size).toBe(6);
    expect(print(read(':Geeee:G', HACK))).toBe(':Aeeee:A');
  });

  it("reads empty components and branches as CGSuite's parser does", () => {
    // a trailing ';' adds nothing; an empty component between two ';' is a lone vertex
    expect(read('.;').size).toBe(1);
    expect(read('.;;.').size).toBe(3);
    expect(read('-(;)').size).toBe(2);
    expect(read('  -  -  ').size).toBe(3);
    // a branch list may open another at the same vertex
    expect(read('-((-;-);-)').adjacencyList()[1]).toEqual([0, 2, 3, 4]);
    // {…} makes one token: an empty one is an unlabelled vertex
    expect(read('{}-{}').size).toBe(2);
  });

  it('says where a string is wrong', () => {
    const at = (s: string, syn = PLAIN): number => {
      try {
        read(s, syn);
      } catch (e) {
        expect(e).toBeInstanceOf(PositionSyntaxError);
        return (e as PositionSyntaxError).index;
      }
      throw new Error(`${s} was read`);
    };
    expect(at('..')).toBe(1); // a vertex after a vertex
    expect(at('-(-;-)-')).toBe(6); // nothing may follow ')'
    expect(at('-(-;-')).toBe(1); // '(' never closed
    expect(at('--)')).toBe(2);
    expect(at('->-')).toBe(1); // directed edges are not for games
    expect(at('.:')).toBe(2);
    expect(at('-{L')).toBe(1);
    expect(at('lr-l', HACK)).toBe(2); // Hackenbush edges carry a colour
    expect(at('lrx', HACK)).toBe(2);
    expect(at('L:A-.:A', { game: 'Graph', vertexLabels: ['L'], edgeLabels: [''] })).toBe(4); // a named vertex keeps its label
  });
});

/** A random graph with labelled vertices and edges (loops and parallel edges included). */
const arbGraph = fc
  .record({
    n: fc.integer({ min: 0, max: 9 }),
    labels: fc.array(fc.constantFrom('', 'L', 'R'), { minLength: 9, maxLength: 9 }),
    edges: fc.array(fc.record({ a: fc.nat(8), b: fc.nat(8), label: fc.constantFrom('', 'x', 'yz') }), { maxLength: 14 }),
  })
  .map(({ n, labels, edges }) => LabelledGraph.fromEdges(labels.slice(0, n), n === 0 ? [] : edges.map((e) => ({ a: e.a % n, b: e.b % n, label: e.label }))));
const ANY: GraphStringSyntax = { game: 'Graph', vertexLabels: ['L', 'R'], edgeLabels: ['', 'x', 'yz'] };

describe('graph strings: printing and reading agree', () => {
  it('a printed graph reads back as the same graph, up to the order of vertices (fast-check)', () => {
    fc.assert(
      fc.property(arbGraph, (g) => {
        const s = print(g);
        const h = read(s, ANY);
        // the same string again, and the same degrees, labels and edges up to renumbering
        expect(print(h)).toBe(s);
        expect(h.size).toBe(g.size);
        expect(h.edgeCount).toBe(g.edgeCount);
        const sig = (x: LabelledGraph): string[] =>
          x
            .edges()
            .map((e) => [x.labels[e.a], x.labels[e.b]].sort().join('') + e.label)
            .sort();
        expect(sig(h)).toEqual(sig(g));
        expect(read(print(h), ANY)).toEqual(h);
      }),
      { numRuns: 500 },
    );
  });

  it('reads and prints long strings without deep recursion', () => {
    const n = 50_000;
    const s = `:A${'-'.repeat(n)}:A`;
    const g = read(s);
    expect(g.size).toBe(n);
    expect(print(g)).toBe(s);
    const nested = `${"-(".repeat(50_000)}-${")".repeat(50_000)}`;
    expect(read(nested).size).toBe(50_002);
  });
});
