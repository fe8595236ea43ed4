/**
 * `partizan/rulesets`: the old name of `partizan/games`, kept for one release with the exports it
 * had before the games' registry (Domineering, Hackenbush, Toads and Frogs, the ruleset `Solver`,
 * `rulesetValue`): each is the very same object in `partizan/games`, which also holds the registry
 * and every other game. Import from `partizan/games` instead. (This entry loads only those three
 * games, so that old code importing it does not pay for the whole catalog.)
 *
 * @deprecated Use `partizan/games`.
 * @packageDocumentation
 * @module partizan/rulesets
 */
export { DomineeringBoard, DomineeringSolver, domineering, domineeringValue, domineeringValueAsync, type DomineeringThreadsOptions } from '../games/domineering/index.js';
export { HackenbushPosition, type HackenbushColor, hackenbush, hackenbushStringValue, hackenbushKnownValue } from '../games/hackenbush/index.js';
export { toadsFrogs, parseToadsFrogs, backslidingToadsFrogs, backslidingMoves } from '../games/toads-frogs/index.js';
export { PositionSyntaxError } from '../games/syntax-error.js';
export { Solver, type Ruleset, type SolverOptions, type SolverValueOptions, type Player, CycleError } from '../engine/solver.js';
export type { PositionGraph } from '../graph/ruleset.js';
export { rulesetValue } from '../games/loopy-bridge.js';
