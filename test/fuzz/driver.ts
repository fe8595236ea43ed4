/**
 * The driver of the export and CLI fuzzers: runs calls 0 … count−1 of a run (origin, mode) in child
 * processes (child.ts) with a heap cap, a fresh temporary working directory and a watchdog, and
 * collects what happened. A child that crashes or hangs on call i is reported with call i's input,
 * and a new child goes on from call i + 1, so one run always tries every call.
 *
 * From the command line (the long campaign, or a replay):
 *
 *   node --import tsx test/fuzz/driver.ts api 20261123 5000     # mode, origin, number of calls
 *   node --import tsx test/fuzz/child.ts api 20261123 417 418 - # replay call 417, printing its events
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './targets.js';

export interface FuzzOptions {
  readonly mode: 'api' | 'cli';
  readonly origin: number;
  readonly count: number;
  /** The heap cap of a child, in MB (default 1024). */
  readonly heapMb?: number;
  /** How long one call may run before the child is killed (default 30 s). */
  readonly callMs?: number;
  /** Called with each child's progress (calls done so far). */
  readonly onProgress?: (done: number) => void;
  /** Called with each failure as soon as it is known (a long campaign writes them as it goes). */
  readonly onFailure?: (f: Failure) => void;
}

export interface Failure {
  readonly index: number;
  /** The call, as the child logged it (JSON). */
  readonly input: string;
  /** What went wrong: a throw outside the family, a crash with its exit and last words, a hang. */
  readonly detail: string;
}

export interface FuzzReport {
  readonly mode: 'api' | 'cli';
  readonly origin: number;
  readonly tried: number;
  readonly values: number;
  /** Family errors by code. */
  readonly errors: Record<string, number>;
  readonly failures: Failure[];
  readonly slowest: { ms: number; input: string };
  readonly seconds: number;
}

/** How long a child may take to start (load the library, list the targets) before its first call. */
const STARTUP_MS = 120_000;
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const CHILD = join(ROOT, 'test', 'fuzz', 'child.ts');

/** Runs one child on [from, to); resolves with its log lines and how it ended. */
function runChild(o: FuzzOptions, from: number, to: number, dir: string): Promise<{ lines: string[]; exit: string; stderr: string; killed: boolean }> {
  const logFile = join(dir, `log-${from}.txt`);
  const callMs = o.callMs ?? Number(process.env.PARTIZAN_FUZZ_CALL_MS ?? 30_000);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${o.heapMb ?? 1024}`, '--import', TSX, CHILD, o.mode, String(o.origin), String(from), String(to), logFile], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PARTIZAN_FUZZ_CALL_MS: String(Math.max(1000, callMs - 5000)) },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    let lastSize = -1;
    let lastChange = Date.now();
    let killed = false;
    const lines = (): string[] => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter((l) => l.length > 0) : []);
    const watch = setInterval(() => {
      const size = existsSync(logFile) ? readFileSync(logFile).length : 0;
      if (size !== lastSize) {
        lastSize = size;
        lastChange = Date.now();
        o.onProgress?.(lines().filter((l) => l.startsWith('E ')).length);
      } else if (Date.now() - lastChange > (lastSize <= 0 ? STARTUP_MS : callMs + 2000)) {
        killed = true;
        child.kill('SIGKILL');
      }
    }, 250);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      resolve({ lines: lines(), exit: signal ? `signal ${signal}` : `exit ${code}`, stderr, killed });
    });
  });
}

/** Runs calls 0 … count−1 (see the module notes). */
export async function fuzz(o: FuzzOptions): Promise<FuzzReport> {
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), `partizan-fuzz-${o.mode}-`));
  const report = { mode: o.mode, origin: o.origin, tried: 0, values: 0, errors: {} as Record<string, number>, failures: [] as Failure[], slowest: { ms: 0, input: '' }, seconds: 0 };
  try {
    let next = 0;
    let base = 0;
    while (next < o.count) {
      const r = await runChild({ ...o, onProgress: (d) => o.onProgress?.(base + d) }, next, o.count, dir);
      const started = new Map<number, string>();
      let last = next - 1;
      for (const line of r.lines) {
        const m = /^([SE]) (\d+) (.*)$/.exec(line);
        if (!m) continue;
        const i = Number(m[2]);
        if (m[1] === 'S') {
          started.set(i, m[3]!);
          last = i;
          continue;
        }
        const [outcome, ms, ...rest] = m[3]!.split(' ');
        const input = started.get(i) ?? '?';
        started.delete(i);
        report.tried++;
        if (Number(ms) > report.slowest.ms) report.slowest = { ms: Number(ms), input };
        if (outcome === 'value') report.values++;
        else if (outcome!.startsWith('error:')) report.errors[outcome!.slice(6)] = (report.errors[outcome!.slice(6)] ?? 0) + 1;
        else {
          const f = { index: i, input, detail: rest.join(' ') };
          report.failures.push(f);
          o.onFailure?.(f);
        }
      }
      // a call started and never ended: the child died on it or the watchdog killed it
      for (const [i, input] of started) {
        report.tried++;
        const words = r.stderr.replace(/\s+/g, ' ').trim().slice(-400);
        const f = { index: i, input, detail: r.killed ? `still running after the watchdog's limit (killed)` : `the process ended (${r.exit}) during the call: ${words}` };
        report.failures.push(f);
        o.onFailure?.(f);
      }
      if (r.lines.length === 0 && started.size === 0 && r.exit !== 'exit 0') {
        throw new Error(`a fuzzing child could not start (${r.exit}): ${r.stderr.slice(-1000)}`);
      }
      base = report.tried;
      next = Math.max(next, last + 1);
      if (r.exit === 'exit 0' && started.size === 0) break;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  report.seconds = (Date.now() - t0) / 1000;
  return report;
}

/** A report as lines of text (failures with their inputs). */
export function formatReport(r: FuzzReport): string {
  const errors = Object.entries(r.errors)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const lines = [
    `${r.mode} fuzz, origin ${r.origin}: ${r.tried} inputs in ${r.seconds.toFixed(1)} s: ${r.values} values, ${r.tried - r.values - r.failures.length} typed errors (${errors}), ${r.failures.length} failures`,
    `slowest: ${r.slowest.ms} ms, ${r.slowest.input.slice(0, 300)}`,
  ];
  for (const f of r.failures) lines.push(`FAIL #${f.index}: ${f.input.slice(0, 600)}\n    ${f.detail.slice(0, 600)}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [mode, origin, count] = process.argv.slice(2);
  const report = await fuzz({
    mode: mode === 'cli' ? 'cli' : 'api',
    origin: Number(origin ?? 20261123),
    count: Number(count ?? 1000),
    onProgress: (d) => process.stderr.write(`\r${d} calls`),
    onFailure: (f) => process.stderr.write(`\nFAIL #${f.index}: ${f.input.slice(0, 600)}\n    ${f.detail.slice(0, 600)}\n`),
  });
  process.stderr.write('\n');
  console.log(formatReport(report));
  process.exit(report.failures.length === 0 ? 0 : 1);
}
