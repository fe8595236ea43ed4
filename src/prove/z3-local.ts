/**
 * The Z3 solver (npm `z3-solver`, WebAssembly) in the thread that runs this module: loaded on first
 * use by a dynamic import, with the one queue through which every check of this thread runs. In
 * Node it runs in the prover's own worker thread (z3-worker.ts, started by z3.ts), so that reading
 * a large text, which blocks its thread, never blocks the caller's; where there are no worker
 * threads (a browser) z3.ts calls it directly.
 *
 * Invariants:
 * - `z3-solver` is imported nowhere else, and only here by `import()` of a computed name, so the
 *   rest of the library (and a bundle of it) never needs it; when it cannot be loaded the caller
 *   gets a {@link ProverUnavailableError}.
 * - One solver call runs at a time (the WebAssembly module allows one asynchronous call at once);
 *   calls wait their turn in {@link queue}.
 * - The module's worker threads do not keep a Node process alive once no call is running (they
 *   are unreferenced); a running call does, so no call is left running: a time limit is the
 *   solver's own `timeout` parameter, and an aborted signal interrupts the solver (the caller gets
 *   an {@link AbortError} at once; the interrupted call ends within seconds, before the next one
 *   starts). {@link releaseLocal} waits for the calls, stops the threads and drops the module (a
 *   module whose threads were stopped cannot start new ones, so the next proof loads a fresh one).
 * @internal
 */
import { AbortError, clip, LimitError } from '../engine/errors.js';
import { ProverUnavailableError, SolverError } from './errors.js';

/** The few functions of z3-solver's low-level API used here (handles are opaque). */
interface Z3Low {
  mk_config(): unknown;
  del_config(c: unknown): void;
  mk_context(cfg: unknown): unknown;
  del_context(ctx: unknown): void;
  interrupt(ctx: unknown): void;
  mk_params(ctx: unknown): unknown;
  params_inc_ref(ctx: unknown, p: unknown): void;
  params_dec_ref(ctx: unknown, p: unknown): void;
  params_set_uint(ctx: unknown, p: unknown, k: unknown, v: number): void;
  mk_string_symbol(ctx: unknown, s: string): unknown;
  mk_int_sort(ctx: unknown): unknown;
  mk_const(ctx: unknown, s: unknown, sort: unknown): unknown;
  mk_solver(ctx: unknown): unknown;
  solver_inc_ref(ctx: unknown, s: unknown): void;
  solver_dec_ref(ctx: unknown, s: unknown): void;
  solver_set_params(ctx: unknown, s: unknown, p: unknown): void;
  solver_from_string(ctx: unknown, s: unknown, text: string): void;
  solver_check(ctx: unknown, s: unknown): Promise<number>;
  solver_get_model(ctx: unknown, s: unknown): unknown;
  solver_get_reason_unknown(ctx: unknown, s: unknown): string;
  mk_optimize(ctx: unknown): unknown;
  optimize_inc_ref(ctx: unknown, o: unknown): void;
  optimize_dec_ref(ctx: unknown, o: unknown): void;
  optimize_set_params(ctx: unknown, o: unknown, p: unknown): void;
  optimize_from_string(ctx: unknown, o: unknown, text: string): void;
  optimize_check(ctx: unknown, o: unknown, assumptions: unknown[]): Promise<number>;
  optimize_get_model(ctx: unknown, o: unknown): unknown;
  optimize_get_reason_unknown(ctx: unknown, o: unknown): string;
  model_inc_ref(ctx: unknown, m: unknown): void;
  model_dec_ref(ctx: unknown, m: unknown): void;
  model_eval(ctx: unknown, m: unknown, t: unknown, completion: boolean): unknown;
  get_numeral_string(ctx: unknown, a: unknown): string;
  eval_smtlib2_string(ctx: unknown, text: string): Promise<string>;
}

interface Z3Api {
  Z3: Z3Low;
  em: { PThread: { terminateAllThreads(): void; runningWorkers: unknown[]; unusedWorkers: unknown[] } };
}

/** The answer of one check. @internal */
export interface SolverAnswer {
  /** `unsat`: no position breaks the obligation; `sat`: one does (in `model`). */
  readonly status: 'sat' | 'unsat';
  /** The values of the asked variables in the model found (sat only). */
  readonly model?: ReadonlyMap<string, bigint>;
  /** Wall time of the solver call, in milliseconds (loading the solver excluded). */
  readonly ms: number;
}

/** What a check may be given. @internal */
export interface CheckOptions {
  /** The solver's time limit in milliseconds; past it a {@link LimitError} naming `option`. */
  timeLimitMs: number;
  /** The name of the time-limit option, for the error. */
  option?: string;
  signal?: AbortSignal;
  /** Run an optimisation (the text holds `minimize` commands) instead of a plain check. */
  optimize?: boolean;
  /** The integer constants whose values to read from a model. */
  vars?: readonly string[];
}

let api: Promise<Z3Api> | undefined;
let queue: Promise<unknown> = Promise.resolve();

// the module's name is computed, so that bundlers leave the optional dependency alone
const MODULE = ['z3', 'solver'].join('-');

async function load(): Promise<Z3Api> {
  api ??= (async () => {
    let mod: { init?: unknown; default?: { init?: unknown } };
    try {
      mod = (await import(/* @vite-ignore */ MODULE)) as typeof mod;
    } catch (e) {
      throw new ProverUnavailableError(
        `the prover needs the optional dependency z3-solver (npm install z3-solver), which could not be loaded: ${clip(e instanceof Error ? e.message : String(e), 160)}`,
      );
    }
    const init = (mod.init ?? mod.default?.init) as ((o?: object) => Promise<Z3Api>) | undefined;
    if (typeof init !== 'function') throw new ProverUnavailableError('z3-solver was loaded but has no init function (an unsupported version?)');
    try {
      return await init({ print: () => {}, printErr: () => {} });
    } catch (e) {
      throw new ProverUnavailableError(`z3-solver could not start in this runtime: ${clip(e instanceof Error ? e.message : String(e), 160)}`);
    }
  })();
  try {
    return await api;
  } catch (e) {
    api = undefined;
    throw e;
  }
}

/** Whether z3-solver can be loaded here (loads it). */
export async function localAvailable(): Promise<boolean> {
  try {
    await load();
    return true;
  } catch (e) {
    if (e instanceof ProverUnavailableError) return false;
    throw e;
  }
}

/** The LimitError of a check past its time limit. */
export function overTime(opts: CheckOptions): LimitError {
  const opt = opts.option ?? 'timeLimitMs';
  return new LimitError(`the solver did not finish within ${opts.timeLimitMs} ms (the limit ${opt}; raise it to go further)`, opt);
}

/**
 * Runs one SMT-LIB text through Z3 (a plain check, or an optimisation when `optimize`), in turn
 * with every other call. @internal
 */
export async function checkLocal(text: string, opts: CheckOptions, onStart?: () => void): Promise<SolverAnswer> {
  if (opts.signal?.aborted) throw new AbortError('the proof was aborted');
  let live: { Z: Z3Low; ctx: unknown } | undefined;
  let aborted = false;
  // the end of Z3's work (the next call waits for it), which may come after the caller's answer
  let released: Promise<unknown> = Promise.resolve();
  const job = queue.then(async (): Promise<SolverAnswer> => {
    const a = await load();
    if (opts.signal?.aborted) throw new AbortError('the proof was aborted');
    const Z = a.Z3;
    onStart?.();
    const cfg = Z.mk_config();
    const ctx = Z.mk_context(cfg);
    Z.del_config(cfg);
    live = { Z, ctx };
    try {
      const params = Z.mk_params(ctx);
      Z.params_inc_ref(ctx, params);
      Z.params_set_uint(ctx, params, Z.mk_string_symbol(ctx, 'timeout'), Math.max(1, Math.min(opts.timeLimitMs, 2 ** 32 - 1)));
      let obj: unknown;
      try {
        if (opts.optimize) {
          obj = Z.mk_optimize(ctx);
          Z.optimize_inc_ref(ctx, obj);
          Z.optimize_set_params(ctx, obj, params);
          Z.optimize_from_string(ctx, obj, text);
        } else {
          obj = Z.mk_solver(ctx);
          Z.solver_inc_ref(ctx, obj);
          Z.solver_set_params(ctx, obj, params);
          Z.solver_from_string(ctx, obj, text);
        }
      } catch (e) {
        throw new SolverError(`the solver refused the obligation: ${clip(e instanceof Error ? e.message : String(e), 200)}`);
      }
      const t0 = performance.now();
      // Z3's own timeout is not always looked at (`prove --lemma1 --fingers 15 --time-limit 1`
      // ran 70 s on a loaded machine): the limit is also kept from outside. A little after it the
      // check is interrupted; a second later, if Z3 is still busy, the caller has its LimitError
      // and the context is released (and the next call starts) when Z3 ends.
      let timedOut = false;
      const grace = opts.timeLimitMs + 250;
      const check: Promise<number> = opts.optimize ? Z.optimize_check(ctx, obj, []) : Z.solver_check(ctx, obj);
      released = check.then(
        () => undefined,
        () => undefined,
      );
      const r = await new Promise<number>((resolve, reject) => {
        const soft = grace < 2 ** 31 ? setTimeout(() => ((timedOut = true), Z.interrupt(ctx)), grace) : undefined;
        const hard = grace + 1000 < 2 ** 31 ? setTimeout(() => reject(overTime(opts)), grace + 1000) : undefined;
        check.then(
          (v) => (clearTimeout(soft), clearTimeout(hard), resolve(v)),
          (e: unknown) => (clearTimeout(soft), clearTimeout(hard), reject(e)),
        );
      });
      const ms = performance.now() - t0;
      if (r === -1) return { status: 'unsat', ms };
      if (r === 1) {
        const m = opts.optimize ? Z.optimize_get_model(ctx, obj) : Z.solver_get_model(ctx, obj);
        Z.model_inc_ref(ctx, m);
        const model = new Map<string, bigint>();
        const sort = Z.mk_int_sort(ctx);
        for (const v of opts.vars ?? []) {
          const val = Z.model_eval(ctx, m, Z.mk_const(ctx, Z.mk_string_symbol(ctx, v), sort), true);
          model.set(v, BigInt(Z.get_numeral_string(ctx, val)));
        }
        Z.model_dec_ref(ctx, m);
        return { status: 'sat', model, ms };
      }
      const reason = opts.optimize ? Z.optimize_get_reason_unknown(ctx, obj) : Z.solver_get_reason_unknown(ctx, obj);
      if (aborted) throw new AbortError('the proof was aborted');
      if (timedOut || /timeout/i.test(reason)) throw overTime(opts);
      if (/cancel|interrupt/i.test(reason)) throw new AbortError('the proof was aborted');
      throw new SolverError(`the solver gave up: ${clip(reason, 200)}`);
    } finally {
      live = undefined;
      void released.then(() => Z.del_context(ctx));
    }
  });
  const settled = job.then(
    () => released,
    () => released,
  );
  queue = settled;
  if (opts.signal === undefined) return job;
  const signal = opts.signal;
  return new Promise<SolverAnswer>((resolve, reject) => {
    const onAbort = (): void => {
      aborted = true;
      if (live !== undefined) live.Z.interrupt(live.ctx);
      reject(new AbortError('the proof was aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    job.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * Runs an SMT-LIB 2 script through Z3's own interpreter with a time limit of `ms` for each
 * `(check-sat)`, and returns its output lines (see `runSmtLib` in z3.ts).
 */
export async function runSmtLibLocal(text: string, ms: number, onStart?: () => void): Promise<string[]> {
  const job = queue.then(async () => {
    const a = await load();
    const Z = a.Z3;
    onStart?.();
    const cfg = Z.mk_config();
    const ctx = Z.mk_context(cfg);
    Z.del_config(cfg);
    try {
      const out = await Z.eval_smtlib2_string(ctx, `(set-option :timeout ${ms})\n${text}`);
      return out
        .split('\n')
        .map((x) => x.trim())
        .filter((x) => x.length > 0);
    } finally {
      Z.del_context(ctx);
    }
  });
  queue = job.then(
    () => undefined,
    () => undefined,
  );
  return job;
}

/** Waits for every solver call of this thread to finish, stops the solver's threads and unloads it. */
export async function releaseLocal(): Promise<void> {
  const a = api;
  api = undefined;
  await queue;
  if (a === undefined) return;
  try {
    (await a).em.PThread.terminateAllThreads();
  } catch {
    // the module never loaded: nothing to stop
  }
}
