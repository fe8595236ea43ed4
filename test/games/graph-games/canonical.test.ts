/**
 * Keys of graphs up to isomorphism (src/games/graph-string/canonical.ts): a renumbered graph gets
 * the same key, and two graphs with the same key are isomorphic (checked by trying every
 * bijection on small graphs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabelledGraph } from '../../../src/games/graph-string/graph.js';
import { LabelledGraph as Graph } from '../../../src/games/graph-string/graph.js';
import { SimpleGraph } from '../../../src/games/graph-string/simple.js';
import { HackGraph } from '../../../src/games/hackenbush/graph.js';
import { arbitraryGraph, permutationOf, permuted } from './support.js';

const code = (l: string): number => (l === 'L' ? 1 : l === 'R' ? 2 : 0);
const key = (g: LabelledGraph): string => SimpleGraph.from(g, code).key();

/** True when some bijection maps g onto h (labels and simple adjacency kept); n ≤ 7. */
function isomorphic(g: LabelledGraph, h: LabelledGraph): boolean {
  const a = SimpleGraph.from(g, code);
  const b = SimpleGraph.from(h, code);
  if (a.n !== b.n || a.edgeCount !== b.edgeCount) return false;
  const n = a.n;
  const adj = (x: SimpleGraph, u: number, v: number): boolean => {
    for (let k = x.start[u]!; k < x.start[u + 1]!; k++) if (x.to[k] === v) return true;
    return false;
  };
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  // an explicit stack of choices (n ≤ 7)
  const tryFrom = (i: number): boolean => {
    if (i === n) return true;
    for (let v = 0; v < n; v++) {
      if (used[v] || a.labels[i] !== b.labels[v]) continue;
      let ok = true;
      for (let j = 0; j < i && ok; j++) if (adj(a, i, j) !== adj(b, v, perm[j]!)) ok = false;
      if (!ok) continue;
      used[v] = true;
      perm[i] = v;
      if (tryFrom(i + 1)) return true;
      used[v] = false;
    }
    return false;
  };
  return tryFrom(0);
}

describe('keys up to isomorphism', () => {
  it('a renumbered graph has the same key (fast-check, up to 10 vertices)', () => {
    fc.assert(
      fc.property(arbitraryGraph(10, ['', '', 'L', 'R'], [''], false, 18), fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (g, draws) => {
        expect(key(permuted(g, permutationOf(g.size, draws)))).toBe(key(g));
      }),
      { numRuns: 400 },
    );
  });
  it('symmetric graphs: cycles, cliques, stars, grids and their renumberings', () => {
    for (const g of [Graph.cycle(12), Graph.clique(7), Graph.star(9)]) {
      for (let s = 1; s < 5; s++) expect(key(permuted(g, permutationOf(g.size, [s * 7, s * 13, s * 5, s * 11])))).toBe(key(g));
    }
  });
  it('equal keys only for isomorphic graphs (fast-check, pairs of graphs of up to 6 vertices)', () => {
    fc.assert(
      fc.property(arbitraryGraph(6, ['', 'L'], [''], false, 8), arbitraryGraph(6, ['', 'L'], [''], false, 8), (g, h) => {
        expect(key(g) === key(h)).toBe(isomorphic(g, h));
      }),
      { numRuns: 600 },
    );
  });
  it('Hackenbush keys fix the ground and keep colours, loops and parallel edges', () => {
    const h = (text: [number, number, number][], n: number): string =>
      HackGraph.grounded(
        n,
        text.map((e) => e[0]),
        text.map((e) => e[1]),
        text.map((e) => e[2]),
      ).key();
    // a blue then red stalk, and the same edges the other way up, differ
    expect(h([[0, 1, 0], [1, 2, 1]], 3)).not.toBe(h([[0, 1, 1], [1, 2, 0]], 3));
    // two branches on the ground, in either order, are the same
    expect(h([[0, 1, 0], [0, 2, 1]], 3)).toBe(h([[0, 2, 0], [0, 1, 1]], 3));
    // a loop differs from a twig in the key (the values agree, the positions do not)
    expect(h([[0, 1, 0], [1, 1, 0]], 2)).not.toBe(h([[0, 1, 0], [1, 2, 0]], 3));
    expect(h([[0, 1, 2], [0, 1, 2]], 2)).not.toBe(h([[0, 1, 2]], 2));
  });
});
