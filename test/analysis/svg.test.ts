/** SVG pictures: self-contained, escaped, labelled; the tree size limit is a typed error. */
import { describe, expect, it } from 'vitest';
import { escapeXml, type Game, game, gameTreeSvg, LimitError, num, switchOf, thermographSvg, upNth, ValueError } from '../../src/index.js';

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

/** The text labels of an SVG: centre or anchor x, y, anchor, font size, text (unescaped enough for a width estimate). */
function labels(svg: string): { x: number; y: number; anchor: string; size: number; text: string }[] {
  return [...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    anchor: /text-anchor="(\w+)"/.exec(m[3]!)?.[1] ?? 'start',
    size: Number(/font-size="(\d+)"/.exec(m[3]!)?.[1] ?? 11),
    text: m[4]!.replace(/&[a-z]+;/g, '&'),
  }));
}

describe('thermograph SVG layout (issue 23: no clipped labels, no tower for a number)', () => {
  const size = (svg: string): { w: number; h: number } => {
    const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!;
    return { w: Number(m[1]), h: Number(m[2]) };
  };
  // ↑ = {0|*} has its mast at 0, the right end of its walls (mean 0: Winning Ways ch. 6, infinitesimals
  // have mean 0); {3 | ±1} has its mast at 3/2; an integer is a bare mast; 1/2 + a switch has long tick labels
  const cases: [string, Game][] = [
    ['up', game([num(0)], [switchOf(num(0))])],
    ['{3|±1}', g3pm1],
    ['0', num(0)],
    ['7', num(7)],
    ['-5', num(-5)],
    ['{13/16|-3}', game([num('13/16')], [num(-3)])],
  ];
  it.each(cases)('%s: every label lies inside the picture (estimated at 0.62 em a character)', (_, g) => {
    const svg = thermographSvg(g);
    const { w, h } = size(svg);
    for (const l of labels(svg)) {
      const tw = [...l.text].length * l.size * 0.62;
      const x0 = l.anchor === 'middle' ? l.x - tw / 2 : l.anchor === 'end' ? l.x - tw : l.x;
      expect(x0, l.text).toBeGreaterThanOrEqual(0);
      expect(x0 + tw, l.text).toBeLessThanOrEqual(w);
      expect(l.y, l.text).toBeLessThanOrEqual(h);
      expect(l.y - l.size, l.text).toBeGreaterThanOrEqual(0);
    }
  });
  it.each(cases)('%s: the plot is at most 3/4 as tall as it is wide (a number is not a tower)', (_, g) => {
    const { w, h } = size(thermographSvg(g));
    expect(h).toBeLessThanOrEqual(0.75 * w + 36 + 46);
  });
  it('the value axis is named below the value labels, clear of the walls', () => {
    const svg = thermographSvg(game([num(0)], [switchOf(num(0))]));
    const all = labels(svg);
    const axis = all.find((l) => l.text.startsWith('value'))!;
    const ticks = all.filter((l) => /^-?\d+(\/\d+)?$/.test(l.text) && l.anchor === 'middle');
    expect(ticks.length).toBeGreaterThan(0);
    for (const t of ticks) expect(axis.y).toBeGreaterThan(t.y);
    // the walls end at t = −1, the bottom of the plot: every path point lies above the axis name
    for (const m of svg.matchAll(/[ML][-\d.]+,([-\d.]+)/g)) expect(Number(m[1])).toBeLessThan(axis.y - 11);
  });
});
