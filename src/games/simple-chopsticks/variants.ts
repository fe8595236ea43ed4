/**
 * The open variants of SIMPLE CHOPSTICKS (the paper, Section 4, "Future work"): roll-over, splits
 * and revives, as options of one move rule. With roll-over or splits the game is loopy (positions
 * repeat), so values come from the loopy engine through {@link variantRuleset} and the ruleset
 * `Solver` graph (see variant-values.ts).
 *
 * The paper's wording, and how each rule is read here:
 *
 * 1. **Roll-over** ("when an n-fingered hand with x raised fingers is attacked by a hand with y
 *    raised fingers, then it gets x + y mod n raised fingers [...] A hand is removed from play only
 *    if it reaches 0 raised fingers"): a hand holds 1..n−1 fingers (n would be 0 mod n: removed);
 *    an attack x → y leaves (x + y) mod n, removed at 0. `(i | j)_n` has 1 ≤ i, j ≤ n − 1.
 * 2. **Splits** ("shift fingers from one of their hands to another instead of attacking (note that
 *    a player may remove one of their own hands from play by doing so). However, simply reversing
 *    the two hands is not allowed"): a split takes k ≥ 1 fingers from one live hand a of the mover
 *    and adds them to another live hand b. Giving all of a (k = a) removes hand a. The split whose
 *    result is the same pair of counts (k = a − b: the two hands merely change places) is not a
 *    move. The paper is silent on a receiving hand that would pass the largest count; we choose that
 *    such a split is not a move (option {@link VariantOptions.splitWrap} = false), or, with
 *    roll-over and `splitWrap: true`, that it rolls over like an attack (but a split never removes
 *    every hand of the mover). Option
 *    {@link VariantOptions.selfRemoval} (default true, the paper's note) allows the split that
 *    empties the giving hand.
 * 3. **Revives** ("use a split move to revive one of their hands that had been removed from play.
 *    Variants of the revive rule may allow any revival, or restrict them to even splits (for
 *    instance, if a player has a hand with 4 raised fingers, then they can use it to revive another
 *    hand only by giving 2 fingers)"): a player who has lost some of the hands they started with may
 *    give k fingers of a live hand a to a removed hand, 1 ≤ k ≤ a − 1 (`revives: 'any'`), or only
 *    k = a / 2 with a even (`revives: 'even'`). Giving all of a would only move the hand (the same
 *    position), so it is not a move. A position therefore records how many hands each player
 *    started with ({@link VariantPosition.hands}).
 *
 * The paper's convention is kept: **a position where one side has no hands is 0** (neither player
 * can move: nothing to attack with or nothing to attack, and no revival from an empty side).
 * Taking the opponent's last hand is a move to 0.
 *
 * The paper does not say whether the rules of Chopsticks as played that forbid "undoing the
 * previous split" apply; here a position has no history, so only the exact swap is excluded.
 *
 * Invariant: a {@link VariantPosition} is valid for its options: every hand in 1..maxHand(n),
 * sides sorted, `hands` at least the number of live hands of each side, arrays frozen.
 */
import { LimitError, PartizanError, clip } from '../../engine/errors.js';
import type { Player, Ruleset } from '../../engine/solver.js';
import { parsePosition, PositionError } from './position.js';
import { withHand } from './rules.js';
import { kindError, optionsArg, requireArray, requireInt, requireIterable, requireString } from '../../engine/guard.js';

/** How a hand that passes its largest count is treated (the paper's "cut-off" and "rollover"). */
export type VariantOverflow = 'cutoff' | 'rollover';
/** Which revivals are moves: none, any split into a removed hand, or only even halves. */
export type ReviveMode = 'none' | 'any' | 'even';

/** The options of a SIMPLE CHOPSTICKS variant; omitted fields take the paper's game (cut-off, no splits). */
export interface VariantOptions {
  /** `cutoff` (the paper's game: a hand with more than n fingers is removed) or `rollover` (mod n). Default `cutoff`. */
  overflow?: VariantOverflow;
  /** Splits between two live hands of the mover. Default false. */
  splits?: boolean;
  /** Revivals of a removed hand by a split. Default `none`. */
  revives?: ReviveMode;
  /** A split may empty (remove) the giving hand, as the paper notes. Default true. */
  selfRemoval?: boolean;
  /** With roll-over: a split past n − 1 rolls over (mod n, removed at 0) instead of being illegal. Default false. */
  splitWrap?: boolean;
}

/** Complete variant options (every field present). */
export type Variant = Readonly<Required<VariantOptions>>;

/** The named variants of the paper's Section 4 (and the base game), as `--variant` spells them. */
export const VARIANTS: Readonly<Record<string, Variant>> = Object.freeze({
  /** The paper's game: cut-off, attacks only. */
  cutoff: makeVariant({}),
  /** Item 1: roll-over, attacks only. */
  rollover: makeVariant({ overflow: 'rollover' }),
  /** Item 2 on the paper's game: cut-off with splits. */
  splits: makeVariant({ splits: true }),
  /** Items 1 and 2: roll-over with splits. */
  'rollover-splits': makeVariant({ overflow: 'rollover', splits: true }),
  /** Item 3, any revival: cut-off, splits and revives. */
  revives: makeVariant({ splits: true, revives: 'any' }),
  /** Item 3, even revivals only: cut-off, splits, revives by even halves. */
  'revives-even': makeVariant({ splits: true, revives: 'even' }),
  /** Items 1 and 3: roll-over, splits and any revival. */
  'rollover-revives': makeVariant({ overflow: 'rollover', splits: true, revives: 'any' }),
  /** Items 1 and 3: roll-over, splits and even revivals. */
  'rollover-revives-even': makeVariant({ overflow: 'rollover', splits: true, revives: 'even' }),
});

/** An unknown variant name or a malformed option. */
export class VariantError extends PartizanError {
  override name = 'VariantError';
  override readonly code: string = 'VARIANT';
}

/** Fills omitted options with the paper's game and checks them (a {@link VariantError} if malformed). */
export function makeVariant(opts: VariantOptions = {}): Variant {
  optionsArg(opts, 'makeVariant', 'opts');
  const v = { overflow: 'cutoff', splits: false, revives: 'none', selfRemoval: true, splitWrap: false, ...opts } as Required<VariantOptions>;
  if (v.overflow !== 'cutoff' && v.overflow !== 'rollover') throw new VariantError(`overflow must be cutoff or rollover, got ${clip(v.overflow, 40)}`);
  if (v.revives !== 'none' && v.revives !== 'any' && v.revives !== 'even') throw new VariantError(`revives must be none, any or even, got ${clip(v.revives, 40)}`);
  for (const k of ['splits', 'selfRemoval', 'splitWrap'] as const) {
    if (typeof v[k] !== 'boolean') throw new VariantError(`${k} must be true or false, got ${clip(v[k], 40)}`);
  }
  return Object.freeze(v);
}

/** The variant named `name` (see {@link VARIANTS}); a {@link VariantError} listing the names otherwise. */
export function variantByName(name: string): Variant {
  requireString(name, 'variantByName', 'name');
  const v = Object.prototype.hasOwnProperty.call(VARIANTS, name) ? VARIANTS[name] : undefined;
  if (!v) throw new VariantError(`unknown variant '${clip(name, 40)}' (known: ${Object.keys(VARIANTS).join(', ')})`);
  return v;
}

const OPTION_KEYS = ['overflow', 'splits', 'revives', 'selfRemoval', 'splitWrap'];

/**
 * A variant given as a name of {@link VARIANTS} or as JSON options, optionally starting from a named
 * variant: `rollover`, `{"overflow":"rollover","splits":true,"splitWrap":true}`,
 * `{"variant":"revives","selfRemoval":false}`. A {@link VariantError} for unknown names or fields.
 */
export function parseVariant(text: string): Variant {
  requireString(text, 'parseVariant', 'text');
  const t = text.trim();
  if (!t.startsWith('{')) return variantByName(t);
  let json: unknown;
  try {
    json = JSON.parse(t);
  } catch (e) {
    throw new VariantError(`variant JSON does not parse: ${clip((e as Error).message, 80)}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new VariantError('variant JSON must be an object');
  const { variant, ...rest } = json as Record<string, unknown>;
  for (const k of Object.keys(rest)) {
    if (!OPTION_KEYS.includes(k)) throw new VariantError(`unknown variant option '${clip(k, 30)}' (known: variant, ${OPTION_KEYS.join(', ')})`);
  }
  if (variant !== undefined && typeof variant !== 'string') throw new VariantError('"variant" must be a variant name');
  const base = variant === undefined ? {} : variantByName(variant);
  return makeVariant({ ...base, ...(rest as VariantOptions) });
}

/** Whether the variant can repeat positions (roll-over or splits or revives); the paper's game cannot. */
export function isLoopyVariant(v: Variant): boolean {
  requireVariant(v, 'isLoopyVariant');
  return v.overflow === 'rollover' || v.splits || v.revives !== 'none';
}

/** The most fingers a hand holds: n under cut-off, n − 1 under roll-over. */
export function maxHand(n: number, v: Variant): number {
  requireVariant(v, 'maxHand');
  requireInt(n, 'maxHand', 'n', 1, MAX_VARIANT_N);
  return topHand(n, v);
}

function topHand(n: number, v: Variant): number {
  return v.overflow === 'rollover' ? n - 1 : n;
}

/** `v` when it is a variant (as {@link makeVariant} makes), else a KindError or a {@link VariantError}. */
function requireVariant(v: unknown, fn: string): Variant {
  const x = v as Partial<Variant> | null;
  if (typeof x !== 'object' || x === null || Array.isArray(x) || typeof x.overflow !== 'string' || typeof x.revives !== 'string') {
    throw kindError(fn, 'v', 'a variant (makeVariant, variantByName, VARIANTS)', v);
  }
  makeVariant(v as VariantOptions);
  return v as Variant;
}

/** `p` when it has the shape of a {@link VariantPosition} (left, right, n, hands), else a KindError. @internal */
export function requireVariantPosition(p: unknown, fn: string): VariantPosition {
  const x = p as Partial<VariantPosition> | null;
  if (typeof x !== 'object' || x === null || !Array.isArray(x.left) || !Array.isArray(x.right) || typeof x.n !== 'number' || !Array.isArray(x.hands)) {
    throw kindError(fn, 'p', 'a variant position (variantPosition, parseVariantPosition)', p);
  }
  return x as VariantPosition;
}

/** A position of a variant: the paper's `(left | right)_n` and the number of hands each side started with. */
export interface VariantPosition {
  /** Left's live hands, sorted, each in 1..maxHand. */
  readonly left: readonly number[];
  /** Right's live hands, sorted, each in 1..maxHand. */
  readonly right: readonly number[];
  /** The finger count n. */
  readonly n: number;
  /** Hands each side started with, `[Left, Right]` (matters only for revives). */
  readonly hands: readonly [number, number];
}

/** Most hands per side (positions repeat, so the graphs grow fast; this keeps keys exact). */
export const MAX_VARIANT_HANDS = 8;
/** Largest finger count of a variant position. */
export const MAX_VARIANT_N = 64;

/**
 * A variant position, checked: hands in 1..maxHand(n, v), at most {@link MAX_VARIANT_HANDS} per side,
 * `hands` (default: the live counts) at least the live counts. A PositionError otherwise.
 */
export function variantPosition(left: Iterable<number>, right: Iterable<number>, n: number, v: Variant, hands?: readonly [number, number]): VariantPosition {
  requireVariant(v, 'variantPosition');
  requireIterable(left, 'variantPosition', 'left');
  requireIterable(right, 'variantPosition', 'right');
  if (hands !== undefined && !Array.isArray(hands)) throw kindError('variantPosition', 'hands', 'a pair [Left, Right] or undefined', hands);
  if (!Number.isInteger(n) || n < 1 || n > MAX_VARIANT_N) throw new PositionError(`the finger count of a variant must be an integer in 1..${MAX_VARIANT_N}, got ${clip(n, 20)}`);
  const top = topHand(n, v);
  const side = (xs: Iterable<number>, who: string): number[] => {
    const out = [...xs];
    if (out.length > MAX_VARIANT_HANDS) throw new PositionError(`${who} has ${out.length} hands, more than ${MAX_VARIANT_HANDS}`);
    for (const x of out) {
      if (!Number.isInteger(x) || x < 1 || x > top) throw new PositionError(`${who} hand ${clip(x, 20)} is outside 1..${top}${v.overflow === 'rollover' ? ' (roll-over: n fingers is 0, a removed hand)' : ''}`);
    }
    return out.sort((a, b) => a - b);
  };
  const L = side(left, 'Left');
  const R = side(right, 'Right');
  const h: [number, number] = hands ? [hands[0], hands[1]] : [L.length, R.length];
  for (const [k, live, who] of [[h[0], L.length, 'Left'], [h[1], R.length, 'Right']] as const) {
    if (!Number.isInteger(k) || k < live || k > MAX_VARIANT_HANDS) throw new PositionError(`${who} started with ${clip(k, 20)} hands, but has ${live} live (at most ${MAX_VARIANT_HANDS})`);
  }
  return Object.freeze({ left: Object.freeze(L), right: Object.freeze(R), n, hands: Object.freeze(h) });
}

/** Reads the paper's notation `(1,1|1,2)_5` as a variant position (both sides start with their live hands). */
export function parseVariantPosition(text: string, v: Variant): VariantPosition {
  requireString(text, 'parseVariantPosition', 'text');
  requireVariant(v, 'parseVariantPosition');
  // The paper's reader checks 1..n; roll-over narrows the range to 1..n−1.
  const p = parsePosition(text);
  return variantPosition(p.left, p.right, p.n, v);
}

/** The paper's notation, with the starting hand counts when some hands are removed and revives are on: `(2|1,3)_5 [2,2]`. */
export function formatVariantPosition(p: VariantPosition, v?: Variant): string {
  requireVariantPosition(p, 'formatVariantPosition');
  if (v !== undefined) requireVariant(v, 'formatVariantPosition');
  const base = `(${p.left.join(',')}|${p.right.join(',')})_${p.n}`;
  const showHands = v !== undefined && v.revives !== 'none' && (p.hands[0] !== p.left.length || p.hands[1] !== p.right.length);
  return showHands ? `${base} [${p.hands[0]},${p.hands[1]}]` : base;
}

function insertSorted(xs: number[], x: number): void {
  let k = xs.length;
  xs.push(x);
  while (k > 0 && xs[k - 1]! > x) {
    xs[k] = xs[k - 1]!;
    k--;
  }
  xs[k] = x;
}

/**
 * THE move rule of the variants, for the mover's hands `mine` against `theirs` (both sorted), with
 * `started` the number of hands the mover started with. Returns the distinct results as pairs
 * `[mine', theirs']` (sorted). An empty side on either part means no moves (the paper's 0).
 */
export function variantMoves(mine: readonly number[], theirs: readonly number[], n: number, v: Variant, started: number): Array<[number[], number[]]> {
  requireVariant(v, 'variantMoves');
  variantPosition(requireArray(mine, 'variantMoves', 'mine'), requireArray(theirs, 'variantMoves', 'theirs'), n, v, [requireInt(started, 'variantMoves', 'started', 0, MAX_VARIANT_HANDS), MAX_VARIANT_HANDS]);
  return movesOf(mine, theirs, n, v, started);
}

function movesOf(mine: readonly number[], theirs: readonly number[], n: number, v: Variant, started: number): Array<[number[], number[]]> {
  const out: Array<[number[], number[]]> = [];
  if (mine.length === 0 || theirs.length === 0) return out;
  const seen = new Set<string>();
  const emit = (m: number[], t: number[]): void => {
    const k = `${m.join(',')}|${t.join(',')}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push([m, t]);
  };
  const roll = v.overflow === 'rollover';
  const top = topHand(n, v);
  // Attacks x -> y.
  for (let i = 0; i < mine.length; i++) {
    if (i > 0 && mine[i] === mine[i - 1]) continue;
    for (let j = 0; j < theirs.length; j++) {
      if (j > 0 && theirs[j] === theirs[j - 1]) continue;
      const z = mine[i]! + theirs[j]!;
      emit(mine as number[], withHand(theirs, j, roll ? z % n : z, n));
    }
  }
  // Splits: k fingers from hand a (index i) to live hand b (index j).
  if (v.splits) {
    for (let i = 0; i < mine.length; i++) {
      if (i > 0 && mine[i] === mine[i - 1]) continue;
      for (let j = 0; j < mine.length; j++) {
        if (j === i || (j > 0 && j - 1 !== i && mine[j] === mine[j - 1])) continue;
        const a = mine[i]!;
        const b = mine[j]!;
        for (let k = 1; k <= a; k++) {
          if (k === a - b) continue; // the two hands would only change places
          if (k === a && !v.selfRemoval) continue;
          let nb = b + k;
          if (nb > top) {
            if (!(roll && v.splitWrap)) continue;
            nb %= n;
          }
          const m: number[] = [];
          for (let q = 0; q < mine.length; q++) if (q !== i && q !== j) m.push(mine[q]!);
          if (a - k > 0) insertSorted(m, a - k);
          if (nb > 0) insertSorted(m, nb);
          if (m.length === 0) continue; // with splitWrap both hands can roll to 0: a split never removes all of the mover's hands
          emit(m, theirs as number[]);
        }
      }
    }
  }
  // Revives: k fingers of hand a into a removed hand.
  if (v.revives !== 'none' && mine.length < started) {
    for (let i = 0; i < mine.length; i++) {
      if (i > 0 && mine[i] === mine[i - 1]) continue;
      const a = mine[i]!;
      const ks: number[] = [];
      if (v.revives === 'even') {
        if (a % 2 === 0) ks.push(a / 2);
      } else for (let k = 1; k < a; k++) ks.push(k);
      for (const k of ks) {
        const m = withHand(mine, i, a - k, n);
        insertSorted(m, k);
        emit(m, theirs as number[]);
      }
    }
  }
  return out;
}

/** A key equal exactly for equal variant positions (hand counts included when revives are on). */
export function variantKey(p: VariantPosition, v: Variant): string {
  requireVariantPosition(p, 'variantKey');
  requireVariant(v, 'variantKey');
  return keyOf(p, v);
}

function keyOf(p: VariantPosition, v: Variant): string {
  const base = `${p.left.join(',')}|${p.right.join(',')}`;
  return v.revives === 'none' ? base : `${base}|${p.hands[0]},${p.hands[1]}`;
}

/**
 * A variant as a {@link Ruleset} over {@link VariantPosition}s with finger count n: Left attacks
 * Right's hands and splits her own, Right the reverse (the move rule {@link variantMoves} applied
 * to each side). Give it to a `Solver`: `value()` throws a CycleError where the variant is
 * loopy, `graph()` gives the position graph for the loopy engine.
 */
export function variantRuleset(v: Variant): Ruleset<VariantPosition> {
  requireVariant(v, 'variantRuleset');
  return {
    options(p: VariantPosition, player: Player): VariantPosition[] {
      if (player === 'L') {
        return movesOf(p.left, p.right, p.n, v, p.hands[0]).map(([m, t]) => ({ left: m, right: t, n: p.n, hands: p.hands }));
      }
      return movesOf(p.right, p.left, p.n, v, p.hands[1]).map(([m, t]) => ({ left: t, right: m, n: p.n, hands: p.hands }));
    },
    key: (p) => keyOf(p, v),
  };
}

/** Guard used by the tables: graphs above this many nodes are a LimitError. */
export const MAX_VARIANT_GRAPH = 2_000_000;

/** Throws a LimitError when a graph passes {@link MAX_VARIANT_GRAPH}. @internal */
export function checkGraphSize(size: number): void {
  if (size > MAX_VARIANT_GRAPH) throw new LimitError(`the variant's position graph has ${size} nodes, more than ${MAX_VARIANT_GRAPH}`);
}
