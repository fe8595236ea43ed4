/**
 * `format(g, options)`: CGSuite plain text or Unicode, with named values.
 *
 * Unicode replaces the arrows and the switch sign: ↑, ⇑, ↑3 (3·↑), ↓, ⇓, ↑^k and ↓^k (powers of up),
 * ↑^[k] and ↓_[k] (McKay's up-nth and down-nth), ±. Named values print by name wherever they occur
 * as followers (their negatives as `-name`), so with J = {0 | ↑^[2]} the paper's (1|1)_12 = {J | −J}
 * prints `±J`. Tinies keep their plain form `Tiny(G)`. Every output parses back to the same game with
 * {@link parse} (given the same names).
 */
import { Game } from '../engine/game.js';
import { type AnyLoopyValue, type LoopyValue, formatLoopy } from '../loopy/index.js';
import type { parseLoopy } from './loopy.js';
import { nameMap, type ParseOptions } from './parser.js';
import { MAX_PRINT_CHARS, render } from './print.js';

/** Options of {@link format}. */
export interface FormatOptions {
  /** Print ↑ ↓ ⇑ ⇓ ± and ↑^[k] instead of CGSuite's plain `^ v ^^ vv +- ^[k]` (default false). */
  readonly unicode?: boolean;
  /** Values to print by name, e.g. `{ J: game([zero], [upNth(2)]) }`. */
  readonly names?: ParseOptions['names'];
  /**
   * The most characters the text may have (default {@link MAX_PRINT_CHARS}); a longer text is a
   * LimitError, decided before any of it is built.
   */
  readonly maxChars?: number;
}

/**
 * Prints g as CGSuite plain text (the default) or Unicode, with optional named values. A loopy
 * value (`Stopper`, `SidedValue`, `SimplifiedSidedValue`) prints in CGSuite's loopy notation (plain text; the options do
 * not apply to it), which {@link parseLoopy} reads back.
 */
export function format(g: Game | LoopyValue | AnyLoopyValue, options: FormatOptions = {}): string {
  if (!(g instanceof Game)) return formatLoopy(g);
  const byName = nameMap(options.names);
  let names: Map<Game, string> | undefined;
  if (byName.size > 0) {
    names = new Map();
    for (const [k, v] of byName) if (!names.has(v)) names.set(v, k);
  }
  return render(g, { unicode: options.unicode === true, names, maxChars: options.maxChars });
}
