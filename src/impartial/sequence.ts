/**
 * Nim-value sequences of heap games: G(0), G(1), ..., G(n) for a take-and-break code.
 *
 * Two implementations:
 * - {@link plainNimValues}, the definition: G(n) is the mex of the nim-sums of the parts of every
 *   move from n (every move visited through {@link HeapRules.forEachMove}). The reference.
 * - {@link NimSequence}, the fast engine. For a finite short code whose moves leave at most two
 *   heaps (octal games, `!`/`?` on two heaps, Grundy's game) it uses the sparse-space method
 *   (Berlekamp, Conway and Guy, *Winning Ways* ch. 4, "Sparse space spells speed"; Gangolli and
 *   Plambeck 1989; Flammenkamp): with a bit mask m, call a heap x *common* when
 *   parity(G(x) & m) ⊕ d·(x & 1) = c* (d = 0, or 1 when every two-heap move removes a number of
 *   tokens of one parity; c* then fixed by that parity), *rare* otherwise. A two-heap option
 *   G(a) ⊕ G(b) (a + b = n − i) of two common or two rare heaps has mask parity e = d·((n − i) & 1),
 *   one of each the other parity s. So every option of parity s comes from a pair with a rare heap
 *   (or a one-heap move), found by running through the list of rare heaps; M, the least value of
 *   parity s not among them, bounds G(n); G(n) = M unless a value of parity e below M is missing,
 *   and those are found among the two-heap options scanned from the smallest part upward,
 *   stopping as soon as every one of them is seen. The result is exact whatever the mask: a bad
 *   mask only makes the rare list long. The mask is chosen by a Walsh–Hadamard transform of the
 *   counts of each value at even and odd heaps (the rare count of every mask at once), at the
 *   start, at every doubling of n and whenever the values need one more bit; when no mask makes
 *   rare heaps scarce the engine scans every option of every heap (the same cost as the plain
 *   method, on typed arrays). Other codes (three or more heaps, repeating codes) visit every move.
 *
 * Values are kept in the smallest typed array that holds them (8, 16 or 32 bits a heap), so 4·10^8
 * heaps of a game whose values stay below 256 take 400 MB.
 *
 * Invariants of a {@link NimSequence}: heaps 0..size−1 hold their final values; in sparse mode the
 * rare list holds, in increasing order, every heap x ≥ 1 below `size` that is not common under the
 * current (mask, d, c*), and the histograms count every heap 1..size−1 by value and parity.
 */
import { clip, LimitError, PartizanError } from '../engine/errors.js';
import { limitOption, RunControl, type RunOptions } from '../engine/run.js';
import { HeapRules, MAX_HEAP, parseHeapRules } from './heap-rules.js';

/** The typed array the values live in (8, 16 or 32 bits a heap). */
export type NimValueArray = Uint8Array | Uint16Array | Int32Array;

/** Options of {@link nimSequence} and {@link NimSequence}. */
export interface NimSequenceOptions extends RunOptions {
  /**
   * `'fast'` (default): the sparse-space engine where it applies; `'plain'`: the mex over every
   * move (the definition; slow, for checking).
   */
  method?: 'fast' | 'plain';
  /** Largest heap that may be asked for (default 2^31 − 2); a {@link LimitError} beyond. */
  maxHeap?: number;
  /** Most bytes the values may take (default 2 GiB); a {@link LimitError} beyond. */
  maxBytes?: number;
  /**
   * The heap at which the fast engine first chooses its mask (default 256; tests set it low to run
   * the sparse space on short sequences). @internal
   */
  sparseFrom?: number;
}

/** A code given as text or as rules. */
export type CodeLike = string | HeapRules;

/** The rules of a code given as text or rules. */
export function rulesOf(code: CodeLike): HeapRules {
  return code instanceof HeapRules ? code : parseHeapRules(code);
}

/** The rules are not short: some move leaves a heap as large as the one it came from. */
export class LoopyCodeError extends PartizanError {
  override name = 'LoopyCodeError';
  override readonly code: string = 'LOOPY_CODE';
  /** @param code the code. */
  constructor(code: string) {
    super(
      `the code ${clip(code, 80)} has a move that leaves a heap at least as large as the one it came from (tokens added without enough splits): ` +
        'its heaps can grow forever and have no nim values',
    );
  }
}

function requireShort(r: HeapRules): void {
  if (!r.isShort) throw new LoopyCodeError(r.code);
}

function checkN(n: number, maxHeap: number): void {
  if (!Number.isInteger(n) || n < 0) throw new LimitError(`the last heap must be an integer ≥ 0, got ${clip(String(n), 40)}`, 'n');
  if (n > maxHeap) throw new LimitError(`heap ${n} is beyond maxHeap = ${maxHeap}`, 'maxHeap');
}

/**
 * G(0), ..., G(n) by the definition: the mex over every move of the nim-sum of its parts. Simple
 * and slow (it visits every move of every heap); the reference the fast engine is tested against.
 * @throws LoopyCodeError for a code that is not short.
 */
export function plainNimValues(code: CodeLike, n: number, opts: RunOptions & { maxHeap?: number } = {}): Int32Array {
  const rules = rulesOf(code);
  requireShort(rules);
  checkN(n, limitOption(opts.maxHeap, MAX_HEAP - 1, 'maxHeap'));
  const run = new RunControl(opts, 'nim values (plain)', 'heaps', 256);
  const g = new Int32Array(n + 1);
  let seen = new Int32Array(64).fill(-1);
  for (let h = 1; h <= n; h++) {
    run.step();
    if ((h & 1023) === 0) run.progress(h, n);
    rules.forEachMove(h, (parts, c) => {
      let x = 0;
      for (let k = 0; k < c; k++) x ^= g[parts[k]!]!;
      if (x >= seen.length) {
        const bigger = new Int32Array(Math.max(seen.length * 2, x + 1)).fill(-1);
        bigger.set(seen);
        seen = bigger;
      }
      seen[x] = h;
    });
    let v = 0;
    while (v < seen.length && seen[v] === h) v++;
    g[h] = v;
  }
  run.progress(n, n, true);
  return g;
}

/** Which engine a {@link NimSequence} runs now. */
export type NimEngineMode = 'sparse' | 'scan' | 'moves';

/** What a {@link NimSequence} knows of its run (for reports and benchmarks). */
export interface NimSequenceStats {
  /** The engine running now: sparse space, a scan of every option, or every move visited. */
  readonly mode: NimEngineMode;
  /** The mask of the sparse space (0 when not sparse). */
  readonly mask: number;
  /** 1 when the class of a heap also depends on its parity (Flammenkamp's "domain" sparse space). */
  readonly positionParity: number;
  /** Heaps in the rare list. */
  readonly rare: number;
  /** The largest value so far. */
  readonly maxValue: number;
  /** Heaps whose value needed the scan of all their options (rare values, or a bad mask). */
  readonly fullScans: number;
  /** Bits per heap of the value store. */
  readonly bitsPerHeap: number;
}

const MAGIC = 'partizan nim sequence v1\n';
/** Bytes of a checkpoint's header (the values follow it). */
export const CHECKPOINT_HEADER = 256;
/** Heaps remembered per value for targeted searches. */
const OCC = 256;
/** Pairs scanned before the targeted search, per missing value. */
const SHORT_SCAN = 8;
/** Frequent values tried by the targeted search. */
const TOPS = 6;

/**
 * The nim-value sequence of a heap game, computed incrementally (see the module notes): extend it
 * as far as needed, read values, save a checkpoint and resume from it.
 *
 * @example
 * ```ts
 * import { NimSequence } from 'partizan';
 * const kayles = new NimSequence('0.77');
 * kayles.extend(20);
 * kayles.at(20); // 1
 * ```
 */
export class NimSequence {
  /** The rules (with ghosts, as given). */
  readonly rules: HeapRules;
  private readonly base: HeapRules; // without ghosts
  private readonly shift: number; // ghosts
  private readonly maxHeap: number;
  private readonly maxBytes: number;
  private readonly plain: boolean;
  private g: NimValueArray = new Uint8Array(1024);
  private n = 1; // base heaps 0..n-1 known (G(0) = 0)
  // two-heap engine (finite short codes, at most two parts)
  private readonly twoEngine: boolean;
  private readonly t: number; // the code's last digit
  private readonly zero: Uint8Array; // zero[i]: a heap of exactly i may be removed
  private readonly one: Int32Array; // removals leaving one heap, ascending
  private readonly two: Int32Array; // removals leaving two heaps, ascending
  private readonly twoDistinct: Uint8Array; // ... into unequal heaps
  private readonly twoParity: number; // parity of those removals when all agree, else -1
  // value tables, indexed by value (capacity a power of two above twice the largest value)
  private seen = new Int32Array(256).fill(-1);
  private par = new Uint8Array(256);
  private hist0 = new Float64Array(256);
  private hist1 = new Float64Array(256);
  // the first OCC heaps of each value, and the values most frequent lately (for targeted searches)
  private occ = new Int32Array(256 * OCC);
  private occN = new Int32Array(256);
  private topVals = new Int32Array(0);
  private nextTop = 0;
  private maxV = 0;
  // the sparse space
  private mode: NimEngineMode;
  private mask = 0;
  private d = 0;
  private cstar = 1;
  private rare = new Int32Array(1024);
  private rc = 0;
  private fullScans = 0;
  private nextEval: number;
  private readonly firstEval: number;
  private evalBits = 0;
  private evalRare = 0;

  /**
   * A sequence for `code` with G(0) known (extend it with {@link NimSequence.extend}).
   * @throws LoopyCodeError for a code that is not short.
   */
  constructor(code: CodeLike, opts: NimSequenceOptions = {}) {
    this.rules = rulesOf(code);
    requireShort(this.rules);
    this.maxHeap = limitOption(opts.maxHeap, MAX_HEAP - 1, 'maxHeap', { max: MAX_HEAP - 1 });
    this.maxBytes = limitOption(opts.maxBytes, 2 ** 31, 'maxBytes');
    this.plain = opts.method === 'plain';
    this.firstEval = limitOption(opts.sparseFrom, 256, 'sparseFrom', { min: 8 });
    this.nextEval = this.firstEval;
    const r = this.rules;
    this.shift = r.ghosts;
    this.base = r.ghosts === 0 ? r : HeapRules.fromDigits(r.digits, { additive: r.additive, period: r.period });
    const b = this.base;
    this.twoEngine = !this.plain && b.isFinite && b.maxParts <= 2 && b.additive.length === 0;
    this.t = b.isFinite ? b.maxRemoved : 0;
    const zero = new Uint8Array(this.t + 1);
    const one: number[] = [];
    const two: number[] = [];
    const distinct: number[] = [];
    if (this.twoEngine) {
      for (let i = 0; i <= this.t; i++) {
        const dg = b.digit(i);
        if (dg.allowed & 1 && i >= 1) zero[i] = 1;
        if (dg.allowed & 2 && i >= 1) one.push(i);
        if (dg.allowed & 4) {
          two.push(i);
          distinct.push(dg.pairwiseUnequal & 4 ? 1 : 0);
        }
      }
    }
    this.zero = zero;
    this.one = Int32Array.from(one);
    this.two = Int32Array.from(two);
    this.twoDistinct = Uint8Array.from(distinct);
    this.twoParity = two.length > 0 && two.every((i) => (i & 1) === (two[0]! & 1)) ? two[0]! & 1 : -1;
    this.mode = this.twoEngine ? 'scan' : 'moves';
    this.recomputePar();
  }

  /** The number of heaps whose values are known (heaps 0 .. size − 1). */
  get size(): number {
    return this.n + this.shift;
  }

  /** The value of heap `h` (already computed: see {@link NimSequence.extend}). */
  at(h: number): number {
    if (!Number.isInteger(h) || h < 0 || h >= this.size) throw new LimitError(`heap ${clip(String(h), 40)} is not computed yet (0 to ${this.size - 1} are)`, 'heap');
    return h <= this.shift ? 0 : this.g[h - this.shift]!;
  }

  /** G(0), ..., G(size − 1), copied into an Int32Array. */
  values(): Int32Array {
    const out = new Int32Array(this.size);
    out.set(this.g.subarray(0, this.n), this.shift);
    if (this.shift > 0) out.fill(0, 0, this.shift + 1);
    return out;
  }

  /**
   * The values of heaps `from` to `to` inclusive, without copying when the store is 32-bit (a view,
   * or a copy otherwise); for long sequences read them in windows.
   */
  window(from: number, to: number): Int32Array {
    if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to < this.size)) throw new LimitError(`window ${from}..${to} is outside 0..${this.size - 1}`, 'heap');
    const out = new Int32Array(to - from + 1);
    for (let h = from; h <= to; h++) out[h - from] = h <= this.shift ? 0 : this.g[h - this.shift]!;
    return out;
  }

  /** The store itself (base heaps, without ghosts; read-only by contract), for fast readers. @internal */
  get store(): NimValueArray {
    return this.g;
  }

  /** What the engine does now, and how. */
  get stats(): NimSequenceStats {
    return {
      mode: this.mode,
      mask: this.mode === 'sparse' ? this.mask : 0,
      positionParity: this.mode === 'sparse' ? this.d : 0,
      rare: this.mode === 'sparse' ? this.rc : 0,
      maxValue: this.maxV,
      fullScans: this.fullScans,
      bitsPerHeap: this.g.BYTES_PER_ELEMENT * 8,
    };
  }

  /**
   * Computes the values up to heap `last` (inclusive). Reports progress in heaps, stops with an
   * {@link AbortError} when the signal fires (the values computed so far stay, and the sequence
   * can be extended or checkpointed afterwards).
   */
  extend(last: number, opts: RunOptions = {}): this {
    checkN(last, this.maxHeap);
    const target = last - this.shift; // base heap
    if (target < this.n) return this;
    this.reserve(target + 1);
    const run = new RunControl(opts, 'nim values', 'heaps', 1);
    const chunk = this.twoEngine ? 4096 : 64;
    while (this.n <= target) {
      const to = Math.min(target, this.n + chunk - 1);
      if (this.twoEngine) {
        if (this.n >= this.nextEval) this.evaluate();
        this.twoChunk(Math.min(to, this.nextEval - 1));
      } else this.movesChunk(to);
      run.progress(this.n - 1 + this.shift, last);
    }
    run.progress(last, last, true);
    return this;
  }

  // ---- the store ----------------------------------------------------------------------------

  private reserve(count: number): void {
    if (this.g.length >= count) return;
    const cap = Math.max(count, Math.min(this.maxHeap + 1, this.g.length * 2));
    this.g = this.grown(this.g.BYTES_PER_ELEMENT, cap);
  }

  private grown(bytes: number, cap: number): NimValueArray {
    if (cap * bytes > this.maxBytes) throw new LimitError(`the values of ${cap} heaps at ${bytes * 8} bits take more than maxBytes = ${this.maxBytes}`, 'maxBytes');
    const out = bytes === 1 ? new Uint8Array(cap) : bytes === 2 ? new Uint16Array(cap) : new Int32Array(cap);
    out.set(this.g.subarray(0, this.n));
    return out;
  }

  /** Makes room for `v` in the store and the value tables. */
  private widen(v: number): void {
    const need = v < 256 ? 1 : v < 65536 ? 2 : 4;
    if (need > this.g.BYTES_PER_ELEMENT) this.g = this.grown(need, this.g.length);
    if (v > this.maxV) this.maxV = v;
    let cap = this.seen.length;
    while (cap < 4 * (this.maxV + 1) + 64) cap *= 2;
    if (cap !== this.seen.length) {
      const s = new Int32Array(cap).fill(-1);
      s.set(this.seen);
      this.seen = s;
      const h0 = new Float64Array(cap);
      h0.set(this.hist0);
      this.hist0 = h0;
      const h1 = new Float64Array(cap);
      h1.set(this.hist1);
      this.hist1 = h1;
      this.par = new Uint8Array(cap);
      const occ = new Int32Array(cap * OCC);
      occ.set(this.occ);
      this.occ = occ;
      const occN = new Int32Array(cap);
      occN.set(this.occN);
      this.occN = occN;
      this.recomputePar();
    }
  }

  private recomputePar(): void {
    const p = this.par;
    const m = this.mask;
    for (let v = 0; v < p.length; v++) {
      let x = v & m;
      x ^= x >>> 16;
      x ^= x >>> 8;
      x ^= x >>> 4;
      x ^= x >>> 2;
      x ^= x >>> 1;
      p[v] = x & 1;
    }
  }

  // ---- every move (other codes) ----------------------------------------------------------------

  private movesChunk(to: number): void {
    const rules = this.base;
    for (let h = this.n; h <= to; h++) {
      let seen = this.seen;
      const g = this.g;
      rules.forEachMove(h, (parts, c) => {
        let x = 0;
        for (let k = 0; k < c; k++) x ^= g[parts[k]!]!;
        if (x >= seen.length) {
          this.widen(x);
          seen = this.seen;
        }
        seen[x] = h;
      });
      let v = 0;
      while (seen[v] === h) v++;
      this.store1(h, v);
    }
  }

  private store1(h: number, v: number): void {
    if (v >= this.seen.length / 4 || (v > 255 && this.g.BYTES_PER_ELEMENT === 1) || (v > 65535 && this.g.BYTES_PER_ELEMENT === 2)) this.widen(v);
    if (v > this.maxV) this.maxV = v;
    this.g[h] = v;
    if (h & 1) this.hist1[v]!++;
    else this.hist0[v]!++;
    const c = this.occN[v]!;
    if (c < OCC) this.occ[v * OCC + c] = h;
    this.occN[v] = c + 1;
    this.n = h + 1;
    if (h >= this.nextTop) this.refreshTops();
  }

  // ---- the two-heap engine -----------------------------------------------------------------------

  /** The values most frequent among the last heaps (for the targeted search of sparseStep). */
  private refreshTops(): void {
    const span = 1 << 16;
    this.nextTop = this.n + Math.min(span, Math.max(64, this.n >> 2));
    const from = Math.max(1, this.n - span);
    const counts = new Map<number, number>();
    for (let x = from; x < this.n; x++) counts.set(this.g[x]!, (counts.get(this.g[x]!) ?? 0) + 1);
    this.topVals = Int32Array.from([...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOPS).map((e) => e[0]));
  }

  /** Chooses the mask (and the mode) from the histograms; rebuilds the rare list when it changes. */
  private evaluate(): void {
    const n = this.n;
    this.nextEval = Math.max(this.firstEval, 2 * n);
    const bits = Math.max(1, 32 - Math.clz32(this.maxV));
    this.evalBits = bits;
    const size = 1 << bits;
    const a = new Float64Array(size);
    const b = new Float64Array(size);
    let total = 0;
    for (let v = 0; v < size && v < this.hist0.length; v++) {
      const h0 = this.hist0[v]!; // heaps ≥ 1 only: heap 0 is never a part
      const h1 = this.hist1[v]!;
      a[v] = h0 + h1;
      b[v] = h0 - h1;
      total += h0 + h1;
    }
    wht(a);
    wht(b);
    // rare count of (m, d): heaps whose class c = parity(G & m) ⊕ d(x & 1) is not c*;
    // #(c = 0) = (total + S)/2 with S the transform (a for d = 0, b for d = 1)
    let best = Infinity;
    let bm = 0;
    let bd = 0;
    if (this.two.length > 0) {
      for (let m = 1; m < size; m++) {
        const r0 = (total + a[m]!) / 2; // d = 0, c* = 1
        if (r0 < best) {
          best = r0;
          bm = m;
          bd = 0;
        }
        if (this.twoParity >= 0) {
          const cs = 1 ^ this.twoParity;
          const r1 = cs === 1 ? (total + b[m]!) / 2 : (total - b[m]!) / 2;
          if (r1 < best) {
            best = r1;
            bm = m;
            bd = 1;
          }
        }
      }
    }
    // sparse when rare heaps are under a quarter of all (else scanning every option costs the same)
    const sparse = this.two.length > 0 && best <= total / 4;
    if (!sparse) {
      this.mode = 'scan';
      this.evalRare = 0;
      return;
    }
    if (this.mode === 'sparse' && bm === this.mask && bd === this.d) {
      this.evalRare = this.rc;
      return;
    }
    this.mode = 'sparse';
    this.mask = bm;
    this.d = bd;
    this.cstar = bd === 0 ? 1 : 1 ^ this.twoParity;
    this.recomputePar();
    // rebuild the rare list
    const g = this.g;
    const par = this.par;
    let rare = this.rare;
    if (rare.length < best + 1024) rare = new Int32Array(Math.max(rare.length, best * 2 + 1024));
    let rc = 0;
    const cs = this.cstar;
    for (let x = 1; x < n; x++) {
      if ((par[g[x]!]! ^ (bd & x)) !== cs) {
        if (rc === rare.length) {
          const r2 = new Int32Array(rare.length * 2);
          r2.set(rare);
          rare = r2;
        }
        rare[rc++] = x;
      }
    }
    this.rare = rare;
    this.rc = rc;
    this.evalRare = rc;
  }

  /** Heaps this.n .. to (inclusive) by the two-heap engine. */
  private twoChunk(to: number): void {
    let h = this.n;
    const one = this.one;
    const two = this.two;
    const zero = this.zero;
    const t = this.t;
    const nOne = one.length;
    const nTwo = two.length;
    while (h <= to) {
      const g = this.g;
      const seen = this.seen;
      const par = this.par;
      const sparse = this.mode === 'sparse';
      const vcap = seen.length >> 2;
      const bitsNow = this.evalBits;
      for (; h <= to; h++) {
        // options that leave no heap or one heap
        if (h <= t && zero[h] === 1) seen[0] = h;
        for (let k = 0; k < nOne; k++) {
          const i = one[k]!;
          if (i >= h) break;
          seen[g[h - i]!] = h;
        }
        let v: number;
        if (nTwo === 0) {
          v = 0;
          while (seen[v] === h) v++;
        } else if (!sparse) {
          v = this.scanAll(h, g, seen);
        } else {
          v = this.sparseStep(h, g, seen, par);
        }
        if (v >= vcap || (v > 255 && g.BYTES_PER_ELEMENT === 1) || (v > 65535 && g.BYTES_PER_ELEMENT === 2)) {
          this.store2(h, v);
          h++;
          break; // tables or store changed: reload them
        }
        this.store2(h, v);
        if (sparse && 32 - Math.clz32(v) > bitsNow) {
          h++;
          this.nextEval = this.n; // a new bit: choose the mask again
          return;
        }
      }
      if (this.mode === 'sparse' && this.rc > 4 * this.evalRare + 4096) {
        this.nextEval = this.n;
        return;
      }
    }
  }

  private store2(h: number, v: number): void {
    this.store1(h, v);
    if (this.mode === 'sparse' && ((this.par[v]! ^ (this.d & h)) !== this.cstar)) {
      if (this.rc === this.rare.length) {
        const r2 = new Int32Array(this.rare.length * 2);
        r2.set(this.rare);
        this.rare = r2;
      }
      this.rare[this.rc++] = h;
    }
  }

  /** G(h) from every option (the one-heap options are marked already). */
  private scanAll(h: number, g: NimValueArray, seen: Int32Array): number {
    const two = this.two;
    const dist = this.twoDistinct;
    for (let k = 0; k < two.length; k++) {
      const m = h - two[k]!;
      if (m < 2) continue;
      const half = dist[k] === 1 ? (m - 1) >> 1 : m >> 1;
      for (let a = 1; a <= half; a++) seen[g[a]! ^ g[m - a]!] = h;
    }
    this.fullScans++;
    let v = 0;
    while (seen[v] === h) v++;
    return v;
  }

  /** G(h) by the sparse space (the one-heap options are marked already). */
  private sparseStep(h: number, g: NimValueArray, seen: Int32Array, par: Uint8Array): number {
    const two = this.two;
    const dist = this.twoDistinct;
    const nTwo = two.length;
    const rare = this.rare;
    const rc = this.rc;
    const dd = this.d;
    const cs = this.cstar;
    // options of parity s: pairs of a rare heap and a common one
    let maxM = 0;
    for (let k = 0; k < nTwo; k++) {
      const m = h - two[k]!;
      if (m < 2) continue;
      if (m > maxM) maxM = m;
      for (let q = 0; q < rc; q++) {
        const r = rare[q]!;
        if (r >= m) break;
        const b = m - r;
        const gb = g[b]!;
        if ((par[gb]! ^ (dd & b)) === cs) seen[g[r]! ^ gb] = h;
      }
    }
    if (maxM < 2) {
      let v = 0;
      while (seen[v] === h) v++;
      return v;
    }
    // the dense parity e is that of (h − i) when d = 1 (all removals i of one parity), else 0
    const e = dd === 1 ? (h - two[0]!) & 1 : 0;
    const s = e ^ 1;
    let top = 0;
    while (par[top] !== s || seen[top] === h) top++;
    // values below top not yet seen: all of parity e; they must be found among the pairs
    let missing = 0;
    for (let w = 0; w < top; w++) if (seen[w] !== h) missing++;
    if (missing === 0) return top;
    // 1. a short scan from both ends: pairs of a small part and a large one give values like the
    // large heaps' (when values grow with n), pairs of two middle parts give small values
    let lo = 1;
    let hi = maxM >> 1;
    let budget = 16 + SHORT_SCAN * missing;
    const scan = (all: boolean): boolean => {
      while (lo <= hi) {
        if (!all && budget-- <= 0) return false;
        for (let side = 0; side < 2; side++) {
          const a = side === 0 ? lo++ : hi--;
          if (side === 1 && a < lo) break;
          const ga = g[a]!;
          for (let k = 0; k < nTwo; k++) {
            const b = h - two[k]! - a;
            if (b < a || (b === a && dist[k] === 1)) continue;
            const x = ga ^ g[b]!;
            if (x < top && seen[x] !== h) {
              seen[x] = h;
              if (--missing === 0) return true;
            }
          }
        }
      }
      return false;
    };
    if (scan(false)) return top;
    // 2. each value w still missing, looked for as G(a) = w ^ v, G(m - a) = v with v among the
    // values most frequent lately: a runs through the first heaps of value w ^ v
    const tops = this.topVals;
    const occ = this.occ;
    const occN = this.occN;
    for (let w = 0; w < top; w++) {
      if (seen[w] === h) continue;
      search: for (let q = 0; q < tops.length; q++) {
        const v = tops[q]!;
        const u = w ^ v;
        if (u >= occN.length) continue;
        const cnt = Math.min(occN[u]!, OCC);
        const row = u * OCC;
        for (let z = 0; z < cnt; z++) {
          const a = occ[row + z]!;
          for (let k = 0; k < nTwo; k++) {
            const b = h - two[k]! - a;
            if (b < 1 || (b === a && dist[k] === 1)) continue;
            if (g[b] === v) {
              seen[w] = h;
              missing--;
              break search;
            }
          }
        }
      }
    }
    if (missing === 0) return top;
    // 3. the rest of the scan: a value really missing (a rare heap), or a bad mask
    if (scan(true)) return top;
    this.fullScans++;
    let v = 0;
    while (seen[v] === h) v++;
    return v;
  }

  // ---- checkpoints ---------------------------------------------------------------------------

  /**
   * The checkpoint's header: {@link CHECKPOINT_HEADER} bytes naming the code, the number of heaps
   * stored (ghosts aside) and the bytes a value. The values follow it (see
   * {@link NimSequence.checkpointValues}).
   */
  checkpointHeader(): Uint8Array {
    const json = JSON.stringify({ code: this.rules.code, heaps: this.n, bytes: this.g.BYTES_PER_ELEMENT });
    const text = MAGIC + json;
    if (text.length + 1 > CHECKPOINT_HEADER) throw new LimitError(`the code is too long for a checkpoint header (${CHECKPOINT_HEADER} bytes)`, 'code');
    return new TextEncoder().encode(text.padEnd(CHECKPOINT_HEADER - 1, ' ') + '\n');
  }

  /** Bytes a value takes in the store (and in a checkpoint). */
  get bytesPerValue(): number {
    return this.g.BYTES_PER_ELEMENT;
  }

  /** The number of values stored (heaps 0 .. n − 1 of the code without ghosts). */
  get stored(): number {
    return this.n;
  }

  /**
   * The stored values from value `from` on, as bytes in pieces of at most 16 MiB (views of the
   * live store: write each before extending the sequence again). Appending them to a checkpoint
   * that holds `from` values, then writing the new header over the old, updates it.
   */
  *checkpointValues(from = 0): Generator<Uint8Array, void, void> {
    const w = this.g.BYTES_PER_ELEMENT;
    const bytes = new Uint8Array(this.g.buffer, this.g.byteOffset + from * w, (this.n - from) * w);
    for (let k = 0; k < bytes.length; k += 1 << 24) yield bytes.subarray(k, Math.min(bytes.length, k + (1 << 24)));
  }

  /**
   * The whole checkpoint in pieces: the header, then the values. {@link NimSequence.resume} reads it
   * back from a file's bytes in any cutting.
   */
  *checkpointChunks(): Generator<Uint8Array, void, void> {
    yield this.checkpointHeader();
    yield* this.checkpointValues(0);
  }

  /**
   * A sequence saved by {@link NimSequence.checkpointChunks}, read back piece by piece. The code in
   * the checkpoint must be the code given (when one is given).
   * @throws PartizanError when the bytes are not such a checkpoint.
   */
  static resume(chunks: Iterable<Uint8Array>, opts: NimSequenceOptions & { code?: CodeLike } = {}): NimSequence {
    const head = new Uint8Array(CHECKPOINT_HEADER);
    let headLen = 0;
    let seq: NimSequence | undefined;
    let at = 0; // bytes of values read
    let total = 0;
    let width = 1;
    const bad = (why: string): never => {
      throw new PartizanError(`not a nim-sequence checkpoint: ${why}`);
    };
    for (const piece of chunks) {
      let p = piece;
      if (seq === undefined) {
        const take = Math.min(CHECKPOINT_HEADER - headLen, p.length);
        head.set(p.subarray(0, take), headLen);
        headLen += take;
        p = p.subarray(take);
        if (headLen < CHECKPOINT_HEADER) continue;
        const text = new TextDecoder().decode(head);
        if (!text.startsWith(MAGIC)) bad('wrong first line');
        let hdr: { code?: unknown; heaps?: unknown; bytes?: unknown };
        try {
          hdr = JSON.parse(text.slice(MAGIC.length)) as typeof hdr;
        } catch {
          return bad('unreadable header');
        }
        if (typeof hdr.code !== 'string' || !Number.isSafeInteger(hdr.heaps) || (hdr.heaps as number) < 1 || ![1, 2, 4].includes(hdr.bytes as number)) bad('incomplete header');
        const code = hdr.code as string;
        if (opts.code !== undefined && rulesOf(opts.code).code !== parseHeapRules(code).code) {
          throw new PartizanError(`the checkpoint is for ${clip(code, 60)}, not ${clip(rulesOf(opts.code).code, 60)}`);
        }
        seq = new NimSequence(code, opts);
        width = hdr.bytes as number;
        const heaps = hdr.heaps as number;
        total = heaps * width;
        seq.reserve(heaps);
        if (width > seq.g.BYTES_PER_ELEMENT) seq.g = seq.grown(width, seq.g.length);
      }
      const s = seq!;
      const room = Math.min(p.length, total - at);
      new Uint8Array(s.g.buffer, s.g.byteOffset, total).set(p.subarray(0, room), at);
      at += room;
    }
    if (seq === undefined) return bad('no header');
    if (at !== total) bad(`${at} of ${total} bytes of values`);
    seq.rebuild(total / width);
    return seq;
  }

  /** After loading `heaps` values: the maximum, the histograms, the mask. */
  private rebuild(heaps: number): void {
    this.n = heaps;
    let maxV = 0;
    for (let x = 0; x < heaps; x++) if (this.g[x]! > maxV) maxV = this.g[x]!;
    this.widen(maxV);
    this.hist0.fill(0);
    this.hist1.fill(0);
    this.occN.fill(0);
    for (let x = 1; x < heaps; x++) {
      const v = this.g[x]!;
      if (x & 1) this.hist1[v]!++;
      else this.hist0[v]!++;
      const c = this.occN[v]!;
      if (c < OCC) this.occ[v * OCC + c] = x;
      this.occN[v] = c + 1;
    }
    this.refreshTops();
    if (this.twoEngine && heaps >= this.firstEval) {
      this.mode = 'scan';
      this.evaluate();
    }
  }
}

/** The Walsh–Hadamard transform in place: out[m] = Σ_v in[v]·(−1)^popcount(v & m). */
function wht(a: Float64Array): void {
  for (let len = 1; len < a.length; len <<= 1) {
    for (let i = 0; i < a.length; i += len << 1) {
      for (let j = i; j < i + len; j++) {
        const x = a[j]!;
        const y = a[j + len]!;
        a[j] = x + y;
        a[j + len] = x - y;
      }
    }
  }
}

/**
 * G(0), ..., G(n) of a heap game: the nim-value sequence (CGSuite's `NimValueSequence`), by the
 * fast engine (or the definition, with `method: 'plain'`).
 *
 * @throws HeapCodeError for a bad code, LoopyCodeError for a code that is not short, LimitError
 *   past `maxHeap` or `maxBytes`, AbortError when the signal fires.
 * @example
 * ```ts
 * import { nimSequence } from 'partizan';
 * Array.from(nimSequence('0.77', 12)); // [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4] (Kayles, OEIS A002186)
 * ```
 */
export function nimSequence(code: CodeLike, n: number, opts: NimSequenceOptions = {}): Int32Array {
  if (opts.method === 'plain') return plainNimValues(code, n, opts);
  const s = new NimSequence(code, opts);
  s.extend(n, opts);
  return s.values();
}
