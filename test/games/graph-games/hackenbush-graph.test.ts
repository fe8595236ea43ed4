/**
 * Hackenbush on any graph. Expected values: CGSuite's GameGraphTest.scala (aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/, lines given) and hand derivations; the closed forms
 * (colon and fusion principles) and the fast path against the plain rules on random graphs, and
 * the library's strings-and-trees ruleset against the graph form of the same trees.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../../src/engine/solver.js';
import { format, nim, parse } from '../../../src/index.js';
import { LabelledGraph } from '../../../src/games/graph-string/graph.js';
import { formatGraphString } from '../../../src/games/graph-string/text.js';
import { HackGraph, greenFusionValue, hackenbushGraphMoves, hackenbushGraphValue, hackGraphKnown, parseHackenbushGraph } from '../../../src/games/hackenbush/graph.js';
import { hackenbushTreeGraph, parseHackenbushAny } from '../../../src/games/hackenbush/graph-descriptor.js';
import { hackenbush, HackenbushPosition } from '../../../src/games/hackenbush/index.js';
import { PositionSyntaxError } from '../../../src/games/syntax-error.js';
import { arbitraryGraph, plainValue } from './support.js';

const value = (text: string): string => format(hackenbushGraphValue(parseHackenbushAny(text)));
const plain = (g: LabelledGraph) => plainValue(g, hackenbushGraphMoves);

describe("Hackenbush: CGSuite's GameGraphTest.scala", () => {
  it.each([
    ['lrlrrllr', '77/128', 42],
    ['l(l;rl)', '3/2', 43],
    ['eeeeeee', '*7', 44],
    ['lrlerrr', '3/4v[3]*', 45],
    ['e(ee(e;e);e(eee;ee);e(ee;e))', '*5', 46],
    ['e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))', '*2', 48],
  ])('Hackenbush("%s") = %s (line %d)', (text, v) => {
    expect(value(text)).toBe(v);
  });
  it('the same values by the plain rules', () => {
    for (const [text, v] of [
      ['lrlrrllr', '77/128'],
      ['l(l;rl)', '3/2'],
      ['lrlerrr', '3/4v[3]*'],
      ['e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))', '*2'],
    ] as const) {
      expect(format(plain(parseHackenbushGraph(text)))).toBe(v);
    }
  });
  it('a disconnected graph (line 53) and the empty graph (line 54) are not positions', () => {
    expect(() => parseHackenbushGraph('lrlr;lr')).toThrow(PositionSyntaxError);
    expect(() => parseHackenbushGraph('lrlr;lr')).toThrow(/not connected/);
    expect(() => parseHackenbushGraph('')).toThrow(/no ground/);
    // CGSuite's notation: an edge is l, r or e
    expect(() => parseHackenbushGraph('l-l')).toThrow(PositionSyntaxError);
  });
  it('reads the cycles of constants.cgs: a bulb on a stalk, a 4-cycle on the ground', () => {
    // hand derivations: a red-free green 4-cycle on the ground fuses to 4 loops: *0 (0 + 0 ...)
    expect(value(':Geeee:G')).toBe('0');
    // a green stalk of 2 with a green 4-cycle on top: the cycle fuses to 4 loops (0), so *2
    expect(value('ee:Aeeee:A')).toBe('*2');
  });
});

describe('Hackenbush: closed forms', () => {
  it('a loop is a twig of its colour (hand derivation: either is cut alone, and falls with its vertex)', () => {
    expect(value(':Al:A')).toBe('1');
    expect(value('l:Ar:A')).toBe('1/2');
    expect(value('e:Ae:A')).toBe('*2');
  });
  it('green graphs by the fusion principle against the plain rules (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryGraph(6, [''], ['e'], true, 8), (g0) => {
        const g = g0.componentOf(0);
        if (g.edgeCount === 0) return;
        const h = HackGraph.from(g);
        expect(nim(greenFusionValue(h))).toBe(plain(parseHackenbushGraph(formatGraphString(g))));
      }),
      { numRuns: 120 },
    );
  });
  it('blue-red trees by the colon principle against the plain rules (fast-check)', () => {
    const arbTree = fc.array(fc.tuple(fc.nat(), fc.constantFrom('l', 'r')), { minLength: 1, maxLength: 8 }).map((es) => {
      const edges = es.map(([p, label], i) => ({ a: p % (i + 1), b: i + 1, label }));
      return LabelledGraph.fromEdges(new Array<string>(es.length + 1).fill(''), edges);
    });
    fc.assert(
      fc.property(arbTree, (t) => {
        const known = hackGraphKnown(HackGraph.from(t));
        expect(known).toBeDefined();
        expect(known).toBe(plain(parseHackenbushGraph(formatGraphString(t))));
      }),
      { numRuns: 120 },
    );
  });
});

describe('Hackenbush: the fast path agrees with the plain rules (fast-check)', () => {
  it('random connected graphs of up to 6 vertices and 7 edges, all colours, loops and parallel edges', () => {
    fc.assert(
      fc.property(arbitraryGraph(6, [''], ['l', 'r', 'e'], true, 7), (g0) => {
        const g = g0.componentOf(0);
        if (g.size === 0) return;
        const p = parseHackenbushGraph(formatGraphString(g));
        expect(hackenbushGraphValue(p)).toBe(plain(p));
      }),
      { numRuns: 150 },
    );
  });
});

describe('Hackenbush: the notation of strings and trees reads as the same graph', () => {
  it('B, R, G letters with ( , ) branches', () => {
    expect(formatGraphString(parseHackenbushAny('BRRB'))).toBe('lrrl');
    expect(formatGraphString(parseHackenbushAny('B(R,BB(G,R))'))).toBe('l(r;ll(e;r))');
    expect(formatGraphString(parseHackenbushAny('BR,RRB'))).toBe('(lr;rrl)');
    // CGSuite's names are not the older letters
    expect(formatGraphString(parseHackenbushAny('ee:Bee:B'))).toBe('ee:Aee:A');
  });
  it('values of random trees agree with the strings-and-trees ruleset (fast-check)', () => {
    const arbText = fc
      .array(fc.tuple(fc.nat(), fc.constantFrom(0, 1, 2)), { minLength: 1, maxLength: 9 })
      .map((es) => HackenbushPosition.parse(new HackenbushPosition(Int32Array.from(es.map(([p], i) => (p % (i + 1)) - 1)), Uint8Array.from(es.map(([, c]) => c))).toString()));
    fc.assert(
      fc.property(arbText, (p) => {
        expect(hackenbushGraphValue(hackenbushTreeGraph(p))).toBe(new Solver(hackenbush).value(p));
      }),
      { numRuns: 150 },
    );
  });
  it('a blue edge carrying a red and a blue edge is 1 (hand derivation: {0, 1/2 | 2})', () => {
    expect(value('B(R,B)')).toBe('1');
    expect(hackenbushGraphValue(parseHackenbushAny('l(r;l)'))).toBe(parse('1'));
  });
});
