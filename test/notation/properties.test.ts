/** Laws of the notation, checked with fast-check on random games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, format, game, neg, parse, star, switchOf, uptimalExpansion, uptimalGame, upNth, zero } from '../../src/index.js';
import { arbitraryGame } from '../../src/entries/testing.js';
import { arbGame } from './helpers.js';

const J = game([zero], [upNth(2)]);

describe('round trips', () => {
  it('parse(g.toString()) === g', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        expect(parse(g.toString())).toBe(g);
      }),
      { numRuns: 300 },
    );
  });
  it('parse(g.toString()) === g, and the same in Unicode, on the engine’s arbitraryGame', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryGame(), arbitraryGame({ richSeeds: false, maxSteps: 10 })), (g) => {
        expect(parse(g.toString())).toBe(g);
        expect(parse(format(g, { unicode: true }))).toBe(g);
        const u = uptimalExpansion(g);
        if (u) expect(uptimalGame(u)).toBe(g);
      }),
      { numRuns: 300 },
    );
  });
  it('Unicode: parse(format(g, {unicode})) === g', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        expect(parse(format(g, { unicode: true }))).toBe(g);
      }),
      { numRuns: 200 },
    );
  });
  it('named values: parse(format(g, {names}), {names}) === g', () => {
    fc.assert(
      fc.property(arbGame, (h) => {
        for (const g of [h, game([h, J], [neg(J)]), switchOf(add(h, J))]) {
          expect(parse(format(g, { names: { J } }), { names: { J } })).toBe(g);
          expect(parse(format(g, { unicode: true, names: { J } }), { names: { J } })).toBe(g);
        }
      }),
      { numRuns: 100 },
    );
  });
  it('printing respects negation and the sum with *: -G and G + * read back', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        expect(parse(`-(${g})`)).toBe(neg(g));
        expect(parse(`${g} + *`)).toBe(add(g, star));
      }),
      { numRuns: 100 },
    );
  });
});

describe('uptimals', () => {
  const arbExpansion = fc.record({
    number: fc.constantFrom(0, 1, -2, 0.5, -0.75),
    nim: fc.nat(4),
    digits: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 4 }),
  });
  it('an expansion built as a sum of powers of up is recognised with the same digits', () => {
    fc.assert(
      fc.property(arbExpansion, (u) => {
        const digits = u.digits.slice();
        while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
        expect(uptimalExpansion(uptimalGame(u))).toEqual({ ...u, digits });
      }),
      { numRuns: 300 },
    );
  });
  it('no false positives: a recognised game is the value of its expansion', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        const u = uptimalExpansion(g);
        if (u) expect(uptimalGame(u)).toBe(g);
        const v = uptimalExpansion(neg(g));
        expect(v === undefined).toBe(u === undefined);
      }),
      { numRuns: 300 },
    );
  });
});
