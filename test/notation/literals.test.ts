/** Decimals, uptimal expansion literals, and the bounds of parse (input length, error messages). */
import { describe, expect, it } from 'vitest';
import { LimitError, PartizanError } from '../../src/engine/errors.js';
import { add, neg, num, nus, parse, ParseError, star, upNth, upPow, uptimalString, zero, MAX_PARSE_LENGTH } from '../../src/index.js';

const bad = (text: string, options = {}): ParseError => {
  try {
    parse(text, options);
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error(`no error for ${text.slice(0, 40)}`);
};

describe('decimals', () => {
  it('a decimal that is exactly dyadic is the dyadic it names', () => {
    // 2.5 = 5/2 and 0.375 = 3/8 (denominators 2 and 8 are powers of 2)
    expect(parse('2.5')).toBe(num(2.5));
    expect(parse('-0.375')).toBe(num(-0.375));
    expect(parse('0.375')).toBe(parse('3/8'));
    expect(parse('1.50^*')).toBe(nus(1.5, 1, 1)); // 3/2 + ↑ + *
    expect(parse('{2.5|0.25}')).toBe(parse('{5/2|1/4}'));
  });
  it('a non-dyadic decimal is a ParseError that says why', () => {
    // 0.1 = 1/10: the denominator 10 is not a power of 2
    const e = bad('0.1');
    expect(e.message).toMatch(/not a dyadic/);
    expect(e.message).toMatch(/denominator 10/);
    expect(e.column).toBe(1);
  });
});

describe('uptimal expansions print one way and parse back', () => {
  it("CGSuite's expansion texts read as their values", () => {
    // the paper, Section 2: J = {0 | ↑^[2]} is the uptimal .22* (CGSuite writes *.22) = 2·↑ + 2·↑² + *
    const J = parse('{0|^[2]}');
    expect(parse('*.22')).toBe(J);
    expect(parse('*.22')).toBe(add(add(nus(0, 2, 1), upPow(2)), upPow(2)));
    // CGSuite CanonicalShortGameTestCase (cgsuite_vectors.json): *8.0 = *8, *.1- = v*, 9/8*.0 = 9/8*,
    // 73/16*8.9- = 73/16v9*8, -1/2.0 = -1/2, 25/16.0 = 25/16, *.12 = {0||0|v*}
    expect(parse('*8.0')).toBe(parse('*8'));
    expect(parse('*.1-')).toBe(parse('v*'));
    expect(parse('9/8*.0')).toBe(parse('9/8*'));
    expect(parse('73/16*8.9-')).toBe(parse('73/16v9*8'));
    expect(parse('-1/2.0')).toBe(num(-0.5));
    expect(parse('25/16.0')).toBe(parse('25/16'));
    expect(parse('*.12')).toBe(parse('{0||0|v*}'));
    // ↑^[4] = ↑ + ↑² + ↑³ + ↑⁴ (McKay): CGSuite's 0.1111, written *0.1111 here
    expect(parse('*0.1111')).toBe(upNth(4));
    expect(parse('*0.1-1-1-')).toBe(neg(upNth(3)));
    // 0.0 and 5.0 read as decimals, which name the same values as the expansions
    expect(parse('0.0')).toBe(zero);
    expect(parse('5.0')).toBe(num(5));
  });
  it("the paper's and McKay's order, digits then star: .22* = *.22", () => {
    // the paper, Section 2: "J = {0 | ↑^[2]} … is the uptimal .22*"
    expect(parse('.22*')).toBe(parse('{0|^[2]}'));
    expect(parse('.22*')).toBe(parse('*.22'));
    // .1111 = ↑ + ↑² + ↑³ + ↑⁴ = ↑^[4] (McKay); .1-*3 = ↓ + *3
    expect(parse('.1111')).toBe(upNth(4));
    expect(parse('.1-*3')).toBe(nus(0, -1, 3));
  });
  it('parse(uptimalString(g)) === g', () => {
    for (const g of [zero, star, upNth(4), neg(upNth(3)), upPow(3), nus(3, 1, 0), nus(-0.5, -2, 2), parse('{0|^[2]}'), add(upPow(2), star)]) {
      expect(parse(uptimalString(g)!)).toBe(g);
    }
    // 3 + ↑ is CGSuite's 3.1, written 3*0.1 here (3.1 would be a decimal)
    expect(uptimalString(nus(3, 1, 0))).toBe('3*0.1');
  });
  it('arrows and an expansion in one literal are an error', () => {
    expect(bad('^*.1').message).toMatch(/cannot be combined/);
  });
});

describe('bounded input and messages', () => {
  it('ParseError is a PartizanError with code PARSE', () => {
    const e = bad('{');
    expect(e).toBeInstanceOf(PartizanError);
    expect(e.code).toBe('PARSE');
  });
  it('a 10^6-digit numeral gives a short message', () => {
    const e = bad('9'.repeat(1_000_000));
    expect(e.found.length).toBeLessThan(30);
    expect(e.message.length).toBeLessThan(1000);
  });
  it('maxLength: a longer text is a LimitError before any work', () => {
    expect(MAX_PARSE_LENGTH).toBe(1_000_000);
    expect(() => parse('1+'.repeat(10) + '1', { maxLength: 20 })).toThrow(LimitError);
    expect(parse('1+'.repeat(10) + '1', { maxLength: 21 })).toBe(num(11));
    const huge = '1+'.repeat(2_500_000) + '1'; // 5,000,001 characters (the 10^7-character sum took 16-19 s)
    const t0 = Date.now();
    let err: unknown;
    try {
      parse(huge);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LimitError);
    expect((err as LimitError).code).toBe('LIMIT');
    expect((err as Error).message.length).toBeLessThan(300);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
