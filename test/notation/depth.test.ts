/**
 * Depth: ↑^[100000] (a game 100000 levels deep) parses, compares, adds, prints and has a birthday
 * in the default Node stack; nothing in the notation recurses on a game's depth.
 */
import { describe, expect, it } from 'vitest';
import { birthday, format, parse, star, uptimalExpansion } from '../../src/index.js';

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
