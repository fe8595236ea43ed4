/**
 * Values whose sides are not stoppers: CGSuite's simplified sides (src/loopy/simplified.ts).
 *
 * Sources of the expected values:
 * - Bach's Carousel a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} and its printed sides: CGSuite's test case
 *   (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala;
 *   test/loopy-values/cgsuite.test.ts checks every property of that row).
 * - Identities that hold for every loopy game (Siegel, *Combinatorial Game Theory*, AMS 2013,
 *   VI.4): −(G⁺ & G⁻) = (−G⁻) & (−G⁺), so negation is an involution; G + 0 = G; the value of a
 *   sum depends only on the values of its parts, so (G + x) + (−x) = G for a number x; G ≤ H iff
 *   G⁺ ≤ H⁺ and G⁻ ≤ H⁻.
 * - For random graphs, the reference is the from-scratch side comparison of sidle.ts
 *   (`sideLeqProduct`) of the simplified side against the original graph.
 * - The Chopsticks variant opening revives-even (1,1|1,1)_5: the outcome class of the independent
 *   retrograde analysis of the same graph (firstPlayerOutcomes), for both first players, and the
 *   symmetry theorem of docs/loopy-variants.md (the opening is symmetric between the players, so its
 *   offside is minus its onside).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAny, parse, parseLoopy } from '../../src/notation/index.js';
import {
  LoopyBuilder,
  SimplifiedSide,
  SimplifiedSidedValue,
  type AnyLoopyValue,
  anyOffside,
  anyOnside,
  anyValuesOfGraph,
  formatSide,
  outcomeClass,
  sideValueLeq,
  NotComputableError,
  leftStop,
  rightStop,
  isStopperSided,
  Stopper,
  SidedValue,
} from '../../src/loopy/index.js';
import { addAny, leqAny, negAny } from '../../src/loopy/simplified.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { internSide, negSide, sideOptionGraph } from '../../src/loopy/simplified.js';
import { sideLeqProduct } from '../../src/loopy/compare.js';
import { fromGame } from '../../src/loopy/stopper.js';
import { GameGraph } from '../../src/graph/index.js';
import { num, star, zero } from '../../src/engine/constructors.js';
import { openingResult } from '../games/loopy/openings.js';
import { vi } from 'vitest';
import { runCli } from '../../src/cli/run.js';

/** Runs the CLI in-process and returns what it wrote to standard output. */
async function cli(args: string[]): Promise<{ stdout: string }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  try {
    await runCli(args);
  } finally {
    spy.mockRestore();
  }
  return { stdout: out };
}

const BACH = 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}';
const BACH_OUT = 'a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}';
const bach = (): SimplifiedSidedValue => parseLoopy(BACH) as SimplifiedSidedValue;
const lift = (x: ReturnType<typeof parseLoopy>): AnyLoopyValue => (x instanceof SimplifiedSidedValue || !('nus' in x) ? (x as AnyLoopyValue) : fromGame(x));

describe("Bach's Carousel", () => {
  it('its sides are SimplifiedSides of their sides, and each side read alone keeps its simplified form', () => {
    const v = bach();
    expect(v.onside).toBeInstanceOf(SimplifiedSide);
    expect(v.offside).toBeInstanceOf(SimplifiedSide);
    expect((v.onside as SimplifiedSide).side).toBe('on');
    expect((v.offside as SimplifiedSide).side).toBe('off');
    // reading the printed onside as a game and taking its onside gives the same object (the
    // simplification of a simplified graph changes nothing)
    expect(anyOnside(lift(parseLoopy('a{1|1,{1*|a||*}||0}')))).toBe(v.onside);
    expect(anyOffside(lift(parseLoopy('a{0,{1|||1*|a||*}|0}')))).toBe(v.offside);
  });

  it('negation swaps and negates the sides, and is an involution', () => {
    const v = bach();
    const n = negAny(v) as SimplifiedSidedValue;
    expect(n).toBeInstanceOf(SimplifiedSidedValue);
    expect(n.onside).toBe(negSide(v.offside));
    expect(n.offside).toBe(negSide(v.onside));
    expect(negAny(n)).toBe(v);
    // the text of −G is the negated sides: a{0|-1||-1,{*|a||-1*}} reads as −(offside), etc.
    expect(parseLoopy(formatAny(n))).toBe(n);
    expect(compareSimplified(parseLoopy(`-(${BACH})`) as AnyLoopyValue, n)).toBe('=');
  });

  it('sums: G + 0 = G (the same simplified form), (G + 1) + (−1) = G, and G + G is not G', () => {
    const v = bach();
    const z = fromGame(zero);
    expect(addAny(v, z)).toBe(v);
    const one = fromGame(num(1));
    const back = addAny(addAny(v, one), negAny(one));
    expect(compareSimplified(back, v)).toBe('=');
    // CGSuite: IsIdempotent false
    expect(compareSimplified(addAny(v, v), v)).not.toBe('=');
    // the parser's sum is the same operation
    expect(compareSimplified(parseLoopy(`${BACH} + 1 - 1`) as AnyLoopyValue, v)).toBe('=');
  });

  it('sums with stoppers: G + over and G + on are stopper-sided, their sides those of the graph of the sum (from-scratch side comparison)', () => {
    // the reference: Bach's Carousel's own graph (nodes 0..3, short leaves as their stopper
    // graphs) summed with the graph of the stopper, each side compared both ways
    const leaves = [zero, num(1), star, parse('1*')];
    const { graph: lgGraph, index } = sideOptionGraph(leaves.map((g) => fromGame(g)));
    const lg = lgGraph.toLists();
    const at = (w: number): number => (w < 4 ? w : 4 + index.get(fromGame(leaves[w - 4]!))!);
    const left0 = [[4, 1], [5], [6, 3], [7]];
    const right0 = [[4], [5, 2], [6], [7, 0]];
    const bachGraph = {
      left: [...left0.map((l) => l.map(at)), ...lg.left.map((l) => l.map((w) => w + 4))],
      right: [...right0.map((r) => r.map(at)), ...lg.right.map((r) => r.map((w) => w + 4))],
    };
    for (const [text, kind] of [['over', SidedValue], ['on', Stopper]] as const) {
      const x = parseLoopy(text) as Stopper;
      const sum = addAny(bach(), x);
      expect(sum).toBeInstanceOf(kind);
      expect(parseLoopy(`${BACH} + ${text}`)).toBe(sum);
      const xg = sideOptionGraph([x]).graph.toLists();
      const nb = xg.left.length;
      const left: number[][] = [];
      const right: number[][] = [];
      for (let a = 0; a < bachGraph.left.length; a++) for (let b = 0; b < nb; b++) {
        left.push([...bachGraph.left[a]!.map((a2) => a2 * nb + b), ...xg.left[b]!.map((b2) => a * nb + b2)]);
        right.push([...bachGraph.right[a]!.map((a2) => a2 * nb + b), ...xg.right[b]!.map((b2) => a * nb + b2)]);
      }
      const g = GameGraph.from({ left, right });
      for (const side of ['on', 'off'] as const) {
        const sg = sideOptionGraph([side === 'on' ? anyOnside(sum) : anyOffside(sum)]).graph;
        expect(sideLeqProduct(g, sg, side)[0]).toBe(1);
        expect(sideLeqProduct(sg, g, side)[0]).toBe(1);
      }
    }
  });

  it('comparison: G is confused with 0 (outcome N), and the four answers follow the sides', () => {
    const v = bach();
    const z = fromGame(zero);
    expect(compareSimplified(v, z)).toBe('||'); // N: CGSuite's OutcomeClass of this row
    expect(compareSimplified(v, v)).toBe('=');
    // G < G + 2 and G + 2 > G (a positive number added raises every game)
    const two = addAny(v, fromGame(num(2)));
    expect(compareSimplified(v, two)).toBe('<');
    expect(compareSimplified(two, v)).toBe('>');
    expect(leqAny(v, two)).toBe(sideValueLeq(anyOnside(v), anyOnside(two), 'on') && sideValueLeq(anyOffside(v), anyOffside(two), 'off'));
  });

  it('stops are a typed error saying why; the sides print alone as CGSuite prints them', () => {
    const v = bach();
    expect(() => leftStop(v)).toThrow(NotComputableError);
    expect(() => rightStop(v)).toThrow(/offside of this value is not a stopper/);
    expect(formatSide(v.onside)).toBe('a{1|1,{1*|a||*}||0}');
    expect(String(v)).toBe(BACH_OUT);
  });

  it('LoopyBuilder.anyValue and anyValuesOfGraph give it from a graph', () => {
    // a = {0, b | 0}, b = {1 | 1, c}, c = {*, d | *}, d = {1* | 1*, a}
    const b = new LoopyBuilder();
    const [a, bb, c, d] = [b.node(), b.node(), b.node(), b.node()];
    const oneStar = parseLoopy('1*') as never;
    b.setOptions(a, [zero, bb], [zero]);
    b.setOptions(bb, [num(1)], [num(1), c]);
    b.setOptions(c, [star, d], [star]);
    b.setOptions(d, [oneStar], [oneStar, a]);
    expect(b.anyValue(a)).toBe(bach());
    expect(() => b.value(a)).toThrow(/not a stopper/);
    const left = [[4, 1], [5], [6, 3], [7], [], [4], [4], [5]];
    const right = [[4], [5, 2], [6], [7, 0], [], [], [4], [5]];
    expect(anyValuesOfGraph({ size: 8, left: (v) => left[v]!, right: (v) => right[v]! }, [0])[0]).toBe(bach());
  });
});

describe('random small graphs', () => {
  // nodes 0..m−1 with edges among them and to four short leaves (m..m+3 = 0, 1, −1, *)
  const graph = fc.integer({ min: 1, max: 5 }).chain((m) =>
    fc.tuple(
      fc.constant(m),
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m + 3 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m + 3 }), { maxLength: 3 }), { minLength: m, maxLength: m }),
    ),
  );
  const leaves = [zero, num(1), num(-1), star];
  const full = (m: number, left: number[][], right: number[][]) => {
    const spec = { size: m + 4, left: (v: number) => (v < m ? left[v]! : []), right: (v: number) => (v < m ? right[v]! : []), shortValue: (v: number) => (v < m ? undefined : leaves[v - m]) };
    return spec;
  };
  /** The explicit graph of the spec (leaves as their stoppers' graphs), for the reference comparison. */
  const explicit = (m: number, left: number[][], right: number[][]) => {
    const { graph: lgGraph, index } = sideOptionGraph(leaves.map((g) => fromGame(g)));
    const lg = lgGraph.toLists();
    const at = (w: number): number => (w < m ? w : m + index.get(fromGame(leaves[w - m]!))!);
    return {
      left: [...left.map((l) => [...new Set(l.map(at))]), ...lg.left.map((l) => l.map((w) => w + m))],
      right: [...right.map((r) => [...new Set(r.map(at))]), ...lg.right.map((r) => r.map((w) => w + m))],
    };
  };

  /** Each side of node `root`'s value equals the game on that side: from-scratch comparisons both ways. */
  const checkSides = (lists: { left: number[][]; right: number[][] }, root: number, v: AnyLoopyValue): void => {
    const g = GameGraph.from(lists);
    for (const side of ['on', 'off'] as const) {
      const s = side === 'on' ? anyOnside(v) : anyOffside(v);
      const sg = sideOptionGraph([s]).graph;
      expect(sideLeqProduct(g, sg, side)[root * sg.size + 0]).toBe(1);
      expect(sideLeqProduct(sg, g, side)[0 * g.size + root]).toBe(1);
    }
  };

  it('whenever a value is produced for a random graph, each side equals the game on that side (from-scratch side comparison)', () => {
    fc.assert(
      fc.property(graph, ([m, left, right]) => {
        const v = anyValuesOfGraph(full(m, left, right), [0])[0]!;
        checkSides(explicit(m, left, right), 0, v);
      }),
      { numRuns: 200, seed: 20261123 },
    );
  });

  it("Bach's Carousel with random extra moves: most nodes are not stopper-sided; sides equal the game's, texts read back, negation is an involution", () => {
    // random graphs rarely have sides that are not stoppers, so these start from Bach's Carousel
    // (nodes 0..3 as above; 4.. the leaves 0, 1, *, 1*, −1, ^) and add up to three moves
    const extraLeaves = [zero, num(1), star, parse('1*'), num(-1), parse('^')];
    const extra = fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 + extraLeaves.length })), { maxLength: 3 });
    let simplified = 0;
    fc.assert(
      fc.property(extra, (ex) => {
        const left = [[4, 1], [5], [6, 3], [7]];
        const right = [[4], [5, 2], [6], [7, 0]];
        for (const [who, v, w] of ex) {
          const l = who ? right : left;
          if (!l[v]!.includes(w)) l[v]!.push(w);
        }
        const spec = { size: 4 + extraLeaves.length, left: (v: number) => (v < 4 ? left[v]! : []), right: (v: number) => (v < 4 ? right[v]! : []), shortValue: (v: number) => (v < 4 ? undefined : extraLeaves[v - 4]) };
        const vals = anyValuesOfGraph(spec, [0, 1, 2, 3]);
        const { graph: lgGraph, index } = sideOptionGraph(extraLeaves.map((g) => fromGame(g)));
        const lg = lgGraph.toLists();
        const at = (w: number): number => (w < 4 ? w : 4 + index.get(fromGame(extraLeaves[w - 4]!))!);
        const g = {
          left: [...left.map((l) => [...new Set(l.map(at))]), ...lg.left.map((l) => l.map((w) => w + 4))],
          right: [...right.map((r) => [...new Set(r.map(at))]), ...lg.right.map((r) => r.map((w) => w + 4))],
        };
        vals.forEach((v, root) => {
          checkSides(g, root, v);
          if (v instanceof SimplifiedSidedValue) {
            simplified++;
            expect(parseLoopy(formatAny(v))).toBe(v);
            expect(negAny(negAny(v))).toBe(v);
          }
        });
      }),
      { numRuns: 60, seed: 11 },
    );
    expect(simplified).toBeGreaterThan(60);
  });

  it('the comparison of two values is the comparison of their sides (Siegel VI.4), and agrees with the outcome class against 0', () => {
    fc.assert(
      fc.property(graph, graph, ([m, l, r], [m2, l2, r2]) => {
        const a = anyValuesOfGraph(full(m, l, r), [0])[0]!;
        const b = anyValuesOfGraph(full(m2, l2, r2), [0])[0]!;
        const want = sideValueLeq(anyOnside(a), anyOnside(b), 'on') && sideValueLeq(anyOffside(a), anyOffside(b), 'off');
        expect(leqAny(a, b)).toBe(want);
        const c = compareSimplified(a, fromGame(zero));
        const o = outcomeClass(a);
        if (o === 'P') expect(c).toBe('=');
        if (o === 'N') expect(c).toBe('||');
        if (o === 'L') expect(c).toBe('>');
        if (o === 'R') expect(c).toBe('<');
      }),
      { numRuns: 120, seed: 7 },
    );
  });
});

describe('Chopsticks variants whose openings are not stopper-sided', () => {
  it('revives-even (1,1|1,1)_5 (439 positions): simplified sides, the retrograde outcome class, offside = −onside', () => {
    const r = openingResult('revives-even', 5);
    expect(r.graphSize).toBe(439);
    expect(r.kind).toBe('simplified');
    expect(r.value).toBeInstanceOf(SimplifiedSidedValue);
    // the outcome class of the value (CGSuite's rule, from each side's comparisons with 0) is the
    // class of the retrograde analysis, which gives Left-first and Right-first results separately
    expect(r.outcome).toBe('D');
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    // symmetric opening: the offside is minus the onside, as values (the simplified forms may differ)
    const on = anyOnside(r.value!);
    const off = anyOffside(r.value!);
    expect(sideValueLeq(off, negSide(on), 'off') && sideValueLeq(negSide(on), off, 'off')).toBe(true);
    // the printed text reads back to the same object
    expect(parseLoopy(formatAny(r.value!))).toBe(r.value);
  }, 120_000);

  it("revives-even (1,1|1,1)_5: the simplified sides are CGSuite's own (the same forms)", () => {
    // CGSuite's output: its LoopyGame.simplifyGraph for a side of one vertex (the path of
    // SidedValue(g) for a game given literally, as CGSuite reads `a{...}`), built locally from
    // aaron-siegel/cgsuite and run on the position graph of this opening (2026-11-23). Its
    // simplified graphs, vertex 0 the root, each line "Left options | Right options":
    const graphOf = (text: string) => {
      const rows = text.split(';').map((r) => r.split('|').map((x) => (x.trim() ? x.trim().split(/\s+/).map(Number) : [])));
      return { left: rows.map((r) => r[0]!), right: rows.map((r) => r[1]!) };
    };
    const on = graphOf('1 | 2;|;1 | 3;1 | 4;5 | 9;1 | 6 7;7 | 11;1 | 8;1 | 9 10;1 | 1;1 | 9;9 | 12;13 | 1;1 | 1 14;11 15 | 1;9 | 16;17 | 1;18 | 1;9 | 1');
    const off = graphOf('1 | 5;2 | 5;3 | 5;4 | 6;5 | 5;|;7 16 | 5;8 | 16;9 | 4;5 | 10;5 11 | 5;5 | 8 12;13 | 4;5 | 14;5 | 15;5 | 4;17 | 5;4 18 | 5;4 | 5');
    const r = openingResult('revives-even', 5);
    // the same simplified forms: CGSuite's graphs interned as ours are (followers without
    // alternating cycles as canonical stoppers) give the very objects of this library's value
    expect(anyOnside(r.value!)).toBe(internSide(GameGraph.from(on), 'on'));
    expect(anyOffside(r.value!)).toBe(internSide(GameGraph.from(off), 'off'));
  }, 120_000);

  it('the variant table marks such a cell [n] (not stopper-sided), with its value, instead of ?', async () => {
    const out = await cli(['table1', '--variant', 'revives-even', '--n', '5', '--openings']);
    const line = out.stdout.split('\n').find((l: string) => l.trimStart().startsWith('5 '))!;
    expect(line).toMatch(/\[nd\]$/);
    expect(line).not.toContain('?');
    expect(out.stdout).toContain('[n] not stopper-sided (simplified sides');
    // (the same table with --json, another 4.5 s of CPU: simplified-sides.long.test.ts, npm run test:long)
  }, 240_000);
});

describe('the CLI', () => {
  it("`value` prints CGSuite's text and `analyze --json` reports isStopperSided: false (SidedValueTestCase.scala)", async () => {
    const v = await cli(['value', BACH]);
    expect(v.stdout.trim()).toBe(BACH_OUT);
    const a = JSON.parse((await cli(['analyze', BACH, '--json'])).stdout) as Record<string, unknown>;
    expect(a.value).toBe(BACH_OUT);
    expect(a.isStopperSided).toBe(false);
    expect(a.isStopper).toBe(false);
    expect(a.outcomeClass).toBe('N');
    expect(a.isIdempotent).toBe(false);
    expect(a.isInfinitesimal).toBe(false);
    expect(a.isPlumtree).toBe(false);
    expect(a.onside).toBe('a{1|1,{1*|a||*}||0}');
    expect(a.offside).toBe('a{0,{1|||1*|a||*}|0}');
    const s = JSON.parse((await cli(['analyze', 'over', '--json'])).stdout) as Record<string, unknown>;
    expect(s.isStopperSided).toBe(true);
    // the getters: a stopper and a stopper-sided value (CGSuite: dud and 1 & 0 are StopperSidedValues) are stopper-sided
    expect((parseLoopy('over') as Stopper).isStopperSided).toBe(true);
    expect((parseLoopy('1 & 0') as SidedValue).isStopperSided).toBe(true);
    expect(isStopperSided(parseLoopy('dud') as SidedValue)).toBe(true);
    expect(bach().isStopperSided).toBe(false);
  });
});
