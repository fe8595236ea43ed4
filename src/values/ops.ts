/**
 * The operations of the one family of values: sums, negatives, comparison, outcome classes and
 * stops of any member (a short `Game`, a `Stopper`, a `SidedValue`, a `SimplifiedSidedValue`).
 *
 * Invariants kept by this module:
 * - Short games take the short engine's path first, before any other test: for two `Game`s every
 *   operation is the engine's own (the same interned result, the same speed, the same types).
 * - Every result is in its simplest kind (see kind.ts): a loopy result whose graph has no cycle is
 *   returned as its `Game`, a sided value with equal sides is its stopper (the loopy engine interns
 *   it so), and a loopfree `Stopper` given as an argument is taken as its `Game`.
 * - Anything that is not a value of the family is a {@link KindError} before any work.
 * - The loopy engine's limits (`maxNodes`, `maxPairs`, `maxSidleWork`) and `signal` apply to every
 *   loopy computation; a short game is turned into loopy nodes only after its followers were
 *   counted against `maxNodes` (one Stopper each, interned for good).
 */
import { add as addShort, neg as negShort } from '../engine/arith.js';
import { zero } from '../engine/constructors.js';
import { KindError, LimitError } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { type Comparison, compareBy, leq as leqShort, type Outcome, outcomeOf } from '../engine/compare.js';
import { isInfinitesimal as isInfinitesimalShort, stops as stopsShort } from '../engine/properties.js';
import { limitOption, type RunOptions } from '../engine/run.js';
import type { LoopyValueOptions } from '../loopy/graph.js';
import { type LoopyOutcome, type Pseudonumber, isInfinitesimal as isInfinitesimalLoopy, leftStop, outcomeClass, rightStop } from '../loopy/properties.js';
import { SidedValue, sidedOrdered } from '../loopy/sided.js';
import { type AnyLoopyValue, SimplifiedSidedValue, addAny, leqAny, negAny } from '../loopy/simplified.js';
import { MAX_SHORT_FOLLOWERS, Stopper, fromGame, toGame } from '../loopy/stopper.js';
import { type Value, requireValue } from './kind.js';

export type { Comparison, Outcome, LoopyOutcome, Pseudonumber };

/** The loopy engine's limits a computation on loopy values may be given. */
export interface LoopyLimits {
  /** The most graph nodes an algorithm may hold (short games expanded); default 4,000,000. */
  readonly maxNodes?: number;
  /** The most node pairs the comparison tables may hold; default 16,000,000. */
  readonly maxPairs?: number;
  /** The most comparison work one sidling may do, in node pairs; default 400,000,000. */
  readonly maxSidleWork?: number;
}

/**
 * Options of the family's operations on loopy values (ignored for two short games, whose
 * operations are immediate): the loopy engine's limits (a `LimitError` naming the limit past it)
 * and a signal that cancels the computation (an `AbortError`).
 */
export interface ValueOptions extends LoopyLimits, Pick<RunOptions, 'signal'> {}

/** The loopy engine's options for the family's options (only the limit fields and the signal). @internal */
export function engineOptions(o: ValueOptions | undefined): LoopyValueOptions {
  const out: LoopyValueOptions = {};
  if (o === undefined || o === null || typeof o !== 'object') return out;
  for (const k of ['maxNodes', 'maxPairs', 'maxSidleWork'] as const) if (o[k] !== undefined) out[k] = limitOption(o[k], 1, k);
  if (o.signal !== undefined) out.signal = o.signal;
  return out;
}

/** The family member in its simplest kind: a loopfree stopper as its `Game`. @internal */
export function simplest(v: Game | AnyLoopyValue): Value {
  return v instanceof Stopper && v.isLoopfree ? toGame(v)! : v;
}

/**
 * The loopy form of a value for the loopy engine: a short game as its canonical stopper, after
 * its followers were counted against `maxNodes` (each becomes an interned stopper). @internal
 */
export function loopyForm(v: Value, o: LoopyValueOptions = {}): AnyLoopyValue {
  if (!(v instanceof Game)) return v;
  guardFollowers(v, o);
  return fromGame(v);
}

/**
 * A LimitError when the short game `g` is too big to become loopy nodes (one interned Stopper per
 * follower, and the engine's work grows with the moves between them): more followers than
 * `maxNodes` or than MAX_SHORT_FOLLOWERS, or more moves (edges between followers) than `maxPairs`.
 * Checked before the work: `tis - ±65536` took 12 s and 131,073 stoppers to be refused at maxNodes
 * 20,000, and `{2&-*822|1&-2}` (the 823 followers of *822 have 338,253 moves) 22 s at
 * maxPairs 100,000. @internal
 */
export function guardFollowers(g: Game, o: Pick<LoopyValueOptions, 'maxNodes' | 'maxPairs'>): void {
  // a number-up-star value x + k·↑ + *m has at least ⌊|x|⌋ + 1 followers (the integers down to
  // 0) and, for *m, m(m + 1)/2 moves among them: refused at once when that passes a limit
  const n = g.nus === undefined ? 0 : Math.floor(Math.abs(g.nus.number)) + 1;
  const maxNodes = o.maxNodes ?? Infinity;
  const maxPairs = o.maxPairs ?? Infinity;
  const tooMany = (max: number, what: string, option: string): LimitError =>
    new LimitError(`a short game here has more than ${max} ${what} to turn into loopy nodes (${option})`, option);
  // the caller's limit first (it names the option to raise), then the library's own
  if (n > maxNodes) throw tooMany(maxNodes, 'followers', 'maxNodes');
  if (n > MAX_SHORT_FOLLOWERS) throw tooMany(MAX_SHORT_FOLLOWERS, 'distinct followers (an integer n has |n| + 1)', 'MAX_SHORT_FOLLOWERS');
  if (g.nus !== undefined && (g.nus.nim * (g.nus.nim + 1)) / 2 > maxPairs) throw tooMany(maxPairs, 'moves among its followers', 'maxPairs');
  if (o.maxNodes === undefined && o.maxPairs === undefined) return;
  const seen = new Set<Game>([g]);
  const stack: Game[] = [g];
  let edges = 0;
  while (stack.length) {
    const h = stack.pop()!;
    for (const side of [h.leftOptions, h.rightOptions]) {
      edges += side.length;
      if (edges > maxPairs) throw tooMany(maxPairs, 'moves among its followers', 'maxPairs');
      for (const x of side) {
        if (seen.has(x)) continue;
        seen.add(x);
        if (seen.size > maxNodes) throw tooMany(maxNodes, 'followers', 'maxNodes');
        stack.push(x);
      }
    }
  }
}

/** A value of the family in its simplest kind, or a KindError naming `fn`. @internal */
export function member(v: unknown, fn: string): Value {
  return simplest(requireValue(v, fn));
}

// ---------------------------------------------------------------------------------------------
// Sums and negatives

/** G + H: for two short games the engine's canonical sum. */
export function add(a: Game, b: Game): Game;
/**
 * G + H for any two values (CGSuite's `+`): a stopper-sided sum has the upsum of the onsides and
 * the downsum of the offsides (Siegel, *Combinatorial Game Theory*, VI.4); sides that are not
 * stoppers are simplified as CGSuite does. A sum whose graph has no cycle is the short `Game`.
 */
export function add(a: Value, b: Value, options?: ValueOptions): Value;
export function add(a: Value, b: Value, options?: ValueOptions): Value {
  if (a instanceof Game && b instanceof Game) return addShort(a, b);
  return addValues(member(a, 'add'), member(b, 'add'), options);
}

function addValues(x: Value, y: Value, options: ValueOptions | undefined): Value {
  if (x instanceof Game && y instanceof Game) return addShort(x, y);
  const o = engineOptions(options);
  const sx = shortSides(x);
  const sy = sx && shortSides(y);
  if (sx && sy) {
    // (A & B) + (C & D) = (A + C) & (B + D) (Siegel VI.4: the sides add, and for stoppers the
    // upsum and downsum are the sum), here on short sides by the engine's sum instead of as loopy
    // graphs (whose nodes grow with the integers: 1,024 copies of 2&-2 took over 30 s)
    const on = addShort(sx[0], sy[0]);
    const off = addShort(sx[1], sy[1]);
    // A ≥ B and C ≥ D give A + C ≥ B + D: no comparison needed
    return on === off ? on : sidedOrdered(loopyForm(on, o) as Stopper, loopyForm(off, o) as Stopper);
  }
  return simplest(addAny(loopyForm(x, o), loopyForm(y, o), o));
}

/** The onside and offside of a short game or of a stopper-sided value with loopfree sides, as games. */
function shortSides(v: Value): [Game, Game] | undefined {
  if (v instanceof Game) return [v, v];
  if (!(v instanceof SidedValue)) return undefined;
  const on = toGame(v.onside);
  const off = on && toGame(v.offside);
  return on && off ? [on, off] : undefined;
}

/** −G: for a short game the engine's negative. */
export function neg(a: Game): Game;
/** −G for any value: −(G⁺ & G⁻) = (−G⁻) & (−G⁺) (Siegel VI.4). */
export function neg(a: Value): Value;
export function neg(a: Value): Value {
  if (a instanceof Game) return negShort(a);
  const x = member(a, 'neg');
  return x instanceof Game ? negShort(x) : simplest(negAny(x));
}

/** G − H: for two short games the engine's difference. */
export function sub(a: Game, b: Game): Game;
/** G − H = G + (−H) for any two values. */
export function sub(a: Value, b: Value, options?: ValueOptions): Value;
export function sub(a: Value, b: Value, options?: ValueOptions): Value {
  if (a instanceof Game && b instanceof Game) return addShort(a, negShort(b));
  const x = member(a, 'sub');
  const y = member(b, 'sub');
  return addValues(x, neg(y), options);
}

/** The sum of any number of short games (0 for none). */
export function sum(...gs: Game[]): Game;
/** The sum of any number of values, added left to right (0 for none). */
export function sum(...gs: Value[]): Value;
export function sum(...gs: Value[]): Value {
  let s: Value | undefined;
  for (const g of gs) s = s === undefined ? member(g, 'sum') : add(s, g);
  return s ?? zero;
}

// ---------------------------------------------------------------------------------------------
// Order

/** The four-way comparison of two short games: `'<'`, `'>'`, `'='` or `'||'`. */
export function compare(a: Game, b: Game): Comparison;
/** The four-way comparison of any two values (CGSuite's order of loopy games, Siegel VI.3–VI.4). */
export function compare(a: Value, b: Value, options?: ValueOptions): Comparison;
export function compare(a: Value, b: Value, options?: ValueOptions): Comparison {
  if (a instanceof Game && b instanceof Game) return compareBy(a, b, leqShort);
  const x = member(a, 'compare');
  const y = member(b, 'compare');
  if (x instanceof Game && y instanceof Game) return compareBy(x, y, leqShort);
  const o = engineOptions(options);
  // G ≤ H iff G⁺ ≤ H⁺ and G⁻ ≤ H⁻ (Siegel VI.4), each by Left's survival in H − G (Siegel VI.3)
  return compareBy<Value>(x, y, (p, q) => leqAny(loopyForm(p, o), loopyForm(q, o), o));
}

/** G ≤ H. */
export function le(a: Value, b: Value, options?: ValueOptions): boolean {
  const c = compare(a, b, options);
  return c === '<' || c === '=';
}
/** G < H. */
export function lt(a: Value, b: Value, options?: ValueOptions): boolean {
  return compare(a, b, options) === '<';
}
/** G ≥ H. */
export function ge(a: Value, b: Value, options?: ValueOptions): boolean {
  const c = compare(a, b, options);
  return c === '>' || c === '=';
}
/** G > H. */
export function gt(a: Value, b: Value, options?: ValueOptions): boolean {
  return compare(a, b, options) === '>';
}
/** G || H: neither G ≤ H nor H ≤ G. */
export function fuzzy(a: Value, b: Value, options?: ValueOptions): boolean {
  return compare(a, b, options) === '||';
}
/**
 * G = H. For short games, stoppers and stopper-sided values (interned) this is `===` of their
 * simplest kinds; values with simplified sides are compared both ways.
 */
export function equals(a: Value, b: Value, options?: ValueOptions): boolean {
  if (a instanceof Game && b instanceof Game) return a === b;
  const x = member(a, 'equals');
  const y = member(b, 'equals');
  if (!(x instanceof SimplifiedSidedValue) && !(y instanceof SimplifiedSidedValue)) return x === y;
  return compare(x, y, options) === '=';
}

// ---------------------------------------------------------------------------------------------
// Outcome and stops

/** The outcome class of a short game: `'L'`, `'R'`, `'N'` or `'P'`. */
export function outcome(g: Game): Outcome;
/**
 * The outcome class of any value, as CGSuite's `OutcomeClass`: `L R N P` where every play ends,
 * and where draws are possible `D` (a draw whoever starts) and the hatted classes `PHat`, `PCheck`,
 * `NHat`, `NCheck` (first the result when Left starts, then when Right starts).
 */
export function outcome(g: Value): LoopyOutcome;
export function outcome(g: Value): LoopyOutcome {
  if (g instanceof Game) return outcomeOf(g, zero);
  const x = member(g, 'outcome');
  return x instanceof Game ? outcomeOf(x, zero) : outcomeClass(x);
}

/** The stops of a short game, as numbers (Siegel II.3). */
export function stops(g: Game): { left: number; right: number };
/**
 * The stops of any value: numbers for a short game; for a loopy value CGSuite's `LeftStop` and
 * `RightStop`, pseudonumbers (Siegel VI.2: `x`, `x over`, `x under`, `on`, `off`), of the onside
 * and of the offside. A side that is not a stopper has no stop here (a `NotComputableError`).
 */
export function stops(g: Value): { left: number; right: number } | { left: Pseudonumber; right: Pseudonumber };
export function stops(g: Value): { left: number; right: number } | { left: Pseudonumber; right: Pseudonumber } {
  if (g instanceof Game) return stopsShort(g);
  const x = member(g, 'stops');
  if (x instanceof Game) return stopsShort(x);
  return { left: leftStop(x), right: rightStop(x) };
}

/** Is the value infinitesimal: both stops have number part 0 (for a loopy value, as CGSuite's `IsInfinitesimal`)? */
export function isInfinitesimal(g: Value): boolean {
  if (g instanceof Game) return isInfinitesimalShort(g);
  const x = member(g, 'isInfinitesimal');
  return x instanceof Game ? isInfinitesimalShort(x) : isInfinitesimalLoopy(x);
}

