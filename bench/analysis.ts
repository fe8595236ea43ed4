/**
 * Analysis benchmarks: thermographs (hence mean and temperature), cooling, rcf and atomic weight of
 * random games, rcf of the deep chain g_N = {N+1 | g_(N−1)} (N = 100 000; was quadratic), and the
 * census of day 3. Analysis results are cached on the (interned) games, so
 * each figure is one cold pass over games not analysed before in this process.
 */
import { atomicWeightOrUndefined, bornBy, cool, game, num, rcf, star, temperature, thermograph, up, zero, type Game } from '../src/index.js';
import { once } from './harness.js';

/** A deterministic linear congruential generator (the glibc constants), so runs are comparable. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

/** `count` random games, each grown in `steps` constructions from random subsets of a pool. */
function randomGames(seed: number, count: number, steps: number, dicotic = false): Game[] {
  const r = lcg(seed);
  const out: Game[] = [];
  for (let i = 0; i < count; i++) {
    const pool: Game[] = dicotic ? [zero, star, up] : [zero, star, up, num(1), num(-1), num('1/2'), num(3), num('-5/4')];
    for (let s = 0; s < steps; s++) {
      const pick = (): Game[] => Array.from({ length: 1 + Math.floor(r() * 3) }, () => pool[Math.floor(r() * pool.length)]!);
      pool.push(game(pick(), pick()));
    }
    out.push(pool[pool.length - 1]!);
  }
  return out;
}

export async function run(): Promise<void> {
  const hot = randomGames(1, 1000, 14);
  await once('thermograph of 1000 random games (14 steps)', () => hot.forEach((g) => thermograph(g)));
  const hot2 = randomGames(2, 1000, 14);
  await once('temperature of 1000 random games (14 steps)', () => hot2.forEach((g) => temperature(g)));
  await once('cool by 1/2 of the same 1000 games', () => hot2.forEach((g) => cool(g, '1/2')));
  const hot3 = randomGames(3, 300, 12);
  await once('rcf of 300 random games (12 steps)', () => hot3.forEach((g) => rcf(g)));
  let chain = up; // h_0 = ↑, h_N = {N+1 | h_(N−1)}: rcf(h_N) = g_N (see test/analysis/known.test.ts)
  for (let i = 1; i <= 100_000; i++) chain = game([num(i + 1)], [chain]);
  await once('rcf of the chain {N+1 | ... {2 | ↑}}, N = 100 000', () => rcf(chain));
  const small = randomGames(4, 300, 12, true);
  await once('atomic weight of 300 dicotic games (12 steps)', () => small.forEach((g) => atomicWeightOrUndefined(g)));
  await once('census: the 1474 games born by day 3', () => bornBy(3));
}
