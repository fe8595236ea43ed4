/**
 * The Game object and the intern table.
 *
 * Invariant: every `Game` returned by the public API is the canonical form of its value and is the
 * only object with that value (interned), so `g === h` is value equality.
 *
 * Values of the form number + k·↑ + *m ("NUS") carry their three parts in `nus` and build their
 * options lazily, so that 10^12 or 1000·↑ cost one object; every other game stores its canonical
 * option lists. A NUS value is never stored as a general game: the constructor recognises it.
 *
 * Invariant: the number part of every value is a dyadic whose integer part is within
 * ±(2^53 − 1), the up multiple a safe integer and the nimber part below 2^31; {@link nusGame}
 * refuses anything else with a ValueError (so 2^53 is refused by every path, with one message).
 */
import { add, neg, sub } from './arith.js';
// The comparison reads games through engine/node.ts (types only), so it is outside this module's
// import cycle; the methods below call it directly. The sums and the printer build games, so they
// and this module import each other (safe: neither uses the other at evaluation time).
import { type Comparison, compareBy, leq, type Outcome, outcomeOf } from './compare.js';
import { checkNumberRange, dyAdd, denExp, isInt } from './dyadic.js';
import { KindError, LimitError, ValueError } from './errors.js';
import { kindError } from './guard.js';
import type { Nus } from './node.js';
import { work } from './work.js';
// The printer is part of the engine: every Game prints as CGSuite text whatever entry was loaded.
import { toCgsuite } from './print.js';
export { quoteGame } from './print.js';

export type { Nus };

/** The class Game under a name the module augmentation below can see. */
type GameClass = Game;
declare module './node.js' {
  /** The class Game, for the engine's readers that take games without importing this module. */
  interface EngineTypes {
    readonly game: GameClass;
  }
}

let nextId = 0;

/**
 * A short partizan game in canonical form. Obtain games from the constructors
 * (`game`, `num`, `nim`, `parse`, ...); never construct one directly.
 */
export class Game {
  /** A unique identifier of this value (stable during one process, not across processes). */
  readonly id: number;
  /** The number, up and star parts when this value is number + k·↑ + *m, else undefined. */
  readonly nus: Nus | undefined;
  /** @internal */ _left: readonly Game[] | undefined;
  /** @internal */ _right: readonly Game[] | undefined;
  /** @internal cached negative */ _neg: Game | undefined;
  /** @internal cached birthday */ _birthday: number | undefined;
  /** @internal cached: 1 if G ≥ 0, 0 unknown, -1 if not */ _ge0: number;
  /** @internal */ _le0: number;
  /** @internal free slot for analysis caches keyed by name */ _memo: Map<string, unknown> | undefined;

  /**
   * @internal
   * Fields are set here, never by initialisers: the CommonJS build lowers class-field initialisers
   * into a helper that renames the class (`_class6`), and the class must be called `Game`.
   */
  constructor(id: number, nus: Nus | undefined, left: readonly Game[] | undefined, right: readonly Game[] | undefined) {
    this._ge0 = 0;
    this._le0 = 0;
    this.id = id;
    this.nus = nus;
    this._left = left;
    this._right = right;
  }

  /** Left's options, canonical. */
  get leftOptions(): readonly Game[] {
    if (this._left === undefined) materialiseNus(this);
    return this._left!;
  }

  /** Right's options, canonical. */
  get rightOptions(): readonly Game[] {
    if (this._right === undefined) materialiseNus(this);
    return this._right!;
  }

  /** The options of one player: `'L'` or `'R'`. */
  options(player: 'L' | 'R'): readonly Game[] {
    return player === 'L' ? this.leftOptions : this.rightOptions;
  }

  /** True when this game is a number (a dyadic rational). */
  get isNumber(): boolean {
    return this.nus !== undefined && this.nus.ups === 0 && this.nus.nim === 0;
  }

  /** This game plus `h` (a short game; the root entry's `add` takes loopy values too). */
  add(h: Game): Game {
    return add(this, short(h, 'add'));
  }
  /** This game minus `h`. */
  sub(h: Game): Game {
    return sub(this, short(h, 'sub'));
  }
  /** The negative of this game. */
  neg(): Game {
    return neg(this);
  }
  /** The four-way comparison with `h`: `'<'`, `'>'`, `'='` or `'||'`. */
  compare(h: Game): Comparison {
    return compareBy<Game>(this, short(h, 'compare'), leq);
  }
  /** This game ≤ `h`. */
  le(h: Game): boolean {
    return leq(this, short(h, 'le'));
  }
  /** This game < `h`. */
  lt(h: Game): boolean {
    return this.compare(h) === '<';
  }
  /** This game ≥ `h`. */
  ge(h: Game): boolean {
    return leq(short(h, 'ge'), this);
  }
  /** This game > `h`. */
  gt(h: Game): boolean {
    return this.compare(h) === '>';
  }
  /** This game is confused with (incomparable to) `h`. */
  fuzzy(h: Game): boolean {
    return this.compare(h) === '||';
  }
  /** Value equality, which for interned games is identity. */
  equals(h: Game): boolean {
    return this === h;
  }
  /** The outcome class: `'L'`, `'R'`, `'N'` or `'P'`. */
  outcome(): Outcome {
    return outcomeOf(this, nusGame(0, 0, 0));
  }
  /** CGSuite 2.x plain text, e.g. `^*`, `{4|2||-3}`, `+-1`. */
  toString(): string {
    return toCgsuite(this);
  }
  /** The CGSuite text, so that `JSON.stringify(g)` gives `"^*"`. */
  toJSON(): string {
    return toCgsuite(this);
  }
  /**
   * What `console.log(g)` and `util.inspect(g)` show in Node: the CGSuite text (defined through
   * the global symbol, without importing node:util, so it also works in browsers).
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return toCgsuite(this);
  }
}

/**
 * `v` when it is a short game (a `Game`), else a {@link KindError} naming `fn` and its argument
 * `arg`. The check at the door of functions of short games only that must not load the loopy
 * engine (the family's `requireShort` also turns loop-free stoppers into games).
 */
export function requireGame(v: unknown, fn: string, arg: string): Game {
  if (v instanceof Game) return v;
  throw kindError(fn, arg, 'a short game', v);
}

/** `h` when it is a Game, else a KindError: the methods take short games (a stopper's ids are not a Game's). */
function short(h: unknown, method: string): Game {
  if (h instanceof Game) return h;
  throw new KindError(`Game.${method} takes a short game; for loopy values use the root entry's ${method}(g, h)`, h === null ? 'null' : typeof h === 'object' ? 'not a short game' : typeof h);
}

// ---------------------------------------------------------------------------------------------
// Intern tables

const nusTable = new Map<string, Game>();
const generalTable = new Map<string, Game>();

function nusKey(x: number, k: number, m: number): string {
  return `${x === 0 ? 0 : x},${k},${m}`;
}

/** The work (engine/work.ts) a new interned value costs: about 300 bytes kept for good. */
const NEW_GAME_WORK = 8;

/** The largest nimber part: nimbers add by 32-bit XOR. */
const MAX_NIM = 0x7fffffff;

/**
 * The interned game x + k·↑ + *m. Every number-up-star value is created here, so the ranges are
 * checked here, for every path (sums, game(), nus(), parsing, rulesets): a ValueError when x's
 * integer part exceeds ±(2^53 − 1), when |k| exceeds 2^53 − 1, or when m exceeds 2^31 − 1.
 */
export function nusGame(x: number, k: number, m: number): Game {
  const key = nusKey(x, k, m);
  let g = nusTable.get(key);
  if (!g) {
    checkNumberRange(x);
    if (!Number.isSafeInteger(k)) throw new ValueError(`the up multiple ${k} is too large: it is limited to ±(2^53 − 1)`);
    if (!(m >= 0 && m <= MAX_NIM && Number.isInteger(m))) throw new ValueError(`the nimber *${m} is too large: nimber parts are limited to 2^31 − 1`);
    g = new Game(nextId++, Object.freeze({ number: x === 0 ? 0 : x, ups: k, nim: m }), undefined, undefined);
    nusTable.set(key, g);
    work.steps += NEW_GAME_WORK;
  }
  return g;
}

/** The key of option lists (sorted by id): of a general game in the intern table, and of `game()`'s memo. @internal */
export function optionKey(left: readonly Game[], right: readonly Game[]): string {
  let s = '';
  for (const g of left) s += g.id + ',';
  s += '|';
  for (const g of right) s += g.id + ',';
  return s;
}

/**
 * Interns a general (non-NUS) canonical game from canonical, non-dominated, non-reversible
 * option lists. Callers guarantee canonicity; the lists are sorted by id here.
 * @internal
 */
export function internGeneral(left: Game[], right: Game[]): Game {
  left.sort(byId);
  right.sort(byId);
  const key = optionKey(left, right);
  let g = generalTable.get(key);
  if (!g) {
    g = new Game(nextId++, undefined, Object.freeze(left), Object.freeze(right));
    generalTable.set(key, g);
    // an interned game lives as long as the process (a few hundred bytes): it weighs in the
    // engine's work limit, so one operation cannot fill the heap with new values
    work.steps += NEW_GAME_WORK;
  }
  return g;
}

/** A temporary, non-interned game used while canonicalising (never escapes the engine). @internal */
export function tempGame(left: readonly Game[], right: readonly Game[]): Game {
  return new Game(-1 - nextTemp++, undefined, left, right);
}
let nextTemp = 0;

/** Sort comparator by id. @internal */
export function byId(a: Game, b: Game): number {
  return a.id - b.id;
}

/** The number of interned values, NUS and general. */
export function internedCount(): { nus: number; general: number } {
  return { nus: nusTable.size, general: generalTable.size };
}

// ---------------------------------------------------------------------------------------------
// NUS options

/**
 * The most options of x + *m that are listed one by one (x + *j for every j < m): a game with a
 * larger nimber part takes part in sums and comparisons by arithmetic, but whatever must walk its
 * options stops with a LimitError naming `maxNimberOptions` (the list would take ~200 bytes an
 * option). Above the parser's largest `*k` (`maxIndex`, 100,000).
 */
export const MAX_NIMBER_OPTIONS = 1 << 17;

/** The canonical options of x + k·↑ + *m (the standard forms; see Siegel, CGT, II.2). */
function materialiseNus(g: Game): void {
  const { number: x, ups: k, nim: m } = g.nus!;
  let L: Game[];
  let R: Game[];
  if (k === 0 && m === 0) {
    if (isInt(x)) {
      L = x > 0 ? [nusGame(x - 1, 0, 0)] : [];
      R = x < 0 ? [nusGame(x + 1, 0, 0)] : [];
    } else {
      const e = 2 ** -denExp(x);
      L = [nusGame(dyAdd(x, -e), 0, 0)];
      R = [nusGame(dyAdd(x, e), 0, 0)];
    }
  } else if (k === 0) {
    if (m > MAX_NIMBER_OPTIONS) {
      throw new LimitError(
        `the options of ${x === 0 ? '' : x}*${m} are ${m} games, more than the ${MAX_NIMBER_OPTIONS} that can be listed (the limit maxNimberOptions)`,
        'maxNimberOptions',
      );
    }
    L = [];
    for (let j = 0; j < m; j++) L.push(nusGame(x, 0, j));
    R = L; // the same options for both players: one frozen list
    work.steps += m; // listing options is work: a walk over the followers of *n lists n²/2 games
  } else if (k > 0) {
    if (k === 1 && m === 1) {
      L = [nusGame(x, 0, 0), nusGame(x, 0, 1)];
      R = [nusGame(x, 0, 0)];
    } else {
      L = [nusGame(x, 0, 0)];
      R = [nusGame(x, k - 1, m ^ 1)];
    }
  } else {
    if (k === -1 && m === 1) {
      L = [nusGame(x, 0, 0)];
      R = [nusGame(x, 0, 0), nusGame(x, 0, 1)];
    } else {
      L = [nusGame(x, k + 1, m ^ 1)];
      R = [nusGame(x, 0, 0)];
    }
  }
  L.sort(byId);
  if (R !== L) R.sort(byId);
  g._left = Object.freeze(L);
  g._right = R === L ? g._left : Object.freeze(R);
}

/**
 * If the canonical option lists `left | right` are those of a NUS value, returns that value's
 * interned game; otherwise undefined. Lists must be canonical and sorted by id.
 * @internal
 */
export function recogniseNus(left: readonly Game[], right: readonly Game[]): Game | undefined {
  const nl = left.length;
  const nr = right.length;
  if (nl === 0 && nr === 0) return nusGame(0, 0, 0);
  for (const o of left) if (!o.nus) return undefined;
  for (const o of right) if (!o.nus) return undefined;
  let cand: Game | undefined;
  const l0 = left[0]?.nus;
  const r0 = right[0]?.nus;
  if (nl === 1 && nr === 0) {
    if (l0!.ups === 0 && l0!.nim === 0 && isInt(l0!.number) && l0!.number >= 0) cand = nusGame(l0!.number + 1, 0, 0);
  } else if (nl === 0 && nr === 1) {
    if (r0!.ups === 0 && r0!.nim === 0 && isInt(r0!.number) && r0!.number <= 0) cand = nusGame(r0!.number - 1, 0, 0);
  } else if (nl === nr && sameList(left, right)) {
    cand = nusGame(l0!.number, 0, nl);
  } else if (nl === 1 && nr === 1) {
    const a = l0!;
    const b = r0!;
    if (a.ups === 0 && a.nim === 0 && b.ups === 0 && b.nim === 0) {
      if (a.number < b.number) cand = nusGame((a.number + b.number) / 2, 0, 0);
    } else if (a.ups === 0 && a.nim === 0 && b.number === a.number && b.ups >= 0) {
      cand = nusGame(a.number, b.ups + 1, b.nim ^ 1);
    } else if (b.ups === 0 && b.nim === 0 && a.number === b.number && a.ups <= 0) {
      cand = nusGame(b.number, a.ups - 1, a.nim ^ 1);
    }
  } else if (nl === 2 && nr === 1) {
    cand = nusGame(r0!.number, 1, 1);
  } else if (nl === 1 && nr === 2) {
    cand = nusGame(l0!.number, -1, 1);
  }
  if (cand && sameList(cand.leftOptions, left) && sameList(cand.rightOptions, right)) return cand;
  return undefined;
}

function sameList(a: readonly Game[], b: readonly Game[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
