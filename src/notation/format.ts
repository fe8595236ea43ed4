/**
 * `format(g, options)`: CGSuite plain text or Unicode, with named values, for every member of the
 * family (short games and loopy values alike).
 *
 * Unicode replaces the arrows and the switch sign: ↑, ⇑, ↑3 (3·↑), ↓, ⇓, ↑^k and ↓^k (powers of up),
 * ↑^[k] and ↓_[k] (McKay's up-nth and down-nth), ±, and in loopy values the upon forms `↑^[on]`,
 * `↓_[on]`, `↑^<on>`, `↓^<on>`. Named values print by name wherever they occur as followers (their
 * negatives as `-name`), so with J = {0 | ↑^[2]} the paper's (1|1)_12 = {J | −J} prints `±J`. Tinies
 * keep their plain form `Tiny(G)`. Every output parses back to the same value with {@link parse}
 * (given the same names, and `loopy: true` for a loopy value).
 */
import { ValueError } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { formatLoopy } from '../loopy/print.js';
import type { Value } from '../values/kind.js';
import type { parse } from './parser.js';
import { nameMap, type ParseOptions } from './parser.js';
import { MAX_PRINT_CHARS, render } from './print.js';
import { member } from '../values/ops.js';

/** Options of {@link format}. */
export interface FormatOptions {
  /** Print ↑ ↓ ⇑ ⇓ ± and ↑^[k] instead of CGSuite's plain `^ v ^^ vv +- ^[k]` (default false). */
  readonly unicode?: boolean;
  /** Values to print by name, e.g. `{ J: game([zero], [upNth(2)]) }` (short games or loopy values). */
  readonly names?: ParseOptions['names'];
  /**
   * The most characters the text may have (default {@link MAX_PRINT_CHARS}); a longer text is a
   * LimitError, decided before any of it is built.
   */
  readonly maxChars?: number;
}

/**
 * Prints any value of the family as CGSuite plain text (the default) or Unicode, with optional
 * named values: a short game as CGSuite prints a `CanonicalShortGame`, a loopy value in CGSuite's
 * loopy notation (`over`, `3/2under`, `^[on]*`, `a{0||||0|||a|*||*}`, `1 & 0`, `dud`), which
 * {@link parse} with `loopy: true` reads back.
 */
export function format(g: Value, options: FormatOptions = {}): string {
  const v = member(g, 'format');
  if (options === null || typeof options !== 'object') throw new ValueError(`the options of format must be an object, got ${options === null ? 'null' : `a ${typeof options}`}`);
  const byName = nameMap(options.names);
  const maxChars = options.maxChars;
  if (maxChars !== undefined && !(typeof maxChars === 'number' && maxChars >= 0)) throw new ValueError(`maxChars must be a number ≥ 0, got ${String(maxChars).slice(0, 40)}`);
  const unicode = options.unicode === true;
  if (v instanceof Game) {
    let names: Map<Game, string> | undefined;
    for (const [k, x] of byName) if (x instanceof Game && !(names ??= new Map()).has(x)) names.set(x, k);
    return render(v, { unicode, names, maxChars });
  }
  let names: Map<object, string> | undefined;
  for (const [k, x] of byName) if (!(names ??= new Map()).has(x)) names.set(x, k);
  return formatLoopy(v, { unicode, names, ...(maxChars === undefined ? {} : { maxChars }) });
}

