/**
 * `partizan/testing`: fast-check arbitraries for property tests of games. Needs the optional
 * peer dependency `fast-check`: importing this subpath without it installed throws a
 * {@link MissingPeerError} (code `'MISSING_PEER'`) that says to install it.
 *
 * @packageDocumentation
 * @module partizan/testing
 */
export { arbitraryGame, type ArbitraryGameOptions } from '../testing/arbitrary.js';
export { MissingPeerError } from '../testing/fast-check.js';
