/**
 * Varieties of stoppers (CGSuite's `Variety`, `IsStable`, `UpsumVariety`, `DownsumVariety`;
 * Siegel, Combinatorial Game Theory, AMS 2013, Section VI.5 on degrees and varieties). Expected
 * values are CGSuite's, transcribed from aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala (the `variety` and
 * `isStable` of each case, in its order; `!!` there is CGSuite's error, here a typed error).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAny, parseLoopy } from '../../src/notation/index.js';
import {
  DegreeNotIdempotentError,
  type LoopyValue,
  NotStableError,
  NotStopperSidedError,
  Stopper,
  LoopyBuilder,
  degree,
  downsumVariety,
  isIdempotent,
  isStable,
  upsumVariety,
  variety,
  stopperSidedOf,
} from '../../src/loopy/index.js';
import { addAny, negAny } from '../../src/loopy/simplified.js';
import { PartizanError } from '../../src/engine/errors.js';
import { analyzeCommand } from '../../src/cli/commands/analyze.js';
import { capture } from '../cli/capture.js';

const lv = (text: string): LoopyValue => stopperSidedOf(parseLoopy(text));
const st = (text: string): Stopper => lv(text) as Stopper;

// [input, CGSuite's Variety (or 'not idempotent' / 'not stable'), CGSuite's IsStable]
const cases: [string, string, boolean | 'error'][] = [
  ['on', 'on', true],
  ['off', 'off', true],
  ['over', 'over', true],
  ['{pass|3/2}', 'under', true],
  ['{-1/4+*|pass}', '^<on>', true],
  ['{0|{0||0|0,pass}||-{0||0|0,pass}}', '{^[on]*,^<on>||v<on>|0}', true],
  // CGSuite: "!!Variety degree must be an idempotent." for both Variety and IsStable
  ['{0|||0||0|off}', 'not idempotent', 'error'],
  ['{on|0||0}', 'Miny(on)', true],
  ['{0||0|under}', 'Tiny(over)', true],
  ['+-{0|pass}', '+-over', true],
  ['+-{5|pass}', '+-{10over|over}', true],
  ['a{0||||0|||a|*||*}', '{a{0,{0||0|a|||0}|0}|0}', true],
];

describe("variety: CGSuite's CanonicalStopperTestCase", () => {
  for (const [x, v, stable] of cases) {
    it(`${x}.Variety = ${v}`, () => {
      const g = st(x);
      if (v === 'not idempotent') {
        expect(() => variety(g)).toThrow(DegreeNotIdempotentError);
        expect(() => isStable(g)).toThrow(DegreeNotIdempotentError);
        // the reason: its degree D has D + D ≠ D
        expect(isIdempotent(degree(g))).toBe(false);
        return;
      }
      const got = variety(g);
      expect(got).toBe(lv(v));
      // one option on each side: CGSuite's text exactly (several loopy options: order may differ)
      if (!v.includes(',')) expect(formatAny(got)).toBe(v);
      expect(isStable(g)).toBe(stable);
    });
  }
  it("Grenville's unstable game a{0|{0||||0,*2|||a|0||0}||0}: not stable", () => {
    // CGSuite: IsStable = false, Variety = "!!That game is not stable.", Degree = a{0||0|{0|a||0,*2|||0||||0}}.
    const g = st('a{0|{0||||0,*2|||a|0||0}||0}');
    expect(degree(g)).toBe(lv('a{0||0|{0|a||0,*2|||0||||0}}'));
    expect(isStable(g)).toBe(false);
    expect(() => variety(g)).toThrow(NotStableError);
  });
});

describe("variety of CGSuite's 17-follower case (CanonicalStopperTestCase.scala)", () => {
  it('{0|{0||||-1|||-1*,a{…}||-2|b{…}}}: degree, variety are the game itself, stable', () => {
    // CGSuite: Degree = Variety = the game itself, IsStable = true, IsIdempotent = true.
    const x = '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}';
    const g = st(x);
    expect(degree(g)).toBe(g);
    expect(variety(g)).toBe(g);
    expect(isStable(g)).toBe(true);
  });
});

describe('variety: definitions and identities', () => {
  it('a short game has degree 0 (CGSuite: Degree of a loopfree game is 0) and variety 0', () => {
    // by the definition: G ⊕ ((−G) ⊖ (−0)) = G + (−G) = 0 for a short G (sums of short games are short)
    for (const t of ['0', '*', '{1|-1}', '^', '3/2']) {
      expect(degree(st(t))).toBe(lv('0'));
      expect(variety(st(t))).toBe(lv('0'));
    }
  });
  it('the varieties are G ⊕ ((−G) ⊖ (−D)) and G ⊖ ((−G) ⊕ D) (CGSuite CanonicalStopper.scala)', () => {
    // over has degree over (CGSuite's vector), an idempotent: over + over = over
    const g = st('3/2over');
    const d = st('over');
    expect(degree(g)).toBe(d);
    expect(isIdempotent(d)).toBe(true);
    expect(upsumVariety(g, d)).toBe(downsumVariety(g, d));
    expect(variety(g)).toBe(upsumVariety(g, d));
  });
  it('translation by a number and negation (derived from the definitions)', () => {
    // For a number x, (G + x) − (G + x) = G − G, so the degree is unchanged, and in
    // (G + x) ⊕ ((−G − x) ⊖ (−D)) the x cancels: variety(G + x) = variety(G). With CGSuite's
    // vectors over.Variety = over and {pass|3/2}.Variety = under:
    expect(variety(st('3/2over'))).toBe(st('over'));
    expect(variety(st('-7under'))).toBe(st('under'));
    // −(A ⊕ B) = (−A) ⊖ (−B) turns the upsum variety of −G into the negative of the downsum
    // variety of G: variety(−G) = −variety(G). CGSuite: +-{5|pass}.Variety = +-{10over|over},
    // a switch, and (−1/4v[on]).Variety = ^<on>, so (1/4^[on]).Variety = v<on>:
    expect(variety(st('1/4^[on]'))).toBe(st('v<on>'));
  });
  it('a degree that is not an idempotent is refused with DegreeNotIdempotentError (a PartizanError)', () => {
    const d = degree(st('{0|||0||0|off}'));
    expect(addAny(d, d)).not.toBe(d);
    expect(() => upsumVariety(st('over'), d)).toThrow(DegreeNotIdempotentError);
    expect(new DegreeNotIdempotentError('x')).toBeInstanceOf(PartizanError);
    expect(new DegreeNotIdempotentError('x').code).toBe('DEGREE_NOT_IDEMPOTENT');
    expect(new NotStableError('x').code).toBe('NOT_STABLE');
  });
});

describe('partizan analyze --json reports variety', () => {
  it("CGSuite's name `variety`: the value, or none with the reason", async () => {
    // +-{5|pass}.Variety = +-{10over|over} (CanonicalStopperTestCase.scala)
    const a = JSON.parse((await capture(analyzeCommand, ['+-{5|pass}', '--json'])).out) as Record<string, unknown>;
    expect(a.variety).toBe('+-{10over|over}');
    // {0|||0||0|off}: "Variety degree must be an idempotent." in CGSuite
    const b = JSON.parse((await capture(analyzeCommand, ['{0|||0||0|off}', '--json'])).out) as Record<string, unknown>;
    expect(String(b.variety)).toMatch(/^none \(.*idempotent/);
    // a sided value has no variety in CGSuite (Variety is a method of CanonicalStopper only)
    const c = JSON.parse((await capture(analyzeCommand, ['on + off', '--json'])).out) as Record<string, unknown>;
    expect(c).not.toHaveProperty('variety');
  });
});

/** Random plumtrees over a few leaves (each node: options among earlier nodes, maybe one pass). */
const leafTexts = ['0', '*', '1', '-1', '1/2', 'over', 'under', '^'];
const plums = fc.array(
  fc.record({
    left: fc.array(fc.nat({ max: 12 }), { maxLength: 2 }),
    right: fc.array(fc.nat({ max: 12 }), { maxLength: 2 }),
    pass: fc.constantFrom('none', 'L', 'R'),
  }),
  { minLength: 1, maxLength: 3 },
);
function plumValue(r: { left: number[]; right: number[]; pass: string }[]): Stopper {
  const b = new LoopyBuilder();
  const made: (number | Stopper)[] = leafTexts.map(st);
  for (const x of r) {
    const v = b.node();
    const pick = (i: number): number | Stopper => made[i % made.length]!;
    const L = x.left.map(pick);
    const R = x.right.map(pick);
    if (x.pass === 'L') L.push(v);
    if (x.pass === 'R') R.push(v);
    b.setOptions(v, L, R);
    made.push(v);
  }
  return b.value(made[made.length - 1] as number) as Stopper;
}

describe('variety over random plumtrees (identities derived from the definition)', () => {
  it('variety(G + x) = variety(G) for a number x, and variety(−G) = −variety(G), where defined', () => {
    let defined = 0;
    fc.assert(
      fc.property(plums, fc.constantFrom('1', '-1/2', '3'), (r, x) => {
        const g = plumValue(r);
        let v: Stopper;
        try {
          v = variety(g);
        } catch (e) {
          if (e instanceof DegreeNotIdempotentError || e instanceof NotStableError || e instanceof NotStopperSidedError) return;
          throw e;
        }
        defined++;
        expect(variety(addAny(g, st(x)) as Stopper)).toBe(v);
        expect(variety(negAny(g) as Stopper)).toBe(negAny(v));
        // the two varieties agree, by the definition of a stable game
        expect(upsumVariety(g, degree(g))).toBe(downsumVariety(g, degree(g)));
      }),
      { numRuns: 40 },
    );
    expect(defined).toBeGreaterThan(10);
  });
});
