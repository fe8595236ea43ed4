/**
 * Table 2 benchmarks (issue 12: "Table 2 to n = 100,000 in under 10 minutes and under 4 GB on a 2-core
 * machine"): the plain incremental sweep against Table2Sweep at the same n, then one Table2Sweep run
 * to 30,000 with time, memory and work per step printed along the way, and the time to 100,000
 * extrapolated from it by the fitted growth law (a real run's figures: docs/table2-extended.md).
 */
import { once } from './harness.js';
import { oneHandSweep, table2, Table2Sweep, table2Bytes } from '../src/entries/chopsticks.js';

function cpuMs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

export async function run(): Promise<void> {
  await once('Table 2, (1|1)_n for n ≤ 606 (Table2Sweep), cold', () => table2(606));
  const plain = cpuMs(() => oneHandSweep(5000, () => undefined));
  const fast = cpuMs(() => new Table2Sweep(5000).run());
  console.log(`${'Table 2 to 5000: plain sweep (oneHandSweep) / Table2Sweep, CPU'.padEnd(58)} ${plain.toFixed(0).padStart(8)} ms / ${fast.toFixed(0)} ms (${(plain / fast).toFixed(1)}×)`);

  const N = Number(process.env['TABLE2_BENCH_N'] ?? 30_000);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const pts: Array<{ n: number; cpu: number; ops: number }> = [];
  let lastOps = 0;
  console.log(`Table2Sweep to ${N} (store allocated for the bound: ${(table2Bytes(N) / 2 ** 20).toFixed(0)} MB estimated):`);
  console.log(`  ${'n'.padStart(7)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)} ${'RSS MB'.padStart(8)} ${'ops/step'.padStart(9)}`);
  const s: Table2Sweep = new Table2Sweep(N, {
    onStep: (n) => {
      if (n % 5000 !== 0) return;
      const c = process.cpuUsage(c0);
      const cpu = (c.user + c.system) / 1000;
      pts.push({ n, cpu, ops: (s.ops - lastOps) / 5000 });
      lastOps = s.ops;
      console.log(`  ${String(n).padStart(7)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(8)} ${(cpu / 1000).toFixed(1).padStart(8)} ${String(Math.round(process.memoryUsage().rss / 2 ** 20)).padStart(8)} ${Math.round(pts[pts.length - 1]!.ops).toString().padStart(9)}`);
    },
  });
  s.run();
  // CPU per step grows as n^e: fit e on the last two windows, extrapolate the step cost to 100,000
  const a = pts[pts.length - 2]!;
  const b = pts[pts.length - 1]!;
  const prev = pts[pts.length - 3]?.cpu ?? 0;
  const perA = (a.cpu - prev) / 5000;
  const perB = (b.cpu - a.cpu) / 5000;
  const e = Math.log(perB / perA) / Math.log((b.n - 2500) / (a.n - 2500));
  const total = b.cpu + (perB / Math.pow(b.n - 2500, e)) * ((Math.pow(100_000, e + 1) - Math.pow(b.n, e + 1)) / (e + 1));
  console.log(`  CPU per step grows as n^${e.toFixed(2)} at the top; extrapolated CPU to 100,000: ${(total / 1000).toFixed(0)} s (target 600 s; measured runs: docs/table2-extended.md)`);
}
