/**
 * Classic rulesets: Domineering, Hackenbush strings and trees, Toads and Frogs.
 *
 * @packageDocumentation
 */
export { DomineeringBoard, DomineeringSolver, domineering, domineeringValue, domineeringValueAsync, type DomineeringThreadsOptions } from './domineering/index.js';
export { HackenbushPosition, type HackenbushColor, hackenbush, hackenbushStringValue, hackenbushKnownValue } from './hackenbush/index.js';
export { toadsFrogs, parseToadsFrogs } from './toads-frogs/index.js';
export { PositionSyntaxError } from './syntax-error.js';
export { backslidingToadsFrogs, backslidingMoves } from './toads-frogs/index.js';
export { GAMES, findGame } from './catalog.js';
export { UnknownGameError, foldGameName, type GameDescriptor, type AnyGameDescriptor, type GameKind, type GameExample, type GameValueOptions, type GridView, type GraphView, type PaletteEntry } from './registry.js';
export { type LabelledGraph, type EdgeEnd, type GraphEdge } from './graph-string/graph.js';
export { parseGraphString, formatGraphString, type GraphStringSyntax, MAX_GRAPH_STRING } from './graph-string/text.js';
export {
  type FoxAndGeesePosition,
  type FoxAndGeeseRules,
  type Square,
  FOX_AND_GEESE,
  CEYLONESE_FOX_AND_GEESE,
  parseFoxAndGeese,
  formatFoxAndGeese,
  foxAndGeeseValue,
  foxAndGeeseMoves,
  DEFAULT_FOX_AND_GEESE_POSITIONS,
  MAX_FOX_AND_GEESE_SQUARES,
} from './fox-and-geese/index.js';
