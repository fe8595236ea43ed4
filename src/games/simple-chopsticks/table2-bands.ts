/**
 * The ±J bands of Table 2 against the paper's conjecture (Section 2, point 3 after Table 2): the runs
 * of n where `(1 | 1)_n = ±J` start at the terms of OEIS A110035 from 12 on, and each lasts until just
 * before the next Fibonacci number (where the P-positions of Theorem 3 begin).
 */
import { switchOf } from '../../engine/constructors.js';
import { A110035 } from './data/paper.js';
import { J } from './value.js';
import { table2Intervals, type Table2Interval, type Table2Row } from './tables.js';
import { kindError, requireArray } from '../../engine/guard.js';

/** One predicted ±J band and what the computation found. */
export interface Table2Band {
  /** The A110035 term where the conjecture says the band starts. */
  predicted: number;
  /** Where a ±J run starts at that term (`null`: no ±J run starts there; the bound is below it when `reached` is false). */
  from: number | null;
  /** The last n of that run (the bound when the run reaches it). */
  to: number | null;
  /** Whether the computation reached the predicted start. */
  reached: boolean;
  /** Whether the run ends before the bound (otherwise its end is not known yet). */
  complete: boolean;
  /** The smallest Fibonacci number above the predicted start. */
  nextFibonacci: number;
  /** Whether the run ends at nextFibonacci − 1 (`null` while it is not complete). */
  endsBeforeFibonacci: boolean | null;
}

/** The band report of {@link table2Bands}. */
export interface Table2BandReport {
  /** The bound: rows cover n = 1..maxN. */
  maxN: number;
  /** One entry per A110035 term ≥ 12 up to the bound, then the next term (not reached). */
  bands: Table2Band[];
  /** ±J runs that start at no A110035 term (the conjecture predicts none). */
  unpredicted: Table2Interval[];
}

/** Compares the ±J runs of Table 2 rows n = 1..rows.length with the A110035 terms. */
export function table2Bands(rows: readonly Table2Row[]): Table2BandReport {
  const maxN = requireArray<Table2Row>(rows, 'table2Bands', 'rows').length;
  const pmJ = switchOf(J);
  const runs = table2Intervals(rows).filter((x) => x.value === pmJ);
  const fibs = [1, 2];
  while (fibs[fibs.length - 1]! <= 2 * (A110035[A110035.length - 1] ?? 1)) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);
  const bands: Table2Band[] = [];
  for (const t of A110035) {
    if (t < 12) continue;
    const nextFibonacci = fibs.find((f) => f > t)!;
    const run = runs.find((r) => r.from === t);
    const reached = t <= maxN;
    const complete = run !== undefined && run.to < maxN;
    bands.push({ predicted: t, from: run?.from ?? null, to: run?.to ?? null, reached, complete, nextFibonacci, endsBeforeFibonacci: complete ? run.to === nextFibonacci - 1 : null });
    if (!reached) break;
  }
  return { maxN, bands, unpredicted: runs.filter((r) => !A110035.includes(r.from)) };
}

/** The report as text lines (one per band, then the runs no term predicts). */
export function table2BandLines(r: Table2BandReport): string[] {
  if (typeof r !== 'object' || r === null || !Array.isArray(r.bands) || !Array.isArray(r.unpredicted)) throw kindError('table2BandLines', 'r', 'a report made by table2Bands', r);
  const lines = [`±J bands of (1|1)_n for n <= ${r.maxN} against OEIS A110035 (the paper's conjecture):`];
  for (const b of r.bands) {
    if (!b.reached) lines.push(`  ${String(b.predicted).padStart(8)}  beyond the bound (next Fibonacci number ${b.nextFibonacci})`);
    else if (b.from === null) lines.push(`  ${String(b.predicted).padStart(8)}  NO ±J run starts here`);
    else if (!b.complete) lines.push(`  ${String(b.predicted).padStart(8)}  ±J from ${b.from} to the bound ${b.to} (the conjecture says until ${b.nextFibonacci - 1})`);
    else lines.push(`  ${String(b.predicted).padStart(8)}  ±J for ${b.from}-${b.to}; next Fibonacci number ${b.nextFibonacci}: ${b.endsBeforeFibonacci === true ? 'ends just before it' : 'does NOT end just before it'}`);
  }
  if (r.unpredicted.length > 0) lines.push(`  ±J runs at no A110035 term: ${r.unpredicted.map((x) => `${x.from}-${x.to}`).join(', ')}`);
  else lines.push('  no ±J run outside the predicted bands');
  return lines;
}
