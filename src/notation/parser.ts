/**
 * The parser of CGSuite 2.x plain text (and its Unicode forms) into canonical games.
 *
 * Grammar (tokens from the lexer; "adjacent" means no space between tokens):
 *
 *     expr    := ordinal (('+' | '-') ordinal)*
 *     ordinal := product (':' product)*                  (CGSuite's ordinal sum G:H)
 *     product := unary ('*' unary)*                      (n * G, G * n: see "Multiples" below)
 *     unary   := ('-' | '+' | '+-' | '±')* postfix       (prefixes bind tighter than '*', as in CGSuite)
 *     postfix := primary ('.' Method '(' expr ')')*       (CGSuite's G.NortonProduct(U), G.OrdinalSum(H))
 *     primary := literal | name | term | '(' expr ')' | braces | ('Tiny' | 'Miny') '(' expr ')'
 *     term    := a position term registered by a game (terms.ts), e.g. `(1,2|3)_20`: one token
 *     literal := num? arrows? star?   adjacent, at least one part; or num adjacent to Tiny/Miny;
 *                a '-' touching num is its sign: `-1^*` = (−1)↑*, while `- 1^*` = −(1↑*)
 *     braces  := '{' item (sep item)* '}'    sep := ',' | a run of n '|'; items may be empty
 *
 * Multiples (CGSuite's `n * G`, src/notation/multiples.ts): a `*` is a nimber wherever CGSuite
 * prints one, so every printed form reads as before (`3*5` is 3 + *5, `^*`, `1/2*3`). It is the
 * product instead where no printed form has a star:
 * - a `*` after a complete operand that does not touch the number or arrows before it: after white
 *   space (`3 * 5`, `3 *5`, `^ *2`), or after `)`, `}`, a name, a term or another star
 *   (`(*+*)*3`, `{1|0}*2`, `g*2`); a star with digits there (`*3`) is `*` times the integer 3;
 * - a bare `*` touching the number or arrows before it when the next token starts an operand
 *   (a number, arrows, a star, a name, a term, `{`, `(`, `±`): `10*{1|0}`, `2*^`, `3* 5`, `2**`.
 *   Followed by `+`, `-`, `|`, `,`, `}`, `)`, `:` or the end, it stays a nimber: `3*-2` = 3* − 2.
 * One factor must be an integer (|n| ≤ 10^9), unless both are numbers: then it is their product.
 *
 * Inside braces, commas bind tighter than bars and more bars bind looser: `{a,b|c||d}` is
 * {{a,b|c} | d}. Right after `+-` a braced list without bars is a set of Left options:
 * `+-{a,b}` = {a,b | −a,−b}.
 *
 * This is the library's ONE parser of game text: games add their position terms through
 * {@link registerTerm} instead of writing their own expression readers. Where to extend it:
 * atoms and constants are tokens of the lexer (lexer.ts) read in `literal`/`name`/the `switch` on
 * the operand's first token below; binary operators are rows of `BINARY` (symbol → precedence
 * and operation), reduced by operator precedence on each expression's operator stack.
 *
 * Nothing recurses: the parser is a loop over an explicit stack of open frames (one per open
 * parenthesis, brace or Tiny/Miny argument, holding the enclosing expression's partial state), and
 * the bar structure of a braced form is resolved on a second explicit stack. So nesting depth is
 * bounded only by `maxDepth` (default 1,000,000) and the heap, never by the native stack, and the
 * printed form of a game 100,000 levels deep parses back. Each token is examined a bounded number
 * of times, so parsing is linear in the text (plus the cost of building the games; resolving bars
 * costs the number of separators times the number of distinct bar levels).
 */
import type { AnyLoopyValue } from '../loopy/simplified.js';
import type { LoopyValueOptions } from '../loopy/graph.js';

/** The loopy engine's limits a loopy text may be read with (see `parseLoopy`). */
export type LoopyLimits = Pick<LoopyValueOptions, 'maxNodes' | 'maxPairs' | 'maxSidleWork'>;
import { add, neg, sub } from '../engine/arith.js';
import { engineOperation } from '../engine/work.js';
import { game } from '../engine/canonical.js';
import { nus, zero } from '../engine/constructors.js';
import { toDyadic } from '../engine/dyadic.js';
import { clip, LimitError, ValueError } from '../engine/errors.js';
import { fromDigits, uptimalOf } from '../engine/uptimal.js';
import { Game } from '../engine/game.js';
import { nortonProduct } from '../engine/norton.js';
import { ordinalSum } from '../engine/ordinal.js';
import { ParseError } from './errors.js';
import { describe, indexError, lex, Positions, type Token } from './lexer.js';
import { MAX_MULTIPLE, multiply, NOT_INTEGER, TOO_LARGE, type MultiplyOps } from './multiples.js';
import { upNthChained, upNthStarChained, upPowChained } from './uptimal.js';

/**
 * A numeral's dyadic value: integers, fractions `a/b` and decimals that name a dyadic rational
 * (`2.5`, `-0.375`); other decimals (`0.1`) are a ValueError saying why.
 */
function number(text: string): number {
  try {
    return toDyadic(text);
  } catch (e) {
    if (e instanceof ValueError && text.includes('.')) {
      throw new ValueError(`the decimal ${clip(text, 40)} is not a dyadic rational (${e.message}); only decimals that name a dyadic, such as 2.5 or -0.375, are games`);
    }
    throw e;
  }
}

/** Options of {@link parse}. */
export interface ParseOptions {
  /**
   * Named values usable in the text, such as `{ J: game([zero], [upNth(2)]) }` for `±J`.
   * Names are words (`[A-Za-z_][A-Za-z0-9_]*`) other than `Tiny`, `Miny` and the arrows `v`, `vv`, `v3`.
   */
  readonly names?: Readonly<Record<string, Game>> | ReadonlyMap<string, Game>;
  /** Largest k accepted in `*k`, `^k`, `^[k]`, `^<k>` (default 100000): larger values are a ParseError. */
  readonly maxIndex?: number;
  /** Deepest nesting of parentheses, braces and Tiny/Miny arguments (default 1,000,000). */
  readonly maxDepth?: number;
  /**
   * The longest text accepted, in UTF-16 code units (default {@link MAX_PARSE_LENGTH}, 1,000,000):
   * a longer text is a LimitError before any work is done, so that a huge input cannot take seconds
   * and gigabytes.
   */
  readonly maxLength?: number;
  /**
   * With `loopy: true`, the loopy engine's limits for the values the text builds (see
   * `LoopyParseOptions.limits` of the loopy reader).
   */
  readonly loopyLimits?: LoopyLimits;
  /** Cancels long computations of registered position terms (an AbortError). */
  readonly signal?: AbortSignal;
}

/**
 * The default of {@link ParseOptions.maxLength}: 1,000,000 characters. A sum of 500,000 numbers
 * (1,000,000 characters) parses in a few seconds, most of it spent interning its 500,000 partial
 * sums; raise the option for longer texts (such as `maxDepth`'s 1,000,000 nested braces).
 */
export const MAX_PARSE_LENGTH = 1_000_000;

const RESERVED = new Set(['Tiny', 'Miny']);

/** Checks and normalises a names option into a Map. @internal */
export function nameMap(names: ParseOptions['names']): Map<string, Game> {
  const m = new Map<string, Game>(names instanceof Map ? names : Object.entries(names ?? {}));
  for (const [k, v] of m) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) || RESERVED.has(k) || /^v+\d*$/.test(k)) {
      throw new ValueError(`'${k}' cannot be a name: names are words other than Tiny, Miny, v, vv, v3, …`);
    }
    if (v === null || typeof v !== 'object' || !('leftOptions' in v)) throw new ValueError(`the name '${k}' is not bound to a Game`);
  }
  return m;
}

/** ±G = {G | −G}, and with several Left options {a,b,… | −a,−b,…}. */
function plusMinus(opts: readonly Game[]): Game {
  return game(opts, opts.map(neg));
}

/**
 * The binary operators, loosest first: symbol → precedence and operation. A larger precedence
 * binds tighter; all are left-associative. Prefix operators (`-`, `+`, `±`, `+-`) bind with
 * {@link PREFIX_PRECEDENCE}, tighter than every binary operator, as in CGSuite's grammar
 * (`addExpr` < `sidleExpr` (`&`) < `ordinalSumExpr` (`:`) < `multiplyExpr` (`*`) < `unaryExpr`):
 * `-1:1` is (−1):1, `1 + 1:1` is 1 + (1:1) and `-2 * ^` is (−2)·↑. The product `*` (precedence
 * {@link TIMES_PRECEDENCE}) is read apart from this table, since its token is also a nimber's.
 * To add an operator: a lexer token and a row here (CGSuite's `&` of loopy games would sit
 * between `+` and `:`).
 */
const BINARY: ReadonlyMap<string, { readonly prec: number; readonly apply: (a: Game, b: Game) => Game }> = new Map([
  ['+', { prec: 10, apply: add }],
  ['-', { prec: 10, apply: sub }],
  [':', { prec: 30, apply: ordinalSum }],
  // `a +- b` (or `a ± b`) is a + ±b, CGSuite's binaryPlusMinus: 3+-1 = {4|2}
  ['±', { prec: 10, apply: (a: Game, b: Game): Game => add(a, plusMinus([b])) }],
]);
/** A method of CGSuite's postfix form `G.Name(H)`. */
type Method = (receiver: Game, argument: Game) => Game;

/**
 * CGSuite's methods read in the postfix form `G.Name(H)` (binding tightest, as CGSuite's
 * `postfixExpr`): `2.NortonProduct(^)`, `{1|0}.OrdinalSum(1)`. Add a method: a row here.
 */
const METHODS: ReadonlyMap<string, Method> = new Map<string, Method>([
  ['NortonProduct', nortonProduct],
  ['OrdinalSum', ordinalSum],
]);

/** The precedence of prefix operators (see {@link BINARY}). */
const PREFIX_PRECEDENCE = 40;
/** The precedence of the product `n * G`: tighter than `:`, looser than the prefixes (CGSuite's `multiplyExpr`). */
const TIMES_PRECEDENCE = 35;
/** Tokens that start an operand: after them a bare `*` touching a literal is the product. */
const STARTS_OPERAND = new Set<Token['t']>(['num', 'ups', 'nth', 'pow', 'star', 'ident', 'term', '{', '(', '±']);

/** An operator waiting for its operands on an expression's operator stack. */
interface Op {
  readonly tok: Token;
  readonly prec: number;
  /** 1: a prefix operator; 2: a binary operator. */
  readonly arity: 1 | 2;
}

/**
 * The state of one expression being read, by operator precedence: operands and pending
 * operators. Invariant: the precedences of the binary operators on `ops` increase strictly
 * upwards, and a prefix operator's operand is not yet complete while it is on `ops`.
 */
interface ExprState {
  /** Operands read (and partial results). */
  vals: Game[];
  /** Pending operators, innermost last. */
  ops: Op[];
}

/** An open parenthesis, brace or Tiny/Miny argument, with the expression it interrupted. */
type Frame =
  | { readonly k: '('; readonly outer: ExprState }
  | { readonly k: 'method'; readonly name: Token; readonly method: Method; readonly receiver: Game; readonly outer: ExprState }
  | { readonly k: 'tiny'; readonly ident: Token & { t: 'ident' }; readonly x: Game; readonly outer: ExprState }
  | {
      readonly k: '{';
      readonly outer: ExprState;
      /** The `±` token when a bare list is allowed (`+-{a,b}`). */
      readonly pm: Token | undefined;
      /** items[i] is followed by seps[i]; an empty item is null, located at at[i]. */
      readonly items: (Game | null)[];
      readonly at: Token[];
      readonly seps: Token[];
    };

const fresh = (): ExprState => ({ vals: [], ops: [] });

const shortOps: MultiplyOps<Game> = {
  numberOf: (g) => (g.isNumber ? g.nus!.number : undefined),
  fromNumber: (x) => nus(x, 0, 0),
  add,
  neg,
};

/**
 * What a piece of loopy text denotes: a short game, or a loopy value (a `Stopper`, a
 * stopper-sided `SidedValue`, or a `SimplifiedSidedValue` when a side is not a stopper).
 */
export type AnyValue = Game | AnyLoopyValue;

/**
 * Reads a game written in CGSuite 2.x notation: `{1,{2|1}|-1}`, `{0|*||*|||*||||*}`, `3/2v*2`,
 * `^[2]*`, `+-{4|2}`, `±1`, `Tiny({3|1})`, `1 + ^ - *`, Unicode `⇑*`, `↑^[3]`, `↓_[2]`, and names
 * given in `options.names`. Bad text is a {@link ParseError} with its line, column, what was
 * expected and what was found.
 */
export function parse(text: string, options?: ParseOptions & { readonly loopy?: false }): Game;
/**
 * With `{ loopy: true }`, also reads loopy games (`on`, `off`, `over`, `pass`, labels such as
 * `a{0|a}`, `G & H`; see `parseLoopy`): short text still gives the short `Game`, loopy text a
 * canonical `Stopper`, a `SidedValue`, or a `SimplifiedSidedValue`.
 */
export function parse(text: string, options: ParseOptions & { readonly loopy: true }): AnyValue;
/** Either of the above, decided at run time. */
export function parse(text: string, options?: ParseOptions & { readonly loopy?: boolean }): AnyValue;
export function parse(text: string, options: ParseOptions & { readonly loopy?: boolean } = {}): AnyValue {
  if (options.loopy === true) {
    if (!loopyReader) throw new ValueError('loopy notation is not loaded: import it from partizan or partizan/loopy-values');
    return loopyReader(text, options);
  }
  // one engine operation: the sums, multiples and products of one text share one work limit
  return engineOperation(() => parseTraced(text, options, game));
}

/** The reader of loopy notation, installed by the loopy notation module (no import cycle). */
let loopyReader: ((text: string, options: ParseOptions) => AnyValue) | undefined;

/** Installs the reader behind `parse(text, { loopy: true })`. @internal */
export function setLoopyReader(f: (text: string, options: ParseOptions) => AnyValue): void {
  loopyReader = f;
}

/**
 * {@link parse}, building every braced form through `braces(L, R)` (bottom-up, each argument list
 * holding canonical games) instead of `game`, so a caller can observe or replay the
 * simplifications. `braces` must return the canonical form of {L | R}. @internal
 */
export function parseTraced(text: string, options: ParseOptions, braces: (left: Game[], right: Game[]) => Game): Game {
  if (typeof text !== 'string') throw new ParseError(1, 1, 'a string', typeof text);
  const maxLength = options.maxLength ?? MAX_PARSE_LENGTH;
  if (text.length > maxLength) {
    throw new LimitError(`the text has ${text.length} characters, more than the limit maxLength = ${maxLength}: '${clip(text, 40)}'`);
  }
  const pos = new Positions(text);
  const names = nameMap(options.names);
  const maxDepth = options.maxDepth ?? 1_000_000;
  const maxIndex = options.maxIndex ?? 100_000;
  const toks = lex(text, pos, { maxIndex });
  let p = 0;

  const peek = (): Token => toks[p]!;
  const found = (t: Token): string => describe(text, t.start, t.end);
  const fail = (t: Token, expected: string, detail?: string): never => {
    throw pos.error(t.start, expected, found(t), detail);
  };
  const expect = (kind: Token['t'], expected: string): Token => {
    const t = peek();
    if (t.t !== kind) fail(t, expected);
    p++;
    return t;
  };
  /** Runs an engine operation, turning a ValueError into a ParseError at token t. */
  const value = <T>(t: Token, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ValueError) return fail(t, 'a value that can be represented', e.message);
      throw e;
    }
  };

  // Invariant: frames.length is the current nesting depth; `st` is the innermost expression.
  const frames: Frame[] = [];
  let st = fresh();
  /** Opens a frame at token t (the depth check), and starts its inner expression. */
  const open = (t: Token, f: Frame): void => {
    if (frames.length + 1 > maxDepth) fail(t, `nesting at most ${maxDepth} deep`, `nesting deeper than ${maxDepth}`);
    frames.push(f);
    st = fresh();
  };
  /** Tiny(G) / Miny(G) translated by x: consumes the name and '(' and opens the argument. */
  const openTiny = (t: Token & { t: 'ident' }, x: Game, outer: ExprState): void => {
    p++;
    const paren = expect('(', `'(' after ${t.name}`);
    open(paren, { k: 'tiny', ident: t, x, outer });
  };
  /** `{`: opens a braced form, whose first item is then read (or it closes at once). */
  const openBraces = (pm: Token | undefined, outer: ExprState): Game | undefined => {
    const t = peek();
    p++;
    const f = { k: '{' as const, outer, pm, items: [], at: [], seps: [] };
    open(t, f);
    if (nextItem(f)) return undefined;
    return closeBraces(f);
  };

  // operand: the value of the primary just read, before its prefixes apply (undefined: read one)
  let operand: Game | undefined;
  for (;;) {
    if (operand === undefined) {
      prefixes(st.ops);
      const lastOp = st.ops[st.ops.length - 1];
      const last = lastOp?.arity === 1 ? lastOp.tok : undefined; // a prefix ± (not the binary a +- b)
      const t = peek();
      if (last?.t === '±' && t.t === '{') {
        operand = openBraces(last, st);
        if (operand === undefined) continue;
      } else {
        switch (t.t) {
          case '(':
            p++;
            open(t, { k: '(', outer: st });
            continue;
          case '{':
            operand = openBraces(undefined, st);
            if (operand === undefined) continue;
            break;
          case 'term':
            p++;
            operand = termValue(t);
            break;
          case 'ident':
            if (t.name === 'Tiny' || t.name === 'Miny') {
              openTiny(t, zero, st);
              continue;
            }
            operand = name(t);
            break;
          case '-': // only as the sign of an adjacent number (see prefixes)
          case 'num':
          case 'ups':
          case 'nth':
          case 'pow':
          case 'star': {
            const r = literal();
            if (r instanceof Game) operand = r;
            else {
              openTiny(r.ident, r.x, st);
              continue;
            }
            break;
          }
          default:
            return fail(t, 'a game');
        }
      }
    }
    // A method call binds tightest (CGSuite's postfixExpr): G.NortonProduct(U) opens its argument.
    if (peek().t === '.') {
      const id = toks[p + 1]!;
      if (id.t !== 'ident') return fail(id, 'a method name after \'.\'');
      const method = METHODS.get(id.name);
      if (method === undefined) return fail(id, `one of the methods ${[...METHODS.keys()].join(', ')}`, `unknown method '${id.name}'`);
      p += 2;
      const paren = expect('(', `'(' after ${id.name}`);
      open(paren, { k: 'method', name: id, method, receiver: operand, outer: st });
      operand = undefined;
      continue;
    }
    // An operand is complete: reduce the operators binding tighter than the next one.
    st.vals.push(operand);
    operand = undefined;
    const t = peek();
    if (t.t === 'star') {
      // a star after a complete operand (not taken by a literal): the product n * G
      if (t.digits !== undefined) fail(t, "an operator ('+', '-', ':' or '*') or end of input", 'an uptimal expansion cannot follow a game');
      reduce(st, TIMES_PRECEDENCE);
      st.ops.push({ tok: t, prec: TIMES_PRECEDENCE, arity: 2 });
      p++;
      // `G*3`: the star's digits are the factor 3
      if (t.end > t.start + 1) operand = factorOf(t);
      continue;
    }
    // `+-` written together after an operand is CGSuite's binary plus-minus, one operator
    const u = toks[p + 1]!;
    const pm = t.t === '+' && u.t === '-' && u.start === t.end;
    const bin = BINARY.get(pm ? '±' : t.t);
    if (bin !== undefined) {
      reduce(st, bin.prec);
      st.ops.push({ tok: pm ? { t: '±', start: t.start, end: u.end } : t, prec: bin.prec, arity: 2 });
      p += pm ? 2 : 1;
      continue;
    }
    reduce(st, 0);
    // The expression is complete: it ends the innermost frame's argument or item, or the text.
    const v = st.vals[0]!;
    const f = frames[frames.length - 1];
    if (f === undefined) {
      if (t.t !== 'eof') fail(t, "an operator ('+', '-', ':' or '*') or end of input");
      return v;
    }
    if (f.k === '{') {
      f.items.push(v);
      if (separator(f) && nextItem(f)) {
        st = fresh();
        continue;
      }
      operand = closeBraces(f);
      continue;
    }
    expect(')', "')'");
    frames.pop();
    st = f.outer;
    if (f.k === '(') operand = v;
    else if (f.k === 'method') {
      const { method, receiver } = f;
      operand = value(f.name, () => method(receiver, v));
    } else {
      // Tiny(G) = {0 || 0 | −G}, Miny(G) = {G | 0 || 0}
      const core = f.ident.name === 'Tiny' ? game([zero], [game([zero], [neg(v)])]) : game([game([v], [zero])], [zero]);
      operand = value(f.ident, () => add(f.x, core));
    }
  }

  /** Applies the pending operators of precedence at least `min`, innermost first. */
  function reduce(e: ExprState, min: number): void {
    for (;;) {
      const op = e.ops[e.ops.length - 1];
      if (op === undefined || op.prec < min) return;
      e.ops.pop();
      const b = e.vals.pop()!;
      if (op.arity === 1) e.vals.push(op.tok.t === '-' ? neg(b) : value(op.tok, () => plusMinus([b])));
      else if (op.tok.t === 'star') e.vals.push(times(op.tok, e.vals.pop()!, b));
      else {
        const a = e.vals.pop()!;
        const f = BINARY.get(op.tok.t)!.apply;
        e.vals.push(value(op.tok, () => f(a, b)));
      }
    }
  }

  /** The integer factor written as a star's digits (`G*3`). */
  function factorOf(t: Token & { t: 'star' }): Game {
    if (t.big !== undefined && !(t.m <= MAX_MULTIPLE)) return fail(t, TOO_LARGE.expected, TOO_LARGE.detail);
    return nus(t.m, 0, 0);
  }

  /**
   * a * b at the star token t: the product of two numbers, or n copies of a game (n an integer
   * factor on either side, |n| ≤ MAX_MULTIPLE); anything else is a ParseError at the star.
   */
  function times(t: Token, a: Game, b: Game): Game {
    const r = value(t, () => multiply(a, b, options.signal ? { ...shortOps, signal: options.signal } : shortOps));
    if (r === 'not-integer') return fail(t, NOT_INTEGER.expected, NOT_INTEGER.detail);
    if (r === 'too-large') return fail(t, TOO_LARGE.expected, TOO_LARGE.detail);
    return r;
  }

  /** Reads prefix operators into ops: '-', '±', '+-' (as ±), and a unary '+' (dropped). */
  function prefixes(ops: Op[]): void {
    for (;;) {
      const t = peek();
      // a minus sign touching a number is the number's sign: -1^* is (−1)↑*, -1/2Tiny(G) is −1/2 + Tiny(G)
      if (t.t === '-' && toks[p + 1]!.t === 'num' && toks[p + 1]!.start === t.end) return;
      if (t.t === '-' || t.t === '±') {
        ops.push({ tok: t, prec: PREFIX_PRECEDENCE, arity: 1 });
        p++;
      } else if (t.t === '+') {
        const u = toks[p + 1]!;
        if (u.t === '-' && u.start === t.end) {
          ops.push({ tok: { t: '±', start: t.start, end: u.end }, prec: PREFIX_PRECEDENCE, arity: 1 });
          p += 2;
        } else p++; // unary plus
      } else return;
    }
  }

  /** The value of a registered position term. */
  function termValue(t: Token & { t: 'term' }): Game {
    const { line, column } = pos.at(t.start);
    return value(t, () => t.def.parse(text.slice(t.start, t.end), { line, column, signal: options.signal }));
  }

  /** A name given in options.names. */
  function name(t: Token & { t: 'ident' }): Game {
    p++;
    const g = names.get(t.name);
    if (g === undefined) {
      return fail(t, names.size > 0 ? `a game or one of the names ${[...names.keys()].join(', ')}` : 'a game', `unknown name '${t.name}'`);
    }
    return g;
  }

  /**
   * number? arrows? star?, parts adjacent; or a number adjacent to Tiny/Miny, returned as the
   * Tiny/Miny to open with its translation.
   */
  function literal(): Game | { ident: Token & { t: 'ident' }; x: Game } {
    let t = peek();
    const first = t;
    let x = 0;
    let g: Game | undefined;
    let k = 0;
    let m = 0;
    let prevEnd = -1;
    let nthStar: { n: number; sign: number } | undefined;
    const adjacent = (u: Token): boolean => u.start === prevEnd;
    let sign = '';
    if (t.t === '-') {
      sign = '-';
      p++;
      t = peek();
    }
    if (t.t === 'num') {
      const text0 = sign + t.text;
      x = value(t, () => number(text0));
      p++;
      prevEnd = t.end;
      if (t.digits !== undefined) return expansionValue(t, x, 0, t.digits); // -1/2.0
      t = peek();
      if (t.t === 'ident' && adjacent(t) && (t.name === 'Tiny' || t.name === 'Miny')) return { ident: t, x: nus(x, 0, 0) };
    }
    if ((t.t === 'ups' || t.t === 'nth' || t.t === 'pow') && (prevEnd < 0 || adjacent(t))) {
      if (t.t === 'ups') k = t.k;
      else if (t.t === 'nth') {
        const n = t.n;
        nthStar = { n, sign: t.sign };
        g = t.sign > 0 ? upNthChained(n) : neg(upNthChained(n));
      } else {
        const n = t.n;
        const u = t;
        g = value(u, () => {
          if (n < 1) throw new ValueError('a power of up needs an exponent of at least 1');
          return u.sign > 0 ? upPowChained(n) : neg(upPowChained(n));
        });
      }
      p++;
      prevEnd = t.end;
      t = peek();
    }
    if (t.t === 'star' && (prevEnd < 0 || (adjacent(t) && !timesStar(t)))) {
      if (t.big !== undefined) throw indexError(pos, t.start + 1, t.big, '*k', maxIndex);
      m = t.m;
      p++;
      prevEnd = t.end;
      if (t.digits !== undefined) {
        if (k !== 0 || g !== undefined) return fail(t, 'an uptimal expansion after a number only', 'arrows and an uptimal expansion cannot be combined in one literal');
        return expansionValue(t, x, m, t.digits);
      }
    }
    if (prevEnd < 0) return fail(first, 'a game');
    if (nthStar !== undefined && m === 1) {
      // ↑^[n]* directly from its chain ({0, ↑^[n−1]* | 0}), then the number by translation
      const s = nthStar;
      m = 0;
      g = s.sign > 0 ? upNthStarChained(s.n) : neg(upNthStarChained(s.n));
    }
    const base = nus(x, k, m);
    return g ? value(first, () => add(base, g!)) : base;
  }

  /**
   * A bare `*` touching a literal's number or arrows is the product, not the literal's nimber, when
   * the token after it starts an operand (`10*{1|0}`, `2*^`, `3* 5`); the star is at toks[p].
   */
  function timesStar(t: Token & { t: 'star' }): boolean {
    return t.end === t.start + 1 && t.digits === undefined && STARTS_OPERAND.has(toks[p + 1]!.t);
  }

  /** The game x + Σ d_j·↑^j + *m of an uptimal expansion literal. */
  function expansionValue(t: Token, x: number, m: number, digits: readonly number[]): Game {
    return value(t, () => uptimalOf(fromDigits(x, m, digits)));
  }

  /**
   * After '{' or a separator: records empty items up to the next item. True when an item's
   * expression starts here (its token recorded), false when the braces end.
   */
  function nextItem(f: Frame & { k: '{' }): boolean {
    for (;;) {
      const t = peek();
      f.at.push(t);
      if (t.t !== ',' && t.t !== 'bar' && t.t !== '}') return true;
      f.items.push(null);
      if (!separator(f)) return false;
    }
  }

  /** After an item: consumes a separator (true), or stops at '}' (false). */
  function separator(f: Frame & { k: '{' }): boolean {
    const s = peek();
    if (s.t === '}') return false;
    if (s.t !== ',' && s.t !== 'bar') fail(s, "',', '|' or '}'");
    f.seps.push(s);
    p++;
    return true;
  }

  /** '}': pops the frame and returns the braced game (with ± applied when opened after ±). */
  function closeBraces(f: Frame & { k: '{' }): Game {
    const close = peek();
    p++;
    frames.pop();
    st = f.outer;
    const r = bracedValue(f, close);
    if (f.pm === undefined) return r as Game;
    const pm = f.pm;
    st.ops.pop();
    return Array.isArray(r) ? value(pm, () => plusMinus(r)) : value(pm, () => plusMinus([r as Game]));
  }

  /**
   * The game of a braced form, or (when opened after ±) the list of games of a braced list without
   * bars. Splits at the unique longest run of bars, level by level, on an explicit stack.
   */
  function bracedValue(f: Frame & { k: '{' }, close: Token): Game | Game[] {
    const { items, at, seps } = f;
    const barCount = (s: Token): number => (s.t === 'bar' ? s.count : 0);
    const hasBars = (lo: number, hi: number): boolean => {
      for (let i = lo; i < hi; i++) if (barCount(seps[i]!) > 0) return true;
      return false;
    };
    /** Items lo..hi (inclusive) without bars between them: a list of options. */
    const optionList = (lo: number, hi: number): Game[] => {
      if (lo === hi && items[lo] === null) return [];
      const out: Game[] = [];
      for (let i = lo; i <= hi; i++) {
        const g = items[i];
        if (g === null || g === undefined) return fail(at[i]!, 'a game');
        out.push(g);
      }
      return out;
    };
    /** Items lo..hi containing a bar: where they split, and which sides contain bars. */
    interface Split {
      readonly lo: number;
      readonly hi: number;
      readonly split: number;
      readonly leftBars: boolean;
      readonly rightBars: boolean;
      L: Game[] | undefined;
      stage: 0 | 1 | 2;
    }
    const splitAt = (lo: number, hi: number): Split => {
      let max = 0;
      let split = -1;
      for (let i = lo; i < hi; i++) {
        const c = barCount(seps[i]!);
        if (c > max) {
          max = c;
          split = i;
        } else if (c === max && c > 0) {
          fail(seps[i]!, `braces or a longer run of bars`, `two runs of ${max} bars at the same level`);
        }
      }
      const leftBars = hasBars(lo, split);
      const rightBars = hasBars(split + 1, hi);
      if (max > 1 && !leftBars && !rightBars) {
        fail(seps[split]!, "'|'", `a run of ${max} bars separates nothing written with fewer bars`);
      }
      return { lo, hi, split, leftBars, rightBars, L: undefined, stage: 0 };
    };
    const last = items.length - 1;
    if (!hasBars(0, seps.length)) {
      if (f.pm !== undefined) {
        const list = optionList(0, last);
        if (list.length === 0) fail(close, 'a game');
        return list;
      }
      return fail(close, "'|'");
    }
    // Post-order over the splits: the Left side (barred sides first resolved), then the Right.
    const stack: Split[] = [splitAt(0, last)];
    let done: Game | undefined; // the value of the split just finished
    for (;;) {
      const s = stack[stack.length - 1]!;
      if (s.stage === 0) {
        s.stage = 1;
        if (s.leftBars) {
          stack.push(splitAt(s.lo, s.split));
          continue;
        }
        s.L = optionList(s.lo, s.split);
      }
      if (s.stage === 1) {
        s.L ??= [done!];
        s.stage = 2;
        if (s.rightBars) {
          stack.push(splitAt(s.split + 1, s.hi));
          continue;
        }
        done = braces(s.L, optionList(s.split + 1, s.hi));
      } else done = braces(s.L!, [done!]);
      stack.pop();
      if (stack.length === 0) return done;
    }
  }
}
