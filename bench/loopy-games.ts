/**
 * Bench of the loopy rulesets (issue 9, "Rulesets with cycles"): canonical stoppers of Chopsticks
 * partizan graphs of about 10², 10⁴ and 10⁶ nodes, and the opening value of normal Chopsticks
 * (its 225 partizan positions), with the sidling's work counters (solved comparison tables,
 * warm-started deletion tests, moves deleted, comparisons from scratch), and the values of two
 * large presets at the default budget (`three-hands-split-all`, 1,223 positions, and
 * `three-lives`), and one big opening of the SIMPLE CHOPSTICKS variants at the variant tables'
 * budget (`rollover-revives` (1,1|1,1)_10, 3,023 positions). Run alone with `npx tsx bench/index.ts loopy-games`.
 */
import { bench, cpuMs, once } from './harness.js';
import { makeRules, partizanGraph, firstPlayerOutcomes, nodeValue, graphValues, type Rules } from '../src/entries/chopsticks-played.js';
import { PartizanError } from '../src/engine/errors.js';
import { clearCaches } from '../src/engine/cache.js';
import { GameGraph, reachesAlternatingInfinite } from '../src/graph/index.js';
import { STATS } from '../src/loopy/compare.js';
import { PRESETS } from '../src/games/chopsticks-played/rules.js';
import { VARIANTS, variantPosition } from '../src/games/simple-chopsticks/variants.js';
import { variantResult, VARIANT_SIDLE_WORK } from '../src/games/simple-chopsticks/variant-values.js';

function resetStats(): void {
  for (const k of Object.keys(STATS)) delete STATS[k];
}

function statsLine(): string {
  const f = (k: string): string => (STATS[k] ?? 0).toLocaleString('en-US', { maximumFractionDigits: 0 });
  return `${f('table:calls')} comparison tables solved (${f('table:pairs')} node pairs); ${f('edgeTests')} deletion tests (${f('warmFail')} failed) deleting ${f('edgeDeleted')} moves; ${f('slpCalls')} comparisons from scratch (${f('slpPairs')} pairs)`;
}

/**
 * The nodes whose game is a stopper: no follower starts an infinite alternating play (Siegel VI.2;
 * the graph layer's test, closed backwards over the edges).
 */
function stopperNodes(g: { graph: GameGraph }): number[] {
  const bad = reachesAlternatingInfinite(g.graph);
  const out: number[] = [];
  for (let v = 0; v < g.graph.size; v++) if (!bad[v]) out.push(v);
  return out;
}

/** Chopsticks without splits (attacks only, roll-over): every node's game is loopy. Sizes N² with N = C(r + h − 1, h). */
const SIZES: Array<[string, Partial<Rules>]> = [
  ['10^2: r = 4, 2 hands (100 nodes)', { r: 4, hands: 2, split: 'none' }],
  ['10^4: r = 14, 2 hands (11,025 nodes)', { r: 14, hands: 2, split: 'none' }],
  ['10^6: r = 17, 3 hands (938,961 nodes)', { r: 17, hands: 3, split: 'none' }],
];

export async function run(): Promise<void> {
  const normal = makeRules({});
  bench('normal Chopsticks: partizan graph of all 225 positions', () => partizanGraph(normal, { all: true }), { targetMs: 2 });
  const g225 = partizanGraph(normal, { all: true });
  bench('normal Chopsticks: retrograde outcomes of the 225', () => firstPlayerOutcomes(g225), { targetMs: 1 });
  await once('normal Chopsticks: opening value (graph + loopy engine)', () => {
    resetStats();
    let line = '';
    const cpu = cpuMs(() => {
      const g = partizanGraph(normal, { all: true });
      const v = nodeValue(g, g.index.get(g.space.startCode())!);
      line = `${v.kind}${v.value === undefined ? '' : ' ' + String(v.value)}`;
    });
    console.log(`  opening: ${line}; CPU ${cpu.toFixed(0)} ms; ${statsLine()}`);
  }, 50);
  // The same again once the code is compiled: every cache emptied before each run (the intern
  // tables stay: they are the values), so only the JIT's work is not paid again.
  const warm: number[] = [];
  for (let k = 0; k < 7; k++) {
    clearCaches();
    const t0 = performance.now();
    const g = partizanGraph(normal, { all: true });
    nodeValue(g, g.index.get(g.space.startCode())!);
    warm.push(performance.now() - t0);
  }
  warm.sort((a, b) => a - b);
  console.log(`${'normal Chopsticks: opening value, compiled, caches emptied'.padEnd(58)} ${warm[0]!.toFixed(1).padStart(12)} ms min, ${warm[3]!.toFixed(1)} ms median of 7   target 50 ms, ratio ${(warm[3]! / 50).toFixed(2)}`);
  // Large presets, valued within the default budget since the deletion tests are warm-started.
  for (const name of ['three-hands-split-all', 'three-lives']) {
    await once(`${name}: opening value at the default budget`, () => {
      resetStats();
      let what = '';
      let size = 0;
      const cpu = cpuMs(() => {
        const g = partizanGraph(makeRules(PRESETS[name]!), { all: true });
        size = g.codes.length;
        try {
          const v = nodeValue(g, g.index.get(g.space.startCode())!);
          what = `${v.kind}${v.value === undefined ? '' : ' ' + String(v.value)}`;
        } catch (e) {
          if (!(e instanceof PartizanError)) throw e;
          what = `${e.code}`;
        }
      });
      console.log(`  ${size.toLocaleString('en-US')} positions: ${what}; CPU ${cpu.toFixed(0)} ms; ${statsLine()}`);
    });
  }

  // One of the big variant openings (3,023 positions), at the variant tables' budget: past that
  // budget before the symmetric sidling (offside from the onside) and the sidling for the root
  // from the general simplification's graph.
  await once('rollover-revives (1,1|1,1)_10: value at the tables\' budget', () => {
    resetStats();
    let what = '';
    const v = VARIANTS['rollover-revives']!;
    const cpu = cpuMs(() => {
      const r = variantResult(variantPosition([1, 1], [1, 1], 10, v), v, { maxSidleWork: VARIANT_SIDLE_WORK });
      what = `${r.graphSize.toLocaleString('en-US')} positions: ${r.kind}${r.value === undefined ? ` (${r.note ?? ''})` : ' ' + String(r.value)}, outcome ${r.outcome}`;
    });
    console.log(`  ${what}; CPU ${cpu.toFixed(0)} ms; ${statsLine()}`);
  });

  let lastMs = 0;
  for (const [label, rules] of SIZES) {
    if (lastMs > 20_000) {
      console.log(`  ${label}: skipped (the previous size took ${(lastMs / 1000).toFixed(0)} s)`);
      continue;
    }
    const r = makeRules(rules);
    const t0 = performance.now();
    const g = partizanGraph(r, { all: true });
    const tGraph = performance.now() - t0;
    let what: string;
    try {
      // The value of every stopper node at once: the canonical stoppers share their work.
      const nodes = stopperNodes(g);
      const vals = graphValues(g, nodes, { maxNodes: 2_000_000 });
      what = `${nodes.length.toLocaleString('en-US')} stopper nodes, ${new Set(vals).size.toLocaleString('en-US')} distinct stoppers`;
    } catch (e) {
      if (!(e instanceof PartizanError)) throw e;
      what = `${e.name} (${e.code}): ${e.message.slice(0, 100)}`;
    }
    lastMs = performance.now() - t0;
    console.log(`${('canonical stoppers, Chopsticks ' + label).padEnd(58)} ${lastMs.toFixed(0).padStart(12)} ms (graph ${tGraph.toFixed(0)} ms); ${g.codes.length.toLocaleString('en-US')} nodes; ${what}`);
  }
}
