/**
 * This engine against CGSuite's own loopy algorithm on the larger graphs of
 * test/data/loopy-cgsuite-algorithm.json (npm run test:long): LONG_NODES to SLOW_NODES nodes, and
 * every larger one with LOOPY_CGSUITE_SLOW=1. The same checks, with their sources, as
 * cgsuite-graphs.test.ts runs on the smaller graphs (cgsuite-graphs-check.ts).
 */
import { describe, it } from 'vitest';
import { LONG_NODES, SLOW_NODES, checkEntry, entries, slow } from './cgsuite-graphs-check.js';

describe("this engine against CGSuite's loopy algorithm, graphs of 400 nodes or more", () => {
  for (const e of entries.filter((x) => x.nodes >= LONG_NODES)) {
    const run = e.nodes <= SLOW_NODES || slow ? it : it.skip;
    run(`${e.id} (${e.nodes} nodes)`, () => checkEntry(e));
  }
});
