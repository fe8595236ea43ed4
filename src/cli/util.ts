/** Shared helpers of the CLI: argument parsing, the progress bar, output files. */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { AbortError, PartizanError } from '../index.js';
import { type HostMessage, ProgressLine } from './progress.js';

export { formatSeconds, type HostMessage, ProgressLine } from './progress.js';

/** A usage error of the command line (bad flag, missing argument): exit status 2. */
export class CliError extends PartizanError {
  override name = 'CliError';
  override readonly code: string = 'USAGE';
}

/** Writes text to a file, or to standard output when `path` is undefined or `-`. */
export function output(text: string, path?: string): void {
  if (!path || path === '-') process.stdout.write(text.endsWith('\n') ? text : text + '\n');
  else writeOutputFile(path, text);
}

/**
 * Writes text given in pieces to a file, or to standard output when `path` is undefined or `-`, as
 * the pieces come (waiting for standard output to drain), so that a large table is never one
 * string (a string has at most 2^29 characters). Ends with a newline.
 */
export async function outputChunks(chunks: Iterable<string>, path?: string): Promise<void> {
  if (path && path !== '-') {
    writeFileChunks(path, endingInNewline(chunks));
    return;
  }
  for (const c of endingInNewline(chunks)) {
    if (!process.stdout.write(c)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

/** The non-empty pieces of `chunks`, then a newline unless the last of them ends with one. */
function* endingInNewline(chunks: Iterable<string>): Generator<string> {
  let last = '';
  for (const c of chunks) {
    if (c.length === 0) continue;
    last = c;
    yield c;
  }
  if (!last.endsWith('\n')) yield '\n';
}

/** Writes a file the user named; failure (no such folder, no permission) is a {@link CliError}. */
export function writeOutputFile(path: string, text: string): void {
  writeFileChunks(path, [text]);
}

/** Why a file could not be opened, read or written: the system's code (`ENOENT`, `EACCES`, ...), else the message. */
export function fileErrorReason(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
}

/**
 * A file in pieces of `size` bytes (one buffer, reused: each piece is used up before the next is
 * read). A file that cannot be opened or read (missing, a directory, no permission) throws the
 * error `failure(reason)` makes.
 */
export function* readFileChunks(path: string, size: number, failure: (reason: string) => Error): Generator<Uint8Array, void, void> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw failure(fileErrorReason(e));
  }
  try {
    const buf = new Uint8Array(size);
    for (;;) {
      let k: number;
      try {
        k = readSync(fd, buf, 0, buf.length, null);
      } catch (e) {
        throw failure(fileErrorReason(e));
      }
      if (k === 0) return;
      yield buf.subarray(0, k);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes pieces to the file `path` as they come, never holding them all. A file that cannot be
 * opened or written is a {@link CliError} whose message is `failure(reason)`; a
 * {@link PartizanError} thrown while the pieces are made passes through. The file is closed
 * either way.
 */
export function writeFileChunks(path: string, chunks: Iterable<string | Uint8Array>, failure = (reason: string): string => `cannot write ${path}: ${reason}`): void {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new CliError(failure(fileErrorReason(e)));
  }
  try {
    for (const c of chunks) {
      if (typeof c === 'string') writeSync(fd, c);
      else writeSync(fd, c);
    }
  } catch (e) {
    if (e instanceof PartizanError) throw e;
    throw new CliError(failure(fileErrorReason(e)));
  } finally {
    closeSync(fd);
  }
}

/**
 * What a command running on the CLI's worker thread (cli/worker.ts) knows of its host, the main
 * thread (cli/host.ts), which owns the terminal and hears Ctrl-C. Undefined when the command runs
 * on the main thread itself (tests, in-process calls).
 */
export interface CliHost {
  /** Posts a message to the host (output, progress, a request for standard input). */
  post(message: HostMessage): void;
  /** Aborted by Ctrl-C: a flag in shared memory, seen by synchronous code at its next check. */
  readonly signal: AbortSignal;
  /** Whether the host's standard error is a terminal (progress bars are drawn only then). */
  readonly stderrTTY: boolean;
}

let host: CliHost | undefined;

/** Makes this thread the command thread of `h` (cli/worker.ts). @internal */
export function setHost(h: CliHost | undefined): void {
  host = h;
}

/** Whether standard error is a terminal (the host's, on the worker thread). */
export function stderrIsTTY(): boolean {
  return host ? host.stderrTTY : process.stderr.isTTY === true;
}

/**
 * Standard input, for commands that read it (`loopy play`): on the worker thread the host starts
 * feeding it on this call.
 */
export function standardInput(): NodeJS.ReadableStream {
  host?.post({ t: 'stdin' });
  return process.stdin;
}

/**
 * Tells the host that the command is doing something that must not be cut short by Ctrl-C (writing
 * a checkpoint) while `work` runs: the host waits for it before it stops the worker.
 */
export function whileBusy<T>(what: string, work: () => T): T {
  host?.post({ t: 'busy', what });
  try {
    return work();
  } finally {
    host?.post({ t: 'busy', what: undefined });
  }
}

/** A progress callback `(done, total?, unit?)` with `end()`, which closes its line. */
export interface ProgressBar {
  (done: number, total?: number, unit?: string): void;
  /** Ends the bar's line (a newline on a terminal, if anything was drawn). */
  end(): void;
}

/**
 * A progress bar on standard error, drawn only when standard error is a terminal (so piped and CI
 * output stays clean). Call it with `(done, total?, unit?)`: with a total, a bar and the time
 * left; without one, a count so far. On the CLI's worker thread the host draws it.
 */
export function progressBar(label: string): ProgressBar {
  if (host) {
    const h = host;
    let last = 0;
    const bar = (done: number, total?: number, unit?: string): void => {
      if (!h.stderrTTY) return;
      const now = performance.now();
      if (now - last < 100 && !(total !== undefined && done >= total)) return;
      last = now;
      h.post({ t: 'progress', label, done, total, unit });
    };
    return Object.assign(bar, { end: () => h.post({ t: 'progress-end' }) });
  }
  const tty = process.stderr.isTTY === true;
  const line = new ProgressLine((t) => process.stderr.write(t));
  const bar = (done: number, total?: number, unit?: string): void => {
    if (tty) line.draw(label, done, total, unit);
  };
  return Object.assign(bar, { end: () => line.end() });
}

/**
 * An AbortSignal aborted by Ctrl-C while `run` is pending: the host's on the CLI's worker thread
 * (seen by synchronous code too), else one that SIGINT aborts (for computations that give the event
 * loop turns themselves, the `…Async` functions of the library), its handler removed afterwards.
 */
export async function withSigint<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  if (host) return run(host.signal);
  const ac = new AbortController();
  const onSigint = (): void => ac.abort(new AbortError('interrupted (SIGINT)'));
  process.on('SIGINT', onSigint);
  try {
    return await run(ac.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/**
 * Runs a long synchronous computation so that Ctrl-C (SIGINT) can stop it cleanly.
 *
 * On the CLI's worker thread, `compute(signal, tick)` runs once with the host's signal, which
 * synchronous code sees at its next check. On the main thread, Node delivers a signal only between
 * event-loop turns, never inside synchronous code, so the work runs in slices: `compute` must call
 * `tick()` now and then (from its `onProgress`), which aborts `signal` once `sliceMs` have passed;
 * on that AbortError the event loop gets a turn and `compute` is called again. Invariant required
 * of `compute`: an aborted call loses no finished work (it resumes from its caches, as a Solver
 * with its transposition table does). After SIGINT the promise rejects with an AbortError.
 */
export async function interruptible<T>(compute: (signal: AbortSignal, tick: () => void) => T, sliceMs = 200): Promise<T> {
  if (host) {
    try {
      return compute(host.signal, () => undefined);
    } catch (e) {
      if (e instanceof AbortError && host.signal.aborted) throw new AbortError('interrupted (SIGINT)');
      throw e;
    }
  }
  let interrupted = false;
  const onSigint = (): void => {
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    for (;;) {
      const slice = new AbortController();
      const deadline = performance.now() + sliceMs;
      const tick = (): void => {
        if (!slice.signal.aborted && performance.now() >= deadline) slice.abort();
      };
      try {
        return compute(slice.signal, tick);
      } catch (e) {
        if (!(e instanceof AbortError) || !slice.signal.aborted) throw e;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (interrupted) throw new AbortError('interrupted (SIGINT)');
    }
  } finally {
    process.off('SIGINT', onSigint);
  }
}
