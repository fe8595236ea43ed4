/**
 * The big openings (1,1|1,1)_n of the SIMPLE CHOPSTICKS variants (graphs of 1,300 to 4,400
 * positions), valued by the loopy engine at the variant tables' defaults (`VARIANT_SIDLE_WORK`,
 * `VARIANT_MAX_PAIRS`).
 *
 * Sources of the expected values:
 * - the outcome class of every opening: the independent retrograde analysis of the same graph
 *   (`firstPlayerOutcomes`, both first players; `r.outcome`), against the outcome class of the
 *   engine's value (its stops);
 * - offside = −onside: the symmetry theorem of docs/loopy-variants.md (the opening is symmetric
 *   between the players, and exchanging Left and Right maps the onside to minus the offside). The
 *   engine now uses that theorem itself (a symmetric game's offside is minus the onside of its
 *   negative), so the offside is also computed here the long way, by the sidling for the offside
 *   alone (`anySideOfWork`, which does not use the theorem), where that run is short;
 * - the values themselves, where a value is written: the run of main's engine with the larger
 *   budget of 4·10⁸ pairs recorded in docs/loopy-variants.md (2026-11-23), except for `rollover`
 *   at n = 10, whose onside main's engine could not reduce to a stopper (it gave simplified sides
 *   of 194 nodes): the stopper this engine finds is proved here equal to the opening on the onside,
 *   both ways, by the reference side comparison from scratch (`sideLeqPairs`, the Büchi-round solve
 *   that test/loopy-values/cgsuite-graphs.test.ts checks against CGSuite's own algorithm).
 */
import { describe, expect, it } from 'vitest';
import { VARIANTS, variantPosition } from '../../../src/games/simple-chopsticks/variants.js';
import { variantGraph, variantResult, VARIANT_SIDLE_WORK } from '../../../src/games/simple-chopsticks/variant-values.js';
import { formatLoopy, offsideOf, onsideOf, outcomeClass, stopperSidedOf } from '../../../src/loopy/index.js';
import { anyOffside, anyOnside, anySideOfWork, anyValuesOfWork, negAny, negSide, sideValueLeq } from '../../../src/loopy/simplified.js';
import { DEFAULT_MAX_PAIRS, negationPartners } from '../../../src/loopy/graph.js';
import { sideLeqPairs } from '../../../src/loopy/compare.js';
import { Stopper, stopperGraph } from '../../../src/loopy/stopper.js';
import { GameGraph } from '../../../src/graph/index.js';

/** The opening's position graph as the engine reads it: every node by its moves. */
function openingGraph(name: string, n: number): GameGraph {
  const v = VARIANTS[name]!;
  return variantGraph(variantPosition([1, 1], [1, 1], n, v), v).graph;
}

/** Node 0 of `g` equals the stopper `s` on `side`, both ways, by the reference comparison from scratch. */
function sideEquals(g: GameGraph, s: Stopper, side: 'on' | 'off'): boolean {
  const sg = stopperGraph([s]);
  const i = sg.index.get(s)!;
  return sideLeqPairs(g, sg.graph, [[0, i]], side) && sideLeqPairs(sg.graph, g, [[i, 0]], side);
}

// Each test runs synchronously, so vitest can only report its wall time after it ends, not stop it;
// the bound is wide because a machine shared by other work stretched these past 180 s (session 8,
// load 24), where CI's own run takes well under a minute each. Speed is the bench's to judge.
const WALL = 900_000;

describe('the big variant openings at the tables\' budget', () => {
  // [variant, n, positions, the value recorded in docs/loopy-variants.md for main's engine at 4·10⁸]
  const cases: [string, number, number, string][] = [
    ['rollover-splits', 10, 3023, '1 & -1'],
    ['revives', 9, 3023, '{1||||1|||1||1|{1||||1|||1||1|{1|0},pass}} & {{{0|-1},pass|-1||-1|||-1||||-1}|-1||-1|||-1||||-1}'],
    ['rollover-revives', 10, 3023, '9over & -9under'],
    ['rollover-revives-even', 8, 1294, '1/2over & -1/2under'],
    ['rollover-revives-even', 10, 3023, '1 & -1'],
  ];
  for (const [name, n, size, want] of cases) {
    it(`${name} (1,1|1,1)_${n} (${size} positions): ${want}, a draw as the retrograde analysis says, offside = −onside`, () => {
      const v = VARIANTS[name]!;
      const r = variantResult(variantPosition([1, 1], [1, 1], n, v), v);
      expect(r.graphSize).toBe(size);
      expect(r.kind).toBe('sided');
      expect(r.outcome).toBe('D');
      expect(outcomeClass(r.value!)).toBe(r.outcome);
      const s = stopperSidedOf(r.value!);
      expect(offsideOf(s)).toBe(negAny(onsideOf(s)));
      expect(formatLoopy(r.value!)).toBe(want);
    }, WALL);
  }

  it('rollover (1,1|1,1)_10 (2,789 positions): sided, 21/32over & -21/32under, each side equal to the opening\'s by the reference comparison', () => {
    const v = VARIANTS.rollover!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 10, v), v);
    expect(r.graphSize).toBe(2789);
    expect(r.kind).toBe('sided');
    expect(r.outcome).toBe('D');
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    const s = stopperSidedOf(r.value!);
    expect(formatLoopy(s)).toBe('21/32over & -21/32under');
    const g = openingGraph('rollover', 10);
    expect(sideEquals(g, onsideOf(s), 'on')).toBe(true);
    expect(sideEquals(g, offsideOf(s), 'off')).toBe(true);
    // the offside the long way (the sidling for the offside alone, without the symmetry theorem)
    expect(anySideOfWork(g, undefined, 0, 'off', { maxSidleWork: VARIANT_SIDLE_WORK })).toBe(offsideOf(s));
  }, WALL);

  it('revives-even (1,1|1,1)_9 (3,023 positions): simplified sides, the forms main\'s engine printed, a draw, offside = −onside as values', () => {
    // expected text: main's engine before this work, run 2026-11-23 with maxSidleWork 4·10⁸ (73 s
    // of CPU then; docs/loopy-variants.md records the simplified sides of 27 nodes each)
    const v = VARIANTS['revives-even']!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 9, v), v);
    expect(r.graphSize).toBe(3023);
    expect(r.kind).toBe('simplified');
    expect(r.outcome).toBe('D');
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    expect(formatLoopy(r.value!)).toBe("{0||0|{0||||0|||0||{{0||||0|||0||0|*,^}|{0|||0||0|*,^},{{0||||0|||0||0|*,^}|{0|||0||0|*,^},{0|||0||0|*,^||||{0||0|*,^},{0||0|*,^|||a{*|||0|0,*,{{*|v3},a|0}||0}}}}},{0|{0||||0|||0||0|*,^},{{0||||0|||0||0|*,^}|{0|||0||0|*,^},{0|||0||0|*,^||||{0||0|*,^},{0||0|*,^|||b{*|||0|0,*,{{*|v3},b|0}||0}}}}}|v*}} & {{^*|{{*,v|0||0|||0},{{*,v|0||0|||0},{{*,v|0||0},{a{0||0,*,{0|{^3|*},a}|0|||*}|||*,v|0||0}||||*,v|0||0|||0}|{*,v|0||0|||0||||0}}|{*,v|0||0|||0||||0}},{{*,v|0||0|||0||||0},{{*,v|0||0|||0},{{*,v|0||0},{b{0||0,*,{0|{^3|*},b}|0|||*}|||*,v|0||0}||||*,v|0||0|||0}|{*,v|0||0|||0||||0}}|0}||0|||0||||0}|0||0}");
    const on = anyOnside(r.value!);
    const off = anyOffside(r.value!);
    expect(sideValueLeq(off, negSide(on), 'off') && sideValueLeq(negSide(on), off, 'off')).toBe(true);
  }, WALL);

  // The two openings of 4,354 positions: the graph to compare has 4,225 (4,208) nodes, past the
  // engine's default maxPairs (16·10⁶) but within the variant tables' VARIANT_MAX_PAIRS (2·10⁷)
  // and VARIANT_SIDLE_WORK (6·10⁷), so the tables' defaults value them; about 17 and 20 s.
  it('revives (1,1|1,1)_10 (4,354 positions), at the tables\' defaults: 1over & -1under, a draw as the retrograde analysis says', () => {
    // expected value: main's engine with maxSidleWork 4e8 and maxPairs 2e7 (docs/loopy-variants.md,
    // 2026-11-23, 62 s of CPU then)
    const v = VARIANTS.revives!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 10, v), v);
    expect(r.graphSize).toBe(4354);
    expect(r.kind).toBe('sided');
    expect(r.outcome).toBe('D');
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    const s = stopperSidedOf(r.value!);
    expect(offsideOf(s)).toBe(negAny(onsideOf(s)));
    expect(formatLoopy(s)).toBe('1over & -1under');
  }, WALL);

  it('revives-even (1,1|1,1)_10 (4,354 positions), at the tables\' defaults: simplified sides, the forms main\'s engine printed, a draw', () => {
    // expected text: main's engine before this work, run 2026-11-23 with maxSidleWork 4e8 and
    // maxPairs 2e7 (174.5 s of CPU then; docs/loopy-variants.md records 47 nodes each)
    const v = VARIANTS['revives-even']!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 10, v), v);
    expect(r.graphSize).toBe(4354);
    expect(r.kind).toBe('simplified');
    expect(r.outcome).toBe('D');
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    expect(formatLoopy(r.value!)).toBe("{0|{0||0|{0|{0|{0|{^5|^4*,{^4*|^3,{^3|^^*,{^^*|a{*|||0|0,{{*|||v[on]|0||0},a|0},{0||{*|||v[on]|0||0},a|0}||0}}}}},{^4*|^3,{^4*|^3,{^3|^^*,{^^*|b{*|||0|0,{{*|||v[on]|0||0},b|0},{0||{*|||v[on]|0||0},b|0}||0}}}}}},{0||^4*|^3,{^3,^4*,{^4*|^3,{^3|^^*,{^^*|c{*|||0|0,{{*|||v[on]|0||0},c|0},{0||{*|||v[on]|0||0},c|0}||0}}}}|*}}},{0|{0|{^5|^4*,{^4*|^3,{^3|^^*,{^^*|d{*|||0|0,{{*|||v[on]|0||0},d|0},{0||{*|||v[on]|0||0},d|0}||0}}}}},{^4*|^3,{^4*|^3,{^3|^^*,{^^*|e{*|||0|0,{{*|||v[on]|0||0},e|0},{0||{*|||v[on]|0||0},e|0}||0}}}}}},{0|^5,{^5|^4*,{^4*|^3,{^3|^^*,{^^*|f{*|||0|0,{{*|||v[on]|0||0},f|0},{0||{*|||v[on]|0||0},f|0}||0}}}}}}}},{0||||0|||0||^5,{^5|^4*,{^4*|^3,{^3|^^*,{^^*|g{*|||0|0,{{*|||v[on]|0||0},g|0},{0||{*|||v[on]|0||0},g|0}||0}}}}},{^4*|^3,{^4*|^3,{^3|^^*,{^^*|h{*|||0|0,{{*|||v[on]|0||0},h|0},{0||{*|||v[on]|0||0},h|0}||0}}}}}|v*}},{0||||0|||0||0|{0||||0|||0||0|^^*,{pass|^*}}}} & {{{vv*,{v*|pass}|0||0|||0||||0}|0||0|||0||||0},{{{{{v3,{v3,{vv*,{a{0||0,{0|a,{0||0|^[on]|||*}},{0|a,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v4*},{v4*,{v3,{vv*,{b{0||0,{0|b,{0||0|^[on]|||*}},{0|b,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v5}|0},{v3,{*|v4*,v3,{v3,{vv*,{c{0||0,{0|c,{0||0|^[on]|||*}},{0|c,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}}|v4*||0}|0},{{v5,{v4*,{v3,{vv*,{d{0||0,{0|d,{0||0|^[on]|||*}},{0|d,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v5}|0},{{v3,{v3,{vv*,{e{0||0,{0|e,{0||0|^[on]|||*}},{0|e,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v4*},{v4*,{v3,{vv*,{f{0||0,{0|f,{0||0|^[on]|||*}},{0|f,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v5}|0}|0}|0},{^*|v5,{v3,{v3,{vv*,{g{0||0,{0|g,{0||0|^[on]|||*}},{0|g,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v4*},{v4*,{v3,{vv*,{h{0||0,{0|h,{0||0|^[on]|||*}},{0|h,{0||0|^[on]|||*}||0}|0|||*}|vv*}|v3}|v4*}|v5}||0|||0||||0}|0||0}|0}");
    const on = anyOnside(r.value!);
    const off = anyOffside(r.value!);
    expect(sideValueLeq(off, negSide(on), 'off') && sideValueLeq(negSide(on), off, 'off')).toBe(true);
  }, WALL);

  it('the openings of 4,354 positions are past the loopy engine\'s default maxPairs (unresolved, not guessed)', () => {
    const v = VARIANTS.revives!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 10, v), v, { maxPairs: DEFAULT_MAX_PAIRS });
    expect(r.kind).toBe('unresolved');
    expect(r.note).toMatch(/maxPairs/);
    expect(r.outcome).toBe('D');
  }, WALL);

  it('rollover-revives-even (1,1|1,1)_8: the offside the long way is minus the onside', () => {
    const v = VARIANTS['rollover-revives-even']!;
    const r = variantResult(variantPosition([1, 1], [1, 1], 8, v), v);
    const g = openingGraph('rollover-revives-even', 8);
    expect(anySideOfWork(g, undefined, 0, 'off', { maxSidleWork: VARIANT_SIDLE_WORK })).toBe(negAny(onsideOf(stopperSidedOf(r.value!))));
  }, WALL);
});

describe('a symmetric game\'s offside from its onside (−(G⁺) = (−G)⁻)', () => {
  it('negationPartners: a node\'s partner is a node of its negative\'s game (hand-made graphs)', () => {
    // nodes: 0 = {1 | 2}, 1 = {0 | }, 2 = { | 0} (a loop through a symmetric pair: 2 is −1 and 0 is
    // its own negative, {1 | 2} with 1 and 2 swapped by −); 3 = {3 | } = on, which has no negative here
    const g = GameGraph.from({ left: [[1], [0], [], [3]], right: [[2], [], [0], []] });
    const p = negationPartners(g, new Int32Array(4), new Int32Array(4), [0, 1, 2, 3]);
    expect([...p]).toEqual([0, 2, 1, -1]);
  });

  // the openings (1,1|1,1)_n of every variant for n = 5..7: each side the long way (the sidling
  // for that side alone) against the value the engine gives through the theorem
  for (const name of ['rollover', 'rollover-splits', 'revives', 'revives-even', 'rollover-revives', 'rollover-revives-even']) {
    it(`${name} (1,1|1,1)_n, n = 5..7: the offside by the theorem is the offside by its own sidling`, () => {
      for (let n = 5; n <= 7; n++) {
        const g = openingGraph(name, n);
        const want = anyOffside(anyValuesOfWork(g, undefined, [0])[0]!);
        const off = anySideOfWork(g, undefined, 0, 'off', {});
        if (off instanceof Stopper) expect(want).toBe(off);
        else expect(sideValueLeq(off, want, 'off') && sideValueLeq(want, off, 'off')).toBe(true);
      }
    }, WALL);
  }
});
