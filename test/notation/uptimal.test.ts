/** Uptimal expansions: McKay's notation as CGSuite writes it. */
import { describe, expect, it } from 'vitest';
import {
  game,
  isUptimal,
  neg,
  nus,
  parse,
  switchOf,
  upNth,
  upPow,
  uptimalExpansion,
  uptimalGame,
  uptimalString,
  uptimalToString,
  zero,
} from '../../src/index.js';

const J = game([zero], [upNth(2)]);

describe('uptimalExpansion', () => {
  it('J = {0|↑^[2]} is *.22 (Simple Chopsticks, Section 4: "J … is the uptimal .22*")', () => {
    expect(uptimalExpansion(J)).toEqual({ number: 0, digits: [2, 2], nim: 1 });
    expect(uptimalString(J)).toBe('*.22');
    expect(uptimalGame({ number: 0, digits: [2, 2], nim: 1 })).toBe(J);
  });
  it('the paper’s non-uptimals: (2|5)_40 = {J|0} and (1|1)_12 = ±J (same section)', () => {
    expect(isUptimal(game([J], [zero]))).toBe(false);
    expect(isUptimal(switchOf(J))).toBe(false);
    expect(uptimalExpansion(switchOf(J))).toBeUndefined();
  });
  it('the issue’s expansion strings', () => {
    // issue 2 / cgsuite-notation.md: 0.0, *8.0, *.1-, 0.1111, *.12, *4.0202, 9/8*.0, 73/16*8.9- (CGSuite's
    // UptimalExpansion output); the library writes the zero nimber where CGSuite's text would read as a
    // decimal (docs/notation.md): CGSuite's 0.1111 is *0.1111 here.
    expect(uptimalString(zero)).toBe('0.0');
    expect(uptimalString(parse('*8'))).toBe('*8.0');
    expect(uptimalString(parse('v*'))).toBe('*.1-');
    expect(uptimalString(upNth(4))).toBe('*0.1111');
    expect(uptimalString(parse('{0||0|v*}'))).toBe('*.12');
    expect(uptimalString(parse('9/8*'))).toBe('9/8*.0');
    expect(uptimalString(parse('73/16v9*8'))).toBe('73/16*8.9-');
  });
  it('powers and unit sums, with their negatives', () => {
    // ↑^k has the single digit 1 at place k; ↑^[k] has k ones (McKay)
    expect(uptimalExpansion(upPow(5))!.digits).toEqual([0, 0, 0, 0, 1]);
    expect(uptimalExpansion(neg(upPow(3)))!.digits).toEqual([0, 0, -1]);
    expect(uptimalExpansion(neg(upNth(3)))!.digits).toEqual([-1, -1, -1]);
    expect(uptimalString(neg(upNth(3)))).toBe('*0.1-1-1-'); // CGSuite: 0.1-1-1-, with *0 (docs/notation.md)
    expect(uptimalExpansion(nus('-5/2', 4, 3))).toEqual({ number: -2.5, digits: [4], nim: 3 });
  });
  it('digit characters: 0–9, A–Z for 10–35, (n) above, - after a negative digit', () => {
    // cgsuite-notation.md "Uptimal expansion strings"
    expect(uptimalToString({ number: 0, digits: [10, 35, 36, -12], nim: 0 })).toBe('*0.AZ(36)C-'); // CGSuite: 0.AZ(36)C-
    expect(uptimalToString({ number: -0.5, digits: [], nim: 2 })).toBe('-1/2*2.0');
    expect(uptimalToString({ number: 0, digits: [0, 2], nim: 1 })).toBe('*.02');
  });
  it('large digits are recognised: 12·↑² + *', () => {
    const u = { number: 0, digits: [0, 12], nim: 1 };
    expect(uptimalString(uptimalGame(u))).toBe('*.0C');
  });
});
