/**
 * The checks of this engine against CGSuite's loopy algorithm, entry by entry of
 * test/data/loopy-cgsuite-algorithm.json, shared by cgsuite-graphs.test.ts (graphs of fewer than
 * LONG_NODES nodes, npm test; its header names the sources and what is checked) and
 * cgsuite-graphs.long.test.ts (LONG_NODES to SLOW_NODES nodes, npm run test:long).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { NotStopperSidedError, Stopper, offsideOf, onsideOf, valuesOfGraph } from '../../src/loopy/index.js';
import { GameGraph } from '../../src/graph/index.js';
import { sideOf } from '../../src/loopy/sided.js';
import { sideLeq } from '../../src/loopy/compare.js';
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
export interface Entry {
  id: string;
  source: { literal?: string; preset?: string; variant?: string; n?: number; random?: string; index?: number };
  nodes: number;
  digest: string;
  left?: number[][];
  right?: number[][];
  cgsuite: { stopperGraph: boolean; onside: CgsSide; offside: CgsSide };
}

export const data = JSON.parse(readFileSync(new URL('../data/loopy-cgsuite-algorithm.json', import.meta.url), 'utf8')) as { provenance: string; entries: Entry[] };
export const entries = data.entries;
/** Graphs of more than this many nodes run only with LOOPY_CGSUITE_SLOW=1. */
export const SLOW_NODES = 1000;
/** LOOPY_CGSUITE_SLOW=1: run the graphs of more than {@link SLOW_NODES} nodes too. */
export const slow = process.env.LOOPY_CGSUITE_SLOW === '1';
/** Graphs of this many nodes or more (up to SLOW_NODES) run in npm run test:long (cgsuite-graphs.long.test.ts). */
export const LONG_NODES = 400;

const randomSets: Record<string, () => FlatGraph[]> = {
  a: () => randomGraphs(200, 20261123, 5, 2),
  b: () => randomGraphs(100, 7, 7, 3),
};
const randomCache = new Map<string, FlatGraph[]>();

/** The graph of an entry: stored, or rebuilt with this library's API from its `source`. */
export function graphOf(e: Entry): FlatGraph {
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

export const spec = (g: FlatGraph) => ({ size: g.left.length, left: (v: number) => g.left[v]!, right: (v: number) => g.right[v]! });

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

/** Every check of one entry of the data file (see cgsuite-graphs.test.ts for what is checked, and the sources). */
export function checkEntry(e: Entry): void {
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
}
