/**
 * The registry of games: every descriptor keeps its promises (names unique, examples parse, print
 * back and have the value their source gives, moves of both players are positions of the game).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, findGame, UnknownGameError, format, PartizanError, Game } from '../../src/index.js';

describe('the registry of games', () => {
  it('finds games by id, name or alias, ignoring case, spaces and hyphens', () => {
    expect(findGame('domineering').id).toBe('domineering');
    expect(findGame('DOMINEERING').id).toBe('domineering');
    expect(findGame('crosscram').id).toBe('domineering');
    expect(() => findGame('no such game')).toThrow(UnknownGameError);
    expect(findGame('Toads and Frogs').id).toBe('toads-and-frogs');
    expect(findGame('AntiClobber').id).toBe('anti-clobber');
  });
  it('holds every game of issues 21 and 27 built so far', () => {
    const ids = GAMES.map((d) => d.id);
    for (const id of ['domineering', 'simple-chopsticks', 'chopsticks-as-played', 'hackenbush', 'toads-and-frogs', 'backsliding-toads-and-frogs', 'clobber', 'konane', 'amazons', 'cram', 'toppling-dominoes', 'cutcake']) {
      expect(ids).toContain(id);
    }
    expect(findGame('cram').kind).toBe('impartial');
    expect(findGame('chopsticks-as-played').kind).toBe('loopy');
  });
  for (const d of GAMES) {
    describe(d.name, () => {
      it('has an id, a summary, a syntax, a source and at least one example', () => {
        expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(d.summary.length).toBeGreaterThan(10);
        expect(d.syntax.length).toBeGreaterThan(10);
        expect(d.source.length).toBeGreaterThan(3);
        expect(d.examples.length).toBeGreaterThan(0);
      });
      for (const ex of d.examples) {
        it(`example ${ex.position}${ex.value ? ` = ${ex.value} (${ex.source})` : ''}`, () => {
          const p = d.parse(ex.position);
          expect(d.parse(d.format(p))).toEqual(p);
          const v = d.value(p);
          if (ex.value !== undefined) expect(format(v as never)).toBe(ex.value);
          for (const who of ['L', 'R'] as const) for (const q of d.moves(p, who)) expect(d.parse(d.format(q))).toEqual(q);
          if (d.kind === 'impartial') {
            expect(d.moves(p, 'L').map((q) => d.format(q))).toEqual(d.moves(p, 'R').map((q) => d.format(q)));
            expect(v instanceof Game && /^(0|\*\d*)$/.test(v.toString())).toBe(true);
          }
          if (d.toGrid) {
            const view = d.toGrid(p);
            expect(view.cells.length).toBe(view.rows * view.cols);
            expect(d.fromGrid, 'a game with toGrid has fromGrid').toBeDefined();
            expect(d.format(d.fromGrid!(view)).replace(/\.+(\||$)/g, '$1')).toBe(d.format(p).replace(/\.+(\||$)/g, '$1'));
            for (const ch of view.cells) expect(d.palette!.map((e) => e.char), `${ch} in the palette`).toContain(ch);
          }
        });
      }
      it('bad text and bad grid views are PartizanErrors (a PositionSyntaxError saying where), never anything else', () => {
        fc.assert(
          fc.property(fc.string({ maxLength: 12 }), (t) => {
            try {
              d.parse(t);
            } catch (e) {
              expect(e).toBeInstanceOf(PartizanError);
            }
          }),
          { seed: 20261127, numRuns: 300 },
        );
        if (d.fromGrid) {
          for (const bad of [{ rows: 1, cols: 2, cells: 'x' }, { rows: 1, cols: 1, cells: '?' }, { rows: 2, cols: 1, cells: '|.' }, null]) {
            expect(() => d.fromGrid!(bad as never)).toThrow(PartizanError);
          }
        }
      });
    });
  }
});
