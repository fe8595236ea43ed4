/**
 * The transition-set checks behind misereQuotient (src/misere/transition.ts), against the plain
 * game-tree search (no theory): for the quotient of heaps < n and every trial image x of heap n,
 * - the complete check passes exactly when the incremental one (P-rule for heap n, then the N-rule
 *   on the positions that hold heap n) does, and the mex interpolation test never accepts an x that
 *   the complete check rejects;
 * - a failure it reports is a position whose prediction differs from the searched outcome, and no
 *   position before it in lexicographic order (more of a larger heap is later) is predicted wrong
 *   (checked on the positions of at most four heaps, each count at most 2).
 */
import { describe, expect, it } from 'vitest';
import { HeapMoves, HeapSearch, misereQuotient, type HeapGameRules } from '../../src/misere/index.js';
import { RunControl } from '../../src/engine/run.js';
import { bitsetOf, checkAll, checkNewHeap, interpolate, optionImages, transitionLists } from '../../src/misere/transition.js';
import { parseHeapRules } from '../../src/impartial/index.js';
import { dawsonsKayles, g075, grundy, kayles } from './heaps.js';

/** Count vectors over `k` letters, each count ≤ `max` and their sum ≤ `total`, in lexicographic order (letter 0 first). */
function* lexPositions(k: number, max: number, total: number): Generator<number[]> {
  const c = new Array<number>(k).fill(0);
  for (;;) {
    if (c.reduce((a, b) => a + b, 0) <= total) yield c.slice();
    let i = k - 1;
    while (i >= 0 && c[i] === max) c[i--] = 0;
    if (i < 0) return;
    c[i]!++;
  }
}

describe('transition-set checks against the plain search', () => {
  const cases: Array<[HeapGameRules, number]> = [
    [kayles, 5],
    [kayles, 9],
    [dawsonsKayles, 10],
    [g075, 4],
    [grundy, 9],
    [parseHeapRules('0.156'), 7],
    [parseHeapRules('0.71'), 5],
  ];
  for (const [rules, n] of cases) {
    it(`${rules.name}, heap ${n} over the quotient of heaps < ${n}`, () => {
      const run = new RunControl({}, 'test', 'positions');
      const q = misereQuotient(rules, n - 1);
      const t = { size: q.order, mul: q.mul, p: q.isP };
      const moves = new HeapMoves(rules);
      const search = new HeapSearch(rules);
      const older: number[] = [];
      for (let h = n - 1; h >= 1; h--) if (!moves.isDead(h)) older.push(h);
      const heaps = [n, ...older];
      const phi = new Int32Array(n + 1);
      phi.set(q.heapElement.subarray(0, n));
      const tr: number[][] = [];
      for (const h of older) tr[h] = optionImages(t, phi, moves.of(h));
      const lists = transitionLists(t, older, phi, tr, 1e7, run);
      tr[n] = optionImages(t, phi, moves.of(n));
      const compatible = (x: number): boolean => {
        for (let z = 0; z < t.size; z++) {
          if (t.p[t.mul[x * t.size + z]!] !== 1) continue;
          for (const o of tr[n]!) if (t.p[t.mul[o * t.size + z]!] === 1) return false;
        }
        return true;
      };
      const predicted = (pos: readonly number[]): 'P' | 'N' => {
        let x = 0;
        for (const h of pos) x = t.mul[x * t.size + phi[h]!]!;
        return t.p[x] === 1 ? 'P' : 'N';
      };
      let right = 0;
      for (let x = 0; x < t.size; x++) {
        phi[n] = x;
        const all = checkAll(t, heaps, phi, tr, 1e7, run);
        const incremental = compatible(x) && checkNewHeap(t, n, older, phi, tr, lists.map((l) => l.slice()), 1e7, run) === undefined;
        expect(incremental, `x = ${q.words[x]}`).toBe(all === undefined);
        if (all === undefined) {
          right++;
          continue;
        }
        // the failure is predicted wrong, and nothing before it (counts ≤ 3) is
        expect(predicted(all), `x = ${q.words[x]}, failure ${all.join(' ')}`).not.toBe(search.outcome(all));
        const failCounts = heaps.map((h) => all.filter((k) => k === h).length);
        for (const c of lexPositions(heaps.length, 2, 4)) {
          if (c.every((v, i) => v === failCounts[i])) break;
          let earlier = true;
          for (let i = 0; i < c.length; i++) {
            if (c[i] !== failCounts[i]) {
              earlier = c[i]! < failCounts[i]!;
              break;
            }
          }
          if (!earlier) continue;
          const pos = c.flatMap((v, i) => new Array<number>(v).fill(heaps[i]!));
          expect(predicted(pos), `x = ${q.words[x]}: ${pos.join(' ')} is before ${all.join(' ')}`).toBe(search.outcome(pos));
        }
      }
      // the quotient being reduced, at most one image is right, and misereQuotient found it when
      // there is one (its order stays the same exactly then)
      expect(right).toBeLessThanOrEqual(1);
      expect(right === 1).toBe(misereQuotient(rules, n).order === q.order);
      const ix = interpolate(t, bitsetOf(tr[n]!, t.size), tr[n]!, lists, compatible);
      if (ix >= 0) {
        phi[n] = ix;
        expect(checkAll(t, heaps, phi, tr, 1e7, run)).toBeUndefined();
      }
    });
  }
});
