/**
 * Heap games in misère play: a heap game is given by the moves of one heap, each move leaving a
 * multiset of heaps (take-and-break games: octal codes, subtraction games, Grundy's game). A
 * position is a multiset of heaps, the disjunctive sum of its heaps.
 *
 * This module gives, for any such rules: the misère outcome of a sum of heaps and a winning move
 * by a plain game-tree search (no theory, the reference every other method is checked against),
 * the misère canonical form of a heap or a sum through the generic `Solver` with the misère
 * algebra, and the genus of every heap.
 *
 * Invariant: a position is kept as its heaps sorted in decreasing order with the heaps that have
 * no move removed (they are 0 and change no outcome), so equal positions have equal keys.
 */
import { KindError, LimitError } from '../engine/errors.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { Solver, type Ruleset, type ValueAlgebra } from '../engine/solver.js';
import type { HeapRules as ImpartialHeapRules } from '../impartial/heap-rules.js';
import { misereGame, misereSum, misereZero, type MisereGame } from './game.js';
import { genusString } from './genus.js';
import { kindError, optionsArg, requireInt } from '../engine/guard.js';
import { MAX_HEAP } from '../impartial/heap-rules.js';
import { requireHeapRules, requireHeaps } from './guard.js';

/**
 * The rules of a heap game: the moves of one heap, given either as `heapOptions` (this interface)
 * or as the `moves` of the take-and-break rules of `src/impartial/` (`parseHeapRules('0.77')`).
 */
export type HeapGameRules = HeapOptionRules | ImpartialHeapRules;

/** Heap rules given by a function listing the moves of a heap. */
export interface HeapOptionRules {
  /** A name for messages (an octal code such as `0.77`). */
  readonly name: string;
  /**
   * The moves from a heap of size n (n ≥ 0): each move is the list of heap sizes it leaves
   * (empty when it leaves nothing; heaps of size 0 may be listed and are ignored).
   */
  heapOptions(n: number): Iterable<readonly number[]>;
}

/** The misère algebra: impartial values are misère canonical forms and sums are misère sums. */
export const misereAlgebra: ValueAlgebra<MisereGame> = {
  name: 'misere',
  fromOptions(left, right) {
    if (!Array.isArray(left) || !Array.isArray(right)) throw kindError('misereAlgebra.fromOptions', 'left, right', 'arrays of misère games', Array.isArray(left) ? right : left);
    if (left !== right) {
      const ids = new Set(left.map((g) => g.id));
      if (right.length !== left.length || right.some((g) => !ids.has(g.id))) {
        throw new KindError('misère canonical forms are defined for impartial games: Left and Right have different options here', 'partizan');
      }
    }
    return misereGame(left);
  },
  sum: (values) => misereSum(values),
};

/** The options of heap n, memoised per rules object, normalised (sorted decreasing, dead heaps removed). */
export class HeapMoves {
  private readonly cache: Array<Array<readonly number[]>> = [];
  /** Heaps known to have no move. */
  private readonly dead: boolean[] = [];
  /** The largest heap whose moves may be listed (raised by {@link HeapMoves.prepare}). */
  private cap: number;

  /**
   * @param rules the rules.
   * @param opts `maxHeap`: the largest heap whose moves may be listed (default 100,000; a
   *   {@link LimitError} naming it beyond).
   */
  constructor(
    /** The rules. */
    readonly rules: HeapGameRules,
    opts: { maxHeap?: number } = {},
  ) {
    requireHeapRules(rules, 'new HeapMoves');
    this.cap = limitOption(optionsArg<{ maxHeap?: number }>(opts, 'new HeapMoves').maxHeap, DEFAULT_MISERE_MAX_HEAP, 'maxHeap', { min: 0, max: MAX_HEAP });
  }

  private checkHeap(n: number, fn: string): void {
    requireInt(n, fn, 'n', Number.MIN_SAFE_INTEGER, MAX_HEAP);
    if (n > this.cap) throw new LimitError(`${fn}: heap ${n} is larger than maxHeap = ${this.cap} (the moves of every smaller heap are listed first)`, 'maxHeap');
  }

  /** The normalised moves of heap n. */
  of(n: number): ReadonlyArray<readonly number[]> {
    let c = this.cache[n];
    if (c === undefined) this.checkHeap(n, 'HeapMoves.of');
    if (c === undefined) {
      const seen = new Set<string>();
      c = [];
      const r = this.rules;
      if ('isShort' in r && !r.isShort) throw new KindError(`the heap game ${r.code} is loopy (a move can leave a heap as large as the one it came from): misère play here is for short games`, 'loopy');
      for (const mv of 'heapOptions' in r ? r.heapOptions(n) : r.moves(n)) {
        const m = mv.filter((h) => h > 0 && !this.isDead(h)).sort((a, b) => b - a);
        const k = m.join(' ');
        if (!seen.has(k)) {
          seen.add(k);
          c.push(m);
        }
      }
      this.cache[n] = c;
      this.dead[n] = c.length === 0;
    }
    return c;
  }

  /**
   * True when heap n has no move. The moves of every heap below n are listed first (so that `of`
   * can drop dead heaps), one {@link RunControl.step} each when `run` is given.
   */
  isDead(n: number, run?: RunControl): boolean {
    if (n <= 0) return true;
    if (this.dead[n] === undefined) {
      this.checkHeap(n, 'HeapMoves.isDead');
      // heaps below n come first so that `of` can drop them
      for (let i = 1; i <= n; i++) {
        run?.step();
        if (this.dead[i] === undefined) this.of(i);
      }
    }
    return this.dead[n]!;
  }

  /**
   * Lists the moves of every heap up to the largest of `heaps` under `run`'s signal, after checking
   * that none is above `maxHeap` (a {@link LimitError} naming `maxHeap`): the door of every search
   * over these rules, so that a heap near 2^31 is refused at once instead of listing 2^31 heaps.
   */
  prepare(heaps: readonly number[], maxHeap: number, run: RunControl): void {
    let top = 0;
    for (const h of heaps) top = Math.max(top, h);
    if (top > maxHeap) throw new LimitError(`heap ${top} is larger than maxHeap = ${maxHeap} (the moves of every smaller heap are listed first)`, 'maxHeap');
    this.cap = Math.max(this.cap, maxHeap);
    this.isDead(top, run);
  }

  /** A position as the solver keeps it: live heaps sorted in decreasing order. */
  normalise(heaps: readonly number[]): number[] {
    return this.live(requireHeaps(heaps, 'HeapMoves.normalise'));
  }

  /** {@link HeapMoves.normalise} of heaps already checked (the searches' inner path). @internal */
  live(heaps: readonly number[]): number[] {
    return heaps.filter((h) => !this.isDead(h)).sort((a, b) => b - a);
  }
}

const movesOf = new WeakMap<HeapGameRules, HeapMoves>();

/** @internal the memoised moves of `rules`. */
export function heapMoves(rules: HeapGameRules): HeapMoves {
  requireHeapRules(rules, 'heapMoves');
  let m = movesOf.get(rules);
  if (m === undefined) {
    m = new HeapMoves(rules);
    movesOf.set(rules, m);
  }
  return m;
}

/** The positions one move away from `pos` (normalised), each with the heap moved from and the move. */
export function* heapPositionMoves(moves: HeapMoves, pos: readonly number[]): Generator<{ position: number[]; heap: number; leaves: readonly number[] }> {
  for (let i = 0; i < pos.length; i++) {
    if (i > 0 && pos[i] === pos[i - 1]) continue;
    const rest = pos.slice(0, i).concat(pos.slice(i + 1));
    for (const mv of moves.of(pos[i]!)) yield { position: rest.concat(mv).sort((a, b) => b - a), heap: pos[i]!, leaves: mv };
  }
}

/** Default largest heap of the misère heap searches and forms (`maxHeap`). */
export const DEFAULT_MISERE_MAX_HEAP = 100_000;

/** Options of the plain misère search. */
export interface HeapSearchOptions extends RunOptions {
  /** The most positions the search may remember (default 4,000,000); beyond, a {@link LimitError}. */
  maxPositions?: number;
  /** The largest heap a question may hold (default 100,000); beyond, a {@link LimitError} naming it. */
  maxHeap?: number;
}

/**
 * A plain misère game-tree search over sums of heaps, with a table of the positions it has solved
 * (no theory). Keep one per rules to share its table between questions.
 */
export class HeapSearch {
  private readonly table = new Map<string, boolean>();
  /** The rules' moves. */
  readonly moves: HeapMoves;
  private readonly maxPositions: number;
  private readonly maxHeap: number;

  constructor(rules: HeapGameRules, opts: { maxPositions?: number; maxHeap?: number } = {}) {
    this.moves = heapMoves(rules);
    const o = optionsArg<{ maxPositions?: number; maxHeap?: number }>(opts, 'new HeapSearch');
    this.maxPositions = limitOption(o.maxPositions, 4_000_000, 'maxPositions');
    this.maxHeap = limitOption(o.maxHeap, DEFAULT_MISERE_MAX_HEAP, 'maxHeap', { min: 0, max: MAX_HEAP });
  }

  /** The number of positions solved so far. */
  get size(): number {
    return this.table.size;
  }

  /**
   * True when the player to move wins the misère sum of these heaps (the player who cannot move
   * wins). Explicit stack; a {@link LimitError} past `maxPositions`.
   */
  wins(heaps: readonly number[], opts: RunOptions = {}): boolean {
    const run = new RunControl(optionsArg<RunOptions>(opts, 'HeapSearch.wins'), 'search', 'positions');
    const given = requireHeaps(heaps, 'HeapSearch.wins');
    this.moves.prepare(given, this.maxHeap, run);
    const root = this.moves.live(given);
    const rootKey = root.join(' ');
    const known = this.table.get(rootKey);
    if (known !== undefined) return known;
    const stack: Array<{ pos: number[]; key: string }> = [{ pos: root, key: rootKey }];
    while (stack.length > 0) {
      run.step();
      const top = stack[stack.length - 1]!;
      if (this.table.has(top.key)) {
        stack.pop();
        continue;
      }
      let win = top.pos.length === 0; // no move: the player to move wins
      let missing = false;
      if (!win) {
        for (const { position } of heapPositionMoves(this.moves, top.pos)) {
          const k = position.join(' ');
          const v = this.table.get(k);
          if (v === undefined) {
            stack.push({ pos: position, key: k });
            missing = true;
          } else if (!v) {
            win = true;
            break;
          }
        }
      }
      if (missing && !win) continue;
      if (this.table.size >= this.maxPositions) throw new LimitError(`the misère search needs more than ${this.maxPositions} positions (the limit maxPositions)`, 'maxPositions');
      this.table.set(top.key, win);
      stack.pop();
      run.progress(this.table.size);
    }
    return this.table.get(rootKey)!;
  }

  /** The misère outcome of the sum: `'N'` when the player to move wins, else `'P'`. */
  outcome(heaps: readonly number[], opts: RunOptions = {}): 'N' | 'P' {
    return this.wins(heaps, opts) ? 'N' : 'P';
  }

  /** A winning move of the sum (the heap moved from and the heaps it leaves), or undefined when there is none. */
  winningMove(heaps: readonly number[], opts: RunOptions = {}): { heap: number; leaves: readonly number[]; position: number[] } | undefined {
    const given = requireHeaps(heaps, 'HeapSearch.winningMove');
    this.moves.prepare(given, this.maxHeap, new RunControl(optionsArg<RunOptions>(opts, 'HeapSearch.winningMove'), 'search', 'positions'));
    const pos = this.moves.live(given);
    for (const m of heapPositionMoves(this.moves, pos)) if (!this.wins(m.position, opts)) return m;
    return undefined;
  }
}

/** A ruleset over positions given as heap lists, for the `Solver` (impartial; split into heaps). */
export function heapRuleset(rules: HeapGameRules): Ruleset<readonly number[], MisereGame> {
  requireHeapRules(rules, 'heapRuleset');
  const moves = heapMoves(rules);
  return {
    impartial: true,
    key: (p) => moves.live(p).join(' '),
    options: function* (p) {
      for (const m of heapPositionMoves(moves, moves.live(p))) yield m.position;
    },
    components: (p) => {
      const n = moves.live(p);
      return n.length === 1 ? undefined : n.map((h) => [h]);
    },
    known: (p) => (moves.live(p).length === 0 ? misereZero : undefined),
  };
}

/** Options of {@link heapMisereForm} and {@link heapGenera}. */
export interface HeapValueOptions extends RunOptions {
  /** The most positions in the solver's table (default 1,000,000). */
  maxEntries?: number;
  /** The largest heap (default 100,000); beyond, a {@link LimitError} naming it. */
  maxHeap?: number;
}

const solvers = new WeakMap<HeapGameRules, Solver<readonly number[], MisereGame>>();

function solverFor(rules: HeapGameRules, opts: HeapValueOptions): Solver<readonly number[], MisereGame> {
  let s = solvers.get(rules);
  if (s === undefined) {
    s = new Solver(heapRuleset(rules), { algebra: misereAlgebra, maxEntries: limitOption(opts.maxEntries, 1_000_000, 'maxEntries', { max: 16_000_000 }) });
    solvers.set(rules, s);
  }
  return s;
}

/** The misère canonical form of a sum of heaps (one heap: `[n]`). */
export function heapMisereForm(rules: HeapGameRules, heaps: readonly number[], options: HeapValueOptions = {}): MisereGame {
  requireHeapRules(rules, 'heapMisereForm');
  requireHeaps(heaps, 'heapMisereForm');
  const opts = optionsArg<HeapValueOptions>(options, 'heapMisereForm');
  heapMoves(rules).prepare(heaps, limitOption(opts.maxHeap, DEFAULT_MISERE_MAX_HEAP, 'maxHeap', { min: 0, max: MAX_HEAP }), new RunControl(opts, 'heap moves', 'heaps'));
  return solverFor(rules, opts).value(heaps, { signal: opts.signal, onProgress: opts.onProgress });
}

/** CGSuite's genus text of each heap 0..n (`0`, `1`, `4^146`, …). */
export function heapGenera(rules: HeapGameRules, n: number, options: HeapValueOptions = {}): string[] {
  requireHeapRules(rules, 'heapGenera');
  requireInt(n, 'heapGenera', 'n', 0, MAX_HEAP);
  const opts = optionsArg<HeapValueOptions>(options, 'heapGenera');
  heapMoves(rules).prepare([n], limitOption(opts.maxHeap, DEFAULT_MISERE_MAX_HEAP, 'maxHeap', { min: 0, max: MAX_HEAP }), new RunControl(opts, 'heap moves', 'heaps'));
  const out: string[] = [];
  const run = new RunControl(opts, 'genus', 'heaps');
  for (let k = 0; k <= n; k++) {
    out.push(genusString(heapMisereForm(rules, [k], opts)));
    run.progress(k + 1, n + 1);
  }
  return out;
}
