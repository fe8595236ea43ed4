/**
 * Sums of positions and games, as the `value` command reads them: terms joined by `+` and `-` at the
 * top level (outside braces, brackets and parentheses). A term `(…)_n` is a position; any other term
 * is CGSuite game text, read by the notation module's `parse` with the paper's name J.
 */
import { add, neg } from '../../engine/arith.js';
import { zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { ParseError } from '../../notation/errors.js';
import { parse } from '../../notation/parser.js';
import { NAMES } from './named.js';
import { parsePosition, PositionError } from './position.js';
import { value, type ValueOptions } from './value.js';
import { PartizanError } from '../../engine/errors.js';

/** A malformed sum expression (unbalanced brackets, an empty term). `column` is 1-based. */
export class ExpressionError extends PartizanError {
  override name = 'ExpressionError';
  override readonly code: string = 'EXPRESSION';
  /** Builds the error with the 1-based column of the problem. */
  constructor(
    message: string,
    /** The 1-based column in the expression. */
    readonly column: number,
  ) {
    super(`${message} (column ${column})`);
  }
}

/** One signed term of a sum, with its 1-based column. */
export interface Term {
  /** `+1` or `-1`. */
  sign: 1 | -1;
  /** The term's text, trimmed. */
  text: string;
  /** The 1-based column where the term starts. */
  column: number;
}

/** Splits `text` at top-level `+` and `-` (not inside `{}`, `[]`, `()`, and not a `+-` switch prefix). */
export function splitTerms(text: string): Term[] {
  const terms: Term[] = [];
  let depth = 0;
  let start = 0;
  let sign: 1 | -1 = 1;
  const open = '{[(';
  const close = '}])';
  const push = (end: number): void => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    terms.push({ sign, text: raw.trim(), column: start + lead + 1 });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (open.includes(c)) depth++;
    else if (close.includes(c)) {
      depth--;
      if (depth < 0) throw new ExpressionError(`unbalanced '${c}'`, i + 1);
    } else if (depth === 0 && (c === '+' || c === '-')) {
      const before = text.slice(start, i).trim();
      // a sign at the start of a term (unary, or the "+-" of a switch) belongs to the term
      if (before === '' || /[+-]$/.test(before) || (c === '-' && text[i - 1] === '+')) continue;
      push(i);
      sign = c === '+' ? 1 : -1;
      start = i + 1;
    }
  }
  if (depth !== 0) throw new ExpressionError('unclosed bracket', text.length + 1);
  push(text.length);
  for (const t of terms) if (t.text === '') throw new ExpressionError('empty term', t.column);
  return terms;
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

/** A term's text after its first `k` characters, trimmed, with its new column. */
function rest(t: Term, k: number, sign: 1 | -1): Term {
  const raw = t.text.slice(k);
  const lead = raw.length - raw.trimStart().length;
  return { sign, text: raw.trim(), column: t.column + k + lead };
}

/** The index of the bracket closing the one opening `text` at index 0, or -1 when it is not closed. */
function matching(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * The value of a sum of positions and games, e.g. `(1|2)_20 + (2|3)_20 - ^`. A term holding a
 * position may be parenthesised or signed: `((1|1)_3)`, `-((1|2)_20 - ^)`. `parseGame` reads the
 * game terms, given each term's text and its 1-based column in `text` (default {@link gameTerm}).
 * Position errors carry the column in the whole expression. `opts.signal` cancels the positions'
 * computations with an AbortError (what was computed stays in the shared table, so calling again resumes).
 */
export function valueOfExpression(text: string, parseGame: (text: string, column: number) => Game = gameTerm, opts: ValueOptions = {}): Game {
  let s: Game = zero;
  // A work list rather than recursion: nested parentheses are expanded into their signed terms.
  const work: Term[] = splitTerms(text).reverse();
  while (work.length > 0) {
    const t = work.pop()!;
    let g: Game;
    const hasPosition = /\)\s*_/.test(t.text);
    const close = t.text.startsWith('(') ? matching(t.text) : -1;
    if (hasPosition && /^[+-](?![+-])/.test(t.text)) {
      // a unary sign in front of a term that holds a position (not the "+-" of a switch)
      work.push(rest(t, 1, t.text[0] === '-' ? (-t.sign as 1 | -1) : t.sign));
      continue;
    }
    if (hasPosition && close === t.text.length - 1) {
      // a parenthesised term, "((1|1)_3)" or "((1|2)_20 - ^)": its inner terms, with this term's sign
      const inner = rest({ ...t, text: t.text.slice(0, close) }, 1, t.sign);
      const parts = splitTerms(inner.text);
      for (let i = parts.length - 1; i >= 0; i--) {
        const q = parts[i]!;
        work.push({ sign: (q.sign * t.sign) as 1 | -1, text: q.text, column: q.column + inner.column - 1 });
      }
      continue;
    }
    if (t.text.startsWith('(') && hasPosition) {
      try {
        g = value(parsePosition(t.text), opts);
      } catch (e) {
        if (e instanceof PositionError && e.column > 0) {
          throw new PositionError(e.message.replace(/ \(column \d+\)$/, ''), e.column + t.column - 1);
        }
        throw e;
      }
    } else {
      g = parseGame(t.text, t.column);
    }
    s = add(s, t.sign === 1 ? g : neg(g));
  }
  return s;
}
