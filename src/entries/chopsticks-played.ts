/**
 * `partizan/chopsticks-played`: Chopsticks as people play it. A parameterised rules model (players, hands,
 * roll-over, splits, and the variants of the Wikipedia article), a position codec in the
 * article's notation, and a retrograde solver labelling every reachable position win / lose /
 * draw for the player to move, with remoteness, best moves, counts and the graph of
 * non-losing moves. The solver is the library's one retrograde solver, also exported here
 * ({@link explore}, {@link retrograde}): win / lose / draw with remoteness for any finite game
 * graph given by integer positions and a successor function, with the one game graph
 * ({@link GameGraph}) it explores.
 *
 * @example
 * ```ts
 * import { solveLoopy } from 'partizan/chopsticks-played';
 * const sol = solveLoopy('normal');
 * sol.summary().positions; // 204
 * sol.outcome('13-12');    // 'draw'
 * ```
 *
 * @packageDocumentation
 * @module partizan/chopsticks-played
 */
import { makeRules, parseRules, type Rules } from '../games/chopsticks-played/rules.js';
import { buildGraph, type LoopyOptions } from '../games/chopsticks-played/graph.js';
import { solveGraph, type LoopySolution, type WinLoseDraw } from '../games/chopsticks-played/solve.js';
import { countPositions, type LoopyCounts } from '../games/chopsticks-played/count.js';

export {
  type Overflow,
  type SplitMode,
  type Attack,
  type Start,
  type Rules,
  NORMAL_RULES,
  PRESETS,
  RulesError,
  makeRules,
  parseRules,
  rulesDiff,
  describeRules,
} from '../games/chopsticks-played/rules.js';
export { PositionError, PositionSpace } from '../games/chopsticks-played/position.js';
export { type MoveKind, type Move, type MoveCallback, MoveGenerator } from '../games/chopsticks-played/moves.js';
export { type LoopyGraph, type LoopyOptions, LoopyLimitError, buildGraph, buildGraphAsync } from '../games/chopsticks-played/graph.js';
export {
  type WinLoseDraw,
  chopsticksProblem,
  type ValuedMove,
  type LoopySummary,
  LoopySolution,
  solveGraph,
  solveGraphAsync,
} from '../games/chopsticks-played/solve.js';
export { type LoopyCounts, countPositions, layeredGames, unreachable } from '../games/chopsticks-played/count.js';
export {
  DRAW,
  WIN,
  LOSE,
  TERMINAL_DRAW,
  TERMINAL_WIN,
  TERMINAL_LOSE,
  type Verdict,
  StateLimitError,
  GraphError,
  type RetrogradeProblem,
  type RetrogradeOptions,
  type RetrogradeResult,
  DEFAULT_MAX_STATES,
  retrograde,
  retrogradeAsync,
  partizanProblem,
  flip,
  type SuccessorFunction,
  type ExploreOptions,
  type ExploredGraph,
  explore,
  exploreAsync,
  graphProblem,
  type Side,
  type GraphSpec,
  type GraphLists,
} from '../graph/index.js';
export { type NonLosingNode, type NonLosingGraph, nonLosingGraph, toDot } from '../games/chopsticks-played/export.js';
export { type Configuration, type StrategyVerdict, checkStrategy } from '../games/chopsticks-played/strategy.js';

/**
 * The old name of {@link WinLoseDraw}, kept so that existing imports keep working.
 *
 * @deprecated Use {@link WinLoseDraw}; `Outcome` of the root entry is a short game's outcome class.
 */
export type Outcome = WinLoseDraw;

/** Rules given as a preset name, JSON text, or a (partial) rules object. */
export type RulesInput = string | Partial<Rules>;

/** Turns a {@link RulesInput} into complete, validated rules. */
export function toRules(input: RulesInput): Rules {
  return typeof input === 'string' ? parseRules(input) : makeRules(input);
}

/** Builds the reachable graph of a rule set (preset, JSON or object) and solves it. */
export function solveLoopy(rules: RulesInput, opts: LoopyOptions = {}): LoopySolution {
  return solveGraph(buildGraph(toRules(rules), opts), opts);
}

/** Counts the positions, endgames and game lengths of a rule set (preset, JSON or object). */
export function countLoopy(rules: RulesInput, opts: LoopyOptions = {}): LoopyCounts {
  return countPositions(buildGraph(toRules(rules), opts));
}
export {
  type PartizanChopsticksGraph,
  type PartizanGraphOptions,
  PartizanRulesError,
  partizanGraph,
  terminalValue,
  partizanOpening,
  type PartizanOpening,
} from '../games/chopsticks-played/partizan.js';
export {
  GameGraph,
  type ValuedGraph,
  type GraphInput,
  type FirstPlayerResult,
  type LoopyOutcomeClass,
  type GraphOutcomes,
  type GraphRunOptions,
  type GraphValueOptions,
  type ValueKind,
  type NodeValue,
  GameGraphError,
  firstPlayerOutcomes,
  loopyOutcomeClass,
  graphValues,
  graphAnyValues,
  nodeValue,
  valueKind,
  hasDraw,
  rulesetValue,
} from '../games/loopy-bridge.js';
