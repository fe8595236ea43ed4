/**
 * Table2Sweep against the plain recurrence on every cell (used by table2-cells.test.ts, npm test, and
 * table2-sweep.long.test.ts, npm run test:long): after every step n, every coprime pair
 * (x, y) (the positions (x | y)_n of the tree of (1, 1)) has the value the recurrence gives.
 *
 * The recurrence (the paper, Section 2 and Definition 1, as src/games/simple-chopsticks/rules.ts
 * states the move rule): with one hand each, Left's move turns (x | y) into (x | x + y) and Right's
 * into (x + y | y); a hand that passes n is removed, and a side with no hand left has lost, a move to
 * 0 = { | }. So V_n(x, y) = * = {0 | 0} when x + y > n, and V_n(x, y) = {V_n(x, x + y) | V_n(x + y, y)}
 * otherwise, computed here bottom-up by decreasing x + y, with no code of the sweep.
 */
import { expect } from 'vitest';
import { Table2Sweep } from '../../../src/entries/chopsticks.js';
import { game, star, type Game } from '../../../src/index.js';

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** V_n(x, y) for 1 ≤ x, y ≤ n by the recurrence above, as a flat grid: at(x, y) = grid[(x − 1)·n + y − 1]. */
function plainGrid(n: number): Game[] {
  const g: Game[] = new Array<Game>(n * n);
  const at = (x: number, y: number): Game => (x + y > n ? star : g[(x - 1) * n + y - 1]!);
  for (let s = 2 * n; s >= 2; s--) {
    for (let x = Math.max(1, s - n); x <= Math.min(n, s - 1); x++) {
      const y = s - x;
      g[(x - 1) * n + y - 1] = s > n ? star : game([at(x, s)], [at(s, y)]);
    }
  }
  return g;
}

/** A sweep to N whose every step is checked on every coprime pair (x, y), x, y ≤ n (x + y > n included). */
export function expectEveryCell(N: number, opts: { threads: number; parallelFrom?: number }): void {
  let checked = 0;
  const bad: string[] = [];
  const s = new Table2Sweep(N, {
    ...opts,
    onStep: (n) => {
      const g = plainGrid(n);
      for (let x = 1; x <= n; x++)
        for (let y = 1; y <= n; y++) {
          if (gcd(x, y) !== 1) continue;
          checked++;
          if (s.pairValue(x, y) !== g[(x - 1) * n + y - 1] && bad.length < 5) bad.push(`(${x}|${y})_${n}`);
        }
    },
  });
  s.run();
  expect(bad).toEqual([]);
  // every coprime pair of every step: Σ_n #{x, y ≤ n coprime} (about 6/π² of n² a step)
  expect(checked).toBeGreaterThan(0.55 * (N ** 3 / 3));
}

