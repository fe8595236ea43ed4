/**
 * The one win / lose / draw solver with remoteness of the library, over any finite game given as
 * states and moves (a {@link RetrogradeProblem}): the games of a {@link GameGraph} with either player to
 * move ({@link partizanProblem}), the comparison games of the loopy engine, Chopsticks as played
 * with its seats, a graph explored from integer keys.
 *
 * Values are for the side to move at a state; a move either passes the turn to the other side
 * (the usual case) or keeps it with the same side (a move that does not pass the turn, or a
 * coalition of players in a many-player game).
 * - A terminal state has its declared value, remoteness 0 (a terminal draw has none).
 * - A non-terminal state without moves is lost for its side to move, remoteness 0 (normal play).
 * - WIN(s) iff some move leads to a state lost for the side then to move (won, when the side stays);
 *   its remoteness is 1 + the SMALLEST remoteness among such moves (the winner hurries).
 * - LOSE(s) iff every move leads to a state won against s's side; its remoteness is 1 + the
 *   LARGEST (the loser delays).
 * - DRAW: every other state (neither side can force the end). Draws have no remoteness (−1).
 *
 * Invariants of the solver: `value[s] !== 0` exactly for the states already queued, and a state is
 * queued once, when its value becomes final; the queue holds states in non-decreasing remoteness
 * (so the first winning move found is the nearest and the last losing one the farthest);
 * `pending[t]` counts the moves of an undecided state t not yet known to lose for t's side (−1
 * marks a terminal draw, never decided further). The states never queued are draws. A caller may
 * decide more states between runs ({@link Retrograde.decide}, as the loopy engine's survival
 * games do) and run the propagation again; the queue order then holds within each run.
 */
import { StateLimitError } from './errors.js';
import { GameGraph, type Predecessors } from './graph.js';
import { kindError, requireInt } from '../engine/guard.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { runAsync, runSync, type Steps } from '../engine/steps.js';

/** Neither side can force the end (or a terminal draw). */
export const DRAW = 0;
/** The side to move can force a win. */
export const WIN = 1;
/** The side to move loses against best play. */
export const LOSE = 2;
/** One of {@link DRAW}, {@link WIN}, {@link LOSE}. */
export type Verdict = 0 | 1 | 2;
/**
 * The value of a position for the player to move: a win, a loss or a draw under perfect play. Not
 * to be confused with `Outcome` of the root entry, a short game's outcome class
 * (`'L' | 'R' | 'N' | 'P'`).
 */
export type WinLoseDraw = 'win' | 'lose' | 'draw';
/** The word of each verdict for the side to move, indexed by the verdict: `VERDICT_WORDS[WIN]` is `'win'`. */
export const VERDICT_WORDS: readonly ['draw', 'win', 'lose'] = ['draw', 'win', 'lose'];

/** The opposite verdict (a draw stays a draw). */
export function flip(v: Verdict | number): Verdict {
  return v === WIN ? LOSE : v === LOSE ? WIN : DRAW;
}

/** A finite game as the solver sees it: states 0..size−1. */
export interface RetrogradeProblem {
  /** Number of states. */
  readonly size: number;
  /**
   * State s's number of moves (≥ 0; 0: lost for its side to move), or, when the game has ended
   * there, its verdict for the side to move v given as `~v` (−1 a draw, −2 a win, −3 a loss).
   */
  start(s: number): number;
  /** The most predecessors a state has (the size of the buffer given to {@link RetrogradeProblem.predecessors}). */
  readonly maxPredecessors: number;
  /**
   * Writes into `out` one entry per move t → s: t when the side to move changes along the move,
   * `~t` when it stays; returns the number of entries.
   */
  predecessors(s: number, out: Int32Array): number;
  /**
   * Optional, for speed: {@link RetrogradeProblem.start} of the states `from` ≤ s < `to` in one
   * loop of the problem's own. Writes `start(s)` into `pending[s]` for each, and appends to `ends`,
   * from index `count`, every state that ends play there (no moves, or a terminal win or loss; not
   * a terminal draw); returns the new count.
   */
  starts?(from: number, to: number, pending: Int32Array, ends: Int32Array, count: number): number;
}

/** Options of the solver. */
export interface RetrogradeOptions extends RunOptions {
  /** Stop with a {@link StateLimitError} beyond this many states (default 50,000,000; about 13 bytes each). */
  maxStates?: number;
  /** Keep remoteness (default true). */
  remoteness?: boolean;
}

/** Default {@link RetrogradeOptions.maxStates}. */
export const DEFAULT_MAX_STATES = 50_000_000;

/** The solver's result: per state, the value for its side to move and the remoteness. */
export interface RetrogradeResult {
  /** Per state: {@link WIN}, {@link LOSE} or {@link DRAW}, for the side to move. */
  value: Int8Array;
  /** Per state: remoteness (moves to the end under optimal play), −1 for draws. */
  remoteness: Int32Array;
}

/** Terminal verdicts as {@link RetrogradeProblem.start} gives them. */
export const TERMINAL_DRAW = ~DRAW;
/** A terminal state won by its side to move. */
export const TERMINAL_WIN = ~WIN;
/** A terminal state lost by its side to move. */
export const TERMINAL_LOSE = ~LOSE;

/** The solver's state (see the module's invariants). */
export class Retrograde {
  /** Per state: 0 undecided (a draw at the end), {@link WIN} or {@link LOSE} for the side to move. */
  readonly value: Int8Array;
  /** Per state: the remoteness of a decided state, −1 otherwise (empty without remoteness). */
  readonly remoteness: Int32Array;
  /** Per state: moves not yet known to lose for its side to move; −1 for a terminal draw. */
  readonly pending: Int32Array;
  /** Decided states in the order they were decided. */
  readonly queue: Int32Array;
  private head = 0;
  private tail = 0;
  private readonly buf: Int32Array;
  private readonly withRem: boolean;
  private readonly run: RunControl;

  /** Sets up the solver for `problem` (nothing decided yet; see {@link Retrograde.begin}). */
  constructor(
    private readonly problem: RetrogradeProblem,
    opts: RetrogradeOptions = {},
  ) {
    this.run = new RunControl(opts, 'retrograde', 'states', 1 << 14);
    if (problem === null || typeof problem !== 'object' || typeof problem.start !== 'function' || typeof problem.predecessors !== 'function') {
      throw kindError('retrograde', 'problem', 'an object with size, maxPredecessors, start(s) and predecessors(s, out)', problem);
    }
    const S = requireInt(problem.size, 'retrograde', 'problem.size', 0);
    // (Infinity is allowed: a product of two already-bounded graphs)
    const max = opts.maxStates === Infinity ? Infinity : limitOption(opts.maxStates, DEFAULT_MAX_STATES, 'maxStates', { min: 0 });
    if (S > max) throw new StateLimitError(max);
    requireInt(problem.maxPredecessors, 'retrograde', 'problem.maxPredecessors', 0, 2 ** 30);
    this.withRem = opts.remoteness !== false;
    this.value = new Int8Array(S);
    this.remoteness = this.withRem ? new Int32Array(S).fill(-1) : new Int32Array(0);
    this.pending = new Int32Array(S);
    this.queue = new Int32Array(S);
    this.buf = new Int32Array(Math.max(problem.maxPredecessors, 1));
  }

  /** States decided so far. */
  get decided(): number {
    return this.tail;
  }

  /** Decides the terminal states and the states without moves (one pass over the states). */
  *begin(): Steps<void> {
    const S = this.problem.size;
    // in chunks of 65,536 states, the loop in a plain function (see `startChunk`)
    for (let s = 0; s < S; s += 65536) {
      if (s > 0) {
        this.run.progress(s, 2 * S);
        yield;
      }
      const to = Math.min(S, s + 65536);
      const rem = this.withRem ? this.remoteness : undefined;
      if (this.problem.starts === undefined) this.tail = startChunk(this.problem, this.value, this.pending, this.queue, rem, s, to, this.tail);
      else {
        // the problem's own loop lists the states where play ends at the queue's tail
        const from = this.tail;
        this.tail = this.problem.starts(s, to, this.pending, this.queue, from);
        settleEnds(this.value, this.pending, this.queue, rem, from, this.tail);
      }
    }
  }

  /** Decides state s (undecided) with verdict `v` and remoteness `rem`; it is propagated by the next run. */
  decide(s: number, v: Verdict, rem = 0): void {
    this.value[s] = v;
    if (this.withRem) this.remoteness[s] = rem;
    this.queue[this.tail++] = s;
  }

  /**
   * Propagates the decided states to their predecessors, at most `budget` queued states (checking
   * the signal every 16,384); returns true when the queue is empty.
   */
  propagate(budget = Infinity): boolean {
    const size = this.problem.size;
    let head = this.head;
    const stop = Math.min(this.tail + budget, Number.MAX_SAFE_INTEGER);
    // chunks of 16,384 states between two checks of the signal; the loop is a plain function (see
    // `drain`), and the check comes before the first chunk too
    while (head < this.tail && head < stop) {
      this.run.progress(size + head, 2 * size);
      const end = Math.min(stop, (head | 16383) + 1);
      this.tail = drain(this.problem, this.value, this.withRem ? this.remoteness : undefined, this.pending, this.queue, this.buf, head, this.tail, end);
      head = this.head = Math.min(end, this.tail);
    }
    return head === this.tail;
  }

  /** {@link Retrograde.propagate} to the end, yielding now and then. */
  *propagateSteps(): Steps<void> {
    while (!this.propagate(1 << 15)) yield;
  }
}

/**
 * The states `from` ≤ s < `to` of {@link Retrograde.begin}: decides the terminal ones and those
 * without moves (appended to `queue` at `tail`), sets the others' pending moves; returns the new
 * tail. The hot loops of the solver are plain functions, not methods with rarely taken branches in
 * them (progress, the end of a call): V8 optimises them once, where an optimised method meeting a
 * branch it has never seen run is deoptimised and compiled again.
 */
function startChunk(problem: RetrogradeProblem, value: Int8Array, pending: Int32Array, queue: Int32Array, remoteness: Int32Array | undefined, from: number, to: number, tail: number): number {
  for (let s = from; s < to; s++) {
    const d = problem.start(s);
    if (d > 0) pending[s] = d;
    else if (d === 0 || d === TERMINAL_LOSE) {
      value[s] = LOSE;
      if (remoteness !== undefined) remoteness[s] = 0;
      queue[tail++] = s;
    } else if (d === TERMINAL_WIN) {
      value[s] = WIN;
      if (remoteness !== undefined) remoteness[s] = 0;
      queue[tail++] = s;
    } else pending[s] = -1;
  }
  return tail;
}

/** The states `queue[from .. to)`, where play ends (`start(s)` in `pending[s]`: 0 or a terminal win or loss), decided. */
function settleEnds(value: Int8Array, pending: Int32Array, queue: Int32Array, remoteness: Int32Array | undefined, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const s = queue[i]!;
    value[s] = pending[s] === TERMINAL_WIN ? WIN : LOSE;
    if (remoteness !== undefined) remoteness[s] = 0;
  }
}

/**
 * Propagates the queued states from `head` while `head` < `end` (and states are queued) to their
 * predecessors; returns the new tail (the new head is the smaller of `end` and the tail). The
 * loop of {@link Retrograde.propagate}.
 */
function drain(problem: RetrogradeProblem, value: Int8Array, remoteness: Int32Array | undefined, pending: Int32Array, queue: Int32Array, buf: Int32Array, head: number, tail: number, end: number): number {
  while (head < tail && head < end) {
    const s = queue[head++]!;
    const val = value[s]!;
    const rem = remoteness !== undefined ? remoteness[s]! + 1 : 0;
    // (a count past the buffer is the problem's mistake: only the buffer is read)
    const k = Math.min(problem.predecessors(s, buf), buf.length);
    for (let i = 0; i < k; i++) {
      let t = buf[i]!;
      let forT: number;
      if (t < 0) {
        t = ~t;
        forT = val;
      } else forT = val === WIN ? LOSE : WIN;
      if (value[t] !== 0 || pending[t]! < 0) continue;
      if (forT === WIN) {
        value[t] = WIN;
        if (remoteness !== undefined) remoteness[t] = rem;
        queue[tail++] = t;
      } else if (--pending[t]! === 0) {
        value[t] = LOSE;
        if (remoteness !== undefined) remoteness[t] = rem;
        queue[tail++] = t;
      }
    }
  }
  return tail;
}

/** Solves `problem` (see the module's notes). */
export function retrograde(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): RetrogradeResult {
  return runSync(retrogradeSteps(problem, opts));
}

/** {@link retrograde} that gives the event loop a turn now and then, so that an event can abort `opts.signal`. */
export function retrogradeAsync(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): Promise<RetrogradeResult> {
  return runAsync(retrogradeSteps(problem, opts));
}

/** The solver as a generator that yields at its checkpoints. */
export function* retrogradeSteps(problem: RetrogradeProblem, opts: RetrogradeOptions = {}): Steps<RetrogradeResult> {
  const w = new Retrograde(problem, opts);
  yield* w.begin();
  yield* w.propagateSteps();
  opts.onProgress?.({ phase: 'retrograde', done: 2 * problem.size, total: 2 * problem.size, unit: 'states' });
  return { value: w.value, remoteness: w.remoteness };
}

/**
 * The game of a graph with either player to move: state 2v has Left to move at node v, state
 * 2v + 1 Right; Left's edges lead from 2v to Right-to-move states, Right's from 2v + 1 to
 * Left-to-move states. `terminal(v)`, when given, declares the node's two states terminal:
 * `[verdict with Left to move, verdict with Right to move]` for the side to move, or undefined for
 * a node played on. Normal play: a player without moves loses.
 */
export function partizanProblem(g: GameGraph, terminal?: (v: number) => readonly [Verdict, Verdict] | undefined): RetrogradeProblem {
  if (!(g instanceof GameGraph)) throw kindError('partizanProblem', 'g', 'a GameGraph', g);
  if (terminal !== undefined && typeof terminal !== 'function') throw kindError('partizanProblem', 'terminal', 'a function or undefined', terminal);
  return new PartizanProblem(g, terminal);
}

/**
 * The problem of {@link partizanProblem}. A class, so that every graph's problem calls the same
 * `start` and `predecessors` (the kernel's call of them stays monomorphic per kind of problem, as
 * with the loopy engine's comparison games, instead of meeting new closures with each graph).
 */
class PartizanProblem implements RetrogradeProblem {
  readonly size: number;
  readonly maxPredecessors: number;
  private readonly pl: Predecessors;
  private readonly pr: Predecessors;
  private readonly Llen: Int32Array;
  private readonly Rlen: Int32Array;
  constructor(
    g: GameGraph,
    private readonly terminal: ((v: number) => readonly [Verdict, Verdict] | undefined) | undefined,
  ) {
    this.pl = g.predecessors(0);
    this.pr = g.predecessors(1);
    this.size = 2 * g.size;
    this.maxPredecessors = Math.max(this.pl.max, this.pr.max);
    this.Llen = g.L.len;
    this.Rlen = g.R.len;
  }
  start(s: number): number {
    const v = s >> 1;
    if (this.terminal !== undefined) {
      const t = this.terminal(v);
      if (t) return ~t[s & 1]!;
    }
    return s & 1 ? this.Rlen[v]! : this.Llen[v]!;
  }
  predecessors(s: number, out: Int32Array): number {
    // (w, Right to move) is reached by Left's moves into w, (w, Left to move) by Right's
    const w = s >> 1;
    const p = s & 1 ? this.pl : this.pr;
    const bit = s & 1 ? 0 : 1;
    let k = 0;
    for (let i = p.start[w]!, e = p.start[w + 1]!; i < e; i++) out[k++] = 2 * p.src[i]! + bit;
    return k;
  }
}
