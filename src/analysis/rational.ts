/**
 * Exact rationals for thermographs, means and temperatures.
 *
 * Values are instances of a small bigint fraction class (numerator and denominator in lowest
 * terms), and the public types only name the structural {@link Rational} interface (and the
 * engine's FractionLike for inputs). Thermographs are almost always dyadic, so reduction has a
 * fast path: a power-of-two denominator is reduced by the numerator's trailing zero bits, in time
 * linear in the size, never by a Euclidean gcd (quadratic in the size, the cost that made deep
 * thermographs slow); other denominators take the gcd.
 *
 * Invariant: a dyadic double converts to a Rational exactly (never through a floating-point
 * approximation), and a Rational converts back only when it is dyadic and fits a double exactly;
 * otherwise a ValueError says why. Every Q is in lowest terms with d > 0 (0 is 0/1, s = 1).
 */
import { checkShortBinary, denExp, type FractionLike, toDyadic } from '../engine/dyadic.js';
import { ValueError, clip } from '../engine/errors.js';

/**
 * An exact rational number, as the analysis returns thermograph breakpoints, slopes, means and
 * temperatures: sign, numerator and denominator as bigints (so it is a FractionLike, accepted by
 * `num`), with exact comparison and arithmetic. Operands may be Rationals or dyadic numbers.
 */
export interface Rational extends FractionLike {
  /** The exact sum. */
  add(x: Rational | number): Rational;
  /** The exact difference. */
  sub(x: Rational | number): Rational;
  /** The exact product. */
  mul(x: Rational | number): Rational;
  /** The exact quotient (x non-zero). */
  div(x: Rational | number): Rational;
  /** The sign of this − x: −1, 0 or 1. */
  compare(x: Rational | number): number;
  /** this = x. */
  equals(x: Rational | number): boolean;
  /** this < x. */
  lt(x: Rational | number): boolean;
  /** this ≤ x. */
  lte(x: Rational | number): boolean;
  /** this > x. */
  gt(x: Rational | number): boolean;
  /** this ≥ x. */
  gte(x: Rational | number): boolean;
  /** The text CGSuite prints: `3/2`, `-1`, `0`. */
  toFraction(): string;
  /** The nearest double (rounded when it needs more than 53 significant bits). */
  valueOf(): number;
}

/** A dyadic rational given as a number, a string such as `"3/8"`, a bigint or a FractionLike (for example a {@link Rational}). */
export type DyadicInput = number | string | bigint | FractionLike;

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** The number of bits of x > 0. */
function bitLength(x: bigint): number {
  const h = x.toString(16);
  return (h.length - 1) * 4 + (32 - Math.clz32(parseInt(h[0]!, 16)));
}

/** k when x = 2^k (x > 0), else −1. */
function log2Exact(x: bigint): number {
  return (x & (x - 1n)) === 0n ? bitLength(x) - 1 : -1;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** An exact rational in lowest terms (see the module notes). */
class Q implements Rational {
  readonly s: bigint;
  readonly n: bigint;
  readonly d: bigint;
  /** The signed numerator. */
  readonly num: bigint;
  /** k when d = 2^k, else −1 (dyadic values add and compare by shifts, never by multiplication). */
  readonly k: number;

  /** num/den reduced; den ≠ 0; `k`, when given, says that den = 2^k. */
  constructor(num: bigint, den: bigint, k?: number) {
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    let e = k ?? log2Exact(den);
    if (num === 0n) {
      den = 1n;
      e = 0;
    } else if (e > 0 && (num & 1n) === 0n) {
      // the common factor is 2^min(k, trailing zero bits of num) (none when num is odd)
      const a = abs(num);
      const tz = Math.min(e, bitLength(a & -a) - 1);
      if (tz > 0) {
        const b = BigInt(tz);
        num = num < 0n ? -(a >> b) : a >> b;
        den >>= b;
        e -= tz;
      }
    } else if (e < 0) {
      const g = gcd(num < 0n ? -num : num, den);
      if (g !== 1n) {
        num /= g;
        den /= g;
        e = log2Exact(den);
      }
    }
    this.num = num;
    this.n = abs(num);
    this.d = den;
    this.k = e;
    this.s = num < 0n ? -1n : 1n;
  }

  /** Numerators of this and y over a common denominator, with that denominator's exponent or −1. */
  private align(y: Q): [bigint, bigint, bigint, number] {
    if (this.k >= 0 && y.k >= 0) {
      if (this.k === y.k) return [this.num, y.num, this.d, this.k];
      if (this.k > y.k) return [this.num, y.num << BigInt(this.k - y.k), this.d, this.k];
      return [this.num << BigInt(y.k - this.k), y.num, y.d, y.k];
    }
    if (this.d === y.d) return [this.num, y.num, this.d, this.k];
    return [this.num * y.d, y.num * this.d, this.d * y.d, -1];
  }

  add(x: Rational | number): Rational {
    const [a, b, d, k] = this.align(toQ(x));
    return new Q(a + b, d, k >= 0 ? k : undefined);
  }
  sub(x: Rational | number): Rational {
    const [a, b, d, k] = this.align(toQ(x));
    return new Q(a - b, d, k >= 0 ? k : undefined);
  }
  mul(x: Rational | number): Rational {
    const y = toQ(x);
    return new Q(this.num * y.num, this.d * y.d, this.k >= 0 && y.k >= 0 ? this.k + y.k : undefined);
  }
  div(x: Rational | number): Rational {
    const y = toQ(x);
    if (y.num === 0n) throw new ValueError('division by zero');
    return new Q(this.num * y.d, this.d * y.num);
  }
  compare(x: Rational | number): number {
    const y = toQ(x);
    if (this.s !== y.s) return this.num === 0n && y.num === 0n ? 0 : this.s > y.s ? 1 : -1;
    const [a, b] = this.align(y);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  equals(x: Rational | number): boolean {
    const y = toQ(x);
    return this.num === y.num && this.d === y.d;
  }
  lt(x: Rational | number): boolean {
    return this.compare(x) < 0;
  }
  lte(x: Rational | number): boolean {
    return this.compare(x) <= 0;
  }
  gt(x: Rational | number): boolean {
    return this.compare(x) > 0;
  }
  gte(x: Rational | number): boolean {
    return this.compare(x) >= 0;
  }
  toFraction(): string {
    return this.d === 1n ? String(this.num) : `${this.num}/${this.d}`;
  }
  toString(): string {
    return this.toFraction();
  }
  valueOf(): number {
    const n = Number(this.num);
    const d = Number(this.d);
    if (Number.isFinite(n) && Number.isFinite(d)) return n / d;
    // scale both down to about 64 significant bits
    const shift = BigInt(Math.max(0, Math.max(bitLength(this.n), bitLength(this.d)) - 64));
    return Number(this.num >> shift) / Number(this.d >> shift);
  }
}

/** The Q of an operand. */
function toQ(x: Rational | number): Q {
  return x instanceof Q ? x : (rational(x) as Q);
}

/** The exact Rational of a dyadic double. */
export function frac(x: number): Rational {
  if (!Number.isFinite(x)) throw new ValueError(`${x} is not a finite number`);
  const k = denExp(x);
  return new Q(BigInt(x * 2 ** k), 1n << BigInt(k), k);
}

/** The exact Rational of a FractionLike (validated) or of a dyadic double. */
export function rational(x: FractionLike | number): Rational {
  if (typeof x === 'number') return frac(x);
  if (x instanceof Q) return x;
  if (x === null || typeof x !== 'object') throw new ValueError(`a rational is a number or an object with bigint fields s, n and d, got ${clip(typeof x)}`);
  if (typeof x.s !== 'bigint' || typeof x.n !== 'bigint' || typeof x.d !== 'bigint' || x.d === 0n) {
    throw new ValueError('a rational needs bigint fields s, n and d (d ≠ 0)');
  }
  return new Q(x.s * x.n, x.d);
}

/**
 * The dyadic double of a Rational, exactly; a ValueError when it is not dyadic or needs more than
 * 53 significant bits (`what` names the quantity in the message).
 */
export function dyadicOf(f: Rational, what = 'the value'): number {
  const d = f.d;
  if ((d & (d - 1n)) !== 0n) throw new ValueError(`${what} ${f.toFraction()} is not a dyadic rational`);
  const k = d.toString(2).length - 1;
  const n = f.s * f.n;
  const big = 2n ** 53n;
  if (n >= big || -n >= big || k > 1000) {
    throw new ValueError(`${what} ${short(f)} needs more than 53 significant bits; use the exact variant (a Rational) instead`);
  }
  return Number(n) / 2 ** k;
}

function short(f: Rational): string {
  const s = f.toFraction();
  return s.length > 40 ? `${s.slice(0, 18)}…${s.slice(-18)}` : s;
}

/** Parses any accepted dyadic input to an exact dyadic double. */
export function dyadicInput(x: DyadicInput, what: string): number {
  try {
    // a double such as 0.1 is a decimal approximation (3602879701896397/2^55), refused as num() refuses it
    if (typeof x === 'number') checkShortBinary(x);
    return toDyadic(x);
  } catch (e) {
    throw new ValueError(`${what}: ${(e as Error).message}`);
  }
}

/** −1, 0 and 1 as Rationals (shared, immutable in use). */
export const F_MINUS_ONE: Rational = new Q(-1n, 1n);
export const F_ZERO: Rational = new Q(0n, 1n);
export const F_ONE: Rational = new Q(1n, 1n);
