/** CGSuite's postfix method form G.NortonProduct(U), G.OrdinalSum(H). */
import { describe, expect, it } from 'vitest';
import { parse, ParseError } from '../../src/index.js';

describe('G.Method(H)', () => {
  it("NortonProduct: CGSuite's GameTest.scala cases", () => {
    // lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala (expected CGSuite output)
    expect(parse('0.NortonProduct(^)')).toBe(parse('0'));
    expect(parse('6.NortonProduct(^)')).toBe(parse('^6'));
    expect(parse('(-4).NortonProduct(^)')).toBe(parse('v4'));
    expect(parse('(1/2).NortonProduct(^)')).toBe(parse('{^^*|v*}'));
    expect(parse('^.NortonProduct(^)')).toBe(parse('{^^*||0|v4}'));
    expect(parse('Tiny(2).NortonProduct(^)')).toBe(parse('{^^*||0|v6}'));
    expect(parse('(1/2).NortonProduct(^)').toString()).toBe('{^^*|v*}');
  });
  it('binds tighter than prefixes and sums; OrdinalSum is the ordinal sum', () => {
    // −(6.↑) = −6·↑ = v6; 1 + 6.↑ = 1 + 6·↑
    expect(parse('-(6).NortonProduct(^)')).toBe(parse('v6'));
    expect(parse('1 + 6.NortonProduct(^)')).toBe(parse('1^6'));
    // G.OrdinalSum(H) = G:H; 1:1 = 2 by hand ({0, 1:0 | } = {1 | })
    expect(parse('1.OrdinalSum(1)')).toBe(parse('2'));
    expect(parse('{1|0}.OrdinalSum(1)')).toBe(parse('{1|0}:1'));
  });
  it('unknown methods are ParseErrors', () => {
    expect(() => parse('1.Foo(2)')).toThrow(ParseError);
    expect(() => parse('1.Foo(2)')).toThrow(/unknown method 'Foo'/);
    expect(() => parse('1.')).toThrow(ParseError);
  });
});
