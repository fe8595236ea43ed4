/**
 * Checks at the door of the games' exported functions: an argument of the wrong kind (not a
 * position of the game, not a player, not a whole number) is a {@link KindError} or a
 * {@link ValueError} at once, never a `TypeError` from deep inside.
 */
import { clip, KindError, ValueError } from '../engine/errors.js';
import type { Player } from '../engine/solver.js';
import type { GameDescriptor, GameValueOptions } from './registry.js';

/** What `v` is, for messages and {@link KindError.kind}. */
export function kindName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return (v as object).constructor?.name ?? 'object';
  return typeof v;
}

/** `v` when it is an instance of `C`, else a {@link KindError} naming `fn` and `what` was expected. */
export function requireInstance<T>(v: unknown, C: abstract new (...args: never[]) => T, what: string, fn: string): T {
  if (v instanceof C) return v;
  throw new KindError(`${fn} takes ${what}; it was given ${clip(kindName(v), 40)}`, kindName(v));
}

/** `p` when it is `'L'` or `'R'`, else a {@link KindError}. */
export function requirePlayer(p: unknown, fn: string): Player {
  if (p === 'L' || p === 'R') return p;
  throw new KindError(`${fn} takes a player, 'L' or 'R'; it was given ${clip(typeof p === 'string' ? JSON.stringify(p) : kindName(p), 40)}`, kindName(p));
}

/** `x` when it is a whole number from `min` to `max`, else a {@link ValueError} naming `what`. */
export function requireInteger(x: unknown, what: string, fn: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max) return x;
  throw new ValueError(`${fn}: ${what} must be a whole number from ${min} to ${max}, got ${clip(x, 40)}`);
}

/**
 * The options of a value call, kept to what they may hold: an `AbortSignal`, a progress function,
 * `maxEntries` (checked by the solver). Anything else than an object or undefined is a {@link KindError}.
 */
export function runOptions(opts: unknown, fn: string): GameValueOptions {
  if (opts === undefined) return {};
  if (opts === null || typeof opts !== 'object') throw new KindError(`${fn} takes options as an object; it was given ${clip(kindName(opts), 40)}`, kindName(opts));
  const o = opts as GameValueOptions;
  const out: GameValueOptions = {};
  if (o.signal instanceof AbortSignal) out.signal = o.signal;
  if (typeof o.onProgress === 'function') out.onProgress = o.onProgress;
  if (o.maxEntries !== undefined) out.maxEntries = o.maxEntries;
  return out;
}

/** `text` when it is a string, else a {@link KindError} (a position is written as a string). */
export function requireText(text: unknown, fn: string): string {
  if (typeof text === 'string') return text;
  throw new KindError(`${fn} reads a position written as a string; it was given ${clip(kindName(text), 40)}`, kindName(text));
}

/**
 * The descriptor with every function checking its argument first: `parse` a string, the others
 * a position of the game (`check` returns it, or throws a {@link KindError}). The options of
 * `value` and the player of `moves` are checked for every entry of the registry by the catalog
 * (src/games/catalog.ts), the one way descriptors reach a caller.
 */
export function guardDescriptor<P>(d: GameDescriptor<P>, check: (p: unknown, fn: string) => P): GameDescriptor<P> {
  const out: GameDescriptor<P> = {
    ...d,
    parse: (text) => d.parse(requireText(text, `${d.id}.parse`)),
    format: (p) => d.format(check(p, `${d.id}.format`)),
    value: (p, opts) => d.value(check(p, `${d.id}.value`), opts),
    moves: (p, player) => d.moves(check(p, `${d.id}.moves`), player),
  };
  if (d.toGrid) {
    const toGrid = d.toGrid;
    out.toGrid = (p) => toGrid(check(p, `${d.id}.toGrid`));
  }
  if (d.toGraph) {
    const toGraph = d.toGraph;
    out.toGraph = (p) => toGraph(check(p, `${d.id}.toGraph`));
  }
  return out;
}
