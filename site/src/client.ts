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

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
let nextId = 1;
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; onProgress?: (done: number, total: number | undefined) => void }>();

worker.onmessage = (ev: MessageEvent<Reply>): void => {
  const r = ev.data;
  const p = pending.get(r.id);
  if (!p) return;
  if (r.type === 'progress') {
    p.onProgress?.(r.done, r.total);
    return;
  }
  pending.delete(r.id);
  if (r.type === 'result') p.resolve(r.data);
  else if (r.type === 'cancelled') p.reject(new Cancelled('cancelled'));
  else p.reject(new JobError(r.error));
};

/** Starts `job` in the worker. */
export function start<K extends Job['kind']>(job: Extract<Job, { kind: K }>, onProgress?: (done: number, total: number | undefined) => void): Running<Answers[K]> {
  const id = nextId++;
  const promise = new Promise<Answers[K]>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
  });
  const msg: Request = { id, job };
  worker.postMessage(msg);
  return { promise, cancel: () => worker.postMessage({ id, kind: 'cancel' } satisfies Request) };
}
