/**
 * partizan: canonical values of short partizan games.
 *
 * @packageDocumentation
 */
export {};
