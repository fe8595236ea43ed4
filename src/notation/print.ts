/**
 * The one printer of the family: {@link format} (CGSuite plain text or Unicode, with named values)
 * and the functions of one value, for every member, short games and loopy values alike. The short
 * printer lives in the engine (so every Game prints as CGSuite text), re-exported here; a loopy
 * value prints in CGSuite's loopy notation (loopy/print.ts).
 *
 * Unicode replaces the arrows and the switch sign: ↑, ⇑, ↑3 (3·↑), ↓, ⇓, ↑^k and ↓^k (powers of up),
 * ↑^[k] and ↓_[k] (McKay's up-nth and down-nth), ±, and in loopy values the upon forms `↑^[on]`,
 * `↓_[on]`, `↑^<on>`, `↓^<on>`. Named values print by name wherever they occur as followers (their
 * negatives as `-name`), so with J = {0 | ↑^[2]} the paper's (1|1)_12 = {J | −J} prints `±J`. Tinies
 * keep their plain form `Tiny(G)`. Every output parses back to the same value with {@link parse}
 * (given the same names, and `loopy: true` for a loopy value).
 */
import { LimitError, MAX_QUOTED, ValueError, clip } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { MAX_PRINT_CHARS, isSwitch as isSwitchShort, quoteGame as quoteShort, render, toCgsuite as toCgsuiteShort } from '../engine/print.js';
import { formatLoopy } from '../loopy/print.js';
import type { Value } from '../values/kind.js';
import { member, neg } from '../values/ops.js';
import { nameMap, type ParseOptions, type parse } from './parser.js';

export { MAX_PRINT_CHARS };

/** g in CGSuite 2.x plain text, exactly as CGSuite prints it: `^*`, `{4|2||-3}`, `+-1`, `^[4]`, `over`, `1 & 0`. */
export function toCgsuite(g: Value): string {
  if (g instanceof Game) return toCgsuiteShort(g);
  const v = member(g, 'toCgsuite');
  return v instanceof Game ? toCgsuiteShort(v) : formatLoopy(v);
}

/**
 * Is g a switch: g = −g? As in CGSuite this holds for 0 and the nimbers too; the printer writes
 * `+-G` only for values that are not number-up-star. Defined for loopy values too (CGSuite's
 * `IsSwitch` of a stopper: `+-over` is one).
 */
export function isSwitch(g: Value): boolean {
  if (g instanceof Game) return isSwitchShort(g);
  const v = member(g, 'isSwitch');
  return v instanceof Game ? isSwitchShort(v) : neg(v) === v;
}

/**
 * The CGSuite text of any value cut to at most `max` characters (default 200, as errors quote
 * input), with the number of characters left out, for error messages and picture labels. Never
 * builds the whole text of a large short game, and never fails on a value.
 */
export function quoteGame(g: Value, max: number = MAX_QUOTED): string {
  if (g instanceof Game) return quoteShort(g, max);
  const v = member(g, 'quoteGame');
  if (v instanceof Game) return quoteShort(v, max);
  try {
    return clip(formatLoopy(v, { maxChars: Math.max(1000, 20 * max) }), max);
  } catch (e) {
    if (e instanceof LimitError) return clip(`(a loopy value whose text is longer than ${Math.max(1000, 20 * max)} characters)`, max);
    throw e;
  }
}

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

