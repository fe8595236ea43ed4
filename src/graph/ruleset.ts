/**
 * The graph of a ruleset's positions: every position reachable from a root, whether or not the
 * ruleset is loopy, as the library's one {@link GameGraph}, with the position, the key and (for the
 * positions that reach no cycle) the value of each node kept beside it.
 *
 * Invariants: node 0 is the root; nodes are numbered in breadth-first order; a node's Left and Right
 * lists are its distinct options; `values[i]` is set exactly when node i reaches no cycle, and is
 * then also in the solver's table (so later `Solver.value` calls find it).
 */
import { GameGraph, LEFT, RIGHT } from './graph.js';
import { acyclicPart } from './structure.js';
import { LimitError } from '../engine/errors.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { requireSolver, type Solver } from '../engine/solver.js';

/**
 * The finite graph of the positions reachable from a root (see {@link rulesetGraph}): the graph
 * and, beside it, the position, key and short value of each node.
 */
export interface PositionGraph<P, V> {
  /** The graph: node 0 is the root; a node's Left and Right lists are its distinct options. */
  readonly graph: GameGraph;
  /** The position of each node. */
  readonly positions: P[];
  /** The transposition key of each node. */
  readonly keys: Array<string | number>;
  /** The value (in the solver's algebra) of each node that reaches no cycle; undefined on and above cycles. */
  readonly values: Array<V | undefined>;
  /** Number of nodes that reach a cycle (0 when the game is short). */
  readonly loopyNodes: number;
}

/** Options of {@link rulesetGraph}. */
export interface RulesetGraphOptions extends RunOptions {
  /** Most nodes (default: the solver's `maxEntries`); past it, a LimitError naming `maxNodes`. */
  maxNodes?: number;
}

/**
 * The graph of every position reachable from `p` under the ruleset of `solver` (`p` is node 0),
 * loopy or not, with the value of each node that reaches no cycle (those values also enter the
 * solver's table). Positions with a `known` value are leaves. Components are not used: a node's
 * successors are its options. Iterative throughout: a breadth-first search for the nodes, then the
 * strongly connected components (successors first), in which order the values are computed.
 */
export function rulesetGraph<P, V>(solver: Solver<P, V>, p: P, opts: RulesetGraphOptions = {}): PositionGraph<P, V> {
  requireSolver(solver, 'rulesetGraph');
  const run = new RunControl(opts, 'ruleset graph', 'positions');
  const maxNodes = limitOption(opts.maxNodes, solver.maxEntries, 'maxNodes', { max: 2 ** 30 });
  const rules = solver.rules;
  const index = new Map<string | number, number>();
  const positions: P[] = [];
  const keys: Array<string | number> = [];
  const values: Array<V | undefined> = [];
  const graph = new GameGraph();
  const node = (q: P, key: string | number): number => {
    let i = index.get(key);
    if (i === undefined) {
      if (positions.length >= maxNodes) throw new LimitError(`the position graph has more than ${maxNodes} nodes (raise maxNodes)`, 'maxNodes');
      i = graph.addNode();
      index.set(key, i);
      positions.push(q);
      keys.push(key);
    }
    return i;
  };
  node(p, rules.key(p));
  const list: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < positions.length; i++) {
    if ((i & 4095) === 4095) run.progress(i);
    const q = positions[i]!;
    const kn = rules.known?.(q);
    values.push(kn);
    if (kn !== undefined) continue; // (a known 0 of a nim algebra is falsy)
    for (const s of rules.impartial === true ? [LEFT] : [LEFT, RIGHT]) {
      list.length = 0;
      seen.clear();
      for (const o of rules.options(q, s === LEFT ? 'L' : 'R')) {
        const w = node(o, rules.key(o));
        if (!seen.has(w)) { seen.add(w); list.push(w); }
      }
      graph.setEdges(s, i, list);
      if (rules.impartial === true) graph.setEdges(RIGHT, i, list);
    }
  }
  // the values of the nodes that reach no cycle, successors first
  const { loopy, order } = acyclicPart(graph);
  let loopyNodes = 0;
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    if (loopy[v]) {
      loopyNodes++;
      continue;
    }
    if (values[v] !== undefined) continue;
    run.step();
    const val = solver.algebra.fromOptions(
      Array.from(graph.left(v), (x) => values[x]!),
      Array.from(graph.right(v), (x) => values[x]!),
    );
    values[v] = val;
    solver.remember(keys[v]!, val);
  }
  return { graph, positions, keys, values, loopyNodes };
}
