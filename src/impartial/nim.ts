/**
 * Nim values: the nim-sum, the minimal excludant, and impartial rulesets valued through the
 * generic {@link Solver} by their nim values directly (the Sprague–Grundy theorem: an impartial
 * game equals the nimber *G, G the mex of its options' values, and a sum's value is the nim-sum),
 * without building canonical forms.
 *
 * Nim values are non-negative safe integers (below 2^53); the nim-sum of two is computed on their
 * high and low 32-bit halves, so it is exact over that whole range.
 */
import { clip, ValueError } from '../engine/errors.js';
import { requireRuleset, type Ruleset, Solver, type SolverOptions, type ValueAlgebra } from '../engine/solver.js';
import type { HeapRules } from './heap-rules.js';
import { kindError } from '../engine/guard.js';

const TWO32 = 2 ** 32;

function checkNim(x: number, fn: string): void {
  if (!Number.isSafeInteger(x) || x < 0) throw new ValueError(`${fn}: a nim value is an integer from 0 to 2^53 - 1, got ${clip(x, 40)}`);
}

/**
 * The nim-sum (bitwise exclusive or) of nim values: the value of a sum of impartial games.
 * @throws ValueError on anything but integers from 0 to 2^53 − 1.
 * @example
 * ```ts
 * import { nimSum } from 'partizan';
 * nimSum(3, 5, 7); // 1
 * ```
 */
export function nimSum(...values: number[]): number {
  let hi = 0;
  let lo = 0;
  for (const v of values) {
    checkNim(v, 'nimSum');
    lo = (lo ^ v % TWO32) >>> 0;
    hi = (hi ^ Math.floor(v / TWO32)) >>> 0;
  }
  return hi * TWO32 + lo;
}

/**
 * The minimal excludant: the least non-negative integer not among `values` (the nim value of a
 * game whose options have these values).
 * @throws ValueError on a value that is not an integer from 0 to 2^53 − 1.
 * @example
 * ```ts
 * import { mex } from 'partizan';
 * mex([0, 1, 3]); // 2
 * ```
 */
export function mex(values: Iterable<number>): number {
  if (values === null || values === undefined || typeof (values as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') throw kindError('mex', 'values', 'an iterable of nim values', values);
  // the mex of k values is at most k: one byte a candidate
  const list = Array.isArray(values) ? (values as readonly number[]) : [...values];
  const seen = new Uint8Array(list.length + 1);
  for (const v of list) {
    checkNim(v, 'mex');
    if (v <= list.length) seen[v] = 1;
  }
  let m = 0;
  while (seen[m] === 1) m++;
  return m;
}

/**
 * The algebra of nim values for {@link Solver}: a position's value is the mex of its options'
 * values, a sum's is their nim-sum. For impartial rulesets (`impartial: true`, the same options for
 * both players) the solver generates options once.
 */
export const nimAlgebra: ValueAlgebra<number> = {
  name: 'nim',
  fromOptions: (left) => mex(left),
  sum: (values) => {
    if (values === null || values === undefined || typeof (values as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') throw kindError('nimAlgebra.sum', 'values', 'an iterable of nim values', values);
    let x = 0;
    for (const v of values) x = x < 2 ** 31 && v < 2 ** 31 ? x ^ v : nimSum(x, v);
    return x;
  },
};

/**
 * The nim value of a position of an impartial ruleset, through the generic {@link Solver} with
 * {@link nimAlgebra} (pass your own solver to keep its table between calls). A loopy ruleset
 * throws the solver's `CycleError`: its positions have generalized Sprague–Grundy values instead
 * (`loopyNimValues` of `partizan/loopy-values`, or `impartialValue`).
 * @example
 * ```ts
 * import { nimValue, type Ruleset } from 'partizan';
 * // a subtraction game: remove 1, 3 or 4 tokens
 * const rules: Ruleset<number, number> = { impartial: true, key: (n) => n, options: (n) => [1, 3, 4].filter((k) => k <= n).map((k) => n - k) };
 * nimValue(rules, 10); // 2
 * ```
 */
export function nimValue<P>(rules: Ruleset<P, number>, p: P, opts: Omit<SolverOptions<number>, 'algebra'> = {}): number {
  requireRuleset(rules, 'nimValue');
  return new Solver<P, number>({ ...rules, impartial: rules.impartial ?? true }, { ...opts, algebra: nimAlgebra }).value(p);
}

/**
 * The ruleset of sums of heaps under heap rules, for the generic {@link Solver} (positions are
 * arrays of heap sizes; each heap is a component). A heap's options come from
 * {@link HeapRules.forEachMove}.
 */
export function nimHeapRuleset(rules: HeapRules): Ruleset<readonly number[], number> {
  return {
    impartial: true,
    key: (p) => (p.length === 1 ? p[0]! : [...p].sort((a, b) => a - b).join(',')),
    components: (p) => (p.length <= 1 ? undefined : p.map((h) => [h])),
    options(p) {
      const out: number[][] = [];
      p.forEach((h, k) => {
        const rest = [...p.slice(0, k), ...p.slice(k + 1)];
        rules.forEachMove(h, (parts, c) => {
          out.push([...rest, ...parts.subarray(0, c)]);
        });
      });
      return out;
    },
    bytes: (p) => 32 + 8 * p.length,
  };
}
