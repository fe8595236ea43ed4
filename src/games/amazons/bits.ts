/**
 * Amazons regions as bit masks, for the outcome search: a region of at most
 * {@link MAX_BITS_CELLS} cells is three masks over its bounding box (the unburnt squares, the black
 * amazons, the white amazons; bit `r * cols + c`), with moves, regions and keys computed on the
 * masks from tables made once per board shape (the squares along each queen ray, the king
 * neighbours of each square, the 8 symmetries of the box as permutations of the squares).
 *
 * Invariants: an {@link AmazonsBits} is immutable; `black` and `white` are disjoint subsets of
 * `open`; the box is the region's bounding box once cut out by {@link amazonsBitsRegions}. Keys
 * ({@link amazonsBitsKey}) are the least of the masks over the symmetries of the square and the
 * exchange of colours, so equal keys with equal `neg` mean equal values, as in region.ts.
 */
import { BLOCKED, EMPTY, Grid, LEFT, RIGHT } from '../grid/grid.js';

/** The most cells of a box held in masks (31-bit integers stay exact under JavaScript's bit operators). */
export const MAX_BITS_CELLS = 30;

/** A region of an Amazons board as masks (see the module notes). */
export class AmazonsBits {
  /** A region of `rows × cols` squares given by its masks (bit `r * cols + c` for row r, column c). */
  constructor(
    /** The rows of the box. */
    readonly rows: number,
    /** The columns of the box. */
    readonly cols: number,
    /** The unburnt squares (amazons included). */
    readonly open: number,
    /** Left's amazons. */
    readonly black: number,
    /** Right's amazons. */
    readonly white: number,
  ) {}
}

/** The tables of one board shape. */
export interface Shape {
  readonly rows: number;
  readonly cols: number;
  /**
   * For cell i, the squares along each queen ray as masks, at rays[8 * i + d]: d = 0 to 3 the rays
   * towards higher bits (down, right, down-left, down-right), 4 to 7 towards lower bits.
   */
  readonly rays: Int32Array;
  /** The king neighbours of each cell, as a mask. */
  readonly king: Int32Array;
  /**
   * The symmetries of the box other than the identity that keep its shape, as tables of bytes, for
   * boards of at most 16 cells (none for larger ones): symmetry t takes a mask x to
   * `turns[512 * t + (x & 255)] | turns[512 * t + 256 + (x >>> 8)]`, for 512 * t below `turnsEnd`.
   */
  readonly turns: Int32Array;
  readonly turnsEnd: number;
  /** The 8 symmetries: the shape they give and where each cell goes. */
  readonly syms: ReadonlyArray<{ rows: number; cols: number; to: Int8Array }>;
}

/** The directions of {@link Shape.rays}: towards higher bits first (down, right, down-left, down-right), then their opposites. */
const RAY_DIRS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [1, -1],
  [1, 1],
  [-1, 0],
  [0, -1],
  [-1, 1],
  [-1, -1],
];

/**
 * The squares a queen on cell `i` reaches through `empty` (the squares it may pass and stop on),
 * from the ray masks of its shape: along a ray towards higher bits, the squares below the first
 * one not empty; towards lower bits, those above it.
 */
export function queenReach(rays: Int32Array, i: number, empty: number): number {
  const o = 8 * i;
  let reach = 0;
  for (let d = o; d < o + 4; d++) {
    const ray = rays[d]!;
    const stop = ray & ~empty;
    reach |= stop === 0 ? ray : ray & ((stop & -stop) - 1);
  }
  for (let d = o + 4; d < o + 8; d++) {
    const ray = rays[d]!;
    const stop = ray & ~empty;
    // the squares above the highest stop: -(2^(k+1)) has bits k+1 and up (cells are below bit 30)
    reach |= stop === 0 ? ray : ray & -(1 << (32 - Math.clz32(stop)));
  }
  return reach;
}

const shapes = new Map<number, Shape>();

/** The tables of the `rows × cols` shape (made once, then kept). */
export function shapeOf(rows: number, cols: number): Shape {
  const id = rows * 64 + cols;
  let s = shapes.get(id);
  if (s !== undefined) return s;
  const n = rows * cols;
  const king = new Int32Array(n);
  const rays = new Int32Array(8 * n);
  for (let i = 0; i < n; i++) {
    const r = (i / cols) | 0;
    const c = i - r * cols;
    for (let d = 0; d < 8; d++) {
      const [dr, dc] = RAY_DIRS[d]!;
      let m = 0;
      for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < rows && cc >= 0 && cc < cols; rr += dr, cc += dc) m |= 1 << (rr * cols + cc);
      rays[8 * i + d] = m;
      // the king neighbour that way: the ray's square nearest to i
      if (m !== 0) king[i]! |= d < 4 ? m & -m : 1 << (31 - Math.clz32(m));
    }
  }
  const syms: Array<{ rows: number; cols: number; to: Int8Array }> = [];
  for (let t = 0; t < 8; t++) {
    const transpose = (t & 4) !== 0;
    const R = transpose ? cols : rows;
    const C = transpose ? rows : cols;
    const to = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      let r = (i / cols) | 0;
      let c = i - r * cols;
      if (t & 1) r = rows - 1 - r;
      if (t & 2) c = cols - 1 - c;
      to[i] = transpose ? c * C + r : r * C + c;
    }
    syms.push({ rows: R, cols: C, to });
  }
  const same = n <= 16 ? syms.filter((t, k) => k > 0 && t.rows === rows && t.cols === cols) : [];
  const turns = new Int32Array(512 * same.length);
  for (let k = 0; k < same.length; k++) {
    const to = same[k]!.to;
    // the image of a byte: the image of the byte without its lowest bit, and that bit's
    for (let x = 1; x < 256; x++) {
      const i = 31 - Math.clz32(x & -x);
      turns[512 * k + x] = turns[512 * k + (x & (x - 1))]! | (i < n ? 1 << to[i]! : 0);
      turns[512 * k + 256 + x] = turns[512 * k + 256 + (x & (x - 1))]! | (i + 8 < n ? 1 << to[i + 8]! : 0);
    }
  }
  s = { rows, cols, rays, king, turns, turnsEnd: turns.length, syms };
  shapes.set(id, s);
  return s;
}

/** The index of the lowest set bit of a non-zero mask. */
function low(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The board of a Grid with at most {@link MAX_BITS_CELLS} cells as masks. */
export function gridToBits(g: Grid): AmazonsBits {
  let open = 0;
  let black = 0;
  let white = 0;
  for (let i = 0; i < g.cells.length; i++) {
    const x = g.cells[i]!;
    if (x === BLOCKED) continue;
    open |= 1 << i;
    if (x === LEFT) black |= 1 << i;
    else if (x === RIGHT) white |= 1 << i;
  }
  return new AmazonsBits(g.rows, g.cols, open, black, white);
}

/** The masks as a Grid. */
export function bitsToGrid(b: AmazonsBits): Grid {
  const n = b.rows * b.cols;
  const cells = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const m = 1 << i;
    cells[i] = !(b.open & m) ? BLOCKED : b.black & m ? LEFT : b.white & m ? RIGHT : EMPTY;
  }
  return new Grid(b.rows, b.cols, cells);
}

/** The positions after each move of `player` (`0` Left, `1` Right): queen move, then arrow; whole boxes, not yet split. */
export function amazonsBitsMoves(b: AmazonsBits, player: 0 | 1): AmazonsBits[] {
  const { rays } = shapeOf(b.rows, b.cols);
  const us = player === 0 ? b.black : b.white;
  const empty = b.open & ~(b.black | b.white);
  const out: AmazonsBits[] = [];
  for (let rest = us; rest !== 0; rest &= rest - 1) {
    const from = rest & -rest;
    for (let tos = queenReach(rays, low(from), empty); tos !== 0; tos &= tos - 1) {
      const to = tos & -tos;
      const us2 = us ^ from ^ to;
      for (let fs = queenReach(rays, low(to), (empty | from) & ~to); fs !== 0; fs &= fs - 1) {
        const open = b.open & ~(fs & -fs);
        out.push(player === 0 ? new AmazonsBits(b.rows, b.cols, open, us2, b.white) : new AmazonsBits(b.rows, b.cols, open, b.black, us2));
      }
    }
  }
  return out;
}

/** The regions of unburnt squares joined by king steps that hold an amazon, each cut to its bounding box. */
export function amazonsBitsRegions(b: AmazonsBits): AmazonsBits[] {
  const s = shapeOf(b.rows, b.cols);
  const { king } = s;
  const out: AmazonsBits[] = [];
  const pieces = b.black | b.white;
  let rem = b.open;
  while (rem !== 0) {
    let region = rem & -rem;
    let frontier = region;
    while (frontier !== 0) {
      let next = 0;
      for (let f = frontier; f !== 0; f &= f - 1) next |= king[low(f)]!;
      next &= b.open & ~region;
      region |= next;
      frontier = next;
    }
    rem &= ~region;
    if ((region & pieces) === 0) continue;
    if (region === b.open) {
      out.push(cropped(b.rows, b.cols, region, b.black, b.white));
      continue;
    }
    out.push(cropped(b.rows, b.cols, region, b.black & region, b.white & region));
  }
  return out;
}

/** The masks cut to the bounding box of `open`. */
export function cropped(rows: number, cols: number, open: number, black: number, white: number): AmazonsBits {
  let r0 = rows;
  let r1 = -1;
  let c0 = cols;
  let c1 = -1;
  for (let x = open; x !== 0; x &= x - 1) {
    const i = low(x);
    const r = (i / cols) | 0;
    const c = i - r * cols;
    if (r < r0) r0 = r;
    if (r > r1) r1 = r;
    if (c < c0) c0 = c;
    if (c > c1) c1 = c;
  }
  const R = r1 - r0 + 1;
  const C = c1 - c0 + 1;
  if (R === rows && C === cols) return new AmazonsBits(rows, cols, open, black, white);
  let o = 0;
  let bl = 0;
  let wh = 0;
  for (let x = open; x !== 0; x &= x - 1) {
    const i = low(x);
    const r = (i / cols) | 0;
    const j = (r - r0) * C + (i - r * cols - c0);
    const bit = 1 << i;
    o |= 1 << j;
    if (black & bit) bl |= 1 << j;
    else if (white & bit) wh |= 1 << j;
  }
  return new AmazonsBits(R, C, o, bl, wh);
}

/**
 * The key of a region up to the symmetries of the square and, with `swap`, the exchange of colours
 * (`neg` then says the keyed region is the colour-exchanged one, whose value is the negative).
 * The least (shape, open, black, white) over the symmetries, compared as numbers.
 */
export function amazonsBitsKey(b: AmazonsBits, swap: boolean): { key: string; neg: boolean } {
  const s = shapeOf(b.rows, b.cols);
  let bS = Infinity;
  let bO = 0;
  let bB = 0;
  let bW = 0;
  let neg = false;
  const { open, black, white } = b;
  for (let t = 0; t < 8; t++) {
    const sym = s.syms[t]!;
    const shape = sym.rows * 64 + sym.cols;
    if (shape > bS) continue;
    const to = sym.to;
    let o = 0;
    let bl = 0;
    let wh = 0;
    for (let x = open; x !== 0; x &= x - 1) {
      const i = 31 - Math.clz32(x & -x);
      const j = 1 << to[i]!;
      o |= j;
      if (black & (1 << i)) bl |= j;
      else if (white & (1 << i)) wh |= j;
    }
    // unsigned comparisons: a mask of 31 bits is non-negative, so plain < is exact
    if (shape < bS || o < bO || (o === bO && (bl < bB || (bl === bB && wh < bW)))) {
      bS = shape;
      bO = o;
      bB = bl;
      bW = wh;
      neg = false;
    }
    if (swap && shape === bS && o === bO && (wh < bB || (wh === bB && bl < bW))) {
      bB = wh;
      bW = bl;
      neg = true;
    }
  }
  const key = String.fromCharCode(bS, bO & 0xffff, bO >>> 16, bB & 0xffff, bB >>> 16, bW & 0xffff, bW >>> 16);
  return { key, neg };
}

/** The number of set bits of a mask. */
export function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The longest plays of one player in regions of one colour, as masks: the most moves the owner of
 * the amazons can make in a row (the region's value is that number, + for Left's, − for Right's).
 * Keyed up to symmetry (colours folded onto black); a search of plays stops as soon as a play
 * burns every empty square, the most any play can do. Recursion: at most one level per empty
 * square, so at most {@link MAX_BITS_CELLS} deep.
 */
export class BitsLongestPlay {
  private readonly table = new Map<string, number>();

  /** Regions in the table. */
  get size(): number {
    return this.table.size;
  }

  /** The longest play in `b`, a region whose amazons are all of one colour. */
  of(b: AmazonsBits): number {
    const one = b.black !== 0 ? b : new AmazonsBits(b.rows, b.cols, b.open, b.white, 0);
    const empty = bitCount(one.open & ~one.black);
    if (empty === 0) return 0;
    const k = amazonsBitsKey(one, false).key;
    const hit = this.table.get(k);
    if (hit !== undefined) return hit;
    let best = 0;
    for (const o of amazonsBitsMoves(one, 0)) {
      let v = 1;
      for (const part of amazonsBitsRegions(o)) v += this.of(part);
      if (v > best) {
        best = v;
        if (best === empty) break;
      }
    }
    this.table.set(k, best);
    return best;
  }
}
