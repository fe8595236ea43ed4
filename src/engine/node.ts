/**
 * The types that the engine's readers of games (comparison, folds, orders, uptimal recognition,
 * properties) share without importing the module of the class `Game` (engine/game.ts), whose
 * methods call the engine's operations: importing it would put them in its import cycle. Types
 * only: this module has no run-time content.
 */

/** number + ups·↑ + *nim, the parts of a number-up-star value. */
export interface Nus {
  /** The number part (an exact dyadic). */
  readonly number: number;
  /** The multiple of ↑ (negative for ↓). */
  readonly ups: number;
  /** The nimber part m of *m. */
  readonly nim: number;
}

/**
 * Completed by engine/game.ts (a module augmentation, types only) with the class `Game`. @internal
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface EngineTypes {}

/** The class `Game` of engine/game.ts, as a type. @internal */
export type Game = EngineTypes['game'];
