/**
 * CGSuite notation for loopy values (the loopy syntax only; short games go to {@link parse}):
 * `pass` (a move back to the innermost enclosing game: `{0|pass}`), labels that point back
 * (`a{0|a}`, `a{0||||0|||a|*||*}`), the constants `on`, `off`, `over`, `under`, `upon`, `dud`,
 * `tis`, `tisn`, pseudonumbers `3/2over`, `-5under`, sums, negation, `+-G`, `G & H` (the value
 * with onside G and offside H), and integer multiples `10*upon`, `9*(upon & v)`, `G * 3` (n copies
 * of G added by the loopy engine's sums, binary doubling; see multiples.ts). A `*` is the product
 * exactly where the short grammar makes it one (parser.ts, "Multiples"): after a complete operand
 * when it does not touch a literal before it, or bare and touching a literal but followed by an
 * operand (`10*upon`, `2*^[on]`, `3* upon`). Like the short grammar's `3*-2`, `3*over` keeps the
 * reading it had, 3* + over.
 *
 * Nesting is read with recursion bounded by `maxDepth` (default 1000); deeper text is a
 * ParseError.
 */
import { add as addShort, neg as negShort } from '../engine/arith.js';
import { nus } from '../engine/constructors.js';
import { Game } from '../engine/game.js';
import { LimitError, ValueError } from '../engine/errors.js';
import {
  DUD,
  OFF,
  ON,
  OVER,
  SidedValue,
  Stopper,
  TIS,
  TISN,
  UNDER,
  UPON,
  formatLoopy,
  loopyOf,
  sided,
  tinyFormValue,
  pseudonumberValue,
  toGame,
  uponFormValue,
} from '../loopy/index.js';
import { SimplifiedSide, SimplifiedSidedValue, type AnyLoopyValue, addAny, anyOffside, anyOnside, anySideOfWork, anyValueOfWork, negAny, simplifiedSided } from '../loopy/simplified.js';
import type { LoopyValueOptions } from '../loopy/graph.js';
import { GameGraph } from '../graph/graph.js';
import { ParseError } from './errors.js';
import { multiply, NOT_INTEGER, TOO_LARGE } from './multiples.js';
import { type AnyValue, type LoopyLimits, parse, setLoopyReader } from './parser.js';
import './print.js'; // installs the short-game printer that loopy printing uses for short followers

export type { AnyValue, LoopyLimits } from './parser.js';

type Term = { readonly node: number } | { readonly value: AnyValue | SimplifiedSide };

const CONSTANTS: Record<string, () => AnyValue> = {
  on: () => ON,
  off: () => OFF,
  over: () => OVER,
  under: () => UNDER,
  upon: () => UPON,
  dud: () => DUD,
  tis: () => TIS,
  tisn: () => TISN,
};

/** Options of {@link parseLoopy}. */
export interface LoopyParseOptions {
  /** Deepest nesting of braces and parentheses (default 1000). */
  readonly maxDepth?: number;
  /**
   * Limits of the loopy engine for the values the text builds (its graphs, sums, sidings): see
   * `LoopyValueOptions` (defaults: maxNodes 4,000,000, maxPairs 16,000,000, maxSidleWork
   * 400,000,000). Smaller limits make any text fail fast with a LimitError instead of working long
   * (a service reading untrusted text, a fuzzer).
   */
  readonly limits?: LoopyLimits;
}

/**
 * Reads a game in CGSuite notation, loopy or short: short text gives the short `Game` (exactly
 * as {@link parse}); loopy text gives a canonical `Stopper` or a `SidedValue`, or, when a side is
 * not a stopper (Bach's Carousel), a `SimplifiedSidedValue` with CGSuite's simplified sides (a
 * loopy text whose value is a short game gives that `Game`). Beyond CGSuite, `G & H` also takes
 * games whose sides are not stoppers: the onside of G and the offside of H, so that the text of a
 * `SimplifiedSidedValue` reads back to it.
 */
export function parseLoopy(text: string, options: LoopyParseOptions = {}): AnyValue {
  try {
    return parse(text);
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
  }
  const v = new LoopyReader(text, options.maxDepth ?? 1000, limitsOf(options.limits)).read();
  if (v instanceof Stopper && v.isLoopfree) return toGame(v)!;
  return v;
}

/** Only the limit fields (the engine's options object also carries callbacks). */
function limitsOf(l: LoopyLimits | undefined): LoopyValueOptions {
  if (!l) return {};
  const o: LoopyValueOptions = {};
  if (l.maxNodes !== undefined) o.maxNodes = l.maxNodes;
  if (l.maxPairs !== undefined) o.maxPairs = l.maxPairs;
  if (l.maxSidleWork !== undefined) o.maxSidleWork = l.maxSidleWork;
  return o;
}

setLoopyReader((text, options) =>
  parseLoopy(text, {
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
    ...(options.loopyLimits === undefined ? {} : { limits: options.loopyLimits }),
  }),
);

/** Words and signs only loopy text has: the loopy reader's error is then the one that helps. */
const LOOPY_WORDS = /(?<![A-Za-z_])(on|off|over|under|upon|dud|tis|tisn|pass)(?![A-Za-z0-9_])|&/; // `5under` too

/**
 * Reads `text` with `readShort` (any reader of the short grammar, such as one with progress and a
 * signal), and text that reader refuses with a ParseError through the loopy reader. When both
 * refuse it with ParseErrors, the error reported is the loopy reader's if the text has loopy words
 * (`on`, `pass`, `&`, ...), else the short reader's; any other error of the loopy reader (a
 * LimitError, an AbortError) is reported as it is.
 */
export function readShortOrLoopy(text: string, readShort: (text: string) => Game, options: LoopyParseOptions = {}): AnyValue {
  try {
    return readShort(text);
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    try {
      return parseLoopy(text, options);
    } catch (e2) {
      // a limit or an abort in the loopy reader is the answer (the text was read); between two
      // ParseErrors, the one of the grammar the text is written in
      if (!(e2 instanceof ParseError)) throw e2;
      throw LOOPY_WORDS.test(text) ? e2 : e;
    }
  }
}

/** CGSuite text of a short game or a loopy value. */
export function formatAny(g: AnyValue): string {
  return g instanceof Game ? String(g) : formatLoopy(g);
}

class LoopyReader {
  private p = 0;
  private depth = 0;
  private readonly left: number[][] = [];
  private readonly right: number[][] = [];
  private readonly short: (Game | undefined)[] = [];
  private readonly open = new Set<number>();
  private readonly embedded = new Map<Stopper | Game | SidedValue | SimplifiedSide | SimplifiedSidedValue, number>();
  private readonly labels: Map<string, number>[] = [];
  private readonly passStack: number[] = [];
  /** Nodes standing for sided values given as options. */
  private readonly sidedNodes = new Map<number, SidedValue | SimplifiedSidedValue>();

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly opts: LoopyValueOptions,
  ) {}

  private fail(expected: string, detail?: string, at = this.p): never {
    const before = this.text.slice(0, at).split('\n');
    const line = before.length;
    const column = before[before.length - 1]!.length + 1;
    const found = at >= this.text.length ? 'end of input' : `'${this.text.slice(at, at + 12)}'`;
    throw new ParseError(line, column, expected, found, detail);
  }

  private ws(): void {
    while (this.p < this.text.length && /\s/.test(this.text[this.p]!)) this.p++;
  }
  private peek(): string {
    this.ws();
    return this.text[this.p] ?? '';
  }

  read(): AnyValue {
    const t = this.expr();
    if (this.peek() !== '') this.fail('end of input or an operator');
    return this.valueOf(t);
  }

  private newNode(): number {
    this.left.push([]);
    this.right.push([]);
    this.short.push(undefined);
    return this.left.length - 1;
  }

  /** A node standing for a value (embedding the graph of a stopper). */
  private nodeOf(t: Term): number {
    if ('node' in t) return t.node;
    const v = t.value;
    const have = this.embedded.get(v);
    if (have !== undefined) return have;
    // a short game, or a stopper that is one, stands at one node by value (its followers are not
    // laid out as nodes for the engine to canonicalise again: *822 would cost 822³/3 comparisons)
    const shortValue = v instanceof Game ? v : v instanceof Stopper && v.isLoopfree ? toGame(v) : undefined;
    if (shortValue) {
      const k = this.newNode();
      this.short[k] = shortValue;
      this.embedded.set(v, k);
      return k;
    }
    if (v === DUD) {
      const k = this.newNode();
      this.left[k] = [k];
      this.right[k] = [k];
      this.embedded.set(v, k);
      return k;
    }
    if (v === TIS || v === TISN) {
      const a = this.newNode();
      const b = this.newNode();
      this.left[a] = [b];
      this.right[b] = [a];
      this.embedded.set(TIS, a);
      this.embedded.set(TISN, b);
      return v === TIS ? a : b;
    }
    if (v instanceof SidedValue || v instanceof SimplifiedSidedValue) {
      // an explicit sided option (CGSuite's `{2&-2|1&-2}`): a node standing for the value, given
      // its onside in the onside graph and its offside in the offside graph (see valueOf)
      const k = this.newNode();
      this.sidedNodes.set(k, v);
      this.embedded.set(v, k);
      return k;
    }
    // a stopper or a simplified side: its graph
    const list: (Stopper | SimplifiedSide)[] = [v as Stopper | SimplifiedSide];
    const inList = new Set<Stopper | SimplifiedSide>(list);
    for (let i = 0; i < list.length; i++) {
      const s = list[i]!;
      if (this.embedded.has(s)) continue;
      const k = this.newNode();
      this.embedded.set(s, k);
      // a loopfree follower stands by its short value
      if (s instanceof Stopper && s.isLoopfree) this.short[k] = toGame(s);
      else for (const o of [...s._left, ...s._right]) if (!this.embedded.has(o) && !inList.has(o)) { inList.add(o); list.push(o); }
    }
    for (const s of list) {
      const k = this.embedded.get(s)!;
      if (this.short[k]) continue;
      this.left[k] = (s._left as (Stopper | SimplifiedSide)[]).map((o) => this.embedded.get(o)!);
      this.right[k] = (s._right as (Stopper | SimplifiedSide)[]).map((o) => this.embedded.get(o)!);
    }
    return this.embedded.get(v)!;
  }

  private valueOf(t: Term): AnyValue {
    if ('value' in t) {
      if (t.value instanceof SimplifiedSide) throw new Error('internal: a side is not a value');
      return t.value;
    }
    // the graph of a finished braced game: it must not reach a game still being read
    const seen = new Set<number>([t.node]);
    const stack = [t.node];
    while (stack.length) {
      const v = stack.pop()!;
      if (this.open.has(v)) this.fail('a complete game', 'a game that refers to an enclosing game (by a label or pass) cannot be added, negated or multiplied');
      for (const w of [...this.left[v]!, ...this.right[v]!]) if (!seen.has(w)) { seen.add(w); stack.push(w); }
    }
    const sidedHere = [...seen].filter((v) => this.sidedNodes.has(v));
    if (sidedHere.length) return this.withSidedOptions(t.node, sidedHere);
    // a game whose sides are not stoppers gets its simplified sides
    const val = anyValueOfWork(GameGraph.from({ left: this.left, right: this.right }), this.short, t.node, this.opts);
    return val instanceof Stopper && val.isLoopfree ? toGame(val)! : val;
  }

  /**
   * The value of a game with sided values among its followers' options, as CGSuite reads
   * `{2&-2|1&-2}` (= `{2|1} & -2*`): the onside of the graph where each such option is its onside,
   * & the offside of the graph where it is its offside.
   */
  private withSidedOptions(root: number, sidedHere: number[]): AnyValue {
    const ends = sidedHere.map((k) => {
      const v = this.sidedNodes.get(k)!;
      return [this.nodeOf({ value: v.onside }), this.nodeOf({ value: v.offside })] as const;
    });
    const graphFor = (which: 0 | 1): { left: number[][]; right: number[][] } => {
      const left = this.left.map((l) => l.slice());
      const right = this.right.map((r) => r.slice());
      sidedHere.forEach((k, i) => {
        const e = ends[i]![which];
        left[k] = this.left[e]!.slice();
        right[k] = this.right[e]!.slice();
      });
      return { left, right };
    };
    const short = this.short.slice();
    sidedHere.forEach((k, i) => {
      short[k] = this.short[ends[i]![0]];
    });
    const on = anySideOfWork(GameGraph.from(graphFor(0)), short, root, 'on', this.opts);
    sidedHere.forEach((k, i) => {
      short[k] = this.short[ends[i]![1]];
    });
    const off = anySideOfWork(GameGraph.from(graphFor(1)), short, root, 'off', this.opts);
    try {
      return this.unshort(simplifiedSided(on, off));
    } catch (e) {
      // the onside below the offside (a ValueError); a limit or an abort stays what it is
      if (e instanceof ValueError) this.fail('a game whose onside is at least its offside', e.message);
      throw e;
    }
  }

  /**
   * With a `maxNodes` limit, a short game about to become loopy nodes (every follower one stopper,
   * interned for good) must not have more followers than that: a LimitError before the work
   * (`tis - ±65536` took 12 s and 131,073 interned stoppers to be refused at maxNodes 20,000).
   */
  private guard<T extends AnyValue>(v: T): T {
    const max = this.opts.maxNodes;
    if (max === undefined || !(v instanceof Game)) return v;
    const seen = new Set<Game>([v]);
    const stack: Game[] = [v];
    while (stack.length) {
      const g = stack.pop()!;
      for (const o of [...g.leftOptions, ...g.rightOptions]) {
        if (seen.has(o)) continue;
        seen.add(o);
        if (seen.size > max) throw new LimitError(`a short game in the text has more than ${max} followers to turn into loopy nodes (maxNodes)`);
        stack.push(o);
      }
    }
    return v;
  }

  private sum(a: AnyValue, b: AnyValue): AnyValue {
    if (a instanceof Game && b instanceof Game) return addShort(a, b);
    return this.unshort(addAny(loopyOf(this.guard(a)), loopyOf(this.guard(b)), this.opts));
  }
  private negate(a: AnyValue): AnyValue {
    return a instanceof Game ? negShort(a) : negAny(a);
  }

  /**
   * product ('&' product)?: as in CGSuite's grammar, `&` binds tighter than `+` and `-` and looser
   * than `:` and `*`, so `1 & 0 + 1` is (1 & 0) + 1 = 2 & 1.
   */
  private sidedTerm(): Term {
    const start = this.p;
    const a = this.product();
    if (this.peek() !== '&') return a;
    this.p++;
    const b = this.product();
    const on = this.guard(this.valueOf(a));
    const off = this.guard(this.valueOf(b));
    if (on instanceof SimplifiedSidedValue || off instanceof SimplifiedSidedValue) {
      // beyond CGSuite's `&` (stoppers only): the onside of G and the offside of H, so that the
      // text of a value with simplified sides reads back to it
      try {
        return { value: this.unshort(simplifiedSided(anyOnside(loopyOf(on)), anyOffside(loopyOf(off)))) };
      } catch (e) {
        if (e instanceof ValueError) this.fail('G & H with G ≥ H', e.message, start);
        throw e;
      }
    }
    const s = (x: AnyValue): Stopper | Game => {
      if (x instanceof SidedValue || x instanceof SimplifiedSidedValue) return this.fail('a stopper', 'both sides of G & H must be stoppers', start);
      return x;
    };
    try {
      return { value: this.unshort(sided(s(on), s(off))) };
    } catch (e) {
      if (e instanceof ValueError) this.fail('G & H with G ≥ H', e.message, start);
      throw e;
    }
  }

  private unshort(v: AnyLoopyValue): AnyValue {
    return v instanceof Stopper && v.isLoopfree ? toGame(v)! : v;
  }

  /**
   * A whole expression: sidedTerm (('+' | '-' | '+-' | '±') sidedTerm)*, left to right (CGSuite's
   * addExpr over its sidleExpr).
   */
  private expr(): Term {
    let acc = this.sidedTerm();
    for (;;) {
      const c = this.peek();
      if ((c === '+' && this.text[this.p + 1] === '-') || c === '±') {
        // `a +- b` (CGSuite's binaryPlusMinus) is a + ±b: 3 +- 1 = {4|2}
        this.p += c === '±' ? 1 : 2;
        const b = this.sidedTerm();
        acc = { value: this.sum(this.valueOf(acc), this.valueOf(this.switchOf([b]))) };
      } else if (c === '+') {
        this.p++;
        const b = this.sidedTerm();
        acc = { value: this.sum(this.valueOf(acc), this.valueOf(b)) };
      } else if (c === '-') {
        this.p++;
        const b = this.sidedTerm();
        acc = { value: this.sum(this.valueOf(acc), this.negate(this.valueOf(b))) };
      } else return acc;
    }
  }

  /** ±{x, y, …} = {x, y, … | −x, −y, …} as a node of the graph being read. */
  private switchOf(xs: Term[]): Term {
    const k = this.newNode();
    this.left[k] = xs.map((x) => this.nodeOf(x));
    this.right[k] = xs.map((x) => this.nodeOf({ value: this.negate(this.valueOf(x)) }));
    return { node: k };
  }

  /**
   * unary ('*' unary)*: every `*` left after an operand is the product (a star a literal keeps
   * is read with its literal, see primary and numbered).
   */
  private product(): Term {
    let acc = this.unary();
    for (;;) {
      if (this.peek() !== '*') return acc;
      const at = this.p;
      this.p++;
      const b = this.unary();
      acc = { value: this.times(this.valueOf(acc), this.valueOf(b), at) };
    }
  }

  /** a * b (see multiples.ts), the star at offset `at`. */
  private times(a: AnyValue, b: AnyValue, at: number): AnyValue {
    let r: AnyValue | 'not-integer' | 'too-large';
    try {
      r = multiply<AnyValue>(a, b, {
        numberOf: (g) => (g instanceof Game && g.isNumber ? g.nus!.number : undefined),
        fromNumber: (x) => nus(x, 0, 0),
        add: (x, y) => this.sum(x, y),
        neg: (x) => this.negate(x),
      });
    } catch (e) {
      if (e instanceof ValueError) this.fail('a value that can be represented', e.message, at);
      throw e;
    }
    if (r === 'not-integer') this.fail(NOT_INTEGER.expected, NOT_INTEGER.detail, at);
    if (r === 'too-large') this.fail(TOO_LARGE.expected, TOO_LARGE.detail, at);
    return r;
  }

  /**
   * Is the `*` at offset q, touching a literal before it, the product rather than the literal's
   * nimber? When it is bare (no digits after it) and an operand follows (after white space or
   * not): a word other than a directly touching `over`/`under`, a number, arrows, a star, `{`, `(`, `±`.
   */
  private timesAt(q: number): boolean {
    const t = this.text;
    if (t[q] !== '*' || /[0-9]/.test(t[q + 1] ?? '') || (t[q + 1] === '.' && /[0-9A-Z(]/.test(t[q + 2] ?? ''))) return false;
    if (/^(over|under)(?![A-Za-z0-9_])/.test(t.slice(q + 1, q + 7))) return false;
    let r = q + 1;
    while (r < t.length && /\s/.test(t[r]!)) r++;
    return /[A-Za-z_0-9{(^*↑↓⇑⇓±.]/.test(t[r] ?? '') && !(t[r] === '.' && !/[0-9]/.test(t[r + 1] ?? ''));
  }

  private unary(): Term {
    const c = this.peek();
    if (c === '-') {
      this.p++;
      // `-5under`, `-1/4v[on]` and `-1/2Tiny(on)` have the number −5, −1/4, −1/2 (as CGSuite prints them)
      const m = /^([0-9][0-9/.]*)(over|under)(?![A-Za-z0-9_])/.exec(this.text.slice(this.p));
      if (m) {
        const at = this.p;
        this.p += m[0].length;
        return { value: this.tilted(negShort(this.shortText(m[1]!, at)), m[2] === 'over' ? 1 : -1) };
      }
      if (/^[0-9][0-9/.]*(?:[\^v](?:\[on\]|<on>)|Tiny\(|Miny\()/.test(this.text.slice(this.p))) return this.numbered(true);
      // as in the short grammar, a '-' touching a number is its sign: `-1/2^*` is (−1/2)↑*, the
      // text the printer writes for −1/2 + ↑ + * (while `- 1/2^*` and `0-1/2^*` negate 1/2↑*)
      if (/[0-9]/.test(this.text[this.p] ?? '')) return this.primary(true);
      return { value: this.negate(this.valueOf(this.unary())) };
    }
    if (c === '+' && this.text[this.p + 1] === '-') {
      this.p += 2;
      // `+-{A,B}` (braces without a bar): the switch {A,B | −A,−B}
      const xs = this.peek() === '{' && !this.hasTopBar() ? this.commaList() : [this.unary()];
      return this.switchOf(xs);
    }
    if (c === '+') {
      this.p++;
      return this.unary();
    }
    return this.primary();
  }

  /** `negative`: a '-' touching the number at this.p was read, and is the number's sign. */
  private primary(negative = false): Term {
    const c = this.peek();
    if (++this.depth > this.maxDepth) this.fail('less nesting', `deeper than ${this.maxDepth} levels`);
    try {
      if (c === '(') {
        this.p++;
        const t = this.expr();
        if (this.peek() !== ')') this.fail("')'");
        this.p++;
        return t;
      }
      if (c === '{') return this.braced(undefined);
      if (/^(?:[0-9][0-9/.]*)?(?:[\^v](?:\[on\]|<on>)|Tiny\(|Miny\()/.test(this.text.slice(this.p))) return this.numbered(false);
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.p));
      if (word && !/^v+\d*$/.test(word[0])) {
        const w = word[0];
        const at = this.p;
        this.p += w.length;
        if (this.text[this.p] === '{') return this.braced(w);
        if (w === 'pass') {
          if (!this.passStack.length) this.fail('a game', '`pass` is only allowed inside braces', at);
          return { node: this.passStack[this.passStack.length - 1]! };
        }
        for (let i = this.labels.length - 1; i >= 0; i--) {
          const k = this.labels[i]!.get(w);
          if (k !== undefined) return { node: k };
        }
        const f = CONSTANTS[w];
        if (f) return { value: f() };
        this.fail('a game', `unknown name '${w}'`, at);
      }
      // a short chunk (number, nimber, arrows), maybe followed directly by over/under
      const m = /^(?:[0-9.*^]|v(?![A-Za-uw-z_]))[0-9/.*^<>[\]v]*/.exec(this.text.slice(this.p));
      if (m) {
        const at = this.p;
        let chunk = m[0];
        // a star that is the product ends the chunk there (`10*upon`, `2*^[on]`); a star the chunk
        // starts with is its nimber
        for (let i = 1; i < chunk.length; i++) {
          if (chunk[i] === '*' && this.timesAt(at + i)) {
            chunk = chunk.slice(0, i);
            break;
          }
        }
        this.p += chunk.length;
        let v: AnyValue = negative ? this.shortText(`-${chunk}`, at - 1) : this.shortText(chunk, at);
        const tail = /^(over|under)(?![A-Za-z0-9_])/.exec(this.text.slice(this.p));
        if (tail) {
          this.p += tail[1]!.length;
          v = this.tilted(v, tail[1] === 'over' ? 1 : -1);
        }
        return { value: v };
      }
      return this.fail('a game');
    } finally {
      this.depth--;
    }
  }

  /**
   * The shorthand forms with an optional number in front (negative when `negative`, the `-`
   * already read): upon forms `x^[on]*m`, `xv[on]`, `x^<on>`, `xv<on>*m`, and `xTiny(S)`,
   * `xMiny(S)` for any stopper S.
   */
  private numbered(negative: boolean): Term {
    const at = this.p;
    const m = /^([0-9][0-9/.]*)?(?:([\^v])(\[on\]|<on>)(?:\*([0-9]*))?(?![A-Za-z0-9_])|(Tiny|Miny)\()/.exec(this.text.slice(this.p));
    if (!m) return this.fail('a game');
    // `^[on]*{…}`: a bare star followed by an operand is the product, not the upon form's nimber
    const starIsTimes = m[5] === undefined && m[4] === '' && this.timesAt(at + m[0].length - 1);
    const length = starIsTimes ? m[0].length - 1 : m[0].length;
    const starDigits = starIsTimes ? undefined : m[4];
    let x = 0;
    if (m[1] !== undefined) {
      const g = this.shortText(m[1], at);
      if (!g.isNumber) this.fail('a number', undefined, at);
      x = g.nus!.number;
    }
    if (negative) x = -x;
    this.p += length;
    if (m[5] === undefined) {
      const nim = starDigits === undefined ? 0 : starDigits === '' ? 1 : Number(starDigits);
      if (!Number.isSafeInteger(nim) || nim >= 2 ** 31) this.fail('a nimber below 2^31', undefined, at);
      this.guard(nus(x, 0, 0));
      return { value: this.unshort(uponFormValue({ type: m[3] === '[on]' ? 'upon' : 'uponth', x, nim, negated: m[2] === 'v', })) };
    }
    const arg = this.expr();
    if (this.peek() !== ')') this.fail("')'");
    this.p++;
    const v = this.guard(this.valueOf(arg));
    this.guard(nus(x, 0, 0));
    if (v instanceof SidedValue || v instanceof SimplifiedSidedValue) return this.fail('a stopper', `the argument of ${m[5]} must be a stopper`, at);
    return { value: this.unshort(tinyFormValue(m[5] as 'Tiny' | 'Miny', x, loopyOf(v) as Stopper)) };
  }

  /** True when the braces at this.p contain a bar at their top level. */
  private hasTopBar(): boolean {
    let d = 0;
    for (let q = this.p; q < this.text.length; q++) {
      const ch = this.text[q]!;
      if (ch === '{' || ch === '(' || ch === '[') d++;
      else if (ch === '}' || ch === ')' || ch === ']') {
        if (--d === 0) return false;
      } else if (ch === '|' && d === 1) return true;
    }
    return false;
  }

  /** `{A, B, ...}` (braces without a bar), the brace at this.p. */
  private commaList(): Term[] {
    this.p++;
    const out: Term[] = [];
    for (;;) {
      out.push(this.expr());
      const c = this.peek();
      this.p++;
      if (c === '}') return out;
      if (c !== ',') this.fail("',' or '}'", undefined, this.p - 1);
    }
  }

  /** `x over` / `x under`: built as {x | pass} / {pass | x} for a number x, else the sum. */
  private tilted(v: AnyValue, tilt: 1 | -1): AnyValue {
    if (v instanceof Game && v.isNumber) return pseudonumberValue(this.guard(v).nus!.number, tilt);
    return this.sum(v, tilt === 1 ? OVER : UNDER);
  }

  private shortText(s: string, at: number): Game {
    try {
      return parse(s);
    } catch (e) {
      if (e instanceof ParseError) this.fail('a game', e.message, at);
      throw e;
    }
  }

  /** `{ ... }` with slash runs, the opening brace at this.p; `label` names the game. */
  private braced(label: string | undefined): Term {
    const open = this.p;
    this.p++; // '{'
    // find the slots and bar runs at depth 0
    const slots: [number, number][] = [];
    const runs: number[] = [];
    let d = 0;
    let s0 = this.p;
    let q = this.p;
    for (; q < this.text.length; q++) {
      const ch = this.text[q]!;
      if (ch === '{' || ch === '(' || ch === '[') d++;
      else if (ch === ')' || ch === ']') d--;
      else if (ch === '}') {
        if (d === 0) break;
        d--;
      } else if (ch === '|' && d === 0) {
        let r = 0;
        const st = q;
        while (this.text[q] === '|') { r++; q++; }
        slots.push([s0, st]);
        runs.push(r);
        s0 = q;
        q--;
      }
    }
    if (q >= this.text.length) this.fail("'}'", 'unclosed brace', open);
    slots.push([s0, q]);
    const end = q;
    if (runs.length === 0) this.fail("'|'", 'a game in braces needs a bar', open);
    // build the nodes: the range of slots [lo, hi] splits at its unique longest run
    const top = this.newNode();
    const sideOf: { node: number; side: 'L' | 'R'; slot: number }[] = [];
    const work: [number, number, number][] = [[0, slots.length - 1, top]];
    while (work.length) {
      const [lo, hi, node] = work.pop()!;
      let best = -1;
      let at = -1;
      let dup = false;
      for (let i = lo; i < hi; i++) {
        if (runs[i]! > best) { best = runs[i]!; at = i; dup = false; } else if (runs[i] === best) dup = true;
      }
      if (dup) this.fail('one longest run of bars', 'ambiguous bars', slots[at]![1]);
      this.open.add(node);
      const side = (a: number, b: number, s: 'L' | 'R'): void => {
        if (a === b) sideOf.push({ node, side: s, slot: a });
        else {
          const k = this.newNode();
          (s === 'L' ? this.left : this.right)[node]!.push(k);
          work.push([a, b, k]);
        }
      };
      side(lo, at, 'L');
      side(at + 1, hi, 'R');
    }
    if (label) this.labels.push(new Map([[label, top]]));
    // read the slots' option lists, each with `pass` = the game it belongs to
    for (const { node, side, slot } of sideOf) {
      const [a, b] = slot === undefined ? [0, 0] : slots[slot]!;
      this.passStack.push(node);
      this.p = a;
      const list = side === 'L' ? this.left[node]! : this.right[node]!;
      if (this.peek() !== '' && this.p < b) {
        for (;;) {
          const t = this.expr();
          list.push(this.nodeOf(t));
          this.ws();
          if (this.p >= b) break;
          if (this.text[this.p] !== ',') this.fail("',' or a bar");
          this.p++;
        }
      }
      if (this.p !== b) this.fail("',' or a bar");
      this.passStack.pop();
    }
    if (label) this.labels.pop();
    for (const x of sideOf) this.open.delete(x.node);
    this.open.delete(top);
    this.p = end + 1;
    return { node: top };
  }
}
