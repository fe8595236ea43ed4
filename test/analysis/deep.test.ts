/**
 * Thermographs, means, temperatures and cooling on deep chains: progress, an AbortSignal, a size
 * limit, and `mean`/`temperature` failing fast.
 *
 * The chain: h_0 = 0, h_i = {h_(i−1) | −i}. Hand derivation (written out in known.test.ts,
 * "meanExact and temperatureExact give them exactly"): mean(h_i) = 1 − i − 2^−i and
 * temperature(h_i) = 1 − 2^−i, so the exact values need i bits and the walls of h_i's followers
 * carry numbers of up to i bits: the exact computation costs time quadratic in the depth.
 */
import { describe, expect, it } from 'vitest';
import { AbortError, cool, game, LimitError, mean, meanExact, num, temperature, temperatureExact, thermograph, zero } from '../../src/index.js';
import type { Game } from '../../src/index.js';

function chain(n: number): Game {
  let h: Game = zero;
  for (let i = 1; i <= n; i++) h = game([h], [num(-i)]);
  return h;
}

/** A chain like h_n but with Right options −2i, sharing no follower with h (results are cached per follower). */
function chain2(n: number): Game {
  let h: Game = zero;
  for (let i = 1; i <= n; i++) h = game([h], [num(-2 * i)]);
  return h;
}

describe('analysis of deep chains', () => {
  it('mean and temperature of h_20000 fail fast with a LimitError (the answer needs 20 000 bits)', () => {
    const h = chain(20_000);
    const t0 = performance.now();
    expect(() => mean(h)).toThrow(LimitError);
    expect(() => temperature(h)).toThrow(/more than 1024 bits/);
    // fast: only the followers up to the ~1024th level are computed exactly (the full exact
    // computation takes minutes); a generous bound, since the machine may be loaded
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
  it('a raised maxBits computes them exactly: meanExact(h_1500) = 1 − 1500 − 2^−1500', () => {
    const h = chain(1500);
    const m = meanExact(h);
    const two = 2n ** 1500n;
    expect([m.s * m.n, m.d]).toEqual([-(1499n * two + 1n), two]);
    const t = temperatureExact(h);
    expect([t.s * t.n, t.d]).toEqual([two - 1n, two]);
    expect(() => mean(h, { maxBits: 4000 })).toThrow(/more than 53 significant bits/); // now a ValueError, as documented
  });
  it('an aborted signal stops thermograph, meanExact and cool with an AbortError', () => {
    const h = chain(5000);
    const ac = new AbortController();
    let calls = 0;
    const onProgress = ({ done: n }: { done: number }): void => {
      calls++;
      if (n >= 2048) ac.abort();
    };
    expect(() => thermograph(h, { signal: ac.signal, onProgress })).toThrow(AbortError);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(() => meanExact(h, { signal: ac.signal })).toThrow(AbortError);
    expect(() => cool(chain(4000), 1, { signal: AbortSignal.abort() })).toThrow(AbortError);
  });
  it('progress counts the followers done, increasing, ending with the total', () => {
    const h = chain2(3000);
    const seen: number[] = [];
    thermograph(h, { onProgress: (p) => seen.push(p.done) });
    // it has 3000 non-number followers (itself and the 2999 below it); the numbers are leaves
    expect(seen.at(-1)).toBe(3000);
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1]!)).toBe(true);
  });
});
