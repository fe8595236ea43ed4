/**
 * Clobber and CGSuite's variants: CGSuite's own test vectors, the outcomes CGSuite gives for
 * MCGS's alternating rectangles, and the fast solver (regions, symmetry, the mirror strategy)
 * against the plain rules on random boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import {
  ANTI_CLOBBER,
  CLOBBER,
  CLOBBER_VARIANTS,
  type ClobberVariant,
  clobberRuleset,
  clobberSolver,
  clobberValue,
  DIAGONAL_CLOBBER,
  HOT_CLOBBER,
  KINGS,
  parseClobber,
  QUEENS,
  ROOKS,
} from '../../src/games/clobber/index.js';
import { clobberKnown, clobberRegions } from '../../src/games/clobber/rules.js';
import { Grid } from '../../src/games/grid/grid.js';
import { PositionSyntaxError, parse, zero } from '../../src/index.js';
import { agreesWith, arbitraryGrid, RANDOM_START } from './grid/support.js';

const plain = (b: string, v: ClobberVariant = CLOBBER) => new Solver(clobberRuleset(v)).value(parseClobber(b, v));

describe("CGSuite's test vectors (lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala)", () => {
  const cases: Array<[number, ClobberVariant, string, string]> = [
    [24, CLOBBER, 'xox|ox.', '{^^*|*,v}'],
    [25, DIAGONAL_CLOBBER, 'xoxo|oox.|xxx.', '{0,v*|vv}'],
    [26, KINGS, 'xox|ox.', '{^^*|*,v[2]}'],
    [27, ROOKS, 'xox|ox.', '{^^*|0,*}'],
    [28, QUEENS, 'xox|ox.', '^'],
    [29, ANTI_CLOBBER, 'xoxo|oo..', '{*|-1}'],
  ];
  for (const [line, v, board, value] of cases) {
    it(`line ${line}: ${v.name}("${board}") = ${value}, by the fast solver and by the plain rules`, () => {
      expect(clobberValue(board, v).toString()).toBe(value);
      expect(plain(board, v).toString()).toBe(value);
    });
  }
});

describe("MCGS's input/autotests/clobber_autotests/clobber_rectangle_alternating.test (results from CGSuite 2.1.1)", () => {
  // [line, board, commands]: B is Left (black) moving first, W Right (white) moving first. The
  // larger rectangles of the file (2×6, 3×5, 3×6, 5×3, 6×3) take from seconds to minutes here and
  // are left out.
  const cases: Array<[number, string, string]> = [
    [10, 'XOX|OXO', 'B loss, W loss'],
    [14, 'XOXO|OXOX', 'B win, W win'],
    [18, 'XOXOX|OXOXO', 'B win, W win'],
    [26, 'XO|OX|XO', 'B loss, W loss'],
    [30, 'XOXO|OXOX|XOXO', 'B loss, W loss'],
    [42, 'XO|OX|XO|OX', 'B win, W win'],
    [46, 'XOX|OXO|XOX|OXO', 'B loss, W loss'],
    [50, 'XO|OX|XO|OX|XO', 'B win, W win'],
    [58, 'XO|OX|XO|OX|XO|OX', 'B loss, W loss'],
  ];
  for (const [line, board, commands] of cases) {
    it(`line ${line}: ${board} {${commands}}`, () => {
      const v = clobberValue(board);
      for (const c of commands.split(',')) expect(agreesWith(v, c), `${board} ${c}: value ${v}`).toBe(true);
    });
  }
});

describe('hand derivations', () => {
  it('xo = * (either capture leaves one stone), xoo = {0|*}... checked: xo + xo = 0', () => {
    // x o: Left captures → one stone (0); Right captures → 0: {0|0} = *.
    expect(clobberValue('xo').toString()).toBe('*');
    // two separate pairs (rows 1 and 3; row 2 empty) are a sum: * + * = 0
    expect(clobberValue('xo|..|ox')).toBe(zero);
  });
  it('a group of one colour is 0; Hot Clobber lets a stone capture its own colour', () => {
    expect(clobberValue('xxx|x..')).toBe(zero);
    // xx in Hot Clobber: Left captures her own stone (one stone left, 0), Right has no stone: {0|} = 1
    expect(clobberValue('xx', HOT_CLOBBER).toString()).toBe('1');
  });
  it('the mirror strategy: a group a half turn maps to itself with the colours exchanged, no stone next to its image, is 0', () => {
    // xoo / ... / oxo: the half turn maps x at (0,0) to (2,2), an o, but o at (0,1) to (2,1), an
    // x, and o at (0,2) to (2,0), an o: not the colour exchange, so the rule does not apply
    expect(clobberKnown(parseClobber('xoo|...|oxo'), CLOBBER)).toBeUndefined();
    // xxo / ... / xoo: the half turn maps x at (0,0) to (2,2) o, x (0,1) to (2,1) o, o (0,2) to
    // (2,0) x, and no stone is next to its image (the middle row is empty): 0, as the plain rules say
    expect(clobberRegions(parseClobber('xxo|...|xoo'), CLOBBER)).toHaveLength(2);
    expect(clobberKnown(parseClobber('xxo|...|xoo'), CLOBBER)).toBe(zero);
    expect(plain('xxo|...|xoo')).toBe(zero);
    // as one group: xxo / oxx... the 2 × 3 board xxo|oxx: the half turn maps (0,0) x to (1,2) x: no
    expect(clobberKnown(parseClobber('xox|oxo'), CLOBBER)).toBeUndefined();
    // xoxo / oxox is not its own exchanged half turn either; xo.x / o.xo is: (0,0) x ↔ (1,3) o, (0,1) o ↔ (1,2) x, (0,3) x ↔ (1,0) o
    expect(clobberKnown(parseClobber('xo.x|o.xo'), CLOBBER)).toBe(zero);
    expect(plain('xo.x|o.xo')).toBe(zero);
    // xo: the half turn maps x to o, but x is next to its image: the rule must not apply (xo = *)
    expect(clobberKnown(parseClobber('xo'), CLOBBER)).toBeUndefined();
  });
});

describe('the fast solver against the plain rules (random boards)', () => {
  const sizes = new Map<ClobberVariant, [number, number]>([
    [CLOBBER, [3, 4]],
    [HOT_CLOBBER, [3, 3]],
    [KINGS, [3, 3]],
    [DIAGONAL_CLOBBER, [3, 4]],
    [ROOKS, [3, 3]],
    [QUEENS, [2, 3]],
    [ANTI_CLOBBER, [2, 3]],
  ]);
  for (const v of CLOBBER_VARIANTS) {
    const [r, c] = sizes.get(v) ?? [3, 3];
    it(`${v.name}: boards up to ${r} × ${c}`, () => {
      const fast = clobberSolver(v);
      const kinds = v === ANTI_CLOBBER ? [0, 0, 1, 2, 3] : [0, 1, 1, 2, 2];
      fc.assert(
        fc.property(arbitraryGrid(r, c, kinds), (g) => {
          expect(fast.value(g)).toBe(new Solver(clobberRuleset(v)).value(g));
        }),
        { seed: RANDOM_START, numRuns: 60 },
      );
    });
  }
  it("a variant of one's own without the symmetries: captures to the right only, and Right may also capture his own stones", () => {
    const odd: ClobberVariant = { name: 'Odd Clobber', directions: [[0, 1]], clobbered: { L: [2], R: [1, 2] }, leftBehind: { L: 0, R: 0 }, maxDistance: 1 };
    const fast = clobberSolver(odd);
    fc.assert(
      fc.property(arbitraryGrid(3, 4, [0, 1, 1, 2, 2]), (g) => {
        expect(fast.value(g)).toBe(new Solver(clobberRuleset(odd)).value(g));
      }),
      { seed: RANDOM_START, numRuns: 80 },
    );
  });
  it('Clobber: half-turn symmetric boards with the colours exchanged (where the mirror rule fires)', () => {
    const fast = clobberSolver(CLOBBER);
    fc.assert(
      fc.property(arbitraryGrid(3, 4, [0, 1, 2]), (g) => {
        // make the board its own colour-exchanged half turn
        const n = g.cells.length;
        const cells = g.cells.slice();
        for (let i = 0; i < n; i++) if (i >= n - 1 - i) cells[i] = [0, 2, 1][cells[n - 1 - i]!]!;
        if (n % 2 === 1) cells[(n - 1) / 2] = 0;
        const h = new Grid(g.rows, g.cols, cells);
        expect(fast.value(h)).toBe(new Solver(clobberRuleset(CLOBBER)).value(h));
      }),
      { seed: RANDOM_START, numRuns: 80 },
    );
  });
});

describe('position text', () => {
  it("reads CGSuite's grids: '|' between rows, upper case as lower case; '#' only where the variant has it", () => {
    expect(parseClobber('XO|OX').toString()).toBe('xo|ox');
    expect(() => parseClobber('x#o')).toThrow(PositionSyntaxError);
    expect(parseClobber('x#o', ANTI_CLOBBER).toString('.xo#')).toBe('x#o');
    expect(() => parseClobber('xo|o')).toThrow(/row 2 has 1 cells but row 1 has 2/);
    try {
      parseClobber('xo|oq');
    } catch (e) {
      expect((e as PositionSyntaxError).index).toBe(4);
    }
  });
  it('the value of a sum of boards is the sum of values', () => {
    expect(clobberValue('xox|ox.|...|xo.')).toBe(parse('{^^*|*,v} + *'));
  });
});
