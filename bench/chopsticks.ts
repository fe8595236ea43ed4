/**
 * Simple Chopsticks benchmarks. Targets from the issue (CGSuite on these machines: all (i|j)_606 in
 * 0.2–0.6 s, Table 2 to 606 by brute force in about 16 s):
 * all (i|j)_606 under 300 ms; Table 2 to 606 under 2 s; Table 2 to 2000 in minutes.
 *
 * Algorithms: Table 1 is one sweep by decreasing i + j with `{L | R}` memoised on interned options;
 * Table 2 is the incremental sweep over n (only the positions with i + j = n and their ancestors in
 * the Calkin–Wilf tree are revisited at step n). See docs/chopsticks.md.
 */
import { bench, once } from './harness.js';
import { oneHandGrid, outcomeTable, outcomeTableParallel, OutcomeSolver, position, table2 } from '../src/entries/chopsticks.js';

export async function run(): Promise<void> {
  // cold: the first computation in this process (canonical forms and the {L|R} memo are built)
  await once('all (i|j)_606, cold (first run in the process)', () => oneHandGrid(606), 300);
  bench('all (i|j)_606, warm', () => oneHandGrid(606), { targetMs: 300, minMs: 1000 });
  await once('Table 2, (1|1)_n for n ≤ 606 (incremental sweep)', () => table2(606), 2000);
  await once('Table 2, (1|1)_n for n ≤ 2000 (incremental sweep)', () => table2(2000), 180_000);
  await once('outcome of (1^12|1^12)_3, search solver (Proposition 4)', () => new OutcomeSolver().outcome(position(Array(12).fill(1), Array(12).fill(1), 3)));
  await once('every outcome with ≤ 24 hands a side, finger count 3 (dense table)', () => outcomeTable(3, 24));
  const one = await once('every outcome with ≤ 32 hands a side, finger count 3, 1 thread', () => outcomeTable(3, 32));
  const two = await once('the same, outcomeTableParallel on 2 threads', () => outcomeTableParallel(3, 32, { threads: 2 }));
  console.log(`  speed-up of 2 threads: ${(one / two).toFixed(2)}`);
}
