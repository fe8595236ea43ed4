/**
 * Hackenbush in the registry of games: any graph, in CGSuite 2.x's graph strings (`l` blue, `r`
 * red, `e` green, the ground the first vertex), and also the library's older text of strings and
 * trees (`B`, `R`, `G` edges from the ground up, `( … )` branches separated by `,`), which reads as
 * the same graph. Positions print as CGSuite prints them.
 */
import type { LabelledGraph } from '../graph-string/graph.js';
import { LabelledGraph as Graph } from '../graph-string/graph.js';
import { formatGraphString, normalizeGraph, requireGraph } from '../graph-string/text.js';
import type { GameDescriptor } from '../registry.js';
import { HACKENBUSH_SYNTAX, hackenbushGraphMoves, hackenbushGraphValue, hackenbushGraphView, parseHackenbushGraph } from './graph.js';
import { HackenbushPosition } from './index.js';

const TEST = "CGSuite's lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala";

/**
 * True when a text is in the library's older notation (`B`, `R`, `G`, `,`) rather than CGSuite's
 * (where those are never edges, and capitals appear only as vertex names after `:`).
 */
function isTreeNotation(text: string): boolean {
  return /[BGRbg,]/.test(text.replace(/:\{[^}]*\}|:[^{]/g, ''));
}

/** The graph of a position of `HackenbushPosition` (a forest on the ground): the ground, then one vertex an edge. */
export function hackenbushTreeGraph(p: HackenbushPosition): LabelledGraph {
  const labels = new Array<string>(p.size + 1).fill('');
  const edges = [];
  for (let i = 0; i < p.size; i++) edges.push({ a: p.parent[i]! + 1, b: i + 1, label: ['l', 'r', 'e'][p.color[i]!]! });
  return normalizeGraph(Graph.fromEdges(labels, edges), HACKENBUSH_SYNTAX);
}

/** Reads a Hackenbush position in either notation (see the module notes). */
export function parseHackenbushAny(text: string): LabelledGraph {
  if (typeof text === 'string' && isTreeNotation(text)) return hackenbushTreeGraph(HackenbushPosition.parse(text));
  return parseHackenbushGraph(text);
}

/** Blue-Red-Green Hackenbush on any graph. */
export const hackenbushGraphGame: GameDescriptor<LabelledGraph> = {
  id: 'hackenbush',
  name: 'Hackenbush',
  aliases: ['game.graph.Hackenbush', 'Blue-Red-Green Hackenbush', 'Hackenbush on graphs'],
  kind: 'partizan',
  summary: 'Players delete an edge of their colour (Left blue, Right red) or a green one; whatever is no longer connected to the ground falls.',
  syntax:
    "a CGSuite 2.x graph string, as Hackenbush(\"lrl(r;l)\"): 'l' a blue edge, 'r' red, 'e' green, the ground the first vertex; '(a;b)' branches, ':A' or ':{name}' names a vertex (cycles); or strings and trees as B, R, G letters from the ground up with '( … )' branches separated by ','",
  source: 'Winning Ways, ch. 2 and 7; CGSuite 2.x game.graph.Hackenbush (GenHackenbush.cgs)',
  examples: [
    { position: 'lrlrrllr', value: '77/128', source: `${TEST}, line 42` },
    { position: 'l(l;rl)', value: '3/2', source: `${TEST}, line 43` },
    { position: 'eeeeeee', value: '*7', source: `${TEST}, line 44` },
    { position: 'lrlerrr', value: '3/4v[3]*', source: `${TEST}, line 45` },
    { position: 'e(ee(e;e);e(eee;ee);e(ee;e))', value: '*5', source: `${TEST}, line 46` },
    { position: 'e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))', value: '*2', source: `${TEST}, lines 47-48 (Winning Ways ch. 7, the green girl)` },
    { position: 'B(R,B)', value: '1', source: 'hand derivation: Left cuts the trunk (0) or her branch (BR = 1/2), Right his branch (BB = 2): {0, 1/2 | 2} = 1' },
  ],
  parse: parseHackenbushAny,
  format: formatGraphString,
  value: (g, opts) => hackenbushGraphValue(requireGraph(g, 'Hackenbush value'), opts),
  moves: (g, player) => hackenbushGraphMoves(requireGraph(g, 'Hackenbush moves'), player),
  toGraph: (g) => hackenbushGraphView(requireGraph(g, 'Hackenbush toGraph')),
};
