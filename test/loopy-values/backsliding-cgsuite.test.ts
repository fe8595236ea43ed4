/**
 * Backsliding Toads and Frogs against CGSuite: aaron-siegel/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala, case "BackslidingToadsAndFrogs":
 * `game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue` is `{on||0|-1/2} & {1/2|0||off}`
 * (CGSuite's ruleset: GenToadsAndFrogs with minSlide −1, i.e. forward slide, jump over one enemy,
 * and a one-cell backward slide, the rule of src/games/toads-frogs/backsliding.ts).
 */
import { describe, expect, it } from 'vitest';
import { rulesetGraph } from '../../src/graph/index.js';
import { Solver } from '../../src/engine/solver.js';
import { backslidingToadsFrogs } from '../../src/games/toads-frogs/index.js';
import { firstPlayerOutcomes, loopyOutcomeClass, rulesetValue } from '../../src/games/loopy-bridge.js';
import { SidedValue, offsideOf, onsideOf, outcomeClass } from '../../src/loopy/index.js';
import { formatAny, parseLoopy } from '../../src/notation/index.js';

const CGSUITE = '{on||0|-1/2} & {1/2|0||off}';

describe('Backsliding Toads and Frogs: CGSuite GameStripTest', () => {
  it("CGSuite's value of TTT..FFF reads as a sided value and prints back as CGSuite prints it", () => {
    const v = parseLoopy(CGSUITE);
    expect(v).toBeInstanceOf(SidedValue);
    expect(formatAny(v)).toBe(CGSUITE);
    expect(formatAny(onsideOf(v as SidedValue))).toBe('{on||0|-1/2}');
    expect(formatAny(offsideOf(v as SidedValue))).toBe('{1/2|0||off}');
  });
  it("the outcome class of CGSuite's value is the retrograde outcome of TTT..FFF on this ruleset", () => {
    const g = rulesetGraph(new Solver(backslidingToadsFrogs), 'TTT..FFF');
    const o = firstPlayerOutcomes(g);
    expect(outcomeClass(parseLoopy(CGSUITE) as SidedValue)).toBe(loopyOutcomeClass(o.leftFirst[0]!, o.rightFirst[0]!));
  });
  it("the engine's value of TTT..FFF is CGSuite's", () => {
    expect(rulesetValue(new Solver(backslidingToadsFrogs), 'TTT..FFF')).toBe(parseLoopy(CGSUITE));
  });
});
