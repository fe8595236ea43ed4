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

/** A worker and its jobs in flight. */
class Channel {
  private nextId = 1;
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

const main = new Channel();

/** Starts `job` in the worker. */
export function start<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): Running<Answers[K]> {
  const { id, promise } = main.start(job, onProgress);
  return { promise, cancel: () => main.worker.postMessage({ id, kind: 'cancel' } satisfies Request) };
}

/**
 * The worker of the games of the registry: their `value` runs in one synchronous piece (it has no
 * cache to resume from between slices), so a cancel cannot be heard while it runs; Cancel ends this
 * worker instead, and the next job starts a fresh one. The main worker is never blocked by them.
 */
let games: Channel | undefined;

/** Starts `job` in the games' worker; `cancel` terminates that worker. */
export function startGame<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): Running<Answers[K]> {
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
