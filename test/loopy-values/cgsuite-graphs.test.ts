/**
 * This engine against CGSuite's own loopy ALGORITHM, graph by graph.
 *
 * Source of every expected value: test/data/loopy-cgsuite-algorithm.json, the answers of CGSuite's
 * `LoopyGame` simplification (CGSuite's source, LoopyGame.java and Bigraph.java, at the commit
 * named in the file's `provenance`), compiled and run locally on the same graphs: for each graph
 * and each side, the side CGSuite computes for the game value of a ruleset position
 * (`constructSimplifiedGame`), whether it is a stopper, and the stopper CGSuite canonicalises (or,
 * when the side keeps an alternating cycle, CGSuite's simplified graph). The graphs: CGSuite's own
 * loopy test vectors (CanonicalStopperTestCase, SidedValueTestCase, Bach's Carousel) written as
 * raw graphs, the openings of the two-player presets of Chopsticks as played, the openings
 * (1,1 | 1,1)_n, n ≤ 10, of the SIMPLE CHOPSTICKS variants, and random small graphs with cycles.
 *
 * The raw graphs of CGSuite's test cases are checked to be those texts: this engine's parser reads
 * each text (and CGSuite's own text where it was rewritten for the graph reader) to the value of the
 * graph.
 *
 * What is checked, per side:
 * - CGSuite's side is a stopper: this engine's side of the same graph is the same canonical stopper
 *   (CGSuite's canonical graph read back by this engine, `===`), and CGSuite's canonical graph has as
 *   many nodes as this engine's canonical stopper has followers.
 * - CGSuite's side keeps an alternating cycle: this engine's sidling refuses that side
 *   (`NotStopperSidedError` from `valuesOfGraph` and `sideOf`); CGSuite's simplified graph has the
 *   game's side (this engine's side comparison, both ways), and this engine's sidling refuses that
 *   graph too; this engine's simplified side (`simplifiedSideGraph`, CGSuite's steps) has the
 *   game's side and as many nodes as CGSuite's simplified graph.
 *
 * Graphs of LONG_NODES (400) to SLOW_NODES (1000) nodes run in `npm run test:long`
 * (cgsuite-graphs.long.test.ts, the same checks: cgsuite-graphs-check.ts). Graphs of more than
 * SLOW_NODES nodes take this engine several seconds to a few minutes each; they run only with
 * LOOPY_CGSUITE_SLOW=1 (docs/loopy-values.md), in the long file.
 */
import { describe, expect, it } from 'vitest';
import { loopyOf, valuesOfGraph } from '../../src/loopy/index.js';
import { parseLoopy } from '../../src/notation/index.js';
import { LONG_NODES, checkEntry, data, entries, graphOf, spec } from './cgsuite-graphs-check.js';

describe("this engine against CGSuite's loopy algorithm (test/data/loopy-cgsuite-algorithm.json)", () => {
  it('the data file has the graphs it says (provenance, literals, presets, variants, random graphs)', () => {
    expect(data.provenance).toMatch(/CGSuite's LoopyGame simplification .* commit [0-9a-f]{40}/);
    const kinds = new Set(entries.map((e) => e.id.split(':')[0]));
    expect([...kinds].sort()).toEqual(['literal', 'preset', 'random', 'variant']);
  });

  it("the raw graphs of CGSuite's test cases are those texts (this engine's parser reads each text to the value of its graph)", () => {
    for (const e of entries.filter((x) => x.source.literal !== undefined && x.id !== 'literal:bach-carousel')) {
      const g = graphOf(e);
      const v = valuesOfGraph(spec(g), [0])[0]!;
      expect(v).toBe(loopyOf(parseLoopy(e.source.literal!)));
      // where the text was rewritten for the graph reader (dud written out), CGSuite's own text too
      const cgsText = /^CGSuite: (.+?)(?:, with .*)?$/.exec((e.source as { note?: string }).note ?? '')?.[1];
      if (cgsText) expect(v).toBe(loopyOf(parseLoopy(cgsText)));
    }
  });

  for (const e of entries) {
    const run = e.nodes < LONG_NODES ? it : it.skip;
    run(`${e.id} (${e.nodes} nodes)`, () => checkEntry(e));
  }
});
