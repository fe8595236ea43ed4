/**
 * fast-check arbitraries of short games, so users can property-test their own conjectures.
 *
 * A random game is grown from a recipe: start from a small pool (0, *, 1, −1, ↑, 1/2 ...), then
 * repeatedly build `game(L, R)` from random subsets of the pool and add it to the pool. The recipe
 * is what fast-check shrinks, so counterexamples shrink to small games.
 */
import type { Arbitrary } from 'fast-check';
import { game } from '../engine/canonical.js';
import { down, num, star, up, zero } from '../engine/constructors.js';
import type { Game } from '../engine/game.js';
import { loadFastCheck } from './fast-check.js';

/** fast-check, loaded when this module is imported (a MissingPeerError when it is not installed). */
const fc = loadFastCheck();

/** Options of {@link arbitraryGame}. */
export interface ArbitraryGameOptions {
  /** How many construction steps at most (each step builds one new game). Default 6. */
  maxSteps?: number;
  /** How many options per side at most in one step. Default 3. */
  maxOptions?: number;
  /** Start from numbers and infinitesimals too (default true); false starts from 0 alone. */
  richSeeds?: boolean;
}

const seeds = (): Game[] => [zero, star, num(1), num(-1), up, down, num('1/2'), num(2)];

/** An arbitrary of canonical short games. */
export function arbitraryGame(opts: ArbitraryGameOptions = {}): Arbitrary<Game> {
  const maxSteps = opts.maxSteps ?? 6;
  const maxOptions = opts.maxOptions ?? 3;
  const rich = opts.richSeeds ?? true;
  const step = fc.record({
    left: fc.array(fc.nat(), { maxLength: maxOptions }),
    right: fc.array(fc.nat(), { maxLength: maxOptions }),
  });
  return fc.array(step, { minLength: 0, maxLength: maxSteps }).map((recipe) => {
    const pool = rich ? seeds() : [zero];
    for (const s of recipe) {
      const pick = (i: number): Game => pool[i % pool.length]!;
      pool.push(game(s.left.map(pick), s.right.map(pick)));
    }
    return pool[pool.length - 1]!;
  });
}
