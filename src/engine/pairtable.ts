/**
 * An open-addressing hash table from pairs of non-negative 31-bit ids to small values, on typed
 * arrays: no per-entry objects, no boxed double keys. Used for the comparison cache, the hottest
 * table of the engine.
 *
 * Invariant: a slot is empty iff its value byte is 0; stored values are 1..255. When the table
 * would pass its maximum size it is emptied (a generational cache), so memory stays bounded.
 */
export class PairTable {
  private a: Int32Array;
  private b: Int32Array;
  private v: Uint8Array;
  private mask: number;
  private count = 0;

  /** A table that starts with 2^`initialBits` slots and never grows past 2^`maxBits`. */
  constructor(
    initialBits = 16,
    private readonly maxBits = 25,
  ) {
    const n = 1 << initialBits;
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.v = new Uint8Array(n);
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
    const { a, b, v, mask } = this;
    let i = this.slot(x, y);
    for (;;) {
      const s = v[i]!;
      if (s === 0) return 0;
      if (a[i] === x && b[i] === y) return s;
      i = (i + 1) & mask;
    }
  }

  /** Stores `val` (1..255) for (x, y). */
  set(x: number, y: number, val: number): void {
    if ((this.count + 1) * 2 > this.v.length) this.grow();
    const { a, b, v, mask } = this;
    let i = this.slot(x, y);
    for (;;) {
      const s = v[i]!;
      if (s === 0) {
        a[i] = x;
        b[i] = y;
        v[i] = val;
        this.count++;
        return;
      }
      if (a[i] === x && b[i] === y) {
        v[i] = val;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  /** Empties the table (keeping its current capacity). */
  clear(): void {
    this.v.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const bits = Math.log2(this.v.length);
    if (bits >= this.maxBits) {
      this.clear();
      return;
    }
    const { a, b, v } = this;
    const n = v.length * 2;
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.v = new Uint8Array(n);
    this.mask = n - 1;
    this.count = 0;
    for (let i = 0; i < v.length; i++) if (v[i] !== 0) this.set(a[i]!, b[i]!, v[i]!);
  }
}
