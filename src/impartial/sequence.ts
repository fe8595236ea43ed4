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
import { kindError, optionsArg } from '../engine/guard.js';
import { HeapRules, MAX_HEAP, parseHeapRules } from './heap-rules.js';
import { chooseMask, TwoHeapKernel, type TwoHeapMoves, twoHeapMoves } from './kernel.js';
import { findPeriod, type ProofRule, proofRule } from './period-core.js';

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
   * Most moves visited one by one, in all (default 10^9, a minute or two): codes whose moves
   * leave three or more heaps have very many (a heap of 200 under `0.&127;!&64;` has about 10^8);
   * a {@link LimitError} beyond. The two-heap engine does not count against it.
   */
  maxMoves?: number;
  /**
   * The heap at which the fast engine first chooses its mask (default 256; tests set it low to run
   * the sparse space on short sequences). @internal
   */
  sparseFrom?: number;
  /**
   * Use a proved periodicity (default true): at every doubling of the heaps computed, the engine
   * looks for a periodicity the Guy–Smith theorem proves (see periodicity.ts); once one is found,
   * every further value is G(n) = G(n − p), by the theorem. False computes every heap (for
   * measuring the engine itself).
   */
  periodic?: boolean;
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
  if (!Number.isInteger(n) || n < 0) throw new LimitError(`the last heap must be an integer ≥ 0, got ${clip(n, 40)}`, 'n');
  if (n > maxHeap) throw new LimitError(`heap ${n} is beyond maxHeap = ${maxHeap}`, 'maxHeap');
}

/**
 * G(0), ..., G(n) by the definition: the mex over every move of the nim-sum of its parts. Simple
 * and slow (it visits every move of every heap); the reference the fast engine is tested against.
 * @throws LoopyCodeError for a code that is not short.
 */
export function plainNimValues(code: CodeLike, n: number, opts: RunOptions & { maxHeap?: number; maxMoves?: number } = {}): Int32Array {
  const rules = rulesOf(code);
  requireShort(rules);
  checkN(n, limitOption(opts.maxHeap, MAX_HEAP - 1, 'maxHeap'));
  const maxMoves = limitOption(opts.maxMoves, 1e9, 'maxMoves');
  let visited = 0;
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
      if (++visited > maxMoves) throw new LimitError(`more than ${maxMoves} moves visited (the limit maxMoves) at heap ${h}`, 'maxMoves');
    });
    let v = 0;
    while (v < seen.length && seen[v] === h) v++;
    g[h] = v;
  }
  run.progress(n, n, true);
  return g;
}

/** Which engine a {@link NimSequence} runs now. */
export type NimEngineMode = 'sparse' | 'scan' | 'moves' | 'periodic';

/** What a {@link NimSequence} knows of its run (for reports and benchmarks). */
export interface NimSequenceStats {
  /**
   * The engine running now: sparse space, a scan of every option, every move visited, or the
   * values repeated by a proved periodicity.
   */
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
  private g: NimValueArray = new Uint8Array(1024);
  private n = 1; // base heaps 0..n-1 known (G(0) = 0)
  /** The two-heap kernel (finite short codes whose moves leave at most two heaps), else undefined. */
  private readonly k: TwoHeapKernel | undefined;
  // every-move engine (other codes): option stamps and the largest value
  private seen = new Int32Array(256).fill(-1);
  private maxV = 0;
  private nextEval: number;
  private readonly firstEval: number;
  private evalBits = 0;
  private evalRare = 0;
  // a proved periodicity (of the values without ghosts), and when to look for one next
  private readonly rule: ProofRule | undefined;
  private proof: { preperiod: number; period: number } | undefined;
  private nextProof = 1024;
  private readonly maxMoves: number;
  private movesVisited = 0;

  /**
   * A sequence for `code` with G(0) known (extend it with {@link NimSequence.extend}).
   * @throws LoopyCodeError for a code that is not short.
   */
  constructor(code: CodeLike, opts: NimSequenceOptions = {}) {
    this.rules = rulesOf(code);
    requireShort(this.rules);
    this.maxHeap = limitOption(opts.maxHeap, MAX_HEAP - 1, 'maxHeap', { max: MAX_HEAP - 1 });
    this.maxBytes = limitOption(opts.maxBytes, 2 ** 31, 'maxBytes');
    this.firstEval = limitOption(opts.sparseFrom, 256, 'sparseFrom', { min: 8 });
    this.maxMoves = limitOption(opts.maxMoves, 1e9, 'maxMoves');
    this.nextEval = this.firstEval;
    const r = this.rules;
    this.shift = r.ghosts;
    this.base = r.ghosts === 0 ? r : HeapRules.fromDigits(r.digits, { additive: r.additive, period: r.period });
    const moves = opts.method === 'plain' ? undefined : twoHeapMoves(this.base);
    this.k = moves === undefined ? undefined : new TwoHeapKernel(moves, this.g);
    const rule = opts.periodic === false || opts.method === 'plain' ? undefined : proofRule(this.base);
    this.rule = rule?.needed !== undefined ? rule : undefined;
  }

  /** The periodicity proved by the engine (of the heaps without ghosts), once it has one. */
  get provedPeriod(): { readonly preperiod: number; readonly period: number } | undefined {
    return this.proof;
  }

  /** The number of heaps whose values are known (heaps 0 .. size − 1). */
  get size(): number {
    return this.n + this.shift;
  }

  /** The value of heap `h` (already computed: see {@link NimSequence.extend}). */
  at(h: number): number {
    if (!Number.isInteger(h) || h < 0 || h >= this.size) throw new LimitError(`heap ${clip(h, 40)} is not computed yet (0 to ${this.size - 1} are)`, 'heap');
    return h <= this.shift ? 0 : this.g[h - this.shift]!;
  }

  /** G(0), ..., G(size − 1), copied into an Int32Array. */
  values(): Int32Array {
    const out = new Int32Array(this.size);
    out.set(this.g.subarray(0, this.n), this.shift);
    if (this.shift > 0) out.fill(0, 0, this.shift + 1);
    return out;
  }

  /** The values of heaps `from` to `to` inclusive, copied (for long sequences: read them in windows). */
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
    const k = this.k;
    const mode: NimEngineMode = this.proof !== undefined ? 'periodic' : k === undefined ? 'moves' : k.sparse ? 'sparse' : 'scan';
    return {
      mode,
      mask: k?.sparse ? k.mask : 0,
      positionParity: k?.sparse ? k.d : 0,
      rare: k?.sparse ? k.rcA : 0,
      maxValue: k?.maxV ?? this.maxV,
      fullScans: k?.fullScans ?? 0,
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
    const chunk = this.k !== undefined ? 4096 : 64;
    while (this.n <= target) {
      if (this.proof === undefined && this.rule !== undefined && this.n >= this.nextProof) this.lookForProof();
      if (this.proof !== undefined) {
        // every further value by the theorem: G(h) = G(h − p) for h ≥ n0 + p
        const p = this.proof.period;
        const g = this.g;
        const to = Math.min(target, this.n + (1 << 20) - 1);
        if (p <= 2 * (to - this.n)) for (let h = this.n; h <= to; h++) g[h] = g[h - p]!;
        else g.copyWithin(this.n, this.n - p, to + 1 - p);
        this.n = to + 1;
        run.progress(this.n - 1 + this.shift, last);
        continue;
      }
      const to = Math.min(target, this.n + chunk - 1, this.rule !== undefined ? Math.max(this.n, this.nextProof - 1) : Infinity);
      if (this.k !== undefined) {
        if (this.n >= this.nextEval) this.evaluate();
        this.twoChunk(Math.min(to, this.nextEval - 1));
      } else this.movesChunk(to);
      run.progress(this.n - 1 + this.shift, last);
    }
    run.progress(last, last, true);
    return this;
  }

  /** Looks for a periodicity the theorem proves with the values of heaps 0..n − 1. */
  private lookForProof(): void {
    const last = this.n - 1;
    this.nextProof = Math.max(1024, 2 * this.n);
    const g = this.g;
    const rule = this.rule!; // the rule of the code without ghosts, as these values are
    const found = findPeriod((i) => g[i]!, last, (n0, p, s) => s === 0 && rule.needed!(n0, p) <= last);
    if (found !== undefined) this.proof = { preperiod: found.preperiod, period: found.period };
  }

  /**
   * The state the two-thread engine needs (parallel.ts): the moves, the sparse space, the rare
   * list (in increasing order) and the largest value, after choosing the mask when it is due.
   * Undefined when the two-heap kernel does not apply, or a periodicity is proved. @internal
   */
  parallelState(): { moves: TwoHeapMoves; lag: number; sparse: boolean; mask: number; d: number; cstar: number; rare: Int32Array; maxV: number; bits: number } | undefined {
    const k = this.k;
    if (k === undefined) return undefined;
    if (this.proof === undefined && this.rule !== undefined && this.n >= this.nextProof) this.lookForProof();
    if (this.proof !== undefined) return undefined; // the rest follows by the period, on this thread
    if (this.n >= this.nextEval) this.evaluate();
    return { moves: k.moves, lag: this.base.lag, sparse: k.sparse, mask: k.mask, d: k.d, cstar: k.cstar, rare: k.rareA.subarray(0, k.rcA), maxV: k.maxV, bits: this.evalBits };
  }

  /**
   * Takes `store` (which holds this sequence's values below `size` and new ones up to `upTo`) as
   * the store, and records the new values (counts, rare list, mask schedule). @internal
   */
  adoptStore(store: NimValueArray, upTo: number): void {
    if (store.BYTES_PER_ELEMENT !== this.g.BYTES_PER_ELEMENT || store.length < upTo) throw new LimitError('adoptStore: a store of another width or too short', 'store');
    const from = this.n;
    this.g = store;
    const k = this.k!;
    k.g = store;
    let max = 0;
    for (let x = from; x < upTo; x++) if (store[x]! > max) max = store[x]!;
    this.n = upTo;
    this.widen(max);
    for (let x = from; x < upTo; x++) k.record(x, this.g[x]!);
    if (k.sparse && (32 - Math.clz32(k.maxV) > this.evalBits || k.rcA > 4 * this.evalRare + 4096)) this.nextEval = this.n;
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
    if (this.k !== undefined) this.k.g = out;
    return out;
  }

  /** Makes room for `v` in the store and the value tables. */
  private widen(v: number): void {
    const need = v < 256 ? 1 : v < 65536 ? 2 : 4;
    if (need > this.g.BYTES_PER_ELEMENT) this.g = this.grown(need, this.g.length);
    if (v > this.maxV) this.maxV = v;
    if (this.k !== undefined) this.k.ensureValue(v);
    let cap = this.seen.length;
    while (cap < 4 * (this.maxV + 1) + 64) cap *= 2;
    if (cap !== this.seen.length) {
      const s = new Int32Array(cap).fill(-1);
      s.set(this.seen);
      this.seen = s;
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
        if (++this.movesVisited > this.maxMoves) throw new LimitError(`more than ${this.maxMoves} moves visited (the limit maxMoves) at heap ${h}`, 'maxMoves');
      });
      let v = 0;
      while (seen[v] === h) v++;
      if (v >= this.seen.length / 4 || (v > 255 && this.g.BYTES_PER_ELEMENT === 1) || (v > 65535 && this.g.BYTES_PER_ELEMENT === 2)) this.widen(v);
      if (v > this.maxV) this.maxV = v;
      this.g[h] = v;
      this.n = h + 1;
    }
  }

  // ---- the two-heap engine -----------------------------------------------------------------------

  /** Chooses the mask (and the mode) from the counts; rebuilds the rare list when it changes. */
  private evaluate(): void {
    const k = this.k!;
    const n = this.n;
    this.nextEval = Math.max(this.firstEval, 2 * n);
    const c = chooseMask(k.hist0, k.hist1, k.maxV, k.moves.two.length > 0 ? k.moves.twoParity : -1);
    this.evalBits = c.bits;
    const sparse = k.moves.two.length > 0 && c.sparse;
    if (!sparse) {
      if (k.sparse) k.setMask(0, 0, 1, false);
      this.evalRare = 0;
      return;
    }
    if (k.sparse && c.mask === k.mask && c.d === k.d) {
      this.evalRare = k.rcA;
      return;
    }
    k.setMask(c.mask, c.d, c.cstar, true);
    // rebuild the rare list
    k.rcA = 0;
    for (let x = 1; x < n; x++) {
      if (k.isRare(x, this.g[x]!)) {
        if (k.rcA === k.rareA.length) {
          const r2 = new Int32Array(k.rareA.length * 2);
          r2.set(k.rareA);
          k.rareA = r2;
        }
        k.rareA[k.rcA++] = x;
      }
    }
    this.evalRare = k.rcA;
  }

  /** Heaps this.n .. to (inclusive) by the two-heap kernel. */
  private twoChunk(to: number): void {
    const k = this.k!;
    const bitsNow = this.evalBits;
    for (let h = this.n; h <= to; h++) {
      const v = k.value(h);
      if (v >= k.seen.length >> 2 || (v > 255 && this.g.BYTES_PER_ELEMENT === 1) || (v > 65535 && this.g.BYTES_PER_ELEMENT === 2)) this.widen(v);
      k.record(h, v);
      this.n = h + 1;
      if (k.sparse && 32 - Math.clz32(v) > bitsNow) {
        this.nextEval = this.n; // a new bit: choose the mask again
        return;
      }
    }
    if (k.sparse && k.rcA > 4 * this.evalRare + 4096) this.nextEval = this.n;
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
    if (typeof (chunks as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] !== 'function' || typeof chunks === 'string') {
      throw kindError('NimSequence.resume', 'chunks', 'an iterable of Uint8Array pieces', chunks);
    }
    optionsArg(opts, 'NimSequence.resume', 'opts');
    for (const piece of chunks) {
      if (!(piece instanceof Uint8Array)) throw kindError('NimSequence.resume', 'a piece of chunks', 'a Uint8Array', piece);
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

  /** After loading `heaps` values: the maximum, the kernel's counts, the mask. */
  private rebuild(heaps: number): void {
    let maxV = 0;
    for (let x = 0; x < heaps; x++) if (this.g[x]! > maxV) maxV = this.g[x]!;
    this.widen(maxV);
    this.n = heaps;
    const k = this.k;
    if (k !== undefined) {
      k.g = this.g;
      for (let x = 1; x < heaps; x++) k.record(x, this.g[x]!);
      if (heaps >= this.firstEval) this.evaluate();
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
