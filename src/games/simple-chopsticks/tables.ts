/**
 * The paper's two tables, computed: Table 1 (values of `(i | j)_n`) and Table 2 (values of
 * `(1 | 1)_n` for n up to a bound, grouped into intervals).
 */
import type { Game } from '../../engine/game.js';
import { checkAbort } from '../../engine/errors.js';
import { runAsync, runSync } from '../../engine/steps.js';
import type { Outcome } from '../../engine/ops.js';
import { oneHandGridIndex, oneHandGridIndexAsync, type OneHandGridIndex, type SweepOptions } from './onehand.js';
import { Table2Sweep, type Table2Row } from './table2-sweep.js';
import { type Position, position } from './position.js';

/** One cell of Table 1: the position `(i | j)_n`, its value and its outcome. */
export interface Table1Cell {
  /** Left's hand. */
  i: number;
  /** Right's hand. */
  j: number;
  /** The position `(i | j)_n`. */
  position: Position;
  /** Its canonical value. */
  value: Game;
  /** Its outcome class. */
  outcome: Outcome;
}

/** What the cells of one {@link table1} result share: the grid and one outcome per distinct value. */
interface GridView {
  readonly n: number;
  readonly index: Int32Array;
  readonly values: readonly Game[];
  readonly outcomes: readonly Outcome[];
}

/**
 * A cell of {@link table1}: a view over the grid, two fields (the shared grid and the cell's index in
 * it), so that a table of n² cells costs little more than its array.
 * Every field of {@link Table1Cell} is read through a getter (the position object is built when
 * read); `JSON.stringify` gives the plain fields through `toJSON`.
 */
class GridCell implements Table1Cell {
  readonly #grid: GridView;
  /** The cell's index in the grid: (i − 1)·n + (j − 1). */
  readonly #p: number;
  constructor(grid: GridView, p: number) {
    this.#grid = grid;
    this.#p = p;
  }
  get i(): number {
    return Math.floor(this.#p / this.#grid.n) + 1;
  }
  get j(): number {
    return (this.#p % this.#grid.n) + 1;
  }
  get value(): Game {
    const g = this.#grid;
    return g.values[g.index[this.#p]!]!;
  }
  get outcome(): Outcome {
    const g = this.#grid;
    return g.outcomes[g.index[this.#p]!]!;
  }
  get position(): Position {
    return position([this.i], [this.j], this.#grid.n);
  }
  /** The plain fields, as JSON shows a cell. */
  toJSON(): Table1Cell {
    return { i: this.i, j: this.j, position: this.position, value: this.value, outcome: this.outcome };
  }
}

/**
 * Table 1 of the paper for finger count n (the paper prints n = 20): every `(i | j)_n`,
 * 1 ≤ i, j ≤ n, ordered by j then i. Computed in one sweep by decreasing i + j (see
 * {@link oneHandGridIndex}); the outcome of each distinct value is computed once. The cells are
 * views over that grid: read their fields by name (`cell.value`, `cell.outcome`, ...), as getters;
 * `JSON.stringify` shows the plain fields, while `{ ...cell }` and `Object.keys(cell)` see none. A
 * cell's position object is built each time it is read.
 */
export function table1(n: number): Table1Cell[] {
  return runSync(cellSteps(n, oneHandGridIndex(n), undefined));
}

/**
 * {@link table1} with progress (`onProgress(done, total)`) and an AbortSignal, giving the event loop a
 * turn every 50 ms so that a signal aborted by an event stops it (for pages and Web Workers).
 */
export async function table1Async(n: number, opts: SweepOptions = {}): Promise<Table1Cell[]> {
  const grid = await oneHandGridIndexAsync(n, opts);
  return runAsync(cellSteps(n, grid, opts.signal));
}

/**
 * The cells of Table 1 over a grid of value indices: one outcome per distinct value; yields after
 * each row (a checkpoint for the signal).
 */
function* cellSteps(n: number, { index, values }: OneHandGridIndex, signal: AbortSignal | undefined): Generator<void, Table1Cell[], void> {
  const grid: GridView = { n, index, values, outcomes: values.map((v) => v.outcome()) };
  const out = new Array<Table1Cell>(n * n);
  let c = 0;
  for (let j = 0; j < n; j++) {
    for (let p = j; p < n * n; p += n) out[c++] = new GridCell(grid, p); // i = 1..n in this column
    checkAbort(signal);
    yield;
  }
  return out;
}

/** One row of Table 2: the value and outcome of `(1 | 1)_n`. */
export type { Table2Row };

/** A run of consecutive finger counts where `(1 | 1)_n` has one value (a row of the paper's Table 2). */
export interface Table2Interval {
  /** First finger count of the run. */
  from: number;
  /** Last finger count of the run. */
  to: number;
  /** The value of `(1 | 1)_n` on the run. */
  value: Game;
  /** Its outcome class. */
  outcome: Outcome;
}

/** Options of {@link table2} and {@link table2Async}. */
export interface Table2Options extends SweepOptions {
  /** Refuse with a LimitError, before allocating, a run that needs more bytes than this (see `table2Bytes`). */
  maxBytes?: number;
}

function sweepFor(maxN: number, opts: Table2Options): Table2Sweep {
  return new Table2Sweep(maxN, {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.maxBytes !== undefined ? { maxBytes: opts.maxBytes } : {}),
    onStep: (n, changed) => {
      opts.onStep?.(n, changed);
      opts.onProgress?.(n, maxN);
    },
  });
}

/**
 * Table 2 of the paper: `(1 | 1)_n` for 1 ≤ n ≤ maxN, by the incremental sweep over n of
 * {@link Table2Sweep} (each step only revisits the positions whose values change, and stores only
 * the pairs no closed form gives). Takes `onProgress(n, maxN)`, `onStep(n, changed)`, `maxBytes` and
 * an AbortSignal.
 */
export function table2(maxN: number, opts: Table2Options = {}): Table2Row[] {
  const sweep = sweepFor(maxN, opts);
  sweep.run();
  return sweep.rows();
}

/**
 * {@link table2} that gives the event loop a turn every 50 ms, so that an AbortSignal aborted by
 * an event (a Cancel button in a page, a message to a Web Worker) stops it at the next checkpoint.
 * For runs that can be saved and resumed, use {@link Table2Sweep} directly.
 */
export async function table2Async(maxN: number, opts: Table2Options = {}): Promise<Table2Row[]> {
  const sweep = sweepFor(maxN, opts);
  await sweep.runAsync();
  return sweep.rows();
}

/** Groups Table 2 rows into maximal runs of equal value, as the paper prints them. */
export function table2Intervals(rows: readonly Table2Row[]): Table2Interval[] {
  const out: Table2Interval[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last.value === r.value && last.to === r.n - 1) last.to = r.n;
    else out.push({ from: r.n, to: r.n, value: r.value, outcome: r.outcome });
  }
  return out;
}
