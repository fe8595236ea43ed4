/**
 * Issue 22, what docs/reliability.md still listed open after session 4, and what the export fuzzer
 * found in session 5 (origins 20261305, 20261306; CLI 6161, 6162): each input below gives a value
 * or a PartizanError with a bounded message, at once.
 *
 * Sources of the expected values (hand derivations):
 * - G + *n + *n = G (*n + *n = 0, and sums are associative), so a sum with a big nimber computed
 *   on the plain path can be checked by adding the nimber again;
 * - the nim heap *n is {*0, *1, …, *(n−1)} by definition, in misère play too (its options are
 *   heaps, none reversible: Siegel, CGT, V.3), so the game with options *0 … *1024 is *1025, and a
 *   game with a single option is not a heap past *1;
 * - ⧾1 + *n has a Left option ⧾1 + *j for every j < n (a move in *n), and these options are pairwise
 *   incomparable (⧾1 + *j − (⧾1 + *k) = *(j ⊕ k) is fuzzy), so no canonical simplification keeps
 *   the plain recursion from building every ⧾1 + *j: n²/2 option sums, past the default work limit
 *   (10^7 steps) for n = 8000;
 * - conjunctiveSum(chain(10000), *20000) has, among its Left options, the pairs (10002, *j) and
 *   (chain(9999), *j) for j < 20000, which open j and 2j pairs of their own: about 6·10^8 steps.
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  conjunctiveSum,
  DomineeringSolver,
  isMisereNimHeap,
  KindError,
  LimitError,
  MAX_MISERE_NIM,
  misereGame,
  misereNim,
  nim,
  parse,
  PartizanError,
  valueOfExpression,
  ValueError,
  type Game,
} from '../../src/index.js';
import { conjectureStatus, table2Bands } from '../../src/entries/chopsticks.js';
import { descriptorOutcomeRules } from '../../src/games/outcome/index.js';
import { chain, settle } from './helpers.js';
import { addAny } from '../../src/loopy/simplified.js';
import { loopyForm, simplest } from '../../src/values/ops.js';

const tiny1 = (): Game => parse('{0||0|-1}') as Game;

describe('sums with a big nimber (still open after session 4)', () => {
  it('⧾1 + *8000 (10 s to the work limit in session 4) is the LimitError of maxWork within a second', () => {
    const t0 = Date.now();
    const r = settle(() => add(tiny1(), nim(8000)));
    expect(r.error).toBeInstanceOf(LimitError);
    expect((r.error as LimitError).option).toBe('maxWork');
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('⧾1 + *33 (the plain path, under the bound) is still computed (G + *n + *n = G)', () => {
    expect(add(add(tiny1(), nim(33)), nim(33))).toBe(tiny1());
  });

  it('conjunctiveSum(chain(10000), *20000) (32 s in session 4) is the LimitError of maxWork within a second', () => {
    const c = chain(10000);
    const t0 = Date.now();
    const r = settle(() => conjunctiveSum(c, nim(20000)));
    expect(r.error).toBeInstanceOf(LimitError);
    expect((r.error as LimitError).option).toBe('maxWork');
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});

describe('isMisereNimHeap builds no heap past those built', () => {
  it(`the game of options *0 … *${MAX_MISERE_NIM} is *${MAX_MISERE_NIM + 1}; a game of birthday 2024 over *${MAX_MISERE_NIM} is not a heap, at once`, () => {
    const heaps = Array.from({ length: MAX_MISERE_NIM + 1 }, (_, i) => misereNim(i));
    const top = misereGame(heaps);
    expect(top.birthday).toBe(MAX_MISERE_NIM + 1);
    expect(isMisereNimHeap(top)).toBe(true);
    expect(isMisereNimHeap(misereGame([...heaps, top]))).toBe(true);
    let g = misereNim(MAX_MISERE_NIM);
    for (let i = 0; i < 1000; i++) g = misereGame([g]);
    const t0 = Date.now();
    expect(isMisereNimHeap(g)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(100);
    expect(() => misereNim(MAX_MISERE_NIM + 1)).toThrow(ValueError);
  });
});

describe('the export fuzzer of session 5', () => {
  it('new DomineeringSolver(null) (origin 20261305, call 18) is a KindError', () => {
    expect(() => new DomineeringSolver(null as never)).toThrow(KindError);
  });

  it("valueOfExpression('simple-wikipedia', 'NaN') (origin 20261305, call 62) is a KindError, and null options too", () => {
    expect(() => valueOfExpression('simple-wikipedia', 'NaN' as never)).toThrow(KindError);
    expect(() => valueOfExpression('1+1', undefined, null as never)).toThrow(KindError);
  });

  it('new KindError(message) with a message whose toString is an object (origin 20261306, call 307) is a KindError with a bounded message', () => {
    const e = new KindError({ toString: () => ({}) } as never, 'object');
    expect(e).toBeInstanceOf(PartizanError);
    expect(e.message.length).toBeLessThan(1000);
  });

  it('DomineeringSolver.regionValueOf(undefined) (origin 20261306, call 362) is a KindError', () => {
    expect(() => new DomineeringSolver().regionValueOf(undefined as never)).toThrow(KindError);
    expect(() => new DomineeringSolver().regionValueOf({ w: 2, h: 1, rows: [7] })).toThrow(KindError);
  });

  it('table2Bands(null) (call 704), descriptorOutcomeRules(undefined) (call 1057) and conjectureStatus() (call 1964) of origin 20261306 are KindErrors', () => {
    expect(() => table2Bands(null as never)).toThrow(KindError);
    expect(() => descriptorOutcomeRules(undefined as never)).toThrow(KindError);
    expect(() => conjectureStatus(undefined as never)).toThrow(KindError);
  });
});

describe('copies of a value with short sides (cli 6162 line 559)', () => {
  const L = { loopy: true } as const;
  // (A & B) + (C & D) = (A + C) & (B + D): Siegel, CGT, VI.4 (the sides of a sum are the upsum of
  // the onsides and the downsum of the offsides; for stoppers both are the sum). So n copies of
  // 2&-2 are 2n & -2n (hand derivation from VI.4).
  it('1024 * (2&-2) is 2048 & -2048 at once (it took over 30 s as loopy graphs)', () => {
    expect(parse('1024 * (2&-2)', L)).toBe(parse('2048 & -2048', L));
    expect(parse('(2&-2) + (2&-2) + 1', L)).toBe(parse('5 & -3', L));
    expect(parse('(2&-2) + {1|-1}', L)).toBe(parse('(2 + {1|-1}) & (-2 + {1|-1})', L));
  });
  it("the short-sides sum agrees with the loopy engine's sum where both are small", () => {
    const pairs = [['2&-2', '1&-1'], ['{2|1}&{-2|-3}', '^&v'], ['1&*', '*2'], ['2&0', '-2'], ['3&-1', '{1|-1}&-3']];
    for (const [a, b] of pairs) {
      const x = parse(a!, L);
      const y = parse(b!, L);
      expect(add(x, y), `${a} + ${b}`).toBe(simplest(addAny(loopyForm(x), loopyForm(y), {})));
    }
  });
});
