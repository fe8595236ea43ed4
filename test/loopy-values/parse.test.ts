/**
 * The loopy parser: CGSuite's loopy syntax (its tutorial and constants: `pass`, labels, slash
 * runs, `G & H`), bad text refused with a ParseError at a position.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, formatAny, parse, parseLoopy } from '../../src/notation/index.js';
import { OVER, UNDER, type Stopper, fromGame } from '../../src/loopy/index.js';
import { addAny, negAny } from '../../src/loopy/simplified.js';

describe('parseLoopy', () => {
  it('short text gives the very Game that parse gives', () => {
    for (const t of ['0', '{1|2}', '^*', '{4|2||-3}', '+-1', 'Tiny(3/2)']) expect(parseLoopy(t)).toBe(parse(t));
  });
  it('pseudonumbers: 3/2over = 3/2 + over, -5under = −5 + under', () => {
    expect(parseLoopy('3/2over')).toBe(addAny(fromGame(parse('3/2')), OVER));
    expect(parseLoopy('-5under')).toBe(addAny(fromGame(parse('-5')), UNDER));
    expect(parseLoopy('-(5over)')).toBe(negAny(addAny(fromGame(parse('5')), OVER)));
  });
  it('pseudonumbers on long integers: 1000over = {1000|pass}, interned once, printed back', () => {
    // CGSuite's `x over` = {x | pass} (its tutorial's plumtrees); 1000 is a chain of 1000 Left
    // moves, so the graph has 1002 nodes whose depth-16 unfolding hashes mostly coincide (integers
    // from 16 on): interning them must match each to the one stopper of its integer
    const a = parseLoopy('1000over');
    expect(parseLoopy('{1000|pass}')).toBe(a);
    expect(formatAny(a)).toBe('1000over');
    expect(parseLoopy('-1000under')).toBe(negAny(a as Stopper));
    expect(formatAny(parseLoopy('{999|pass}'))).toBe('999over');
  });
  it("CGSuite's precedence (Cgsuite.g: addExpr over sidleExpr over ordinalSumExpr over multiplyExpr): & binds tighter than + and -", () => {
    // (1 & 0) + 1: the onside of a sum is the sum of the onsides (upsum) and likewise the offside
    // (Siegel VI.4), so 2 & 1, whichever way the parentheses are written
    expect(parseLoopy('1 & 0 + 1')).toBe(parseLoopy('(1 & 0) + 1'));
    expect(formatAny(parseLoopy('1 & 0 + 1'))).toBe('2 & 1');
    expect(parseLoopy('1 + 1 & 0')).toBe(parseLoopy('1 + (1 & 0)'));
    // (1 & 0) − (1 & 0): onside 1 + (−0) = 1, offside 0 + (−1) = −1 (−(G & H) = −H & −G)
    expect(formatAny(parseLoopy('1 & 0 - 1 & 0'))).toBe('1 & -1');
  });
  it("CGSuite's binary plus-minus in loopy text: a +- b = a + ±b", () => {
    // ±over = {over | under}, a hot switch; adding the number 1 translates it (number
    // translation): 1 + ±over = {1 + over | 1 + under} = {1over|1under}
    expect(parseLoopy('1+-over')).toBe(parseLoopy('{1over|1under}'));
    expect(parseLoopy('1+-over')).toBe(addAny(fromGame(parse('1')), parseLoopy('+-over') as Stopper));
    // a short text read through the loopy reader keeps the short grammar's reading: 3 ± 1 = {4|2}
    expect(parseLoopy('3+-1')).toBe(parse('{4|2}'));
  });
  it('pass refers to the innermost game: {2|{1|pass}} has Right option 1over', () => {
    // {1|pass} = 1over (CGSuite's `x over` = {x | pass}); the outer game is {2 | 1over}, a hot
    // game (its Left option 2 exceeds its Right option), so it keeps both options.
    const g = parseLoopy('{2|{1|pass}}');
    expect(g).toBe(parseLoopy('{2|1over}'));
    expect(formatAny(g)).toBe('{2|1over}');
  });
  it('labels may be shadowed and are scoped to their braces', () => {
    expect(parseLoopy('a{0|a{0|a}}')).toBe(parseLoopy('{0|over}'));
  });
  it('bad text is a ParseError', () => {
    for (const t of ['pass', '{0|', 'foo', '{0|1|2}', '0 & 1', '{a|}']) expect(() => parseLoopy(t)).toThrow(ParseError);
  });
});
