/**
 * Where the prover's Z3 runs, and the one queue of its calls. In Node, Z3 runs in a worker thread
 * of its own (z3-worker.ts, started from a file of the package through the worker pool, never
 * from source text); where there are no worker threads (a browser), in the caller's thread
 * (z3-local.ts).
 *
 * Why a thread: Z3 reads an SMT-LIB text synchronously, before its own time limit applies, and a
 * large text (the claims of `theorem4Claims(15)`) takes a minute or more, during which the thread
 * that reads it hears nothing, not even an abort. Reading it in a thread of its own leaves the
 * caller's event loop free, so an abort or the time limit takes effect at once.
 *
 * Invariants:
 * - One call runs at a time ({@link chain}); its clock starts when the thread has Z3 loaded and is
 *   about to read the text (loading is excluded, as before), and covers reading and solving.
 * - A call that fails for any reason (its signal, its time limit, Z3 refusing or giving up, the
 *   thread dying) ends the thread (`terminate()`, which stops Z3 whatever it is doing): the caller
 *   has its error at once, and the next call starts a fresh thread with a fresh Z3, so no state of
 *   an interrupted call can reach a later one.
 * - The thread does not keep a Node process alive while it is idle (it is unreferenced); a running
 *   call does (a timer held for the call's length).
 */
import { AbortError, clip, LimitError, PartizanError } from '../engine/errors.js';
import { WorkerPool } from '../engine/pool.js';
import { ProverUnavailableError, SolverError } from './errors.js';
import { checkLocal, localAvailable, overTime, releaseLocal, runSmtLibLocal, type CheckOptions, type SolverAnswer } from './z3-local.js';
import type { ProverRequest } from './z3-worker.js';

export type { CheckOptions, SolverAnswer } from './z3-local.js';

/** Past a call's time limit, how long the thread is given to answer before it is stopped, in ms. */
const GRACE_MS = 3000;

/** The prover's thread and what to do when its call starts. */
interface ProverThread {
  pool: WorkerPool;
  onStart: (() => void) | undefined;
}

/** The prover's thread, while it lives. */
let thread: ProverThread | undefined;
/** The end of the last call (the next one starts after it). */
let chain: Promise<unknown> = Promise.resolve();

/** Whether this runtime runs Z3 in a thread of its own. */
function threaded(): boolean {
  return WorkerPool.available();
}

function proverThread(): ProverThread {
  if (thread !== undefined) return thread;
  const holder: { t?: ProverThread } = {};
  const pool = new WorkerPool({ entry: 'prove-worker', source: './z3-worker.ts', base: import.meta.url }, 1, () => null, {
    name: 'prove',
    unref: true,
    onMessage: (_i, m) => {
      if (m === 'start') holder.t?.onStart?.();
    },
    failure: (m) => new SolverError(`the prover's thread failed: ${clip(m, 300)}`),
  });
  const t: ProverThread = { pool, onStart: undefined };
  holder.t = t;
  thread = t;
  return t;
}

/** Ends the prover's thread (Z3 stops whatever it is doing); the next call starts a new one. */
function endThread(t: ProverThread): Promise<void> {
  if (thread === t) thread = undefined;
  return t.pool.close();
}

/** The error of the family for what the thread answered (the prover's classes rebuilt by code). */
function rebuild(e: unknown): unknown {
  if (!(e instanceof PartizanError) || e.constructor !== PartizanError) return e;
  if (e.code === 'PROVER_UNAVAILABLE') return new ProverUnavailableError(e.message);
  if (e.code === 'SOLVER') return new SolverError(e.message);
  return e;
}

/**
 * Runs `request` in the prover's thread, in turn with every other call. `limitMs` (with `opts`
 * for the error) bounds the time from the thread's `'start'` to its answer; `signal` ends it.
 */
function inThread<T>(request: ProverRequest, limit: { ms: number; error: () => PartizanError } | undefined, signal: AbortSignal | undefined): Promise<T> {
  const run = chain.then(
    () =>
      new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(new AbortError('the proof was aborted'));
        let t: ProverThread;
        try {
          t = proverThread();
        } catch (e) {
          return reject(e);
        }
        let done = false;
        // holds the process for the call's length (the thread itself is unreferenced)
        const hold = setInterval(() => {}, 1 << 30);
        let deadline: ReturnType<typeof setTimeout> | undefined;
        const finish = (ok: boolean, v: unknown): void => {
          if (done) return;
          done = true;
          clearInterval(hold);
          clearTimeout(deadline);
          t.onStart = undefined;
          signal?.removeEventListener('abort', onAbort);
          if (ok) resolve(v as T);
          else {
            void endThread(t);
            reject(rebuild(v));
          }
        };
        const onAbort = (): void => finish(false, new AbortError('the proof was aborted'));
        signal?.addEventListener('abort', onAbort, { once: true });
        t.onStart = () => {
          if (limit !== undefined && limit.ms + GRACE_MS < 2 ** 31) deadline = setTimeout(() => finish(false, limit.error()), limit.ms + GRACE_MS);
        };
        t.pool.request<T>(0, request).then(
          (v) => finish(true, v),
          (e: unknown) => finish(false, e),
        );
      }),
  );
  chain = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/**
 * Runs one SMT-LIB text through Z3 (a plain check, or an optimisation when `optimize`), in turn
 * with every other call. @internal
 */
export function checkSmt(text: string, opts: CheckOptions): Promise<SolverAnswer> {
  if (opts.signal?.aborted) return Promise.reject(new AbortError('the proof was aborted'));
  if (!threaded()) return checkLocal(text, opts);
  const { signal, ...plain } = opts;
  return inThread<SolverAnswer>({ t: 'check', text, opts: plain }, { ms: opts.timeLimitMs, error: () => overTime(opts) }, signal);
}

/** Whether z3-solver can be loaded here (loads it, in the prover's thread where there is one). */
export async function proverAvailable(): Promise<boolean> {
  if (!threaded()) return localAvailable();
  try {
    return await inThread<boolean>({ t: 'load' }, undefined, undefined);
  } catch (e) {
    if (e instanceof ProverUnavailableError) return false;
    throw e;
  }
}

/** Options of {@link runSmtLib}. */
export interface RunSmtLibOptions {
  /** The solver's time limit for each `(check-sat)`, in milliseconds (default 600,000). */
  timeLimitMs?: number;
  /**
   * Aborting it stops the script at once with an `AbortError` (where worker threads exist: Z3 runs
   * in a thread of its own, which is ended; in a browser the script runs to its end).
   */
  signal?: AbortSignal;
}

/**
 * Runs an SMT-LIB 2 script through Z3's own interpreter, as a solver run on the file would, and
 * returns its answers, one per `(check-sat)` (`'unsat'`, `'sat'`, `'unknown'`): the way to re-check
 * a certificate written by {@link prove} without trusting the code that wrote it. Errors reported
 * by the interpreter are answers too (`'(error …)'`). Z3 runs in a thread of its own (Node), so
 * the caller's event loop stays free while it reads and solves.
 */
export async function runSmtLib(text: string, opts: RunSmtLibOptions = {}): Promise<string[]> {
  opts ??= {};
  if (typeof text !== 'string') throw new SolverError('an SMT-LIB script must be text');
  const ms = opts.timeLimitMs ?? 600_000;
  if (!Number.isSafeInteger(ms) || ms < 1 || ms > 2 ** 32 - 1) throw new LimitError(`timeLimitMs must be an integer from 1 to ${2 ** 32 - 1}`, 'timeLimitMs');
  const signal = opts.signal;
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new SolverError('signal must be an AbortSignal');
  if (signal?.aborted) throw new AbortError('the script was aborted');
  if (!threaded()) return runSmtLibLocal(text, ms);
  return inThread<string[]>({ t: 'smtlib', text, ms }, undefined, signal);
}

/**
 * Waits for every solver call to finish, stops the solver's threads and unloads it (its memory can
 * then be reclaimed); the next proof loads it again. A script need not call this to exit (idle
 * threads do not hold the process); a test runner may, to leave no thread behind.
 */
export async function releaseProver(): Promise<void> {
  await chain;
  const t = thread;
  if (t !== undefined) await endThread(t);
  await releaseLocal();
}

/** Whether the prover's thread is running (for tests: a failed call leaves none behind). @internal */
export function proverThreadLive(): boolean {
  return thread !== undefined;
}
