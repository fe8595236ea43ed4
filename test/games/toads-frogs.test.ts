import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver, game, num, star, up, zero } from '../../src/index.js';
import { PositionSyntaxError, parseToadsFrogs, toadsFrogs } from '../../src/entries/rulesets.js';

const solve = (s: string) => new Solver(toadsFrogs).value(s);
/** The bare move rule: no decomposition, no shortcuts, the text itself as key. */
const plain = { options: toadsFrogs.options, key: (s: string) => s };
const search = (s: string) => new Solver(plain).value(s);

describe('Toads and Frogs: values', () => {
  it('T.F = * (Winning Ways ch. 1; by hand)', () => {
    // Left: .TF, where Left is stuck and Right's jump FT. = {F.T|} = {0|} = 1, so .TF = {|1} = 0.
    // Right: TF., where Left's jump .FT = {|F.T} = −1 and Right is stuck, so TF. = {−1|} = 0.
    // T.F = {0|0} = *.
    expect(solve('T.F')).toBe(star);
    expect(search('T.F')).toBe(star);
  });

  it('TT.F = {1/2|0} (by hand)', () => {
    // Left: T.TF = {.TTF | TFT.} = {0 | {TF.T|} } = {0|1} = 1/2 (TF.T = TF. = 0, the last Toad being dead).
    // Right: TTF. = {T.FT|} = {*|} = 0 (T.FT = T.F = * with a dead Toad at the end).
    const v = game([num('1/2')], [zero]);
    expect(solve('TT.F')).toBe(v);
    expect(search('TT.F')).toBe(v);
  });

  // Vectors from cgt-tools' Toads and Frogs tests (t4ccer/cgt-tools,
  // cgt/short/partizan/games/toads_and_frogs.rs); {0|^} is ↑↑* in canonical form.
  const cgtTools: Array<[string, () => ReturnType<typeof num>]> = [
    ['TFTF.TF', () => zero],
    ['TFTFTF.', () => zero],
    ['TFTFT.F', () => star],
    ['TF.TTFF', () => zero],
    ['TFT.TFF', () => up],
    ['.TTFTFF', () => zero],
    ['T.TFTFF', () => game([zero], [up])],
  ];
  for (const [s, v] of cgtTools) {
    it(`${s} (cgt-tools)`, () => {
      expect(solve(s)).toBe(v());
      expect(search(s)).toBe(v());
    });
  }

  it('pieces of one kind: the value counts the cells they can still advance (by hand)', () => {
    // Toads at 0 and 2 of 5 cells end at 3 and 4: 3 + 2 = 5 moves, whatever the order.
    expect(solve('T.T..')).toBe(num(5));
    expect(solve('..F.F')).toBe(num(-5));
    expect(search('T.T..')).toBe(num(5));
  });

  it('a frozen TTFF block splits the strip: T.FTTFFT.F = T.F + T.F = 0', () => {
    expect(toadsFrogs.components!('T.FTTFFT.F')).toEqual(['T.F', 'T.F']);
    expect(solve('T.FTTFFT.F')).toBe(zero);
    expect(search('T.FTTFFT.F')).toBe(zero);
  });
});

describe('Toads and Frogs: laws', () => {
  const strip = fc.array(fc.constantFrom('T', 'F', '.'), { maxLength: 8 }).map((xs) => xs.join(''));

  it('decomposition and shortcuts agree with the bare move rule', () => {
    fc.assert(
      fc.property(strip, (s) => {
        expect(solve(s)).toBe(search(s));
      }),
      { numRuns: 300 },
    );
  });

  it('mirroring the strip and swapping Toads and Frogs negates the value', () => {
    const mirror = (s: string) =>
      [...s]
        .reverse()
        .map((c) => (c === 'T' ? 'F' : c === 'F' ? 'T' : c))
        .join('');
    fc.assert(
      fc.property(strip, (s) => {
        expect(solve(mirror(s))).toBe(solve(s).neg());
      }),
      { numRuns: 200 },
    );
  });
});

describe('Toads and Frogs: text', () => {
  it('parses T, F, . (and _ or spaces for empty cells)', () => {
    expect(parseToadsFrogs('tt__ff')).toBe('TT..FF');
  });

  it('bad text is a PositionSyntaxError saying where', () => {
    let err: unknown;
    try {
      parseToadsFrogs('TXF');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PositionSyntaxError);
    expect((err as PositionSyntaxError).index).toBe(1);
    expect(() => solve('T_F')).toThrow(PositionSyntaxError);
  });
});
