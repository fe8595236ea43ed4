/**
 * The printer lives in the engine (so every Game prints as CGSuite text); re-exported here, with
 * the functions of one game taking every kind of value (a loopy value prints in CGSuite's loopy
 * notation).
 */
import { LimitError, MAX_QUOTED, clip } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { isSwitch as isSwitchShort, quoteGame as quoteShort, toCgsuite as toCgsuiteShort } from '../engine/print.js';
import { formatLoopy } from '../loopy/print.js';
import type { Value } from '../values/kind.js';
import { member, neg } from '../values/ops.js';

export { MAX_PRINT_CHARS, render, type Style } from '../engine/print.js';

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
