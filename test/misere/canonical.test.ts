/**
 * Misère canonical forms against CGSuite: every expected value below is from CGSuite's
 * MisereCanonicalGameTestCase.scala (lib/core/src/test/scala/org/cgsuite/lang/, the cases from
 * line 5 to line 455: input, printed form, genus, mate, misère nim value, outcome, nim value,
 * birthday and the tameness flags).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  genusString,
  isGenerallyRestive,
  isGenerallyTame,
  isRestive,
  isRestless,
  isTame,
  isTameable,
  misereAdd,
  misereDifference,
  misereGame,
  misereMate,
  misereNim,
  MisereParseError,
  misereStar,
  misereZero,
  parseMisere,
  type MisereGame,
} from '../../src/misere/index.js';

// [input, printed, birthday, genus, tame, generallyTame, tameable, restive, generallyRestive, restless, mate, g-, outcome, g+]
const CASES: Array<[string, string, number, string, boolean, boolean, boolean, boolean, boolean, boolean, string, number, string, number]> = [
  ['*[0]', '*[0]', 0, '0', true, true, true, false, false, false, '*[1]', 1, 'N', 0],
  ['*[1]', '*[1]', 1, '1', true, true, true, false, false, false, '*[0]', 0, 'P', 1],
  ['*[2]', '*[2]', 2, '2', true, true, true, false, false, false, '*[2]', 2, 'N', 2],
  ['*[[2]]', '*[2#]', 3, '0^0', true, true, true, false, false, false, '*[2#]', 0, 'P', 0],
  ['*[[[2]]]', '*[2##]', 4, '1^1', true, true, true, false, false, false, '*[2##]', 1, 'N', 1],
  ['*[2]+*[2]', '*[2[2]]', 4, '0^0', true, true, true, false, false, false, '*[2[2]]', 0, 'P', 0],
  ['*[[*[2]+*[[2]]]]', '*[2[#2#]]', 6, '0^0', true, true, true, false, false, false, '*[2[#2#]]', 0, 'P', 0],
  ['*[[2],0]', '*[2#0]', 4, '1^2', false, false, false, true, true, false, '*[2#1]', 2, 'N', 1],
  ['*[[2],1]', '*[2#1]', 4, '2^1420', false, false, false, false, false, true, '*[2#0]', 1, 'N', 2],
  ['*[[*[4]+*[2]]]', '*[4[2#]]', 7, '0^0', true, true, true, false, false, false, '*[4[2#]]', 0, 'P', 0],
  ['*[[[2]],[[2],1]]', '*[(2#1)2##]', 5, '0^0', false, true, true, false, false, false, '*[(2#0)2##]', 0, 'P', 0],
  ['*[[[2]],[[[2],0],0,1]]', '*[((2#0)10)2##]', 6, '0^0', false, true, true, false, false, false, '*[((2#1)10)2##]', 0, 'P', 0],
  ['*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]', '*[((2#0)2[#1]2#)(2#1)[1]]', 6, '0^120', false, false, true, false, false, false, '*[((2#1)2[#1]2#)(2#0)[1]]', 1, 'N', 0],
  ['*[[[2],2,0],[[2],3],1]', '*[(2#20)2[#1]1]', 5, '0^2', false, false, false, false, true, false, '*[(2#21)2[#1]0]', 2, 'N', 0],
];

describe("misère canonical forms (CGSuite's MisereCanonicalGameTestCase)", () => {
  for (const [x, printed, birthday, genus, tame, gTame, tameable, restive, gRestive, restless, mate, gMinus, outcome, gPlus] of CASES) {
    it(`${x} = ${printed}`, () => {
      const g = parseMisere(x);
      expect(g.toString()).toBe(printed);
      expect(parseMisere(printed.replace(/^\*\[|\]$/g, '') === '0' ? '*[0]' : x)).toBe(g); // interned: the same object
      expect(g.birthday).toBe(birthday);
      expect(genusString(g)).toBe(genus);
      expect([isTame(g), isGenerallyTame(g), isTameable(g), isRestive(g), isGenerallyRestive(g), isRestless(g)]).toEqual([tame, gTame, tameable, restive, gRestive, restless]);
      expect(misereMate(g).toString()).toBe(mate);
      expect(g.misereNimValue).toBe(gMinus);
      expect(g.outcome).toBe(outcome);
      expect(g.nimValue).toBe(gPlus);
    });
  }
});

describe('the misère monoid', () => {
  // Conway, ONAG ch. 12: * + * = 0 in misère play, but *2 + *2 is not 0 (it is *[2[2]] above)
  it('* + * = 0, and *2 + *2 is a new game', () => {
    expect(misereAdd(misereStar, misereStar)).toBe(misereZero);
    expect(misereAdd(misereNim(2), misereNim(2))).not.toBe(misereZero);
    // *2 + * = *3: the nim heaps of misère play add as in normal play but for * + * (ONAG ch. 12)
    expect(misereAdd(misereNim(2), misereStar)).toBe(misereNim(3));
  });
  // the proviso (ONAG ch. 12): {*} = 0 since * is a P-position, but {*2#} keeps its option
  it('the proviso: {*} = 0; a P-position whose options all have 0 as an option stays', () => {
    expect(misereGame([misereStar])).toBe(misereZero);
    const g = misereGame([misereNim(2)]); // {*2}: a P-position (genus 0^0) whose only option has 0
    expect(g).not.toBe(misereZero);
  });

  const small: fc.Arbitrary<MisereGame> = fc
    .array(fc.constantFrom('*[0]', '*[1]', '*[2]', '*[[2]]', '*[[2],0]', '*[[2],1]', '*[3]', '*[[[2]]]', '*[2]+*[2]'), { minLength: 1, maxLength: 3 })
    .map((xs) => misereGame(xs.map((x) => parseMisere(x))));
  it('sums are commutative and associative, and G − H undoes + H (cancellation)', () => {
    fc.assert(
      fc.property(small, small, small, (a, b, c) => {
        expect(misereAdd(a, b)).toBe(misereAdd(b, a));
        expect(misereAdd(misereAdd(a, b), c)).toBe(misereAdd(a, misereAdd(b, c)));
        expect(misereDifference(misereAdd(a, b), b)).toBe(a);
      }),
      { numRuns: 150 },
    );
  });
  it('G + G⁻ (the mate) is a P-position (ONAG ch. 12)', () => {
    fc.assert(fc.property(small, (g) => misereAdd(g, misereMate(g)).outcome === "P"), { numRuns: 100 });
  });
});

describe('the reader', () => {
  it("reads CGSuite's lists, nimbers and sums", () => {
    expect(parseMisere('*[4,2]').toString()).toBe('*[42]'); // CGSuite's tutorial, misere-theory.cgsh
    expect(parseMisere('*2 + *2')).toBe(parseMisere('*[2]+*[2]'));
    expect(parseMisere('*[]')).toBe(misereZero);
    expect(parseMisere('(*[2])')).toBe(misereNim(2));
  });
  it('reports bad text with a column', () => {
    for (const bad of ['*[2', '*[2]]', '*[,]', '3', '*[2] +', '{0|0}', '*[2]*[3]']) {
      let err: unknown;
      try {
        parseMisere(bad);
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(MisereParseError);
    }
  });
  it('limits deep and long text without recursion', () => {
    const deep = '*[' + '['.repeat(20_000) + '2' + ']'.repeat(20_000) + ']';
    expect(parseMisere(deep).birthday).toBe(20_002);
    expect(() => parseMisere('*[' + '0,'.repeat(60_000) + '0]')).toThrow(/maxLength/);
    expect(() => parseMisere('*[5000]')).toThrow(/maxNim/);
  });
});
