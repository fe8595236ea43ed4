/**
 * CGSuite's loopy-specifier and loopy-arithmetic test vectors, transcribed from aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala: the tables "correctly interpret loopy
 * game specifiers", "process game operations" (the loopy rows) and "simplify properly" (the
 * `+-(uponth+*)` row). Each row is [CGSuite input, CGSuite's printed result]; CGSuite's `n*G` (n
 * copies of G added) is written here as a sum, and its `uponth := {0||0|0,pass}` is written out.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, formatAny, parse, parseLoopy } from '../../src/notation/index.js';
import { type LoopyValue, addLoopy, loopyOf, stopperSidedOf } from '../../src/loopy/index.js';

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
  const times = (n: number, g: LoopyValue): LoopyValue => {
    let s = g;
    for (let i = 1; i < n; i++) s = addLoopy(s, g);
    return s;
  };
  it('10*upon → {0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}', () => {
    const v = times(10, lv('upon'));
    expect(formatAny(v)).toBe('{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}');
    expect(lv(formatAny(v))).toBe(v);
  });
  it('9*(upon & v) → {0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9', () => {
    const v = times(9, lv('upon & v'));
    expect(formatAny(v)).toBe('{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9');
    expect(lv(formatAny(v))).toBe(v);
  });
});
