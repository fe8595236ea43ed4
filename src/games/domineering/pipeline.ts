/**
 * Domineering on two threads as a pipeline: one thread searches, the other values.
 *
 * The one-thread `DomineeringSolver` (solver.ts) spends its time in two kinds of work: the search over
 * regions (each region's options, split into connected parts, each part's canonical key up to
 * symmetry, the transposition table), which touches no game; and the valuation (sums of the parts'
 * values, the undominated options, `game()`), which leans on the engine's caches of sums,
 * comparisons and canonical forms. Splitting the valuation between threads splits those caches and
 * repeats their work; splitting the search does not. So:
 *
 * - {@link RegionSearch} (on a worker thread) runs the solver's depth-first search with the same
 *   stack discipline, but keeps no values: it numbers the distinct regions (up to symmetry) in
 *   post-order, so that every part of a region is numbered before the region, and writes each
 *   region's options as part codes into an Int32Array (the *stream*, module notes below), posted in
 *   chunks as the search goes.
 * - {@link RegionValuer} (on the calling thread) reads the stream in order and values each region
 *   from its parts' values exactly as the solver does (the sum of the parts of each option, the
 *   maximal options of each player, `game()`), keeping the values in an array by number. Its engine
 *   caches are the ones a one-thread run would use, and the result is interned on the calling
 *   thread: no game crosses a thread.
 *
 * The two threads overlap: the valuer works on the regions found so far while the search goes on.
 * The one-thread `DomineeringSolver` is the same two sides on one thread.
 *
 * The stream, per region in post-order: the number of Left options, the number of Right options,
 * then per option its number of parts and one code per part. A code c ≥ 0 is region number c >> 1,
 * its value negated when c & 1 (the part is the transpose of the numbered region); a code c < 0 is
 * a strip (a one-row or one-column part) of value −c − 1 − {@link STRIP_BIAS}.
 *
 * Invariant: a region's number is given when its record is written, after the records of all its
 * parts; so the valuer, reading in order, holds every part's value when it reaches a region.
 * @internal
 */
import { add, neg } from '../../engine/arith.js';
import { game } from '../../engine/canonical.js';
import { maximalOptions } from '../grid/solver.js';
import { num, zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { RunControl } from '../../engine/run.js';
import { canon, type Key, reflect, type Region, RegionTable, regionOptions, regions, strip, tableFull } from './regions.js';

/** Strip values are written as −1 − (value + STRIP_BIAS); a strip of a 30-wide region is at most 15 in size. */
const STRIP_BIAS = 64;
/** Unresolved parts inside a frame are written as UNRESOLVED − (2·ref + neg), below every strip code. */
const UNRESOLVED = -1000;
/** The most regions one search numbers (as the solver's table). */
const MAX_REGIONS = 16_000_000;

/** Receives the stream: `data[0 .. length)` holds whole records of `regions` regions. */
export type StreamSink = (data: Int32Array, length: number, regions: number) => void;

interface SearchFrame {
  key: Key;
  region: Region;
  /** Left then Right options as codes (unresolved parts as {@link UNRESOLVED} codes); undefined until expanded. */
  codes: number[] | undefined;
  /** Keys of the unresolved parts, by ref number. */
  refs: Key[];
}

/**
 * The search side of the pipeline: the solver's depth-first search over regions, numbering regions
 * in post-order and writing their options to the stream (see the module notes). One instance per
 * search; its table maps keys to numbers.
 * @internal
 */
export class RegionSearch {
  private readonly numbers = new RegionTable<number>();
  private count = 0;
  private buf: Int32Array;
  private len = 0;
  private pending = 0;

  /**
   * A search that hands the stream to `sink` in chunks of about `chunkInts` integers; at most
   * `maxEntries` regions (beyond, a LimitError, as the solver's table).
   */
  constructor(
    private readonly sink: StreamSink,
    private readonly maxEntries = MAX_REGIONS,
    private readonly chunkInts = 1 << 16,
    private readonly signal?: AbortSignal,
  ) {
    this.buf = new Int32Array(chunkInts + 1024);
  }

  /**
   * Searches the connected, trimmed region `g` (not a strip) and returns its code: the number of the
   * region stored for it, times 2, plus 1 when its value is the negative of that region's. The
   * stream is flushed before it returns. `signal` (default the constructor's) stops it.
   */
  run(g: Region, signal = this.signal): number {
    const c = canon(g);
    const { numbers } = this;
    const stack: SearchFrame[] = [{ key: c.key, region: reflect(c.base, c.t), codes: undefined, refs: [] }];
    const run = new RunControl({ signal }, 'search', 'regions', 256);
    while (stack.length > 0) {
      run.step();
      const f = stack[stack.length - 1]!;
      if (f.codes === undefined) {
        if (numbers.get(f.key) !== undefined) {
          stack.pop();
          continue;
        }
        const codes: number[] = [0, 0];
        const pushed = new Map<Key, number>();
        for (const player of ['L', 'R'] as const) {
          const options = regionOptions(f.region, player);
          codes[player === 'L' ? 0 : 1] = options.length;
          for (const option of options) {
            const parts = regions(option);
            codes.push(parts.length);
            for (const part of parts) {
              const s = strip(part);
              if (s) {
                codes.push(-1 - (s.nus!.number + STRIP_BIAS));
                continue;
              }
              const pc = canon(part);
              const n = numbers.get(pc.key);
              if (n !== undefined) {
                codes.push(2 * n + (pc.neg ? 1 : 0));
                continue;
              }
              let ref = pushed.get(pc.key);
              if (ref === undefined) {
                ref = f.refs.length;
                f.refs.push(pc.key);
                pushed.set(pc.key, ref);
                stack.push({ key: pc.key, region: reflect(pc.base, pc.t), codes: undefined, refs: [] });
              }
              codes.push(UNRESOLVED - (2 * ref + (pc.neg ? 1 : 0)));
            }
          }
        }
        f.codes = codes;
        if (f.refs.length > 0) continue;
      }
      this.write(f);
      stack.pop();
    }
    this.flush();
    return 2 * numbers.get(c.key)! + (c.neg ? 1 : 0);
  }

  /** Writes the record of a frame whose parts are all numbered, and numbers it. */
  private write(f: SearchFrame): void {
    const { codes, refs } = f;
    if (this.count >= this.maxEntries) {
      throw tableFull(this.maxEntries);
    }
    const resolved = refs.map((k) => this.numbers.get(k)!);
    const need = codes!.length;
    if (this.len + need > this.buf.length) {
      if (this.len > 0) this.flush();
      if (need > this.buf.length) this.buf = new Int32Array(need);
    }
    const { buf } = this;
    let at = this.len;
    for (const x of codes!) {
      if (x > UNRESOLVED) buf[at++] = x;
      else {
        const r = UNRESOLVED - x;
        buf[at++] = 2 * resolved[r >> 1]! + (r & 1);
      }
    }
    this.len = at;
    this.numbers.set(f.key, this.count++);
    this.pending++;
    if (this.len >= this.chunkInts) this.flush();
  }

  /** Hands the written records to the sink (the buffer is given away: a new one is made). */
  private flush(): void {
    if (this.pending === 0) return;
    const { buf, len, pending } = this;
    // emptied first: a sink that throws (an abort while it values) leaves a search that can go on
    this.buf = new Int32Array(this.chunkInts + 1024);
    this.len = 0;
    this.pending = 0;
    this.sink(buf, len, pending);
  }
}

/** The integers of strips, interned once. */
const stripValues: Game[] = [];
function stripValue(code: number): Game {
  const v = -1 - code - STRIP_BIAS;
  return (stripValues[v + STRIP_BIAS] ??= num(v));
}

/**
 * The valuing side of the pipeline: reads the stream in order and values each region as
 * `DomineeringSolver` does (module notes). Records are queued as they come ({@link push}) and
 * valued in pieces ({@link work}), so the thread that values them can give its event loop turns.
 * @internal
 */
export class RegionValuer {
  private readonly values: Game[] = [];
  private readonly queue: Array<{ data: Int32Array; length: number; at: number }> = [];
  private queued = 0;

  constructor(private readonly maxEntries = MAX_REGIONS) {}

  /** The number of regions valued. */
  get size(): number {
    return this.values.length;
  }

  /** Whether records are queued and not valued yet. */
  get pending(): boolean {
    return this.queue.length > 0;
  }

  /** Queues the `regions` records in `data[0 .. length)` (a LimitError at once past `maxEntries`). */
  push(data: Int32Array, length: number, regions: number): void {
    if (this.values.length + this.queued + regions > this.maxEntries) {
      throw tableFull(this.maxEntries);
    }
    this.queued += regions;
    if (length > 0) this.queue.push({ data, length, at: 0 });
  }

  /** Values queued records, in order, until `stop()` says so (asked after each record) or none is left; returns whether some are left. */
  work(stop: () => boolean = () => false): boolean {
    const { values, queue } = this;
    while (queue.length > 0) {
      const chunk = queue[0]!;
      const data = chunk.data;
      let i = chunk.at;
      while (i < chunk.length) {
        const nLeft = data[i]!;
        const nAll = nLeft + data[i + 1]!;
        i += 2;
        const L: Game[] = [];
        const R: Game[] = [];
        for (let o = 0; o < nAll; o++) {
          const n = data[i++]!;
          let s = zero;
          for (let k = 0; k < n; k++) {
            const c = data[i++]!;
            let v: Game;
            if (c < 0) v = stripValue(c);
            else {
              v = values[c >> 1]!;
              if (c & 1) v = neg(v);
            }
            s = add(s, v);
          }
          (o < nLeft ? L : R).push(s);
        }
        values.push(game(maximalOptions(L, 'L'), maximalOptions(R, 'R')));
        this.queued--;
        chunk.at = i;
        if (i < chunk.length && stop()) return true;
      }
      queue.shift();
      if (queue.length > 0 && stop()) return true;
    }
    return false;
  }

  /** The value of a code returned by {@link RegionSearch.run}. */
  valueOf(code: number): Game {
    const v = this.values[code >> 1]!;
    return code & 1 ? neg(v) : v;
  }
}
