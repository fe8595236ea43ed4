/**
 * Misère quotients too long for `npm test` (run by `npm run test:long`).
 *
 * Sources:
 * - Dawson's Kayles (0.07), heaps ≤ 30, order 360: Aaron Siegel, answering questions on
 *   MisereSolver in Thane Plambeck's blog "Misère games" (miseregames.wordpress.com, post "Some
 *   MisereSolver questions answered", 28 August 2007): "Q_30(0.07) has size 360" (the command he
 *   gives is `java -jar misere.jar 0.07 -maxheap 30`). Its P-portion (65 elements) and the image of
 *   every heap are the output of that program as CGSuite ships it (MisereSolver.java in
 *   aaron-siegel/cgsuite, lib/core/src/main/scala/org/cgsuite/core/misere/solver/), run here on
 *   0.07 with heaps up to 30.
 * - Kayles (0.77), heaps ≤ 40: CGSuite's MisereSolver, run the same way on 0.77 with heaps up to
 *   40 (and up to 80: the quotient does not change after heap 27), prints |Q| = 40, |P| = 9,
 *   Q = ⟨a,b,c,d,e,f,g | a2=1, b3=b, bc2=b, c3=c, bd=bc, cd=b2, d3=d, be=bc, ce=b2, e2=de, bf=ab,
 *   cf=ab2c, d2f=f, f2=b2, b2g=g, c2g=g, dg=cg, eg=cg, fg=ag, g2=b2⟩, P = {a, b2, ac, ac2, d, ad2, e,
 *   ade, adf}. (docs/misere.md once said "48" for Kayles without a source; see its section 5.)
 *   The outcomes it predicts are checked here against a plain game-tree search on sums of heaps up
 *   to 40, which uses no theory.
 * - Dawson's Kayles (0.07), heaps ≤ 33: CGSuite's MisereSolver, run the same way, prints |Q| = 638,
 *   |P| = 109 (its output only; a note citing Plambeck–Siegel 2008 for a partial quotient of order
 *   638 to heap 33 was found, but not the paper's own text).
 */
import { describe, expect, it } from 'vitest';
import { misereQuotient, quotientOutcome, HeapSearch } from '../../src/misere/index.js';
import { dawsonsKayles, kayles, nim } from './heaps.js';
import { differencesFromMisereSolver } from './misere-solver.js';

describe('quotients against MisereSolver and the plain search (long)', () => {
  it('Dawson’s Kayles (0.07), heaps ≤ 30: order 360 (Siegel, Plambeck’s blog, 28 Aug 2007), MisereSolver’s P and heap map', () => {
    const q = misereQuotient(dawsonsKayles, 30, { maxStates: 12_000_000 });
    expect(q.order).toBe(360);
    expect(
      differencesFromMisereSolver(q, {
        order: 360,
        phi: '1 1 a a b 1 ab a a 1 c2g ab c b d 1 ad ac2g b ac ab e f ae g h c i j c2 k',
        p: ['a', 'b2', 'e', 'f', 'aef', 'k', 'afk', 'ak2', 'cd', 'ac2d', 'cd2', 'ac2d2', 'd2e', 'ad2ef', 'c', 'ack', 'ack3', 'ac2', 'c2k', 'ad', 'df', 'dk', 'ad2', 'd2f', 'ag', 'fg', 'gk', 'afgk', 'gk3', 'cg', 'acgk', 'ac2g', 'c2gk', 'adg', 'dfg', 'ad2g', 'd2fg', 'aj', 'fj', 'cik', 'ab3h', 'abh', 'eh', 'bfh', 'befh', 'abehk', 'bdeh', 'd2eh', 'bd2efh', 'achk', 'dhk', 'abd2h', 'bd2fh', 'aefgh', 'ghk', 'afghk', 'ahj', 'abfhi', 'ahi', 'adhi', 'ad2hi', 'h2', 'b2h2', 'afh2', 'fh2i'],
      }),
    ).toEqual([]);
    const search = new HeapSearch(dawsonsKayles);
    for (const heaps of [[30], [30, 1], [30, 2], [30, 4, 3], [28, 5], [17, 13]]) {
      expect(quotientOutcome(q, heaps), heaps.join(' ')).toBe(search.outcome(heaps));
    }
  });

  it('Kayles (0.77), heaps ≤ 40: order 40, |P| = 9 and every heap’s image as MisereSolver prints them; outcomes = plain search', () => {
    const q = misereQuotient(kayles, 40);
    expect(q.order).toBe(40);
    expect(
      differencesFromMisereSolver(q, {
        order: 40,
        phi: '1 a b ab a c ab b ab2 d b bc e ab2 b abc ab2 d2e ab b ade b2c bc abc b2c f b g ab2c b2c abc b ab2 g bc abc b2c ab2 b ab ab2',
        p: ['a', 'b2', 'ac', 'ac2', 'd', 'ad2', 'e', 'ade', 'adf'],
      }),
    ).toEqual([]);
    // Every heap 0..40 alone and every pair of heaps with at most 44 tokens, then random sums of
    // two to four heaps (one of them at least 25, where the generators f and g enter) with at most
    // 48 tokens: the quotient's outcome against the plain search.
    const search = new HeapSearch(kayles);
    for (let h = 0; h <= 40; h++) expect(quotientOutcome(q, [h]), String(h)).toBe(search.outcome([h]));
    for (let h = 1; h <= 40; h++) for (let k = 1; k <= h && h + k <= 44; k++) expect(quotientOutcome(q, [h, k]), `${h} ${k}`).toBe(search.outcome([h, k]));
    let state = 77;
    const next = (m: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % m;
    };
    for (let i = 0; i < 300; i++) {
      const big = 25 + next(16);
      const heaps = [big];
      let left = 48 - big;
      const extra = 1 + next(3);
      for (let j = 0; j < extra && left > 0; j++) {
        const k = 1 + next(Math.min(left, 20));
        heaps.push(k);
        left -= k;
      }
      expect(quotientOutcome(q, heaps), heaps.join(' ')).toBe(search.outcome(heaps));
    }
  });

  it('Dawson’s Kayles (0.07), heaps ≤ 33: order 638, |P| = 109 and every heap’s image as MisereSolver prints them', () => {
    // CGSuite's MisereSolver run here on 0.07 with heaps up to 33 (about 470 s of its own timer on
    // a loaded machine): "|Q| = 638 |P| = 109"; not a published figure
    const q = misereQuotient(dawsonsKayles, 33, { maxStates: 12_000_000 });
    expect(
      differencesFromMisereSolver(q, {
        order: 638,
        phi: '1 1 a a b 1 ab a a 1 c2g ab c b d 1 ad ac2g b ac ab e f ae g h c i j c2 k l m n',
        p: ['a', 'b2', 'b4', 'c', 'ac2', 'ad', 'cd', 'ac2d', 'ad2', 'cd2', 'ac2d2', 'e', 'd2e', 'f', 'df', 'd2f', 'aef', 'ad2ef', 'af2', 'ag', 'cg', 'ac2g', 'adg', 'ad2g', 'fg', 'dfg', 'd2fg', 'abh', 'ab3h', 'abd2h', 'eh', 'bdeh', 'd2eh', 'bfh', 'bd2fh', 'befh', 'bd2efh', 'aefgh', 'h2', 'b2h2', 'afh2', 'ahi', 'adhi', 'ad2hi', 'abfhi', 'abd2fhi', 'fh2i', 'aj', 'fj', 'ahj', 'fghj', 'k', 'ack', 'c2k', 'dk', 'afk', 'f2k', 'gk', 'acgk', 'c2gk', 'afgk', 'achk', 'dhk', 'abehk', 'ghk', 'afghk', 'cik', 'ak2', 'ac2k2', 'ack3', 'gk3', 'l', 'dl', 'd2l', 'adel', 'afl', 'adfl', 'ad2fl', 'defl', 'gl', 'afgl', 'bdhl', 'bdehl', 'abdfhl', 'defhl', 'akl', 'fkl', 'efkl', 'fhkl', 'fghkl', 'al2', 'adl2', 'abhl2', 'ckm', 'agkm', 'cgkm', 'ck2m', 'an', 'adn', 'ad2n', 'fn', 'af2n', 'kn', 'afkn', 'f2kn', 'ak2n', 'ln', 'aeln', 'afln'],
      }),
    ).toEqual([]);
  });

  it('Nim, heaps ≤ 15: order 18 = 2^4 + 2 (Bouton’s misère rule, see quotient.test.ts), as MisereSolver prints it', () => {
    expect(
      differencesFromMisereSolver(misereQuotient(nim, 15), {
        order: 18,
        phi: '1 a b ab c ac bc abc d ad bd abd cd acd bcd abcd',
        p: ['a', 'b2'],
      }),
    ).toEqual([]);
  });
});
