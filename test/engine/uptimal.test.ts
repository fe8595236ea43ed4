/**
 * The uptimal sum fast path (src/engine/uptimal.ts) against the definition of the sum.
 *
 * Oracle: `defSum`, the sum by its definition G + H = {G^L + H, G + H^L | G^R + H, G + H^R}
 * (Siegel, CGT, II.1; ONAG ch. 1) canonicalised by `game()` alone, so it never reaches `add` and its
 * fast paths. Uptimals are built from their expansions with the same oracle:
 * x + Σ a_j·↑^j + *m, where ↑^1 = ↑ and ↑^j = {0 | ↓_[j−1]*} (Siegel, CGT, II.4), ↓_[j−1] = −↑^[j−1]
 * and ↑^[n] = {↑^[n−1] | *} (McKay; Siegel, CGT, II.4), all built with `game()`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, game, type Game, neg, nus, star, sub, up, upNth, upPow, uptimalExpansion, zero } from '../../src/index.js';
import { addExpansions, expansionOf, fromDigits, uptimalOf } from '../../src/engine/uptimal.js';

const sums = new Map<string, Game>();
/** G + H by the definition, canonicalised by game() only (recursion is fine on these small games). */
function defSum(g: Game, h: Game): Game {
  const key = g.id < h.id ? `${g.id},${h.id}` : `${h.id},${g.id}`;
  const hit = sums.get(key);
  if (hit) return hit;
  const L = [...g.leftOptions.map((x) => defSum(x, h)), ...h.leftOptions.map((y) => defSum(g, y))];
  const R = [...g.rightOptions.map((x) => defSum(x, h)), ...h.rightOptions.map((y) => defSum(g, y))];
  const s = game(L, R);
  sums.set(key, s);
  return s;
}

function nthOracle(n: number): Game {
  let g: Game = zero;
  for (let i = 1; i <= n; i++) g = game([g], [star]);
  return g;
}
/** ↑^j by Siegel's form {0 | ↓_[j−1]*}. */
function powOracle(j: number): Game {
  return j === 1 ? up : game([zero], [defSum(neg(nthOracle(j - 1)), star)]);
}
/** x + Σ a_j·↑^j + *m by the oracle. */
function uptimalOracle(x: number, digits: readonly number[], m: number): Game {
  let g = nus(x, 0, m);
  digits.forEach((a, i) => {
    const p = a > 0 ? powOracle(i + 1) : neg(powOracle(i + 1));
    for (let c = 0; c < Math.abs(a); c++) g = defSum(g, p);
  });
  return g;
}

const arbUptimal = fc.record({
  x: fc.constantFrom(0, 0, 1, -1, 0.5, -0.75, 2),
  digits: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 4 }),
  m: fc.integer({ min: 0, max: 3 }),
});

describe('uptimals: construction, recognition and sums by expansion', () => {
  it('uptimalOf(expansion) is the canonical form of x + Σ a_j·↑^j + *m, and expansionOf inverts it', () =>
    fc.assert(
      fc.property(arbUptimal, ({ x, digits, m }) => {
        const oracle = uptimalOracle(x, digits, m);
        const e = fromDigits(x, m, digits);
        expect(uptimalOf(e)).toBe(oracle);
        const back = uptimalExpansion(oracle)!;
        const trimmed = digits.slice(0, digits.length - [...digits].reverse().findIndex((d) => d !== 0));
        expect(back).toEqual({ number: x, nim: m, digits: digits.some((d) => d !== 0) ? trimmed : [] });
      }),
      { numRuns: 200 },
    ));
  it('add and sub of two uptimals agree with the definition', () =>
    fc.assert(
      fc.property(arbUptimal, arbUptimal, (u, v) => {
        const a = uptimalOracle(u.x, u.digits, u.m);
        const b = uptimalOracle(v.x, v.digits, v.m);
        expect(add(a, b)).toBe(defSum(a, b));
        expect(sub(a, b)).toBe(defSum(a, neg(b)));
        // and the expansion of the sum is the digit-wise sum (numbers add, nimbers xor)
        expect(expansionOf(add(a, b))).toEqual(addExpansions(expansionOf(a)!, expansionOf(b)!));
      }),
      { numRuns: 150 },
    ));
  it('sums with a non-uptimal take the generic path and still agree with the definition', () => {
    // {1 | −1} (±1) is not an uptimal: its options' numbers differ
    const pm1 = game([nus(1, 0, 0)], [nus(-1, 0, 0)]);
    const j = uptimalOracle(0, [2, 2], 1); // the paper's J = *.22
    expect(expansionOf(pm1)).toBeNull();
    expect(add(pm1, j)).toBe(defSum(pm1, j));
  });
});

describe('deep uptimal sums are linear', () => {
  it('↑^[100000] − ↑^[99999] = ↑^100000', () => {
    // ↑^[n] = ↑ + ↑² + … + ↑^n (McKay; Siegel, CGT, II.4), so the difference is the last power
    expect(sub(upNth(100_000), upNth(99_999))).toBe(upPow(100_000));
  }, 60_000);
  it('↑^[n] + ↑^[n] = *.22…2 = {0 | ↑^[n]*}', () => {
    // hand derivation from cases C/D: .2…2 (n digits) has Right option *.1…1 = ↑^[n]* and, its
    // digits all being ≥ 1 with a_n = 2 > 1, J = 0, so Left's only option is T = x = 0 (case D)
    // ↑^[i]* = {0, ↑^[i−1]* | 0} (i ≥ 2), a chain built with game() and checked here against the
    // definition for small i
    const chain: Game[] = [star, nus(0, 1, 1)];
    const n = 30_000;
    for (let i = 2; i <= n; i++) chain.push(game([zero, chain[i - 1]!], [zero]));
    for (let i = 1; i <= 6; i++) expect(chain[i]).toBe(defSum(nthOracle(i), star));
    const g = upNth(n);
    const s = add(g, g);
    expect(s.leftOptions).toEqual([zero]);
    expect(s.rightOptions).toEqual([chain[n]]);
    expect(uptimalExpansion(s)!.digits.every((d) => d === 2)).toBe(true);
    expect(add(s, neg(g))).toBe(g);
  }, 60_000);
});
