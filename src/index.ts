/**
 * partizan: canonical values of short partizan games.
 *
 * Every `Game` returned by this package is the canonical form of its value and the only object
 * with that value, so `===` is value equality.
 *
 * @packageDocumentation
 * @module partizan
 */
// SIMPLE CHOPSTICKS positions `(1|2)_20` are a term of `parse` once the root entry is loaded
import './games/simple-chopsticks/terms.js';
export * from './engine/index.js';
export * from './values/index.js';
export { Solver, type Ruleset, type SolverOptions, type SolverValueOptions, type Player, type ValueAlgebra, canonicalAlgebra, MAX_SOLVER_ENTRIES } from './engine/solver.js';
export * from './notation/index.js';
export * from './games/index.js';
export * from './analysis/index.js';
export * from './misere/index.js';
