/** Constructors of common values. Every result is the interned canonical form. */
import { add, neg } from './arith.js';
import { game } from './canonical.js';
import { checkShortBinary, type FractionLike, toDyadic } from './dyadic.js';
import { LimitError, ValueError } from './errors.js';
import { type Game, nusGame } from './game.js';

/** 0 = { | }. */
export const zero: Game = nusGame(0, 0, 0);
/** * = {0 | 0}. */
export const star: Game = nusGame(0, 0, 1);
/** ↑ = {0 | *}. */
export const up: Game = nusGame(0, 1, 0);
/** ↓ = {* | 0}. */
export const down: Game = nusGame(0, -1, 0);

/**
 * The number x: an integer, a string such as `"-3/8"`, a bigint, or a FractionLike (exact
 * `{s, n, d}` bigints, such as a `Rational` of the analysis functions).
 * A non-dyadic rational such as 1/3 is a {@link ValueError}, and so is a JavaScript number with
 * more than 32 binary places (0.1 is a decimal approximation, not the dyadic it holds): pass an
 * exact string for those. Integer parts are limited to ±(2^53 − 1), since numbers are exact
 * dyadics held in doubles.
 */
export function num(x: number | string | bigint | FractionLike): Game {
  if (typeof x === 'number') checkShortBinary(x);
  return nusGame(toDyadic(x), 0, 0);
}

function checkCount(k: number, what: string, min = 0): void {
  if (!Number.isSafeInteger(k) || k < min) throw new ValueError(`${what} needs an integer ≥ ${min}, got ${k}`);
}

/** The nimber *k. */
export function nim(k: number): Game {
  checkCount(k, 'nim(k)');
  return nusGame(0, 0, k);
}

/**
 * x + k·↑ + *m in one call (k may be negative for ↓ multiples). `nus(0, 3, 0)` is ↑↑↑ = `^3`.
 * A JavaScript number x is taken as the exact dyadic it holds (unlike {@link num}, which refuses
 * decimal approximations such as 0.1).
 */
export function nus(x: number | string | bigint | FractionLike, k: number, m = 0): Game {
  if (!Number.isSafeInteger(k)) throw new ValueError(`the up multiple must be an integer, got ${k}`);
  checkCount(m, 'the nimber part');
  return nusGame(toDyadic(x), k, m);
}

/** k·↑ (k may be negative: k·↓). */
export function ups(k: number): Game {
  return nus(0, k, 0);
}

/**
 * The largest n of {@link upNth}, {@link downNth}, {@link upPow} and {@link downPow}: a game n levels
 * deep is n objects (about three seconds for 100,000 levels on a shared 2-core machine; `upPow(1e7)`
 * filled the heap), so past it a LimitError naming `maxIndex` (the parser's option for `^[k]` and
 * `^<k>`, default 100,000).
 */
export const MAX_UPTIMAL_INDEX = 100_000;

function checkIndex(n: number, what: string, min: number): void {
  checkCount(n, what, min);
  if (n > MAX_UPTIMAL_INDEX) throw new LimitError(`${what}: n = ${n} is more than ${MAX_UPTIMAL_INDEX} (the limit maxIndex): the game is n levels deep, one object a level`, 'maxIndex');
}

/**
 * ↑^[n] (McKay's "up-nth"): ↑ + ↑^2 + … + ↑^n, built as ↑^[0] = 0, ↑^[n] = {↑^[n−1] | *}.
 * Iterative, so n = 100,000 is fine.
 *
 * @throws LimitError past {@link MAX_UPTIMAL_INDEX}.
 */
export function upNth(n: number): Game {
  checkIndex(n, 'upNth(n)', 0);
  let g = zero;
  for (let i = 1; i <= n; i++) g = game([g], [star]);
  return g;
}

/** ↓_[n] = −↑^[n]. */
export function downNth(n: number): Game {
  return neg(upNth(n));
}

/**
 * ↑^n (McKay's "up-to-the-n", the n-th power of up): ↑^1 = ↑, and for n ≥ 2
 * ↑^n = {0 | ↓^[n−1]*} (Siegel, CGT, II.4).
 *
 * @throws LimitError past {@link MAX_UPTIMAL_INDEX}.
 */
export function upPow(n: number): Game {
  checkIndex(n, 'upPow(n)', 1);
  if (n === 1) return up;
  const dn = downNth(n - 1);
  return game([zero], [add(dn, star)]);
}

/** ↓^n = −↑^n. */
export function downPow(n: number): Game {
  return neg(upPow(n));
}

/** ±g = {g | −g}. */
export function switchOf(g: Game): Game {
  return game([g], [neg(g)]);
}
