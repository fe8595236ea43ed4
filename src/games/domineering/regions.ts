/** Domineering regions as bit rows: keys up to the symmetries of the rectangle, the table, the move rule. */
import { LimitError } from '../../engine/errors.js';
import { num } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import type { Player } from '../../engine/solver.js';
import { floodRows } from '../grid/rows.js';

/** The widest region kept as bit rows (wider boards are transposed, or use the array ruleset). @internal */
export const MAX_WIDTH = 30;
/** Regions of at most this many cells (bounding box) get numeric keys; larger ones, string keys. */
const NUMERIC_AREA = 40;

/** A region's transposition key: a number for small regions, else a string. @internal */
export type Key = number | string;

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

