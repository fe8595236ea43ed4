/**
 * The fuzzers' random start and budget. CI runs them from a fixed random start (so a failure is reproducible)
 * and a bounded budget; both can be changed from the environment:
 *
 *   PARTIZAN_FUZZ_SEED=123 PARTIZAN_FUZZ_BUDGET=10 npx vitest run test/notation/fuzz.test.ts test/games/fuzz.test.ts
 *
 * `PARTIZAN_FUZZ_BUDGET` multiplies every fuzzer's default number of runs (default 1, the CI budget).
 */

/** The starting value of fast-check's random generator in every fuzzer (default 20261123). */
export const FUZZ_SEED: number = Number.parseInt(process.env.PARTIZAN_FUZZ_SEED ?? '20261123', 10);

const BUDGET: number = Number(process.env.PARTIZAN_FUZZ_BUDGET ?? '1');
if (!Number.isFinite(BUDGET) || BUDGET <= 0) throw new Error(`PARTIZAN_FUZZ_BUDGET must be a positive number, got ${process.env.PARTIZAN_FUZZ_BUDGET}`);
if (!Number.isSafeInteger(FUZZ_SEED)) throw new Error(`PARTIZAN_FUZZ_SEED must be an integer, got ${process.env.PARTIZAN_FUZZ_SEED}`);

/** fast-check parameters: the fixed random start and `defaultRuns` scaled by the budget. */
export function fuzzParams(defaultRuns: number): { seed: number; numRuns: number } {
  return { seed: FUZZ_SEED, numRuns: Math.max(1, Math.round(defaultRuns * BUDGET)) };
}

/** `defaultRuns` scaled by the budget (for fuzzers that are not fast-check's: test/fuzz/). */
export function fuzzBudget(defaultRuns: number): number {
  return Math.max(1, Math.round(defaultRuns * BUDGET));
}
