/**
 * The main thread of the `partizan` command: it owns the terminal and hears Ctrl-C, and runs the
 * command on a worker thread (cli/worker.ts, through the worker pool of the library), so that a
 * command busy in synchronous code never keeps Ctrl-C from being heard.
 *
 * - The worker's output, progress and requests for standard input arrive as messages, in order;
 *   the host writes the output and draws the progress bar (on a terminal only).
 * - Ctrl-C (SIGINT) sets the pool's abort flag, which every command's signal reads: a command that
 *   checks its signal stops with its own message (and `table2` writes its checkpoint). If the worker
 *   has not answered within {@link GRACE_MS}, and is not busy writing a checkpoint, the host stops it
 *   and exits 130 itself; a second Ctrl-C stops it at once. So every command exits 130 within a
 *   second of Ctrl-C.
 * - A worker that dies (out of memory, say) is reported as an error (exit 1), never a crash of the
 *   command.
 *
 * Invariant: the host loads only the worker pool, never the library itself, so it starts at once.
 */
import { version } from '../../package.json';
import { WorkerPool, type WorkerFile } from '../engine/pool.js';
import { type HostMessage, ProgressLine } from './progress.js';
import type { CliRequest } from './worker.js';

/** The worker file (cli/worker.ts; `cli-worker.cjs` in the package). */
const CLI_WORKER: WorkerFile = { entry: 'cli-worker', source: './worker.ts', base: import.meta.url };

/** How long after Ctrl-C the host waits for the command to stop by itself. */
export const GRACE_MS = 400;

/** Runs the command line `argv` on a worker thread; resolves to the exit status. */
export async function host(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-v') {
    process.stdout.write(version + '\n');
    return 0;
  }
  const name = argv[0] !== undefined && !argv[0].startsWith('-') ? argv[0] : undefined;
  const stderrTTY = process.stderr.isTTY === true;
  const line = new ProgressLine((t) => process.stderr.write(t));
  let busy: string | undefined;
  let feeding = false;
  let pool: WorkerPool | undefined;
  let stop: ((code: number) => void) | undefined;
  const stopped = new Promise<number>((resolve) => {
    stop = resolve;
  });
  // a reader that goes away (`partizan ... | head`) ends the command quietly
  let closed = false;
  const onPipeError = (e: NodeJS.ErrnoException): void => {
    if (e.code !== 'EPIPE') {
      process.exitCode = 1;
      return;
    }
    closed = true;
    stop?.(0);
  };
  // (the listeners stay: a write's error can come after the command has ended)
  process.stdout.on('error', onPipeError);
  process.stderr.on('error', onPipeError);
  const onMessage = (_i: number, raw: unknown): void => {
    const m = raw as HostMessage;
    if (m.t === 'out') {
      if (closed) return;
      if (stderrTTY) line.end();
      (m.fd === 1 ? process.stdout : process.stderr).write(m.data);
    } else if (m.t === 'progress') {
      if (stderrTTY) line.draw(m.label, m.done, m.total, m.unit);
    } else if (m.t === 'progress-end') {
      if (stderrTTY) line.end();
    } else if (m.t === 'busy') {
      busy = m.what;
    } else if (m.t === 'stdin' && !feeding) {
      feeding = true;
      const sink = pool?.stdin(0) as NodeJS.WritableStream | undefined;
      if (sink) process.stdin.pipe(sink);
    }
  };
  pool = new WorkerPool(CLI_WORKER, 1, () => ({}), { name: 'cli', stdin: true, onMessage });
  let interrupted = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const onSigint = (): void => {
    interrupted++;
    pool!.interrupt();
    if (interrupted > 1) return stop!(130);
    const t0 = Date.now();
    // stop the worker once the grace period is over, unless it is writing a checkpoint
    timer = setInterval(() => {
      if (Date.now() - t0 >= GRACE_MS && busy === undefined) stop!(130);
    }, 50);
  };
  process.on('SIGINT', onSigint);
  try {
    const request: CliRequest = { argv: [...argv], stderrTTY };
    const answer = pool.request<number>(0, request).then(
      (code) => ({ code }),
      (e: unknown) => ({ error: e }),
    );
    const r = await Promise.race([answer, stopped.then((code) => ({ code, cut: true }))]);
    if (stderrTTY) line.end();
    if ('cut' in r) {
      if (!closed) process.stderr.write(`partizan${name ? ` ${name}` : ''}: interrupted\n`);
      return r.code;
    }
    if ('error' in r) {
      const e = r.error as Error;
      const oom = /memory/i.test(String(e.message));
      process.stderr.write(`partizan${name ? ` ${name}` : ''}: ${oom ? 'LimitError: the command ran out of memory' : `internal error: ${e.message}`}\n`);
      return oom ? 1 : 70;
    }
    return r.code;
  } finally {
    if (timer) clearInterval(timer);
    process.off('SIGINT', onSigint);
    if (feeding) {
      process.stdin.unpipe();
      process.stdin.pause();
    }
    await pool.close();
  }
}
