/**
 * `partizan/testing`: fast-check arbitraries for property tests of games. Needs the optional
 * peer dependency `fast-check`.
 *
 * @packageDocumentation
 */
export { arbitraryGame, type ArbitraryGameOptions } from '../testing/arbitrary.js';
