/**
 * The errors of the prover: a rule text outside the formula language ({@link RuleError}) and a
 * missing solver ({@link ProverUnavailableError}). Both are {@link PartizanError}s with stable codes;
 * messages quote the input only through `clip()`.
 */
import { PartizanError } from '../engine/errors.js';

/**
 * A rule text that is not in the formula language (a syntax error, an unknown name, a product of
 * two counts, `mod` by something that is not a positive constant, a rule that does not fit the
 * finger count, ...). `line` and `column` are 1-based; both are 0 when the problem is not at one
 * place of the text.
 */
export class RuleError extends PartizanError {
  override name = 'RuleError';
  override readonly code: string = 'RULE';
  /** The 1-based line of the problem, or 0. */
  readonly line: number;
  /** The 1-based column of the problem, or 0. */
  readonly column: number;
  /**
   * @param message what is wrong (the position is appended when given).
   * @param line 1-based line, or 0.
   * @param column 1-based column, or 0.
   */
  constructor(message: string, line = 0, column = 0) {
    super(line > 0 ? `${message} (line ${line}, column ${column})` : message);
    this.line = line;
    this.column = column;
  }
}

/**
 * The SMT solver the prover needs (the optional dependency `z3-solver`, WebAssembly) could not be
 * loaded: it is not installed, or this runtime cannot start it.
 */
export class ProverUnavailableError extends PartizanError {
  override name = 'ProverUnavailableError';
  override readonly code: string = 'PROVER_UNAVAILABLE';
}

/** The solver failed in an unexpected way (it refused the generated text, or gave up for a reason other than the time limit). */
export class SolverError extends PartizanError {
  override name = 'SolverError';
  override readonly code: string = 'SOLVER';
}
