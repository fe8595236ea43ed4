/** The census of games born by day n: 1, 4, 22, 1474 (Wolfe & Fraser, "Counting the number of
 * games", TCS 313 (2004); Siegel, CGT, the table of games born by day n). */
import { describe, expect, it } from 'vitest';
import { AbortError, birthday, bornBy, LimitError, nim, num, star, up, ValueError, zero } from '../../src/index.js';

describe('census', () => {
  it('days 0, 1, 2 have 1, 4, 22 games; day 1 is 0, *, 1, −1 (Winning Ways, Ch. 1–2)', () => {
    expect(bornBy(0)).toEqual([zero]);
    expect(new Set(bornBy(1))).toEqual(new Set([zero, star, num(1), num(-1)]));
    const d2 = bornBy(2);
    expect(d2.length).toBe(22);
    expect(d2).toContain(up);
    expect(d2).toContain(nim(2));
    expect(d2.every((g) => birthday(g) <= 2)).toBe(true);
  });
  it('day 3 has 1474 games, each born by day 3, with progress reported', () => {
    let calls = 0;
    const d3 = bornBy(3, { onProgress: () => calls++ });
    expect(d3.length).toBe(1474);
    expect(new Set(d3).size).toBe(1474);
    expect(d3.every((g) => birthday(g) <= 3)).toBe(true);
    expect(calls).toBeGreaterThan(0);
  });
  it('bad n and cancellation are typed errors', () => {
    expect(() => bornBy(4)).toThrow(LimitError);
    expect(() => bornBy(-1)).toThrow(ValueError);
    const ac = new AbortController();
    ac.abort();
    expect(() => bornBy(2, { signal: ac.signal })).toThrow(AbortError);
  });
});
