/**
 * CGSuite's own test vectors for canonical stoppers and stopper-sided values, transcribed from
 * aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala
 * and SidedValueTestCase.scala (input text, printed value, outcome class, stops, follower count,
 * IsIdempotent, IsInfinitesimal, IsPlumtree, onside, offside). The printed value is CGSuite's
 * text exactly, and CGSuite's text reads back to the same object (print.test.ts has the options,
 * followers and degrees as CGSuite prints them).
 */
import { describe, expect, it } from 'vitest';
import { formatAny, parseLoopy } from '../../src/notation/index.js';
import {
  type LoopyValue,
  NotStopperSidedError,
  Stopper,
  isInfinitesimal,
  isPlumtree,
  isIdempotent,
  leftStop,
  offsideOf,
  onsideOf,
  outcomeClass,
  pseudonumberString,
  rightStop,
  stopsOf,
  degree,
  stopperSidedOf,
  SimplifiedSidedValue,
  isStopperSided,
  formatSide,
  anyOnside,
  anyOffside,
} from '../../src/loopy/index.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { stopperGraph } from '../../src/loopy/stopper.js';
import { GameGraph } from '../../src/graph/index.js';
import { internSide, simplifiedSideGraph } from '../../src/loopy/simplified.js';

const lv = (text: string): LoopyValue => stopperSidedOf(parseLoopy(text));

interface StopperCase {
  x: string;
  out: string;
  /** CGSuite's printed value, when this engine prints it the same way. */
  samePrint: boolean;
  followerCount: number;
  isIdempotent: boolean | undefined; // CGSuite's IsIdempotent (G + G = G; the long-cycle cases need the sidling iteration)
  isInfinitesimal: boolean;
  isPlumtree: boolean;
  leftStop: string;
  rightStop: string;
  outcomeClass: string;
  leftOptions?: string[];
  rightOptions?: string[];
}

// CanonicalStopperTestCase.scala, in its order.
const stopperCases: StopperCase[] = [
  { x: 'on', out: 'on', samePrint: true, followerCount: 1, isIdempotent: true, isInfinitesimal: false, isPlumtree: true, leftStop: 'on', rightStop: 'on', outcomeClass: 'L', leftOptions: ['on'], rightOptions: [] },
  { x: 'off', out: 'off', samePrint: true, followerCount: 1, isIdempotent: true, isInfinitesimal: false, isPlumtree: true, leftStop: 'off', rightStop: 'off', outcomeClass: 'R', leftOptions: [], rightOptions: ['off'] },
  { x: 'over', out: 'over', samePrint: true, followerCount: 2, isIdempotent: true, isInfinitesimal: true, isPlumtree: true, leftStop: 'over', rightStop: 'over', outcomeClass: 'L', leftOptions: ['0'], rightOptions: ['over'] },
  { x: '{pass|3/2}', out: '3/2under', samePrint: true, followerCount: 5, isIdempotent: false, isInfinitesimal: false, isPlumtree: true, leftStop: '3/2under', rightStop: '3/2under', outcomeClass: 'L', leftOptions: ['3/2under'], rightOptions: ['3/2'] },
  { x: '{-1/4+*|pass}', out: '-1/4v[on]', samePrint: true, followerCount: 6, isIdempotent: false, isInfinitesimal: false, isPlumtree: true, leftStop: '-1/4', rightStop: '-1/4', outcomeClass: 'R', leftOptions: ['-1/4*'] },
  // CGSuite: `begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end`, printed {0|^<on>||v<on>}
  { x: '{0|{0||0|0,pass}||-{0||0|0,pass}}', out: '{0|^<on>||v<on>}', samePrint: true, followerCount: 7, isIdempotent: false, isInfinitesimal: true, isPlumtree: true, leftStop: '0', rightStop: '0', outcomeClass: 'N', rightOptions: ['-{0||0|0,pass}'] },
  { x: '{0|||0||0|off}', out: '{0|Tiny(on)}', samePrint: true, followerCount: 5, isIdempotent: false, isInfinitesimal: true, isPlumtree: true, leftStop: '0', rightStop: '0', outcomeClass: 'L', leftOptions: ['0'], rightOptions: ['{0||0|off}'] },
  { x: '{on|0||0}', out: 'Miny(on)', samePrint: true, followerCount: 4, isIdempotent: true, isInfinitesimal: true, isPlumtree: true, leftStop: '0', rightStop: '0', outcomeClass: 'R', leftOptions: ['{on|0}'], rightOptions: ['0'] },
  { x: '{0||0|under}', out: 'Tiny(over)', samePrint: true, followerCount: 4, isIdempotent: true, isInfinitesimal: true, isPlumtree: true, leftStop: '0', rightStop: '0', outcomeClass: 'L', leftOptions: ['0'], rightOptions: ['{0|under}'] },
  { x: '+-{0|pass}', out: '+-over', samePrint: true, followerCount: 4, isIdempotent: false, isInfinitesimal: true, isPlumtree: true, leftStop: 'over', rightStop: 'under', outcomeClass: 'N', leftOptions: ['over'], rightOptions: ['under'] },
  { x: '+-{5|pass}', out: '+-(5over)', samePrint: true, followerCount: 14, isIdempotent: false, isInfinitesimal: false, isPlumtree: true, leftStop: '5over', rightStop: '-5under', outcomeClass: 'N', leftOptions: ['5over'], rightOptions: ['-5under'] },
  // Figure VI.3.2 of Siegel's book (CGSuite's tutorial cites page 308): an irreducible 4-cycle.
  { x: 'a{0||||0|||a|*||*}', out: 'a{0||||0|||a|*||*}', samePrint: true, followerCount: 6, isIdempotent: false, isInfinitesimal: true, isPlumtree: false, leftStop: '0', rightStop: '0', outcomeClass: 'L', leftOptions: ['0'], rightOptions: ['a{0||||0|a||*|||*}'] },
  { x: '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}', out: '{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}', samePrint: true, followerCount: 17, isIdempotent: true, isInfinitesimal: true, isPlumtree: false, leftStop: '0', rightStop: '0', outcomeClass: 'L', leftOptions: ['0'] },
  // Grenville's example of an unstable game
  { x: 'a{0|{0||||0,*2|||a|0||0}||0}', out: 'a{0|{0||||0,*2|||a|0||0}||0}', samePrint: true, followerCount: 9, isIdempotent: false, isInfinitesimal: true, isPlumtree: false, leftStop: '0', rightStop: '0', outcomeClass: 'N', leftOptions: ['a{0||0|{0,*2||||a|0||0|||0}}'], rightOptions: ['0'] },
];

describe('canonical stoppers: CGSuite CanonicalStopperTestCase', () => {
  for (const c of stopperCases) {
    it(c.x, () => {
      const g = lv(c.x);
      expect(g).toBeInstanceOf(Stopper);
      const s = g as Stopper;
      if (c.samePrint) expect(formatAny(g)).toBe(c.out);
      // CGSuite's printed form reads back to the same object
      expect(lv(c.out)).toBe(g);
      expect(stopperGraph([s]).nodes.length).toBe(c.followerCount);
      expect(outcomeClass(g)).toBe(c.outcomeClass);
      expect(pseudonumberString(leftStop(g))).toBe(c.leftStop);
      expect(pseudonumberString(rightStop(g))).toBe(c.rightStop);
      expect(isInfinitesimal(g)).toBe(c.isInfinitesimal);
      expect(isPlumtree(g)).toBe(c.isPlumtree);
      if (c.isIdempotent !== undefined) expect(isIdempotent(g)).toBe(c.isIdempotent);
      if (c.leftOptions) expect(new Set(s.leftOptions)).toEqual(new Set(c.leftOptions.map(lv)));
      if (c.rightOptions) expect(new Set(s.rightOptions)).toEqual(new Set(c.rightOptions.map(lv)));
      expect(onsideOf(g)).toBe(g);
      expect(offsideOf(g)).toBe(g);
      // printed text parses back to the same object
      expect(lv(formatAny(g))).toBe(g);
    });
  }
});

// SidedValueTestCase.scala
const sidedCases = [
  { x: 'dud', out: 'dud', isIdempotent: true, isInfinitesimal: false, onside: 'on', offside: 'off', outcomeClass: 'D' },
  { x: 'a{{|a}|}', out: '1 & 0', isIdempotent: false, isInfinitesimal: false, onside: '1', offside: '0', outcomeClass: 'PHat' },
  { x: '{0|{dud|},*}', out: '^ & v*', isIdempotent: false, isInfinitesimal: true, onside: '^', offside: 'v*', outcomeClass: 'NHat' },
];

describe('stopper-sided values: CGSuite SidedValueTestCase', () => {
  for (const c of sidedCases) {
    it(c.x, () => {
      const g = lv(c.x);
      expect(g).not.toBeInstanceOf(Stopper);
      expect(formatAny(g)).toBe(c.out);
      expect(lv(c.out)).toBe(g);
      expect(onsideOf(g)).toBe(lv(c.onside));
      expect(offsideOf(g)).toBe(lv(c.offside));
      expect(outcomeClass(g)).toBe(c.outcomeClass);
      expect(isIdempotent(g)).toBe(c.isIdempotent);
      expect(isInfinitesimal(g)).toBe(c.isInfinitesimal);
    });
  }
  it("Bach's Carousel (its sides are not stoppers): CGSuite's simplified sides and properties", () => {
    // SidedValueTestCase.scala, the "Bach's Carousel" row: input a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}
    // prints "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}", class SidedValue (not
    // StopperSidedValue), IsStopperSided false, IsStopper false, IsIdempotent false,
    // IsInfinitesimal false, IsNumberish false, IsPlumtree false, IsLoopfree false, OutcomeClass N,
    // and Onside / Offside are not members of that class (here they give the simplified sides).
    const x = 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}';
    const out = 'a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}';
    const g = parseLoopy(x);
    expect(g).toBeInstanceOf(SimplifiedSidedValue);
    const v = g as SimplifiedSidedValue;
    expect(formatAny(v)).toBe(out);
    expect(String(v)).toBe(out);
    expect(parseLoopy(out)).toBe(v); // the printed text reads back to the same object
    expect(v.isStopper).toBe(false);
    expect(isStopperSided(v)).toBe(false);
    expect(isIdempotent(v)).toBe(false);
    expect(isInfinitesimal(v)).toBe(false);
    expect(isPlumtree(v)).toBe(false);
    expect(outcomeClass(v)).toBe('N');
    expect(formatSide(anyOnside(v))).toBe('a{1|1,{1*|a||*}||0}');
    expect(formatSide(anyOffside(v))).toBe('a{0,{1|||1*|a||*}|0}');
    // APIs that promise stoppers keep refusing it with a typed error
    expect(() => stopperSidedOf(v)).toThrow(NotStopperSidedError);
  });
});

describe("CGSuite's EvalTest.scala rows on Bach's Carousel", () => {
  // aaron-siegel/cgsuite lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala: "not stopper-sided"
  // (the same text as SidedValueTestCase), "sided + sided" and "integer * sided" (3*G, which CGSuite
  // computes as (0 + G) + (G + G), MultipleGame.binarySum).
  const G = 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}';
  it('sided + sided: G + 1 prints exactly as CGSuite', () => {
    expect(formatAny(parseLoopy(`${G}+1`))).toBe('a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}');
  });
  it("integer * sided: 3*G equals CGSuite's printed value; the offside prints the same, the onside's shape differs", () => {
    const cg = '{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}} & {0||0|a{1*||0,{1|a}|0|||*}}';
    const theirs = parseLoopy(cg) as SimplifiedSidedValue;
    // CGSuite's simplified text reads back to a form that prints the same but for the order of
    // the two loopy Right options of node c (CGSuite orders loopy options by its own hash codes),
    // and our text of it reads back to the same object
    expect(formatAny(theirs).length).toBe(cg.length);
    expect(parseLoopy(formatAny(theirs))).toBe(theirs);
    const ours = parseLoopy(`${G} + (${G} + ${G})`) as SimplifiedSidedValue;
    expect(compareSimplified(ours, theirs)).toBe('=');
    expect(formatSide(ours.offside)).toBe('{0||0|a{1*||0,{1|a}|0|||*}}');
    // the onside: the same alternating 4-cycle (through 2*, 1, 2 and 1*), entered at another of
    // its nodes: CGSuite keeps the sides of the summands as its simplified graphs (numbered as they
    // came out of the simplification), this library as interned forms (followers that are stoppers
    // made canonical, bisimilar nodes merged), so the steps visit the nodes in another order
    expect(formatSide(ours.onside)).not.toBe(formatSide(theirs.onside));
  });
  it("on CGSuite's own graph of that sum, the simplification gives CGSuite's simplified onside", () => {
    // CGSuite's output (its LoopyGame.simplifyGraph for one side, built locally from
    // aaron-siegel/cgsuite and run on these graphs, 2026-11-23): the onside graphs it keeps for
    // 0 + G (hG1) and G + G (hS), and the one it gives for their sum (hT), as CGSuite numbers
    // them; each entry "Left options | Right options", node 0 the root. CGSuite's sum graph is
    // its Bigraph.directSum: node (i, j) = i·|hS| + j, lists sorted.
    const graphOf = (text: string) => {
      const rows = text.split(';').map((r) => r.split('|').map((x) => (x.trim() ? x.trim().split(/\s+/).map(Number) : [])));
      return { left: rows.map((r) => r[0]!), right: rows.map((r) => r[1]!) };
    };
    const hG1 = graphOf('1 | 3;2 | 2 4;3 | ; | ;5 | 7;6 | 0;2 | 2;3 | 3');
    const hS = graphOf('1 | 3;2 | 16 5;3 | ;4 | ; | ;6 | 4;7 | 0 14;8 | 2;9 | 10;2 | 2;11 | 3;2 | 2 12;8 | 13;3 | 3;13 | 15;16 | 4;3 | 3 17;14 | 18;4 | 4');
    const hT = graphOf('1 | 11;2 | 4;3 | 7;4 | 4;5 | ;6 | ; | ;8 | 5;4 | 4 9;2 | 10;5 | 5;12 | 5;4 | 13 17;14 | 6;3 | 11 15;10 | 16;17 | 6;5 | 5 18;15 | 19;6 | 6');
    const nb = hS.left.length;
    const sum = { left: [] as number[][], right: [] as number[][] };
    for (let x = 0; x < hG1.left.length; x++) for (let y = 0; y < nb; y++) {
      sum.left.push([...hG1.left[x]!.map((x2) => x2 * nb + y), ...hS.left[y]!.map((y2) => x * nb + y2)].sort((p, q) => p - q));
      sum.right.push([...hG1.right[x]!.map((x2) => x2 * nb + y), ...hS.right[y]!.map((y2) => x * nb + y2)].sort((p, q) => p - q));
    }
    const mine = internSide(simplifiedSideGraph(GameGraph.from(sum), 0, 'on'), 'on');
    expect(mine).toBe(internSide(GameGraph.from(hT), 'on'));
    // and it is CGSuite's printed onside of 3*G but for the order of node c's two loopy options
    expect(formatSide(mine).length).toBe('{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}}'.length);
    expect(formatSide(mine).startsWith('{a{2*|||2|2,{a|1*}||1}|2||c{2|')).toBe(true);
  });
});

describe('stops of stoppers', () => {
  it('stops of on, off and over are themselves (pseudonumbers)', () => {
    expect(stopsOf(lv('on') as Stopper).left.x).toBe(Infinity);
    expect(stopsOf(lv('off') as Stopper).right.x).toBe(-Infinity);
  });
});

describe('degree of loopiness: CGSuite CanonicalStopperTestCase `Degree`', () => {
  // [input, CGSuite's Degree] for the cases whose degree this engine can sidle and whose printed
  // degree this parser reads (Miny(on) = {on|0||0}, Tiny(on) = {0||0|off}, Tiny(over) = {0||0|under}
  // written out).
  const cases: [string, string][] = [
    ['on', 'on'],
    ['off', 'on'],
    ['over', 'over'],
    ['{pass|3/2}', 'over'],
    ['{0|||0||0|off}', '{0||||0|||{on|0||0}|0||off}'],
    ['{on|0||0}', '{0||0|off}'],
    ['{0||0|under}', '{0||0|under}'],
    ['+-{0|pass}', 'over'],
    ['+-{5|pass}', 'over'],
    // Figure VI.3.2's 4-cycle (Siegel, CGT, p. 308): G − G needs the sidling iteration; CGSuite's
    // Degree is {0|a{0|0,{0|||a|0||0}}}, written here with braces ({0|||a|0||0} = {0|{{a|0}|0}}).
    ['a{0||||0|||a|*||*}', '{0|a{0|0,{0|{{a|0}|0}}}}'],
    // The 17-follower example: CGSuite's Degree is the game itself (its printed form, with -1* for -1+*).
    ['{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}', '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}'],
    // Grenville's unstable game: CGSuite's Degree a{0||0|{0|a||0,*2|||0||||0}}.
    ['a{0|{0||||0,*2|||a|0||0}||0}', 'a{0||0|{0|a||0,*2|||0||||0}}'],
  ];
  for (const [x, d] of cases) {
    it(`${x}.Degree = ${d}`, () => {
      expect(degree(lv(x) as Stopper)).toBe(lv(d));
    });
  }
  it('the two uponth-like cases have the same degree (CGSuite: ^<on> for both)', () => {
    expect(degree(lv('{-1/4+*|pass}') as Stopper)).toBe(degree(lv('{0|{0||0|0,pass}||-{0||0|0,pass}}') as Stopper));
  });
});
