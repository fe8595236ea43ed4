/**
 * Properties of loopy values under CGSuite's names: stops, outcome classes, plumtrees,
 * idempotents, infinitesimals. Stops of stoppers are pseudonumbers (Siegel, *Combinatorial Game
 * Theory*, AMS 2013, VI.2): a number x, `x over`, `x under`, `on` or `off`.
 */
import { dyString } from '../engine/dyadic.js';
import { scc } from './graph.js';
import { type LoopyValue, OFF, ON, addLoopy, offsideOf, onsideOf } from './sided.js';
import { Stopper, stopperGraph, toGame } from './stopper.js';

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
  if (p.x === Infinity) return 'on';
  if (p.x === -Infinity) return 'off';
  const tail = p.tilt === 1 ? 'over' : p.tilt === -1 ? 'under' : '';
  if (tail && p.x === 0) return tail;
  return dyString(p.x) + tail;
}

function cmpPseudo(a: Pseudonumber, b: Pseudonumber): number {
  return a.x !== b.x ? (a.x < b.x ? -1 : 1) : a.tilt - b.tilt;
}

/**
 * The pseudonumber a canonical stopper is, or undefined: a number, on, off, or a plumtree
 * `{x | pass}` (x over) or `{pass | x}` (x under) with x a number (as CGSuite's
 * `IsPseudonumber`).
 */
export function asPseudonumber(s: Stopper): Pseudonumber | undefined {
  if (s === ON) return { x: Infinity, tilt: 0 };
  if (s === OFF) return { x: -Infinity, tilt: 0 };
  if (s.isLoopfree) {
    const g = toGame(s)!;
    return g.isNumber ? { x: g.nus!.number, tilt: 0 } : undefined;
  }
  const L = s._left;
  const R = s._right;
  const num = (o: Stopper): number | undefined => (o.isLoopfree && toGame(o)!.isNumber ? toGame(o)!.nus!.number : undefined);
  if (L.length === 1 && R.length === 1) {
    if (R[0] === s && num(L[0]!) !== undefined) return { x: num(L[0]!)!, tilt: 1 };
    if (L[0] === s && num(R[0]!) !== undefined) return { x: num(R[0]!)!, tilt: -1 };
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
      if (!best || (leftStop ? cmpPseudo(m, best) > 0 : cmpPseudo(m, best) < 0)) best = m;
    }
    if (pending) continue;
    stack.pop();
    memo[st] = best ?? { x: leftStop ? -Infinity : Infinity, tilt: 0 };
  }
  return { left: memo[0]!, right: memo[1]! };
}

/** The left stop of a loopy value (of its onside for a sided value, as CGSuite). */
export function leftStop(g: LoopyValue): Pseudonumber {
  return stopsOf(onsideOf(g)).left;
}
/** The right stop of a loopy value (of its offside for a sided value). */
export function rightStop(g: LoopyValue): Pseudonumber {
  return stopsOf(offsideOf(g)).right;
}

/**
 * CGSuite's outcome classes of loopy games: `L`, `R`, `N`, `P`, `D` (draw whoever starts), and
 * the hatted ones `PHat` (draw when Left starts, Left wins when Right starts), `PCheck` (Right
 * wins / draw), `NHat` (Left wins / draw), `NCheck` (draw / Right wins); first the result when
 * Left starts, then when Right starts.
 */
export type LoopyOutcome = 'L' | 'R' | 'N' | 'P' | 'D' | 'PHat' | 'PCheck' | 'NHat' | 'NCheck';

/** For a stopper: [Left wins moving first, Right wins moving first] (all plays end). */
function stopperWins(s: Stopper): [boolean, boolean] {
  const { nodes, index } = stopperGraph([s]);
  // memo: 2i = Left to move wins, 2i+1 = Right to move wins; post-order on the acyclic states
  const memo = new Int8Array(2 * nodes.length).fill(-1);
  const stack: number[] = [0, 1];
  while (stack.length) {
    const st = stack[stack.length - 1]!;
    if (memo[st] !== -1) { stack.pop(); continue; }
    const v = st >> 1;
    const leftMoves = (st & 1) === 0;
    const opts = leftMoves ? nodes[v]!._left : nodes[v]!._right;
    let pending = false;
    let win = 0;
    for (const o of opts) {
      const t = 2 * index.get(o)! + (leftMoves ? 1 : 0);
      if (memo[t] === -1) { stack.push(t); pending = true; } else if (memo[t] === 0) win = 1;
    }
    if (pending) continue;
    stack.pop();
    memo[st] = win;
  }
  return [memo[0] === 1, memo[1] === 1];
}

/**
 * The outcome class. Left moving first wins G iff she wins its offside moving first, and draws
 * iff she does not but survives its onside; symmetrically for Right (Siegel VI.4).
 */
export function outcomeClass(g: LoopyValue): LoopyOutcome {
  const [lOn, rOn] = stopperWins(onsideOf(g));
  const [lOff, rOff] = stopperWins(offsideOf(g));
  // Left first: LeftWins if she wins the offside; Draw if she survives (does not lose) the onside
  const left = lOff ? 1 : lOn ? 0 : -1;
  const right = rOn ? -1 : rOff ? 0 : 1;
  const table: Record<string, LoopyOutcome> = {
    '1,-1': 'N', '-1,1': 'P', '1,1': 'L', '-1,-1': 'R', '0,0': 'D',
    '1,0': 'NHat', '-1,0': 'PCheck', '0,1': 'PHat', '0,-1': 'NCheck',
  };
  return table[`${left},${right}`]!;
}

/**
 * True when no cycle of the stopper's graph is longer than one move (a tree with passes), as
 * CGSuite's `IsPlumtree`. A sided value with different sides is not a plumtree.
 */
export function isPlumtree(g: LoopyValue): boolean {
  if (!(g instanceof Stopper)) return false;
  const { graph } = stopperGraph([g]);
  const { comp, count } = scc(graph);
  const size = new Int32Array(count);
  for (let i = 0; i < comp.length; i++) size[comp[i]!]!++;
  return size.every((k) => k <= 1);
}

/** G + G = G (as CGSuite's `IsIdempotent`). */
export function isIdempotent(g: LoopyValue): boolean {
  return addLoopy(g, g) === g;
}

/**
 * Both stops have number part 0 (CGSuite: the "strong" stops, x over and x under counting as x,
 * are 0; for a sided value, both sides).
 */
export function isInfinitesimal(g: LoopyValue): boolean {
  const inf = (s: Stopper): boolean => {
    const st = stopsOf(s);
    return st.left.x === 0 && st.right.x === 0;
  };
  return inf(onsideOf(g)) && inf(offsideOf(g));
}
