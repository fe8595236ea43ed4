/**
 * `partizan/rulesets`: the old name of `partizan/games` (Domineering, Hackenbush, Toads and Frogs
 * and the game registry), kept for one release. Import from `partizan/games` instead.
 *
 * @deprecated Use `partizan/games`.
 * @packageDocumentation
 * @module partizan/rulesets
 */
export * from './games.js';
