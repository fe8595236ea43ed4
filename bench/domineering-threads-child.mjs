// Child process of bench/rulesets.ts: one empty Domineering board in a fresh `node` process on the
// built package (dist/), with domineeringValueAsync on the given number of threads (1 = the
// one-thread solver). Prints wall and CPU time (all threads), the peak resident memory of the
// process, and the value as JSON. Usage: node bench/domineering-threads-child.mjs ROWS COLS THREADS
const { domineeringValueAsync, DomineeringBoard } = await import(new URL('../dist/rulesets.js', import.meta.url).href);
const [rows, cols, threads] = process.argv.slice(2, 5).map(Number);
const c0 = process.cpuUsage();
const t0 = performance.now();
const v = await domineeringValueAsync(DomineeringBoard.empty(rows, cols), { threads });
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, peakMB: process.resourceUsage().maxRSS / 1024, value: v.toString() }));
