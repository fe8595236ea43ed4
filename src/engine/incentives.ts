/**
 * Incentives (Winning Ways; Lessons in Play): how much a move gains for its mover.
 * Left's incentive from G to G^L is G^L − G; Right's from G to G^R is G − G^R. In the engine because
 * the Norton product (engine/norton.ts) needs them; the analysis module re-exports them.
 */
import { sub } from './arith.js';
import { maximalGames } from './canonical.js';
import type { Game } from './game.js';
import { engineOperation } from './work.js';

/** Left's incentives G^L − G, one per Left option. */
export function leftIncentives(g: Game): Game[] {
  return engineOperation(() => g.leftOptions.map((x) => sub(x, g)));
}

/** Right's incentives G − G^R, one per Right option. */
export function rightIncentives(g: Game): Game[] {
  return engineOperation(() => g.rightOptions.map((x) => sub(g, x)));
}

/**
 * All incentives of both players without duplicates or dominated ones (an incentive is dropped
 * when another is at least as large), as CGSuite's `Incentives`.
 */
export function incentives(g: Game): Game[] {
  return engineOperation(() => maximalIncentives(g));
}

function maximalIncentives(g: Game): Game[] {
  const all = [...new Set([...leftIncentives(g), ...rightIncentives(g)])];
  // the maximal ones, in the order of the list (the canonical form's dominance test: stops first,
  // number-up-star values by arithmetic, so *100000's incentives cost no comparison search)
  const keep = new Set(maximalGames(all));
  return all.filter((a) => keep.has(a));
}
