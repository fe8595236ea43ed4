/**
 * The outcome search's rules for a partizan grid game (see `../outcome/search.ts`): the game's
 * regions are the components, keyed up to the 8 symmetries of the square where the rules have
 * them (the colours as they stand: a key never stands for the negative); a region's value is used
 * instead of its position when the game's value solver knows it without search (a closed form,
 * its table) or the region is small enough to value outright.
 */
import type { Game } from '../../engine/game.js';
import type { OutcomeRules } from '../outcome/search.js';
import { BLOCKED, EMPTY, type Grid } from './grid.js';
import { type Canon, canonical } from './region.js';
import type { GridRules } from './solver.js';

/** How a grid game's outcome rules value regions. */
export interface GridValues {
  /** The value of a region known without search, else undefined (`c`: the region's canonical form with the rules' colour exchange). */
  cached(g: Grid, c: Canon): Game | undefined;
  /** The value of a region, by search. */
  value(g: Grid): Game;
}

/** The cells of a region that are neither empty nor blocked (its pieces), and its empty cells. */
export function pieceCount(g: Grid): { pieces: number; empty: number } {
  let pieces = 0;
  let empty = 0;
  for (const x of g.cells) {
    if (x === EMPTY) empty++;
    else if (x !== BLOCKED) pieces++;
  }
  return { pieces, empty };
}

/**
 * The outcome rules of a grid game: regions, their keys, and their values where cheap: known
 * without search, or valued outright when `small(region, inSum)` says so (`inSum`: the region is
 * not alone in its sum).
 */
export function gridOutcomeRules(rules: GridRules, values: GridValues, small: (g: Grid, inSum: boolean) => boolean): OutcomeRules<Grid> {
  const turns = rules.symmetric !== false;
  return {
    name: rules.name,
    options: (g, player) => rules.options(g, player),
    components: (g) => rules.regions(g),
    key: (g) => canonical(g, false, turns).key,
    classify: (g, inSum) => {
      const c = canonical(g, rules.swapNegates, turns);
      const v = values.cached(g, c) ?? (small(g, inSum) ? values.value(g) : undefined);
      return v ?? (c.neg ? '-' : '+') + c.key;
    },
  };
}
