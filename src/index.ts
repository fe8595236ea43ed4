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
// the one family of values: its operations take short games and loopy values alike (the family's
// `game`, `switchOf` and `isInfinitesimal` replace the engine's and the loopy engine's of those names)
export * from './values/index.js';
export { game, switchOf, isInfinitesimal } from './values/index.js';
// the one printer's functions of one value (the engine's `quoteGame` takes short games only)
export { quoteGame } from './notation/print.js';
export { Stopper } from './loopy/stopper.js';
export { SidedValue } from './loopy/sided.js';
export { SimplifiedSidedValue, SimplifiedSide, type SideOption } from './loopy/simplified.js';
export { ON, OFF, OVER, UNDER, UPON, DUD, TIS, TISN } from './loopy/constants.js';
export { Solver, type Ruleset, type SolverOptions, type SolverValueOptions, type Player, type ValueAlgebra, canonicalAlgebra, MAX_SOLVER_ENTRIES } from './engine/solver.js';
export * from './notation/index.js';
export * from './games/index.js';
export * from './analysis/index.js';
export * from './misere/index.js';
// the values of loopy games (once `partizan/loopy-values`): stoppers, stopper-sided values, their
// constants and properties; where a name is also the family's (isInfinitesimal), the family's
// explicit export above is the one this entry gives
export * from './loopy/index.js';
// the former loopy-only operations, deprecated aliases of the family's operations
export { addLoopy, addAny, negLoopy, negAny, leqLoopy, leqAny, compareLoopy, compareSimplified, loopyOf } from './values/deprecated.js';
// sums of SIMPLE CHOPSTICKS positions and games as text (the parser knows the positions as terms; once in partizan/chopsticks)
export { valueOfExpression, splitTerms, gameTerm, ExpressionError, type Term } from './games/simple-chopsticks/expression.js';
export { chopsticksTerm } from './games/simple-chopsticks/terms.js';
// impartial games by nim values: heap rules, nim-value sequences, periodicity
export * from './impartial/index.js';
// the misère engine has a mex of its own (the same function): the nim-value engine's is the root's
export { mex } from './impartial/index.js';
export { impartialValue } from './games/impartial-bridge.js';
