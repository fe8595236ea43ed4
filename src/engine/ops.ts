/** The outcome and comparison types of short games, where the games and the prover import them from. */
export type { Comparison, Outcome } from './compare.js';
