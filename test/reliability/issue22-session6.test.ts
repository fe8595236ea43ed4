/**
 * Two calls the long export fuzzer (origin 20261128, after session 6 changed its draw) found
 * ending in a TypeError: each gives a typed PartizanError now (the guide: any input into any
 * exported function gives a value or a PartizanError).
 */
import { describe, expect, it } from 'vitest';
import { KindError, nimValue, uptimalToString, ValueError } from '../../src/index.js';

describe('session 6 fuzz finds (issue 22)', () => {
  it('nimValue() without a ruleset is a KindError', () => {
    expect(() => (nimValue as (...a: unknown[]) => unknown)()).toThrow(KindError);
  });
  it('uptimalToString() of no expansion, or of a fractional digit, is a typed error', () => {
    expect(() => (uptimalToString as (...a: unknown[]) => unknown)()).toThrow(KindError);
    expect(() => uptimalToString({ number: 0, digits: [1.5], nim: 0 })).toThrow(ValueError);
    // ↑ = 0.1 in CGSuite's uptimal notation (the library writes the zero nimber: *0.1, docs/notation.md)
    expect(uptimalToString({ number: 0, digits: [1], nim: 0 })).toBe('*0.1');
  });
});
