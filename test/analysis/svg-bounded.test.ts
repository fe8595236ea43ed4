/**
 * Pictures of big games stay small: labels are the game's text cut to 120 characters (saying how
 * much was left out), and the whole text only on demand (`fullLabels`).
 *
 * The example of the issue: G = ±2 + ±4 + … + ±24 plus G cooled by 1 (a slow example of Müller's
 * 2025 CMPUT 657 course notes). Its thermograph SVG used to embed the whole canonical form twice
 * (64 MB); it must stay under 200 KB. Expected mean: 0, since the mean is additive and each ±x
 * has mean 0 (Siegel, CGT, II.5), and cooling keeps the mean (ibid.).
 */
import { describe, expect, it } from 'vitest';
import { add, cool, game, gameTreeSvg, num, quoteGame, switchOf, thermographSvg, zero } from '../../src/index.js';
import type { Game } from '../../src/index.js';

function chain(n: number): Game {
  let g: Game = zero;
  for (let i = 1; i <= n; i++) g = game([num(i + 1)], [g]);
  return g;
}

describe('SVG labels are bounded', () => {
  it('the thermograph of ±2 + … + ±24 plus its cooled-by-1 copy is under 200 KB', { timeout: 120_000 }, () => {
    let G: Game = zero;
    for (let k = 1; k <= 12; k++) G = add(G, switchOf(num(2 * k)));
    const H = add(G, cool(G, 1));
    // the whole text is long: the quote says how many characters it leaves out (> 200 000)
    const left = Number(/… \((\d+) more characters\)$/.exec(quoteGame(H, 10))![1]);
    expect(left).toBeGreaterThan(200_000);
    const svg = thermographSvg(H);
    expect(svg.length).toBeLessThan(200_000);
    expect(svg).toContain('mean 0');
    const title = /<title>Thermograph of (.*)<\/title>/.exec(svg)![1]!;
    expect(title).toBe(quoteGame(H, 120).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });
  it('fullLabels puts the whole text in the title and the heading', () => {
    const g = chain(60);
    const full = String(g);
    expect(full.length).toBeGreaterThan(120);
    const cut = thermographSvg(g);
    expect(cut).not.toContain(full);
    expect(cut).toContain(`${full.slice(0, 120)}… (${full.length - 120} more characters)`);
    const whole = thermographSvg(g, { fullLabels: true });
    expect(whole.split(full).length - 1).toBe(2); // title and heading
    expect(thermographSvg(g, { maxLabelChars: 10 })).toContain(`${full.slice(0, 10)}…`);
  });
  it('game-tree labels are cut too, unless fullLabels', () => {
    // g_N = {N+1 | g_(N−1)}: 2N + 1 nodes (numbers are leaves), labels as long as the texts
    const g = chain(150);
    const svg = gameTreeSvg(g, { maxNodes: 400 });
    const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    expect(texts.length).toBe(301);
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(120 + '… (100000 more characters)'.length);
    expect(svg.length).toBeLessThan(100_000);
    const whole = gameTreeSvg(g, { maxNodes: 400, fullLabels: true });
    expect(whole).toContain(`>${String(g)}</text>`);
  });
});
