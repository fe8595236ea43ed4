/** CGSuite's ordinal sum G:H in parse, with the precedence of CGSuite's grammar. */
import { describe, expect, it } from 'vitest';
import { game, num, nus, ordinalSum, parse, star, up } from '../../src/index.js';

describe('ordinal sum G:H', () => {
  it("CGSuite's test cases (CompoundGameTestCase.scala: the ordinalSum column)", () => {
    expect(parse('(1/2):(1/4)')).toBe(parse('9/16'));
    expect(parse('*5:*6')).toBe(parse('*11'));
    expect(parse('(+-1):^^')).toBe(parse('{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}'));
    expect(parse('{1|0}:0')).toBe(parse('{1|0}'));
  });
  it('by hand from G:H = {G^L, G:H^L | G^R, G:H^R}', () => {
    // 1:1 = {0, 1:0 | } = {0, 1 | } = {1 | } = 2
    expect(parse('1:1')).toBe(num(2));
    // ↑:* = {0, ↑:0 | *, ↑:0} = {0, ↑ | *, ↑}; 0 < ↑ is dominated, * and ↑ are incomparable (↑* is fuzzy)
    expect(parse('^:*')).toBe(game([up], [star, up]));
    // {2|0}:(−1) with −1 = { | 0}: {2 | 0, {2|0}:0} = {2 | 0, {2|0}}
    expect(parse('{2|0}:(-1)')).toBe(parse('{2|0,{2|0}}'));
    // * : 1 = {0, *:0 | 0} = {0, * | 0} = ↑* (the engine's ordinalSum example)
    expect(parse('*:1')).toBe(ordinalSum(star, num(1)));
    expect(parse('*:1')).toBe(nus(0, 1, 1));
  });
  it("precedence as in CGSuite's grammar: + < : < prefix, left-associative", () => {
    // CGSuite's Cgsuite.g: addExpr ⊃ sidleExpr ⊃ ordinalSumExpr (multiplyExpr (':' multiplyExpr)*) ⊃ unaryExpr.
    // −1:1 = (−1):1 = { −1:0 | 0 } = {−1 | 0} = −1/2 (by hand; −1 = { | 0}, 1 = {0 | })
    expect(parse('-1:1')).toBe(num(-0.5));
    expect(parse('- 1:1')).toBe(num(-0.5));
    // 1 + 1:1 = 1 + 2 = 3; (1:1):1 = 2:1 = 3 (integers: n:1 = {n-1, n | } = n + 1)
    expect(parse('1 + 1:1')).toBe(num(3));
    expect(parse('1:1:1')).toBe(num(3));
  });
});
