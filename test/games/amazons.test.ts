/**
 * Amazons: CGSuite's test vector, cgt-tools' (confirmed there with CGSuite), the outcomes CGSuite
 * 2.1.1 gives for the 3 × 3 boards of MCGS's tests, and the fast solver (regions, symmetry,
 * longest plays of one-colour regions) against the plain rules on random boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { amazonsMoves, amazonsRegions, amazonsRuleset, AmazonsSolver, amazonsValue, parseAmazons } from '../../src/games/amazons/index.js';
import { parse, PositionSyntaxError, zero } from '../../src/index.js';
import { agreesWith, arbitraryGrid, RANDOM_START } from './grid/support.js';

describe("CGSuite's GameGridTest.scala and cgt-tools' amazons.rs", () => {
  it('GameGridTest.scala line 17: Amazons("x...|o...") = +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}', () => {
    expect(amazonsValue('x...|o...').toString()).toBe('+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}');
  });
  it("cgt-tools cgt/short/partizan/games/amazons.rs lines 250-252 (\"confirmed with cgsuite\"): x..#|....|.#.o", () => {
    // cgt-tools prints with spaces after commas and its own choice of bars; read back, it is one value
    const theirs =
      '{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}';
    expect(amazonsValue('x..#|....|.#.o')).toBe(parse(theirs.replace(/, /g, ',')));
  });
});

describe("MCGS's input/autotests/amazons_autotests/3x3.test (results from CGSuite 2.1.1)", () => {
  // [line, board, commands]: B is Left (black) moving first, W Right (white) moving first
  const cases: Array<[number, string, string]> = [
    [9, ".O.|#.#|O..", "B loss, W win"],
    [10, "#..|#..|...", "B loss, W loss"],
    [11, ".X#|.X.|..O", "B win, W loss"],
    [12, "...|...|#X.", "B win, W loss"],
    [13, "..O|.OX|..X", "B win, W win"],
    [14, "OX#|X..|.O.", "B loss, W win"],
    [15, "...|...|...", "B loss, W loss"],
    [16, ".X.|...|O#.", "B win, W loss"],
    [17, "..#|#XX|...", "B win, W loss"],
    [18, ".#.|X..|..X", "B win, W loss"],
    [19, ".O.|...|O..", "B loss, W win"],
    [20, "O.X|.OX|##.", "B win, W win"],
    [21, ".X.|O..|...", "B win, W win"],
    [22, "#..|..X|...", "B win, W loss"],
    [23, "...|..X|...", "B win, W loss"],
    [24, "##.|.X.|...", "B win, W loss"],
    [25, "...|..X|.X.", "B win, W loss"],
    [26, "...|..O|...", "B loss, W win"],
    [27, "#.O|O..|..#", "B loss, W win"],
    [28, "...|X..|.#.", "B win, W loss"],
    [29, "O.X|...|..#", "B loss, W win"],
    [30, "...|O#.|...", "B loss, W win"],
    [31, "...|..O|.##", "B loss, W win"],
    [32, "...|X#X|..O", "B win, W loss"],
    [33, "OOX|.#.|X#.", "B win, W win"],
    [34, "O..|...|O..", "B loss, W win"],
    [35, "...|.#O|OX.", "B loss, W win"],
    [36, "O..|X.#|...", "B win, W loss"],
    [37, "...|O..|.XO", "B loss, W win"],
    [38, "..O|XOX|#..", "B loss, W loss"],
    [39, "...|#..|..#", "B loss, W loss"],
    [40, "O.#|#X.|...", "B win, W loss"],
    [41, "X.#|.O.|...", "B loss, W loss"],
    [42, "...|.X.|.OO", "B loss, W win"],
    [43, "...|#.O|...", "B loss, W win"],
    [44, "..O|...|.X.", "B win, W win"],
    [45, "#..|XX.|...", "B win, W loss"],
    [46, "...|X.#|#..", "B win, W loss"],
    [47, "...|.O.|...", "B loss, W win"],
    [48, ".#.|O.X|.#O", "B win, W win"],
    [49, "..#|#.O|..O", "B loss, W win"],
    [50, ".X.|.X.|.#.", "B win, W loss"],
    [51, ".OX|...|...", "B win, W win"],
    [52, "...|O..|.O.", "B loss, W win"],
    [53, ".X#|#.O|.XO", "B win, W win"],
    [54, "..X|..X|.#.", "B win, W loss"],
    [55, "..#|..#|...", "B loss, W loss"],
    [56, "..#|X#.|...", "B win, W loss"],
    [57, "X.#|...|#OX", "B win, W loss"],
    [58, "O.#|.O#|...", "B loss, W win"],
    [59, "X..|..X|..#", "B win, W loss"],
    [60, ".O.|X.X|...", "B win, W loss"],
    [61, ".#.|...|...", "B loss, W loss"],
    [62, "...|#XX|...", "B win, W loss"],
    [63, "X..|.OX|...", "B win, W loss"],
  ];
  it(`all ${cases.length} boards: the outcome of the value is CGSuite's`, () => {
    for (const [line, board, commands] of cases) {
      const v = amazonsValue(board.toLowerCase());
      for (const c of commands.split(',')) expect(agreesWith(v, c), `line ${line}: ${board} ${c}: value ${v}`).toBe(true);
    }
  });
});

describe('hand derivations', () => {
  it('x. = 1, x.o = *; the arrow may land where the amazon stood', () => {
    expect(amazonsValue('x.').toString()).toBe('1');
    expect(amazonsValue('x.o').toString()).toBe('*');
    // x . : the amazon steps right and shoots back onto its old square: #x
    expect(amazonsMoves(parseAmazons('x.'), 'L').map((g) => g.toString())).toEqual(['#x']);
  });
  it('regions are the groups of unburnt squares joined by king steps; a region without amazons is left out', () => {
    expect(amazonsRegions(parseAmazons('x.#..|..#o.'))).toHaveLength(2);
    expect(amazonsRegions(parseAmazons('x.#..|..#..'))).toHaveLength(1);
    expect(amazonsValue('....|....')).toBe(zero);
  });
});

describe('the fast solver against the plain rules (random boards)', () => {
  it('boards up to 3 × 3 with up to a few amazons and arrows', () => {
    const fast = new AmazonsSolver();
    fc.assert(
      fc.property(arbitraryGrid(3, 3, [0, 0, 0, 1, 2, 3]), (g) => {
        expect(fast.value(g)).toBe(new Solver(amazonsRuleset).value(g));
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
  });
  it('one-colour regions (the longest-play table) on boards up to 2 × 4', () => {
    const fast = new AmazonsSolver();
    fc.assert(
      fc.property(arbitraryGrid(2, 4, [0, 0, 1, 3]), (g) => {
        expect(fast.value(g)).toBe(new Solver(amazonsRuleset).value(g));
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
  });
});

describe('position text', () => {
  it("reads CGSuite's characters . x o # and says where a text is wrong", () => {
    expect(parseAmazons('X..#|O...').toString()).toBe('x..#|o...');
    expect(() => parseAmazons('x..|o.')).toThrow(PositionSyntaxError);
  });
});
