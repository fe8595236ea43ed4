/**
 * Bounded messages: an error never embeds a whole game's text (the project's error rule,
 * src/engine/errors.ts: quote through `clip`, at most MAX_QUOTED = 200 characters of input).
 * The deep game g_N = {N+1 | g_(N−1)}, g_0 = 0, prints as a text of length growing with N (each
 * level adds its braces and its number), about 0.9 MB for N = 10^5; it is hot (its left stop is
 * N+1 and its right stop N, by induction: hand derivation), so it is not an infinitesimal and has
 * no atomic weight (Siegel, CGT, II.7: atomic weight is defined for infinitesimals).
 */
import { describe, expect, it } from 'vitest';
import { atomicWeight, game, NotAtomicError, num, quoteGame, star, zero } from '../../src/index.js';
import { MAX_QUOTED, PartizanError } from '../../src/engine/errors.js';

function chain(n: number) {
  let g = zero;
  for (let i = 1; i <= n; i++) g = game([num(i + 1)], [g]);
  return g;
}

describe('error messages are bounded', () => {
  const g = chain(20_000);
  it('NotAtomicError of a deep game quotes at most 200 characters of it, and is a PartizanError', () => {
    let err: unknown;
    try {
      atomicWeight(g);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(NotAtomicError);
    expect(err).toBeInstanceOf(PartizanError);
    expect((err as NotAtomicError).code).toBe('NOT_ATOMIC');
    expect((err as NotAtomicError).reason).toBe('not infinitesimal');
    const m = (err as Error).message;
    expect(m.length).toBeLessThan(MAX_QUOTED + 200);
    // the quote is the start of the game's text, then how much was left out
    expect(m.startsWith(String(g).slice(0, MAX_QUOTED))).toBe(true);
    expect(m).toMatch(/… \(\d+ more characters\)/);
  });
  it('quoteGame cuts to the given length and says how many characters it left out', () => {
    const full = String(g);
    const q = quoteGame(g, 50);
    expect(q).toBe(`${full.slice(0, 50)}… (${full.length - 50} more characters)`);
    // short games are quoted whole: {2 | 0} and * print as in CGSuite
    expect(quoteGame(chain(1))).toBe('{2|0}');
    expect(quoteGame(star)).toBe('*');
    expect(() => atomicWeight(num(1))).toThrow('1 is not atomic');
  });
});
