/**
 * `partizan/chopsticks`: SIMPLE CHOPSTICKS (Dailly, Gledel, Nowakowski, Santos 2024) as a library.
 * Positions `(x1,…,xl | y1,…,yr)_n`, their values and outcomes, the paper's Tables 1 and 2, the board
 * reading, and the checker of the paper's claims.
 *
 * @example
 * ```ts
 * import { parsePosition, value, outcome, table2 } from 'partizan/chopsticks';
 * value(parsePosition('(1|1)_12')).toString(); // ±J
 * outcome(parsePosition('(1^3,2|1^2,2^2)_2'));  // 'N'
 * ```
 *
 * @packageDocumentation
 */
// Game.toString prints CGSuite plain text once the notation module is loaded (it installs the printer).
import './notation/index.js';
export { type Position, PositionError, position, parsePosition, formatPosition, positionKey, MAX_FINGERS, MAX_PARSED_HANDS } from './rulesets/chopsticks/position.js';
export { attacks, options, chopsticksRules } from './rulesets/chopsticks/rules.js';
export { value, clearValueTable, valueTableSize, setValueTableLimit, type ValueOptions } from './rulesets/chopsticks/value.js';
export { outcome, clearOutcomeTable, OutcomeSolver, type OutcomeOptions } from './rulesets/chopsticks/outcome.js';
export { oneHandGrid, oneHandSweep, oneOption, gcd, MAX_ONE_HAND_N, type SweepOptions } from './rulesets/chopsticks/onehand.js';
export { outcomeTable, outcomeTableParallel, conjecturedP3, type OutcomeTable, type OutcomeTableOptions, type ParallelOutcomeTableOptions } from './rulesets/chopsticks/dense.js';
export { table1, table2, table2Intervals, type Table1Cell, type Table2Row, type Table2Interval } from './rulesets/chopsticks/tables.js';
export { board, type Piece } from './rulesets/chopsticks/board.js';
export { valueOfExpression, splitTerms, gameTerm, ExpressionError, type Term } from './rulesets/chopsticks/expression.js';
export { NAMES } from './rulesets/chopsticks/named.js';
export { checkPaper, conjectureStatus, paperCell, theorem3Outcome, J, PaperCellError, type Check, type PaperReport } from './rulesets/chopsticks/paper.js';
export { type Erratum, ERRATA } from './rulesets/chopsticks/data/errata.js';
export { TABLE1_ROWS, TABLE1_N, TABLE2_ROWS, TABLE2_MAX, A110035, OTHER_CLAIMS, type PrintedInterval } from './rulesets/chopsticks/data/paper.js';
export type { Player, Ruleset } from './rulesets/ruleset.js';
