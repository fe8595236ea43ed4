/**
 * Numbers at 2^53. The documented behaviour (src/engine/dyadic.ts, `num`'s TSDoc): numbers are
 * exact dyadics held in doubles and integer parts are limited to ±(2^53 − 1). Every path that
 * can create a number outside that range refuses it with the same ValueError, and every number
 * inside it prints to a text that parses back to it.
 *
 * Expected values: 2^53 − 1 = 9007199254740991 and 2^53 = 9007199254740992 (arithmetic);
 * {n | } = n + 1 for an integer n ≥ 0 (Siegel, CGT, I.3, integers), so {2^53 − 1 | } is 2^53.
 */
import { describe, expect, it } from 'vitest';
import { add, game, nim, num, nus, parse, sub, ValueError } from '../../src/index.js';

const MAX = 2 ** 53 - 1;
const tooLarge = /9007199254740992 is too large: .*±\(2\^53 − 1\)/;

function errorOf(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('numbers at 2^53 are refused on every path with one ValueError', () => {
  it('add(num(2^53 − 1), num(1)) is a ValueError (it used to return an unparseable 2^53)', () => {
    const e = errorOf(() => add(num(MAX), num(1)));
    expect(e).toBeInstanceOf(ValueError);
    expect(e.message).toMatch(tooLarge);
    expect(errorOf(() => sub(num(-MAX), num(1))).message).toMatch(/-9007199254740992 is too large/);
  });
  it('game([2^53 − 1], []) = 2^53 is the same ValueError (it used to be stored as a general game)', () => {
    const e = errorOf(() => game([num(MAX)], []));
    expect(e).toBeInstanceOf(ValueError);
    expect(e.message).toMatch(tooLarge);
    expect(errorOf(() => game([], [num(-MAX)])).message).toMatch(/-9007199254740992 is too large/);
  });
  it('num, nus and parse refuse 2^53 with the same message', () => {
    expect(errorOf(() => num(2 ** 53)).message).toMatch(tooLarge);
    expect(errorOf(() => num(2n ** 53n)).message).toMatch(tooLarge);
    expect(errorOf(() => num('9007199254740992')).message).toMatch(tooLarge);
    expect(errorOf(() => nus(2 ** 53, 1)).message).toMatch(tooLarge);
    expect(errorOf(() => parse('9007199254740992')).message).toMatch(tooLarge);
    expect(errorOf(() => parse('9007199254740991 + 1')).message).toMatch(tooLarge);
  });
  it('up multiples and nimbers beyond their ranges are refused too (nimbers add by 32-bit XOR)', () => {
    expect(() => add(nus(0, MAX), nus(0, 1))).toThrow(ValueError);
    expect(() => nim(2 ** 31)).toThrow(ValueError);
    expect(nim(2 ** 31 - 1).nus!.nim).toBe(2 ** 31 - 1);
  });
  it('the largest numbers print and parse back; {2^53 − 2 | } is the NUS value 2^53 − 1', () => {
    expect(parse(String(num(MAX))) === num(MAX)).toBe(true);
    expect(parse(String(num(-MAX))) === num(-MAX)).toBe(true);
    const g = game([num(MAX - 1)], []);
    expect(g === num(MAX)).toBe(true);
    expect(g.nus?.number).toBe(MAX);
  });
});
