/**
 * The page's side of the worker protocol (./protocol.ts): one worker, jobs with ids, progress
 * callbacks, and cancellation.
 */
import type { Answers, Job, Reply, Request, WireError } from './protocol';

/** A job failed in the worker. */
export class JobError extends Error {
  constructor(readonly wire: WireError) {
    super(wire.message);
    this.name = wire.name;
  }
}

/** A job was cancelled (the worker confirmed the abort). */
export class Cancelled extends Error {
  override name = 'Cancelled';
}

/** A running job: its answer and a way to cancel it. */
export interface Running<T> {
  readonly promise: Promise<T>;
  cancel(): void;
}

/**
 * A worker and its jobs in flight. Every job ends: with its answer, its error, Cancelled, or (when
 * the worker itself fails: its script does not load, an error escapes it, a message cannot be read)
 * a JobError saying so, after which the channel is dead and the next job starts a fresh worker.
 */
class Channel {
  private nextId = 1;
  dead = false;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; onProgress?: (done: number, total: number | undefined) => void }>();
  readonly worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

  constructor() {
    this.worker.onmessage = (ev: MessageEvent<Reply>): void => {
      const r = ev.data;
      const p = this.pending.get(r.id);
      if (!p) return;
      if (r.type === 'progress') {
        p.onProgress?.(r.done, r.total);
        return;
      }
      this.pending.delete(r.id);
      if (r.type === 'result') p.resolve(r.data);
      else if (r.type === 'cancelled') p.reject(new Cancelled('cancelled'));
      else p.reject(new JobError(r.error));
    };
    const fail = (message: string): void => {
      this.dead = true;
      this.worker.terminate();
      for (const p of this.pending.values()) p.reject(new JobError({ name: 'WorkerError', code: 'WORKER', message }));
      this.pending.clear();
    };
    this.worker.onerror = (ev: ErrorEvent): void => {
      ev.preventDefault();
      fail(`the page's worker stopped: ${ev.message || 'its script failed to load or run'}`.slice(0, 300));
    };
    this.worker.onmessageerror = (): void => fail("the page's worker sent a message that could not be read");
  }

  start<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): { id: number; promise: Promise<Answers[K]> } {
    const id = this.nextId++;
    const promise = new Promise<Answers[K]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
    });
    this.worker.postMessage({ id, job } satisfies Request);
    return { id, promise };
  }

  /** Ends the worker at once; every job in flight is cancelled. */
  terminate(): void {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Cancelled('cancelled'));
    this.pending.clear();
  }
}

let main = new Channel();

/** Starts `job` in the worker (a fresh one if the last one failed). */
export function start<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): Running<Answers[K]> {
  if (main.dead) main = new Channel();
  const ch = main;
  const { id, promise } = ch.start(job, onProgress);
  return { promise, cancel: () => ch.worker.postMessage({ id, kind: 'cancel' } satisfies Request) };
}

/**
 * The worker of the games of the registry: their `value` runs in one synchronous piece (it has no
 * cache to resume from between slices), so a cancel cannot be heard while it runs; Cancel ends this
 * worker instead, and the next job starts a fresh one. The main worker is never blocked by them.
 */
let games: Channel | undefined;

/** Starts `job` in the games' worker; `cancel` terminates that worker. */
export function startGame<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): Running<Answers[K]> {
  if (games?.dead) games = undefined;
  const ch = (games ??= new Channel());
  const { promise } = ch.start(job, onProgress);
  return {
    promise,
    cancel: () => {
      if (games === ch) games = undefined;
      ch.terminate();
    },
  };
}
