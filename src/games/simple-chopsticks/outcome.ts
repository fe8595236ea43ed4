/**
 * Outcomes of SIMPLE CHOPSTICKS positions without canonical forms, by an iterative depth-first
 * search that stops at the first winning move. Much cheaper than values, so it reaches far more
 * hands.
 *
 * The game is symmetric between the players: "Left, moving first in (x | y), wins" is the same
 * question as "Right, moving first in (y | x), wins". So the search works on ordered pairs
 * (mover's side, opponent's side) — the mover attacks the opponent's side — and the memo holds one
 * answer per pair.
 *
 * Invariants:
 * - Sides are interned per finger count: a side (sorted hands) has one small integer id in its
 *   {@link SideTable}; equal sides have equal ids. Ids stay below 2^26, so the memo key
 *   `mover · 2^26 + opponent` is an exact integer.
 * - Memo value 1 = "the mover wins", 2 = "the mover loses"; absent = unknown.
 * - `att[x]` of a side lists the sides reached when a hand of x attacks it, one per distinct
 *   defending hand, the moves that remove a hand first (`rem[x]` of them); computed on first use.
 *
 * Move ordering and cut-offs (measured in docs/chopsticks.md):
 * - Theorem 4 of the paper (on by default, `theorem4: false` turns it off): a mover with more hands
 *   than a non-empty opponent wins; by its Lemma 1, a mover with at least two hands fewer loses, and
 *   a mover with exactly one hand fewer can only win by removing a hand, so only those moves are tried.
 * - Moves that remove a hand are tried first, larger attacking hands first.
 * - Before descending, every option is looked up in the memo (an option already known to lose for
 *   the opponent wins at once).
 */
import { registerInstanceCache } from '../../engine/cache.js';
import { AbortError, LimitError } from '../../engine/errors.js';
import type { Outcome } from '../../engine/ops.js';
import type { Player } from '../../engine/solver.js';
import { requirePosition, type Position } from './position.js';
import { withHand } from './rules.js';
import type { RunOptions } from '../../engine/run.js';
import { kindError, optionsArg } from '../../engine/guard.js';

/**
 * Options of an {@link OutcomeSolver}: run control ({@link RunOptions}; progress every 65,536
 * searched nodes, phase `'search'`, the positions in the memo, with no total: a search cannot know
 * it) and limits.
 */
export interface OutcomeOptions extends RunOptions {
  /**
   * Most positions the memo may hold; beyond it, a LimitError naming `maxPositions`. Default 10
   * million: a memo entry with its share of the interned sides takes 90 to 240 bytes, so the default
   * stays under 2.5 GB, within Node's default heap on a machine of 16 GB or more (30 million, the
   * old default, ran a search of two hands a side out of a 4 GB heap at 23 million).
   */
  maxPositions?: number;
  /**
   * Use Theorem 4 and Lemma 1 of the paper as cut-offs (default true). Off, the search only uses
   * the rules (the tests of Theorem 4 use it off, so they do not assume what they check).
   */
  theorem4?: boolean;
  /** Try the moves that remove a hand first (default true; off: the rule's order). */
  ordering?: boolean;
}

const ID_LIMIT = 2 ** 26;

/**
 * Measured (scripts/cache-memory.ts; docs/architecture.md, "Caches"): clearing frees the interned
 * sides and their attack lists with the memo, 90 B a memo entry in a search of three hands a side
 * with 5,036,618 entries, 134 B with 351,491, and up to 242 B in searches of two hands a side.
 */
const OUTCOME_BYTES_PER_ENTRY = 120;
const trackOutcomeSolver = registerInstanceCache('chopsticks.outcome', 'who wins moving first from a position, in an OutcomeSolver (all live solvers)', OUTCOME_BYTES_PER_ENTRY);

interface Side {
  hands: number[];
  /** Distinct hand values, largest first. */
  vals: number[];
  att: Array<Int32Array | undefined>;
  rem: Int32Array;
}

/** The interned sides of one finger count. */
class SideTable {
  readonly sides: Side[] = [];
  /** (mover · 2^26 + opponent) → 1 the mover wins, 2 the mover loses. */
  readonly memo = new Map<number, number>();
  private readonly ids = new Map<number | string, number>();
  private readonly max: number;
  constructor(readonly n: number) {
    this.max = Math.floor(Number.MAX_SAFE_INTEGER / (n + 1));
  }

  /** The id of a sorted side. */
  id(hands: readonly number[]): number {
    const b = this.n + 1;
    let k: number | string = 1;
    for (const h of hands) {
      if (k > this.max) {
        k = hands.join(',');
        break;
      }
      k = k * b + h;
    }
    let id = this.ids.get(k);
    if (id === undefined) {
      id = this.sides.length;
      if (id >= ID_LIMIT) throw new LimitError(`the outcome search met more than ${ID_LIMIT} distinct sides`);
      const vals: number[] = [];
      for (let i = hands.length - 1; i >= 0; i--) if (i === hands.length - 1 || hands[i] !== hands[i + 1]) vals.push(hands[i]!);
      this.sides.push({ hands: hands.slice(), vals, att: [], rem: new Int32Array(this.n + 1) });
      this.ids.set(k, id);
    }
    return id;
  }

  /** The sides reached when a hand of x attacks side `d` (removals first when `ordered`). */
  attacked(d: number, x: number, ordered: boolean): Int32Array {
    const s = this.sides[d]!;
    let r = s.att[x];
    if (r !== undefined) return r;
    const n = this.n;
    const hands = s.hands;
    const removed: number[] = [];
    const kept: number[] = [];
    const inOrder: number[] = [];
    for (let j = 0; j < hands.length; j++) {
      const y = hands[j]!;
      if (j > 0 && hands[j - 1] === y) continue;
      const id = this.id(withHand(hands, j, x + y, n));
      (x + y > n ? removed : kept).push(id);
      inOrder.push(id);
    }
    // removals of the largest defending hands first (they are at the end of `removed`)
    r = ordered ? Int32Array.from([...removed.reverse(), ...kept]) : Int32Array.from(inOrder);
    s.rem[x] = ordered ? removed.length : 0;
    s.att[x] = r;
    return r;
  }
}

/** One search frame: the mover's side m against the opponent's side d, with a cursor over moves. */
interface Frame {
  m: number;
  d: number;
  /** Index into the mover's distinct values, and into the current attack list. */
  vi: number;
  j: number;
  /** Only moves that remove a hand may win (Lemma 1). */
  onlyRemovals: boolean;
  /** The option being searched below this frame (its memo key), or −1. */
  pending: number;
}

/** Outcomes (L, R, N, P) of SIMPLE CHOPSTICKS positions, with a memo shared across calls. */
export class OutcomeSolver {
  private readonly tables = new Map<number, SideTable>();
  private readonly maxPositions: number;
  private readonly theorem4: boolean;
  private readonly ordering: boolean;
  private steps = 0;
  private stored = 0;

  /** A solver with the given limits. */
  constructor(private readonly opts: OutcomeOptions = {}) {
    opts = this.opts = optionsArg<OutcomeOptions>(opts, 'new OutcomeSolver');
    this.maxPositions = opts.maxPositions ?? 10_000_000;
    this.theorem4 = opts.theorem4 ?? true;
    this.ordering = opts.ordering ?? true;
    trackOutcomeSolver(this);
  }

  /** Positions (mover's side, opponent's side) in the memo. */
  get size(): number {
    let s = 0;
    for (const t of this.tables.values()) s += t.memo.size;
    return s;
  }

  /** Search nodes expanded since the solver was made (a measure of the work). */
  get nodes(): number {
    return this.steps;
  }

  /** Empties the memo. */
  clear(): void {
    this.tables.clear();
    this.stored = 0;
  }

  /** Whether `player`, moving first in `p`, has a winning strategy. */
  winsMovingFirst(p: Position, player: Player, signal = this.opts.signal): boolean {
    requirePosition(p, 'OutcomeSolver.winsMovingFirst');
    if (player !== 'L' && player !== 'R') throw kindError('OutcomeSolver.winsMovingFirst', 'player', "'L' or 'R'", player);
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw kindError('OutcomeSolver.winsMovingFirst', 'signal', 'an AbortSignal or undefined', signal);
    return this.#wins(p, player, signal);
  }

  /** {@link OutcomeSolver.winsMovingFirst} of arguments already checked. */
  #wins(p: Position, player: Player, signal: AbortSignal | undefined): boolean {
    let t = this.tables.get(p.n);
    if (t === undefined) {
      t = new SideTable(p.n);
      this.tables.set(p.n, t);
    }
    const mover = t.id(player === 'L' ? p.left : p.right);
    const opp = t.id(player === 'L' ? p.right : p.left);
    return this.#search(t, mover, opp, signal);
  }

  /** The answer the rules give without search (empty sides, Theorem 4, Lemma 1), or 0 if none. */
  #quick(t: SideTable, m: number, d: number): number {
    const lm = t.sides[m]!.hands.length;
    const ld = t.sides[d]!.hands.length;
    if (lm === 0 || ld === 0) return 2; // nobody can move
    if (this.theorem4) {
      if (lm > ld) return 1; // Theorem 4
      if (lm < ld - 1) return 2; // Lemma 1: after any move the opponent has more hands and moves
    }
    return 0;
  }

  #search(t: SideTable, m0: number, d0: number, signal: AbortSignal | undefined): boolean {
    const memo = t.memo; // one memo per finger count
    const key = (m: number, d: number): number => m * ID_LIMIT + d;
    if (signal?.aborted) throw new AbortError('the outcome search was aborted');
    const q0 = this.#quick(t, m0, d0);
    if (q0 !== 0) return q0 === 1;
    const k0 = memo.get(key(m0, d0));
    if (k0 !== undefined) return k0 === 1;
    const ordered = this.ordering;
    const frame = (m: number, d: number): Frame => ({
      m,
      d,
      vi: 0,
      j: 0,
      onlyRemovals: this.theorem4 && ordered && t.sides[m]!.hands.length === t.sides[d]!.hands.length - 1,
      pending: -1,
    });
    const stack: Frame[] = [frame(m0, d0)];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      const ms = t.sides[f.m]!;
      let result = 0; // 1 win, 2 loss, 0 descend
      let child = -1;
      // memo look-ahead: an option already known to lose for the opponent wins now
      if (f.vi === 0 && f.j === 0 && f.pending === -1) {
        scan: for (const x of ms.vals) {
          const opts = t.attacked(f.d, x, ordered);
          const lim = f.onlyRemovals ? t.sides[f.d]!.rem[x]! : opts.length;
          for (let j = 0; j < lim; j++) {
            const o = opts[j]!;
            const q = this.#quick(t, o, f.m);
            if (q === 2 || (q === 0 && memo.get(key(o, f.m)) === 2)) {
              result = 1;
              break scan;
            }
          }
        }
      }
      if (f.pending !== -1) {
        // back from the child: did the opponent lose there?
        if (memo.get(f.pending) === 2) result = 1;
        f.pending = -1;
        f.j++;
      }
      while (result === 0) {
        if (f.vi >= ms.vals.length) {
          result = 2;
          break;
        }
        const x = ms.vals[f.vi]!;
        const opts = t.attacked(f.d, x, ordered);
        const lim = f.onlyRemovals ? t.sides[f.d]!.rem[x]! : opts.length;
        if (f.j >= lim) {
          f.vi++;
          f.j = 0;
          continue;
        }
        const o = opts[f.j]!;
        const q = this.#quick(t, o, f.m);
        const r = q !== 0 ? q : memo.get(key(o, f.m));
        if (r === 2) result = 1;
        else if (r === 1) f.j++;
        else {
          child = o;
          break;
        }
      }
      if (result === 0) {
        f.pending = key(child, f.m);
        stack.push(frame(child, f.m));
        continue;
      }
      if (++this.stored > this.maxPositions) {
        throw new LimitError(`the outcome search reached its limit of ${this.maxPositions} positions (raise maxPositions)`, 'maxPositions');
      }
      memo.set(key(f.m, f.d), result);
      stack.pop();
      if ((++this.steps & 65535) === 0) {
        this.opts.onProgress?.({ phase: 'search', done: this.stored, unit: 'positions' });
        if (signal?.aborted) throw new AbortError('the outcome search was aborted');
      }
    }
    return memo.get(key(m0, d0)) === 1;
  }

  /** The outcome class of `p`: L, R, N (next player wins) or P (previous player wins). */
  outcome(p: Position, options: { signal?: AbortSignal } = {}): Outcome {
    const opts = optionsArg<{ signal?: AbortSignal }>(options, 'outcome');
    requirePosition(p, 'OutcomeSolver.outcome');
    const signal = opts.signal === undefined ? this.opts.signal : opts.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw kindError('OutcomeSolver.outcome', 'signal', 'an AbortSignal or undefined', signal);
    // the position is checked once for both searches
    const l = this.#wins(p, 'L', signal);
    const r = this.#wins(p, 'R', signal);
    return l ? (r ? 'N' : 'L') : r ? 'R' : 'P';
  }
}

const shared = new OutcomeSolver();

/**
 * The outcome class of `p` (L, R, N or P) from the boolean solver (no canonical forms), with a memo
 * shared across calls. For limits, progress or a private memo, use an {@link OutcomeSolver}.
 */
export function outcome(p: Position, opts: { signal?: AbortSignal } = {}): Outcome {
  return shared.outcome(p, opts);
}

/** Empties the memo shared by {@link outcome}. */
export function clearOutcomeTable(): void {
  shared.clear();
}
