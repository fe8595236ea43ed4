/**
 * Generalized Sprague–Grundy values (Smith; Fraenkel–Yesha), on small graphs derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { LoopyGraphError, impartialValueString, loopyNimValues } from '../../src/loopy/index.js';

const values = (succ: number[][]): string[] =>
  loopyNimValues({ size: succ.length, options: (v) => succ[v]! }).map(impartialValueString);

describe('generalized Sprague–Grundy values', () => {
  it('acyclic graphs get the ordinary Sprague–Grundy values (mex)', () => {
    // 0: terminal = 0; 1 → 0: *; 2 → 0, 1: *2
    expect(values([[], [0], [0, 1]])).toEqual(['0', '*', '*2']);
  });
  it('a position that can only pass is ∞ (a draw)', () => {
    expect(values([[0]])).toEqual(['∞']);
  });
  it('a 2-cycle with an exit to a terminal position', () => {
    // t = 0 (terminal). b → a only; a → b, t. Round m = 0: t gets 0; b has no follower of value 0
    // and its follower a has one (t), so b gets 0. a has a follower of value 0 (t, b), so it is
    // not ∞; round m = 1: a's followers are all labelled, none 1: a gets 1. Check: a = mex{0,0}
    // = 1, b = mex{1} = 0.
    expect(values([[1, 2], [0], []])).toEqual(['*', '0', '0']);
  });
  it('a pass beside a move to 0 is ∞{0}: the player to move wins by moving to 0', () => {
    // c → c, t. m = 0: t = 0; c has a follower of value 0 so it is neither 0 nor ∞ yet. m = 1: c
    // has no follower of value 1, and its unlabelled follower c has none either, so c is not 1;
    // then c becomes ∞ with finite follower values {0}.
    expect(values([[0, 1], []])).toEqual(['∞{0}', '0']);
  });
  it('a 2-cycle without exits is ∞ at both nodes', () => {
    expect(values([[1], [0]])).toEqual(['∞', '∞']);
  });
  it('bad edges are a typed error', () => {
    expect(() => values([[5]])).toThrow(LoopyGraphError);
  });
});
