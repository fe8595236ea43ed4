/** Structural properties of games: birthday, stops, classes. All iterative, all cached. */
import { leftStop, rightStop } from './compare.js';
import { denExp, isInt } from './dyadic.js';
import { memoFold } from './fold.js';
import type { Game } from './node.js';

export { memoFold };

function numberBirthday(x: number): number {
  if (isInt(x)) return Math.abs(x);
  return Math.floor(Math.abs(x)) + denExp(x) + 1;
}

/** Birthday of k·↑ + *m (k ≥ 0), from the chain k↑*m = {0 | (k−1)↑*(m⊕1)}. */
function upStarBirthday(k: number, m: number): number {
  if (k === 0) return m;
  // after k−1 steps down the chain we reach ↑*m' with m' = m xor ((k−1) mod 2)
  const m1 = m ^ ((k - 1) & 1);
  const base = m1 === 1 ? 2 : 1 + (m1 ^ 1);
  return k - 1 + base;
}

/** The birthday: 0 for 0, and 1 + the largest birthday of an option. */
export function birthday(g: Game): number {
  if (g._birthday !== undefined) return g._birthday;
  const name = 'birthday';
  const b = memoFold<number>(
    g,
    name,
    (h) => {
      if (h._birthday !== undefined) return h._birthday;
      const n = h.nus;
      if (!n) return undefined;
      const inf = n.ups === 0 && n.nim === 0 ? 0 : upStarBirthday(Math.abs(n.ups), n.nim);
      return numberBirthday(n.number) + inf;
    },
    (h, get) => {
      let m = -1;
      for (const x of h.leftOptions) m = Math.max(m, get(x));
      for (const x of h.rightOptions) m = Math.max(m, get(x));
      return m + 1;
    },
  );
  g._birthday = b;
  return b;
}

/**
 * Left stop and right stop, as numbers (Siegel, CGT, II.3). The comparison keeps every interned
 * game's stops with its signature (compare.ts), so they are read from there; a temporary game's
 * are those of its form, from its (interned) options.
 */
export function stops(g: Game): { left: number; right: number } {
  if (g.id >= 0) return { left: leftStop(g), right: rightStop(g) };
  let left = -Infinity;
  let right = Infinity;
  for (const x of g.leftOptions) left = Math.max(left, rightStop(x));
  for (const x of g.rightOptions) right = Math.min(right, leftStop(x));
  return { left, right };
}

/** Is g a nimber (*k, including 0)? */
export function isNimber(g: Game): boolean {
  return g.nus !== undefined && g.nus.number === 0 && g.nus.ups === 0;
}

/** Is g infinitesimal: both stops 0 (so 0, ↑, *, ±↑ ... but not 1/2)? */
export function isInfinitesimal(g: Game): boolean {
  const s = stops(g);
  return s.left === 0 && s.right === 0;
}

/**
 * Is g dicotic (all-small): in every follower, either both players can move or neither?
 * For short games in canonical form the two notions agree (Lessons in Play, Ch. 9).
 */
export function isDicotic(g: Game): boolean {
  return memoFold<boolean>(
    g,
    'dicotic',
    // x + k·↑ + *m is all-small iff x = 0 (a number x ≠ 0 has an integer follower where only one player moves)
    (h) => (h.nus ? h.nus.number === 0 : (h.leftOptions.length === 0) !== (h.rightOptions.length === 0) ? false : undefined),
    (h, get) => h.leftOptions.every(get) && h.rightOptions.every(get),
  );
}

