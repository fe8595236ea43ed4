/**
 * Worker of bench/rulesets.ts: evaluates one empty Domineering board in a fresh thread (so the
 * engine's intern tables and comparison cache start cold) and reports time and value.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { num } from '../src/index.js';
import { DomineeringBoard, DomineeringSolver } from '../src/rulesets.js';

const { rows, cols, expected } = workerData as { rows: number; cols: number; expected: string };
const solver = new DomineeringSolver();
const c0 = process.cpuUsage();
const t0 = performance.now();
const v = solver.value(DomineeringBoard.empty(rows, cols));
const ms = performance.now() - t0;
const cpuMs = process.cpuUsage(c0).user / 1000;
parentPort!.postMessage({ ms, cpuMs, regions: solver.size, ok: v === num(expected), value: v.isNumber ? String(v.nus!.number) : 'not a number' });
