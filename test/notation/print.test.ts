/** The printer: the examples, CGSuite's printing rules, Unicode and named values. */
import { describe, expect, it } from 'vitest';
import {
  add,
  down,
  downNth,
  format,
  game,
  isSwitch,
  neg,
  nim,
  num,
  nus,
  parse,
  star,
  sub,
  switchOf,
  toCgsuite,
  up,
  upNth,
  upPow,
  zero,
} from '../../src/index.js';

const g = game;
/** J = {0 | ↑^[2]} (paper, Simple Chopsticks, Section 4: "J = {0|↑^[2]} … is the uptimal .22*"). */
const J = g([zero], [upNth(2)]);

describe('CGSuite plain text: the issue examples (issue 2)', () => {
  // expected strings are the issue text, which quotes CGSuite's output
  it.each([
    [g([zero], [zero]), '*'],
    [g([zero], [star]), '^'],
    [g([zero, star], [zero]), '^*'],
    [g([zero], [up]), '^^*'],
    [g([num(1)], [num(-1)]), '+-1'],
    [g([g([num(3)], [num(1)]), g([num(4)], [num(2)])], [num(-3)]), '{4|2||-3}'],
    [upNth(4), '^[4]'],
  ])('%s', (x, s) => {
    expect(x.toString()).toBe(s);
    expect(toCgsuite(x)).toBe(s);
    expect(format(x)).toBe(s);
  });
});

describe('CGSuite printing rules (the printer and Uptimal.scala of CGSuite)', () => {
  it('numbers, nimbers and number-up-star', () => {
    // cgsuite-notation.md "Numbers, nimbers, ups"
    expect(String(num('-5/8'))).toBe('-5/8');
    expect(String(nim(3))).toBe('*3');
    expect(String(nus(0, 3, 0))).toBe('^3'); // 3·↑, not ↑³
    expect(String(nus(0, -2, 0))).toBe('vv');
    expect(String(nus(0, -9, 0))).toBe('v9');
    expect(String(nus(6, 1, 1))).toBe('6^*');
    expect(String(nus(0, 1, 6))).toBe('^*6');
    expect(String(nus('73/16', -9, 8))).toBe('73/16v9*8');
    expect(String(nus(1, 1, 1))).toBe('1^*');
  });
  it('units ^<k> and unit sums ^[k], with numbers and nimbers', () => {
    // cgsuite-notation.md "Uptimals": ↑^k prints ^<k>, ↑^[k] prints ^[k]
    expect(String(upPow(2))).toBe('^<2>');
    expect(String(neg(upPow(5)))).toBe('v<5>');
    expect(String(add(upNth(2), star))).toBe('^[2]*');
    expect(String(downNth(3))).toBe('v[3]');
    expect(String(add(num(2), upPow(3)))).toBe('2^<3>');
    expect(String(add(downNth(2), nim(2)))).toBe('v[2]*2');
  });
  it('other uptimals print in braces: J is {0|^[2]}', () => {
    // cgsuite-notation.md: "2↑ + 2↑² + * (the paper's J) prints {0|^[2]}"
    expect(String(J)).toBe('{0|^[2]}');
  });
  it('switches: +-G with parentheses around non-compact values, +-{a,b} for several', () => {
    // cgsuite-notation.md "General games": +-3, +-(1*), +-{4|2}, +-{a,b}
    expect(String(switchOf(num(3)))).toBe('+-3');
    expect(String(switchOf(nus(1, 0, 1)))).toBe('+-(1*)');
    expect(String(switchOf(g([num(4)], [num(2)])))).toBe('+-{4|2}');
    // ±(1↑): 1↑ is not compact (CGSuite Uptimal.scala isCompact), so it gets parentheses
    expect(String(switchOf(nus(1, 1, 0)))).toBe('+-(1^)');
    // {1,{2|1} | −1,{−1|−2}}: two Left options; hand check: G = −G since −{2|1} = {−1|−2}
    const two = g([num(1), g([num(2)], [num(1)])], [num(-1), g([num(-1)], [num(-2)])]);
    expect(isSwitch(two)).toBe(true);
    expect(String(two)).toBe('+-{1,{2|1}}');
    expect(parse('+-{1,{2|1}}')).toBe(two);
  });
  it('isSwitch', () => {
    expect(isSwitch(switchOf(J))).toBe(true);
    // CGSuite's IsSwitch is G == -G, true for 0 and nimbers (they print as numbers, nimbers)
    expect(isSwitch(zero)).toBe(true);
    expect(isSwitch(star)).toBe(true);
    expect(isSwitch(up)).toBe(false);
    expect(isSwitch(J)).toBe(false);
  });
  it('slash runs: four slashes get braces again', () => {
    // {0|*||*|||*||||*} as a form with Left option {{{0|*}|*}|*}: the printer must brace at 4;
    // the same structure over a non-uptimal core: {{{{1|-1}|-2}|-3}|-4} (hand derivation: every
    // level is a hot game with Left option the previous level, so nothing simplifies)
    let x = g([num(1)], [num(-1)]);
    for (let k = 2; k <= 4; k++) x = g([x], [num(-k)]);
    expect(String(x)).toBe('{+-1|-2||-3|||-4}');
    let y = g([num(3)], [num(2)]);
    for (let k = 1; k <= 4; k++) y = g([y], [num(-k)]);
    expect(String(y)).toBe('{{3|2||-1|||-2||||-3}|-4}');
    expect(parse(String(y))).toBe(y);
  });
  it('Tiny and Miny, translated (CGSuite test vectors)', () => {
    // cgsuite_vectors.json: {0||0|-3/2} → Tiny(3/2); incentives column: 3Tiny({3|1})
    expect(String(g([zero], [g([zero], [num('-3/2')])]))).toBe('Tiny(3/2)');
    const tiny31 = parse('Tiny({3|1})');
    expect(String(tiny31)).toBe('Tiny({3|1})');
    expect(String(neg(tiny31))).toBe('Miny({3|1})');
    expect(String(add(num(3), tiny31))).toBe('3Tiny({3|1})');
    expect(String(sub(num('-1/2'), tiny31))).toBe('-1/2Miny({3|1})');
    expect(parse('-1/2Miny({3|1})')).toBe(sub(num('-1/2'), tiny31));
    // ±Tiny = {tiny | miny} = *: the tiny reverses through 0 (hand derivation: its Right option
    // {0|−{3|1}} has Left option 0 ≤ G)
    expect(String(switchOf(tiny31))).toBe('*');
    // a negative number touching a literal is its sign; with a space it is a negation
    expect(String(nus(-1, 1, 1))).toBe('-1^*');
    expect(parse('-1^*')).toBe(nus(-1, 1, 1));
    expect(parse('- 1^*')).toBe(nus(-1, -1, 1));
  });
});

describe('format: Unicode and named values', () => {
  const u = (x: Parameters<typeof format>[0]): string => format(x, { unicode: true });
  it('arrows, stars and ±', () => {
    // the issue: "format(g, options) also prints Unicode (↑, ⇑*, ↑^[2], ↓_[3], ±)"
    expect(u(up)).toBe('↑');
    expect(u(down)).toBe('↓');
    expect(u(nus(0, 2, 1))).toBe('⇑*');
    expect(u(nus(0, -2, 0))).toBe('⇓');
    expect(u(nus(0, 3, 0))).toBe('↑3');
    expect(u(upNth(2))).toBe('↑^[2]');
    expect(u(downNth(3))).toBe('↓_[3]');
    expect(u(upPow(2))).toBe('↑^2');
    expect(u(neg(upPow(3)))).toBe('↓^3');
    expect(u(switchOf(num(1)))).toBe('±1');
    expect(u(J)).toBe('{0|↑^[2]}');
  });
  it('named values: the paper’s (1|1)_12 = ±J prints ±J', () => {
    // Simple Chopsticks, Section 4: "(1|1)_12 = ±J"
    const pmJ = switchOf(J);
    expect(format(pmJ, { unicode: true, names: { J } })).toBe('±J');
    expect(format(pmJ, { names: { J } })).toBe('+-J');
    expect(format(pmJ)).toBe('+-{0|^[2]}');
    // (2|5)_40 = {J | 0} (same section)
    expect(format(g([J], [zero]), { names: new Map([['J', J]]) })).toBe('{J|0}');
    expect(format(g([zero], [neg(J)]), { names: { J } })).toBe('{0|-J}');
    expect(parse('{0|-J}', { names: { J } })).toBe(g([zero], [neg(J)]));
  });
  it('names are words that do not clash with the notation', () => {
    expect(() => format(J, { names: { v: J } })).toThrow(/cannot be a name/);
    expect(() => format(J, { names: { Tiny: J } })).toThrow(/cannot be a name/);
    expect(() => format(J, { names: { 'a b': J } })).toThrow(/cannot be a name/);
  });
});
