/**
 * Draws docs/img/table2-run.svg from bench/data/table2-run.json (measured by scripts/table2-docs.ts):
 * CPU and wall time, peak resident memory and operations per step of Table2Sweep against n, on
 * log–log axes, with the plain sweep's time (bench/data/table2-growth.json) and, when
 * bench/data/table2-run-1thread.json holds an earlier run on one thread, its wall time, for comparison.
 * Usage: npx tsx scripts/table2-run-plot.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

interface Sample { n: number; ms: number; cpuMs: number; peakRssMB: number; opsPerStep: number }
const run = JSON.parse(readFileSync(new URL('../bench/data/table2-run.json', import.meta.url), 'utf8')) as { maxN: number; samples: Sample[]; provenance: string };
const plain = JSON.parse(readFileSync(new URL('../bench/data/table2-growth.json', import.meta.url), 'utf8')) as { rows: Array<{ n: number; ms: number }> };
const oneUrl = new URL('../bench/data/table2-run-1thread.json', import.meta.url);
const one = existsSync(oneUrl) ? (JSON.parse(readFileSync(oneUrl, 'utf8')) as { samples: Sample[] }) : undefined;
const threads = /\((\d+) threads?\)/.exec(run.provenance)?.[1] ?? '1';
const every = Math.max(1, Math.floor(run.samples.length / 40));
const rows = run.samples.filter((s, k) => s.n >= 2000 && (k % every === every - 1 || k === run.samples.length - 1));
const W = 760;
const H = 440;
const m = { l: 70, r: 20, t: 40, b: 50 };
const n0 = 2000;
const n1 = run.maxN;
const lx = (n: number): number => m.l + ((W - m.l - m.r) * (Math.log10(n) - Math.log10(n0))) / (Math.log10(n1) - Math.log10(n0));
type Series = [string, string, Array<[number, number]>];
const series: Series[] = [
  ['Table2Sweep, CPU time (s)', '#2563eb', rows.map((r) => [r.n, r.cpuMs / 1000])],
  ['Table2Sweep, wall time (s), shared machine', '#93c5fd', rows.map((r) => [r.n, r.ms / 1000])],
  ['Table2Sweep, peak resident memory (MB)', '#16a34a', rows.map((r) => [r.n, r.peakRssMB])],
  ['Table2Sweep, operations per step (thousands)', '#dc2626', rows.map((r) => [r.n, r.opsPerStep / 1000])],
  ['plain sweep (oneHandSweep), wall time (s)', '#6b7280', plain.rows.filter((r) => r.n >= n0).map((r) => [r.n, r.ms / 1000])],
];
if (one !== undefined) series.splice(2, 0, ['Table2Sweep on one thread (earlier run), wall time (s)', '#a855f7', one.samples.filter((r) => r.n >= n0 && r.n % (every * 1000) === 0).map((r) => [r.n, r.ms / 1000])]);
if (threads !== '1') {
  series[0]![0] = `Table2Sweep on ${threads} threads, CPU time of all threads (s)`;
  series[1]![0] = `Table2Sweep on ${threads} threads, wall time (s)`;
}
const all = series.flatMap(([, , p]) => p.map(([, v]) => v)).filter((v) => v > 0);
const lo = Math.floor(Math.log10(Math.min(...all)));
const hi = Math.ceil(Math.log10(Math.max(...all)));
const ly = (v: number): number => H - m.b - ((H - m.t - m.b) * (Math.log10(v) - lo)) / (hi - lo);
const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="11">`];
out.push(`<text x="${m.l}" y="20" font-size="13">Table 2 to n = ${n1}: time, memory and work against n (log–log; bench/data/table2-run.json)</text>`);
out.push(`<rect x="${m.l}" y="${m.t}" width="${W - m.l - m.r}" height="${H - m.t - m.b}" fill="none" stroke="#999"/>`);
for (let e = lo; e <= hi; e++) out.push(`<text x="${m.l - 6}" y="${ly(10 ** e) + 4}" text-anchor="end">${10 ** e}</text><line x1="${m.l}" x2="${W - m.r}" y1="${ly(10 ** e)}" y2="${ly(10 ** e)}" stroke="#eee"/>`);
for (const t of [2000, 5000, 10000, 20000, 50000, 100000, 200000].filter((t) => t <= n1)) out.push(`<text x="${lx(t)}" y="${H - m.b + 16}" text-anchor="middle">${t}</text><line x1="${lx(t)}" x2="${lx(t)}" y1="${m.t}" y2="${H - m.b}" stroke="#eee"/>`);
out.push(`<text x="${(W + m.l) / 2}" y="${H - 12}" text-anchor="middle">n (largest finger count)</text>`);
series.forEach(([name, colour, pts], k) => {
  const ok = pts.filter(([, v]) => v > 0);
  out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${ok.map(([n, v]) => `${lx(n).toFixed(1)},${ly(v).toFixed(1)}`).join(' ')}"/>`);
  out.push(`<text x="${m.l + 10}" y="${m.t + 16 + 15 * k}" fill="${colour}">${name}</text>`);
});
out.push('</svg>');
writeFileSync(new URL('../docs/img/table2-run.svg', import.meta.url), out.join('\n') + '\n');
