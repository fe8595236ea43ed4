/** Test helpers for the notation suite: printing sets as CGSuite does, and a small game arbitrary. */
import fc from 'fast-check';
import { cgsuiteOrder, type Game, game, nim, num, nus, star, up, upNth, upPow, zero } from '../../src/index.js';

/** A set of games printed as CGSuite prints sets: `{a,b}` in its deterministic order. */
export function setString(gs: readonly Game[]): string {
  return '{' + [...new Set(gs)].sort(cgsuiteOrder).map(String).join(',') + '}';
}

const seeds: Game[] = [zero, star, up, num(1), num(-1), num('1/2'), nim(2), nus(0, -2, 1), num(2), num('-3/4'), upPow(2), upNth(2)];

const indices = fc.oneof({ arbitrary: fc.array(fc.nat(30), { minLength: 1, maxLength: 3 }), weight: 9 }, { arbitrary: fc.constant([]), weight: 1 });

/**
 * Random canonical games: start from a pool of small values and add, step by step, the game
 * {L | R} whose options are picked from the pool so far (index 0 is the newest, so games nest).
 * Until the engine's `arbitraryGame` lands this is the suite's own generator.
 */
export const arbGame: fc.Arbitrary<Game> = fc.array(fc.tuple(indices, indices), { minLength: 1, maxLength: 6 }).map((steps) => {
  const pool = seeds.slice();
  let g = zero;
  for (const [li, ri] of steps) {
    const pick = (is: readonly number[]): Game[] => is.map((i) => pool[pool.length - 1 - (i % pool.length)]!);
    g = game(pick(li), pick(ri));
    pool.push(g);
  }
  return g;
});
