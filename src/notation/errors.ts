/** Errors of the notation module. */
import { clip, PartizanError } from '../engine/errors.js';

/**
 * Text that is not a game in CGSuite notation. `line` and `column` are 1-based and point at the
 * first character that could not be read; `expected` says what would have been accepted there and
 * `found` what was there (`end of input` at the end). The message is bounded: every piece of
 * input it quotes is cut with `clip`. Its `code` is `'PARSE'`.
 */
export class ParseError extends PartizanError {
  override name = 'ParseError';
  override readonly code: string = 'PARSE';
  /** 1-based line of the offending character. */
  readonly line: number;
  /** 1-based column of the offending character. */
  readonly column: number;
  /** What the parser expected at that point, e.g. `a game` or `'}'`. */
  readonly expected: string;
  /** What it found, e.g. `'|'` or `end of input`. */
  readonly found: string;

  /** @internal */
  constructor(line: number, column: number, expected: string, found: string, detail?: string) {
    super(`line ${line}, column ${column}: ${detail ? clip(detail) + '; ' : ''}expected ${clip(expected)}, found ${clip(found)}`);
    this.line = line;
    this.column = column;
    this.expected = expected;
    this.found = found;
  }
}
