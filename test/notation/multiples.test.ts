/**
 * Integer multiples `n * G` in the notation (CGSuite's `Integer * Game`), products of numbers, and
 * the rule that keeps every printed form (`3*5`, `^*`, ...) reading as before.
 *
 * CGSuite rows: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala
 * ("process arithmetic expressions", "process game operations", "simplify properly", "handle
 * explicit and compound games"); precedence from its grammar
 * lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g (`ordinalSumExpr` < `multiplyExpr`
 * < `unaryExpr`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, type Game, game, MAX_MULTIPLE, neg, nus, ParseError, parse, star, up, zero } from '../../src/index.js';
import { fuzzParams } from '../fuzz-budget.js';
import { arbGame } from './helpers.js';

const bad = (text: string): ParseError => {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error(`${text} parsed`);
};

/** n copies of g added one at a time (the definition of n·G), −n copies of −g for n < 0. */
function nFold(n: number, g: Game): Game {
  let s = zero;
  const h = n < 0 ? neg(g) : g;
  for (let i = 0; i < Math.abs(n); i++) s = add(s, h);
  return s;
}

describe("CGSuite's EvalTest rows with *", () => {
  it('"Integer multiplication" 3*5 → 15: here `3 * 5` is 15, and `3*5` stays the printed game 3 + *5', () => {
    expect(parse('3 * 5')).toBe(nus(15, 0, 0));
    // partizan's printed-form rule: CGSuite PRINTS 3 + *5 as `3*5` (reference: CGSuite's
    // CanonicalShortGame printing, number then star), and every printed form reads back
    expect(parse('3*5')).toBe(nus(3, 0, 5));
    expect(parse('3*5')).toBe(parse('3 + *5'));
  });
  it('"integer * canonical game": 5*{3||2|1} → {12|||11||10,{11|10}|9Tiny({2|1})}', () => {
    const g = parse('5*{3||2|1}');
    expect(String(g)).toBe('{12|||11||10,{11|10}|9Tiny({2|1})}');
    expect(g).toBe(nFold(5, parse('{3||2|1}')));
  });
  it('"even/odd integer * uptimal": 10*(1+^.Pow(2)+*4) and 9*(…), ^.Pow(2) written ^<2>', () => {
    // CGSuite's ^.Pow(2) is ↑², which both CGSuite and partizan print `^<2>`
    expect(String(parse('10*(1+^<2>+*4)'))).toBe(
      '{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,10v6|||10v8,10v7*||10v9*,10v8|10v10}}}',
    );
    expect(String(parse('9*(1+^<2>+*4)'))).toBe(
      '{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}',
    );
  });
  it('"Multiplier simplification": (*+*)*3 → 0', () => {
    expect(parse('(*+*)*3')).toBe(zero);
  });
  it('"Explicit multiple - eval": (-2 * \'{|-1}\').CanonicalForm → 4', () => {
    // {|-1} is −2 (Winning Ways ch. 1: {|n} = n − 1 for n ≤ 0), and (−2)·(−2) = 4 as numbers
    expect(parse('-2 * {|-1}')).toBe(nus(4, 0, 0));
  });
  it('"Explicit game eval - 6, 7": 2*g and g*2 → ^^, with g = \'{*|*}\':1', () => {
    // CGSuite's g is the ordinal sum of the explicit (non-canonical) form {*|*} and 1. By the
    // definition of G:H (options of G, and G:H' for the options H' of H; Siegel, CGT II.6) and
    // 1 = {0|}: g = {*, {*|*} | *}. {*|*} = 0 (Right's move to * is not ≤ 0 and Left's is not
    // ≥ 0), so g = {0, * | *}; Left's * reverses through its Right option 0 (0 ≤ g, since g's one
    // Right option * is not ≤ 0) to 0's Left options, none: g = {0 | *} = ↑. Here the names option
    // holds g, since partizan's braces are canonical before ':' (its `{*|*}:1` is 0:1 = 1).
    const g = game([star, game([star], [star])], [star]);
    expect(g).toBe(up);
    const names = { g };
    expect(parse('2*g', { names })).toBe(parse('^^'));
    expect(parse('g*2', { names })).toBe(parse('^^'));
  });
  it('"Dyadic times non-dyadic" has no counterpart: a product of dyadics is dyadic', () => {
    // (1/2)·(1/4) = 1/8, by hand; CGSuite's row multiplies by 1/3, which is not a game here
    expect(parse('(1/2) * (1/4)')).toBe(nus('1/8', 0, 0));
    expect(parse('3/4 * -5/2')).toBe(nus('-15/8', 0, 0));
    expect(bad('(1/2) * (1/3)').message).toMatch(/not a dyadic/);
  });
});

describe('precedence (CGSuite grammar: + < : < * < prefix -)', () => {
  it('2 + 3 * ^ = 2 + ↑·3, -2 * ^ = v2, - 2 * ^ = v2, 2 * -^ = vv', () => {
    expect(parse('2 + 3 * ^')).toBe(nus(2, 3, 0));
    expect(parse('-2 * ^')).toBe(nus(0, -2, 0));
    expect(parse('- 2 * ^')).toBe(nus(0, -2, 0));
    expect(parse('2 * -^')).toBe(nus(0, -2, 0));
  });
  it('left-associative, tighter than the ordinal sum: 2 * 3 * ^ = ^6, 2 * 1:1 = (2·1):1', () => {
    expect(parse('2 * 3 * ^')).toBe(nus(0, 6, 0));
    // 2:1 = 3 (ordinal sum of integers adds them, Siegel CGT II.6) — and 2·1 = 2 first
    expect(parse('2 * 1:1')).toBe(parse('2:1'));
    expect(parse('1:2 * 1')).toBe(parse('1:2'));
  });
  it('n copies, G * n, negative n and 0', () => {
    const g = parse('{3||2|1}');
    expect(parse('{3||2|1} * 4')).toBe(nFold(4, g));
    expect(parse('-3 * {3||2|1}')).toBe(nFold(-3, g));
    expect(parse('0 * {3||2|1}')).toBe(zero);
    // 1000000·↑ = ↑1000000 by the NUS arithmetic, in 20 doublings
    expect(parse('1000000 * ^')).toBe(nus(0, 1_000_000, 0));
    expect(parse('1000000000 * ^')).toBe(nus(0, 1_000_000_000, 0));
    expect(MAX_MULTIPLE).toBe(1_000_000_000);
  });
});

describe('which * is a product (the printed forms keep their reading)', () => {
  it('every printed form with a star reads as the sum it prints', () => {
    // CGSuite's printing (reference: number, arrows, then star): `3*5` = 3 + *5, `1*` = 1 + *, ...
    const sums: [string, string][] = [
      ['3*5', '3 + *5'],
      ['1*', '1 + *'],
      ['^*', '^ + *'],
      ['^19*3', '^19 + *3'],
      ['3v*', '3 + v + *'],
      ['+-1*', '+-(1 + *)'],
      ['1/2*', '1/2 + *'],
      ['1/2*3', '1/2 + *3'],
      ['^[2]*', '^[2] + *'],
      ['v<3>*2', 'v<3> + *2'],
      ['{1*|0}', '{1 + *|0}'],
      ['3*-2', '3 + * - 2'], // a `*` touching a number and followed by '-' stays a nimber
      ['3* -2', '3 + * - 2'],
      ['2*+-1', '(2 + *) + +-1'], // 2* then CGSuite's binary plus-minus: 2* ± 1
    ];
    for (const [printed, sum] of sums) expect(parse(printed), printed).toBe(parse(sum));
  });
  it('a * off a literal (white space, or after ), }, a name or a star) is the product', () => {
    expect(parse('3 *5')).toBe(nus(15, 0, 0));
    expect(parse('^ *2')).toBe(nus(0, 2, 0));
    expect(parse('{1|0}*3')).toBe(nFold(3, parse('{1|0}')));
    expect(parse('(^)*2')).toBe(nus(0, 2, 0));
    expect(parse('g*3', { names: { g: up } })).toBe(nus(0, 3, 0));
    // **3: the first star is the nimber, the second the product: 3·* = * (* + * = 0)
    expect(parse('**3')).toBe(star);
  });
  it('a bare * touching a literal and followed by an operand is the product', () => {
    expect(parse('10*{1|0}')).toBe(nFold(10, parse('{1|0}')));
    expect(parse('2*^')).toBe(nus(0, 2, 0));
    expect(parse('3*v')).toBe(nus(0, -3, 0));
    expect(parse('3* 5')).toBe(nus(15, 0, 0));
    expect(parse('2**')).toBe(zero); // 2·* = * + * = 0
    expect(parse('2*(^+*)')).toBe(nus(0, 2, 0));
    expect(parse('2*±1')).toBe(zero); // ±1 + ±1 = 0 (a switch is its own negative)
    expect(parse('2 * +-1')).toBe(zero);
    expect(parse('2*Tiny(2)')).toBe(nFold(2, parse('Tiny(2)')));
  });
  it('a factor written as star digits may pass maxIndex; a nimber may not', () => {
    expect(parse('(^)*200000')).toBe(nus(0, 200_000, 0));
    expect(bad('*200000').message).toMatch(/maxIndex = 100000/);
    expect(bad('^*200000').message).toMatch(/maxIndex = 100000/);
  });
});

describe('errors', () => {
  it('no integer factor: a ParseError at the *', () => {
    for (const [text, column] of [['^ * ^', 3], ['{1|0} * *', 7], ['1/2 * ^', 5], ['^*^*', 2]] as const) {
      const e = bad(text);
      expect([e.line, e.column, e.expected], text).toEqual([1, column, "an integer factor on one side of '*'"]);
      expect(e.message).toMatch(/NortonProduct/);
    }
  });
  it('a factor past 10^9, a missing operand, an expansion after a game', () => {
    const e = bad('(^)*2000000000');
    expect([e.column, e.expected]).toEqual([4, 'an integer factor of absolute value at most 1000000000']);
    expect(bad('1000000001 * ^').expected).toBe('an integer factor of absolute value at most 1000000000');
    expect(bad('3 *').expected).toBe('a game');
    expect(bad('(^)*.22').column).toBe(4);
  });
  it('an aborted signal stops the doubling', () => {
    const c = new AbortController();
    c.abort();
    expect(() => parse('5 * {3||2|1}', { signal: c.signal })).toThrow(/aborted/);
  });
});

describe('properties (random short games)', () => {
  const small = fc.integer({ min: -6, max: 6 });
  it('n * G is the n-fold sum, and G * n = n * G', () => {
    fc.assert(
      fc.property(arbGame, small, (g, n) => {
        const names = { G: g };
        const v = parse(`${n} * G`, { names });
        expect(v).toBe(nFold(n, g));
        expect(parse(`G * ${n}`, { names })).toBe(v);
        // through the printed text too
        expect(parse(`${n}*(${String(g)})`)).toBe(v);
      }),
      fuzzParams(60),
    );
  });
  it('(-n) * G = -(n * G) and (m + n) * G = m*G + n*G', () => {
    fc.assert(
      fc.property(arbGame, small, small, (g, m, n) => {
        const names = { G: g };
        expect(parse(`(${-n}) * G`, { names })).toBe(neg(parse(`${n} * G`, { names })));
        expect(parse(`(${m} + ${n}) * G`, { names })).toBe(parse(`${m} * G + ${n} * G`, { names }));
      }),
      // a fixed start: some random starts draw a G whose 12-fold sum needs more than maxWork (random start 589531702)
      fuzzParams(60),
    );
  });
});
