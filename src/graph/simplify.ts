/**
 * The one removal of dominated options and bypass of reversible options on a game graph (Siegel,
 * *Combinatorial Game Theory*, AMS 2013, VI.3 for stoppers, VI.4 for the sides of loopy games), in
 * CGSuite's order at a node: Left's reversible options bypassed, then Right's, then the dominated
 * options of both removed.
 *
 * - A Left option a of x is *reversible* through c ∈ a^R when c ≤ x; it is replaced by c's Left
 *   options (those x does not have already). On a side of a loopy game (not a stopper) it is not
 *   bypassed when alternating play from c can come back to a (the replacement could open an
 *   infinite play that changes the side). Right's options likewise (c ∈ a^L with c ≥ x).
 * - A Left option is *dominated* by another b when a ≤ b (of two equal options, the later one
 *   goes); on the offside it stays when play from b can come back to x (for Right: a ≥ b, guarded
 *   on the onside).
 *
 * The order ≤ is the caller's (the comparison of stoppers, or of sides); every step keeps the
 * values that order speaks of, so the caller's table stays valid through a pass. Used by the
 * canonical forms of stoppers (no guards), the sidling of loopy games and CGSuite's simplified
 * sides (with their guards).
 */
import { type GameGraph, LEFT, RIGHT, type Side } from './graph.js';

/** Whether alternating play from node `from` with `fromMover` to move (0 Left, 1 Right) can reach node `to` with `toMover` to move. */
export type AltReachQuery = (from: number, fromMover: Side, to: number, toMover: Side) => boolean;

/**
 * Simplifies node x of `g` in place (see the module notes); returns whether its lists changed.
 * @param leq a ≤ b in the order of the simplification.
 * @param side `'on'` or `'off'` for a side of a loopy game (the guards apply, asked of `reaches`),
 *   undefined for stoppers.
 */
export function simplifyNode(g: GameGraph, x: number, leq: (a: number, b: number) => boolean, side?: 'on' | 'off', reaches?: AltReachQuery): boolean {
  const before = [Array.from(g.edges(LEFT, x)), Array.from(g.edges(RIGHT, x))] as const;
  bypass(g, x, LEFT, leq, side, reaches);
  bypass(g, x, RIGHT, leq, side, reaches);
  dominated(g, x, LEFT, leq, side === 'off' ? reaches : undefined);
  dominated(g, x, RIGHT, leq, side === 'on' ? reaches : undefined);
  return !same(before[0], g.edges(LEFT, x)) || !same(before[1], g.edges(RIGHT, x));
}

function same(a: readonly number[], b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Bypasses the reversible options of player `who` at x (see the module notes). */
function bypass(g: GameGraph, x: number, who: Side, leq: (a: number, b: number) => boolean, side: 'on' | 'off' | undefined, reaches: AltReachQuery | undefined): void {
  const other: Side = who === LEFT ? RIGHT : LEFT;
  // a guard against a cycle of bypasses (it does not arise for stoppers)
  let budget = 4 * g.size + 16;
  // (x's list and the counter-options are read in place; the rare bypass is a function of its
  // own, so that this loop, hot in every canonical form and sidling step, compiles small)
  const oe = g.side(other);
  let list = g.edges(who, x);
  for (let i = 0; i < list.length && budget > 0; i++) {
    const a = list[i]!;
    for (let k = oe.off[a]!, end = k + oe.len[a]!; k < end; k++) {
      const c = oe.adj[k]!;
      if (!(who === LEFT ? leq(c, x) : leq(x, c))) continue;
      if (side !== undefined && reaches && reaches(c, who, a, other)) continue;
      list = bypassOne(g, x, who, i, c);
      budget--;
      i--;
      break;
    }
  }
}

/** x's option `i` of `who` replaced by the options of `who` at c that x does not have; returns x's new list (a view). */
function bypassOne(g: GameGraph, x: number, who: Side, i: number, c: number): Int32Array {
  const list = Array.from(g.edges(who, x));
  const extra = Array.from(g.edges(who, c)).filter((w) => !list.includes(w));
  list.splice(i, 1);
  g.setEdges(who, x, list.concat(extra));
  return g.edges(who, x);
}

/** Removes the dominated (and repeated) options of player `who` at x. */
function dominated(g: GameGraph, x: number, who: Side, leq: (a: number, b: number) => boolean, reaches: AltReachQuery | undefined): void {
  const list = Array.from(g.edges(who, x));
  const other: Side = who === LEFT ? RIGHT : LEFT;
  // b is at least as good as a for `who`
  const better = who === LEFT ? (a: number, b: number) => leq(a, b) : (a: number, b: number) => leq(b, a);
  // the dominating option b may not come back to x (on the guarded side)
  const free = (b: number): boolean => !reaches || !reaches(b, other, x, who);
  let changed = false;
  for (let i = 0; i < list.length; i++) {
    if (list[i]! < 0) continue;
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (b < 0) continue;
      if (a === b || (free(a) && better(b, a))) {
        list[j] = -1;
        changed = true;
      } else if (free(b) && better(a, b)) {
        list[i] = -1;
        changed = true;
        break;
      }
    }
  }
  if (changed) g.setEdges(who, x, list.filter((w) => w >= 0));
}
