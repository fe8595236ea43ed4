/**
 * Printing loopy values in CGSuite's notation, with CGSuite's shorthand. A canonical stopper G
 * prints as the first of these that fits (CGSuite's `CanonicalStopper` and `SimplifiedLoopyGame`
 * output rules, re-implemented):
 *
 * 1. a pseudonumber: `on`, `off`, `over`, `under`, `3/2over`, `-5under`;
 * 2. a short game (no cycle): the short printer's text (`{1|0}`, `^*`, `Tiny(2)`);
 * 3. a switch G = −G that lies on no cycle: `+-` and Left's option (`+-over`, `+-(5over)`,
 *    `+-{10over|over}`), or `+-{A,B}` when Left has several options;
 * 4. a plumtree of the shape x + Tiny(S) = {x || x | x − S} or x + Miny(S) = {x + S | x || x} with
 *    S ≥ over: `Tiny(on)`, `1/2Tiny(over)`, `Miny(on)` (S printed as a fresh text);
 * 5. an upon form (see {@link uponFormOf}): `^[on]`, `^[on]*`, `-1/4v[on]`, `^<on>`, `v<on>*2`;
 * 6. otherwise braces: Left's options, bars, Right's options, where an option that is G itself
 *    prints `pass`, and an option that is a game still being printed further out gets a label,
 *    written before that game's brace: `a{0||||0|||a|*||*}`. As for short games, a level without
 *    braces adds a bar (`{0|^<on>||v<on>}`), four bars get braces again, and a game gets braces when
 *    its side has several options, when it has a label, or when one of its sides is empty.
 *
 * Options print in CGSuite's order for short games first, then the loopy ones in the order of
 * their structural hash (CGSuite orders those by a hash too, so the order of several loopy options
 * on one side can differ from CGSuite's; the values are the same). Labels are `a`, `b`, …, `z`
 * without `v` (which reads as ↓), then `N1`, `N2`, … (CGSuite uses every letter). A sided value prints
 * `dud` or `onside & offside`; a side that is not a stopper (a `SimplifiedSide`) prints as CGSuite's
 * `SimplifiedLoopyGame`: always in braces, with labels for cycles, its stopper followers printed as
 * above and sharing the count of labels. Every printed text reads back (`parse(text, { loopy: true })`) to the same
 * object.
 *
 * Printing runs on an explicit stack (no recursion on the depth of the game). A text longer than
 * `MAX_PRINT_CHARS` is a LimitError (the text repeats shared followers, as CGSuite's does).
 */
import { cgsuiteOrder } from '../engine/order.js';
import { dyString } from '../engine/dyadic.js';
import { LimitError } from '../engine/errors.js';
import { Game, nusGame } from '../engine/game.js';
import { MAX_PRINT_CHARS, MAX_SLASHES, type Rope, prefix, renderItem, ropeLength, starText, type Style as ShortStyle } from '../engine/print.js';
import { GameGraph } from '../graph/graph.js';
import { DUD, UNDER } from './constants.js';
import { embedOptions } from './graph.js';
import { asPseudonumber, comparePseudo, isPlumtree, numberOf, pseudonumberString, stopsOf } from './properties.js';
import { OFF, ON, SidedValue } from './sided.js';
import { Stopper, canonicalStoppers, fromGame, loopyPrinter, negStopper, stopperLeq, toGame } from './stopper.js';
import { type AnyLoopyValue, SimplifiedSide, type SideOption, addAny } from './simplified.js';
import { requireAnyLoopy, requireStopper, requireStyle } from './guard.js';
import { kindError, requireShape } from '../engine/guard.js';

// ---------------------------------------------------------------------------------------------
// Shapes

/** −x without −0. */
const negx = (x: number): number => (x === 0 ? 0 : -x);

/** x + *m as a stopper, for x a number. */
function nus(x: number, m: number): Stopper {
  return fromGame(nusGame(x, 0, m));
}

/** x − S for a number x and a stopper S (a stopper: a short game plus a stopper). */
function minus(x: number, s: Stopper): Stopper {
  return addAny(fromGame(nusGame(x, 0, 0)), negStopper(s)) as Stopper;
}
/** x + S for a number x and a stopper S. */
function plus(x: number, s: Stopper): Stopper {
  return addAny(fromGame(nusGame(x, 0, 0)), s) as Stopper;
}

const plumMemo = new WeakMap<Stopper, boolean>();
function plum(s: Stopper): boolean {
  const b = plumMemo.get(s) ?? isPlumtree(s);
  plumMemo.set(s, b);
  return b;
}

/**
 * The Tiny or Miny shape of a loopy plumtree (CGSuite's `IsNumberTiny` on a plumtree):
 * G = {x || x | R} with R ≤ x + under gives x + Tiny(S), S = x − R; G = {L | y || y} with
 * L ≥ y + over gives y + Miny(S), S = L − y. Undefined for any other stopper.
 */
export function tinyFormOf(s: Stopper): { kind: 'Tiny' | 'Miny'; translate: number; subscript: Stopper } | undefined {
  requireStopper(s, 'tinyFormOf');
  if (s.isLoopfree || s._left.length !== 1 || s._right.length !== 1) return undefined;
  const l = s._left[0]!;
  const r = s._right[0]!;
  // rr ≤ x + under needs LeftStop(rr) ≤ x under, and ll ≥ y + over needs RightStop(ll) ≥ y over
  // (stops are monotone, Siegel VI.2): a linear test before the quadratic comparison, so that a
  // deep chain of such shapes ({{{…|0}|0}|0}) prints in quadratic time, not cubic
  const x = numberOf(l);
  if (x !== undefined && r._left.length === 1 && r._right.length === 1 && r._left[0] === l && plum(s)) {
    const rr = r._right[0]!;
    if (comparePseudo(stopsOf(rr).left, { x, tilt: -1 }) <= 0 && stopperLeq(plus(-x, rr), UNDER)) return { kind: 'Tiny', translate: x, subscript: minus(x, rr) };
  }
  const y = numberOf(r);
  if (y !== undefined && l._left.length === 1 && l._right.length === 1 && l._right[0] === r && plum(s)) {
    const ll = l._left[0]!;
    if (comparePseudo(stopsOf(ll).right, { x: y, tilt: 1 }) >= 0 && stopperLeq(minus(y, ll), UNDER)) return { kind: 'Miny', translate: y, subscript: plus(-y, ll) };
  }
  return undefined;
}

/**
 * An upon form (CGSuite's shorthand for plumtrees built on `upon`), printed
 * `[number][^|v][[on]|<on>][*m]`:
 * - `x^[on]*m` is `{pass | x*(m⊕1)}` when m ≠ 1, and `{x, pass | x}` when m = 1 (so `^[on]` =
 *   `{pass|*}` = upon, `^[on]*` = `{0,pass|0}`);
 * - `x^<on>*m` is `{x, x*, …, x*m | −((−x)^[on]*(m⊕1))}` (so `^<on>` = `{0||0|0,pass}`);
 * - `xv[on]*m` is `−((−x)^[on]*m)` and `xv<on>*m` is `−((−x)^<on>*m)`.
 */
export interface UponForm {
  /** `[on]` (upon) or `<on>` (uponth). */
  readonly type: 'upon' | 'uponth';
  /** The number part x. */
  readonly x: number;
  /** The nimber part m. */
  readonly nim: number;
  /** True for the down forms `v[on]`, `v<on>`. */
  readonly negated: boolean;
}

function sameSet(a: readonly Stopper[], b: readonly Stopper[]): boolean {
  const sb = new Set(b);
  const sa = new Set(a);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

function uponFormUp(s: Stopper, checkUponth: boolean): UponForm | undefined {
  const lo = s._left;
  const ro = s._right;
  if (ro.length === 1 && lo.length <= 2) {
    const r = ro[0]!;
    const g = r.isLoopfree ? toGame(r)! : undefined;
    if (g?.nus && g.nus.ups === 0) {
      const x = g.nus.number;
      const m = g.nus.nim;
      if ((m === 0 && sameSet(lo, [s, nus(x, 0)])) || (m !== 0 && lo.length === 1 && lo[0] === s)) {
        return { type: 'upon', x, nim: m ^ 1, negated: false };
      }
    }
  }
  // uponth: Left's options are x, x*, …, x*k (short), Right's one option the negative of an upon form
  const nusLeft = lo.length >= 1 && lo.every((o) => o.isLoopfree && toGame(o)!.nus?.ups === 0);
  if (checkUponth && ro.length === 1 && nusLeft && !ro[0]!.isLoopfree && ro[0]!._left.length === 1 && ro[0]!._right.length <= 2) {
    const f = uponFormUp(negStopper(ro[0]!), false);
    if (f && f.type === 'upon' && !f.negated) {
      const want: Stopper[] = [];
      for (let n = 0; n <= (f.nim ^ 1); n++) want.push(nus(negx(f.x), n));
      if (sameSet(lo, want)) return { type: 'uponth', x: negx(f.x), nim: f.nim ^ 1, negated: false };
    }
  }
  return undefined;
}

/** The upon form of a canonical stopper (see {@link UponForm}), or undefined. */
export function uponFormOf(s: Stopper): UponForm | undefined {
  requireStopper(s, 'uponFormOf');
  if (s.isLoopfree) return undefined;
  const up = uponFormUp(s, true);
  if (up) return up;
  // the negative's Right options are this game's Left options: both forms need exactly one
  if (s._left.length !== 1) return undefined;
  const down = uponFormUp(negStopper(s), true);
  return down ? { ...down, x: negx(down.x), negated: true } : undefined;
}

/**
 * The text of an upon form: `^[on]`, `-1/4v[on]`, `^<on>*`, `1v<on>*3`; with `unicode`,
 * `↑^[on]`, `-1/4↓_[on]`, `↑^<on>*`, `1↓^<on>*3` (as the short printer writes ↑^[k], ↓_[k], ↑^k).
 */
export function uponFormString(f: UponForm, unicode = false): string {
  requireShape(f, 'uponFormString', 'f', 'an upon form { x, type, negated, nim }', { x: 'number', type: 'string', nim: 'number' });
  const head = f.x !== 0 ? dyString(f.x) : '';
  const arrow = unicode ? (f.negated ? (f.type === 'upon' ? '↓_' : '↓^') : '↑^') : f.negated ? 'v' : '^';
  const tail = f.type === 'upon' ? '[on]' : '<on>';
  return head + arrow + tail + starText(f.nim);
}

/**
 * Is the stopper a switch G = −G lying on no cycle (so that `+-A` can be printed without
 * referring back to G)?
 */
function printableSwitch(s: Stopper): boolean {
  if (s.isLoopfree || s._left.length === 0 || s._left.length !== s._right.length || negStopper(s) !== s) return false;
  // G on a cycle iff G is reachable from one of its options
  const seen = new Set<Stopper>();
  const stack = [...s._left, ...s._right];
  while (stack.length) {
    const x = stack.pop()!;
    if (x === s) return false;
    if (seen.has(x) || x.isLoopfree) continue;
    seen.add(x);
    stack.push(...x._left, ...x._right);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Printing

/** How an option printed: its text and, for a form without braces, its number of bars. */
interface Item {
  readonly text: Rope;
  /** The length of the text. */
  readonly len: number;
  /** Bars of a bare `L|R` form (0 when atomic or braced). */
  readonly slashes: number;
  /** True when a bare form must still get braces (it has a label or an empty side). */
  readonly mustBrace: boolean;
  /** True when the text gets parentheses where CGSuite forces them (after `+-`). */
  readonly paren: boolean;
}

/** A placed option: its text and the bars it adds to the level above. */
interface Placed {
  readonly text: Rope;
  readonly len: number;
  readonly slashes: number;
}

const atom = (text: Rope, len: number, paren = false): Item => ({ text, len, slashes: 0, mustBrace: false, paren });
const word = (text: string, paren = false): Item => atom(text, text.length, paren);

/** CGSuite's placement of an option: braces when forced or needed, parentheses when forced. */
function place(it: Item, brackets: boolean, parens: boolean): Placed {
  if (it.slashes > 0 && (brackets || it.mustBrace || it.slashes >= MAX_SLASHES)) return { text: ['{', it.text, '}'], len: it.len + 2, slashes: 0 };
  if (parens && it.paren) return { text: ['(', it.text, ')'], len: it.len + 2, slashes: 0 };
  return { text: it.text, len: it.len, slashes: it.slashes };
}

/**
 * How a loopy value prints: plain text or Unicode, names for values (short ones through the short
 * printer, loopy ones here: a named stopper prints its name, its negative `-name`), and the most
 * characters of the text.
 */
export interface LoopyStyle {
  /** Print ↑ ↓ ± (and `↑^[on]`, `↓_[on]`) instead of `^ v +-` (`^[on]`, `v[on]`). */
  readonly unicode?: boolean;
  /** Values to print by name (short games and stoppers; a sided value is named at the top only). */
  readonly names?: ReadonlyMap<object, string>;
  /** The most characters the text may have (default MAX_PRINT_CHARS): a LimitError past it. */
  readonly maxChars?: number;
}

/** The style resolved for one printing: the short printer's style, and the names of loopy nodes. */
interface Resolved {
  readonly unicode: boolean;
  readonly short: ShortStyle;
  readonly maxChars: number;
  /** Names of stoppers and of their negatives (`-name`). */
  readonly loopyNames: ReadonlyMap<SideOption, { name: string; neg: boolean }> | undefined;
}

const PLAIN: Resolved = { unicode: false, short: { unicode: false }, maxChars: MAX_PRINT_CHARS, loopyNames: undefined };

function resolve(style: LoopyStyle | undefined): Resolved {
  if (style === undefined || (!style.unicode && !style.names && style.maxChars === undefined)) return PLAIN;
  let shortNames: Map<Game, string> | undefined;
  let loopyNames: Map<SideOption, { name: string; neg: boolean }> | undefined;
  for (const [v, name] of style.names ?? []) {
    if (v instanceof Stopper && v.isLoopfree) (shortNames ??= new Map()).set(toGame(v)!, name);
    else if (v instanceof Stopper) {
      loopyNames ??= new Map();
      if (!loopyNames.has(v)) loopyNames.set(v, { name, neg: false });
      const n = negStopper(v);
      if (!loopyNames.has(n)) loopyNames.set(n, { name, neg: true });
    } else if (v instanceof Game) (shortNames ??= new Map()).set(v, name);
  }
  const maxChars = style.maxChars ?? MAX_PRINT_CHARS;
  return { unicode: style.unicode === true, short: { unicode: style.unicode === true, names: shortNames, maxChars }, maxChars, loopyNames };
}

/** The item of a short game: CGSuite's text without the top-level braces, and its bars. */
function shortItem(g: Game, style: Resolved): Item {
  const { r, slashes } = renderItem(g, style.short);
  return { text: r, len: ropeLength(r), slashes, mustBrace: false, paren: false };
}

/** Labels: CGSuite's letters without `v`, then N1, N2, … */
const LETTERS = 'abcdefghijklmnopqrstuwxyz';
function labelName(k: number): string {
  return k < LETTERS.length ? LETTERS[k]! : `N${k - LETTERS.length + 1}`;
}

/**
 * CGSuite's order of options: short games in the short printer's order, then loopy ones (stoppers
 * and simplified sides) by hash.
 */
function sortOptions<T extends SideOption>(opts: readonly T[]): T[] {
  const loopfree = (x: SideOption): boolean => x instanceof Stopper && x.isLoopfree;
  return [...opts].sort((a, b) => {
    const la = loopfree(a);
    const lb = loopfree(b);
    if (la && lb) return cgsuiteOrder(toGame(a as Stopper)!, toGame(b as Stopper)!);
    if (la !== lb) return la ? -1 : 1;
    return a._hash < b._hash ? -1 : a._hash > b._hash ? 1 : a.id - b.id;
  });
}

/** One print context: the games being printed in braces, with the label each got. */
interface Ctx {
  readonly onStack: Map<SideOption, string | null>;
  count: number;
}

/** A child to print, and how to place it. */
interface Child {
  readonly s: SideOption;
  readonly ctx: Ctx;
  readonly brackets: boolean;
  readonly parens: boolean;
}

interface Frame {
  readonly children: Child[];
  readonly done: Placed[];
  /** Braced generic node: its game and context (to check `pass` and labels), else undefined. */
  readonly node?: SideOption;
  readonly ctx?: Ctx;
  readonly finish: (parts: Placed[]) => Item;
}

/** The item of a stopper that prints without looking at its options, else undefined. */
function leafItem(s: Stopper, style: Resolved): Item | undefined {
  const named = style.loopyNames?.get(s);
  if (named) return word(named.neg ? `-${named.name}` : named.name, named.neg);
  if (s.isLoopfree) {
    const g = toGame(s)!;
    if (!g.isNumber || style.short.names) return shortItem(g, style);
  }
  const p = asPseudonumber(s);
  if (p) return word(pseudonumberString(p), p.tilt !== 0 && p.x !== 0 && Number.isFinite(p.x));
  return undefined;
}

/** CGSuite text of a canonical stopper (plain text, or in `style`). */
export function formatStopper(s: Stopper, style?: LoopyStyle): string {
  requireStopper(s, 'formatStopper');
  requireStyle(style, 'formatStopper');
  return formatNode(s, Infinity, resolve(style));
}

/**
 * CGSuite text of a simplified side (CGSuite's `SimplifiedLoopyGame` output): always in braces,
 * labels for cycles; followers that are stoppers print as stoppers, sharing the labels' count.
 */
export function formatSide(s: SideOption, style?: LoopyStyle): string {
  return formatNode(s, s instanceof SimplifiedSide ? MAX_SIDE_PRINT_PARTS : Infinity, resolve(style));
}

/**
 * The most options a simplified side's text may print (each a part of the text, followers
 * repeated as CGSuite repeats them): past it, a LimitError, before the text fills the memory (a
 * side of a few hundred nodes can unfold into a text of billions of characters).
 */
export const MAX_SIDE_PRINT_PARTS = 2_000_000;

function formatNode(s0: SideOption, maxParts: number, style: Resolved): string {
  const pm = style.unicode ? '±' : '+-';
  const frames: Frame[] = [];
  let result: Item | undefined;
  let parts = 0;
  const emit = (it: Item): void => {
    if (it.len > style.maxChars) throw new LimitError(`the text of this loopy value is longer than ${style.maxChars} characters`, 'maxChars');
    if (++parts > maxParts) throw new LimitError(`the text of this simplified side has more than ${maxParts} parts (its followers repeat as CGSuite prints them)`);
    if (frames.length === 0) result = it;
    else {
      const f = frames[frames.length - 1]!;
      const c = f.children[f.done.length]!;
      f.done.push(place(it, c.brackets, c.parens));
    }
  };
  /** Starts printing s in ctx: emits an item at once or pushes a frame. */
  const start = (s: SideOption, ctx: Ctx): void => {
    if (s instanceof SimplifiedSide) return braces(s, ctx);
    const leaf = leafItem(s, style);
    if (leaf) return emit(leaf);
    if (printableSwitch(s)) {
      const lo = sortOptions(s._left);
      frames.push({
        children: lo.map((o) => ({ s: o, ctx: { onStack: new Map(), count: 0 }, brackets: true, parens: lo.length === 1 })),
        done: [],
        finish: (parts) => (lo.length === 1 ? atom([pm, parts[0]!.text], parts[0]!.len + pm.length) : atom([pm, '{', joined(parts, 0, parts.length), '}'], listLen(parts, 0, parts.length) + pm.length + 2)),
      });
      return;
    }
    const tf = tinyFormOf(s);
    if (tf) {
      const head = tf.translate !== 0 ? dyString(tf.translate) : '';
      frames.push({
        children: [{ s: tf.subscript, ctx: { onStack: new Map(), count: 0 }, brackets: true, parens: false }],
        done: [],
        finish: (parts) => atom([head, tf.kind, '(', parts[0]!.text, ')'], head.length + tf.kind.length + 2 + parts[0]!.len, true),
      });
      return;
    }
    const uf = uponFormOf(s);
    if (uf) return emit(word(uponFormString(uf, style.unicode)));
    braces(s, ctx);
  };
  /** Pushes the frame of s printed in braces (options, bars, options), with a label if needed. */
  const braces = (s: SideOption, ctx: Ctx): void => {
    const lo = sortOptions<SideOption>(s._left);
    const ro = sortOptions<SideOption>(s._right);
    ctx.onStack.set(s, null);
    const nl = lo.length;
    frames.push({
      node: s,
      ctx,
      children: [...lo, ...ro].map((o, i) => ({ s: o, ctx, brackets: i < nl ? nl > 1 : ro.length > 1, parens: false })),
      done: [],
      finish: (parts) => {
        const label = ctx.onStack.get(s) ?? null;
        ctx.onStack.delete(s);
        let n = 1;
        for (const p of parts) n = Math.max(n, p.slashes + 1);
        const body: Rope = [joined(parts, 0, nl), '|'.repeat(n), joined(parts, nl, parts.length)];
        const len = listLen(parts, 0, nl) + n + listLen(parts, nl, parts.length);
        if (label !== null) return atom([label, '{', body, '}'], label.length + len + 2);
        return { text: body, len, slashes: n, mustBrace: nl === 0 || ro.length === 0, paren: false };
      },
    });
  };
  start(s0, { onStack: new Map(), count: 0 });
  while (frames.length) {
    const f = frames[frames.length - 1]!;
    if (f.done.length < f.children.length) {
      const c = f.children[f.done.length]!;
      if (f.node && c.s === f.node) emit(word('pass'));
      else if (f.node && f.ctx!.onStack.has(c.s)) {
        let name = f.ctx!.onStack.get(c.s)!;
        if (name === null) {
          name = labelName(f.ctx!.count++);
          f.ctx!.onStack.set(c.s, name);
        }
        emit(word(name));
      } else start(c.s, c.ctx);
      continue;
    }
    frames.pop();
    emit(f.finish(f.done));
  }
  return prefix(place(result!, true, false).text, Infinity);
}

/** The texts of parts[a..b) separated by commas, as a rope. */
function joined(parts: readonly Placed[], a: number, b: number): Rope {
  const out: Rope[] = [];
  for (let i = a; i < b; i++) {
    if (i > a) out.push(',');
    out.push(parts[i]!.text);
  }
  return out;
}
/** The length of {@link joined}. */
function listLen(parts: readonly Placed[], a: number, b: number): number {
  let n = Math.max(0, b - a - 1);
  for (let i = a; i < b; i++) n += parts[i]!.len;
  return n;
}

/**
 * CGSuite text of a loopy value: a stopper, or `onside & offside`, or `dud`; a side that is not a
 * stopper prints as its simplified graph (`a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`).
 */
export function formatLoopy(g: AnyLoopyValue, style?: LoopyStyle): string {
  requireStyle(style, 'formatLoopy');
  const named = style?.names?.get(g);
  if (named !== undefined) return named;
  if (g instanceof Stopper) return formatStopper(g, style);
  requireAnyLoopy(g, 'formatLoopy');
  if (!(g instanceof SidedValue)) return `${formatSide(g.onside, style)} & ${formatSide(g.offside, style)}`;
  if (g === DUD || (g.onside === ON && g.offside === OFF)) return 'dud';
  return `${formatStopper(g.onside, style)} & ${formatStopper(g.offside, style)}`;
}

loopyPrinter.text = (v) => (v instanceof SimplifiedSide ? formatSide(v) : formatLoopy(v));

// ---------------------------------------------------------------------------------------------
// Building the shorthand forms (the reader's side of the printer)

type Ref = number | Stopper;

/** The canonical stopper of node 0 of a small graph whose edges go to nodes or to stoppers. */
function smallStopper(spec: { left: Ref[]; right: Ref[] }[]): Stopper {
  const g = new GameGraph();
  g.addNodes(spec.length);
  const at = new Map<Stopper, number>();
  const ref = (r: Ref): number => {
    if (typeof r === 'number') return r;
    embedOptions([r], at, () => g.addNode(), (v, left, right) => g.setOptions(v, left, right));
    return at.get(r)!;
  };
  spec.forEach((n, i) => g.setOptions(i, n.left.map(ref), n.right.map(ref)));
  return canonicalStoppers(g, undefined, [0])[0]!;
}

/** The value of an upon form (the inverse of {@link uponFormOf}). */
export function uponFormValue(f: UponForm): Stopper {
  if (f.negated) return negStopper(uponFormValue({ ...f, x: negx(f.x), negated: false }));
  if (f.type === 'upon') {
    const k = f.nim ^ 1;
    return k === 0 ? smallStopper([{ left: [nus(f.x, 0), 0], right: [nus(f.x, 0)] }]) : smallStopper([{ left: [0], right: [nus(f.x, k)] }]);
  }
  const lo: Stopper[] = [];
  for (let n = 0; n <= f.nim; n++) lo.push(nus(f.x, n));
  const r = negStopper(uponFormValue({ type: 'upon', x: negx(f.x), nim: f.nim ^ 1, negated: false }));
  return smallStopper([{ left: lo, right: [r] }]);
}

/**
 * x + Tiny(S) = {x || x | x − S} or x + Miny(S) = {x + S | x || x} for a number x and a stopper S
 * (the inverse of {@link tinyFormOf} when S ≥ over).
 */
export function tinyFormValue(kind: 'Tiny' | 'Miny', translate: number, subscript: Stopper): Stopper {
  if (kind !== 'Tiny' && kind !== 'Miny') throw kindError('tinyFormValue', 'kind', "'Tiny' or 'Miny'", kind);
  if (typeof translate !== 'number') throw kindError('tinyFormValue', 'translate', 'a number', translate);
  requireStopper(subscript, 'tinyFormValue', 'subscript');
  const t = nus(translate, 0);
  if (kind === 'Tiny') return smallStopper([{ left: [t], right: [1] }, { left: [t], right: [minus(translate, subscript)] }]);
  return smallStopper([{ left: [1], right: [t] }, { left: [plus(translate, subscript)], right: [t] }]);
}

/**
 * The pseudonumber `x over` = {x | pass} (tilt 1) or `x under` = {pass | x} (tilt −1) for a number
 * x, built as that form (cheaper than the sum x + over when x is a large integer).
 */
export function pseudonumberValue(x: number, tilt: 1 | -1): Stopper {
  const n = nus(x, 0);
  return tilt === 1 ? smallStopper([{ left: [n], right: [0] }]) : smallStopper([{ left: [0], right: [n] }]);
}
