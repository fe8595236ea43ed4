/**
 * A worker thread of the two-thread nim-value engine (parallel.ts), serving the requests of its
 * pool (engine/pool.ts): worker w (its index in the pool, 0 or 1) computes, for each segment it is
 * sent, the heaps of parity w on the shared values, each as soon as every heap it depends on (all
 * heaps ≤ h − lag) is done, and publishes it (its rare heaps first, then its progress). It stops
 * early when the other worker stops ({@link CTL}.STOP) or the pool is aborted. Built as its own file
 * of the package (`impartial-worker.js` / `.cjs`).
 *
 * Invariant (with the other worker): `done[w]` is the last heap of parity w whose value is in the
 * shared store; the rare heaps of parity w below it are in w's shared list and counted in
 * `rc[w]`, and the largest value of both in `maxv`, written before `done[w]` (so a worker sizes
 * its value tables for every value it may read).
 * @internal
 */
import { serveRequests } from '../engine/pool-worker.js';
import { CTL, TwoHeapKernel, type TwoHeapMoves, type ValueStore } from './kernel.js';

/** What the pool gives each worker. */
export interface ImpartialWorkerData {
  readonly lag: number;
  readonly moves: TwoHeapMoves;
  readonly values: SharedArrayBuffer;
  readonly width: 1 | 2;
  readonly ctl: SharedArrayBuffer;
  readonly rare: readonly [SharedArrayBuffer, SharedArrayBuffer];
}

/** One segment of work (a request). */
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
  readonly done: number;
  readonly reason: 'done' | 'stop' | 'widen' | 'rare-full';
}

/** This worker's kernel and how far it has observed the values (made at the first segment). */
let state: { k: TwoHeapKernel; g: ValueStore; ctl: Int32Array; observed: number } | undefined;

serveRequests<ImpartialWorkerData>((seg: Segment, worker): SegmentDone => {
  const init = worker.data;
  const w = worker.index;
  const other = 1 - w;
  if (state === undefined) {
    const ctl = new Int32Array(init.ctl);
    const g: ValueStore = init.width === 1 ? new Uint8Array(init.values) : new Uint16Array(init.values);
    const k = new TwoHeapKernel(init.moves, g);
    k.rareA = new Int32Array(init.rare[w]!);
    k.rareB = new Int32Array(init.rare[other]!);
    k.growable = false;
    k.ctl = ctl;
    k.rcAIndex = CTL.RC + w;
    k.rcBIndex = CTL.RC + other;
    state = { k, g, ctl, observed: 1 }; // heaps below `observed` were seen (occurrences, frequent values)
  }
  const { k, g, ctl } = state;
  const limit = init.width === 1 ? 255 : 65535;
  const lag = init.lag;
  k.ensureValue(seg.maxV);
  if (seg.sparse !== k.sparse || seg.mask !== k.mask || seg.d !== k.d || seg.cstar !== k.cstar) k.setMask(seg.mask, seg.d, seg.cstar, seg.sparse);
  k.rcA = Atomics.load(ctl, CTL.RC + w);
  // the occurrences of values among the heaps before the segment (the first OCC of each)
  for (; state.observed < seg.from; state.observed++) {
    const v = g[state.observed]!;
    const c = k.occN[v]!;
    if (c < 256) k.occ[v * 256 + c] = state.observed;
    k.occN[v] = c + 1;
  }
  k.refreshTops(seg.from);
  let h = seg.from + ((seg.from & 1) === w ? 0 : 1);
  let reason: SegmentDone['reason'] = 'done';
  for (; h <= seg.to; h += 2) {
    // every heap ≤ h − lag: this worker's are done; the other's last one of them must be
    const x = h - lag;
    const need = (x & 1) === other ? x : x - 1;
    if (Atomics.load(ctl, CTL.DONE + other) < need) {
      let spins = 0;
      for (;;) {
        const cur = Atomics.load(ctl, CTL.DONE + other);
        if (cur >= need || Atomics.load(ctl, CTL.STOP) !== 0) break;
        if (++spins < 2000) continue;
        if (worker.aborted()) break;
        Atomics.store(ctl, CTL.WAIT + w, 1);
        if (Atomics.load(ctl, CTL.DONE + other) === cur) Atomics.wait(ctl, CTL.DONE + other, cur, 5);
        Atomics.store(ctl, CTL.WAIT + w, 0);
      }
    }
    if (Atomics.load(ctl, CTL.STOP) !== 0 || worker.aborted()) {
      reason = 'stop';
      break;
    }
    const shared = Atomics.load(ctl, CTL.MAXV);
    if (shared > k.maxV) k.ensureValue(shared);
    const v = k.value(h);
    if (v > limit) {
      reason = 'widen';
      break;
    }
    if (v >= k.seen.length >> 2) k.ensureValue(v);
    // the shared maximum only grows (a compare-and-swap loop: there is no Atomics.max)
    for (let cur = Atomics.load(ctl, CTL.MAXV); v > cur; ) {
      const seen = Atomics.compareExchange(ctl, CTL.MAXV, cur, v);
      if (seen === cur) break;
      cur = seen;
    }
    // observe this heap's value too (occurrences); record() writes the value and the rare list
    if (!k.record(h, v)) {
      reason = 'rare-full';
      break;
    }
    Atomics.store(ctl, CTL.DONE + w, h);
    if (Atomics.load(ctl, CTL.WAIT + other) !== 0) Atomics.notify(ctl, CTL.DONE + w);
  }
  if (reason !== 'done') {
    Atomics.store(ctl, CTL.FLAG, 1);
    Atomics.store(ctl, CTL.STOP, 1);
    Atomics.notify(ctl, CTL.DONE + w);
  }
  state.observed = Math.max(state.observed, seg.to + 1);
  return { done: Atomics.load(ctl, CTL.DONE + w), reason };
});
