/**
 * A tiny benchmark harness: runs a function repeatedly for at least `minMs`,
 * prints operations per second, and the ratio to a target when one is given.
 */
export interface BenchResult {
  name: string;
  opsPerSec: number;
  msPerOp: number;
}

export function bench(name: string, fn: () => unknown, opts: { minMs?: number; targetMs?: number } = {}): BenchResult {
  const minMs = opts.minMs ?? 500;
  fn(); // warm-up
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  do {
    fn();
    n++;
    t = performance.now();
  } while (t - t0 < minMs);
  const msPerOp = (t - t0) / n;
  const r: BenchResult = { name, opsPerSec: 1000 / msPerOp, msPerOp };
  let line = `${name.padEnd(58)} ${fmt(r.opsPerSec).padStart(12)} ops/s ${msPerOp.toFixed(3).padStart(12)} ms/op`;
  if (opts.targetMs !== undefined) line += `   target ${opts.targetMs} ms, ratio ${(msPerOp / opts.targetMs).toFixed(2)}`;
  console.log(line);
  return r;
}

/** Times one run of `fn` (for long workloads) and prints it against an optional target. */
export async function once(name: string, fn: () => unknown | Promise<unknown>, targetMs?: number): Promise<number> {
  const t0 = performance.now();
  await fn();
  const ms = performance.now() - t0;
  let line = `${name.padEnd(58)} ${ms.toFixed(1).padStart(12)} ms (one run)`;
  if (targetMs !== undefined) line += `   target ${targetMs} ms, ratio ${(ms / targetMs).toFixed(2)}`;
  console.log(line);
  return ms;
}

function fmt(x: number): string {
  return x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(2);
}

/** CPU milliseconds (user + system) of this process spent in `fn`. */
export function cpuMs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}
