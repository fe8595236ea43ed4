/**
 * The generic retrograde engine: a breadth-first explorer of finite game graphs and a
 * win / lose / draw solver with remoteness over any such graph (see solve.ts for its invariant).
 * Games (Chopsticks as played, ...) are clients: they supply positions as integer keys, a
 * successor function, the side to move and the terminal values.
 */
export { DRAW, WIN, LOSE, type Verdict } from './verdict.js';
export { StateLimitError } from './errors.js';
export {
  type RetrogradeProblem,
  type RetrogradeOptions,
  type RetrogradeResult,
  DEFAULT_MAX_STATES,
  retrograde,
  retrogradeAsync,
  retrogradeSteps,
  flip,
} from './solve.js';
export {
  type SuccessorFunction,
  type ExploreOptions,
  type ExploredGraph,
  explore,
  exploreAsync,
  exploreSteps,
  graphProblem,
} from './explore.js';
export { type Steps, runSync, runAsync } from '../engine/steps.js';
