/**
 * Nim values of Cram boards by the search of Lemoine and Viennot ("Nimbers are inevitable",
 * Theoretical Computer Science 462, 2012): the nim value of a region G is the least n for which
 * G + *n is a second-player win, and "is G + *n a first-player win?" is a win/loss search that stops
 * at the first winning move, instead of the mex of every option's value.
 *
 * G + *n is a first-player win (G ≠ *n) when a move in G leaves an option O with O = *n, or a move
 * in *n leaves *i (i < n) with G = *i; else G = *n. An option is a sum of regions (the groups of
 * empty squares joined orthogonally): the regions whose values are known are folded into the
 * nimber, two equal regions cancel, and of the others all but the largest are valued, so that the
 * question is again one region plus a nimber. Before any option is searched, the options whose
 * regions all have known values are looked at (one of value n wins at once); a region's options
 * are generated once for all the questions asked of it in a row (its value, then G + *0, G + *1, …).
 *
 * Invariants:
 * - an entry of the table is a class of regions equal up to the 8 symmetries of the square; it
 *   holds what is proved of them: the nim value, or the set of n < 32 with G ≠ *n (every fact is
 *   a consequence of the rules, nothing is guessed). A region is found by its bit rows as they
 *   are (an alias); only a region not seen in that orientation is brought to its canonical form
 *   (the least of its orientations with no more columns than rows);
 * - known without search: a region of fewer than 2 squares is 0 (dropped), a strip of n squares is
 *   Dawson's Kayles (`dawsonNim`), and a region that a half turn or a reflection in a diagonal maps
 *   onto itself with no square fixed and none next to its image is 0 (the second player copies:
 *   Tweedledum and Tweedledee), an entry made with its value;
 * - a region of at most 4 rows and 4 columns is looked up in the table of the 4 × 4 box: the nim
 *   values of all 65,536 subsets of its squares, built once, on first use, by the plain rules (the
 *   mex over the dominoes, subsets in increasing order), as MCGS keeps databases of small games;
 * - a move that leaves the squares around the domino joined along the ring of squares about it
 *   leaves one region (any path through the domino goes round it), found without a flood fill;
 * - nothing recurses: the search runs on an explicit stack of frames.
 */
import { AbortError, LimitError } from '../../engine/errors.js';
import type { RunOptions } from '../../engine/run.js';
import { floodRows } from '../grid/rows.js';

/** A region of empty squares: `h` rows of width `w` ≤ 30, row r's squares as the bits of `rows[r]`; trimmed and connected. */
interface Comp {
  h: number;
  w: number;
  rows: number[];
  /** Its number of squares. */
  area: number;
  /** Its entry in the table (every region that is not a strip has one). */
  ent: number;
}

/** An option: the nim sum of its regions of known value, and its other regions. */
interface Opt {
  x: number;
  comps: Comp[];
}

/** The options of a region, generated as they are needed and shared by the frames of the region. */
class OptList {
  readonly opts: Opt[] = [];
  /** Where the generation is: the row, and its horizontal and vertical moves not yet generated. */
  r = -1;
  pairs = 0;
  vert = 0;
  done = false;
  constructor(readonly c: Comp) {}
}

const VALUE = 0;
const WIN = 1;

/** A frame of the explicit stack: VALUE (the nim value of `c`) or WIN (is `c` + *n a first-player win?). */
class Frame {
  kind = VALUE;
  c!: Comp;
  n = 0;
  /** WIN: 0 start, 1 next option, 2 valuing the option's regions but the largest, 3 waiting for the largest, 4 the nimber's moves. */
  phase = 0;
  /** The region's options (shared with its other frames), or null before they are needed. */
  list: OptList | null = null;
  /** Phases 2 and 3: the regions of the option being searched, and the largest one's index. */
  cs: Comp[] | null = null;
  hi = 0;
  oi = 0;
  j = 0;
  x = 0;
}

const REV = new Uint16Array(1 << 15);
for (let x = 1; x < 1 << 15; x++) REV[x] = (REV[x >> 1]! >> 1) | ((x & 1) << 14);
/** The w-bit row x read backwards (w ≤ 30). */
function rev(x: number, w: number): number {
  return ((REV[x & 0x7fff]! << 15) | REV[x >>> 15]!) >>> (30 - w);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The ring of the 10 squares about a domino, in order round it (each next to the one before, the
 * last next to the first); the squares next to the domino are ring places 1, 2, 4, 6, 7 and 9.
 * JOINED[m] is 1 when the ring places in m that are next to the domino all lie in one run of m
 * round the ring: then removing the domino keeps its region in one piece.
 */
const NEXT_TO = (1 << 1) | (1 << 2) | (1 << 4) | (1 << 6) | (1 << 7) | (1 << 9);
const JOINED = new Uint8Array(1 << 10);
for (let m = 0; m < 1 << 10; m++) {
  const near = m & NEXT_TO;
  if ((near & (near - 1)) === 0) {
    JOINED[m] = 1;
    continue;
  }
  // the run of m round the ring through the lowest square next to the domino
  let run = near & -near;
  for (;;) {
    const grown = (run | (((run << 1) | (run >>> 9)) & 0x3ff) | (((run >>> 1) | (run << 9)) & 0x3ff)) & m;
    if (grown === run) break;
    run = grown;
  }
  JOINED[m] = (near & ~run) === 0 ? 1 : 0;
}
/** Bits 0..3 read backwards. */
const REV4 = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15];

/**
 * The box whose every subset of squares has its nim value in a table: 4 × 4 (65,536 subsets, built
 * on first use in a few milliseconds). A region of at most 4 rows and 4 columns is looked up there.
 */
const BOX = 4;
let box44: Uint8Array | undefined;

/**
 * The nim values of every subset of the squares of an H × W box (bit r·W + c for row r, column c),
 * by the plain rules: the mex of the values of the subsets left by each domino, subsets in
 * increasing order (a subset without a domino is smaller). A subset that falls apart into several
 * regions needs no nim sum: its options are those of the whole. The search builds it once, on first use. @internal
 */
export function boxTable(H: number, W: number): Uint8Array {
  const dominoes: number[] = [];
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const b = 1 << (r * W + c);
      if (c + 1 < W) dominoes.push(b | (b << 1));
      if (r + 1 < H) dominoes.push(b | (b << W));
    }
  }
  const n = 1 << (H * W);
  const val = new Uint8Array(n);
  const ds = Int32Array.from(dominoes);
  const k = ds.length;
  for (let m = 1; m < n; m++) {
    let seen = 0;
    for (let i = 0; i < k; i++) {
      const d = ds[i]!;
      if ((m & d) === d) seen |= 1 << val[m ^ d]!;
    }
    val[m] = 31 - Math.clz32(~seen & (seen + 1));
  }
  return val;
}

/** The nim value of a trimmed region of at most 4 rows and 4 columns, from the table of the 4 × 4 box. */
function boxValue(rows: number[], h: number): number {
  const table = (box44 ??= boxTable(BOX, BOX));
  let m = 0;
  for (let r = 0; r < h; r++) m |= rows[r]! << (r * BOX);
  return table[m]!;
}

/** Where a nim value of Dawson's Kayles comes from (injected: `dawsonNim` of index.ts). @internal */
export type StripValue = (n: number) => number;

/** The largest nim value whose "G ≠ *n" is kept as a bit of an entry. */
const NEQ_BITS = 31;
/** The most slots of the aliases' table (20 bytes each: 335 MB). */
const MAX_SLOTS = 1 << 24;
/** Regions whose bounding box holds at most this many squares are keyed by 3 words of bits; larger ones by strings. */
const PACKED_AREA = 96;

/**
 * The Lemoine–Viennot search over Cram regions with its table, kept between calls (see the module
 * notes). @internal
 */
export class CramSearch {
  /** Entries: the nim value (−1 unknown) and the bits n with G ≠ *n. */
  private count = 0;
  private val: Int32Array = new Int32Array(0);
  private neq: Int32Array = new Int32Array(0);
  /** The aliases: open addressing, 5 words a slot (3 words of bits, the shape, the entry + 1). */
  private slots: Int32Array = new Int32Array(0);
  private mask = 0;
  private aliases = 0;
  private readonly big = new Map<string, number>();
  private readonly frames: Frame[] = [];
  // scratch: the 8 orientations' rows, the split's rows, the packed key
  private vars: Int32Array = new Int32Array(8 * 32);
  private next: number[] = [];
  private p0 = 0;
  private p1 = 0;
  private p2 = 0;
  /** Frames run (for the signal and progress). */
  private steps = 0;

  constructor(
    private readonly strip: StripValue,
    /** The most entries of the table; past it, a LimitError naming `maxEntries`. */
    readonly maxEntries: number,
    /** Whether regions of at most 4 × 4 squares are looked up in the box table (the tests turn it off to check the search). */
    private readonly boxes = true,
  ) {
    this.clear();
  }

  /** The number of entries (classes of regions) in the table. */
  get size(): number {
    return this.count;
  }

  /** The number of orientations of regions the table finds its entries by (at most 8 an entry). */
  get orientations(): number {
    return this.aliases;
  }

  /** Empties the table. */
  clear(): void {
    this.count = 0;
    this.val = new Int32Array(1 << 12);
    this.neq = new Int32Array(1 << 12);
    this.slots = new Int32Array(5 << 13);
    this.mask = (1 << 13) - 1;
    this.aliases = 0;
    this.big.clear();
  }

  /** A new entry, with value `v` (−1: unknown). */
  private newEntry(v: number): number {
    if (this.count >= this.maxEntries) {
      throw new LimitError(`the Cram table reached its limit of ${this.maxEntries} regions (raise maxEntries)`, 'maxEntries');
    }
    if (this.count === this.val.length) {
      const val = new Int32Array(2 * this.count);
      val.set(this.val);
      this.val = val;
      const neq = new Int32Array(2 * this.count);
      neq.set(this.neq);
      this.neq = neq;
    }
    const e = this.count++;
    this.val[e] = v;
    this.neq[e] = 0;
    return e;
  }

  /** The slot of the packed key (p0, p1, p2, meta): its own, or the empty one where it would go. */
  private probe(meta: number): number {
    const { p0, p1, p2, slots, mask } = this;
    let h = Math.imul(p0 ^ meta, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ p1, 0x85ebca77);
    h = Math.imul(h ^ (h >>> 13) ^ p2, 0xc2b2ae3d);
    let s = (h ^ (h >>> 16)) & mask;
    for (;;) {
      const i = 5 * s;
      if (slots[i + 4] === 0 || (slots[i] === p0 && slots[i + 1] === p1 && slots[i + 2] === p2 && slots[i + 3] === meta)) return i;
      s = (s + 1) & mask;
    }
  }

  /** Puts the packed key (p0, p1, p2, meta) at slot `i` (from {@link probe}) for entry `e`. */
  private alias(i: number, meta: number, e: number): void {
    const slots = this.slots;
    slots[i] = this.p0;
    slots[i + 1] = this.p1;
    slots[i + 2] = this.p2;
    slots[i + 3] = meta;
    slots[i + 4] = e + 1;
    if (2 * ++this.aliases > this.mask) {
      if (this.mask + 1 >= MAX_SLOTS) throw new LimitError(`the Cram table reached the ${MAX_SLOTS / 2} orientations of regions it can hold in memory (a smaller maxEntries stops sooner)`, 'maxEntries');
      this.rehash();
    }
  }

  private rehash(): void {
    const old = this.slots;
    this.mask = 2 * this.mask + 1;
    this.slots = new Int32Array(5 * (this.mask + 1));
    for (let i = 0; i < old.length; i += 5) {
      if (old[i + 4] === 0) continue;
      this.p0 = old[i]!;
      this.p1 = old[i + 1]!;
      this.p2 = old[i + 2]!;
      const j = this.probe(old[i + 3]!);
      this.slots.set(old.subarray(i, i + 5), j);
    }
  }

  /** Packs `H` rows of `W` bits from v[o..] into p0, p1, p2 (H·W ≤ 96). */
  private pack(v: ArrayLike<number>, o: number, H: number, W: number): void {
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let p = 0;
    for (let r = 0; r < H; r++) {
      const x = v[o + r]!;
      const q = p & 31;
      const word = p >>> 5;
      const lo = x << q;
      const hi = q === 0 ? 0 : x >>> (32 - q);
      if (word === 0) (k0 |= lo), (k1 |= hi);
      else if (word === 1) (k1 |= lo), (k2 |= hi);
      else k2 |= lo;
      p += W;
    }
    this.p0 = k0;
    this.p1 = k1;
    this.p2 = k2;
  }

  /** The entry of a trimmed, connected region that is not a strip (made when it has none). */
  private entryOf(rows: number[], h: number, w: number): number {
    let raw = -1;
    if (h * w <= PACKED_AREA) {
      this.pack(rows, 0, h, w);
      raw = this.probe((h << 5) | w);
      const e = this.slots[raw + 4]! - 1;
      if (e >= 0) return e;
    }
    // not seen in this orientation: its canonical form
    const H = w > h ? w : h;
    const W = w > h ? h : w;
    const best = this.canonize(rows, h, w);
    const v = this.vars;
    if (H * W > PACKED_AREA) {
      let s = `${H},${W}:`;
      for (let r = 0; r < H; r++) s += String.fromCharCode(v[best + r]! & 0x7fff, v[best + r]! >>> 15);
      let e = this.big.get(s);
      if (e === undefined) this.big.set(s, (e = this.newEntry(this.mirrored ? 0 : -1)));
      return e;
    }
    const meta = (H << 5) | W;
    this.pack(v, best, H, W);
    const i = this.probe(meta);
    let e = this.slots[i + 4]! - 1;
    if (e < 0) {
      e = this.newEntry(this.mirrored ? 0 : -1);
      this.alias(i, meta, e);
    }
    // the orientation it came in (the slots may have moved)
    this.pack(rows, 0, h, w);
    const j = this.probe((h << 5) | w);
    if (this.slots[j + 4] === 0) this.alias(j, (h << 5) | w, e);
    return e;
  }

  /** Set by {@link canonize}: the region is 0 by the mirror strategy. */
  private mirrored = false;

  /**
   * Puts the orientations of a region with no more columns than rows (all 8 for a square) in the
   * scratch rows and returns where the least of them (row by row) starts; sets `mirrored` when a
   * half turn or a diagonal reflection maps it onto itself with no square fixed and none next to
   * its image.
   */
  private canonize(rows: number[], h: number, w: number): number {
    const H = w > h ? w : h;
    const W = w > h ? h : w;
    if (this.vars.length < 8 * H) this.vars = new Int32Array(16 * H);
    const v = this.vars;
    if (w > h) {
      for (let r = 0; r < H; r++) v[r] = 0;
      for (let r = 0; r < h; r++) {
        let x = rows[r]!;
        while (x !== 0) {
          const b = x & -x;
          v[31 - Math.clz32(b)]! |= 1 << r;
          x ^= b;
        }
      }
    } else for (let r = 0; r < H; r++) v[r] = rows[r]!;
    for (let r = 0; r < H; r++) {
      const x = v[r]!;
      const y = v[H - 1 - r]!;
      v[H + r] = y;
      v[2 * H + r] = rev(x, W);
      v[3 * H + r] = rev(y, W);
    }
    let nv = 4;
    if (W === H) {
      const t = 4 * H;
      for (let r = 0; r < H; r++) v[t + r] = 0;
      for (let r = 0; r < H; r++) {
        let x = v[r]!;
        while (x !== 0) {
          const b = x & -x;
          v[t + 31 - Math.clz32(b)]! |= 1 << r;
          x ^= b;
        }
      }
      for (let r = 0; r < H; r++) {
        const x = v[t + r]!;
        const y = v[t + H - 1 - r]!;
        v[5 * H + r] = y;
        v[6 * H + r] = rev(x, W);
        v[7 * H + r] = rev(y, W);
      }
      nv = 8;
    }
    // the half turn is orientation 3; the reflections in the diagonals, 4 and 7
    this.mirrored = (sameRows(v, 0, 3 * H, H) && halfTurnFree(v, H, W)) || (nv === 8 && ((sameRows(v, 0, 4 * H, H) && diagonalFree(v, H, false)) || (sameRows(v, 0, 7 * H, H) && diagonalFree(v, H, true))));
    let best = 0;
    for (let t = 1; t < nv; t++) {
      const a = t * H;
      for (let r = 0; r < H; r++) {
        const d = v[a + r]! - v[best + r]!;
        if (d !== 0) {
          if (d < 0) best = a;
          break;
        }
      }
    }
    return best;
  }

  /** A region from its trimmed rows, folded into `o` when its value is known, else added to `o.comps`. */
  private addRegion(o: Opt, rows: number[], h: number, w: number, area: number): void {
    if (h === 1 || w === 1) {
      o.x ^= this.strip(area);
      return;
    }
    if (h <= BOX && w <= BOX && this.boxes) {
      o.x ^= boxValue(rows, h);
      return;
    }
    const e = this.entryOf(rows, h, w);
    const v = this.val[e]!;
    if (v >= 0) o.x ^= v;
    else o.comps.push({ h, w, rows, area, ent: e });
  }

  /** Adds the regions of at least 2 squares of `rows` (height h) to `o` (see {@link addRegion}). */
  private split(rows: ArrayLike<number>, h: number, o: Opt): void {
    floodRows(rows, h, o, this.found);
  }

  private readonly found = (o: Opt, rows: number[], h: number, w: number): void => {
    let area = 0;
    for (let i = 0; i < h; i++) area += popcount(rows[i]!);
    this.addRegion(o, rows, h, w, area);
  };

  /** The nim value of a board of bit rows (width ≤ 30): the nim sum of its regions' values. */
  value(rows: number[], opts: RunOptions = {}): number {
    const o: Opt = { x: 0, comps: [] };
    this.split(rows, rows.length, o);
    let x = o.x;
    for (const c of o.comps) x ^= this.run(c, opts);
    return x;
  }

  /** The next option of `L`'s region, added to `L.opts`; null when there is none left. */
  private generate(L: OptList): Opt | null {
    const { rows, h, area } = L.c;
    while (L.pairs === 0 && L.vert === 0) {
      if (++L.r >= h) {
        L.done = true;
        return null;
      }
      const x = rows[L.r]!;
      L.pairs = x & (x >>> 1);
      L.vert = L.r + 1 < h ? x & rows[L.r + 1]! : 0;
    }
    const r = L.r;
    const o: Opt = { x: 0, comps: [] };
    L.opts.push(o);
    if (area < 4) {
      // the domino leaves at most one square: 0
      if (L.pairs !== 0) L.pairs &= L.pairs - 1;
      else L.vert &= L.vert - 1;
      return o;
    }
    // the ring about the domino (see JOINED), from the rows around it
    let ring: number;
    let b: number;
    const x = rows[r]!;
    const up = r > 0 ? rows[r - 1]! : 0;
    let r2 = r; // the last row the domino covers
    if (L.pairs !== 0) {
      b = L.pairs & -L.pairs;
      L.pairs ^= b;
      const c = 31 - Math.clz32(b);
      const dn = r + 1 < h ? rows[r + 1]! : 0;
      const u = c > 0 ? (up >>> (c - 1)) & 15 : (up << 1) & 15;
      const m = c > 0 ? (x >>> (c - 1)) & 15 : (x << 1) & 15;
      const d = c > 0 ? (dn >>> (c - 1)) & 15 : (dn << 1) & 15;
      ring = u | (((m >>> 3) & 1) << 4) | (REV4[d]! << 5) | ((m & 1) << 9);
      b |= b << 1;
    } else {
      b = L.vert & -L.vert;
      L.vert ^= b;
      r2 = r + 1;
      const c = 31 - Math.clz32(b);
      const A = bits3(up, c);
      const B = bits3(x, c);
      const C = bits3(rows[r + 1]!, c);
      const D = bits3(r + 2 < h ? rows[r + 2]! : 0, c);
      ring = (A & 1) | ((B & 1) << 1) | ((C & 1) << 2) | ((D & 1) << 3) | (((D >>> 1) & 1) << 4) | (((D >>> 2) & 1) << 5) | (((C >>> 2) & 1) << 6) | (((B >>> 2) & 1) << 7) | (((A >>> 2) & 1) << 8) | (((A >>> 1) & 1) << 9);
    }
    if (JOINED[ring]) {
      // one region: the rows without the domino, trimmed
      if (area - 2 < 2) return o;
      let r0 = 0;
      let r1 = h - 1;
      while (without(rows, r0, r, r2, b) === 0) r0++;
      while (without(rows, r1, r, r2, b) === 0) r1--;
      let or = 0;
      for (let i = r0; i <= r1; i++) or |= without(rows, i, r, r2, b);
      const c0 = 31 - Math.clz32(or & -or);
      const c1 = 31 - Math.clz32(or);
      const rs = new Array<number>(r1 - r0 + 1);
      for (let i = r0; i <= r1; i++) rs[i - r0] = without(rows, i, r, r2, b) >>> c0;
      this.addRegion(o, rs, r1 - r0 + 1, c1 - c0 + 1, area - 2);
      return o;
    }
    const next = this.next;
    for (let i = 0; i < h; i++) next[i] = rows[i]!;
    next[r] = x & ~b;
    next[r2] = rows[r2]! & ~b;
    this.split(next, h, o);
    // two equal regions cancel
    const cs = o.comps;
    for (let i = 0; i < cs.length; i++) {
      for (let j = i + 1; j < cs.length; j++) {
        if (cs[i]!.ent === cs[j]!.ent) {
          cs.splice(j, 1);
          cs.splice(i, 1);
          i--;
          break;
        }
      }
    }
    return o;
  }

  /** Folds the regions of `o` whose values have become known into its nimber (a new array, never in place: a frame may hold the old one). */
  private simplify(o: Opt): void {
    const cs = o.comps;
    let keep: Comp[] | undefined;
    for (let i = 0; i < cs.length; i++) {
      const v = this.val[cs[i]!.ent]!;
      if (v >= 0) {
        o.x ^= v;
        keep ??= cs.slice(0, i);
      } else keep?.push(cs[i]!);
    }
    if (keep !== undefined) o.comps = keep;
  }

  private push(kind: number, c: Comp, n: number, sp: number, list: OptList | null): void {
    let f = this.frames[sp];
    if (f === undefined) this.frames.push((f = new Frame()));
    f.kind = kind;
    f.c = c;
    f.n = n;
    f.phase = 0;
    f.list = list;
    f.cs = null;
    f.oi = 0;
    f.j = 0;
    f.x = 0;
  }

  /** Stores "c ≠ *n". */
  private noteNeq(c: Comp, n: number): void {
    if (n <= NEQ_BITS) this.neq[c.ent]! |= 1 << n;
  }

  /** The nim value of one region, by the frames of the explicit stack. */
  private run(root: Comp, opts: RunOptions): number {
    const { signal, onProgress } = opts;
    const frames = this.frames;
    if (this.next.length < root.h) this.next = new Array<number>(root.h).fill(0);
    let sp = 0;
    this.push(VALUE, root, 0, sp++, null);
    // the result of the last frame popped: a nim value (VALUE) or 1 / 0 (WIN: first-player win or not)
    let ret = 0;
    // the options of the last WIN frame popped
    let lastList: OptList | null = null;
    while (sp > 0) {
      if ((++this.steps & 1023) === 0) {
        if (signal?.aborted) throw new AbortError('the computation was aborted');
        if ((this.steps & 0xffff) === 0) onProgress?.({ phase: 'search', done: this.count, unit: 'positions' });
      }
      const f = frames[sp - 1]!;
      const c = f.c;
      const e = c.ent;
      if (f.kind === VALUE) {
        if (f.phase === 0) f.phase = 1;
        else if (ret === 0) {
          // c + *n is a second-player win: c = *n (stored by the WIN frame)
          ret = f.n;
          sp--;
          continue;
        } else {
          f.n++;
          if (f.list === null && lastList !== null && lastList.c === c) f.list = lastList;
        }
        const v = this.val[e]!;
        if (v >= 0) {
          ret = v;
          sp--;
          continue;
        }
        const m = this.neq[e]!;
        while (f.n <= NEQ_BITS && (m >>> f.n) & 1) f.n++;
        this.push(WIN, c, f.n, sp++, f.list);
        continue;
      }
      // WIN: is c + *n a first-player win?
      const n = f.n;
      if (f.phase === 0) {
        const v = this.val[e]!;
        if (v >= 0 || (n <= NEQ_BITS && (this.neq[e]! >>> n) & 1) || n > c.area >> 1) {
          // known; or past the largest value a region can have, its longest play (half its squares)
          ret = v !== n ? 1 : 0;
          sp--;
          continue;
        }
        const L = (f.list ??= new OptList(c));
        lastList = L;
        // a move to a sum of known value n wins at once
        let won = false;
        const os = L.opts;
        for (let i = 0; i < os.length && !won; i++) {
          const o = os[i]!;
          if (o.comps.length !== 0) this.simplify(o);
          won = o.comps.length === 0 && o.x === n;
        }
        while (!won && !L.done) {
          const o = this.generate(L);
          won = o !== null && o.comps.length === 0 && o.x === n;
        }
        if (won) {
          this.noteNeq(c, n);
          ret = 1;
          sp--;
          continue;
        }
        f.phase = 1;
      } else if (f.phase === 2) {
        // a region of the option valued
        f.x ^= ret;
        f.j++;
      } else if (f.phase === 3 || f.phase === 4) {
        if (ret === 0) {
          // phase 3: the option + *n is a second-player win; phase 4: c = *i for i = f.j < n, so
          // moving *n to *i wins. Either is a winning move.
          this.noteNeq(c, n);
          lastList = f.list;
          ret = 1;
          sp--;
          continue;
        }
        if (f.phase === 4) {
          f.j++;
        } else {
          f.oi++;
          f.phase = 1;
        }
      }
      if (f.phase === 1) {
        const os = f.list!.opts;
        // the next option that is not known to be a first-player win once *n is added
        while (f.oi < os.length) {
          const o = os[f.oi]!;
          if (o.comps.length !== 0) this.simplify(o);
          const y = o.x ^ n;
          const k = o.comps.length;
          if (k === 0) {
            if (y === 0) break;
          } else if (k === 1) {
            const u = o.comps[0]!;
            if (!(y > u.area >> 1 || (y <= NEQ_BITS && (this.neq[u.ent]! >>> y) & 1))) break;
          } else break;
          f.oi++;
        }
        if (f.oi < os.length) {
          const o = os[f.oi]!;
          if (o.comps.length === 0) {
            // its regions' values became known: a winning move
            this.noteNeq(c, n);
            lastList = f.list;
            ret = 1;
            sp--;
            continue;
          }
          const cs = o.comps;
          f.x = o.x ^ n;
          f.cs = cs;
          // the largest region is searched with the nimber, the others are valued
          let big = 0;
          for (let i = 1; i < cs.length; i++) if (cs[i]!.area > cs[big]!.area) big = i;
          f.hi = big;
          f.j = 0;
          f.phase = 2;
        } else {
          f.phase = 4;
          f.j = 0;
        }
      }
      if (f.phase === 2) {
        const cs = f.cs!;
        if (f.j === f.hi) f.j++;
        if (f.j < cs.length) {
          this.push(VALUE, cs[f.j]!, 0, sp++, null);
          continue;
        }
        f.phase = 3;
        this.push(WIN, cs[f.hi]!, f.x, sp++, null);
        continue;
      }
      // phase 4: the nimber's moves, c + *i for i < n
      const m = this.neq[e]!;
      while (f.j < n && f.j <= NEQ_BITS && (m >>> f.j) & 1) f.j++;
      if (f.j < n) {
        this.push(WIN, c, f.j, sp++, f.list);
        continue;
      }
      // every move loses: c = *n
      this.val[e] = n;
      lastList = f.list;
      ret = 0;
      sp--;
    }
    return ret;
  }
}

/** Bits c − 1, c, c + 1 of row y. */
function bits3(y: number, c: number): number {
  return c > 0 ? (y >>> (c - 1)) & 7 : (y << 1) & 7;
}

/** Row i of `rows` without the domino's squares `b` in rows r and r2. */
function without(rows: number[], i: number, r: number, r2: number, b: number): number {
  return i === r || i === r2 ? rows[i]! & ~b : rows[i]!;
}

function sameRows(v: Int32Array, a: number, b: number, h: number): boolean {
  for (let r = 0; r < h; r++) if (v[a + r] !== v[b + r]) return false;
  return true;
}

/** No square fixed by the half turn (the centre of an odd × odd box) and none next to its image (the middle two of an odd side). */
function halfTurnFree(v: Int32Array, h: number, w: number): boolean {
  if (h % 2 === 1 && w % 2 === 1 && (v[(h - 1) / 2]! >>> ((w - 1) / 2)) & 1) return false;
  if (h % 2 === 0 && w % 2 === 1 && (v[h / 2]! >>> ((w - 1) / 2)) & 1) return false;
  if (h % 2 === 1 && w % 2 === 0 && (v[(h - 1) / 2]! >>> (w / 2)) & 1) return false;
  return true;
}

/** No square on the diagonal (r = c), or on the other diagonal (r + c = h − 1): a reflection in it fixes those and moves no square next to its image. */
function diagonalFree(v: Int32Array, h: number, anti: boolean): boolean {
  for (let r = 0; r < h; r++) if ((v[r]! >>> (anti ? h - 1 - r : r)) & 1) return false;
  return true;
}
