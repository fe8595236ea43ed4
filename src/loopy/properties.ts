/**
 * Properties of loopy values under CGSuite's names: stops, outcome classes, plumtrees,
 * idempotents, infinitesimals. Stops of stoppers are pseudonumbers (Siegel, *Combinatorial Game
 * Theory*, AMS 2013, VI.2): a number x, `x over`, `x under`, `on` or `off`.
 */
import { compareBy } from '../engine/compare.js';
import { dyString } from '../engine/dyadic.js';
import { PartizanError } from '../engine/errors.js';
import { zero as ZERO } from '../engine/constructors.js';
import { nusGame } from '../engine/game.js';
import { GameGraph, type GraphLists } from '../graph/graph.js';
import { sccMembers } from '../graph/structure.js';
import { LOSE, WIN, partizanProblem, retrograde } from '../graph/retrograde.js';
import { OFF, ON, downsum, offsideOf, onsideOf, upsum } from './sided.js';
import { Stopper, fromGame, negStopper, stopperGraph, toGame } from './stopper.js';
import { type AnyLoopyValue, NotComputableError, SimplifiedSidedValue, type SideName, type SideOption, addAny, anyOffside, anyOnside, leqAny, sideValueLeq } from './simplified.js';
import { requireAnyLoopy, requireStopper } from './guard.js';
import { requireShape } from '../engine/guard.js';

/**
 * A pseudonumber: `x` (tilt 0), `x over` (tilt 1), `x under` (tilt −1), `on` (x = +∞) or `off`
 * (x = −∞). Ordered by x, then by tilt.
 */
export interface Pseudonumber {
  /** The number part; `Infinity` for on, `-Infinity` for off. */
  readonly x: number;
  /** 1 for `x over`, −1 for `x under`, 0 otherwise. */
  readonly tilt: -1 | 0 | 1;
}

/** CGSuite text of a pseudonumber: `on`, `off`, `3/2`, `over`, `3/2under`, `-5under`. */
export function pseudonumberString(p: Pseudonumber): string {
  requireShape(p, 'pseudonumberString', 'p', 'a pseudonumber { x, tilt }', { x: 'number', tilt: 'number' });
  if (p.x === Infinity) return 'on';
  if (p.x === -Infinity) return 'off';
  const tail = p.tilt === 1 ? 'over' : p.tilt === -1 ? 'under' : '';
  if (tail && p.x === 0) return tail;
  return dyString(p.x) + tail;
}

/** The order of pseudonumbers: by number part, then by tilt. @internal */
export function comparePseudo(a: Pseudonumber, b: Pseudonumber): number {
  return a.x !== b.x ? (a.x < b.x ? -1 : 1) : a.tilt - b.tilt;
}

/** The number a stopper is, else undefined. @internal */
export function numberOf(s: Stopper): number | undefined {
  return s.isLoopfree && toGame(s)!.isNumber ? toGame(s)!.nus!.number : undefined;
}

/**
 * The pseudonumber a canonical stopper is, or undefined: a number, on, off, or a plumtree
 * `{x | pass}` (x over) or `{pass | x}` (x under) with x a number (as CGSuite's
 * `IsPseudonumber`).
 */
export function asPseudonumber(s: Stopper): Pseudonumber | undefined {
  requireStopper(s, 'asPseudonumber');
  if (s === ON) return { x: Infinity, tilt: 0 };
  if (s === OFF) return { x: -Infinity, tilt: 0 };
  if (s.isLoopfree) {
    const x = numberOf(s);
    return x === undefined ? undefined : { x, tilt: 0 };
  }
  const L = s._left;
  const R = s._right;
  if (L.length === 1 && R.length === 1) {
    if (R[0] === s && numberOf(L[0]!) !== undefined) return { x: numberOf(L[0]!)!, tilt: 1 };
    if (L[0] === s && numberOf(R[0]!) !== undefined) return { x: numberOf(R[0]!)!, tilt: -1 };
  }
  return undefined;
}

/**
 * The left and right stops of a canonical stopper (Siegel VI.2): a pseudonumber stops at
 * itself; otherwise the left stop is the largest right stop of a Left option and the right stop
 * the smallest left stop of a Right option. Alternating play in a stopper ends, so the
 * recursion is over a finite acyclic graph of (node, player) states; it runs on an explicit
 * stack.
 */
export function stopsOf(s: Stopper): { left: Pseudonumber; right: Pseudonumber } {
  requireStopper(s, 'stopsOf');
  const { nodes, index } = stopperGraph([s]);
  const memo: (Pseudonumber | undefined)[] = new Array(2 * nodes.length); // 2i: left stop, 2i+1: right stop
  const pseudo = nodes.map(asPseudonumber);
  const stack: number[] = [0, 1];
  while (stack.length) {
    const st = stack[stack.length - 1]!;
    if (memo[st]) { stack.pop(); continue; }
    const v = st >> 1;
    if (pseudo[v]) { memo[st] = pseudo[v]; stack.pop(); continue; }
    const leftStop = (st & 1) === 0;
    const opts = leftStop ? nodes[v]!._left : nodes[v]!._right;
    let pending = false;
    let best: Pseudonumber | undefined;
    for (const o of opts) {
      const t = 2 * index.get(o)! + (leftStop ? 1 : 0);
      const m = memo[t];
      if (!m) { stack.push(t); pending = true; continue; }
      if (!best || (leftStop ? comparePseudo(m, best) > 0 : comparePseudo(m, best) < 0)) best = m;
    }
    if (pending) continue;
    stack.pop();
    memo[st] = best ?? { x: leftStop ? -Infinity : Infinity, tilt: 0 };
  }
  return { left: memo[0]!, right: memo[1]! };
}

/** The stopper side, or a NotComputableError saying why a stop of that side is not given. */
function stopperSide(s: SideOption, which: string): Stopper {
  if (s instanceof Stopper) return s;
  throw new NotComputableError(`the ${which} stop is not computed: the ${s.side === 'on' ? 'onside' : 'offside'} of this value is not a stopper (stops are defined here for stoppers, Siegel VI.2)`);
}

/**
 * The left stop of a loopy value (of its onside for a sided value, as CGSuite). For a value with
 * simplified sides whose onside is not a stopper, a NotComputableError.
 */
export function leftStop(g: AnyLoopyValue): Pseudonumber {
  return stopsOf(stopperSide(anyOnside(requireAnyLoopy(g, 'leftStop')), 'left')).left;
}
/** The right stop of a loopy value (of its offside for a sided value); see {@link leftStop}. */
export function rightStop(g: AnyLoopyValue): Pseudonumber {
  return stopsOf(stopperSide(anyOffside(requireAnyLoopy(g, 'rightStop')), 'right')).right;
}

/**
 * True for a stopper and a stopper-sided value (both sides stoppers), false for a value with
 * simplified sides (CGSuite's `IsStopperSided`).
 */
export function isStopperSided(g: AnyLoopyValue): boolean {
  requireAnyLoopy(g, 'isStopperSided');
  return !(g instanceof SimplifiedSidedValue);
}

/** The outcome of one side, as CGSuite's `sidedOutcomeClass`: from its comparisons with 0. */
function sideOutcome(s: SideOption, side: SideName): 'L' | 'R' | 'N' | 'P' {
  const z = fromGame(ZERO);
  const ge = sideValueLeq(z, s, side);
  const le = sideValueLeq(s, z, side);
  return ge ? (le ? 'P' : 'L') : le ? 'R' : 'N';
}

/**
 * CGSuite's outcome classes of loopy games: `L`, `R`, `N`, `P`, `D` (draw whoever starts), and
 * the hatted ones `PHat` (draw when Left starts, Left wins when Right starts), `PCheck` (Right
 * wins / draw), `NHat` (Left wins / draw), `NCheck` (draw / Right wins); first the result when
 * Left starts, then when Right starts.
 */
export type LoopyOutcome = 'L' | 'R' | 'N' | 'P' | 'D' | 'PHat' | 'PCheck' | 'NHat' | 'NCheck';

/**
 * For a stopper: [Left wins moving first, Right wins moving first] (all plays end), from the
 * library's win / lose / draw solver on its graph.
 */
function stopperWins(s: Stopper): [boolean, boolean] {
  const { value } = retrograde(partizanProblem(stopperGraph([s]).graph), { remoteness: false });
  return [value[0] === WIN, value[1] === WIN];
}

/**
 * The outcome class. Left moving first wins G iff she wins its offside moving first, and draws
 * iff she does not but survives its onside; symmetrically for Right (Siegel VI.4).
 */
export function outcomeClass(g: AnyLoopyValue): LoopyOutcome {
  if (g instanceof SimplifiedSidedValue) {
    // CGSuite's SidedValue.outcomeClass: the outcome of each side from its comparisons with 0
    const key = `${sideOutcome(g.onside, 'on')}${sideOutcome(g.offside, 'off')}`;
    const t: Record<string, LoopyOutcome> = { LL: 'L', LN: 'NHat', LP: 'PHat', LR: 'D', NN: 'N', NR: 'NCheck', PP: 'P', PR: 'PCheck', RR: 'R' };
    const o = t[key];
    if (!o) throw new Error(`internal: onside outcome ${key[0]} with offside outcome ${key[1]}`);
    return o;
  }
  const [lOn, rOn] = stopperWins(onsideOf(g));
  const [lOff, rOff] = stopperWins(offsideOf(g));
  // Left first: LeftWins if she wins the offside; Draw if she survives (does not lose) the onside
  const left = lOff ? 1 : lOn ? 0 : -1;
  const right = rOn ? -1 : rOff ? 0 : 1;
  return OUTCOME_NAMES[`${left},${right}`]!;
}

/**
 * True when no cycle of the stopper's graph is longer than one move (a tree with passes), as
 * CGSuite's `IsPlumtree`. A sided value with different sides is not a plumtree.
 */
export function isPlumtree(g: AnyLoopyValue): boolean {
  if (!(g instanceof Stopper)) return false;
  const { start, count } = sccMembers(stopperGraph([g]).graph);
  for (let c = 0; c < count; c++) if (start[c + 1]! - start[c]! > 1) return false;
  return true;
}

/**
 * G + G = G (as CGSuite's `IsIdempotent`). For a value with simplified sides, equality is the
 * comparison of values both ways (CGSuite compares the simplified forms).
 */
export function isIdempotent(g: AnyLoopyValue): boolean {
  const s = addAny(g, g);
  return g instanceof SimplifiedSidedValue ? leqAny(s, g) && leqAny(g, s) : s === g;
}

/**
 * Both stops have number part 0 (CGSuite: the "strong" stops, x over and x under counting as x,
 * are 0; for a sided value, both sides).
 */
export function isInfinitesimal(g: AnyLoopyValue): boolean {
  if (g instanceof SimplifiedSidedValue) return simplifiedInfinitesimal(g);
  const inf = (s: Stopper): boolean => {
    const st = stopsOf(s);
    return st.left.x === 0 && st.right.x === 0;
  };
  return inf(onsideOf(g)) && inf(offsideOf(g));
}

/**
 * The outcome classes of every node of a game graph, played as it stands: infinite play is a
 * draw. Works for any graph (also games whose sides are not stoppers, such as Bach's Carousel).
 * The library's win / lose / draw solver on the states (node, player to move), linear in the
 * graph: a state is won by the mover when some move leads to a state lost by the next mover, lost
 * when every move leads to a state won by the next mover (or there is no move), and drawn
 * otherwise.
 */
export function graphOutcomes(graph: GameGraph | GraphLists): LoopyOutcome[] {
  const g = GameGraph.from(graph);
  const { value } = retrograde(partizanProblem(g), { remoteness: false });
  const out: LoopyOutcome[] = [];
  for (let v = 0; v < g.size; v++) out.push(outcomeName(value[2 * v]!, value[2 * v + 1]!));
  return out;
}

/**
 * The outcome class from the verdicts of Left moving first (`left`, for Left) and Right moving
 * first (`right`, for Right), under CGSuite's names. @internal
 */
export function outcomeName(left: number, right: number): LoopyOutcome {
  // who wins: +1 Left, 0 draw, −1 Right
  const a = left === WIN ? 1 : left === LOSE ? -1 : 0;
  const b = right === WIN ? -1 : right === LOSE ? 1 : 0;
  return OUTCOME_NAMES[`${a},${b}`]!;
}

const OUTCOME_NAMES: Record<string, LoopyOutcome> = {
  '1,-1': 'N', '-1,1': 'P', '1,1': 'L', '-1,-1': 'R', '0,0': 'D',
  '1,0': 'NHat', '-1,0': 'PCheck', '0,1': 'PHat', '0,-1': 'NCheck',
};

/**
 * The degree of loopiness of a stopper: the onside of G − G, i.e. the upsum G ⊕ −G (Siegel VI.5;
 * CGSuite's `Degree`); 0 for a short game. Throws NotStopperSidedError when this engine cannot
 * sidle G − G.
 */
export function degree(g: Stopper): Stopper {
  requireStopper(g, 'degree');
  if (g.isLoopfree) return fromGame(ZERO);
  return upsum(g, negStopper(g));
}

/** The degree of a stopper is not an idempotent, so its variety is not defined (CGSuite's message). */
export class DegreeNotIdempotentError extends PartizanError {
  override name = 'DegreeNotIdempotentError';
  override readonly code: string = 'DEGREE_NOT_IDEMPOTENT';
}

/** The upsum and downsum varieties of a stopper differ: it is not stable, and has no variety. */
export class NotStableError extends PartizanError {
  override name = 'NotStableError';
  override readonly code: string = 'NOT_STABLE';
}

/**
 * The upsum variety of G over an idempotent D: G ⊕ ((−G) ⊖ (−D)), the onside of G + ((−G) ⊖ (−D))
 * (CGSuite's `UpsumVariety`; Siegel VI.5, varieties). Throws {@link DegreeNotIdempotentError} when
 * D + D ≠ D.
 */
export function upsumVariety(g: Stopper, d: Stopper): Stopper {
  requireStopper(g, 'upsumVariety', 'g');
  requireStopper(d, 'upsumVariety', 'd');
  if (!isIdempotent(d)) throw new DegreeNotIdempotentError('variety degree must be an idempotent (D + D = D)');
  return upsum(g, downsum(negStopper(g), negStopper(d)));
}

/**
 * The downsum variety of G over an idempotent D: G ⊖ ((−G) ⊕ D) (CGSuite's `DownsumVariety`).
 * Throws {@link DegreeNotIdempotentError} when D + D ≠ D.
 */
export function downsumVariety(g: Stopper, d: Stopper): Stopper {
  requireStopper(g, 'downsumVariety', 'g');
  requireStopper(d, 'downsumVariety', 'd');
  if (!isIdempotent(d)) throw new DegreeNotIdempotentError('variety degree must be an idempotent (D + D = D)');
  return downsum(g, upsum(negStopper(g), d));
}

/**
 * True when the upsum and downsum varieties of G over its degree agree (CGSuite's `IsStable`).
 * Throws {@link DegreeNotIdempotentError} when the degree of G is not an idempotent.
 */
export function isStable(g: Stopper): boolean {
  requireStopper(g, 'isStable');
  const d = degree(g);
  return upsumVariety(g, d) === downsumVariety(g, d);
}

/**
 * The variety of a stable stopper G: V = G ⊕ ((−G) ⊖ (−D)) = G ⊖ ((−G) ⊕ D) for D the degree of
 * G (CGSuite's `Variety`, with Siegel's upsum and downsum varieties, Chapter VI). For a short game
 * D = 0 and V = G − G = 0; V does not change when a number is added to G, and the variety of −G
 * is −V. Examples (CGSuite's test cases): `over` → `over`, `3/2under` → `under`, `-1/4v[on]` →
 * `^<on>`, `Miny(on)` → `Miny(on)`, `+-(5over)` → `+-{10over|over}`. Throws {@link DegreeNotIdempotentError} when the degree is not
 * an idempotent, {@link NotStableError} when the two varieties differ (Grenville's example,
 * `a{0|{0||||0,*2|||a|0||0}||0}`), NotStopperSidedError when this engine cannot sidle a sum on
 * the way.
 */
export function variety(g: Stopper): Stopper {
  requireStopper(g, 'variety');
  const d = degree(g);
  const v = upsumVariety(g, d);
  if (v !== downsumVariety(g, d)) throw new NotStableError('the game is not stable: its upsum and downsum varieties differ');
  return v;
}

/**
 * For a value with simplified sides: false when some x = 2^−k (k = 0..8) has G ≮ x or G ≯ −x
 * (then G is not infinitesimal); otherwise this engine cannot tell (no stops for a side that is
 * not a stopper): a NotComputableError. Bach's Carousel is not infinitesimal (G ≮ 1; CGSuite:
 * `IsInfinitesimal` false).
 */
function simplifiedInfinitesimal(g: SimplifiedSidedValue): boolean {
  for (let k = 0; k <= 8; k++) {
    const x = fromGame(nusGame(2 ** -k, 0, 0));
    const nx = negStopper(x);
    if (compareBy(g, x, leqAny) !== '<' || compareBy(g, nx, leqAny) !== '>') return false;
  }
  throw new NotComputableError('whether this value is infinitesimal is not computed: its sides are not stoppers, and it lies strictly between -1/256 and 1/256');
}

