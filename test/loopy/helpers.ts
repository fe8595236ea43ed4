/** Test helpers: a naive, independent fixpoint solver used as an oracle for the retrograde one. */
import type { LoopyGraph } from '../../src/loopy.js';

/**
 * Two-player oracle by plain value iteration (no queues, no counters): repeat until nothing
 * changes: a position is won in k if some move reaches a position lost in k-1; lost in k if every
 * move reaches a won position and the largest such remoteness is k-1. Terminals are lost in 0
 * (misère: won in 0). Returns per position [value, remoteness] with value 'win' | 'lose' | 'draw'.
 */
export function oracle(g: LoopyGraph): Array<['win' | 'lose' | 'draw', number | null]> {
  const val: Array<'win' | 'lose' | 'draw'> = new Array(g.n).fill('draw');
  const rem: Array<number | null> = new Array(g.n).fill(null);
  for (let u = 0; u < g.n; u++) {
    if (g.terminal[u]) {
      val[u] = g.rules.misere ? 'win' : 'lose';
      rem[u] = 0;
    }
  }
  // Remoteness levels are settled in increasing order, like a textbook retrograde by layers.
  for (let level = 1; ; level++) {
    const newly: Array<[number, 'win' | 'lose']> = [];
    for (let u = 0; u < g.n; u++) {
      if (val[u] !== 'draw') continue;
      const kids: number[] = [];
      for (let e = g.offsets[u]; e < g.offsets[u + 1]; e++) kids.push(g.targets[e]);
      if (kids.some((v) => val[v] === 'lose' && rem[v] === level - 1)) newly.push([u, 'win']);
      else if (kids.every((v) => val[v] === 'win') && Math.max(...kids.map((v) => rem[v]!)) === level - 1) newly.push([u, 'lose']);
    }
    // a level that decides nothing leaves no position of remoteness `level` for the next one
    if (newly.length === 0) break;
    for (const [u, v] of newly) {
      val[u] = v;
      rem[u] = level;
    }
  }
  return val.map((v, u) => [v, rem[u]!]);
}
