/**
 * The worker side of the worker pool (pool.ts): what a worker file of the package calls to serve
 * its pool, either {@link serveRequests} (messages answered in order) or {@link servePhases}
 * (synchronous rounds over shared memory).
 *
 * Invariants:
 * - The {@link PoolWorker.signal} of a worker reads the pool's shared abort flag at every `aborted`
 *   read (and a timer fires its listeners when the event loop is free), so code that checks
 *   `signal.aborted` in a synchronous loop sees an abort without an event-loop turn. Its reason is
 *   an {@link AbortError}.
 * - A request's answer carries the error of the family the handler threw (pool.ts rebuilds it);
 *   anything else is reported as a worker failure, never swallowed.
 * @internal
 */
import { pollingSignal } from './run.js';
import { C_ABORT, C_CMD, C_DEAD, C_DONE, C_ERR, C_GEN, C_REST, C_STARTED, C_VERSION, CMD_QUIT, type PoolWorkerData, Spinner, toWire, workerThreads } from './pool.js';

/** What a worker knows of its pool. */
export interface PoolWorker<D = unknown> {
  /** This worker's number, 0 .. size − 1. */
  readonly index: number;
  /** The number of workers in the pool. */
  readonly size: number;
  /** The data the pool gave this worker (the latest {@link WorkerPool.update} in phase pools). */
  data: D;
  /** Aborted when the pool is (see the module notes). */
  readonly signal: AbortSignal;
  /** Whether the pool was aborted (one atomic read). */
  aborted(): boolean;
  /** Posts a message of this worker's own to the pool's `onMessage`. */
  post(message: unknown, transfer?: readonly unknown[]): void;
}

/**
 * An AbortSignal that is aborted (with an AbortError) as soon as `flag[slot]` is non-zero: every
 * read of `aborted` looks at the flag, so it works inside synchronous code; a timer fires its
 * listeners when the event loop is free.
 */
export function sharedSignal(flag: Int32Array, slot: number): AbortSignal {
  const signal = pollingSignal(() => Atomics.load(flag, slot) !== 0);
  const timer = setInterval(() => {
    if (signal.aborted) clearInterval(timer);
  }, 50);
  (timer as { unref?: () => void }).unref?.();
  return signal;
}

/** This worker's pool context (throws outside a pool worker). */
export function poolWorker<D>(): PoolWorker<D> & { readonly port: unknown; readonly control: Int32Array; readonly errText: Uint8Array } {
  const wt = workerThreads();
  const d = wt?.workerData as PoolWorkerData | undefined;
  if (wt === undefined || wt.parentPort === null || d === undefined || !(d.control instanceof Int32Array)) throw new Error('not a worker thread of the partizan worker pool');
  const parent = wt.parentPort;
  const control = d.control;
  return {
    index: d.index,
    size: d.size,
    data: d.data as D,
    signal: sharedSignal(control, C_ABORT),
    aborted: () => Atomics.load(control, C_ABORT) !== 0,
    post: (message, transfer) => parent.postMessage({ t: 'msg', msg: message }, transfer as never),
    port: d.port,
    control,
    errText: d.errText,
  };
}

/**
 * Serves requests: `handle(message, worker)` answers each (a value, or a promise of one), in order of
 * arrival; an error it throws is the request's error.
 */
export function serveRequests<D>(handle: (message: never, worker: PoolWorker<D>) => unknown): void {
  const w = poolWorker<D>();
  const parent = workerThreads()!.parentPort!;
  Atomics.add(w.control, C_STARTED, 1);
  let queue: Promise<void> = Promise.resolve();
  parent.on('message', (m: { t?: string; id?: number; msg?: unknown }) => {
    if (m.t !== 'req') return;
    queue = queue.then(async () => {
      try {
        const value = await handle(m.msg as never, w);
        parent.postMessage({ t: 'ans', id: m.id, ok: true, value });
      } catch (e) {
        parent.postMessage({ t: 'ans', id: m.id, ok: false, error: toWire(e) });
      }
    });
  });
}

/**
 * Serves phases: waits for each command of the pool and runs `kernel(cmd, worker)` on it (with the
 * latest data), then reports it done; an exception is recorded for the pool (the first one wins) and
 * the phase still ends. Returns when the pool quits.
 */
export function servePhases<D>(kernel: (cmd: number, worker: PoolWorker<D>) => void): void {
  const w = poolWorker<D>();
  const wt = workerThreads()!;
  const c = w.control;
  Atomics.add(c, C_STARTED, 1);
  const proc = (globalThis as { process?: { on(ev: string, f: () => void): void } }).process;
  proc?.on('exit', () => {
    Atomics.store(c, C_DEAD, 1);
    Atomics.notify(c, C_DONE);
  });
  let seen = 0;
  let version = 0;
  let rest = false;
  const spinner = new Spinner();
  for (;;) {
    // the next phase usually starts within a fraction of a millisecond: check before sleeping (unless
    // the pool said it has serial work of its own after the last phase: pool.ts, WorkerPool.phase)
    if (!rest) spinner.spin(() => Atomics.load(c, C_GEN) !== seen);
    while (Atomics.load(c, C_GEN) === seen) Atomics.wait(c, C_GEN, seen);
    seen = Atomics.load(c, C_GEN);
    const cmd = Atomics.load(c, C_CMD);
    if (cmd === CMD_QUIT) break;
    rest = Atomics.load(c, C_REST) === 1;
    try {
      const want = Atomics.load(c, C_VERSION);
      while (version < want) {
        const m = wt.receiveMessageOnPort(w.port as never) as { message: { version: number; data: D } } | undefined;
        if (m === undefined) Atomics.wait(c, C_DEAD, 0, 1);
        else {
          w.data = m.message.data;
          version = m.message.version;
        }
      }
      kernel(cmd, w);
    } catch (e) {
      if (Atomics.compareExchange(c, C_ERR, 0, 1) === 0) {
        const t = new TextEncoder().encode(JSON.stringify(toWire(e)));
        w.errText.set(t.subarray(0, w.errText.length - 1));
      }
    }
    Atomics.add(c, C_DONE, 1);
    Atomics.notify(c, C_DONE);
  }
}
