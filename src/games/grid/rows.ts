/**
 * Boards as bit rows, for the searches on bit masks (Domineering's solver and pipeline, Cram's nim
 * values): bit c of row r is set when the cell in row r, column c is free; rows are at most 30
 * cells wide.
 */

/** The cells of the runs of `m` (consecutive set bits) that contain a bit of `y`. */
export function runsThrough(y: number, m: number): number {
  let z: number;
  do {
    z = y;
    y = (y | (y << 1) | (y >>> 1)) & m;
  } while (y !== z);
  return y;
}

// Scratch rows of floodRows (grown on demand; a region's rows are copied out).
let remBuf = new Int32Array(32);
let compBuf = new Int32Array(32);
const rowStack: number[] = [];

/** What {@link floodRows} calls for each region. */
export type RegionVisit<C> = (ctx: C, rows: number[], h: number, w: number) => void;

/**
 * Calls `visit(ctx, rows, h, w)` for each connected region (cells joined orthogonally) of at least
 * 2 free cells of `rows[0 .. h)`, in the order of their first cells row by row, trimmed to its
 * bounding box (`h` rows of width `w`, the leftmost column as bit 0) in a fresh array. A flood fill
 * by rows: when a row of the region gains cells, the runs through the cells above and below them
 * join, each cell once. `visit` must not call `floodRows` (the scratch rows are shared).
 */
export function floodRows<C>(rows: ArrayLike<number>, h: number, ctx: C, visit: RegionVisit<C>): void {
  if (remBuf.length < h) (remBuf = new Int32Array(2 * h)), (compBuf = new Int32Array(2 * h));
  const rem = remBuf;
  const comp = compBuf;
  for (let i = 0; i < h; i++) rem[i] = rows[i]!;
  for (let s = 0; s < h; s++) {
    while (rem[s] !== 0) {
      const first = runsThrough(rem[s]! & -rem[s]!, rem[s]!);
      comp[s] = first;
      rem[s]! &= ~first;
      let lo = s;
      let hi = s;
      rowStack.push(s);
      while (rowStack.length > 0) {
        const i = rowStack.pop()!;
        const x = comp[i]!;
        if (i > 0 && (x & rem[i - 1]!) !== 0) {
          const add = runsThrough(x & rem[i - 1]!, rem[i - 1]!);
          if (i - 1 < lo) (lo = i - 1), (comp[lo] = 0);
          comp[i - 1]! |= add;
          rem[i - 1]! &= ~add;
          rowStack.push(i - 1);
        }
        if (i + 1 < h && (x & rem[i + 1]!) !== 0) {
          const add = runsThrough(x & rem[i + 1]!, rem[i + 1]!);
          if (i + 1 > hi) (hi = i + 1), (comp[hi] = 0);
          comp[i + 1]! |= add;
          rem[i + 1]! &= ~add;
          rowStack.push(i + 1);
        }
      }
      if (lo === hi && (comp[lo]! & (comp[lo]! - 1)) === 0) continue; // a single cell
      let or = 0;
      for (let i = lo; i <= hi; i++) or |= comp[i]!;
      const c0 = 31 - Math.clz32(or & -or);
      const c1 = 31 - Math.clz32(or);
      const rs = new Array<number>(hi - lo + 1);
      for (let i = lo; i <= hi; i++) rs[i - lo] = comp[i]! >>> c0;
      visit(ctx, rs, hi - lo + 1, c1 - c0 + 1);
    }
  }
}
