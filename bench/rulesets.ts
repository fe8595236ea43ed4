/**
 * Classic rulesets: Domineering, the field's standard workload.
 *
 * The empty 5×5 (value 0) and 5×6 (5 rows × 6 columns, value −3/2) boards are timed once each, in a
 * fresh child process so that no cache is warm, against cgt-tools' times on these machines
 * (3.4–6.1 s for 5×5, about 70 s for 5×6; the targets are the faster figures). The value is
 * checked. Smaller boards give throughput with a warm engine.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Solver } from '../src/index.js';
import { DomineeringBoard, DomineeringSolver, HackenbushPosition, hackenbush, toadsFrogs } from '../src/entries/rulesets.js';
import { bench } from './harness.js';

interface ChildResult {
  ms: number;
  cpuMs: number;
  rssMB: number;
  regions: number;
  ok: boolean;
  value: string;
}

function inChild(rows: number, cols: number, expected: string): Promise<ChildResult> {
  const script = fileURLToPath(new URL('./rulesets-child.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, String(rows), String(cols), expected], { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as ChildResult);
    });
  });
}

async function board(rows: number, cols: number, expected: string, targetMs: number): Promise<void> {
  const r = await inChild(rows, cols, expected);
  const name = `Domineering empty ${rows}×${cols} = ${expected} (cold, one run)`;
  console.log(
    `${name.padEnd(58)} ${r.ms.toFixed(1).padStart(12)} ms (one run)   target ${targetMs} ms, ratio ${(r.ms / targetMs).toFixed(2)}` +
      `   cpu ${r.cpuMs.toFixed(0)} ms, ${r.rssMB.toFixed(0)} MB, ${r.regions} regions, value ${r.value} ${r.ok ? 'ok' : 'WRONG'}`,
  );
  if (!r.ok) process.exitCode = 1;
}

export async function run(): Promise<void> {
  const rect = (r: number, c: number) => DomineeringBoard.empty(r, c);
  bench('Domineering 4×4, fresh solver (warm engine caches)', () => new DomineeringSolver().value(rect(4, 4)));
  bench('Domineering 3×7, fresh solver (warm engine caches)', () => new DomineeringSolver().value(rect(3, 7)));
  bench('Domineering 2×12, fresh solver (warm engine caches)', () => new DomineeringSolver().value(rect(2, 12)));
  const tree = HackenbushPosition.parse('B(R,BR(B,R),RB),G(B,R)');
  bench('Hackenbush tree by search, fresh solver', () => new Solver({ ...hackenbush, known: undefined }).value(tree));
  bench('Toads and Frogs TTT..FFF, fresh solver', () => new Solver(toadsFrogs).value('TTT..FFF'));
  await board(5, 5, '0', 3400);
  await board(5, 6, '-3/2', 70000);
}
