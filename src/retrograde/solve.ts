/**
 * The generic retrograde solver: win / lose / draw with remoteness over any finite game graph.
 *
 * The solver knows nothing of any game. It sees a {@link RetrogradeProblem}: states numbered
 * 0..size-1, each with its number of moves (out-degree, edges counted with multiplicity), its
 * predecessors (one call per edge, saying whether the side to move stays the same along the
 * edge: two sides, which may be coalitions of players), and which states end the game with what
 * value for the side to move.
 * How a game scores (normal play, misère, a score-based end, a player eliminated in a
 * many-player game) is the problem's business, expressed through `terminal`.
 *
 * Invariant (the retrograde fixed point). Values are for the side to move at a state; a child's
 * value is read for the parent's side (flipped when the side changes along the edge).
 * - A terminal state has its declared value, remoteness 0 (a terminal draw has none).
 * - A non-terminal state without moves is lost for its side to move, remoteness 0 (normal play).
 * - WIN(s) iff some child's value, read for s's side, is a win; its remoteness is 1 + the
 *   SMALLEST remoteness among such children (the winner hurries).
 * - LOSE(s) iff every child's value, read for s's side, is a loss; its remoteness is 1 + the
 *   LARGEST child remoteness (the loser delays).
 * - DRAW: every other state (outside the least fixed point of the two rules above: neither side
 *   can force the end). Draws have no remoteness (-1 in the arrays).
 * So the remoteness of a decided state is the number of moves to the end of the game under
 * optimal play as defined above.
 *
 * Invariants of the loop: `value[s] !== 0` exactly for the states already put on the queue, and a
 * state is queued once, when its value becomes final; the queue holds states in non-decreasing
 * remoteness (so the first winning child found is the nearest and the last losing child the
 * farthest); `pending[t]` counts the moves of an undecided state t not yet known to lose for t's
 * side (-1 marks a terminal draw, never decided further). States never queued are draws. The
 * solver keeps no cache: its result belongs to the caller.
 */
import { DRAW, LOSE, WIN, type Verdict } from './verdict.js';
import { StateLimitError } from './errors.js';
import { runAsync, runSync, type Steps } from '../engine/steps.js';
import { throwIfAborted, type RunOptions } from '../engine/run.js';

/** A finite game graph as the solver sees it. */
export interface RetrogradeProblem {
  /** Number of states; states are 0..size-1. */
  readonly size: number;
  /**
   * The value of state `s` for its side to move when the game has ended there ({@link WIN},
   * {@link LOSE} or {@link DRAW}), or -1 when play goes on. A non-terminal state with no moves
   * is lost for its side to move.
   */
  terminal(s: number): number;
  /** Number of moves from `s` (edges, with multiplicity; each edge must be listed once by {@link forEachPredecessor}). */
  outDegree(s: number): number;
  /**
   * Calls `cb(t, sameSide)` once for each edge t → s; `sameSide` is true when the side to move
   * at t is also the side to move at s (a move that does not pass the turn), false when the turn
   * passes to the other side (the usual case).
   */
  forEachPredecessor(s: number, cb: (t: number, sameSide: boolean) => void): void;
}

/**
 * Options of the solver and the explorer: run control ({@link RunOptions}) and a limit. The solver
 * reports progress in phase `'retrograde'`, `done` out of a known `total` that never changes (2 ×
 * states: one pass to set terminals, one visit per state decided at most); the explorer, whose
 * total is unknown until it ends, in phase `'explore'`, a counter of states found and no `total`.
 * An aborted signal stops either with an AbortError.
 */
export interface RetrogradeOptions extends RunOptions {
  /** Stop with {@link StateLimitError} beyond this many states (default 50,000,000; about 13 bytes each). */
  maxStates?: number;
}

/** The solver's result: per state, the value for its side to move and the remoteness. */
export interface RetrogradeResult {
  /** Per state: {@link WIN}, {@link LOSE} or {@link DRAW}, for the side to move. */
  value: Int8Array;
  /** Per state: remoteness (moves to the end under optimal play), -1 for draws. */
  remoteness: Int32Array;
}

/** Default {@link RetrogradeOptions.maxStates}. */
export const DEFAULT_MAX_STATES = 50_000_000;

/** Solves `problem` (see the module's invariant). */
export function retrograde(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): RetrogradeResult {
  return runSync(retrogradeSteps(problem, opts));
}

/** {@link retrograde} that gives the event loop a turn now and then, so that an event can abort `opts.signal`. */
export function retrogradeAsync(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): Promise<RetrogradeResult> {
  return runAsync(retrogradeSteps(problem, opts));
}

/** The solver written as a generator that yields at its checkpoints. */
export function* retrogradeSteps(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): Steps<RetrogradeResult> {
  throwIfAborted(opts.signal);
  const S = problem.size;
  const maxStates = opts.maxStates ?? DEFAULT_MAX_STATES;
  if (S > maxStates) throw new StateLimitError(maxStates);
  const total = 2 * S;
  const value = new Int8Array(S);
  const remoteness = new Int32Array(S).fill(-1);
  const pending = new Int32Array(S); // moves not yet known to be bad for the side to move; -1: fixed draw
  const queue = new Int32Array(S);
  let head = 0;
  let tail = 0;
  for (let s = 0; s < S; s++) {
    if ((s & 65535) === 65535) {
      throwIfAborted(opts.signal);
      opts.onProgress?.({ phase: 'retrograde', done: s, total, unit: 'states' });
      yield;
    }
    const t = problem.terminal(s);
    const deg = t < 0 ? problem.outDegree(s) : 0;
    if (t === WIN || t === LOSE || (t < 0 && deg === 0)) {
      value[s] = t < 0 ? LOSE : t;
      remoteness[s] = 0;
      queue[tail++] = s;
    } else if (t === DRAW) pending[s] = -1;
    else pending[s] = deg;
  }
  while (head < tail) {
    const s = queue[head++]!;
    if ((head & 16383) === 0) {
      throwIfAborted(opts.signal);
      opts.onProgress?.({ phase: 'retrograde', done: S + head, total, unit: 'states' });
      yield;
    }
    const val = value[s]!;
    const rem = remoteness[s]! + 1;
    problem.forEachPredecessor(s, (t, sameSide) => {
      if (value[t] !== 0 || pending[t]! < 0) return;
      // the child's value read for t's side
      const forT = sameSide ? val : val === WIN ? LOSE : WIN;
      if (forT === WIN) {
        value[t] = WIN;
        remoteness[t] = rem;
        queue[tail++] = t;
      } else if (--pending[t] === 0) {
        value[t] = LOSE;
        remoteness[t] = rem;
        queue[tail++] = t;
      }
    });
  }
  opts.onProgress?.({ phase: 'retrograde', done: total, total, unit: 'states' });
  return { value, remoteness };
}

/** The opposite verdict (a draw stays a draw). */
export function flip(v: Verdict | number): Verdict {
  return v === WIN ? LOSE : v === LOSE ? WIN : DRAW;
}
