/** The one fold: memoised post-order traversal, explicit stack, early exit, caches in the registry. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheStats, clearCaches } from '../../src/engine/cache.js';
import { fold, mapCache, memoSlot } from '../../src/engine/fold.js';
import type { Game } from '../../src/engine/game.js';
import { birthday, game, num, star, up, upNth, zero } from '../../src/index.js';

/** g_0 = 0, g_{i+1} = {g_i | *}: a chain i levels deep (not number-up-star from i = 2 on). */
function chain(n: number): Game[] {
  const out = [zero];
  for (let i = 0; i < n; i++) out.push(game([out[i]!], [star]));
  return out;
}

describe('fold', () => {
  it('post-order with a caller-owned cache, as deep as the game without recursion', () => {
    const c = chain(20_000);
    const map = new Map<Game, number>();
    // the height counted by the fold: 0 for a game without options, else 1 + the largest height of an
    // option. By hand: 0 has height 0, * = {0|0} height 1, g_1 = {0|*} height 2, and g_i = {g_(i-1)|*}
    // height i + 1 for i ≥ 1.
    const height = (g: Game): number =>
      fold<number>(g, {
        cache: mapCache(map),
        combine: (h, get) => 1 + Math.max(-1, ...h.leftOptions.map(get), ...h.rightOptions.map(get)),
      });
    expect(height(c[20_000]!)).toBe(20_001);
    expect(map.get(c[1]!)).toBe(2);
    // birthday (the same count for canonical forms) runs on the same fold
    expect(c[1]).toBe(up);
    expect(birthday(c[1]!)).toBe(2);
    expect(birthday(c[20_000]!)).toBe(20_001);
  });
  it('the absorbing hook stops at the first absorbing follower and marks its ancestors', () => {
    const map = new Map<Game, boolean>();
    let combined = 0;
    // "contains a Left option equal to 1" absorbs: true spreads to every predecessor
    const spec = {
      cache: mapCache(map),
      leaf: (h: Game) => (h === num(1) ? true : h.nus ? false : undefined),
      combine: (h: Game, get: (x: Game) => boolean) => (combined++, h.leftOptions.some(get) || h.rightOptions.some(get)),
      absorbing: (v: boolean) => v,
    };
    // canonical as written (hand check: single options, none reversible since each Right option is
    // below the game it would have to be ≤): {1|0}, {{1|0}|-5}, {{{1|0}|-5}|-10}
    const inner = game([num(1)], [zero]);
    const mid = game([inner], [num(-5)]);
    const top = game([mid], [num(-10)]);
    expect(top.leftOptions[0]).toBe(mid);
    expect(mid.leftOptions[0]).toBe(inner);
    expect(fold(top, spec)).toBe(true);
    expect(combined).toBe(0); // nothing combined: the absorbing leaf 1 decided everything on its path
    expect(map.get(inner)).toBe(true);
    expect(map.get(mid)).toBe(true);
    expect(map.get(top)).toBe(true);
  });
  it('memo slots register with the cache registry and clearCaches empties them', () => {
    const slot = memoSlot<number>('test.fold.slot');
    const g = upNth(5);
    const v = fold<number>(g, { cache: slot, combine: (h, get) => 1 + h.leftOptions.length + h.rightOptions.map(get).length });
    const before = cacheStats().find((s) => s.name === 'engine.fold')!;
    expect(before.entries).toBeGreaterThan(0);
    expect(slot.has(g)).toBe(true);
    clearCaches();
    expect(slot.has(g)).toBe(false);
    expect(cacheStats().find((s) => s.name === 'engine.fold')!.entries).toBe(0);
    // recomputed after clearing, the same value; printing still works from scratch
    expect(fold<number>(g, { cache: slot, combine: (h, get) => 1 + h.leftOptions.length + h.rightOptions.map(get).length })).toBe(v);
    expect(String(upNth(5))).toBe('^[5]'); // CGSuite prints ↑^[5] as ^[5]
  });
  it('the printer, uptimal recognition and the properties all use it', () => {
    const src = (p: string): string => readFileSync(fileURLToPath(new URL(`../../src/${p}`, import.meta.url)), 'utf8');
    // (uptimal recognition moved from engine/uptimal.ts to engine/expansion.ts, the part of the
    // uptimals that builds no game, when the engine's import cycle was cut)
    for (const p of ['engine/print.ts', 'engine/expansion.ts', 'engine/properties.ts']) {
      expect(src(p)).toMatch(/from '\.\/fold\.js'/);
    }
    // no private copies of the game traversal remain there (print.ts keeps its rope walks, which are
    // over text, not games)
    expect(src('engine/print.ts')).not.toMatch(/function fold\(/);
    expect(src('engine/expansion.ts')).toMatch(/fold<Expansion \| null>\(g, \{[^}]*absorbing/);
    expect(src('engine/properties.ts')).not.toMatch(/stack\.push/);
  });
});
