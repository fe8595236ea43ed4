/**
 * Chopsticks as played, Left's hands against Right's hands: the loopy VALUES from the engine's
 * sidling (graph simplification, src/loopy/sidle.ts). Source of every expected value: the
 * win / lose / draw retrograde solver of chopsticks-played (src/games/chopsticks-played/solve.ts),
 * an independent computation on the mover-first graph. The outcome class of a value (Siegel,
 * CGT VI.4: Left first wins when she wins the offside, draws when she survives the onside; Right
 * symmetrically) must be the solver's for both first players.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, makeRules } from '../../../src/games/chopsticks-played/rules.js';
import { solveLoopy } from '../../../src/entries/loopy.js';
import { partizanGraph, partizanOpening } from '../../../src/games/chopsticks-played/partizan.js';
import { graphValues, loopyOutcomeClass } from '../../../src/games/loopy-bridge.js';
import { outcomeClass } from '../../../src/loopy/index.js';
import { expectLargePresetValued, solverClass } from './chopsticks-presets.js';

const twoPlayer = Object.keys(PRESETS).filter((k) => makeRules(PRESETS[k]).players === 2);
/** Presets whose reachable partizan graph is small (about 220 nodes): their openings must get values. */
const small = twoPlayer.filter((k) => partizanGraph(makeRules(PRESETS[k])).codes.length <= 400);

describe('Chopsticks as played: the value of the opening position', () => {
  it('the small presets are most of them (sanity of the split)', () => {
    expect(small.length).toBeGreaterThanOrEqual(20);
  });
  // The value of each small preset's opening, and its outcome class, are tested in values.test.ts
  // ('Chopsticks as played: the opening position'); here the large presets and every position.
  for (const name of twoPlayer.filter((k) => !small.includes(k))) {
    it(`${name} (a large graph): past a small maxPairs, unresolved with the limit named; the outcome is still the solver's`, () => {
      const o = partizanOpening(makeRules(PRESETS[name]), { maxPairs: 100_000 });
      expect(o.kind).toBe('unresolved');
      expect(o.note).toMatch(/maxPairs/);
      expect(o.outcome).toBe(solverClass(name));
    });
  }
});

describe('Chopsticks as played: the large presets valued at the default budget', () => {
  // Valued since the sidling's deletion tests are warm-started (sidle.ts); each run takes 4 s
  // (three-hands-split-all, three-lives) to 16 s (stumps) of CPU on a quiet machine. The two of 4 s
  // here; chinese and stumps in chopsticks-values.long.test.ts (`npm run test:long`). The check and
  // its sources: chopsticks-presets.ts.
  for (const name of ['three-hands-split-all', 'three-lives']) {
    it(`${name}: the opening gets a value, whose outcome class is the solver's and whose sides are opposite`, () => {
      expectLargePresetValued(name);
    }, 120_000);
  }
});

describe('Chopsticks as played: the value of every reachable position', () => {
  for (const name of ['normal', 'blog', 'no-split', 'student', 'transfers-only', 'cherri']) {
    it(`${name}: every node valued, each outcome class the solver's for both first players`, () => {
      const rules = makeRules(PRESETS[name]);
      const sol = solveLoopy(rules);
      const g = partizanGraph(rules);
      const nodes = [...g.codes.keys()];
      const vals = graphValues(g, nodes);
      const { space } = g;
      const width = (space as { readonly width?: number }).width ?? 2 * space.h;
      const hands = new Uint8Array(width);
      const scratch = new Uint8Array(width);
      let checked = 0;
      for (const v of nodes) {
        if (g.values[v] !== undefined) continue; // a side without hands: a given value, not played
        const code = g.codes[v]!;
        space.decode(code, hands);
        const swapped = space.canonical(hands, 1, scratch);
        const u = sol.graph.index.get(code);
        const w = sol.graph.index.get(swapped);
        if (u === undefined || w === undefined) continue; // not reachable in the solver's graph
        // Left first: the position with Left (seat 0) to move; Right first: seats swapped
        expect(outcomeClass(vals[v]!)).toBe(loopyOutcomeClass(sol.outcomeAt(u), sol.outcomeAt(w)));
        checked++;
      }
      expect(checked).toBeGreaterThan(80);
    });
  }
});
