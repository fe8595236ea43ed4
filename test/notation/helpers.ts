/** Test helpers for the notation suite: printing sets as CGSuite does, and a small game arbitrary. */
import fc from 'fast-check';
import { cgsuiteOrder, type Game, game, nim, num, nus, star, up, zero } from '../../src/index.js';

/** A set of games printed as CGSuite prints sets: `{a,b}` in its deterministic order. */
export function setString(gs: readonly Game[]): string {
  return '{' + [...new Set(gs)].sort(cgsuiteOrder).map(String).join(',') + '}';
}

const seeds: Game[] = [zero, star, up, num(1), num(-1), num('1/2'), nim(2), nus(0, -2, 1), num(2)];

/**
 * Random canonical games: start from a pool of small values and add, step by step, the game
 * {L | R} whose options are subsets (bit masks) of the pool so far. Until the engine's
 * `arbitraryGame` lands this is the suite's own generator.
 */
export const arbGame: fc.Arbitrary<Game> = fc
  .array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 5 })
  .map((steps) => {
    const pool = seeds.slice();
    let g = zero;
    for (const [lm, rm] of steps) {
      const pick = (mask: number): Game[] => pool.filter((_, i) => ((mask >>> (i % 30)) & 1) === 1 && i >= pool.length - 30).slice(0, 4);
      g = game(pick(lm), pick(rm));
      pool.push(g);
    }
    return g;
  });
