/**
 * The prover: outcome rules of SIMPLE CHOPSTICKS shown right for every number of hands (or refuted
 * at the smallest position where they fail), by Z3 over the moves derived from the library's rules;
 * the reader and evaluator of rules, which need no solver; and the library's published rules.
 *
 * @packageDocumentation
 */
export { RuleError, ProverUnavailableError, SolverError } from './errors.js';
export { parseRule, MAX_NESTING, MAX_RULE_LENGTH, MAX_RULE_FINGERS, MAX_CONSTANT, type Rule, type Claim, type ClaimKind, type Theorem } from './language.js';
export { ruleOutcome, ruleClaimsAt, checkPosition, positionCounts, countsPosition, MAX_EVAL_COUNT, type RuleInput, type PositionCheck, type CheckPositionOptions } from './evaluate.js';
export { derivedMoves, weight, type MoveClass } from './moves.js';
export { certificateText, theoremsText } from './smt.js';
export { prove, certificate, type ProveOptions, type ProofReport, type Counterexample, type Failure, type MoveReport, type TheoremReport } from './prove.js';
export { releaseProver, proverAvailable, runSmtLib, type RunSmtLibOptions } from './z3.js';
export { FINGERS2_RULE, FINGERS2_PAPER_RULE, FINGERS3_RULE, FINGERS4_RULE, theorem4Claims, lemma1Claims } from './rules.js';
