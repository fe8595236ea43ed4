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
 * question is again one region plus a nimber.
 *
 * Invariants:
 * - the table maps a region's canonical key (its bit rows up to the 8 symmetries of the square,
 *   trimmed, read in the orientation of least rows) to what is proved of it: its nim value, or the
 *   set of n < 32 with G ≠ *n; every entry is a consequence of the rules (nothing is guessed);
 * - a region of fewer than 2 squares is 0, a strip of n squares is Dawson's Kayles (`dawsonNim`),
 *   a region that a half turn or a reflection in a diagonal maps onto itself with no square fixed
 *   and none next to its image is 0 (the second player copies): these are not stored;
 * - nothing recurses: the search runs on an explicit stack of frames.
 */
import { AbortError, LimitError } from '../../engine/errors.js';
import type { RunOptions } from '../../engine/run.js';

/** A region of empty squares: `h` rows of width `w` ≤ 30, row r's squares as the bits of `rows[r]`; trimmed and connected. */
interface Comp {
  h: number;
  w: number;
  rows: number[];
  /** Its number of squares. */
  area: number;
  /** Its canonical key: up to 3 words of bits and the shape (`meta`), or a string for regions of more than 96 squares. */
  k0: number;
  k1: number;
  k2: number;
  meta: number;
  skey: string | undefined;
  /** Its nim value when known without search (see the module notes), else −1. */
  known: number;
  /** Its entry in the table, or −1 when it has none yet. */
  ent: number;
}

/** An option being searched: the nimber so far (the nimber of the sum and the regions of known value) and its regions of unknown value, the largest last. */
interface Opt {
  x: number;
  comps: Comp[];
}

const VALUE = 0;
const WIN = 1;

/** A frame of the explicit stack: VALUE (the nim value of `c`) or WIN (is `c` + *n a first-player win?). */
class Frame {
  kind = VALUE;
  c!: Comp;
  n = 0;
  /** WIN: 0 start, 1 next option, 2 valuing comps[j] of the option, 3 waiting for the last region, 4 the nimber's moves (part B). */
  phase = 0;
  opts: Opt[] = [];
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

/** The cells of the runs of `m` (consecutive set bits) that contain a bit of `y`. */
function runsThrough(y: number, m: number): number {
  let z: number;
  do {
    z = y;
    y = (y | (y << 1) | (y >>> 1)) & m;
  } while (y !== z);
  return y;
}

/** Where a nim value of Dawson's Kayles comes from (injected: `dawsonNim` of index.ts). */
export type StripValue = (n: number) => number;

/** The largest nim value whose "G ≠ *n" is kept as a bit of an entry. */
const NEQ_BITS = 31;

/**
 * The Lemoine–Viennot search over Cram regions with its table, kept between calls (see the module
 * notes). @internal
 */
export class CramSearch {
  private count = 0;
  private cap = 0;
  private k0: Int32Array = new Int32Array(0);
  private k1: Int32Array = new Int32Array(0);
  private k2: Int32Array = new Int32Array(0);
  private meta: Int32Array = new Int32Array(0);
  private val: Int32Array = new Int32Array(0);
  private neq: Int32Array = new Int32Array(0);
  private index: Int32Array = new Int32Array(0);
  private mask = 0;
  private readonly big = new Map<string, number>();
  private readonly frames: Frame[] = [];
  // scratch: the 8 orientations' rows, the split's rows
  private vars: Int32Array = new Int32Array(8 * 32);
  private rem: Int32Array = new Int32Array(32);
  private comp: Int32Array = new Int32Array(32);
  private readonly rowStack: number[] = [];
  /** Frames run (for the signal and progress). */
  private steps = 0;

  constructor(
    private readonly strip: StripValue,
    /** The most entries of the table; past it, a LimitError naming `maxEntries`. */
    readonly maxEntries: number,
  ) {
    this.grow(1 << 12);
  }

  /** The number of regions in the table. */
  get size(): number {
    return this.count;
  }

  /** Empties the table. */
  clear(): void {
    this.count = 0;
    this.big.clear();
    this.grow(1 << 12);
  }

  private grow(cap: number): void {
    const copy = (a: Int32Array): Int32Array => {
      const b = new Int32Array(cap);
      b.set(a.subarray(0, Math.min(this.count, cap)));
      return b;
    };
    this.k0 = copy(this.k0);
    this.k1 = copy(this.k1);
    this.k2 = copy(this.k2);
    this.meta = copy(this.meta);
    this.val = copy(this.val);
    this.neq = copy(this.neq);
    this.cap = cap;
    // the index: twice the entries' room, open addressing
    this.index = new Int32Array(2 * cap);
    this.mask = 2 * cap - 1;
    for (let e = 0; e < this.count; e++) {
      if (this.meta[e] === -1) continue;
      let s = hash(this.k0[e]!, this.k1[e]!, this.k2[e]!, this.meta[e]!) & this.mask;
      while (this.index[s] !== 0) s = (s + 1) & this.mask;
      this.index[s] = e + 1;
    }
  }

  /** The entry of `c`'s key, or −1. */
  private lookup(c: Comp): number {
    if (c.skey !== undefined) return this.big.get(c.skey) ?? -1;
    const { k0, k1, k2, meta } = c;
    let s = hash(k0, k1, k2, meta) & this.mask;
    for (;;) {
      const e = this.index[s]! - 1;
      if (e < 0) return -1;
      if (this.k0[e] === k0 && this.k1[e] === k1 && this.k2[e] === k2 && this.meta[e] === meta) return e;
      s = (s + 1) & this.mask;
    }
  }

  /** The entry of `c`, made when it has none. */
  private entry(c: Comp): number {
    if (c.ent >= 0) return c.ent;
    let e = this.lookup(c);
    if (e >= 0) return (c.ent = e);
    if (this.count >= this.maxEntries) {
      throw new LimitError(`the Cram table reached its limit of ${this.maxEntries} regions (raise maxEntries)`, 'maxEntries');
    }
    if (this.count === this.cap) this.grow(2 * this.cap);
    e = this.count++;
    this.val[e] = -1;
    this.neq[e] = 0;
    if (c.skey !== undefined) {
      this.meta[e] = -1;
      this.big.set(c.skey, e);
    } else {
      this.k0[e] = c.k0;
      this.k1[e] = c.k1;
      this.k2[e] = c.k2;
      this.meta[e] = c.meta;
      let s = hash(c.k0, c.k1, c.k2, c.meta) & this.mask;
      while (this.index[s] !== 0) s = (s + 1) & this.mask;
      this.index[s] = e + 1;
    }
    return (c.ent = e);
  }

  /** A region from its trimmed rows: its area, its canonical key, its value when known without search, its entry. */
  private makeComp(rows: number[], h: number, w: number, area: number): Comp {
    const c: Comp = { h, w, rows, area, k0: 0, k1: 0, k2: 0, meta: 0, skey: undefined, known: -1, ent: -1 };
    if (h === 1 || w === 1) {
      if (area === h * w) {
        c.known = this.strip(area);
        return c;
      }
    }
    this.canonize(c);
    if (c.known < 0) c.ent = this.lookup(c);
    return c;
  }

  /**
   * Sets `c`'s key: the least, row by row, of its orientations with no more columns than rows (all
   * 8 for a square); and `known` = 0 when a half turn or a diagonal reflection maps it onto itself
   * with no square fixed and none next to its image.
   */
  private canonize(c: Comp): void {
    const { h, w, rows } = c;
    // base: the orientation with w ≤ h
    const H = w > h ? w : h;
    const W = w > h ? h : w;
    if (this.vars.length < 8 * H) this.vars = new Int32Array(16 * H);
    const v = this.vars;
    let nv: number;
    if (w > h) {
      // transpose into v[0..H)
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
    // the 4 reflections of the base
    for (let r = 0; r < H; r++) {
      const x = v[r]!;
      const y = v[H - 1 - r]!;
      v[H + r] = y;
      v[2 * H + r] = rev(x, W);
      v[3 * H + r] = rev(y, W);
    }
    nv = 4;
    if (W === H) {
      // a square: the transposes too
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
    // the mirror strategy: the half turn is orientation 3; the diagonal reflection 4, the other diagonal 7
    if (sameRows(v, 0, 3 * H, H) && halfTurnFree(v, H, W)) {
      c.known = 0;
      return;
    }
    if (nv === 8 && ((sameRows(v, 0, 4 * H, H) && diagonalFree(v, H, false)) || (sameRows(v, 0, 7 * H, H) && diagonalFree(v, H, true)))) {
      c.known = 0;
      return;
    }
    let best = 0;
    for (let t = 1; t < nv; t++) {
      const a = t * H;
      const b = best * H;
      for (let r = 0; r < H; r++) {
        const d = v[a + r]! - v[b + r]!;
        if (d !== 0) {
          if (d < 0) best = t;
          break;
        }
      }
    }
    const o = best * H;
    if (H * W > 96) {
      let s = `${H},${W}:`;
      for (let r = 0; r < H; r++) s += String.fromCharCode(v[o + r]! & 0x7fff, v[o + r]! >>> 15);
      c.skey = s;
      return;
    }
    // pack the rows' bits, W bits a row, into 3 words
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
    c.k0 = k0;
    c.k1 = k1;
    c.k2 = k2;
    c.meta = (H << 5) | W;
  }

  /**
   * Splits `rows` (height h) into regions of at least 2 squares, pushed onto `out` with their nim
   * value folded into the returned nimber when it is known (without search, or from the table);
   * the rest (unknown values) are pushed onto `out`.
   */
  private split(rows: number[], h: number, x: number, out: Comp[]): number {
    if (this.rem.length < h) (this.rem = new Int32Array(2 * h)), (this.comp = new Int32Array(2 * h));
    const rem = this.rem;
    const comp = this.comp;
    const stack = this.rowStack;
    for (let i = 0; i < h; i++) rem[i] = rows[i]!;
    for (let s = 0; s < h; s++) {
      while (rem[s] !== 0) {
        const first = runsThrough(rem[s]! & -rem[s]!, rem[s]!);
        comp[s] = first;
        rem[s]! &= ~first;
        let lo = s;
        let hi = s;
        stack.push(s);
        while (stack.length > 0) {
          const i = stack.pop()!;
          const y = comp[i]!;
          if (i > 0 && (y & rem[i - 1]!) !== 0) {
            const add = runsThrough(y & rem[i - 1]!, rem[i - 1]!);
            if (i - 1 < lo) (lo = i - 1), (comp[lo] = 0);
            comp[i - 1]! |= add;
            rem[i - 1]! &= ~add;
            stack.push(i - 1);
          }
          if (i + 1 < h && (y & rem[i + 1]!) !== 0) {
            const add = runsThrough(y & rem[i + 1]!, rem[i + 1]!);
            if (i + 1 > hi) (hi = i + 1), (comp[hi] = 0);
            comp[i + 1]! |= add;
            rem[i + 1]! &= ~add;
            stack.push(i + 1);
          }
        }
        if (lo === hi && (comp[lo]! & (comp[lo]! - 1)) === 0) continue; // a single square: 0
        let or = 0;
        let area = 0;
        for (let i = lo; i <= hi; i++) (or |= comp[i]!), (area += popcount(comp[i]!));
        const c0 = 31 - Math.clz32(or & -or);
        const c1 = 31 - Math.clz32(or);
        const rs = new Array<number>(hi - lo + 1);
        for (let i = lo; i <= hi; i++) rs[i - lo] = comp[i]! >>> c0;
        const c = this.makeComp(rs, hi - lo + 1, c1 - c0 + 1, area);
        if (c.known >= 0) x ^= c.known;
        else if (c.ent >= 0 && this.val[c.ent]! >= 0) x ^= this.val[c.ent]!;
        else out.push(c);
      }
    }
    return x;
  }

  /** The nim value of a board of bit rows (width ≤ 30): the nim sum of its regions' values. */
  value(rows: number[], opts: RunOptions = {}): number {
    const comps: Comp[] = [];
    let x = this.split(rows, rows.length, 0, comps);
    for (const c of comps) x ^= this.run(c, opts);
    return x;
  }

  private push(kind: number, c: Comp, n: number, sp: number): void {
    let f = this.frames[sp];
    if (f === undefined) this.frames.push((f = new Frame()));
    f.kind = kind;
    f.c = c;
    f.n = n;
    f.phase = 0;
    f.oi = 0;
    f.j = 0;
    f.x = 0;
  }

  /** Stores "c ≠ *n". */
  private noteNeq(c: Comp, n: number): void {
    if (n > NEQ_BITS) return;
    const e = this.entry(c);
    this.neq[e]! |= 1 << n;
  }

  /** Stores "c = *n". */
  private noteVal(c: Comp, n: number): void {
    this.val[this.entry(c)] = n;
  }

  /** The nim value of one region, by the frames of the explicit stack. */
  private run(root: Comp, opts: RunOptions): number {
    const { signal, onProgress } = opts;
    const frames = this.frames;
    let sp = 0;
    this.push(VALUE, root, 0, sp++);
    // the result of the last frame popped: a nim value (VALUE) or 1 / 0 (WIN: first-player win or not)
    let ret = 0;
    while (sp > 0) {
      if ((++this.steps & 1023) === 0) {
        if (signal?.aborted) throw new AbortError('the computation was aborted');
        if ((this.steps & 0xffff) === 0) onProgress?.({ phase: 'search', done: this.count, unit: 'positions' });
      }
      const f = frames[sp - 1]!;
      const c = f.c;
      if (c.ent < 0) c.ent = this.lookup(c);
      const e = c.ent;
      if (f.kind === VALUE) {
        if (f.phase === 0) f.phase = 1;
        else if (ret === 0) {
          // c + *n is a second-player win: c = *n (stored by the WIN frame)
          ret = f.n;
          sp--;
          continue;
        } else f.n++;
        if (e >= 0) {
          const v = this.val[e]!;
          if (v >= 0) {
            ret = v;
            sp--;
            continue;
          }
          const m = this.neq[e]!;
          while (f.n <= NEQ_BITS && (m >>> f.n) & 1) f.n++;
        }
        this.push(WIN, c, f.n, sp++);
        continue;
      }
      // WIN: is c + *n a first-player win?
      const n = f.n;
      if (f.phase === 0) {
        if (e >= 0) {
          const v = this.val[e]!;
          if (v >= 0) {
            ret = v !== n ? 1 : 0;
            sp--;
            continue;
          }
          if (n <= NEQ_BITS && (this.neq[e]! >>> n) & 1) {
            ret = 1;
            sp--;
            continue;
          }
        }
        // a region's nim value is at most its longest play, half its squares
        if (n > c.area >> 1) {
          ret = 1;
          sp--;
          continue;
        }
        if (this.expand(f)) {
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
      } else if (f.phase === 3) {
        if (ret === 0) {
          // the option + *n is a second-player win: a winning move
          this.noteNeq(c, n);
          ret = 1;
          sp--;
          continue;
        }
        f.oi++;
        f.phase = 1;
      } else if (f.phase === 4) {
        if (ret === 0) {
          // c = *i for i = f.j < n: moving *n to *i wins
          this.noteNeq(c, n);
          ret = 1;
          sp--;
          continue;
        }
        f.j++;
      }
      if (f.phase === 1) {
        if (f.oi < f.opts.length) {
          const o = f.opts[f.oi]!;
          f.x = o.x;
          f.j = 0;
          f.phase = 2;
        } else {
          f.phase = 4;
          f.j = 0;
        }
      }
      if (f.phase === 2) {
        const o = f.opts[f.oi]!;
        const last = o.comps.length - 1;
        if (f.j < last) {
          this.push(VALUE, o.comps[f.j]!, 0, sp++);
          continue;
        }
        f.phase = 3;
        this.push(WIN, o.comps[last]!, f.x, sp++);
        continue;
      }
      // phase 4: the nimber's moves, c + *i for i < n
      if (f.j < n) {
        const m = e >= 0 ? this.neq[e]! : 0;
        while (f.j < n && f.j <= NEQ_BITS && (m >>> f.j) & 1) f.j++;
      }
      if (f.j < n) {
        this.push(WIN, c, f.j, sp++);
        continue;
      }
      // every move loses: c = *n
      this.noteVal(c, n);
      ret = 0;
      sp--;
    }
    return ret;
  }

  /**
   * The options of WIN frame `f` (c + *n): true when one is at once a second-player win (its
   * regions' known values and n have nim sum 0); else `f.opts` is the list of those to search,
   * without the ones known to be first-player wins.
   */
  private expand(f: Frame): boolean {
    const { c, n } = f;
    const { h, rows } = c;
    const opts: Opt[] = [];
    f.opts = opts;
    const next = rows.slice();
    for (let r = 0; r < h; r++) {
      const x = rows[r]!;
      let pairs = x & (x >>> 1);
      let vert = r + 1 < h ? x & rows[r + 1]! : 0;
      while (pairs !== 0 || vert !== 0) {
        let b: number;
        if (pairs !== 0) {
          b = pairs & -pairs;
          pairs ^= b;
          next[r] = x & ~(b | (b << 1));
        } else {
          b = vert & -vert;
          vert ^= b;
          next[r] = x & ~b;
          next[r + 1] = rows[r + 1]! & ~b;
        }
        const comps: Comp[] = [];
        let y = this.split(next, h, n, comps);
        next[r] = x;
        if (r + 1 < h) next[r + 1] = rows[r + 1]!;
        // two equal regions cancel
        if (comps.length > 1) y = cancel(comps, y);
        if (comps.length === 0) {
          if (y === 0) return true;
          continue;
        }
        if (comps.length === 1) {
          const u = comps[0]!;
          if (u.ent >= 0 && y <= NEQ_BITS && (this.neq[u.ent]! >>> y) & 1) continue;
          if (y > u.area >> 1) continue;
        } else {
          // the largest last
          let big = 0;
          for (let i = 1; i < comps.length; i++) if (comps[i]!.area > comps[big]!.area) big = i;
          const t = comps[big]!;
          comps[big] = comps[comps.length - 1]!;
          comps[comps.length - 1] = t;
        }
        opts.push({ x: y, comps });
      }
    }
    return false;
  }
}

/** Removes pairs of regions with the same key from `comps` (their nim sum is 0); returns `x`. */
function cancel(comps: Comp[], x: number): number {
  for (let i = 0; i < comps.length; i++) {
    const a = comps[i]!;
    for (let j = i + 1; j < comps.length; j++) {
      const b = comps[j]!;
      if (a.k0 === b.k0 && a.k1 === b.k1 && a.k2 === b.k2 && a.meta === b.meta && a.skey === b.skey) {
        comps.splice(j, 1);
        comps.splice(i, 1);
        i--;
        break;
      }
    }
  }
  return x;
}

function sameRows(v: Int32Array, a: number, b: number, h: number): boolean {
  for (let r = 0; r < h; r++) if (v[a + r] !== v[b + r]) return false;
  return true;
}

/** No square fixed by the half turn (the centre of an odd × odd box) and none next to its image (the middle two of an odd side). */
function halfTurnFree(v: Int32Array, h: number, w: number): boolean {
  const bit = (r: number, c: number): number => (v[r]! >>> c) & 1;
  if (h % 2 === 1 && w % 2 === 1 && bit((h - 1) / 2, (w - 1) / 2)) return false;
  if (h % 2 === 0 && w % 2 === 1 && bit(h / 2, (w - 1) / 2)) return false;
  if (h % 2 === 1 && w % 2 === 0 && bit((h - 1) / 2, w / 2)) return false;
  return true;
}

/** No square on the diagonal (r = c), or on the other diagonal (r + c = h − 1): a reflection in it fixes those and moves no square next to its image. */
function diagonalFree(v: Int32Array, h: number, anti: boolean): boolean {
  for (let r = 0; r < h; r++) if ((v[r]! >>> (anti ? h - 1 - r : r)) & 1) return false;
  return true;
}

function hash(k0: number, k1: number, k2: number, meta: number): number {
  let h = Math.imul(k0 ^ meta, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ k1, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 13) ^ k2, 0xc2b2ae3d);
  h ^= h >>> 16;
  return h;
}
