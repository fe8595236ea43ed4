/**
 * Incentives live in the engine (the Norton product needs them); the analysis API takes any value
 * and refuses a loopy one at once (a KindError: incentives are defined for short games).
 */
import type { Game } from '../engine/game.js';
import { incentives as incentivesShort, leftIncentives as leftShort, rightIncentives as rightShort } from '../engine/incentives.js';
import { requireShort } from '../values/kind.js';

/** Left's incentives G^L − G, one per Left option. */
export function leftIncentives(g: Game): Game[] {
  return leftShort(requireShort(g, 'leftIncentives'));
}
/** Right's incentives G − G^R, one per Right option. */
export function rightIncentives(g: Game): Game[] {
  return rightShort(requireShort(g, 'rightIncentives'));
}
/**
 * All incentives of both players without duplicates or dominated ones (an incentive is dropped
 * when another is at least as large), as CGSuite's `Incentives`.
 */
export function incentives(g: Game): Game[] {
  return incentivesShort(requireShort(g, 'incentives'));
}
