/**
 * Uptimal expansions and their recognition (McKay; Siegel, *CGT*, II.4): the pure part of the
 * engine's uptimals, which reads games and never builds one (construction is engine/uptimal.ts).
 * See engine/uptimal.ts for the expansions x*m.a_1a_2…a_k, their run-length form, and the
 * recognition follower by follower ({@link expansionOf}).
 */
import { dyAdd } from './dyadic.js';
import { fold, memoSlot } from './fold.js';
import type { Game } from './node.js';

// ---------------------------------------------------------------------------------------------
// Run-length encoded expansions. Invariant: runs have n ≥ 1, adjacent runs differ in value, and
// the last run's value is non-zero (no trailing zero digits).

interface Run {
  readonly v: number;
  readonly n: number;
}

/** An expansion with run-length encoded digits (internal form). @internal */
export interface Expansion {
  readonly number: number;
  readonly nim: number;
  readonly runs: readonly Run[];
  readonly length: number;
}

function mk(number: number, nim: number, raw: Run[]): Expansion {
  const runs: Run[] = [];
  for (const r0 of raw) {
    if (r0.n <= 0) continue;
    const r = r0.v === 0 ? { v: 0, n: r0.n } : r0; // no −0 digits

    const last = runs[runs.length - 1];
    if (last && last.v === r.v) runs[runs.length - 1] = { v: r.v, n: last.n + r.n };
    else runs.push(r);
  }
  while (runs.length > 0 && runs[runs.length - 1]!.v === 0) runs.pop();
  let length = 0;
  for (const r of runs) length += r.n;
  return { number: number === 0 ? 0 : number, nim, runs, length };
}

/** An expansion from its parts (digits may have trailing zeros). @internal */
export function fromDigits(number: number, nim: number, digits: readonly number[]): Expansion {
  return mk(
    number,
    nim,
    digits.map((v) => ({ v, n: 1 })),
  );
}

function coef(e: Expansion, i: number): number {
  let pos = 0;
  for (const r of e.runs) {
    if (i <= pos + r.n) return r.v;
    pos += r.n;
  }
  return 0;
}

/** @internal */
export function lastDigit(e: Expansion): number {
  return e.runs.length === 0 ? 0 : e.runs[e.runs.length - 1]!.v;
}

/** The first n digits. */
function truncate(e: Expansion, n: number): Expansion {
  const out: Run[] = [];
  let left = n;
  for (const r of e.runs) {
    if (left <= 0) break;
    out.push({ v: r.v, n: Math.min(r.n, left) });
    left -= r.n;
  }
  return mk(e.number, e.nim, out);
}

/** Adds 1 to each of the first `upTo` digits (padding with zeros), toggling * when `star`. */
function increment(e: Expansion, star: boolean, upTo: number): Expansion {
  const out: Run[] = [];
  let left = upTo;
  for (const r of e.runs) {
    const k = Math.max(0, Math.min(r.n, left));
    out.push({ v: r.v + 1, n: k }, { v: r.v, n: r.n - k });
    left -= k;
  }
  if (left > 0) out.push({ v: 1, n: left });
  return mk(e.number, star ? e.nim ^ 1 : e.nim, out);
}

/** @internal */
export function negate(e: Expansion): Expansion {
  return mk(
    -e.number,
    e.nim,
    e.runs.map((r) => ({ v: -r.v, n: r.n })),
  );
}

/** The largest index i ≤ length with a_i ≤ t, or 0. */
function rightmostAtMost(e: Expansion, t: number): number {
  let pos = e.length;
  for (let j = e.runs.length - 1; j >= 0; j--) {
    const r = e.runs[j]!;
    if (r.v <= t) return pos;
    pos -= r.n;
  }
  return 0;
}

function same(a: Expansion, b: Expansion): boolean {
  if (a.number !== b.number || a.nim !== b.nim || a.runs.length !== b.runs.length) return false;
  for (let i = 0; i < a.runs.length; i++) if (a.runs[i]!.v !== b.runs[i]!.v || a.runs[i]!.n !== b.runs[i]!.n) return false;
  return true;
}

/** One non-zero digit, equal to ±1 (↑^k, ↓^k). @internal */
export function isUnit(e: Expansion): boolean {
  const nz = e.runs.filter((r) => r.v !== 0);
  return nz.length === 0 || (nz.length === 1 && nz[0]!.n === 1 && Math.abs(nz[0]!.v) === 1);
}

/** All digits equal to 1, or all equal to −1 (↑^[k], ↓_[k]). @internal */
export function isUnitSum(e: Expansion): boolean {
  return e.runs.length === 0 || (e.runs.length === 1 && Math.abs(e.runs[0]!.v) === 1);
}

/**
 * "Confused" in CGSuite's sense, deciding whether 0 is among the Left options (case C): a nimber
 * part is present, and the digits, read from the left, do not exceed 1,1,1,… before falling below.
 */
function isConfused(e: Expansion): boolean {
  if (e.nim === 0) return false;
  if (e.length === 0 || coef(e, 1) === 0) return true;
  if (e.nim >= 2) return false;
  const sign = coef(e, 1) > 0 ? 1 : -1;
  for (const r of e.runs) {
    const v = sign * r.v;
    if (v > 1) return false;
    if (v < 1) return true;
  }
  return true;
}

/** CGSuite's deterministic order of uptimals: number, then digits, then length, then nimber. @internal */
export function compareExpansions(a: Expansion, b: Expansion): number {
  if (a.number !== b.number) return a.number < b.number ? -1 : 1;
  const n = Math.min(a.length, b.length);
  let i = 0;
  let ia = 0;
  let ib = 0;
  let usedA = 0;
  let usedB = 0;
  while (i < n) {
    const ra = a.runs[ia]!;
    const rb = b.runs[ib]!;
    if (ra.v !== rb.v) return ra.v - rb.v;
    const step = Math.min(ra.n - usedA, rb.n - usedB, n - i);
    i += step;
    usedA += step;
    usedB += step;
    if (usedA === ra.n) (ia++, (usedA = 0));
    if (usedB === rb.n) (ib++, (usedB = 0));
  }
  if (a.length !== b.length) return a.length - b.length;
  return a.nim - b.nim;
}

// ---------------------------------------------------------------------------------------------
// Recognition

/**
 * The Left options' expansions of the canonical form of the uptimal `e` (whose last digit is
 * positive and length at least 2). Let k = length, J = k − 1 when a_k = 1 and otherwise the last
 * place with a_j ≤ 0, and T the truncation of e to J places. Left's options are:
 *   A. some digit is negative, the last such at place j:  T and (e truncated to j, each digit +1, * toggled);
 *   B. a_1 = 0:  x, x*, …, x*(m−1) and T;
 *   C. a_1 = 1 and e confused:  x and T;
 *   D. otherwise:  T alone (T's nimber dropped when T has no digits).
 * (CGSuite's UptimalExpansion; McKay; checked against the generic sum in test/engine/uptimal.test.ts.)
 */
/** @internal */
export function leftOptionExpansions(e: Expansion): Expansion[] {
  const k = e.length;
  const J = lastDigit(e) === 1 ? k - 1 : rightmostAtMost(e, 0);
  const T = truncate(e, J);
  const x = e.number;
  const lastNeg = rightmostAtMost(e, -1);
  if (lastNeg >= 1) {
    const t = truncate(e, lastNeg);
    return [T, increment(t, true, t.length)];
  }
  if (coef(e, 1) === 0) {
    const out = [T];
    for (let i = 0; i < e.nim; i++) out.push(mk(x, i, []));
    return out;
  }
  if (coef(e, 1) === 1 && isConfused(e)) return [mk(x, 0, []), T];
  return [T.length === 0 ? mk(x, 0, []) : T];
}

/**
 * How many nimbers x, x*, …, x*(m−1) {@link leftOptionExpansions} lists for `e` (positive last
 * digit, length ≥ 2): m in case B, else 0; known before they are listed. @internal
 */
export function listedNimbers(e: Expansion): number {
  return rightmostAtMost(e, -1) < 1 && coef(e, 1) === 0 ? e.nim : 0;
}

/** The Right option's expansion of the uptimal `e` with a positive last digit: every digit − 1, * toggled. */
/** @internal */
export function rightOptionExpansion(e: Expansion): Expansion {
  return mk(
    e.number,
    e.nim ^ 1,
    e.runs.map((r) => ({ v: r.v - 1, n: r.n })),
  );
}

/** Do the Left options' expansions `L` fit the uptimal `e` (whose last digit is positive)? */
function leftOptionsFit(e: Expansion, L: readonly Expansion[]): boolean {
  const expected = leftOptionExpansions(e);
  if (expected.length !== L.length) return false;
  const used = new Array<boolean>(L.length).fill(false);
  for (const want of expected) {
    const i = L.findIndex((got, j) => !used[j] && same(got, want));
    if (i < 0) return false;
    used[i] = true;
  }
  return true;
}

/** The expansion of {L | R} with a positive last digit, from its options' expansions, if any. */
function positiveExpansion(L: readonly (Expansion | null)[], R: readonly (Expansion | null)[]): Expansion | null {
  if (R.length !== 1 || R[0] === null) return null;
  const r = R[0]!;
  let maxLen = 0;
  for (const l of L) {
    if (l === null || l.number !== r.number) return null;
    maxLen = Math.max(maxLen, l.length);
  }
  const candidates: Expansion[] = [];
  // a_k ≥ 2: the Right option has the same length and last digit a_k − 1 > 0.
  if (r.length > 0 && lastDigit(r) > 0) candidates.push(increment(r, true, r.length));
  // a_k = 1: the expansion is longer than every option's.
  candidates.push(increment(r, true, Math.max(r.length, maxLen) + 1));
  for (const e of candidates) {
    // Length ≤ 1 is number-up-star, never a general canonical form.
    if (e.length >= 2 && lastDigit(e) > 0 && leftOptionsFit(e, L as Expansion[])) return e;
  }
  return null;
}

const MEMO = 'notation.uptimal';

function leafExpansion(h: Game): Expansion | undefined {
  return h.nus ? mk(h.nus.number, h.nus.nim, h.nus.ups === 0 ? [] : [{ v: h.nus.ups, n: 1 }]) : undefined;
}

/** The expansion of a general game from its options' expansions, or null. */
function combine(h: Game, get: (x: Game) => Expansion | null): Expansion | null {
  const L = h.leftOptions.map(get);
  const R = h.rightOptions.map(get);
  const pos = positiveExpansion(L, R);
  if (pos) return pos;
  // a_k < 0: −G = {−G^R | −G^L} has a positive last digit.
  const negL = R.map((e) => (e ? negate(e) : null));
  const negR = L.map((e) => (e ? negate(e) : null));
  const p = positiveExpansion(negL, negR);
  return p ? negate(p) : null;
}

/**
 * The expansion of g in run-length form, or null when g is not an uptimal. Linear in g's followers
 * and cached per game; stops at the first follower that is not an uptimal (then neither is g).
 * @internal
 */
export function expansionOf(g: Game): Expansion | null {
  // "not an uptimal" is absorbing: every option of an uptimal is an uptimal (the fold's early exit)
  return fold<Expansion | null>(g, { cache: SLOT, leaf: leafExpansion, combine, absorbing: (v) => v === null });
}

/** The memo slot of {@link expansionOf}. @internal */
export const SLOT = memoSlot<Expansion | null>(MEMO);

/** The digit-wise sum of two expansions: numbers add (exactly, or ValueError), nimbers xor. @internal */
export function addExpansions(a: Expansion, b: Expansion): Expansion {
  const runs: Run[] = [];
  let i = 0;
  let j = 0;
  let usedA = 0;
  let usedB = 0;
  while (i < a.runs.length || j < b.runs.length) {
    const ra = a.runs[i];
    const rb = b.runs[j];
    if (ra === undefined) {
      runs.push({ v: rb!.v, n: rb!.n - usedB }), j++, (usedB = 0);
      continue;
    }
    if (rb === undefined) {
      runs.push({ v: ra.v, n: ra.n - usedA }), i++, (usedA = 0);
      continue;
    }
    const step = Math.min(ra.n - usedA, rb.n - usedB);
    runs.push({ v: ra.v + rb.v, n: step });
    usedA += step;
    usedB += step;
    if (usedA === ra.n) (i++, (usedA = 0));
    if (usedB === rb.n) (j++, (usedB = 0));
  }
  return mk(dyAdd(a.number, b.number), a.nim ^ b.nim, runs);
}

