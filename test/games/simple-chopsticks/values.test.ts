import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, upPow, game, neg, star, switchOf, up, upNth, downNth, zero, nus, Solver, ParseError, MAX_SOLVER_ENTRIES, ValueError } from '../../../src/index.js';
import { chopsticksRules, gcd, J, oneHandGrid, oneHandSweep, parsePosition, position, table1, table2, table2Intervals, Table2BoundError, value, board, PositionError, clearValueTable, valueTableSize, setValueTableLimit } from '../../../src/entries/chopsticks.js';
import { valueOfExpression, splitTerms, ExpressionError } from '../../../src/index.js';

describe('values of one-hand positions', () => {
  it('small cases by hand', () => {
    // hand derivation: (1|1)_1: both moves remove the last hand, so {0|0} = *.
    expect(value(parsePosition('(1|1)_1'))).toBe(star);
    // (1|1)_2: options (1|2)_2 and (2|1)_2 have sum 3 > 2, each {0|0} = *; so {*|*} = 0.
    expect(value(parsePosition('(1|1)_2'))).toBe(zero);
    // (2|1)_3: Left option (2|3) = *, Right option (3|1) = *: 0. (1|1)_3: {(1|2) | (2|1)}; (1|2)_3 = {(1|3)=* | (3|2)=*} = 0, so {0|0} = *.
    expect(value(parsePosition('(2|1)_3'))).toBe(zero);
    expect(value(parsePosition('(1|1)_3'))).toBe(star);
    // (2|1)_20 = {(2|3) | (3|1)} = ↑[2]: Table 1 of the paper, row j = 1, column i = 2.
    expect(value(parsePosition('(2|1)_20'))).toBe(upNth(2));
    // (9|1)_20: Table 1, row 1, column 9: *;  (10|1)_20: ↓[9] (row 1, column 10).
    expect(value(parsePosition('(10|1)_20'))).toBe(downNth(9));
    // the paper, Section 2: (1|1)_12 = ±J, (2|5)_40 = {J|0}, J = {0|↑[2]}
    expect(J).toBe(game([zero], [upNth(2)]));
    expect(value(parsePosition('(1|1)_12'))).toBe(switchOf(J));
    expect(value(parsePosition('(2|5)_40'))).toBe(game([J], [zero]));
  });

  it('the grid equals the generic Solver on every (i|j)_n, n ≤ 12', () => {
    for (let n = 1; n <= 12; n++) {
      const V = oneHandGrid(n);
      const s = new Solver(chopsticksRules);
      for (let i = 1; i <= n; i++) for (let j = 1; j <= n; j++) expect(V[(i - 1) * n + (j - 1)]).toBe(s.value(position([i], [j], n)));
    }
  });

  it('the incremental sweep equals the grid for every n ≤ 45, and (ga|gb)_n = (a|b)_⌊n/g⌋', () => {
    const grids = new Map<number, ReturnType<typeof oneHandGrid>>();
    for (let n = 1; n <= 45; n++) grids.set(n, oneHandGrid(n));
    oneHandSweep(45, (n, at) => {
      const V = grids.get(n)!;
      for (let a = 1; a <= n; a++)
        for (let b = 1; b <= n; b++) {
          const g = gcd(a, b);
          const m = Math.floor(n / g);
          const want = V[(a - 1) * n + (b - 1)];
          if (g === 1) expect(at(a, b)).toBe(want);
          else expect(grids.get(m)![(a / g - 1) * m + (b / g - 1)]).toBe(want);
        }
    });
  });

  it('the sweep equals brute force (the grid) at random larger n ≤ 400', () => {
    const ns = new Set([97, 144, 233, 377, 400]);
    fc.assert(fc.property(fc.integer({ min: 46, max: 400 }), (n) => void ns.add(n)), { numRuns: 5 });
    const rows = table2(400);
    for (const n of ns) expect(rows[n - 1]!.value, `n = ${n}`).toBe(oneHandGrid(n)[0]);
  });

  it('swapping the players negates: (j|i)_n = −(i|j)_n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.nat(), (n, x, y) => {
        const i = 1 + (x % n);
        const j = 1 + (y % n);
        const V = oneHandGrid(n);
        expect(V[(j - 1) * n + (i - 1)]).toBe(neg(V[(i - 1) * n + (j - 1)]!));
      }),
      { numRuns: 50 },
    );
  });

  it('table1 and table2 shapes', () => {
    const t = table1(3);
    expect(t).toHaveLength(9);
    expect(t[0]).toMatchObject({ i: 1, j: 1, value: star, outcome: 'N' }); // (1|1)_3 = * by hand above
    const rows = table2(20);
    // Table 2 of the paper: 1 *, 2 0, 3–4 *, 5–7 0, 8–11 *, 12 ±J, 13–20 0
    expect(table2Intervals(rows).map((r) => [r.from, r.to, r.value])).toEqual([
      [1, 1, star], [2, 2, zero], [3, 4, star], [5, 7, zero], [8, 11, star], [12, 12, switchOf(J)], [13, 20, zero],
    ]);
    expect(() => table2(0)).toThrow(Table2BoundError); // a typed error (was RangeError before Table2Sweep)
    expect(() => oneHandGrid(1.5)).toThrow(ValueError); // a family error, not a RangeError (issue 22 item 11)
  });

  it('multi-hand values through the Solver, with the shared table', () => {
    // hand derivation: (1|)_3 and (|1)_3 and (|)_5: nobody can move, 0.
    expect(value(parsePosition('(1|)_3'))).toBe(zero);
    expect(value(parsePosition('(|)_5'))).toBe(zero);
    // (1,1|1)_1: Left's only move removes Right's hand (to 0); Right's only move removes one Left hand, to (1|1)_1 = *. So {0|*} = ↑.
    expect(value(parsePosition('(1,1|1)_1'))).toBe(up);
    expect(valueTableSize()).toBeGreaterThan(0);
    clearValueTable();
    expect(valueTableSize()).toBe(0);
    setValueTableLimit(3);
    expect(() => value(parsePosition('(1|1)_20'))).toThrow(/limit/);
    setValueTableLimit(MAX_SOLVER_ENTRIES);
  });
});

describe('sums and the board', () => {
  it('mixes positions and games', () => {
    // (1|1)_2 = 0 and (1|1)_1 = * by hand above; ^ is up.
    expect(valueOfExpression('(1|1)_2 + (1|1)_1 - ^')).toBe(nus(0, -1, 1));
    // The paper's Table 1 (n = 20): (1|2)_20 is row j = 2, column i = 1, printed ↓[2]; (2|3)_20 is row j = 3,
    // column i = 2, printed {0|↑[2]} = J. By hand: ↑ + ↑² has Left options ↑² (↑ to 0) and ↑ (↑² to 0), Right
    // options ↑²* (↑ to *) and ↑ + ↓* = *; ↑² < ↑ and * < ↑²* (as ↑² = {0|↓*} > 0), so by domination
    // ↑ + ↑² = {↑|*} = ↑^[2] (the uptimal .11; CGSuite vector ^[4] = 0.1111 in cgsuite_vectors.json), hence
    // ↓[2] = −↑ − ↑²; and J = ↑ + ↑ + ↑² + ↑² + * (the paper, Section 2: J is the uptimal .22*). So
    // ↓[2] + J − ↑ = (−↑ − ↑²) + (2·↑ + 2·↑² + *) − ↑ = ↑² + *.
    expect(valueOfExpression('(1|2)_20 + (2|3)_20 - ^')).toBe(add(upPow(2), star));
    expect(valueOfExpression('*2 + -1/2 + ^[3]')).toBe(nus('-1/2', 0, 2).add(upNth(3)));
    expect(splitTerms('{1|-1} - (1,2|3)_5').map((t) => [t.sign, t.text, t.column])).toEqual([[1, '{1|-1}', 1], [-1, '(1,2|3)_5', 10]]);
    expect(() => valueOfExpression('(1|1)_2 + ')).toThrow(ExpressionError);
    expect(() => valueOfExpression('{1|2')).toThrow(ExpressionError);
    expect(valueOfExpression('(1|1)_2 + {0|*}')).toBe(up); // {0|*} = ↑; (1|1)_2 = 0 by hand
    expect(valueOfExpression('(1|1)_12 - +-J')).toBe(zero); // the paper: (1|1)_12 = ±J; the name J is known
    try {
      valueOfExpression('(1|2)_20 + {0|@}');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).column).toBe(15); // the '@', column 15 of the whole expression
    }
    // parenthesised and signed terms holding positions: (1|1)_3 = * by hand above; (1|2)_20 = ↓[2] (Table 1,
    // row 2, column 1), so −((1|2)_20 − ↑) = ↑^[2] + ↑.
    expect(valueOfExpression('((1|1)_3)')).toBe(star);
    expect(valueOfExpression('(((1|1)_3))')).toBe(star);
    expect(valueOfExpression('((1|1)_3 + *)')).toBe(zero); // * + * = 0
    expect(valueOfExpression('* - -(1|1)_3')).toBe(zero); // * − (−*) = * + * = 0
    expect(valueOfExpression('- (1|1)_3')).toBe(star); // −* = *
    expect(valueOfExpression('-((1|2)_20 - ^)')).toBe(upNth(2).add(up));
    try {
      valueOfExpression('^ + ((1|9)_5)');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PositionError);
      expect((e as PositionError).column).toBe(9); // the hand 9: "^ + ((1|9" puts it at column 9
    }
    try {
      valueOfExpression('* + (1|9)_5');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PositionError);
      expect((e as PositionError).column).toBe(8); // the hand 9, column 8 of the whole expression
    }
  });

  it('k pieces on the board are the sum of one-hand positions', () => {
    // Section 2: a piece at (a, b) moves to (a+b, b) for Left and (a, a+b) for Right, which is (b|a)_n.
    expect(board(20, [[1, 2]])).toBe(value(parsePosition('(2|1)_20')));
    expect(board(20, [[1, 2], [2, 1]])).toBe(zero); // G + (−G) = 0
    expect(board(5, [])).toBe(zero);
    expect(() => board(5, [[6, 1]])).toThrow(PositionError);
  });
});
