/**
 * The core of periodicity: the proof rule of a code (the Guy–Smith bound, see periodicity.ts) and
 * the search for the least period of a sequence of values (a rolling hash of the last differences,
 * candidates from the smallest, a backward comparison for the least preperiod). No dependence on
 * how the values are computed, so the sequence engine uses it too.
 */
import type { RunControl } from '../engine/run.js';
import { HeapRules } from './heap-rules.js';

/** The window of differences looked for. */
const KEY = 64;

/** How a periodicity is proved for these rules, or why not. */
export interface ProofRule {
  /** The last heap the theorem needs, for a preperiod n0 and a period p (undefined: no theorem). */
  needed?(n0: number, p: number): number;
  /** Which theorem, or why none applies. */
  readonly basis: string;
}

/** The theorem that applies to a code (see the module notes), or why none does. */
export function proofRule(rules: HeapRules): ProofRule {
  if (!rules.isShort) return { basis: 'the code is not short' };
  if (!rules.isFinite) return { basis: 'observed only: no periodicity theorem is applied to repeating codes' };
  const base = rules.ghosts === 0 ? rules : HeapRules.fromDigits(rules.digits, { additive: rules.additive, period: rules.period });
  const k = Math.max(1, base.maxParts);
  const t = Math.max(0, base.maxRemoved);
  const g = rules.ghosts;
  let twoConstrained = false;
  let deep = false;
  for (const d of [...base.digits, ...base.additive]) {
    if ((d.notAllEqual | d.pairwiseUnequal) & ~7) deep = true;
    if ((d.notAllEqual | d.pairwiseUnequal) & 4) twoConstrained = true;
  }
  if (deep) return { basis: 'observed only: no periodicity theorem is applied to constraints on three or more heaps' };
  // with g ghosts, heap n plays as the ghostless heap n − g: the ghostless bound, shifted by g
  if (twoConstrained && k <= 2) {
    return { needed: (n0, p) => Math.max(2 * Math.max(n0 - g, 1) + 2 * p + t, t + 1) - 1 + p + g, basis: `Guy–Smith, for unequal splits: G(n + p) = G(n) for n0 ≤ n < 2·max(n0, 1) + 2p + t (t = ${t})` };
  }
  if (twoConstrained) return { basis: 'observed only: no periodicity theorem is applied to constrained splits with three or more heaps' };
  return {
    needed: (n0, p) => Math.max(k * Math.max(n0 - g, 1) + (k - 1) * p + t, t + 1) - 1 + p + g,
    basis: k === 2 ? `Guy–Smith: G(n + p) = G(n) for n0 ≤ n < 2n0 + p + t (t = ${t})` : `Guy–Smith for splits into at most ${k} heaps: G(n + p) = G(n) for n0 ≤ n < ${k}·max(n0, 1) + ${k - 1}p + t (t = ${t})`,
  };
}

/**
 * The least period of the values `get(0..last)` that `accept`s, with its least preperiod and its
 * saltus (see the module notes), or undefined. Candidates are tried from the smallest period.
 * @param accept judges a candidate (n0, p, s); the first accepted is returned.
 */
export function findPeriod(get: (i: number) => number, last: number, accept: (n0: number, p: number, s: number) => boolean, run?: RunControl): { period: number; preperiod: number; saltus: number } | undefined {
  const key = Math.min(KEY, Math.floor(last / 2));
  if (key < 1) return undefined;
  // differences d(i) = G(i) − G(i − 1), i ≥ 1, reduced to 1..65521 for a polynomial rolling hash
  // mod a prime (every product stays below 2^53); hash equality is only a hint, checked below
  const B = 257;
  const M = 1_000_000_007;
  const red = (x: number): number => (((x % 65521) + 65521) % 65521) + 1;
  const diff = (i: number): number => red(get(i) - get(i - 1));
  let target = 0;
  for (let i = last - key + 1; i <= last; i++) target = (target * B + diff(i)) % M;
  let pow = 1;
  for (let i = 0; i < key; i++) pow = (pow * B) % M;
  const hits: number[] = [];
  let h = 0;
  for (let j = 1; j < last; j++) {
    if ((j & 0xffff) === 0) run?.step();
    h = (h * B + diff(j)) % M;
    if (j > key) h = (h - ((pow * diff(j - key)) % M) + M) % M;
    if (j >= key && h === target) hits.push(j);
  }
  // candidates by increasing period (windows ending latest first); a period whose tail is long
  // but not accepted rules out its multiples (they have the same least preperiod and need more)
  const failed: number[] = [];
  for (let q = hits.length - 1; q >= 0; q--) {
    const p = last - hits[q]!;
    if (failed.some((f) => p % f === 0)) continue;
    const s = get(last) - get(last - p);
    let n = last - p;
    while (n >= 0 && get(n + p) - get(n) === s) {
      n--;
      if ((n & 0xffff) === 0) run?.step();
    }
    const n0 = n + 1;
    if (last - p - n0 + 1 < key) continue; // a hash collision, or too short a match
    if (accept(n0, p, s)) return { period: p, preperiod: n0, saltus: s };
    failed.push(p);
  }
  return undefined;
}

