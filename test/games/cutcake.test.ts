/**
 * Cutcake: CGSuite's test values (GameHeapTest.scala), the closed form against the plain rules on
 * the generic Solver, and the text.
 */
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { cakeValue, cutcakeMoves, cutcakeRuleset, cutcakeValue, parseCutcake } from '../../src/games/cutcake/index.js';
import { num, PositionSyntaxError } from '../../src/index.js';

describe("CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala", () => {
  it('lines 246 and 262: [Cutcake((8,n)).CanonicalForm for n from 0 to 8] = [-7,-7,-3,-3,-1,-1,-1,-1,0]', () => {
    const expected = [-7, -7, -3, -3, -1, -1, -1, -1, 0];
    for (let n = 0; n <= 8; n++) {
      expect(cutcakeValue(`(8,${n})`), `(8,${n})`).toBe(num(expected[n]!));
      expect(new Solver(cutcakeRuleset).value(parseCutcake(`(8,${n})`)), `(8,${n}) by the rules`).toBe(num(expected[n]!));
    }
  });
  it('lines 246 and 261: Cutcake((8,8)).LeftOptions.Size = 4 (cuts at 1, 2, 3, 4; a cut at a and at 8 − a are one option)', () => {
    expect(cutcakeMoves(parseCutcake('(8,8)'), 'L')).toHaveLength(4);
  });
});

describe('the closed form (Winning Ways, ch. 2) against the plain rules', () => {
  it('every cake up to 16 × 16, and sides 0', () => {
    const solver = new Solver(cutcakeRuleset);
    for (let m = 0; m <= 16; m++) {
      for (let n = 0; n <= 16; n++) expect(num(cakeValue(m, n)), `(${m},${n})`).toBe(solver.value(parseCutcake(`(${m},${n})`)));
    }
  });
  it('sums add; huge cakes at once', () => {
    expect(cutcakeValue('(1,5) + (5,1)')).toBe(num(0));
    // (1, 2^40): Left has 2^40 − 1 cuts, Right none
    expect(cutcakeValue(`(1,${2 ** 40})`)).toBe(num(2 ** 40 - 1));
  });
});

describe('text', () => {
  it("reads (m,n), CGSuite's Cutcake((m,n)), sums with +, and 0", () => {
    expect(parseCutcake('Cutcake((3,4)) + (1, 2)').toString()).toBe('(3,4) + (1,2)');
    expect(parseCutcake('0').cakes).toHaveLength(0);
    for (const bad of ['(3,4', '3,4', '(3;4)', '(3,4) (1,2)', `(${'9'.repeat(20)},1)`]) expect(() => parseCutcake(bad), bad).toThrow(PositionSyntaxError);
  });
});
