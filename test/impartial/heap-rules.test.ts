/**
 * Heap rules: CGSuite 1.1's TBCode notation read, normalized and printed, and the moves from a
 * heap in CGSuite's traversal order. Expected values: CGSuite's own tests (aaron-siegel/cgsuite at
 * e909ab8, lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala, "traverse options
 * correctly", lines 33-51; lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, the option
 * counts of heap 20, lines 11-33), CGSuite 1.1's help (tutorials/gettingstarted/Impartial Games,
 * the list of example codes) and hand derivations where marked.
 */
import { describe, expect, it } from 'vitest';
import { codeDigit, HeapCodeError, HeapRules, parseHeapRules } from '../../src/impartial/heap-rules.js';
import { LimitError } from '../../src/engine/errors.js';

const traversal = (code: string, n: number): string =>
  parseHeapRules(code)
    .moves(n)
    .map((m) => (m.length === 0 ? '-' : m.join(',')))
    .join('  ');

describe('moves from a heap, in CGSuite order', () => {
  // TBCodeTest.scala lines 33-51 (the codes CGSuite 1.1 can also write; the {..}, * and = digits are 2.x only)
  const cases: Array<[string, number, string]> = [
    ['0.3', 9, '8'],
    ['0.7', 9, '8  1,7  2,6  3,5  4,4'],
    ['0.77', 9, '8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4'],
    ['4.0', 8, '1,7  2,6  3,5  4,4'],
    ['4!.0', 8, '1,7  2,6  3,5'],
    ['0.3F', 9, '8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3'],
    ['0.3F?', 9, '8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3'],
    ['0.3F!', 9, '8  7  1,6  2,5  3,4  1,2,4'],
    ['0.3f', 11, '10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3'],
    ['0.3f?', 11, '10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4'],
    ['0.3f!', 11, '10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4'],
    ['0.[3]', 7, '6  5  4  3  2  1  -'],
    ['0.[2]', 7, '6  5  4  3  2  1'],
    ['0.3[1]', 7, '6  -'],
    ['0.7[03]', 7, '6  1,5  2,4  3,3  4  2  -'],
    ['80.0', 7, '1,1,6  1,2,5  1,3,4  2,2,4  2,3,3'],
  ];
  for (const [code, n, expected] of cases) it(`${code} from ${n}`, () => expect(traversal(code, n)).toBe(expected));

  it('counts the moves from heap 20 as CGSuite does (GameHeapTest.scala lines 11-33)', () => {
    const counts = ['Nim', "Grundy's game", 'Kayles', "Dawson's Kayles", '{2,3,7}', 'allbut{2,3,7}', '0.3F'].map((c) => parseHeapRules(c).countMoves(20));
    expect(counts).toEqual([20, 9, 20, 10, 3, 17, 38]);
  });

  it('gives no moves from heap 0, and parts are at least 1', () => {
    for (const c of ['0.77', '4!.0', '0.[3]', '0.3F', '0.&127;!&64;']) {
      const r = parseHeapRules(c);
      expect(r.moves(0)).toEqual([]);
      for (let n = 1; n <= 12; n++) for (const m of r.moves(n)) for (const p of m) expect(p).toBeGreaterThanOrEqual(1);
    }
  });

  it('0.&127;!&64; (CGSuite 1.1 help): remove 1 and leave up to 6 pairwise unequal heaps, or remove 2 and leave exactly 6', () => {
    const r = parseHeapRules('0.&127;!&64;');
    // heap 22, removing 1: 21 = 1+2+3+4+5+6 is the only split into 6 distinct parts (hand count);
    // removing 2: 20 into exactly 6 parts, any sizes
    const six = r.moves(22).filter((m) => m.length === 6);
    expect(six.filter((m) => m.reduce((a, b) => a + b) === 21)).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(six.filter((m) => m.reduce((a, b) => a + b) === 20).length).toBe(90); // p(20 into 6 parts) = p(14 into at most 6 parts) = 90
  });

  it('ghosts: a heap of n > g tokens moves as n - g, with g ghosts under every part', () => {
    const r = parseHeapRules('0.77_2');
    expect(r.moves(2)).toEqual([]);
    expect(r.moves(6)).toEqual([[5], [3, 4], [4], [3, 3]]);
  });
});

describe('the notation', () => {
  it('normalizes as CGSuite 1.1 does', () => {
    const cases: Array<[string, string]> = [
      ['.07', '0.07'], // an empty d0 is 0 (TBCode(String): '.' first adds the zero digit)
      ['0.070', '0.07'],
      ['04.30', '4.3'], // TBCodeTest.scala normalizations
      ['04.00[00]', '4.0'],
      ['00.00[00]', '0.0'],
      ['4?.', '4!.0'], // for two heaps ? and ! agree: Grundy's game
      ['4!.', '4!.0'],
      ['0.(7?4)', '0.7!'], // remove 1 and leave 1 heap, or 2 unequal heaps
      ['0.[33]', '0.[3]'],
      ['0.3[3]', '0.[3]'], // the shortest block, started as early as possible
      ['0.(r?8!g)', '0.(R?8!G)'], // CGSuite 1.1 help: R = 27, ? on 3 heaps, ! on 4
      ['0.&64;', '0.&x40;'], // CGSuite 1.1 prints extended digits in hexadecimal
      ['0.&x10;', '0.G'],
      ['0.3f', '0.3F'],
      ['20.017', '20.017'],
      ['0.77_2', '0.77_2'],
    ];
    for (const [code, normal] of cases) expect(parseHeapRules(code).code, code).toBe(normal);
  });

  it('reads the classic names and subtraction sets (CGSuite: game.heap.Subtraction, GameHeapTest lines 26-30)', () => {
    expect(parseHeapRules('Kayles').code).toBe('0.77');
    expect(parseHeapRules("dawson's kayles").code).toBe('0.07');
    expect(parseHeapRules('Dawsons-Chess').code).toBe('0.137');
    expect(parseHeapRules('nim').code).toBe('0.[3]');
    expect(parseHeapRules('Officers').code).toBe('0.6');
    expect(parseHeapRules("Grundy's Game").code).toBe('4!.0');
    expect(parseHeapRules('{2,3,7}').code).toBe('0.0330003');
    expect(parseHeapRules('allbut{2,3,7}').code).toBe('0.3003330[3]');
    expect(parseHeapRules('all-but {2, 3, 7}').code).toBe('0.3003330[3]');
    expect(parseHeapRules('{}').code).toBe('0.0');
    expect(parseHeapRules('allbut{}').code).toBe('0.[3]');
    expect(parseHeapRules('Kayles').name).toBe('Kayles');
  });

  it('knows which codes are short, and how far back a value looks', () => {
    expect(parseHeapRules('20.017').isShort).toBe(false); // adding a token and leaving one heap: a heap can grow forever
    expect(parseHeapRules('0.(7?4)').isShort).toBe(true);
    // 0.16: the largest part a move leaves is n - 2 (remove 2, keep one heap), so G(n) needs G(0..n-2)
    expect(parseHeapRules('0.16').lag).toBe(2);
    expect(parseHeapRules('4!.0').lag).toBe(1);
    expect(parseHeapRules('0.77').maxParts).toBe(2);
    expect(parseHeapRules('0.3F').maxParts).toBe(3);
    expect(parseHeapRules('0.[3]').maxRemoved).toBe(Infinity);
  });

  it('digits keep CGSuite 1.1 constraint rules', () => {
    expect(codeDigit(4, 4, 0)).toEqual({ allowed: 4, notAllEqual: 0, pairwiseUnequal: 4 });
    // (d?b!): ! on the splits b leaves unconstrained (TBCode(String) javadoc, CGSuite 1.1)
    const r = parseHeapRules('0.(F?8!)');
    expect(r.digit(1)).toEqual({ allowed: 15, notAllEqual: 8, pairwiseUnequal: 4 });
    expect(HeapRules.subtraction([1, 2], { allbut: true }).code).toBe('0.00[3]');
  });

  it('says what is wrong, and where', () => {
    const bad: Array<[string, number]> = [
      ['0.7.7', 3],
      ['7', 1],
      ['0.[3', 2],
      ['0.]', 2],
      ['0.[]', 2],
      ['0.&;', 2],
      ['0.(?4)', 3],
      ['0.(7?4', 6],
      ['0.7?!?', 5],
      ['', 0],
      ['[3].0', 0],
      ['0.[3]7', 5],
      ['0.&99999999999;', 2],
      ['{1,a}', 1],
      ['{0,1}', 1],
    ];
    for (const [text, index] of bad) {
      let err: unknown;
      try {
        parseHeapRules(text);
      } catch (e) {
        err = e;
      }
      expect(err, text).toBeInstanceOf(HeapCodeError);
      expect((err as HeapCodeError).index, text).toBe(index);
    }
  });

  it('bounds what a code may ask for', () => {
    expect(() => parseHeapRules('{1000001}')).toThrow(LimitError);
    expect(() => parseHeapRules('0.' + '7'.repeat(200_000))).toThrow(LimitError);
    expect(() => parseHeapRules('0.7').moves(-1)).toThrow(LimitError);
    expect(() => parseHeapRules('0.[F]').moves(60, { maxMoves: 1000 })).toThrow(LimitError);
  });
});
