/**
 * The value of a position of any impartial ruleset, short or loopy: its nim value by the
 * nim-value engine (src/impartial, through the generic Solver), and, when a position can come back
 * to itself, its generalized Sprague–Grundy value from the loopy engine (src/loopy/impartial.ts)
 * over the finite graph of the positions reachable from it. One family: a finite value *n is the
 * same in both, and ∞ values appear only in loopy games.
 */
import { CycleError, type Ruleset, Solver } from '../engine/solver.js';
import { nimAlgebra } from '../impartial/nim.js';

export { nimAlgebra };
import { rulesetGraph } from '../graph/ruleset.js';
import type { LoopyValueOptions } from '../loopy/graph.js';
import { type ImpartialValue, loopyNimValues } from '../loopy/impartial.js';

/**
 * The (generalized) Sprague–Grundy value of position `p` of an impartial ruleset: finite (`*n`)
 * when `p` reaches no cycle, or whatever it is in the loopy engine when it does (a finite value,
 * or ∞ with its followers' finite values).
 * @example
 * ```ts
 * import { impartialValue, impartialValueString } from 'partizan';
 * // positions 1 and 2 move to each other; 3 moves to 1 or to 0, which has no move
 * const succ = [[], [2], [1], [1, 0]];
 * const rules = { impartial: true, key: (v: number) => v, options: (v: number) => succ[v]! };
 * impartialValueString(impartialValue(rules, 1)); // '∞' (a draw)
 * impartialValueString(impartialValue(rules, 3)); // '∞{0}' (a win: move to 0)
 * ```
 */
export function impartialValue<P>(rules: Ruleset<P, number>, p: P, opts: LoopyValueOptions & { maxEntries?: number } = {}): ImpartialValue {
  const solver = new Solver<P, number>({ ...rules, impartial: true }, { algebra: nimAlgebra, signal: opts.signal, maxEntries: opts.maxEntries });
  try {
    return { kind: 'finite', value: solver.value(p) };
  } catch (e) {
    if (!(e instanceof CycleError)) throw e;
  }
  const { graph } = rulesetGraph(solver, p, { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.maxNodes !== undefined ? { maxNodes: opts.maxNodes } : {}) });
  return loopyNimValues(graph, opts)[0]!;
}
