/**
 * Properties of the loopy-values engine over random short games, random plumtrees and random
 * small graphs (fast-check). Expected relations are the algebra of games (Siegel, Combinatorial
 * Game Theory, AMS 2013, VI.3–VI.4: stoppers form a partially ordered set; sums of stoppers whose
 * graphs are stoppers are commutative and associative, 0 is neutral, negation an involution;
 * simplest forms are unique, so the canonical form of a canonical form is itself), and the short
 * engine for short games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, neg } from '../../src/values/ops.js';
import { zero } from '../../src/engine/constructors.js';
import { Game } from '../../src/engine/game.js';
import { arbitraryGame } from '../../src/testing/arbitrary.js';
import { formatAny, parseLoopy } from '../../src/notation/index.js';
import {
  type LoopyValue,
  LoopyBuilder,
  Stopper,
  fromGame,
  loopyOf,
  toGame,
  valuesOfGraph,
} from '../../src/loopy/index.js';
import { addAny, leqAny, negAny } from '../../src/loopy/simplified.js';
import { compareSimplified } from '../../src/values/deprecated.js';
import { stopperGraph } from '../../src/loopy/stopper.js';

/** A stopper built by a recipe: each node has options among earlier nodes and maybe a pass. */
interface PlumRecipe {
  steps: { left: number[]; right: number[]; pass: 'none' | 'L' | 'R' }[];
}
const recipe = (passes: ('none' | 'L' | 'R')[]): fc.Arbitrary<PlumRecipe> =>
  fc.record({
    steps: fc.array(
      fc.record({
        left: fc.array(fc.nat(), { maxLength: 2 }),
        right: fc.array(fc.nat(), { maxLength: 2 }),
        pass: fc.constantFrom(...passes),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  });

/**
 * The value of a random plumtree: a tree of options with passes (self-loops). No node has both a
 * Left and a Right pass, so there is no infinite alternating play: it is a stopper.
 */
function plumtree(r: PlumRecipe): Stopper {
  const b = new LoopyBuilder();
  const nodes: number[] = [b.node()]; // node 0 = 0
  for (const s of r.steps) {
    const v = b.node();
    const pick = (i: number): number => nodes[i % nodes.length]!;
    const L = s.left.map(pick);
    const R = s.right.map(pick);
    if (s.pass === 'L') L.push(v);
    if (s.pass === 'R') R.push(v);
    b.setOptions(v, L, R);
    nodes.push(v);
  }
  const val = b.value(nodes[nodes.length - 1]!);
  if (!(val instanceof Stopper)) throw new Error('a plumtree without double passes is a stopper');
  return val;
}

const anyPlum = recipe(['none', 'L', 'R']).map(plumtree);
/** Plumtrees with Left passes only: sums of these are stoppers (Right's moves always progress). */
const leftPlum = recipe(['none', 'L']).map(plumtree);

describe('short games through the loopy engine', () => {
  it('the same value and order as the short engine', () => {
    fc.assert(
      fc.property(arbitraryGame(), arbitraryGame(), (g, h) => {
        const sg = fromGame(g);
        expect(toGame(sg)).toBe(g);
        expect(compareSimplified(sg, fromGame(h))).toBe(compare(g, h));
        const sum = addAny(sg, fromGame(h));
        expect(sum).toBe(fromGame(add(g, h)));
        expect(negAny(sg)).toBe(fromGame(neg(g)));
      }),
      { numRuns: 60 },
    );
  });
  it('a short game given as an explicit graph (no short values) gets its canonical form', () => {
    fc.assert(
      fc.property(arbitraryGame({ maxSteps: 4 }), (g) => {
        const index = new Map<Game, number>([[g, 0]]);
        const list: Game[] = [g];
        for (let i = 0; i < list.length; i++)
          for (const o of [...list[i]!.leftOptions, ...list[i]!.rightOptions]) if (!index.has(o)) { index.set(o, list.length); list.push(o); }
        const [v] = valuesOfGraph(
          { size: list.length, left: (k) => list[k]!.leftOptions.map((o) => index.get(o)!), right: (k) => list[k]!.rightOptions.map((o) => index.get(o)!) },
          [0],
        );
        expect(v).toBe(fromGame(g));
      }),
      { numRuns: 40 },
    );
  });
});

describe('random plumtrees', () => {
  it('canonical form is idempotent and printing parses back to the same object', () => {
    fc.assert(
      fc.property(anyPlum, (s) => {
        const { graph, nodes } = stopperGraph([s]);
        const again = valuesOfGraph({ size: graph.size, left: (v) => graph.left(v), right: (v) => graph.right(v) }, [0]);
        expect(again[0]).toBe(s);
        expect(nodes[0]).toBe(s);
        const back = parseLoopy(formatAny(s));
        expect(loopyOf(back)).toBe(s);
      }),
      { numRuns: 60 },
    );
  });
  it('comparison is reflexive and transitive; negation is an involution and reverses order', () => {
    fc.assert(
      fc.property(anyPlum, anyPlum, anyPlum, (a, b, c) => {
        expect(leqAny(a, a)).toBe(true);
        if (leqAny(a, b) && leqAny(b, c)) expect(leqAny(a, c)).toBe(true);
        expect(negAny(negAny(a))).toBe(a);
        expect(leqAny(negAny(b), negAny(a))).toBe(leqAny(a, b));
        // equal values are one object
        if (leqAny(a, b) && leqAny(b, a)) expect(a).toBe(b);
      }),
      { numRuns: 60 },
    );
  });
  it('sums (Left passes only, so sums are stoppers): commutative, associative, 0 neutral', () => {
    const z: LoopyValue = fromGame(zero);
    fc.assert(
      fc.property(leftPlum, leftPlum, leftPlum, (a, b, c) => {
        const ab = addAny(a, b);
        expect(ab).toBeInstanceOf(Stopper);
        expect(addAny(b, a)).toBe(ab);
        expect(addAny(ab, c)).toBe(addAny(a, addAny(b, c)));
        expect(addAny(a, z)).toBe(a);
      }),
      { numRuns: 30 },
    );
  });
});
