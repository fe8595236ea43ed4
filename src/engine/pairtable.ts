/**
 * An open-addressing hash table from pairs of non-negative ids to small values (1..3), on one typed
 * array: no per-entry objects, no boxed double keys, and one memory access per probe (a slot is two
 * adjacent Int32s: the first id shifted left by 2 with the value in the low bits, then the second
 * id). Used for the comparison cache, the hottest table of the engine.
 *
 * Invariant: a slot is empty iff its first Int32 is 0 (stored values are 1..3, so a used slot is
 * never 0). Pairs with a first id of 2^29 or more are not stored (`get` answers 0, "unknown"), which
 * only costs time. When the table would pass its maximum size it is emptied (a generational
 * cache), so memory stays bounded.
 */
const MAX_FIRST = 2 ** 29;

export class PairTable {
  private t: Int32Array;
  private mask: number;
  private count = 0;
  /** How many times the table was emptied for being full. */
  resets = 0;

  /** A table that starts with 2^`initialBits` slots and never grows past 2^`maxBits`. */
  constructor(
    initialBits = 16,
    private readonly maxBits = 25,
  ) {
    const n = 1 << initialBits;
    this.t = new Int32Array(2 * n);
    this.mask = n - 1;
  }

  /** The number of stored pairs. */
  get size(): number {
    return this.count;
  }

  private slot(x: number, y: number): number {
    let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca77);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** The value stored for (x, y), or 0 when there is none. */
  get(x: number, y: number): number {
    if (x >= MAX_FIRST) return 0;
    const { t, mask } = this;
    const want = x << 2;
    let i = this.slot(x, y);
    for (;;) {
      const p = t[2 * i]!;
      if (p === 0) return 0;
      if ((p & ~3) === want && t[2 * i + 1] === y) return p & 3;
      i = (i + 1) & mask;
    }
  }

  /** Stores `val` (1..3) for (x, y). */
  set(x: number, y: number, val: number): void {
    if (x >= MAX_FIRST) return;
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    this.put(x, y, val);
  }

  private put(x: number, y: number, val: number): void {
    const { t, mask } = this;
    const want = x << 2;
    let i = this.slot(x, y);
    for (;;) {
      const p = t[2 * i]!;
      if (p === 0) {
        t[2 * i] = want | val;
        t[2 * i + 1] = y;
        this.count++;
        return;
      }
      if ((p & ~3) === want && t[2 * i + 1] === y) {
        t[2 * i] = want | val;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  /** Empties the table (keeping its current capacity). */
  clear(): void {
    this.t.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const n = this.mask + 1;
    if (Math.log2(n) >= this.maxBits) {
      this.resets++;
      this.clear();
      return;
    }
    const old = this.t;
    this.t = new Int32Array(4 * n);
    this.mask = 2 * n - 1;
    this.count = 0;
    for (let i = 0; i < n; i++) {
      const p = old[2 * i]!;
      if (p !== 0) this.put(p >>> 2, old[2 * i + 1]!, p & 3);
    }
  }
}
