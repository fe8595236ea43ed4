/**
 * The worker thread of the `partizan` command (started by cli/host.ts through the worker pool): it
 * runs one command line with {@link runCli} and answers with its exit status. Its output, progress
 * and requests for standard input go to the host as messages on the pool's port (so they keep their
 * order and arrive even while this thread is busy in synchronous code); Ctrl-C reaches it as the
 * pool's abort flag, which the signal of every command reads. Built as its own file of the package
 * (`cli-worker.cjs`).
 * @internal
 */
import { serveRequests, type PoolWorker } from '../engine/pool-worker.js';
import { runCli } from './run.js';
import type { HostMessage } from './progress.js';
import { setHost } from './util.js';

/** What the host sends: the command line and what the terminal is. */
export interface CliRequest {
  argv: string[];
  stderrTTY: boolean;
}

/** Standard output and error of this thread written as messages to the host. */
function redirect(w: PoolWorker): void {
  for (const fd of [1, 2] as const) {
    const stream = fd === 1 ? process.stdout : process.stderr;
    stream.write = ((chunk: string | Uint8Array, enc?: unknown, cb?: unknown): boolean => {
      const data = typeof chunk === 'string' ? chunk : new Uint8Array(chunk);
      w.post({ t: 'out', fd, data } satisfies HostMessage);
      const done = typeof enc === 'function' ? enc : cb;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as typeof stream.write;
  }
}

serveRequests(async (m: CliRequest, w) => {
  redirect(w);
  setHost({ post: (message) => w.post(message), signal: w.signal, stderrTTY: m.stderrTTY });
  try {
    return await runCli(m.argv);
  } catch (e) {
    process.stderr.write(`partizan: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 70;
  }
});
