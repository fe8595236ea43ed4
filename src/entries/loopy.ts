/**
 * `partizan/loopy`: the old name of `partizan/chopsticks-played` (Chopsticks as people play it),
 * kept for one release. Import from `partizan/chopsticks-played` instead.
 *
 * @deprecated Use `partizan/chopsticks-played`.
 * @packageDocumentation
 * @module partizan/loopy
 */
export * from './chopsticks-played.js';
