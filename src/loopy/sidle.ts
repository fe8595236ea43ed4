/**
 * Sidling by graph simplification (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.4; the
 * method of CGSuite's loopy-game simplifier, written anew): the onside or offside of a loopy game
 * is found by changing its graph, one step at a time, into a graph with the same side, until the
 * root's graph has no infinite alternating play; that graph is a stopper and its canonical form
 * is the side sought.
 *
 * The tool of every step is the **side comparison** (`sideLeqProduct`): X ≤ Y on the onside
 * (X⁺ ≤ Y⁺) when Left, playing second in Y − X, survives, where an infinite play counts for Left
 * exactly when it moves in Y infinitely often; on the offside, when it moves in X infinitely
 * often (Siegel VI.4: infinite play in an onside component favours Left, in an offside component
 * Right; the comparison of sides is the survival game of their difference). For stoppers both
 * sides agree with the comparison of stoppers (Siegel VI.3). It is a Büchi game on the states
 * (x, y, player to move), solved by the classical fixed point: retrograde analysis of the plays
 * that end, then, repeatedly, the states from which Left cannot force another move in the
 * counted component are lost for her, until none is.
 *
 * The steps (each keeps the side of the root; the last check below proves it):
 * 1. *Dominated options* (a Left option ≤ another, a Right option ≥ another, in the side's
 *    order) are removed, and *reversible options* bypassed, at every node, as for stoppers
 *    (Siegel VI.3), except where the option that replaces the old one can come back to the node
 *    by alternating play (on the offside for Left, the onside for Right): there a removal could
 *    open an infinite play that changes the side, so the step is not taken.
 * 2. *Irrelevant cyclic edges*: a move that lies on an infinite alternating play is deleted when
 *    no node's side changes (or, for one root, the root's side; a deleted Left move can only lower
 *    a game, so one comparison decides). Deleting moves of one player is monotone in the side
 *    order, so a set of moves whose deletion keeps the sides may be deleted together, and every
 *    subset of it could be too: the moves are first tested in groups (at each node, all its
 *    cyclic moves of that player but the best one in the current order of sides; several nodes'
 *    groups together, galloping), then the moves left one at a time. Which valid deletions are
 *    made does not change the side found (it is a unique canonical stopper).
 * 3. *Unravelling* (for one root): a move into an alternating cycle is replaced by 1, 2 or 3 turns
 *    around the graph followed by no move, when the root's side does not change.
 * When the root's graph is then free of alternating cycles, its canonical stopper is computed,
 * and compared with the original game in the side's order both ways (the self-check: the result
 * S satisfies G ≤ S and S ≤ G on that side). When alternating cycles remain, the side is not a
 * stopper as far as these steps can tell (Bach's Carousel, Winning Ways ch. 11):
 * `NotStopperSidedError`.
 *
 * **Warm-started deletion tests** (`SideTable`). Step 2 asks, for a graph G and the graph
 * G' = G less some moves of one player, whether G ≤ G' (Left moves deleted: G' can only be
 * lower) or G' ≤ G (Right moves deleted) at the queried nodes. In both, the comparison game
 * Y − X differs from the game G − G only by Left's moves: Left moving in Y = G' (a deleted Left
 * move) or in −X = −G' (a deleted Right move of X); Right's moves are the same. So Left's
 * surviving set W' of the new game is inside the set W of G − G. The survival set is the
 * greatest set Z from which Right cannot force play out of Z and Left can force, within Z, a
 * counted move back into Z (or Right to be stuck); narrowing any superset of W' by those two
 * rules (remove what Right can force out, then what cannot reach a counted move) is monotone and
 * stops exactly at W' (any set where neither rule removes a state is survivable by Left, so lies
 * in W'; W' is never removed). Starting from W, only states are removed. The table keeps, for
 * each surviving state with Left to move, a *witness*: a counted move into W, or an uncounted
 * move to a state derived before it (so witnesses form no cycle; a state with Right to move
 * depends on all its uncounted moves). A test then works locally: the first rule by a worklist
 * from the states whose moves changed; the second by voiding the witnesses that lead into
 * removed or voided states (closed backwards), deriving the voided states again from the others,
 * and removing those that cannot be; until nothing changes. A state whose witness leads into a
 * removed or voided state first looks for a counted move into the set: such a move is a witness
 * at once (it leans on no other witness), so the state is not voided and neither is anything
 * whose witness leads to it (this keeps the voided sets small: on the big variant openings, a
 * fifth of what they were). A witness not void, not into the state just removed, and whose
 * target is in the set, is a move into the set: the state needs no look at its other moves.
 * Every change is logged and undone
 * when the test fails. The test stops as soon as a queried pair (Right to move at (v, v)) is
 * removed. When every node is queried (the general simplification), a deletion that keeps every
 * node's side keeps the whole order of the nodes (if G'_x = G_x on the side for every x, then
 * G_x ≤ G'_y iff G_x ≤ G_y, the order being transitive), so any pair removed means failure and
 * stops the test; and on success the states of G − G' are those of G' − G' (the moves that
 * differ are Right's, at states that keep their values as pairs; a state with Right to move then
 * depends on fewer moves), so the table and its witnesses move on with no new solve. Step 1 and
 * the choice of groups read the same table; step 1 keeps every side, so after it the pairs keep
 * their values and only the states with Left to move are derived again (`rebase`). For one root
 * the order of the other nodes may change; there the tests of a phase compare with the graph
 * fixed at the start of the phase (G₀ ≤ G' or G' ≤ G₀ at the root, the same question since the
 * root's side has not changed), whose table moves on with each deletion in the same way. A table
 * from scratch is the retrograde analysis of the plays that end (`solveProduct`), one pass
 * deriving witnesses, and the same narrowing from the states left without one. The comparison
 * from scratch (`solveProduct` with its Büchi rounds) stays as the reference, and for the final
 * checks; test/loopy-values/warm-sidling.test.ts compares the two on thousands of random graphs.
 *
 * Alternating reachability ("can play come back along this move?", asked by steps 1–3) is the
 * question whether two states joined by a move lie in one strongly connected component of the
 * graph of states (node, player to move): one linear pass per version of the graph.
 *
 * Invariants: nothing recurses; state tables are bounded by `maxPairs` (LimitError); long loops
 * call `onProgress` and check the AbortSignal; a `SideTable` holds the solution (and witnesses)
 * of its comparison game for its graph as it is now: its graph changes only through `tryDelete`,
 * or, for a table of G against itself, by step 1 followed by `rebase`; between the steps of a
 * test, a surviving Left-to-move state whose witness is not void has as witness one of its
 * moves, into a surviving state (a counted one), or into a state derived before it.
 *
 * What the sidling of a side is asked (sided.ts): the general simplification of the graph of all
 * the nodes, then, for a root not yet a stopper, the simplification for that root starting from
 * the general one's graph; and, for a game symmetric between the players, only the onside (the
 * offside being minus the onside of the negative).
 */
import { LimitError, checkAbort } from '../engine/errors.js';
import { DEFAULT_MAX_PAIRS, DEFAULT_MAX_SIDLE_WORK, type LoopyValueOptions, type WorkGraph, forwardCSR, isStopperGraph, reverseCSR, scc } from './graph.js';

/** Options carrying the work budget of one sidling. */
interface BudgetOptions extends LoopyValueOptions {
  _work?: { used: number; max: number };
}

/**
 * `opts` with a work budget (`maxSidleWork`), unless it carries one already (then the work of
 * the caller's several simplifications counts against one budget). @internal
 */
export function withBudget(opts: LoopyValueOptions): LoopyValueOptions {
  if ((opts as BudgetOptions)._work) return opts;
  const o: BudgetOptions = { ...opts, _work: { used: 0, max: opts.maxSidleWork ?? DEFAULT_MAX_SIDLE_WORK } };
  return o;
}

/** Which comparison: of onsides, of offsides, or of stoppers (infinite play survives for Left). */
export type CompareSide = 'on' | 'off' | 'stopper';

/** Right has won (Left to move and stuck, or forced there, or Left cannot force enough moves). */
const RWIN = 2;
/** Left has won (Right to move and stuck, or forced there). */
const LWIN = 1;

/**
 * Counters of the sidling work since the last reset (for benchmarks): rounds, comparisons from
 * scratch (`slpCalls`, `slpPairs`, `slpMs`, `buchiRounds`, and per caller `<tag>:calls`, ...),
 * comparison tables (`table:calls`, `table:pairs`, `table:ms`; `rebaseCalls`), deletion tests
 * (`edgeTests`, `warmCalls`, `warmOk`, `warmFail`, `warmMs`, and per kind `edgeGenGroup:ok`, ...)
 * and deletions (`edgeDeleted`), and the time of each step. @internal
 */
export const STATS: Record<string, number> = {};
const st = (k: string, d = 1): void => { STATS[k] = (STATS[k] ?? 0) + d; };
/** The caller's name for the comparisons it makes (the work counters split by it). */
let tag = 'other';
/** Runs `f` with the comparisons it makes counted under `t` in {@link STATS}. @internal */
export function tagged<T>(t: string, f: () => T): T {
  const old = tag;
  tag = t;
  try { return f(); } finally { tag = old; }
}

/**
 * The side comparison of every node x of `a` with every node y of `b`: returns `le` with
 * `le[x·|b| + y] = 1` when X ≤ Y on `side` (Left survives Y − X moving second, with the side's
 * rule for infinite play; see the module notes), else 0. The graphs' lists should hold no
 * repeated entry. Time: a few passes over the states (x, y, player to move) and their moves;
 * memory: about 12 bytes per pair, the pairs bounded by `maxPairs`. When `early` is given, the
 * computation may stop as soon as one of those pairs is known to be 0 (its result is then only
 * good for that question). @internal
 */
export function sideLeqProduct(a: WorkGraph, b: WorkGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[]): Uint8Array {
  const t0 = performance.now();
  const r0 = STATS.buchiRounds ?? 0;
  try { return sideLeqProduct0(a, b, side, opts, early); } finally {
    const ms = performance.now() - t0;
    const pairs = a.left.length * b.left.length;
    st('slpCalls'); st('slpPairs', pairs); st('slpMs', ms);
    st(`${tag}:calls`); st(`${tag}:pairs`, pairs); st(`${tag}:ms`, ms); st(`${tag}:rounds`, (STATS.buchiRounds ?? 0) - r0);
  }
}

function sideLeqProduct0(a: WorkGraph, b: WorkGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[]): Uint8Array {
  const status = solveProduct(a, b, side, opts, early);
  const N = a.left.length * b.left.length;
  const le = new Uint8Array(N);
  for (let p = 0; p < N; p++) le[p] = status[2 * p + 1] === RWIN ? 0 : 1;
  return le;
}

/**
 * The solved comparison game of `a` against `b`: a byte per state 2p (Left to move in Y − X,
 * p = x·|b| + y) and 2p + 1 (Right to move), `RWIN` where Left does not survive, else `LWIN` (a
 * finite win) or 0 (survives by infinite play). With `early`, may stop once one of those pairs'
 * Right-to-move states is lost.
 */
function solveProduct(a: WorkGraph, b: WorkGraph, side: CompareSide, opts: LoopyValueOptions = {}, early?: readonly number[], retroOnly = false): Uint8Array {
  const na = a.left.length;
  const nb = b.left.length;
  const N = na * nb;
  const maxPairs = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
  if (N > maxPairs) throw new LimitError(`comparing ${na} with ${nb} nodes needs ${N} pairs, more than ${maxPairs} (maxPairs)`);
  const work = (opts as BudgetOptions)._work;
  if (work) {
    work.used += N;
    if (work.used > work.max) throw new LimitError(`sidling needs more than ${work.max} compared pairs (maxSidleWork)`);
  }
  // forward and reverse lists as flat arrays (s: start, j: entries; q, p: the same, reversed)
  const A = flatGraph(a);
  const B = flatGraph(b);
  const sAL = A.fL.start, jAL = A.fL.adj, sAR = A.fR.start, jAR = A.fR.adj;
  const sBL = B.fL.start, jBL = B.fL.adj, sBR = B.fR.start, jBR = B.fR.adj;
  const qAL = A.rL.start, pAL = A.rL.adj, qAR = A.rR.start, pAR = A.rR.adj;
  const qBL = B.rL.start, pBL = B.rL.adj, qBR = B.rR.start, pBR = B.rR.adj;
  // pair p = x·nb + y; state 2p (Left to move in Y − X) or 2p + 1 (Right to move)
  const status = new Uint8Array(2 * N);
  const cnt = new Int32Array(2 * N);
  const queue = new Int32Array(2 * N);
  let qh = 0;
  let qt = 0;
  for (let x = 0; x < na; x++) {
    const arx = sAR[x + 1]! - sAR[x]!;
    const alx = sAL[x + 1]! - sAL[x]!;
    for (let y = 0; y < nb; y++) {
      const p = x * nb + y;
      const cl = arx + sBL[y + 1]! - sBL[y]!;
      const cr = alx + sBR[y + 1]! - sBR[y]!;
      cnt[2 * p] = cl;
      cnt[2 * p + 1] = cr;
      if (cl === 0) { status[2 * p] = RWIN; queue[qt++] = 2 * p; }
      if (cr === 0) { status[2 * p + 1] = LWIN; queue[qt++] = 2 * p + 1; }
    }
  }
  let steps = 0;
  // a predecessor s of a decided state t: decided for its mover when the move wins, else one
  // losing move fewer
  const propagate = (): void => {
    while (qh < qt) {
      if ((++steps & 0xffff) === 0) {
        checkAbort(opts.signal);
        opts.onProgress?.({ phase: 'side compare', done: steps });
      }
      const t = queue[qh++]!;
      const p = t >> 1;
      const x = (p / nb) | 0;
      const y = p - x * nb;
      if (t & 1) {
        // predecessors of a Right-to-move state: Left to move, who moved in X (a Right edge of
        // a) or in Y; Left wins there at once when t is a Left win
        const win = status[t] === LWIN;
        for (let k = qAR[x]!, e = qAR[x + 1]!; k < e; k++) {
          const s = 2 * (pAR[k]! * nb + y);
          if (status[s]) continue;
          if (win) { status[s] = LWIN; queue[qt++] = s; } else if (--cnt[s]! === 0) { status[s] = RWIN; queue[qt++] = s; }
        }
        for (let k = qBL[y]!, e = qBL[y + 1]!; k < e; k++) {
          const s = 2 * (x * nb + pBL[k]!);
          if (status[s]) continue;
          if (win) { status[s] = LWIN; queue[qt++] = s; } else if (--cnt[s]! === 0) { status[s] = RWIN; queue[qt++] = s; }
        }
      } else {
        const win = status[t] === RWIN;
        for (let k = qAL[x]!, e = qAL[x + 1]!; k < e; k++) {
          const s = 2 * (pAL[k]! * nb + y) + 1;
          if (status[s]) continue;
          if (win) { status[s] = RWIN; queue[qt++] = s; } else if (--cnt[s]! === 0) { status[s] = LWIN; queue[qt++] = s; }
        }
        for (let k = qBR[y]!, e = qBR[y + 1]!; k < e; k++) {
          const s = 2 * (x * nb + pBR[k]!) + 1;
          if (status[s]) continue;
          if (win) { status[s] = RWIN; queue[qt++] = s; } else if (--cnt[s]! === 0) { status[s] = LWIN; queue[qt++] = s; }
        }
      }
    }
  };
  propagate();
  if (side === 'stopper' || retroOnly || (early && early.some((p) => status[2 * p + 1] === RWIN))) return status;
  // Büchi rounds. On the onside the counted moves are those in Y, on the offside those in X.
  const on = side === 'on';
  const good = new Uint8Array(2 * N);
  const exits = new Int32Array(2 * N);
  const gq = new Int32Array(2 * N);
  for (let round = 0; ; round++) {
    checkAbort(opts.signal);
    opts.onProgress?.({ phase: 'side compare round', done: round, unit: 'rounds' });
    st('buchiRounds');
    good.fill(0);
    let gh = 0;
    let gt = 0;
    for (let x = 0; x < na; x++) {
      const xb = x * nb;
      for (let y = 0; y < nb; y++) {
        const p = xb + y;
        const sl = 2 * p;
        if (!status[sl]) {
          // Left to move: good when a counted move leads to a state Right has not won
          if (on) {
            for (let k = sBL[y]!, e = sBL[y + 1]!; k < e; k++) if (status[2 * (xb + jBL[k]!) + 1] !== RWIN) { good[sl] = 1; gq[gt++] = sl; break; }
          } else {
            for (let k = sAR[x]!, e = sAR[x + 1]!; k < e; k++) if (status[2 * (jAR[k]! * nb + y) + 1] !== RWIN) { good[sl] = 1; gq[gt++] = sl; break; }
          }
        }
        const sr = sl + 1;
        if (!status[sr]) {
          // Right to move: good when every uncounted move leads to a good state or a Left win
          let c = 0;
          if (on) {
            for (let k = sAL[x]!, e = sAL[x + 1]!; k < e; k++) if (status[2 * (jAL[k]! * nb + y)] !== LWIN) c++;
          } else {
            for (let k = sBR[y]!, e = sBR[y + 1]!; k < e; k++) if (status[2 * (xb + jBR[k]!)] !== LWIN) c++;
          }
          exits[sr] = c;
          if (c === 0) { good[sr] = 1; gq[gt++] = sr; }
        }
      }
    }
    while (gh < gt) {
      if ((++steps & 0xffff) === 0) {
        checkAbort(opts.signal);
        opts.onProgress?.({ phase: 'side compare', done: steps });
      }
      const t = gq[gh++]!;
      const p = t >> 1;
      const x = (p / nb) | 0;
      const y = p - x * nb;
      if (t & 1) {
        // Left-to-move predecessors by an uncounted move
        if (on) {
          for (let k = qAR[x]!, e = qAR[x + 1]!; k < e; k++) {
            const s = 2 * (pAR[k]! * nb + y);
            if (!status[s] && !good[s]) { good[s] = 1; gq[gt++] = s; }
          }
        } else {
          for (let k = qBL[y]!, e = qBL[y + 1]!; k < e; k++) {
            const s = 2 * (x * nb + pBL[k]!);
            if (!status[s] && !good[s]) { good[s] = 1; gq[gt++] = s; }
          }
        }
      } else if (on) {
        for (let k = qAL[x]!, e = qAL[x + 1]!; k < e; k++) {
          const s = 2 * (pAL[k]! * nb + y) + 1;
          if (!status[s] && !good[s] && --exits[s]! === 0) { good[s] = 1; gq[gt++] = s; }
        }
      } else {
        for (let k = qBR[y]!, e = qBR[y + 1]!; k < e; k++) {
          const s = 2 * (x * nb + pBR[k]!) + 1;
          if (!status[s] && !good[s] && --exits[s]! === 0) { good[s] = 1; gq[gt++] = s; }
        }
      }
    }
    let bad = 0;
    for (let s = 0; s < 2 * N; s++) {
      if (!status[s] && !good[s]) {
        status[s] = RWIN;
        queue[qt++] = s;
        bad++;
      }
    }
    if (bad === 0) break;
    propagate();
    if (early && early.some((p) => status[2 * p + 1] === RWIN)) break;
  }
  return status;
}

// ---------------------------------------------------------------------------------------------
// Warm-started deletion tests

/** A growable list of 32-bit integers (a queue of states). */
class IntList {
  a = new Int32Array(64);
  length = 0;
  push(v: number): void {
    if (this.length === this.a.length) {
      const b = new Int32Array(2 * this.a.length);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }
}

/** Adjacency lists in flat form. */
interface CSR { start: Int32Array; adj: Int32Array }
/** A graph's forward and reverse lists, flat. @internal */
export interface FlatGraph { n: number; fL: CSR; fR: CSR; rL: CSR; rR: CSR }
/** The flat form of `g`. @internal */
export function flatGraph(g: WorkGraph): FlatGraph {
  const n = g.left.length;
  return { n, fL: forwardCSR(g.left), fR: forwardCSR(g.right), rL: reverseCSR(g.left, n), rR: reverseCSR(g.right, n) };
}

/**
 * The solved comparison of a graph G with itself on one side, kept up to date across deletion
 * tests (see the module notes): `win` holds Left's surviving states of the game G − G, so
 * `leq(x, y)` is the side order of the graph's nodes; `wit` holds, for each surviving state with
 * Left to move, the move that keeps her on course: a counted move into the surviving set, or an
 * uncounted move to a state derived before it (so the witnesses form no cycle). A deletion test
 * changes both in place, logging each change, and undoes the log when the test fails. @internal
 */
export class SideTable {
  /** The graph's flat lists. */
  private flat: FlatGraph;
  /** A byte per state of G − G: 1 where Left survives. */
  private win: Uint8Array;
  /**
   * Per state: with Left to move and surviving, 2·target + 1 for a counted move to `target`, 2·target
   * for an uncounted one; with Right to move, scratch (counts of moves during a test).
   */
  private wit: Int32Array;
  /** Scratch per state during a test: 1 = its witness is void (to derive again), 2 = derived again. */
  private mark: Uint8Array;
  /** The states removed from `win` by the test under way, to restore on failure. */
  private undoWin: number[] = [];
  /** (state, old witness) pairs changed by the test under way. */
  private undoWit: number[] = [];
  /** Whether changes are logged (not while solving from scratch). */
  private logging = true;
  /** The number of nodes. */
  readonly n: number;
  /** With a fixed graph: it stands as X (the table is G₀ − G) or as Y (G − G₀). */
  private readonly fixed: { graph: WorkGraph; flat: FlatGraph; as: 'X' | 'Y' } | undefined;
  constructor(
    /** The graph; its lists change only through {@link SideTable.tryDelete}. */
    readonly g: WorkGraph,
    readonly side: 'on' | 'off',
    opts: LoopyValueOptions,
    /**
     * A fixed graph G₀ with the same nodes, to compare against instead of G itself: the table is
     * of G₀ − G (`as: 'X'`, for deletions of Left moves of G) or G − G₀ (`as: 'Y'`, Right moves).
     */
    fixed?: { graph: WorkGraph; as: 'X' | 'Y' },
    /** A table of the same graph against itself, as it is now: its solution is copied (the fixed graph being the same). */
    copyOf?: SideTable,
  ) {
    this.fixed = fixed && { graph: fixed.graph, flat: flatGraph(fixed.graph), as: fixed.as };
    this.n = g.left.length;
    const maxPairs = opts.maxPairs ?? DEFAULT_MAX_PAIRS;
    if (this.n * this.n > maxPairs) throw new LimitError(`comparing ${this.n} with ${this.n} nodes needs ${this.n * this.n} pairs, more than ${maxPairs} (maxPairs)`);
    this.flat = flatGraph(g);
    this.win = new Uint8Array(2 * this.n * this.n);
    this.wit = new Int32Array(this.win.length);
    this.mark = new Uint8Array(this.win.length);
    if (copyOf && !copyOf.fixed && copyOf.n === this.n) {
      this.win.set(copyOf.win);
      this.wit.set(copyOf.wit);
    } else this.solve(opts);
  }
  /** The flat graphs X and Y of the table's comparison game Y − X. */
  private sides(): [FlatGraph, FlatGraph] {
    const f = this.fixed;
    return [f?.as === 'X' ? f.flat : this.flat, f?.as === 'Y' ? f.flat : this.flat];
  }
  /** Left's surviving states of G − G, a byte per state (read only). @internal */
  get states(): Uint8Array {
    return this.win;
  }
  /** x ≤ y on the side. */
  leq(x: number, y: number): boolean {
    return this.win[2 * (x * this.n + y) + 1] === 1;
  }

  /**
   * The witnesses of the table of G − G, from one pass of Left's attraction to counted moves;
   * false when some state of `win` gets none (then `win` is not Left's survival set).
   */
  private witnesses(lost?: IntList): boolean {
    const { n, win, wit, mark } = this;
    const [A, B] = this.sides();
    const on = this.side === 'on';
    const q = new IntList();
    for (let s = 0; s < win.length; s++) {
      if (!win[s]) continue;
      const p = s >> 1;
      const x = (p / n) | 0;
      const y = p - x * n;
      if (s & 1) {
        const c = on ? A.fL.start[x + 1]! - A.fL.start[x]! : B.fR.start[y + 1]! - B.fR.start[y]!;
        wit[s] = c;
        if (c === 0) { mark[s] = 2; q.push(s); }
      } else {
        const t = this.countedInto(A, B, x, y);
        if (t >= 0) { wit[s] = 2 * t + 1; mark[s] = 2; q.push(s); }
      }
    }
    for (let i = 0; i < q.length; i++) this.attract(A, B, q.a[i]!, q, 2, false);
    let all = true;
    for (let s = 0; s < win.length; s++) {
      if (win[s] && mark[s] !== 2) {
        all = false;
        lost?.push(s);
      }
      mark[s] = 0;
    }
    return all;
  }

  /**
   * Solves the table of the graph as it is now from scratch: the plays that end by retrograde
   * analysis (`solveProduct`), then one pass of Left's attraction to counted moves, which gives
   * the witnesses, and the narrowing of the deletion tests from the states it leaves without one
   * (instead of a full pass per round).
   */
  private solve(opts: LoopyValueOptions): void {
    const t0 = performance.now();
    this.flat = flatGraph(this.g);
    const f = this.fixed;
    const a = f?.as === 'X' ? f.graph : this.g;
    const b = f?.as === 'Y' ? f.graph : this.g;
    const status = solveProduct(a, b, this.side, opts, undefined, true);
    const win = this.win;
    for (let s = 0; s < status.length; s++) win[s] = status[s] === RWIN ? 0 : 1;
    const lost = new IntList();
    this.witnesses(lost);
    const [A, B] = this.sides();
    this.logging = false;
    try {
      this.run(A, B, [], false, new Set(), opts, lost);
    } finally {
      this.logging = true;
    }
    st('table:calls'); st('table:pairs', a.left.length * b.left.length); st('table:ms', performance.now() - t0);
  }

  /**
   * The graph's lists were changed in a way that keeps the side of every node (step 1 of the
   * general simplification): the order of the nodes is the same, so the pairs keep their values,
   * and a state with Left to move survives when one of its moves reaches a surviving pair. When
   * that set is not a fixed point of the survival rules (a move of Right out of it, or no
   * witness for some state), it is solved from scratch instead. @internal
   */
  rebase(opts: LoopyValueOptions): void {
    if (this.fixed) throw new Error('internal: only a table of a graph against itself follows step 1');
    const t0 = performance.now();
    const n = this.n;
    const F = (this.flat = flatGraph(this.g));
    const win = this.win;
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        win[2 * (x * n + y)] = this.hasMoveIn(F, F, x, y) ? 1 : 0;
      }
    }
    // closed for Right: from a surviving pair, every move of Right (in Y, or Left's in X) stays in
    let closed = true;
    for (let x = 0; x < n && closed; x++) {
      for (let y = 0; y < n && closed; y++) {
        if (!win[2 * (x * n + y) + 1]) continue;
        for (let k = F.fR.start[y]!, e = F.fR.start[y + 1]!; k < e && closed; k++) if (!win[2 * (x * n + F.fR.adj[k]!)]) closed = false;
        for (let k = F.fL.start[x]!, e = F.fL.start[x + 1]!; k < e && closed; k++) if (!win[2 * (F.fL.adj[k]! * n + y)]) closed = false;
      }
    }
    const ok = closed && this.witnesses();
    st('rebaseCalls');
    st('rebaseMs', performance.now() - t0);
    if (!ok) {
      st('rebaseFallback');
      this.solve(opts);
    }
  }

  /** Left to move at (x, y) in the game Y − X of `A` (X) and `B` (Y): some move (in Y, or Right's in X) into `win`. */
  private hasMoveIn(A: FlatGraph, B: FlatGraph, x: number, y: number): boolean {
    const n = this.n;
    const win = this.win;
    for (let k = B.fL.start[y]!, e = B.fL.start[y + 1]!; k < e; k++) if (win[2 * (x * n + B.fL.adj[k]!) + 1]) return true;
    for (let k = A.fR.start[x]!, e = A.fR.start[x + 1]!; k < e; k++) if (win[2 * (A.fR.adj[k]! * n + y) + 1]) return true;
    return false;
  }

  /** Left to move at (x, y): a counted move into `win` (its target state), or −1. */
  private countedInto(A: FlatGraph, B: FlatGraph, x: number, y: number): number {
    const n = this.n;
    const win = this.win;
    if (this.side === 'on') {
      for (let k = B.fL.start[y]!, e = B.fL.start[y + 1]!; k < e; k++) { const t = 2 * (x * n + B.fL.adj[k]!) + 1; if (win[t]) return t; }
    } else {
      for (let k = A.fR.start[x]!, e = A.fR.start[x + 1]!; k < e; k++) { const t = 2 * (A.fR.adj[k]! * n + y) + 1; if (win[t]) return t; }
    }
    return -1;
  }

  /**
   * State t has become good (mark 2): its predecessors by uncounted moves that wait with mark
   * `want` (Left to move: good through t; Right to move: one exit fewer) become good too.
   */
  private attract(A: FlatGraph, B: FlatGraph, t: number, q: IntList, want: 0 | 1 | 2, logWit: boolean): void {
    const n = this.n;
    const { win, wit, mark } = this;
    const on = this.side === 'on';
    const p = t >> 1;
    const x = (p / n) | 0;
    const y = p - x * n;
    if (t & 1) {
      // Left-to-move predecessors by an uncounted move (in X on the onside, in Y on the offside)
      const r = on ? A.rR : B.rL;
      for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
        const s = on ? 2 * (r.adj[k]! * n + y) : 2 * (x * n + r.adj[k]!);
        if (win[s] !== 1 || (want === 2 ? mark[s] === 2 : mark[s] !== want)) continue;
        if (logWit && this.logging) this.undoWit.push(s, wit[s]!);
        wit[s] = 2 * t;
        mark[s] = 2;
        q.push(s);
      }
    } else {
      // Right-to-move predecessors by an uncounted move (in X on the onside, in Y on the offside)
      const r = on ? A.rL : B.rR;
      for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
        const s = on ? 2 * (r.adj[k]! * n + y) + 1 : 2 * (x * n + r.adj[k]!) + 1;
        if (win[s] !== 1 || (want === 2 ? mark[s] === 2 : mark[s] !== want)) continue;
        if (--wit[s]! === 0) { mark[s] = 2; q.push(s); }
      }
    }
  }

  /**
   * The comparison game of `A` (X) against `B` (Y), whose only difference from G − G is fewer
   * Left moves at the Left-to-move states `sources`, solved from the table in place by removing
   * states (module notes). Returns false as soon as a Right-to-move state asked about (any with
   * `stopAny`, else those of `queried`, pair numbers) is removed; true when solved.
   */
  private run(A: FlatGraph, B: FlatGraph, sources: ArrayLike<number>, stopAny: boolean, queried: ReadonlySet<number>, opts: LoopyValueOptions, lost0?: IntList): boolean {
    const n = this.n;
    const { win, wit, mark } = this;
    const on = this.side === 'on';
    const queue = new IntList();
    let qh = 0;
    const dq = new IntList();
    let steps = 0;
    const tick = (): void => {
      if ((++steps & 0xffff) === 0) {
        checkAbort(opts.signal);
        opts.onProgress?.({ phase: 'side compare', done: steps });
      }
    };
    /** The witness code c of Left-to-move (x, y) is still one of its moves. */
    const stillMove = (x: number, y: number, c: number): boolean => {
      const t = c >> 1;
      const counted = (c & 1) === 1;
      if (counted === on) {
        for (let k = B.fL.start[y]!, e = B.fL.start[y + 1]!; k < e; k++) if (2 * (x * n + B.fL.adj[k]!) + 1 === t) return true;
      } else {
        for (let k = A.fR.start[x]!, e = A.fR.start[x + 1]!; k < e; k++) if (2 * (A.fR.adj[k]! * n + y) + 1 === t) return true;
      }
      return false;
    };
    const remove = (s: number): boolean => {
      win[s] = 0;
      if (this.logging) this.undoWin.push(s);
      queue.push(s);
      return !(s & 1) || !(stopAny || queried.has(s >> 1));
    };
    const invalidate = (s: number): void => {
      if (win[s] && mark[s] === 0) { mark[s] = 1; dq.push(s); }
    };
    /**
     * Left-to-move state s = (x, y) lost its witness: a counted move into the set, when it has
     * one, is a witness at once (it depends on no other witness), and nothing needs deriving again.
     */
    const rewitness = (s: number, x: number, y: number): boolean => {
      const c = this.countedInto(A, B, x, y);
      if (c < 0) return false;
      if (this.logging) this.undoWit.push(s, wit[s]!);
      wit[s] = 2 * c + 1;
      return true;
    };
    /**
     * The Left-to-move state (x, y), a predecessor of the state t just removed: kept as it is
     * while its witness stands (not void, not into t, its target kept: a move into the set),
     * given a counted move into the set as its new witness when t was its witness and it has one,
     * else removed when it has no move into the set left, or voided when t was its witness.
     * Returns false when a removal fails the test.
     */
    const leftPredecessor = (t: number, x: number, y: number): boolean => {
      const s = 2 * (x * n + y);
      if (!win[s]) return true;
      const w = wit[s]! >> 1;
      if (w !== t && mark[s] === 0 && win[w]) return true;
      if (w === t && mark[s] === 0 && rewitness(s, x, y)) return true;
      if (!this.hasMoveIn(A, B, x, y)) return remove(s);
      if (w === t) invalidate(s);
      return true;
    };
    // the states Right can force out of the set, removed; witnesses into removed states voided
    const close = (): boolean => {
      while (qh < queue.length) {
        tick();
        const t = queue.a[qh++]!;
        const p = t >> 1;
        const x = (p / n) | 0;
        const y = p - x * n;
        if (t & 1) {
          for (let k = A.rR.start[x]!, e = A.rR.start[x + 1]!; k < e; k++) {
            const x1 = A.rR.adj[k]!;
            if (!leftPredecessor(t, x1, y)) return false;
          }
          for (let k = B.rL.start[y]!, e = B.rL.start[y + 1]!; k < e; k++) {
            if (!leftPredecessor(t, x, B.rL.adj[k]!)) return false;
          }
        } else {
          for (let k = A.rL.start[x]!, e = A.rL.start[x + 1]!; k < e; k++) {
            const s = 2 * (A.rL.adj[k]! * n + y) + 1;
            if (win[s] && !remove(s)) return false;
          }
          for (let k = B.rR.start[y]!, e = B.rR.start[y + 1]!; k < e; k++) {
            const s = 2 * (x * n + B.rR.adj[k]!) + 1;
            if (win[s] && !remove(s)) return false;
          }
        }
      }
      return true;
    };
    let touched = sources.length;
    try {
      for (let i = 0; i < sources.length; i++) {
        const s = sources[i]!;
        if (!win[s]) continue;
        const p = s >> 1;
        const x = (p / n) | 0;
        const y = p - x * n;
        if (!this.hasMoveIn(A, B, x, y)) { if (!remove(s)) return false; } else if (!stillMove(x, y, wit[s]!)) invalidate(s);
      }
      if (lost0) for (let i = 0; i < lost0.length; i++) if (!remove(lost0.a[i]!)) return false;
      for (;;) {
        if (!close()) return false;
        // every state whose witness chain passes through a void one is void too
        for (let i = 0; i < dq.length; i++) {
          tick();
          const d = dq.a[i]!;
          if (!win[d]) continue;
          const p = d >> 1;
          const x = (p / n) | 0;
          const y = p - x * n;
          if (d & 1) {
            const r = on ? A.rR : B.rL;
            for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
              const s = on ? 2 * (r.adj[k]! * n + y) : 2 * (x * n + r.adj[k]!);
              if (wit[s] === 2 * d && win[s] && mark[s] === 0 && !(on ? rewitness(s, r.adj[k]!, y) : rewitness(s, x, r.adj[k]!))) invalidate(s);
            }
          } else {
            const r = on ? A.rL : B.rR;
            for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) invalidate(on ? 2 * (r.adj[k]! * n + y) + 1 : 2 * (x * n + r.adj[k]!) + 1);
          }
        }
        if (dq.length === 0) return true;
        touched += dq.length;
        // derive the void states again: Right-to-move ones count their void uncounted moves first
        const q = new IntList();
        for (let i = 0; i < dq.length; i++) {
          const d = dq.a[i]!;
          if (!win[d] || !(d & 1)) continue;
          const p = d >> 1;
          const x = (p / n) | 0;
          const y = p - x * n;
          let c = 0;
          if (on) {
            for (let k = A.fL.start[x]!, e = A.fL.start[x + 1]!; k < e; k++) if (mark[2 * (A.fL.adj[k]! * n + y)] === 1) c++;
          } else {
            for (let k = B.fR.start[y]!, e = B.fR.start[y + 1]!; k < e; k++) if (mark[2 * (x * n + B.fR.adj[k]!)] === 1) c++;
          }
          wit[d] = c;
          if (c === 0) { mark[d] = 2; q.push(d); }
        }
        for (let i = 0; i < dq.length; i++) {
          const d = dq.a[i]!;
          if (!win[d] || d & 1 || mark[d] !== 1) continue;
          const p = d >> 1;
          const x = (p / n) | 0;
          const y = p - x * n;
          let c = -1;
          const t = this.countedInto(A, B, x, y);
          if (t >= 0) c = 2 * t + 1;
          else if (on) {
            for (let k = A.fR.start[x]!, e = A.fR.start[x + 1]!; k < e && c < 0; k++) { const u = 2 * (A.fR.adj[k]! * n + y) + 1; if (win[u] && mark[u] !== 1) c = 2 * u; }
          } else {
            for (let k = B.fL.start[y]!, e = B.fL.start[y + 1]!; k < e && c < 0; k++) { const u = 2 * (x * n + B.fL.adj[k]!) + 1; if (win[u] && mark[u] !== 1) c = 2 * u; }
          }
          if (c < 0) continue;
          if (this.logging) this.undoWit.push(d, wit[d]!);
          wit[d] = c;
          mark[d] = 2;
          q.push(d);
        }
        for (let i = 0; i < q.length; i++) { tick(); this.attract(A, B, q.a[i]!, q, 1, true); }
        const lost = new IntList();
        for (let i = 0; i < dq.length; i++) {
          const d = dq.a[i]!;
          if (win[d] && mark[d] === 1) lost.push(d);
          mark[d] = 0;
        }
        dq.length = 0;
        if (lost.length === 0) return true;
        for (let i = 0; i < lost.length; i++) if (!remove(lost.a[i]!)) return false;
      }
    } finally {
      for (let i = 0; i < dq.length; i++) mark[dq.a[i]!] = 0;
      touched += queue.length;
      const work = (opts as BudgetOptions)._work;
      if (work) {
        work.used += Math.ceil(touched / 2);
        if (work.used > work.max) throw new LimitError(`sidling needs more than ${work.max} compared pairs (maxSidleWork)`);
      }
    }
  }

  /** Restores the table as it was before the test under way. */
  private undo(): void {
    for (const s of this.undoWin) this.win[s] = 1;
    for (let i = this.undoWit.length - 2; i >= 0; i -= 2) this.wit[this.undoWit[i]!] = this.undoWit[i + 1]!;
    this.undoWin = [];
    this.undoWit = [];
  }

  /** The test graph without `edges` of `who`, its flat form, and the Left-to-move states whose moves differ. */
  private cut(who: 0 | 1, edges: readonly (readonly [number, number])[]): { test: WorkGraph; tf: FlatGraph; A: FlatGraph; B: FlatGraph; sources: Int32Array } {
    const g = this.g;
    const n = this.n;
    const test: WorkGraph = who === 0 ? { left: g.left.slice(), right: g.right } : { left: g.left, right: g.right.slice() };
    const tl = who === 0 ? test.left : test.right;
    const from = new Set<number>();
    for (const [v, t] of edges) {
      tl[v] = tl[v]!.filter((w) => w !== t);
      from.add(v);
    }
    const tf = flatGraph(test);
    // fewer Left moves lower the game: compare G ≤ G' (Y = G'); fewer Right moves raise it:
    // compare G' ≤ G (X = G'). Either way only Left's moves in Y − X are fewer, at the states
    // (x, v) or (v, y) of the nodes v that lost moves.
    const sources = new Int32Array(from.size * n);
    let k = 0;
    for (const v of from) for (let u = 0; u < n; u++) sources[k++] = who === 0 ? 2 * (u * n + v) : 2 * (v * n + u);
    const f = this.fixed;
    if (f && (f.as === 'X') !== (who === 0)) throw new Error('internal: a table against a fixed graph deletes the moves of one player only');
    return { test, tf, A: who === 0 ? (f?.flat ?? this.flat) : tf, B: who === 0 ? tf : (f?.flat ?? this.flat), sources };
  }

  /**
   * Deletes the moves `edges` of player `who` (0 Left, 1 Right) from the graph when the side of
   * every node of `at` (every node, with `at` undefined) stays the same; returns whether it did.
   */
  tryDelete(who: 0 | 1, edges: readonly (readonly [number, number])[], at: readonly number[] | undefined, opts: LoopyValueOptions): boolean {
    const t0 = performance.now();
    const { test, tf, A, B, sources } = this.cut(who, edges);
    const queried = new Set((at ?? []).map((v) => v * this.n + v));
    let ok = false;
    try {
      ok = this.run(A, B, sources, at === undefined, queried, opts);
    } finally {
      if (!ok) this.undo();
      st('warmCalls');
      st(ok ? 'warmOk' : 'warmFail');
      st('warmMs', performance.now() - t0);
    }
    if (!ok) return false;
    this.undoWin = [];
    this.undoWit = [];
    if (who === 0) this.g.left = test.left;
    else this.g.right = test.right;
    this.flat = tf;
    // for one node, the order of the others may change: solve the new table (against a fixed
    // graph, the table solved is that of the new game already)
    if (at !== undefined && !this.fixed) this.solve(opts);
    // With every node's side kept, the order of the nodes is the same, and the states of G − G'
    // are those of G' − G' (the moves that differ are Right's, at states that keep their values
    // as pairs; a Right-to-move state depends on fewer moves): the table and its witnesses stand.
    return true;
  }

  /** The survival set of G − G' or G' − G (G' = G without `edges` of `who`), from the table; the table stays. @internal */
  solveWithout(who: 0 | 1, edges: readonly (readonly [number, number])[]): Uint8Array {
    const { A, B, sources } = this.cut(who, edges);
    try {
      this.run(A, B, sources, false, new Set(), {});
      return this.win.slice();
    } finally {
      this.undo();
    }
  }
}

/** Left's surviving states of the comparison game of `a` against `b`, a byte per state (from scratch). @internal */
export function solvedWin(a: WorkGraph, b: WorkGraph, side: 'on' | 'off', opts: LoopyValueOptions): Uint8Array {
  const t0 = performance.now();
  const status = solveProduct(a, b, side, opts);
  st(`${tag}:calls`); st(`${tag}:pairs`, a.left.length * b.left.length); st(`${tag}:ms`, performance.now() - t0);
  const win = new Uint8Array(status.length);
  for (let s = 0; s < status.length; s++) win[s] = status[s] === RWIN ? 0 : 1;
  return win;
}

/** x ≤ y on `side` for every pair of nodes of `g`: `le[x·n + y] = 1`. @internal */
export function sideLeqTable(g: WorkGraph, side: CompareSide, opts: LoopyValueOptions = {}): Uint8Array {
  return sideLeqProduct(g, g, side, opts);
}

/** Node `x` of graph `a` ≤ node `y` of graph `b` on `side`. @internal */
export function sideLeq(a: WorkGraph, x: number, b: WorkGraph, y: number, side: CompareSide, opts: LoopyValueOptions = {}): boolean {
  return sideLeqPairs(a, b, [[x, y]], side, opts);
}

// ---------------------------------------------------------------------------------------------
// Graph simplification for one side

/** Copies the part of `g` reachable from `root`, renumbered with the root at 0, lists without repeats. */
function packFrom(g: WorkGraph, root: number): WorkGraph {
  const n = g.left.length;
  const idx = new Int32Array(n).fill(-1);
  const nodes = [root];
  idx[root] = 0;
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i]!;
    for (const w of g.left[v]!) if (idx[w] === -1) { idx[w] = nodes.length; nodes.push(w); }
    for (const w of g.right[v]!) if (idx[w] === -1) { idx[w] = nodes.length; nodes.push(w); }
  }
  return {
    left: nodes.map((v) => [...new Set(g.left[v]!.map((w) => idx[w]!))]),
    right: nodes.map((v) => [...new Set(g.right[v]!.map((w) => idx[w]!))]),
  };
}

function cloneGraph(g: WorkGraph): WorkGraph {
  return { left: g.left.map((l) => l.slice()), right: g.right.map((r) => r.slice()) };
}

/**
 * The states (node, player to move) from which alternating play can reach `(target, mover)`,
 * as a byte per state 2v + m (m = 0 Left to move, 1 Right): a backward search. Reaching in no
 * moves counts.
 */
function altReachTo(g: WorkGraph, revL: { start: Int32Array; adj: Int32Array }, revR: { start: Int32Array; adj: Int32Array }, target: number, mover: 0 | 1): Uint8Array {
  const n = g.left.length;
  const seen = new Uint8Array(2 * n);
  const q = [2 * target + mover];
  seen[q[0]!] = 1;
  for (let i = 0; i < q.length; i++) {
    const s = q[i]!;
    const w = s >> 1;
    // predecessors of (w, Right to move) are (v, Left to move) with w ∈ left[v], and so on
    const rev = s & 1 ? revL : revR;
    const pm = s & 1 ? 0 : 1;
    for (let k = rev.start[w]!; k < rev.start[w + 1]!; k++) {
      const p = 2 * rev.adj[k]! + pm;
      if (!seen[p]) { seen[p] = 1; q.push(p); }
    }
  }
  return seen;
}

/**
 * Alternating reachability queries on one version of a graph. Most queries ask whether play can
 * come back along a move: from (a, ma) to (b, mb) where (b, mb) moves to (a, ma); that holds
 * exactly when the two states lie in one strongly connected component of the graph of states
 * (node, player to move), computed once (linear). Other queries search backwards from the target,
 * memoised by target.
 */
class AltReach {
  private readonly memo = new Map<number, Uint8Array>();
  private rev: { revL: { start: Int32Array; adj: Int32Array }; revR: { start: Int32Array; adj: Int32Array } } | undefined;
  private comp: Int32Array | undefined;
  private readonly left: number[][];
  private readonly right: number[][];
  constructor(g: WorkGraph) {
    // the lists of this version (a change replaces a list, never edits one in place)
    this.left = g.left.slice();
    this.right = g.right.slice();
  }
  /** Alternating play from (a, ma) can reach (b, mb) (m = 0 Left to move, 1 Right). */
  reaches(a: number, ma: 0 | 1, b: number, mb: 0 | 1): boolean {
    if (ma !== mb && (mb === 0 ? this.left : this.right)[b]!.includes(a)) {
      if (!this.comp) {
        const n = this.left.length;
        const states: WorkGraph = { left: [], right: [] };
        for (let v = 0; v < n; v++) {
          states.left.push(this.left[v]!.map((w) => 2 * w + 1), this.right[v]!.map((w) => 2 * w));
          states.right.push([], []);
        }
        this.comp = scc(states).comp;
      }
      return this.comp[2 * a + ma] === this.comp[2 * b + mb];
    }
    const key = 2 * b + mb;
    let t = this.memo.get(key);
    if (!t) {
      const g = { left: this.left, right: this.right };
      this.rev ??= { revL: reverseCSR(g.left, g.left.length), revR: reverseCSR(g.right, g.left.length) };
      this.memo.set(key, (t = altReachTo(g, this.rev.revL, this.rev.revR, b, mb)));
    }
    return t[2 * a + ma] === 1;
  }
}

/** True when the root's graph (node 0) has no infinite alternating play. */
export function rootIsStopper(g: WorkGraph, root = 0): boolean {
  // the states reachable from the root's two states, then a peeling of the states without moves
  const n = g.left.length;
  const reach = new Uint8Array(2 * n);
  const order: number[] = [];
  const add = (s: number): void => { if (!reach[s]) { reach[s] = 1; order.push(s); } };
  // every node reachable by any moves is a follower: start both players' states at each
  const seenNode = new Uint8Array(n);
  const nodes = [root];
  seenNode[root] = 1;
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i]!;
    add(2 * v);
    add(2 * v + 1);
    for (const w of g.left[v]!) if (!seenNode[w]) { seenNode[w] = 1; nodes.push(w); }
    for (const w of g.right[v]!) if (!seenNode[w]) { seenNode[w] = 1; nodes.push(w); }
  }
  const deg = new Int32Array(2 * n);
  const preds: number[][] = Array.from({ length: 2 * n }, () => []);
  for (const s of order) {
    const v = s >> 1;
    const succ = s & 1 ? g.right[v]! : g.left[v]!;
    deg[s] = succ.length;
    for (const w of succ) preds[2 * w + (s & 1 ? 0 : 1)]!.push(s);
  }
  const q: number[] = [];
  for (const s of order) if (deg[s] === 0) q.push(s);
  for (let i = 0; i < q.length; i++) for (const p of preds[q[i]!]!) if (--deg[p]! === 0) q.push(p);
  return q.length === order.length;
}

/** Node 0 of `a` and node 0 of `b` are equal on `side` (both comparisons). */
function sameRoot(a: WorkGraph, b: WorkGraph, side: CompareSide, opts: LoopyValueOptions): boolean {
  return tagged('sameRoot', () => sideLeq(a, 0, b, 0, side, opts) && sideLeq(b, 0, a, 0, side, opts));
}

/**
 * Step 1: at every node, dominated options removed and reversible options bypassed in the
 * side's order (see the module notes), from one table of comparisons. Returns whether anything
 * changed.
 */
function basicSimplifications(g: WorkGraph, side: 'on' | 'off', opts: LoopyValueOptions, tab: SideTable): boolean {
  const n = g.left.length;
  const leq = (a: number, b: number): boolean => tab.leq(a, b);
  const ar = new AltReach(cloneGraph(g));
  let changed = false;
  for (let x = 0; x < n; x++) {
    if ((x & 0xff) === 0) checkAbort(opts.signal);
    for (let guard = 0; guard < 4 * n + 16; guard++) {
      let step = false;
      // reversible Left options: a ∈ x^L with c ∈ a^R, c ≤ x, c not coming back to a
      const L = g.left[x]!;
      for (let i = 0; i < L.length && !step; i++) {
        const a = L[i]!;
        const c = g.right[a]!.find((c) => leq(c, x) && !ar.reaches(c, 0, a, 1));
        if (c !== undefined) {
          g.left[x] = [...new Set([...L.slice(0, i), ...L.slice(i + 1), ...g.left[c]!])];
          step = true;
        }
      }
      const R = g.right[x]!;
      for (let i = 0; i < R.length && !step; i++) {
        const a = R[i]!;
        const c = g.left[a]!.find((c) => leq(x, c) && !ar.reaches(c, 1, a, 0));
        if (c !== undefined) {
          g.right[x] = [...new Set([...R.slice(0, i), ...R.slice(i + 1), ...g.right[c]!])];
          step = true;
        }
      }
      // dominated options (kept when the dominating option can come back to x, on the offside
      // for Left and the onside for Right)
      const dom = (list: number[], better: (a: number, b: number) => boolean, guarded: boolean, mb: 0 | 1, mx: 0 | 1): number[] => {
        const keep = list.slice();
        for (let i = 0; i < keep.length; i++) {
          const a = keep[i]!;
          const b = keep.find((b) => b !== a && better(a, b) && (!guarded || !ar.reaches(b, mb, x, mx)));
          if (b !== undefined) {
            keep.splice(i, 1);
            i--;
          }
        }
        return keep;
      };
      const nl = dom(g.left[x]!, (a, b) => leq(a, b), side === 'off', 1, 0);
      const nr = dom(g.right[x]!, (a, b) => leq(b, a), side === 'on', 0, 1);
      if (nl.length !== g.left[x]!.length || nr.length !== g.right[x]!.length) step = true;
      g.left[x] = nl;
      g.right[x] = nr;
      if (!step) break;
      changed = true;
    }
  }
  return changed;
}

/**
 * Step 2: moves on infinite alternating plays deleted, first in groups and then one at a time
 * (see below), when that does not change the side of the node `root` (or, with `root`
 * undefined, of any node). The player against whom
 * infinite play counts (Right on the onside, Left on the offside) is tried first, the other
 * player's moves only when alternating cycles remain; a move that no longer lies on an
 * alternating cycle when its turn comes is kept. Returns whether anything changed.
 */
function irrelevantCyclicEdges(g: WorkGraph, side: 'on' | 'off', root: number | undefined, opts: LoopyValueOptions, table: SideTable | undefined): boolean {
  let tab = table!;
  let changed = false;
  const n = g.left.length;
  const order: (0 | 1)[] = side === 'on' ? [1, 0] : [0, 1];
  for (const who of order) {
    if (who === order[1] && (root === undefined ? isStopperGraph(g) : rootIsStopper(g, root))) break;
    let ar = new AltReach(g);
    // for one root, the tests compare with the graph as it is at the start of the phase (the root's
    // side stays that of the start); the table of that comparison moves on with each deletion
    // (while the graph is as it came, that table is the one of the graph against itself)
    if (root !== undefined) tab = new SideTable(g, side, opts, { graph: cloneGraph(g), as: who === 0 ? 'X' : 'Y' }, changed ? undefined : table);
    const back: 0 | 1 = who === 0 ? 1 : 0;
    const cyclic = (v: number, t: number): boolean => ar.reaches(t, back, v, who);
    /** Deletes the moves of `edges` still on alternating cycles when no queried side changes. */
    const tryDelete = (edges: readonly (readonly [number, number])[]): boolean | undefined => {
      const batch = edges.filter(([v, t]) => (who === 0 ? g.left : g.right)[v]!.includes(t) && cyclic(v, t));
      if (batch.length === 0) return undefined;
      checkAbort(opts.signal);
      st('edgeTests');
      // without Left moves a game can only be lower, so G ≤ G' decides; for Right, G' ≤ G
      const kind = `edge${root === undefined ? 'Gen' : 'Root'}${edges.length > 1 ? 'Group' : 'One'}`;
      const t0 = performance.now();
      const ok = tagged(kind, () => tab.tryDelete(who, batch, root === undefined ? undefined : [root], opts));
      st(`${kind}:${ok ? 'ok' : 'fail'}`);
      st(`${kind}:ms`, performance.now() - t0);
      if (!ok) return false;
      st('edgeDeleted', batch.length);
      changed = true;
      ar = new AltReach(g);
      return true;
    };
    // First, by groups: at each node, the cyclic moves of `who` but its best one (in the order
    // of sides of the current graph), the groups of several nodes tested together, the number of
    // groups doubling after a success and falling back to one after a failure. Deleting moves of
    // one player is monotone (fewer Left moves, a lower game), so a group that keeps the sides
    // may go whole, and a group that fails is left to the single tests below.
    const list0 = who === 0 ? g.left : g.right;
    const units: [number, number][][] = [];
    for (let v = 0; v < n; v++) {
      const opt = list0[v]!;
      if (opt.length < 2) continue;
      let best = opt[0]!;
      let bestScore = -1;
      for (const t of opt) {
        let score = 0;
        for (const u of opt) score += (who === 0 ? tab.leq(u, t) : tab.leq(t, u)) ? 1 : 0;
        if (score > bestScore) { best = t; bestScore = score; }
      }
      const unit = opt.filter((t) => t !== best && cyclic(v, t)).map((t) => [v, t] as [number, number]);
      if (unit.length) units.push(unit);
    }
    let size = 1;
    for (let i = 0; i < units.length;) {
      const take = units.slice(i, i + size);
      const r = tryDelete(take.flat());
      if (r === false && size > 1) { size = 1; continue; }
      i += take.length;
      size = r === true ? size * 2 : 1;
    }
    // Then every move left on an alternating cycle, one at a time.
    const cand: [number, number][] = [];
    for (let v = 0; v < n; v++) for (const t of (who === 0 ? g.left : g.right)[v]!) cand.push([v, t]);
    for (const e of cand) tryDelete([e]);
  }
  return changed;
}

/**
 * The graph of node 0 of `g` in which the move `v → t` of player `who` (0 Left, 1 Right) may be
 * made at most `k` times: k + 1 copies of the graph, the move leading from copy i to copy i + 1
 * and missing from the last. Node 0 of copy 0 is the root. @internal
 */
export function unravelBy(g: WorkGraph, v: number, t: number, who: 0 | 1, k: number): WorkGraph {
  const m = g.left.length;
  const left: number[][] = [];
  const right: number[][] = [];
  for (let c = 0; c <= k; c++) {
    for (let x = 0; x < m; x++) {
      const l = g.left[x]!.map((w) => w + c * m);
      const r = g.right[x]!.map((w) => w + c * m);
      if (x === v) {
        const list = who === 0 ? l : r;
        const i = list.indexOf(t + c * m);
        if (c < k) list[i] = t + (c + 1) * m;
        else list.splice(i, 1);
      }
      left.push(l);
      right.push(r);
    }
  }
  return packFrom({ left, right }, 0);
}

/** The most nodes a graph may have for unravelling to be tried on it. */
const MAX_UNRAVEL_NODES = 160;

/**
 * Step 3 (for one root, at node 0): a move of the player against whom infinite play counts
 * (Right on the onside, Left on the offside) that lies on an alternating cycle is unravelled by
 * 1, 2 or 3 turns when the root's side does not change; returns the first such graph, or
 * undefined. Unravelling past the comparison budget gives up (undefined).
 */
function unravelOnce(g: WorkGraph, side: 'on' | 'off', opts: LoopyValueOptions): WorkGraph | undefined {
  if (g.left.length > MAX_UNRAVEL_NODES) return undefined;
  const who: 0 | 1 = side === 'on' ? 1 : 0;
  const back: 0 | 1 = who === 0 ? 1 : 0;
  const ar = new AltReach(g);
  const list = who === 0 ? g.left : g.right;
  try {
    for (let v = 0; v < g.left.length; v++) {
      for (const t of list[v]!) {
        if (!ar.reaches(t, back, v, who)) continue;
        for (let k = 1; k <= 3; k++) {
          checkAbort(opts.signal);
          const u = unravelBy(g, v, t, who, k);
          // fewer Right moves can only raise the game (check U ≤ G); fewer Left moves lower it
          const ok = tagged('unravel', () => who === 1 ? sideLeq(u, 0, g, 0, side, opts) : sideLeq(g, 0, u, 0, side, opts));
          if (ok) return u;
        }
      }
    }
  } catch (e) {
    if (e instanceof LimitError) return undefined;
    throw e;
  }
  return undefined;
}

/** Node a of graph `ga` ≤ node b of graph `gb` on `side`, for every pair [a, b]. @internal */
export function sideLeqPairs(ga: WorkGraph, gb: WorkGraph, pairs: readonly (readonly [number, number])[], side: CompareSide, opts: LoopyValueOptions = {}): boolean {
  const nb = gb.left.length;
  const ps = pairs.map(([x, y]) => x * nb + y);
  const le = sideLeqProduct(ga, gb, side, opts, ps);
  return ps.every((p) => le[p] === 1);
}

/**
 * The graph `g` simplified for `side` by the steps of the module notes. With `root` given, every
 * step keeps the side of that node, and the graph is cut down to its followers (root at node 0 of
 * the result). With `root` undefined, every step keeps the side of every node (CGSuite's general
 * simplification), and the nodes keep their numbers. Stops when the root's graph (every node's,
 * in the general case) is a stopper or no step applies. @internal
 */
export function simplifyForSide(g0: WorkGraph, side: 'on' | 'off', root: number | undefined, opts0: LoopyValueOptions = {}): WorkGraph {
  const opts = withBudget(opts0);
  let g = root === undefined ? dedup(g0) : packFrom(g0, root);
  const r = root === undefined ? undefined : 0;
  const done = (): boolean => (r === undefined ? isStopperGraph(g) : rootIsStopper(g));
  // the solved comparison of the current graph with itself, while it is up to date
  let tab: SideTable | undefined;
  for (let round = 0; ; round++) {
    checkAbort(opts.signal);
    opts.onProgress?.({ phase: 'sidle', done: round, unit: 'rounds' });
    if (done()) break;
    let changed = false;
    const before = cloneGraph(g);
    let T = performance.now();
    st('rounds');
    if (tab?.g !== g) tab = new SideTable(g, side, opts);
    const bs = basicSimplifications(g, side, opts, tab); st('basicMs', performance.now() - T); T = performance.now();
    if (bs) {
      // in the general simplification step 1 keeps every node's side, and the table follows
      if (r === undefined && tab?.g === g) tab.rebase(opts);
      else tab = undefined;
      if (r !== undefined && !sameRoot(before, g, side, opts)) g = before; // undo: the root's side changed
      else changed = true;
    }
    // (for one root the graph is kept packed; unchanged, it keeps its table)
    if (r !== undefined && bs) g = packFrom(g, 0);
    if (done()) break;
    T = performance.now();
    if (r === undefined && tab?.g !== g) tab = new SideTable(g, side, opts);
    const ice = irrelevantCyclicEdges(g, side, r, opts, tab?.g === g ? tab : undefined); st('edgesMs', performance.now() - T); st(r === undefined ? 'edgesGenMs' : 'edgesRootMs', performance.now() - T);
    if (ice) changed = true;
    if (r !== undefined && ice) g = packFrom(g, 0);
    if (!changed && r !== undefined && !done()) {
      T = performance.now();
      const u = unravelOnce(g, side, opts); st('unravelMs', performance.now() - T);
      if (u) {
        g = u;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return g;
}

function dedup(g: WorkGraph): WorkGraph {
  return { left: g.left.map((l) => [...new Set(l)]), right: g.right.map((r) => [...new Set(r)]) };
}
