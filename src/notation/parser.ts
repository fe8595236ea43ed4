/**
 * The parser of CGSuite 2.x plain text (and its Unicode forms) into values of the one family:
 * canonical short games, and loopy values (stoppers, stopper-sided values, simplified sides).
 *
 * Grammar (tokens from the lexer; "adjacent" means no space between tokens):
 *
 *     expr    := sided (('+' | '-' | '+-') sided)*
 *     sided   := ordinal ('&' ordinal)*                  (CGSuite's G & H: onside G, offside H)
 *     ordinal := product (':' product)*                  (CGSuite's ordinal sum G:H)
 *     product := unary ('*' unary)*                      (n * G, G * n: see "Multiples" below)
 *     unary   := ('-' | '+' | '+-' | '±')* postfix       (prefixes bind tighter than '*', as in CGSuite)
 *     postfix := primary ('.' Method '(' expr ')')*       (CGSuite's G.NortonProduct(U), G.OrdinalSum(H))
 *     primary := literal | word | term | '(' expr ')' | label? braces | ('Tiny' | 'Miny') '(' expr ')'
 *     word    := a name given in options.names | a label of an enclosing brace | 'pass'
 *              | 'on' | 'off' | 'over' | 'under' | 'upon' | 'dud' | 'tis' | 'tisn'
 *     term    := a position term registered by a game (terms.ts), e.g. `(1,2|3)_20`: one token
 *     literal := num? (arrows | upon)? star? tilt?   adjacent, at least one part; or num adjacent
 *                to Tiny/Miny; a '-' touching num is its sign: `-1^*` = (−1)↑*, while `- 1^*` = −(1↑*)
 *     upon    := '^[on]' | 'v[on]' | '^<on>' | 'v<on>'   (CGSuite's upon forms: `^[on]` = upon)
 *     tilt    := 'over' | 'under'                         (`3/2over` = {3/2 | pass}, `-5under`)
 *     label   := a word adjacent to '{': `a{0|a}` names that brace's game inside it
 *     braces  := '{' item (sep item)* '}'    sep := ',' | a run of n '|'; items may be empty
 *
 * CGSuite's precedence (its grammar: addExpr < sidleExpr (`&`) < ordinalSumExpr (`:`) <
 * multiplyExpr (`*`) < unaryExpr): `1 & 0 + 1` is (1 & 0) + 1.
 *
 * Loopy text: `pass` is a move to the innermost enclosing braced game (`{0|pass}` = over), a label
 * a move to the game of its brace (`a{0||||0|||a|*||*}`). A braced game holding such moves, or a
 * loopy option, is a node of one game graph built for the whole text; it is valued (by the loopy
 * engine, once) when an operator needs its value or the text ends. An operator applied to a game
 * that still refers to an enclosing brace being read is a ParseError. A sided option counts with
 * its onside in the onside and its offside in the offside (CGSuite's `{2&-2|1&-2}`).
 *
 * Multiples (CGSuite's `n * G`, `times` below): a `*` is a nimber wherever CGSuite
 * prints one, so every printed form reads as before (`3*5` is 3 + *5, `^*`, `1/2*3`). It is the
 * product instead where no printed form has a star:
 * - a `*` after a complete operand that does not touch the number or arrows before it: after white
 *   space (`3 * 5`, `3 *5`, `^ *2`), or after `)`, `}`, a name, a term or another star
 *   (`(*+*)*3`, `{1|0}*2`, `g*2`); a star with digits there (`*3`) is `*` times the integer 3;
 * - a bare `*` touching the number or arrows before it when the next token starts an operand
 *   (a number, arrows, a star, a word, a term, `{`, `(`, `±`): `10*{1|0}`, `2*^`, `3* 5`, `2**`,
 *   `10*upon`. Followed by `+`, `-`, `|`, `,`, `}`, `)`, `:`, `&` or the end, and touching `over`
 *   or `under` (`3*over` is 3* + over), it stays a nimber: `3*-2` = 3* − 2.
 * One factor must be an integer (|n| ≤ 10^9), unless both are numbers: then it is their product.
 *
 * Inside braces, commas bind tighter than bars and more bars bind looser: `{a,b|c||d}` is
 * {{a,b|c} | d}. Right after `+-` a braced list without bars is a set of Left options:
 * `+-{a,b}` = {a,b | −a,−b}.
 *
 * This is the library's ONE parser of game text: games add their position terms through
 * {@link registerTerm} instead of writing their own expression readers. Where to extend it:
 * atoms and constants are tokens of the lexer (lexer.ts) read in `literal`/`word`/the `switch` on
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
 *
 * Errors: text that is not CGSuite notation is a ParseError at its line and column, and so is a
 * value the text asks for that does not exist (`1/3`, `G & H` with G < H); the loopy engine's
 * limits and an aborted signal are the engine's own LimitError and AbortError, never ParseErrors.
 */
import { copies, neg as negShort } from '../engine/arith.js';
import { game as gameShort } from '../engine/canonical.js';
import { engineOperation } from '../engine/work.js';
import { nus, zero } from '../engine/constructors.js';
import { dyMul, toDyadic } from '../engine/dyadic.js';
import { clip, KindError, LimitError, ValueError } from '../engine/errors.js';
import { fromDigits, uptimalOf } from '../engine/uptimal.js';
import { Game } from '../engine/game.js';
import { nortonProduct } from '../engine/norton.js';
import { ordinalSum } from '../engine/ordinal.js';
import { miny, tiny } from '../engine/tinyminy.js';
import { DUD, OFF, ON, OVER, TIS, TISN, UNDER, UPON } from '../loopy/constants.js';
import { pseudonumberValue, tinyFormValue, uponFormValue } from '../loopy/print.js';
import { Stopper } from '../loopy/stopper.js';
import { ValueGraph, bracesOfValues, sidedValue, switchOf } from '../values/build.js';
import { type Value, isValue } from '../values/kind.js';
import { type LoopyLimits, add, engineOptions, guardFollowers, neg, simplest, sub } from '../values/ops.js';
import { ParseError } from './errors.js';
import { describe, indexError, lex, Positions, type Token } from './lexer.js';
import { upNthChained, upNthStarChained, upPowChained } from './uptimal.js';

export type { LoopyLimits };

/** The largest |n| accepted in `n * G` (10^9, CGSuite's `Integer * Game`). */
export const MAX_MULTIPLE = 1_000_000_000;
/** The ParseError's expected text and detail when the integer factor of `n * G` is too large. */
const TOO_LARGE = {
  expected: `an integer factor of absolute value at most ${MAX_MULTIPLE}`,
  detail: `the factor of n * G is limited to ${MAX_MULTIPLE} in absolute value`,
} as const;

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
   * Named values usable in the text, such as `{ J: game([zero], [upNth(2)]) }` for `±J` (a loopy
   * value may be named too, read with `loopy: true`). Names are words (`[A-Za-z_][A-Za-z0-9_]*`)
   * other than `Tiny`, `Miny`, `pass` and the arrows `v`, `vv`, `v3`; a name hides a loopy
   * constant of the same spelling (`on`, `over`, ...), and a label hides a name.
   */
  readonly names?: Readonly<Record<string, Value>> | ReadonlyMap<string, Value>;
  /** Largest k accepted in `*k`, `^k`, `^[k]`, `^<k>` (default 100000): larger values are a ParseError. */
  readonly maxIndex?: number;
  /** Deepest nesting of parentheses, braces and Tiny/Miny arguments (default 1,000,000); deeper is a ParseError. */
  readonly maxDepth?: number;
  /**
   * The longest text accepted, in UTF-16 code units (default {@link MAX_PARSE_LENGTH}, 1,000,000):
   * a longer text is a LimitError before any work is done, so that a huge input cannot take seconds
   * and gigabytes.
   */
  readonly maxLength?: number;
  /**
   * The loopy engine's limits for the loopy values the text builds (see `LoopyLimits`; defaults:
   * maxNodes 4,000,000, maxPairs `PARSE_MAX_PAIRS` (4,000,000, lower than the engine's
   * 16,000,000: a text of 2,000 nested loopy braces fails in seconds instead of
   * working for minutes), maxSidleWork 400,000,000). Smaller limits make any text fail fast with a
   * LimitError instead of working long (a service reading untrusted text, a fuzzer).
   */
  readonly loopyLimits?: LoopyLimits;
  /** Cancels long computations (registered position terms, sums, the loopy engine): an AbortError. */
  readonly signal?: AbortSignal;
}

/**
 * The reader's default `maxPairs` for the loopy values a text builds (see
 * {@link ParseOptions.loopyLimits}): 4,000,000 pairs, the comparison table of 2,000 stopper nodes,
 * a few seconds of work (`1000over`, 1,002 nodes, is read); `{'.repeat(k) + 'on' + '|0}'.repeat(k)` with k ≥ 2,000 is a LimitError
 * naming maxPairs.
 */
export const PARSE_MAX_PAIRS = 4_000_000;

/**
 * The default of {@link ParseOptions.maxLength}: 1,000,000 characters. A sum of 500,000 numbers
 * (1,000,000 characters) parses in a few seconds, most of it spent interning its 500,000 partial
 * sums; raise the option for longer texts (such as `maxDepth`'s 1,000,000 nested braces).
 */
export const MAX_PARSE_LENGTH = 1_000_000;

const RESERVED = new Set(['Tiny', 'Miny', 'pass']);

/** Checks and normalises a names option into a Map. @internal */
export function nameMap(names: ParseOptions['names'] | null): Map<string, Value> {
  if (names !== undefined && names !== null && typeof names !== 'object') throw new ValueError(`names must be an object or a Map from names to games, got a ${typeof names}`);
  const m = new Map<string, Value>(names instanceof Map ? names : Object.entries(names ?? {}));
  for (const [k, v] of m) {
    if (typeof k !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) || RESERVED.has(k) || /^v+\d*$/.test(k)) {
      throw new ValueError(`'${clip(k, 40)}' cannot be a name: names are words other than Tiny, Miny, pass, v, vv, v3, …`);
    }
    if (!isValue(v)) throw new ValueError(`the name '${k}' is not bound to a game`);
  }
  return m;
}

/** The loopy constants of CGSuite (Siegel, *Combinatorial Game Theory*, VI.1–VI.2). */
const CONSTANTS: ReadonlyMap<string, Value> = new Map<string, Value>([
  ['on', ON],
  ['off', OFF],
  ['over', OVER],
  ['under', UNDER],
  ['upon', UPON],
  ['dud', DUD],
  ['tis', TIS],
  ['tisn', TISN],
]);

/** The options of a parse that the family's operations take (limits and signal). */
interface Env {
  readonly lim: import('../values/ops.js').ValueOptions;
}

/** ±G = {G | −G}, and with several Left options {a,b,… | −a,−b,…}. */
function plusMinus(opts: readonly Value[], env: Env): Value {
  if (opts.length === 1) return switchOf(opts[0]!, env.lim);
  if (opts.every((x): x is Game => x instanceof Game)) return gameShort(opts, opts.map(negShort));
  return bracesOfValues(opts, opts.map((x) => neg(x)), env.lim);
}

/** The ordinal sum G:H, defined here for short games. */
function ordinal(a: Value, b: Value): Value {
  if (a instanceof Game && b instanceof Game) return ordinalSum(a, b);
  throw new KindError('the ordinal sum G:H is defined here for short games only', a instanceof Game ? 'loopy' : 'loopy');
}

/**
 * The binary operators, loosest first: symbol → precedence and operation. A larger precedence
 * binds tighter; all are left-associative. Prefix operators (`-`, `+`, `±`, `+-`) bind with
 * {@link PREFIX_PRECEDENCE}, tighter than every binary operator, as in CGSuite's grammar
 * (`addExpr` < `sidleExpr` (`&`) < `ordinalSumExpr` (`:`) < `multiplyExpr` (`*`) < `unaryExpr`):
 * `-1:1` is (−1):1, `1 + 1:1` is 1 + (1:1), `1 & 0 + 1` is (1 & 0) + 1 and `-2 * ^` is (−2)·↑.
 * The product `*` (precedence {@link TIMES_PRECEDENCE}) is read apart from this table, since its
 * token is also a nimber's. To add an operator: a lexer token and a row here.
 */
const BINARY: ReadonlyMap<string, { readonly prec: number; readonly apply: (a: Value, b: Value, env: Env) => Value }> = new Map<
  string,
  { readonly prec: number; readonly apply: (a: Value, b: Value, env: Env) => Value }
>([
  ['+', { prec: 10, apply: (a, b, env) => add(a, b, env.lim) }],
  ['-', { prec: 10, apply: (a, b, env) => sub(a, b, env.lim) }],
  // `a +- b` (or `a ± b`) is a + ±b, CGSuite's binaryPlusMinus: 3+-1 = {4|2}
  ['±', { prec: 10, apply: (a, b, env) => add(a, plusMinus([b], env), env.lim) }],
  ['&', { prec: 20, apply: (a, b, env) => sidedValue(a, b, env.lim) }],
  [':', { prec: 30, apply: ordinal }],
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
const STARTS_OPERAND = new Set<Token['t']>(['num', 'ups', 'nth', 'pow', 'upon', 'star', 'ident', 'term', '{', '(', '±']);

/** A braced game of the text built as a node of the text's game graph (or a label's game). */
class Ref {
  constructor(readonly node: number) {}
}
/** `pass`: a move to the innermost braced game being read, whose node is known when it closes. */
class PassRef {
  constructor(readonly frame: object) {}
}
/** An operand: a value, or a game of the text's graph not valued yet. */
type Val = Value | Ref | PassRef;

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
  vals: Val[];
  /** Pending operators, innermost last. */
  ops: Op[];
}

/** An open brace. */
interface BraceFrame {
  readonly k: '{';
  readonly outer: ExprState;
  /** The `±` token when a bare list is allowed (`+-{a,b}`). */
  readonly pm: Token | undefined;
  /** items[i] is followed by seps[i]; an empty item is null, located at at[i]. */
  readonly items: (Val | null)[];
  readonly at: Token[];
  readonly seps: Token[];
  /** The label written before the brace (`a{…}`), if any. */
  readonly label: string | undefined;
  /** The graph node of this brace's game, once a label refers to it. */
  top: number | undefined;
}

/** An open parenthesis, brace or Tiny/Miny argument, with the expression it interrupted. */
type Frame =
  | { readonly k: '('; readonly outer: ExprState }
  | { readonly k: 'method'; readonly name: Token; readonly method: Method; readonly receiver: Game; readonly outer: ExprState }
  | { readonly k: 'tiny'; readonly ident: Token & { t: 'ident' }; readonly x: Game; readonly outer: ExprState }
  | BraceFrame;

const fresh = (): ExprState => ({ vals: [], ops: [] });

/**
 * Reads a game written in CGSuite 2.x notation: `{1,{2|1}|-1}`, `{0|*||*|||*||||*}`, `3/2v*2`,
 * `^[2]*`, `+-{4|2}`, `±1`, `Tiny({3|1})`, `1 + ^ - *`, Unicode `⇑*`, `↑^[3]`, `↓_[2]`, and names
 * given in `options.names`. Bad text is a {@link ParseError} with its line, column, what was
 * expected and what was found. Loopy notation (`on`, `pass`, `&`, ...) is a ParseError here, at
 * its first loopy word: read it with `{ loopy: true }`.
 */
export function parse(text: string, options?: ParseOptions & { readonly loopy?: false }): Game;
/**
 * With `{ loopy: true }`, reads every CGSuite text the library knows, loopy or short: `on`, `off`,
 * `over`, `under`, `upon`, `dud`, `tis`, `tisn`, `pass`, labels such as `a{0|{a|*}}`, `G & H`,
 * `3/2over`, `^[on]*`, `Tiny(on)`. The value is in its simplest kind: short text (or loopy text
 * whose value has no cycle) gives the short `Game`, loopy text a canonical `Stopper`, a
 * `SidedValue`, or a `SimplifiedSidedValue` when a side is not a stopper (Bach's Carousel).
 */
export function parse(text: string, options: ParseOptions & { readonly loopy: true }): Value;
/** Either of the above, decided at run time. */
export function parse(text: string, options?: ParseOptions & { readonly loopy?: boolean }): Value;
export function parse(text: string, options: (ParseOptions & { readonly loopy?: boolean }) | null = {}): Value {
  const o = checkOptions(options);
  if (o.loopy === true) return read(text, o, 'any', gameShort);
  // one engine operation: the sums, multiples and products of one short text share one work limit
  return engineOperation(() => read(text, o, 'short', gameShort), o.signal);
}

/** The options object, checked: an object or nothing. */
function checkOptions(options: unknown): ParseOptions & { readonly loopy?: boolean } {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') throw new ValueError(`the options of parse must be an object, got ${options === null ? 'null' : `a ${typeof options}`}`);
  return options as ParseOptions & { readonly loopy?: boolean };
}

/**
 * {@link parse} of short text, building every braced form through `braces(L, R)` (bottom-up, each
 * argument list holding canonical games) instead of `game`, so a caller can observe or replay the
 * simplifications. `braces` must return the canonical form of {L | R}. @internal
 */
export function parseTraced(text: string, options: ParseOptions, braces: (left: Game[], right: Game[]) => Game): Game {
  return read(text, checkOptions(options), 'short', braces) as Game;
}

/**
 * The one reader. `mode` 'short' refuses loopy notation with a ParseError at its first loopy token
 * (labels are not read there: `a{` is a name followed by a brace, as before loopy text); 'any'
 * reads it.
 */
function read(text: string, options: ParseOptions, mode: 'short' | 'any', braces: (left: Game[], right: Game[]) => Game): Value {
  if (typeof text !== 'string') throw new ParseError(1, 1, 'a string', typeof text);
  const maxLength = options.maxLength ?? MAX_PARSE_LENGTH;
  if (text.length > maxLength) {
    throw new LimitError(`the text has ${text.length} characters, more than the limit maxLength = ${maxLength}: '${clip(text, 40)}'`, 'maxLength');
  }
  const pos = new Positions(text);
  const names = nameMap(options.names);
  const maxDepth = options.maxDepth ?? 1_000_000;
  const maxIndex = options.maxIndex ?? 100_000;
  // the loopy limits given (undefined entries keep the reader's defaults), with maxPairs lowered
  const given = Object.entries(options.loopyLimits ?? {}).filter(([, v]) => v !== undefined);
  const env: Env = { lim: { maxPairs: PARSE_MAX_PAIRS, ...Object.fromEntries(given), ...(options.signal ? { signal: options.signal } : {}) } };
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
  /**
   * Runs an operation, turning a value that does not exist (a ValueError) or an operation not
   * defined for its operands' kinds (a KindError) into a ParseError at token t. Limits and aborts
   * pass through as they are.
   */
  const value = <T>(t: Token, f: () => T, expected = 'a value that can be represented'): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ValueError || e instanceof KindError) return fail(t, expected, e.message);
      throw e;
    }
  };
  const operatorOrEnd = mode === 'any' ? 'end of input or an operator' : "an operator ('+', '-', ':' or '*') or end of input";
  /** In short mode, loopy notation at token t is a ParseError there, at once. */
  const loopyAt = (t: Token, what: string): void => {
    if (mode === 'any') return;
    fail(t, 'a short game', `${what} is loopy notation, which short text does not take; parse(text, { loopy: true }) reads loopy games`);
  };

  // The game graph of the loopy braced games of the text, made at the first one.
  let graph: ValueGraph | undefined;
  const theGraph = (): ValueGraph => (graph ??= new ValueGraph(engineOptions(env.lim)));
  /** Nodes of braces still being read that a label refers to. */
  const open = new Set<number>();

  /** The value of an operand, at token t (the operator that needs it). */
  const val = (t: Token, x: Val): Value => {
    if (!(x instanceof Ref) && !(x instanceof PassRef)) return x;
    const complete = (): never =>
      fail(t, 'a complete game', 'a game that refers to an enclosing game (by a label or pass) cannot be added, negated, multiplied or used alone');
    if (x instanceof PassRef) return complete();
    const g = theGraph();
    for (const v of g.reachable(x.node)) if (open.has(v)) complete();
    return value(t, () => g.valueAt(x.node), 'a game whose onside is at least its offside');
  };

  // Invariant: frames.length is the current nesting depth; `st` is the innermost expression.
  const frames: Frame[] = [];
  let st = fresh();
  /** Opens a frame at token t (the depth check), and starts its inner expression. */
  const open_ = (t: Token, f: Frame): void => {
    if (frames.length + 1 > maxDepth) fail(t, `nesting at most ${maxDepth} deep`, `nesting deeper than ${maxDepth}`);
    frames.push(f);
    st = fresh();
  };
  /** Tiny(G) / Miny(G) translated by x: consumes the name and '(' and opens the argument. */
  const openTiny = (t: Token & { t: 'ident' }, x: Game, outer: ExprState): void => {
    p++;
    const paren = expect('(', `'(' after ${t.name}`);
    open_(paren, { k: 'tiny', ident: t, x, outer });
  };
  /** `{` (after an optional label): opens a braced form, whose first item is then read (or it closes at once). */
  const openBraces = (pm: Token | undefined, outer: ExprState, label: string | undefined): Val | undefined => {
    const t = peek();
    p++;
    const f: BraceFrame = { k: '{', outer, pm, items: [], at: [], seps: [], label, top: undefined };
    open_(t, f);
    if (nextItem(f)) return undefined;
    return closeBraces(f);
  };

  // operand: the value of the primary just read, before its prefixes apply (undefined: read one)
  let operand: Val | undefined;
  for (;;) {
    if (operand === undefined) {
      prefixes(st.ops);
      const lastOp = st.ops[st.ops.length - 1];
      const last = lastOp?.arity === 1 ? lastOp.tok : undefined; // a prefix ± (not the binary a +- b)
      const t = peek();
      if (last?.t === '±' && t.t === '{') {
        operand = openBraces(last, st, undefined);
        if (operand === undefined) continue;
      } else {
        switch (t.t) {
          case '(':
            p++;
            open_(t, { k: '(', outer: st });
            continue;
          case '{':
            operand = openBraces(undefined, st, undefined);
            if (operand === undefined) continue;
            break;
          case 'term':
            p++;
            operand = termValue(t);
            break;
          case 'ident': {
            if (t.name === 'Tiny' || t.name === 'Miny') {
              openTiny(t, zero, st);
              continue;
            }
            const u = toks[p + 1]!;
            if (u.t === '{' && u.start === t.end && t.name !== 'pass' && mode === 'any') {
              // a label: `a{0|a}` names this brace's game inside it
              p++;
              operand = openBraces(undefined, st, t.name);
              if (operand === undefined) continue;
              break;
            }
            operand = word(t);
            break;
          }
          case '-': // only as the sign of an adjacent number (see prefixes)
          case 'num':
          case 'ups':
          case 'nth':
          case 'pow':
          case 'upon':
          case 'star': {
            const r = literal();
            if (!(r instanceof Game) && 'ident' in r) {
              openTiny(r.ident, r.x, st);
              continue;
            }
            operand = r;
            break;
          }
          default:
            return fail(t, 'a game');
        }
      }
    }
    // A method call binds tightest (CGSuite's postfixExpr): G.NortonProduct(U) opens its argument.
    if (peek().t === '.') {
      const dot = peek();
      const id = toks[p + 1]!;
      if (id.t !== 'ident') return fail(id, "a method name after '.'");
      const method = METHODS.get(id.name);
      if (method === undefined) return fail(id, `one of the methods ${[...METHODS.keys()].join(', ')}`, `unknown method '${id.name}'`);
      const receiver = val(dot, operand);
      if (!(receiver instanceof Game)) return fail(id, 'a short game before the method', `${id.name} is defined here for short games only`);
      p += 2;
      const paren = expect('(', `'(' after ${id.name}`);
      open_(paren, { k: 'method', name: id, method, receiver, outer: st });
      operand = undefined;
      continue;
    }
    // An operand is complete: reduce the operators binding tighter than the next one.
    st.vals.push(operand);
    operand = undefined;
    const t = peek();
    if (t.t === 'star') {
      // a star after a complete operand (not taken by a literal): the product n * G
      if (t.digits !== undefined) fail(t, operatorOrEnd, 'an uptimal expansion cannot follow a game');
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
      if (t.t === '&') loopyAt(t, "'&'");
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
      if (t.t !== 'eof') fail(t, operatorOrEnd);
      return val(t, v);
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
    const close = expect(')', "')'");
    frames.pop();
    st = f.outer;
    if (f.k === '(') operand = v;
    else if (f.k === 'method') {
      const { method, receiver } = f;
      const arg = val(close, v);
      if (!(arg instanceof Game)) return fail(f.name, 'a short game as the argument', `${f.name.t === 'ident' ? f.name.name : 'the method'} is defined here for short games only`);
      operand = value(f.name, () => method(receiver, arg));
    } else operand = tinyValue(f, val(close, v));
  }

  /** x + Tiny(G) = {x || x | x − G}, x + Miny(G) = {x + G | x || x}, for short games and stoppers. */
  function tinyValue(f: Frame & { k: 'tiny' }, v: Value): Value {
    if (v instanceof Game) return value(f.ident, () => add(f.x, f.ident.name === 'Tiny' ? tiny(v) : miny(v)));
    if (!(v instanceof Stopper)) return fail(f.ident, 'a stopper', `the argument of ${f.ident.name} must be a stopper`);
    return value(f.ident, () => simplest(tinyFormValue(f.ident.name as 'Tiny' | 'Miny', f.x.nus!.number, v)));
  }

  /** Applies the pending operators of precedence at least `min`, innermost first. */
  function reduce(e: ExprState, min: number): void {
    for (;;) {
      const op = e.ops[e.ops.length - 1];
      if (op === undefined || op.prec < min) return;
      e.ops.pop();
      const b = val(op.tok, e.vals.pop()!);
      if (op.arity === 1) e.vals.push(op.tok.t === '-' ? neg(b) : value(op.tok, () => plusMinus([b], env)));
      else if (op.tok.t === 'star') e.vals.push(times(op.tok, val(op.tok, e.vals.pop()!), b));
      else {
        const a = val(op.tok, e.vals.pop()!);
        const f = BINARY.get(op.tok.t)!.apply;
        e.vals.push(value(op.tok, () => f(a, b, env), op.tok.t === '&' ? 'G & H with G ≥ H, both stoppers' : undefined));
      }
    }
  }

  /** The integer factor written as a star's digits (`G*3`). */
  function factorOf(t: Token & { t: 'star' }): Game {
    if (t.big !== undefined && !(t.m <= MAX_MULTIPLE)) return fail(t, TOO_LARGE.expected, TOO_LARGE.detail);
    return nus(t.m, 0, 0);
  }

  /**
   * a * b at the star token t: the product of two numbers (a dyadic), or n copies of a game (n an
   * integer factor on either side, a's when both are, |n| ≤ MAX_MULTIPLE; (−n)·G is n copies of
   * −G), added by the engine's binary doubling in CGSuite's order (`nCopies`), so n = 10^9 costs
   * 59 additions at most; anything else is a ParseError at the star.
   */
  function times(t: Token, a: Value, b: Value): Value {
    const numberOf = (g: Value): number | undefined => (g instanceof Game && g.isNumber ? g.nus!.number : undefined);
    const x = numberOf(a);
    const y = numberOf(b);
    if (x !== undefined && y !== undefined) return value(t, () => nus(dyMul(x, y), 0, 0));
    const [n, g] = x !== undefined && Number.isInteger(x) ? [x, b] : y !== undefined && Number.isInteger(y) ? [y, a] : [undefined, a];
    if (n === undefined) {
      const detail = "'*' multiplies a game by an integer (CGSuite's n * G) or two numbers; other products are methods, such as G.NortonProduct(U)";
      return fail(t, "an integer factor on one side of '*'", detail);
    }
    if (Math.abs(n) > MAX_MULTIPLE) return fail(t, TOO_LARGE.expected, TOO_LARGE.detail);
    return value(t, () => copies(Math.abs(n), n < 0 ? neg(g) : g, nus(0, 0, 0), (p, q) => add(p, q, env.lim), options.signal));
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
    return value(t, () => {
      const g = t.def.parse(text.slice(t.start, t.end), { line, column, signal: options.signal });
      if (!(g instanceof Game)) throw new KindError(`the term '${clip(t.def.name, 60)}' gave ${g === null ? 'null' : typeof g}, not a short game`, g === null ? 'null' : typeof g);
      return g;
    });
  }

  /** A word: a label of an enclosing brace, `pass`, a name given in options.names, or a loopy constant. */
  function word(t: Token & { t: 'ident' }): Val {
    p++;
    if (t.name === 'pass') {
      loopyAt(t, "'pass'");
      for (let i = frames.length - 1; i >= 0; i--) {
        const f = frames[i]!;
        if (f.k === '{') return new PassRef(f);
      }
      return fail(t, 'a game', '`pass` is only allowed inside braces');
    }
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i]!;
      if (f.k === '{' && f.label === t.name) {
        loopyAt(t, `the label '${t.name}'`);
        if (f.top === undefined) {
          f.top = theGraph().node();
          open.add(f.top);
        }
        return new Ref(f.top);
      }
    }
    const g = names.get(t.name) ?? CONSTANTS.get(t.name);
    if (g === undefined) {
      return fail(t, names.size > 0 ? `a game or one of the names ${[...names.keys()].join(', ')}` : 'a game', `unknown name '${t.name}'`);
    }
    if (!(g instanceof Game)) loopyAt(t, `'${t.name}'`);
    return g;
  }

  /**
   * number? (arrows | upon)? star? tilt?, parts adjacent; or a number adjacent to Tiny/Miny,
   * returned as the Tiny/Miny to open with its translation.
   */
  function literal(): Value | { ident: Token & { t: 'ident' }; x: Game } {
    let t = peek();
    const first = t;
    let x = 0;
    let g: Game | undefined;
    let k = 0;
    let m = 0;
    let prevEnd = -1;
    let nthStar: { n: number; sign: number } | undefined;
    let upon: (Token & { t: 'upon' }) | undefined;
    let star: Token | undefined;
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
    if ((t.t === 'ups' || t.t === 'nth' || t.t === 'pow' || t.t === 'upon') && (prevEnd < 0 || adjacent(t))) {
      if (t.t === 'ups') k = t.k;
      else if (t.t === 'upon') {
        loopyAt(t, `'${text.slice(t.start, t.end)}'`);
        upon = t;
      } else if (t.t === 'nth') {
        const n = t.n;
        nthStar = { n, sign: t.sign };
        g = t.sign > 0 ? upNthChained(n) : negShort(upNthChained(n));
      } else {
        const n = t.n;
        const u = t;
        g = value(u, () => {
          if (n < 1) throw new ValueError('a power of up needs an exponent of at least 1');
          return u.sign > 0 ? upPowChained(n) : negShort(upPowChained(n));
        });
      }
      p++;
      prevEnd = t.end;
      t = peek();
    }
    if (t.t === 'star' && (prevEnd < 0 || (adjacent(t) && !timesStar(t)))) {
      if (t.big !== undefined) throw indexError(pos, t.start + 1, t.big, '*k', maxIndex);
      m = t.m;
      star = t;
      p++;
      prevEnd = t.end;
      if (t.digits !== undefined) {
        if (k !== 0 || g !== undefined || upon !== undefined) return fail(t, 'an uptimal expansion after a number only', 'arrows and an uptimal expansion cannot be combined in one literal');
        return expansionValue(t, x, m, t.digits);
      }
    }
    if (prevEnd < 0) return fail(first, 'a game');
    let v: Value;
    if (upon !== undefined) {
      // x^[on]*m, xv<on>*m: CGSuite's upon forms (loopy/print.ts, UponForm)
      const u = upon;
      const nim = m;
      if (!(nim < 2 ** 31)) return fail(star ?? u, 'a nimber below 2^31');
      v = value(u, () => simplest(uponFormValue({ type: u.type, x, nim, negated: u.sign < 0 })));
    } else if (nthStar !== undefined && m === 1) {
      // ↑^[n]* directly from its chain ({0, ↑^[n−1]* | 0}), then the number by translation
      const s = nthStar;
      const chain = s.sign > 0 ? upNthStarChained(s.n) : negShort(upNthStarChained(s.n));
      const base = nus(x, k, 0);
      v = value(first, () => add(base, chain));
    } else {
      const base = nus(x, k, m);
      v = g ? value(first, () => add(base, g!)) : base;
    }
    // `3/2over` = {3/2 | pass}, `-5under` = {pass | −5}; `^over` = ↑ + over
    const tail = peek();
    if (tail.t === 'ident' && adjacent(tail) && (tail.name === 'over' || tail.name === 'under')) {
      loopyAt(tail, `'${tail.name}'`);
      p++;
      const tilt = tail.name === 'over' ? 1 : -1;
      const w = v;
      if (w instanceof Game && w.isNumber) {
        guardFollowers(w, env.lim);
        return value(tail, () => pseudonumberValue(w.nus!.number, tilt));
      }
      return value(tail, () => add(w, tilt === 1 ? OVER : UNDER, env.lim));
    }
    return v;
  }

  /**
   * A bare `*` touching a literal's number or arrows is the product, not the literal's nimber, when
   * the token after it starts an operand (`10*{1|0}`, `2*^`, `3* 5`) and is not `over` or `under`
   * touching it (`3*over` is 3* + over); the star is at toks[p].
   */
  function timesStar(t: Token & { t: 'star' }): boolean {
    if (t.end !== t.start + 1 || t.digits !== undefined) return false;
    const u = toks[p + 1]!;
    if (u.t === 'ident' && u.start === t.end && (u.name === 'over' || u.name === 'under')) return false;
    return STARTS_OPERAND.has(u.t);
  }

  /** The game x + Σ d_j·↑^j + *m of an uptimal expansion literal. */
  function expansionValue(t: Token, x: number, m: number, digits: readonly number[]): Game {
    return value(t, () => uptimalOf(fromDigits(x, m, digits)));
  }

  /**
   * After '{' or a separator: records empty items up to the next item. True when an item's
   * expression starts here (its token recorded), false when the braces end.
   */
  function nextItem(f: BraceFrame): boolean {
    for (;;) {
      const t = peek();
      f.at.push(t);
      if (t.t !== ',' && t.t !== 'bar' && t.t !== '}') return true;
      f.items.push(null);
      if (!separator(f)) return false;
    }
  }

  /** After an item: consumes a separator (true), or stops at '}' (false). */
  function separator(f: BraceFrame): boolean {
    const s = peek();
    if (s.t === '}') return false;
    if (s.t !== ',' && s.t !== 'bar') fail(s, "',', '|' or '}'");
    f.seps.push(s);
    p++;
    return true;
  }

  /** '}': pops the frame and returns the braced game (with ± applied when opened after ±). */
  function closeBraces(f: BraceFrame): Val {
    const close = peek();
    p++;
    frames.pop();
    st = f.outer;
    const pm = f.pm;
    if (pm !== undefined && !hasBars(f.seps, 0, f.seps.length)) {
      // `+-{A, B}`: {A, B | −A, −B}
      st.ops.pop();
      const list = f.items.map((x, i) => (x === null ? fail(f.at[i]!, 'a game') : val(f.at[i]!, x)));
      return value(pm, () => plusMinus(list, env));
    }
    if (f.top !== undefined || f.items.some((x) => x !== null && !(x instanceof Game))) {
      const r = new Ref(bracedGraph(f, close));
      if (f.top !== undefined) open.delete(f.top);
      return r;
    }
    const g = bracedValue(f, close);
    if (pm === undefined) return g;
    st.ops.pop();
    return value(pm, () => plusMinus([g], env));
  }

  /** Items lo..hi (inclusive) without bars between them: a list of options, or a ParseError. */
  function itemsOf<T>(f: BraceFrame, lo: number, hi: number, as: (x: Val) => T): T[] {
    const { items, at } = f;
    if (lo === hi && items[lo] === null) return [];
    const out: T[] = [];
    for (let i = lo; i <= hi; i++) {
      const g = items[i];
      if (g === null || g === undefined) return fail(at[i]!, 'a game');
      out.push(as(g));
    }
    return out;
  }

  /**
   * Walks the levels of bars of a braced form, each split at its unique longest run of bars (a
   * ParseError when not unique), depth first and Left side first, on an explicit stack: `enter`
   * makes a level's handle before its options are read (`pass` in its slots moves there), `item`
   * reads an option, and `leave` makes the level of its two sides, a barred side being what the
   * level below made. Returns what `leave` made of the whole form.
   */
  function levels<T, O>(
    f: BraceFrame,
    close: Token,
    enter: (top: boolean) => O,
    item: (x: Val, owner: O) => T,
    leave: (left: T[], right: T[], owner: O) => T,
  ): T {
    const seps = f.seps;
    if (!hasBars(seps, 0, seps.length)) return fail(close, "'|'");
    // a level: items lo..hi split at `split`, its handle, its Left side once made, and how far it got
    const open = (lo: number, hi: number, top = false) => {
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
      const leftBars = hasBars(seps, lo, split);
      const rightBars = hasBars(seps, split + 1, hi);
      if (max > 1 && !leftBars && !rightBars) {
        fail(seps[split]!, "'|'", `a run of ${max} bars separates nothing written with fewer bars`);
      }
      const level = { lo, hi, split, leftBars, rightBars, owner: enter(top), stage: 0 as 0 | 1 | 2 };
      return level as typeof level & { L?: T[] };
    };
    const stack = [open(0, f.items.length - 1, true)];
    let done: T | undefined; // what the level just left made
    for (;;) {
      const l = stack[stack.length - 1]!;
      const as = (x: Val): T => item(x, l.owner);
      if (l.stage === 0) {
        l.stage = 1;
        if (l.leftBars) {
          stack.push(open(l.lo, l.split));
          continue;
        }
        l.L = itemsOf(f, l.lo, l.split, as);
      }
      if (l.stage === 1) {
        l.L ??= [done!];
        l.stage = 2;
        if (l.rightBars) {
          stack.push(open(l.split + 1, l.hi));
          continue;
        }
        done = leave(l.L, itemsOf(f, l.split + 1, l.hi, as), l.owner);
      } else done = leave(l.L!, [done!], l.owner);
      stack.pop();
      if (stack.length === 0) return done;
    }
  }

  /** The game of a braced form of short games, each level made by `braces`, bottom-up. */
  function bracedValue(f: BraceFrame, close: Token): Game {
    return levels<Game, undefined>(f, close, () => undefined, (x) => x as Game, braces);
  }

  /**
   * The braced form as nodes of the text's game graph, one a level of bars (the top one the
   * label's node when a label refers to it); `pass` in a slot is a move to the node of the level
   * that slot belongs to. Returns the top node.
   */
  function bracedGraph(f: BraceFrame, close: Token): number {
    const g = theGraph();
    const enter = (top: boolean): number => (top ? (f.top ?? g.node()) : g.node());
    const item = (x: Val, owner: number): number =>
      x instanceof PassRef ? owner : x instanceof Ref ? x.node : g.nodeOf(x);
    return levels(f, close, enter, item, (left, right, owner) => {
      g.setOptions(owner, left, right);
      return owner;
    });
  }
}

const barCount = (s: Token): number => (s.t === 'bar' ? s.count : 0);
function hasBars(seps: readonly Token[], lo: number, hi: number): boolean {
  for (let i = lo; i < hi; i++) if (barCount(seps[i]!) > 0) return true;
  return false;
}
