/**
 * The round trip of a deep game through its own text, shared by depth.test.ts (20,000 levels, npm
 * test) and depth.long.test.ts (100,000 levels, npm run test:long).
 */
import { expect } from 'vitest';
import { game, type Game, num, parse, zero } from '../../src/index.js';

/**
 * g_0 = 0, g_k = {k + 2 | g_(k−1)}: canonical, since the only Left option k + 2 exceeds every
 * follower's Left stop and nothing reverses. Its printed form nests bars and braces by levels, at
 * most four bars: g_4 = {6||||5|||4||3|0}, g_8 = {10||||9|||8||7|{6||||5|||4||3|0}} (CGSuite's
 * separators, one bar more a level, braces past four bars), so for `n` a multiple of 4, g_n
 * starts {n+2||||n+1|||n||n−1|{n−2||||… (the prefix this check had at n = 100,000 from the
 * start); and it reads back as the same object.
 */
export function expectChainRoundTrip(n: number): void {
  expect(n % 4).toBe(0);
  let g: Game = zero;
  for (let k = 1; k <= n; k++) g = game([num(k + 2)], [g]);
  const text = g.toString();
  expect(text.startsWith(`{${n + 2}||||${n + 1}|||${n}||${n - 1}|{${n - 2}||||`)).toBe(true);
  expect(parse(text)).toBe(g);
}
