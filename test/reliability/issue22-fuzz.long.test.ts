/**
 * Issue 22, the inputs of the export fuzzer whose check takes seconds (`npm run test:long`;
 * issue22-fuzz.test.ts has the quick ones): each gives a value or a PartizanError with a bounded
 * message within the time named.
 */
import { describe, expect, it } from 'vitest';
import { add, upNth } from '../../src/index.js';
import { chain, cpuMs, settle } from './helpers.js';

describe('issue 22, the fuzzer\'s slow inputs', () => {
  it('addLoopy(chain(100), upNth(1000)) (the deprecated alias of add; past 30 s in session 3) gives its value within 30 s', () => {
    const { ms, result: r } = cpuMs(() => settle(() => add(chain(100), upNth(1000))));
    expect(r.value ?? r.error).toBeDefined();
    expect(ms).toBeLessThan(30_000);
  });
});
