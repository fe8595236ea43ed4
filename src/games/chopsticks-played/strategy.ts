/**
 * Checks a strategy given as a preference list of configurations, in the way Simple Wikipedia
 * states one: "always reach one of the following configurations after each move, preferentially
 * choosing the first one in the list". A configuration is [mine], [opponent's] after my move;
 * `mine: null` matches any hands (the "[?,?]" of "[?,?],[0,0]"). Two players only.
 */
import { requireLoopyGraph, type LoopyGraph } from './graph.js';
import { RulesError } from './rules.js';
import { kindError, requireArray } from '../../engine/guard.js';
import { GameGraph, LEFT } from '../../graph/graph.js';
import { scc } from '../../graph/structure.js';

/** One configuration of a listed strategy: my hands and the opponent's after my move. */
export interface Configuration {
  /** My hands after my move (any order), or null for "any". */
  mine: number[] | null;
  /** The opponent's hands after my move (any order). */
  opponent: number[];
}

/** The verdict of {@link checkStrategy}. */
export interface StrategyVerdict {
  /** True when following the list wins against every defence. */
  wins: boolean;
  /** Why it fails, when it does. */
  reason: string | null;
  /** The position (my turn, dashed notation) where it fails, when there is one. */
  at: string | null;
  /** Positions with me to move that the strategy can meet. */
  positions: number;
  /** A line of play (dashed notation, both players' positions) from the root to the failure. */
  line: string[];
}

function sameHands(a: ArrayLike<number>, b: number[]): boolean {
  const x = Array.from(a).sort((p, q) => p - q);
  const y = b.slice().sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Follows the listed strategy for the first player from the root against every reply. */
export function checkStrategy(g: LoopyGraph, configs: Configuration[]): StrategyVerdict {
  requireLoopyGraph(g, 'checkStrategy');
  requireArray<Partial<Configuration> | null>(configs, 'checkStrategy', 'configs').forEach((c, i) => {
    if (typeof c !== 'object' || c === null || !Array.isArray(c.opponent) || (c.mine !== null && !Array.isArray(c.mine))) {
      throw kindError('checkStrategy', `configs[${i}]`, 'a configuration { mine: number[] | null, opponent: number[] }', c);
    }
  });
  const { p, h } = g.space;
  if (p !== 2) throw new RulesError('a listed strategy can only be checked with two players', 'players');
  const hands = new Uint8Array(g.space.width);
  // A configuration after my move: seat 0 is the opponent (to move), seat 1 is me.
  const rank = (v: number): number => {
    g.space.decode(g.codes[v]!, hands);
    const opp = hands.subarray(0, h);
    const mine = hands.subarray(h, 2 * h);
    return configs.findIndex((c) => sameHands(opp, c.opponent) && (c.mine === null || sameHands(mine, c.mine)));
  };
  const choice = new Map<number, number>(); // my position -> chosen successor
  const stack = [0];
  const parent = new Map<number, number>(); // my position -> my previous position
  const fmt = (u: number) => g.space.format(g.codes[u]!, true);
  const lineTo = (u: number): string[] => {
    const mine: number[] = [u];
    for (let x = parent.get(u); x !== undefined; x = parent.get(x)) mine.push(x);
    mine.reverse();
    const out: string[] = [];
    mine.forEach((x, i) => {
      out.push(fmt(x));
      if (i < mine.length - 1) out.push(fmt(choice.get(x)!));
    });
    return out;
  };
  const fail = (reason: string, u: number): StrategyVerdict => ({
    wins: false,
    reason,
    at: fmt(u),
    positions: choice.size,
    line: lineTo(u),
  });
  while (stack.length > 0) {
    const u = stack.pop()!;
    if (choice.has(u)) continue;
    if (g.terminal[u]) return fail('the opponent has won here', u);
    let best = -1;
    let bestRank = Infinity;
    for (const v of g.graph.left(u)) {
      const k = rank(v);
      if (k >= 0 && k < bestRank) {
        bestRank = k;
        best = v;
      }
    }
    if (best < 0) return fail('no listed configuration can be reached', u);
    choice.set(u, best);
    for (const w of g.graph.left(best)) {
      if (!parent.has(w) && w !== 0) parent.set(w, u);
      stack.push(w);
    }
  }
  // The strategy wins iff the positions it meets admit no cycle.
  const met = [...choice.keys()];
  const at = new Map(met.map((u, i) => [u, i]));
  const graph = new GameGraph();
  graph.addNodes(met.length);
  met.forEach((u, i) => graph.setEdges(LEFT, i, Array.from(g.graph.left(choice.get(u)!), (w) => at.get(w)!)));
  const { comp, cyclic } = scc(graph);
  const loop = met.findIndex((_, i) => cyclic[comp[i]!] === 1);
  if (loop >= 0) return fail('the opponent can make the game loop forever', met[loop]!);
  return { wins: true, reason: null, at: null, positions: choice.size, line: [] };
}
