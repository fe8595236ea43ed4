/**
 * Measures the work of the incremental Table 2 sweep: positions whose value changes per step n
 * (leaves and changed ancestors), time and heap, printed as JSON lines every `every` steps.
 * Usage: npx tsx scripts/table2-changed.ts MAXN [EVERY]
 */
import { oneHandSweep } from '../src/entries/chopsticks.js';

const maxN = Number(process.argv[2] ?? 2000);
const every = Number(process.argv[3] ?? 100);
const t0 = performance.now();
let window = 0;
let total = 0;
oneHandSweep(maxN, () => undefined, {
  onStep: (n, changed) => {
    window += changed;
    total += changed;
    if (n % every === 0) {
      const mem = process.memoryUsage();
      console.log(JSON.stringify({ n, changedPerStep: window / every, changedTotal: total, ms: Math.round(performance.now() - t0), rssMB: Math.round(mem.rss / 2 ** 20), arrayBuffersMB: Math.round(mem.arrayBuffers / 2 ** 20) }));
      window = 0;
    }
  },
});
