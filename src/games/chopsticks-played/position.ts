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
import { type Rules, RulesError, requireRules } from './rules.js';
import { PartizanError, ValueError, clip } from '../../engine/errors.js';
import { requireString } from '../../engine/guard.js';

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
  /** Stored units per finger: 2 with Stumps (hands hold halves), else 1. Stored hand values are 0..r·unit-1. */
  readonly unit: number;
  /** The stored value of a zombie's finger (Zombies variant): r·unit, one past the hand values. */
  readonly Z: number;
  /** Positions are written with commas between hands (r > 10, or halves). */
  private readonly commas: boolean;
  /** Lives each player starts with (Sudden Death's lives form; 1 otherwise). */
  readonly L: number;
  /**
   * Length of a decoded position: p·h hands, then (with lives, L > 1) p lives counts in seat
   * order. Buffers passed to {@link PositionSpace.decode} and {@link PositionSpace.canonical}
   * must have this length.
   */
  readonly width: number;
  /** Number of distinct hand multisets of one player, C(r + h - 1, h). */
  readonly N: number;
  /** multisets[i*h .. i*h+h) are the sorted hands of multiset i. */
  private readonly multisets: Uint8Array;
  /** base-r key of sorted hands -> multiset index. */
  private readonly keyToIdx: Int32Array;
  private readonly pow: number[];

  constructor(readonly rules: Rules) {
    requireRules(rules);
    const { players: p, hands: h, r } = rules;
    this.p = p;
    this.h = h;
    this.r = r;
    this.unit = rules.stumps ? 2 : 1;
    this.Z = r * this.unit;
    this.commas = r > 10 || rules.stumps;
    this.L = rules.lives;
    this.width = p * h + (this.L > 1 ? p : 0);
    // stored hand values 0..r·unit-1, and with Zombies the zombie finger Z = r·unit
    const vals = r * this.unit + (rules.zombies ? 1 : 0);
    if (vals ** h > MAX_KEY_TABLE) throw new RulesError(`r^hands = ${vals}^${h} is too large for this solver`, 'hands');
    const list: number[][] = [];
    const cur = new Array<number>(h).fill(0);
    // Enumerate non-decreasing tuples iteratively in lexicographic order.
    for (;;) {
      list.push(cur.slice());
      let i = h - 1;
      while (i >= 0 && cur[i] === vals - 1) i--;
      if (i < 0) break;
      const v = cur[i]! + 1;
      for (let j = i; j < h; j++) cur[j] = v;
    }
    this.N = list.length;
    if ((this.N * this.L) ** p > Number.MAX_SAFE_INTEGER) {
      throw new RulesError(`(C(r+h-1,h)·lives)^players = ${this.N * this.L}^${p} positions cannot be indexed`, 'players');
    }
    this.multisets = new Uint8Array(this.N * h);
    this.keyToIdx = new Int32Array(vals ** h).fill(-1);
    this.pow = [];
    for (let j = 0; j < h; j++) this.pow.push(vals ** (h - 1 - j));
    list.forEach((t, i) => {
      this.multisets.set(t, i * h);
      this.keyToIdx[this.key(t, 0)] = i;
    });
  }

  /**
   * `code` checked at the door of a public method that reads one position (not of the hot
   * encode/decode): an integer from 0 to size − 1, else a ValueError naming `what`.
   */
  checkCode(code: unknown, what = 'code'): number {
    if (typeof code !== 'number' || !Number.isInteger(code) || code < 0 || code >= this.size) {
      throw new ValueError(`${clip(what, 40)} must be a position code, an integer from 0 to ${this.size - 1}, got ${clip(typeof code === 'number' ? code : typeof code, 40)}`);
    }
    return code;
  }

  private key(hands: ArrayLike<number>, off: number): number {
    let k = 0;
    for (let j = 0; j < this.h; j++) k += hands[off + j]! * this.pow[j]!;
    return k;
  }

  /** Writes the sorted hands of multiset `i` (0 ≤ i < N) into `out` from `offset`. */
  multisetAt(i: number, out: Uint8Array, offset: number): void {
    out.set(this.multisets.subarray(i * this.h, i * this.h + this.h), offset);
  }

  /** Number of position codes, (N·L)^p (the functionally distinct positions). */
  get size(): number {
    return (this.N * this.L) ** this.p;
  }

  /** Encodes hands ({@link PositionSpace.width} values, each player's hands sorted) as an integer code. */
  encode(hands: ArrayLike<number>): number {
    let code = 0;
    const ph = this.p * this.h;
    for (let q = 0; q < this.p; q++) {
      const lives = this.L > 1 ? hands[ph + q]! - 1 : 0;
      code = code * this.N * this.L + lives * this.N + this.keyToIdx[this.key(hands, q * this.h)]!;
    }
    return code;
  }

  /** Decodes a code into `out` ({@link PositionSpace.width} values). */
  decode(code: number, out: Uint8Array = new Uint8Array(this.width)): Uint8Array {
    const ph = this.p * this.h;
    const base = this.N * this.L;
    for (let q = this.p - 1; q >= 0; q--) {
      const digit = code % base;
      code = (code - digit) / base;
      const idx = digit % this.N;
      if (this.L > 1) out[ph + q] = (digit - idx) / this.N + 1;
      out.set(this.multisets.subarray(idx * this.h, idx * this.h + this.h), q * this.h);
    }
    return out;
  }

  /**
   * Canonical code of raw hands seen from seat `first`: rotates so seat `first` is slot 0 and
   * sorts each player's hands (lives, when kept, rotate with their players). `scratch` must hold
   * {@link PositionSpace.width} values.
   */
  canonical(raw: ArrayLike<number>, first: number, scratch: Uint8Array): number {
    const { p, h } = this;
    if (this.L > 1) for (let i = 0; i < p; i++) scratch[p * h + i] = raw[p * h + ((i + first) % p)]!;
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

  private checkSeat(q: unknown): void {
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 0 || q >= this.p) {
      throw new ValueError(`a seat is an integer from 0 to ${this.p - 1}, got ${clip(typeof q === 'number' ? q : typeof q, 40)}`);
    }
  }

  /** True when player `q` of the decoded hands has no live hand. */
  dead(hands: ArrayLike<number>, q: number): boolean {
    for (let j = 0; j < this.h; j++) if (hands[q * this.h + j] !== 0) return false;
    return true;
  }

  /**
   * The hands of seat `q` (0 = the player to move) of the canonical position `code`, ascending,
   * in stored units (fingers; halves with Stumps, see {@link PositionSpace.unit}; a zombie's
   * finger is {@link PositionSpace.Z}).
   */
  handsOfSeat(code: number, q: number): number[] {
    this.checkSeat(q);
    const hands = this.decode(this.checkCode(code));
    return Array.from(hands.subarray(q * this.h, q * this.h + this.h));
  }

  /** The lives left to seat `q` (0 = the player to move) of the canonical position `code` (1 without the lives form). */
  livesOfSeat(code: number, q: number): number {
    this.checkSeat(q);
    return this.L > 1 ? this.decode(this.checkCode(code))[this.p * this.h + q]! : 1;
  }

  /**
   * Two players: Left's and Right's hands of the canonical position `code`, given whether Left is
   * the player to move (positions are stored from the mover's side, so the caller keeps track of
   * whose turn it is: after a move with shift 1 it is the other player's).
   */
  leftRight(code: number, leftToMove: boolean): { left: number[]; right: number[] } {
    if (this.p !== 2) throw new RulesError('Left and Right need two players', 'players');
    const mover = this.handsOfSeat(code, 0);
    const other = this.handsOfSeat(code, 1);
    return leftToMove ? { left: mover, right: other } : { left: other, right: mover };
  }

  /** True when player `q` is out of the contest: no live hand, or a zombie (Zombies variant). */
  out(hands: ArrayLike<number>, q: number): boolean {
    if (!this.rules.zombies) return this.dead(hands, q);
    for (let j = 0; j < this.h; j++) {
      const v = hands[q * this.h + j]!;
      if (v === this.Z) return true;
      if (v !== 0) return false;
    }
    return true;
  }

  /** True when player `q` is a zombie (Zombies variant). */
  zombie(hands: ArrayLike<number>, q: number): boolean {
    if (!this.rules.zombies) return false;
    for (let j = 0; j < this.h; j++) if (hands[q * this.h + j] === this.Z) return true;
    return false;
  }

  /**
   * True when the game is over at these (canonical) hands: the player to move is dead; with
   * Zombies, at most one player is still in the contest.
   */
  over(hands: ArrayLike<number>): boolean {
    if (!this.rules.zombies) return this.dead(hands, 0);
    let contenders = 0;
    for (let q = 0; q < this.p; q++) if (!this.out(hands, q)) contenders++;
    return contenders <= 1;
  }

  /** A stored hand value as written: `3`, `0.5` and `1.5` with Stumps, `z` for a zombie's finger. */
  handText(v: number): string {
    return v === this.Z && this.rules.zombies ? 'z' : String(v / this.unit);
  }

  /** Writes a position as the article does (`1312`), or with `-` between players (`13-12`). Values ≥ 10 are comma-separated. */
  format(code: number, dashes = false): string {
    const hands = this.decode(this.checkCode(code));
    const parts: string[] = [];
    for (let q = 0; q < this.p; q++) {
      const vals = Array.from(hands.subarray(q * this.h, q * this.h + this.h), (v) => this.handText(v));
      parts.push((this.commas ? vals.join(',') : vals.join('')) + (this.L > 1 ? `/${hands[this.p * this.h + q]}` : ''));
    }
    return parts.join(dashes || this.commas || this.L > 1 ? '-' : '');
  }

  /**
   * Reads a position (`1312`, `13-12`, `31 21`; for r > 10: `1,12-3,4`; with Stumps:
   * `0.5,0.5-1,1` or `½,1½-1,1`; with Zombies `z` is a zombie's finger). Hands may be in any
   * order within a player; the result is canonical. Throws {@link PositionError}.
   */
  parse(text: string): number {
    requireString(text, 'PositionSpace.parse', 'text');
    const { p, h, r } = this;
    const t = text.trim();
    const values: number[] = [];
    const playerEnds: number[] = [];
    // lives (Sudden Death's lives form): `11/3` after a player's hands; omitted = all lives left
    const lives: number[] = [];
    let body = t;
    if (this.L > 1) {
      const parts = t.split('-');
      body = parts
        .map((part, k) => {
          const m = /^(.*?)\/(\d+)\s*$/.exec(part);
          if (!m) {
            lives[k] = this.L;
            return part;
          }
          const n = Number(m[2]);
          if (n < 1 || n > this.L) throw new PositionError(`lives '${clip(m[2]!, 10)}' is not from 1 to ${this.L}`);
          lives[k] = n;
          return m[1]!;
        })
        .join('-');
      if (parts.length !== p) throw new PositionError(`with lives, write the ${p} players separated by '-' (e.g. 11/3-11/3)`);
    }
    if (!this.commas) {
      for (let i = 0; i < body.length; i++) {
        const c = body[i]!;
        if ((c === 'z' || c === 'Z') && this.rules.zombies) values.push(this.Z);
        else if (c >= '0' && c <= '9') {
          const v = c.charCodeAt(0) - 48;
          if (v >= r) throw new PositionError(`hand value ${v} is not below r = ${r}`, i);
          values.push(v);
        } else if (c === '-' || c === ' ' || c === '|') {
          playerEnds.push(values.length);
        } else throw new PositionError(`unexpected character '${c}' in position '${clip(t, 60)}'`, i);
      }
    } else {
      const players = body.split('-');
      let off = 0;
      for (const pl of players) {
        for (const s of pl.split(',')) {
          if (this.rules.zombies && /^\s*[zZ]\s*$/.test(s)) {
            values.push(this.Z);
            off += s.length + 1;
            continue;
          }
          const st = s.trim();
          const half = this.unit === 2 && /^\d*(\.5|½)$/.test(st) && st !== '.5';
          if (!/^\d+$/.test(st) && !half) {
            throw new PositionError(`'${clip(s, 20)}' is not a hand value${this.unit === 2 ? ' (a whole number, or with .5)' : ''}`, off);
          }
          const whole = half ? Number(st.replace(/(\.5|½)$/, '') || '0') : Number(st);
          if (whole >= r) throw new PositionError(`hand value ${clip(st, 20)} is not below r = ${r}`, off);
          values.push(whole * this.unit + (half ? 1 : 0));
          off += s.length + 1;
        }
        playerEnds.push(values.length);
      }
    }
    if (values.length !== p * h) {
      throw new PositionError(`position '${clip(t, 60)}' has ${values.length} hands, the rules need ${p} players × ${h} hands = ${p * h}`);
    }
    for (const e of playerEnds) {
      if (e % h !== 0 && e !== values.length) throw new PositionError(`separator in the middle of a player's hands in '${clip(t, 60)}'`);
    }
    const raw = new Uint8Array(this.width);
    raw.set(values);
    if (this.L > 1) raw.set(lives, p * h);
    const code = this.canonical(raw, 0, new Uint8Array(this.width));
    const hands = this.decode(code);
    if (this.rules.suddenDeath) {
      for (let q = 0; q < p; q++) {
        let sum = 0;
        for (let j = 0; j < h; j++) sum += hands[q * h + j]!;
        if (sum === this.unit && this.L === 1) throw new PositionError(`in '${clip(t, 60)}' a player has one finger left, which sudden death does not allow`);
      }
    }
    if (this.rules.zombies) {
      let contenders = 0;
      for (let q = 0; q < p; q++) {
        let zs = 0;
        let live = 0;
        for (let j = 0; j < h; j++) {
          const v = hands[q * h + j]!;
          if (v === this.Z) zs++;
          else if (v !== 0) live++;
        }
        if (zs > 1 || (zs === 1 && live > 0)) throw new PositionError(`in '${clip(t, 60)}' a zombie has one finger (z) and otherwise dead hands`);
        if (zs === 0 && live === 0) throw new PositionError(`in '${clip(t, 60)}' a knocked-out player is a zombie: write its hands with a z`);
        if (zs === 0) contenders++;
      }
      if (contenders === 0) throw new PositionError(`in '${clip(t, 60)}' every player is a zombie`);
      if (contenders === 1 && this.out(hands, p - 1)) {
        throw new PositionError(`in '${clip(t, 60)}' the game is over: write the winner (the one player not a zombie) last`);
      }
      return code;
    }
    const aliveOthers = Array.from({ length: p - 1 }, (_, i) => !this.dead(hands, i + 1)).filter(Boolean).length;
    if (!this.dead(hands, 0)) {
      if (aliveOthers === 0) throw new PositionError(`in '${clip(t, 60)}' every player but the one to move is dead: the game is already over`);
      if (this.rules.misere && aliveOthers < p - 1) {
        throw new PositionError(`in '${clip(t, 60)}' a player is dead but the misère game has not ended`);
      }
    } else if (this.rules.misere ? aliveOthers !== p - 1 : aliveOthers !== 1) {
      throw new PositionError(
        this.rules.misere
          ? `in '${clip(t, 60)}' the player to move is dead, so every other player must be alive (the misère game ends at the first elimination)`
          : `in '${clip(t, 60)}' the player to move is dead, so exactly one other player must be alive (the winner)`,
      );
    }
    return code;
  }

  /** The opening position of the rules (with `start: 'both'`, the usual one). */
  startCode(): number {
    return this.startCodes()[0]!;
  }

  /** The opening positions: one, or two with `start: 'both'` (the usual one first; one if they coincide). */
  startCodes(): number[] {
    const code = (v: number) => {
      const hands = new Uint8Array(this.width).fill(v, 0, this.p * this.h);
      hands.fill(this.L, this.p * this.h);
      return this.encode(hands);
    };
    const ones = code((1 % this.r) * this.unit);
    const suns = code((this.r - 1) * this.unit);
    if (this.rules.start === 'ones') return [ones];
    if (this.rules.start === 'suns') return [suns];
    return ones === suns ? [ones] : [ones, suns];
  }
}
