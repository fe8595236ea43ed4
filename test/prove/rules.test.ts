/**
 * The library's published rules against the library's exhaustive outcome tables (`outcomeTable`,
 * which test/games/simple-chopsticks/theorems.test.ts checks against the search solver): the rule
 * for finger count 3 on every position with at most 12 hands a side (docs/fingers3 reports 40),
 * for finger count 4 with at most 7 (docs/fingers4 reports 14), and the rule for finger count 2
 * (the paper's Propositions 1–3, Section 3.2) on every position with at most 20. The counts of Conjectures 2 and 3 (docs/fingers3/README.md) are read off the same table.
 * And the moves the prover derives reproduce the library's `options` on every small position.
 */
import { describe, expect, it } from 'vitest';
import { options, outcomeTable, position, type Position } from '../../src/entries/chopsticks.js';
import { derivedMoves, FINGERS2_RULE, FINGERS3_RULE, FINGERS4_RULE, parseRule, positionCounts, ruleOutcome, weight } from '../../src/entries/prove.js';

describe('the rules agree with the outcome tables', () => {
  it('finger count 3: every position with at most 12 hands a side (207,025 positions)', () => {
    const t = outcomeTable(3, 12);
    const rule = parseRule(FINGERS3_RULE);
    let n = 0;
    const bad: string[] = [];
    for (const a of t.sides)
      for (const b of t.sides) {
        n++;
        const want = t.outcome(a, b);
        const got = ruleOutcome(rule, [...a, ...b]);
        if (got !== want && bad.length < 5) bad.push(`${a}|${b}: rule ${got}, table ${want}`);
      }
    expect(n).toBe(455 * 455);
    expect(bad).toEqual([]);
  });

  it('finger count 4: every position with at most 7 hands a side (108,900 positions)', () => {
    const t = outcomeTable(4, 7);
    const rule = parseRule(FINGERS4_RULE);
    const bad: string[] = [];
    for (const a of t.sides)
      for (const b of t.sides) {
        const got = ruleOutcome(rule, [...a, ...b]);
        if (got !== t.outcome(a, b) && bad.length < 5) bad.push(`${a}|${b}: rule ${got}, table ${t.outcome(a, b)}`);
      }
    expect(t.sides.length).toBe(330);
    expect(bad).toEqual([]);
  });

  it('finger count 2: every position with at most 20 hands a side', () => {
    const t = outcomeTable(2, 20);
    const rule = parseRule(FINGERS2_RULE);
    for (const a of t.sides) for (const b of t.sides) expect(ruleOutcome(rule, [...a, ...b])).toBe(t.outcome(a, b));
  });

  it('the counts of Conjectures 2 and 3 hold to 12 hands (3⌊ℓ²/4⌋ L-positions; ℓ² − ⌈ℓ/2⌉ N-positions with one hand more)', () => {
    const t = outcomeTable(3, 12);
    const hands = (c: readonly number[]): number => c[0]! + c[1]! + c[2]!;
    const count = new Map<string, number>();
    for (const a of t.sides)
      for (const b of t.sides) {
        const key = `${hands(a)},${hands(b)},${t.outcome(a, b)}`;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
    for (let l = 2; l <= 12; l++) {
      expect(count.get(`${l},${l},L`)).toBe(3 * Math.floor((l * l) / 4));
      expect(count.get(`${l},${l},P`)).toBe(2 * Math.ceil(l / 2)); // Conjecture 1's count
      expect(count.get(`${l},${l - 1},N`)).toBe(l * l - Math.ceil(l / 2));
    }
  });
});

describe('the moves are derived from the rules', () => {
  /** Every multiset of at most h hands with values in 1..n. */
  const sides = (n: number, h: number): number[][] => {
    const out: number[][] = [[]];
    for (let i = 0; i < out.length; i++) {
      const s = out[i]!;
      if (s.length === h) continue;
      for (let v = s.length === 0 ? 1 : s[s.length - 1]!; v <= n; v++) out.push([...s, v]);
    }
    return out;
  };
  const key = (c: readonly number[]): string => c.join(',');

  it("the classes reproduce options() on every position with at most 3 hands a side, n ≤ 6, and lower the weight", () => {
    for (let n = 1; n <= 6; n++) {
      const { left, right } = derivedMoves(n);
      // n² (attacker, defender) pairs; removals of one defending value by different attackers share a class
      expect(left.reduce((s, m) => s + m.attackers.length, 0)).toBe(n * n);
      const all = sides(n, 3);
      for (const x of all)
        for (const y of all) {
          const p: Position = position(x, y, n);
          const c = positionCounts(p);
          for (const [player, moves] of [['L', left], ['R', right]] as const) {
            const own = player === 'L' ? 0 : n;
            const opp = player === 'L' ? n : 0;
            const fromClasses = new Set<string>();
            for (const m of moves) {
              if (c[opp + m.defender - 1]! < 1 || !m.attackers.some((a) => c[own + a - 1]! >= 1)) continue;
              const q = c.map((v, i) => v + m.delta[i]!);
              expect(weight(q, n)).toBeLessThan(weight(c, n));
              fromClasses.add(key(q));
            }
            const fromRules = new Set(options(p, player).map((q) => key(positionCounts(q))));
            expect([...fromClasses].sort()).toEqual([...fromRules].sort());
          }
        }
    }
  });
});
