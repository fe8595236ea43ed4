/**
 * `partizan/prove`: outcome rules of SIMPLE CHOPSTICKS proved for every number of hands by the Z3
 * SMT solver (the optional dependency `z3-solver`, WebAssembly, loaded only by `prove`), or refuted
 * at the smallest position where they fail; the rules' reader and evaluator (no solver needed), and
 * the library's published rules for finger counts 2 and 3.
 *
 * @example
 * ```ts
 * import { prove, FINGERS3_RULE, ruleOutcome } from 'partizan/prove';
 * (await prove(FINGERS3_RULE)).status;         // 'proved'
 * ruleOutcome(FINGERS3_RULE, '(1^9,2|1^10)_3'); // 'P'
 * ```
 *
 * @packageDocumentation
 * @module partizan/prove
 */
export * from '../prove/index.js';
