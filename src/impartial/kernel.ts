/**
 * The two-heap kernel: the value of one heap of a finite short code whose moves leave at most two
 * heaps, by the sparse space or by a scan of every option (see sequence.ts for the method). One
 * kernel runs on each thread: {@link NimSequence} drives one on its own values; the two-thread
 * engine (parallel.ts, its workers worker.ts) drives one on each worker over shared values, each
 * with its own list of rare heaps and the other's (read through the shared control array, {@link CTL}).
 *
 * Invariants: `seen[v] === h` exactly for the option values of heap h found so far while h is
 * computed (stamps never repeat, as heaps only grow); the rare lists hold, in increasing order,
 * every heap below the one computed that is not common under (mask, d, c*) (for the shared case:
 * every such heap of this thread's parity in the own list, of the other's in the other list, the
 * other's count published before the heap itself).
 */
import type { HeapRules } from './heap-rules.js';

/**
 * The slots of the control array the two-thread engine shares with its two workers (w = 0, 1):
 * `DONE + w` the last heap worker w finished, `STOP` set when one stops early (the other stops
 * too), `RC + w` the count of w's rare heaps, `WAIT + w` set while w sleeps waiting for the other,
 * `FLAG` set when a segment ended early, `MAXV` the largest value found. @internal
 */
export const CTL = { DONE: 0, STOP: 2, RC: 3, WAIT: 5, FLAG: 7, MAXV: 8, SIZE: 9 } as const;

/** The typed array the values live in (8, 16 or 32 bits a heap). */
export type ValueStore = Uint8Array | Uint16Array | Int32Array;

/** The moves of a finite short code leaving at most two heaps, as lists of removals. */
export interface TwoHeapMoves {
  /** The code's last digit (most tokens a move removes). */
  readonly t: number;
  /** zero[i] = 1: a heap of exactly i tokens may be removed whole. */
  readonly zero: Uint8Array;
  /** Removals leaving one heap, ascending. */
  readonly one: Int32Array;
  /** Removals leaving two heaps, ascending. */
  readonly two: Int32Array;
  /** twoDistinct[k] = 1: the two heaps of removal two[k] must be unequal. */
  readonly twoDistinct: Uint8Array;
  /** The parity of every removal leaving two heaps when they agree, else −1. */
  readonly twoParity: number;
}

/** The two-heap moves of rules without ghosts, or undefined when the kernel does not apply. */
export function twoHeapMoves(rules: HeapRules): TwoHeapMoves | undefined {
  if (!(rules.isShort && rules.isFinite && rules.maxParts <= 2 && rules.additive.length === 0 && rules.ghosts === 0)) return undefined;
  const t = rules.maxRemoved;
  const zero = new Uint8Array(t + 1);
  const one: number[] = [];
  const two: number[] = [];
  const distinct: number[] = [];
  for (let i = 0; i <= t; i++) {
    const dg = rules.digit(i);
    if (dg.allowed & 1 && i >= 1) zero[i] = 1;
    if (dg.allowed & 2 && i >= 1) one.push(i);
    if (dg.allowed & 4) {
      two.push(i);
      distinct.push(dg.pairwiseUnequal & 4 ? 1 : 0);
    }
  }
  const twoParity = two.length > 0 && two.every((i) => (i & 1) === (two[0]! & 1)) ? two[0]! & 1 : -1;
  return { t, zero, one: Int32Array.from(one), two: Int32Array.from(two), twoDistinct: Uint8Array.from(distinct), twoParity };
}

/** Heaps remembered per value for targeted searches. */
export const OCC = 256;
/** Pairs scanned before the targeted search, per missing value. */
const SHORT_SCAN = 8;
/** Frequent values tried by the targeted search. */
const TOPS = 6;

/** The parity of popcount(v & m). */
export function parity(v: number, m: number): number {
  let x = v & m;
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return x & 1;
}

/** The kernel of one thread (see the module notes). */
export class TwoHeapKernel {
  /** The values (heaps below the one computed are final). */
  g: ValueStore;
  /** Per value: the last heap that saw it as an option. */
  seen = new Int32Array(256).fill(-1);
  /** Per value: parity(v & mask). */
  par = new Uint8Array(256);
  /** Per value: how many heaps (of this thread) have it, at even and odd heaps (heap 0 excluded). */
  hist0 = new Float64Array(256);
  /** See hist0. */
  hist1 = new Float64Array(256);
  /** The first OCC heaps (of this thread) of each value. */
  occ = new Int32Array(256 * OCC);
  /** How many heaps each value has had (of this thread). */
  occN = new Int32Array(256);
  /** The values most frequent lately. */
  topVals = new Int32Array(0);
  private nextTop = 0;
  /** The largest value seen. */
  maxV = 0;
  /** Running the sparse space (else a scan of every option). */
  sparse = false;
  /** The sparse space's mask, position parity flag and common class. */
  mask = 0;
  d = 0;
  cstar = 1;
  /** This thread's rare heaps, ascending, and their number. */
  rareA: Int32Array = new Int32Array(1024);
  rcA = 0;
  /** Whether rareA may grow (false when it lives in shared memory: full means stop). */
  growable = true;
  /** The other thread's rare list, and where its count is published. */
  rareB: Int32Array | null = null;
  ctl: Int32Array | null = null;
  rcAIndex = -1;
  rcBIndex = -1;
  /** Heaps whose value needed a scan of all their options. */
  fullScans = 0;

  constructor(
    readonly moves: TwoHeapMoves,
    g: ValueStore,
  ) {
    this.g = g;
    this.setMask(0, 0, 1, false);
  }

  /** Sets the sparse space (or the scan) and the parity table; the rare list must be rebuilt. */
  setMask(mask: number, d: number, cstar: number, sparse: boolean): void {
    this.mask = mask;
    this.d = d;
    this.cstar = cstar;
    this.sparse = sparse;
    const p = this.par;
    for (let v = 0; v < p.length; v++) p[v] = parity(v, mask);
  }

  /** Makes the value tables hold values up to v. */
  ensureValue(v: number): void {
    if (v > this.maxV) this.maxV = v;
    let cap = this.seen.length;
    while (cap < 4 * (this.maxV + 1) + 64) cap *= 2;
    if (cap === this.seen.length) return;
    const s = new Int32Array(cap).fill(-1);
    s.set(this.seen);
    this.seen = s;
    const h0 = new Float64Array(cap);
    h0.set(this.hist0);
    this.hist0 = h0;
    const h1 = new Float64Array(cap);
    h1.set(this.hist1);
    this.hist1 = h1;
    const occ = new Int32Array(cap * OCC);
    occ.set(this.occ);
    this.occ = occ;
    const occN = new Int32Array(cap);
    occN.set(this.occN);
    this.occN = occN;
    this.par = new Uint8Array(cap);
    for (let x = 0; x < cap; x++) this.par[x] = parity(x, this.mask);
  }

  /** True when heap h with value v is rare under the current mask. */
  isRare(h: number, v: number): boolean {
    return (this.par[v]! ^ (this.d & h)) !== this.cstar;
  }

  /**
   * Records G(h) = v (already within the tables; the store must hold v): the value, the counts,
   * the occurrences, the rare list. Returns false when a shared rare list is full (stop).
   */
  record(h: number, v: number): boolean {
    this.g[h] = v;
    if (v > this.maxV) this.maxV = v;
    if (h & 1) this.hist1[v]!++;
    else this.hist0[v]!++;
    const c = this.occN[v]!;
    if (c < OCC) this.occ[v * OCC + c] = h;
    this.occN[v] = c + 1;
    if (this.sparse && (this.par[v]! ^ (this.d & h)) !== this.cstar) {
      if (this.rcA === this.rareA.length) {
        if (!this.growable) return false;
        const r2 = new Int32Array(this.rareA.length * 2);
        r2.set(this.rareA);
        this.rareA = r2;
      }
      this.rareA[this.rcA++] = h;
      if (this.ctl !== null) Atomics.store(this.ctl, this.rcAIndex, this.rcA);
    }
    if (h >= this.nextTop) this.refreshTops(h + 1);
    return true;
  }

  /** The values most frequent among the heaps before `n` (the last 65,536 of them). */
  refreshTops(n: number): void {
    const span = 1 << 16;
    this.nextTop = n + Math.min(span, Math.max(64, n >> 2));
    const from = Math.max(1, n - span);
    const counts = new Map<number, number>();
    for (let x = from; x < n; x++) counts.set(this.g[x]!, (counts.get(this.g[x]!) ?? 0) + 1);
    this.topVals = Int32Array.from([...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOPS).map((e) => e[0]));
  }

  /** The value of heap h (every heap the moves from h reach is final). */
  value(h: number): number {
    const g = this.g;
    const seen = this.seen;
    const mv = this.moves;
    if (h <= mv.t && mv.zero[h] === 1) seen[0] = h;
    const one = mv.one;
    for (let k = 0; k < one.length; k++) {
      const i = one[k]!;
      if (i >= h) break;
      seen[g[h - i]!] = h;
    }
    if (mv.two.length === 0) {
      let v = 0;
      while (seen[v] === h) v++;
      return v;
    }
    return this.sparse ? this.sparseStep(h, g, seen) : this.scanAll(h, g, seen);
  }

  /** G(h) from every option (the one-heap options are marked already). */
  private scanAll(h: number, g: ValueStore, seen: Int32Array): number {
    const two = this.moves.two;
    const dist = this.moves.twoDistinct;
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
  private sparseStep(h: number, g: ValueStore, seen: Int32Array): number {
    const par = this.par;
    const two = this.moves.two;
    const dist = this.moves.twoDistinct;
    const nTwo = two.length;
    const dd = this.d;
    const cs = this.cstar;
    // options of parity s: pairs of a rare heap and a common one (both lists of rare heaps)
    let maxM = 0;
    for (let list = 0; list < 2; list++) {
      const rare = list === 0 ? this.rareA : this.rareB;
      if (rare === null) break;
      const rc = list === 0 ? this.rcA : Atomics.load(this.ctl!, this.rcBIndex);
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
          if (a >= h) break;
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
}

/** The Walsh–Hadamard transform in place: out[m] = Σ_v in[v]·(−1)^popcount(v & m). */
export function wht(a: Float64Array): void {
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
 * The best sparse space for value counts at even and odd heaps (heaps ≥ 1): the mask, the
 * position flag d and the common class c* that make the fewest heaps rare (every mask at once, by
 * the Walsh–Hadamard transform: the heaps of class 0 under (m, d) number (total + S)/2, S the
 * transform of the counts, of their difference for d = 1). `sparse` is false when no choice
 * leaves rare heaps under a quarter of all (a scan of every option then costs the same).
 */
export function chooseMask(hist0: Float64Array, hist1: Float64Array, maxV: number, twoParity: number): { mask: number; d: number; cstar: number; rare: number; sparse: boolean; bits: number } {
  const bits = Math.max(1, 32 - Math.clz32(maxV));
  const size = 1 << bits;
  const a = new Float64Array(size);
  const b = new Float64Array(size);
  let total = 0;
  for (let v = 0; v < size && v < hist0.length; v++) {
    a[v] = hist0[v]! + hist1[v]!;
    b[v] = hist0[v]! - hist1[v]!;
    total += a[v]!;
  }
  wht(a);
  wht(b);
  let best = Infinity;
  let bm = 0;
  let bd = 0;
  for (let m = 1; m < size; m++) {
    const r0 = (total + a[m]!) / 2; // d = 0, c* = 1: the heaps of class 0 are rare
    if (r0 < best) {
      best = r0;
      bm = m;
      bd = 0;
    }
    if (twoParity >= 0) {
      const cs = 1 ^ twoParity;
      const r1 = cs === 1 ? (total + b[m]!) / 2 : (total - b[m]!) / 2;
      if (r1 < best) {
        best = r1;
        bm = m;
        bd = 1;
      }
    }
  }
  const cstar = bd === 0 ? 1 : 1 ^ twoParity;
  return { mask: bm, d: bd, cstar, rare: best, sparse: best <= total / 4, bits };
}
