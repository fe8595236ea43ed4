/**
 * SIMPLE CHOPSTICKS variants (the paper, Section 4): the move rule against the paper's own
 * example and hand derivations, the cut-off variant against the short engine, and outcomes of
 * small roll-over positions derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { rulesetGraph } from '../../../src/graph/index.js';
import { Solver, CycleError } from '../../../src/engine/solver.js';
import { position } from '../../../src/games/simple-chopsticks/position.js';
import { value } from '../../../src/games/simple-chopsticks/value.js';
import { star, zero } from '../../../src/engine/constructors.js';
import {
  VARIANTS,
  VariantError,
  makeVariant,
  variantByName,
  parseVariant,
  variantMoves,
  variantPosition,
  variantRuleset,
  parseVariantPosition,
  formatVariantPosition,
} from '../../../src/games/simple-chopsticks/variants.js';
import { variantOpenings, variantResult, variantTable1 } from '../../../src/games/simple-chopsticks/variant-values.js';
import { PositionError } from '../../../src/games/simple-chopsticks/position.js';

const show = (xs: Array<[number[], number[]]>) => xs.map(([m, t]) => `${m.join(',')}|${t.join(',')}`).sort();

describe('the variants move rule', () => {
  it("roll-over: the paper's example, 2 attacking 4 with 5-fingered hands leaves 1 (Section 4, item 1)", () => {
    const v = VARIANTS.rollover!;
    expect(show(variantMoves([2], [4], 5, v, 1))).toEqual(['2|1']);
    // 1 attacking 4 with n = 5: 5 mod 5 = 0, the hand is removed (item 1: "removed ... only if it reaches 0").
    expect(show(variantMoves([1], [4], 5, v, 1))).toEqual(['1|']);
  });

  it('cut-off: the paper\'s Definition 1 (a hand passing n is removed)', () => {
    expect(show(variantMoves([2], [4], 5, VARIANTS.cutoff!, 1))).toEqual(['2|']);
    // (1,2 | 3)_5: 1 -> 3 gives 4, 2 -> 3 gives 5 <= n, kept.
    expect(show(variantMoves([1, 2], [3], 5, VARIANTS.cutoff!, 2))).toEqual(['1,2|4', '1,2|5']);
  });

  it('splits (item 2), by hand: (1,3 | 1)_5', () => {
    // Attacks: 1->1 gives (1,3|2), 3->1 gives (1,3|4).
    // Splits 1 -> 3: k = 1 gives (0,4): hand 1 removed (the paper's note) = (4|1).
    // Splits 3 -> 1: k = 1 gives (2,2); k = 2 gives (1,3), the same hands reversed: not a move;
    // k = 3 gives (0,4) = (4|1) again.
    const v = VARIANTS.splits!;
    expect(show(variantMoves([1, 3], [1], 5, v, 2))).toEqual(['1,3|2', '1,3|4', '2,2|1', '4|1'].sort());
    // Without self-removal only (2,2) remains among the splits.
    const noKill = makeVariant({ splits: true, selfRemoval: false });
    expect(show(variantMoves([1, 3], [1], 5, noKill, 2))).toEqual(['1,3|2', '1,3|4', '2,2|1'].sort());
  });

  it('splits never pass the largest count (our choice where the paper is silent), unless splitWrap under roll-over', () => {
    // (2,4 | 1)_5 cut-off: 2 -> 4 with k = 1 gives 5 (allowed, n = 5), k = 2 gives 6 (not a move).
    const v = VARIANTS.splits!;
    const r = show(variantMoves([2, 4], [1], 5, v, 2)).filter((s) => s.endsWith('|1'));
    // 2->4: k=1 -> (1,5); k=2 -> (0,6) no. 4->2: k=1 -> (3,3); k=2 -> (2,4) reversed no; k=3 -> (1,5); k=4 -> (0,6) no.
    expect(r).toEqual(['1,5|1', '3,3|1']);
    // Roll-over n = 5 (hands 1..4) with splitWrap:
    const w = makeVariant({ overflow: 'rollover', splits: true, splitWrap: true });
    expect(show(variantMoves([2, 4], [1], 5, w, 2)).filter((s) => s.endsWith('|1'))).toEqual(['1|1', '3,3|1']);
    // 2->4: k=1 -> (1, 5 mod 5 = 0) = (1); k=2 -> (0, 6 mod 5 = 1) = (1). 4->2: k=1 -> (3,3); k=2 reversed;
    // k=3 -> (1, 5 mod 5 = 0) = (1); k=4 -> (0, 6 mod 5 = 1) = (1). And without wrap: 4->2 k=1 (3,3) only,
    // 2->4 k=... none (4+1 = 5 > 4), 4->2 k=3 gives 5 > 4 none: so (3,3) only.
    expect(show(variantMoves([2, 4], [1], 5, VARIANTS['rollover-splits']!, 2)).filter((s) => s.endsWith('|1'))).toEqual(['3,3|1']);
  });

  it("revives (item 3): any split into a removed hand, or the paper's even halves only", () => {
    // (4 | 1)_5 where Left started with two hands: revive 4 into (1,3) or (2,2); even only: (2,2)
    // (the paper's own example: "a hand with 4 raised fingers [...] only by giving 2 fingers").
    expect(show(variantMoves([4], [1], 5, VARIANTS.revives!, 2)).filter((s) => s.endsWith('|1'))).toEqual(['1,3|1', '2,2|1']);
    expect(show(variantMoves([4], [1], 5, VARIANTS['revives-even']!, 2)).filter((s) => s.endsWith('|1'))).toEqual(['2,2|1']);
    // An odd hand cannot revive by even halves; nothing to revive when no hand is removed.
    expect(show(variantMoves([3], [1], 5, VARIANTS['revives-even']!, 2)).filter((s) => s.endsWith('|1'))).toEqual([]);
    expect(show(variantMoves([4], [1], 5, VARIANTS.revives!, 1)).filter((s) => s.endsWith('|1'))).toEqual([]);
  });

  it("the paper's convention: a side without hands is 0 (no moves for anyone)", () => {
    for (const v of Object.values(VARIANTS)) {
      expect(variantMoves([], [1], 5, v, 2)).toEqual([]);
      expect(variantMoves([1, 1], [], 5, v, 2)).toEqual([]);
    }
  });

  it('variants by name or as JSON options', () => {
    expect(parseVariant('rollover')).toBe(VARIANTS.rollover);
    const w = parseVariant('{"overflow":"rollover","splits":true,"splitWrap":true}');
    expect(w).toEqual(makeVariant({ overflow: 'rollover', splits: true, splitWrap: true }));
    expect(parseVariant('{"variant":"revives","selfRemoval":false}')).toEqual(makeVariant({ splits: true, revives: 'any', selfRemoval: false }));
    expect(() => parseVariant('{"overflo":"rollover"}')).toThrow(VariantError);
    expect(() => parseVariant('{"variant":3}')).toThrow(VariantError);
    expect(() => parseVariant('{nope')).toThrow(VariantError);
    expect(() => parseVariant('{"splits":"yes"}')).toThrow(VariantError);
  });

  it('bad input: typed errors', () => {
    expect(() => variantByName('nope')).toThrow(VariantError);
    expect(() => makeVariant({ revives: 'some' as 'any' })).toThrow(VariantError);
    expect(() => variantPosition([5], [1], 5, VARIANTS.rollover!)).toThrow(PositionError);
    expect(() => variantPosition([1], [1], 5, VARIANTS.revives!, [0, 1])).toThrow(PositionError);
    expect(new VariantError('x').code).toBe('VARIANT');
  });

  it('parses and prints the paper\'s notation, with starting hands when some are removed', () => {
    const v = VARIANTS.revives!;
    expect(formatVariantPosition(parseVariantPosition('(1,3|2)_5', v), v)).toBe('(1,3|2)_5');
    expect(formatVariantPosition(variantPosition([4], [1], 5, v, [2, 1]), v)).toBe('(4|1)_5 [2,1]');
  });
});

describe('values and outcomes of the variants', () => {
  it('the cut-off variant is the paper\'s game: same values as the short engine for every (i|j)_n, n <= 8', () => {
    for (let n = 1; n <= 8; n++) {
      for (const c of variantTable1(n, VARIANTS.cutoff!)) {
        const g = value(position([c.i], [c.j], n));
        expect(c.short).toBe(g);
        expect(c.outcome).toBe(g.outcome());
      }
    }
  });

  it('the Solver detects the cycles of roll-over and hands out the graph', () => {
    const s = new Solver(variantRuleset(VARIANTS.rollover!));
    // (1|2)_4 -> R (3|2)_4 -> R (1|2)_4: 3 + 2 = 5 = 1 mod 4, then 1 + 2 = 3 (hand derivation).
    expect(() => s.value(variantPosition([1], [2], 4, VARIANTS.rollover!))).toThrow(CycleError);
    const g = rulesetGraph(s, variantPosition([1], [2], 4, VARIANTS.rollover!));
    expect(g.loopyNodes).toBeGreaterThan(0);
    expect(g.values[0]).toBeUndefined();
  });

  it('roll-over, n = 3 (hands 1..2), by hand: (1|2)_3 = *, (1|1)_3 = 0', () => {
    // (1|2)_3: Left 1 -> 2 gives 3 = 0 mod 3, Right has no hand: 0; Right 2 -> 1 likewise: 0. So {0|0} = *.
    // (1|1)_3: Left gives (1|2) = *, Right gives (2|1) = * (mirror). {*|*} = 0. No cycle: short values.
    const v = VARIANTS.rollover!;
    expect(variantResult(variantPosition([1], [2], 3, v), v).short).toBe(star);
    const r = variantResult(variantPosition([1], [1], 3, v), v);
    expect(r.short).toBe(zero);
    expect(r.outcome).toBe('P');
  });

  it('roll-over, n = 4 (hands 1..3), by hand: (1|2)_4 and (3|2)_4 are R, (1|1)_4 is P', () => {
    // (1|3)_4 = (3|1)_4 = * (each attack reaches 4 = 0 mod 4 and removes the last hand).
    // (1|2): Left -> (1|3) = *, Right -> (3|2). (3|2): Left -> (3|1) = *, Right -> (1|2): a cycle.
    // Left moving first in either goes to * with Right to move, and Right takes the last hand: Left loses.
    // Right moving first in (1|2) goes to (3|2) with Left to move, which Left loses; and from (3|2)
    // to (1|2), also lost for Left. So both are R (Right wins whoever starts).
    // (1|1): Left -> (1|2), an R-position with Right to move: Left loses; Right -> (2|1), the mirror
    // (an L-position) with Left to move: Right loses. So (1|1)_4 is P, though it is loopy.
    const v = VARIANTS.rollover!;
    expect(variantResult(variantPosition([1], [2], 4, v), v).outcome).toBe('R');
    expect(variantResult(variantPosition([3], [2], 4, v), v).outcome).toBe('R');
    expect(variantResult(variantPosition([2], [1], 4, v), v).outcome).toBe('L');
    const r = variantResult(variantPosition([1], [1], 4, v), v);
    expect(r.outcome).toBe('P');
    expect(r.short).toBeUndefined();
  });

  it('one hand each: splits and revives have nothing to act on, so their tables are those of the overflow rule', () => {
    // A split needs two live hands of the mover; a revival needs a removed hand of a player who started with two.
    const a = variantTable1(6, VARIANTS['rollover-revives']!).map((c) => c.outcome);
    const b = variantTable1(6, VARIANTS.rollover!).map((c) => c.outcome);
    expect(a).toEqual(b);
  });

  it('(1,1|1,1)_n is symmetric, so its outcome is N, P or D (never L, R or a hatted class)', () => {
    // Swapping the players maps the position to itself: the outcome class is its own mirror.
    // (outcomesOnly: the class comes from the retrograde analysis alone; the values of these
    // openings are checked in values.test.ts)
    for (const v of Object.values(VARIANTS)) {
      for (const r of variantOpenings(6, v, { outcomesOnly: true })) expect(['N', 'P', 'D']).toContain(r.outcome);
    }
  });
});
