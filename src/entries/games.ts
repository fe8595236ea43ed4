/**
 * `partizan/games`: the games of the library's catalog as rulesets — Domineering on any board with
 * holes (with a fast dedicated solver), Blue-Red(-Green) Hackenbush strings and trees, and Toads
 * and Frogs — through the {@link Ruleset} interface, with the registry of game descriptors
 * ({@link GAMES}, {@link findGame}).
 *
 * @packageDocumentation
 * @module partizan/games
 */
export * from '../games/index.js';
export { Solver, type Ruleset, type SolverOptions, type SolverValueOptions, type Player, type ValueAlgebra, canonicalAlgebra, MAX_SOLVER_ENTRIES } from '../engine/solver.js';
export { CycleError } from '../engine/solver.js';
export { type PositionGraph, type RulesetGraphOptions, rulesetGraph } from '../graph/ruleset.js';
export { rulesetValue } from '../games/loopy-bridge.js';
