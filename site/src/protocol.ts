/**
 * The one protocol between the page and the engine's Web Worker.
 *
 * The page sends a {@link Job} with an id; the worker answers with any number of `progress`
 * messages, then exactly one of `result`, `error` or `cancelled` for that id. `{ kind: 'cancel', id }`
 * asks the worker to abort job `id`: the worker aborts that job's AbortController, the library
 * throws its AbortError at its next checkpoint, and the worker answers `cancelled`.
 */

/** What the page can ask the worker to do. */
export type Job =
  | { kind: 'calc'; text: string }
  | { kind: 'table1'; n: number }
  | { kind: 'table2'; maxN: number }
  | { kind: 'paper'; maxN: number }
  | { kind: 'loopy-solve'; rules: string }
  | { kind: 'loopy-moves'; rules: string; position: number }
  | { kind: 'catalog' }
  | { kind: 'game'; id: string; text?: string; grid?: Grid }
  | { kind: 'sheet'; lines: string[] }
  | { kind: 'explore'; value: string };

/**
 * One line of the worksheet, computed: `name` when the line is an assignment `name := expression`.
 * Exactly one of `value` and `error` is present for a line with text; an empty line has neither.
 */
export interface SheetLine {
  name?: string;
  value?: Printed;
  /** True when the value is a short game, which the explorer can walk. */
  short?: boolean;
  /** The error of this line; `column` (1-based) counts in the line as written. */
  error?: WireError;
}

/** A short game value and its options, for the explorer (CGSuite's Explorer): each printed, canonical. */
export interface Explored {
  value: Printed;
  left: Printed[];
  right: Printed[];
}

/** A position as a grid (the registry's GridView): `rows × cols` characters, row by row from the top. */
export interface Grid {
  rows: number;
  cols: number;
  cells: string;
}

/** What the page shows of a game of the registry (`GAMES` of partizan/games). */
export interface GameInfo {
  id: string;
  name: string;
  kind: 'partizan' | 'impartial' | 'loopy';
  summary: string;
  syntax: string;
  source: string;
  examples: { position: string; value?: string; source?: string; note?: string }[];
  /** What a click may put in a cell; present when the game draws and edits its positions as grids. */
  palette?: { char: string; label: string }[];
}

/** A position of a game of the registry, valued. */
export interface GameAnswer {
  /** The position as the game writes it. */
  text: string;
  value: Printed;
  /** The position as a grid, for games with a palette. */
  grid?: Grid;
  /**
   * Each player's winning moves, moving first: the options after which the mover wins as the
   * second player (outcome class P or the mover's own). Absent past {@link MAX_BEST_OPTIONS} options.
   */
  best?: { L: string[]; R: string[] };
}

/** The most options of a position whose values the games tab computes to show the winning moves. */
export const MAX_BEST_OPTIONS = 64;

/** A value printed both ways, with its outcome class. */
export interface Printed {
  plain: string;
  unicode: string;
  outcome: string;
}

/** The analyses of a calculator value. */
export interface CalcResult {
  value: Printed;
  /** True when the value is a short game and the short-game analyses below were run. */
  short: boolean;
  leftStop?: string;
  rightStop?: string;
  /** A loopy value's onside & offside. */
  sides?: string;
  mean?: string;
  temperature?: string;
  atomicWeight?: string;
  rcf?: string;
  thermographSvg?: string;
  treeSvg?: string;
  /** Why the tree is not drawn (too large). */
  treeNote?: string;
  /** A loopy value's graph (its stopper, or its onside and offside) as SVG. */
  graphSvg?: string;
  /** Why the loopy graph is not drawn (too large). */
  graphNote?: string;
  /**
   * How the value was reached, in blocks: each term of a sum (its braces replayed innermost first,
   * a position's moves and their values, a named value's definition), then each step of the sum
   * (the options of G + H by the definition of a sum, simplified). Never empty for a short value.
   */
  explanation?: ExplainBlock[];
  /** Why there is no explanation. */
  explanationNote?: string;
}

/** One pair of braces simplified: the options as written, the steps, the canonical form. */
export interface ExplainNode {
  written: string;
  steps: string[];
  result: string;
}

/** A part of the explanation: a heading, sentences, optional facts (such as a position's moves), nodes. */
export interface ExplainBlock {
  heading: string;
  sentences: string[];
  facts?: string[];
  nodes: ExplainNode[];
}

/** Table 1 for one n: distinct values and, per cell (row j, column i), an index into them. */
export interface Table1Result {
  n: number;
  values: Printed[];
  /** cells[(j - 1) * n + (i - 1)] indexes `values` (an Int32Array: transferred, not copied). */
  cells: Int32Array;
  /** Recorded errata of the paper's Table 1 (n = 20 only), by `i,j`. */
  errata: { i: number; j: number; printed: string; truth: string; derivation: string }[];
}

/** A run of Table 2. */
export interface Table2Band {
  from: number;
  to: number;
  value: Printed;
}

/** One check of the paper. */
export interface PaperCheck {
  source: string;
  claim: string;
  printed: string;
  computed: string;
  status: string;
}

/** A move of played Chopsticks, valued for the mover. */
export interface PlayMove {
  text: string;
  next: number;
  shift: number;
  value: 'win' | 'lose' | 'draw';
  remoteness: number | null;
  best: boolean;
}

/** A position of played Chopsticks with its value and moves. */
export interface PlayPosition {
  code: number;
  /** The mover's hands first, then the other players', separated by `-`. */
  text: string;
  /** Hands per player (the mover first). */
  hands: number[][];
  value: 'win' | 'lose' | 'draw';
  remoteness: number | null;
  moves: PlayMove[];
}

/** Answers of the worker per job kind. */
export interface Answers {
  calc: CalcResult;
  table1: Table1Result;
  table2: Table2Band[];
  paper: PaperCheck[];
  'loopy-solve': { rules: string; start: number; positions: number; counts: { win: number; lose: number; draw: number } };
  'loopy-moves': PlayPosition;
  catalog: GameInfo[];
  game: GameAnswer;
  sheet: SheetLine[];
  explore: Explored;
}

/** A message from the page to the worker. */
export type Request = { id: number; job: Job } | { id: number; kind: 'cancel' };

/** An error, flattened for the boundary; `column` (1-based) when the error points into the input. */
export interface WireError {
  name: string;
  code?: string;
  message: string;
  column?: number;
}

/** A message from the worker to the page. */
export type Reply =
  | { id: number; type: 'progress'; done: number; total: number | undefined }
  | { id: number; type: 'result'; data: unknown }
  | { id: number; type: 'error'; error: WireError }
  | { id: number; type: 'cancelled' };
