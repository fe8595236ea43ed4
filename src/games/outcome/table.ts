/**
 * A transposition table for the games' own who-wins searches on bit masks: keys are four 32-bit
 * words (a board's masks and a small integer), entries what is known of the position, as in the
 * generic search: bit 0 set when Left moving first is decided, bit 1 when she wins; bits 2 and 3
 * the same for Right.
 *
 * Invariants: a power of two of slots in typed arrays, each key's slot fixed by its hash; a slot
 * holds one key and its entry, entry 0 meaning empty. It is a cache: a new key replaces the key in
 * its slot, so an entry may be forgotten (costing time) but never belongs to another key. Entries
 * are written only once decided. The table grows (doubling, keeping what it can, up to
 * 2^`maxBits` slots) only in {@link WordTable.tend}, which the searches call between positions.
 *
 * Code shape: `get` and `put` are a few straight lines, the same for every key, with no branch
 * that only some keys take, because the searches that call them are short enough in a fresh
 * process that their cost is mostly V8's (see `../amazons/search.ts`).
 */

/** The slot of key (a, b, c, d) among `mask + 1`. */
function slotOf(a: number, b: number, c: number, d: number, mask: number): number {
  const h = Math.imul(a ^ Math.imul(b, 0x85ebca77), 0x9e3779b1) ^ Math.imul(c ^ Math.imul(d, 0xc2b2ae3d), 0x27d4eb2f);
  return (h ^ (h >>> 15)) & mask;
}

/** A lossy table of decided positions keyed by four 32-bit words (see the module notes). */
export class WordTable {
  private keys: Int32Array;
  private vals: Uint8Array;
  /** The slots less one. */
  private mask: number;
  private used = 0;

  /**
   * A table of at most 2^`maxBits` slots (default 2^21: 32 MB of keys, 2 MB of entries), starting
   * with 2^`startBits` (default 2^12) at the first {@link WordTable.tend}.
   */
  constructor(
    private readonly maxBits = 21,
    private readonly startBits = 12,
  ) {
    this.mask = 0;
    this.keys = new Int32Array(4);
    this.vals = new Uint8Array(1);
  }

  /** The slots filled. */
  get size(): number {
    return this.used;
  }

  /** Forgets every entry (the next {@link WordTable.tend} starts again at the first size). */
  clear(): void {
    this.mask = 0;
    this.keys = new Int32Array(4);
    this.vals = new Uint8Array(1);
    this.used = 0;
  }

  /**
   * Makes the slots (2^`startBits` at first), then doubles them while more than half are filled (up
   * to 2^`maxBits`), putting the entries back. A search calls it before its first `get`.
   */
  tend(): void {
    if (this.mask === 0) {
      this.mask = (1 << this.startBits) - 1;
      this.keys = new Int32Array(4 << this.startBits);
      this.vals = new Uint8Array(1 << this.startBits);
    }
    while (2 * this.used > this.mask && this.mask < (1 << this.maxBits) - 1) {
      const { keys, vals } = this;
      this.mask = 2 * this.mask + 1;
      this.keys = new Int32Array(4 * (this.mask + 1));
      this.vals = new Uint8Array(this.mask + 1);
      this.used = 0;
      for (let i = 0; i < vals.length; i++) {
        if (vals[i] === 0) continue;
        const j = 4 * slotOf(keys[4 * i]!, keys[4 * i + 1]!, keys[4 * i + 2]!, keys[4 * i + 3]!, this.mask);
        if (this.vals[j >> 2] === 0) this.used++;
        this.keys.set(keys.subarray(4 * i, 4 * i + 4), j);
        this.vals[j >> 2] = vals[i]!;
      }
    }
  }

  /** The entry of key (a, b, c, d), 0 when none. */
  get(a: number, b: number, c: number, d: number): number {
    const { keys } = this;
    const i = slotOf(a, b, c, d, this.mask);
    const j = 4 * i;
    // an empty slot (all words 0) that matches the key holds entry 0: unknown, as it should
    return ((keys[j]! ^ a) | (keys[j + 1]! ^ b) | (keys[j + 2]! ^ c) | (keys[j + 3]! ^ d)) === 0 ? this.vals[i]! : 0;
  }

  /** Records that `player` (0 Left, 1 Right) moving first in key (a, b, c, d) wins or loses. */
  put(a: number, b: number, c: number, d: number, player: 0 | 1, wins: boolean): void {
    const { keys, vals } = this;
    const i = slotOf(a, b, c, d, this.mask);
    const j = 4 * i;
    const v = vals[i]!;
    const same = ((keys[j]! ^ a) | (keys[j + 1]! ^ b) | (keys[j + 2]! ^ c) | (keys[j + 3]! ^ d)) === 0;
    this.used += v === 0 ? 1 : 0;
    keys[j] = a;
    keys[j + 1] = b;
    keys[j + 2] = c;
    keys[j + 3] = d;
    vals[i] = (same ? v : 0) | ((wins ? 3 : 1) << (2 * player));
  }
}

/** What an entry says of `player` (0 Left, 1 Right) moving first: 1 wins, 0 loses, -1 unknown. */
export function entryFor(entry: number, player: 0 | 1): number {
  const s = entry >> (2 * player);
  return (s & 1) === 0 ? -1 : (s >> 1) & 1;
}
