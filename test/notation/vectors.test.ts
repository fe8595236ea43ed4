/**
 * Every case of CGSuite's own test (test/data/cgsuite_vectors.json, transcribed from
 * CanonicalShortGameTestCase.scala): the printed form, birthday, outcome, options and uptimal
 * expansion; and the incentives columns of the same test (data/cgsuite-incentives.json), which
 * exercise the printer on compound games.
 */
import { describe, expect, it } from 'vitest';
import vectors from '../data/cgsuite_vectors.json' with { type: 'json' };
import { birthday, outcome, parse, sortedOptions, sub, uptimalString } from '../../src/index.js';
import incentives from './data/cgsuite-incentives.json' with { type: 'json' };
import { setString } from './helpers.js';

interface Vector {
  x: string;
  xOut: string;
  birthday: string;
  outcomeClass: string;
  leftOptions: string;
  rightOptions: string;
  uptimalExpansion: string;
}

const cases = (vectors as { cases: Vector[] }).cases;

describe('cgsuite_vectors.json (CGSuite CanonicalShortGameTestCase)', () => {
  it('has the cases we expect', () => {
    expect(cases.length).toBe(25);
  });
  for (const c of cases) {
    describe(c.x, () => {
      const g = parse(c.x);
      it(`prints ${c.xOut}`, () => {
        expect(g.toString()).toBe(c.xOut);
        // and the printed form reads back to the same game
        expect(parse(c.xOut)).toBe(g);
      });
      it('birthday and outcome', () => {
        expect(String(birthday(g))).toBe(c.birthday);
        expect(outcome(g)).toBe(c.outcomeClass);
      });
      it('options, printed in CGSuite order', () => {
        expect('{' + sortedOptions(g, 'L').map(String).join(',') + '}').toBe(c.leftOptions);
        expect('{' + sortedOptions(g, 'R').map(String).join(',') + '}').toBe(c.rightOptions);
      });
      it('uptimal expansion', () => {
        // CGSuite answers "!!Not a method …" when the game is not an uptimal
        if (c.uptimalExpansion.startsWith('!!')) expect(uptimalString(g)).toBeUndefined();
        else expect(uptimalString(g)).toBe(c.uptimalExpansion);
      });
    });
  }
});

describe('incentives columns of the same CGSuite test (data/cgsuite-incentives.json)', () => {
  for (const c of incentives.cases) {
    it(c.x, () => {
      const g = parse(c.x);
      expect(setString(g.leftOptions.map((o) => sub(o, g)))).toBe(c.leftIncentives);
      expect(setString(g.rightOptions.map((o) => sub(g, o)))).toBe(c.rightIncentives);
    });
  }
});
