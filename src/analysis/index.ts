/**
 * Analysis of short games, at CGSuite's level: mean and temperature, thermographs, cooling and
 * heating, reduced canonical form, atomic weight, incentives, Tiny and Miny, ordinal and Norton
 * products, conjunctive and selective sums, the census of games born by day n, and SVG pictures.
 *
 * @packageDocumentation
 */
export { Thermograph, Trajectory, type Knot, thermograph } from './thermograph.js';
export { mean, temperature, meanExact, temperatureExact, stopsAndMean } from './stops.js';
export { cool, heat, overheat, freeze } from './cooling.js';
export { rcf, rcfByHeating, leqInf } from './rcf.js';
export { atomicWeight, atomicWeightOrUndefined, isAtomic, NotAtomicError, farStarIndex } from './atomic.js';
export { incentives, leftIncentives, rightIncentives } from './incentives.js';
export { tiny, miny, asTiny, asMiny, type TinyParts } from './tinyminy.js';
export { ordinalSum, nortonProduct, conjunctiveSum, selectiveSum } from './products.js';
export { bornBy, antichains, type CensusOptions } from './census.js';
export { type DyadicInput, type Rational } from './rational.js';
export { type AnalysisOptions } from './fold.js';
export { thermographSvg, thermographToSvg, gameTreeSvg, escapeXml, MAX_LABEL_CHARS, type ThermographSvgOptions, type GameTreeSvgOptions } from './svg.js';
export { loopyGraphSvg, LoopyPictureLimitError, DEFAULT_LOOPY_PICTURE_NODES, PRINT_NODES, type LoopyGraphSvgOptions, type LoopyPictureInput } from './loopy-svg.js';
export { explainCanonical, describeStep, type GameLiteral, type ExplainStep, type ExplainNode, type Explanation } from './explain.js';
export { quotientTableSvg, type QuotientSvgOptions } from './quotient-svg.js';
