/**
 * Exports the game graphs of the comparison with CGSuite's loopy algorithm as plain edge lists,
 * and turns the answers of a local run of CGSuite's algorithm back into the data file
 * test/data/loopy-cgsuite-algorithm.json (see docs/loopy-values.md, "Checked against CGSuite's
 * algorithm").
 *
 * Usage:
 *   npx tsx scripts/export-loopy-graph.ts graphs > graphs.txt
 *     one block per graph: `graph <id> <n> 0`, then n lines `<Left targets> | <Right targets>`
 *   npx tsx scripts/export-loopy-graph.ts json answers.txt <cgsuite-commit> <date> > test/data/loopy-cgsuite-algorithm.json
 *     reads CGSuite's answers, in the same block format per graph:
 *       graph <id> acf <0|1>
 *       side <A|B> <on|off> acf <0|1> ms <t>
 *       simplified <k> + k lines       (the side's simplified graph, start 0)
 *       canonical <k> + k lines        (only when acf: the canonical stopper)
 *       end
 *     A = `LoopyGame.simplifyGraph(graph, null, side, start)` (what CGSuite's `SidedValue(LoopyGame)`
 *     calls for a loopy literal), B = `LoopyGame.constructSimplifiedGame` (what it calls for the
 *     game value of a ruleset position: the whole graph simplified first).
 */
import { readFileSync } from 'node:fs';
import {
  type FlatGraph,
  digest,
  literalGraph,
  presetOpeningGraph,
  randomGraphs,
  twoPlayerPresets,
  variantOpeningGraph,
} from '../test/loopy-values/cgsuite-graphs-support.js';
import { VARIANTS } from '../src/games/simple-chopsticks/variants.js';

/** The texts of CGSuite's own test cases (CanonicalStopperTestCase.scala, SidedValueTestCase.scala). */
export const LITERALS: Array<{ id: string; text: string; note?: string }> = [
  { id: 'over', text: '{0|pass}' },
  { id: '3/2under', text: '{pass|3/2}' },
  { id: '-1/4v[on]', text: '{-1/4+*|pass}' },
  { id: 'uponth', text: '{0|{0||0|0,pass}||-{0||0|0,pass}}' },
  { id: 'tiny-on', text: '{0|||0||0|off}' },
  { id: 'miny-on', text: '{on|0||0}' },
  { id: 'tiny-over', text: '{0||0|under}' },
  { id: '+-over', text: '+-{0|pass}' },
  { id: '+-5over', text: '+-{5|pass}' },
  { id: 'siegel-VI.3.2', text: 'a{0||||0|||a|*||*}' },
  { id: 'stopper-17', text: '{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}' },
  { id: 'grenville-unstable', text: 'a{0|{0||||0,*2|||a|0||0}||0}' },
  { id: 'dud', text: '{pass|pass}', note: 'CGSuite: dud' },
  { id: '1&0', text: 'a{{|a}|}' },
  { id: '^&v*', text: '{0|{{pass|pass}|},*}', note: 'CGSuite: {0|{dud|},*}, with dud written out as {pass|pass}' },
  { id: 'bach-carousel', text: 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}' },
];

/** Every graph of the comparison, with how to rebuild it. */
export function allGraphs(): Array<{ id: string; source: Record<string, unknown>; graph: FlatGraph }> {
  const out: Array<{ id: string; source: Record<string, unknown>; graph: FlatGraph }> = [];
  for (const l of LITERALS) out.push({ id: `literal:${l.id}`, source: { literal: l.text, ...(l.note ? { note: l.note } : {}) }, graph: literalGraph(l.text) });
  for (const p of twoPlayerPresets()) out.push({ id: `preset:${p}`, source: { preset: p }, graph: presetOpeningGraph(p) });
  for (const v of Object.keys(VARIANTS)) {
    for (let n = 2; n <= 10; n++) out.push({ id: `variant:${v}:${n}`, source: { variant: v, n }, graph: variantOpeningGraph(v, n) });
  }
  randomGraphs(200, 20261123, 5, 2).forEach((g, i) => out.push({ id: `random:a${i}`, source: { random: 'a', index: i }, graph: g }));
  randomGraphs(100, 7, 7, 3).forEach((g, i) => out.push({ id: `random:b${i}`, source: { random: 'b', index: i }, graph: g }));
  return out;
}

function writeGraphs(): void {
  const lines: string[] = [];
  for (const { id, graph } of allGraphs()) {
    lines.push(`graph ${id} ${graph.left.length} 0`);
    for (let v = 0; v < graph.left.length; v++) lines.push(`${graph.left[v]!.join(' ')} | ${graph.right[v]!.join(' ')}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

interface SideAnswer {
  stopper: boolean;
  /** The canonical stopper when `stopper`, else the simplified graph (start 0). */
  graph: FlatGraph;
  ms: number;
}

function readAnswers(text: string): Map<string, { acf: boolean; sides: Map<string, SideAnswer> }> {
  const lines = text.split('\n');
  const out = new Map<string, { acf: boolean; sides: Map<string, SideAnswer> }>();
  let i = 0;
  const readGraph = (): FlatGraph => {
    const k = Number(lines[i++]!.split(' ')[1]);
    const left: number[][] = [];
    const right: number[][] = [];
    for (let v = 0; v < k; v++) {
      const [l, r] = lines[i++]!.split('|');
      const nums = (s: string): number[] => s.trim().split(/\s+/).filter(Boolean).map(Number);
      left.push(nums(l!));
      right.push(nums(r!));
    }
    return { left, right };
  };
  while (i < lines.length) {
    const h = lines[i++]!.trim().split(' ');
    if (h[0] !== 'graph') continue;
    // a graph's sides may come in several blocks (one process per side)
    const entry = out.get(h[1]!) ?? { acf: h[3] === '1', sides: new Map<string, SideAnswer>() };
    out.set(h[1]!, entry);
    while (lines[i] !== 'end') {
      const s = lines[i++]!.split(' ');
      const simplified = readGraph();
      const stopper = s[4] === '1';
      const graph = stopper ? readGraph() : simplified;
      entry.sides.set(`${s[1]}:${s[2]}`, { stopper, graph, ms: Number(s[6]) });
    }
    i++;
  }
  return out;
}

/** A graph's text with each edge list sorted (the two entries may list a node's edges in another order). */
function sortedText(g: FlatGraph): string {
  const sort = (l: number[][]): number[][] => l.map((e) => [...e].sort((a, b) => a - b));
  return JSON.stringify([sort(g.left), sort(g.right)]);
}

function writeJson(answerFile: string, commit: string, date: string): void {
  const answers = readAnswers(readFileSync(answerFile, 'utf8'));
  const entries: unknown[] = [];
  for (const { id, source, graph } of allGraphs()) {
    const a = answers.get(id);
    // only graphs CGSuite answered for both sides, by its ruleset entry (B) or else its literal entry (A);
    // a run past its time limit gives no answer
    const has = (s: 'on' | 'off'): boolean => !!a && (a.sides.has(`B:${s}`) || a.sides.has(`A:${s}`));
    if (!a || !has('on') || !has('off')) continue;
    const side = (s: 'on' | 'off'): Record<string, unknown> => {
      const b = a.sides.get(`B:${s}`);
      const x = b ?? a.sides.get(`A:${s}`)!;
      const y = b ? a.sides.get(`A:${s}`) : undefined;
      // the literal entry is recorded when it was run and answered differently
      const same = !y || (x.stopper === y.stopper && sortedText(x.graph) === sortedText(y.graph));
      return {
        entry: b ? 'ruleset' : 'literal',
        stopper: x.stopper,
        left: x.graph.left,
        right: x.graph.right,
        ...(same ? {} : { literalPath: { stopper: y!.stopper, left: y!.graph.left, right: y!.graph.right } }),
      };
    };
    const big = graph.left.length > 60;
    entries.push({
      id,
      source,
      nodes: graph.left.length,
      digest: digest(graph),
      ...(big ? {} : { left: graph.left, right: graph.right }),
      cgsuite: { stopperGraph: a.acf, onside: side('on'), offside: side('off') },
    });
  }
  const doc = {
    provenance:
      `CGSuite's LoopyGame simplification (aaron-siegel/cgsuite, lib/core/src/main/scala/org/cgsuite/core/LoopyGame.java and Bigraph.java, source at commit ${commit}), ` +
      `compiled and run locally on ${date} with the Scala-only parts left out (short-game conversions, pseudonumbers), which the simplification does not use. ` +
      'For each graph (start node 0; a node without edges is 0) and each side, the side as CGSuite computes it for the game value of a ruleset position (`entry`: ruleset) ' +
      '(LoopyGame.constructSimplifiedGame: simplifyGraph on the whole graph, then, if the start node still reaches an alternating cycle, simplifyGraph again from the start node), ' +
      '(or, where that run passed its time limit of 60 s, `entry`: literal, what it computes for a loopy literal, simplifyGraph(graph, null, side, start)), ' +
      'and whether it is alternating-cycle free (a stopper). When it is, the graph given is the stopper canonicalised by CGSuite (simplifyGraph with STOPPER); when not, the simplified graph. ' +
      "`literalPath` is added to a side only where CGSuite's other entry, simplifyGraph(graph, null, side, start) as SidedValue(LoopyGame) calls it for a loopy literal, gives a different graph (other than in the order of a node's edges). " +
      'Big graphs are not stored: `source` says how to rebuild them (test/loopy-values/cgsuite-graphs-support.ts) and `nodes` and `digest` check the rebuilt graph is the one CGSuite was given. ' +
      'Exported by scripts/export-loopy-graph.ts.',
    entries,
  };
  process.stdout.write(JSON.stringify(doc) + '\n');
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'graphs') writeGraphs();
else if (mode === 'json') writeJson(rest[0]!, rest[1]!, rest[2]!);
else {
  process.stderr.write('usage: export-loopy-graph.ts graphs | json <answers> <commit> <date>\n');
  process.exit(2);
}
