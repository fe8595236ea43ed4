/** Shared helpers of the CLI: argument parsing, the progress bar, output files. */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { AbortError, PartizanError } from '../index.js';

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
  let last = '';
  if (!path || path === '-') {
    for (const c of chunks) {
      if (c.length === 0) continue;
      last = c;
      if (!process.stdout.write(c)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
    if (!last.endsWith('\n')) process.stdout.write('\n');
    return;
  }
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new CliError(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    for (const c of chunks) {
      if (c.length === 0) continue;
      last = c;
      writeSync(fd, c);
    }
    if (!last.endsWith('\n')) writeSync(fd, '\n');
  } catch (e) {
    if (e instanceof PartizanError) throw e;
    throw new CliError(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file the user named; failure (no such folder, no permission) is a {@link CliError}. */
export function writeOutputFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`cannot write ${path}: ${code ?? (e as Error).message}`);
  }
}

/**
 * A progress bar on standard error, drawn only when standard error is a terminal
 * (so piped and CI output stays clean). Returns a callback `(done, total)`; it redraws when the
 * percentage changes or a quarter second has passed.
 */
export function progressBar(label: string): (done: number, total: number) => void {
  const tty = process.stderr.isTTY === true;
  const start = performance.now();
  let last = -1;
  let lastAt = 0;
  return (done, total) => {
    if (!tty) return;
    const pct = total > 0 ? Math.floor((100 * done) / total) : 0;
    // redraw on a new percentage, or every quarter second so a slowly moving count still shows
    const now = performance.now();
    if (pct === last && done < total && now - lastAt < 250) return;
    last = pct;
    lastAt = now;
    const width = 30;
    const fill = Math.round((width * pct) / 100);
    // the ETA assumes the rest goes at the pace so far (honest when `done/total` is proportional to work)
    const elapsed = (now - start) / 1000;
    const eta = done > 0 && done < total && elapsed > 1 ? `, about ${formatSeconds((elapsed * (total - done)) / done)} left` : '';
    process.stderr.write(`\r${label} [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${pct}% (${done}/${total}${eta})   `);
    if (done >= total) process.stderr.write('\n');
  };
}

/** Seconds as `42s`, `3m 05s` or `1h 02m`. */
export function formatSeconds(t: number): string {
  const s = Math.round(t);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * An AbortSignal aborted by Ctrl-C (SIGINT) while `run` is pending, for computations that give the
 * event loop turns themselves (the `…Async` functions of the library).
 */
export async function withSigint<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ac = new AbortController();
  const onSigint = (): void => ac.abort();
  process.on('SIGINT', onSigint);
  try {
    return await run(ac.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/**
 * Runs a long synchronous computation so that Ctrl-C (SIGINT) can stop it cleanly. Node delivers a
 * signal only between event-loop turns, never inside synchronous code, so the work runs in slices:
 * `compute(signal, tick)` must call `tick()` now and then (from its `onProgress`), which aborts
 * `signal` once `sliceMs` have passed; on that AbortError the event loop gets a turn and `compute`
 * is called again. Invariant required of `compute`: an aborted call loses no finished work (it
 * resumes from its caches, as a Solver with its transposition table does). After SIGINT the
 * promise rejects with an AbortError.
 */
export async function interruptible<T>(compute: (signal: AbortSignal, tick: () => void) => T, sliceMs = 200): Promise<T> {
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
