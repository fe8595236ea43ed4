/**
 * Building values from options: `{L | R}` where the options are any members of the family, and
 * game graphs whose nodes point back to each other (CGSuite's `pass` and labels, read by the
 * notation's one parser).
 *
 * Invariants kept by this module:
 * - A {@link ValueGraph} only grows: a node, once its options are set, keeps them; a value
 *   embedded in it (a short game, a stopper's graph, a side's graph) is embedded once, and the
 *   same object always maps to the same node.
 * - A node standing for a sided value given as an option (CGSuite's `{2&-2|1&-2}`) takes that
 *   value's onside in the onside graph and its offside in the offside graph.
 * - Results are in their simplest kind (a graph with no cycle gives its short `Game`).
 * - Nothing recurses: embedding walks graphs with explicit lists.
 */
import { game as gameShort } from '../engine/canonical.js';
import { neg as negShort } from '../engine/arith.js';
import { KindError, ValueError, clip } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { GameGraph } from '../graph/graph.js';
import { DUD, TIS, TISN } from '../loopy/constants.js';
import { LoopyBuilder } from '../loopy/index.js';
import { SidedValue, sided } from '../loopy/sided.js';
import { SimplifiedSide, SimplifiedSidedValue, anyOffside, anyOnside, anySideOfWork, anyValuesOfWork, simplifiedSided } from '../loopy/simplified.js';
import { stopperLeq } from '../loopy/stopper.js';
import { type Value, describeKind, isValue } from './kind.js';
import { type ValueOptions, engineOptions, guardFollowers, loopyForm, member, neg, simplest } from './ops.js';

/**
 * A graph of game nodes under construction, whose nodes may also stand for values: the loopy
 * engine's {@link LoopyBuilder}, with the family's values as options. @internal
 */
export class ValueGraph extends LoopyBuilder {
  /** Nodes standing for sided values given as options. */
  private readonly sidedNodes = new Map<number, SidedValue | SimplifiedSidedValue>();

  /** A node standing for a value (a short game, a stopper's graph, a side's graph, a sided value). */
  nodeOf(v: Value | SimplifiedSide): number {
    const have = this.embedded.get(v);
    if (have !== undefined) return have;
    if (v === DUD) {
      // dud = {pass | pass}, as CGSuite reads it: one node with a move to itself for each player
      const k = this.node();
      this.graph.setOptions(k, [k], [k]);
      this.embedded.set(v, k);
      return k;
    }
    if (v === TIS || v === TISN) {
      // tis = {tisn | }, tisn = { | tis}
      const a = this.node();
      const b = this.node();
      this.graph.setOptions(a, [b], []);
      this.graph.setOptions(b, [], [a]);
      this.embedded.set(TIS, a);
      this.embedded.set(TISN, b);
      return v === TIS ? a : b;
    }
    if (v instanceof SidedValue || v instanceof SimplifiedSidedValue) {
      const k = this.node();
      this.sidedNodes.set(k, v);
      this.embedded.set(v, k);
      return k;
    }
    if (v instanceof Game) guardFollowers(v, this.opts);
    // a short game, or a stopper's or a simplified side's graph, each follower once
    return this.ref(v);
  }

  /** The nodes reachable from node `root`. */
  reachable(root: number): Int32Array {
    return this.graph.reachable([root]);
  }

  /**
   * The value of node `root`, whose graph is complete (the caller checks that it reaches no node
   * still being built): its canonical stopper, its stopper sides, or its simplified sides.
   */
  valueAt(root: number): Value {
    const sidedHere = Array.from(this.reachable(root)).filter((v) => this.sidedNodes.has(v));
    if (sidedHere.length) return this.withSidedOptions(root, sidedHere);
    return simplest(anyValuesOfWork(this.graph, this.short, [root], this.opts)[0]!);
  }

  /**
   * The value of a game with sided values among its followers' options, as CGSuite reads
   * `{2&-2|1&-2}` (= `{2|1} & -2*`): the onside of the graph where each such option is its
   * onside, & the offside of the graph where it is its offside.
   */
  private withSidedOptions(root: number, sidedHere: number[]): Value {
    const ends = sidedHere.map((k) => {
      const v = this.sidedNodes.get(k)!;
      return [this.nodeOf(v.onside), this.nodeOf(v.offside)] as const;
    });
    const graphFor = (which: 0 | 1): GameGraph => {
      const g = this.graph.clone();
      sidedHere.forEach((k, i) => g.setOptions(k, this.graph.left(ends[i]![which]), this.graph.right(ends[i]![which])));
      return g;
    };
    const short = this.short.slice();
    sidedHere.forEach((k, i) => (short[k] = this.short[ends[i]![0]]));
    const on = anySideOfWork(graphFor(0), short, root, 'on', this.opts);
    sidedHere.forEach((k, i) => (short[k] = this.short[ends[i]![1]]));
    const off = anySideOfWork(graphFor(1), short, root, 'off', this.opts);
    return simplest(simplifiedSided(on, off));
  }
}

/** A list of values given as options, checked: an iterable of members of the family. */
function optionList(xs: unknown, fn: string, side: string): Value[] {
  if (xs === null || xs === undefined || typeof (xs as Iterable<unknown>)[Symbol.iterator] !== 'function' || typeof xs === 'string') {
    throw new KindError(`${fn} takes lists (iterables) of games as ${side} options; it was given ${describeKind(xs)}`, xs === null ? 'null' : typeof xs);
  }
  const out: Value[] = [];
  for (const x of xs as Iterable<unknown>) {
    if (!isValue(x)) throw new KindError(`${fn}: a ${side} option is ${describeKind(x)}, not a game`, x === null ? 'null' : typeof x);
    out.push(simplest(x));
  }
  return out;
}

function allGames(xs: readonly unknown[]): xs is Game[] {
  for (const x of xs) if (!(x instanceof Game)) return false;
  return true;
}

/** The canonical form of the short game {L | R}. */
export function game(left: Iterable<Game>, right: Iterable<Game>): Game;
/**
 * The value of the game {L | R} for options of any kind (CGSuite's braces): the canonical short
 * game when every option is short, else the loopy value (`{on | 0}`, `{over | *}`); a sided
 * option counts with its onside in the onside and its offside in the offside, as CGSuite reads
 * `{2&-2 | 1&-2}`.
 */
export function game(left: Iterable<Value>, right: Iterable<Value>, options?: ValueOptions): Value;
export function game(left: Iterable<Value>, right: Iterable<Value>, options?: ValueOptions): Value {
  // the short engine's path first, for arrays of short games (the usual call): no copies
  if (Array.isArray(left) && Array.isArray(right) && allGames(left) && allGames(right)) return gameShort(left, right);
  const L = optionList(left, 'game', 'Left');
  const R = optionList(right, 'game', 'Right');
  if (L.every((x) => x instanceof Game) && R.every((x) => x instanceof Game)) return gameShort(L as Game[], R as Game[]);
  return bracesOfValues(L, R, options);
}

/** {L | R} for values not all short. @internal */
export function bracesOfValues(L: readonly Value[], R: readonly Value[], options?: ValueOptions): Value {
  const g = new ValueGraph(engineOptions(options));
  const root = g.node();
  g.setOptions(root, L.map((x) => g.nodeOf(x)), R.map((x) => g.nodeOf(x)));
  try {
    return g.valueAt(root);
  } catch (e) {
    if (e instanceof ValueError) throw new ValueError(`{L | R} with these options has no value here: ${clip(e.message)}`);
    throw e;
  }
}

/** ±G = {G | −G} of a short game. */
export function switchOf(g: Game): Game;
/** ±G = {G | −G} of any value (CGSuite's `+-G`; `+-over` is a stopper). */
export function switchOf(g: Value, options?: ValueOptions): Value;
export function switchOf(g: Value, options?: ValueOptions): Value {
  if (g instanceof Game) return gameShort([g], [negShort(g)]);
  const x = member(g, 'switchOf');
  if (x instanceof Game) return gameShort([x], [negShort(x)]);
  return bracesOfValues([x], [neg(x)], options);
}

/**
 * G & H: the value with onside G and offside H (CGSuite's `&`; Siegel VI.4), which needs G ≥ H (a
 * ValueError otherwise); equal sides give the stopper. G and H are stoppers (or short games); as
 * an extension of CGSuite's `&`, a value with simplified sides gives its onside as G and its
 * offside as H, so that the text of a `SimplifiedSidedValue` reads back to it. A stopper-sided
 * value that is not a stopper is a KindError.
 */
export function sidedValue(onside: Value, offside: Value, options?: ValueOptions): Value {
  const fn = 'sidedValue (G & H)';
  if (!isValue(onside)) throw new KindError(`${fn} takes games; its onside is ${describeKind(onside)}`, onside === null ? 'null' : typeof onside);
  if (!isValue(offside)) throw new KindError(`${fn} takes games; its offside is ${describeKind(offside)}`, offside === null ? 'null' : typeof offside);
  const o = engineOptions(options);
  const a = loopyForm(simplest(onside), o);
  const b = loopyForm(simplest(offside), o);
  if (a instanceof SimplifiedSidedValue || b instanceof SimplifiedSidedValue) return simplest(simplifiedSided(anyOnside(a), anyOffside(b)));
  if (a instanceof SidedValue || b instanceof SidedValue) {
    throw new KindError(`both sides of G & H must be stoppers; ${a instanceof SidedValue ? 'G' : 'H'} is a stopper-sided value with two different sides`, 'sided');
  }
  // G ≥ H, compared within the limits (the engine's `sided` then finds the answer cached)
  if (a !== b && !stopperLeq(b, a, o)) throw new ValueError('the onside G of G & H must be ≥ its offside H (Siegel VI.4), and here it is not');
  return simplest(sided(a, b));
}
