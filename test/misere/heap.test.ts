/**
 * Heap games in misère play. Expected genus and misère nim values of heaps 0..20 are CGSuite's
 * (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, lines 11-30: Nim, Grundy's game,
 * Kayles, Dawson's Kayles, S(2,3,7)); the Kayles and Dawson's Kayles rows are the genus tables of
 * Winning Ways ch. 13 as CGSuite reproduces them. GrundysGame(22).MisereCanonicalForm is line 53.
 * The property tests compare with a plain game-tree search written here, with no theory.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gammaAt, genusOf, heapGenera, heapMisereForm, HeapSearch, type HeapGameRules, type HeapOptionRules } from '../../src/misere/index.js';
import { dawsonsKayles, grundy, kayles, nim, sub237 } from './heaps.js';

const CGSUITE: Array<[string, HeapGameRules, string, string]> = [
  ['Nim', nim, '[1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]', '[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]'],
  ["Grundy's game", grundy, '[1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2]', '[0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20]'],
  ['Kayles', kayles, '[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]', '[0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031]'],
  ["Dawson's Kayles", dawsonsKayles, '[1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3]', '[0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3]'],
  ['S(2,3,7)', sub237, '[1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1]', '[0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0]'],
];

describe("heaps 0..20 (CGSuite's GameHeapTest)", () => {
  for (const [name, rules, misere, genus] of CGSUITE) {
    it(`${name}: misère nim values and genus`, () => {
      expect(`[${heapGenera(rules, 20).join(',')}]`).toBe(genus);
      expect(`[${Array.from({ length: 21 }, (_, n) => heapMisereForm(rules, [n]).misereNimValue).join(',')}]`).toBe(misere);
    });
  }
  it("Grundy's game heap 22: its misère canonical form", () => {
    expect(heapMisereForm(grundy, [22]).toString()).toBe('*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]');
  });
});

/** Random heap rules: a subtraction set, or take-and-break moves (k tokens off, leaving 0, 1 or 2 heaps as allowed). */
const arbitraryRules: fc.Arbitrary<HeapOptionRules> = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }).map(
    (s): HeapOptionRules => ({ name: `S(${s.join(',')})`, heapOptions: (n) => s.filter((k) => k <= n).map((k) => (k === n ? [] : [n - k])) }),
  ),
  fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 3 }).map(
    (digits): HeapOptionRules => ({
      name: `takebreak ${JSON.stringify(digits)}`,
      heapOptions: (n) => {
        const out: number[][] = [];
        for (const [k, none, one, two] of digits) {
          if (n === k && none) out.push([]);
          if (n - k >= 1 && one) out.push([n - k]);
          if (two) for (let a = 1; 2 * a <= n - k; a++) out.push([a, n - k - a]);
        }
        return out;
      },
    }),
  ),
);

/** The plain misère nim value of a sum of heaps plus `twos` heaps *2 and `ones` heaps * (memoised recursion; small positions only). */
function plainMisereNim(rules: HeapOptionRules, heaps: number[], twos: number, ones: number, memo: Map<string, number>): number {
  const hs = heaps.filter((h) => h > 0).sort((a, b) => b - a);
  const key = `${hs.join(' ')}|${twos}|${ones}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const vals = new Set<number>();
  hs.forEach((h, i) => {
    const rest = hs.slice(0, i).concat(hs.slice(i + 1));
    for (const mv of rules.heapOptions(h)) vals.add(plainMisereNim(rules, rest.concat(mv as number[]), twos, ones, memo));
  });
  if (twos > 0) {
    vals.add(plainMisereNim(rules, hs, twos - 1, ones, memo));
    vals.add(plainMisereNim(rules, hs, twos - 1, ones + 1, memo));
  }
  if (ones > 0) vals.add(plainMisereNim(rules, hs, twos, ones - 1, memo));
  let v: number;
  if (vals.size === 0) v = 1;
  else {
    v = 0;
    while (vals.has(v)) v++;
  }
  memo.set(key, v);
  return v;
}

/** The plain normal-play nim value (for g in g^γ). */
function plainNim(rules: HeapOptionRules, h: number, memo: Map<number, number>): number {
  const hit = memo.get(h);
  if (hit !== undefined) return hit;
  const vals = new Set<number>();
  for (const mv of rules.heapOptions(h)) vals.add(mv.reduce((x, k) => x ^ plainNim(rules, k, memo), 0));
  let v = 0;
  while (vals.has(v)) v++;
  memo.set(h, v);
  return v;
}

describe('against a plain game-tree search', () => {
  it('genus of random sums of small heaps of random rules (g and every γ)', () => {
    fc.assert(
      fc.property(arbitraryRules, fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), (rules, heaps) => {
        const genus = genusOf(heapMisereForm(rules, heaps));
        const memo = new Map<string, number>();
        const nimMemo = new Map<number, number>();
        expect(genus.nimValue).toBe(heaps.reduce((x, h) => x ^ plainNim(rules, h, nimMemo), 0));
        for (let k = 0; k < genus.gammas.length + 2; k++) expect(gammaAt(genus, k)).toBe(plainMisereNim(rules, heaps, k, 0, memo));
      }),
      { numRuns: 120 },
    );
  });
  it('misère outcome of random sums: canonical form, plain search', () => {
    fc.assert(
      fc.property(arbitraryRules, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 4 }), (rules, heaps) => {
        const search = new HeapSearch(rules);
        expect(heapMisereForm(rules, heaps).outcome).toBe(search.outcome(heaps));
        expect(plainMisereNim(rules, heaps, 0, 0, new Map()) === 0 ? 'P' : 'N').toBe(search.outcome(heaps));
      }),
      { numRuns: 150 },
    );
  });
  it('a winning move leads to a P-position', () => {
    const search = new HeapSearch(kayles);
    const m = search.winningMove([2, 3, 5]);
    expect(search.outcome([2, 3, 5])).toBe('N');
    expect(m).toBeDefined();
    expect(search.outcome(m!.position)).toBe('P');
  });
});
