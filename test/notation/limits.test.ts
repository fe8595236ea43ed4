/**
 * Printing never dies of memory: a text longer than the limit is a LimitError, decided from the
 * shared structure before any text is built.
 */
import { describe, expect, it } from 'vitest';
import { format, game, LimitError, MAX_PRINT_CHARS, num } from '../../src/index.js';

describe('print limits', () => {
  // {{3|1},{4|2}|-3} prints as {4|2||-3} (the example of CGSuite printing): 9 characters
  const g = game([game([num(3)], [num(1)]), game([num(4)], [num(2)])], [num(-3)]);
  it('a text within the limit prints', () => {
    expect(format(g, { maxChars: 9 })).toBe('{4|2||-3}');
  });
  it('a longer text is a LimitError that says how long it would be', () => {
    expect(() => format(g, { maxChars: 8 })).toThrow(LimitError);
    expect(() => format(g, { maxChars: 8 })).toThrow(/9 characters \(more than 8\)/);
  });
  it('the default limit is generous', () => {
    expect(MAX_PRINT_CHARS).toBeGreaterThanOrEqual(10_000_000);
  });
});
