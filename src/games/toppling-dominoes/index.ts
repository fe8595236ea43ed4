/**
 * Toppling Dominoes (Winning Ways; CGSuite 2.x's `game.strip.TopplingDominoes`): rows of dominoes,
 * `l` a blue domino (Left's), `r` a red one (Right's), `e` a grey one (either player's), `.` an
 * empty place. A player topples one of their dominoes (or a grey one) to the left or to the right;
 * it and every domino on that side of it fall and leave the row.
 *
 * Positions are written as CGSuite reads a strip, `lrrlrrl`; as in CGSuite's rules, a toppled
 * domino knocks down every domino on its side of the row, across empty places, so the `.` of a row
 * change nothing. Several rows, a sum, are separated by `|` (this library's addition): `lr|rrl`.
 *
 * The fast evaluator ({@link TopplingSolver}): the rows are independent; a row's followers are its
 * stretches (a topple leaves a prefix or a suffix), so a row's value comes from its stretches' in
 * order of length, with no recursion; stretches are keyed up to reversal (a row read backwards has
 * the same value) and the exchange of blue and red (which negates the value); a row of one colour
 * is ±its length, a row of grey dominoes is the nimber of its length (its options are the grey rows
 * of every shorter length).
 */
import { add, neg } from '../../engine/arith.js';
import { registerInstanceCache } from '../../engine/cache.js';
import { game } from '../../engine/canonical.js';
import { nim, num, zero } from '../../engine/constructors.js';
import { LimitError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { limitOption, RunControl, type RunOptions } from '../../engine/run.js';
import { MAX_SOLVER_ENTRIES, type Player, type Ruleset } from '../../engine/solver.js';
import { leq } from '../../engine/compare.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { requireInstance, requirePlayer, requireText, runOptions } from '../guard.js';
import type { OutcomeRules } from '../outcome/search.js';

/** A Toppling Dominoes position: its rows (a sum), each a string of `l`, `r`, `e` and `.`. Immutable. */
export class TopplingPosition {
  /** @internal */
  constructor(
    /** The rows, each of `l`, `r`, `e`, `.`. */
    readonly rows: readonly string[],
  ) {}

  /** The text form: rows joined by `|`. */
  toString(): string {
    return this.rows.join('|');
  }
}

/** The most characters a position text may have. */
const MAX_TEXT = 1_000_000;

/**
 * Reads a position: rows of `l`, `r`, `e` and `.` (either case), separated by `|`.
 * @throws {@link PositionSyntaxError} saying where the text is wrong.
 */
export function parseToppling(text: string): TopplingPosition {
  if (typeof text !== 'string') throw new PositionSyntaxError('Toppling Dominoes', String(text), 0, 'a position is a string');
  if (text.length > MAX_TEXT) throw new LimitError(`Toppling Dominoes: a position has at most ${MAX_TEXT} characters`, 'maxLength');
  const rows: string[] = [];
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!.toLowerCase();
    if (ch === '|') {
      rows.push(cur);
      cur = '';
    } else if (ch === 'l' || ch === 'r' || ch === 'e' || ch === '.') cur += ch;
    else throw new PositionSyntaxError('Toppling Dominoes', text, i, `unexpected ${JSON.stringify(text[i])} (a place is 'l', 'r', 'e' or '.'; rows are separated by '|')`);
  }
  rows.push(cur);
  return new TopplingPosition(rows.length === 1 && rows[0] === '' ? [] : rows);
}

/** The positions after each topple of `player`: the toppled side of the row becomes empty places, as in CGSuite. */
export function topplingMoves(p: TopplingPosition, player: Player): TopplingPosition[] {
  requireInstance(p, TopplingPosition, 'a Toppling Dominoes position', 'topplingMoves');
  requirePlayer(player, 'topplingMoves');
  const own = player === 'L' ? 'l' : 'r';
  const out: TopplingPosition[] = [];
  p.rows.forEach((s, row) => {
    for (let k = 0; k < s.length; k++) {
      if (s[k] !== own && s[k] !== 'e') continue;
      for (const next of ['.'.repeat(k + 1) + s.slice(k + 1), s.slice(0, k) + '.'.repeat(s.length - k)]) {
        const rows = p.rows.slice();
        rows[row] = next;
        out.push(new TopplingPosition(rows));
      }
    }
  });
  return out;
}

/** Toppling Dominoes as a plain {@link Ruleset} (no decomposition, no symmetry): the reference of the tests. */
export const topplingRuleset: Ruleset<TopplingPosition> = { options: topplingMoves, key: (p) => requireInstance(p, TopplingPosition, 'a Toppling Dominoes position', 'topplingRuleset.key').toString() };

const SWAP: Record<string, string> = { l: 'r', r: 'l', e: 'e' };

/** A stretch's key up to reversal and colour exchange, and whether the stored value is its negative. */
function stretchKey(t: string): { key: string; neg: boolean } {
  const rev = [...t].reverse().join('');
  const sw = [...t].map((c) => SWAP[c]!).join('');
  const swRev = [...rev].map((c) => SWAP[c]!).join('');
  let key = t < rev ? t : rev;
  let isNeg = false;
  const s2 = sw < swRev ? sw : swRev;
  if (s2 < key) (key = s2), (isNeg = true);
  return { key, neg: isNeg };
}

/** A row of one kind: ±length for blue or red, the nimber of its length for grey; else undefined. */
function oneKind(t: string): Game | undefined {
  if (t.length === 0) return zero;
  const c = t[0]!;
  for (let i = 1; i < t.length; i++) if (t[i] !== c) return undefined;
  return c === 'l' ? num(t.length) : c === 'r' ? num(-t.length) : nim(t.length);
}

/** Measured like the Domineering table (short string keys): about 60 bytes an entry, plus the key. */
const TOPPLING_BYTES_PER_ENTRY = 80;
const trackToppling = registerInstanceCache('games.toppling', "a row's value in a TopplingSolver's table (all live solvers)", TOPPLING_BYTES_PER_ENTRY);

/** Options of a {@link TopplingSolver}. */
export interface TopplingSolverOptions extends RunOptions {
  /**
   * The most stretches kept (default 4,000,000, at most {@link MAX_SOLVER_ENTRIES}); a `LimitError`
   * naming `maxEntries` past it, and at once for a row of n dominoes with n(n + 1)/2 above it.
   */
  maxEntries?: number;
}

/** The fast evaluator of Toppling Dominoes (see the module notes); its table is kept across calls. */
export class TopplingSolver {
  private readonly table = new Map<string, Game>();
  private readonly maxEntries: number;

  private readonly options: TopplingSolverOptions;

  /** A solver; `maxEntries` bounds its table. */
  constructor(options: TopplingSolverOptions = {}) {
    this.options = options !== null && typeof options === 'object' ? options : {};
    this.maxEntries = limitOption(this.options.maxEntries, 4_000_000, 'maxEntries', { max: MAX_SOLVER_ENTRIES });
    trackToppling(this);
  }

  /** Stretches in the table. */
  get size(): number {
    return this.table.size;
  }

  /** Empties the table. */
  clear(): void {
    this.table.clear();
  }

  /**
   * The value of one row (of `l`, `r`, `e`, without empty places) when it needs no search: a row
   * of one kind, or one in the table; else undefined.
   */
  cachedRow(s: string): Game | undefined {
    requireText(s, 'TopplingSolver.cachedRow');
    const kn = oneKind(s);
    if (kn !== undefined) return kn;
    const k = stretchKey(s);
    const hit = this.table.get(k.key);
    return hit === undefined ? undefined : k.neg ? neg(hit) : hit;
  }

  /** The canonical value of a position (a {@link TopplingPosition} or its text): the sum of its rows'. */
  value(p: TopplingPosition | string, opts: RunOptions = {}): Game {
    const pos = typeof p === 'string' ? parseToppling(p) : requireInstance(p, TopplingPosition, 'a Toppling Dominoes position', 'TopplingSolver.value');
    opts = runOptions(opts, 'TopplingSolver.value');
    const run = new RunControl({ signal: opts.signal ?? this.options.signal, onProgress: opts.onProgress ?? this.options.onProgress }, 'stretches', 'stretches', 64);
    let total = zero;
    for (const row of pos.rows) total = add(total, this.rowValue(row.replace(/\./g, ''), run));
    return total;
  }

  /**
   * The value of a row without empty places: its stretches by increasing length. A stretch's Left
   * options are the prefixes before its blue or grey dominoes (toppled to the right) and the
   * suffixes after them (toppled to the left); the maximal prefixes of [i, j + 1) are those of
   * [i, j) with [i, j) added when domino j is Left's, and the maximal suffixes of [i, j) those of
   * [i + 1, j) with [i + 1, j) added when domino i is Left's; so each stretch adds one option to a
   * short list of maximal ones instead of comparing all its options (Right's likewise).
   */
  private rowValue(s: string, run: RunControl): Game {
    const known = oneKind(s);
    if (known !== undefined) return known;
    const n = s.length;
    const top = stretchKey(s);
    if (!this.table.has(top.key)) {
      if ((n * (n + 1)) / 2 > this.maxEntries) {
        throw new LimitError(`Toppling Dominoes: a row of ${n} dominoes has ${(n * (n + 1)) / 2} stretches, more than maxEntries (${this.maxEntries})`, 'maxEntries');
      }
      const left = (c: string): boolean => c === 'l' || c === 'e';
      const right = (c: string): boolean => c === 'r' || c === 'e';
      // vals[i][len]: the value of s[i, i + len)
      const vals: Game[][] = Array.from({ length: n + 1 }, () => []);
      // for the current length: the maximal prefix and suffix options of [i, i + len), per player
      let prefL: Game[][] = Array.from({ length: n + 1 }, () => []);
      let prefR: Game[][] = Array.from({ length: n + 1 }, () => []);
      let sufL: Game[][] = Array.from({ length: n + 1 }, () => []);
      let sufR: Game[][] = Array.from({ length: n + 1 }, () => []);
      for (let i = 0; i <= n; i++) vals[i]![0] = zero;
      for (let len = 1; len <= n; len++) {
        const nPrefL: Game[][] = new Array<Game[]>(n + 1);
        const nPrefR: Game[][] = new Array<Game[]>(n + 1);
        const nSufL: Game[][] = new Array<Game[]>(n + 1);
        const nSufR: Game[][] = new Array<Game[]>(n + 1);
        for (let i = 0; i + len <= n; i++) {
          run.step();
          const last = s[i + len - 1]!;
          const first = s[i]!;
          // prefixes of [i, i + len): those of [i, i + len − 1), and [i, i + len − 1) itself when the last domino falls right
          nPrefL[i] = left(last) ? withMaximal(prefL[i]!, vals[i]![len - 1]!, 'L') : prefL[i]!;
          nPrefR[i] = right(last) ? withMaximal(prefR[i]!, vals[i]![len - 1]!, 'R') : prefR[i]!;
          // suffixes: those of [i + 1, i + len), and [i + 1, i + len) itself when the first domino falls left
          const innerL = len >= 2 ? sufL[i + 1]! : [];
          const innerR = len >= 2 ? sufR[i + 1]! : [];
          nSufL[i] = left(first) ? withMaximal(innerL, vals[i + 1]![len - 1]!, 'L') : innerL;
          nSufR[i] = right(first) ? withMaximal(innerR, vals[i + 1]![len - 1]!, 'R') : innerR;
          vals[i]![len] = this.stretch(s.slice(i, i + len), nPrefL[i]!, nSufL[i]!, nPrefR[i]!, nSufR[i]!);
        }
        prefL = nPrefL;
        prefR = nPrefR;
        sufL = nSufL;
        sufR = nSufR;
        run.progress(len, n);
      }
    }
    const v = this.table.get(top.key)!;
    return top.neg ? neg(v) : v;
  }

  /** The value of stretch t from its players' maximal prefix and suffix options (see {@link TopplingSolver.rowValue}). */
  private stretch(t: string, prefL: Game[], sufL: Game[], prefR: Game[], sufR: Game[]): Game {
    const kn = oneKind(t);
    if (kn !== undefined) return kn;
    const k = stretchKey(t);
    const hit = this.table.get(k.key);
    if (hit !== undefined) return k.neg ? neg(hit) : hit;
    let L = prefL;
    for (const x of sufL) L = withMaximal(L, x, 'L');
    let R = prefR;
    for (const x of sufR) R = withMaximal(R, x, 'R');
    const v = game(L, R);
    if (this.table.size >= this.maxEntries) throw new LimitError(`Toppling Dominoes: the table reached its limit of ${this.maxEntries} stretches (raise maxEntries, or clear())`, 'maxEntries');
    this.table.set(k.key, k.neg ? neg(v) : v);
    return v;
  }
}

/**
 * The maximal options of `player` among `set` (maximal already) and `x`, as a new list: `x` is
 * dropped when an option of the set is at least as good, and drops the ones it beats.
 */
function withMaximal(set: readonly Game[], x: Game, player: Player): Game[] {
  for (const b of set) if (b === x || (player === 'L' ? leq(x, b) : leq(b, x))) return set as Game[];
  const out: Game[] = [];
  for (const b of set) if (!(player === 'L' ? leq(b, x) : leq(x, b))) out.push(b);
  out.push(x);
  return out;
}

let kept: TopplingSolver | undefined;

/**
 * The canonical value of a Toppling Dominoes position. With `maxEntries`, a fresh solver with that
 * limit; otherwise one kept between calls.
 * @throws PositionSyntaxError on a bad position; LimitError past `maxEntries`; AbortError.
 */
export function topplingValue(p: TopplingPosition | string, opts: RunOptions & { maxEntries?: number } = {}): Game {
  opts = runOptions(opts, 'topplingValue');
  let s: TopplingSolver;
  if (opts.maxEntries !== undefined) s = new TopplingSolver({ maxEntries: opts.maxEntries });
  else {
    kept ??= new TopplingSolver();
    if (kept.size > 2_000_000) kept.clear();
    s = kept;
  }
  return s.value(p, opts);
}

/** The longest row the outcome rules decide by {@link topplingRowWins} (its work grows as the cube of the length). */
export const MAX_DECIDED_ROW = 400;

/**
 * True when `player` moving first wins the row `row` (of `l`, `r`, `e`; no empty places), from who
 * wins each of its stretches moving first, by increasing length: a topple leaves a stretch (a
 * prefix or a suffix of the stretch toppled in), so the player to move in a stretch wins when one
 * of their topples leaves a stretch the other loses moving first. No recursion; work n³/3 for n
 * dominoes, n² bytes. `run` is stepped once per stretch length.
 */
export function topplingRowWins(row: string, player: Player, run?: RunControl): boolean {
  const n = row.length;
  const w = n + 1;
  // wl[i * w + j], wr[...]: Left (Right) moving first wins the stretch of dominoes i .. j - 1
  const wl = new Uint8Array(w * w);
  const wr = new Uint8Array(w * w);
  const kind = new Uint8Array(n); // bit 0: Left may topple it, bit 1: Right may
  for (let k = 0; k < n; k++) kind[k] = row[k] === 'l' ? 1 : row[k] === 'r' ? 2 : 3;
  for (let len = 1; len <= n; len++) {
    run?.step();
    for (let i = 0, j = len; j <= n; i++, j++) {
      let l = 0;
      let r = 0;
      for (let k = i; k < j && (l & r) === 0; k++) {
        const t = kind[k]!;
        if ((t & 1) !== 0 && l === 0 && (wr[i * w + k] === 0 || wr[(k + 1) * w + j] === 0)) l = 1;
        if ((t & 2) !== 0 && r === 0 && (wl[i * w + k] === 0 || wl[(k + 1) * w + j] === 0)) r = 1;
      }
      wl[i * w + j] = l;
      wr[i * w + j] = r;
    }
  }
  return (player === 'L' ? wl[n] : wr[n]) === 1;
}

/**
 * Toppling Dominoes' rules for the outcome search (`OutcomeSearch`): the rows are the components,
 * each without its empty places (rows with no domino left out), keyed by their text; a row's value
 * is used when it is of one kind (±n, *n), already in `solver`'s table, or at most `smallLength`
 * dominoes long, or `sumLength` when it is not alone in the sum (valued by `solver`: a sum of rows
 * is searched over its rows' canonical forms, far fewer positions than the product of its rows').
 * With `stretches` (the default), a position of one row of at most `MAX_DECIDED_ROW`
 * dominoes is decided by `topplingRowWins` instead (who wins each of its stretches).
 */
export function topplingOutcomeRules(solver: TopplingSolver = new TopplingSolver(), smallLength = 0, sumLength = 40, stretches = true): OutcomeRules<TopplingPosition, string> {
  const rowsOf = (p: TopplingPosition): string[] => p.rows.map((row) => (row.includes('.') ? row.replace(/\./g, '') : row)).filter((s) => s.length > 0);
  return {
    name: 'Toppling Dominoes',
    decide: (p, player, run) => {
      if (!stretches) return undefined;
      const rows = rowsOf(p);
      if (rows.length === 0) return false;
      return rows.length === 1 && rows[0]!.length <= MAX_DECIDED_ROW ? topplingRowWins(rows[0]!, player, run) : undefined;
    },
    start: rowsOf,
    options: (s, player) => {
      const own = player === 'L' ? 'l' : 'r';
      const out: string[] = [];
      for (let k = 0; k < s.length; k++) {
        if (s[k] !== own && s[k] !== 'e') continue;
        out.push(s.slice(k + 1));
        out.push(s.slice(0, k));
      }
      return out;
    },
    components: (s) => (s.length > 0 ? [s] : []),
    key: (s) => s,
    classify: (s, inSum) => oneKind(s) ?? ((solver.size > 0 ? solver.cachedRow(s) : undefined) ?? (s.length <= (inSum ? sumLength : smallLength) ? solver.value(s) : s)),
  };
}
