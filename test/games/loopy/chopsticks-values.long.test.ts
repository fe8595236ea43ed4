/**
 * The largest presets of Chopsticks as played whose openings get values at the default budget
 * (`npm run test:long`): chinese, and stumps (16 s of CPU on a quiet machine). chopsticks-values.test.ts
 * runs the same check on three-hands-split-all and three-lives in `npm test`. The check and its
 * sources: chopsticks-presets.ts.
 */
import { describe, it } from 'vitest';
import { expectLargePresetValued } from './chopsticks-presets.js';

describe('Chopsticks as played: the largest presets valued at the default budget', () => {
  for (const name of ['chinese', 'stumps']) {
    it(`${name}: the opening gets a value, whose outcome class is the solver's and whose sides are opposite`, () => {
      expectLargePresetValued(name);
    }, 600_000);
  }
});
