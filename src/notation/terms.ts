/**
 * The term table of the one parser: games plug their own position terms into CGSuite notation.
 *
 * A term is a piece of text that the lexer reads as ONE atom (like a number or `*3`) and that a
 * game turns into a value, e.g. SIMPLE CHOPSTICKS' `(1,2|3)_20`. Terms take part in sums,
 * negation, parentheses and every other operator of the grammar like any other atom:
 * `parse('(1|2)_20 + ^ - (2|3)_20')`.
 *
 * Invariants: names are unique; terms are tried in registration order, before the built-in tokens,
 * and only at characters listed in their `starts`. A term's `lex` must not consume text it does not
 * own: returning -1 leaves the text to the built-in grammar.
 */
import type { Game } from '../engine/game.js';
import { ValueError, clip } from '../engine/errors.js';
import { requireShape } from '../engine/guard.js';

/** What {@link TermDefinition.parse} is given besides the term's text. */
export interface TermContext {
  /** The 1-based line of the term's first character in the whole text. */
  readonly line: number;
  /** The 1-based column of the term's first character in the whole text. */
  readonly column: number;
  /** Cancels a long computation (the parse option `signal`). */
  readonly signal: AbortSignal | undefined;
}

/** A position term a game registers with {@link registerTerm}. */
export interface TermDefinition {
  /** A unique name, e.g. `'simple-chopsticks'`. */
  readonly name: string;
  /** The characters a term can start with (e.g. `'('`); lex is only called there. */
  readonly starts: string;
  /**
   * The end offset (exclusive) of the term starting at `start` in `text`, or -1 when no term of
   * this kind starts there. When the text is clearly a term of this kind with a part missing or
   * wrong, call `fail` (it throws a ParseError at `offset`, saying what was `expected` there).
   */
  lex(text: string, start: number, fail: (offset: number, expected: string, detail?: string) => never): number;
  /** The value of the term `source` (exactly the text `lex` delimited). */
  parse(source: string, context: TermContext): Game;
}

const TERMS = new Map<string, TermDefinition>();
/** Terms by start character, in registration order. */
const BY_START = new Map<string, TermDefinition[]>();

/**
 * Adds a position term to the grammar of {@link parse} (idempotent for the same definition
 * object).
 * @throws KindError when `def` is not a definition (a string `name` and `starts`, functions `lex`
 *   and `parse`); ValueError when another definition has the same name.
 */
export function registerTerm(def: TermDefinition): void {
  requireShape(def, 'registerTerm', 'def', 'a term definition (name, starts, lex, parse)', { name: 'string', starts: 'string', lex: 'function', parse: 'function' });
  const old = TERMS.get(def.name);
  if (old === def) return;
  if (old !== undefined) throw new ValueError(`a term named '${clip(def.name, 60)}' is already registered`);
  TERMS.set(def.name, def);
  for (const c of new Set(def.starts)) {
    const list = BY_START.get(c) ?? [];
    list.push(def);
    BY_START.set(c, list);
  }
}

/** The names of the registered terms, in registration order. */
export function registeredTerms(): string[] {
  return [...TERMS.keys()];
}

/** The terms that may start at character c. @internal */
export function termsStartingWith(c: string): readonly TermDefinition[] | undefined {
  return BY_START.get(c);
}
