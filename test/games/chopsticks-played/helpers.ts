/** Test helpers: a naive, independent fixpoint solver used as an oracle for the retrograde one. */
import type { LoopyGraph } from '../../../src/entries/loopy.js';

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
      // For each move: the value it gives the mover of u. A seat shift of 1 hands the turn to the
      // opponent (values flip); a shift of 0 (a Chinese striker that killed its own player) keeps it.
      const mine: Array<['win' | 'lose' | 'draw', number | null]> = [];
      const targets = g.graph.left(u);
      const shifts = g.graph.labels(0, u);
      for (let e = 0; e < targets.length; e++) {
        const v = targets[e]!;
        const flip = shifts[e] === 1;
        const x = val[v] === 'draw' ? 'draw' : (val[v] === 'win') !== flip ? 'win' : 'lose';
        mine.push([x, rem[v]]);
      }
      if (mine.some(([x, r]) => x === 'win' && r === level - 1)) newly.push([u, 'win']);
      else if (mine.every(([x]) => x === 'lose') && Math.max(...mine.map(([, r]) => r!)) === level - 1) newly.push([u, 'lose']);
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
