/**
 * The ruleset Solver on loopy rulesets: cycle detection, the position graph, and the retrograde
 * outcomes of the loopy bridge on games whose outcomes are derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { CycleError, Solver, type Ruleset } from '../../../src/engine/solver.js';
import { PartizanError } from '../../../src/engine/errors.js';
import { game } from '../../../src/engine/canonical.js';
import { num, star, zero } from '../../../src/engine/constructors.js';
import { GameGraphError, firstPlayerOutcomes, loopyOutcomeClass } from '../../../src/games/loopy-bridge.js';
import { rulesetGraph } from '../../../src/graph/index.js';

/** Subtraction game where Left removes 1 or 2 and Right removes 2 or 3 (the Solver's own example). */
const sub: Ruleset<number> = {
  options: (n, p) => (p === 'L' ? [1, 2] : [2, 3]).filter((k) => k <= n).map((k) => n - k),
  key: (n) => n,
};

/** A ruleset given by a table: positions are names, options listed per player. */
function tableRules(t: Record<string, [string[], string[]]>): Ruleset<string> {
  return { options: (p, who) => t[p]![who === 'L' ? 0 : 1], key: (p) => p };
}

describe('Solver cycle detection', () => {
  it('a short ruleset: value() unchanged, rulesetGraph() has no loopy node and the same values', () => {
    const s = new Solver(sub);
    const g = rulesetGraph(s, 7);
    expect(g.loopyNodes).toBe(0);
    const fresh = new Solver(sub);
    for (let i = 0; i < g.positions.length; i++) expect(g.values[i]).toBe(fresh.value(g.positions[i]!));
    // 1 = {0 | }: Left takes 1, Right cannot take 2 or 3 (hand derivation).
    expect(fresh.value(1)).toBe(num(1));
  });

  it('on = {on | } (Siegel, CGT VI.1): value() throws a CycleError; its graph has one loopy node', () => {
    const rules = tableRules({ on: [['on'], []] });
    const s = new Solver(rules);
    let err: unknown;
    try {
      s.value('on');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CycleError);
    expect(err).toBeInstanceOf(PartizanError);
    expect((err as CycleError).code).toBe('CYCLE');
    expect((err as CycleError).message).toMatch(/graph/);
    const g = rulesetGraph(s, 'on');
    expect(g.graph.toLists().left).toEqual([[0]]);
    expect(g.graph.toLists().right).toEqual([[]]);
    expect(g.loopyNodes).toBe(1);
    // The solver stays usable after a CycleError.
    expect(s.size).toBe(0);
  });

  it('a long cycle is found without recursion (100,000 positions)', () => {
    const N = 100_000;
    const rules: Ruleset<number> = { options: (n, p) => (p === 'L' ? [(n + 1) % N] : []), key: (n) => n };
    expect(() => new Solver(rules).value(0)).toThrow(CycleError);
    const g = rulesetGraph(new Solver(rules), 0);
    expect(g.positions.length).toBe(N);
    expect(g.loopyNodes).toBe(N);
  });

  it('a position shared by two lines of play is not a cycle', () => {
    // a -> b, a -> c, b -> d, c -> d: a diamond, short. d = 0; b = {d|} = 1; c = {|d} = -1; a = {b|c} = {1|-1} = ±1.
    const rules = tableRules({ a: [['b'], ['c']], b: [['d'], []], c: [[], ['d']], d: [[], []] });
    expect(new Solver(rules).value('a')).toBe(game([num(1)], [num(-1)]));
  });

  it('the graph keeps short values below a loop: x = {0 | loop}, loop = {x | x}', () => {
    const rules = tableRules({ x: [['z'], ['loop']], loop: [['x'], ['x']], z: [[], []], s: [['z'], ['z']] });
    const g = rulesetGraph(new Solver(rules), 'x');
    const at = (k: string) => g.keys.indexOf(k);
    expect(g.values[at('z')]).toBe(zero);
    expect(g.values[at('x')]).toBeUndefined();
    expect(g.values[at('loop')]).toBeUndefined();
    expect(new Solver(rules).value('s')).toBe(star);
  });
});

describe('retrograde outcomes of a game graph', () => {
  it('on = {on|} is L, off = {|off} is R, dud = {dud|dud} is D (Siegel, CGT VI.1, by hand)', () => {
    // on: Left moving first moves to on, and Right, to move, has no move: Left wins. Right moving first has no move.
    // dud: every play is infinite: a draw with either first player.
    const g = { left: [[0], [], [2]], right: [[], [1], [2]] };
    const o = firstPlayerOutcomes(g);
    expect(loopyOutcomeClass(o.leftFirst[0]!, o.rightFirst[0]!)).toBe('L');
    expect(loopyOutcomeClass(o.leftFirst[1]!, o.rightFirst[1]!)).toBe('R');
    expect(loopyOutcomeClass(o.leftFirst[2]!, o.rightFirst[2]!)).toBe('D');
  });

  it('over = {0 | pass} (Siegel VI.1) is L', () => {
    // Node 0 = over, node 1 = 0. Left moving first moves to 0 and Right cannot move: Left wins.
    // Right moving first can only pass (back to over with Left to move), and Left moves to 0: Right loses.
    const o = firstPlayerOutcomes({ left: [[1], []], right: [[0], []] });
    expect(loopyOutcomeClass(o.leftFirst[0]!, o.rightFirst[0]!)).toBe('L');
  });

  it('{pass | 0} is R, and a node where only Right can prolong play is NHat (by hand)', () => {
    // Node 0: Left's only move is to node 0 itself (a pass), Right's only move is to node 1 = 0.
    // Left moving first passes; Right then moves to 0 and Left cannot move: Left loses.
    // Right moving first moves to 0 and Left cannot move: Right wins. So the node is R.
    const o = firstPlayerOutcomes({ left: [[0], []], right: [[1], []] });
    expect(o.leftFirst[0]).toBe('lose');
    expect(o.rightFirst[0]).toBe('win');
    // Node 0 = {0 | node 1}, node 1 = {node 0 | node 0}: Left moving first at node 0 wins (to 0).
    // Right moving first at node 0 goes to node 1 with Left to move; Left's only move is back to
    // node 0 with Right to move, and so on: Right never wins (Left always can return) — but can
    // Left win? From node 1 Left must go to node 0 (Right to move), where Right goes to node 1 again.
    // Infinite play: a draw. So (Left first, Right first) = (Left wins, draw) = NHat.
    const p = firstPlayerOutcomes({ left: [[2], [0], []], right: [[1], [0], []] });
    expect(loopyOutcomeClass(p.leftFirst[0]!, p.rightFirst[0]!)).toBe('NHat');
  });

  it('short leaves count by their outcome; bad graphs are a GameGraphError', () => {
    const o = firstPlayerOutcomes({ left: [[1], []], right: [[], []], values: [undefined, star] });
    // Left moves to * with Right to move: Right moves to 0 and wins. Right moving first cannot move.
    expect(o.leftFirst[0]).toBe('lose');
    expect(o.rightFirst[0]).toBe('lose');
    expect(() => firstPlayerOutcomes({ left: [[5]], right: [[]] })).toThrow(GameGraphError);
    expect(() => firstPlayerOutcomes({ left: [[]], right: [] })).toThrow(GameGraphError);
  });
});

describe('Solver cycle detection on random graphs (fast-check)', () => {
  it('value() throws a CycleError exactly at the positions that reach a cycle, and otherwise agrees with rulesetGraph()', async () => {
    const fc = (await import('fast-check')).default;
    // A random game graph on up to 9 nodes: each node lists up to 3 Left and up to 3 Right successors.
    const arbGraph = fc.integer({ min: 1, max: 9 }).chain((n) =>
      fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 })), { minLength: n, maxLength: n }),
    );
    fc.assert(
      fc.property(arbGraph, (nodes) => {
        const rules: Ruleset<number> = { options: (v, p) => nodes[v]![p === 'L' ? 0 : 1], key: (v) => v };
        const g = rulesetGraph(new Solver(rules), 0);
        for (let i = 0; i < g.positions.length; i++) {
          const fresh = new Solver(rules);
          let thrown = false;
          let v;
          try {
            v = fresh.value(g.positions[i]!);
          } catch (e) {
            expect(e).toBeInstanceOf(CycleError);
            thrown = true;
          }
          expect(thrown).toBe(g.values[i] === undefined);
          if (!thrown) expect(v).toBe(g.values[i]);
        }
        // The graph is closed under moves and lists every reachable position once.
        expect(new Set(g.keys).size).toBe(g.positions.length);
      }),
      { numRuns: 300, seed: 9 },
    );
  });
});

describe('retrograde outcomes against the loopy engine on random graphs (fast-check)', () => {
  it("wherever the engine values a node, its outcome class (from the value's stops, Siegel VI.4) is the retrograde one", async () => {
    const fc = (await import('fast-check')).default;
    const { nodeValue } = await import('../../../src/games/loopy-bridge.js');
    const { outcomeClass } = await import('../../../src/loopy/index.js');
    const arbGraph = fc.integer({ min: 1, max: 7 }).chain((n) =>
      fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 2 }), fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 2 })), { minLength: n, maxLength: n }),
    );
    let valued = 0;
    fc.assert(
      fc.property(arbGraph, (nodes) => {
        const g = { left: nodes.map((x) => x[0]), right: nodes.map((x) => x[1]) };
        const o = firstPlayerOutcomes(g);
        for (let v = 0; v < nodes.length; v++) {
          const nv = nodeValue(g, v);
          if (nv.value === undefined) continue;
          valued++;
          expect(outcomeClass(nv.value)).toBe(loopyOutcomeClass(o.leftFirst[v]!, o.rightFirst[v]!));
        }
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(valued).toBeGreaterThan(300);
  });
});
