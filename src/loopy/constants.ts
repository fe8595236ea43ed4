/**
 * The named loopy values (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.1–VI.2; Winning
 * Ways, Chapter 11; CGSuite's `constants.cgs`). Each is interned like every loopy value.
 *
 * They are made when the module loads, so each is built from its simplest form directly (a graph
 * with no option to remove or bypass and no two equal nodes, interned as it is by
 * `internSimplest`), not by the general canonical-stopper and sidling code, whose first run in a
 * process is slow: every import of an entry that reaches the loopy engine paid for it.
 * `test/loopy-values/constants.test.ts` checks each against the general code run on the game's
 * definition: the very same objects.
 */
import { GameGraph } from '../graph/graph.js';
import { zero } from '../engine/constructors.js';
import { nusGame } from '../engine/game.js';
import { fromGame, internSimplest, type Stopper, negStopper } from './stopper.js';
import { type LoopyValue, OFF, ON, sidedOrdered } from './sided.js';

export { ON, OFF };

/** over = {0 | pass}, i.e. over = {0 | over} (Siegel VI.1): node 0 is over, node 1 is 0. */
export const OVER: Stopper = internSimplest(GameGraph.from({ left: [[1], []], right: [[0], []] }))[0]!;
/** under = {pass | 0} = −over. */
export const UNDER: Stopper = negStopper(OVER);
/** upon = {pass | *} (CGSuite's `upon`; Winning Ways ch. 11): node 0 is upon, node 1 is 0, node 2 is *. */
export const UPON: Stopper = internSimplest(GameGraph.from({ left: [[0], [], [1]], right: [[2], [], [1]] }))[0]!;
/** dud = on & off, the "deathless universal draw" (Winning Ways ch. 11; Siegel VI.1); on > off. */
export const DUD: LoopyValue = sidedOrdered(ON, OFF);
/** tis = {tisn | }, with tisn = { | tis} (Winning Ways ch. 11): tis = 1 & 0. */
export const TIS: LoopyValue = sidedOrdered(fromGame(nusGame(1, 0, 0)), fromGame(zero));
/** tisn = { | tis} (Winning Ways ch. 11): tisn = 0 & −1. */
export const TISN: LoopyValue = sidedOrdered(fromGame(zero), fromGame(nusGame(-1, 0, 0)));
