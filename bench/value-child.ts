/**
 * Child process of bench/chopsticks.ts: the value of one many-hand position in a fresh process (cold
 * caches), with time, CPU, positions in the table, peak memory and the comparison cache's turns.
 * Usage: `node --import tsx bench/value-child.ts '(1^4,2^2|1^3,2^2)_6'`.
 */
import { parsePosition, value, valueTableSize } from '../src/entries/chopsticks.js';
import { compareCacheResets } from '../src/engine/compare.js';

const p = parsePosition(process.argv[2]!);
const c0 = process.cpuUsage();
const t0 = performance.now();
const v = value(p);
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, positions: valueTableSize(), peakMB: process.resourceUsage().maxRSS / 1024, compareResets: compareCacheResets(), outcome: v.outcome() }));
