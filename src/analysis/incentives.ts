/** Incentives live in the engine (the Norton product needs them); re-exported for the analysis API. */
export { leftIncentives, rightIncentives, incentives } from '../engine/incentives.js';
