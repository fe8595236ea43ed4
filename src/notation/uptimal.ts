/**
 * Uptimals (McKay, *All-small games and optimal notation*; Siegel, *CGT*, II.4): games equal to
 *
 *     x + a_1·↑ + a_2·↑² + … + a_k·↑^k + *m      (x a number, a_k ≠ 0, ↑^j the j-th power of up)
 *
 * written by their expansion `x*m.a_1a_2…a_k` (CGSuite: `*.22` is 2·↑ + 2·↑² + *, the paper's J).
 *
 * Recognition works follower by follower: the canonical form of an uptimal with a_k > 0 has exactly
 * one Right option, x*(m⊕1).(a_1−1)…(a_k−1), and Left options fixed by the digits (cases A–D in
 * {@link leftOptionsFit}); an uptimal with a_k < 0 is the negative of one with a_k > 0. So the
 * expansion of G is derived from the expansions of its options and confirmed by matching all of
 * them. Digits are stored run-length encoded, so ↑^[100000] (a single run of 1s) costs O(1) per
 * follower and its recognition is linear. Results are cached per game (`_memo`).
 */
import { add, neg } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { nus, star, upPow, zero } from '../engine/constructors.js';
import { dyString } from '../engine/dyadic.js';
import type { Game } from '../engine/game.js';
import { memoFold } from '../engine/properties.js';

/** An uptimal expansion x*m.a_1…a_k: the value x + Σ a_j·↑^j + *m. */
export interface Uptimal {
  /** The number part x (an exact dyadic). */
  readonly number: number;
  /** The digits a_1 … a_k; the last one is non-zero (empty for number + nimber). */
  readonly digits: readonly number[];
  /** The nimber part m of *m. */
  readonly nim: number;
}

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

function fromDigits(number: number, nim: number, digits: readonly number[]): Expansion {
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

function lastDigit(e: Expansion): number {
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

function negate(e: Expansion): Expansion {
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
 * Do the Left options' expansions `L` fit the uptimal `e` (whose last digit is positive)?
 * Let k = length, J = k − 1 when a_k = 1 and otherwise the last place with a_j ≤ 0, and T the
 * truncation of e to J places. Left's options are:
 *   A. some digit is negative, the last such at place j:  T and (e truncated to j, each digit +1, * toggled);
 *   B. a_1 = 0:  x, x*, …, x*(m−1) and T;
 *   C. a_1 = 1 and e confused:  x and T;
 *   D. otherwise:  T alone (T's nimber dropped when T has no digits).
 */
function leftOptionsFit(e: Expansion, L: readonly Expansion[]): boolean {
  const k = e.length;
  const J = lastDigit(e) === 1 ? k - 1 : rightmostAtMost(e, 0);
  const T = truncate(e, J);
  const x = e.number;
  const lastNeg = rightmostAtMost(e, -1);
  let expected: Expansion[];
  if (lastNeg >= 1) {
    const t = truncate(e, lastNeg);
    expected = [T, increment(t, true, t.length)];
  } else if (coef(e, 1) === 0) {
    expected = [T];
    for (let i = 0; i < e.nim; i++) expected.push(mk(x, i, []));
  } else if (coef(e, 1) === 1 && isConfused(e)) {
    expected = [mk(x, 0, []), T];
  } else {
    expected = [T.length === 0 ? mk(x, 0, []) : T];
  }
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

/** The expansion of g in run-length form, or null when g is not an uptimal. @internal */
export function expansionOf(g: Game): Expansion | null {
  return memoFold<Expansion | null>(
    g,
    MEMO,
    (h) => (h.nus ? mk(h.nus.number, h.nus.nim, h.nus.ups === 0 ? [] : [{ v: h.nus.ups, n: 1 }]) : undefined),
    (h, get) => {
      const L = h.leftOptions.map(get);
      const R = h.rightOptions.map(get);
      const pos = positiveExpansion(L, R);
      if (pos) return pos;
      // a_k < 0: −G = {−G^R | −G^L} has a positive last digit.
      const negL = R.map((e) => (e ? negate(e) : null));
      const negR = L.map((e) => (e ? negate(e) : null));
      const p = positiveExpansion(negL, negR);
      return p ? negate(p) : null;
    },
  );
}

function toPublic(e: Expansion): Uptimal {
  const digits: number[] = [];
  for (const r of e.runs) for (let i = 0; i < r.n; i++) digits.push(r.v);
  return Object.freeze({ number: e.number, digits: Object.freeze(digits), nim: e.nim });
}

/** Is g an uptimal: a number plus a finite sum of powers of ↑ (with multiplicities) plus a nimber? */
export function isUptimal(g: Game): boolean {
  return expansionOf(g) !== null;
}

/**
 * The uptimal expansion of g, or undefined when g is not an uptimal.
 * `uptimalExpansion(J)` for J = {0 | ↑^[2]} is `{number: 0, digits: [2, 2], nim: 1}` (`*.22`).
 */
export function uptimalExpansion(g: Game): Uptimal | undefined {
  const e = expansionOf(g);
  return e ? toPublic(e) : undefined;
}

function digitString(d: number): string {
  const a = Math.abs(d);
  const s = a < 10 ? String(a) : a < 36 ? String.fromCharCode(55 + a) : `(${a})`;
  return d < 0 ? s + '-' : s;
}

/**
 * An expansion in CGSuite's format: `0.0`, `*8.0`, `*.1-` (↓*), `0.1111` (↑^[4]), `*.22`,
 * `9/8*.0`, `73/16*8.9-`. The number is left out when it is 0 and a nimber is present; digits
 * 10–35 are `A`–`Z`, larger ones `(n)`; a negative digit is followed by `-`.
 */
export function uptimalToString(u: Uptimal): string {
  let s = u.nim === 0 || u.number !== 0 ? dyString(u.number) : '';
  if (u.nim !== 0) s += u.nim === 1 ? '*' : `*${u.nim}`;
  s += '.';
  if (u.digits.length === 0) s += '0';
  for (const d of u.digits) s += digitString(d);
  return s;
}

/** The uptimal expansion of g as CGSuite writes it, or undefined when g is not an uptimal. */
export function uptimalString(g: Game): string | undefined {
  const u = uptimalExpansion(g);
  return u ? uptimalToString(u) : undefined;
}

/**
 * The game x + Σ a_j·↑^j + *m of an expansion, built as a sum of powers of up (trailing zero
 * digits are allowed). Costs a sum per unit of each digit, so it is meant for short expansions.
 */
export function uptimalGame(u: Uptimal): Game {
  let g = nus(u.number, u.digits[0] ?? 0, u.nim);
  for (let j = 2; j <= u.digits.length; j++) {
    const a = u.digits[j - 1]!;
    if (a === 0) continue;
    const p = a > 0 ? upPow(j) : neg(upPow(j));
    for (let i = 0; i < Math.abs(a); i++) g = add(g, p);
  }
  return g;
}

/** Internal: an Expansion from public parts. @internal */
export function expansionFrom(u: Uptimal): Expansion {
  return fromDigits(u.number, u.nim, u.digits);
}

// ---------------------------------------------------------------------------------------------
// Chains for the parser: ↑^[n], ↑^[n]* and ↑^n for many n cost one game() step per new level, so
// reading `^[99999] + ^[99998] + …` or `^<k>` for many k stays linear in the largest index.

const nthChain: Game[] = [zero]; // ↑^[i]
const nthStarChain: Game[] = [star]; // ↑^[i]*

/** ↑^[n] = {↑^[n−1] | *}, extending a cached chain. @internal */
export function upNthChained(n: number): Game {
  for (let i = nthChain.length; i <= n; i++) nthChain.push(game([nthChain[i - 1]!], [star]));
  return nthChain[n]!;
}

/** ↑^[n]* = {0, ↑^[n−1]* | 0} for n ≥ 2 (case C above), ↑* for n = 1, extending a cached chain. @internal */
export function upNthStarChained(n: number): Game {
  for (let i = nthStarChain.length; i <= n; i++) {
    nthStarChain.push(i === 1 ? nus(0, 1, 1) : game([zero, nthStarChain[i - 1]!], [zero]));
  }
  return nthStarChain[n]!;
}

/** ↑^n = {0 | ↓^[n−1]*} for n ≥ 2 (Siegel, CGT, II.4), ↑ for n = 1. @internal */
export function upPowChained(n: number): Game {
  return n === 1 ? nus(0, 1, 0) : game([zero], [neg(upNthStarChained(n - 1))]);
}
