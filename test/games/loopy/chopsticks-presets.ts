/**
 * The check of a large preset's opening of Chopsticks as played, valued at the default budget, shared
 * by chopsticks-values.test.ts and chopsticks-values.long.test.ts. Expected: the outcome class of
 * the win / lose / draw retrograde solver of chopsticks-played (src/games/chopsticks-played/solve.ts),
 * an independent computation on the mover-first graph, for both first players; and, the opening
 * being symmetric between the players, offside = −onside (exchanging Left and Right negates a game,
 * so its onside becomes minus its offside; Siegel, CGT VI.4: −(G⁺ & G⁻) = (−G⁻) & (−G⁺)).
 */
import { expect } from 'vitest';
import { PRESETS, makeRules } from '../../../src/games/chopsticks-played/rules.js';
import { solveLoopy } from '../../../src/entries/loopy.js';
import { partizanOpening } from '../../../src/games/chopsticks-played/partizan.js';
import { outcomeClass } from '../../../src/loopy/index.js';
import { negAny } from '../../../src/loopy/simplified.js';

/** The class the solver gives to the opening of preset `name` (a symmetric position: both first players alike). */
export function solverClass(name: string): string {
  const wld = solveLoopy(makeRules(PRESETS[name])).summary().start.value;
  return wld === 'draw' ? 'D' : wld === 'win' ? 'N' : 'P';
}

/** Values the opening of preset `name` at the default budget and checks it as the module notes say. */
export function expectLargePresetValued(name: string): void {
  const o = partizanOpening(makeRules(PRESETS[name]));
  expect(o.kind).not.toBe('unresolved');
  expect(outcomeClass(o.value!)).toBe(solverClass(name));
  expect(o.outcome).toBe(solverClass(name));
  expect(negAny(o.value!)).toBe(o.value);
}
