/**
 * Depth: ↑^[100000] (a game 100000 levels deep) parses, compares, adds, prints and has a birthday
 * in the default Node stack; nothing in the notation recurses on a game's depth.
 */
import { describe, expect, it } from 'vitest';
import { birthday, format, game, type Game, neg, nim, num, parse, star, uptimalExpansion, zero } from '../../src/index.js';
import { expectChainRoundTrip } from './deep-chain.js';

describe('↑^[100000]', () => {
  it('parse, compare with ↑^[99999], add *, print, birthday', () => {
    const g = parse('^[100000]');
    // ↑^[n] = {↑^[n−1] | *} (McKay; Siegel, CGT, II.4), so its Left option is ↑^[99999]
    const h = g.leftOptions[0]!;
    expect(h.toString()).toBe('^[99999]');
    // ↑^[100000] − ↑^[99999] = ↑^100000 > 0
    expect(g.compare(h)).toBe('>');
    const gs = g.add(star);
    expect(gs.toString()).toBe('^[100000]*');
    expect(parse('^[100000]*')).toBe(gs);
    expect(g.toString()).toBe('^[100000]');
    expect(format(gs, { unicode: true })).toBe('↑^[100000]*');
    // birthday of ↑^[n] = {↑^[n−1] | *} is n + 1 (↑ is born on day 2); ↑^[n]* = {0, ↑^[n−1]* | 0}
    // (canonical form, CGSuite UptimalExpansion case C) likewise n + 1, since ↑* is born on day 2
    expect(birthday(g)).toBe(100001);
    expect(birthday(gs)).toBe(100001);
    const u = uptimalExpansion(g)!;
    expect(u.digits.length).toBe(100000);
    expect(u.digits.every((d) => d === 1)).toBe(true);
  });
});

describe('the parser keeps its frames on the heap (no recursion on nesting)', () => {
  it('parentheses, braces, Tiny and ± nested 200,000 deep', () => {
    const n = 200_000;
    // (((…(1)…))) is 1 at any depth
    expect(parse('('.repeat(n) + '1' + ')'.repeat(n))).toBe(num(1));
    // {{…{0|}…|}|}: {0|} = 1 and {k|} = k + 1 for an integer k ≥ 0 (integers, ONAG ch. 0 / Siegel, CGT, I.4)
    // (braces at 30,000: far beyond what the old recursive parser, four native frames per level, survived)
    const b = 30_000;
    expect(parse('{'.repeat(b) + '0' + '|}'.repeat(b))).toBe(num(b));
    // a Right-only chain {|{|…{|0}…}} = −b likewise
    expect(parse('{|'.repeat(b) + '0' + '}'.repeat(b))).toBe(num(-b));
    // Tiny(Tiny(…(0)…)) against its definition Tiny(G) = {0 || 0 | −G} (Siegel, CGT, II.6) built with game()
    let tiny: Game = zero;
    for (let i = 0; i < 2000; i++) tiny = game([zero], [game([zero], [neg(tiny)])]);
    expect(parse('Tiny('.repeat(2000) + '0' + ')'.repeat(2000))).toBe(tiny);
    // −(−(…(*)…)) is * at any depth (−* = *)
    expect(parse('-('.repeat(n) + '*' + ')'.repeat(n))).toBe(star);
    // sums inside deep nesting: ((…(1+(1+(…)))…)) adds one per level
    expect(parse('(1+'.repeat(50_000) + '0' + ')'.repeat(50_000))).toBe(num(50_000));
    // *k + *k = 0 for any k, so a nest of `*3+(` … `)` alternates * 3 and 0
    expect(parse('*3+('.repeat(10_001) + '0' + ')'.repeat(10_001))).toBe(nim(3));
  });
  // (the same at 100,000 levels: depth.long.test.ts, npm run test:long; the README's example of a
  // game 100,000 levels deep, which test/readme.test.ts runs, reads that chain back too)
  it('a game 20,000 levels deep round-trips through its own toString (not an uptimal)', () => expectChainRoundTrip(20_000));
});
