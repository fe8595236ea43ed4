/**
 * The shared support of the grid games: boards as CGSuite reads them, the grid views of the
 * workbench, regions, and keys up to symmetry (equal keys exactly for boards equal up to one of the
 * 8 symmetries of the square and, where asked, the colour exchange).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Grid, gridFromView, gridView, parseGrid } from '../../../src/games/grid/grid.js';
import { canonical, componentsOf, crop, ORTHOGONAL } from '../../../src/games/grid/region.js';
import { PositionSyntaxError } from '../../../src/index.js';
import { arbitraryGrid, RANDOM_START } from './support.js';

const SYNTAX = { game: 'Test', chars: '.xo#' };

/** The 8 symmetries of a board, by hand: transpose, then flip rows, then flip columns. */
function turned(g: Grid, t: number): Grid {
  const tr = (t & 4) !== 0;
  const h = tr ? g.cols : g.rows;
  const w = tr ? g.rows : g.cols;
  const cells = new Uint8Array(h * w);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      let sr = tr ? c : r;
      let sc = tr ? r : c;
      if (t & 1) sr = g.rows - 1 - sr;
      if (t & 2) sc = g.cols - 1 - sc;
      cells[r * w + c] = g.cells[sr * g.cols + sc]!;
    }
  }
  return new Grid(h, w, cells);
}

describe('boards', () => {
  it("read as CGSuite's Grid.Parse: rows by '|', top row first, upper case as lower case, equal rows", () => {
    const g = parseGrid('X.|o#', SYNTAX);
    expect([g.rows, g.cols, [...g.cells]]).toEqual([2, 2, [1, 0, 2, 3]]);
    expect(g.toString()).toBe('x.|o#');
    expect(parseGrid('', SYNTAX).rows).toBe(0);
    expect(parseGrid('x.\no#\n', SYNTAX).toString()).toBe('x.|o#');
  });
  it('say where a text is wrong', () => {
    const at = (t: string): number => {
      try {
        parseGrid(t, SYNTAX);
      } catch (e) {
        expect(e).toBeInstanceOf(PositionSyntaxError);
        return (e as PositionSyntaxError).index;
      }
      return -1;
    };
    expect(at('x.|o?')).toBe(4);
    expect(at('x.|o')).toBe(4);
    expect(at('x.||o.')).toBe(3);
    expect(at('x .')).toBe(1);
  });
  it('grid views round-trip, and a bad view is a PositionSyntaxError', () => {
    const g = parseGrid('x..|.o#', SYNTAX);
    expect(gridView(g, SYNTAX)).toEqual({ rows: 2, cols: 3, cells: 'x...o#' });
    expect(gridFromView(gridView(g, SYNTAX), SYNTAX)).toEqual(g);
    for (const bad of [{ rows: 2, cols: 3, cells: 'x..' }, { rows: 1, cols: 3, cells: 'x|o' }, { rows: -1, cols: 0, cells: '' }, { rows: 1, cols: 1, cells: 'q' }]) {
      expect(() => gridFromView(bad, SYNTAX)).toThrow(PositionSyntaxError);
    }
  });
});

describe('regions', () => {
  it('components joined by the steps, cropped, with the rest of their box filled', () => {
    const g = parseGrid('xo..|...x|..ox', SYNTAX);
    const member = g.cells.map((x) => (x === 1 || x === 2 ? 1 : 0));
    const parts = componentsOf(g, member, ORTHOGONAL, 0).map((p) => p.toString());
    expect(parts.sort()).toEqual(['.x|ox', 'xo'].sort());
    expect(crop(parseGrid('....|.x..|....', SYNTAX), 0).toString()).toBe('x');
  });
});

describe('keys up to symmetry', () => {
  it('every one of the 8 symmetries of a board has its key; another board does not', () => {
    fc.assert(
      fc.property(arbitraryGrid(3, 4, [0, 1, 2, 3]), fc.integer({ min: 0, max: 7 }), (g, t) => {
        const a = canonical(g, false);
        const b = canonical(turned(g, t), false);
        expect(b.key).toBe(a.key);
        expect(b.grid).toEqual(a.grid);
      }),
      { seed: RANDOM_START, numRuns: 300 },
    );
    fc.assert(
      fc.property(arbitraryGrid(2, 3, [0, 1, 2]), arbitraryGrid(2, 3, [0, 1, 2]), (g, h) => {
        const same = [0, 1, 2, 3, 4, 5, 6, 7].some((t) => turned(g, t).toString() === h.toString() && turned(g, t).rows === h.rows);
        expect(canonical(g, false).key === canonical(h, false).key).toBe(same);
      }),
      { seed: RANDOM_START, numRuns: 300 },
    );
  });
  it('with the colour exchange: a board and its recolouring share a key, one of them negated', () => {
    fc.assert(
      fc.property(arbitraryGrid(3, 3, [0, 1, 2, 3]), fc.integer({ min: 0, max: 7 }), (g, t) => {
        const a = canonical(g, true);
        const b = canonical(turned(g.swapped(), t), true);
        expect(b.key).toBe(a.key);
        // the keyed board is the region itself (neg false) or its recolouring (neg true)
        const self = [0, 1, 2, 3, 4, 5, 6, 7].some((s) => turned(a.neg ? g.swapped() : g, s).toString() === a.grid.toString());
        expect(self).toBe(true);
      }),
      { seed: RANDOM_START, numRuns: 300 },
    );
  });
});
