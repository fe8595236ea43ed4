/**
 * What the two-thread nim-value engine (parallel.ts) and its workers (parallel-worker.ts) share:
 * the slots of the control array and the messages. A module of its own, so that the engine, which
 * the root entry loads in browsers too, never imports the worker's `node:worker_threads`.
 */
import type { TwoHeapMoves } from './kernel.js';

/** The shared control array's slots. */
export const CTL = { DONE: 0, STOP: 2, RC: 3, WAIT: 5, FLAG: 7, MAXV: 8, SIZE: 9 } as const;

/** What starts a worker. */
export interface WorkerInit {
  readonly w: 0 | 1;
  readonly lag: number;
  readonly moves: TwoHeapMoves;
  readonly values: SharedArrayBuffer;
  readonly width: 1 | 2;
  readonly ctl: SharedArrayBuffer;
  readonly rare: readonly [SharedArrayBuffer, SharedArrayBuffer];
}

/** One segment of work. */
export interface Segment {
  readonly from: number;
  readonly to: number;
  readonly sparse: boolean;
  readonly mask: number;
  readonly d: number;
  readonly cstar: number;
  readonly maxV: number;
}

/** A worker's answer to a segment: the last heap it completed, and why it stopped. */
export interface SegmentDone {
  readonly w: 0 | 1;
  readonly done: number;
  readonly reason: 'done' | 'stop' | 'widen' | 'rare-full';
}
