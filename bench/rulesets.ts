/**
 * Classic rulesets: Domineering, the field's standard workload.
 *
 * The empty 5×5 (value 0) and 5×6 (5 rows × 6 columns, value −3/2) boards are timed once each, in a
 * fresh child process so that no cache is warm, against cgt-tools' times on these machines
 * (3.4–6.1 s for 5×5, about 70 s for 5×6; the targets are the faster figures). The value is
 * checked. Smaller boards give throughput with a warm engine. With a build (dist/), the same boards
 * on 1 and 2 threads (domineeringValueAsync, `threads`), each in a fresh `node` process, and the
 * speed-up.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Solver } from '../src/index.js';
import { DomineeringBoard, DomineeringSolver, HackenbushPosition, hackenbush, toadsFrogs } from '../src/entries/games.js';
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
  threadsBoards();
}

/** The empty 5×5 and 5×6 boards on 1 and 2 threads, on the built package, in fresh processes. */
function threadsBoards(): void {
  if (!existsSync(fileURLToPath(new URL('../dist/rulesets.js', import.meta.url)))) {
    console.log('Domineering on threads: no build (run `npm run build` first)');
    return;
  }
  const script = fileURLToPath(new URL('./domineering-threads-child.mjs', import.meta.url));
  for (const [r, c, expected] of [[5, 5, '0'], [5, 6, '-3/2']] as const) {
    const res: Record<number, { ms: number; cpuMs: number; peakMB: number; value: string; threadCpuMs?: number[] }> = {};
    for (const t of [1, 2]) {
      const out = spawnSync(process.execPath, [script, String(r), String(c), String(t)], { encoding: 'utf8' });
      if (out.status !== 0) {
        console.log(`Domineering ${r}×${c} on ${t} threads failed: ${out.stderr.slice(0, 300)}`);
        return;
      }
      res[t] = JSON.parse(out.stdout.trim().split('\n').pop()!) as (typeof res)[number];
      const x = res[t]!;
      const name = `Domineering empty ${r}×${c}, dist/, threads: ${t} (cold, one run)`;
      const per = x.threadCpuMs?.length ? ` (busiest threads ${x.threadCpuMs.slice(0, 3).join(', ')} ms)` : '';
      console.log(`${name.padEnd(58)} ${x.ms.toFixed(1).padStart(12)} ms (one run)   cpu ${x.cpuMs.toFixed(0)} ms${per}, peak ${x.peakMB.toFixed(0)} MB, value ${x.value} ${x.value === expected ? 'ok' : 'WRONG'}`);
      if (x.value !== expected) process.exitCode = 1;
    }
    console.log(`  speed-up of 2 threads on ${r}×${c}: ${(res[1]!.ms / res[2]!.ms).toFixed(2)} (CPU ${(res[2]!.cpuMs / res[1]!.cpuMs).toFixed(2)}× the one-thread CPU)`);
  }
}
