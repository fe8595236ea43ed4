/**
 * Random positions of the graph games, and their values by the plain rules: the generic Solver
 * over the positions as CGSuite holds them (each move exactly as CGSuite makes it), keyed by their
 * printed text, with no components, no closed forms and no symmetry, to check the fast paths.
 */
import fc from 'fast-check';
import type { Game } from '../../../src/engine/game.js';
import { type Ruleset, Solver, type ValueAlgebra } from '../../../src/engine/solver.js';
import { LabelledGraph } from '../../../src/games/graph-string/graph.js';
import { formatGraphString } from '../../../src/games/graph-string/text.js';

/** The plain value of a position of a partizan graph game with these moves. */
export function plainValue(g: LabelledGraph, moves: (g: LabelledGraph, player: 'L' | 'R') => LabelledGraph[]): Game {
  const rules: Ruleset<LabelledGraph> = { options: moves, key: formatGraphString };
  return new Solver(rules).value(g);
}

/** The plain nim value of a position of an impartial graph game with these moves. */
export function plainNim(g: LabelledGraph, moves: (g: LabelledGraph) => LabelledGraph[]): number {
  const mex: ValueAlgebra<number> = {
    name: 'mex',
    fromOptions: (l) => {
      let m = 0;
      while (l.includes(m)) m++;
      return m;
    },
  };
  const rules: Ruleset<LabelledGraph, number> = { options: (p) => moves(p), key: formatGraphString };
  return new Solver(rules, { algebra: mex }).value(g);
}

/**
 * A random graph of up to `maxN` vertices with labels drawn from `labels` and edges (loops and
 * parallel edges included when `multi`) labelled from `edgeLabels`.
 */
export function arbitraryGraph(maxN: number, labels: readonly string[], edgeLabels: readonly string[], multi = true, maxEdges = 2 * maxN): fc.Arbitrary<LabelledGraph> {
  return fc
    .record({
      n: fc.integer({ min: 1, max: maxN }),
      labels: fc.array(fc.constantFrom(...labels), { minLength: maxN, maxLength: maxN }),
      edges: fc.array(fc.record({ a: fc.nat(maxN - 1), b: fc.nat(maxN - 1), label: fc.constantFrom(...edgeLabels) }), { maxLength: maxEdges }),
    })
    .map(({ n, labels: ls, edges }) => {
      const es = edges.map((e) => ({ a: e.a % n, b: e.b % n, label: e.label })).filter((e) => multi || e.a !== e.b);
      const seen = new Set<string>();
      const simple = multi
        ? es
        : es.filter((e) => {
            const k = `${Math.min(e.a, e.b)},${Math.max(e.a, e.b)}`;
            if (seen.has(k)) return false;
            seen.add(k);
            return true;
          });
      return LabelledGraph.fromEdges(ls.slice(0, n), simple);
    });
}

/** The graph with its vertices renumbered by the permutation `perm` (vertex v becomes perm[v]), lists shuffled too. */
export function permuted(g: LabelledGraph, perm: readonly number[]): LabelledGraph {
  const labels = new Array<string>(g.size);
  g.labels.forEach((l, v) => (labels[perm[v]!] = l));
  const edges = g.edges().map(({ a, b, label }) => ({ a: perm[a]!, b: perm[b]!, label }));
  edges.reverse();
  return LabelledGraph.fromEdges(labels, edges);
}

/** A random permutation of 0..n−1 from a origin list. */
export function permutationOf(n: number, draws: readonly number[]): number[] {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = (draws[i % draws.length] ?? 0) % (i + 1);
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}
