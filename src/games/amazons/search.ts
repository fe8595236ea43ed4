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
 * Moves are tried destinations and arrows next to the opponent's amazons first. On boards of at
 * most 16 squares the table's key is taken up to the symmetries of the box and the exchange of
 * colours (the exchanged board with −n, the other player asked, is the negative: Left moving
 * first wins G exactly when Right moving first wins −G).
 *
 * Code shape: a fresh process runs a short search (MCGS's 55 boards of 3 × 3 take a few thousand
 * positions) mostly before V8's optimising compiler has compiled it, and pays for that compiler's
 * work on every function that gets hot, by the size of its bytecode; so the hot code is kept small
 * and has one recursive call site, and every operation in it is met before compilation (an
 * operation first met after it would throw the compiled code away and compile it again).
 *
 * Invariants: the table's entries are of normalised positions (B as above), keyed as above; a
 * position's entry is written once decided. Recursion: one level per move, each burning a square
 * or, in n, lowering |n|, so at most 2 × {@link MAX_BITS_CELLS} deep (longest plays: one level per
 * burnt square).
 */
import { LimitError } from '../../engine/errors.js';
import { MAX_SOLVER_ENTRIES, type Player } from '../../engine/solver.js';
import type { RunControl } from '../../engine/run.js';
import { WordTable } from '../outcome/table.js';
import { type AmazonsBits, MAX_BITS_CELLS, queenReach, type Shape, shapeOf } from './bits.js';

/**
 * Positions decided between two looks at the run's signal and the table's size (a power of two);
 * the look is out of the search's own code, which a short search may compile before it is taken.
 */
const TICK = 1024;

/** The move in n in the loop over moves: a bit that is no square's (boards have at most 30). */
const N_MOVE = 1 << 30;

/** The who-wins search of Amazons boards held in masks (see the module notes). */
export class AmazonsBitsSearch {
  private readonly table = new WordTable(21, 13);
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
   * {@link MAX_BITS_CELLS} squares). `run`'s signal is checked every {@link TICK} positions decided.
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
    this.table.tend();
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
    const { rays, king } = this.shape;
    const empty = region & ~amazons;
    let most = 0;
    let room = 0;
    for (let x = empty; x !== 0; x &= x - 1) room++;
    search: for (let rest = amazons; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      for (let tos = queenReach(rays, 31 - Math.clz32(from), empty); tos !== 0; tos &= tos - 1) {
        const to = tos & -tos;
        const us2 = amazons ^ from ^ to;
        for (let fs = queenReach(rays, 31 - Math.clz32(to), (empty | from) & ~to); fs !== 0; fs &= fs - 1) {
          // the region without the arrow: its parts each hold a king neighbour of the arrow
          const fb = fs & -fs;
          const rest2 = region & ~fb;
          let v = 1;
          let seen = 0;
          for (let nbs = king[31 - Math.clz32(fb)]! & rest2; nbs !== 0; nbs &= nbs - 1) {
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
    const { rays, king, turns, turnsEnd } = this.shape;
    const empty = open & ~(black | white);
    if ((empty & (empty - 1)) === 0) {
      // one empty square, so one region: an amazon next to it steps in and burns where it stood,
      // leaving 0; the region is * when both players have one there, else 1 or -1 (hand derivation)
      const near = king[31 - Math.clz32(empty)]!;
      const l = (near & black) !== 0;
      const r = (near & white) !== 0;
      const x = n + (l ? 1 : 0) - (r ? 1 : 0);
      return player === 0 ? x > 0 || (x === 0 && l && r) : x < 0 || (x === 0 && l && r);
    }
    // the key: the least (open, black, white) over the symmetries, with the colours in the order
    // that is less (exchanged: n negated, the other player asked)
    let ko = open;
    let kb = black < white ? black : white;
    let kw = black < white ? white : black;
    let swap = white < black;
    for (let t = 0; t < turnsEnd; t += 512) {
      const o2 = turns[t + (open & 255)]! | turns[t + 256 + (open >>> 8)]!;
      if (o2 > ko) continue;
      const b2 = turns[t + (black & 255)]! | turns[t + 256 + (black >>> 8)]!;
      const w2 = turns[t + (white & 255)]! | turns[t + 256 + (white >>> 8)]!;
      const lo = b2 < w2 ? b2 : w2;
      const hi = b2 < w2 ? w2 : b2;
      if (o2 < ko || lo < kb || (lo === kb && hi < kw)) {
        ko = o2;
        kb = lo;
        kw = hi;
        swap = w2 < b2;
      }
    }
    const kn = swap ? -n : n;
    const kp: 0 | 1 = swap ? (player === 0 ? 1 : 0) : player;
    const known = this.table.get(ko, kb, kw, kn) >> (2 * kp);
    if ((known & 1) !== 0) return (known & 2) !== 0;
    const us = player === 0 ? black : white;
    const other: 0 | 1 = player === 0 ? 1 : 0;
    // the move in n, if any (Left's to n - 1 when n > 0, Right's to n + 1 when n < 0), comes last
    const step = player === 0 ? (n > 0 ? 1 : 0) : n < 0 ? -1 : 0;
    const nNext = n - step;
    const nMove = step !== 0;
    // destinations and arrows next to the opponent's amazons first
    let hot = 0;
    for (let x = player === 0 ? white : black; x !== 0; x &= x - 1) hot |= king[31 - Math.clz32(x & -x)]!;
    // the moves: each amazon's destinations, each destination's arrows; then the move in n, as a
    // last amazon (bit 30, no square's) with one destination and one arrow, so that every move
    // reaches the one recursive call below
    let won = false;
    search: for (let rest = nMove ? us | N_MOVE : us; rest !== 0; rest &= rest - 1) {
      const from = rest & -rest;
      const inN = from === N_MOVE;
      for (let tos = inN ? N_MOVE : queenReach(rays, 31 - Math.clz32(from), empty); tos !== 0; ) {
        const toPick = (tos & hot) !== 0 ? tos & hot : tos;
        const to = toPick & -toPick;
        tos ^= to;
        const empty2 = (empty | from) & ~to;
        const us2 = us ^ from ^ to;
        const b2 = player === 0 ? us2 : black;
        const w2 = player === 0 ? white : us2;
        for (let fs = inN ? N_MOVE : queenReach(rays, 31 - Math.clz32(to), empty2); fs !== 0; ) {
          const fPick = (fs & hot) !== 0 ? fs & hot : fs;
          const fb = fPick & -fPick;
          fs ^= fb;
          // the position after the move (as it stands: the move in n)
          let o = open;
          let b = black;
          let w = white;
          let m = nNext;
          if (!inN) {
            // the arrow's region stays one, contested, with room when the arrow's unburnt
            // neighbours are joined around it and one is empty: nothing changes; else normalise
            const near = king[31 - Math.clz32(fb)]! & open;
            if ((near & empty2) !== 0 && this.flood(near & -near, near) === near) {
              o = open ^ fb;
              b = b2;
              w = w2;
              m = n;
            } else {
              this.settle(open ^ fb, b2, w2, near);
              o = this.o;
              b = this.b;
              w = this.w;
              m = n + this.dn;
            }
          }
          if (!this.win(o, b, w, m, other)) {
            won = true;
            break search;
          }
        }
      }
    }
    if (++this.decided > this.limit) throw new LimitError(`Amazons: the search decided more than ${this.limit} positions (raise maxEntries)`, 'maxEntries');
    if ((this.decided & (TICK - 1)) === 0) this.tick();
    this.table.put(ko, kb, kw, kn, kp, won);
    return won;
  }

  /** Every {@link TICK} positions decided: the run's signal and the table's growth. */
  private tick(): void {
    this.run?.check();
    this.table.tend();
  }
}

export { MAX_BITS_CELLS };
