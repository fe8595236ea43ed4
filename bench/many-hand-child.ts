/**
 * One many-hand SIMPLE CHOPSTICKS value in a fresh process (cold caches), for the many-hand section
 * of docs/benchmarks.md: CPU (process.cpuUsage), wall time, positions, peak memory, the load average
 * before and after, the comparison's work counters (searches and sub-questions searched, when the
 * engine has them), and a fingerprint of the value (a hash of its canonical form, built bottom-up
 * from its options), so that runs of two versions can be checked to give the same value.
 * Usage: `node --import tsx bench/many-hand-child.ts '(1^3,2^2|1^2,2^2)_6'`.
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import * as compare from '../src/engine/compare.js';
import type { Game } from '../src/engine/game.js';
import { parsePosition, value, valueTableSize } from '../src/entries/chopsticks.js';

/** A hash of g's canonical form: options hashed first (explicit stack), sorted, then the game. */
function fingerprint(root: Game): { hash: string; nodes: number } {
  const h = new Map<Game, string>();
  const stack: Game[] = [root];
  while (stack.length > 0) {
    const g = stack[stack.length - 1]!;
    if (h.has(g)) {
      stack.pop();
      continue;
    }
    if (g.nus) {
      h.set(g, `n${g.nus.number},${g.nus.ups},${g.nus.nim}`);
      stack.pop();
      continue;
    }
    let missing = false;
    for (const x of [...g.leftOptions, ...g.rightOptions]) if (!h.has(x)) (stack.push(x), (missing = true));
    if (missing) continue;
    const l = g.leftOptions.map((x) => h.get(x)!).sort().join(',');
    const r = g.rightOptions.map((x) => h.get(x)!).sort().join(',');
    h.set(g, createHash('sha256').update(`${l}|${r}`).digest('hex').slice(0, 20));
    stack.pop();
  }
  return { hash: h.get(root)!, nodes: h.size };
}

const p = parsePosition(process.argv[2]!);
const load0 = loadavg()[0];
const c0 = process.cpuUsage();
const t0 = performance.now();
const v = value(p);
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
const counters = (compare as { counters?: { searches: number; frames: number } }).counters;
console.log(
  JSON.stringify({
    position: process.argv[2],
    cpuMs: Math.round((c.user + c.system) / 1000),
    ms: Math.round(ms),
    positions: valueTableSize(),
    peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
    compareResets: compare.compareCacheResets(),
    load: [load0, loadavg()[0]],
    ...fingerprint(v),
    ...(counters ? { searches: counters.searches, frames: counters.frames } : {}),
  }),
);
