/**
 * Sidling by graph simplification: progress and cancellation. Expected values: G + G = G is
 * false for Figure VI.3.2's 4-cycle a{0||||0|||a|*||*} (CGSuite's CanonicalStopperTestCase,
 * IsIdempotent = false); the errors are the engine's documented ones.
 */
import { describe, expect, it } from 'vitest';
import { parseLoopy } from '../../src/notation/index.js';
import { addLoopy, compareLoopy, type LoopyValue } from '../../src/loopy/index.js';
import { AbortError } from '../../src/engine/errors.js';

const g = parseLoopy('a{0||||0|||a|*||*}') as LoopyValue;

describe('sidling by graph simplification', () => {
  it('G + G differs from G for the 4-cycle (CGSuite: IsIdempotent false), reporting its phases', () => {
    const phases = new Set<string>();
    const s = addLoopy(g, g, { onProgress: (p) => phases.add(p) });
    expect(compareLoopy(s, g)).not.toBe('=');
    expect(phases.has('sidle')).toBe(true);
    expect(phases.has('side compare round')).toBe(true);
  });
  it('an AbortSignal cancels it with AbortError', () => {
    const c = new AbortController();
    expect(() => addLoopy(g, g, { signal: c.signal, onProgress: (p) => { if (p === 'side compare round') c.abort(); } })).toThrow(AbortError);
  });
});
