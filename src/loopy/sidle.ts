/**
 * Sidling by graph simplification (Siegel, *Combinatorial Game Theory*, AMS 2013, VI.4; the
 * method of CGSuite's loopy-game simplifier, written anew): the onside or offside of a loopy game
 * is found by changing its graph, one step at a time, into a graph with the same side, until the
 * root's graph has no infinite alternating play; that graph is a stopper and its canonical form
 * is the side sought.
 *
 * The tool of every step is the **side comparison** (`sideLeqProduct`, compare.ts): X ≤ Y on the onside
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
 *    open an infinite play that changes the side, so the step is not taken. This is the library's
 *    one removal of dominated and reversible options (`simplifyNode`, src/graph/simplify.ts).
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
 * from scratch (`solveProduct` in compare.ts, with its Büchi rounds) stays as the reference, and
 * for the final checks; test/loopy-values/warm-sidling.test.ts compares the two on thousands of random graphs.
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
import { LimitError } from '../engine/errors.js';
import { GameGraph, type EdgeLists, type Predecessors } from '../graph/graph.js';
import { scc, isStopperGraph, rootIsStopper } from '../graph/structure.js';
import { simplifyNode } from '../graph/simplify.js';
import { type LoopyValueOptions, charge, checkPairs, progress, step, withBudget } from './graph.js';
import { type CompareSide, productVerdicts, sideLeq, st } from './compare.js';

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

/** A graph's edge lists and predecessor lists, as the table reads them. */
interface FlatGraph {
  L: EdgeLists;
  R: EdgeLists;
  pL: Predecessors;
  pR: Predecessors;
}
/** The lists of `g` as they are now. */
function flatGraph(g: GameGraph): FlatGraph {
  return { L: g.L, R: g.R, pL: g.predecessors(0), pR: g.predecessors(1) };
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
  private readonly fixed: { graph: GameGraph; flat: FlatGraph; as: 'X' | 'Y' } | undefined;
  constructor(
    /** The graph; its lists change only through {@link SideTable.tryDelete}. */
    readonly g: GameGraph,
    readonly side: 'on' | 'off',
    opts: LoopyValueOptions,
    /**
     * A fixed graph G₀ with the same nodes, to compare against instead of G itself: the table is
     * of G₀ − G (`as: 'X'`, for deletions of Left moves of G) or G − G₀ (`as: 'Y'`, Right moves).
     */
    fixed?: { graph: GameGraph; as: 'X' | 'Y' },
    /** A table of the same graph against itself, as it is now: its solution is copied (the fixed graph being the same). */
    copyOf?: SideTable,
  ) {
    this.fixed = fixed && { graph: fixed.graph, flat: flatGraph(fixed.graph), as: fixed.as };
    this.n = g.size;
    checkPairs(this.n, this.n, opts);
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
        const c = on ? A.L.len[x]! : B.R.len[y]!;
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
    this.flat = flatGraph(this.g);
    const f = this.fixed;
    const a = f?.as === 'X' ? f.graph : this.g;
    const b = f?.as === 'Y' ? f.graph : this.g;
    const solver = productVerdicts(a, b, this.side, opts, undefined, true);
    // Left survives unless Right has won (only Right's wins are solved: every decided state is
    // one), read from the decided states only
    const win = this.win.fill(1);
    const queue = solver.queue;
    for (let i = 0, e = solver.decided; i < e; i++) win[queue[i]!] = 0;
    const lost = new IntList();
    this.witnesses(lost);
    const [A, B] = this.sides();
    this.logging = false;
    try {
      this.run(A, B, [], false, new Set(), opts, lost);
    } finally {
      this.logging = true;
    }
    st('table:calls');
    st('table:pairs', a.size * b.size);
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
        for (let k = F.R.off[y]!, e = k + F.R.len[y]!; k < e && closed; k++) if (!win[2 * (x * n + F.R.adj[k]!)]) closed = false;
        for (let k = F.L.off[x]!, e = k + F.L.len[x]!; k < e && closed; k++) if (!win[2 * (F.L.adj[k]! * n + y)]) closed = false;
      }
    }
    if (!(closed && this.witnesses())) this.solve(opts);
  }

  /** Left to move at (x, y) in the game Y − X of `A` (X) and `B` (Y): some move (in Y, or Right's in X) into `win`. */
  private hasMoveIn(A: FlatGraph, B: FlatGraph, x: number, y: number): boolean {
    const n = this.n;
    const win = this.win;
    for (let k = B.L.off[y]!, e = k + B.L.len[y]!; k < e; k++) if (win[2 * (x * n + B.L.adj[k]!) + 1]) return true;
    for (let k = A.R.off[x]!, e = k + A.R.len[x]!; k < e; k++) if (win[2 * (A.R.adj[k]! * n + y) + 1]) return true;
    return false;
  }

  /** Left to move at (x, y): a counted move into `win` (its target state), or −1. */
  private countedInto(A: FlatGraph, B: FlatGraph, x: number, y: number): number {
    const n = this.n;
    const win = this.win;
    if (this.side === 'on') {
      for (let k = B.L.off[y]!, e = k + B.L.len[y]!; k < e; k++) { const t = 2 * (x * n + B.L.adj[k]!) + 1; if (win[t]) return t; }
    } else {
      for (let k = A.R.off[x]!, e = k + A.R.len[x]!; k < e; k++) { const t = 2 * (A.R.adj[k]! * n + y) + 1; if (win[t]) return t; }
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
      const r = on ? A.pR : B.pL;
      for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
        const s = on ? 2 * (r.src[k]! * n + y) : 2 * (x * n + r.src[k]!);
        if (win[s] !== 1 || (want === 2 ? mark[s] === 2 : mark[s] !== want)) continue;
        if (logWit && this.logging) this.undoWit.push(s, wit[s]!);
        wit[s] = 2 * t;
        mark[s] = 2;
        q.push(s);
      }
    } else {
      // Right-to-move predecessors by an uncounted move (in X on the onside, in Y on the offside)
      const r = on ? A.pL : B.pR;
      for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
        const s = on ? 2 * (r.src[k]! * n + y) + 1 : 2 * (x * n + r.src[k]!) + 1;
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
      if ((++steps & 0xffff) === 0) progress(opts, 'side compare', steps);
    };
    /** The witness code c of Left-to-move (x, y) is still one of its moves. */
    const stillMove = (x: number, y: number, c: number): boolean => {
      const t = c >> 1;
      const counted = (c & 1) === 1;
      if (counted === on) {
        for (let k = B.L.off[y]!, e = k + B.L.len[y]!; k < e; k++) if (2 * (x * n + B.L.adj[k]!) + 1 === t) return true;
      } else {
        for (let k = A.R.off[x]!, e = k + A.R.len[x]!; k < e; k++) if (2 * (A.R.adj[k]! * n + y) + 1 === t) return true;
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
        // the predecessors in X, then those in Y, through one call site each (a call site first
        // met after the loop was compiled on the stack deoptimised it)
        const P = t & 1 ? A.pR : A.pL;
        const Q = t & 1 ? B.pL : B.pR;
        const a = P.start[x]!;
        const na = P.start[x + 1]! - a;
        const b = Q.start[y]! - na;
        for (let i = 0, e = na + Q.start[y + 1]! - Q.start[y]!; i < e; i++) {
          const x1 = i < na ? P.src[a + i]! : x;
          const y1 = i < na ? y : Q.src[b + i]!;
          if (t & 1) {
            if (!leftPredecessor(t, x1, y1)) return false;
          } else {
            const s = 2 * (x1 * n + y1) + 1;
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
            const r = on ? A.pR : B.pL;
            for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) {
              const s = on ? 2 * (r.src[k]! * n + y) : 2 * (x * n + r.src[k]!);
              if (wit[s] === 2 * d && win[s] && mark[s] === 0 && !(on ? rewitness(s, r.src[k]!, y) : rewitness(s, x, r.src[k]!))) invalidate(s);
            }
          } else {
            const r = on ? A.pL : B.pR;
            for (let k = r.start[on ? x : y]!, e = r.start[(on ? x : y) + 1]!; k < e; k++) invalidate(on ? 2 * (r.src[k]! * n + y) + 1 : 2 * (x * n + r.src[k]!) + 1);
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
            for (let k = A.L.off[x]!, e = k + A.L.len[x]!; k < e; k++) if (mark[2 * (A.L.adj[k]! * n + y)] === 1) c++;
          } else {
            for (let k = B.R.off[y]!, e = k + B.R.len[y]!; k < e; k++) if (mark[2 * (x * n + B.R.adj[k]!)] === 1) c++;
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
            for (let k = A.R.off[x]!, e = k + A.R.len[x]!; k < e && c < 0; k++) { const u = 2 * (A.R.adj[k]! * n + y) + 1; if (win[u] && mark[u] !== 1) c = 2 * u; }
          } else {
            for (let k = B.L.off[y]!, e = k + B.L.len[y]!; k < e && c < 0; k++) { const u = 2 * (x * n + B.L.adj[k]!) + 1; if (win[u] && mark[u] !== 1) c = 2 * u; }
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
      charge(opts, Math.ceil(touched / 2));
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
  private cut(who: 0 | 1, edges: readonly (readonly [number, number])[]): { test: GameGraph; tf: FlatGraph; A: FlatGraph; B: FlatGraph; sources: Int32Array } {
    const n = this.n;
    const test = this.g.clone();
    const from = new Set<number>();
    for (const [v, t] of edges) {
      test.setEdges(who, v, Array.from(test.edges(who, v)).filter((w) => w !== t));
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
    const { test, tf, A, B, sources } = this.cut(who, edges);
    const queried = new Set((at ?? []).map((v) => v * this.n + v));
    let ok = false;
    try {
      ok = this.run(A, B, sources, at === undefined, queried, opts);
    } finally {
      if (!ok) {
        this.undo();
        st('warmFail');
      }
    }
    if (!ok) return false;
    this.undoWin = [];
    this.undoWit = [];
    this.g.assign(test);
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

// ---------------------------------------------------------------------------------------------
// Graph simplification for one side

/** The part of `g` reachable from `root`, renumbered with the root at 0, lists without repeats. */
function packFrom(g: GameGraph, root: number): GameGraph {
  return g.restrict(g.reachable([root]), true).graph;
}

/** `g` with repeated entries of its lists merged. */
function dedup(g: GameGraph): GameGraph {
  const all = new Int32Array(g.size);
  for (let v = 0; v < g.size; v++) all[v] = v;
  return g.restrict(all, true).graph;
}

/**
 * The states (node, player to move) from which alternating play can reach `(target, mover)`,
 * as a byte per state 2v + m (m = 0 Left to move, 1 Right): a backward search. Reaching in no
 * moves counts. @internal
 */
export function altReachTo(g: GameGraph, target: number, mover: 0 | 1): Uint8Array {
  const n = g.size;
  const pl = g.predecessors(0);
  const pr = g.predecessors(1);
  const seen = new Uint8Array(2 * n);
  const q = [2 * target + mover];
  seen[q[0]!] = 1;
  for (let i = 0; i < q.length; i++) {
    const s = q[i]!;
    const w = s >> 1;
    // predecessors of (w, Right to move) are (v, Left to move) with w ∈ left[v], and so on
    const rev = s & 1 ? pl : pr;
    const pm = s & 1 ? 0 : 1;
    for (let k = rev.start[w]!; k < rev.start[w + 1]!; k++) {
      const p = 2 * rev.src[k]! + pm;
      if (!seen[p]) { seen[p] = 1; q.push(p); }
    }
  }
  return seen;
}

/**
 * Alternating reachability queries on one version of a graph (the caller does not change the
 * graph while it asks, or gives a copy). Most queries ask whether play can come back along a
 * move: from (a, ma) to (b, mb) where (b, mb) moves to (a, ma); that holds exactly when the two
 * states lie in one strongly connected component of the graph of states (node, player to move),
 * computed once (linear). Other queries search backwards from the target, memoised by target.
 */
class AltReach {
  private readonly memo = new Map<number, Uint8Array>();
  private comp: Int32Array | undefined;
  constructor(private readonly g: GameGraph) {}
  /** Alternating play from (a, ma) can reach (b, mb) (m = 0 Left to move, 1 Right). */
  reaches(a: number, ma: 0 | 1, b: number, mb: 0 | 1): boolean {
    const g = this.g;
    if (ma !== mb && g.hasEdge(mb, b, a)) {
      const comp = this.comp ?? this.components();
      return comp[2 * a + ma] === comp[2 * b + mb];
    }
    const key = 2 * b + mb;
    const t = this.memo.get(key) ?? this.reachTo(key);
    return t[2 * a + ma] === 1;
  }
  // (the first query of each kind builds its table in a method of its own: `reaches` is hot and
  // optimised early, and a branch of it that had never run would deoptimise it once per AltReach)
  /** The strong components of the graph of states. */
  private components(): Int32Array {
    // the graph of states: (v, Left to move) → (w, Right to move) for w ∈ v^L, and so on
    return (this.comp = scc(this.g.alternation()).comp);
  }
  /** The states that reach state `key` (2·node + mover), memoised. */
  private reachTo(key: number): Uint8Array {
    const t = altReachTo(this.g, key >> 1, (key & 1) as 0 | 1);
    this.memo.set(key, t);
    return t;
  }
}

/** Node 0 of `a` and node 0 of `b` are equal on `side` (both comparisons). */
function sameRoot(a: GameGraph, b: GameGraph, side: CompareSide, opts: LoopyValueOptions): boolean {
  return sideLeq(a, 0, b, 0, side, opts) && sideLeq(b, 0, a, 0, side, opts);
}

/**
 * Step 1: at every node, dominated options removed and reversible options bypassed in the
 * side's order (see the module notes), from one table of comparisons, by the library's one
 * simplification (src/graph/simplify.ts), its guards asked of the graph as it was before the
 * pass. Returns whether anything changed.
 */
function basicSimplifications(g: GameGraph, side: 'on' | 'off', opts: LoopyValueOptions, tab: SideTable): boolean {
  const n = g.size;
  const leq = (a: number, b: number): boolean => tab.leq(a, b);
  const ar = new AltReach(g.clone());
  const reaches = (a: number, ma: 0 | 1, b: number, mb: 0 | 1): boolean => ar.reaches(a, ma, b, mb);
  let changed = false;
  for (let x = 0; x < n; x++) {
    step(opts);
    if (simplifyNode(g, x, leq, side, reaches)) changed = true;
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
function irrelevantCyclicEdges(g: GameGraph, side: 'on' | 'off', root: number | undefined, opts: LoopyValueOptions, table: SideTable | undefined): boolean {
  let tab = table!;
  let changed = false;
  const n = g.size;
  const order: (0 | 1)[] = side === 'on' ? [1, 0] : [0, 1];
  for (const who of order) {
    if (who === order[1] && (root === undefined ? isStopperGraph(g) : rootIsStopper(g, root))) break;
    let ar = new AltReach(g);
    // for one root, the tests compare with the graph as it is at the start of the phase (the root's
    // side stays that of the start); the table of that comparison moves on with each deletion
    // (while the graph is as it came, that table is the one of the graph against itself)
    if (root !== undefined) tab = new SideTable(g, side, opts, { graph: g.clone(), as: who === 0 ? 'X' : 'Y' }, changed ? undefined : table);
    const back: 0 | 1 = who === 0 ? 1 : 0;
    const cyclic = (v: number, t: number): boolean => ar.reaches(t, back, v, who);
    /** Deletes the moves of `edges` still on alternating cycles when no queried side changes. */
    const tryDelete = (edges: readonly (readonly [number, number])[]): boolean | undefined => {
      const batch = edges.filter(([v, t]) => g.hasEdge(who, v, t) && cyclic(v, t));
      if (batch.length === 0) return undefined;
      step(opts);
      st('edgeTests');
      // without Left moves a game can only be lower, so G ≤ G' decides; for Right, G' ≤ G
      if (!tab.tryDelete(who, batch, root === undefined ? undefined : [root], opts)) return false;
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
    const units: [number, number][][] = [];
    for (let v = 0; v < n; v++) {
      const opt = Array.from(g.edges(who, v));
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
    for (let v = 0; v < n; v++) for (const t of g.edges(who, v)) cand.push([v, t]);
    for (const e of cand) tryDelete([e]);
  }
  return changed;
}

/**
 * The graph of node 0 of `g` in which the move `v → t` of player `who` (0 Left, 1 Right) may be
 * made at most `k` times: k + 1 copies of the graph, the move leading from copy i to copy i + 1
 * and missing from the last. Node 0 of copy 0 is the root. @internal
 */
export function unravelBy(g: GameGraph, v: number, t: number, who: 0 | 1, k: number): GameGraph {
  const m = g.size;
  const u = new GameGraph((k + 1) * m);
  u.addNodes((k + 1) * m);
  const list: number[] = [];
  for (let c = 0; c <= k; c++) {
    for (let x = 0; x < m; x++) {
      for (const s of [0, 1] as const) {
        list.length = 0;
        for (const w of g.edges(s, x)) list.push(w + c * m);
        if (x === v && s === who) {
          const i = list.indexOf(t + c * m);
          if (c < k) list[i] = t + (c + 1) * m;
          else list.splice(i, 1);
        }
        u.setEdges(s, x + c * m, list);
      }
    }
  }
  return packFrom(u, 0);
}

/** The most nodes a graph may have for unravelling to be tried on it. */
const MAX_UNRAVEL_NODES = 160;

/**
 * Step 3 (for one root, at node 0): a move of the player against whom infinite play counts
 * (Right on the onside, Left on the offside) that lies on an alternating cycle is unravelled by
 * 1, 2 or 3 turns when the root's side does not change; returns the first such graph, or
 * undefined. Unravelling past the comparison budget gives up (undefined).
 */
function unravelOnce(g: GameGraph, side: 'on' | 'off', opts: LoopyValueOptions): GameGraph | undefined {
  if (g.size > MAX_UNRAVEL_NODES) return undefined;
  const who: 0 | 1 = side === 'on' ? 1 : 0;
  const back: 0 | 1 = who === 0 ? 1 : 0;
  const ar = new AltReach(g);
  try {
    for (let v = 0; v < g.size; v++) {
      for (const t of Array.from(g.edges(who, v))) {
        if (!ar.reaches(t, back, v, who)) continue;
        for (let k = 1; k <= 3; k++) {
          step(opts);
          const u = unravelBy(g, v, t, who, k);
          // fewer Right moves can only raise the game (check U ≤ G); fewer Left moves lower it
          const ok = who === 1 ? sideLeq(u, 0, g, 0, side, opts) : sideLeq(g, 0, u, 0, side, opts);
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

/**
 * The graph `g` simplified for `side` by the steps of the module notes. With `root` given, every
 * step keeps the side of that node, and the graph is cut down to its followers (root at node 0 of
 * the result). With `root` undefined, every step keeps the side of every node (CGSuite's general
 * simplification), and the nodes keep their numbers. Stops when the root's graph (every node's,
 * in the general case) is a stopper or no step applies. @internal
 */
export function simplifyForSide(g0: GameGraph, side: 'on' | 'off', root: number | undefined, opts0: LoopyValueOptions = {}): GameGraph {
  const opts = withBudget(opts0);
  let g = root === undefined ? dedup(g0) : packFrom(g0, root);
  const r = root === undefined ? undefined : 0;
  const done = (): boolean => (r === undefined ? isStopperGraph(g) : rootIsStopper(g));
  // the solved comparison of the current graph with itself, while it is up to date
  let tab: SideTable | undefined;
  for (let round = 0; ; round++) {
    progress(opts, 'sidle', round);
    if (done()) break;
    let changed = false;
    const before = g.clone();
    if (tab?.g !== g) tab = new SideTable(g, side, opts);
    const bs = basicSimplifications(g, side, opts, tab);
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
    if (r === undefined && tab?.g !== g) tab = new SideTable(g, side, opts);
    const ice = irrelevantCyclicEdges(g, side, r, opts, tab?.g === g ? tab : undefined);
    if (ice) changed = true;
    if (r !== undefined && ice) g = packFrom(g, 0);
    if (!changed && r !== undefined && !done()) {
      const u = unravelOnce(g, side, opts);
      if (u) {
        g = u;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return g;
}
