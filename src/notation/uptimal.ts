/**
 * Uptimals (McKay, *All-small games and optimal notation*; Siegel, *CGT*, II.4): games equal to
 *
 *     x + a_1·↑ + a_2·↑² + … + a_k·↑^k + *m      (x a number, a_k ≠ 0, ↑^j the j-th power of up)
 *
 * written by their expansion `x*m.a_1a_2…a_k` (CGSuite: `*.22` is 2·↑ + 2·↑² + *, the paper's J;
 * see {@link uptimalToString} for the one printed form, which `parse` reads back).
 *
 * Recognition (src/engine/uptimal.ts, shared with the engine's sum fast path) works follower by
 * follower: the canonical form of an uptimal with a_k > 0 has exactly one Right option,
 * x*(m⊕1).(a_1−1)…(a_k−1), and Left options fixed by the digits (cases A–D); an uptimal with a_k < 0
 * is the negative of one with a_k > 0. Digits are stored run-length encoded, so ↑^[100000] (a single
 * run of 1s) costs O(1) per follower and its recognition is linear. Results are cached per game.
 */
import { add, copies, neg } from '../engine/arith.js';
import { requireInt, requireShape } from '../engine/guard.js';
import { game } from '../engine/canonical.js';
import { nus, star, upPow, zero } from '../engine/constructors.js';
import { dyString } from '../engine/dyadic.js';
import { Game } from '../engine/game.js';
import { type Value, requireValue } from '../values/kind.js';
import { simplest } from '../values/ops.js';
import { type Expansion, expansionOf } from '../engine/uptimal.js';

/** An uptimal expansion x*m.a_1…a_k: the value x + Σ a_j·↑^j + *m. */
export interface Uptimal {
  /** The number part x (an exact dyadic). */
  readonly number: number;
  /** The digits a_1 … a_k; the last one is non-zero (empty for number + nimber). */
  readonly digits: readonly number[];
  /** The nimber part m of *m. */
  readonly nim: number;
}

// The recognition core (run-length expansions, cases A–D, expansionOf) lives in the engine, which
// also uses it for the uptimal sum fast path.
export { type Expansion, compareExpansions, expansionOf, isUnit, isUnitSum } from '../engine/uptimal.js';

function toPublic(e: Expansion): Uptimal {
  const digits: number[] = [];
  for (const r of e.runs) for (let i = 0; i < r.n; i++) digits.push(r.v);
  return Object.freeze({ number: e.number, digits: Object.freeze(digits), nim: e.nim });
}

/**
 * Is g an uptimal: a number plus a finite sum of powers of ↑ (with multiplicities) plus a nimber?
 * False for a loopy value (as CGSuite's `IsUptimal`).
 */
export function isUptimal(g: Value): boolean {
  const x = shortOrNothing(g, 'isUptimal');
  return x !== undefined && expansionOf(x) !== null;
}

/** g when it is a short game, undefined for a loopy value (never an uptimal), a KindError for anything else. */
function shortOrNothing(g: unknown, fn: string): Game | undefined {
  const v = simplest(requireValue(g, fn));
  return v instanceof Game ? v : undefined;
}

/**
 * The uptimal expansion of g, or undefined when g is not an uptimal.
 * `uptimalExpansion(J)` for J = {0 | ↑^[2]} is `{number: 0, digits: [2, 2], nim: 1}` (`*.22`).
 */
export function uptimalExpansion(g: Value): Uptimal | undefined {
  const x = shortOrNothing(g, 'uptimalExpansion');
  const e = x === undefined ? null : expansionOf(x);
  return e ? toPublic(e) : undefined;
}

function digitString(d: number): string {
  const a = Math.abs(d);
  const s = a < 10 ? String(a) : a < 36 ? String.fromCharCode(55 + a) : `(${a})`;
  return d < 0 ? s + '-' : s;
}

/**
 * The library's one printed form of an uptimal expansion, which `parse` reads back: CGSuite's
 * UptimalExpansion output (`0.0`, `*8.0`, `*.1-` for ↓*, `*.22` for J, `9/8*.0`, `73/16*8.9-`),
 * except that an expansion without nimber but with digits writes the zero nimber `*0`
 * (`*0.1111` for ↑^[4], where CGSuite prints `0.1111`), because `0.1111` reads as a decimal.
 * The number is left out when it is 0 and a star is written; digits 10–35 are `A`–`Z`, larger
 * ones `(n)`; a negative digit is followed by `-`. See docs/notation.md.
 */
export function uptimalToString(u: Uptimal): string {
  const nim = u.nim !== 0 || u.digits.length > 0;
  let s = !nim || u.number !== 0 ? dyString(u.number) : '';
  if (nim) s += u.nim === 1 ? '*' : `*${u.nim}`;
  s += '.';
  if (u.digits.length === 0) s += '0';
  for (const d of u.digits) s += digitString(d);
  return s;
}

/**
 * The uptimal expansion of g in the library's one printed form ({@link uptimalToString}: CGSuite's,
 * with `*0` where CGSuite's would read as a decimal), or undefined when g is not an uptimal.
 * `parse(uptimalString(g)) === g`.
 */
export function uptimalString(g: Value): string | undefined {
  const u = uptimalExpansion(g);
  return u ? uptimalToString(u) : undefined;
}

/**
 * The game x + Σ a_j·↑^j + *m of an expansion, built as a sum of powers of up (trailing zero
 * digits are allowed). Costs a sum per unit of each digit, so it is meant for short expansions.
 */
export function uptimalGame(u: Uptimal): Game {
  requireShape(u, 'uptimalGame', 'u', 'an uptimal expansion { number, digits, nim }', { number: 'number', digits: 'array', nim: 'number' });
  for (const a of u.digits) requireInt(a, 'uptimalGame', 'a digit', -10_000, 10_000); // 10,000·↑² takes seconds
  let g = nus(u.number, u.digits[0] ?? 0, u.nim);
  for (let j = 2; j <= u.digits.length; j++) {
    const a = u.digits[j - 1]!;
    if (a === 0) continue;
    const p = a > 0 ? upPow(j) : neg(upPow(j));
    g = add(g, copies(Math.abs(a), p, zero, add)); // by doubling, under the work limit
  }
  return g;
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
