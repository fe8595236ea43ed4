/**
 * The printer: CGSuite 2.x plain text (behind `Game.toString`), Unicode, and named values.
 * It lives in the engine so that every Game prints as CGSuite text whichever entry point was
 * loaded; the notation module re-exports it.
 *
 * Rules (CGSuite's `CanonicalShortGame`/`Uptimal` output, checked against
 * `test/data/cgsuite_vectors.json`), tried in this order for each follower:
 * 1. a named value (format only) prints its name, its negative `-name`;
 * 2. number + k·↑ + *m prints compactly: `3/2`, `*8`, `^^`, `v9*8`, `6^*` (three or more arrows as
 *    `^3`, `v3`);
 * 3. an uptimal whose expansion is a unit (↑^k) or a unit sum (↑^[k]) prints `^<k>`, `v[k]`, …;
 * 4. a switch G = −G prints `+-` and Left's option (`+-1`, `+-(1*)`, `+-{4|2}`), or `+-{a,b}`;
 * 5. x + Tiny(G) prints `Tiny(G)` or `xTiny(G)`, its negative `Miny(G)`, `xMiny(G)`;
 * 6. anything else prints its options in CGSuite's order ({@link sortedOptions}): a level without
 *    braces adds a slash, four slashes get braces again, and on a side with several options each
 *    compound option gets braces. The top level always has braces.
 *
 * Printing folds over the followers on an explicit stack (no recursion on depth) and builds ropes
 * (nested arrays of strings) flattened once at the end, so sharing costs no copying. Results of
 * the two unnamed styles are cached per game.
 */
import { neg } from './arith.js';
import { dyString } from './dyadic.js';
import { LimitError, MAX_QUOTED } from './errors.js';
import { fold, type FoldCache, mapCache, memoSlot } from './fold.js';
import { asMiny, asTiny } from './tinyminy.js';
import { type Game, nusGame } from './game.js';
import { sortedOptions } from './order.js';
import { type Expansion, expansionOf, isUnit, isUnitSum } from './expansion.js';

/** A rope: a string or a list of ropes, concatenated in order. @internal */
export type Rope = string | readonly Rope[];

/** How a follower printed. */
interface Item {
  /** The text. */
  readonly r: Rope;
  /** Slashes of a bare `L|R` form (0 when atomic or already braced). */
  readonly slashes: number;
  /** True when the text needs parentheses where CGSuite forces them (after `+-`). */
  readonly parens: boolean;
}

/** The printing style. @internal */
export interface Style {
  readonly unicode: boolean;
  /** Values to print by name. */
  readonly names?: ReadonlyMap<Game, string>;
  /** The most characters the text may have (default MAX_PRINT_CHARS). */
  readonly maxChars?: number;
}

/** Bars at which a bare `L|R` form gets braces again. @internal */
export const MAX_SLASHES = 4;

/**
 * The most characters a printed game may have. Texts share subtrees (a DAG), but the printed form
 * repeats every shared follower, so a game with a few thousand followers can have an astronomically
 * long text; past this bound printing is a LimitError, never an out-of-memory crash.
 */
export const MAX_PRINT_CHARS = 50_000_000;

/** A length at least this is shown as "more than 2^53" (never Infinity). */
const HUGE = 2 ** 53;

/** A length as a message says it. */
function lengthText(n: number): string {
  return n >= HUGE ? 'more than 2^53' : String(n);
}

/** The length of a rope's text (saturated at 2^53), counted over the shared structure without building it. @internal */
export function ropeLength(rope: Rope): number {
  const memo = new Map<readonly Rope[], number>();
  const stack: Rope[] = [rope];
  while (stack.length > 0) {
    const r = stack[stack.length - 1]!;
    if (typeof r === 'string' || memo.has(r)) {
      stack.pop();
      continue;
    }
    let missing = false;
    for (const x of r) if (typeof x !== 'string' && !memo.has(x)) (stack.push(x), (missing = true));
    if (missing) continue;
    let n = 0;
    for (const x of r) n += typeof x === 'string' ? x.length : memo.get(x)!;
    // saturated at 2^53: a text that long is past every limit, and the sum would reach Infinity
    memo.set(r, Math.min(n, HUGE));
    stack.pop();
  }
  return typeof rope === 'string' ? rope.length : memo.get(rope)!;
}

function flatten(rope: Rope, maxChars = MAX_PRINT_CHARS): string {
  const len = ropeLength(rope);
  if (len > maxChars) {
    throw new LimitError(
      `the printed form of this game would have ${lengthText(len)} characters (more than ${maxChars}): ` +
        'its text repeats shared followers; inspect it through its options, birthday or analysis instead',
    );
  }
  return prefix(rope, len);
}

/**
 * The first `max` characters of a rope's text, then `… (N more characters)` when it is longer;
 * walks only the prefix it keeps (and the shared structure once to count the rest).
 */
function flattenClipped(rope: Rope, max: number): string {
  const len = ropeLength(rope);
  const text = prefix(rope, max);
  return len > text.length ? `${text}… (${len >= HUGE ? 'more than 2^53' : len - text.length} more characters)` : text;
}

/** The first `max` characters of a rope's text (all of it when it is shorter), walking only them. @internal */
export function prefix(rope: Rope, max: number): string {
  const out: string[] = [];
  let n = 0;
  const stack: Rope[] = [rope];
  while (stack.length > 0 && n < max) {
    const r = stack.pop()!;
    if (typeof r === 'string') {
      const piece = r.length > max - n ? r.slice(0, max - n) : r;
      out.push(piece);
      n += piece.length;
    } else for (let i = r.length - 1; i >= 0; i--) stack.push(r[i]!);
  }
  return out.join('');
}

function atom(r: Rope, parens: boolean): Item {
  return { r, slashes: 0, parens };
}

function arrows(k: number, s: Style): string {
  const a = Math.abs(k);
  if (s.unicode) {
    const [one, two] = k > 0 ? ['↑', '⇑'] : ['↓', '⇓'];
    return a === 1 ? one : a === 2 ? two : one + a;
  }
  const c = k > 0 ? '^' : 'v';
  return a === 1 ? c : a === 2 ? c + c : c + a;
}

/** `*m` as CGSuite prints it: nothing for 0, `*` for 1. @internal */
export function starText(m: number): string {
  return m === 0 ? '' : m === 1 ? '*' : `*${m}`;
}

/** number + k·↑ + *m. */
function nusItem(x: number, k: number, m: number, s: Style): Item {
  const head = x !== 0 || (k === 0 && m === 0) ? dyString(x) : '';
  const compact = (k === 0 && m === 0) || (x === 0 && k === 0) || (x === 0 && m === 0);
  return atom(head + (k === 0 ? '' : arrows(k, s)) + starText(m), !compact);
}

/** A unit (↑^k) or unit sum (↑^[k]) uptimal of length k ≥ 2. */
function uptimalItem(e: Expansion, unit: boolean, s: Style): Item {
  const k = e.length;
  const up = e.runs[e.runs.length - 1]!.v > 0;
  let mid: string;
  if (s.unicode) mid = unit ? `${up ? '↑' : '↓'}^${k}` : up ? `↑^[${k}]` : `↓_[${k}]`;
  else mid = (up ? '^' : 'v') + (unit ? `<${k}>` : `[${k}]`);
  const head = e.number !== 0 ? dyString(e.number) : '';
  return atom(head + mid + starText(e.nim), !(e.number === 0 && e.nim === 0));
}

/** Tiny and Miny shapes, recognised once for the whole library (tinyminy.ts). */
function tinyOf(g: Game): { x: Game; y: Game; miny: boolean } | undefined {
  const t = asTiny(g);
  if (t) return { x: nusGame(t.number, 0, 0), y: t.subscript, miny: false };
  const m = asMiny(g);
  if (m) return { x: nusGame(m.number, 0, 0), y: m.subscript, miny: true };
  return undefined;
}

/**
 * Is g a switch: g = −g? As in CGSuite this holds for 0 and the nimbers too; the printer writes
 * `+-G` only for values that are not number-up-star.
 */
export function isSwitch(g: Game): boolean {
  return neg(g) === g;
}

interface Plan {
  readonly deps: readonly Game[];
  readonly build: (get: (h: Game) => Item) => Item;
}

/** Braces a bare slash form when `brackets`; returns the text and the slash count it adds. */
function placed(it: Item, brackets: boolean, parens: boolean): { r: Rope; slashes: number } {
  if (brackets && it.slashes > 0) return { r: ['{', it.r, '}'], slashes: 0 };
  if (parens && it.parens) return { r: ['(', it.r, ')'], slashes: it.slashes };
  return { r: it.r, slashes: it.slashes };
}

function list(opts: readonly Game[], get: (h: Game) => Item): { r: Rope[]; slashes: number } {
  const r: Rope[] = [];
  let slashes = 1;
  opts.forEach((o, i) => {
    const p = placed(get(o), opts.length > 1, false);
    if (i > 0) r.push(',');
    r.push(p.r);
    slashes = Math.max(slashes, p.slashes + 1);
  });
  return { r, slashes };
}

function plan(g: Game, s: Style): Plan {
  const leaf = (it: Item): Plan => ({ deps: [], build: () => it });
  if (s.names) {
    const name = s.names.get(g);
    if (name !== undefined) return leaf(atom(name, false));
    const negName = s.names.get(neg(g));
    if (negName !== undefined && !g.nus) return leaf(atom('-' + negName, true));
  }
  if (g.nus) return leaf(nusItem(g.nus.number, g.nus.ups, g.nus.nim, s));
  const e = expansionOf(g);
  if (e) {
    if (isUnit(e)) return leaf(uptimalItem(e, true, s));
    if (isUnitSum(e)) return leaf(uptimalItem(e, false, s));
  }
  const pm = s.unicode ? '±' : '+-';
  if (!e && isSwitch(g)) {
    const lo = sortedOptions(g, 'L');
    return {
      deps: lo,
      build: (get) => {
        if (lo.length === 1) return atom([pm, placed(get(lo[0]!), true, true).r], false);
        return atom([pm, '{', list(lo, get).r, '}'], false);
      },
    };
  }
  const t = e ? undefined : tinyOf(g);
  if (t) {
    const head = t.x.nus!.number === 0 ? '' : dyString(t.x.nus!.number);
    return {
      deps: [t.y],
      build: (get) => atom([head, t.miny ? 'Miny(' : 'Tiny(', placed(get(t.y), true, false).r, ')'], true),
    };
  }
  const lo = sortedOptions(g, 'L');
  const ro = sortedOptions(g, 'R');
  return {
    deps: [...lo, ...ro],
    build: (get) => {
      const l = list(lo, get);
      const r = list(ro, get);
      const n = Math.max(l.slashes, r.slashes);
      const body: Rope = [l.r, '|'.repeat(n), r.r];
      return n === MAX_SLASHES ? atom(['{', body, '}'], false) : { r: body, slashes: n, parens: false };
    },
  };
}

/** Post-order evaluation over each game's plan dependencies: the engine's one fold. */
function foldItems(root: Game, s: Style, cache: FoldCache<Item>): Item {
  const plans = new Map<Game, Plan>();
  return fold<Item>(root, {
    cache,
    deps: (h) => {
      const p = plan(h, s);
      plans.set(h, p);
      return p.deps;
    },
    combine: (h, get) => {
      const p = plans.get(h)!;
      plans.delete(h);
      return p.build(get);
    },
  });
}

const PLAIN_SLOT = memoSlot<Item>('notation.print.plain');
const UNICODE_SLOT = memoSlot<Item>('notation.print.unicode');

/** The text of g in the given style without its top-level braces, and the bars of that level. @internal */
export function renderItem(g: Game, s: Style): { readonly r: Rope; readonly slashes: number } {
  return foldItems(g, s, s.names ? mapCache<Item>() : s.unicode ? UNICODE_SLOT : PLAIN_SLOT);
}

/** Prints g in the given style; the top level always has braces. @internal */
export function render(g: Game, s: Style): string {
  const it = renderItem(g, s);
  return flatten(it.slashes > 0 ? ['{', it.r, '}'] : it.r, s.maxChars);
}

/** g in CGSuite 2.x plain text, exactly as CGSuite prints it: `^*`, `{4|2||-3}`, `+-1`, `^[4]`. */
export function toCgsuite(g: Game): string {
  return render(g, PLAIN);
}

const PLAIN: Style = { unicode: false };

/**
 * The CGSuite text of g cut to at most `max` characters (default 200, as errors quote input), with the
 * number of characters left out, for error messages and picture labels. Never builds the whole
 * text of a large game, and never fails on one (the full text may exceed the printer's limit).
 */
export function quoteGame(g: Game, max: number = MAX_QUOTED): string {
  const it = foldItems(g, PLAIN, PLAIN_SLOT);
  return flattenClipped(it.slashes > 0 ? ['{', it.r, '}'] : it.r, max);
}
