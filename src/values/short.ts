/**
 * The short engine's functions of one game, as the family takes them: any value is accepted, and
 * a loopy one is a {@link KindError} at once where the function is defined for short games only
 * (CGSuite defines them for `CanonicalShortGame` only), and answered where CGSuite answers it.
 */
import { birthday as birthdayShort, isDicotic as isDicoticShort, isNimber as isNimberShort } from '../engine/properties.js';
import { Game } from '../engine/game.js';
import { requireShort } from './kind.js';
import { member } from './ops.js';
import type { Value } from './kind.js';

/** The birthday of a short game (a KindError for a loopy value, which has none). */
export function birthday(g: Value): number {
  return birthdayShort(requireShort(g, 'birthday'));
}
/**
 * Is g a nimber (*k, including 0)? False for a loopy value, as CGSuite's `IsNimber` of a stopper
 * or a sided value (CanonicalStopperTestCase.scala and SidedValueTestCase.scala test it false).
 */
export function isNimber(g: Value): boolean {
  const v = member(g, 'isNimber');
  return v instanceof Game && isNimberShort(v);
}
/** Is g dicotic (all-small): in every follower, either both players can move or neither? Defined for short games. */
export function isDicotic(g: Value): boolean {
  return isDicoticShort(requireShort(g, 'isDicotic'));
}
/** Alias of {@link isDicotic}: all-small games. */
export function isAllSmall(g: Value): boolean {
  return isDicoticShort(requireShort(g, 'isAllSmall'));
}
