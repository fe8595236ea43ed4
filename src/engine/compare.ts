/**
 * Comparison of games: `leq(a, b)` decides a ≤ b.
 *
 * a ≤ b iff no a^L satisfies b ≤ a^L and no b^R satisfies b^R ≤ a (Conway). The recursion runs
 * on an explicit stack, so comparing games of depth 100,000 needs no deep native stack. Results
 * between interned games are cached; NUS pairs are decided by arithmetic.
 *
 * Invariant of the caches: an entry (x, y) → r of `cache` records that x ≤ y is r for the
 * interned games with ids x and y. Since interned games are never freed and an id names one
 * value for the life of the process, an entry never goes stale; dropping entries (the table's
 * generational reset, {@link clearCompareCache}, `clearCaches()`) only costs time. `tempCache`
 * holds results about the one temporary (not interned) game of the running canonicalisation and
 * is emptied when the next one begins ({@link beginTemp}). The `_ge0`/`_le0` flags on a game are
 * the same facts for comparisons with 0.
 */
import { registerCache } from './cache.js';
import { dyAdd } from './dyadic.js';
import type { Game, Nus } from './game.js';
import { PairTable } from './pairtable.js';

/** Cached answers of a ≤ b between interned games: 1 false, 2 true. */
const cache = new PairTable();
/**
 * Bytes per cached comparison: the table spends 8 bytes a slot (two Int32s, the answer packed with
 * the first id) and keeps between a quarter and a half of its slots full, so 16 to 32 bytes; 32 is
 * the worst case.
 */
const COMPARE_BYTES_PER_ENTRY = 32;
/**
 * Results involving the temporary game of one canonicalisation (cleared by `beginTemp`). Only one
 * temporary game exists at a time, so the key is the other game's id and which side it was on.
 */
const tempCache = new Map<number, boolean>();

registerCache({
  name: 'engine.compare',
  holds: 'a ≤ b between two interned games (open addressing on typed arrays; at most 2^24 pairs, then reset)',
  bytesPerEntry: COMPARE_BYTES_PER_ENTRY,
  size: () => cache.size + tempCache.size,
  clear: () => clearCompareCache(),
});

/** Sign test of a NUS difference: is d + k·↑ + *m ≥ 0? */
export function nusGe0(d: number, k: number, m: number): boolean {
  if (d !== 0) return d > 0;
  if (k >= 2) return true;
  if (k === 1) return m !== 1; // ↑* is fuzzy; ↑*m > 0 for m ≥ 2
  if (k === 0) return m === 0;
  return false;
}

/** a ≤ b for NUS values, by arithmetic. */
export function nusLeq(a: Nus, b: Nus): boolean {
  return nusGe0(dyAdd(b.number, -a.number), b.ups - a.ups, a.nim ^ b.nim);
}

function lookup(a: Game, b: Game): boolean | undefined {
  if (a === b) return true;
  const an = a.nus;
  const bn = b.nus;
  if (an && bn) return nusLeq(an, bn);
  if (an && an.number === 0 && an.ups === 0 && an.nim === 0 && b._ge0 !== 0) return b._ge0 > 0;
  if (bn && bn.number === 0 && bn.ups === 0 && bn.nim === 0 && a._le0 !== 0) return a._le0 > 0;
  if (a.id < 0) return b.id < 0 ? undefined : tempCache.get(b.id * 2);
  if (b.id < 0) return tempCache.get(a.id * 2 + 1);
  const c = cache.get(a.id, b.id);
  return c === 0 ? undefined : c === 2;
}

function store(a: Game, b: Game, r: boolean): void {
  if (a.id < 0 || b.id < 0) {
    if (a.id >= 0) tempCache.set(a.id * 2 + 1, r);
    else if (b.id >= 0) tempCache.set(b.id * 2, r);
    return;
  }
  const an = a.nus;
  const bn = b.nus;
  if (an && an.number === 0 && an.ups === 0 && an.nim === 0) b._ge0 = r ? 1 : -1;
  else if (bn && bn.number === 0 && bn.ups === 0 && bn.nim === 0) a._le0 = r ? 1 : -1;
  else cache.set(a.id, b.id, r ? 2 : 1);
}

interface Frame {
  a: Game;
  b: Game;
  /** 0: scanning a's Left options; 1: scanning b's Right options. */
  stage: number;
  i: number;
  /** Whether the remaining sub-questions were already scanned for a cached refutation. */
  scanned: boolean;
}

/**
 * Whether a sub-question of a ≤ b still to be asked (Left options of a from index `i` when `stage`
 * is 0, then every Right option of b) is already known, from the caches, to refute a ≤ b: a cached
 * b ≤ a^L or b^R ≤ a. Asked before descending into the first open sub-question, so that a known
 * refutation further on saves that descent.
 */
function knownRefutation(a: Game, b: Game, stage: number, i: number): boolean {
  if (stage === 0) {
    const AL = a.leftOptions;
    for (let k = i; k < AL.length; k++) if (lookup(b, AL[k]!) === true) return true;
  }
  const BR = b.rightOptions;
  for (let k = stage === 0 ? 0 : i; k < BR.length; k++) if (lookup(BR[k]!, a) === true) return true;
  return false;
}

/** a ≤ b. */
export function leq(a: Game, b: Game): boolean {
  const q = lookup(a, b);
  if (q !== undefined) return q;
  const stack: Frame[] = [{ a, b, stage: 0, i: 0, scanned: false }];
  let child: boolean | undefined;
  let result = false;
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    let done: boolean | undefined;
    if (child !== undefined) {
      // the pending sub-question (b ≤ a^L, or b^R ≤ a) was answered
      if (child) done = false;
      else f.i++;
      child = undefined;
    }
    while (done === undefined) {
      if (f.stage === 0) {
        const AL = f.a.leftOptions;
        if (f.i < AL.length) {
          const x = AL[f.i]!;
          const r = lookup(f.b, x);
          if (r === undefined) {
            if (!f.scanned && ((f.scanned = true), knownRefutation(f.a, f.b, 0, f.i + 1))) {
              done = false;
              continue;
            }
            stack.push({ a: f.b, b: x, stage: 0, i: 0, scanned: false });
            break;
          }
          if (r) done = false;
          else f.i++;
          continue;
        }
        f.stage = 1;
        f.i = 0;
      }
      const BR = f.b.rightOptions;
      if (f.i < BR.length) {
        const y = BR[f.i]!;
        const r = lookup(y, f.a);
        if (r === undefined) {
          if (!f.scanned && ((f.scanned = true), knownRefutation(f.a, f.b, 1, f.i + 1))) {
            done = false;
            continue;
          }
          stack.push({ a: y, b: f.a, stage: 0, i: 0, scanned: false });
          break;
        }
        if (r) done = false;
        else f.i++;
        continue;
      }
      done = true;
    }
    if (done === undefined) continue; // a child frame was pushed
    stack.pop();
    store(f.a, f.b, done);
    child = done;
    result = done;
  }
  return result;
}

/** Starts a canonicalisation: forgets results about earlier temporary games. @internal */
export function beginTemp(): void {
  if (tempCache.size > 0) tempCache.clear();
}

/** Drops the comparison cache (values stay interned). Same as `clearCaches(['engine.compare'])`. */
export function clearCompareCache(): void {
  cache.clear();
  tempCache.clear();
}

/** The number of cached comparisons. */
export function compareCacheSize(): number {
  return cache.size;
}

/** How many times the comparison cache was emptied for being full (it then starts again). @internal */
export function compareCacheResets(): number {
  return cache.resets;
}
