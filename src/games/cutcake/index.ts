/**
 * Cutcake (Winning Ways, ch. 2; CGSuite 2.x's `game.heap.Cutcake`, an instance of `GenCutcake`):
 * a position is a sum of rectangular cakes `(m,n)`. As CGSuite plays it (its code and its test
 * values, `Cutcake((8,0))` = −7), Left cuts the second coordinate: she replaces (m, n) by
 * (m, a) + (m, n − a), 1 ≤ a < n; Right cuts the first: (m, n) becomes (a, n) + (m − a, n).
 *
 * Values: every Cutcake position is an integer, given by a closed form (Winning Ways, ch. 2, the
 * table of Cutcake and its rule): with a = ⌊log₂ n⌋ and b = ⌊log₂ m⌋ (m, n ≥ 1), the value is
 * ⌊n / 2^b⌋ − 1 when a > b, −(⌊m / 2^a⌋ − 1) when b > a, and 0 when a = b; a cake with a side 0
 * is a strip of cuts for one player only, (0, n) = n − 1 and (m, 0) = −(m − 1) (and (0, 0) = 0).
 * The tests check the closed form against the plain rules ({@link cutcakeRuleset}).
 */
import { num } from '../../engine/constructors.js';
import { add } from '../../engine/arith.js';
import { LimitError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import type { Player, Ruleset } from '../../engine/solver.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { requireInstance, requireInteger, requirePlayer } from '../guard.js';

/** A Cutcake position: a sum of cakes (m, n). Immutable. */
export class CutcakePosition {
  /** @internal */
  constructor(
    /** The cakes, each [m, n]. */
    readonly cakes: ReadonlyArray<readonly [number, number]>,
  ) {}

  /** The text form: `(m,n)`, cakes joined by ` + ` (`0` for no cake). */
  toString(): string {
    return this.cakes.length === 0 ? '0' : this.cakes.map(([m, n]) => `(${m},${n})`).join(' + ');
  }
}

/** The largest side a cake may have (sides are exact integers). */
export const MAX_CAKE_SIDE = Number.MAX_SAFE_INTEGER;
/** The most cakes a position text may hold. */
const MAX_CAKES = 100_000;
/** The most options {@link cutcakeMoves} lists (a `LimitError` past it). */
export const MAX_CUTCAKE_OPTIONS = 1_000_000;

/**
 * Reads a position: `(m,n)` as CGSuite's `Cutcake((m,n))` (the `Cutcake(...)` wrapper may be
 * written too), several joined by `+`; `0` is the empty position.
 * @throws {@link PositionSyntaxError} saying where the text is wrong.
 */
export function parseCutcake(text: string): CutcakePosition {
  const err = (i: number, what: string): never => {
    throw new PositionSyntaxError('Cutcake', String(text), i, what);
  };
  if (typeof text !== 'string') err(0, 'a position is a string');
  if (text.length > 20 * MAX_CAKES) throw new LimitError(`Cutcake: a position has at most ${MAX_CAKES} cakes`, 'maxCakes');
  let i = 0;
  const ws = (): void => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const int = (): number => {
    ws();
    const start = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    if (i === start) err(start, 'expected a side (a whole number)');
    const v = Number(text.slice(start, i));
    if (!Number.isSafeInteger(v)) err(start, `a side is at most ${MAX_CAKE_SIDE}`);
    return v;
  };
  const expect = (ch: string): void => {
    ws();
    if (text[i] !== ch) err(i, `expected '${ch}'`);
    i++;
  };
  ws();
  if (text.slice(i).trim() === '0') return new CutcakePosition([]);
  const cakes: Array<[number, number]> = [];
  for (;;) {
    ws();
    let wrapped = false;
    if (text.slice(i, i + 7).toLowerCase() === 'cutcake') {
      i += 7;
      expect('(');
      wrapped = true;
    }
    expect('(');
    const m = int();
    expect(',');
    const n = int();
    expect(')');
    if (wrapped) expect(')');
    cakes.push([m, n]);
    if (cakes.length > MAX_CAKES) throw new LimitError(`Cutcake: a position has at most ${MAX_CAKES} cakes`, 'maxCakes');
    ws();
    if (i === text.length) break;
    if (text[i] !== '+') err(i, "expected '+' or the end");
    i++;
  }
  return new CutcakePosition(cakes);
}

/** ⌊log₂ x⌋ for an integer x ≥ 1, exactly. */
function log2floor(x: number): number {
  let k = 0;
  while (x >= 2) {
    x = Math.floor(x / 2);
    k++;
  }
  return k;
}

/** The value of one cake (m, n) by the closed form of the module notes (an integer). */
export function cakeValue(m: number, n: number): number {
  requireInteger(m, 'a side', 'cakeValue');
  requireInteger(n, 'a side', 'cakeValue');
  if (m === 0) return n === 0 ? 0 : n - 1;
  if (n === 0) return -(m - 1);
  const a = log2floor(n);
  const b = log2floor(m);
  if (a > b) return Math.floor(n / 2 ** b) - 1;
  if (b > a) return -(Math.floor(m / 2 ** a) - 1);
  return 0;
}

/** The value of a position: the sum of its cakes' closed forms. */
export function cutcakeValue(p: CutcakePosition | string): Game {
  const pos = typeof p === 'string' ? parseCutcake(p) : requireInstance(p, CutcakePosition, 'a Cutcake position', 'cutcakeValue');
  let total = num(0);
  for (const [m, n] of pos.cakes) total = add(total, num(cakeValue(m, n)));
  return total;
}

/**
 * The positions after each cut of `player` (Left cuts the second coordinate, Right the first), one
 * per distinct result (a cut at a and at n − a give the same sum).
 * @throws LimitError for more than {@link MAX_CUTCAKE_OPTIONS} options.
 */
export function cutcakeMoves(p: CutcakePosition, player: Player): CutcakePosition[] {
  requireInstance(p, CutcakePosition, 'a Cutcake position', 'cutcakeMoves');
  requirePlayer(player, 'cutcakeMoves');
  const out: CutcakePosition[] = [];
  p.cakes.forEach(([m, n], i) => {
    const side = player === 'L' ? n : m;
    if (out.length + Math.floor(side / 2) > MAX_CUTCAKE_OPTIONS) throw new LimitError(`Cutcake: more than ${MAX_CUTCAKE_OPTIONS} options`, 'maxOptions');
    for (let a = 1; 2 * a <= side; a++) {
      const parts: Array<readonly [number, number]> = player === 'L' ? [[m, a], [m, side - a]] : [[a, n], [side - a, n]];
      out.push(new CutcakePosition([...p.cakes.slice(0, i), ...parts, ...p.cakes.slice(i + 1)]));
    }
  });
  return out;
}

/**
 * Cutcake as a plain {@link Ruleset} for the generic `Solver`: the cakes of a sum are its
 * components, a cake is keyed by its sides; no closed form. The reference of the tests.
 */
export const cutcakeRuleset: Ruleset<CutcakePosition> = {
  options: cutcakeMoves,
  key: (p) => requireInstance(p, CutcakePosition, 'a Cutcake position', 'cutcakeRuleset.key').toString(),
  components: (p) => (requireInstance(p, CutcakePosition, 'a Cutcake position', 'cutcakeRuleset.components').cakes.length <= 1 ? [p] : p.cakes.map((c) => new CutcakePosition([c]))),
};
