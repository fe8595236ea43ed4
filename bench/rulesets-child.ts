/**
 * Child process of bench/rulesets.ts: evaluates one empty Domineering board in a fresh process (so
 * the engine's intern tables and comparison cache start cold) and prints time and value as JSON.
 * Usage: `node --import tsx bench/rulesets-child.ts ROWS COLS EXPECTED`.
 */
import { num } from '../src/index.js';
import { DomineeringBoard, DomineeringSolver } from '../src/entries/games.js';

const [rows, cols] = process.argv.slice(2, 4).map(Number);
const expected = process.argv[4]!;
const solver = new DomineeringSolver();
const c0 = process.cpuUsage();
const t0 = performance.now();
const v = solver.value(DomineeringBoard.empty(rows!, cols!));
const ms = performance.now() - t0;
const cpuMs = process.cpuUsage(c0).user / 1000;
const rssMB = process.memoryUsage().rss / 2 ** 20;
console.log(JSON.stringify({ ms, cpuMs, rssMB, regions: solver.size, ok: v === num(expected), value: v.isNumber ? String(v.nus!.number) : 'not a number' }));
