/**
 * Positions of loopy Chopsticks and their codec.
 *
 * A position lists the players in turn order starting with the player to move, each player's
 * hands in ascending order (the article's notation: `1312`, or `13-12`). Invariant of a
 * canonical position: each player's hands are sorted ascending and slot 0 is the player to
 * move; slot 0 is dead exactly when the position is terminal (see moves.ts).
 *
 * Integer code: each player's sorted hands are a multiset with an index in 0..N-1
 * (N = C(r + h - 1, h), in lexicographic order); the code is the base-N number with
 * the player to move as its most significant digit.
 */
import { type Rules, RulesError } from './rules.js';
import { PartizanError } from '../../engine/errors.js';

/** A position text that does not describe a position under the rules; `index` is the character at fault. */
export class PositionError extends PartizanError {
  override name = 'PositionError';
  override readonly code: string = 'POSITION';
  /** Offset in the text where the problem was found, when it is about one place. */
  readonly index: number | undefined;
  constructor(message: string, index?: number) {
    super(index === undefined ? message : `${message} (at character ${index + 1})`);
    this.index = index;
  }
}

/** Largest table of hand multisets kept in memory (r^h entries). */
const MAX_KEY_TABLE = 1 << 24;

/** The space of positions of one rule set: sizes, encoding and notation. */
export class PositionSpace {
  /** Players. */
  readonly p: number;
  /** Hands per player. */
  readonly h: number;
  /** Roll-over amount. */
  readonly r: number;
  /** Number of distinct hand multisets of one player, C(r + h - 1, h). */
  readonly N: number;
  /** multisets[i*h .. i*h+h) are the sorted hands of multiset i. */
  private readonly multisets: Uint8Array;
  /** base-r key of sorted hands -> multiset index. */
  private readonly keyToIdx: Int32Array;
  private readonly pow: number[];

  constructor(readonly rules: Rules) {
    const { players: p, hands: h, r } = rules;
    this.p = p;
    this.h = h;
    this.r = r;
    if (r ** h > MAX_KEY_TABLE) throw new RulesError(`r^hands = ${r}^${h} is too large for this solver`, 'hands');
    const list: number[][] = [];
    const cur = new Array<number>(h).fill(0);
    // Enumerate non-decreasing tuples iteratively in lexicographic order.
    for (;;) {
      list.push(cur.slice());
      let i = h - 1;
      while (i >= 0 && cur[i] === r - 1) i--;
      if (i < 0) break;
      const v = cur[i]! + 1;
      for (let j = i; j < h; j++) cur[j] = v;
    }
    this.N = list.length;
    if (this.N ** p > Number.MAX_SAFE_INTEGER) {
      throw new RulesError(`C(r+h-1,h)^players = ${this.N}^${p} positions cannot be indexed`, 'players');
    }
    this.multisets = new Uint8Array(this.N * h);
    this.keyToIdx = new Int32Array(r ** h).fill(-1);
    this.pow = [];
    for (let j = 0; j < h; j++) this.pow.push(r ** (h - 1 - j));
    list.forEach((t, i) => {
      this.multisets.set(t, i * h);
      this.keyToIdx[this.key(t, 0)] = i;
    });
  }

  private key(hands: ArrayLike<number>, off: number): number {
    let k = 0;
    for (let j = 0; j < this.h; j++) k += hands[off + j]! * this.pow[j]!;
    return k;
  }

  /** Number of position codes, N^p (the functionally distinct positions). */
  get size(): number {
    return this.N ** this.p;
  }

  /** Encodes hands (p*h values, each player's hands sorted) as an integer code. */
  encode(hands: ArrayLike<number>): number {
    let code = 0;
    for (let q = 0; q < this.p; q++) code = code * this.N + this.keyToIdx[this.key(hands, q * this.h)]!;
    return code;
  }

  /** Decodes a code into `out` (p*h values). */
  decode(code: number, out: Uint8Array = new Uint8Array(this.p * this.h)): Uint8Array {
    for (let q = this.p - 1; q >= 0; q--) {
      const idx = code % this.N;
      code = (code - idx) / this.N;
      out.set(this.multisets.subarray(idx * this.h, idx * this.h + this.h), q * this.h);
    }
    return out;
  }

  /**
   * Canonical code of raw hands seen from seat `first`: rotates so seat `first` is slot 0 and
   * sorts each player's hands. `scratch` must hold p*h values.
   */
  canonical(raw: ArrayLike<number>, first: number, scratch: Uint8Array): number {
    const { p, h } = this;
    for (let i = 0; i < p; i++) {
      const src = ((i + first) % p) * h;
      const dst = i * h;
      for (let j = 0; j < h; j++) {
        // insertion sort of this player's hands
        const v = raw[src + j]!;
        let k = j;
        while (k > 0 && scratch[dst + k - 1]! > v) {
          scratch[dst + k] = scratch[dst + k - 1]!;
          k--;
        }
        scratch[dst + k] = v;
      }
    }
    return this.encode(scratch);
  }

  /** True when player `q` of the decoded hands has no live hand. */
  dead(hands: ArrayLike<number>, q: number): boolean {
    for (let j = 0; j < this.h; j++) if (hands[q * this.h + j] !== 0) return false;
    return true;
  }

  /** Writes a position as the article does (`1312`), or with `-` between players (`13-12`). Values ≥ 10 are comma-separated. */
  format(code: number, dashes = false): string {
    const hands = this.decode(code);
    const parts: string[] = [];
    for (let q = 0; q < this.p; q++) {
      const vals = Array.from(hands.subarray(q * this.h, q * this.h + this.h));
      parts.push(this.r > 10 ? vals.join(',') : vals.join(''));
    }
    return parts.join(dashes || this.r > 10 ? '-' : '');
  }

  /**
   * Reads a position (`1312`, `13-12`, `31 21`; for r > 10: `1,12-3,4`). Hands may be in any
   * order within a player; the result is canonical. Throws {@link PositionError}.
   */
  parse(text: string): number {
    const { p, h, r } = this;
    const t = text.trim();
    const values: number[] = [];
    const playerEnds: number[] = [];
    if (r <= 10) {
      for (let i = 0; i < t.length; i++) {
        const c = t[i]!;
        if (c >= '0' && c <= '9') {
          const v = c.charCodeAt(0) - 48;
          if (v >= r) throw new PositionError(`hand value ${v} is not below r = ${r}`, i);
          values.push(v);
        } else if (c === '-' || c === ' ' || c === '|') {
          playerEnds.push(values.length);
        } else throw new PositionError(`unexpected character '${c}' in position '${t}'`, i);
      }
    } else {
      const players = t.split('-');
      let off = 0;
      for (const pl of players) {
        for (const s of pl.split(',')) {
          if (!/^\d+$/.test(s.trim())) throw new PositionError(`'${s}' is not a hand value`, off);
          const v = Number(s);
          if (v >= r) throw new PositionError(`hand value ${v} is not below r = ${r}`, off);
          values.push(v);
          off += s.length + 1;
        }
        playerEnds.push(values.length);
      }
    }
    if (values.length !== p * h) {
      throw new PositionError(`position '${t}' has ${values.length} hands, the rules need ${p} players × ${h} hands = ${p * h}`);
    }
    for (const e of playerEnds) {
      if (e % h !== 0 && e !== values.length) throw new PositionError(`separator in the middle of a player's hands in '${t}'`);
    }
    const code = this.canonical(values, 0, new Uint8Array(p * h));
    const hands = this.decode(code);
    const aliveOthers = Array.from({ length: p - 1 }, (_, i) => !this.dead(hands, i + 1)).filter(Boolean).length;
    if (!this.dead(hands, 0)) {
      if (aliveOthers === 0) throw new PositionError(`in '${t}' every player but the one to move is dead: the game is already over`);
      if (this.rules.misere && aliveOthers < p - 1) {
        throw new PositionError(`in '${t}' a player is dead but the misère game has not ended`);
      }
    } else if (this.rules.misere ? aliveOthers !== p - 1 : aliveOthers !== 1) {
      throw new PositionError(
        this.rules.misere
          ? `in '${t}' the player to move is dead, so every other player must be alive (the misère game ends at the first elimination)`
          : `in '${t}' the player to move is dead, so exactly one other player must be alive (the winner)`,
      );
    }
    return code;
  }

  /** The opening position of the rules. */
  startCode(): number {
    const v = this.rules.start === 'ones' ? 1 % this.r : this.r - 1;
    return this.encode(new Uint8Array(this.p * this.h).fill(v));
  }
}
