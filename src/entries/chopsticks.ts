/**
 * `partizan/chopsticks`: SIMPLE CHOPSTICKS (Dailly, Gledel, Nowakowski, Santos 2024) as a library.
 * Positions `(x1,…,xl | y1,…,yr)_n`, their values and outcomes, the paper's Tables 1 and 2, the board
 * reading, and the checker of the paper's claims.
 *
 * This entry loads only the short-game engine and Simple Chopsticks itself: sums of positions and
 * games written as text (`valueOfExpression`) are read by the root entry `partizan`, whose parser
 * knows the positions as terms, and the loopy variants of the paper's Section 4 are
 * `partizan/chopsticks-variants`.
 *
 * @example
 * ```ts
 * import { parsePosition, value, outcome, table2 } from 'partizan/chopsticks';
 * value(parsePosition('(1|1)_12')).toString(); // ±J
 * outcome(parsePosition('(1^3,2|1^2,2^2)_2'));  // 'N'
 * ```
 *
 * @packageDocumentation
 * @module partizan/chopsticks
 */
export { type Position, PositionError, position, parsePosition, formatPosition, positionKey, MAX_FINGERS, MAX_PARSED_HANDS } from '../games/simple-chopsticks/position.js';
export { attacks, options, chopsticksRules } from '../games/simple-chopsticks/rules.js';
export { value, clearValueTable, valueTableSize, setValueTableLimit, DEFAULT_VALUE_TABLE_BYTES, type ValueOptions } from '../games/simple-chopsticks/value.js';
export { outcome, clearOutcomeTable, OutcomeSolver, type OutcomeOptions } from '../games/simple-chopsticks/outcome.js';
export { oneHandGrid, oneHandGridAsync, oneHandGridIndex, oneHandGridIndexAsync, type OneHandGridIndex, oneHandSweep, oneHandSweepAsync, oneOption, gcd, MAX_ONE_HAND_N, type SweepOptions } from '../games/simple-chopsticks/onehand.js';
export { outcomeTable, outcomeTableParallel, conjecturedP3, type OutcomeTable, type OutcomeTableOptions, type ParallelOutcomeTableOptions } from '../games/simple-chopsticks/dense.js';
export { table1, table1Async, table2, table2Async, table2Intervals, type Table1Cell, type Table2Row, type Table2Interval, type Table2Options } from '../games/simple-chopsticks/tables.js';
export { Table2Sweep, CheckpointError, Table2BoundError, MAX_TABLE2_N, TABLE2_PARALLEL_FROM, TABLE2_WORKER_BYTES, table2Bytes, type Table2SweepOptions } from '../games/simple-chopsticks/table2-sweep.js';
export { Table2WorkerError } from '../games/simple-chopsticks/table2-parallel.js';
export { table2Bands, table2BandLines, type Table2Band, type Table2BandReport } from '../games/simple-chopsticks/table2-bands.js';
export { board, type Piece } from '../games/simple-chopsticks/board.js';
export { NAMES } from '../games/simple-chopsticks/value.js';
export { checkPaper, conjectureStatus, paperCell, theorem3Outcome, J, PaperCellError, type Check, type PaperReport, type PaperOptions } from '../games/simple-chopsticks/paper.js';
export { type Erratum, ERRATA } from '../games/simple-chopsticks/data/errata.js';
export { TABLE1_ROWS, TABLE1_N, TABLE2_ROWS, TABLE2_MAX, A110035, OTHER_CLAIMS, type PrintedInterval } from '../games/simple-chopsticks/data/paper.js';
export type { Player, Ruleset } from '../engine/solver.js';
