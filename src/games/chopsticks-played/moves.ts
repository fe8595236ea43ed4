/**
 * The move rule of loopy Chopsticks, written once and parameterised by the seat of the player
 * to move (`mover`), for any number of players and hands.
 *
 * After a move the next player to move is the next live seat after the mover; the successor is
 * rotated so that seat comes first. When the game ends (normal play: one player left; misère: a
 * player has lost every hand) the successor is rotated so a dead seat comes first: in normal play
 * the seat after the winner (so the winner is last), in misère the eliminated player (who wins).
 * Under the Chinese rule a striking hand can die, so a player can eliminate themselves.
 */
import type { Rules } from './rules.js';
import { PositionSpace } from './position.js';
import { kindError } from '../../engine/guard.js';

/** The kinds of move. */
export type MoveKind = 'attack' | 'self-tap' | 'transfer' | 'division' | 'suicide' | 'swap' | 'flip';
const KINDS: readonly MoveKind[] = ['attack', 'self-tap', 'transfer', 'division', 'suicide', 'swap', 'flip'];

/** One legal move from a position, with the position it leads to. */
export interface Move {
  /** What kind of move it is. */
  kind: MoveKind;
  /** A human description, e.g. `attack 3→2 (opponent)` or `split 13→22`. */
  text: string;
  /** Code of the canonical successor position. */
  next: number;
  /** How many seats the turn advanced (1 in a two-player game). */
  shift: number;
}

/**
 * Callback of {@link MoveGenerator.generate}: `kind` indexes {@link MoveKind} in declaration order;
 * `hands` holds the hands after the move (valid only during the call); a, b, c, d describe the move.
 */
export type MoveCallback = (kind: number, hands: Uint8Array, a: number, b: number, c: number, d: number) => void;

/** Generates the moves of positions of one rule set. */
export class MoveGenerator {
  private readonly rules: Rules;
  private readonly work: Uint8Array;
  private readonly scratch: Uint8Array;
  private readonly post: Uint8Array;
  private readonly before: Uint8Array;
  /** Each player's total before the move being generated (Sudden Death's lives form). */
  private readonly totals: Int32Array;
  /** With splitAll: the multisets of one player's hands grouped by their total. */
  private readonly bySum: number[][] = [];

  constructor(readonly space: PositionSpace) {
    if (!(space instanceof PositionSpace)) throw kindError('new MoveGenerator', 'space', 'a PositionSpace', space);
    this.rules = space.rules;
    this.work = new Uint8Array(space.width);
    this.scratch = new Uint8Array(space.width);
    this.post = new Uint8Array(space.width);
    this.totals = new Int32Array(space.p);
    this.before = new Uint8Array(space.h);
    if (this.rules.splitAll) {
      const one = new Uint8Array(space.h);
      for (let i = 0; i < space.N; i++) {
        space.multisetAt(i, one, 0);
        let sum = 0;
        for (const v of one) sum += v;
        (this.bySum[sum] ??= []).push(i);
      }
    }
  }

  /** The value of a hand that has grown to `v` fingers (v < 2r). */
  private grow(v: number): number {
    const r = this.rules.r * this.space.unit;
    if (v < r) return v;
    return this.rules.overflow === 'rollover' ? v - r : 0;
  }

  /**
   * THE move rule. Calls `emit` once per legal move of the player in seat `mover` of `hands`
   * (not necessarily distinct successors). `hands` is modified during the call and restored.
   */
  generate(hands: Uint8Array, mover: number, emit0: MoveCallback): void {
    const { p, h } = this.space;
    const R = this.rules;
    const u = this.space.unit; // stored units per finger (2 with Stumps)
    const r = R.r * u; // the roll-over in stored units
    const M = mover * h;
    const Z = this.space.Z;
    const L = this.space.L;
    if (L > 1) {
      for (let q = 0; q < p; q++) {
        let sum = 0;
        for (let j = 0; j < h; j++) sum += hands[q * h + j]!;
        this.totals[q] = sum;
      }
    }
    // After any move: under sudden death a player who gets down to exactly one finger in all
    // loses a life, and is out (all hands dead) with none left (one life unless the lives form);
    // under Zombies a player left without a live hand becomes a zombie.
    const emit: MoveCallback = !R.suddenDeath && !R.zombies
      ? emit0
      : (k, hs, a, b, c, d) => {
          const post = this.post;
          post.set(hs.subarray(0, this.space.width));
          for (let q = 0; q < p; q++) {
            let sum = 0;
            for (let j = 0; j < h; j++) sum += post[q * h + j]!;
            let killed = false;
            if (R.suddenDeath && sum === u) {
              if (L === 1) killed = true;
              else if (this.totals[q] !== u) {
                const left = post[p * h + q]! - 1;
                if (left === 0) killed = true;
                else post[p * h + q] = left;
              }
              if (killed) post.fill(0, q * h, q * h + h);
            }
            if (R.zombies && (sum === 0 || killed)) post[q * h + h - 1] = Z;
          }
          emit0(k, post, a, b, c, d);
        };
    if (R.zombies && this.space.zombie(hands, mover)) {
      // a zombie only attacks, with its one finger, the live hands of players who are not zombies
      let zi = 0;
      while (hands[M + zi] !== Z) zi++;
      for (let q = 0; q < p; q++) {
        if (q === mover) continue;
        for (let k = 0; k < h; k++) {
          const b = hands[q * h + k]!;
          if (b === 0 || b === Z) continue;
          hands[q * h + k] = this.grow(u + b);
          emit(0, hands, zi, q, k, 0);
          hands[q * h + k] = b;
        }
      }
      return;
    }
    // Attacks: a live hand of the mover strikes a live hand of another player.
    for (let i = 0; i < h; i++) {
      const a = hands[M + i]!;
      if (a === 0) continue;
      for (let q = 0; q < p; q++) {
        if (q === mover) continue;
        for (let k = 0; k < h; k++) {
          const b = hands[q * h + k]!;
          if (b === 0 || b === Z) continue; // dead hands and zombies cannot be struck
          const grownAt = R.attack === 'american' ? q * h + k : M + i;
          const old = hands[grownAt]!;
          hands[grownAt] = this.grow(a + b);
          emit(0, hands, i, q, k, 0);
          hands[grownAt] = old;
        }
      }
    }
    // Self-taps: a live hand strikes another live hand of the same player.
    if (R.selfTap) {
      for (let i = 0; i < h; i++) {
        for (let j = 0; j < h; j++) {
          const a = hands[M + i]!;
          const b = hands[M + j]!;
          if (i === j || a === 0 || b === 0) continue;
          const grownAt = R.attack === 'american' ? M + j : M + i;
          const v = this.grow(a + b);
          if (v === 0 && !R.selfKill) continue;
          const old = hands[grownAt]!;
          hands[grownAt] = v;
          emit(1, hands, i, j, 0, 0);
          hands[grownAt] = old;
        }
      }
    }
    // Splits over all hands: the total of the mover's hands redistributed among all of them.
    if (R.splitAll) {
      const old = this.before; // the mover's hands, sorted
      let total = 0;
      let deadBefore = 0;
      for (let j = 0; j < h; j++) {
        old[j] = hands[M + j]!;
        total += old[j]!;
        if (old[j] === 0) deadBefore++;
      }
      old.sort();
      const saved = Array.from(hands.subarray(M, M + h));
      for (const i of total === 0 ? [] : (this.bySum[total] ?? [])) {
        this.space.multisetAt(i, hands, M);
        let same = true;
        let deadAfter = 0;
        for (let j = 0; j < h; j++) {
          if (hands[M + j] !== old[j]) same = false;
          if (hands[M + j] === 0) deadAfter++;
        }
        let kind = -1;
        if (same) kind = -1;
        else if (deadAfter > deadBefore) kind = R.suicide || R.logan ? 4 : -1;
        else if (deadAfter < deadBefore) kind = R.divisions ? 3 : -1;
        else kind = R.transfers ? 2 : -1;
        if (kind >= 0) emit(kind, hands, -1, 0, 0, 0);
      }
      hands.set(saved, M);
    }
    // Splits: two of the mover's hands are struck together and their sum redistributed.
    if (R.split !== 'none' && !R.splitAll) {
      for (let i = 0; i < h; i++) {
        for (let j = i + 1; j < h; j++) {
          const a = hands[M + i]!;
          const b = hands[M + j]!;
          const s = a + b;
          if (s === 0) continue;
          const lo = Math.min(a, b);
          const deadBefore = (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0);
          for (let pass = 0; pass < 2; pass++) {
            if (pass === 1 && !(R.meta && s > r)) break;
            const t = pass === 0 ? s : s - r;
            let xFrom: number;
            let xTo: number;
            if (R.split === 'standard') {
              xFrom = Math.max(0, t - (r - 1));
              xTo = Math.floor(t / 2);
            } else if (R.split === 'halves') {
              if (t % 2 !== 0) continue;
              xFrom = xTo = t / 2;
            } else {
              xFrom = xTo = Math.floor(t / 2);
            }
            for (let x = xFrom; x <= xTo; x++) {
              const y = t - x;
              if (pass === 0 && x === lo) continue; // the same pair: not a move
              // with halves (Stumps) splits move whole fingers: each hand keeps or trades its half
              if (u > 1 && a % u === b % u && x % u !== a % u) continue;
              const deadAfter = (x === 0 ? 1 : 0) + (y === 0 ? 1 : 0);
              let kind: number;
              if (deadAfter > deadBefore) {
                if (!R.suicide && !R.logan) continue;
                kind = 4;
              } else if (deadAfter < deadBefore) {
                if (!R.divisions) continue;
                kind = 3;
              } else {
                if (!R.transfers) continue;
                kind = 2;
              }
              hands[M + i] = x;
              hands[M + j] = y;
              emit(kind, hands, i, j, x, y);
              hands[M + i] = a;
              hands[M + j] = b;
            }
          }
        }
      }
    }
    // Stumps: one finger on one hand and the other hand dead ([01]) may split into two halves.
    if (R.stumps) {
      for (let i = 0; i < h; i++) {
        for (let j = i + 1; j < h; j++) {
          const a = hands[M + i]!;
          const b = hands[M + j]!;
          if (!((a === 0 && b === u) || (a === u && b === 0))) continue;
          hands[M + i] = u / 2;
          hands[M + j] = u / 2;
          emit(3, hands, i, j, u / 2, u / 2);
          hands[M + i] = a;
          hands[M + j] = b;
        }
      }
    }
    // Swaps pass the turn: of two unequal live hands (Swaps), of a dead hand and a live one
    // (Logan Clause), of any two hands (Cherri).
    if (R.swaps || R.logan || R.cherri) {
      let found = R.cherri && h >= 2;
      for (let i = 0; i < h && !found; i++) {
        for (let j = i + 1; j < h && !found; j++) {
          const a = hands[M + i]!;
          const b = hands[M + j]!;
          if (R.swaps && a !== 0 && b !== 0 && a !== b) found = true;
          if (R.logan && (a === 0) !== (b === 0)) found = true;
        }
      }
      if (found) emit(5, hands, 0, 0, 0, 0);
    }
    // Integers (roll-over): flipping a live hand v over gives r - v.
    if (R.integers) {
      for (let i = 0; i < h; i++) {
        const v = hands[M + i]!;
        if (v === 0 || r - v === v) continue;
        hands[M + i] = r - v;
        emit(6, hands, i, 0, 0, 0);
        hands[M + i] = v;
      }
    }
  }

  /**
   * The seat that comes first after a move by `mover` leading to `hands`: the next player to
   * move, or when the game has ended the dead seat that a terminal position starts with.
   */
  firstSeat(hands: Uint8Array, mover: number): number {
    const { p } = this.space;
    if (this.rules.misere) {
      // the first player without live hands wins; d = p checks the mover (a Chinese striker can die)
      for (let d = 1; d <= p; d++) {
        const q = (mover + d) % p;
        if (this.space.dead(hands, q)) return q;
      }
      return (mover + 1) % p;
    }
    // with zombies everyone keeps their turn (zombies attack), and the game ends with one player
    // not a zombie; else it ends with one player alive
    const zombies = this.rules.zombies;
    let contenders = 0;
    let last = -1;
    for (let q = 0; q < p; q++) {
      if (!(zombies ? this.space.out(hands, q) : this.space.dead(hands, q))) {
        contenders++;
        last = q;
      }
    }
    if (contenders === 1) return (last + 1) % p; // game over: the winner sits last
    if (zombies) return (mover + 1) % p;
    for (let d = 1; d < p; d++) {
      const q = (mover + d) % p;
      if (!this.space.dead(hands, q)) return q;
    }
    return mover; // unreachable: at least two players are alive
  }

  /** True when the canonical position `code` is terminal (its first seat is dead). */
  isTerminal(code: number): boolean {
    this.space.decode(this.space.checkCode(code), this.work);
    return this.space.over(this.work);
  }

  /**
   * Calls `cb(next, shift)` for every move of the canonical position `code` (duplicates
   * possible). Nothing for terminal positions.
   */
  forEachSuccessor(code: number, cb: (next: number, shift: number) => void): void {
    const hands = this.space.decode(code, this.work);
    if (this.space.over(hands)) return;
    const p = this.space.p;
    this.generate(hands, 0, (_k, hs) => {
      const first = this.firstSeat(hs, 0);
      cb(this.space.canonical(hs, first, this.scratch), first % p);
    });
  }

  /**
   * The successor positions of the canonical position `code` for the player to move, each
   * distinct (next, shift) pair once, in generation order; none when the game is over. `shift`
   * is how many seats the turn advanced: the player in seat j of `code` sits in seat
   * (j - shift) mod p of `next` (with two players, shift 1: the players swap seats; shift 0: the
   * same player moves again, which only a Chinese striker killing their own last hand can cause).
   * Usable on its own (no graph, no solver); see {@link PositionSpace.leftRight} to tell two
   * players apart.
   */
  successors(code: number): Array<{ next: number; shift: number }> {
    const out: Array<{ next: number; shift: number }> = [];
    this.forEachSuccessor(this.space.checkCode(code), (next, shift) => {
      if (!out.some((x) => x.next === next && x.shift === shift)) out.push({ next, shift });
    });
    return out;
  }

  /** The legal moves of the canonical position `code`, with descriptions. */
  moves(code: number): Move[] {
    const hands = this.space.decode(this.space.checkCode(code), new Uint8Array(this.space.width));
    if (this.space.over(hands)) return [];
    const { h, p } = this.space;
    const out: Move[] = [];
    const orig = hands.slice(); // `hands` is modified in place while generating
    const seen = new Set<string>();
    const who = (q: number) => (p === 2 ? 'opponent' : `player +${q}`);
    this.generate(hands, 0, (k, hs, a, b, c, d) => {
      const first = this.firstSeat(hs, 0);
      const next = this.space.canonical(hs, first, this.scratch);
      const kind = KINDS[k]!;
      let text: string;
      const before = (i: number) => orig[i]!;
      const t = (v: number) => this.space.handText(v);
      const sep = this.space.unit > 1 || this.rules.r > 10 ? ',' : '';
      if (kind === 'attack') text = `attack ${t(before(a))}→${t(before(b * h + c))} (${who(b)})`;
      else if (kind === 'self-tap') text = `self-tap ${t(before(a))}→${t(before(b))}`;
      else if (kind === 'swap') text = 'swap (pass)';
      else if (kind === 'flip') text = `flip ${t(before(a))}→${t(this.rules.r * this.space.unit - before(a))}`;
      else if (a < 0) text = `${kind} ${Array.from(orig.subarray(0, h), t).join(sep)}→${Array.from(hs.subarray(0, h), t).join(sep)}`;
      else text = `${kind} ${t(before(a))}${sep}${t(before(b))}→${t(c)}${sep}${t(d)}`;
      const key = `${text}|${next}|${first}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ kind, text, next, shift: first });
    });
    return out;
  }
}
