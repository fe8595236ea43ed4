/** Bench of the loopy Chopsticks solver (issue 5): build + retrograde of whole rule sets. */
import { bench, once } from './harness.js';
import { solveLoopy, LoopyLimitError, type Rules } from '../src/entries/chopsticks-played.js';

export async function run(): Promise<void> {
  bench('loopy solve normal (2 hands, r = 5, 204 positions)', () => solveLoopy('normal'), { targetMs: 5 });
  bench('loopy solve simple-wikipedia (cut-off, self-taps)', () => solveLoopy('simple-wikipedia'), { targetMs: 5 });
  const big: Array<[string, Partial<Rules>, number]> = [
    ['h = 6, r = 5 (43,880 positions)', { hands: 6 }, 1000],
    ['four players (47,235 positions)', { players: 4 }, 1000],
    ['three players, h = 3 (paranoid, 3 seats)', { players: 3, hands: 3 }, 5000],
  ];
  for (const [name, rules, target] of big) {
    let n = 0;
    await once(`loopy solve ${name}`, () => (n = solveLoopy(rules).graph.n), target);
    console.log(`  ${n.toLocaleString('en-US')} positions`);
  }
  // How large a game the solver reaches: grow the hands at r = 5 until a time budget.
  for (const [label, make] of [
    ['hands at r = 5', (k: number) => ({ hands: k })],
    ['r with 2 hands', (k: number) => ({ r: k * 5 })],
  ] as const) {
    for (let k = 7; k <= 12; k++) {
      const rules = make(k);
      const t0 = performance.now();
      let n = 0;
      try {
        n = solveLoopy(rules, { maxPositions: 3_000_000 }).graph.n;
      } catch (e) {
        if (e instanceof LoopyLimitError) {
          console.log(`  ${label}: ${JSON.stringify(rules)} exceeds 3,000,000 positions`);
          break;
        }
        throw e;
      }
      const ms = performance.now() - t0;
      console.log(`  ${label}: ${JSON.stringify(rules)} ${n.toLocaleString('en-US')} positions in ${ms.toFixed(0)} ms`);
      if (ms > 10_000) break; // keep `npm run bench` short
    }
  }
}
