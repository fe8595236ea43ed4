/**
 * Fuzzing the parser: any string, and any mutation of a valid string, either parses to a Game or
 * throws a ParseError, never anything else. Time is bounded by construction: strings are short
 * and indices are capped with `maxIndex`, and the parser is linear in the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, ParseError, parse } from '../../src/index.js';
import { arbGame } from './helpers.js';
import { fuzzParams } from '../fuzz-budget.js';

const alphabet = [...'{}()|,+-±*^v<>[]/_0123456789 ↑↓⇑⇓−JTinyMx\n.#'];
const chunks = ['{', '}', '|', '||', ',', '*', '^', 'v', '^[2]', 'v<3>', '1/2', '3', '+-', 'Tiny(', 'Miny(', ')', '(', '-', '+', '↑^[2]', '↓_[1]', 'J'];

function outcome(text: string): 'game' | 'error' {
  try {
    const g = parse(text, { maxIndex: 64 });
    expect(g).toBeInstanceOf(Game);
    return 'game';
  } catch (e) {
    if (!(e instanceof ParseError)) throw new Error(`parse(${JSON.stringify(text)}) threw ${String(e)}`);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeGreaterThanOrEqual(1);
    expect(e.expected.length).toBeGreaterThan(0);
    return 'error';
  }
}

describe('parser fuzz', () => {
  it('random strings over the notation alphabet', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), (cs) => {
        outcome(cs.join(''));
      }),
      fuzzParams(3000),
    );
  });
  it('random sequences of notation fragments', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chunks), { maxLength: 16 }), (cs) => {
        outcome(cs.join(''));
      }),
      fuzzParams(3000),
    );
  });
  it('random full-unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => {
        outcome(s);
      }),
      fuzzParams(1000),
    );
  });
  it('mutations of printed games (delete, insert, replace one character)', () => {
    fc.assert(
      fc.property(arbGame, fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('del', 'ins', 'rep'), (g, at, c, op) => {
        const s = g.toString();
        const i = at % (s.length + 1);
        const m = op === 'del' ? s.slice(0, i) + s.slice(i + 1) : op === 'ins' ? s.slice(0, i) + c + s.slice(i) : s.slice(0, i) + c + s.slice(i + 1);
        outcome(m);
      }),
      fuzzParams(1000),
    );
  });
});
