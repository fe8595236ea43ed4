/**
 * Measures the memory one entry of each registered cache takes, for docs/architecture.md:
 * fills the cache with a real workload, then frees it with `clearCaches([name])` and reads the
 * drop of the heap after a full garbage collection. The values a cache points to are interned
 * games, which stay alive after the clear, so the figure is the cost of the cache's own entry
 * (key, map slot, boxed numbers). The comparison cache keeps its typed arrays when cleared: its
 * figure is the arrays' bytes divided by the entries.
 *
 *   node --expose-gc --import tsx scripts/cache-memory.ts
 */
import { add, bornBy, cacheStats, clearCaches, conjunctiveSum, selectiveSum, Solver, upPow, upNth, star, neg } from '../src/index.js';
import { parsePosition, OutcomeSolver, oneHandGrid, value } from '../src/entries/chopsticks.js';
import { DomineeringSolver } from '../src/entries/games.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

function entries(name: string): number {
  return cacheStats().find((s) => s.name === name)?.entries ?? 0;
}

const rows: Array<[string, number, string]> = [];
/** Runs `fill`, then measures what clearing `name` frees. `keep` holds objects alive until then. */
function measure(name: string, fill: () => unknown): void {
  clearCaches();
  const keep = fill();
  const n = entries(name);
  const before = heap();
  clearCaches([name]);
  const after = heap();
  rows.push([name, n, n > 0 ? ((before - after) / n).toFixed(0) : '-']);
  void keep;
}

// games to add: canonical forms born by day 3
const day3 = bornBy(3);
const games = day3.slice(0, 60);
measure('engine.sum', () => {
  const some = day3.slice(0, 300);
  for (const a of some) for (const b of some) add(a, b);
});
measure('engine.game', () => {
  for (let n = 20; n <= 34; n++) value(parsePosition(`(1,1|1,1)_${n}`));
});
measure('engine.uptimal', () => {
  for (let i = 2; i <= 40; i++) for (let j = 2; j <= 40; j++) add(add(upPow(i), neg(upPow(j))), add(upNth(j), star));
});
measure('engine.solver', () => {
  const s = new Solver<string>({ options: (p, who) => (who === 'L' ? [p.slice(1), p.slice(2)] : [p.slice(3)]).filter((q) => q.length < p.length), key: (p) => p });
  for (let n = 0; n < 300_000; n++) s.value(n.toString(36).padStart(6, 'a'));
  return s;
});
measure('chopsticks.outcome', () => {
  const s = new OutcomeSolver();
  for (let n = 5; n <= 20; n++) s.outcome(parsePosition(`(1,1,1|1,1,1)_${n}`));
  return s;
});
measure('domineering.regions', () => {
  const s = new DomineeringSolver();
  s.value('......|......|......|......|......');
  return s;
});
measure('chopsticks.oneOption', () => oneHandGrid(1500));
measure('analysis.conjunctive', () => {
  for (const a of games) for (const b of games) conjunctiveSum(a, b);
});
measure('analysis.selective', () => {
  for (const a of games) for (const b of games) selectiveSum(a, b);
});

console.log('cache                  entries   bytes/entry (freed by clearing)');
for (const [name, n, b] of rows) console.log(`${name.padEnd(22)} ${String(n).padStart(8)}   ${b}`);
