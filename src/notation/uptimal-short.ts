/**
 * The short-game core of uptimal expansions (McKay, *All-small games and optimal notation*;
 * Siegel, *CGT*, II.4): the expansion of a short game, its one printed form, the game of an
 * expansion, and the parser's chains of ↑^[n], ↑^[n]* and ↑^n. It imports only the engine, so an
 * entry point that only prints uptimals of short games (the paper's checks in `partizan/chopsticks`)
 * loads no loopy engine; `notation/uptimal.ts` takes any value of the family and is what the
 * library exports.
 */
import { add, copies, neg } from '../engine/arith.js';
import { requireInt, requireShape } from '../engine/guard.js';
import { game } from '../engine/canonical.js';
import { nus, star, upPow, zero } from '../engine/constructors.js';
import { dyString } from '../engine/dyadic.js';
import type { Game } from '../engine/game.js';
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

/** The public form of an engine expansion. */
function toPublic(e: Expansion): Uptimal {
  const digits: number[] = [];
  for (const r of e.runs) for (let i = 0; i < r.n; i++) digits.push(r.v);
  return Object.freeze({ number: e.number, digits: Object.freeze(digits), nim: e.nim });
}

/** The uptimal expansion of the short game g, or undefined when g is not an uptimal. @internal */
export function shortUptimalExpansion(g: Game): Uptimal | undefined {
  const e = expansionOf(g);
  return e ? toPublic(e) : undefined;
}

/** The printed form ({@link uptimalToString}) of the short game g's expansion, or undefined. @internal */
export function shortUptimalString(g: Game): string | undefined {
  const u = shortUptimalExpansion(g);
  return u ? uptimalToString(u) : undefined;
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
  requireShape(u, 'uptimalToString', 'u', 'an uptimal expansion { number, digits, nim }', { number: 'number', digits: 'array', nim: 'number' });
  requireInt(u.nim, 'uptimalToString', 'nim', 0);
  for (const a of u.digits) requireInt(a, 'uptimalToString', 'a digit');
  const nim = u.nim !== 0 || u.digits.length > 0;
  let s = !nim || u.number !== 0 ? dyString(u.number) : '';
  if (nim) s += u.nim === 1 ? '*' : `*${u.nim}`;
  s += '.';
  if (u.digits.length === 0) s += '0';
  for (const d of u.digits) s += digitString(d);
  return s;
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
