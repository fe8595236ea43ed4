/**
 * Retrograde analysis of the reachable graph.
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
 * Remoteness: processed breadth-first in non-decreasing remoteness, a state decided by one child
 * takes the smallest remoteness (the winner hurries), a state decided by all its children takes
 * the largest (the loser delays). Draws have no remoteness.
 *
 * Invariants of the retrograde loop: `value[s] !== 0` exactly for the states already put on the
 * queue, and a state is put on it once, when its value becomes final; the queue holds states in
 * non-decreasing remoteness; `pending[t]` counts the children of an undecided state t not yet known
 * to be decided against the seat that chooses at t (the mover when f = 0, the coalition otherwise),
 * so t is decided by one child of the chooser's value or by its last pending child. States never
 * queued are draws. A solution holds no cache: it is computed once and kept by the caller.
 */
import type { Rules } from './rules.js';
import { buildGraph, type LoopyGraph, type LoopyOptions } from './graph.js';
import type { Move } from './moves.js';
import { PositionError } from './position.js';
import { runAsync, runSync, type Steps } from './steps.js';

/**
 * The value of a loopy position for the player to move: a win, a loss or a draw under perfect
 * play. Not to be confused with `Outcome` of the root entry, a short game's outcome class
 * (`'L' | 'R' | 'N' | 'P'`).
 */
export type WinLoseDraw = 'win' | 'lose' | 'draw';

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
}

const WIN = 1;
const LOSE = 2;

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
    return decode(this.value[u * this.graph.space.p]!);
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

  /** The value of seat `f` (relative to the mover) at state u. */
  private seatValue(u: number, f: number): number {
    return this.value[u * this.graph.space.p + f]!;
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
      const value = decode(this.seatValue(v, f));
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
    return {
      positions: this.graph.n,
      terminals,
      counts: this.counts(),
      start: {
        position: this.graph.space.format(this.graph.codes[0]!, true),
        value: this.outcomeAt(0),
        remoteness: this.remotenessAt(0),
      },
      maxRemoteness: this.maxRemoteness(),
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

function decode(v: number): WinLoseDraw {
  return v === WIN ? 'win' : v === LOSE ? 'lose' : 'draw';
}

/** Solves a built graph by retrograde analysis. */
export function solveGraph(g: LoopyGraph, opts: Pick<LoopyOptions, 'onProgress' | 'signal'> = {}): LoopySolution {
  return runSync(solveSteps(g, opts));
}

/**
 * {@link solveGraph} that lets the event loop run now and then, so that `opts.signal` can be
 * aborted by an event (e.g. a SIGINT handler) while it works; rejects with the signal's reason.
 */
export function solveGraphAsync(g: LoopyGraph, opts: Pick<LoopyOptions, 'onProgress' | 'signal'> = {}): Promise<LoopySolution> {
  return runAsync(solveSteps(g, opts));
}

/** The retrograde analysis, yielding at its checkpoints. */
function* solveSteps(g: LoopyGraph, opts: Pick<LoopyOptions, 'onProgress' | 'signal'>): Steps<LoopySolution> {
  opts.signal?.throwIfAborted();
  const { n, offsets, predOffsets, sources, predShifts } = g;
  const p = g.space.p;
  const S = n * p;
  const value = new Int8Array(S);
  const remoteness = new Int32Array(S).fill(-1);
  const pending = new Int32Array(S); // children not yet known to be bad for the side to move
  const queue = new Int32Array(S);
  let head = 0;
  let tail = 0;
  const hands = new Uint8Array(p * g.space.h);
  const misere = g.rules.misere;
  for (let u = 0; u < n; u++) {
    g.space.decode(g.codes[u]!, hands);
    const term = g.terminal[u] === 1;
    for (let f = 0; f < p; f++) {
      const s = u * p + f;
      let v = 0;
      if (misere) {
        if (term) v = f === 0 ? WIN : LOSE;
      } else if (g.space.dead(hands, f)) v = LOSE;
      else if (term) v = WIN;
      if (v !== 0) {
        value[s] = v;
        remoteness[s] = 0;
        queue[tail++] = s;
      } else pending[s] = offsets[u + 1]! - offsets[u]!;
    }
  }
  let done = 0;
  while (head < tail) {
    const s = queue[head++]!;
    if ((++done & 16383) === 0) {
      opts.signal?.throwIfAborted();
      opts.onProgress?.(done, S);
      yield;
    }
    const v = (s / p) | 0;
    const g2 = s - v * p;
    const val = value[s]!;
    const rem = remoteness[s]! + 1;
    for (let e = predOffsets[v]!; e < predOffsets[v + 1]!; e++) {
      const u = sources[e]!;
      const f = (g2 + predShifts[e]!) % p; // seat f of u is seat g2 of v
      const t = u * p + f;
      if (value[t] !== 0) continue;
      // seat f moves at u exactly when f = 0; the side to move needs one good child, the other side all.
      const good = f === 0 ? WIN : LOSE;
      if (val === good) {
        value[t] = val;
        remoteness[t] = rem;
        queue[tail++] = t;
      } else if (--pending[t] === 0) {
        value[t] = val;
        remoteness[t] = rem;
        queue[tail++] = t;
      }
    }
  }
  opts.onProgress?.(S, S);
  return new LoopySolution(g, value, remoteness);
}

/** Builds the reachable graph of `rules` and solves it. */
export function solve(rules: Rules, opts: LoopyOptions = {}): LoopySolution {
  return solveGraph(buildGraph(rules, opts), opts);
}
