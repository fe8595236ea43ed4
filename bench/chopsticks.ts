/**
 * Simple Chopsticks benchmarks, with the targets of issue 12 ("Speed at the limit"):
 * - Table 1: the value grid for n = 606 under 10 ms warm; `table1(606)` (every cell's value and
 *   outcome) under 60 ms warm and under 150 ms in a cold process including the import.
 * - Table 2 to 606 and 2000 (incremental sweep; docs/table2-extended.md for the growth).
 * - The outcome search against the plain memoised Python search (bench/reference/outcome.py) on the
 *   committed position list bench/data/outcome-positions.json: at least 10× faster, both timed here.
 * - Dense outcome tables on one and two threads.
 *
 * See docs/chopsticks.md for the algorithms.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bench, once } from './harness.js';
import { oneHandGrid, oneHandGridIndex, outcomeTable, outcomeTableParallel, OutcomeSolver, position, table1, table2 } from '../src/entries/chopsticks.js';

const here = (p: string): string => new URL(p, import.meta.url).pathname;

/** CPU milliseconds of this process spent in `fn`. */
function cpuMs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

export async function run(): Promise<void> {
  // Table 1 in a cold process, including the import of the chopsticks entry point
  const cold = spawnSync(process.execPath, ['--import', 'tsx', here('./chopsticks-cold.ts')], { encoding: 'utf8' });
  if (cold.status === 0) {
    const r = JSON.parse(cold.stdout.trim().split('\n').pop()!) as { importMs: number; table1Ms: number };
    console.log(`${'table1(606) cold: import + table1 (child process, tsx)'.padEnd(58)} ${(r.importMs + r.table1Ms).toFixed(1).padStart(12)} ms (import ${r.importMs.toFixed(1)}, table1 ${r.table1Ms.toFixed(1)})   target 150 ms`);
  } else console.log(`table1(606) cold: child process failed: ${cold.stderr.slice(0, 300)}`);
  await once('all (i|j)_606 as an index grid, cold in this process', () => oneHandGridIndex(606));
  bench('all (i|j)_606 as an index grid (oneHandGridIndex), warm', () => oneHandGridIndex(606), { targetMs: 10, minMs: 1000 });
  bench('all (i|j)_606 as Game[] (oneHandGrid), warm', () => oneHandGrid(606), { targetMs: 10, minMs: 1000 });
  bench('table1(606): every cell with value and outcome, warm', () => table1(606), { targetMs: 60, minMs: 1000 });
  await once('Table 2, (1|1)_n for n ≤ 606 (incremental sweep)', () => table2(606), 2000);
  await once('Table 2, (1|1)_n for n ≤ 2000 (incremental sweep)', () => table2(2000), 180_000);

  // the outcome search against the plain Python search, same positions, same run
  const file = here('./data/outcome-positions.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { positions: Array<{ left: number[]; right: number[]; n: number; outcome: string }> };
  const py = spawnSync('python3', [here('./reference/outcome.py'), 'solve', file], { encoding: 'utf8' });
  const lib = (o: object): { ms: number; cpu: number; agree: boolean } => {
    const s = new OutcomeSolver(o);
    let res: string[] = [];
    const t0 = performance.now();
    const cpu = cpuMs(() => (res = data.positions.map((p) => s.outcome(position(p.left, p.right, p.n)))));
    return { ms: performance.now() - t0, cpu, agree: res.every((r, i) => r === data.positions[i]!.outcome) };
  };
  const fast = lib({});
  const noThm = lib({ theorem4: false });
  const plain = lib({ theorem4: false, ordering: false });
  const line = (name: string, r: { ms: number; cpu: number; agree: boolean }): void =>
    console.log(`${name.padEnd(58)} ${r.ms.toFixed(1).padStart(12)} ms wall ${r.cpu.toFixed(0).padStart(8)} ms CPU${r.agree ? '' : '   DISAGREES with the data file'}`);
  console.log(`outcomes of the ${data.positions.length} positions of bench/data/outcome-positions.json:`);
  line('  OutcomeSolver (Theorem 4 cut-offs, ordering, look-ahead)', fast);
  line('  OutcomeSolver, theorem4: false', noThm);
  line('  OutcomeSolver, theorem4: false, ordering: false', plain);
  if (py.status === 0) {
    const r = JSON.parse(py.stdout) as { ms: number; cpuMs: number; outcomes: string[] };
    const agree = r.outcomes.every((o, i) => o === data.positions[i]!.outcome);
    line('  Python reference (bench/reference/outcome.py)', { ms: r.ms, cpu: r.cpuMs, agree });
    console.log(`  CPU ratio Python / library: ${(r.cpuMs / fast.cpu).toFixed(0)}× (theorem4 off: ${(r.cpuMs / noThm.cpu).toFixed(0)}×; target ≥ 10×)`);
  } else console.log(`  Python reference failed to run: ${py.stderr.slice(0, 300)}`);

  await once('outcome of (1^12|1^12)_3, search solver (Proposition 4)', () => new OutcomeSolver().outcome(position(Array(12).fill(1), Array(12).fill(1), 3)));
  await once('every outcome with ≤ 24 hands a side, finger count 3 (dense table)', () => outcomeTable(3, 24));
  const one = await once('every outcome with ≤ 32 hands a side, finger count 3, 1 thread', () => outcomeTable(3, 32));
  const two = await once('the same, outcomeTableParallel on 2 threads', () => outcomeTableParallel(3, 32, { threads: 2 }));
  console.log(`  speed-up of 2 threads: ${(one / two).toFixed(2)}`);
}
