/**
 * SIMPLE CHOPSTICKS positions as terms of the one parser (see the notation module's term table):
 * once this module is loaded (by `partizan/chopsticks`, the root entry or the CLI), `parse` reads
 * `(x1,…,xl | y1,…,yr)_n` (and `_{n}`) as the position's value, anywhere a game may stand:
 * `parse('(1|2)_20 + ^ - (2|3)_20')`.
 *
 * A parenthesis holding only hands (digits, `^` powers, commas, spaces) and exactly one bar is a
 * position: CGSuite has no such text, since a bar outside braces is not CGSuite notation. Without
 * its `_n` it is a ParseError pointing where the finger count is missing.
 */
import type { Game } from '../../engine/game.js';
import { registerTerm, type TermDefinition } from '../../notation/terms.js';
import { requireShape, requireString } from '../../engine/guard.js';
import { parsePosition, PositionError } from './position.js';
import { value } from './value.js';

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** The SIMPLE CHOPSTICKS position term `(x1,…|y1,…)_n`. */
export const chopsticksTerm: TermDefinition = {
  name: 'simple-chopsticks',
  starts: '(',
  lex(text, start, fail) {
    let j = start + 1;
    let bars = 0;
    for (;;) {
      const c = text[j];
      if (c === '|') bars++;
      else if (!(isDigit(c) || isBlank(c) || c === ',' || c === '^')) break;
      j++;
    }
    if (text[j] !== ')' || bars !== 1) return -1;
    let k = j + 1;
    while (isBlank(text[k])) k++;
    if (text[k] !== '_') {
      return fail(k, "'_' and the finger count n, as in (1|1)_5", 'a SIMPLE CHOPSTICKS position needs its finger count');
    }
    k++;
    while (isBlank(text[k])) k++;
    const braced = text[k] === '{';
    if (braced) k++;
    while (isBlank(text[k])) k++;
    const d = k;
    while (isDigit(text[k])) k++;
    if (k === d) return fail(k, 'the finger count (a positive integer)', 'a SIMPLE CHOPSTICKS position needs its finger count');
    if (braced) {
      while (isBlank(text[k])) k++;
      if (text[k] !== '}') return fail(k, "'}' after the finger count");
      k++;
    }
    return k;
  },
  parse(source, ctx): Game {
    requireString(source, 'chopsticksTerm.parse', 'source');
    requireShape(ctx, 'chopsticksTerm.parse', 'context', 'a term context (line, column, signal)', { line: 'number', column: 'number' });
    try {
      return value(parsePosition(source), { signal: ctx.signal });
    } catch (e) {
      if (e instanceof PositionError && e.column > 0) {
        throw new PositionError(e.message.replace(/ \(column \d+\)$/, ''), e.column + ctx.column - 1);
      }
      throw e;
    }
  },
};

registerTerm(chopsticksTerm);
