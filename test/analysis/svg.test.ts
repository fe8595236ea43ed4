/** SVG pictures: self-contained, escaped, labelled; the tree size limit is a typed error. */
import { describe, expect, it } from 'vitest';
import { escapeXml, game, gameTreeSvg, LimitError, num, switchOf, thermographSvg, upNth, ValueError } from '../../src/index.js';

const g3pm1 = game([num(3)], [switchOf(num(1))]);

/** Every opened tag is closed, in order (a small well-formedness check for our own output). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('thermograph SVG', () => {
  it('is self-contained, with viewBox, title, walls, mast and the temperature marked', () => {
    const svg = thermographSvg(g3pm1, { title: 'G < H & "x"' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=')).toBe(true);
    expect(svg).toContain('<title>Thermograph of G &lt; H &amp; &quot;x&quot;</title>');
    expect(svg).not.toContain('G < H');
    // temperature and mean of {3 | ±1} are 3/2 (hand derivation in known.test.ts)
    expect(svg).toContain('t = 3/2');
    expect(svg).toContain('mean 3/2');
    expect(svg.match(/<path /g)?.length).toBe(2);
    expect(svg).not.toMatch(/href|NaN|Infinity/);
    expect(balanced(svg)).toBe(true);
  });
  it('an integer is a bare mast from −1; a bad width is a ValueError', () => {
    const svg = thermographSvg(num(2));
    expect(svg).toContain('mean 2');
    expect(svg).not.toContain('t = ');
    expect(() => thermographSvg(num(2), { width: 5 })).toThrow(ValueError);
  });
  it('escapeXml escapes the five XML specials', () => {
    expect(escapeXml(`<a b="c" d='e'>&`)).toBe('&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;');
  });
});

describe('game tree SVG', () => {
  it('draws every node once per path, Left edges blue and Right edges red', () => {
    const svg = gameTreeSvg(g3pm1, { label: (x) => (x === g3pm1 ? 'root<' : x.isNumber ? String(x.nus!.number) : 'pm1') });
    expect(svg).toContain('<title>Game tree of root&lt;</title>');
    // {3 | ±1}: root, 3, ±1, 1, −1 (numbers are leaves): 5 labels, 4 edges
    expect(svg.match(/<text /g)?.length).toBe(5);
    expect(svg.match(/<line /g)?.length).toBe(4);
    expect(svg).toContain('#1f5fbf');
    expect(svg).toContain('#c0392b');
    expect(balanced(svg)).toBe(true);
  });
  it('a tree larger than maxNodes is a LimitError that says how to proceed', () => {
    expect(() => gameTreeSvg(upNth(40), { maxNodes: 50 })).toThrow(LimitError);
    expect(() => gameTreeSvg(upNth(40), { maxNodes: 50 })).toThrow(/more than 50 nodes/);
  });
});
