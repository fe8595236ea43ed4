/**
 * Who wins an Amazons board of at most {@link MAX_BITS_CELLS} squares, by a search of its own on
 * bit masks (the outcome rules' `decide`): moves are played on three integers (unburnt squares,
 * black amazons, white amazons), nothing is allocated per node, and the table is keyed by the masks.
 *
 * The searched position is a board B plus an integer n: after each move, the regions next to the
 * burnt square (groups of unburnt squares joined by king steps, the only ones a move can split)
 * that hold amazons of one colour only are taken off the board and their value, ± the longest play
 * of their owner (the most moves in a row the owner can make there, found by a search of plays on
 * the same masks, with a table of its own), is added to n; regions without amazons, or with no empty
 * square, are 0 and taken off too. So B holds only regions where both players have amazons and
 * there is room. The sum B + n is the board's value (the regions are independent). A move is a
 * move in B, or a move in n (the integer n > 0 is {n − 1 |}, so Left may move to n − 1; Right to
 * n + 1 when n < 0), tried last: by number avoidance it can only matter when B is a number.
 * With B empty, Left moving first wins exactly when n > 0, Right when n < 0.
 *
 * Invariants: the table's entries are of normalised positions (B as above), keyed by (unburnt,
 * black, white, n); a position's entry is written once decided. Recursion: one level per move,
 * each burning a square or, in n, lowering |n|, so at most 2 × {@link MAX_BITS_CELLS} deep
 * (longest plays: one level per burnt square).
 */
import { LimitError } from '../../engine/errors.js';
import { MAX_SOLVER_ENTRIES, type Player } from '../../engine/solver.js';
import type { RunControl } from '../../engine/run.js';
import { entryFor, WordTable } from '../outcome/table.js';
import { type AmazonsBits, MAX_BITS_CELLS, type Shape, shapeOf } from './bits.js';

/** The who-wins search of Amazons boards held in masks (see the module notes). */
export class AmazonsBitsSearch {
  private readonly table = new WordTable();
  /** Longest plays of one-colour regions, by region mask then amazons mask. */
  private readonly playsOf = new Map<number, Map<number, number>>();
  private shape: Shape = shapeOf(1, 1);
  private run: RunControl | undefined;
  /** Positions decided in this call, and the most allowed. */
  private decided = 0;
  private limit = MAX_SOLVER_ENTRIES;
  // the normalised position written by `settle`
  private o = 0;
  private b = 0;
  private w = 0;
  private dn = 0;

  /** Positions in the table. */
  get size(): number {
    return this.table.size;
  }

  /** Empties the tables. */
  clear(): void {
    this.table.clear();
    this.playsOf.clear();
  }

  /**
   * True when `player` moving first wins the board `b` (the whole board, at most
   * {@link MAX_BITS_CELLS} squares). `run` is stepped once per position searched.
   * @throws LimitError (naming `maxEntries`) past `maxEntries` positions decided in this call.
   */
  wins(b: AmazonsBits, player: Player, run?: RunControl, maxEntries = MAX_SOLVER_ENTRIES): boolean {
    this.decided = 0;
    this.limit = maxEntries;
    // the table is keyed by masks, so each board shape has its own table
    const shape = shapeOf(b.rows, b.cols);
    if (shape !== this.shape) {
      this.shape = shape;
      this.clear();
    }
    this.run = run;
    this.settle(b.open, b.black, b.white, b.open);
    return this.win(this.o, this.b, this.w, this.dn, player === 'L' ? 0 : 1);
  }

  /**
   * The most moves in a row that the amazons `amazons` (all of one colour) can make in `region`
   * (a group of unburnt squares joined by king steps). Recursion: one level per burnt square.
   */
  private longest(region: number, amazons: number): number {
    let m = this.playsOf.get(region);
    if (m === undefined) this.playsOf.set(region, (m = new Map()));
    const hit = m.get(amazons);
    if (hit !== undefined) return hit;
    const { rayAt, rayLen, rayCells, king } = this.shape;
    const empty = region & ~amazons;
    let most = 0;
    let room = 0;
    for (let x = empty; x !== 0; x &= x - 1) room++;
    search: for (let rest = amazons; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      const a = 31 - Math.clz32(from);
      for (let d = 0; d < 8; d++) {
        const at = rayAt[8 * a + d]!;
        const len = rayLen[8 * a + d]!;
        for (let k = 0; k < len; k++) {
          const to = 1 << rayCells[at + k]!;
          if (!(empty & to)) break;
          const m2 = rayCells[at + k]!;
          const empty2 = (empty | from) & ~to;
          const us2 = amazons ^ from ^ to;
          for (let e = 0; e < 8; e++) {
            const at2 = rayAt[8 * m2 + e]!;
            const len2 = rayLen[8 * m2 + e]!;
            for (let l = 0; l < len2; l++) {
              const f = rayCells[at2 + l]!;
              const fb = 1 << f;
              if (!(empty2 & fb)) break;
              // the region without f: its parts each hold a king neighbour of f
              const rest2 = region & ~fb;
              let v = 1;
              let seen = 0;
              for (let nbs = king[f]! & rest2; nbs !== 0; nbs &= nbs - 1) {
                const start = nbs & -nbs;
                if (seen & start) continue;
                const part = this.flood(start, rest2);
                seen |= part;
                if (part & us2) v += this.longest(part, us2 & part);
              }
              if (v > most) {
                most = v;
                if (most === room) break search;
              }
            }
          }
        }
      }
    }
    m.set(amazons, most);
    return most;
  }

  /** The group of squares of `within` joined to `start` by king steps. */
  private flood(start: number, within: number): number {
    const { king } = this.shape;
    let region = start;
    let frontier = start;
    while (frontier !== 0) {
      let next = 0;
      for (let f = frontier; f !== 0; f &= f - 1) next |= king[31 - Math.clz32(f & -f)]!;
      next &= within & ~region;
      region |= next;
      frontier = next;
    }
    return region;
  }

  /** True when the squares of `ring` (the neighbours of one square) are joined by king steps among themselves. */
  private joined(ring: number): boolean {
    const { king } = this.shape;
    let reached = ring & -ring;
    let frontier = reached;
    while (frontier !== 0) {
      let next = 0;
      for (let f = frontier; f !== 0; f &= f - 1) next |= king[31 - Math.clz32(f & -f)]!;
      next &= ring & ~reached;
      reached |= next;
      frontier = next;
    }
    return reached === ring;
  }

  /**
   * Normalises (open, black, white): the regions meeting `near` that hold amazons of one colour,
   * none, or no empty square are taken off, their values summed into `dn`. Writes o, b, w, dn.
   */
  private settle(open: number, black: number, white: number, near: number): void {
    let dn = 0;
    let seen = 0;
    for (let rest = near & open; rest !== 0; rest &= rest - 1) {
      const start = rest & -rest;
      if (seen & start) continue;
      const region = this.flood(start, open);
      seen |= region;
      const bl = black & region;
      const wh = white & region;
      if (bl !== 0 && wh !== 0 && (region & ~(bl | wh)) !== 0) continue;
      if (bl !== 0 && wh === 0) dn += this.longest(region, bl);
      else if (wh !== 0 && bl === 0) dn -= this.longest(region, wh);
      open &= ~region;
      black &= ~region;
      white &= ~region;
    }
    this.o = open;
    this.b = black;
    this.w = white;
    this.dn = dn;
  }

  /** True when `player` to move wins the normalised board (open, black, white) + n. */
  private win(open: number, black: number, white: number, n: number, player: 0 | 1): boolean {
    if ((black | white) === 0) return player === 0 ? n > 0 : n < 0;
    const known = entryFor(this.table.get(open, black, white, n), player);
    if (known >= 0) return known === 1;
    this.run?.step();
    const { rayAt, rayLen, rayCells, king } = this.shape;
    const us = player === 0 ? black : white;
    const empty = open & ~(black | white);
    const other: 0 | 1 = player === 0 ? 1 : 0;
    let won = false;
    search: for (let rest = us; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      const a = 31 - Math.clz32(from);
      for (let d = 0; d < 8; d++) {
        const at = rayAt[8 * a + d]!;
        const len = rayLen[8 * a + d]!;
        for (let k = 0; k < len; k++) {
          const m = rayCells[at + k]!;
          const to = 1 << m;
          if (!(empty & to)) break;
          const empty2 = (empty | from) & ~to;
          const us2 = us ^ from ^ to;
          const b2 = player === 0 ? us2 : black;
          const w2 = player === 0 ? white : us2;
          for (let e = 0; e < 8; e++) {
            const at2 = rayAt[8 * m + e]!;
            const len2 = rayLen[8 * m + e]!;
            for (let l = 0; l < len2; l++) {
              const f = rayCells[at2 + l]!;
              const fb = 1 << f;
              if (!(empty2 & fb)) break;
              // the arrow's region stays one, contested, with room when f's unburnt neighbours are
              // joined around f and one is empty: then nothing changes; else normalise
              const near = king[f]! & open & ~fb;
              if ((near & empty2 & ~fb) !== 0 && this.joined(near)) {
                this.o = open & ~fb;
                this.b = b2;
                this.w = w2;
                this.dn = 0;
              } else this.settle(open & ~fb, b2, w2, near);
              if (!this.win(this.o, this.b, this.w, n + this.dn, other)) {
                won = true;
                break search;
              }
            }
          }
        }
      }
    }
    if (!won && player === 0 && n > 0) won = !this.win(open, black, white, n - 1, 1);
    if (!won && player === 1 && n < 0) won = !this.win(open, black, white, n + 1, 0);
    if (++this.decided > this.limit) throw new LimitError(`Amazons: the search decided more than ${this.limit} positions (raise maxEntries)`, 'maxEntries');
    this.table.put(open, black, white, n, player, won);
    return won;
  }
}

export { MAX_BITS_CELLS };
