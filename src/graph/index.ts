/**
 * The graph layer: the one compact game graph of the library ({@link GameGraph}) and the kernels
 * that run on it: the win / lose / draw solver with remoteness ({@link retrograde}), the
 * breadth-first explorer ({@link explore}), strongly connected components and infinite
 * alternating play, bisimulation, and the removal of dominated and reversible options.
 * The loopy-values engine, the rulesets with cycles and the games are its clients.
 */
export { GameGraph, LEFT, RIGHT, checkNode, type Side, type GraphSpec, type GraphLists, type GraphReadOptions, type Predecessors } from './graph.js';
export { GraphError, StateLimitError } from './errors.js';
export {
  DRAW,
  WIN,
  LOSE,
  TERMINAL_DRAW,
  TERMINAL_WIN,
  TERMINAL_LOSE,
  type Verdict,
  flip,
  type RetrogradeProblem,
  type RetrogradeOptions,
  type RetrogradeResult,
  DEFAULT_MAX_STATES,
  Retrograde,
  retrograde,
  retrogradeAsync,
  retrogradeSteps,
  partizanProblem,
} from './retrograde.js';
export { type SuccessorFunction, type ExploreOptions, type ExploredGraph, explore, exploreAsync, exploreSteps, graphProblem } from './explore.js';
export { scc, alternatingInfinite, reachesAlternatingInfinite, isStopperGraph, rootIsStopper, acyclicPart } from './structure.js';
export { bisimulation, quotient, type BisimulationOptions } from './bisimulation.js';
export { simplifyNode, type AltReachQuery } from './simplify.js';
export { type Steps, runSync, runAsync } from '../engine/steps.js';
export { type PositionGraph, type RulesetGraphOptions, rulesetGraph } from './ruleset.js';
