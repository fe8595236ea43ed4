/**
 * Checks at the door of the misère module's exported functions: a {@link KindError} for the wrong
 * kind of argument (not a misère game, not heap rules, not a list of heaps), a ValueError for a
 * heap size out of range. Used at the public entry only, never inside a search.
 */
import type { KindError } from '../engine/errors.js';
import { kindError, requireInt, requireIterable } from '../engine/guard.js';
import { MAX_HEAP } from '../impartial/heap-rules.js';
import { MisereGame } from './game.js';
import type { HeapGameRules } from './heap.js';

/** `g` when it is a misère game (a {@link MisereGame}), else a {@link KindError} naming `fn`. */
export function requireMisere(g: unknown, fn: string, arg = 'g'): MisereGame {
  if (!(g instanceof MisereGame)) throw kindError(fn, arg, 'a misère game (a MisereGame: misereGame, misereNim, parseMisere)', g);
  return g;
}

/** `f` when it is a function or undefined (an `onStep` callback), else a {@link KindError}. */
export function requireCallback(f: unknown, fn: string, arg = 'onStep'): (() => void) | undefined {
  if (f !== undefined && typeof f !== 'function') throw kindError(fn, arg, 'a function or undefined', f);
  return f as (() => void) | undefined;
}

/** The misère games of `v` (an iterable of them), else a {@link KindError}. */
export function requireMisereList(v: unknown, fn: string, arg: string): MisereGame[] {
  const items = requireIterable(v, fn, arg);
  items.forEach((g, i) => requireMisere(g, fn, `${arg}[${i}]`));
  return items as MisereGame[];
}

/** The heap sizes of `v` (an iterable of integers from 0 to MAX_HEAP), else a KindError or ValueError. */
export function requireHeaps(v: unknown, fn: string, arg = 'heaps'): number[] {
  const items = requireIterable(v, fn, arg);
  items.forEach((h, i) => requireInt(h, fn, `${arg}[${i}]`, 0, MAX_HEAP));
  return items as number[];
}

/**
 * `rules` when they are heap rules (an object with `heapOptions(n)`, or the take-and-break rules
 * of `parseHeapRules` with `moves(n)`), else a {@link KindError}.
 */
export function requireHeapRules(rules: unknown, fn: string, arg = 'rules'): HeapGameRules {
  const r = rules as { heapOptions?: unknown; moves?: unknown } | null;
  if (typeof r !== 'object' || r === null || (typeof r.heapOptions !== 'function' && typeof r.moves !== 'function')) {
    throw kindError(fn, arg, 'heap rules (parseHeapRules(code), or an object with heapOptions(n))', rules);
  }
  return rules as HeapGameRules;
}
