/**
 * Sums of heaps, nim-sums and mexes, pictures, the report, and impartialValue.
 * Expected values: hand computations from the nim values of OEIS A002186 (Kayles) and of Nim
 * (Bouton's theorem: a sum of Nim heaps is lost for the player to move exactly when the
 * nim-sum of the heaps is 0), stated where used.
 */
import { describe, expect, it } from 'vitest';
import { analyzeHeaps } from '../../src/impartial/heaps.js';
import { mex, nimSum } from '../../src/impartial/nim.js';
import { periodRows, scatterPlotSvg } from '../../src/impartial/plot.js';
import { heapGameReport } from '../../src/impartial/report.js';
import { nimSequence } from '../../src/impartial/sequence.js';
import { EtaEstimator } from '../../src/impartial/search.js';
import { impartialValue, impartialValueString, LimitError, ValueError } from '../../src/index.js';

describe('nim-sums and mexes', () => {
  it('are exact below 2^53', () => {
    expect(nimSum(3, 5, 7)).toBe(1);
    expect(nimSum()).toBe(0);
    expect(nimSum(2 ** 40 + 5, 2 ** 40 + 3)).toBe(6);
    expect(nimSum(2 ** 52, 1)).toBe(2 ** 52 + 1);
    expect(mex([0, 1, 3])).toBe(2);
    expect(mex([])).toBe(0);
    expect(() => nimSum(-1)).toThrow(ValueError);
    expect(() => mex([0.5])).toThrow(ValueError);
  });
});

describe('sums of heaps', () => {
  it('Nim: Bouton (3 ⊕ 5 ⊕ 7 = 1: take one from the 3, hand computation)', () => {
    const a = analyzeHeaps('Nim', [3, 5, 7]);
    expect([a.value, a.outcome]).toEqual([1, 'N']);
    expect(a.move).toEqual({ index: 0, from: 3, to: [2], after: [2, 5, 7] });
    expect(analyzeHeaps('Nim', [1, 2, 3]).outcome).toBe('P');
  });
  it('Kayles: G(3), G(5), G(7) = 3, 4, 2 (A002186), so the sum is 5 and a move leaves value 0', () => {
    const a = analyzeHeaps('Kayles', [3, 5, 7]);
    expect(a.values).toEqual([3, 4, 2]);
    expect(a.value).toBe(5);
    const g = nimSequence('0.77', 10);
    expect(a.move!.after.reduce((x, h) => x ^ g[h]!, 0)).toBe(0);
  });
  it('finds a winning move in every N-position of random sums', () => {
    const g = nimSequence('0.1777', 200);
    for (let k = 0; k < 200; k++) {
      const heaps = Array.from({ length: 1 + (k % 4) }, (_, i) => (k * 37 + i * 53) % 200);
      const a = analyzeHeaps('0.1777', heaps);
      if (a.outcome === 'N') expect(a.move!.after.reduce((x, h) => x ^ g[h]!, 0)).toBe(0);
      else expect(a.value).toBe(0);
    }
  });
  it('bounds its input', () => {
    expect(() => analyzeHeaps('0.77', [1e8])).toThrow(LimitError);
    expect(() => analyzeHeaps('0.77', [-1])).toThrow(LimitError);
  });
});

describe('pictures', () => {
  it('draws a scatter plot, points or a raster, of bounded size', () => {
    const small = scatterPlotSvg(nimSequence('0.77', 100), { title: 'Kayles <0.77>', periodicity: { period: 12, preperiod: 71 } });
    expect(small.startsWith('<svg')).toBe(true);
    expect(small).toContain('Kayles &lt;0.77&gt;');
    expect((small.match(/<circle/g) ?? []).length).toBe(101);
    const big = scatterPlotSvg(nimSequence('0.16', 200_000));
    expect(big.length).toBeLessThan(2_000_000);
    expect(big).not.toContain('<circle');
  });
  it('prints the values in rows of the period: the rows of Kayles repeat from heap 72 (period 12, preperiod 71)', () => {
    const rows = periodRows(nimSequence('0.77', 143), 12).split('\n');
    expect(rows[2]).toBe('  0 |  0  1  2  3  1  4  3  2  1  4  2  6');
    expect(rows[8]!.startsWith(' 72 |')).toBe(true);
    expect(rows.slice(8, 14).map((r) => r.slice(6))).toEqual(Array(6).fill(rows[8]!.slice(6)));
    expect(rows[7]!.slice(6)).not.toBe(rows[8]!.slice(6)); // heap 70 is exceptional
    expect(periodRows([1, 2, 3], 200, { maxColumns: 2 }).split('\n')[0]).toContain('198 more');
  });
});

describe('the report for the workbench', () => {
  it('gives values, periodicity, SVG and rows', async () => {
    const r = await heapGameReport('Kayles', { n: 100 });
    expect(r.code).toBe('0.77');
    expect(r.values.length).toBe(101);
    expect(r.periodicity!.period).toBe(12);
    expect(r.svg.startsWith('<svg')).toBe(true);
    expect(r.rows.split('\n').length).toBeGreaterThan(5);
  });
});

describe('the ETA of a long run', () => {
  it('is linear for a constant cost, quadratic for a cost growing like n', () => {
    let t = 0;
    const lin = new EtaEstimator(() => t);
    for (let n = 0; n <= 1000; n += 10) {
      t = n * 10; // 10 ms a unit
      lin.mark(n);
    }
    expect(lin.secondsLeft(2000)).toBeCloseTo(10, 0); // 1000 more units at 10 ms
    let u = 0;
    const quad = new EtaEstimator(() => u);
    for (let n = 0; n <= 1000; n += 10) {
      u = (n * n) / 10; // cost n/5 ms a unit
      quad.mark(n);
    }
    // left: (2000² - 1000²)/10 ms = 300 s
    expect(quad.secondsLeft(2000)! / 300).toBeGreaterThan(0.9);
    expect(quad.secondsLeft(2000)! / 300).toBeLessThan(1.1);
  });
});

describe('impartialValue: short rulesets by nim values, loopy ones by generalized Sprague-Grundy values', () => {
  it('values a cycle as the loopy engine does (Smith; Fraenkel and Yesha: a position with no finite follower of value 0... is a draw)', () => {
    // 1 <-> 2 with no way out: both draws (∞); 3 -> {1, 0}: a win (∞ with a follower of value 0)
    const succ = [[], [2], [1], [1, 0]];
    const rules = { impartial: true as const, key: (v: number) => v, options: (v: number) => succ[v]! };
    expect(impartialValueString(impartialValue(rules, 1))).toBe('∞');
    expect(impartialValueString(impartialValue(rules, 3))).toBe('∞{0}');
    expect(impartialValue(rules, 0)).toEqual({ kind: 'finite', value: 0 });
  });
  it('values a short ruleset by its nim value (a subtraction game {1,3,4}: G(10) = 2, Winning Ways ch. 4 table)', () => {
    const rules = { impartial: true as const, key: (n: number) => n, options: (n: number) => [1, 3, 4].filter((k) => k <= n).map((k) => n - k) };
    expect(impartialValue(rules, 10)).toEqual({ kind: 'finite', value: Array.from(nimSequence('{1,3,4}', 10))[10] });
  });
});
