/**
 * The reachable graph of a rule set: the graph layer's explorer run over position codes from the
 * opening position, with the seat shift of each move as the edge label (the moves are the Left
 * edges of a {@link GameGraph}).
 *
 * Invariants: index 0 is the root; indices are in breadth-first order, so `depth` is
 * non-decreasing in the index; the out-edges of a node are distinct (successor, shift) pairs.
 */
import { type Rules } from './rules.js';
import { PositionSpace } from './position.js';
import { MoveGenerator } from './moves.js';
import type { GameGraph } from '../../graph/graph.js';
import { StateLimitError } from '../../graph/errors.js';
import { exploreSteps } from '../../graph/explore.js';
import { limitOption, type RunOptions } from '../../engine/run.js';
import { kindError, optionsArg } from '../../engine/guard.js';
import { runAsync, runSync, type Steps } from '../../engine/steps.js';

/** Thrown when a computation would exceed its `maxPositions` limit (a `LimitError`, code `'LIMIT'`). */
export class LoopyLimitError extends StateLimitError {
  override name = 'LoopyLimitError';
  constructor(limit: number) {
    super(limit, 'reachable positions (maxPositions)', 'maxPositions');
  }
}

/**
 * Options of the long computations: run control ({@link RunOptions}) and a limit. While the graph
 * is built (phase `'explore'`) the total is unknown: `done` counts the positions found so far and
 * `total` is undefined (an honest counter, no percentage). While it is solved (phase
 * `'retrograde'`), `done` grows towards a fixed `total` (2 × positions × players). An aborted
 * signal stops either with an AbortError.
 */
export interface LoopyOptions extends RunOptions {
  /** Stop with {@link LoopyLimitError} beyond this many positions (default 5,000,000). */
  maxPositions?: number;
  /** Root position code (default: the opening position of the rules; with `start: 'both'` both openings, nodes 0 and 1). */
  root?: number;
}

/** The reachable graph of positions: the graph, and beside it the code, depth and end of each position. */
export interface LoopyGraph {
  /** The rule set. */
  rules: Rules;
  /** Codec of the positions. */
  space: PositionSpace;
  /** Move generator of the rules. */
  gen: MoveGenerator;
  /** The graph: position u's moves are its Left edges, each labelled with its seat shift (how far the turn moved). */
  graph: GameGraph;
  /** Number of positions (terminals included). */
  n: number;
  /** Position code of each index. */
  codes: Float64Array;
  /** Position index of each code. */
  index: Map<number, number>;
  /** 1 where the position is terminal. */
  terminal: Uint8Array;
  /** Breadth-first distance from the root (moves). */
  depth: Int32Array;
}

/** Builds the graph of positions reachable from the root (default: the opening position). */
export function buildGraph(rules: Rules, opts: LoopyOptions = {}): LoopyGraph {
  return runSync(graphSteps(rules, opts));
}

/**
 * {@link buildGraph} that lets the event loop run now and then, so that `opts.signal` can be
 * aborted by an event (e.g. a SIGINT handler) while it works; rejects with an AbortError then.
 */
export function buildGraphAsync(rules: Rules, opts: LoopyOptions = {}): Promise<LoopyGraph> {
  return runAsync(graphSteps(rules, opts));
}

/** The breadth-first construction (the graph layer's explorer over position codes), yielding at its checkpoints. */
function* graphSteps(rules: Rules, options: LoopyOptions | undefined): Steps<LoopyGraph> {
  const opts = optionsArg<LoopyOptions>(options, 'buildGraph');
  const space = new PositionSpace(rules);
  const gen = new MoveGenerator(space);
  const maxNodes = limitOption(opts.maxPositions, 5_000_000, 'maxPositions');
  const roots = opts.root !== undefined ? [space.checkCode(opts.root, 'buildGraph: root')] : space.startCodes();
  const limitError = (limit: number): LoopyLimitError => new LoopyLimitError(limit);
  const explored = { maxNodes, limitError, onProgress: opts.onProgress, signal: opts.signal };
  const g = yield* exploreSteps(roots, (code, emit) => gen.forEachSuccessor(code, emit), explored);
  const terminal = new Uint8Array(g.n);
  for (let u = 0; u < g.n; u++) if (g.graph.degree(0, u) === 0) terminal[u] = 1;
  return { rules, space, gen, graph: g.graph, n: g.n, codes: g.keys, index: g.index, terminal, depth: g.depth };
}

/**
 * `g` checked at the door of a function that takes a built graph: an object made by
 * {@link buildGraph} (its `space` a PositionSpace, its `graph`, `codes` and `terminal` present),
 * else a KindError naming `fn`.
 */
export function requireLoopyGraph(g: unknown, fn: string): LoopyGraph {
  const x = g as Partial<LoopyGraph> | null;
  if (typeof x !== 'object' || x === null || !(x.space instanceof PositionSpace) || !(x.codes instanceof Float64Array) || !(x.terminal instanceof Uint8Array) || typeof x.graph !== 'object' || x.graph === null) {
    throw kindError(fn, 'g', 'a graph made by buildGraph', g);
  }
  return x as LoopyGraph;
}
