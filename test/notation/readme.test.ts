/** The README examples of the notation section, run as written (values from the issue and the paper). */
import { expect, it } from 'vitest';
import { format, game, ParseError, parse, upNth, uptimalExpansion, uptimalString, zero } from '../../src/index.js';

it('README: notation examples', () => {
  expect(parse('{0|*||*|||*||||*}').toString()).toBe('^[4]'); // issue 2
  expect(parse('{{3|1},{4|2}|-3}').toString()).toBe('{4|2||-3}'); // issue 2
  expect(parse('3/2v*2 + 1/2^').toString()).toBe('2*2'); // 3/2 − ↑ + *2 + 1/2 + ↑ = 2*2
  const J = game([zero], [upNth(2)]); // Simple Chopsticks: J = {0|↑^[2]} = .22*
  expect(uptimalString(J)).toBe('*.22');
  expect(uptimalExpansion(J)).toEqual({ number: 0, digits: [2, 2], nim: 1 });
  expect(format(parse('±J', { names: { J } }), { unicode: true, names: { J } })).toBe('±J');
  expect(format(upNth(2), { unicode: true })).toBe('↑^[2]');
  let err: unknown;
  try {
    parse('{1|2|3}');
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(ParseError);
  const e = err as ParseError;
  expect([e.line, e.column, e.expected]).toEqual([1, 5, 'braces or a longer run of bars']);
});
