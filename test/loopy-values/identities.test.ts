/**
 * Identities of loopy games, each with its source, and hand derivations written out.
 *
 * Pages: Siegel, *Combinatorial Game Theory* (AMS 2013) is cited here by chapter and section
 * (VI.1 to VI.5) and *Winning Ways* by chapter (11), because no source we can name shows the page
 * of these statements; the two statements of Chapter VI with a known page, Figure VI.3.2 (p. 308)
 * and Exercise VI.5.1 (p. 331), are checked in siegel-pages.test.ts. docs/loopy-values.md has the
 * table of every identity, its source, its page where known, and its test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { num, star, zero } from '../../src/engine/constructors.js';
import {
  type LoopyValue,
  Stopper,
  downsum,
  upsum,
  valuesOfGraph,
  valuesOfGraphPartial,
  DUD,
  OFF,
  ON,
  OVER,
  TIS,
  TISN,
  UNDER,
  UPON,
  fromGame,
  isIdempotent,
  offsideOf,
  onsideOf,
  sided,
} from '../../src/loopy/index.js';
import { leqAny, addAny, negAny } from '../../src/loopy/simplified.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { parseLoopy } from '../../src/notation/index.js';
import { GameGraph, isStopperGraph } from '../../src/graph/index.js';

/** A game graph by its lists (the tests build them by hand and read them into a GameGraph). */
type WorkGraph = { left: number[][]; right: number[][] };
import { stopperGraph } from '../../src/loopy/stopper.js';

describe('definitions (CGSuite constants.cgs and its loopy-games tutorial; Siegel VI.1)', () => {
  it('on = {pass|}, off = {|pass}, over = {0|pass}, under = {pass|0}, upon = {pass|*}', () => {
    expect(parseLoopy('{pass|}')).toBe(ON);
    expect(parseLoopy('{|pass}')).toBe(OFF);
    expect(parseLoopy('{0|pass}')).toBe(OVER);
    expect(parseLoopy('a{0|a}')).toBe(OVER); // the tutorial: "a{0|a} is equivalent to {0|pass}"
    expect(parseLoopy('{pass|0}')).toBe(UNDER);
    expect(parseLoopy('{pass|*}')).toBe(UPON);
  });
  it('under = −over, off = −on (negation exchanges Left and Right)', () => {
    expect(negAny(OVER)).toBe(UNDER);
    expect(negAny(ON)).toBe(OFF);
  });
  it('tis = {tisn|} = 1 & 0 and tisn = {|tis} = 0 & −1 (Winning Ways ch. 11; CGSuite SidedValueTestCase a{{|a}|})', () => {
    expect(TIS).toBe(sided(fromGame(num(1)), fromGame(zero)));
    expect(TISN).toBe(sided(fromGame(zero), fromGame(num(-1))));
    expect(negAny(TIS)).toBe(TISN);
  });
  it('dud = on & off', () => {
    expect(onsideOf(DUD)).toBe(ON);
    expect(offsideOf(DUD)).toBe(OFF);
  });
});

describe('sums', () => {
  it('on + off = dud (CGSuite loopy-games tutorial: "on + off", shown as dud = on & off)', () => {
    expect(addAny(ON, OFF)).toBe(DUD);
  });
  it('on, off, over, dud are idempotent (CGSuite test cases: IsIdempotent true)', () => {
    for (const g of [ON, OFF, OVER, DUD]) expect(isIdempotent(g)).toBe(true);
  });
  it('the onside of a sum is the upsum of the onsides (Siegel VI.4): (1 & 0) + (1 & 0) has onside 2, offside 0', () => {
    // The sides of tis are the short games 1 and 0; upsum and downsum of short games are their sums.
    const t2 = addAny(TIS, TIS) as LoopyValue;
    expect(onsideOf(t2)).toBe(fromGame(num(2)));
    expect(offsideOf(t2)).toBe(fromGame(zero));
  });
});

describe('order (hand derivations)', () => {
  it('over > 0', () => {
    // over − 0 = over, Left second: Right's only move is the pass to over; Left moves to 0 and
    // Right has no move. So Left survives: over ≥ 0. In 0 − over = under with Left second, Right
    // moves to 0 and Left has no move: not 0 ≥ over.
    expect(compareSimplified(OVER, fromGame(zero))).toBe('>');
  });
  it('over < 1/64', () => {
    // 1/64 − over = 1/64 + under, Left second. Right moving in the number only raises it
    // (1/64 → 1/32 → … → 1, which has no Right move), and Left answers by passing in under; Right
    // moving under → 0 leaves a positive number. Left survives: over ≤ 1/64. In over − 1/64 with
    // Left second, Right passes in over whenever Left moves in −1/64 (which falls to −1, where
    // Left has no move), and when Left moves over → 0 a negative number is left: Right wins, so
    // not 1/64 ≤ over.
    expect(compareSimplified(OVER, fromGame(num('1/64')))).toBe('<');
  });
  it('on > every short game and off < every short game (Siegel VI.1: on = {on|} beats any finite play)', () => {
    for (const g of [zero, star, num(100), num(-3)]) {
      expect(compareSimplified(ON, fromGame(g))).toBe('>');
      expect(compareSimplified(OFF, fromGame(g))).toBe('<');
    }
  });
  it('sided comparison: G ≥ H iff G⁺ ≥ H⁺ and G⁻ ≥ H⁻ (Siegel VI.4): tis > 0 > tisn, dud ‖ 0', () => {
    expect(compareSimplified(TIS, fromGame(zero))).toBe('>'); // 1 ≥ 0 and 0 ≥ 0, not both ≤
    expect(compareSimplified(TISN, fromGame(zero))).toBe('<');
    expect(compareSimplified(DUD, fromGame(zero))).toBe('||'); // on > 0 but off < 0
  });
});

// ---------------------------------------------------------------------------------------------
// The identities the engine relies on, checked over random small game graphs (fast-check). Each
// check computes one side of the identity independently of the other: the value of a graph built
// explicitly (the mirrored graph, the graph of the sum) against the engine's formula for it.
// Page numbers: none could be confirmed for these statements (docs/loopy-values.md, "Siegel's
// Chapter VI: what is cited, and with which page").

/** A random game graph of 1..maxNodes nodes, each with up to 2 Left and 2 Right moves (passes allowed). */
const arbGraph = (maxNodes: number): fc.Arbitrary<WorkGraph> =>
  fc.integer({ min: 1, max: maxNodes }).chain((m) =>
    fc
      .tuple(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 2 }), { minLength: m, maxLength: m }),
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: 2 }), { minLength: m, maxLength: m }),
      )
      .map(([left, right]) => ({ left, right })),
  );

/** The value of node 0 of a graph, or undefined when its sides are not stoppers for this engine. */
const valueAt0 = (g: WorkGraph): LoopyValue | undefined =>
  valuesOfGraphPartial({ size: g.left.length, left: (v) => g.left[v]!, right: (v) => g.right[v]! }, [0])[0];

/** The graph of the disjunctive sum G + H: node (i, j) is i·|H| + j; a move is a move in one component. */
function productGraph(g: WorkGraph, h: WorkGraph): WorkGraph {
  const n = h.left.length;
  const left: number[][] = [];
  const right: number[][] = [];
  for (let i = 0; i < g.left.length; i++)
    for (let j = 0; j < n; j++) {
      left.push([...g.left[i]!.map((x) => x * n + j), ...h.left[j]!.map((y) => i * n + y)]);
      right.push([...g.right[i]!.map((x) => x * n + j), ...h.right[j]!.map((y) => i * n + y)]);
    }
  return { left, right };
}

describe('identities over random small graphs', () => {
  it('negation: the mirrored graph (Left and Right exchanged) has value −(G⁺ & G⁻) = (−G⁻) & (−G⁺) (Siegel VI.4)', () => {
    let sidedSeen = 0;
    fc.assert(
      fc.property(arbGraph(5), (g) => {
        const v = valueAt0(g);
        fc.pre(v !== undefined);
        if (!(v instanceof Stopper)) sidedSeen++;
        const mirrored = valueAt0({ left: g.right, right: g.left });
        expect(mirrored).toBe(negAny(v!));
      }),
      { numRuns: 150 },
    );
    expect(sidedSeen).toBeGreaterThan(0); // the identity was exercised on sided values, not only stoppers
  });

  it('sums: the graph of G + H has onside G⁺ ⊕ H⁺ (upsum) and offside G⁻ ⊖ H⁻ (downsum) (Siegel VI.4)', () => {
    // addAny computes a sum of sided values from the sides alone; here the whole sum graph is
    // valued instead, so the identity (G + H)⁺ = G⁺ ⊕ H⁺, (G + H)⁻ = G⁻ ⊖ H⁻ is really checked.
    let sidedSeen = 0;
    fc.assert(
      fc.property(arbGraph(3), arbGraph(3), (g, h) => {
        const a = valueAt0(g);
        const b = valueAt0(h);
        fc.pre(a !== undefined && b !== undefined);
        const whole = valueAt0(productGraph(g, h));
        fc.pre(whole !== undefined);
        if (!(a instanceof Stopper) || !(b instanceof Stopper)) sidedSeen++;
        expect(onsideOf(whole!)).toBe(upsum(onsideOf(a!), onsideOf(b!)));
        expect(offsideOf(whole!)).toBe(downsum(offsideOf(a!), offsideOf(b!)));
        expect(addAny(a!, b!)).toBe(whole);
      }),
      { numRuns: 80 },
    );
    expect(sidedSeen).toBeGreaterThan(0);
  });

  it('off ≤ G ≤ on and dud + G = dud for every value G (Winning Ways ch. 11: dud, the deathless universal draw, absorbs every game)', () => {
    // By hand: G ≤ on iff G⁺ ≤ on and G⁻ ≤ on, and on is the greatest stopper (Left, second in
    // on − X, answers every move by passing in on and is never without a move). dud + G has onside
    // on ⊕ G⁺ ≥ on, hence = on, and offside off ⊖ G⁻ = off likewise: dud + G = on & off = dud.
    fc.assert(
      fc.property(arbGraph(5), (g) => {
        const v = valueAt0(g);
        fc.pre(v !== undefined);
        expect(leqAny(v!, ON)).toBe(true);
        expect(leqAny(OFF, v!)).toBe(true);
        expect(addAny(DUD, v!)).toBe(DUD);
      }),
      { numRuns: 100 },
    );
  });
});

describe('canonical stoppers have no 2- or 3-cycles (Games of No Chance 3, MSRI Publ. 56, 2009: the abstract of its chapter on loopy games)', () => {
  /** Distinct nodes u, v (, w) with u → v → u or u → v → w → u, moves of either player. */
  function shortCycles(g: WorkGraph): number[][] {
    const succ = g.left.map((l, v) => new Set([...l, ...g.right[v]!]));
    const out: number[][] = [];
    for (let u = 0; u < succ.length; u++)
      for (const v of succ[u]!) {
        if (v === u) continue;
        if (succ[v]!.has(u)) out.push([u, v]);
        for (const w of succ[v]!) if (w !== u && w !== v && succ[w]!.has(u)) out.push([u, v, w]);
      }
    return out;
  }
  it('the canonical form of Figure VI.3.2 (p. 308) has a 4-cycle but none shorter; random stopper graphs with 2- and 3-cycles lose them', () => {
    // The abstract: in the canonical (simplest) form of a stopper no cycle has length 2 or 3, while
    // cycles of every length n ≥ 4 occur (Figure VI.3.2 of the book is one with n = 4).
    const fig = stopperGraph([parseLoopy('a{0||||0|||a|*||*}') as Stopper]).graph.toLists();
    expect(shortCycles(fig)).toEqual([]);
    // Random stoppers: a cycle 0 → 1 → … → k−1 → 0 of random colours, extra moves among the cycle
    // and to four short games; almost all of these inputs have a 2- or 3-cycle of their own.
    const arb = fc.record({
      k: fc.integer({ min: 2, max: 6 }),
      colour: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      extra: fc.array(fc.tuple(fc.array(fc.nat(9), { maxLength: 2 }), fc.array(fc.nat(9), { maxLength: 2 })), { minLength: 6, maxLength: 6 }),
    });
    const shorts = [zero, star, num(1), num(-1)];
    let withShortCycles = 0;
    fc.assert(
      fc.property(arb, ({ k, colour, extra }) => {
        const left: number[][] = [];
        const right: number[][] = [];
        const target = (e: number): number => (e < 4 ? k + e : (e - 4) % k);
        for (let i = 0; i < k; i++) {
          const L = new Set(extra[i]![0].map(target));
          const R = new Set(extra[i]![1].map(target));
          (colour[i] ? L : R).add((i + 1) % k);
          left.push([...L]);
          right.push([...R]);
        }
        for (let j = 0; j < 4; j++) { left.push([]); right.push([]); }
        fc.pre(isStopperGraph(GameGraph.from({ left, right })));
        if (shortCycles({ left, right }).length > 0) withShortCycles++;
        const [v] = valuesOfGraph({ size: left.length, left: (x) => left[x]!, right: (x) => right[x]!, shortValue: (x) => (x >= k ? shorts[x - k] : undefined) }, [0]);
        expect(v).toBeInstanceOf(Stopper);
        expect(shortCycles(stopperGraph([v as Stopper]).graph.toLists())).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect(withShortCycles).toBeGreaterThan(100);
  });
});
