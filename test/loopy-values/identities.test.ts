/**
 * Identities of loopy games, each with its source, and hand derivations written out.
 */
import { describe, expect, it } from 'vitest';
import { num, star, zero } from '../../src/engine/constructors.js';
import {
  DUD,
  OFF,
  ON,
  OVER,
  TIS,
  TISN,
  UNDER,
  UPON,
  addLoopy,
  compareLoopy,
  fromGame,
  isIdempotent,
  negLoopy,
  offsideOf,
  onsideOf,
  sided,
} from '../../src/loopy/index.js';
import { parseLoopy } from '../../src/notation/index.js';

describe('definitions (CGSuite constants.cgs and its loopy-games tutorial; Siegel VI.1)', () => {
  it('on = {pass|}, off = {|pass}, over = {0|pass}, under = {pass|0}, upon = {pass|*}', () => {
    expect(parseLoopy('{pass|}')).toBe(ON);
    expect(parseLoopy('{|pass}')).toBe(OFF);
    expect(parseLoopy('{0|pass}')).toBe(OVER);
    expect(parseLoopy('a{0|a}')).toBe(OVER); // the tutorial: "a{0|a} is equivalent to {0|pass}"
    expect(parseLoopy('{pass|0}')).toBe(UNDER);
    expect(parseLoopy('{pass|*}')).toBe(UPON);
  });
  it('under = −over, off = −on (negation exchanges Left and Right)', () => {
    expect(negLoopy(OVER)).toBe(UNDER);
    expect(negLoopy(ON)).toBe(OFF);
  });
  it('tis = {tisn|} = 1 & 0 and tisn = {|tis} = 0 & −1 (Winning Ways ch. 11; CGSuite SidedValueTestCase a{{|a}|})', () => {
    expect(TIS).toBe(sided(fromGame(num(1)), fromGame(zero)));
    expect(TISN).toBe(sided(fromGame(zero), fromGame(num(-1))));
    expect(negLoopy(TIS)).toBe(TISN);
  });
  it('dud = on & off', () => {
    expect(onsideOf(DUD)).toBe(ON);
    expect(offsideOf(DUD)).toBe(OFF);
  });
});

describe('sums', () => {
  it('on + off = dud (CGSuite loopy-games tutorial: "on + off", shown as dud = on & off)', () => {
    expect(addLoopy(ON, OFF)).toBe(DUD);
  });
  it('on, off, over, dud are idempotent (CGSuite test cases: IsIdempotent true)', () => {
    for (const g of [ON, OFF, OVER, DUD]) expect(isIdempotent(g)).toBe(true);
  });
  it('the onside of a sum is the upsum of the onsides (Siegel VI.4): (1 & 0) + (1 & 0) has onside 2, offside 0', () => {
    // The sides of tis are the short games 1 and 0; upsum and downsum of short games are their sums.
    const t2 = addLoopy(TIS, TIS);
    expect(onsideOf(t2)).toBe(fromGame(num(2)));
    expect(offsideOf(t2)).toBe(fromGame(zero));
  });
});

describe('order (hand derivations)', () => {
  it('over > 0', () => {
    // over − 0 = over, Left second: Right's only move is the pass to over; Left moves to 0 and
    // Right has no move. So Left survives: over ≥ 0. In 0 − over = under with Left second, Right
    // moves to 0 and Left has no move: not 0 ≥ over.
    expect(compareLoopy(OVER, fromGame(zero))).toBe('>');
  });
  it('over < 1/64', () => {
    // 1/64 − over = 1/64 + under, Left second. Right moving in the number only raises it
    // (1/64 → 1/32 → … → 1, which has no Right move), and Left answers by passing in under; Right
    // moving under → 0 leaves a positive number. Left survives: over ≤ 1/64. In over − 1/64 with
    // Left second, Right passes in over whenever Left moves in −1/64 (which falls to −1, where
    // Left has no move), and when Left moves over → 0 a negative number is left: Right wins, so
    // not 1/64 ≤ over.
    expect(compareLoopy(OVER, fromGame(num('1/64')))).toBe('<');
  });
  it('on > every short game and off < every short game (Siegel VI.1: on = {on|} beats any finite play)', () => {
    for (const g of [zero, star, num(100), num(-3)]) {
      expect(compareLoopy(ON, fromGame(g))).toBe('>');
      expect(compareLoopy(OFF, fromGame(g))).toBe('<');
    }
  });
  it('sided comparison: G ≥ H iff G⁺ ≥ H⁺ and G⁻ ≥ H⁻ (Siegel VI.4): tis > 0 > tisn, dud ‖ 0', () => {
    expect(compareLoopy(TIS, fromGame(zero))).toBe('>'); // 1 ≥ 0 and 0 ≥ 0, not both ≤
    expect(compareLoopy(TISN, fromGame(zero))).toBe('<');
    expect(compareLoopy(DUD, fromGame(zero))).toBe('||'); // on > 0 but off < 0
  });
});
