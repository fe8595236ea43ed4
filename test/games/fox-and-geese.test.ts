/**
 * Fox and Geese. Expected values: CGSuite's GameGridTest.scala (aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala, lines given), its validation
 * messages, and the printing of GenFoxAndGeese.cgs's ToOutput; the layered evaluation against
 * the whole position graph through the loopy engine (`rulesetValue`) on random small boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../../src/index.js';
import {
  CEYLONESE_FOX_AND_GEESE,
  FOX_AND_GEESE,
  type FoxAndGeesePosition,
  type FoxAndGeeseRules,
  foxAndGeeseMoves,
  foxAndGeeseValue,
  foxAndGeeseValueWhole,
  foxEscaped,
  formatFoxAndGeese,
  parseFoxAndGeese,
} from '../../src/games/fox-and-geese/index.js';
import { PositionSyntaxError } from '../../src/games/syntax-error.js';
import { findGame } from '../../src/games/catalog.js';

/** A position from CGSuite's coordinates: geese and fox as (row, column), row 1 at the bottom. */
function at(width: number, geese: [number, number][], fox: [number, number]): FoxAndGeesePosition {
  return { width, geese: geese.slice().sort((p, q) => p[0] - q[0] || p[1] - q[1]), fox };
}
const val = (p: FoxAndGeesePosition, rules: FoxAndGeeseRules = FOX_AND_GEESE): string => format(foxAndGeeseValue(p, rules) as never);

describe("Fox and Geese: CGSuite's GameGridTest.scala", () => {
  const four = (r: number): [number, number][] => [
    [r, 2],
    [r, 4],
    [r, 6],
    [r, 8],
  ];
  it('FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2} (line 45)', () => {
    expect(val(at(8, four(4), [1, 1]))).toBe('{4*|7/2}');
  });
  it('CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2} (line 46)', () => {
    expect(val(at(8, four(4), [1, 1]), CEYLONESE_FOX_AND_GEESE)).toBe('{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}');
  });
  it('GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)) = {6over|5*} (line 47)', () => {
    expect(
      val(
        at(
          10,
          [
            [3, 1],
            [3, 3],
            [3, 5],
            [3, 7],
            [3, 9],
          ],
          [1, 9],
        ),
      ),
    ).toBe('{6over|5*}');
  });
  it('FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}) (lines 48-53)', () => {
    const geese: [number, number][] = [
      [3, 1],
      [3, 3],
      [3, 5],
      [3, 7],
    ];
    const table: [number, number, string][] = [
      [2, 2, '2over'],
      [2, 4, '2'],
      [2, 6, '3*'],
      [2, 8, '4over'],
      [1, 1, '{6|2over}'],
      [1, 3, '{2over|2}'],
      [1, 5, '{4|3||2}'],
      [1, 7, '{4over|3*}'],
    ];
    for (const [r, c, v] of table) expect(val(at(8, geese, [r, c]))).toBe(v);
  });
  it('pieces on light squares are not positions (lines 54-55)', () => {
    // the fox at (1,6): row + column odd
    expect(() => parseFoxAndGeese('x.x.x.x.|........|.....o..')).toThrow(PositionSyntaxError);
    // a goose at (2,5)
    expect(() => parseFoxAndGeese('x.x...x.|....x...|o.......')).toThrow(/dark square/);
  });
});

describe('Fox and Geese: the board as CGSuite prints it', () => {
  it('top row first, as many rows as the highest piece needs (GenFoxAndGeese.cgs, ToOutput)', () => {
    expect(
      formatFoxAndGeese(
        at(
          8,
          [
            [4, 2],
            [4, 4],
            [4, 6],
            [4, 8],
          ],
          [1, 1],
        ),
      ),
    ).toBe('.x.x.x.x|........|........|o.......');
    expect(formatFoxAndGeese(parseFoxAndGeese('........|........|.x.x....|o.......'))).toBe('.x.x....|o.......');
    expect(parseFoxAndGeese('.x.x|o...')).toEqual(
      at(
        4,
        [
          [2, 2],
          [2, 4],
        ],
        [1, 1],
      ),
    );
  });
  it('says where a board is wrong', () => {
    const index = (t: string): number => {
      try {
        parseFoxAndGeese(t);
      } catch (e) {
        expect(e).toBeInstanceOf(PositionSyntaxError);
        return (e as PositionSyntaxError).index;
      }
      throw new Error('read');
    };
    expect(index('.x.x|....')).toBe(9); // no fox
    expect(index('.x.x|o.o.')).toBe(7); // two foxes
    expect(index('.x.x|o..')).toBe(8); // a short row
    expect(index('.x.y|o...')).toBe(3);
    expect(index('.x.x|.o..')).toBe(6); // a light square
  });
  it('the fox past the geese is off', () => {
    expect(val(parseFoxAndGeese('.o..|x.x.'))).toBe('off');
    // one row below the highest goose with a free dark square above it
    expect(foxEscaped(parseFoxAndGeese('..x.|.o..|x...'))).toBe(true);
    expect(foxEscaped(parseFoxAndGeese('x.x.|.o..|....'))).toBe(false);
  });
  it('the moves: a goose steps diagonally down, the fox diagonally any way, never onto a goose', () => {
    const p = parseFoxAndGeese('x.x.|....|o...');
    expect(foxAndGeeseMoves(p, 'L').map(formatFoxAndGeese).sort()).toEqual(['..x.|.x..|o...', 'x...|.x..|o...', 'x...|...x|o...'].sort());
    expect(foxAndGeeseMoves(p, 'R').map(formatFoxAndGeese)).toEqual(['x.x.|.o..|....']);
    // the fox never jumps; in the Ceylonese variant it runs two squares
    expect(foxAndGeeseMoves(parseFoxAndGeese('.x.x..|......|......|o.....'), 'R', CEYLONESE_FOX_AND_GEESE).map(formatFoxAndGeese)).toEqual(['.x.x..|......|.o....|......', '.x.x..|..o...|......|......']);
  });
});

describe('Fox and Geese: layer by layer agrees with the whole graph (fast-check)', () => {
  const arbBoard = fc
    .record({
      width: fc.integer({ min: 2, max: 5 }),
      rows: fc.integer({ min: 2, max: 4 }),
      geese: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
      fox: fc.tuple(fc.nat(), fc.nat()),
      ceylonese: fc.boolean(),
    })
    .map(({ width, rows, geese, fox, ceylonese }) => {
      // squares with row + column even, from draws
      const dark: [number, number][] = [];
      for (let r = 1; r <= rows; r++) for (let c = 1; c <= width; c++) if ((r + c) % 2 === 0) dark.push([r, c]);
      const f = dark[(fox[0] * 7 + fox[1]) % dark.length]!;
      const gs: [number, number][] = [];
      for (const [a, b] of geese) {
        const sq = dark[(a * 5 + b) % dark.length]!;
        if ((sq[0] !== f[0] || sq[1] !== f[1]) && !gs.some((g) => g[0] === sq[0] && g[1] === sq[1])) gs.push(sq);
      }
      return { p: at(width, gs, f), rules: ceylonese ? CEYLONESE_FOX_AND_GEESE : FOX_AND_GEESE };
    });
  it('random boards of width 2-5, up to 4 rows and 3 geese, both variants', () => {
    fc.assert(
      fc.property(arbBoard, ({ p, rules }) => {
        expect(foxAndGeeseValue(p, rules)).toBe(foxAndGeeseValueWhole(p, rules));
      }),
      { numRuns: 60 },
    );
  });
});

describe('Fox and Geese: the registry entry', () => {
  it('reads, draws and edits the board', () => {
    const d = findGame('FoxAndGeese');
    const p = d.parse('.x.x|o...');
    expect(d.toGrid!(p)).toEqual({ rows: 2, cols: 4, cells: '.x.xo...' });
    expect(d.fromGrid!(d.toGrid!(p))).toEqual(p);
    expect(d.kind).toBe('loopy');
  });
});
