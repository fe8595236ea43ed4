/**
 * Sums of positions and games, as the `value` command reads them. Since positions are a term of the
 * one parser (see ./terms.ts), this module is a thin layer over the notation module's `parse`,
 * kept because users import its names: {@link valueOfExpression} is `parse` with the paper's name J,
 * {@link splitTerms} splits text at its top-level `+` and `-` using the parser's lexer.
 */
import { add, neg } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { kindError, requireString } from '../../engine/guard.js';
import { checkRunOptions } from '../../engine/run.js';
import { ParseError } from '../../notation/errors.js';
import { describe, lex, Positions, type Token } from '../../notation/lexer.js';
import { parse } from '../../notation/parser.js';
import { NAMES } from './value.js';
import './terms.js';
import type { ValueOptions } from './value.js';

/**
 * A malformed sum expression.
 * @deprecated Sums are read by the notation module's `parse`, whose errors are {@link ParseError}s;
 * `ExpressionError` is the same class, kept as an alias.
 */
export const ExpressionError = ParseError;
/** @deprecated The same as {@link ParseError}. */
export type ExpressionError = ParseError;

/** One signed term of a sum, with its 1-based column. */
export interface Term {
  /** `+1` or `-1`. */
  sign: 1 | -1;
  /** The term's text, trimmed. */
  text: string;
  /** The 1-based column where the term starts. */
  column: number;
}

/** Tokens after which a '+' or '-' is a binary operator. */
const ENDS_OPERAND = new Set<Token['t']>(['num', 'ups', 'nth', 'pow', 'star', 'ident', 'term', ')', '}']);

/** Terms with whether each holds a registered position term. */
function split(text: string): Array<Term & { hasPosition: boolean }> {
  const pos = new Positions(text);
  const toks = lex(text, pos, { maxIndex: 100_000 });
  const terms: Array<Term & { hasPosition: boolean }> = [];
  let depth = 0;
  let sign: 1 | -1 = 1;
  let first = -1; // index of the term's first token
  let hasPosition = false;
  const push = (endTok: Token): void => {
    if (first < 0) throw pos.error(endTok.start, 'a game', describe(text, endTok.start, endTok.end));
    const a = toks[first]!.start;
    terms.push({ sign, text: text.slice(a, toks[toks.indexOf(endTok) - 1]!.end), column: a + 1, hasPosition });
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.t === 'eof') {
      if (depth > 0) throw pos.error(t.start, "a closing ')' or '}'", 'end of input');
      push(t);
      break;
    }
    if (t.t === '(' || t.t === '{') depth++;
    else if (t.t === ')' || t.t === '}') {
      if (--depth < 0) throw pos.error(t.start, 'a game or an operator', describe(text, t.start), `unbalanced '${t.t}'`);
    }
    if (depth === 0 && (t.t === '+' || t.t === '-') && i > 0 && ENDS_OPERAND.has(toks[i - 1]!.t)) {
      push(t);
      sign = t.t === '+' ? 1 : -1;
      first = -1;
      hasPosition = false;
      continue;
    }
    if (first < 0) first = i;
    if (t.t === 'term') hasPosition = true;
  }
  return terms;
}

/**
 * Splits `text` at top-level binary `+` and `-` (not inside `{}` or `()`, not a unary sign or the
 * `+-` of a switch). Unbalanced brackets and empty terms are a {@link ParseError}.
 */
export function splitTerms(text: string): Term[] {
  return split(requireString(text, 'splitTerms', 'text')).map(({ sign, text, column }) => ({ sign, text, column }));
}

/**
 * A game term in CGSuite notation (the notation module's `parse`, knowing the name J); a ParseError
 * gets the column in the whole expression, given the term's `column`.
 */
export function gameTerm(text: string, column = 1): Game {
  try {
    return parse(text, { names: NAMES });
  } catch (e) {
    if (e instanceof ParseError && e.line === 1) throw new ParseError(1, e.column + column - 1, e.expected, e.found);
    throw e;
  }
}

/**
 * The value of a sum of positions and games, e.g. `(1|2)_20 + (2|3)_20 - ^`: the notation module's
 * `parse` with the paper's name J (positions are a registered term, so `((1|1)_3)`,
 * `-((1|2)_20 - ^)` and any CGSuite text around them work). `opts.signal` cancels the positions'
 * computations with an AbortError (what was computed stays in the shared table, so calling again resumes).
 *
 * `parseGame` (deprecated) reads the top-level terms that hold no position, given each term's text
 * and its 1-based column; the default reads them with `parse` like the rest.
 */
export function valueOfExpression(text: string, parseGame: (text: string, column: number) => Game = gameTerm, opts: ValueOptions = {}): Game {
  if (typeof parseGame !== 'function') throw kindError('valueOfExpression', 'parseGame', 'a function or undefined', parseGame);
  checkRunOptions(opts, 'valueOfExpression');
  opts ??= {};
  if (parseGame === gameTerm) return parse(text, { names: NAMES, signal: opts.signal });
  let s: Game = zero;
  for (const t of split(text)) {
    // a term with a position is parsed in place (blanked before it), so errors keep their columns
    const g = t.hasPosition ? parse(' '.repeat(t.column - 1) + t.text, { names: NAMES, signal: opts.signal }) : parseGame(t.text, t.column);
    s = add(s, t.sign === 1 ? g : neg(g));
  }
  return s;
}
