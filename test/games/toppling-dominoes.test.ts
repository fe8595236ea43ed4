/**
 * Toppling Dominoes: CGSuite's test vectors, cgt-tools' (moves and value), the outcomes CGSuite
 * 2.1.1 gives for MCGS's rows and sums of three rows, and the fast evaluator (stretches, reversal,
 * colour exchange) against the plain rules on random rows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { parseToppling, topplingMoves, topplingRuleset, TopplingSolver, topplingValue } from '../../src/games/toppling-dominoes/index.js';
import { add, LimitError, nim, num, PositionSyntaxError, zero } from '../../src/index.js';
import { agreesWith } from './grid/support.js';

const plain = (t: string) => new Solver(topplingRuleset).value(parseToppling(t));
/** MCGS writes X (black, Left), O (white, Right) and # (grey, either player's). */
const fromMcgs = (s: string): string => s.replace(/X/g, 'l').replace(/O/g, 'r').replace(/#/g, 'e');

describe("CGSuite's GameStripTest.scala", () => {
  it('line 28: TopplingDominoes("lrrlrrl") = Tiny(1/2)', () => {
    expect(topplingValue('lrrlrrl').toString()).toBe('Tiny(1/2)');
    expect(plain('lrrlrrl').toString()).toBe('Tiny(1/2)');
  });
  it('line 29: TopplingDominoes("lere") = {1|0,{0|-1}} (a grey domino)', () => {
    expect(topplingValue('lere').toString()).toBe('{1|0,{0|-1}}');
    expect(plain('lere').toString()).toBe('{1|0,{0|-1}}');
  });
});

describe("cgt-tools' cgt/short/partizan/games/toppling_dominoes.rs (x blue, o red)", () => {
  // xooxx = lrrll
  it("correct_left (lines 110-130): Left's options of xooxx are '', ooxx, xoo, x, xoox, ''", () => {
    const got = topplingMoves(parseToppling('lrrll'), 'L').map((p) => p.toString().replace(/\./g, ''));
    expect(got.sort()).toEqual(['', 'rrll', 'lrr', 'l', 'lrrl', ''].sort());
  });
  it("correct_right (lines 132-152): Right's options are x, oxx, xo, xx", () => {
    const got = topplingMoves(parseToppling('lrrll'), 'R').map((p) => p.toString().replace(/\./g, ''));
    expect(got.sort()).toEqual(['l', 'rll', 'lr', 'll'].sort());
  });
  it('correct_canonical (lines 154-168): xooxx = {1|*}', () => {
    expect(topplingValue('lrrll').toString()).toBe('{1|*}');
  });
});

describe("MCGS's input/autotests/toppling_dominoes_autotests/td_10.test (results from CGSuite 2.1.1)", () => {
  // [line, row, commands]: X Left's, O Right's, # grey
  const cases: Array<[number, string, string]> = [
    [9, 'XXO##XXO#X', 'B win, W loss'],
    [10, 'XXOOOXOXOX', 'B win, W loss'],
    [11, '#O###OO#XX', 'B win, W win'],
    [12, '#XXXOXO###', 'B win, W win'],
    [13, 'OOXXOXXXOO', 'B loss, W win'],
    [14, '##XX#OOOO#', 'B win, W win'],
    [15, 'OOXXO#O#XX', 'B win, W win'],
    [16, '##XOOXXXX#', 'B win, W win'],
    [17, 'O#OX##X#X#', 'B win, W win'],
    [18, 'X##OXOO#O#', 'B win, W win'],
    [19, 'O#O#O#O#XX', 'B win, W win'],
    [20, 'XX#O#O#OXX', 'B win, W loss'],
    [21, 'O#OOX#OOXX', 'B win, W win'],
    [22, '##OXO#XO##', 'B win, W win'],
    [23, '##O####XXO', 'B win, W win'],
    [24, 'XO##XOO#XX', 'B win, W loss'],
    [25, '##XOXX#OXX', 'B win, W win'],
    [26, '#OXXO##O#X', 'B win, W win'],
    [27, 'OOO#O#XXXO', 'B loss, W win'],
    [28, 'XXX#OOXXOO', 'B win, W win'],
  ];
  it(`all ${cases.length} rows: the outcome of the value is CGSuite's`, () => {
    for (const [line, row, commands] of cases) {
      const v = topplingValue(fromMcgs(row));
      for (const c of commands.split(',')) expect(agreesWith(v, c), `line ${line}: ${row} ${c}: ${v}`).toBe(true);
    }
  });
});

describe("MCGS's input/autotests/toppling_dominoes_autotests/td_3x10.test (sums of three rows; results from CGSuite 2.1.1)", () => {
  // [line of the first row, the three rows, commands]
  const cases: Array<[number, string, string]> = [
    [9, 'OXXOOOOXXO OX#O#OOO#X XX##X#XX#X', 'B win, W loss'],
    [13, 'OOOOXO#OXX #XXXX#OOOX XXOXXOXO#X', 'B win, W win'],
    [17, 'XOXXXO#X#O OOOO##OOXX X#XXXO#XXX', 'B win, W win'],
    [21, 'OOO#XOXXXO OOOXOO#XXX O#X#O##XOX', 'B win, W win'],
    [25, '#XOXXO#XOX XO##XO#OXO OXXXXXXOXO', 'B win, W loss'],
    [29, 'OOXXXXOOXO OX#XXOX#X# XOXXX#OOOX', 'B win, W win'],
    [33, 'XOXXXOOXOX OOOXX#OOXX OXOXOOXO#O', 'B win, W win'],
    [37, 'OXXXXX###X XOOXXOOXOX #XOXOXXO#O', 'B win, W loss'],
    [41, 'OOXX#O#OXX XOXOOOXXOO X#OOX#OXXX', 'B win, W win'],
    [45, 'O##O#O#OOX #O#XXOXXOO X#XXX#XXO#', 'B win, W win'],
    [49, 'X#XXXXOXXX OXOO#OOXOO XOXOOOOXOX', 'B win, W loss'],
    [53, 'OXX#OXX#OO XX###OXXOX OOO#XXX##O', 'B loss, W win'],
    [57, 'X#XOXX#O#X XOOOOXOOXX XXX#X#OOO#', 'B win, W loss'],
    [61, '#X##OOOX#O XXOXOX#XOX X#OXX#OXOO', 'B win, W win'],
    [65, 'XXXXOOXOOX X##OOOXXXX XOO##OOOXX', 'B win, W loss'],
    [69, 'XXOXXXOO#O #XOXOXOXOO OXXXOOOOOX', 'B win, W win'],
    [73, 'XOOX##OXO# XO##X#OOOO XOOXXOXOXO', 'B win, W win'],
    [77, '#OXOO#XOOX XOOOOXXXOX XXO##XXXXO', 'B win, W loss'],
    [81, 'OOXXXOOOXX X#XXXXO#XO OXXOO#O#XX', 'B win, W loss'],
    [85, 'XX#O#OOXOO X#XXXOX#XO ###O#XOO#O', 'B win, W win'],
  ];
  it(`all ${cases.length} sums`, () => {
    for (const [line, rows, commands] of cases) {
      const v = topplingValue(rows.split(' ').map(fromMcgs).join('|'));
      for (const c of commands.split(',')) expect(agreesWith(v, c), `line ${line}: ${rows} ${c}`).toBe(true);
    }
  });
});

describe('hand derivations and the rules as CGSuite plays them', () => {
  it('one colour: ±n; grey: *n (its options are the grey rows of every shorter length)', () => {
    expect(topplingValue('llll')).toBe(num(4));
    expect(topplingValue('rrr')).toBe(num(-3));
    expect(topplingValue('eeeee')).toBe(nim(5));
    expect(plain('eeee')).toBe(nim(4));
  });
  it("a toppled domino knocks down every domino on its side, across empty places (CGSuite's UpdatedRange): l.r = lr", () => {
    expect(topplingValue('l.r')).toBe(topplingValue('lr'));
    expect(plain('l.r')).toBe(plain('lr'));
    expect(topplingValue('lr').toString()).toBe('*');
    // separate rows are a sum
    expect(topplingValue('l|r')).toBe(zero);
  });
  it('a row read backwards has the same value; exchanging blue and red negates it', () => {
    expect(topplingValue('lrrle')).toBe(topplingValue('elrrl'));
    expect(add(topplingValue('lrrle'), topplingValue('rllre'))).toBe(zero);
  });
});

describe('the fast evaluator against the plain rules (random rows)', () => {
  it('sums of up to two rows of up to 7 places', () => {
    const fast = new TopplingSolver();
    const row = fc.array(fc.constantFrom('l', 'r', 'e', '.'), { maxLength: 7 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 2 }), (rows) => {
        const p = parseToppling(rows.join('|'));
        expect(fast.value(p)).toBe(new Solver(topplingRuleset).value(p));
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });
});

describe('text and limits', () => {
  it('reads l r e . (either case), rows separated by |, and says where a text is wrong', () => {
    expect(parseToppling('LRE.|l').toString()).toBe('lre.|l');
    try {
      parseToppling('lrx');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PositionSyntaxError);
      expect((e as PositionSyntaxError).index).toBe(2);
    }
  });
  it('a row too long for maxEntries is a LimitError naming it, before any work', () => {
    expect(() => new TopplingSolver({ maxEntries: 100 }).value('lr'.repeat(20))).toThrow(LimitError);
    expect(() => new TopplingSolver({ maxEntries: 100 }).value('lr'.repeat(20))).toThrow(/maxEntries/);
  });
});
