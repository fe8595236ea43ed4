import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver, ValueError, game, nim, num, up, star, zero } from '../../src/index.js';
import { HackenbushPosition, PositionSyntaxError, hackenbush, hackenbushKnownValue, hackenbushStringValue } from '../../src/entries/rulesets.js';

/** The ruleset without its closed forms: values by plain search. */
const plain = { ...hackenbush, known: undefined };
const search = (t: string) => new Solver(plain).value(HackenbushPosition.parse(t));
const solve = (t: string) => new Solver(hackenbush).value(HackenbushPosition.parse(t));

describe('Hackenbush strings', () => {
  // Winning Ways, ch. 2 (Berlekamp's rule), each also derived by hand from the definition:
  //  B = {0|} = 1; BB = {0,1|} = 2; BR = {0|1} = 1/2; BRR = {0|1/2} = 1/4; BRB = {0,1/2|1} = 3/4;
  //  BBR = {0,1|2} = 3/2; RB = {−1|0} = −1/2; BRRB = {0,1/4|1/2,1} = {1/4|1/2} = 3/8;
  //  RRRBR: the rule gives −3 + 1/2 − 1/4 = −11/4.
  const cases: Array<[string, string]> = [
    ['B', '1'],
    ['BB', '2'],
    ['BR', '1/2'],
    ['BRR', '1/4'],
    ['BRB', '3/4'],
    ['BBR', '3/2'],
    ['RB', '-1/2'],
    ['BRRB', '3/8'],
    ['RRRBR', '-11/4'],
  ];
  for (const [s, v] of cases) {
    it(`${s} = ${v}`, () => {
      expect(hackenbushStringValue(s)).toBe(num(v));
      expect(search(s)).toBe(num(v));
      expect(solve(s)).toBe(num(v));
    });
  }

  it("Berlekamp's rule agrees with the plain search on every Blue-Red string up to length 9", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('B', 'R'), { maxLength: 9 }), (cs) => {
        const s = cs.join('');
        expect(search(s)).toBe(hackenbushStringValue(s));
      }),
      { numRuns: 300 },
    );
  });

  it('long strings are solved by the closed form, without search', () => {
    expect(solve('B'.repeat(5000))).toBe(num(5000));
    // Berlekamp's rule: 1 − 1/2 + (1/4 + … + 1/2^41) = 1 − 2^−41, given exactly as a string
    expect(solve('BR' + 'B'.repeat(40))).toBe(num(`${2 ** 41 - 1}/${2 ** 41}`));
    // 60 alternating edges need 2^-59: beyond a double's 53 bits, a typed error, not a rounded value.
    expect(() => hackenbushStringValue('BR'.repeat(30))).toThrow(ValueError);
  });
});

describe('Hackenbush trees', () => {
  // Hand derivations from the definition (cutting an edge removes what stands on it):
  //  B(R,R): Left cuts B → 0; Right cuts an R → BR = 1/2. {0|1/2} = 1/4.
  //  B(R,B): Left cuts the lower B → 0 or the upper B → BR = 1/2; Right cuts R → BB = 2. {0, 1/2 | 2} = 1.
  //  B(RR,RR): the colon principle (Winning Ways ch. 2/7): RR,RR on top is −4, so 1:(−4) = (−4 + 6)/2^5 = 1/16.
  //  BR,RRB: a sum, 1/2 + (−2 + 1/2) = −1 (Berlekamp's rule on each string).
  //  BG: Left → 0 or B = 1; Right → B = 1. {0,1|1} = 1*.
  //  G = *, GG = *2, G(G,G) = *(1⊕1 + 1) = *1 (green Hackenbush, Winning Ways ch. 7).
  //  GB (green edge, blue on top): Left → 0 or G = *; Right → 0. {0,*|0} = ↑* (Winning Ways ch. 2).
  const cases: Array<[string, () => ReturnType<typeof num>]> = [
    ['B(R,R)', () => num('1/4')],
    ['B(R,B)', () => num(1)],
    ['B(RR,RR)', () => num('1/16')],
    ['BR,RRB', () => num(-1)],
    ['G', () => star],
    ['GG', () => nim(2)],
    ['G(G,G)', () => star],
    ['GB', () => up.add(star)],
    ['BG', () => game([zero], []).add(star)],
  ];
  for (const [t, v] of cases) {
    it(`${t}`, () => {
      expect(search(t)).toBe(v());
      expect(solve(t)).toBe(v());
    });
  }

  /** Random trees in the text form: each edge a colour and up to 3 branches, depth ≤ 3. */
  const tree = (colors: string[]) =>
    fc.letrec<{ t: string }>((tie) => ({
      t: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(...colors),
        fc.tuple(fc.constantFrom(...colors), fc.array(tie('t'), { minLength: 1, maxLength: 3 })).map(([c, ks]) => `${c}(${ks.join(',')})`),
      ),
    })).t;

  it('the colon-principle closed form of Blue-Red trees agrees with the plain search', () => {
    fc.assert(
      fc.property(tree(['B', 'R']), (t) => {
        const p = HackenbushPosition.parse(t);
        fc.pre(p.size <= 9);
        expect(search(t)).toBe(hackenbushKnownValue(p));
      }),
      { numRuns: 200 },
    );
  });

  it('the closed form of green trees agrees with the plain search', () => {
    fc.assert(
      fc.property(tree(['G']), (t) => {
        const p = HackenbushPosition.parse(t);
        fc.pre(p.size <= 9);
        expect(search(t)).toBe(hackenbushKnownValue(p));
      }),
      { numRuns: 150 },
    );
  });

  it('mixed trees have no closed form here and are searched', () => {
    expect(hackenbushKnownValue(HackenbushPosition.parse('BG'))).toBeUndefined();
  });
});

describe('Hackenbush text', () => {
  it('prints a canonical text (sorted branches, chains as runs)', () => {
    expect(String(HackenbushPosition.parse('B(R,B)'))).toBe('B(B,R)');
    expect(String(HackenbushPosition.parse('b(r(b))'))).toBe('BRB');
    expect(String(HackenbushPosition.parse(' RRB , BR '))).toBe('BR,RRB');
    expect(HackenbushPosition.parse('').size).toBe(0);
    expect(solve('')).toBe(zero);
  });

  it('bad text is a PositionSyntaxError saying where', () => {
    const bad: Array<[string, number]> = [
      ['BX', 1],
      ['(B)', 0],
      ['B(R', 3],
      ['B)R', 1],
      ['B(R)B', 4],
      ['B,,R', 2],
      ['B()', 2],
      ['B,', 2],
    ];
    for (const [t, i] of bad) {
      let err: unknown;
      try {
        HackenbushPosition.parse(t);
      } catch (e) {
        err = e;
      }
      expect(err, t).toBeInstanceOf(PositionSyntaxError);
      expect((err as PositionSyntaxError).index, t).toBe(i);
    }
    expect(() => HackenbushPosition.string('B(R)')).toThrow(PositionSyntaxError);
    expect(() => hackenbushStringValue('BG')).toThrow(PositionSyntaxError);
  });
});
