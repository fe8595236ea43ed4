/**
 * The registry of games: every descriptor keeps its promises (names unique, examples parse, print
 * back and have the value their source gives, moves of both players are positions of the game).
 */
import { describe, expect, it } from 'vitest';
import { GAMES, findGame, UnknownGameError, format } from '../../src/index.js';

describe('the registry of games', () => {
  it('finds games by id, name or alias, ignoring case, spaces and hyphens', () => {
    expect(findGame('domineering').id).toBe('domineering');
    expect(findGame('DOMINEERING').id).toBe('domineering');
    expect(findGame('crosscram').id).toBe('domineering');
    expect(() => findGame('no such game')).toThrow(UnknownGameError);
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
        });
      }
    });
  }
});
