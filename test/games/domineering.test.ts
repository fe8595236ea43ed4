import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AbortError, LimitError, Solver, ValueError, game, nim, num, star, zero } from '../../src/index.js';
import { DomineeringBoard, DomineeringSolver, PositionSyntaxError, domineering, domineeringValue } from '../../src/entries/rulesets.js';

const pm = (x: number) => game([num(x)], [num(-x)]);
const generic = (b: string) => new Solver(domineering).value(DomineeringBoard.parse(b));
const rect = (r: number, c: number) => Array.from({ length: r }, () => '.'.repeat(c)).join('|');

describe('Domineering: known values (Left vertical, Right horizontal)', () => {
  // 2 rows × n columns. The list 1, ±1, {2|-1/2}, {{2|0}|0}, 1/2 is the one quoted in issue 4 from
  // Winning Ways ch. 5 / Lessons in Play. Hand derivations for n ≤ 4:
  //  n=1: Left's one vertical move leaves nothing; Right has no move: {0|} = 1.
  //  n=2: Left leaves a vertical 2-strip (1), Right a horizontal one (−1): {1|−1} = ±1.
  //  n=3: Left in the middle column leaves 1 + 1 = 2 (dominating ±1 from an end column). Right leaves
  //       an L of 4 cells = {−1 | 0, 1} = {−1|0} = −1/2 (Left's only move leaves a horizontal pair,
  //       Right's leave a vertical pair or two single cells). So {2|−1/2}.
  //  n=4: Left: end column leaves 2×3 = {2|−1/2}, inner column leaves 1 + ±1 = {2|0}, which dominates.
  //       Right's moves all leave positions of value 0 (checked against the generic search), giving {{2|0}|0}.
  const twoByN: Array<[number, () => ReturnType<typeof num>]> = [
    [1, () => num(1)],
    [2, () => pm(1)],
    [3, () => game([num(2)], [num('-1/2')])],
    [4, () => game([game([num(2)], [zero])], [zero])],
    [5, () => num('1/2')],
  ];
  for (const [n, v] of twoByN) {
    it(`2×${n} = ${n}`, () => {
      expect(domineeringValue(rect(2, n))).toBe(v());
      expect(generic(rect(2, n))).toBe(v());
    });
  }

  // Vectors from cgt-tools' Domineering tests (t4ccer/cgt-tools, cgt/short/partizan/games/domineering.rs,
  // "Values confirmed with cgsuite"); same text format and convention.
  const cgtTools: Array<[string, () => ReturnType<typeof num>]> = [
    ['.|.', () => num(1)],
    ['..', () => num(-1)],
    ['..|..', () => pm(1)],
    ['..#|..#|##.', () => pm(1)],
    ['....', () => num(-2)],
    ['.#|..', () => star],
    ['.##|.##|...', () => zero],
    ['..#|..#|...', () => game([num('1/2')], [num(-2)])],
    ['...|...|...', () => pm(1)],
    ['.#.#|.#..', () => num(1).add(star)],
    ['#...|....|....|....', () => game([num(1).add(star)], [num(-1).add(star)])],
  ];
  for (const [b, v] of cgtTools) {
    it(`${b} (cgt-tools/CGSuite)`, () => {
      expect(domineeringValue(b)).toBe(v());
      expect(generic(b)).toBe(v());
    });
  }

  it('the 4×5 board (4 rows, 5 columns) is 1, and 5×4 is −1 (Wolfe; Lessons in Play)', () => {
    // Wolfe's value 1 is for 4 rows × 5 columns with Left placing vertical dominoes; the transpose
    // swaps the players, so 5 rows × 4 columns is −1.
    const s = new DomineeringSolver();
    expect(s.value(rect(4, 5))).toBe(num(1));
    expect(s.value(rect(5, 4))).toBe(num(-1));
  });

  it('one-sided regions are integers (hand: a strip of n cells holds ⌊n/2⌋ dominoes)', () => {
    expect(domineeringValue('.|.|.|.|.')).toBe(num(2));
    expect(domineeringValue('.......')).toBe(num(-3));
    // '.#.|.#.|#.#': column 0 holds 2 cells (1 domino), column 2 two cells (1), the single cell 0: total 2.
    expect(domineeringValue('.#.|.#.|#.#')).toBe(num(2));
  });
});

describe('Domineering: laws', () => {
  const board = fc
    .record({ r: fc.integer({ min: 1, max: 4 }), c: fc.integer({ min: 1, max: 4 }) })
    .chain(({ r, c }) => fc.array(fc.boolean(), { minLength: r * c, maxLength: r * c }).map((cells) => ({ r, c, cells })))
    .map(({ r, c, cells }) =>
      Array.from({ length: r }, (_, i) =>
        cells
          .slice(i * c, i * c + c)
          .map((x) => (x ? '.' : '#'))
          .join(''),
      ).join('|'),
    );
  const transposeText = (b: string) => {
    const rows = b.split('|');
    return Array.from({ length: rows[0]!.length }, (_, c) => rows.map((row) => row[c]).join('')).join('|');
  };

  it('the fast solver agrees with the generic Solver over the plain ruleset', () => {
    const plain = { options: domineering.options, key: (b: DomineeringBoard) => b.toString() };
    fc.assert(
      fc.property(board, (b) => {
        expect(domineeringValue(b)).toBe(new Solver(plain).value(DomineeringBoard.parse(b)));
      }),
      { numRuns: 150 },
    );
  });

  it('transposing swaps the players: G^T = −G; reflections keep the value', () => {
    fc.assert(
      fc.property(board, (b) => {
        const v = domineeringValue(b);
        expect(domineeringValue(transposeText(b))).toBe(v.neg());
        const flipped = b.split('|').reverse().join('|');
        expect(domineeringValue(flipped)).toBe(v);
      }),
      { numRuns: 150 },
    );
  });

  it('a shared solver gives the same values as fresh ones', () => {
    const s = new DomineeringSolver();
    fc.assert(
      fc.property(board, (b) => {
        expect(s.value(b)).toBe(domineeringValue(b));
      }),
      { numRuns: 100 },
    );
  });

  it('regions too wide for bitmask rows go to the array-based ruleset, with the same values', () => {
    // maxBitWidth (internal, default 30) lowered to 2 sends every region wider than 2 in both
    // directions through the generic Solver over the array-based ruleset.
    fc.assert(
      fc.property(board, (b) => {
        const narrow = new DomineeringSolver({ maxBitWidth: 2 } as object);
        expect(narrow.value(b)).toBe(domineeringValue(b));
      }),
      { numRuns: 100 },
    );
  });
});

describe('Domineering: text, errors, limits', () => {
  it('parses rows separated by | or newlines and prints them back', () => {
    const b = DomineeringBoard.parse('.#.\n...\n');
    expect(b.rows).toBe(2);
    expect(b.cols).toBe(3);
    expect(b.toString()).toBe('.#.|...');
    expect(DomineeringBoard.parse('x.|..').toString()).toBe('#.|..');
    expect(DomineeringBoard.parse('').emptyCount).toBe(0);
    expect(domineeringValue('')).toBe(zero);
  });

  it('bad text is a PositionSyntaxError saying where', () => {
    expect(() => DomineeringBoard.parse('..|.a')).toThrow(PositionSyntaxError);
    try {
      DomineeringBoard.parse('...|..');
    } catch (e) {
      expect(e).toBeInstanceOf(PositionSyntaxError);
      expect((e as PositionSyntaxError).index).toBe(4);
      expect((e as Error).message).toMatch(/row 2 has 2 cells but row 1 has 3/);
    }
  });

  it('bad sizes and moves are ValueErrors', () => {
    expect(() => DomineeringBoard.empty(-1, 3)).toThrow(ValueError);
    expect(() => DomineeringBoard.parse('.|#').place('L', 0, 0)).toThrow(ValueError);
    expect(DomineeringBoard.parse('.|.').place('L', 0, 0).toString()).toBe('#|#');
  });

  it('maxEntries and signal are honoured with typed errors', () => {
    expect(() => new DomineeringSolver({ maxEntries: 5 }).value(rect(4, 4))).toThrow(LimitError);
    const ac = new AbortController();
    ac.abort();
    expect(() => new DomineeringSolver({ signal: ac.signal }).value(rect(3, 3))).toThrow(AbortError);
    // Aborting from onProgress (called every 4096 regions) stops a long search at the next check.
    const ac2 = new AbortController();
    const seen: number[] = [];
    const s = new DomineeringSolver({ signal: ac2.signal, onProgress: (p) => (seen.push(p.done), ac2.abort()) });
    expect(() => s.value(rect(4, 6))).toThrow(AbortError);
    expect(seen).toEqual([4096]);
  });

  it('nimbers appear too: .#.#|.#.. = 1* needs the nim part', () => {
    // cgt-tools/CGSuite (above): 1*; here through sub: (1*) − 1 = *.
    expect(domineeringValue('.#.#|.#..').sub(num(1))).toBe(nim(1));
  });
});
