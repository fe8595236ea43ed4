/**
 * One call for a page or a tool: a heap game's values, its periodicity and its pictures.
 */
import { limitOption } from '../engine/run.js';
import { type Periodicity } from './periodicity.js';
import { periodRows, scatterPlotSvg } from './plot.js';
import { extendAsync, type LongRunOptions } from './parallel.js';
import { PeriodicitySearch } from './search.js';
import { type CodeLike, NimSequence, rulesOf } from './sequence.js';

/** What {@link heapGameReport} returns. */
export interface HeapGameReport {
  /** The code, normalized (`'0.77'`). */
  readonly code: string;
  /** The name it was asked by (`'Kayles'`), or the code. */
  readonly name: string;
  /** G(0), ..., G(n). */
  readonly values: Int32Array;
  /** The periodicity found (null: none up to `maxHeap`; undefined: not asked for). */
  readonly periodicity?: Periodicity | null;
  /** The scatter plot of the values, as SVG. */
  readonly svg: string;
  /** The values in rows of the period (or of 10 when there is none), as text. */
  readonly rows: string;
}

/** Options of {@link heapGameReport}. */
export interface HeapGameReportOptions extends LongRunOptions {
  /** The last heap shown (default 1,000). */
  n?: number;
  /** Look for the periodicity too (default true), computing values up to `maxHeap`. */
  period?: boolean;
  /** The last heap the periodicity search may compute (default 1,048,576). */
  maxHeap?: number;
}

/**
 * The values of a heap game up to heap `n`, its periodicity (proved when a theorem applies), the
 * scatter plot as SVG and the values in rows of the period: what the workbench shows for a code.
 * A long run: it gives the event loop turns and stops on its signal (see {@link LongRunOptions}).
 * @example
 * ```ts
 * import { heapGameReport } from 'partizan';
 * const r = await heapGameReport('Kayles', { n: 100 });
 * r.periodicity!.period; // 12
 * r.svg.startsWith('<svg'); // true
 * ```
 */
export async function heapGameReport(code: CodeLike, opts: HeapGameReportOptions = {}): Promise<HeapGameReport> {
  const rules = rulesOf(code);
  const n = limitOption(opts.n, 1000, 'n', { min: 0 });
  const seq = new NimSequence(rules, { maxHeap: Math.max(n, opts.maxHeap ?? 1 << 20) });
  let periodicity: Periodicity | null | undefined;
  if (opts.period !== false) periodicity = await new PeriodicitySearch(rules, { from: seq, maxHeap: opts.maxHeap }).run(opts);
  if (seq.size <= n) {
    await extendAsync(seq, n, opts);
  }
  const values = seq.window(0, n);
  const pp = periodicity ? { period: periodicity.period, preperiod: periodicity.preperiod } : undefined;
  return {
    code: rules.code,
    name: rules.name,
    values,
    ...(periodicity !== undefined ? { periodicity } : {}),
    svg: scatterPlotSvg(values, { title: `${rules.name === rules.code ? rules.code : `${rules.name} (${rules.code})`}: G(n) for n ≤ ${n}`, ...(pp ? { periodicity: pp } : {}) }),
    rows: periodRows(values, periodicity?.period ?? 10),
  };
}
