/**
 * Chopsticks as played, as a loopy partizan game: its outcomes must agree with the win / lose /
 * draw retrograde solver of chopsticks-played (an independent computation on the mover-first
 * graph) for both first players, at every position that solver reaches, for every two-player preset.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, makeRules } from '../../../src/games/chopsticks-played/rules.js';
import { solveLoopy } from '../../../src/entries/loopy.js';
import { PartizanRulesError, partizanGraph, terminalValue } from '../../../src/games/chopsticks-played/partizan.js';
import { firstPlayerOutcomes, loopyOutcomeClass } from '../../../src/games/loopy-bridge.js';
import { num, zero } from '../../../src/engine/constructors.js';

const twoPlayer = Object.keys(PRESETS).filter((k) => makeRules(PRESETS[k]).players === 2);

describe('Chopsticks as a partizan game', () => {
  it('terminal nodes: 0 (American, normal play: the eliminated player moves next), ±1 otherwise', () => {
    // By the rules: under misère the eliminated player has won whoever moves (+1 when Left is out);
    // under the Chinese rule with normal play Left can eliminate herself, and then has lost (−1).
    expect(terminalValue(makeRules({}), true)).toBe(zero);
    expect(terminalValue(makeRules({ misere: true }), true)).toBe(num(1));
    expect(terminalValue(makeRules({ misere: true }), false)).toBe(num(-1));
    expect(terminalValue(makeRules({ attack: 'chinese' }), true)).toBe(num(-1));
  });

  it('more than two players is a typed error', () => {
    expect(() => partizanGraph(makeRules(PRESETS['three-players']))).toThrow(PartizanRulesError);
  });

  for (const name of twoPlayer) {
    it(`${name}: outcomes agree with the win/lose/draw solver at every position it reaches, for both first players`, () => {
      const rules = makeRules(PRESETS[name]);
      const sol = solveLoopy(rules);
      const g = partizanGraph(rules, { all: true });
      const o = firstPlayerOutcomes(g);
      const { space } = g;
      const width = (space as { readonly width?: number }).width ?? 2 * space.h;
      const hands = new Uint8Array(width);
      const scratch = new Uint8Array(width);
      let checked = 0;
      for (let u = 0; u < sol.graph.n; u++) {
        const code = sol.graph.codes[u]!;
        const want = sol.outcomeAt(u);
        // The mover as Left: the code as it is (mover in seat 0).
        expect(o.leftFirst[g.index.get(code)!]).toBe(want);
        // The mover as Right: the other player's hands in seat 0.
        space.decode(code, hands);
        const swapped = space.canonical(hands, 1, scratch);
        expect(o.rightFirst[g.index.get(swapped)!]).toBe(want);
        checked++;
      }
      expect(checked).toBe(sol.graph.n);
      // The opening position (symmetric) from the reachable partizan graph.
      const r = partizanGraph(rules);
      const ro = firstPlayerOutcomes(r);
      const start = sol.summary().start.value;
      expect(ro.leftFirst[0]).toBe(start);
      expect(ro.rightFirst[0]).toBe(start);
      const cls = loopyOutcomeClass(ro.leftFirst[0]!, ro.rightFirst[0]!);
      expect(cls).toBe(start === 'draw' ? 'D' : start === 'win' ? 'N' : 'P');
    });
  }
});
