/**
 * The paper's Theorem 4 and Lemma 1 (Section 3.1) proved as claims for finger count 4 with Z3 (npm
 * run test:long; prove.test.ts proves them for finger counts 2 and 3 in npm test). The solver's
 * threads are released after the file, so vitest's worker can exit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lemma1Claims, prove, releaseProver, theorem4Claims } from '../../src/entries/prove.js';

afterAll(async () => {
  await releaseProver();
});

describe("the paper's Theorem 4 and Lemma 1", () => {
  it('are proved for finger count 4', async () => {
    expect((await prove(theorem4Claims(4))).status).toBe('proved');
    expect((await prove(lemma1Claims(4))).status).toBe('proved');
  }, 300_000);
});
