/**
 * Konane: cgt-tools' unit tests (moves and values), hand derivations, and the fast solver (the
 * reach decomposition, symmetry) against the plain rules on random boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { konaneMoves, konaneRegions, konaneRuleset, konaneSolver, konaneValue, parseKonane } from '../../src/games/konane/index.js';
import { PositionSyntaxError, zero } from '../../src/index.js';
import { arbitraryGrid, RANDOM_START } from './grid/support.js';

const CGT = "cgt-tools' cgt/short/partizan/games/konane.rs";
const texts = (gs: { toString(c?: string): string }[]): string[] => gs.map((g) => g.toString('.xo#')).sort();

describe(`${CGT}: its unit tests`, () => {
  it('left_moves (lines 308-320): a stone with four jumps, one a double jump', () => {
    const g = parseKonane('.....|..o..|.oxo.|..o..|.....|..o..|.....');
    expect(texts(konaneMoves(g, 'L'))).toEqual(
      [
        '.....|..o..|.o..x|..o..|.....|..o..|.....',
        '.....|..o..|x..o.|..o..|.....|..o..|.....',
        '.....|..o..|.o.o.|.....|..x..|..o..|.....',
        '.....|..o..|.o.o.|.....|.....|.....|..x..',
        '..x..|.....|.o.o.|..o..|.....|..o..|.....',
      ].sort(),
    );
  });
  it('right_moves (lines 323-335): the same with the colours exchanged', () => {
    const g = parseKonane('.....|..x..|.xox.|..x..|.....|..x..|.....');
    expect(texts(konaneMoves(g, 'R'))).toEqual(
      [
        '.....|..x..|.x..o|..x..|.....|..x..|.....',
        '.....|..x..|o..x.|..x..|.....|..x..|.....',
        '.....|..x..|.x.x.|.....|..o..|..x..|.....',
        '.....|..x..|.x.x.|.....|.....|.....|..o..',
        '..o..|.....|.x.x.|..x..|.....|..x..|.....',
      ].sort(),
    );
  });
  it('values (lines 338-349): ..ox = 1, .ox. = *, .ox.|o..x|.... = {1|-1} (±1)', () => {
    expect(konaneValue('..ox').toString()).toBe('1');
    expect(konaneValue('.ox.').toString()).toBe('*');
    expect(konaneValue('.ox.|o..x|....').toString()).toBe('+-1');
  });
});

describe('hand derivations', () => {
  it('xo. = 1: x jumps o; o has no empty square beyond x', () => {
    // wait: x o . : x jumps o onto the empty square: Left has one move to a lone stone (0); o
    // would jump x onto the square left of x, off the board: {0|} = 1
    expect(konaneValue('xo.')).toBe(konaneValue('..ox'));
    expect(konaneValue('xo.').toString()).toBe('1');
  });
  it('a double jump and a stop after the first jump are both options', () => {
    // x o . o . : Left jumps once (to index 2) or twice (to index 4)
    expect(texts(konaneMoves(parseKonane('xo.o.'), 'L'))).toEqual(['..xo.', '....x'].sort());
  });
  it('stones that can never meet are separate regions; one colour alone is 0', () => {
    // rows 1 and 4: in each, x jumps o (xo. → ..x, .ox → x..) and nothing can leave the row
    expect(konaneRegions(parseKonane('xo.|...|...|.ox'))).toHaveLength(2);
    expect(konaneValue('xo.|...|...|.ox').toString()).toBe('2'); // 1 + 1
    expect(konaneValue('xx.x|..x.')).toBe(zero);
    // on one line the reach of x o . . . . o x spreads (it is computed without tracking captures),
    // so the row stays one region: the decomposition is sound, not always the finest
    // both ends give Left one jump each and Right none: 1 + 1
    expect(konaneValue('xo....ox').toString()).toBe('2');
    expect(konaneValue('xo....ox')).toBe(new Solver(konaneRuleset).value(parseKonane('xo....ox')));
  });
});

describe('the fast solver against the plain rules (random boards)', () => {
  it('boards up to 3 × 4 with holes', () => {
    const fast = konaneSolver();
    fc.assert(
      fc.property(arbitraryGrid(3, 4, [0, 0, 1, 2, 3]), (g) => {
        expect(fast.value(g)).toBe(new Solver(konaneRuleset).value(g));
      }),
      { seed: RANDOM_START, numRuns: 150 },
    );
  });
  it('strips of up to 9 squares (long jumps)', () => {
    const fast = konaneSolver();
    fc.assert(
      fc.property(arbitraryGrid(1, 9, [0, 1, 2]), (g) => {
        expect(fast.value(g)).toBe(new Solver(konaneRuleset).value(g));
      }),
      { seed: RANDOM_START, numRuns: 150 },
    );
  });
});

describe('position text', () => {
  it('reads . x o # in rows separated by |, and says where a text is wrong', () => {
    expect(parseKonane('X.O#').toString('.xo#')).toBe('x.o#');
    expect(() => parseKonane('x.a')).toThrow(PositionSyntaxError);
  });
});
