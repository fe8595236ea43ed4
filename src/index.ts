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
// the values of loopy games (once `partizan/loopy-values`): stoppers, stopper-sided values, their constants and properties
export * from './loopy/index.js';
// one name both worlds define: the short games' one here (the loopy one stays in the deprecated partizan/loopy-values until the family's single function)
export { isInfinitesimal } from './engine/index.js';
// sums of SIMPLE CHOPSTICKS positions and games as text (the parser knows the positions as terms; once in partizan/chopsticks)
export { valueOfExpression, splitTerms, gameTerm, ExpressionError, type Term } from './games/simple-chopsticks/expression.js';
export { chopsticksTerm } from './games/simple-chopsticks/terms.js';
