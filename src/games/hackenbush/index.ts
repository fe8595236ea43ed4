/**
 * Hackenbush on strings and trees (rooted on the ground): Blue edges are Left's, Red edges Right's,
 * Green edges either player's. Cutting an edge removes it and everything no longer connected to
 * the ground, that is, the subtree above it.
 *
 * Text form: a letter per edge (`B`, `R`, `G`, either case), read upwards from the ground. Letters
 * in a row form a chain, each edge standing on the previous one, so `BRRB` is a string. After a
 * chain, `( … )` lists the branches standing on its last edge, separated by commas; commas at the
 * top level separate edges standing on the ground. So `B(R,B)` is a blue edge carrying a red and a
 * blue edge, `BR,RRB` is the sum of two strings, and `B(R,BB(G,R))` is a tree.
 *
 * Closed forms (graph.ts's, each tree read as a graph), the ruleset's `known` shortcut, tested against
 * the plain search:
 * - a Blue-Red string is a number, given by Berlekamp's sign-expansion rule
 *   (Winning Ways, ch. 2): the first run of k equal edges counts ±k, and each later edge counts ±1/2,
 *   ±1/4, … in turn ({@link hackenbushStringValue});
 * - a Blue-Red tree is a number, by the colon principle: an edge carrying a subtree of value x is
 *   worth 1:x for Blue, where 1:x = (x + n)/2^(n−1) with n the least positive integer such that
 *   x + n > 1, and −(1:−x) for Red; edges on one node add;
 * - a Green tree is a nimber: an edge carrying a subtree of value *n is worth *(n+1), edges on one
 *   node add in nim (the colon principle again).
 */
import { add } from '../../engine/arith.js';
import { nus, zero } from '../../engine/constructors.js';
import { dyAdd } from '../../engine/dyadic.js';
import type { Game } from '../../engine/game.js';
import type { Player, Ruleset } from '../../engine/solver.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { HackGraph, hackGraphKnown } from './graph.js';
import { kindError, requireInt, requireString } from '../../engine/guard.js';

/** An edge colour: Blue (Left's), Red (Right's) or Green (both players'). */
export type HackenbushColor = 'B' | 'R' | 'G';

const COLORS: readonly HackenbushColor[] = ['B', 'R', 'G'];

/**
 * A Hackenbush position: a forest of edges rooted on the ground. Immutable.
 *
 * Invariant: edges are listed in pre-order; `parent[i] < i` is the edge that edge i stands on, or
 * −1 for an edge on the ground; `color[i]` indexes B, R, G.
 */
export class HackenbushPosition {
  /** @internal */
  constructor(
    /** @internal */ readonly parent: Int32Array,
    /** @internal */ readonly color: Uint8Array,
  ) {}

  /** The number of edges. */
  get size(): number {
    return this.parent.length;
  }

  /** The colour of edge i (in pre-order from the ground). */
  colorOf(i: number): HackenbushColor {
    return COLORS[this.color[i]!]!;
  }

  /**
   * A string of edges from the ground up, e.g. `"BRRB"`: letters only.
   * @throws {@link PositionSyntaxError} at the first character that is not an edge letter.
   */
  static string(colors: string): HackenbushPosition {
    requireString(colors, 'HackenbushPosition.string', 'colors');
    const bad = colors.search(/[^BRGbrg]/);
    if (bad >= 0) throw new PositionSyntaxError('Hackenbush', colors, bad, 'a string has only the letters B, R and G');
    return HackenbushPosition.parse(colors);
  }

  /**
   * Parses the text form described in the module notes (letters, `(`, `)`, `,`; spaces ignored).
   * @throws {@link PositionSyntaxError} saying where the text is wrong.
   */
  static parse(text: string): HackenbushPosition {
    requireString(text, 'HackenbushPosition.parse', 'text');
    const parent: number[] = [];
    const color: number[] = [];
    const err = (i: number, what: string): never => {
      throw new PositionSyntaxError('Hackenbush', text, i, what);
    };
    // The stack holds, for each open '(', the edge the branches stand on (−1 for the ground).
    const base: number[] = [-1];
    let last = -1; // the last edge of the current chain, −1 at the start of a chain
    let closed = false; // just after ')'
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') continue;
      const c = COLORS.indexOf(ch.toUpperCase() as HackenbushColor);
      if (c >= 0) {
        if (closed) err(i, "expected ',' or ')' after ')'");
        parent.push(last >= 0 ? last : base[base.length - 1]!);
        color.push(c);
        last = parent.length - 1;
      } else if (ch === '(') {
        if (last < 0) err(i, "'(' must follow an edge letter");
        base.push(last);
        last = -1;
      } else if (ch === ')') {
        if (base.length === 1) err(i, "unmatched ')'");
        if (last < 0 && !closed) err(i, "empty branch before ')'");
        base.pop();
        last = -1;
        closed = true;
        continue;
      } else if (ch === ',') {
        if (last < 0 && !closed) err(i, "empty branch before ','");
        last = -1;
      } else err(i, `unexpected ${JSON.stringify(ch)} (expected B, R, G, '(', ')' or ',')`);
      closed = false;
    }
    if (base.length > 1) err(text.length, "missing ')'");
    if (last < 0 && !closed && parent.length > 0) err(text.length, 'the text ends after a comma');
    return new HackenbushPosition(Int32Array.from(parent), Uint8Array.from(color));
  }

  /** Subtree sizes: edge i and the edges above it are `i .. i + size[i] − 1`. */
  private subtreeSizes(): Int32Array {
    const n = this.parent.length;
    const size = new Int32Array(n).fill(1);
    for (let i = n - 1; i >= 0; i--) if (this.parent[i]! >= 0) size[this.parent[i]!]! += size[i]!;
    return size;
  }

  /** True when the position is a single string (a path from the ground), or empty. */
  isString(): boolean {
    for (let i = 0; i < this.parent.length; i++) if (this.parent[i] !== i - 1) return false;
    return true;
  }

  /** The position after cutting edge i (it and the edges above it disappear). */
  cut(i: number): HackenbushPosition {
    requireInt(i, 'HackenbushPosition.cut', 'i', 0, this.parent.length - 1);
    const size = this.subtreeSizes()[i]!;
    const n = this.parent.length;
    const parent = new Int32Array(n - size);
    const color = new Uint8Array(n - size);
    for (let j = 0, k = 0; j < n; j++) {
      if (j >= i && j < i + size) continue;
      const p = this.parent[j]!;
      parent[k] = p >= i + size ? p - size : p;
      color[k++] = this.color[j]!;
    }
    return new HackenbushPosition(parent, color);
  }

  /** The trees standing on the ground, each as a position (their sum is this position). */
  trees(): HackenbushPosition[] {
    const size = this.subtreeSizes();
    const out: HackenbushPosition[] = [];
    for (let i = 0; i < this.parent.length; i += size[i]!) {
      const parent = this.parent.slice(i, i + size[i]!).map((p) => (p < 0 ? -1 : p - i));
      out.push(new HackenbushPosition(parent, this.color.slice(i, i + size[i]!)));
    }
    return out;
  }

  /**
   * The canonical text: branches sorted, so that two positions equal up to reordering branches
   * print the same. Chains print as letter runs.
   */
  toString(): string {
    const n = this.parent.length;
    const kids: number[][] = Array.from({ length: n }, () => []);
    const roots: number[] = [];
    for (let i = 0; i < n; i++) (this.parent[i]! < 0 ? roots : kids[this.parent[i]!]!).push(i);
    // Bottom-up (reverse pre-order visits children first): no recursion on depth.
    const text: string[] = new Array<string>(n);
    const join = (xs: number[]): string => xs.map((k) => text[k]!).sort().join(',');
    for (let i = n - 1; i >= 0; i--) {
      const ks = kids[i]!;
      const letter = COLORS[this.color[i]!]!;
      text[i] = ks.length === 0 ? letter : ks.length === 1 ? letter + text[ks[0]!] : `${letter}(${join(ks)})`;
    }
    return join(roots);
  }
}

/** Whether `player` may cut an edge of colour index c (0 B, 1 R, 2 G). */
function mayCut(player: Player, c: number): boolean {
  return c === 2 || c === (player === 'L' ? 0 : 1);
}

/**
 * The value of a Blue-Red string by Berlekamp's sign-expansion rule (Winning Ways, ch. 2): the
 * first run of k equal edges counts ±k, each later edge ±1/2, ±1/4, … (+ for Blue). Strings long
 * enough to need more than 53 significant bits are a ValueError.
 */
export function hackenbushStringValue(colors: string): Game {
  requireString(colors, 'hackenbushStringValue', 'colors');
  let x = 0;
  let run = true;
  let w = 1;
  const first = colors[0];
  for (let i = 0; i < colors.length; i++) {
    const c = colors[i]!.toUpperCase();
    if (c !== 'B' && c !== 'R') throw new PositionSyntaxError('Hackenbush', colors, i, 'a Blue-Red string has only B and R edges');
    if (run && c !== first?.toUpperCase()) run = false;
    if (!run) w /= 2;
    x = dyAdd(x, c === 'B' ? w : -w);
  }
  return nus(x, 0, 0); // an exact computed dyadic, possibly with many binary places
}

/**
 * The value of a position by the closed forms of the module notes, when it has one: every tree on
 * the ground is Blue-Red (a number) or all Green (a nimber). Otherwise undefined.
 */
export function hackenbushKnownValue(p: HackenbushPosition): Game | undefined {
  requireHackenbush(p, 'hackenbushKnownValue');
  let total = zero;
  for (const t of p.trees()) {
    // the tree as a graph: the ground is vertex 0, and edge i joins its parent's top (or the ground) to vertex i + 1
    const bottom = Int32Array.from(t.parent, (q) => q + 1);
    const top = Int32Array.from(bottom, (_, i) => i + 1);
    const v = hackGraphKnown(new HackGraph(t.size + 1, bottom, top, t.color));
    if (v === undefined) return undefined;
    total = add(total, v);
  }
  return total;
}

/** `p` when it is a {@link HackenbushPosition}, else a KindError naming `fn`. */
function requireHackenbush(p: unknown, fn: string): HackenbushPosition {
  if (!(p instanceof HackenbushPosition)) throw kindError(fn, 'p', 'a HackenbushPosition (parseHackenbush)', p);
  return p;
}

/**
 * Hackenbush as a {@link Ruleset}: a player cuts an edge of their colour or a green one; the trees
 * on the ground are independent components; positions are keyed by their canonical text (equal up
 * to reordering branches); trees with a closed form (see the module notes) are `known`.
 */
export const hackenbush: Ruleset<HackenbushPosition> = {
  options(p, player) {
    requireHackenbush(p, 'hackenbush.options');
    if (player !== 'L' && player !== 'R') throw kindError('hackenbush.options', 'player', "'L' or 'R'", player);
    const out: HackenbushPosition[] = [];
    for (let i = 0; i < p.size; i++) if (mayCut(player, p.color[i]!)) out.push(p.cut(i));
    return out;
  },
  components: (p) => requireHackenbush(p, 'hackenbush.components').trees(),
  key: (p) => requireHackenbush(p, 'hackenbush.key').toString(),
  known: hackenbushKnownValue,
};
