/**
 * Pictures of nim-value sequences: the scatter plot of G(n) against n (CGSuite 2.1's
 * `ScatterPlot`), as SVG, and the sequence in rows of its period (Winning Ways' tables, CGSuite
 * 1.1's `PeriodicTable`), as text.
 *
 * Invariant: the output is bounded whatever the input: the plot draws at most `maxPoints` points
 * one by one, and past that a raster of at most width × height cells (vertical runs of marked
 * cells, one rectangle each); the rows are cut at `maxRows` rows of at most `maxColumns` values.
 */
import { LimitError } from '../engine/errors.js';
import { limitOption } from '../engine/run.js';
import { escapeXml } from '../engine/xml.js';

/** Options of {@link scatterPlotSvg}. */
export interface ScatterPlotOptions {
  /** First heap drawn (default 0). */
  from?: number;
  /** Last heap drawn (default the last value). */
  to?: number;
  /** Width of the plotting area in pixels (default 800; at most 4000). */
  width?: number;
  /** Height of the plotting area in pixels (default 300; at most 2000). */
  height?: number;
  /** A title above the plot. */
  title?: string;
  /** Draw a line at the preperiod and shade each period after it. */
  periodicity?: { readonly period: number; readonly preperiod: number };
  /** Most points drawn one by one (default 20,000); beyond, a raster. */
  maxPoints?: number;
}

const esc = escapeXml;

/** Round tick steps: 1, 2, 5 times a power of ten, about `count` of them over `span`. */
function ticks(lo: number, hi: number, count: number): number[] {
  const span = Math.max(1, hi - lo);
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const out: number[] = [];
  for (let x = Math.ceil(lo / step) * step; x <= hi; x += step) out.push(x);
  return out;
}

/**
 * The scatter plot of a nim-value sequence as an SVG document: a point at (n, G(n)) for every heap
 * n from `from` to `to`.
 * @example
 * ```ts
 * import { nimSequence, scatterPlotSvg } from 'partizan';
 * scatterPlotSvg(nimSequence('4!.0', 2000), { title: "Grundy's game" }).startsWith('<svg'); // true
 * ```
 */
export function scatterPlotSvg(values: ArrayLike<number>, opts: ScatterPlotOptions = {}): string {
  const n = values.length;
  if (n === 0) throw new LimitError('no values to plot', 'values');
  const from = opts.from ?? 0;
  const to = opts.to ?? n - 1;
  if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to < n)) throw new LimitError(`heaps ${from}..${to} are not within 0..${n - 1}`, 'from');
  const W = limitOption(opts.width, 800, 'width', { max: 4000 });
  const H = limitOption(opts.height, 300, 'height', { max: 2000 });
  const maxPoints = limitOption(opts.maxPoints, 20_000, 'maxPoints');
  let vmax = 0;
  for (let i = from; i <= to; i++) if (values[i]! > vmax) vmax = values[i]!;
  const left = 56;
  const top = opts.title ? 34 : 14;
  const right = 16;
  const bottom = 40;
  const x = (i: number): number => left + ((i - from) / Math.max(1, to - from)) * W;
  const y = (v: number): number => top + H - (v / Math.max(1, vmax)) * H;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${left + W + right}" height="${top + H + bottom}" viewBox="0 0 ${left + W + right} ${top + H + bottom}" font-family="sans-serif" font-size="11">`);
  parts.push(`<rect x="0" y="0" width="${left + W + right}" height="${top + H + bottom}" fill="#fff"/>`);
  if (opts.title) parts.push(`<text x="${left}" y="20" font-size="14">${esc(opts.title)}</text>`);
  const pp = opts.periodicity;
  if (pp && pp.period > 0) {
    // shade every other period after the preperiod, and mark the preperiod
    const bands = Math.ceil((to - Math.max(from, pp.preperiod)) / pp.period);
    if (bands <= 400) {
      for (let k = 0; k < bands; k += 2) {
        const a = Math.max(from, pp.preperiod + k * pp.period);
        const b = Math.min(to, pp.preperiod + (k + 1) * pp.period);
        if (b > a) parts.push(`<rect x="${x(a).toFixed(1)}" y="${top}" width="${(x(b) - x(a)).toFixed(1)}" height="${H}" fill="#eef2ff"/>`);
      }
    }
    if (pp.preperiod >= from && pp.preperiod <= to) parts.push(`<line x1="${x(pp.preperiod).toFixed(1)}" y1="${top}" x2="${x(pp.preperiod).toFixed(1)}" y2="${top + H}" stroke="#dc2626" stroke-dasharray="4 3"><title>preperiod ${pp.preperiod}</title></line>`);
  }
  // axes and ticks
  parts.push(`<line x1="${left}" y1="${top + H}" x2="${left + W}" y2="${top + H}" stroke="#333"/>`, `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + H}" stroke="#333"/>`);
  for (const t of ticks(from, to, 8)) parts.push(`<line x1="${x(t).toFixed(1)}" y1="${top + H}" x2="${x(t).toFixed(1)}" y2="${top + H + 4}" stroke="#333"/><text x="${x(t).toFixed(1)}" y="${top + H + 16}" text-anchor="middle">${t.toLocaleString('en-US')}</text>`);
  for (const t of ticks(0, vmax, 6)) parts.push(`<line x1="${left - 4}" y1="${y(t).toFixed(1)}" x2="${left}" y2="${y(t).toFixed(1)}" stroke="#333"/><text x="${left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${t}</text>`);
  parts.push(`<text x="${left + W / 2}" y="${top + H + 34}" text-anchor="middle">heap n</text>`, `<text x="14" y="${top + H / 2}" transform="rotate(-90 14 ${top + H / 2})" text-anchor="middle">G(n)</text>`);
  const count = to - from + 1;
  if (count <= maxPoints) {
    const r = count <= 2000 ? 1.6 : 0.9;
    parts.push(`<g fill="#1d4ed8">`);
    for (let i = from; i <= to; i++) parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(values[i]!).toFixed(1)}" r="${r}"/>`);
    parts.push('</g>');
  } else {
    // a raster: column c covers a range of heaps; a cell is marked when some value falls in it
    const rows = Math.min(H, vmax + 1);
    const grid = new Uint8Array(W * rows);
    for (let i = from; i <= to; i++) {
      const c = Math.min(W - 1, Math.floor(((i - from) / count) * W));
      const rr = Math.min(rows - 1, Math.floor((values[i]! / (vmax + 1)) * rows));
      grid[c * rows + rr] = 1;
    }
    const cellH = H / rows;
    parts.push(`<g fill="#1d4ed8">`);
    for (let c = 0; c < W; c++) {
      for (let rr = 0; rr < rows; rr++) {
        if (!grid[c * rows + rr]) continue;
        let e = rr;
        while (e + 1 < rows && grid[c * rows + e + 1]) e++;
        const yTop = top + H - (e + 1) * cellH;
        parts.push(`<rect x="${left + c}" y="${yTop.toFixed(1)}" width="1" height="${((e - rr + 1) * cellH).toFixed(1)}"/>`);
        rr = e;
      }
    }
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** Options of {@link periodRows}. */
export interface PeriodRowsOptions {
  /** First heap of the first row (default 0). */
  from?: number;
  /** Most rows (default 40). */
  maxRows?: number;
  /** Most values a row (default 60; a longer period is cut, with the number left out). */
  maxColumns?: number;
}

/**
 * The sequence in rows of `period` values (the layout of Winning Ways' tables and CGSuite 1.1's
 * `PeriodicTable`): a header of column offsets, then each row's first heap and its values, so a
 * periodic sequence shows as equal rows.
 * @example
 * ```ts
 * import { nimSequence, periodRows } from 'partizan';
 * periodRows(nimSequence('0.77', 23), 12).split('\n')[2]; // the row of heaps 0..11 of Kayles
 * ```
 */
export function periodRows(values: ArrayLike<number>, period: number, opts: PeriodRowsOptions = {}): string {
  const p = limitOption(period, 1, 'period');
  const from = opts.from ?? 0;
  const maxRows = limitOption(opts.maxRows, 40, 'maxRows');
  const maxCols = limitOption(opts.maxColumns, 60, 'maxColumns');
  const cols = Math.min(p, maxCols);
  let wv = String(cols - 1).length;
  for (let i = from; i < values.length && i < from + maxRows * p; i++) wv = Math.max(wv, String(values[i]).length);
  const lastRow = Math.ceil((values.length - from) / p);
  const rows = Math.min(maxRows, lastRow);
  const wn = String(from + Math.max(0, rows - 1) * p).length;
  const lines: string[] = [];
  lines.push(`${' '.repeat(wn)} | ${Array.from({ length: cols }, (_, c) => String(c).padStart(wv)).join(' ')}${cols < p ? ` … (${p - cols} more)` : ''}`);
  lines.push(`${'-'.repeat(wn)}-+-${'-'.repeat(cols * (wv + 1) - 1)}`);
  for (let r = 0; r < rows; r++) {
    const start = from + r * p;
    const cells: string[] = [];
    for (let c = 0; c < cols && start + c < values.length; c++) cells.push(String(values[start + c]).padStart(wv));
    lines.push(`${String(start).padStart(wn)} | ${cells.join(' ')}`);
  }
  if (rows < lastRow) lines.push(`… ${lastRow - rows} more rows`);
  return lines.join('\n');
}
