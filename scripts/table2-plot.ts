/**
 * Draws docs/img/table2-growth.svg from bench/data/table2-growth.json (measured by
 * scripts/table2-changed.ts): time, resident memory and changed positions per step of the
 * incremental Table 2 sweep against n, on log–log axes.
 * Usage: npx tsx scripts/table2-plot.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Row { n: number; changedPerStep: number; ms: number; rssMB: number }
const data = JSON.parse(readFileSync(new URL('../bench/data/table2-growth.json', import.meta.url), 'utf8')) as { rows: Row[] };
const rows = data.rows;
const W = 720;
const H = 420;
const m = { l: 70, r: 20, t: 40, b: 50 };
const lx = (n: number): number => m.l + ((W - m.l - m.r) * (Math.log10(n) - Math.log10(rows[0]!.n))) / (Math.log10(rows[rows.length - 1]!.n) - Math.log10(rows[0]!.n));
const series: Array<[string, string, (r: Row) => number]> = [
  ['time (s)', '#2563eb', (r) => r.ms / 1000],
  ['resident memory (MB)', '#16a34a', (r) => r.rssMB],
  ['changed positions per step (thousands)', '#dc2626', (r) => r.changedPerStep / 1000],
];
const all = series.flatMap(([, , f]) => rows.map(f));
const lo = Math.floor(Math.log10(Math.min(...all)));
const hi = Math.ceil(Math.log10(Math.max(...all)));
const ly = (v: number): number => H - m.b - ((H - m.t - m.b) * (Math.log10(v) - lo)) / (hi - lo);
const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="11">`];
out.push(`<text x="${m.l}" y="20" font-size="13">Incremental Table 2 sweep: cost against n (log–log; measured, bench/data/table2-growth.json)</text>`);
out.push(`<rect x="${m.l}" y="${m.t}" width="${W - m.l - m.r}" height="${H - m.t - m.b}" fill="none" stroke="#999"/>`);
for (let e = lo; e <= hi; e++) out.push(`<text x="${m.l - 6}" y="${ly(10 ** e) + 4}" text-anchor="end">${10 ** e}</text><line x1="${m.l}" x2="${W - m.r}" y1="${ly(10 ** e)}" y2="${ly(10 ** e)}" stroke="#eee"/>`);
for (const r of rows) out.push(`<text x="${lx(r.n)}" y="${H - m.b + 16}" text-anchor="middle">${r.n}</text>`);
out.push(`<text x="${(W + m.l) / 2}" y="${H - 12}" text-anchor="middle">n (largest finger count)</text>`);
series.forEach(([name, colour, f], k) => {
  out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${rows.map((r) => `${lx(r.n).toFixed(1)},${ly(f(r)).toFixed(1)}`).join(' ')}"/>`);
  for (const r of rows) out.push(`<circle cx="${lx(r.n).toFixed(1)}" cy="${ly(f(r)).toFixed(1)}" r="3" fill="${colour}"/>`);
  out.push(`<text x="${m.l + 10}" y="${m.t + 16 + 15 * k}" fill="${colour}">${name}</text>`);
});
out.push('</svg>');
writeFileSync(new URL('../docs/img/table2-growth.svg', import.meta.url), out.join('\n') + '\n');
