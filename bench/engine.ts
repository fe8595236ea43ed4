/**
 * Engine benchmarks: canonicalisation, sums and comparisons of random games of several sizes, and
 * deep uptimals. Caches are cleared before each timed operation where noted, so the figures are
 * for cold work, not cache hits.
 */
import { add, clearCompareCache, clearGameMemo, clearSumCache, compare, game, neg, num, star, up, upNth, zero, type Game } from '../src/index.js';
import { bench, once } from './harness.js';

/** A small deterministic PRNG (mulberry32), so runs are comparable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grows a random game in `steps` constructions from random subsets of a pool. */
function randomGame(r: () => number, steps: number, maxOptions = 3): Game {
  const pool: Game[] = [zero, star, up, num(1), num(-1), num('1/2')];
  for (let s = 0; s < steps; s++) {
    const pick = (): Game[] => Array.from({ length: 1 + Math.floor(r() * maxOptions) }, () => pool[Math.floor(r() * pool.length)]!);
    pool.push(game(pick(), pick()));
  }
  return pool[pool.length - 1]!;
}

export async function run(): Promise<void> {
  for (const steps of [4, 8, 16]) {
    const r = rng(steps);
    bench(`canonicalise a random game (${steps} constructions, cold caches)`, () => {
      clearCompareCache();
      clearGameMemo();
      randomGame(r, steps);
    });
  }
  for (const steps of [4, 8, 12]) {
    const r = rng(100 + steps);
    const pairs = Array.from({ length: 64 }, () => [randomGame(r, steps), randomGame(r, steps)] as const);
    let i = 0;
    bench(`sum of two random games (${steps} constructions each, cold caches)`, () => {
      clearCompareCache();
      clearSumCache();
      clearGameMemo();
      const [g, h] = pairs[i++ % pairs.length]!;
      add(g, h);
    });
    let j = 0;
    bench(`compare two random games (${steps} constructions each, cold caches)`, () => {
      clearCompareCache();
      const [g, h] = pairs[j++ % pairs.length]!;
      compare(g, h);
    });
  }
  await once('build ↑^[100000] = {↑^[99999]|*} ... (first build)', () => {
    clearCompareCache();
    upNth(100_000);
  });
  const u = upNth(100_000);
  const v = upNth(99_999);
  await once('compare ↑^[100000] with ↑^[99999] (cold caches)', () => {
    clearCompareCache();
    compare(u, v);
  });
  await once('↑^[100000] + * (cold caches)', () => {
    clearCompareCache();
    clearSumCache();
    add(u, star);
  });
  await once('↑^[100000] − ↑^[100000]', () => add(u, neg(u)));
}
