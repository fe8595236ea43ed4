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
 * Graphs of more than SLOW_NODES nodes take this engine several seconds to a few minutes each;
 * they run only with LOOPY_CGSUITE_SLOW=1 (docs/loopy-values.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NotStopperSidedError, Stopper, loopyOf, offsideOf, onsideOf, valuesOfGraph } from '../../src/loopy/index.js';
import { parseLoopy } from '../../src/notation/index.js';
import { GameGraph } from '../../src/graph/index.js';
import { sideOf } from '../../src/loopy/sided.js';
import { sideLeq } from '../../src/loopy/sidle.js';
import { simplifiedSideGraph } from '../../src/loopy/simplified.js';
import {
  type FlatGraph,
  digest,
  literalGraph,
  presetOpeningGraph,
  randomGraphs,
  stopperFlat,
  variantOpeningGraph,
} from './cgsuite-graphs-support.js';

interface CgsSide {
  entry: 'ruleset' | 'literal';
  stopper: boolean;
  left: number[][];
  right: number[][];
  literalPath?: { stopper: boolean; left: number[][]; right: number[][] };
}
interface Entry {
  id: string;
  source: { literal?: string; preset?: string; variant?: string; n?: number; random?: string; index?: number };
  nodes: number;
  digest: string;
  left?: number[][];
  right?: number[][];
  cgsuite: { stopperGraph: boolean; onside: CgsSide; offside: CgsSide };
}

const data = JSON.parse(readFileSync(new URL('../data/loopy-cgsuite-algorithm.json', import.meta.url), 'utf8')) as { provenance: string; entries: Entry[] };
const entries = data.entries;
const SLOW_NODES = 1000;
const slow = process.env.LOOPY_CGSUITE_SLOW === '1';

const randomSets: Record<string, () => FlatGraph[]> = {
  a: () => randomGraphs(200, 20261123, 5, 2),
  b: () => randomGraphs(100, 7, 7, 3),
};
const randomCache = new Map<string, FlatGraph[]>();

/** The graph of an entry: stored, or rebuilt with this library's API from its `source`. */
function graphOf(e: Entry): FlatGraph {
  if (e.left && e.right) return { left: e.left, right: e.right };
  const s = e.source;
  if (s.variant !== undefined) return variantOpeningGraph(s.variant, s.n!);
  if (s.preset !== undefined) return presetOpeningGraph(s.preset);
  if (s.literal !== undefined) return literalGraph(s.literal);
  if (s.random !== undefined) {
    if (!randomCache.has(s.random)) randomCache.set(s.random, randomSets[s.random]!());
    return randomCache.get(s.random)![s.index!]!;
  }
  throw new Error(`entry ${e.id} has no graph`);
}

const spec = (g: FlatGraph) => ({ size: g.left.length, left: (v: number) => g.left[v]!, right: (v: number) => g.right[v]! });

/** CGSuite's stopper (its canonical graph, start 0) as this engine's interned Stopper. */
function cgsStopper(s: { left: number[][]; right: number[][] }): Stopper {
  const v = valuesOfGraph(spec(s), [0])[0]!;
  expect(v).toBeInstanceOf(Stopper);
  return v as Stopper;
}

function checkSide(g: FlatGraph, side: 'on' | 'off', cgs: { stopper: boolean; left: number[][]; right: number[][] }): void {
  const w = GameGraph.from(g);
  if (cgs.stopper) {
    const want = cgsStopper(cgs);
    const ours = sideOf(w, undefined, 0, side);
    expect(ours).toBe(want);
    // both canonical: as many nodes
    expect(stopperFlat(ours).left.length).toBe(cgs.left.length);
  } else {
    expect(() => sideOf(w, undefined, 0, side)).toThrow(NotStopperSidedError);
    // CGSuite's simplified graph has the game's side (this engine's side comparison, both ways) ...
    const c = GameGraph.from({ left: cgs.left, right: cgs.right });
    expect(sideLeq(w, 0, c, 0, side)).toBe(true);
    expect(sideLeq(c, 0, w, 0, side)).toBe(true);
    // ... and this engine cannot reduce it to a stopper either
    expect(() => sideOf(c, undefined, 0, side)).toThrow(NotStopperSidedError);
    // the simplified side of this engine (CGSuite's steps, simplified.ts) has the game's side and
    // as many nodes as CGSuite's simplified graph
    const ours = simplifiedSideGraph(w, 0, side);
    expect(sideLeq(ours, 0, c, 0, side)).toBe(true);
    expect(sideLeq(c, 0, ours, 0, side)).toBe(true);
    expect(ours.size).toBe(c.size);
  }
}

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
    const run = e.nodes <= SLOW_NODES || slow ? it : it.skip;
    run(`${e.id} (${e.nodes} nodes)`, () => {
      const g = graphOf(e);
      // the graph rebuilt here is the one CGSuite was given
      expect(g.left.length).toBe(e.nodes);
      expect(digest(g)).toBe(e.digest);
      checkSide(g, 'on', e.cgsuite.onside);
      checkSide(g, 'off', e.cgsuite.offside);
      // CGSuite's other entry (a loopy literal's SidedValue), where it answers differently
      if (e.cgsuite.onside.literalPath) checkSide(g, 'on', e.cgsuite.onside.literalPath);
      if (e.cgsuite.offside.literalPath) checkSide(g, 'off', e.cgsuite.offside.literalPath);
      // the public API: the value's sides are CGSuite's stoppers, or the value is refused
      const { onside, offside } = e.cgsuite;
      if (onside.stopper && offside.stopper) {
        const v = valuesOfGraph(spec(g), [0])[0]!;
        const on = cgsStopper(onside);
        const off = cgsStopper(offside);
        if (on === off) expect(v).toBe(on);
        expect(onsideOf(v)).toBe(on);
        expect(offsideOf(v)).toBe(off);
      } else {
        expect(() => valuesOfGraph(spec(g), [0])).toThrow(NotStopperSidedError);
      }
    });
  }
});
