/**
 * The comparison games of the loopy engine: for nodes X of a graph `a` and Y of a graph `b`,
 * X ≤ Y when Left, playing second in Y − X, survives (is never left without a move) (Siegel,
 * *Combinatorial Game Theory*, AMS 2013, VI.3 for stoppers, VI.4 for sides). For stoppers an
 * infinite play counts as survival; on the onside it counts for Left exactly when she moves in Y
 * infinitely often, on the offside when she moves in X infinitely often. The states are
 * (x, y, player to move): pair p = x·|b| + y, state 2p with Left to move, 2p + 1 with Right.
 *
 * Solved by the library's one win / lose / draw solver (src/graph/retrograde.ts) for the plays
 * that end, then, for a side, by the classical Büchi fixed point: repeatedly, the states from
 * which Left cannot force another counted move are lost for her, and the solver propagates them,
 * until none is.
 *
 * Invariants: nothing recurses; the tables are bounded by `maxPairs` (LimitError) and their work
 * by the budget of the options (`maxSidleWork`); the loops check the signal.
 */
import { type GameGraph, LEFT, RIGHT } from '../graph/graph.js';
import { LOSE as LOSE_, Retrograde, TERMINAL_DRAW, WIN as WIN_, type RetrogradeProblem } from '../graph/retrograde.js';
import { runSync } from '../engine/steps.js';
import { type LoopyValueOptions, charge, checkPairs, step, progress } from './graph.js';

// the solver's verdicts as module constants (read in the hot loops below)
const WIN: number = WIN_;
const LOSE: number = LOSE_;

/** Which comparison: of onsides, of offsides, or of stoppers (infinite play survives for Left). */
export type CompareSide = 'on' | 'off' | 'stopper';

/** Right has won (Left to move and stuck, or forced there, or Left cannot force enough moves). */
export const RWIN = 2;
/** Left has won (Right to move and stuck, or forced there). */
export const LWIN = 1;

/**
 * Counters of the comparison and sidling work since the last reset (read by bench/loopy-games.ts):
 * comparisons from scratch (`slpCalls`, `slpPairs`), solved comparison tables (`table:calls`,
 * `table:pairs`), deletion tests (`edgeTests`, `warmFail`) and the moves deleted
 * (`edgeDeleted`). @internal
 */
export const STATS: Record<string, number> = {};
/** Adds `d` to the counter `k` of {@link STATS}. @internal */
export const st = (k: string, d = 1): void => {
  STATS[k] = (STATS[k] ?? 0) + d;
};

/**
 * The comparison game of `a` (X) against `b` (Y) as a problem for the retrograde solver (plays that
 * end). A class, not an object of closures: every comparison calls the same `start` and
 * `predecessors` functions, so the solver's optimised code stays valid from one comparison to the
 * next (closures made per comparison are new call targets each time, and deoptimise it).
 *
 * With `rightOnly`, only Right's wins are solved (what the comparison of stoppers and the start of
 * a side table read: Left survives everywhere else): a Right-to-move state where Right is stuck is
 * given as a terminal draw instead of a loss for Right. Then no Right-to-move state is ever lost
 * for Right (that needs every move of Right to reach a Left win, and the first Left win needs
 * such a loss), so no Left win is found or propagated either, and Right's wins are exactly those
 * of the full game (his attractor does not depend on Left's wins). That is the retrograde
 * analysis of the old `leqTable`: half the states decided and propagated, or fewer.
 */
class ProductProblem implements RetrogradeProblem {
  readonly size: number;
  readonly maxPredecessors: number;
  private readonly nb: number;
  private readonly rightOnly: boolean;
  private readonly ALlen: Int32Array;
  private readonly ARlen: Int32Array;
  private readonly BLlen: Int32Array;
  private readonly BRlen: Int32Array;
  private readonly qAL: Int32Array;
  private readonly sAL: Int32Array;
  private readonly qAR: Int32Array;
  private readonly sAR: Int32Array;
  private readonly qBL: Int32Array;
  private readonly sBL: Int32Array;
  private readonly qBR: Int32Array;
  private readonly sBR: Int32Array;

  constructor(a: GameGraph, b: GameGraph, rightOnly: boolean) {
    const nb = b.size;
    this.nb = nb;
    this.rightOnly = rightOnly;
    this.size = 2 * a.size * nb;
    this.ALlen = a.L.len;
    this.ARlen = a.R.len;
    this.BLlen = b.L.len;
    this.BRlen = b.R.len;
    const pAL = a.predecessors(LEFT), pAR = a.predecessors(RIGHT);
    const pBL = b.predecessors(LEFT), pBR = b.predecessors(RIGHT);
    this.maxPredecessors = Math.max(pAR.max + pBL.max, pAL.max + pBR.max);
    this.qAL = pAL.start;
    this.sAL = pAL.src;
    this.qAR = pAR.start;
    this.sAR = pAR.src;
    this.qBL = pBL.start;
    this.sBL = pBL.src;
    this.qBR = pBR.start;
    this.sBR = pBR.src;
  }

  start(s: number): number {
    const nb = this.nb;
    const p = s >> 1;
    const x = (p / nb) | 0;
    const y = p - x * nb;
    // Left moves in Y or, as −X, Right's moves of X; Right moves in Y or Left's moves of X
    if (s & 1) {
      const k = this.ALlen[x]! + this.BRlen[y]!;
      return k === 0 && this.rightOnly ? TERMINAL_DRAW : k;
    }
    return this.ARlen[x]! + this.BLlen[y]!;
  }

  starts(from: number, to: number, pending: Int32Array, ends: Int32Array, count: number): number {
    // start(s) for a run of states, x and y stepped along (no division, no call per state)
    const nb = this.nb;
    const ALlen = this.ALlen, ARlen = this.ARlen, BLlen = this.BLlen, BRlen = this.BRlen;
    const rightOnly = this.rightOnly;
    const p = from >> 1;
    let x = (p / nb) | 0;
    let y = p - x * nb;
    // (branch-free but for the step of y: a branch first taken after the loop was compiled on
    // the stack deoptimised it)
    for (let s = from; s < to; s++) {
      const odd = s & 1;
      const k = odd ? ALlen[x]! + BRlen[y]! : ARlen[x]! + BLlen[y]!;
      const v = k > 0 || !odd || !rightOnly ? k : TERMINAL_DRAW;
      pending[s] = v;
      ends[count] = s;
      count += v === 0 ? 1 : 0;
      if (odd && ++y === nb) {
        y = 0;
        x++;
      }
    }
    return count;
  }

  predecessors(t: number, out: Int32Array): number {
    const nb = this.nb;
    const p = t >> 1;
    const x = (p / nb) | 0;
    const y = p - x * nb;
    let k = 0;
    if (t & 1) {
      // Right to move: Left moved in −X (a Right edge of a) or in Y (a Left edge of b)
      const q = this.qAR, src = this.sAR, qb = this.qBL, srcb = this.sBL;
      for (let i = q[x]!, e = q[x + 1]!; i < e; i++) out[k++] = 2 * (src[i]! * nb + y);
      for (let i = qb[y]!, e = qb[y + 1]!; i < e; i++) out[k++] = 2 * (x * nb + srcb[i]!);
    } else {
      const q = this.qAL, src = this.sAL, qb = this.qBR, srcb = this.sBR;
      for (let i = q[x]!, e = q[x + 1]!; i < e; i++) out[k++] = 2 * (src[i]! * nb + y) + 1;
      for (let i = qb[y]!, e = qb[y + 1]!; i < e; i++) out[k++] = 2 * (x * nb + srcb[i]!) + 1;
    }
    return k;
  }
}

/**
 * The solved comparison game of `a` against `b`: a byte per state, `RWIN` where Left does not
 * survive, else `LWIN` (a finite win) or 0 (survives by infinite play). With `early`, may stop
 * once one of those pairs' Right-to-move states is lost. With `retroOnly`, only the plays that
 * end are solved (the Büchi rounds are the caller's). For stoppers and with `retroOnly`, only
 * `RWIN` is solved: every other state is 0 (see {@link ProductProblem}). @internal
 */
export function solveProduct(a: GameGraph, b: GameGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[], retroOnly = false): Uint8Array {
  const value = productVerdicts(a, b, side, opts, early, retroOnly).value;
  // the solver's values as the status bytes of the comparison, in place
  const status = new Uint8Array(value.buffer, value.byteOffset, value.length);
  for (let s = 0; s < status.length; s++) {
    const v = status[s]!;
    status[s] = v === 0 ? 0 : (v === WIN) === ((s & 1) === 1) ? RWIN : LWIN;
  }
  return status;
}

/**
 * {@link solveProduct} as the solver leaves it: `value`, a byte per state, {@link WIN_} or
 * {@link LOSE_} for the player to move, 0 where Left survives by infinite play (Right has won,
 * `RWIN`, at s when it is `s & 1 ? WIN : LOSE`), and the decided states, `queue[0 .. decided)`.
 * The hot callers read the decided states (far fewer than the states, in the tables from scratch)
 * instead of converting every state. @internal
 */
export function productVerdicts(a: GameGraph, b: GameGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[], retroOnly = false): Retrograde {
  const na = a.size;
  const nb = b.size;
  const N = na * nb;
  checkPairs(na, nb, opts);
  charge(opts, N);
  const solver = new Retrograde(new ProductProblem(a, b, side === 'stopper' || retroOnly), { signal: opts.signal, remoteness: false, maxStates: Infinity });
  runSync(solver.begin());
  while (!solver.propagate(1 << 16)) progress(opts, 'side compare', solver.decided);
  const value = solver.value;
  // RWIN at a state: its mover is Left and loses, or Right and wins
  const rwin = (s: number): boolean => value[s] === (s & 1 ? WIN : LOSE);
  const lwin = (s: number): boolean => value[s] === (s & 1 ? LOSE : WIN);
  if (side === 'stopper' || retroOnly || (early && early.some((p) => rwin(2 * p + 1)))) return solver;
  // Büchi rounds. On the onside the counted moves are those in Y, on the offside those in X.
  const on = side === 'on';
  const AL = a.L, AR = a.R, BL = b.L, BR = b.R;
  const pAL = a.predecessors(LEFT), pAR = a.predecessors(RIGHT);
  const pBL = b.predecessors(LEFT), pBR = b.predecessors(RIGHT);
  const good = new Uint8Array(2 * N);
  const exits = new Int32Array(2 * N);
  const gq = new Int32Array(2 * N);
  for (let round = 0; ; round++) {
    progress(opts, 'side compare round', round);
    good.fill(0);
    let gh = 0;
    let gt = 0;
    for (let x = 0; x < na; x++) {
      const xb = x * nb;
      for (let y = 0; y < nb; y++) {
        const p = xb + y;
        const sl = 2 * p;
        if (value[sl] === 0) {
          // Left to move: good when a counted move leads to a state Right has not won
          if (on) {
            for (let k = BL.off[y]!, e = k + BL.len[y]!; k < e; k++) if (!rwin(2 * (xb + BL.adj[k]!) + 1)) { good[sl] = 1; gq[gt++] = sl; break; }
          } else {
            for (let k = AR.off[x]!, e = k + AR.len[x]!; k < e; k++) if (!rwin(2 * (AR.adj[k]! * nb + y) + 1)) { good[sl] = 1; gq[gt++] = sl; break; }
          }
        }
        const sr = sl + 1;
        if (value[sr] === 0) {
          // Right to move: good when every uncounted move leads to a good state or a Left win
          let c = 0;
          if (on) {
            for (let k = AL.off[x]!, e = k + AL.len[x]!; k < e; k++) if (!lwin(2 * (AL.adj[k]! * nb + y))) c++;
          } else {
            for (let k = BR.off[y]!, e = k + BR.len[y]!; k < e; k++) if (!lwin(2 * (xb + BR.adj[k]!))) c++;
          }
          exits[sr] = c;
          if (c === 0) { good[sr] = 1; gq[gt++] = sr; }
        }
      }
    }
    while (gh < gt) {
      step(opts);
      const t = gq[gh++]!;
      const p = t >> 1;
      const x = (p / nb) | 0;
      const y = p - x * nb;
      if (t & 1) {
        // Left-to-move predecessors by an uncounted move
        if (on) {
          for (let k = pAR.start[x]!, e = pAR.start[x + 1]!; k < e; k++) {
            const s = 2 * (pAR.src[k]! * nb + y);
            if (value[s] === 0 && !good[s]) { good[s] = 1; gq[gt++] = s; }
          }
        } else {
          for (let k = pBL.start[y]!, e = pBL.start[y + 1]!; k < e; k++) {
            const s = 2 * (x * nb + pBL.src[k]!);
            if (value[s] === 0 && !good[s]) { good[s] = 1; gq[gt++] = s; }
          }
        }
      } else if (on) {
        for (let k = pAL.start[x]!, e = pAL.start[x + 1]!; k < e; k++) {
          const s = 2 * (pAL.src[k]! * nb + y) + 1;
          if (value[s] === 0 && !good[s] && --exits[s]! === 0) { good[s] = 1; gq[gt++] = s; }
        }
      } else {
        for (let k = pBR.start[y]!, e = pBR.start[y + 1]!; k < e; k++) {
          const s = 2 * (x * nb + pBR.src[k]!) + 1;
          if (value[s] === 0 && !good[s] && --exits[s]! === 0) { good[s] = 1; gq[gt++] = s; }
        }
      }
    }
    let bad = 0;
    for (let s = 0; s < 2 * N; s++) {
      if (value[s] === 0 && !good[s]) {
        solver.decide(s, s & 1 ? WIN_ : LOSE_);
        bad++;
      }
    }
    if (bad === 0) break;
    charge(opts, N);
    while (!solver.propagate(1 << 16)) progress(opts, 'side compare', solver.decided);
    if (early && early.some((p) => rwin(2 * p + 1))) break;
  }
  return solver;
}

/**
 * The side comparison of every node x of `a` with every node y of `b`: returns `le` with
 * `le[x·|b| + y] = 1` when X ≤ Y on `side`, else 0. Memory: about 12 bytes per pair, the pairs
 * bounded by `maxPairs`. When `early` is given, the computation may stop as soon as one of those
 * pairs is known to be 0 (its result is then only good for that question). @internal
 */
export function sideLeqProduct(a: GameGraph, b: GameGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[]): Uint8Array {
  const solver = productVerdicts(a, b, side, opts, early);
  const N = a.size * b.size;
  st('slpCalls');
  st('slpPairs', N);
  // X ≤ Y unless Right, to move in Y − X, wins: read from the decided states only
  const le = new Uint8Array(N).fill(1);
  const { value, queue } = solver;
  for (let i = 0, e = solver.decided; i < e; i++) {
    const s = queue[i]!;
    if (s & 1 && value[s] === WIN) le[s >> 1] = 0;
  }
  return le;
}

/** Node a of graph `ga` ≤ node b of graph `gb` on `side`, for every pair [a, b]. @internal */
export function sideLeqPairs(ga: GameGraph, gb: GameGraph, pairs: readonly (readonly [number, number])[], side: CompareSide, opts: LoopyValueOptions = {}): boolean {
  const nb = gb.size;
  const ps = pairs.map(([x, y]) => x * nb + y);
  const le = sideLeqProduct(ga, gb, side, opts, ps);
  return ps.every((p) => le[p] === 1);
}

/** Node `x` of graph `a` ≤ node `y` of graph `b` on `side`. @internal */
export function sideLeq(a: GameGraph, x: number, b: GameGraph, y: number, side: CompareSide, opts: LoopyValueOptions = {}): boolean {
  return sideLeqPairs(a, b, [[x, y]], side, opts);
}

/**
 * The table `le` with `le[x·n + y] = 1` iff X ≤ Y, for stopper nodes X, Y of one graph (the
 * comparison of stoppers: infinite play is a survival for Left, Siegel VI.3). @internal
 */
export function leqTable(g: GameGraph, opts: LoopyValueOptions = {}): Uint8Array {
  return sideLeqProduct(g, g, 'stopper', opts);
}
