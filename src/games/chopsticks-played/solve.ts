/**
 * Win / lose / draw of Chopsticks as played: the reachable graph handed to the library's one
 * retrograde solver (src/graph/retrograde.ts, whose module states the invariant: what remoteness
 * means and the fixed point), through {@link chopsticksProblem}, which is where hands are read.
 *
 * The solver works on states (position u, focal seat f), index u*p + f: "can the player in seat
 * f force a win, can the others (as a coalition) force that player to lose, or neither?". With
 * two players this is exactly the usual win / lose / draw analysis; with more players it is the
 * paranoid reduction (each player against all the others). A position's value is the value of
 * its mover's state (f = 0).
 *
 * Focal terminal states: in normal play a focal player without live hands has lost (even if the
 * game goes on) and the last player alive has won; in misère the eliminated player (seat 0 of a
 * terminal position) has won and everybody else has lost.
 *
 * Remoteness is the generic solver's: moves to the end under best play, the winner hurrying and
 * the loser delaying. Draws have no remoteness.
 */
import type { Rules } from './rules.js';
import { requireLoopyGraph, type LoopyGraph } from './graph.js';
import type { RunOptions } from '../../engine/run.js';
import type { Move } from './moves.js';
import { PositionError } from './position.js';
import { LOSE, VERDICT_WORDS, WIN, flip, retrogradeSteps, type RetrogradeProblem, type WinLoseDraw } from '../../graph/retrograde.js';
import { runAsync, runSync, type Steps } from '../../engine/steps.js';
import { optionsArg } from '../../engine/guard.js';

export type { WinLoseDraw };

/** A move with the value it leaves the mover (see {@link LoopySolution.moves}). */
export interface ValuedMove extends Move {
  /** The mover's value after this move (best play from there on). */
  value: WinLoseDraw;
  /** Remoteness after the move (null for a draw). */
  remoteness: number | null;
  /** True when the move is one of the best moves. */
  best: boolean;
}

/** The summary of a solved rule set, as `partizan loopy solve --json` prints it. */
export interface LoopySummary {
  /** Reachable positions, terminals included. */
  positions: number;
  /** Reachable terminal positions. */
  terminals: number;
  /** Positions won, lost and drawn for the player to move. */
  counts: { win: number; lose: number; draw: number };
  /** The root (opening) position, its value and remoteness. */
  start: { position: string; value: WinLoseDraw; remoteness: number | null };
  /** The largest remoteness of any position. */
  maxRemoteness: number;
  /** With `start: 'both'`: the other opening (Suns), its value and remoteness. */
  otherStarts?: { position: string; value: WinLoseDraw; remoteness: number | null }[];
}


/** A solved rule set: every reachable position's value and remoteness. */
export class LoopySolution {
  /** The reachable graph. */
  readonly graph: LoopyGraph;
  /** Per state u*p + f: 0 draw, 1 seat f wins, 2 seat f loses. */
  readonly value: Int8Array;
  /** Per state: remoteness, -1 for draws. */
  readonly remoteness: Int32Array;

  /** @internal */
  constructor(graph: LoopyGraph, value: Int8Array, remoteness: Int32Array) {
    this.graph = graph;
    this.value = value;
    this.remoteness = remoteness;
  }

  /** The rule set. */
  get rules(): Rules {
    return this.graph.rules;
  }

  /** Index of a position given as text or code; throws PositionError if it is not reachable. */
  indexOf(position: string | number): number {
    const code = typeof position === 'number' ? position : this.graph.space.parse(position);
    const u = this.graph.index.get(code);
    if (u === undefined) throw new PositionError(`position ${this.graph.space.format(code)} is not reachable from the root`);
    return u;
  }

  /** Value for the player to move of the position with index `u`. */
  outcomeAt(u: number): WinLoseDraw {
    return VERDICT_WORDS[this.value[u * this.graph.space.p]!]!;
  }

  /** Remoteness of the position with index `u`, null for a draw. */
  remotenessAt(u: number): number | null {
    const r = this.remoteness[u * this.graph.space.p]!;
    return r < 0 ? null : r;
  }

  /** Value for the player to move of a position (text like `13-12`, or code). */
  outcome(position: string | number): WinLoseDraw {
    return this.outcomeAt(this.indexOf(position));
  }

  /** Remoteness of a position (null for a draw). */
  remotenessOf(position: string | number): number | null {
    return this.remotenessAt(this.indexOf(position));
  }

  /**
   * The moves of a position with the value each leaves its mover, best moves marked: a winner's
   * moves to won states of least remoteness, a loser's moves of greatest remoteness, a drawn
   * player's moves that keep the draw.
   */
  moves(position: string | number): ValuedMove[] {
    const u = this.indexOf(position);
    const p = this.graph.space.p;
    const mine = this.outcomeAt(u);
    const rem = this.remotenessAt(u);
    return this.graph.gen.moves(this.graph.codes[u]!).map((m) => {
      const v = this.graph.index.get(m.next)!;
      const f = (p - m.shift) % p; // the mover's seat in the successor
      const value = VERDICT_WORDS[this.value[v * p + f]!]!;
      const r = this.remoteness[v * p + f]!;
      const remoteness = r < 0 ? null : r;
      const best = value === mine && (value === 'draw' || remoteness === (rem as number) - 1);
      return { ...m, value, remoteness, best };
    });
  }

  /** Number of positions won, lost and drawn for the player to move (terminals included). */
  counts(): { win: number; lose: number; draw: number } {
    const c = { win: 0, lose: 0, draw: 0 };
    for (let u = 0; u < this.graph.n; u++) c[this.outcomeAt(u)]++;
    return c;
  }

  /** The summary printed by `partizan loopy solve --json`. */
  summary(): LoopySummary {
    let terminals = 0;
    for (let u = 0; u < this.graph.n; u++) terminals += this.graph.terminal[u]!;
    const { space, codes } = this.graph;
    const opening = (u: number): LoopySummary['start'] => ({
      position: space.format(codes[u]!, true),
      value: this.outcomeAt(u),
      remoteness: this.remotenessAt(u),
    });
    // with `start: 'both'`, node 1 is the other opening (Suns), unless the two are one position
    const both = this.rules.start === 'both' && this.graph.n > 1 && this.graph.depth[1] === 0;
    return {
      positions: this.graph.n,
      terminals,
      counts: this.counts(),
      start: opening(0),
      maxRemoteness: this.maxRemoteness(),
      ...(both ? { otherStarts: [opening(1)] } : {}),
    };
  }

  /** The largest remoteness of any position. */
  maxRemoteness(): number {
    let m = 0;
    const p = this.graph.space.p;
    for (let u = 0; u < this.graph.n; u++) m = Math.max(m, this.remoteness[u * p]!);
    return m;
  }
}

/** Solves a built graph by retrograde analysis. */
export function solveGraph(g: LoopyGraph, opts: RunOptions = {}): LoopySolution {
  return runSync(solveSteps(g, opts));
}

/**
 * {@link solveGraph} that lets the event loop run now and then, so that `opts.signal` can be
 * aborted by an event (e.g. a SIGINT handler) while it works; rejects with an AbortError then.
 */
export function solveGraphAsync(g: LoopyGraph, opts: RunOptions = {}): Promise<LoopySolution> {
  return runAsync(solveSteps(g, opts));
}

/**
 * The Chopsticks side of the retrograde analysis: the states (u, f) of the graph as a
 * {@link RetrogradeProblem} for the generic solver. At state (u, f) the side to move is the focal
 * seat f when f = 0 (seat 0 moves at u), the coalition of the others otherwise; a move of u with
 * seat shift k leads from (u, f) to (v, (f - k) mod p), and keeps the same side to move exactly
 * when both ends have focal seat 0 or both do not. This is where hands are read: a focal player
 * without live hands (or a zombie) has lost (normal play), a terminal position is won by the last player alive
 * (normal play) or by the eliminated player in seat 0 (misère).
 */
export function chopsticksProblem(g: LoopyGraph): RetrogradeProblem {
  requireLoopyGraph(g, 'chopsticksProblem');
  const { n } = g;
  const p = g.space.p;
  const hands = new Uint8Array(g.space.width);
  const misere = g.rules.misere;
  const E = g.graph.L;
  const pred = g.graph.predecessors(0);
  return {
    size: n * p,
    maxPredecessors: pred.max,
    start(s) {
      const u = (s / p) | 0;
      const f = s - u * p;
      const term = g.terminal[u] === 1;
      let focal = 0; // value for the focal seat f, 0 while the game goes on for f
      if (misere) {
        if (term) focal = f === 0 ? WIN : LOSE;
      } else {
        g.space.decode(g.codes[u]!, hands);
        if (g.space.out(hands, f)) focal = LOSE; // no live hand, or a zombie
        else if (term) focal = WIN;
      }
      if (focal === 0) return E.len[u]!;
      return ~(f === 0 ? focal : flip(focal)); // for the side to move
    },
    predecessors(s, out) {
      const v = (s / p) | 0;
      const g2 = s - v * p;
      let k = 0;
      for (let e = pred.start[v]!; e < pred.start[v + 1]!; e++) {
        const f = (g2 + E.lab![pred.edge[e]!]!) % p; // seat f of the source is seat g2 of v
        const t = pred.src[e]! * p + f;
        out[k++] = (f === 0) === (g2 === 0) ? ~t : t;
      }
      return k;
    },
  };
}

/** Solves the graph with the generic retrograde solver and reads its values for the focal seats. */
function* solveSteps(graph: LoopyGraph, options: RunOptions | undefined): Steps<LoopySolution> {
  const g = requireLoopyGraph(graph, 'solveGraph');
  const opts = optionsArg<RunOptions>(options, 'solveGraph');
  const p = g.space.p;
  const { value, remoteness } = yield* retrogradeSteps(chopsticksProblem(g), { ...(opts.onProgress ? { onProgress: opts.onProgress } : {}), ...(opts.signal ? { signal: opts.signal } : {}) });
  // values for the side to move -> values for the focal seat f of each state (u, f)
  for (let s = 0; s < value.length; s++) if (s % p !== 0) value[s] = flip(value[s]!);
  return new LoopySolution(g, value, remoteness);
}
