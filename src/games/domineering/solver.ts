/**
 * The fast Domineering solver: regions as bit rows, keys up to symmetry, and a search and a
 * valuation that one thread runs ({@link DomineeringSolver}) or two (parallel.ts: the search on a
 * worker, the valuation on the calling thread, overlapping).
 *
 * - {@link RegionSearch}: the depth-first search over regions (each region's options, split into
 *   connected parts, each part's canonical key up to symmetry), which touches no game. It numbers
 *   the distinct regions in post-order and writes each region's options as part codes into an
 *   Int32Array, the *stream*, handed on in chunks.
 * - {@link RegionValuer}: reads the stream in order and values each region from its parts' values
 *   (the sum of the parts of each option, the maximal options of each player, `game()`), keeping
 *   the values in an array by number. The valuation leans on the engine's caches of sums,
 *   comparisons and canonical forms, so it stays on the calling thread: no game crosses a thread.
 *
 * The stream, per region in post-order: the number of Left options, the number of Right options,
 * then per option its number of parts and one code per part. A code c ≥ 0 is region number c >> 1,
 * its value negated when c & 1 (the part is the transpose of the numbered region); a code c < 0 is
 * a strip (a one-row or one-column part) of value −c − 1 − {@link STRIP_BIAS}.
 *
 * Invariant: a region's number is given when its record is written, after the records of all its
 * parts; so the valuer, reading in order, holds every part's value when it reaches a region.
 */
import { registerInstanceCache } from '../../engine/cache.js';
import { add, neg } from '../../engine/arith.js';
import { game } from '../../engine/canonical.js';
import { maximalOptions } from '../grid/solver.js';
import { floodRows } from '../grid/rows.js';
import { zero, num } from '../../engine/constructors.js';
import { AbortError, LimitError } from '../../engine/errors.js';
import { kindError } from '../../engine/guard.js';
import type { Game } from '../../engine/game.js';
import { checkRunOptions, limitOption, RunControl, type RunOptions } from '../../engine/run.js';
import { type Player, Solver, type SolverOptions } from '../../engine/solver.js';
import { DomineeringBoard } from './board.js';
import { boardComponents, domineering } from './ruleset.js';

/** The widest region kept as bit rows (wider boards are transposed, or use the array ruleset). @internal */
export const MAX_WIDTH = 30;
/** Regions of at most this many cells (bounding box) get numeric keys; larger ones, string keys. */
const NUMERIC_AREA = 40;

/** A region's transposition key: a number for small regions, else a string. @internal */
export type Key = number | string;

/** The most entries one JavaScript Map holds safely (V8 stops at 2^24). */
const MAX_TABLE = 16_000_000;

/** @internal A region: `h` rows of width `w`, row r's empty cells as bit c of `rows[r]`. Trimmed and connected when stored. */
export interface Region {
  w: number;
  h: number;
  rows: number[];
}

/** The error of a Domineering search whose table would pass `max` regions (the one-thread solver and the pipeline's two sides). @internal */
export function tableFull(max: number): LimitError {
  return new LimitError(`the Domineering table reached its limit of ${max} regions (raise maxEntries, or clear())`, 'maxEntries');
}

/**
 * The transposition table: values by canonical key. A numeric key is split into its shape (width
 * and height) and its cell bits, so that the inner maps have small-integer keys for regions of up
 * to 30 cells, which V8 hashes without allocating a heap number.
 * @internal
 */
export class RegionTable<T = Game> {
  private readonly byShape = new Map<number, Map<number, T>>();
  private readonly byText = new Map<string, T>();
  /** The number of entries. */
  size = 0;

  get(k: Key): T | undefined {
    if (typeof k === 'string') return this.byText.get(k);
    const shape = k % 4096;
    return this.byShape.get(shape)?.get((k - shape) / 4096);
  }

  set(k: Key, v: T): void {
    if (typeof k === 'string') {
      if (!this.byText.has(k)) this.size++;
      this.byText.set(k, v);
      return;
    }
    const shape = k % 4096;
    let m = this.byShape.get(shape);
    if (!m) this.byShape.set(shape, (m = new Map()));
    const bits = (k - shape) / 4096;
    if (!m.has(bits)) this.size++;
    m.set(bits, v);
  }

  clear(): void {
    this.byShape.clear();
    this.byText.clear();
    this.size = 0;
  }
}

const REV15 = new Uint16Array(1 << 15);
for (let x = 1; x < 1 << 15; x++) REV15[x] = (REV15[x >> 1]! >> 1) | ((x & 1) << 14);

/** Bit-reversal of a w-bit row (w ≤ 30). */
function rev(x: number, w: number): number {
  return ((REV15[x & 0x7fff]! << 15) | REV15[x >>> 15]!) >>> (30 - w);
}

/** The transpose of a region (rows become columns). */
export function transpose(g: Region): Region {
  const rows: number[] = new Array<number>(g.w).fill(0);
  for (let r = 0; r < g.h; r++) {
    let x = g.rows[r]!;
    while (x !== 0) {
      const b = x & -x;
      rows[31 - Math.clz32(b)]! |= 1 << r;
      x ^= b;
    }
  }
  return { w: g.h, h: g.w, rows };
}

/** Applies a reflection: bit 0 flips vertically (row order), bit 1 horizontally (bits in a row). */
export function reflect(g: Region, t: number): Region {
  const { w, h } = g;
  const rows = new Array<number>(h);
  for (let r = 0; r < h; r++) {
    const x = g.rows[t & 1 ? h - 1 - r : r]!;
    rows[r] = t & 2 ? rev(x, w) : x;
  }
  return { w, h, rows };
}

/** The key of a region in one reflection `t` (see {@link reflect}). */
function reflectedKey(g: Region, t: number): Key {
  const { w, h } = g;
  if (w * h <= NUMERIC_AREA) {
    let bits = 0;
    let p = 1;
    const step = 2 ** w;
    for (let r = 0; r < h; r++) {
      const x = g.rows[t & 1 ? h - 1 - r : r]!;
      bits += (t & 2 ? rev(x, w) : x) * p;
      p *= step;
    }
    return bits * 4096 + w * 64 + h;
  }
  const codes: number[] = [w, h];
  for (let r = 0; r < h; r++) {
    const x = g.rows[t & 1 ? h - 1 - r : r]!;
    const y = t & 2 ? rev(x, w) : x;
    codes.push(y & 0x7fff, y >>> 15);
  }
  return String.fromCharCode(...codes);
}

/** A region's canonical key, and the orientation (base region and reflection) it was read in. */
export interface Canon {
  key: Key;
  /** True when the base is the transpose of the region: the value stored under `key` is then −G. */
  neg: boolean;
  base: Region;
  t: number;
}

/**
 * The canonical key of a trimmed region up to the 8 symmetries of the rectangle: the least key
 * over the orientations where width ≤ height (so the transpose is read only when needed).
 */
export function canon(g: Region): Canon {
  const c: Canon = { key: Infinity, neg: false, base: g, t: 0 };
  if (g.w <= g.h) scanReflections(g, false, c);
  if (g.w >= g.h) scanReflections(transpose(g), true, c);
  return c;
}

/** Updates `c` with the least of the 4 reflections' keys of `base`; numeric keys in one pass. */
function scanReflections(base: Region, isNeg: boolean, c: Canon): void {
  const { w, h, rows } = base;
  if (w * h > NUMERIC_AREA) {
    for (let t = 0; t < 4; t++) {
      const k = reflectedKey(base, t);
      if (typeof c.key === 'number' || k < c.key) (c.key = k), (c.neg = isNeg), (c.base = base), (c.t = t);
    }
    return;
  }
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let p = 1;
  const step = 2 ** w;
  for (let r = 0; r < h; r++) {
    const x = rows[r]!;
    const y = rows[h - 1 - r]!;
    b0 += x * p;
    b1 += y * p;
    b2 += rev(x, w) * p;
    b3 += rev(y, w) * p;
    p *= step;
  }
  const tail = w * 64 + h;
  const keys = [b0, b1, b2, b3];
  for (let t = 0; t < 4; t++) {
    const k = keys[t]! * 4096 + tail;
    if (k < (c.key as number)) (c.key = k), (c.neg = isNeg), (c.base = base), (c.t = t);
  }
}

/**
 * A board component as a bitmask region (bit c of row r set when the cell is free), transposed
 * when it is wider than `maxWidth` (then `flip` is true: Left and Right exchange roles).
 */
export function componentRegion(comp: { rows: number; cols: number; free: ArrayLike<number> }, maxWidth: number): { region: Region; flip: boolean } {
  const rows: number[] = [];
  for (let r = 0; r < comp.rows; r++) {
    let x = 0;
    for (let c = 0; c < comp.cols; c++) x |= comp.free[r * comp.cols + c]! << c;
    rows.push(x);
  }
  const g: Region = { w: comp.cols, h: comp.rows, rows };
  return g.w > maxWidth ? { region: transpose(g), flip: true } : { region: g, flip: false };
}

/** Splits `rows` (width ≤ 30) into connected regions of empty cells, trimmed; single cells (value 0) are dropped. */
export function regions(rows: number[]): Region[] {
  const out: Region[] = [];
  floodRows(rows, rows.length, out, pushRegion);
  return out;
}

function pushRegion(out: Region[], rows: number[], h: number, w: number): void {
  out.push({ w, h, rows });
}

/** Strip values are written as −1 − (value + STRIP_BIAS); a strip of a 30-wide region is at most 15 in size. */
const STRIP_BIAS = 64;
/** Unresolved parts inside a frame are written as UNRESOLVED − (2·ref + neg), below every strip code. */
const UNRESOLVED = -1000;

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
   * `maxEntries` regions (beyond, a LimitError).
   */
  constructor(
    private readonly sink: StreamSink,
    private readonly maxEntries = MAX_TABLE,
    private readonly chunkInts = 1 << 16,
  ) {
    this.buf = new Int32Array(chunkInts + 1024);
  }

  /**
   * Searches the connected, trimmed region `g` (not a strip) and returns its code: the number of the
   * region stored for it, times 2, plus 1 when its value is the negative of that region's. The
   * stream is flushed before it returns. The signal is read every 64 steps, progress (phase
   * `'search'`) reported every 4096 regions numbered.
   */
  run(g: Region, opts: RunOptions = {}): number {
    const c = canon(g);
    const { numbers } = this;
    const stack: SearchFrame[] = [{ key: c.key, region: reflect(c.base, c.t), codes: undefined, refs: [] }];
    const run = new RunControl(opts, 'search', 'regions', 64, 0);
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
      if ((this.count & 4095) === 0) run.progress(this.count);
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
    const { buf, len, pending } = this;
    if (pending === 0) return;
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
 * {@link DomineeringSolver} does (module notes). Records are queued as they come ({@link push}) and
 * valued in pieces ({@link work}), so the thread that values them can give its event loop turns.
 * @internal
 */
export class RegionValuer {
  private readonly values: Game[] = [];
  private readonly queue: Array<{ data: Int32Array; length: number; at: number }> = [];
  private queued = 0;

  constructor(private readonly maxEntries = MAX_TABLE) {}

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

  /** Values the `regions` records in `data[0 .. length)` at once. */
  consume(data: Int32Array, length: number, regions: number): void {
    this.push(data, length, regions);
    this.work();
  }

  /** The value of a code returned by {@link RegionSearch.run}. */
  valueOf(code: number): Game {
    const v = this.values[code >> 1]!;
    return code & 1 ? neg(v) : v;
  }
}

/** Measured (53 B, see docs/architecture.md, "Caches"): an entry of the inner numeric-keyed maps. */
const DOMINEERING_BYTES_PER_ENTRY = 60;
const trackDomineering = registerInstanceCache('domineering.regions', "a region's value in a DomineeringSolver's table (all live solvers)", DOMINEERING_BYTES_PER_ENTRY);

/**
 * The fast Domineering evaluator: an iterative search over connected regions with a transposition
 * table keyed up to symmetry (see the module notes). One solver's table is shared by all its
 * calls; `clear()` empties it.
 *
 * @example
 * ```ts
 * import { DomineeringBoard, DomineeringSolver } from 'partizan/games';
 * new DomineeringSolver().value(DomineeringBoard.parse('..|..')).toString(); // ±1
 * ```
 */
export class DomineeringSolver {
  private valuer: RegionValuer;
  private search: RegionSearch;
  private readonly maxEntries: number;
  private fallback: Solver<DomineeringBoard> | undefined;
  private readonly maxWidth: number;
  private readonly options: SolverOptions;

  /**
   * A solver; `maxEntries` bounds the table (default and maximum 16 million regions, below V8's
   * limit of 2^24 entries in one Map), `onProgress` and `signal` as for {@link Solver}.
   */
  constructor(options: SolverOptions = {}) {
    // null and the other non-objects were a TypeError at the door (the export fuzzer, session 5)
    checkRunOptions(options, 'DomineeringSolver');
    this.options = options ?? {};
    options = this.options;
    this.maxEntries = Math.min(limitOption(options.maxEntries, MAX_TABLE, 'maxEntries'), MAX_TABLE);
    this.maxWidth = Math.min((options as { maxBitWidth?: number }).maxBitWidth ?? MAX_WIDTH, MAX_WIDTH);
    this.valuer = new RegionValuer(this.maxEntries);
    this.search = new RegionSearch((data, length, n) => this.valuer.consume(data, length, n), this.maxEntries);
    trackDomineering(this);
  }

  /** The number of regions in the transposition table. */
  get size(): number {
    return this.valuer.size;
  }

  /** Empties the transposition table. */
  clear(): void {
    this.valuer = new RegionValuer(this.maxEntries);
    this.search = new RegionSearch((data, length, n) => this.valuer.consume(data, length, n), this.maxEntries);
    this.fallback?.clear();
  }

  /** The canonical value of a board (a {@link DomineeringBoard} or its text). */
  value(board: DomineeringBoard | string, opts: { signal?: AbortSignal } = {}): Game {
    const b = typeof board === 'string' ? DomineeringBoard.parse(board) : board;
    const signal = opts.signal ?? this.options.signal;
    if (signal?.aborted) throw new AbortError('the computation was aborted');
    let total = zero;
    for (const comp of boardComponents(b)) {
      if (Math.min(comp.rows, comp.cols) > this.maxWidth) {
        // Too wide for the bitmask rows in either orientation: the array-based ruleset.
        this.fallback ??= new Solver(domineering, this.options);
        total = add(total, this.fallback.value(comp, { signal }));
        continue;
      }
      const { region: g, flip } = componentRegion(comp, this.maxWidth);
      for (const part of regions(g.rows)) {
        const v = this.regionValue(part, signal);
        total = add(total, flip ? neg(v) : v);
      }
    }
    return total;
  }

  /**
   * The value of a connected, trimmed region with width ≤ 30, rows as bits (the entry of the worker
   * threads of {@link domineeringValueAsync}).
   * @internal
   */
  regionValueOf(g: Region): Game {
    // anything but a region was a TypeError inside the search (the export fuzzer, session 5)
    const ok = (n: unknown, max: number): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
    if (g === null || typeof g !== 'object' || !ok(g.w, this.maxWidth) || !ok(g.h, this.maxWidth) || !Array.isArray(g.rows) || g.rows.length !== g.h || !g.rows.every((r) => ok(r, 2 ** g.w - 1))) {
      throw kindError('regionValueOf', 'region', `a region { w, h, rows } of at most ${this.maxWidth} × ${this.maxWidth} cells`, g);
    }
    return this.regionValue(g, this.options.signal);
  }

  /** The value of a connected, trimmed region with width ≤ 30. */
  private regionValue(g: Region, signal: AbortSignal | undefined): Game {
    const quick = strip(g);
    if (quick) return quick;
    const { onProgress } = this.options;
    const code = this.search.run(g, { ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
    return this.valuer.valueOf(code);
  }
}

/** A one-row or one-column region (connected, so a strip of n cells) is ±⌊n/2⌋; otherwise undefined. */
export function strip(g: Region): Game | undefined {
  if (g.w === 1) return num(g.h >> 1);
  if (g.h === 1) return num(-(g.w >> 1));
  return undefined;
}

/** The rows after each move of `player` (Left vertical, Right horizontal): one move rule for both. */
export function regionOptions(g: Region, player: Player): number[][] {
  const out: number[][] = [];
  const { h, rows } = g;
  const vertical = player === 'L';
  for (let r = 0; r < h; r++) {
    let pairs = vertical ? (r + 1 < h ? rows[r]! & rows[r + 1]! : 0) : rows[r]! & (rows[r]! >>> 1);
    while (pairs !== 0) {
      const b = pairs & -pairs;
      pairs ^= b;
      const next = rows.slice();
      if (vertical) {
        next[r]! &= ~b;
        next[r + 1]! &= ~b;
      } else next[r]! &= ~(b | (b << 1));
      out.push(next);
    }
  }
  return out;
}

