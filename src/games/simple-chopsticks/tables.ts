/**
 * The paper's two tables, computed: Table 1 (values of `(i | j)_n`) and Table 2 (values of
 * `(1 | 1)_n` for n up to a bound, grouped into intervals).
 */
import type { Game } from '../../engine/game.js';
import { checkAbort, clip } from '../../engine/errors.js';
import { requireArray, requireShape } from '../../engine/guard.js';
import type { Outcome } from '../../engine/ops.js';
import { oneHandGridIndexLoose, oneHandGridIndexLooseAsync, type OneHandGridOutcomes, type SweepOptions } from './onehand.js';
import { Table2Sweep, type Table2Row, type Table2SweepOptions } from './table2-sweep.js';
import type { RunOptions } from '../../engine/run.js';
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
type GridView = OneHandGridOutcomes;

/**
 * A cell of {@link table1}: a view over the grid, two fields (the shared grid and the cell's index in
 * it). Every field of {@link Table1Cell} is read through a getter (the position object is built when
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

/** The view of element k of a table (ordered by j then i): grid index i·n + j with i, j from 0. */
function cellAt(grid: GridView, k: number): GridCell {
  const j = Math.floor(k / grid.n);
  return new GridCell(grid, (k - j * grid.n) * grid.n + j);
}

/** Iterates the elements of a table not yet made solid, making each view as it is reached. */
class CellIterator implements IterableIterator<Table1Cell> {
  #k = 0;
  constructor(
    readonly grid: GridView,
    readonly table: CellTable,
  ) {}
  next(): IteratorResult<Table1Cell> {
    const t = this.table;
    if (t.solid) return this.#k < t.target.length ? { value: t.target[this.#k++]!, done: false } : { value: undefined, done: true };
    return this.#k < t.size ? { value: cellAt(this.grid, this.#k++), done: false } : { value: undefined, done: true };
  }
  [Symbol.iterator](): CellIterator {
    return this;
  }
}

/**
 * The element index named by a property key (a canonical array index below `size`), or −1.
 * "0", "17" are indices; "017", "1e3", "1.0", " 1" are not.
 */
function indexOfKey(key: string | symbol, size: number): number {
  if (typeof key !== 'string') return -1;
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57 || key.length > 9) return -1;
  const k = Number(key);
  if (!Number.isInteger(k) || k >= size) return -1;
  if (k === 0) return key.length === 1 ? 0 : -1;
  const digits = k < 10 ? 1 : k < 100 ? 2 : k < 1e3 ? 3 : k < 1e4 ? 4 : k < 1e5 ? 5 : k < 1e6 ? 6 : k < 1e7 ? 7 : k < 1e8 ? 8 : 9;
  return c !== 48 && key.length === digits ? k : -1;
}

/**
 * The state behind one table's Proxy. Invariant: while `solid` is false the target is an empty
 * array, never written, whose `length` reads as `size` through the Proxy, and element k reads as a
 * fresh view `cellAt(grid, k)`; the first operation that could change or enumerate the array (a
 * write, a delete, a definition, `Object.keys`, freezing) fills the target with one view per element
 * and sets `solid`, after which the Proxy forwards everything to the target, a plain array.
 */
interface CellTable {
  readonly grid: GridView;
  readonly size: number;
  readonly target: Table1Cell[];
  solid: boolean;
}

function solidify(t: CellTable): void {
  if (t.solid) return;
  for (let k = 0; k < t.size; k++) t.target[k] = cellAt(t.grid, k);
  t.solid = true;
}

type CellCallback<R> = (cell: Table1Cell, k: number, array: Table1Cell[]) => R;

/**
 * Direct versions of the array methods that visit every element in order, for a table not yet made
 * solid: the same calls and results as the methods of Array.prototype (the callback gets the cell,
 * its index and the array), without a trip through the Proxy for each element. The callback may
 * write to the array and so make it solid: later elements are then read from the array.
 */
function directMethods(t: CellTable, self: () => Table1Cell[]): Record<string, unknown> {
  // as in Array.prototype: the length is read once, and elements missing when reached are skipped
  const has = (k: number): boolean => !t.solid || k in t.target;
  const at = (k: number): Table1Cell => (t.solid ? t.target[k]! : cellAt(t.grid, k));
  const checked = <R>(fn: CellCallback<R>): CellCallback<R> => {
    if (typeof fn !== 'function') throw new TypeError(`${clip(fn as unknown)} is not a function`);
    return fn;
  };
  /** Calls `step(cell, k)` on each element in order until it returns true; the index or −1. */
  const visit = (step: (c: Table1Cell, k: number) => boolean): number => {
    for (let k = 0, n = t.size; k < n; k++) if (has(k) && step(at(k), k)) return k;
    return -1;
  };
  return {
    forEach(fn: CellCallback<unknown>, thisArg?: unknown): void {
      const f = checked(fn);
      const a = self();
      visit((c, k) => (f.call(thisArg, c, k, a), false));
    },
    map<R>(fn: CellCallback<R>, thisArg?: unknown): R[] {
      const f = checked(fn);
      const a = self();
      const out = new Array<R>(t.size);
      visit((c, k) => ((out[k] = f.call(thisArg, c, k, a)), false));
      return out;
    },
    filter(fn: CellCallback<unknown>, thisArg?: unknown): Table1Cell[] {
      const f = checked(fn);
      const a = self();
      const out: Table1Cell[] = [];
      visit((c, k) => (f.call(thisArg, c, k, a) && out.push(c), false));
      return out;
    },
    find(fn: CellCallback<unknown>, thisArg?: unknown): Table1Cell | undefined {
      const f = checked(fn);
      const a = self();
      let found: Table1Cell | undefined;
      visit((c, k) => (f.call(thisArg, c, k, a) ? ((found = c), true) : false));
      return found;
    },
    findIndex(fn: CellCallback<unknown>, thisArg?: unknown): number {
      const f = checked(fn);
      const a = self();
      return visit((c, k) => Boolean(f.call(thisArg, c, k, a)));
    },
    some(fn: CellCallback<unknown>, thisArg?: unknown): boolean {
      const f = checked(fn);
      const a = self();
      return visit((c, k) => Boolean(f.call(thisArg, c, k, a))) >= 0;
    },
    every(fn: CellCallback<unknown>, thisArg?: unknown): boolean {
      const f = checked(fn);
      const a = self();
      return visit((c, k) => !f.call(thisArg, c, k, a)) < 0;
    },
  };
}

/**
 * The cells over a grid as an Array (`Array.isArray` holds) whose elements are made when read: no
 * n² objects are built up front. See {@link table1} for what a caller can rely on.
 */
function cellArray(grid: GridView): Table1Cell[] {
  const size = grid.n * grid.n;
  const t: CellTable = { grid, size, target: [], solid: false };
  const iterate = function (): CellIterator {
    return new CellIterator(grid, t);
  };
  const direct = directMethods(t, () => proxy);
  const proxy: Table1Cell[] = new Proxy(t.target, {
    get(target, key, receiver) {
      if (!t.solid) {
        const k = indexOfKey(key, size);
        if (k >= 0) return cellAt(grid, k);
        if (key === 'length') return size;
        if (key === Symbol.iterator || key === 'values') return iterate;
        if (typeof key === 'string' && Object.hasOwn(direct, key)) return direct[key];
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      return (!t.solid && indexOfKey(key, size) >= 0) || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      if (!t.solid) {
        const k = indexOfKey(key, size);
        if (k >= 0) return { value: cellAt(grid, k), writable: true, enumerable: true, configurable: true };
        // the target's own length, as the array's (writable, so another value keeps the Proxy's invariants)
        if (key === 'length') return { value: size, writable: true, enumerable: false, configurable: false };
      }
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      solidify(t);
      return Reflect.ownKeys(target);
    },
    set(target, key, value, receiver) {
      solidify(t);
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      solidify(t);
      return Reflect.deleteProperty(target, key);
    },
    defineProperty(target, key, desc) {
      solidify(t);
      return Reflect.defineProperty(target, key, desc);
    },
    preventExtensions(target) {
      solidify(t);
      return Reflect.preventExtensions(target);
    },
  });
  return proxy;
}

/**
 * Table 1 of the paper for finger count n (the paper prints n = 20): every `(i | j)_n`,
 * 1 ≤ i, j ≤ n, ordered by j then i. Computed in one sweep by decreasing i + j (see
 * {@link oneHandGridIndex}); the outcome of each distinct value is read off the outcomes of its two options as it is met.
 *
 * The result is an Array (`Array.isArray` holds, `length` is n², indexing, `for…of`, spreading,
 * the array methods and `JSON.stringify` work) whose cells are made when read, so that a table of
 * n² cells costs little more than its grid. Each cell is a view over the grid: read its fields by
 * name (`cell.value`, `cell.outcome`, ...), as getters; `JSON.stringify` shows the plain fields,
 * while `{ ...cell }` sees none; the position object is built each time it is read. Reading an
 * element twice gives two equal views, not one object (`cells[0] !== cells[0]`): compare cells by
 * their fields. The first write, delete, `Object.keys` or freeze makes every cell once, and from
 * then on the array holds fixed objects like any other. `for…of` and `forEach`, `map`, `filter`,
 * `find`, `findIndex`, `some`, `every` go straight through the grid; an index loop (`cells[k]`) goes
 * through the Proxy for each element and is about 20 times slower than over a plain array (some
 * 130 ms against 7 ms for n = 606);
 * `structuredClone` and `postMessage` refuse it (a Proxy): send `[...cells]` or the fields.
 */
export function table1(n: number): Table1Cell[] {
  return cellArray(oneHandGridIndexLoose(n));
}

/**
 * {@link table1} with progress (phase `'grid'`, in cells) and an AbortSignal, giving the event loop a
 * turn every `sliceMs` milliseconds (default 50; 0 gives it a turn after every sum) so that a signal
 * aborted by an event stops it (for pages and Web Workers).
 */
export async function table1Async(n: number, opts: SweepOptions & { sliceMs?: number } = {}): Promise<Table1Cell[]> {
  const grid = await oneHandGridIndexLooseAsync(n, opts);
  checkAbort(opts.signal);
  return cellArray(grid);
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

/**
 * Options of {@link table2} and {@link table2Async}: run control ({@link RunOptions}; progress as
 * {@link Table2Sweep} reports it, phase `'table2'`, in operations of work with the estimated total),
 * a callback per step, the memory limit and the threads.
 */
export interface Table2Options extends RunOptions {
  /** Called after each finger count n with the number of positions whose value changed at that step. */
  onStep?: (n: number, changed: number) => void;
  /** Refuse with a LimitError, before allocating, a run that needs more bytes than this (see `table2Bytes`). */
  maxBytes?: number;
  /** Threads for the steps from n = `TABLE2_PARALLEL_FROM` on (see {@link Table2SweepOptions.threads}). */
  threads?: number;
}

/** The sweep of a table: the options of {@link Table2Options} only (not the sweep's internal ones). */
function sweepFor(maxN: number, { signal, onProgress, onStep, maxBytes, threads }: Table2Options): Table2Sweep {
  return new Table2Sweep(maxN, { signal, onProgress, onStep, maxBytes, threads });
}

/**
 * Table 2 of the paper: `(1 | 1)_n` for 1 ≤ n ≤ maxN, by the incremental sweep over n of
 * {@link Table2Sweep} (each step only revisits the positions whose values change, and stores only
 * the pairs no closed form gives). Takes run control (a signal, progress in operations of work),
 * `onStep(n, changed)`, `maxBytes` and `threads`.
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
  for (const r of requireArray<Table2Row>(rows, 'table2Intervals', 'rows')) {
    requireShape(r, 'table2Intervals', 'a row', 'a Table 2 row { n, value, outcome }', { n: 'number' });
    const last = out[out.length - 1];
    if (last && last.value === r.value && last.to === r.n - 1) last.to = r.n;
    else out.push({ from: r.n, to: r.n, value: r.value, outcome: r.outcome });
  }
  return out;
}
