import { describe, expect, it } from 'vitest';
import { describeStep, explainCanonical, nim, num, parse, ParseError, star, up, zero, add, ValueError } from '../../src/index.js';

// Every expected step below is derived by hand; the rules are those of Siegel, CGT, Section II.2:
// a Left option a is dominated when a ≤ b for another Left option b, reversible through a Right
// option a^R of a when a^R ≤ G, and is then replaced by the Left options of a^R (dually for Right).
describe('explainCanonical', () => {
  it('{0,*|0} is already canonical: ↑* (Siegel, CGT, II.1: ↑* = {0,*|0})', () => {
    // 0 ‖ * (0 − * = * is fuzzy), so neither Left option dominates the other. Left's * has the
    // Right option 0, and 0 ≤ G would need Left to win when Right starts in G, but Right moves
    // G → 0 and Left, to move in 0, loses; so * does not reverse. 0 has no Right option and
    // Right's 0 has no Left option. No step applies.
    const e = explainCanonical('{0,*|0}');
    expect(e.nodes).toHaveLength(1);
    expect(e.nodes[0]!.steps).toEqual([]);
    expect(e.value).toBe(add(up, star));
  });

  it('{0,1|}: 0 is dominated by 1, leaving {1|} = 2', () => {
    // 0 ≤ 1, so Left's 0 is dominated by 1; {1|} is the integer 2 by the definition of the integers (n+1 = {n|}, Winning Ways, ch. 1).
    const e = explainCanonical('{0,1|}');
    expect(e.nodes[0]!.steps).toEqual([{ kind: 'dominated', player: 'L', option: zero, by: num(1) }]);
    expect(e.value).toBe(num(2));
  });

  it('{|-1,0}: Right drops 0, dominated by -1, leaving {|-1} = -2', () => {
    // Right prefers smaller options: 0 ≥ -1, so Right's 0 is dominated by -1; {|-1} = -2.
    const e = explainCanonical('{|-1,0}');
    expect(e.nodes[0]!.steps).toEqual([{ kind: 'dominated', player: 'R', option: zero, by: num(-1) }]);
    expect(e.value).toBe(num(-2));
  });

  it('{*|}: * reverses through 0 and is replaced by nothing, giving 0', () => {
    // G = {*|}. Left's * has the Right option 0; 0 ≤ G because Right, starting in G, has no move.
    // So * reverses through 0 and is replaced by the Left options of 0: none. G = {|} = 0.
    const e = explainCanonical('{*|}');
    expect(e.nodes[0]!.steps).toEqual([{ kind: 'reversed', player: 'L', option: star, through: zero, replacement: [] }]);
    expect(e.value).toBe(zero);
  });

  it('{0,{3|1}|}: 0 is dominated by {3|1}, which then reverses through 1 to 0, giving 1', () => {
    // Inner node {3|1}: 3 and 1 are canonical, nothing to do (3 has no Right option, 1 no Left one
    // beyond 0, and 1 ≥ G' fails since G' = 2±1 has Left stop 3 > 1).
    // Outer node: {3|1} > 0 (its Right stop 1 is positive), so Left's 0 is dominated by {3|1}.
    // G = {{3|1}|}; {3|1} has the Right option 1, and 1 ≤ G: in G − 1 Right must move −1 → 0,
    // Left moves G → {3|1}, Right → 1, Left → 0, and Right has no move. So {3|1} reverses through
    // 1 and is replaced by the Left options of 1, that is 0. G = {0|} = 1.
    const e = explainCanonical('{0,{3|1}|}');
    expect(e.nodes).toHaveLength(2);
    expect(e.nodes[0]!.steps).toEqual([]);
    const sw = e.nodes[0]!.result;
    expect(sw.toString()).toBe('{3|1}');
    expect(e.nodes[1]!.steps).toEqual([
      { kind: 'dominated', player: 'L', option: zero, by: sw },
      { kind: 'reversed', player: 'L', option: sw, through: num(1), replacement: [zero] },
    ]);
    expect(e.value).toBe(num(1));
    expect(describeStep(e.nodes[1]!.steps[1]!)).toBe("Left's option {3|1} reverses through 1 (1 ≤ G): replaced by the Left options of 1, 0");
  });

  it('{0,*|0,*} = *2 needs no step (nim: mex{0,1} = 2)', () => {
    // 0 ‖ * on both sides, and neither * reverses: 0 ≤ G fails (Right moves G → 0 and wins), 0 ≥ G fails likewise.
    const e = explainCanonical('{0,*|0,*}');
    expect(e.nodes[0]!.steps).toEqual([]);
    expect(e.value).toBe(nim(2));
  });

  it('records a duplicate option: {1,1|} = {1|} = 2', () => {
    const e = explainCanonical('{1,1|}');
    expect(e.nodes[0]!.steps).toEqual([{ kind: 'duplicate', player: 'L', option: num(1) }]);
    expect(e.value).toBe(num(2));
  });

  it('takes a literal tree: {{3|1}, 0 |} as objects gives the same steps as the text', () => {
    const e = explainCanonical({ left: [{ left: [num(3)], right: [num(1)] }, zero], right: [] });
    expect(e.value).toBe(num(1));
    expect(e.nodes[1]!.steps.map((s) => s.kind)).toEqual(['dominated', 'reversed']);
  });

  it('agrees with parse on a sum and nested braces', () => {
    for (const t of ['{0|{0|*}}', '^[3] + *', '{1|{0|-1}} + {2||1|0}', '+-{2|1}']) expect(explainCanonical(t).value).toBe(parse(t));
  });

  it('takes parse options: named values', () => {
    // ±J with J = {0|^[2]} (the paper, Section 2) is {J | −J}: one pair of braces written (the ±
    // and the braces of J's definition are not in the text), already canonical.
    const J = parse('{0|^[2]}');
    const e = explainCanonical('{J|-J}', { names: { J } });
    expect(e.nodes).toHaveLength(1);
    expect(e.nodes[0]!.steps).toEqual([]);
    expect(e.value).toBe(parse('+-{0|^[2]}'));
  });

  it('bad input: ParseError with the column, ValueError for a bad literal', () => {
    try {
      explainCanonical('{0|');
      expect.fail('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).column).toBe(4);
    }
    expect(() => explainCanonical({ left: [1 as never], right: [] })).toThrow(ValueError);
  });
});
