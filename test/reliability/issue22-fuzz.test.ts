/**
 * Issue 22, what the export fuzzer still found at the end of session 3 and in the runs of session 4
 * (test/fuzz/, `node --import tsx test/fuzz/driver.ts api|cli <origin> <count>`): each input below
 * once crashed with a plain Error or TypeError, hung, or ran for tens of seconds; each now gives a
 * value or a PartizanError with a bounded message, at once.
 *
 * Sources of the expected values are given next to each one (hand derivations).
 */
import { describe, expect, it } from 'vitest';
import { add, LimitError, nim, parse, setMaxWork } from '../../src/index.js';

describe('sums of a big nimber and a hot game', () => {
  it("add(nim(8000), parse('{3|{1|-1}}')) is {3*8000 | ±(1*8000)} at once (24 s before)", () => {
    // By hand, with G = {3 | ±1} and n ≥ 1: G + *n has the Left options 3*n and G + *j (j < n),
    // the Right options ±1 + *n = ±(1*n) and G + *j. A Left G + *j reverses through ±1 + *j,
    // since G + ±1 + *(n ⊕ j) ≥ 0 (Right's moves to *(n ⊕ j), G − 1 + *(n ⊕ j) and to a smaller
    // nimber are each answered), and 1 + *j, what it is replaced by, is dominated by 3*n; a Right
    // G + *j reverses through 3 + *j, since G − 3 = {0 | {−2|−4}} ≤ *(n ⊕ j), and 3 + *i is
    // dominated by ±(1*n). 3*n does not reverse (its Right options 3*i have right stop 3, above
    // the right stop 1 of G + *n), nor does ±(1*n).
    const t0 = Date.now();
    expect(String(add(nim(8000), parse('{3|{1|-1}}') as never))).toBe('{3*8000|+-(1*8000)}');
    expect(String(add(nim(100000), parse('{3|{1|-1}}') as never))).toBe('{3*100000|+-(1*100000)}');
    expect(Date.now() - t0).toBeLessThan(5000);
  });
  it('tiny + *n, whose canonical form has n + 1 Left options, stops at the work limit with a LimitError naming maxWork', () => {
    // ⧾1 = {0 || 0 | −1} is infinitesimal, so stops do not tell its sums with nimbers apart and
    // the remote-star path does not apply (⧾1 is confused with *P); the plain recursion builds
    // every G + *j, j < n, quadratic work that the work limit (lowered here to keep the test
    // short) stops.
    const before = setMaxWork(1_000_000);
    try {
      let err: unknown;
      try {
        add(nim(8000), parse('{0||0|-1}') as never);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(LimitError);
      expect((err as LimitError).option).toBe('maxWork');
    } finally {
      setMaxWork(before);
    }
  });
});
