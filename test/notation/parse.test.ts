/** The parser: the grammar of the issue, Unicode forms, names, and ParseError positions. */
import { describe, expect, it } from 'vitest';
import {
  add,
  downNth,
  game,
  neg,
  nim,
  num,
  nus,
  ParseError,
  parse,
  star,
  sub,
  switchOf,
  up,
  upNth,
  upPow,
  zero,
} from '../../src/index.js';

const g = game;
const J = g([zero], [upNth(2)]);

describe('parse: CGSuite 2.x plain text (issue 2)', () => {
  it.each([
    // braces and slash runs (cgsuite-notation.md "General games")
    ['{0|0}', star],
    ['{|}', zero],
    ['{1,2|}', num(3)], // {1,2|} = {2|} = 3 (Siegel, CGT, simplicity)
    ['{4|2||-3}', g([g([num(4)], [num(2)])], [num(-3)])],
    ['{0|*||*|||*||||*}', upNth(4)],
    ['{0||0|v*}', g([zero], [upPow(2)])], // ↑² = {0 | ↓*} (Siegel, CGT, II.4)
    // numbers
    ['-1823437481924', num(-1823437481924)],
    ['25/16', num('25/16')],
    ['-1/2', num('-1/2')],
    // nimbers and ups: ^k and vk are k·↑ (cgsuite-notation.md)
    ['*', star],
    ['*8', nim(8)],
    ['^', up],
    ['v', neg(up)],
    ['^^', nus(0, 2, 0)],
    ['vvv', nus(0, -3, 0)],
    ['^3', nus(0, 3, 0)],
    ['v9', nus(0, -9, 0)],
    ['^[2]', upNth(2)],
    ['v[3]', downNth(3)],
    ['^<2>', upPow(2)],
    ['v<3>', neg(upPow(3))],
    // combinations
    ['^[2]*', add(upNth(2), star)],
    ['3/2v*2', nus('3/2', -1, 2)],
    ['1^*', nus(1, 1, 1)],
    ['73/16v9*8', nus('73/16', -9, 8)],
    ['^*6', nus(0, 1, 6)],
    ['2^<3>*', add(nus(2, 0, 1), upPow(3))],
    // switches
    ['+-1', switchOf(num(1))],
    ['±1', switchOf(num(1))],
    ['+-(1*)', switchOf(nus(1, 0, 1))],
    ['+-{4|2}', switchOf(g([num(4)], [num(2)]))],
    ['+-{1,{2|1}}', g([num(1), g([num(2)], [num(1)])], [num(-1), g([num(-1)], [num(-2)])])],
    ['+-+-1', switchOf(switchOf(num(1)))],
    // sums, differences, negation, parentheses
    ['6+^*', nus(6, 1, 1)],
    ['9/8+*', nus('9/8', 0, 1)],
    ['1 + ^ - *', nus(1, 1, 1)],
    ['-^', neg(up)],
    ['-(1 + ^)', nus(-1, -1, 0)],
    ['--1', num(1)],
    ['{1|-1} - {1|-1}', zero],
    // CGSuite's grammar (Cgsuite.g, addExpr / binaryPlusMinus): `a +- b` is a + ±b, so 1+-1 =
    // 1 ± 1 = {2|0}; with a space between, `1 + -1` is 1 + (−1) = 0
    ['1+-1', g([num(2)], [zero])],
    ['1 + -1', zero],
    ['3 +- 1', g([num(4)], [num(2)])],
    ['1 ± 1', g([num(2)], [zero])],
    ['{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}', parse('{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}')],
    // Tiny and Miny (CGSuite notation: Tiny(G) = {0||0|-G}, Miny(G) = {G|0||0})
    ['Tiny(3/2)', g([zero], [g([zero], [num('-3/2')])])],
    ['Miny({5||3|1})', g([g([parse('{5||3|1}')], [zero])], [zero])],
    ['3Tiny({3|1})', add(num(3), parse('Tiny({3|1})'))],
    // whitespace and newlines
    [' { 0 ,\n * | 0 } ', nus(0, 1, 1)],
  ])('%s', (text, want) => {
    expect(parse(text)).toBe(want);
  });
});

describe('parse: Unicode forms', () => {
  it.each([
    ['↑', up],
    ['↓', neg(up)],
    ['⇑', nus(0, 2, 0)],
    ['⇓*', nus(0, -2, 1)],
    ['↑3', nus(0, 3, 0)],
    ['↑↑↑', nus(0, 3, 0)],
    ['↑^[3]', upNth(3)],
    ['↓_[3]', downNth(3)],
    ['↑^2', upPow(2)],
    ['↑^<2>', upPow(2)],
    ['↓^3', neg(upPow(3))],
    ['±{0|↑^[2]}', switchOf(J)],
    ['1 − ↑', nus(1, -1, 0)], // U+2212 minus sign
  ])('%s', (text, want) => {
    expect(parse(text)).toBe(want);
  });
  it('names given by the caller', () => {
    // Simple Chopsticks, Section 4: J = {0|↑^[2]}, (1|1)_12 = ±J, (2|5)_40 = {J|0}
    expect(parse('±J', { names: { J } })).toBe(switchOf(J));
    expect(parse('{J|0}', { names: new Map([['J', J]]) })).toBe(g([J], [zero]));
    expect(parse('J - J + J', { names: { J } })).toBe(J);
  });
});

/** Parses text expecting a ParseError; returns it. */
function bad(text: string, opts?: Parameters<typeof parse>[1]): ParseError {
  try {
    parse(text, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error(`parsed: ${text}`);
}

describe('ParseError: position, expected, found', () => {
  // columns are 1-based, counted by hand on each input
  it.each([
    ['', 1, 1, 'a game', 'end of input'],
    ['{', 1, 2, 'a game', 'end of input'],
    ['{0|', 1, 4, 'a game', 'end of input'],
    ['{0|1', 1, 5, "',', '|' or '}'", 'end of input'],
    ['{1,|2}', 1, 4, 'a game', "'|'"],
    ['{1,2}', 1, 5, "'|'", "'}'"],
    ['{1|2|3}', 1, 5, 'braces or a longer run of bars', "'|'"],
    ['{1||2}', 1, 3, "'|'", "'||'"],
    ['1 2', 1, 3, "an operator ('+', '-', ':' or '*') or end of input", "'2'"],
    ['{0|1}}', 1, 6, "an operator ('+', '-', ':' or '*') or end of input", "'}'"],
    ['(1', 1, 3, "')'", 'end of input'],
    ['1 +', 1, 4, 'a game', 'end of input'],
    ['^[', 1, 3, 'digits (up-nth)', 'end of input'],
    ['^[3', 1, 4, "']'", 'end of input'],
    ['v<x>', 1, 3, 'digits (v<k>)', "'x'"],
    ['1/3', 1, 1, 'a value that can be represented', "'1/3'"],
    ['foo', 1, 1, 'a game', "'foo'"],
    ['{0|#}', 1, 4, 'a game, an operator or a separator', "'#'"],
    ['Tiny 1', 1, 6, "'(' after Tiny", "'1'"],
    ['{0|\n  1,}', 2, 5, 'a game', "'}'"],
    ['*1000001', 1, 2, 'an index at most 100000', "'1000001'"],
    ['^<0>', 1, 1, 'a value that can be represented', "'^<0>'"],
    ['9007199254740993', 1, 1, 'a value that can be represented', "'9007199254740993'"],
  ])('%j', (text, line, column, expected, found) => {
    const e = bad(text);
    expect(e.name).toBe('ParseError');
    expect([e.line, e.column, e.expected, e.found]).toEqual([line, column, expected, found]);
    expect(e.message).toContain(`line ${line}, column ${column}`);
    expect(e.message).toContain(`expected ${expected}`);
  });
  it('messages say what was wrong', () => {
    expect(bad('foo').message).toMatch(/unknown name 'foo'/);
    expect(bad('foo', { names: { J } }).expected).toBe('a game or one of the names J');
    expect(bad('1/3').message).toMatch(/not a dyadic rational/);
    expect(bad('*1000001').message).toMatch(/maxIndex = 100000/);
    expect(parse('*1000001', { maxIndex: 2_000_000 })).toBe(nim(1000001));
  });
  it('nesting is limited by maxDepth (default 1,000,000), never by the native stack', () => {
    const deep = (n: number): string => '('.repeat(n) + '1' + ')'.repeat(n);
    // round 2: the parser no longer recurses, so the default rose from 1000 to 1,000,000
    expect(parse(deep(1000), { maxDepth: 1000 })).toBe(num(1));
    const e = bad(deep(1001), { maxDepth: 1000 });
    expect([e.column, e.message]).toEqual([1001, expect.stringMatching(/nesting deeper than 1000/)]);
    expect(bad('{'.repeat(100_000), { maxDepth: 1000 }).message).toMatch(/nesting deeper than 1000;/);
    const d = bad('{'.repeat(1_000_001), { maxLength: 2_000_000 }); // past the default maxLength (1,000,000)
    expect([d.column, d.message]).toEqual([1_000_001, expect.stringMatching(/nesting deeper than 1000000;/)]);
    expect(bad(deep(20), { maxDepth: 10 }).column).toBe(11);
    // prefixes and sums are loops, not recursion
    expect(parse('-'.repeat(100_001) + '1')).toBe(num(-1));
    expect(parse(Array(20_000).fill('1').join('+'))).toBe(num(20_000));
  });
  it('found shows whole code points and escapes invisible characters', () => {
    // an emoji is one code point, two UTF-16 units: never half of it (hand-checked: U+1F600 = \ud83d\ude00)
    expect(bad('{0|\u{1F600}}').found).toBe("'\u{1F600}'");
    expect(bad('\u{1F600}'.repeat(30)).found).toBe("'\u{1F600}'");
    // NUL, other controls, a format character, a lone surrogate and a backslash are escaped
    expect(bad('1\0').found).toBe("'\\0'");
    expect(bad('1\0').message).not.toContain('\0');
    expect(bad('\u0001').found).toBe("'\\x01'");
    expect(bad('\u200b').found).toBe("'\\u200b'");
    expect(bad('{0|\ud83d}').found).toBe("'\\ud83d'");
    expect(bad('1 \\').found).toBe("'\\\\'");
    // long tokens are cut after 20 code points, never inside a pair
    expect(bad('x'.repeat(30)).found).toBe(`'${'x'.repeat(20)}…'`);
  });
  it('non-string input', () => {
    expect(() => parse(42 as unknown as string)).toThrow(ParseError);
  });
  it('sums that leave the dyadic range are ParseErrors at the operator', () => {
    const e = bad('9007199254740991 + 1/2');
    expect([e.column, e.expected]).toEqual([18, 'a value that can be represented']);
    expect(sub(num(1), num(1))).toBe(zero);
  });
});

describe('up-nth and powers of up are built once per level', () => {
  it('agree with the engine constructors', () => {
    // ↑^[n] and ↑^n as defined in Siegel, CGT, II.4 (engine: upNth, upPow)
    for (const n of [1, 2, 3, 7, 30]) {
      expect(parse(`^[${n}]`)).toBe(upNth(n));
      expect(parse(`^[${n}]*`)).toBe(add(upNth(n), star));
      expect(parse(`^<${n}>`)).toBe(upPow(n));
      expect(parse(`v<${n}>*`)).toBe(add(neg(upPow(n)), star));
    }
  });
  it('many large indices stay linear: each level is built once', () => {
    for (let i = 0; i < 300; i++) {
      expect(parse(`^[${20_000 - i}]`).leftOptions[0]).toBe(parse(`^[${19_999 - i}]`));
      parse(`v<${20_000 - i}>`);
    }
  });
});
