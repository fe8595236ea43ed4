/** Shared by the reliability tests: a call that must give a value or a bounded PartizanError, and a deep chain. */
import { expect } from 'vitest';
import { game, num, PartizanError, zero, type Game } from '../../src/index.js';

/** The call gives a value, or throws a PartizanError whose message is bounded; returns which. */
export function settle(f: () => unknown): { value?: unknown; error?: PartizanError } {
  try {
    return { value: f() };
  } catch (e) {
    expect(e).toBeInstanceOf(PartizanError);
    expect((e as Error).message.length).toBeLessThan(1000);
    expect((e as Error).message).not.toMatch(/Infinity characters|NaN characters/);
    return { error: e as PartizanError };
  }
}

/** The chain of the README's deep-games example, {k + 2 | previous}, `depth` levels deep. */
export function chain(depth: number): Game {
  let g = zero;
  for (let k = 1; k <= depth; k++) g = game([num(k + 2)], [g]);
  return g;
}
