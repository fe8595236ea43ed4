/**
 * Misère quotients. Published orders, each with its source:
 * - Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115 (2008), §3: the quotient
 *   of a closed set whose heaps are the nim heaps *1, *2 (and *3 = *2 + *) is T2 = ⟨a, b | a² = 1,
 *   b³ = b⟩ of order 6 with P-portion {a, b²}; the quotient of {0, *} is Z2 = ⟨a | a² = 1⟩, P = {a}.
 * - Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G5: the misère
 *   quotient of 0.75 is R8 = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩ of order 8, P = {a, b²}.
 *   (These two papers could be read here only in their first pages; the figures are those of the
 *   first version of these tests, and MisereSolver, below, prints the same presentations.)
 * - Dawson's Kayles (0.07) for heaps <= 30, order 360, and Kayles (0.77), order 40:
 *   test/misere/quotient.long.test.ts.
 * - CGSuite's MisereSolver (Aaron Siegel's program for misère quotients, which Plambeck's survey
 *   "Advances in Losing" (2006) summarises; the order 360 above is its output), MisereSolver.java in
 *   aaron-siegel/cgsuite, lib/core/src/main/scala/org/cgsuite/core/misere/solver/, run on each
 *   code and heap bound below: its printed order, P-portion and image of every heap ("Phi = …")
 *   are compared element by element (test/misere/misere-solver.ts). Its words are its own (`b2`
 *   is b²); the orders of 0.52, 0.156 and 0.71 rest on its output only, not on a paper.
 * Where a game's heaps up to the bound are nim heaps, CGSuite's genus rows (GameHeapTest.scala lines
 * 11-30, heaps written as plain numbers: nim heaps) put it in T2 or Z2.
 */
import { describe, expect, it } from 'vitest';
import { HeapSearch, misereQuotient, pPortion, quotientElement, quotientOutcome, quotientWinningMove, type HeapGameRules } from '../../src/misere/index.js';
import { boardHeap, EMPTY_BOARD_HEAP, notakto } from './notakto.js';
import { parseHeapRules } from '../../src/impartial/index.js';
import { dawsonsKayles, g03, g075, grundy, kayles, nim, sub237 } from './heaps.js';
import { differencesFromMisereSolver, type MisereSolverOutput } from './misere-solver.js';

describe('published quotient orders', () => {
  it('Nim, heaps ≤ 2 and ≤ 3: T2, order 6, P = {a, b^2} (Plambeck–Siegel 2008 §3)', () => {
    for (const h of [2, 3]) {
      const q = misereQuotient(nim, h);
      expect(q.order).toBe(6);
      expect(pPortion(q).sort()).toEqual(['a', 'b^2']);
      expect([...q.relations].sort()).toEqual(['a^2=1', 'b^3=b']);
    }
  });
  it('0.75, heaps ≤ 20: R8, order 8 (Plambeck 2005)', () => {
    const q = misereQuotient(g075, 20);
    expect(q.order).toBe(8);
    expect(pPortion(q).sort()).toEqual(['a', 'b^2']);
    expect([...q.relations].sort()).toEqual(['a^2=1', 'b^3=b', 'bc=ab', 'c^2=b^2']);
  });
  it('0.3 (heaps are 0 and *): Z2, order 2 (Plambeck–Siegel 2008 §3)', () => {
    const q = misereQuotient(g03, 30);
    expect(q.order).toBe(2);
    expect(pPortion(q)).toEqual(['a']);
  });
  // CGSuite's genus rows: heaps 0..20 of S(2,3,7) are the nim heaps 0,0,1,1,2,...; Kayles heaps
  // 0..4 are 0,1,2,3,1; Dawson's Kayles heaps 0..9 are 0,0,1,1,2,0,3,1,1,0; Grundy's game heaps
  // 0..12 are 0,0,0,1,0,2,1,0,2,1,0,2,1: all nim heaps of sizes ≤ 3, so each quotient is T2.
  for (const [rules, h] of [
    [sub237, 20],
    [kayles, 4],
    [dawsonsKayles, 9],
    [grundy, 12],
  ] as Array<[HeapGameRules, number]>) {
    it(`${rules.name}, heaps ≤ ${h}: T2, order 6`, () => {
      const q = misereQuotient(rules, h);
      expect(q.order).toBe(6);
      expect(pPortion(q).sort()).toEqual(['a', 'b^2']);
    });
  }
  it('the wild heaps grow the quotient: Kayles heap 5 (genus 4^146) is not tame', () => {
    expect(misereQuotient(kayles, 5).order).toBeGreaterThan(6);
  });
});

describe('quotients as CGSuite’s MisereSolver prints them', () => {
  const cases: Array<[string, HeapGameRules, number, MisereSolverOutput]> = [
    // `0.333` is Nim for heaps up to 3 (MisereSolver reads finite codes)
    ['Nim (0.333)', nim, 3, { order: 6, phi: '1 a b ab', p: ['a', 'b2'] }],
    // Nim heaps < 2^k: Bouton's misère rule (P exactly when some heap exceeds 1 and the nim-sum
    // is 0, or every heap is at most 1 and the nim-sum is 1; Winning Ways ch. 13) makes a
    // position's class its nim-sum when some heap exceeds 1 (2^k classes, told apart by adding the
    // nim heap of the same nim-sum) and its parity otherwise (2 more): order 2^k + 2, here 10
    ['Nim (0.3333333)', nim, 7, { order: 10, phi: '1 a b ab c ac bc abc', p: ['a', 'b2'] }],
    ['0.75', g075, 20, { order: 8, phi: '1 a b a b c b c b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b', p: ['a', 'b2'] }],
    ['0.3', g03, 30, { order: 2, phi: '1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1 a 1', p: ['a'] }],
    ['0.52', parseHeapRules('0.52'), 40, { order: 6, phi: '1 a 1 b b a b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b ab2 b2 ab b', p: ['a', 'b2'] }],
    ['0.156', parseHeapRules('0.156'), 40, { order: 18, phi: '1 a a 1 b b b c c a ab2 ab2 ab b b c c c bc bc bc b ab2 ab2 ab2 ac abc bc bc d d ab2 ab2 ab2 b bc ac ac ac d ab2', p: ['a', 'b2'] }],
    ['0.71', parseHeapRules('0.71'), 40, { order: 36, phi: '1 a b a 1 c 1 a d a 1 c 1 a d a 1 c 1 a d a 1 c 1 a d a 1 c 1 a d a 1 c 1 a d a 1', p: ['a', 'b2', 'bc', 'c2', 'ac3', 'ad', 'b3d', 'cd', 'bc2d'] }],
  ];
  for (const [name, rules, h, ref] of cases) {
    it(`${name}, heaps ≤ ${h}: order ${ref.order}, |P| = ${ref.p.length}, the same image of every heap`, () => {
      expect(differencesFromMisereSolver(misereQuotient(rules, h), ref)).toEqual([]);
    });
  }
});

/** A small deterministic generator (mulberry32), so the 10,000 sums are the same every run. */
function rng(start: number): () => number {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('outcomes read off the quotient equal the game-tree search', () => {
  it('10,000 random sums of heaps (0.75, Kayles, Dawson’s Kayles, Grundy’s game)', () => {
    const games: Array<[HeapGameRules, number]> = [
      [g075, 12],
      [kayles, 12],
      [dawsonsKayles, 12],
      [grundy, 14],
    ];
    const next = rng(25);
    let checked = 0;
    for (const [rules, h] of games) {
      const q = misereQuotient(rules, h);
      const search = new HeapSearch(rules);
      for (let i = 0; i < 2500; i++) {
        const heaps = Array.from({ length: 1 + Math.floor(next() * 4) }, () => Math.floor(next() * (h + 1)));
        expect(quotientOutcome(q, heaps), `${rules.name} ${heaps.join(' ')}`).toBe(search.outcome(heaps));
        checked++;
      }
      // a winning move found with the quotient leads to a P-position of the search
      const heaps = [h, h - 1, 3];
      const m = quotientWinningMove(q, rules, heaps);
      if (search.outcome(heaps) === 'N') expect(search.outcome(m!.position)).toBe('P');
      else expect(m).toBeUndefined();
    }
    expect(checked).toBe(10_000);
  });
});

describe('Notakto (3×3 X-only tic-tac-toe): the published quotient of order 18', () => {
  // Sources. (1) Thane Plambeck's blog "Misère games" (miseregames.wordpress.com), post "Notakto:
  // X-only Tic-Tac-Toe", 25 April 2012: "The misere quotient of X-only Tic Tac Toe has eighteen
  // elements and four P-position types", with a link to the paper, T. E. Plambeck and G.
  // Whitehead, "The Secrets of Notakto: Winning at X-only Tic-Tac-Toe", arXiv:1301.1672 (2013),
  // whose §2 fixes the rules modelled in ./notakto.ts: a board with three in a row is out of play,
  // and whoever completes the last three-in-a-row on the last available board loses.
  // (2) Only the paper's first pages could be read here. Its presentation
  // Q = ⟨a, b, c, d | a² = 1, b³ = b, b²c = c, c³ = ac², b²d = d, cd = ad, d² = c²⟩ and the image of
  // every board are taken from two public transcriptions of it: the rewriting rules in the post
  // "Programming NoTacToe in clojure(script)" (25 Dec 2019; github.com/schore/notactoe; "This
  // table is also from the paper"), and the 102 boards with their quotient words in the Java class
  // tictactoe.Game of a student project ("as given in the Notakto Table"; cells numbered as on a
  // keypad, 7 8 9 the top row; boards with three in a row are 1). Secondhand, so the test checks
  // them against each other, against the quotient we compute and against the plain search.
  const KEYPAD: Record<string, number> = { '7': 0, '8': 1, '9': 2, '4': 3, '5': 4, '6': 5, '1': 6, '2': 7, '3': 8 };
  const mask = (cells: string): number => [...cells.replace('-', '')].reduce((m, k) => m | (1 << KEYPAD[k]!), 0);
  // the transcribed table: board (its X on keypad cells, '-' the empty board) : its word
  const TABLE =
      '-:c 7:1 8:1 5:cc 78:ad 79:b 75:b 76:b 73:a 84:a 85:b 82:a 789:1 784:b 785:ab 786:d 781:a ' +
      '782:d 783:d 795:a 791:ab 792:a 756:a 753:1 762:1 845:ab 846:b 852:1 7894:1 7895:1 7891:1 ' +
      '7892:1 7845:a 7846:a 7843:a 7856:b 7851:b 7852:1 7853:1 7861:b 7862:ab 7863:ab 7812:b ' +
      '7813:b 7823:a 7951:1 7952:b 7913:a 7562:b 8456:1 8462:a 78945:1 78956:1 78941:1 78942:1 ' +
      '78943:1 78951:1 78952:1 78912:1 78913:1 78456:1 78453:1 78462:b 78463:b 78561:a 78562:1 ' +
      '78563:1 78512:1 78513:1 78523:1 78612:a 78613:a 79513:1 84562:1 789456:1 789451:1 789452:1 ' +
      '789453:1 789461:1 789462:1 789413:1 789423:1 789512:1 789513:1 789123:1 784562:1 784563:1 ' +
      '784623:a 785612:1 785613:1 7894561:1 7894562:1 7894513:1 7894523:1 7894612:1 7894613:1 ' +
      '7895123:1 7845623:1 78945612:1 78945613:1 78946123:1 789456123:1';
  const q = misereQuotient(notakto, EMPTY_BOARD_HEAP);
  const el = (cells: string): number => quotientElement(q, [boardHeap(mask(cells))].filter((h) => h > 0));
  // the paper's generators, by the boards the table gives them to
  const gens: Record<string, number> = { a: el('73'), b: el('79'), c: el('-'), d: el('786') };
  const word = (w: string): number => {
    let x = 0;
    for (const m of w.matchAll(/([a-d])(\d*)/g)) for (let i = 0; i < (m[2] === '' ? 1 : Number(m[2])); i++) x = q.mul[x * q.order + gens[m[1]!]!]!;
    return x;
  };
  it('order 18 and four P-elements (Plambeck, blog, 25 Apr 2012)', () => {
    expect(q.order).toBe(18);
    expect(pPortion(q)).toHaveLength(4);
  });
  it('the paper’s presentation: a, b, c, d generate Q and satisfy its seven relations', () => {
    const reach = new Set([0]);
    for (const x of reach) for (const g of Object.values(gens)) reach.add(q.mul[x * q.order + g]!);
    expect(reach.size).toBe(18);
    for (const [l, r] of [['a2', '1'], ['b3', 'b'], ['b2c', 'c'], ['c3', 'ac2'], ['b2d', 'd'], ['cd', 'ad'], ['d2', 'c2']]) {
      expect(word(l!), `${l} = ${r}`).toBe(word(r === '1' ? '' : r!));
    }
  });
  it('every one of the 102 boards has the image the transcribed table gives it', () => {
    const entries = TABLE.split(' ');
    expect(entries).toHaveLength(102);
    for (const e of entries) {
      const [cells, w] = e.split(':');
      expect(q.words[el(cells!)], `board ${cells}`).toBe(q.words[word(w === '1' ? '' : w!.replace(/(.)\1/g, '$12'))]);
    }
  });
  it('outcomes read off the quotient equal the plain search on sums of up to three boards', () => {
    const search = new HeapSearch(notakto);
    const next = rng(102);
    for (let i = 0; i < 300; i++) {
      const heaps = Array.from({ length: 1 + Math.floor(next() * 3) }, () => 1 + Math.floor(next() * EMPTY_BOARD_HEAP));
      expect(quotientOutcome(q, heaps), heaps.join(' ')).toBe(search.outcome(heaps));
    }
    // one empty board: the first player wins by playing in the centre (the paper, §1, quoting
    // the mathoverflow.net discussion)
    expect(quotientOutcome(q, [EMPTY_BOARD_HEAP])).toBe('N');
  });
});
