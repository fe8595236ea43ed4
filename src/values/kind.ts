/**
 * The one family of values: every short game is a stopper, every stopper a stopper-sided value
 * (as CGSuite's `CanonicalShortGame <: CanonicalStopper <: StopperSidedValue`), and a game whose
 * sides are not stoppers has simplified sides.
 *
 * Invariant: every member of the family is interned by its engine, and a value is always given in
 * its simplest kind: a loopfree stopper is never returned where its short `Game` is meant (the
 * family's operations turn it into the `Game`), and a sided value with equal sides is its stopper.
 */
import { Game } from '../engine/game.js';
import { KindError, clip } from '../engine/errors.js';
import { typeName } from '../engine/guard.js';
import { Stopper, toGame } from '../loopy/stopper.js';
import { SidedValue } from '../loopy/sided.js';
import { SimplifiedSidedValue } from '../loopy/simplified.js';

/** Any value of the family: a short game, a stopper, a stopper-sided value, or simplified sides. */
export type Value = Game | Stopper | SidedValue | SimplifiedSidedValue;

/**
 * The kind of a value: `'short'` (a `Game`), `'stopper'` (a loopy stopper), `'sided'` (a
 * stopper-sided value `G⁺ & G⁻`) or `'simplified'` (sides that are not stoppers, simplified).
 */
export type ValueKind = 'short' | 'stopper' | 'sided' | 'simplified';

/**
 * The kind of `v` when it is a value of the family, else undefined. A loopfree `Stopper` (the loopy
 * engine's form of a short game) is of kind `'short'`: its simplest kind is its `Game`.
 */
export function kindOf(v: unknown): ValueKind | undefined {
  if (v instanceof Game) return 'short';
  if (v instanceof Stopper) return v.isLoopfree ? 'short' : 'stopper';
  if (v instanceof SidedValue) return 'sided';
  if (v instanceof SimplifiedSidedValue) return 'simplified';
  return undefined;
}

/** True when `v` is a value of the family. */
export function isValue(v: unknown): v is Value {
  return kindOf(v) !== undefined;
}

/** A short description of what `v` is, for messages: its kind, or its JavaScript type. */
export function describeKind(v: unknown): string {
  const k = kindOf(v);
  if (k !== undefined) return k === 'short' ? 'a short game' : k === 'stopper' ? 'a loopy stopper' : k === 'sided' ? 'a stopper-sided loopy value' : 'a loopy value with simplified sides';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? `an object (${clip(Object.prototype.toString.call(v), 40)})` : `a ${typeof v}`;
}

/**
 * `v` when it is a short game, else a {@link KindError} at once: `fn` is defined only for short
 * games. A loopfree stopper is taken as its short game.
 * @param fn the function's name, for the message (`'thermograph'`).
 */
export function requireShort(v: unknown, fn: string): Game {
  if (v instanceof Game) return v;
  if (v instanceof Stopper && v.isLoopfree) return toGame(v)!;
  throw new KindError(`${fn} is defined for short games only; it was given ${describeKind(v)}`, kindOf(v) ?? typeName(v));
}

/** `v` when it is a value of the family, else a {@link KindError} naming `fn`. */
export function requireValue(v: unknown, fn: string): Value {
  if (isValue(v)) return v;
  throw new KindError(`${fn} takes a game (a short game or a loopy value); it was given ${describeKind(v)}`, kindOf(v) ?? typeName(v));
}
