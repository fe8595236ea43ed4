/**
 * The rule language of partizan/prove: what it reads, what it refuses (with the place), and that
 * the evaluator and the SMT-LIB text mean the same thing. Expected values are hand derivations
 * from the language's definition (src/prove/language.ts), the SMT-LIB 2 standard's `mod`
 * (Euclidean: 0 ≤ x mod k < k, also for x < 0), and the paper's Propositions 1–3 (finger count 2).
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '../../src/entries/chopsticks.js';
import { certificate, checkPosition, countsPosition, FINGERS2_RULE, FINGERS3_RULE, MAX_NESTING, parseRule, positionCounts, RuleError, ruleClaimsAt, ruleOutcome, theorem4Claims } from '../../src/entries/prove.js';

const refuse = (text: string, fingers = 2): RuleError => {
  try {
    parseRule(text, { fingers });
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe('RULE');
    return e as RuleError;
  }
  throw new Error(`accepted: ${text}`);
};

describe('reading rules', () => {
  it('reads a complete rule, a mirrored rule, claims and theorems', () => {
    expect(parseRule('outcome = if l > r then L else N', { fingers: 2 }).kind).toBe('complete');
    expect(parseRule('fingers 3\nleft-first-wins = l > r').fingers).toBe(3);
    const c = parseRule('fingers 4\nclaim left-first-wins when l > r and r >= 1\nclaim right-first-loses when l >= r + 2');
    expect(c.kind).toBe('claims');
    expect(c.claims.map((x) => [x.kind, x.line])).toEqual([
      ['left-first-wins', 2],
      ['right-first-loses', 3],
    ]);
    expect(parseRule(FINGERS3_RULE).theorems.map((t) => t.name)).toEqual(['theorem4', 'lemma1', 'proposition4', 'conjecture1', 'conjecture2', 'conjecture3']);
  });

  it('refuses what is not Presburger arithmetic, and says where', () => {
    expect(refuse('outcome = if l1 * r1 = 0 then P else N').message).toMatch(/product of two terms.*line 1, column 17/);
    expect(refuse('outcome = if l1 mod r1 = 0 then P else N').message).toMatch(/positive integer constant after mod/);
    expect(refuse('outcome = if l1 mod 0 = 0 then P else N').message).toMatch(/mod needs a constant/);
    expect(refuse('outcome = if l1 / 2 = 0 then P else N').message).toMatch(/unexpected character '\/'/);
    expect(refuse('outcome = if l3 = 0 then P else N').message).toMatch(/no count l3 with finger count 2/);
    expect(refuse('outcome = if x = 0 then P else N').message).toMatch(/unknown name 'x'/);
    expect(refuse('outcome = if l = 0 then P').message).toMatch(/'else' \(every if has an else\)/);
    expect(refuse('outcome = if l = 0 then 1 else 2').message).toMatch(/outcome = … needs L, R, N, P/);
    expect(refuse('left-first-wins = l + 1').message).toMatch(/must be a formula/);
    expect(refuse('outcome = N\nclaim left-first-wins when l > r').message).toMatch(/either complete .* or made of claims/);
    expect(refuse('let l1 = 3\noutcome = N').message).toMatch(/cannot be redefined/);
    expect(refuse('claim left-first-wins when left-first-wins').message).toMatch(/only in a theorem/);
    expect(refuse('fingers 3\noutcome = N', 2).message).toMatch(/finger count 3, not 2/);
    expect(refuse(`outcome = if ${'('.repeat(MAX_NESTING + 1)}l = 0${')'.repeat(MAX_NESTING + 1)} then P else N`).message).toMatch(/nests more than/);
    expect(refuse('outcome = if 3000000000 = l then P else N').message).toMatch(/larger than/);
    // if inside then, without parentheses, nests too
    expect(refuse(`outcome = ${'if l = 0 then '.repeat(MAX_NESTING + 1)}P${' else N'.repeat(MAX_NESTING + 1)}`).message).toMatch(/nests more than/);
    expect(parseRule(`outcome = ${'if l = 0 then '.repeat(50)}P${' else N'.repeat(50)}`, { fingers: 2 }).kind).toBe('complete');
    expect(() => parseRule('outcome = N')).toThrow(/finger count is not given/);
  });

  it('long sums, conjunctions and decision lists are flat: 20,000 cases read, evaluate and print in the default stack', () => {
    const cases = Array.from({ length: 20_000 }, (_, i) => `if l1 = ${i} then ${i % 2 === 0 ? 'L' : 'R'}`).join(' else ');
    const rule = parseRule(`fingers 1\noutcome = ${cases} else P`);
    expect(ruleOutcome(rule, [19_999, 0])).toBe('R');
    expect(ruleOutcome(rule, [20_000, 0])).toBe('P');
    const sum = parseRule(`fingers 1\nleft-first-wins = ${Array(20_000).fill('l1').join(' + ')} = 20000 * l1`);
    expect(ruleOutcome(sum, [3, 0])).toBe('N');
    expect(certificate(rule).length).toBeGreaterThan(20_000);
  });
});

describe('evaluating rules', () => {
  it('mod is the Euclidean remainder, as in SMT-LIB: (1 - 4) mod 2 = 1, and chains are conjunctions', () => {
    const r = parseRule('fingers 2\nleft-first-wins = l1 - r1 mod 2 = 1 and 0 <= l2 < 3');
    expect(ruleOutcome(r, [1, 0, 4, 0])).toBe('N'); // (1 - 4) mod 2 = 1, and r mirrors: (4 - 1) mod 2 = 1, 0 <= 0 < 3
    expect(ruleOutcome(r, [1, 3, 4, 0])).toBe('R'); // l2 = 3 fails for Left; Right: (4 - 1) mod 2 = 1 and 0 <= r2 = 0 < 3
  });

  it("the rule for finger count 2 gives the paper's examples", () => {
    // README / docs: (1^3,2|1^2,2^2)_2 is N (Proposition 2: b = 1 ≠ 0 and d ≠ 0: "all the other cases")
    expect(ruleOutcome(FINGERS2_RULE, '(1^3,2|1^2,2^2)_2')).toBe('N');
    // Proposition 2: b = d = 0, a = c = 3 odd: P
    expect(ruleOutcome(FINGERS2_RULE, '(1^3|1^3)_2')).toBe('P');
    // Proposition 3: a + b > c + d, d = 0, b > 0, a odd: N
    expect(ruleOutcome(FINGERS2_RULE, parsePosition('(1,2|1)_2'))).toBe('N');
    // a side without hands: nobody moves (the erratum to Proposition 1 in docs/chopsticks.md)
    expect(ruleOutcome(FINGERS2_RULE, '(|2,2)_2')).toBe('P');
  });

  it("checkPosition sets the rule beside the game's own search", () => {
    const c = checkPosition(FINGERS3_RULE, '(1^9,2|1^10)_3'); // Conjecture 1's example of a P-position
    expect([c.rule, c.game, c.agree, c.text]).toEqual(['P', 'P', true, '(1^9,2|1^10)_3']);
    const claims = checkPosition(theorem4Claims(3), '(1,2,3|3)_3');
    expect(claims.claims.map((x) => [x.kind, x.holds])).toEqual([['left-first-wins', true]]);
    // (3|3)_3: equal hands, the mover's 3 removes the only opposing hand and leaves no reply (hand derivation: N)
    expect(ruleClaimsAt(theorem4Claims(3), [0, 0, 1, 0, 0, 1]).map((x) => x.kind)).toEqual(['left-first-wins', 'right-first-wins']);
    expect(checkPosition(theorem4Claims(3), '(3|3)_3').agree).toBe(true);
    // (1|1)_3: equal hands and no removal: no claim
    expect(ruleClaimsAt(theorem4Claims(3), '(1|1)_3')).toEqual([]);
  });

  it('positions and counts convert both ways', () => {
    const p = parsePosition('(1^2,3|2^3)_3');
    expect(positionCounts(p)).toEqual([2, 0, 1, 0, 3, 0]);
    expect(countsPosition([2, 0, 1, 0, 3, 0], 3)).toEqual(p);
  });
});
