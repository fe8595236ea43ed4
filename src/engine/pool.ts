/**
 * The worker pool: the one way the library runs work on other threads (Table 2's two-thread steps,
 * the outcome tables on several threads, Domineering on several threads, the CLI's command thread).
 *
 * A pool starts `size` worker threads (Node's `worker_threads`) from a **file** of the package: in
 * the built package `<entry>.js` or `<entry>.cjs` (a tsup entry) next to the module that starts it;
 * from the TypeScript sources (tests, benchmarks, `npm run cli`) the worker's `.ts` file, loaded
 * through `dev-worker.mjs`, which registers tsx (a development dependency) first, unless the
 * environment names a folder of worker files built from those sources
 * ({@link BUILT_WORKERS_ENV}: the test suite builds them once per run, and a worker then starts in
 * a tenth of the time). No worker is ever built from source text. The worker side is pool-worker.ts.
 *
 * A pool works in one of two ways, chosen by its worker file:
 * - **requests** ({@link WorkerPool.request}): messages answered one at a time, in order, by each
 *   worker; a worker may also post messages of its own (chunks, progress) to `onMessage`;
 * - **phases** ({@link WorkerPool.phase}): synchronous rounds over shared memory; every worker runs
 *   its share of command `cmd` while the calling thread runs its own, and the call returns when all
 *   are done (`Atomics.wait`), so a synchronous computation can use threads without giving the
 *   event loop a turn. New data reaches the workers by {@link WorkerPool.update}, taken at their next
 *   phase.
 *
 * Invariants:
 * - Every failure reaches the caller as a {@link PartizanError}: an error a worker throws comes back
 *   with its class (`LimitError` with its option, `AbortError`, `ValueError`) or its code; a worker
 *   that dies is a {@link WorkerError}. A phase never waits for ever: a worker that dies, or has not
 *   started after 60 s, ends it with a WorkerError.
 * - {@link WorkerPool.abort} (or the pool's `signal`) sets a flag in shared memory that the signal of
 *   every worker reads at each check (pool-worker.ts), so a worker stuck in synchronous code sees the
 *   abort at its next check, with no event-loop turn; pending requests reject with an AbortError.
 * - {@link WorkerPool.running} counts the workers of every pool that have not exited; the promise of
 *   {@link WorkerPool.close} resolves once all of this pool's workers have exited.
 */
import { AbortError, clip, LimitError, PartizanError, ValueError } from './errors.js';
import { ABORTED } from './run.js';

/** A worker thread failed: it threw outside a request, died, or never started. */
export class WorkerError extends PartizanError {
  override name = 'WorkerError';
  override readonly code: string = 'WORKER';
}

/** Where a worker's code is (see the module notes). */
export interface WorkerFile {
  /** The worker's entry in the built package (`'table2-worker'`: `table2-worker.js` / `.cjs`), next to the module that starts it. */
  readonly entry: string;
  /** Its source file, relative to the module that starts it (`'./table2-worker.ts'`). */
  readonly source: string;
  /** `import.meta.url` of the module that starts it. */
  readonly base: string;
}

/** Options of a {@link WorkerPool}. */
export interface PoolOptions {
  /** What the pool is for (`'table2'`, `'domineering'`): {@link WorkerPool.running} counts by it. */
  name?: string;
  /** Aborting it aborts the pool ({@link WorkerPool.abort}). */
  signal?: AbortSignal;
  /** Receives the messages a worker posts of its own accord (request pools). An error it throws fails the pool. */
  onMessage?: (index: number, message: unknown) => void;
  /** Makes the error of a worker that failed in a phase or died (default {@link WorkerError}). */
  failure?: (message: string) => PartizanError;
  /** Let the process exit while the workers live (phase pools, whose caller waits synchronously). */
  unref?: boolean;
  /** Give each worker a standard input fed through {@link WorkerPool.stdin} (default: none). */
  stdin?: boolean;
}

/** Slots of the control array shared by a pool and its workers. @internal */
export const C_GEN = 0;
/** @internal */ export const C_CMD = 1;
/** @internal */ export const C_DONE = 2;
/** @internal */ export const C_ERR = 3;
/** @internal */ export const C_DEAD = 4;
/** @internal */ export const C_STARTED = 5;
/** @internal */ export const C_ABORT = 6;
/** @internal */ export const C_VERSION = 7;
/** 1 when the workers are to sleep as soon as their share of the current phase is done (see {@link WorkerPool.phase}). @internal */
export const C_REST = 8;
/** The command that ends a worker's phase loop. @internal */
export const CMD_QUIT = -1;
/** Bytes of the shared error text. @internal */
export const ERROR_BYTES = 1024;
/**
 * The longest a thread waiting for the others at the end of a phase, or a worker waiting for the
 * next phase, keeps checking before it sleeps (`Atomics.wait`). Waking a sleeping thread takes the
 * kernel tens to hundreds of microseconds on a virtual machine, as much as a short phase (Table 2's
 * steps near n = 10,000 take about a millisecond, in two phases), so a short spin keeps both
 * threads on their cores between phases. The spin adapts ({@link Spinner}): where the others seldom
 * arrive within it (a loaded machine, whose cores are busy with other work) it shrinks to nothing
 * and the thread sleeps at once, as it should. @internal
 */
export const SPIN_MS = 0.5;

/**
 * An adaptive spin before sleeping: {@link Spinner.spin} checks `ready()` for at most the current
 * budget and says whether it came true; the budget doubles (up to {@link SPIN_MS}) after a spin
 * that succeeded and halves after one that failed (below 10 µs it is 0, and one wait in 64 tries
 * a small spin again, so a machine that becomes quiet gets its spins back). @internal
 */
export class Spinner {
  private budget = SPIN_MS;
  private waits = 0;

  /** Spins on `ready()`; true when it came true within the budget. */
  spin(ready: () => boolean): boolean {
    let b = this.budget;
    if (b === 0 && (++this.waits & 63) === 0) b = SPIN_MS / 8;
    if (b === 0) return ready();
    const until = performance.now() + b;
    for (;;) {
      if (ready()) {
        this.budget = Math.min(SPIN_MS, Math.max(b, this.budget) * 2);
        return true;
      }
      if (performance.now() >= until) break;
    }
    this.budget = b / 2 < 0.01 ? 0 : b / 2;
    return false;
  }
}

/** What a worker gets in `workerData` besides the caller's data. @internal */
export interface PoolWorkerData {
  readonly control: Int32Array;
  readonly errText: Uint8Array;
  readonly index: number;
  readonly size: number;
  readonly port: unknown;
  readonly data: unknown;
  /** The `.ts` file to load (runs from the sources only). */
  readonly source?: string;
}

/** An error as it crosses a thread. @internal */
export interface WireError {
  name: string;
  code: string;
  message: string;
  option?: string;
}

/** `e` as it crosses a thread. @internal */
export function toWire(e: unknown): WireError {
  if (e instanceof PartizanError) return { name: e.name, code: e.code, message: e.message, ...(e instanceof LimitError && e.option !== undefined ? { option: e.option } : {}) };
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return { name: 'WorkerError', code: 'WORKER', message: `a worker thread failed: ${clip(text, 400)}` };
}

/** An error of the family from its wire form: its class for the engine's errors, else its name and code. */
export function fromWire(w: WireError): PartizanError {
  if (w.code === 'LIMIT') return new LimitError(w.message, w.option);
  if (w.code === 'ABORT') return new AbortError(w.message);
  if (w.code === 'VALUE') return new ValueError(w.message);
  if (w.code === 'WORKER') return new WorkerError(w.message);
  const e = new PartizanError(w.message);
  Object.defineProperty(e, 'name', { value: w.name, enumerable: false, configurable: true, writable: true });
  Object.defineProperty(e, 'code', { value: w.code, enumerable: true });
  return e;
}

type WorkerThreads = typeof import('node:worker_threads');

/** Node's worker_threads when this runtime has it (Node ≥ 20.16), else undefined (browsers). */
export function workerThreads(): WorkerThreads | undefined {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const m = p?.getBuiltinModule?.('node:worker_threads') as WorkerThreads | undefined;
  return m?.Worker !== undefined ? m : undefined;
}

/** Cores this process may use (1 where that cannot be known). */
export function availableCores(): number {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const os = p?.getBuiltinModule?.('node:os') as { availableParallelism?: () => number; cpus: () => unknown[] } | undefined;
  return os === undefined ? 1 : Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
}

/** The boot file of workers run from the TypeScript sources (a name, not a literal URL, so that bundlers leave it alone). */
const DEV_BOOT = './dev-worker.mjs';

/**
 * The environment variable that, when the library runs from its TypeScript sources, names (as a
 * `file:` URL) a folder holding the worker files built from those sources (`<entry>.cjs`), which
 * workers then load instead of their `.ts` files: set by the test suite's global setup
 * (test/setup/global.ts), which builds them once per run. The built package never reads it.
 * @internal
 */
export const BUILT_WORKERS_ENV = 'PARTIZAN_BUILT_WORKERS';

/** The URL a worker starts from, and the `.ts` file to load when run from the sources. */
export function workerLocation(file: WorkerFile): { url: URL; source?: string } {
  const base = file.base;
  if (/\.[cm]?ts$/.test(new URL(base).pathname)) {
    const built = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[BUILT_WORKERS_ENV];
    if (built) return { url: new URL(`./${file.entry}.cjs`, built.endsWith('/') ? built : `${built}/`) };
    const here = import.meta.url;
    return { url: new URL(DEV_BOOT, here), source: new URL(file.source, base).href };
  }
  const ext = new URL(base).pathname.endsWith('.cjs') ? '.cjs' : '.js';
  return { url: new URL(`./${file.entry}${ext}`, base) };
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

interface WorkerHandle {
  readonly stdin: unknown;
  postMessage(m: unknown): void;
  terminate(): Promise<number>;
  unref(): void;
  on(ev: string, f: (...a: never[]) => void): unknown;
  once(ev: string, f: (...a: never[]) => void): unknown;
}

interface PortHandle {
  postMessage(m: unknown): void;
  close(): void;
}

/** Workers not yet exited, in all and by pool name. */
const live = new Map<string, number>();
const count = (name: string, d: number): void => {
  live.set(name, (live.get(name) ?? 0) + d);
};

/** Worker threads started from files of the package (see the module notes). */
export class WorkerPool {
  /** Worker threads that have not exited yet: of every pool, or of the pools named `name`. */
  static running(name?: string): number {
    if (name !== undefined) return live.get(name) ?? 0;
    let n = 0;
    for (const k of live.values()) n += k;
    return n;
  }

  /** Whether this runtime can start worker threads. */
  static available(): boolean {
    return workerThreads() !== undefined;
  }

  /** The number of workers. */
  readonly size: number;
  private readonly control = new Int32Array(new SharedArrayBuffer(4 * 9));
  private readonly errText = new Uint8Array(new SharedArrayBuffer(ERROR_BYTES));
  private readonly workers: WorkerHandle[] = [];
  private readonly ports: PortHandle[] = [];
  private readonly exits: Array<Promise<void>> = [];
  private readonly waiting: Array<Map<number, Pending>>;
  private readonly failure: (message: string) => PartizanError;
  private nextId = 1;
  private readonly spinner = new Spinner();
  private broken: PartizanError | undefined;
  private closed = false;
  private readonly onAbort: () => void;

  /**
   * Starts `size` workers of `file`; worker i gets `data(i)`.
   * Throws a {@link WorkerError} where the runtime has no worker threads.
   */
  constructor(
    file: WorkerFile,
    size: number,
    data: (index: number) => unknown,
    private readonly opts: PoolOptions = {},
  ) {
    const wt = workerThreads();
    this.failure = opts.failure ?? ((m) => new WorkerError(m));
    if (wt === undefined) throw this.failure('worker threads are not available in this runtime');
    if (!Number.isSafeInteger(size) || size < 1 || size > 64) throw new ValueError(`a pool has 1 to 64 workers, got ${clip(size, 40)}`);
    this.size = size;
    this.waiting = Array.from({ length: size }, () => new Map<number, Pending>());
    const where = workerLocation(file);
    for (let i = 0; i < size; i++) {
      const { port1, port2 } = new wt.MessageChannel();
      const workerData: PoolWorkerData = {
        control: this.control, errText: this.errText, index: i, size, port: port2, data: data(i), ...(where.source !== undefined ? { source: where.source } : {}),
      };
      const w = new wt.Worker(where.url, {
        workerData,
        transferList: [port2 as never],
        ...(opts.stdin === true ? { stdin: true } : {}),
      }) as unknown as WorkerHandle;
      const name = opts.name ?? '';
      count(name, 1);
      this.exits.push(new Promise<void>((resolve) => w.once('exit', ((code: number) => {
        count(name, -1);
        Atomics.store(this.control, C_DEAD, 1);
        this.fail(this.failure(`a worker thread stopped (exit code ${code})`));
        resolve();
      }) as never)));
      w.on('message', ((m: { t?: string; id?: number; ok?: boolean; value?: unknown; error?: WireError; msg?: unknown }) => this.receive(i, m)) as never);
      w.on('error', ((e: unknown) => this.fail(e instanceof PartizanError ? e : this.failure(`a worker thread failed: ${clip(e instanceof Error ? e.message : String(e), 400)}`))) as never);
      if (opts.unref === true) w.unref();
      this.workers.push(w);
      this.ports.push(port1 as unknown as PortHandle);
    }
    this.onAbort = () => this.abort();
    if (opts.signal?.aborted) this.abort();
    else opts.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  private receive(i: number, m: { t?: string; id?: number; ok?: boolean; value?: unknown; error?: WireError; msg?: unknown }): void {
    if (m.t === 'ans') {
      const p = this.waiting[i]!.get(m.id!);
      if (!p) return;
      this.waiting[i]!.delete(m.id!);
      if (m.ok === true) p.resolve(m.value);
      else p.reject(fromWire(m.error!));
      return;
    }
    if (m.t === 'msg') {
      if (this.broken !== undefined || this.opts.onMessage === undefined) return;
      try {
        this.opts.onMessage(i, m.msg);
      } catch (e) {
        this.fail(e instanceof PartizanError ? e : (e as PartizanError));
      }
    }
  }

  /** Rejects every pending request with `e` (the first failure wins). */
  private fail(e: PartizanError): void {
    this.broken ??= e;
    for (const q of this.waiting) {
      for (const p of q.values()) p.reject(this.broken);
      q.clear();
    }
  }

  /** Aborts the pool: the workers' signals fire at their next check, pending requests reject with an AbortError. */
  abort(): void {
    this.interrupt();
    this.fail(new AbortError(ABORTED));
  }

  /** Aborts the workers' signals only: pending requests wait for the answers the workers give then. */
  interrupt(): void {
    Atomics.store(this.control, C_ABORT, 1);
    Atomics.notify(this.control, C_ABORT);
  }

  /** The writable end of worker `index`'s standard input (pools made with `stdin: true`), else undefined. */
  stdin(index: number): unknown {
    return this.workers[index]?.stdin ?? undefined;
  }

  /** Sends `message` to worker `index` and resolves with its answer (requests are answered in order). */
  request<T>(index: number, message: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.broken !== undefined) return reject(this.broken);
      if (this.closed) return reject(this.failure('the worker pool is closed'));
      const id = this.nextId++;
      this.waiting[index]!.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.workers[index]!.postMessage({ t: 'req', id, msg: message });
    });
  }

  /** Hands new data to every worker; each takes it before its next phase. */
  update(data: (index: number) => unknown): void {
    const version = Atomics.load(this.control, C_VERSION) + 1;
    this.ports.forEach((p, i) => p.postMessage({ version, data: data(i) }));
    Atomics.store(this.control, C_VERSION, version);
  }

  /**
   * Runs phase `cmd` (≥ 0) on every worker while `local` runs here, and returns when all are done.
   * A worker's exception ends the phase with its error (the pool is then closed). With `rest`, the
   * workers sleep as soon as their share is done instead of spinning for the next phase: for a
   * caller with serial work of its own after this phase (a spinning worker takes a share of the
   * core from it where the two threads are hyperthreads of one core, as on the project's machine).
   */
  phase(cmd: number, local?: () => void, rest = false): void {
    if (this.closed) throw this.failure('the worker pool is closed');
    const c = this.control;
    Atomics.store(c, C_DONE, 0);
    Atomics.store(c, C_REST, rest ? 1 : 0);
    Atomics.store(c, C_CMD, cmd);
    Atomics.add(c, C_GEN, 1);
    Atomics.notify(c, C_GEN);
    let failure: unknown;
    try {
      local?.();
    } catch (e) {
      failure = e;
    }
    const t0 = Date.now();
    // the others usually finish within a fraction of a millisecond: check before sleeping
    this.spinner.spin(() => Atomics.load(c, C_DONE) >= this.size);
    for (;;) {
      const done = Atomics.load(c, C_DONE);
      if (done >= this.size) break;
      // a worker that died (its exit handler sets the flag) or never started (60 s) is not waited for
      if (Atomics.load(c, C_DEAD) !== 0 || (Atomics.load(c, C_STARTED) < this.size && Date.now() - t0 > 60_000)) {
        void this.close();
        if (failure !== undefined) throw failure;
        throw this.failure('a worker thread ended unexpectedly');
      }
      Atomics.wait(c, C_DONE, done, 1000);
    }
    if (failure !== undefined) throw failure;
    if (Atomics.load(c, C_ERR) !== 0) {
      const end = this.errText.indexOf(0);
      const text = new TextDecoder().decode(this.errText.slice(0, end < 0 ? this.errText.length : end));
      void this.close();
      let w: WireError | undefined;
      try {
        w = JSON.parse(text) as WireError;
      } catch {
        w = undefined;
      }
      if (w !== undefined && w.code !== 'WORKER') throw fromWire(w);
      throw this.failure(w?.message ?? `a worker thread failed: ${clip(text, 400)}`);
    }
  }

  /** Stops every worker (idempotent): a quit command, then terminate(); resolves when all have exited. */
  close(): Promise<void> {
    const all = Promise.all(this.exits).then(() => undefined);
    if (this.closed) return all;
    this.closed = true;
    this.opts.signal?.removeEventListener('abort', this.onAbort);
    this.broken ??= this.failure('the worker pool is closed');
    const c = this.control;
    Atomics.store(c, C_CMD, CMD_QUIT);
    Atomics.add(c, C_GEN, 1);
    Atomics.notify(c, C_GEN);
    for (const p of this.ports) p.close();
    for (const w of this.workers) void w.terminate();
    return all;
  }
}
