// Child process of bench/chopsticks.ts: table1(606) in a cold Node process on the built package
// (dist/, or the directory given as the first argument, for before/after runs), timing the import
// of the chopsticks entry and table1 with every cell's value and outcome read once: wall time, and
// the CPU time of the main thread (Linux: /proc/self/task; on a loaded machine the fairer measure,
// since V8 compiles and collects on other threads, which a quiet 2-core machine runs beside it).
import { readFileSync } from 'node:fs';
const mainCpu = () => {
  try {
    const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
};
const m0 = mainCpu();
const t0 = performance.now();
const dir = process.argv[2] ? new URL(`file://${process.argv[2].replace(/\/?$/, '/')}`) : new URL('../dist/', import.meta.url);
const { table1 } = await import(new URL('chopsticks.js', dir).href);
const t1 = performance.now();
const cells = table1(606);
let p = 0;
let missing = 0;
for (const c of cells) {
  if (c.outcome === 'P') p++;
  if (c.value === undefined) missing++;
}
const t2 = performance.now();
const m2 = mainCpu();
if (cells.length !== 606 * 606 || p === 0 || missing !== 0) throw new Error('table1(606) is wrong');
const cpu = process.cpuUsage();
console.log(JSON.stringify({ importMs: t1 - t0, table1Ms: t2 - t1, mainCpuMs: m2 - m0, processMs: t2, processCpuMs: (cpu.user + cpu.system) / 1000 }));
