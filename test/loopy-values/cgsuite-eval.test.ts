/**
 * CGSuite's loopy-specifier and loopy-arithmetic test vectors, transcribed from aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala: the tables "correctly interpret loopy
 * game specifiers", "process game operations" (the loopy rows) and "simplify properly" (the
 * `+-(uponth+*)` row). Each row is [CGSuite input, CGSuite's printed result]; CGSuite's `n*G` (n
 * copies of G added) is written here as a sum, and its `uponth := {0||0|0,pass}` is written out.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, formatAny, parse, parseLoopy } from '../../src/notation/index.js';
import { type LoopyValue, OFF, ON, SimplifiedSidedValue, formatSide, loopyOf, stopperSidedOf } from '../../src/loopy/index.js';
import { addAny, negAny } from '../../src/loopy/simplified.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { LimitError } from '../../src/engine/errors.js';

const lv = (text: string): LoopyValue => stopperSidedOf(parseLoopy(text));
const UPONTH = '{0||0|0,pass}';

const rows: [string, string][] = [
  ['on', 'on'],
  ['off', 'off'],
  ['{pass|pass}', 'dud'],
  ['over', 'over'],
  ['under', 'under'],
  // "upon": [{pass|*},{pass,0|0},{*|pass},{0|0,pass}] → [^[on],^[on]*,v[on],v[on]*]
  ['{pass|*}', '^[on]'],
  ['{pass,0|0}', '^[on]*'],
  ['{*|pass}', 'v[on]'],
  ['{0|0,pass}', 'v[on]*'],
  // "uponth"
  ['{0||0|0,pass}', '^<on>'],
  ['{0,*||*|pass}', '^<on>*'],
  ['{0,pass|0||0}', 'v<on>'],
  ['{pass|*||0,*}', 'v<on>*'],
  ['over+5', '5over'],
  ['under+5', '5under'],
  // "loopy plus number (upon)" and "(uponth)"
  ['5+{pass|*}', '5^[on]'],
  ['5+{pass,0|0}', '5^[on]*'],
  ['5+{*|pass}', '5v[on]'],
  ['5+{0|0,pass}', '5v[on]*'],
  ['5+{0||0|0,pass}', '5^<on>'],
  ['5+{0,*||*|pass}', '5^<on>*'],
  ['5+{0,pass|0||0}', '5v<on>'],
  ['5+{pass|*||0,*}', '5v<on>*'],
  ['over+^', 'over'],
  ['5+over', '5over'],
  ['over-5', '-5over'],
  ['over & v', 'over & v'],
  ['x{0|x}', 'over'],
  ['x{x|0}', 'under'],
  ['x{0||||0|||x|*||*}', 'a{0||||0|||a|*||*}'],
  [`+-{0|${UPONTH}}`, '+-{0|^<on>}'],
  [`+-{{0|${UPONTH}},{0|${UPONTH}+*}}`, '+-{{0|^<on>},{0|^<on>*}}'],
  ['a{1||a|0}', '2 & +-1'],
  ['{2&-2|1&-2}', '{2|1} & -2*'],
  // "simplify properly": +- loopy game simplification
  [`+-(${UPONTH}+*)`, '0'],
];

describe("CGSuite EvalTest.scala: loopy game specifiers", () => {
  for (const [x, out] of rows) {
    it(`${x} → ${out}`, () => {
      const v = lv(x);
      expect(formatAny(v)).toBe(out);
      // the printed text reads back to the same object, also through the one parser
      expect(lv(out)).toBe(v);
      const p = parse(out, { loopy: true });
      expect(loopyOf(p)).toBe(v);
    });
  }
  it('a hanging pass is refused (CGSuite: "Unexpected `pass`.")', () => {
    expect(() => parseLoopy('pass')).toThrow(ParseError);
    expect(() => parseLoopy('{1|0+pass}')).toThrow(ParseError);
  });
});

describe('CGSuite EvalTest.scala: integer times a loopy value (n copies added)', () => {
  // "process game operations": CGSuite's own input text, read by the one parser
  it('integer * stopper: 10*upon → {0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}', () => {
    const v = parseLoopy('10*upon');
    expect(formatAny(v)).toBe('{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}');
    expect(lv(formatAny(v))).toBe(v);
    // the same through parse(…, { loopy: true }), and n copies added one at a time
    expect(parse('10*upon', { loopy: true })).toBe(v);
    expect(v).toBe(times(10, lv('upon')));
  });
  it('integer * stopper sided: 9*(upon & v) → {0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9', () => {
    const v = parseLoopy('9*(upon & v)');
    expect(formatAny(v)).toBe('{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9');
    expect(lv(formatAny(v))).toBe(v);
    expect(v).toBe(times(9, lv('upon & v')));
  });
  it("integer * sided: 3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} equals CGSuite's printed value", () => {
    // CGSuite's text (EvalTest "integer * sided"); its onside prints in another shape (see
    // test/loopy-values/cgsuite.test.ts, "integer * sided"), so the values are compared
    const cg = '{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}} & {0||0|a{1*||0,{1|a}|0|||*}}';
    const ours = parseLoopy('3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}') as SimplifiedSidedValue;
    expect(ours).toBeInstanceOf(SimplifiedSidedValue);
    expect(compareSimplified(ours, parseLoopy(cg) as SimplifiedSidedValue)).toBe('=');
    // the offside prints exactly as CGSuite's
    expect(formatSide(ours.offside)).toBe('{0||0|a{1*||0,{1|a}|0|||*}}');
  });
});

/** n copies of g added one at a time. */
function times(n: number, g: LoopyValue): LoopyValue {
  let s = g;
  for (let i = 1; i < n; i++) s = addAny(s, g) as LoopyValue;
  return s;
}

describe('n * G on loopy values: rules and identities', () => {
  it('G * n, negative n, 0, and the prefix minus binding tighter than *', () => {
    const upon = lv('upon');
    expect(parseLoopy('upon*10')).toBe(parseLoopy('10*upon'));
    expect(parseLoopy('upon * 10')).toBe(parseLoopy('10*upon'));
    // (−2)·upon = 2 copies of −upon = −(2·upon); −upon = v[on] (EvalTest: {pass|*} prints ^[on], {*|pass} v[on])
    expect(parseLoopy('-2*upon')).toBe(negAny(times(2, upon)));
    expect(parseLoopy('-2*upon')).toBe(parseLoopy('2*v[on]'));
    // 0·G = 0; on + on = on (Siegel CGT VI.1: on is the largest value), −1·on = off
    expect(parseLoopy('0*on')).toBe(parse('0'));
    expect(parseLoopy('3*on')).toBe(ON);
    expect(parseLoopy('-1*on')).toBe(OFF);
    // over + over = over (Winning Ways ch. 11: over is idempotent), then + 1 = 1over
    expect(formatAny(parseLoopy('2*{0|pass}+1'))).toBe('1over');
  });
  it('a bare * touching an upon form and followed by an operand is the product; printed forms are unchanged', () => {
    // ^[on]* and 5^[on]* are printed forms (CGSuite's upon forms): they read as before
    expect(formatAny(parseLoopy('^[on]*'))).toBe('^[on]*');
    expect(formatAny(parseLoopy('5^[on]*'))).toBe('5^[on]*');
    expect(formatAny(parseLoopy('^[on]*2'))).toBe('^[on]*2');
    // 2·upon = {0|^[on]*}: the EvalTest row 10*upon's innermost piece, and upon + upon by the engine
    expect(parseLoopy('2*^[on]')).toBe(times(2, lv('upon')));
    expect(parseLoopy('^[on]* 2')).toBe(times(2, lv('upon')));
    expect(parseLoopy('3* upon')).toBe(times(3, lv('upon')));
    // a label after the star: 3·over = over (over + over = over, Winning Ways ch. 11)
    expect(formatAny(parseLoopy('3*a{0|a}'))).toBe('over');
    expect(formatAny(parseLoopy('3 * over'))).toBe('over');
    // `3*over` read 3* + over before multiples existed, and still does (3* + over = 3over, as before)
    expect(formatAny(parseLoopy('3*over'))).toBe('3over');
  });
  it('errors: no integer factor, a factor past 10^9, a product of a game still being read', () => {
    const at = (text: string): [number, string] => {
      try {
        parseLoopy(text);
      } catch (e) {
        if (e instanceof ParseError) return [e.column, e.expected];
        throw e;
      }
      throw new Error(`${text} parsed`);
    };
    expect(at('upon*upon')).toEqual([5, "an integer factor on one side of '*'"]);
    expect(at('1/2*upon')).toEqual([4, "an integer factor on one side of '*'"]);
    expect(at('2000000000*upon')).toEqual([11, 'an integer factor of absolute value at most 1000000000']);
    expect(at('{0|3*pass}')[1]).toBe('a complete game');
  });
  it('a sum past the loopy engine’s limits is a LimitError, not a hang', () => {
    // 2^29 copies of upon need graphs far past maxPairs (16,000,000); the error comes within
    // the first doublings
    expect(() => parseLoopy('1000000000*upon')).toThrow(LimitError);
  });
});
