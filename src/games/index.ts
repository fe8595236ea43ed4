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
export { Grid, parseGrid, type GridSyntax, GRID_CHARS, EMPTY, LEFT, RIGHT, BLOCKED, MAX_GRID_CELLS } from './grid/grid.js';
export { type Step, type Canon, ORTHOGONAL, DIAGONAL, COMPASS, KNIGHT } from './grid/region.js';
export { GridSolver, type GridRules, type GridSolverOptions } from './grid/solver.js';
export { clobberValue, clobberSolver, clobberRuleset, clobberMoves, parseClobber, clobberSyntax, type ClobberVariant, CLOBBER, ANTI_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, ROOKS, QUEENS, DIAGONAL_CLOBBER, CLOBBER_VARIANTS } from './clobber/index.js';
export { konaneValue, konaneSolver, konaneRuleset, konaneMoves, parseKonane } from './konane/index.js';
export { amazonsValue, AmazonsSolver, amazonsRuleset, amazonsMoves, parseAmazons } from './amazons/index.js';
export { cramValue, cramNimValue, cramSolver, cramRuleset, cramGridRuleset, cramPlainRuleset, cramMoves, cramBits, type CramBits, parseCram, dawsonNim, nimValueAlgebra } from './cram/index.js';
export { topplingValue, TopplingSolver, type TopplingSolverOptions, TopplingPosition, parseToppling, topplingMoves, topplingRuleset } from './toppling-dominoes/index.js';
export { cutcakeValue, cakeValue, CutcakePosition, parseCutcake, cutcakeMoves, cutcakeRuleset, MAX_CUTCAKE_OPTIONS, MAX_CAKE_SIDE } from './cutcake/index.js';
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
export { outcomeOf, firstPlayerWins, descriptorOutcomeRules, OutcomeSearch, type OutcomeRules, type OutcomeSearchOptions, type OutcomeOptions } from './outcome/index.js';
export { amazonsOutcomeRules } from './amazons/index.js';
export { AmazonsBits, MAX_BITS_CELLS } from './amazons/bits.js';
export { clobberOutcomeRules } from './clobber/index.js';
export { topplingOutcomeRules } from './toppling-dominoes/index.js';
