/**
 * Checks at the door of the loopy module's exported functions: a {@link KindError} when a stopper,
 * a loopy value or a print style is of the wrong kind. Used at the public entry only.
 */
import type { KindError } from '../engine/errors.js';
import { kindError } from '../engine/guard.js';
import { Stopper } from './stopper.js';
import { SidedValue } from './sided.js';
import { SimplifiedSidedValue, type AnyLoopyValue } from './simplified.js';

/** `s` when it is a {@link Stopper}, else a {@link KindError} naming `fn`. */
export function requireStopper(s: unknown, fn: string, arg = 's'): Stopper {
  if (!(s instanceof Stopper)) throw kindError(fn, arg, 'a stopper (a loopy game whose play always stops)', s);
  return s;
}

/** `g` when it is any loopy value (a stopper, a sided value, a value with simplified sides), else a {@link KindError}. */
export function requireAnyLoopy(g: unknown, fn: string, arg = 'g'): AnyLoopyValue {
  if (!(g instanceof Stopper) && !(g instanceof SidedValue) && !(g instanceof SimplifiedSidedValue)) {
    throw kindError(fn, arg, 'a loopy value (a stopper, a sided value or a value with simplified sides)', g);
  }
  return g;
}

/** A print style: undefined, or an object whose `names` (if given) is a Map, else a {@link KindError}. */
export function requireStyle(style: unknown, fn: string): void {
  if (style === undefined) return;
  if (typeof style !== 'object' || style === null || Array.isArray(style)) throw kindError(fn, 'style', 'a style object or undefined', style);
  const names = (style as { names?: unknown }).names;
  if (names !== undefined && !(names instanceof Map)) throw kindError(fn, 'style.names', 'a Map of values to names', names);
}
