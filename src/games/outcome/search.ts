/**
 * Who wins: an exact search of a game's outcome (which player wins with each player moving first)
 * over the game's own move rules, without computing canonical values where it need not.
 *
 * The searched position is a disjunctive sum of components, each either a position of the game
 * (split again after every move by {@link OutcomeRules.components}) or a canonical value (a
 * component whose value the rules know cheaply, {@link OutcomeRules.value}, or a follower of such
 * a value). Moving in a value means moving to one of its canonical options: a sum's outcome depends
 * only on its components' values, and the canonical form is one game of that value. Values of the
 * form number + k·↑ + *m are added into one component at once (cheap, exact arithmetic).
 *
 * The search is a negamax over the sum with a transposition table and an early stop: a player to
 * move wins when some move leads to a sum the other player loses moving first; the first such move
 * ends the search of the node. A sum of values alone is read from its value when it has one
 * component (Left moving first wins G exactly when G ≤ 0 fails; Right when G ≥ 0 fails).
 *
 * Invariants: a table entry maps the key of a sum (its components' keys, sorted) to what is known
 * of it: bit 0 set when Left moving first is decided, bit 1 when she wins; bits 2 and 3 the same
 * for Right. Entries are written only once decided, so the table can be emptied at any time at the
 * cost of time. Keys of the game's positions come from {@link OutcomeRules.key} (equal keys, equal
 * values, as the rules promise); keys of values are their interned identifiers. No recursion: an
 * explicit stack of nodes, as deep as the longest line of play.
 */
import { add } from '../../engine/arith.js';
import { leq } from '../../engine/compare.js';
import { zero } from '../../engine/constructors.js';
import { LimitError } from '../../engine/errors.js';
import { requireShape } from '../../engine/guard.js';
import type { Game } from '../../engine/game.js';
import type { Outcome } from '../../engine/ops.js';
import { limitOption, RunControl, type RunOptions } from '../../engine/run.js';
import { MAX_SOLVER_ENTRIES, type Player } from '../../engine/solver.js';

/**
 * The rules of a game as the outcome search needs them. P is the game's position type, C the type
 * of the components searched (P unless the rules search another representation, such as bitboards).
 */
export interface OutcomeRules<P, C = P> {
  /** The game's name, for messages. */
  readonly name: string;
  /** The positions `player` can move to from the component `p` (each split again by `components`). */
  options(p: C, player: Player): Iterable<C>;
  /** Optional: the components of a position of the game (default: `components` of `p` itself, when P is C). */
  start?(p: P): C[];
  /**
   * The independent components of `p`, whose disjunctive sum is `p`; components known to be 0
   * may be left out (a position with no move for either player gives `[]`).
   */
  components(p: C): C[];
  /** A key equal for components of equal value (normally: equal up to the game's symmetries). */
  key(p: C): string;
  /**
   * Optional: the canonical value of a component when it is cheap (a closed form, a table, a small
   * region), else undefined; the search then plays in the value instead of the position.
   */
  value?(p: C): Game | undefined;
  /**
   * Optional, in place of `key` and `value` for a component of the sum: its value when cheap, else
   * its key (one call, for rules where both come from the same work, such as a key up to symmetry).
   * `inSum` is true when the component is not alone in the sum (values pay most there: a search
   * of a sum searches the product of its components' positions).
   */
  classify?(p: C, inSum: boolean): string | Game;
  /**
   * Optional: whether `player` moving first wins the whole position `p`, by the rules' own search
   * (a board held in bit masks, played in place), or undefined when the rules leave `p` to the
   * generic search. It must answer as the generic search does; its tables are its own (bounded
   * caches), emptied by `clear`. `run` is stepped as it searches; past `maxEntries` positions
   * decided in one call it throws a `LimitError` naming `maxEntries`, as the generic search does.
   */
  decide?(p: P, player: Player, run: RunControl, maxEntries: number): boolean | undefined;
  /** Optional: empties the tables of `decide` (called by {@link OutcomeSearch.clear}). */
  clear?(): void;
}

/** Options of an {@link OutcomeSearch}: run control and the size of its table. */
export interface OutcomeSearchOptions extends RunOptions {
  /** The most sums kept in the table (default and most {@link MAX_SOLVER_ENTRIES}); a `LimitError` naming `maxEntries` past it. */
  maxEntries?: number;
}

/** One component of a sum: a position of the game, or a canonical value. */
interface Comp<P> {
  /** Its key in the sum's key: `p` + the rules' key, or `g` + the value's identifier. */
  readonly key: string;
  readonly pos: P | undefined;
  readonly val: Game | undefined;
}

/** A sum of components, sorted by key, with its key. */
interface Sum<P> {
  readonly comps: Comp<P>[];
  readonly key: string;
}

/** A move in a sum: to option `to` of the component at index `at` (a position, or a value's option). */
interface Move<P> {
  readonly at: number;
  readonly to: P | Game;
}

/**
 * A node of the search: a sum, the player to move, its moves once expanded (the sums they lead to
 * are built one at a time, as the search reaches them), and the next to try.
 */
interface Node<P> {
  readonly sum: Sum<P>;
  readonly player: 0 | 1;
  moves: Move<P>[] | undefined;
  next: number;
  /** The sum of move `next`, once built. */
  child: Sum<P> | undefined;
}

const PLAYERS: readonly Player[] = ['L', 'R'];

/** The key of a sum: each component's key with its length (two UTF-16 units) in front, in order. */
function sumKey<P>(comps: readonly Comp<P>[]): string {
  let s = '';
  for (const c of comps) s += String.fromCharCode(c.key.length & 0xffff, c.key.length >>> 16) + c.key;
  return s;
}

/** Inserts `c` into the sorted list `out`. */
function insert<P>(out: Comp<P>[], c: Comp<P>): void {
  let i = out.length;
  out.push(c);
  while (i > 0 && out[i - 1]!.key > c.key) {
    out[i] = out[i - 1]!;
    i--;
  }
  out[i] = c;
}

/**
 * The outcome search of one game (see the module notes). Its table is kept across calls;
 * `clear()` empties it.
 */
export class OutcomeSearch<P, C = P> {
  private readonly table = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly options: OutcomeSearchOptions;
  private visited = 0;

  /**
   * A search for `rules`.
   * @throws LimitError when `maxEntries` is not an integer from 1 to {@link MAX_SOLVER_ENTRIES}.
   */
  constructor(
    readonly rules: OutcomeRules<P, C>,
    options: OutcomeSearchOptions = {},
  ) {
    requireShape(rules, 'OutcomeSearch', 'rules', 'outcome rules (name, options, components, key)', { options: 'function', components: 'function', key: 'function' });
    this.options = options !== null && typeof options === 'object' ? options : {};
    this.maxEntries = limitOption(this.options.maxEntries, MAX_SOLVER_ENTRIES, 'maxEntries', { max: MAX_SOLVER_ENTRIES });
  }

  /** The number of sums in the table. */
  get size(): number {
    return this.table.size;
  }

  /** The number of nodes expanded since the search was made. */
  get nodes(): number {
    return this.visited;
  }

  /** Empties the table (and the rules' own, {@link OutcomeRules.clear}). */
  clear(): void {
    this.table.clear();
    this.rules.clear?.();
  }

  /** The outcome class of `p`: `'L'`, `'R'`, `'N'` (whoever moves first wins) or `'P'` (whoever moves second). */
  outcome(p: P, opts: RunOptions = {}): Outcome {
    const l = this.wins(p, 'L', opts);
    const r = this.wins(p, 'R', opts);
    return l ? (r ? 'N' : 'L') : r ? 'R' : 'P';
  }

  /**
   * True when `player`, moving first in `p`, wins.
   * @throws AbortError when the signal fires; LimitError past `maxEntries`.
   */
  wins(p: P, player: Player, opts: RunOptions = {}): boolean {
    const o = opts !== null && typeof opts === 'object' ? opts : {};
    const run = new RunControl({ signal: o.signal ?? this.options.signal, onProgress: o.onProgress ?? this.options.onProgress }, 'outcome search', 'positions', 1024);
    const decided = this.rules.decide?.(p, player, run, this.maxEntries);
    if (decided !== undefined) return decided;
    const comps: Comp<C>[] = [];
    const parts = this.rules.start ? this.rules.start(p) : this.rules.components(p as unknown as C);
    for (const c of parts) this.addPosition(comps, c, parts.length > 1);
    return this.search({ comps, key: sumKey(comps) }, player === 'L' ? 0 : 1, run);
  }

  /** What the table knows of `sum` with `player` to move: true (wins), false (loses), undefined. */
  private known(key: string, player: 0 | 1): boolean | undefined {
    const e = this.table.get(key);
    if (e === undefined) return undefined;
    const s = e >> (2 * player);
    return (s & 1) === 0 ? undefined : (s & 2) !== 0;
  }

  private store(key: string, player: 0 | 1, wins: boolean): void {
    const e = this.table.get(key);
    if (e === undefined && this.table.size >= this.maxEntries) {
      throw new LimitError(`${this.rules.name}: the outcome table reached its limit of ${this.maxEntries} positions (raise maxEntries, or clear())`, 'maxEntries');
    }
    this.table.set(key, (e ?? 0) | ((wins ? 3 : 1) << (2 * player)));
  }

  /** Adds a component of the game to a sum: as its value when the rules know it cheaply. */
  private addPosition(out: Comp<C>[], p: C, inSum: boolean): void {
    if (this.rules.classify) {
      const c = this.rules.classify(p, inSum);
      if (typeof c === 'string') insert(out, { key: 'p' + c, pos: p, val: undefined });
      else this.addValue(out, c);
      return;
    }
    const v = this.rules.value?.(p);
    if (v !== undefined) this.addValue(out, v);
    else insert(out, { key: 'p' + this.rules.key(p), pos: p, val: undefined });
  }

  /** Adds a value to a sum: 0 is left out; a value number + k·↑ + *m joins the sum's other such value. */
  private addValue(out: Comp<C>[], v: Game): void {
    if (v === zero) return;
    if (v.nus !== undefined) {
      const i = out.findIndex((c) => c.val !== undefined && c.val.nus !== undefined);
      if (i >= 0) {
        const w = add(out[i]!.val!, v);
        out.splice(i, 1);
        if (w !== zero) insert(out, { key: 'g' + w.id.toString(36), pos: undefined, val: w });
        return;
      }
    }
    insert(out, { key: 'g' + v.id.toString(36), pos: undefined, val: v });
  }

  /** The moves of `player` in `s`: in the game's components first, then in values. */
  private moves(s: Sum<C>, player: Player): Move<C>[] {
    const out: Move<C>[] = [];
    const { comps } = s;
    for (let i = 0; i < comps.length; i++) {
      const c = comps[i]!;
      if (c.pos !== undefined) for (const o of this.rules.options(c.pos, player)) out.push({ at: i, to: o });
    }
    for (let i = 0; i < comps.length; i++) {
      const c = comps[i]!;
      if (c.val !== undefined) for (const o of c.val.options(player)) out.push({ at: i, to: o });
    }
    return out;
  }

  /** The sum after move `m` in `s`. */
  private after(s: Sum<C>, m: Move<C>): Sum<C> {
    const { comps } = s;
    const next: Comp<C>[] = comps.slice(0, m.at).concat(comps.slice(m.at + 1));
    if (comps[m.at]!.pos !== undefined) {
      const parts = this.rules.components(m.to as C);
      const inSum = parts.length + next.length > 1;
      for (const part of parts) this.addPosition(next, part, inSum);
    }
    else this.addValue(next, m.to as Game);
    return { comps: next, key: sumKey(next) };
  }

  /** The negamax of the module notes, on an explicit stack. */
  private search(root: Sum<C>, first: 0 | 1, run: RunControl): boolean {
    const hit = this.known(root.key, first);
    if (hit !== undefined) return hit;
    const stack: Node<C>[] = [{ sum: root, player: first, moves: undefined, next: 0, child: undefined }];
    // the answer of the node just finished, for its parent
    let answer = false;
    let returning = false;
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      const other: 0 | 1 = f.player === 0 ? 1 : 0;
      if (returning) {
        returning = false;
        if (!answer) {
          this.store(f.sum.key, f.player, true);
          stack.pop();
          answer = true;
          returning = true;
          continue;
        }
        f.next++;
        f.child = undefined;
      }
      if (f.moves === undefined) {
        run.step();
        if ((++this.visited & 4095) === 0) run.progress(this.visited);
        const { comps } = f.sum;
        let decided = this.known(f.sum.key, f.player);
        if (decided === undefined) {
          if (comps.length === 0) decided = false;
          else if (comps.length === 1 && comps[0]!.val !== undefined) {
            const v = comps[0]!.val;
            decided = f.player === 0 ? !leq(v, zero) : !leq(zero, v);
            this.store(f.sum.key, f.player, decided);
          }
        }
        if (decided !== undefined) {
          stack.pop();
          answer = decided;
          returning = true;
          continue;
        }
        f.moves = this.moves(f.sum, PLAYERS[f.player]!);
      }
      const moves = f.moves;
      let won = false;
      while (f.next < moves.length) {
        f.child ??= this.after(f.sum, moves[f.next]!);
        const k = this.known(f.child.key, other);
        if (k === undefined) break;
        if (!k) {
          won = true;
          break;
        }
        f.next++;
        f.child = undefined;
      }
      if (won || f.next === moves.length) {
        this.store(f.sum.key, f.player, won);
        stack.pop();
        answer = won;
        returning = true;
        continue;
      }
      stack.push({ sum: f.child!, player: other, moves: undefined, next: 0, child: undefined });
    }
    return answer;
  }
}
