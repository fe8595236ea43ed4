/**
 * Misère outcome classes of partizan games. Expected classes: CGSuite's
 * CanonicalShortGameTestCase.scala (lib/core/src/test/scala/org/cgsuite/lang/, the
 * misereOutcomeClass of each case, lines 37-1018) and GameTest.scala line 374 (Domineering 2×4: N).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, parse, type Game } from '../../src/index.js';
import { DomineeringBoard, domineering } from '../../src/games/domineering/index.js';
import { misereOutcome, misereRulesetOutcome, misereSumOutcome, parseMisere } from '../../src/misere/index.js';
import { arbitraryGame } from '../../src/testing/arbitrary.js';

const CGSUITE: Array<[string, string]> = [
  ['0', 'N'],
  ['5', 'R'],
  ['-1823437481924', 'L'],
  ['-1/2', 'L'],
  ['25/16', 'R'],
  ['*8', 'N'],
  ['9/8+*', 'R'],
  ['^', 'R'],
  ['v*', 'R'],
  ['6+^*', 'R'],
  ['^*6', 'P'],
  ['73/16+v9*8', 'R'],
  ['{0|*||*|||*||||*}', 'R'],
  ['{0||0|v*}', 'R'],
  ['{0||0|vvv}', 'R'],
  ['{^^^|vv}', 'R'],
  ['{0||0|-3/2}', 'R'],
  ['{0|||0||-1|-3}', 'R'],
  ['{5||3|1|||0||||0}', 'L'],
  ['{1|^^||^}', 'R'],
  ['{1|^^^||^}', 'R'],
  ['{3||2+*|1+*}', 'R'],
];

describe("misère outcome classes (CGSuite's MisereOutcomeClass)", () => {
  for (const [x, o] of CGSUITE) it(`${x}: ${o}`, () => expect(misereOutcome(parse(x) as Game)).toBe(o));
  it('Domineering 2×4: N (searched on the board, not on its value)', () => {
    expect(misereRulesetOutcome(domineering, DomineeringBoard.empty(2, 4))).toBe('N');
  });
  it('misère canonical forms: N or P', () => {
    expect(misereOutcome(parseMisere('*[2]+*[2]'))).toBe('P');
    expect(misereOutcome(parseMisere('*[0]'))).toBe('N');
  });
});

/** Who wins moving first in the misère sum a + b, by a naive recursion over the sum's game tree. */
function naive(a: Game, b: Game, player: 'L' | 'R', memo: Map<string, boolean>): boolean {
  const k = `${player}${a.id},${b.id}`;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  const opts = (g: Game): readonly Game[] => (player === 'L' ? g.leftOptions : g.rightOptions);
  const other = player === 'L' ? 'R' : 'L';
  const moves: Array<[Game, Game]> = [...opts(a).map((x): [Game, Game] => [x, b]), ...opts(b).map((y): [Game, Game] => [a, y])];
  const win = moves.length === 0 || moves.some(([x, y]) => !naive(x, y, other, memo));
  memo.set(k, win);
  return win;
}

describe('sums', () => {
  it('the outcome of a sum searched whole equals a naive recursion over its game tree', () => {
    fc.assert(
      fc.property(arbitraryGame(), arbitraryGame(), (g, h) => {
        const memo = new Map<string, boolean>();
        const l = naive(g, h, 'L', memo);
        const r = naive(g, h, 'R', memo);
        expect(misereSumOutcome([g, h])).toBe(l ? (r ? 'N' : 'L') : r ? 'R' : 'P');
      }),
      { numRuns: 100 },
    );
  });
  it('* + * is N in misère play (P in normal play); * alone is P; 0 + 0 is N', () => {
    expect(misereSumOutcome([parse('*') as Game, parse('*') as Game])).toBe('N');
    expect(misereSumOutcome([parse('*') as Game])).toBe('P');
    expect(misereSumOutcome([parse('0') as Game, parse('0') as Game])).toBe('N');
    expect(misereOutcome(add(parse('*') as Game, parse('*') as Game))).toBe('N'); // the value 0: N
  });
});
