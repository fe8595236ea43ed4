// Child process of bench/rulesets.ts: one empty Domineering board in a fresh `node` process on the
// built package (dist/), with domineeringValueAsync on the given number of threads (1 = the
// one-thread solver). Prints wall and CPU time (all threads), the peak resident memory of the
// process, the value, and (on Linux) the CPU of each busy thread of the process, as JSON.
// Usage (after `npm run build`): node bench/domineering-threads-child.mjs ROWS COLS THREADS
import { readdirSync, readFileSync } from 'node:fs';

const { domineeringValueAsync, DomineeringBoard } = await import(new URL('../dist/rulesets.js', import.meta.url).href);
const [rows, cols, threads] = process.argv.slice(2, 5).map(Number);

/** CPU ms of each thread of this process (Linux: /proc/self/task/<tid>/stat, in clock ticks of 10 ms), by tid. */
function threadTimes() {
  const out = new Map();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(f[11]) + Number(f[12])) * 10); // utime, stime
    }
  } catch {
    // not Linux: no per-thread figures
  }
  return out;
}

const before = threadTimes();
const c0 = process.cpuUsage();
const t0 = performance.now();
let during = new Map();
// sample the threads while the workers live (they are gone at the end)
const timer = setInterval(() => (during = threadTimes()), 200);
const v = await domineeringValueAsync(DomineeringBoard.empty(rows, cols), { threads, onProgress: () => (during = threadTimes()) });
clearInterval(timer);
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
const after = threadTimes();
for (const [tid, t] of after) during.set(tid, t);
const threadCpuMs = [...during]
  .map(([tid, t]) => t - (before.get(tid) ?? 0))
  .filter((t) => t >= 100)
  .sort((a, b) => b - a);
console.log(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, peakMB: process.resourceUsage().maxRSS / 1024, value: v.toString(), threadCpuMs }));
