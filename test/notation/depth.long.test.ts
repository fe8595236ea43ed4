/**
 * A game 100,000 levels deep round-trips through its own text (npm run test:long; depth.test.ts runs
 * the same check at 20,000 levels in npm test).
 */
import { describe, it } from 'vitest';
import { expectChainRoundTrip } from './deep-chain.js';

describe('the printer and the reader keep their frames on the heap', () => {
  it('a game 100,000 levels deep round-trips through its own toString (not an uptimal)', () => expectChainRoundTrip(100_000), 120_000);
});
