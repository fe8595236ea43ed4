/** Tiny and Miny: the engine's (src/engine/tinyminy.ts), re-exported for the analysis module's public API. */
export { tiny, miny, asTiny, asMiny, type TinyParts } from '../engine/tinyminy.js';
