/**
 * A transposition table for the games' own who-wins searches on bit masks: keys are four 32-bit
 * words (a board's masks and a small integer), entries what is known of the position, as in the
 * generic search: bit 0 set when Left moving first is decided, bit 1 when she wins; bits 2 and 3
 * the same for Right.
 *
 * Invariants: the slots are a power of two (typed arrays, allocated on first use, doubled while
 * more than half are filled, up to 2^`maxBits`); a slot holds one key and its entry, 0 meaning
 * empty. It is a cache: a key whose probe window is full replaces the window's first slot, so an
 * entry may be forgotten (costing time) but never belongs to another key. Entries are written only
 * once decided.
 */

/** The slots probed for a key before one is replaced. */
const PROBES = 4;

/** A lossy table of decided positions keyed by four 32-bit words (see the module notes). */
export class WordTable {
  private keys: Int32Array | undefined;
  private vals: Uint8Array | undefined;
  private mask = (1 << 12) - 1;
  private used = 0;

  /** A table of at most 2^`maxBits` slots (default 2^21: 32 MB of keys, 2 MB of entries). */
  constructor(private readonly maxBits = 21) {}

  /** The slots filled. */
  get size(): number {
    return this.used;
  }

  /** Forgets every entry. */
  clear(): void {
    this.keys = undefined;
    this.vals = undefined;
    this.used = 0;
    this.mask = (1 << 12) - 1;
  }

  /** Doubles the slots and puts every entry back. */
  private grow(): void {
    const keys = this.keys!;
    const vals = this.vals!;
    this.mask = 2 * this.mask + 1;
    this.keys = new Int32Array(4 * (this.mask + 1));
    this.vals = new Uint8Array(this.mask + 1);
    this.used = 0;
    for (let i = 0; i < vals.length; i++) {
      const v = vals[i]!;
      if (v !== 0) this.place(keys[4 * i]!, keys[4 * i + 1]!, keys[4 * i + 2]!, keys[4 * i + 3]!, v);
    }
  }

  private static hash(a: number, b: number, c: number, d: number): number {
    let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca77);
    h = Math.imul(h ^ (h >>> 13) ^ c, 0xc2b2ae3d);
    h = Math.imul(h ^ (h >>> 16) ^ d, 0x27d4eb2f);
    return h ^ (h >>> 15);
  }

  /** The entry of key (a, b, c, d), 0 when none. */
  get(a: number, b: number, c: number, d: number): number {
    const { keys, vals } = this;
    if (keys === undefined || vals === undefined) return 0;
    let i = WordTable.hash(a, b, c, d) & this.mask;
    for (let k = 0; k < PROBES; k++) {
      const v = vals[i]!;
      if (v === 0) return 0;
      const j = 4 * i;
      if (keys[j] === a && keys[j + 1] === b && keys[j + 2] === c && keys[j + 3] === d) return v;
      i = (i + 1) & this.mask;
    }
    return 0;
  }

  /** Records that `player` (0 Left, 1 Right) moving first in key (a, b, c, d) wins or loses. */
  put(a: number, b: number, c: number, d: number, player: 0 | 1, wins: boolean): void {
    if (this.keys === undefined) {
      this.keys = new Int32Array(4 * (this.mask + 1));
      this.vals = new Uint8Array(this.mask + 1);
    } else if (2 * this.used > this.mask && this.mask < (1 << this.maxBits) - 1) this.grow();
    this.place(a, b, c, d, (wins ? 3 : 1) << (2 * player));
  }

  /** Ors `bit` into the entry of the key (a new slot, or the window's first replaced). */
  private place(a: number, b: number, c: number, d: number, bit: number): void {
    const keys = this.keys!;
    const vals = this.vals!;
    const first = WordTable.hash(a, b, c, d) & this.mask;
    let i = first;
    for (let k = 0; k < PROBES; k++) {
      const j = 4 * i;
      const v = vals[i]!;
      if (v === 0) {
        keys[j] = a;
        keys[j + 1] = b;
        keys[j + 2] = c;
        keys[j + 3] = d;
        vals[i] = bit;
        this.used++;
        return;
      }
      if (keys[j] === a && keys[j + 1] === b && keys[j + 2] === c && keys[j + 3] === d) {
        vals[i] = v | bit;
        return;
      }
      i = (i + 1) & this.mask;
    }
    const j = 4 * first;
    keys[j] = a;
    keys[j + 1] = b;
    keys[j + 2] = c;
    keys[j + 3] = d;
    vals[first] = bit;
  }
}

/** What an entry says of `player` (0 Left, 1 Right) moving first: 1 wins, 0 loses, -1 unknown. */
export function entryFor(entry: number, player: 0 | 1): number {
  const s = entry >> (2 * player);
  return (s & 1) === 0 ? -1 : (s >> 1) & 1;
}
