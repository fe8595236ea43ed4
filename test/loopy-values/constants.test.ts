/**
 * The named loopy constants are built from their simplest forms when the module loads
 * (src/loopy/constants.ts, `ON` in src/loopy/sided.ts), not by the general code. Here the general
 * code (canonical stoppers, the sidling of sided values, the checked `sided`) is run on each
 * game's definition, and must give the very same interned objects: a wrong simplest form would
 * have been interned as a second object of the same value.
 */
import { describe, expect, it } from 'vitest';
import { num, star, zero } from '../../src/engine/constructors.js';
import { GameGraph } from '../../src/graph/index.js';
import { canonicalStoppers } from '../../src/loopy/stopper.js';
import { valuesOfWork } from '../../src/loopy/sided.js';
import { DUD, OFF, ON, OVER, TIS, TISN, UNDER, UPON, fromGame, sided } from '../../src/loopy/index.js';

/** The canonical stopper of node 0 of a graph, by the general code. */
const stopper = (left: number[][], right: number[][]) => canonicalStoppers(GameGraph.from({ left, right }), undefined, [0])[0];
/** The value of node `root` of a graph, by the general code (stoppers, or sides sidled). */
const value = (left: number[][], right: number[][], root = 0) => valuesOfWork(GameGraph.from({ left, right }), undefined, [root])[0];

describe('the named loopy constants are the objects the general code makes of their definitions', () => {
  it('on = {on | }, off = { | off} (Siegel, CGT, VI.1)', () => {
    expect(stopper([[0]], [[]])).toBe(ON);
    expect(stopper([[]], [[0]])).toBe(OFF);
  });
  it('over = {0 | over}, under = {under | 0} (Siegel, CGT, VI.1), written with a redundant node', () => {
    expect(stopper([[1], []], [[0], []])).toBe(OVER);
    expect(stopper([[0], []], [[1], []])).toBe(UNDER);
    // over = {0 | {0 | over}}: the two nodes are equal, and the general code merges them
    expect(stopper([[2], [2], []], [[1], [0], []])).toBe(OVER);
  });
  it('upon = {upon | *} (Winning Ways, ch. 11; CGSuite constants.cgs)', () => {
    expect(stopper([[0], [], [1]], [[2], [], [1]])).toBe(UPON);
    // with * given as a short game rather than as nodes
    const g = GameGraph.from({ left: [[0], []], right: [[1], []] });
    expect(canonicalStoppers(g, [undefined, star], [0])[0]).toBe(UPON);
  });
  it('dud = {dud | dud} = on & off (Winning Ways, ch. 11; Siegel, CGT, VI.1)', () => {
    expect(value([[0]], [[0]])).toBe(DUD);
    expect(sided(ON, OFF)).toBe(DUD);
  });
  it('tis = {tisn | } = 1 & 0 and tisn = { | tis} = 0 & −1 (Winning Ways, ch. 11)', () => {
    expect(value([[1], []], [[], [0]], 0)).toBe(TIS);
    expect(value([[1], []], [[], [0]], 1)).toBe(TISN);
    expect(sided(num(1), zero)).toBe(TIS);
    expect(sided(fromGame(zero), fromGame(num(-1)))).toBe(TISN);
  });
});
