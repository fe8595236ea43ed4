import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPosition, parsePosition, position, PositionError, options, attacks } from '../../../src/entries/chopsticks.js';

describe('positions: parse and print the paper notation', () => {
  it('reads the examples of the issue and Notation 2 powers', () => {
    // notation: Definition 1 and Notation 2 of the paper
    const p = parsePosition('(1,1|1,2)_5');
    expect(p).toEqual({ left: [1, 1], right: [1, 2], n: 5 });
    expect(parsePosition('(1|1)_12')).toEqual({ left: [1], right: [1], n: 12 });
    expect(parsePosition('(1^3,2^2|1)_2')).toEqual({ left: [1, 1, 1, 2, 2], right: [1], n: 2 });
    expect(parsePosition(' ( 2 , 1 | ) _ {3} ')).toEqual({ left: [1, 2], right: [], n: 3 });
    expect(parsePosition('(|)_1')).toEqual({ left: [], right: [], n: 1 });
  });

  it('prints plainly and with powers, and round-trips', () => {
    expect(formatPosition(parsePosition('(1^3,2^2|1)_2'))).toBe('(1,1,1,2,2|1)_2');
    expect(formatPosition(parsePosition('(1,1,1,2,2|1)_2'), { powers: true })).toBe('(1^3,2^2|1)_2');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.nat(), { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (n, l, r, pw) => {
        const p = position(l.map((x) => 1 + (x % n)), r.map((x) => 1 + (x % n)), n);
        expect(parsePosition(formatPosition(p, { powers: pw }))).toEqual(p);
      }),
    );
  });

  it.each([
    ['(0|1)_3', 2, /outside 1..3/],
    ['(1|4)_3', 4, /outside 1..3/],
    ['(1|1)_0', 7, /at least 1/],
    ['(1.5|1)_3', 2, /integer/],
    ['(1|1)_2.5', 7, /integer/],
    ['(-1|1)_3', 2, /positive/],
    ['(1,|1)_3', 4, /hand/],
    ['(1|1)', 6, /'_'/],
    ['hello', 1, /'\('/],
    ['(1|1)_3 x', 9, /end of the position/],
    ['(1^0|1)_3', 4, /repeat count/],
    ['(1^99999999|1)_3', 4, /more than/],
  ])('rejects %s with a PositionError at column %i', (text, column, msg) => {
    let err: unknown;
    try {
      parsePosition(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PositionError);
    expect((err as PositionError).name).toBe('PositionError');
    expect((err as PositionError).column).toBe(column);
    expect((err as Error).message).toMatch(msg);
  });

  it('position() validates and sorts', () => {
    expect(position([3, 1], [2], 3)).toEqual({ left: [1, 3], right: [2], n: 3 });
    expect(() => position([0], [], 3)).toThrow(PositionError);
    expect(() => position([1], [], 0)).toThrow(PositionError);
    expect(() => position([1.5], [], 3)).toThrow(PositionError);
    expect(() => position([1], [], Number.NaN)).toThrow(PositionError);
  });
});

describe('the move rule (Definition 1, Notation 1)', () => {
  it('lists Left and Right options, removing a hand above n', () => {
    // Definition 1 by hand: (1,2|1,3)_4. Left: 1→1 gives (1,2|2,3); 1→3 gives (1,2|1,4); 2→1 gives (1,2|3,3); 2→3: 5 > 4, removed: (1,2|1).
    const p = parsePosition('(1,2|1,3)_4');
    expect(options(p, 'L').map((q) => formatPosition(q)).sort()).toEqual(['(1,2|1)_4', '(1,2|1,4)_4', '(1,2|2,3)_4', '(1,2|3,3)_4']);
    // Right: 1→1 gives (2,2|1,3); 1→2 gives (1,3|1,3); 3→1 gives (2,4|1,3); 3→2: 5 > 4, removed: (1|1,3).
    expect(options(p, 'R').map((q) => formatPosition(q)).sort()).toEqual(['(1,3|1,3)_4', '(1|1,3)_4', '(2,2|1,3)_4', '(2,4|1,3)_4']);
  });

  it('a side without hands has no moves, and equal hands give one option', () => {
    expect(options(parsePosition('(1|)_3'), 'L')).toEqual([]);
    expect(options(parsePosition('(1|)_3'), 'R')).toEqual([]);
    expect(options(parsePosition('(1,1|1,1)_3'), 'L')).toHaveLength(1); // Proposition 4 proof: "Left can only move to (1^a | 1^(a-1), 2)_3"
    expect(attacks([2], [2], 3)).toEqual([[]]);
  });
});

describe('the transposition-table key', () => {
  it('positionCode is equal exactly when positionKey is (numbers when they fit, else the string)', async () => {
    const { positionCode } = await import('../../../src/games/simple-chopsticks/rules.js');
    const { positionKey } = await import('../../../src/entries/chopsticks.js');
    const pos = fc.integer({ min: 1, max: 1100 }).chain((n) =>
      fc.tuple(fc.array(fc.integer({ min: 1, max: n }), { maxLength: 12 }), fc.array(fc.integer({ min: 1, max: n }), { maxLength: 12 })).map(([l, r]) => position(l, r, n)),
    );
    fc.assert(
      fc.property(pos, pos, (p, q) => {
        const cp = positionCode(p);
        if (typeof cp === 'number') expect(Number.isSafeInteger(cp)).toBe(true);
        else expect(cp).toBe(positionKey(p));
        expect(cp === positionCode(q)).toBe(positionKey(p) === positionKey(q));
      }),
      { numRuns: 2000 },
    );
    // by hand: (1|2)_3 reads 1, 1, 0, 2 in base 4 = 64 + 16 + 2 = 82, times 1024 plus 3
    expect(positionCode(position([1], [2], 3))).toBe(82 * 1024 + 3);
    // (1|)_3 and (|1)_3 differ: 1,1,0 = 20 and 1,0,1 = 17 in base 4
    expect(positionCode(position([1], [], 3))).toBe(20 * 1024 + 3);
    expect(positionCode(position([], [1], 3))).toBe(17 * 1024 + 3);
    expect(positionCode(position([1], [1], 5000))).toBe('5000:1|1'); // n ≥ 1024: the string key
  });
});
