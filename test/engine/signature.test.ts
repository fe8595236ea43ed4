/**
 * The fast construction path of game() (signatures against k·↑ + *m, stops kept by id, options
 * ordered by signature rank) must give the identical interned object as a plain construction.
 *
 * The oracle here is written from the definitions alone, with none of the engine's caches:
 * - G ≤ H iff no G^L ≥ H and no H^R ≤ G (Conway's definition; Siegel, CGT, Chapter II);
 * - the canonical form is reached by deleting dominated options and bypassing reversible ones,
 *   repeatedly (Siegel, CGT, Section II.2): a Left option A of G is reversible through
 *   A^R when A^R ≤ G, and is replaced by the Left options of A^R (dually for Right).
 * The expected options of every constructed game are the oracle's; the engine must return the
 * interned game with exactly those options, also after all caches were emptied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCaches, game, type Game, le } from '../../src/index.js';
import { arbitraryGame } from '../../src/entries/testing.js';
import { clearCompareCache, leftStop, leq, rightStop, sigDownOf, sigUpOf } from '../../src/engine/compare.js';
import { nusGame } from '../../src/engine/game.js';
import { fuzzParams } from '../fuzz-budget.js';

/** A game form for the oracle: an interned game or a temporary {L | R}. */
interface Form {
  readonly leftOptions: readonly Form[];
  readonly rightOptions: readonly Form[];
}

/** G ≤ H from Conway's definition, memoised per call only (forms are small in these tests). */
function plainLeq(g: Form, h: Form, memo = new Map<Form, Map<Form, boolean>>()): boolean {
  let row = memo.get(g);
  if (!row) memo.set(g, (row = new Map()));
  const known = row.get(h);
  if (known !== undefined) return known;
  let r = true;
  for (const gl of g.leftOptions) if (plainLeq(h, gl, memo)) r = false;
  if (r) for (const hr of h.rightOptions) if (plainLeq(hr, g, memo)) r = false;
  row.set(h, r);
  return r;
}

/** The canonical option lists of {L | R} (options canonical), by the definitions only. */
function plainCanonical(left: readonly Game[], right: readonly Game[]): { L: Game[]; R: Game[] } {
  let L = [...new Set(left)];
  let R = [...new Set(right)];
  const memo = new Map<Form, Map<Form, boolean>>();
  const le2 = (a: Form, b: Form): boolean => plainLeq(a, b, memo);
  for (;;) {
    // distinct canonical options are never equal, so "dominated by another" is well defined
    L = L.filter((a) => !L.some((b) => b !== a && le2(a, b)));
    R = R.filter((a) => !R.some((b) => b !== a && le2(b, a)));
    const G: Form = { leftOptions: L, rightOptions: R };
    let changed = false;
    const L2: Game[] = [];
    for (const a of L) {
      const rev = a.rightOptions.find((ar) => le2(ar, G));
      if (rev) {
        changed = true;
        L2.push(...rev.leftOptions);
      } else L2.push(a);
    }
    const R2: Game[] = [];
    for (const a of R) {
      const rev = a.leftOptions.find((al) => le2(G, al));
      if (rev) {
        changed = true;
        R2.push(...rev.rightOptions);
      } else R2.push(a);
    }
    if (!changed) return { L, R };
    L = [...new Set(L2)];
    R = [...new Set(R2)];
  }
}

const sameSet = (a: readonly Game[], b: readonly Game[]): boolean => a.length === b.length && new Set([...a, ...b]).size === a.length;

/** Random option lists: several canonical games, with repeats (built up from 0, *, ↑, ↓, numbers, …). */
const optionLists = fc.record({
  left: fc.array(arbitraryGame({ maxSteps: 5 }), { maxLength: 6 }),
  right: fc.array(arbitraryGame({ maxSteps: 5 }), { maxLength: 6 }),
});

describe('the fast construction path of game()', () => {
  it('gives the interned game whose options are the plain construction’s, before and after clearCaches()', () => {
    fc.assert(
      fc.property(optionLists, ({ left, right }) => {
        const g = game(left, right);
        const { L, R } = plainCanonical(left, right);
        expect(sameSet(g.leftOptions, L)).toBe(true);
        expect(sameSet(g.rightOptions, R)).toBe(true);
        // the canonical lists themselves give the same object, and so does a cold engine
        expect(game(L, R)).toBe(g);
        clearCaches();
        expect(game([...left].reverse(), [...right].reverse())).toBe(g);
      }),
      fuzzParams(150),
    );
  });

  it('answers a ≤ b as Conway’s definition does, with cold and with warm caches', () => {
    fc.assert(
      fc.property(arbitraryGame({ maxSteps: 7 }), arbitraryGame({ maxSteps: 7 }), (a, b) => {
        const want = plainLeq(a, b);
        clearCaches();
        expect(leq(a, b)).toBe(want);
        expect(le(a, b)).toBe(want);
        expect(leq(b, a)).toBe(plainLeq(b, a));
      }),
      fuzzParams(300),
    );
  });

  it('gives a new game the signature and stops its options give (taken over from its last temporary form)', () => {
    // the expected masks and stops are the engine's own computation from the options, made again
    // after the comparison caches are emptied: a signature is a function of the value (bit j of up
    // is REF_j ≤ G), so the one a canonicalisation hands over must be the one computed afresh
    const facts = (g: Game): string => `${sigUpOf(g)} ${sigDownOf(g)} ${leftStop(g)} ${rightStop(g)}`;
    fc.assert(
      fc.property(optionLists, ({ left, right }) => {
        clearCaches();
        const g = game(left, right);
        const made = facts(g);
        clearCompareCache();
        expect(facts(g)).toBe(made);
      }),
      fuzzParams(150),
    );
  });

  it('compares with the references k·↑ + *m (|k| ≤ 9, m < 4) as Conway’s definition does', () => {
    const refs: Game[] = [];
    for (let k = -9; k <= 9; k++) for (let m = 0; m < 4; m++) refs.push(nusGame(0, k, m));
    fc.assert(
      fc.property(arbitraryGame({ maxSteps: 7 }), (g) => {
        clearCaches();
        for (const r of refs) {
          expect(leq(r, g)).toBe(plainLeq(r, g));
          expect(leq(g, r)).toBe(plainLeq(g, r));
        }
      }),
      fuzzParams(60),
    );
  });
});
