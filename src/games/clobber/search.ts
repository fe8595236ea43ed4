/**
 * Who wins a Clobber board of at most 30 squares (and a board of the variants that capture enemy
 * stones one step away, leaving the square empty: Kings, Knights, Diagonal Clobber), by a search of
 * its own on bit masks (the outcome rules' `decide`): moves are played on two integers (the black
 * and the white stones), nothing is allocated per node, and the table is keyed by the masks.
 *
 * The searched position is a board B plus a nimber s (0 or *): after each move, the groups of
 * stones next to the square left empty (stones joined by the variant's steps; the only groups a
 * move can split) are looked at: a group of one colour has no move and is taken off (it is 0); a
 * group of one black and one white stone is * (either player captures, leaving one stone) and is
 * taken off, toggling s. The sum B + s is the board's value. A move is a move in B, or, when s is
 * *, to s = 0 (tried last). With B empty, the player to move wins exactly when s is *. A board that
 * a half turn maps onto itself with the colours exchanged, no stone a step away from its own image,
 * is 0 by the mirror strategy (Tweedledum and Tweedledee; as `clobberKnown`), so B + s is then s.
 *
 * Moves are tried in order of the replies they leave the opponent, fewest first.
 *
 * Invariants: the table's entries are of such positions, keyed by (black, white, s); an entry is
 * written once decided. Recursion: one level per move, each taking a stone off the board (or
 * s to 0), so at most 31 deep.
 */
import { LimitError } from '../../engine/errors.js';
import { MAX_SOLVER_ENTRIES, type Player } from '../../engine/solver.js';
import type { RunControl } from '../../engine/run.js';
import { entryFor, WordTable } from '../outcome/table.js';
import type { Step } from '../grid/region.js';

/** The most squares of a board the search holds in masks. */
export const MAX_CLOBBER_BITS = 30;

/** The deepest line of play: a stone taken off per move, and the move to s = 0. */
const MAX_DEPTH = MAX_CLOBBER_BITS + 2;

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The who-wins search of Clobber boards held in masks (see the module notes), for one board shape at a time. */
export class ClobberBitsSearch {
  private readonly table = new WordTable();
  private rows = -1;
  private cols = -1;
  /** The squares a step away from each square, as masks. */
  private nb = new Int32Array(0);
  /** Where a half turn takes each square. */
  private turn = new Int8Array(0);
  /** The squares a step away from their own image under a half turn. */
  private nearImage = 0;
  private run: RunControl | undefined;
  /** Positions decided in this call, and the most allowed. */
  private decided = 0;
  private limit = MAX_SOLVER_ENTRIES;
  /** Per depth, the moves (from * 32 + to) and their scores, `per` of them. */
  private readonly moveBuf: Int32Array;
  private readonly scoreBuf: Int32Array;
  private readonly per: number;
  // the position written by `settle`
  private b = 0;
  private w = 0;
  private ds = 0;

  /** A search for a variant with the given steps (closed under negation). */
  constructor(private readonly steps: readonly Step[]) {
    // a move is a stone and a step
    this.per = MAX_CLOBBER_BITS * steps.length;
    this.moveBuf = new Int32Array(MAX_DEPTH * this.per);
    this.scoreBuf = new Int32Array(MAX_DEPTH * this.per);
  }

  /** Positions in the table. */
  get size(): number {
    return this.table.size;
  }

  /** Empties the table. */
  clear(): void {
    this.table.clear();
  }

  private setShape(rows: number, cols: number): void {
    if (rows === this.rows && cols === this.cols) return;
    this.table.clear();
    this.rows = rows;
    this.cols = cols;
    const n = rows * cols;
    this.nb = new Int32Array(n);
    this.turn = new Int8Array(n);
    this.nearImage = 0;
    for (let i = 0; i < n; i++) {
      const r = (i / cols) | 0;
      const c = i - r * cols;
      for (const [dr, dc] of this.steps) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) this.nb[i]! |= 1 << (rr * cols + cc);
      }
      this.turn[i] = n - 1 - i;
    }
    for (let i = 0; i < n; i++) if (this.nb[i]! & (1 << (n - 1 - i))) this.nearImage |= 1 << i;
  }

  /**
   * True when `player` moving first wins the board of `rows × cols` squares (at most
   * {@link MAX_CLOBBER_BITS}) whose black and white stones are the masks `black` and `white` (bit
   * `r * cols + c`), plus * when `star` is 1. `run` is stepped once per position searched.
   * @throws LimitError (naming `maxEntries`) past `maxEntries` positions decided in this call.
   */
  wins(rows: number, cols: number, black: number, white: number, player: Player, run?: RunControl, star: 0 | 1 = 0, maxEntries = MAX_SOLVER_ENTRIES): boolean {
    this.decided = 0;
    this.limit = maxEntries;
    this.setShape(rows, cols);
    this.table.tend();
    this.run = run;
    this.settle(black, white, black | white);
    return this.win(this.b, this.w, star ^ this.ds, player === 'L' ? 0 : 1, 0);
  }

  /** Takes off the groups meeting `near` that are 0 or *; writes b, w, and ds (1 when s toggles). */
  private settle(black: number, white: number, near: number): void {
    const { nb } = this;
    const stones = black | white;
    let ds = 0;
    let seen = 0;
    for (let rest = near & stones; rest !== 0; rest &= rest - 1) {
      const start = rest & -rest;
      if (seen & start) continue;
      let group = start;
      let frontier = start;
      while (frontier !== 0) {
        let next = 0;
        for (let f = frontier; f !== 0; f &= f - 1) next |= nb[31 - Math.clz32(f & -f)]!;
        next &= stones & ~group;
        group |= next;
        frontier = next;
      }
      seen |= group;
      const bl = black & group;
      const wh = white & group;
      if (bl !== 0 && wh !== 0) {
        // one stone of each colour: *
        if ((bl & (bl - 1)) !== 0 || (wh & (wh - 1)) !== 0) continue;
        ds ^= 1;
      }
      black &= ~group;
      white &= ~group;
    }
    this.b = black;
    this.w = white;
    this.ds = ds;
  }

  /** True when the board is its own colour-exchanged half turn, with no stone a step from its image (then it is 0). */
  private mirrored(black: number, white: number): boolean {
    if ((black | white) & this.nearImage) return false;
    if (popcount(black) !== popcount(white)) return false;
    const { turn } = this;
    let img = 0;
    for (let x = black; x !== 0; x &= x - 1) img |= 1 << turn[31 - Math.clz32(x & -x)]!;
    return img === white;
  }

  /** True when `player` to move wins the board (black, white) + s. */
  private win(black: number, white: number, s: number, player: 0 | 1, depth: number): boolean {
    if ((black | white) === 0) return s === 1;
    const known = entryFor(this.table.get(black, white, s, 0), player);
    if (known >= 0) return known === 1;
    if (this.mirrored(black, white)) return s === 1;
    this.run?.step();
    const { nb, moveBuf, scoreBuf } = this;
    const us = player === 0 ? black : white;
    const them = player === 0 ? white : black;
    const other: 0 | 1 = player === 0 ? 1 : 0;
    // the moves, each scored by the change in the replies it leaves (their stones next to ours)
    const base = depth * this.per;
    let count = 0;
    for (let rest = us; rest !== 0; rest &= rest - 1) {
      const a = 31 - Math.clz32(rest & -rest);
      const nbA = nb[a]!;
      for (let t = nbA & them; t !== 0; t &= t - 1) {
        const tb = t & -t;
        const ti = 31 - Math.clz32(tb);
        const them2 = them & ~tb;
        const nbT = nb[ti]!;
        const replies = popcount(nbT & them2) - popcount(nbA & them2) - popcount(nbT & us);
        // insertion by score
        let k = base + count++;
        while (k > base && scoreBuf[k - 1]! > replies) {
          scoreBuf[k] = scoreBuf[k - 1]!;
          moveBuf[k] = moveBuf[k - 1]!;
          k--;
        }
        scoreBuf[k] = replies;
        moveBuf[k] = (a << 5) | ti;
      }
    }
    let won = false;
    for (let k = base; k < base + count; k++) {
      const m = moveBuf[k]!;
      const a = m >>> 5;
      const tb = 1 << (m & 31);
      const us2 = (us & ~(1 << a)) | tb;
      const them2 = them & ~tb;
      this.settle(player === 0 ? us2 : them2, player === 0 ? them2 : us2, nb[a]!);
      if (!this.win(this.b, this.w, s ^ this.ds, other, depth + 1)) {
        won = true;
        break;
      }
    }
    if (!won && s === 1) won = !this.win(black, white, 0, other, depth + 1);
    if (++this.decided > this.limit) throw new LimitError(`Clobber: the search decided more than ${this.limit} positions (raise maxEntries)`, 'maxEntries');
    if ((this.decided & 1023) === 0) this.table.tend();
    this.table.put(black, white, s, 0, player, won);
    return won;
  }
}
