/**
 * Heap rules: the moves of a take-and-break game, read from CGSuite 1.1's `TBCode` notation (and
 * from subtraction sets and the classic names), as the multisets of heaps a move leaves.
 *
 * A position of a heap game is a sum of heaps. A move picks one heap of size n, takes i tokens
 * from it (adds −i when i < 0) and leaves the rest as exactly j nonempty heaps, when the code's
 * digit d_i allows it: bit j of d_i is set, and the split meets the digit's constraint for j parts
 * (`!`: pairwise unequal, `?`: not all equal). The notation (CGSuite 1.1, `TBCode`):
 *
 * - digits `0`–`9`, `A`–`Z` (10–35, either case), `&20;` (decimal) and `&x14;` (hexadecimal) for
 *   larger digits; the digit just left of the point is d_0, those further left d_{-1}, d_{-2}, ...
 *   (adding tokens), those right of it d_1, d_2, ... (`.07` is `0.07`);
 * - `d!` every split of d into 2 or more heaps is into pairwise unequal heaps, `d?` into heaps not
 *   all equal; `(d?b!a)` constrains the splits of the bits of b by `?` and those of a by `!`
 *   (`(d?!a)`: `?` on the rest; `(d?b!)`: `!` on the rest); `4!.` is Grundy's game;
 * - `[…]` around the last digits repeats them forever (`0.[3]` is Nim);
 * - `_g` at the end: g ghost tokens under every heap (a heap of n > g tokens plays as n − g, with g
 *   ghosts added under every part).
 *
 * Also read: a subtraction set `{1,3,4}` (remove 1, 3 or 4 tokens), an all-but subtraction set
 * `allbut{1,2}` (remove any number but 1 or 2), and the names Nim, Kayles, Dawson's Kayles,
 * Dawson's Chess, Officers, Grundy's game, Double Kayles.
 *
 * Invariants: a {@link HeapRules} is immutable and normalized as CGSuite normalizes codes (no
 * leading or trailing zero digits, the shortest repeating block, no 0-heap splits from d_0 or an
 * adding digit, `?` on 2 heaps written `!`), so two codes with the same moves from every heap
 * print the same {@link HeapRules.code} when CGSuite's printing would; every move is reported once,
 * as its parts in nondecreasing order, in CGSuite's traversal order (tokens removed ascending, then
 * the number of parts, then the parts lexicographically). Nothing here recurses.
 */
import { clip, LimitError, PartizanError } from '../engine/errors.js';
import { limitOption } from '../engine/run.js';
import { kindError, optionsArg, requireInt, requireIterable, requireShape } from '../engine/guard.js';

/** Text that is not a take-and-break code (or a subtraction set, or a known name). */
export class HeapCodeError extends PartizanError {
  override name = 'HeapCodeError';
  override readonly code: string = 'HEAP_CODE';
  /** 0-based index in the text where the problem was found. */
  readonly index: number;
  /**
   * @param message what is wrong (without the text; the text is quoted, clipped, by the constructor).
   * @param text the code's text.
   * @param index 0-based index of the problem in `text`.
   */
  constructor(message: string, text: string, index: number) {
    super(`${message} at index ${index} of the code ${clip(JSON.stringify(text), 120)}`);
    this.index = index;
  }
}

/**
 * One digit of a code: which numbers of parts a move may leave, and with which constraint. Bit j
 * of `allowed` set: the rest may be left as exactly j nonempty heaps; bit j of `notAllEqual`
 * (resp. `pairwiseUnequal`) set, with j ≥ 3 (resp. j ≥ 2): only when those heaps are not all equal
 * (resp. pairwise unequal). The constraint masks are submasks of `allowed`, disjoint, without bits
 * 0 and 1, and `notAllEqual` never has bit 2 (for two heaps the constraints agree; it is written `!`).
 */
export interface CodeDigit {
  /** Bit j: the rest may be left as exactly j nonempty heaps. */
  readonly allowed: number;
  /** Bit j: those j heaps must not all be equal. */
  readonly notAllEqual: number;
  /** Bit j: those j heaps must be pairwise unequal. */
  readonly pairwiseUnequal: number;
}

/** Options of {@link parseHeapRules}. */
export interface HeapRulesOptions {
  /**
   * Most digits a code may have (its number of digits, or the largest element of a subtraction set
   * plus one); default 1,000,000, a {@link LimitError} beyond.
   */
  maxDigits?: number;
  /** Longest text read (default 100,000 characters; a {@link LimitError} beyond). */
  maxLength?: number;
}

/** Options of {@link HeapRules.moves}. */
export interface HeapMovesOptions {
  /** Most moves listed (default 1,000,000; a {@link LimitError} beyond). */
  maxMoves?: number;
}

/** The largest digit value: 2^31 − 1 (a split into at most 30 heaps). */
export const MAX_DIGIT = 0x7fffffff;
/** The most ghost tokens a code may ask for. */
export const MAX_GHOSTS = 1_000_000_000;
/** The largest heap the rules take: 2^31 − 1 (heap sizes are 32-bit integers). */
export const MAX_HEAP = 0x7fffffff;

const ZERO: CodeDigit = Object.freeze({ allowed: 0, notAllEqual: 0, pairwiseUnequal: 0 });
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The classic names and their codes (CGSuite's `game.heap` names; Winning Ways, chapter 4). */
export const NAMED_CODES: Readonly<Record<string, { readonly name: string; readonly code: string }>> = Object.freeze({
  nim: { name: 'Nim', code: '0.[3]' },
  kayles: { name: 'Kayles', code: '0.77' },
  dawsonskayles: { name: "Dawson's Kayles", code: '0.07' },
  dawsonschess: { name: "Dawson's Chess", code: '0.137' },
  officers: { name: 'Officers', code: '0.6' },
  grundysgame: { name: "Grundy's game", code: '4!.0' },
  grundy: { name: "Grundy's game", code: '4!.0' },
  doublekayles: { name: 'Double Kayles', code: '0.7777' },
});

/** The bit count of a mask. */
function bitLength(x: number): number {
  return x === 0 ? 0 : 32 - Math.clz32(x);
}

/** A digit from CGSuite 1.1's three numbers (d, its `?` mask, its `!` mask), normalized as CGSuite does. */
export function codeDigit(value: number, notAllEqual = 0, pairwiseUnequal = 0): CodeDigit {
  for (const [x, name] of [[value, 'value'], [notAllEqual, 'notAllEqual'], [pairwiseUnequal, 'pairwiseUnequal']] as const) requireInt(x, 'codeDigit', name, 0, 0xffffffff);
  const allowed = (value | notAllEqual | pairwiseUnequal) >>> 0;
  let nae = notAllEqual & ~3 & ~pairwiseUnequal;
  let pu = pairwiseUnequal & ~3;
  if (nae === 4 || pu !== 0) {
    // for two heaps "not all equal" is "unequal": CGSuite writes it with !
    pu |= nae & 4;
    nae &= ~4;
  }
  if (allowed === 0) return ZERO;
  return Object.freeze({ allowed: allowed | 0, notAllEqual: nae | 0, pairwiseUnequal: pu | 0 });
}

const sameDigit = (a: CodeDigit, b: CodeDigit): boolean => a.allowed === b.allowed && a.notAllEqual === b.notAllEqual && a.pairwiseUnequal === b.pairwiseUnequal;

/** The digit without the split into `parts` heaps. */
function without(d: CodeDigit, parts: number): CodeDigit {
  const m = ~(1 << parts);
  return codeDigit(d.allowed & m, d.notAllEqual & m, d.pairwiseUnequal & m);
}

/** One digit's text, as CGSuite 1.1 prints a digit (`7`, `4!`, `(R?8!G)`, `&x40;`). */
export function digitText(d: CodeDigit): string {
  requireShape(d, 'digitText', 'd', 'a code digit (codeDigit)', { allowed: 'number', notAllEqual: 'number', pairwiseUnequal: 'number' });
  const v = d.allowed;
  const high = v & ~3;
  let u = d.notAllEqual !== 0 && d.notAllEqual === high ? -1 : d.notAllEqual;
  let p = d.pairwiseUnequal !== 0 && d.pairwiseUnequal === high ? -1 : d.pairwiseUnequal;
  if (u > 0 && p === 4) {
    u |= 4;
    p = 0;
    if (u === high) u = -1;
  }
  const one = (x: number): string => (x < 36 ? CHARS[x]! : `&x${x.toString(16)};`);
  if (u > 0 || p > 0) return `(${one(v)}${u === 0 ? '' : u < 0 ? '?' : '?' + one(u)}${p === 0 ? '' : p < 0 ? '!' : '!' + one(p)})`;
  return one(v) + (u < 0 ? '?' : '') + (p < 0 ? '!' : '');
}

/**
 * The rules of a take-and-break heap game (see the module notes): the digits of its code, and the
 * moves from a heap. Made by {@link parseHeapRules} or {@link HeapRules.fromDigits}.
 *
 * @example
 * ```ts
 * import { parseHeapRules } from 'partizan';
 * const kayles = parseHeapRules('Kayles');
 * kayles.code; // '0.77'
 * kayles.moves(4); // [[3], [1, 2], [2], [1, 1]]
 * ```
 */
export class HeapRules {
  /** The digits d_0, d_1, ..., d_L (the last {@link HeapRules.period} of them repeat forever). */
  readonly digits: readonly CodeDigit[];
  /** The adding digits d_{-1}, d_{-2}, ... (d_{-k} at index k − 1). */
  readonly additive: readonly CodeDigit[];
  /** How many of the last digits repeat forever (0: a finite code). */
  readonly period: number;
  /** Ghost tokens under every heap. */
  readonly ghosts: number;
  /** The code in CGSuite's notation, normalized (`'0.77'`, `'4!.0'`, `'0.[3]'`). */
  readonly code: string;
  /** The name it was given by (`'Kayles'`, `'{1,3,4}'`), or the code. */
  readonly name: string;
  /** The most heaps a move leaves. */
  readonly maxParts: number;
  /** The most tokens a move removes: the index of the last nonzero digit (Infinity for a repeating code). */
  readonly maxRemoved: number;
  /** True when every part a move leaves is smaller than the heap it came from (the game is short). */
  readonly isShort: boolean;
  /** True when no digit has a constraint (`!` or `?`). */
  readonly isUnconstrained: boolean;
  /**
   * The least difference between a heap and the largest part a move from it leaves (over every
   * move that leaves a part): G(n) depends only on G(0), ..., G(n − lag). At least 1 for a short
   * code; Infinity when no move leaves a part.
   */
  readonly lag: number;

  private readonly idx: number[]; // nonzero digit indices (i ≥ -prelength), ascending, for finite codes
  private readonly dig: CodeDigit[]; // d_{-prelength} ... d_L

  private constructor(digits: CodeDigit[], additive: CodeDigit[], period: number, ghosts: number, name: string | undefined) {
    // reached from JavaScript with `new` too: rules are made by parseHeapRules, fromDigits, subtraction
    if (!Array.isArray(digits) || !Array.isArray(additive) || typeof period !== 'number' || typeof ghosts !== 'number') {
      throw kindError('new HeapRules', 'digits', 'made by parseHeapRules, HeapRules.fromDigits or HeapRules.subtraction', digits);
    }
    this.digits = Object.freeze(digits);
    this.additive = Object.freeze(additive);
    this.period = period;
    this.ghosts = ghosts;
    this.dig = [...[...additive].reverse(), ...digits];
    this.idx = [];
    for (let k = 0; k < this.dig.length; k++) if (this.dig[k]!.allowed !== 0) this.idx.push(k - additive.length);
    const all = [...digits, ...additive];
    this.maxParts = all.reduce((m, d) => Math.max(m, bitLength(d.allowed) - 1), 0);
    this.maxRemoved = period > 0 ? Infinity : digits.length - 1;
    this.isUnconstrained = all.every((d) => d.notAllEqual === 0 && d.pairwiseUnequal === 0);
    let short = true;
    let lag = Infinity;
    // removing i ≥ 0 tokens (i = -k when adding k) and leaving j ≥ 1 parts: the largest part is
    // n − i − (j − 1) at most (n − i − j(j−1)/2 when pairwise unequal)
    const consider = (i: number, d: CodeDigit): void => {
      for (let j = 1; j <= 30; j++) {
        if (!(d.allowed & (1 << j))) continue;
        const drop = d.pairwiseUnequal & (1 << j) ? i + (j * (j - 1)) / 2 : i + j - 1;
        if (drop < 1) short = false;
        lag = Math.min(lag, drop);
      }
    };
    this.dig.forEach((d, k) => consider(k - additive.length, d));
    this.isShort = short;
    this.lag = short ? lag : 0;
    const prefix = [...additive].reverse().map(digitText).join('') + digitText(digits[0]!);
    const pre = digits.length - period;
    const tail = digits.slice(1, pre).map(digitText).join('');
    const rep = period > 0 ? `[${digits.slice(pre).map(digitText).join('')}]` : '';
    this.code = `${prefix}.${tail === '' && rep === '' ? '0' : tail}${rep}${ghosts > 0 ? `_${ghosts}` : ''}`;
    this.name = name ?? this.code;
    Object.freeze(this);
  }

  /**
   * Rules from digits, normalized as CGSuite normalizes them (see the module notes).
   * @param digits d_0, d_1, ... (at least d_0).
   * @param opts `additive`: d_{-1}, d_{-2}, ...; `period`: how many of the last digits repeat
   *   (they must come after the point); `ghosts`; `name`.
   */
  static fromDigits(digits: readonly CodeDigit[], opts: { additive?: readonly CodeDigit[]; period?: number; ghosts?: number; name?: string } = {}): HeapRules {
    if (!Array.isArray(digits)) throw kindError('HeapRules.fromDigits', 'digits', 'an array of code digits (codeDigit)', digits);
    if (typeof opts !== 'object' || opts === null || (opts.additive !== undefined && !Array.isArray(opts.additive))) throw kindError('HeapRules.fromDigits', 'opts', 'an object with optional additive digits, period, ghosts, name', opts);
    let ds = digits.length ? digits.map((d) => codeDigit(d.allowed, d.notAllEqual, d.pairwiseUnequal)) : [ZERO];
    let ad = (opts.additive ?? []).map((d) => codeDigit(d.allowed, d.notAllEqual, d.pairwiseUnequal));
    let period = opts.period ?? 0;
    const ghosts = opts.ghosts ?? 0;
    if (!Number.isInteger(period) || period < 0 || period > ds.length - 1) throw new LimitError(`the repeating part must be some of the digits after the point, got ${period} of ${ds.length - 1}`, 'period');
    if (!Number.isInteger(ghosts) || ghosts < 0 || ghosts > MAX_GHOSTS) throw new LimitError(`ghosts must be an integer from 0 to ${MAX_GHOSTS}, got ${ghosts}`, 'ghosts');
    // no 0-heap move when nothing is removed
    ds[0] = without(ds[0]!, 0);
    ad = ad.map((d) => without(d, 0));
    while (ad.length > 0 && ad[ad.length - 1]!.allowed === 0) ad.pop();
    if (period > 0) {
      const start = ds.length - period;
      const block = ds.slice(start);
      if (block.every((d) => d.allowed === 0)) {
        ds = ds.slice(0, start);
        period = 0;
      } else {
        // the shortest repeating block, then start it as early as possible (never before d_1)
        let p = block.length;
        for (let q = 1; q < block.length; q++) if (block.length % q === 0 && block.every((d, k) => sameDigit(d, block[k % q]!))) { p = q; break; }
        let s = start;
        while (s > 1 && sameDigit(ds[s - 1]!, ds[s + p - 1]!)) s--;
        ds = ds.slice(0, s + p);
        period = p;
      }
    }
    if (period === 0) while (ds.length > 1 && ds[ds.length - 1]!.allowed === 0) ds.pop();
    if (ds.length === 0) ds = [ZERO];
    return new HeapRules(ds, ad, period, ghosts, opts.name);
  }

  /**
   * The subtraction game of `set` (remove exactly s tokens, s in the set: the code with a 3 at each
   * s), or with `allbut`, the all-but subtraction game (remove any positive number of tokens not in
   * the set; the code ends in `[3]`). CGSuite's `TakeAndBreak.FromSubtractionSet`.
   */
  static subtraction(set: Iterable<number>, opts: { allbut?: boolean; maxDigits?: number; name?: string } = {}): HeapRules {
    opts = optionsArg(opts, 'HeapRules.subtraction');
    set = requireIterable<number>(set, 'HeapRules.subtraction', 'set');
    const maxDigits = limitOption(opts.maxDigits, 1_000_000, 'maxDigits');
    const s = new Set<number>();
    for (const x of set) {
      if (!Number.isSafeInteger(x) || x < 1) throw new LimitError(`a subtraction set holds positive integers, got ${clip(x, 40)}`, 'set');
      if (x + 1 > maxDigits) throw new LimitError(`the subtraction set's element ${x} needs ${x + 1} digits, more than maxDigits = ${maxDigits}`, 'maxDigits');
      s.add(x);
    }
    const top = Math.max(0, ...s);
    const three = codeDigit(3);
    const ds: CodeDigit[] = [ZERO];
    for (let i = 1; i <= top; i++) ds.push(s.has(i) !== (opts.allbut === true) ? three : ZERO);
    if (opts.allbut === true) ds.push(three);
    const label = opts.name ?? `${opts.allbut === true ? 'allbut' : ''}{${[...s].sort((a, b) => a - b).join(',')}}`;
    return HeapRules.fromDigits(ds, { period: opts.allbut === true ? 1 : 0, name: label });
  }

  /** The digit for removing `i` tokens (adding −i when i < 0): the zero digit outside the code. */
  digit(i: number): CodeDigit {
    if (i < 0) return this.additive[-i - 1] ?? ZERO;
    if (i < this.digits.length) return this.digits[i]!;
    if (this.period === 0) return ZERO;
    const pre = this.digits.length - this.period;
    return this.digits[pre + ((i - pre) % this.period)]!;
  }

  /** True when the code has no repeating part. */
  get isFinite(): boolean {
    return this.period === 0;
  }

  /** Number of adding digits (left of d_0). */
  get prelength(): number {
    return this.additive.length;
  }

  /** True for an unconstrained code whose moves leave at most 2 heaps (CGSuite's `isOctal`). */
  get isOctal(): boolean {
    return this.isUnconstrained && this.maxParts <= 2;
  }

  /** The code. */
  toString(): string {
    return this.code;
  }

  /**
   * Visits every move from a heap of size `n`: `visit(parts, count, removed)` gets the parts left,
   * nondecreasing in `parts[0..count)` (an array reused between calls: copy what you keep), and the
   * tokens removed (negative when tokens were added). Returning `true` from `visit` stops the
   * visit. Allocates nothing per move.
   */
  forEachMove(n: number, visit: (parts: Int32Array, count: number, removed: number) => boolean | void): void {
    checkHeap(n);
    if (typeof visit !== 'function') throw kindError('HeapRules.forEachMove', 'visit', 'a function', visit);
    const g = this.ghosts;
    if (n <= g) return;
    const real = n - g;
    const buf = new Int32Array(Math.max(1, Math.min(this.maxParts, real + this.additive.length)));
    const shifted =
      g === 0
        ? visit
        : (p: Int32Array, c: number, r: number): boolean | void => {
            for (let k = 0; k < c; k++) p[k]! += g;
            const stop = visit(p, c, r);
            for (let k = 0; k < c; k++) p[k]! -= g;
            return stop;
          };
    const lastI = this.period > 0 ? real : Math.min(real, this.maxRemoved);
    const finite = this.period === 0;
    const list = this.idx;
    const first = -this.additive.length;
    for (let k = 0, i = first; finite ? k < list.length : i <= lastI; finite ? k++ : i++) {
      if (finite) {
        i = list[k]!;
        if (i > lastI) break;
      }
      const d = this.digit(i);
      if (d.allowed === 0) continue;
      const m = real - i;
      if (m === 0) {
        if (d.allowed & 1 && shifted(buf, 0, i) === true) return;
        continue;
      }
      const top = Math.min(bitLength(d.allowed) - 1, m, buf.length);
      for (let j = 1; j <= top; j++) {
        if (!(d.allowed & (1 << j))) continue;
        const mode = d.pairwiseUnequal & (1 << j) ? 2 : d.notAllEqual & (1 << j) ? 1 : 0;
        if (partitions(m, j, mode, buf, i, shifted)) return;
      }
    }
  }

  /**
   * The moves from a heap of size `n`, each as its parts in nondecreasing order (`[]`: the heap is
   * removed), in CGSuite's order. A {@link LimitError} past `maxMoves` (default 1,000,000).
   */
  moves(n: number, opts: HeapMovesOptions = {}): number[][] {
    const max = limitOption(opts.maxMoves, 1_000_000, 'maxMoves');
    const out: number[][] = [];
    this.forEachMove(n, (p, c) => {
      if (out.length >= max) throw new LimitError(`a heap of ${n} has more than ${max} moves (the limit maxMoves)`, 'maxMoves');
      out.push(Array.from(p.subarray(0, c)));
    });
    return out;
  }

  /** The number of moves from a heap of size `n` (counted, not listed). */
  countMoves(n: number): number {
    let c = 0;
    this.forEachMove(n, () => {
      c++;
    });
    return c;
  }
}

function checkHeap(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_HEAP) throw new LimitError(`a heap size must be an integer from 0 to ${MAX_HEAP}, got ${clip(n, 40)}`, 'heap');
}

/**
 * Visits the partitions of m into exactly j parts, nondecreasing, in lexicographic order; mode 0:
 * all, 1: not all equal, 2: pairwise unequal (strictly increasing). Returns true when `visit` did.
 */
function partitions(m: number, j: number, mode: number, a: Int32Array, removed: number, visit: (p: Int32Array, c: number, r: number) => boolean | void): boolean {
  if (j === 1) {
    a[0] = m;
    return visit(a, 1, removed) === true;
  }
  if (mode === 2) {
    // strictly increasing: 1, 2, ..., j−1, rest
    const base = (j * (j - 1)) / 2;
    if (m - base < j) return false;
    for (let k = 0; k < j - 1; k++) a[k] = k + 1;
    a[j - 1] = m - base;
    for (;;) {
      if (visit(a, j, removed) === true) return true;
      // the largest k ≤ j−2 whose part can grow by one, the parts after it following on
      let s = a[j - 1]!;
      let k = j - 2;
      for (; k >= 0; k--) {
        s += a[k]!;
        const v = a[k]! + 1;
        const t = j - k; // parts k..j−1
        // parts v, v+1, ..., v+t−2 and a last part > v+t−2
        if (s - (t - 1) * v - ((t - 1) * (t - 2)) / 2 > v + t - 2) {
          for (let q = 0; q < t - 1; q++) a[k + q] = v + q;
          a[j - 1] = s - (t - 1) * v - ((t - 1) * (t - 2)) / 2;
          break;
        }
      }
      if (k < 0) return false;
    }
  }
  if (m < j) return false;
  for (let k = 0; k < j - 1; k++) a[k] = 1;
  a[j - 1] = m - (j - 1);
  for (;;) {
    if (!(mode === 1 && a[0] === a[j - 1]) && visit(a, j, removed) === true) return true;
    let s = a[j - 1]!;
    let k = j - 2;
    for (; k >= 0; k--) {
      s += a[k]!;
      const v = a[k]! + 1;
      if (s >= (j - k) * v) {
        for (let q = k; q < j - 1; q++) a[q] = v;
        a[j - 1] = s - (j - 1 - k) * v;
        break;
      }
    }
    if (k < 0) return false;
  }
}

/** The name folded for lookup: lower case, without spaces, hyphens, apostrophes, underscores. */
const fold = (s: string): string => s.toLowerCase().replace(/[\s\-_'’]/g, '');

/**
 * Reads heap rules: a take-and-break code in CGSuite 1.1's notation (`0.07`, `.07`, `4.07`,
 * `4!.`, `0.(7?4)`, `0.[3]`, `0.&127;!&64;`, `0.3F`, `0.77_2`), a subtraction set (`{1,3,4}`), an
 * all-but subtraction set (`allbut{1,2}`), or a classic name (`Kayles`, `Dawson's Kayles`, `Nim`,
 * `Officers`, `Grundy's game`, `Dawson's Chess`, `Double Kayles`). Case does not matter.
 *
 * @throws HeapCodeError on text that is none of these, saying where.
 * @throws LimitError past `maxDigits` or `maxLength`.
 *
 * @example
 * ```ts
 * import { parseHeapRules } from 'partizan';
 * parseHeapRules('4?.').code; // '4!.0' (Grundy's game)
 * parseHeapRules('{2,3,7}').code; // '0.0330003'
 * parseHeapRules('allbut{2,3,7}').code; // '0.3003330[3]'
 * ```
 */
export function parseHeapRules(text: string, opts: HeapRulesOptions = {}): HeapRules {
  const maxLength = limitOption(opts.maxLength, 100_000, 'maxLength');
  const maxDigits = limitOption(opts.maxDigits, 1_000_000, 'maxDigits');
  if (typeof text !== 'string') throw new HeapCodeError(`a code is a string, got ${typeof text}`, String(text), 0);
  if (text.length > maxLength) throw new LimitError(`the code has ${text.length} characters, more than maxLength = ${maxLength}`, 'maxLength');
  const t = text.trim();
  // an own key only: 'constructor' or 'toString' is a code to read, not a property of Object
  const named = Object.hasOwn(NAMED_CODES, fold(t)) ? NAMED_CODES[fold(t)] : undefined;
  if (named !== undefined) return withName(parseCode(named.code, maxDigits), named.name);
  const sub = /^(all\s*-?\s*but\s*)?\{\s*([^}]*)\}$/i.exec(t);
  if (sub) {
    const items = sub[2]!.trim() === '' ? [] : sub[2]!.split(',').map((s) => s.trim());
    const nums = items.map((s, k) => {
      if (!/^\d{1,15}$/.test(s)) throw new HeapCodeError(`a subtraction set lists positive integers separated by commas; element ${k + 1} is ${clip(JSON.stringify(s), 30)}`, text, text.indexOf('{') + 1);
      return Number(s);
    });
    if (nums.some((x) => x === 0)) throw new HeapCodeError('a subtraction set holds positive integers (0 is not a move)', text, text.indexOf('{') + 1);
    return HeapRules.subtraction(nums, { allbut: sub[1] !== undefined, maxDigits });
  }
  return parseCode(t, maxDigits, text);
}

function withName(r: HeapRules, name: string): HeapRules {
  return HeapRules.fromDigits(r.digits, { additive: r.additive, period: r.period, ghosts: r.ghosts, name });
}

/** CGSuite 1.1's TBCode(String), with its errors as HeapCodeErrors. */
function parseCode(s: string, maxDigits: number, original = s): HeapRules {
  const ds: CodeDigit[] = [];
  let point = -1; // number of digits before the point, minus one (1.1's nAdditiveDigits)
  let open = -1;
  let openAt = -1;
  let close = -1;
  let ghosts = 0;
  let pos = 0;
  const at = (k: number): number => Math.max(0, original.indexOf(s) + k);
  const fail = (msg: string, k: number): never => {
    throw new HeapCodeError(msg, original, at(k));
  };
  if (s.length === 0) fail('an empty code (write 0.7, say, or a name such as Kayles)', 0);
  // one plain digit character, or an extended digit &ddd; / &xhh;, at pos; -1 when none
  const one = (): number => {
    const ch = s[pos];
    if (ch === undefined) return -1;
    if (ch === '&') {
      const start = pos;
      pos++;
      let radix = 10;
      if (s[pos] === 'x' || s[pos] === 'X') {
        radix = 16;
        pos++;
      }
      let v = 0;
      let digits = 0;
      while (s[pos] !== ';') {
        if (pos >= s.length) fail('an extended digit &...; is not closed by ;', start);
        const d = parseInt(s[pos]!, radix);
        if (Number.isNaN(d)) fail(`${JSON.stringify(s[pos])} is not a ${radix === 16 ? 'hexadecimal' : 'decimal'} digit of an extended digit`, pos);
        v = v * radix + d;
        if (v > MAX_DIGIT) fail(`an extended digit may be at most ${MAX_DIGIT} (a split into at most 30 heaps)`, start);
        digits++;
        pos++;
      }
      if (digits === 0) fail('an extended digit &...; needs a number', start);
      pos++;
      return v;
    }
    const v = CHARS.indexOf(ch.toUpperCase());
    if (v < 0) return -1;
    pos++;
    return v;
  };
  while (pos < s.length) {
    const ch = s[pos]!;
    if (ch === '.') {
      if (point >= 0) fail('a second point', pos);
      if (open >= 0) fail('the repeating part [...] must come after the point', openAt);
      if (ds.length === 0) ds.push(ZERO);
      point = ds.length - 1;
      pos++;
    } else if (ch === '[') {
      if (open >= 0) fail('a second [', pos);
      if (point < 0) fail('the repeating part [...] must come after the point', pos);
      open = ds.length;
      openAt = pos;
      pos++;
    } else if (ch === ']') {
      if (open < 0 || close >= 0) fail('a ] without its [', pos);
      close = ds.length;
      pos++;
      if (pos < s.length && s[pos] !== '_') fail('the repeating part [...] must end the code (only _ghosts may follow)', pos);
    } else if (ch === '_') {
      const g = s.slice(pos + 1);
      if (!/^\d{1,10}$/.test(g) || Number(g) > MAX_GHOSTS) fail(`_ is followed by the number of ghost tokens (0 to ${MAX_GHOSTS})`, pos);
      ghosts = Number(g);
      pos = s.length;
    } else {
      const start = pos;
      let d: CodeDigit;
      if (ch === '(') {
        pos++;
        const v = one();
        if (v < 0) fail('a parenthesized digit (d?b!a) starts with a digit', pos);
        // absent: 0; a modifier without its digit: -1 (it takes the splits the other leaves)
        let u = 0;
        let p = 0;
        if (s[pos] === '?') {
          pos++;
          u = one();
        }
        if (s[pos] === '!') {
          pos++;
          p = one();
        }
        if (s[pos] !== ')') fail(pos >= s.length ? 'a ( without its )' : `${JSON.stringify(s[pos])} inside a parenthesized digit (expected ?, ! or ))`, pos);
        pos++;
        // CGSuite 1.1's rule: (d?b!) puts ! on the splits of d that b does not constrain, (d?!a)
        // puts ? on those a does not; (d?!) is d?! (! on every split)
        if (u < 0 && p < 0) u = p = v;
        else if (u < 0) u = v & ~(p | 3);
        else if (p < 0) p = v & ~(u | 3);
        d = codeDigit(v, u, p);
      } else {
        const v = one();
        if (v < 0) fail(`${JSON.stringify(ch)} is not a code digit (0-9, A-Z, &n;, &xh;, (d?b!a))`, start);
        let u = 0;
        let p = 0;
        if (s[pos] === '?') {
          pos++;
          u = v;
        }
        if (s[pos] === '!') {
          pos++;
          p = v;
        }
        d = codeDigit(v, u, p);
      }
      ds.push(d);
      if (ds.length > maxDigits) throw new LimitError(`the code has more than maxDigits = ${maxDigits} digits`, 'maxDigits');
    }
  }
  if (point < 0) fail("a code needs a point ('.'): write 0.7, not 7", s.length);
  if (open >= 0 && close < 0) fail('a [ without its ]', openAt);
  if (open >= 0 && close === open) fail('an empty repeating part []', openAt);
  const before = ds.slice(0, point + 1);
  const additive = before.slice(0, -1).reverse();
  const digits = [before[before.length - 1]!, ...ds.slice(point + 1)];
  return HeapRules.fromDigits(digits, { additive, period: open >= 0 ? close - open : 0, ghosts });
}
