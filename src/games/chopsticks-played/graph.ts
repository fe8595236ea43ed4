/**
 * The reachable graph of a rule set, built breadth-first from the opening position with integer
 * position indices and typed arrays (compressed sparse rows, forward and backward).
 *
 * Invariants: index 0 is the root; indices are in breadth-first order, so `depth` is
 * non-decreasing in the index; the out-edges of a node are distinct (successor, shift) pairs.
 */
import { type Rules } from './rules.js';
import { PositionSpace } from './position.js';
import { MoveGenerator } from './moves.js';
import { runAsync, runSync, type Steps } from './steps.js';
import { LimitError } from '../../engine/errors.js';

/** Thrown when a computation would exceed its `maxPositions` limit. */
export class LoopyLimitError extends LimitError {
  override name = 'LoopyLimitError';
  /** The limit that was hit. */
  readonly limit: number;
  constructor(limit: number) {
    super(`more than maxPositions = ${limit} reachable positions; raise the limit or choose smaller rules`);
    this.limit = limit;
  }
}

/** Options of the long computations. */
export interface LoopyOptions {
  /** Stop with {@link LoopyLimitError} beyond this many positions (default 5,000,000). */
  maxPositions?: number;
  /** Called now and then with work done and work known so far. */
  onProgress?: (done: number, total: number) => void;
  /** Aborts the computation (it throws the signal's reason). */
  signal?: AbortSignal;
  /** Root position code (default: the opening position of the rules). */
  root?: number;
}

/** The reachable graph of positions. */
export interface LoopyGraph {
  /** The rule set. */
  rules: Rules;
  /** Codec of the positions. */
  space: PositionSpace;
  /** Move generator of the rules. */
  gen: MoveGenerator;
  /** Number of positions (terminals included). */
  n: number;
  /** Position code of each index. */
  codes: Float64Array;
  /** Position index of each code. */
  index: Map<number, number>;
  /** 1 where the position is terminal. */
  terminal: Uint8Array;
  /** Breadth-first distance from the root (moves). */
  depth: Int32Array;
  /** Out-edges of node u: targets[offsets[u] .. offsets[u+1]), with the seat shift of each edge. */
  offsets: Int32Array;
  /** Edge targets. */
  targets: Int32Array;
  /** Edge seat shifts (how far the turn moved). */
  shifts: Uint8Array;
  /** In-edges of node v: sources[predOffsets[v] .. predOffsets[v+1]). */
  predOffsets: Int32Array;
  /** In-edge sources. */
  sources: Int32Array;
  /** In-edge seat shifts. */
  predShifts: Uint8Array;
}

class IntBuffer {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
    this.data[this.length++] = v;
  }
  slice(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Builds the graph of positions reachable from the root (default: the opening position). */
export function buildGraph(rules: Rules, opts: LoopyOptions = {}): LoopyGraph {
  return runSync(graphSteps(rules, opts));
}

/**
 * {@link buildGraph} that lets the event loop run now and then, so that `opts.signal` can be
 * aborted by an event (e.g. a SIGINT handler) while it works; rejects with the signal's reason.
 */
export function buildGraphAsync(rules: Rules, opts: LoopyOptions = {}): Promise<LoopyGraph> {
  return runAsync(graphSteps(rules, opts));
}

/** The breadth-first construction, yielding at its checkpoints. */
function* graphSteps(rules: Rules, opts: LoopyOptions): Steps<LoopyGraph> {
  opts.signal?.throwIfAborted();
  const space = new PositionSpace(rules);
  const gen = new MoveGenerator(space);
  const maxPositions = opts.maxPositions ?? 5_000_000;
  const index = new Map<number, number>();
  const codes: number[] = [];
  const depth = new IntBuffer();
  const offsets = new IntBuffer();
  const targets = new IntBuffer();
  const shifts = new IntBuffer();
  const root = opts.root ?? space.startCode();
  index.set(root, 0);
  codes.push(root);
  depth.push(0);
  const succCodes: number[] = [];
  const succShifts: number[] = [];
  for (let u = 0; u < codes.length; u++) {
    if ((u & 4095) === 0) {
      opts.signal?.throwIfAborted();
      opts.onProgress?.(u, codes.length);
      yield;
    }
    offsets.push(targets.length);
    succCodes.length = 0;
    succShifts.length = 0;
    gen.forEachSuccessor(codes[u]!, (next, shift) => {
      for (let k = 0; k < succCodes.length; k++) if (succCodes[k] === next && succShifts[k] === shift) return;
      succCodes.push(next);
      succShifts.push(shift);
    });
    for (let k = 0; k < succCodes.length; k++) {
      const c = succCodes[k]!;
      let v = index.get(c);
      if (v === undefined) {
        v = codes.length;
        if (v >= maxPositions) throw new LoopyLimitError(maxPositions);
        index.set(c, v);
        codes.push(c);
        depth.push(depth.data[u]! + 1);
      }
      targets.push(v);
      shifts.push(succShifts[k]!);
    }
  }
  const n = codes.length;
  offsets.push(targets.length);
  opts.onProgress?.(n, n);
  const off = offsets.slice();
  const tgt = targets.slice();
  const sh = Uint8Array.from(shifts.slice());
  // Reverse edges by counting sort.
  const predOffsets = new Int32Array(n + 1);
  for (let e = 0; e < tgt.length; e++) predOffsets[tgt[e] + 1] += 1;
  for (let v = 0; v < n; v++) predOffsets[v + 1] += predOffsets[v];
  const fill = predOffsets.slice(0, n);
  const sources = new Int32Array(tgt.length);
  const predShifts = new Uint8Array(tgt.length);
  for (let u = 0; u < n; u++) {
    for (let e = off[u]!; e < off[u + 1]!; e++) {
      const slot = fill[tgt[e]]++;
      sources[slot] = u;
      predShifts[slot] = sh[e]!;
    }
  }
  const terminal = new Uint8Array(n);
  for (let u = 0; u < n; u++) if (off[u] === off[u + 1]) terminal[u] = 1;
  return {
    rules,
    space,
    gen,
    n,
    codes: Float64Array.from(codes),
    index,
    terminal,
    depth: depth.slice(),
    offsets: off,
    targets: tgt,
    shifts: sh,
    predOffsets,
    sources,
    predShifts,
  };
}
