/**
 * The names of the former loopy reader and printer, kept for one release as deprecated aliases of
 * the one reader ({@link parse} with `loopy: true`) and the one printer ({@link format}).
 */
import { KindError } from '../engine/errors.js';
import { requireFunction } from '../engine/guard.js';
import type { Game } from '../engine/game.js';
import type { Value } from '../values/kind.js';
import type { LoopyLimits } from '../values/ops.js';
import { ParseError } from './errors.js';
import { format } from './print.js';
import { parse } from './parser.js';

/**
 * A short game or a loopy value.
 * @deprecated Use `Value` (the one family of values).
 */
export type AnyValue = Value;

/**
 * Options of {@link parseLoopy}.
 * @deprecated Use the options of {@link parse}: `maxDepth`, and `loopyLimits` for `limits`.
 */
export interface LoopyParseOptions {
  /** Deepest nesting of braces and parentheses (default 1,000,000, as {@link parse}). */
  readonly maxDepth?: number;
  /** The loopy engine's limits (see {@link parse}'s `loopyLimits`). */
  readonly limits?: LoopyLimits;
}

/** The options of parse for the options of the former loopy reader. */
function parseOptions(options: LoopyParseOptions | undefined): { loopy: true; maxDepth?: number; loopyLimits?: LoopyLimits } {
  const o = options ?? {};
  return { loopy: true, ...(o.maxDepth === undefined ? {} : { maxDepth: o.maxDepth }), ...(o.limits === undefined ? {} : { loopyLimits: o.limits }) };
}

/**
 * Reads a game in CGSuite notation, loopy or short.
 * @deprecated Use `parse(text, { loopy: true })`, the one reader.
 */
export function parseLoopy(text: string, options?: LoopyParseOptions): Value {
  return parse(text, parseOptions(options));
}

/**
 * Reads `text` with `readShort`, and text that it refuses as loopy notation with the one reader.
 * @deprecated Use `parse(text, { loopy: true })`, which reads short and loopy text with one
 * grammar and one error model (position terms such as SIMPLE CHOPSTICKS positions included).
 */
export function readShortOrLoopy(text: string, readShort: (text: string) => Game, options?: LoopyParseOptions): Value {
  const read = requireFunction<(text: string) => Game>(readShort, 'readShortOrLoopy', 'readShort');
  try {
    return read(text);
  } catch (e) {
    // the one reader answers text that the short reader refused as text or as loopy notation
    if (!(e instanceof ParseError) && !(e instanceof KindError)) throw e;
    return parse(text, parseOptions(options));
  }
}

/**
 * CGSuite text of a short game or a loopy value.
 * @deprecated Use {@link format}, which prints every kind (with `unicode` and `names`).
 */
export function formatAny(g: Value): string {
  return format(g);
}
