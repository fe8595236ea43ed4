/**
 * Regions of a board and their keys up to symmetry.
 *
 * A region is a connected set of cells cut out of a board and cropped to its bounding box; the
 * cells of the box outside the region get a filler kind that no move can use (empty for Clobber,
 * blocked for Amazons), so the region is a board of its own whose value is the region's share of
 * the sum.
 *
 * Keys: every rule here is invariant under the 8 symmetries of the square (rotations and
 * reflections), so a region's key is the least key over its orientations, with the rows no more
 * than the columns; where exchanging Left's and Right's pieces negates the value, the key is the
 * least over both colourings too, and {@link Canon.neg} says that the stored value is the
 * negative of the region's.
 *
 * Invariant: equal keys mean boards equal up to a symmetry (and, with `swap`, a colour exchange),
 * so their values are equal (or opposite, as `neg` says).
 */
import { BLOCKED, Grid, LEFT, RIGHT } from './grid.js';

/** A step on the board: (rows, columns). */
export type Step = readonly [number, number];

/** The four orthogonal steps. */
export const ORTHOGONAL: readonly Step[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
/** The four diagonal steps. */
export const DIAGONAL: readonly Step[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];
/** The eight steps of a chess king (CGSuite's `Coordinates.Compass`). */
export const COMPASS: readonly Step[] = [...ORTHOGONAL, ...DIAGONAL];
/** The eight steps of a chess knight (CGSuite's `Coordinates.KnightsMove`). */
export const KNIGHT: readonly Step[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];

/** Reused flood-fill buffers (grown on demand). */
let mark = new Int32Array(64);
let queue = new Int32Array(64);

/**
 * The connected components of the cells where `member[i]` is non-zero, joined by the steps
 * `steps` (and their opposites), each cropped to its bounding box with the cells of the box outside
 * the component set to `filler`. Iterative flood fill (a queue), no recursion.
 */
export function componentsOf(g: Grid, member: Uint8Array, steps: readonly Step[], filler: number): Grid[] {
  const { rows, cols, cells } = g;
  const n = rows * cols;
  if (mark.length < n) (mark = new Int32Array(2 * n)), (queue = new Int32Array(2 * n));
  mark.fill(-1, 0, n);
  // the steps and their opposites, as two flat lists
  const k = 2 * steps.length;
  const dR = new Int32Array(k);
  const dC = new Int32Array(k);
  for (let j = 0; j < steps.length; j++) {
    dR[2 * j] = steps[j]![0];
    dC[2 * j] = steps[j]![1];
    dR[2 * j + 1] = -steps[j]![0];
    dC[2 * j + 1] = -steps[j]![1];
  }
  const out: Grid[] = [];
  let comp = 0;
  for (let s = 0; s < n; s++) {
    if (!member[s] || mark[s] !== -1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    mark[s] = comp;
    let r0 = rows;
    let r1 = -1;
    let c0 = cols;
    let c1 = -1;
    while (head < tail) {
      const i = queue[head++]!;
      const r = (i / cols) | 0;
      const c = i - r * cols;
      if (r < r0) r0 = r;
      if (r > r1) r1 = r;
      if (c < c0) c0 = c;
      if (c > c1) c1 = c;
      for (let j = 0; j < k; j++) {
        const rr = r + dR[j]!;
        const cc = c + dC[j]!;
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
        const q = rr * cols + cc;
        if (member[q] && mark[q] === -1) {
          mark[q] = comp;
          queue[tail++] = q;
        }
      }
    }
    const h = r1 - r0 + 1;
    const w = c1 - c0 + 1;
    const sub = new Uint8Array(h * w);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const i = (r + r0) * cols + c + c0;
        sub[r * w + c] = mark[i] === comp ? cells[i]! : filler;
      }
    }
    out.push(new Grid(h, w, sub));
    comp++;
  }
  return out;
}

/** A board cropped to the bounding box of the cells that are not `filler` (the empty board when there are none). */
export function crop(g: Grid, filler: number): Grid {
  const { rows, cols, cells } = g;
  let r0 = rows;
  let r1 = -1;
  let c0 = cols;
  let c1 = -1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] === filler) continue;
      if (r < r0) r0 = r;
      if (r > r1) r1 = r;
      if (c < c0) c0 = c;
      if (c > c1) c1 = c;
    }
  }
  if (r1 < 0) return new Grid(0, 0, new Uint8Array(0));
  if (r0 === 0 && c0 === 0 && r1 === rows - 1 && c1 === cols - 1) return g;
  const h = r1 - r0 + 1;
  const w = c1 - c0 + 1;
  const sub = new Uint8Array(h * w);
  for (let r = 0; r < h; r++) sub.set(cells.subarray((r + r0) * cols + c0, (r + r0) * cols + c0 + w), r * w);
  return new Grid(h, w, sub);
}

/**
 * The index maps of the orientations of an `rows × cols` box: for orientation t (bit 2 transposes,
 * bit 0 flips the rows, bit 1 the columns), `map[i]` is the source index of cell i of the turned
 * board. Only orientations with no more rows than columns are listed.
 */
interface Orientation {
  t: number;
  rows: number;
  cols: number;
  map: Int32Array;
}

const orientationCache = new Map<number, Orientation[]>();

function orientations(rows: number, cols: number): Orientation[] {
  const id = rows * 65536 + cols;
  let list = orientationCache.get(id);
  if (list) return list;
  list = [];
  for (let t = 0; t < 8; t++) {
    const tr = (t & 4) !== 0;
    const h = tr ? cols : rows;
    const w = tr ? rows : cols;
    if (h > w) continue;
    const map = new Int32Array(h * w);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        // cell (r, c) of the turned board comes from (sr, sc) of the source
        let sr = tr ? c : r;
        let sc = tr ? r : c;
        if (t & 1) sr = rows - 1 - sr;
        if (t & 2) sc = cols - 1 - sc;
        map[r * w + c] = sr * cols + sc;
      }
    }
    list.push({ t, rows: h, cols: w, map });
  }
  if (orientationCache.size > 4096) orientationCache.clear();
  orientationCache.set(id, list);
  return list;
}

/** The orientation that leaves a board as it is (for rules without the symmetries of the square). */
function identity(rows: number, cols: number): Orientation {
  const map = new Int32Array(rows * cols);
  for (let i = 0; i < map.length; i++) map[i] = i;
  return { t: 0, rows, cols, map };
}

/** Left's and Right's pieces exchanged, other kinds kept. */
const SWAP = Uint8Array.of(0, RIGHT, LEFT, BLOCKED);

/** The canonical key of a region and the board it stands for. */
export interface Canon {
  /** The key: the same for every board equal to this one up to symmetry (and colours, with `swap`). */
  readonly key: string;
  /** True when the keyed board has the colours exchanged: the region's value is minus the stored one. */
  readonly neg: boolean;
  /** The keyed board: the region turned to its canonical orientation (and recoloured when `neg`). */
  readonly grid: Grid;
}

/**
 * The canonical key of a region (see the module notes). With `swap`, boards with Left's and
 * Right's pieces exchanged share the key, with `neg` set on one of them (a board equal to its own
 * recolouring up to symmetry gets `neg` false). With `turns` false (rules not invariant under the
 * symmetries of the square), only the board as it stands and, with `swap`, its recolouring.
 */
export function canonical(g: Grid, swap: boolean, turns = true): Canon {
  const { cells } = g;
  const list = turns ? orientations(g.rows, g.cols) : [identity(g.rows, g.cols)];
  // the least sequence of cells over the orientations (and colourings): compared cell by cell
  let best = list[0]!;
  let bestNeg = false;
  const n = cells.length;
  for (let k = 0; k < list.length; k++) {
    const o = list[k]!;
    for (let s = 0; s < (swap ? 2 : 1); s++) {
      if (k === 0 && s === 0) continue;
      // every listed orientation has the same shape (rows ≤ columns), so cells decide
      let cmp = 0;
      for (let i = 0; i < n && cmp === 0; i++) {
        const a = s ? SWAP[cells[o.map[i]!]!]! : cells[o.map[i]!]!;
        const b = bestNeg ? SWAP[cells[best.map[i]!]!]! : cells[best.map[i]!]!;
        cmp = a - b;
      }
      if (cmp >= 0) continue;
      best = o;
      bestNeg = s === 1;
    }
  }
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = bestNeg ? SWAP[cells[best.map[i]!]!]! : cells[best.map[i]!]!;
  const grid = new Grid(best.rows, best.cols, out);
  return { key: gridKey(grid), neg: bestNeg, grid };
}

/** The key of a board as it stands (no symmetry): its rows, its columns, then 8 cells of 2 bits to a UTF-16 unit. */
export function gridKey(g: Grid): string {
  const n = g.cells.length;
  const units: number[] = [g.rows, g.cols];
  for (let i = 0; i < n; i += 8) {
    let u = 0;
    for (let j = 0; j < 8 && i + j < n; j++) u |= g.cells[i + j]! << (2 * j);
    units.push(u);
  }
  let key = '';
  for (let i = 0; i < units.length; i += 4096) key += String.fromCharCode(...units.slice(i, i + 4096));
  return key;
}

