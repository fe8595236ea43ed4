/**
 * The named loopy values (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.1–VI.2; Winning
 * Ways, Chapter 11; CGSuite's `constants.cgs`). Each is interned like every loopy value.
 */
import { GameGraph } from '../graph/graph.js';
import { canonicalStoppers, type Stopper, negStopper } from './stopper.js';
import { type LoopyValue, OFF, ON, sided, valueOfWork } from './sided.js';

export { ON, OFF };

/** over = {0 | pass}, i.e. over = {0 | over} (Siegel VI.1). */
export const OVER: Stopper = canonicalStoppers(GameGraph.from({ left: [[1], []], right: [[0], []] }), undefined, [0])[0]!;
/** under = {pass | 0} = −over. */
export const UNDER: Stopper = negStopper(OVER);
/** upon = {pass | *} (CGSuite's `upon`; Winning Ways ch. 11). */
export const UPON: Stopper = canonicalStoppers(GameGraph.from({ left: [[0], [], [1]], right: [[2], [], [1]] }), undefined, [0])[0]!;
/** dud = on & off, the "deathless universal draw" (Winning Ways ch. 11; Siegel VI.1). */
export const DUD: LoopyValue = sided(ON, OFF);
/** tis = {tisn | }, with tisn = { | tis} (Winning Ways ch. 11): tis = 1 & 0. */
export const TIS: LoopyValue = valueOfWork(GameGraph.from({ left: [[1], []], right: [[], [0]] }), undefined, 0);
/** tisn = { | tis} (Winning Ways ch. 11): tisn = 0 & −1. */
export const TISN: LoopyValue = valueOfWork(GameGraph.from({ left: [[1], []], right: [[], [0]] }), undefined, 1);
