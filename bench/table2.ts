/**
 * Table 2 benchmarks (issue 12: "Table 2 to n = 100,000 in under 10 minutes and under 4 GB on a 2-core
 * machine"): the plain incremental sweep against Table2Sweep at the same n, then one Table2Sweep run
 * to 30,000 with time, memory and work per step printed along the way, compared with the recorded
 * run to 100,000 (bench/data/table2-run.json, docs/table2-extended.md); last, from that run's
 * checkpoint at 30,000, the next steps on one thread and on two (wall time per operation, CPU time
 * of all threads, load average).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cpuMs, once } from './harness.js';
import { oneHandSweep, table2, Table2Sweep, table2Bytes } from '../src/entries/chopsticks.js';


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
  console.log(`Table2Sweep to ${N} on one thread (store allocated for the bound: ${(table2Bytes(N) / 2 ** 20).toFixed(0)} MB estimated):`);
  console.log(`  ${'n'.padStart(7)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)} ${'RSS MB'.padStart(8)} ${'ops/step'.padStart(9)} ${'ns/op'.padStart(6)}  (CPU per operation over the last 5000 steps; load ${loadavg()[0]!.toFixed(1)} at the start)`);
  let lastCpu = 0;
  const s: Table2Sweep = new Table2Sweep(N, {
    threads: 1, // as the recorded run
    onStep: (n) => {
      if (n % 5000 !== 0) return;
      const c = process.cpuUsage(c0);
      const cpu = (c.user + c.system) / 1000;
      const perOp = ((cpu - lastCpu) * 1e6) / (s.ops - lastOps);
      pts.push({ n, cpu, ops: (s.ops - lastOps) / 5000 });
      lastOps = s.ops;
      lastCpu = cpu;
      console.log(`  ${String(n).padStart(7)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(8)} ${(cpu / 1000).toFixed(1).padStart(8)} ${String(Math.round(process.memoryUsage().rss / 2 ** 20)).padStart(8)} ${Math.round(pts[pts.length - 1]!.ops).toString().padStart(9)} ${perOp.toFixed(0).padStart(6)}  load ${loadavg()[0]!.toFixed(1)}`);
    },
  });
  s.run();
  // one thread against two from the same checkpoint (each resumed run to N + 400; workers start at its first step)
  const ckpt = s.checkpoint();
  const seg = Number(process.env['TABLE2_BENCH_SEG'] ?? 400);
  const perThreads: Record<number, number> = {};
  for (const threads of [1, 2, 1, 2]) {
    const r = Table2Sweep.resume(ckpt, N + seg, { threads, parallelFrom: N });
    const ops0 = r.ops;
    const c1 = process.cpuUsage();
    const t1 = performance.now();
    r.run();
    const wall = performance.now() - t1;
    const c = process.cpuUsage(c1);
    const nsOp = (wall * 1e6) / (r.ops - ops0);
    perThreads[threads] = Math.min(perThreads[threads] ?? Infinity, nsOp);
    console.log(`  ${N}..${N + seg} on ${threads} thread${threads > 1 ? 's' : ' '}: ${(wall / seg).toFixed(2).padStart(6)} ms/step wall, ${((c.user + c.system) / 1000 / seg).toFixed(2).padStart(6)} ms/step CPU (all threads), ${nsOp.toFixed(1)} ns/op wall  load ${loadavg()[0]!.toFixed(1)}`);
  }
  console.log(`  speed-up of 2 threads at ${N} (best of 2 each): ${(perThreads[1]! / perThreads[2]!).toFixed(2)}×`);
  // the recorded run to 100,000 (scripts/table2-docs.ts), for comparison at the same n
  const rec = JSON.parse(readFileSync(new URL('./data/table2-run.json', import.meta.url), 'utf8')) as { samples: Array<{ n: number; cpuMs: number; peakRssMB: number }> };
  const same = rec.samples.find((x) => x.n === N);
  const top = rec.samples[rec.samples.length - 1]!;
  const mine = pts[pts.length - 1]!;
  if (same) console.log(`  recorded run at n = ${N}: ${(same.cpuMs / 1000).toFixed(1)} s CPU (this run: ${(mine.cpu / 1000).toFixed(1)} s)`);
  console.log(`  recorded run to n = ${top.n}: ${(top.cpuMs / 1000).toFixed(0)} s CPU, peak ${top.peakRssMB} MB (target 600 s, 4 GB; bench/data/table2-run.json)`);
}
