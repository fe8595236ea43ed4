/**
 * The paper's theorems as properties of the outcome solver (Dailly, Gledel, Nowakowski, Santos 2024):
 * Theorem 3, Theorem 4, Lemma 1, Propositions 1–3 (finger count 2) and Proposition 4.
 */
import { describe, expect, it } from 'vitest';
import { ValueError } from '../../../src/index.js';
import fc from 'fast-check';
import { conjecturedP3, OutcomeSolver, options, position, theorem3Outcome, type Position, outcome, outcomeTable, outcomeTableParallel, parsePosition, table2 } from '../../../src/entries/chopsticks.js';
import { LimitError } from '../../../src/engine/errors.js';

// Theorem 4 and Lemma 1 are tested here, so this solver must not use them as cut-offs
const solver = new OutcomeSolver({ theorem4: false });
const rep = (k: number, a: number): number[] => Array<number>(a).fill(k);

/** Arbitrary position with ℓ hands for Left and r for Right, finger count n. */
const arbPosition = (minN: number, maxN: number, maxHands: number) =>
  fc
    .record({ n: fc.integer({ min: minN, max: maxN }), l: fc.array(fc.nat(), { maxLength: maxHands }), r: fc.array(fc.nat(), { maxLength: maxHands }) })
    .map(({ n, l, r }) => position(l.map((x) => 1 + (x % n)), r.map((x) => 1 + (x % n)), n));

describe('Theorem 3: outcomes of (1|1)_n follow the Fibonacci numbers', () => {
  it('for every n ≤ 1000 (values sweep) and random n up to 10^5 (outcome solver along the forced line)', () => {
    // Theorem 3: N iff f_2i ≤ n < f_2i+1 for some i. Fibonacci numbers by hand: 1 1 2 3 5 8 13 21 ...
    expect([1, 2, 3, 4, 5, 8, 12, 13].map(theorem3Outcome)).toEqual(['N', 'P', 'N', 'N', 'P', 'N', 'N', 'P']);
    for (const r of table2(1000)) expect(r.outcome).toBe(theorem3Outcome(r.n));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => {
        expect(new OutcomeSolver().outcome(position([1], [1], n))).toBe(theorem3Outcome(n));
      }),
      { numRuns: 30 },
    );
  });
});

describe('Theorem 4 and Lemma 1: more hands is good', () => {
  it('Theorem 4: if ℓ > r ≥ 1 and Left moves first, Left wins (and symmetrically for Right)', () => {
    fc.assert(
      fc.property(arbPosition(1, 7, 4), (p) => {
        if (p.left.length === 0 || p.right.length === 0) return;
        if (p.left.length > p.right.length) expect(solver.winsMovingFirst(p, 'L')).toBe(true);
        if (p.left.length < p.right.length) expect(solver.winsMovingFirst(p, 'R')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('Lemma 1: if ℓ < r and Left wins moving first, then ℓ = r − 1 and every winning move removes a Right hand', () => {
    let hits = 0;
    fc.assert(
      fc.property(arbPosition(1, 7, 4), (p: Position) => {
        if (p.left.length >= p.right.length || !solver.winsMovingFirst(p, 'L')) return;
        hits++;
        expect(p.left.length).toBe(p.right.length - 1);
        for (const q of options(p, 'L')) if (!solver.winsMovingFirst(q, 'R')) expect(q.right.length).toBe(p.right.length - 1);
      }),
      { numRuns: 600 },
    );
    expect(hits).toBeGreaterThan(0);
  });
});

/** Propositions 1–3 (Section 3.2): the outcome of (1^a, 2^b | 1^c, 2^d)_2, as stated. */
function proposition123(a: number, b: number, c: number, d: number): 'L' | 'R' | 'N' | 'P' {
  const l = a + b;
  const r = c + d;
  const odd = (x: number): boolean => x % 2 === 1;
  // Erratum (docs/chopsticks.md): Proposition 1 says "nonnegative" but rests on Theorem 4, which needs
  // both sides to have hands. With an empty side nobody can move: the position is 0, a P-position
  // (hand derivation: Definition 1 gives no options when either list is empty).
  if (l === 0 || r === 0) return 'P';
  if (l >= r + 2) return 'L'; // Proposition 1
  if (r >= l + 2) return 'R';
  if (l === r) {
    // Proposition 2 (l = r > 0)
    if (b === 0 && d === 0 && odd(a) && odd(c)) return 'P';
    if (b === 0 && d !== 0 && odd(c)) return 'L';
    if (d === 0 && b !== 0 && odd(a)) return 'R';
    return 'N';
  }
  if (l > r) {
    // Proposition 3.1
    if (c === 0 && d === 0) return 'P';
    if (d === 0 && b > 0 && odd(a)) return 'N';
    return 'L';
  }
  // Proposition 3.2
  if (a === 0 && b === 0) return 'P';
  if (b === 0 && d > 0 && odd(c)) return 'N';
  return 'R';
}

describe('Propositions 1–3: finger count 2', () => {
  it('every (1^a,2^b|1^c,2^d)_2 with a, b, c, d ≤ 7 (exhaustive)', () => {
    const bad: string[] = [];
    for (let a = 0; a <= 7; a++)
      for (let b = 0; b <= 7; b++)
        for (let c = 0; c <= 7; c++)
          for (let d = 0; d <= 7; d++) {
            if (a + b === 0 && c + d === 0) continue; // Observation 5: the Garden of Eden (|)_2, left out of Proposition 2
            const p = position([...rep(1, a), ...rep(2, b)], [...rep(1, c), ...rep(2, d)], 2);
            const got = solver.outcome(p);
            if (got !== proposition123(a, b, c, d)) bad.push(`${a},${b},${c},${d}: ${got}`);
          }
    expect(bad).toEqual([]);
  });

  it('random a, b, c, d up to 24 with nearly equal hand counts (the hard cases)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: -1, max: 1 }), (a, b, c, delta) => {
        const d = a + b + delta - c;
        if (d < 0 || a + b + c + d === 0) return;
        const p = position([...rep(1, a), ...rep(2, b)], [...rep(1, c), ...rep(2, d)], 2);
        expect(solver.outcome(p)).toBe(proposition123(a, b, c, d));
      }),
      { numRuns: 150 },
    );
  });

  it('Observation 5: (|)_2 is a P-position', () => {
    expect(outcome(parsePosition('(|)_2'))).toBe('P');
  });
});

describe('Proposition 4: (1^a | 1^a)_3 is an N-position', () => {
  it('for every a ≤ 11', () => {
    const s = new OutcomeSolver();
    for (let a = 1; a <= 11; a++) expect([a, s.outcome(position(rep(1, a), rep(1, a), 3))]).toEqual([a, 'N']);
  });
});

describe('dense outcome tables', () => {
  it('agree with the search solver on every position with ≤ 4 hands a side, n = 1..4', () => {
    for (let n = 1; n <= 4; n++) {
      const t = outcomeTable(n, 4);
      const s = new OutcomeSolver();
      for (const a of t.sides)
        for (const b of t.sides) {
          const side = (c: readonly number[]): number[] => c.flatMap((k, v) => rep(v + 1, k));
          expect(t.outcome(a, b)).toBe(s.outcome(position(side(a), side(b), n)));
        }
    }
    expect(() => outcomeTable(3, 2).outcome([3, 0, 0], [0, 0, 0])).toThrow(ValueError); // a family error, not a RangeError (issue 22 item 11)
  });

  it('on worker threads: the same table as the search solver (second oracle), 1 to 3 threads', async () => {
    const s = new OutcomeSolver();
    const hands = (c: readonly number[]): number[] => c.flatMap((k, v) => rep(v + 1, k));
    for (const [n, H] of [[3, 4], [4, 3], [2, 6], [1, 3], [3, 0]] as const) {
      for (const threads of [1, 2, 3]) {
        const t = await outcomeTableParallel(n, H, { threads });
        for (const a of t.sides)
          for (const b of t.sides) expect(t.outcome(a, b)).toBe(s.outcome(position(hands(a), hands(b), n)));
      }
    }
    const steps: number[] = [];
    await outcomeTableParallel(3, 2, { onProgress: (p) => steps.push(p.done - p.total!) });
    expect(steps[steps.length - 1]).toBe(0); // the last level reports done = total (2·3·2 + 1 = 13 levels)
    expect(steps).toHaveLength(13);
    const ac = new AbortController();
    ac.abort();
    await expect(outcomeTableParallel(3, 4, { signal: ac.signal })).rejects.toThrow(/aborted/);
    // issue 22, item 11: a family error (was a RangeError)
    await expect(outcomeTableParallel(3, 4, { threads: 0 })).rejects.toThrow(LimitError);
  });

  it('Propositions 1–3 for every a + b, c + d ≤ 30 (finger count 2, dense table)', () => {
    const t = outcomeTable(2, 30);
    let checked = 0;
    for (const [a, b] of t.sides)
      for (const [c, d] of t.sides) {
        if (a! + b! + c! + d! === 0) continue;
        if (t.outcome([a!, b!], [c!, d!]) !== proposition123(a!, b!, c!, d!)) expect([a, b, c, d, t.outcome([a!, b!], [c!, d!])]).toBe('as Propositions 1–3');
        checked++;
      }
    expect(checked).toBe(496 * 496 - 1);
  });

  it('Proposition 4 for every a ≤ 20 (dense table)', () => {
    const t = outcomeTable(3, 20);
    for (let a = 1; a <= 20; a++) expect([a, t.outcome([a, 0, 0], [a, 0, 0])]).toEqual([a, 'N']);
  });
});

describe('finger count 3: the conjecture of docs/fingers3', () => {
  it('equal hands ℓ ≥ 1: P exactly when one side is 1^ℓ and the other has no 3 and an odd number of 2s (every position, ≤ 16 hands)', () => {
    // evidence for the conjecture, not a proof: docs/fingers3/README.md (checked there to 40 hands)
    const t = outcomeTable(3, 16);
    for (const a of t.sides) for (const b of t.sides) {
      const l = a[0]! + a[1]! + a[2]!;
      if (l === 0 || l !== b[0]! + b[1]! + b[2]!) continue;
      expect([a, b, t.outcome(a, b) === 'P']).toEqual([a, b, conjecturedP3(a, b)]);
    }
  });
});
