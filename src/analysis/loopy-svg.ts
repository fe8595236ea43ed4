/**
 * Pictures of loopy game graphs as self-contained SVG: the graph of a canonical stopper, or of
 * each side of a sided value (onside and offside side by side), or of a simplified side (a side
 * that is not a stopper, such as those of Bach's Carousel).
 *
 * Layout, without recursion: the nodes stand in rows by their distance from the root (breadth
 * first), ordered within a row by a fixed number of barycentre sweeps (the order with the fewest
 * crossings between neighbouring rows is kept), then placed left to right as near as they can to
 * the mean of their parents, a Left move pulling its target to the left and a Right move to the
 * right. Left's moves are blue, Right's red; a move down one row is a straight line (two curves
 * when both players move to the same node); a move within a row or back up is a curve; a move to
 * the same node (`pass`) is a small loop on the side of its player; every edge ends in an
 * arrowhead drawn as a triangle (no markers, so several pictures can share one page).
 *
 * Invariants kept by this module:
 * - The output depends only on the value drawn and the options: options are ordered by CGSuite's
 *   order of short games and by the interning hashes of loopy nodes (the same in every process),
 *   never by object identifiers (except to break a tie between two loopy nodes whose hashes
 *   collide); coordinates are rounded to hundredths. Same value, same bytes.
 * - Every piece of text placed in the SVG goes through {@link escapeXml}; labels and the title are
 *   bounded (cut to a stated length); the picture has a viewBox, a title and no external
 *   references.
 * - Nothing is drawn past `maxNodes` nodes: the breadth-first walk stops and throws
 *   {@link LoopyPictureLimitError} as soon as one node too many is reached, before any layout.
 * - A node's text is printed only when its graph has at most {@link PRINT_NODES} nodes (so the
 *   printer's text, which repeats shared followers, stays small); other nodes are named by
 *   letters and explained in the caption by their options.
 * - Stable markers for tools and tests: every node is a `<g data-node="k">` (k its breadth-first
 *   number in its panel, the root 0 with `data-root="true"`), every edge a
 *   `<g data-edge="L|R" data-from="i" data-to="j">`, every panel a `<g data-panel="...">`.
 */
import { LimitError, ValueError, checkAbort, clip } from '../engine/errors.js';
import { Game, quoteGame } from '../engine/game.js';
import { cgsuiteOrder } from '../engine/order.js';
import { formatSide, formatStopper, uponFormOf, uponFormString } from '../loopy/print.js';
import { asPseudonumber, pseudonumberString } from '../loopy/properties.js';
import { DUD } from '../loopy/constants.js';
import { SidedValue } from '../loopy/sided.js';
import { type AnyLoopyValue, type SideOption, SimplifiedSide, SimplifiedSidedValue } from '../loopy/simplified.js';
import { OFF, ON } from '../loopy/sided.js';
import { Stopper, fromGame, toGame } from '../loopy/stopper.js';
import { MAX_LABEL_CHARS, escapeXml } from './svg.js';
import type { RunOptions } from '../engine/run.js';

/** The default largest number of nodes a loopy picture draws (all its panels together). */
export const DEFAULT_LOOPY_PICTURE_NODES = 300;

/**
 * The largest graph (in nodes) whose CGSuite text is printed for a node label or the caption: a
 * larger node is described by its options instead (its text may repeat shared followers many
 * times).
 */
export const PRINT_NODES = 16;

/** A loopy picture would have more nodes than its `maxNodes` option allows. */
export class LoopyPictureLimitError extends LimitError {
  override name = 'LoopyPictureLimitError';
  override readonly code: string = 'LOOPY_PICTURE_LIMIT';
  /** The limit that was passed. */
  readonly limit: number;
  constructor(limit: number) {
    super(`the loopy game graph has more than ${limit} nodes; raise maxNodes (--max-nodes) or draw a smaller game`);
    this.limit = limit;
  }
}

/** Options of {@link loopyGraphSvg}: run control (its signal cancels the drawing with an `AbortError`) and limits. */
export interface LoopyGraphSvgOptions extends RunOptions {
  /** Largest number of nodes drawn, all panels together; past it a {@link LoopyPictureLimitError} (default {@link DEFAULT_LOOPY_PICTURE_NODES}). */
  maxNodes?: number;
  /** Draw the options of numbers too (default false: a number is a leaf, as in `gameTreeSvg`). */
  expandNumbers?: boolean;
  /** The longest text drawn inside a node (default 10 characters); a node with a longer text gets a letter explained in the caption. */
  maxNodeLabelChars?: number;
  /** The longest explanation of a letter in the caption (default 100 characters; longer ones are cut, saying how much was left out). */
  maxCaptionChars?: number;
  /** The picture's title (default: the value's text when it is short enough to print, see {@link PRINT_NODES}). */
  title?: string;
  /** The longest title drawn (default {@link MAX_LABEL_CHARS}); a longer one is cut, saying how much was left out. */
  maxLabelChars?: number;
}

/**
 * What {@link loopyGraphSvg} draws: any loopy value, a canonical stopper, one simplified side, or
 * a short game (drawn as its canonical stopper: the graph of its canonical form's followers).
 */
export type LoopyPictureInput = AnyLoopyValue | Stopper | SimplifiedSide | Game;

type Player = 'L' | 'R';

interface PNode {
  readonly obj: SideOption;
  readonly row: number;
  /** The breadth-first number in its panel. */
  readonly index: number;
  /** Options not drawn (a number when numbers are leaves). */
  readonly leaf: boolean;
  label: string;
  width: number;
  pos: number;
  x: number;
  y: number;
}

interface PEdge {
  readonly from: number;
  readonly to: number;
  readonly player: Player;
}

interface Panel {
  readonly caption: string | undefined;
  readonly nodes: PNode[];
  readonly edges: PEdge[];
}

const BLUE = '#1f5fbf';
const RED = '#c0392b';
const ROW_H = 72;
const NODE_H = 22;
const GAP = 22;
const PULL = 34;
const LOOP = 28;
const SWEEPS = 6;
const fmt = (x: number): string => {
  const r = Math.round(x * 100) / 100;
  return (r === 0 ? 0 : r).toString();
};

const isNumberNode = (s: SideOption): boolean => s instanceof Stopper && s.isLoopfree && toGame(s)!.isNumber;

/**
 * The order of a node's options in the picture: short games in CGSuite's order, then loopy
 * stoppers, then simplified sides, by their interning hashes (the same in every process).
 */
function optionOrder(a: SideOption, b: SideOption): number {
  const la = a instanceof Stopper && a.isLoopfree;
  const lb = b instanceof Stopper && b.isLoopfree;
  if (la && lb) return cgsuiteOrder(toGame(a as Stopper)!, toGame(b as Stopper)!);
  if (la !== lb) return la ? -1 : 1;
  const sa = a instanceof Stopper;
  const sb = b instanceof Stopper;
  if (sa !== sb) return sa ? -1 : 1;
  if (a._hash !== b._hash) return a._hash < b._hash ? -1 : 1;
  return a.id - b.id; // two hashes collide: rare, and only then does the interning order show
}

/** True when at most `cap` nodes are reachable from `s` (a walk that stops at cap + 1). */
function smallGraph(s: SideOption, cap: number): boolean {
  const seen = new Set<SideOption>([s]);
  const stack: SideOption[] = [s];
  while (stack.length) {
    const x = stack.pop()!;
    for (const o of [...(x._left as SideOption[]), ...(x._right as SideOption[])]) {
      if (seen.has(o)) continue;
      seen.add(o);
      if (seen.size > cap) return false;
      stack.push(o);
    }
  }
  return true;
}

/**
 * The CGSuite text of a node when it can be had cheaply, cut to `max` characters: pseudonumbers,
 * short games, upon forms, and any node whose graph has at most {@link PRINT_NODES} nodes; else
 * undefined. `whole` says whether the text was left uncut.
 */
function nodeText(s: SideOption, max: number): { text: string; whole: boolean } | undefined {
  const of = (t: string): { text: string; whole: boolean } => ({ text: clip(t, max), whole: t.length <= max });
  if (s instanceof Stopper) {
    const p = asPseudonumber(s);
    if (p) return of(pseudonumberString(p));
    if (s.isLoopfree) {
      const q = quoteGame(toGame(s)!, max);
      return { text: q, whole: q.length <= max };
    }
    const u = uponFormOf(s);
    if (u) return of(uponFormString(u));
    return smallGraph(s, PRINT_NODES) ? of(formatStopper(s)) : undefined;
  }
  return smallGraph(s, PRINT_NODES) ? of(formatSide(s)) : undefined;
}

/** Letters A … Z, then AA, AB, … (breadth-first order of the nodes that need one). */
function letter(k: number): string {
  let s = '';
  let n = k;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** The panels of the input: one graph, or the onside and offside. */
function panelsOf(v: LoopyPictureInput): { caption: string | undefined; root: SideOption }[] {
  if (v instanceof Game) return [{ caption: undefined, root: fromGame(v) }];
  if (v instanceof Stopper || v instanceof SimplifiedSide) return [{ caption: undefined, root: v }];
  if (v instanceof SidedValue || v instanceof SimplifiedSidedValue) {
    return [
      { caption: 'onside', root: v.onside },
      { caption: 'offside', root: v.offside },
    ];
  }
  throw new ValueError(`loopyGraphSvg draws a loopy value (Stopper, SidedValue, SimplifiedSidedValue or SimplifiedSide), got ${clip(v, 60)}`);
}

/** Breadth-first walk of one panel's graph, counting nodes against the limit. */
function walk(root: SideOption, expandNumbers: boolean, budget: { left: number; limit: number }, signal: AbortSignal | undefined): { nodes: PNode[]; edges: PEdge[] } {
  const index = new Map<SideOption, number>();
  const nodes: PNode[] = [];
  const edges: PEdge[] = [];
  const add = (obj: SideOption, row: number): number => {
    let k = index.get(obj);
    if (k !== undefined) return k;
    if (--budget.left < 0) throw new LoopyPictureLimitError(budget.limit);
    k = nodes.length;
    index.set(obj, k);
    nodes.push({ obj, row, index: k, leaf: !expandNumbers && isNumberNode(obj), label: '', width: 0, pos: 0, x: 0, y: 0 });
    return k;
  };
  add(root, 0);
  for (let i = 0; i < nodes.length; i++) {
    if ((i & 63) === 0) checkAbort(signal);
    const n = nodes[i]!;
    if (n.leaf) continue;
    for (const player of ['L', 'R'] as const) {
      const opts = [...((player === 'L' ? n.obj._left : n.obj._right) as SideOption[])].sort(optionOrder);
      for (const o of opts) edges.push({ from: i, to: add(o, n.row + 1), player });
    }
  }
  return { nodes, edges };
}

/**
 * Crossings between the edges joining two neighbouring rows, given each node's position: pairs
 * (a, b), (a', b') with a < a' and b > b', counted by sorting on a and counting inversions of b
 * with a Fenwick tree (E log E for E edges). @internal
 */
export function crossings(pairs: readonly (readonly [number, number])[], pos: (k: number) => number): number {
  if (pairs.length < 2) return 0;
  const ab = pairs.map(([u, v]) => [pos(u), pos(v)] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let size = 1;
  for (const [, b] of ab) size = Math.max(size, b + 2);
  const tree = new Int32Array(size + 1);
  let c = 0;
  let seen = 0;
  for (const [, b] of ab) {
    // earlier pairs with a position ≤ b below: the rest (b' > b) cross this one
    let le = 0;
    for (let i = b + 1; i > 0; i -= i & -i) le += tree[i]!;
    c += seen - le;
    for (let i = b + 1; i <= size; i += i & -i) tree[i]!++;
    seen++;
  }
  return c;
}

/**
 * Orders each row by barycentre sweeps (down, then up, {@link SWEEPS} times), keeping the order
 * with the fewest crossings between neighbouring rows; a Left move down counts its target a half
 * place to the left of its source, a Right move a half place to the right.
 */
function orderRows(p: { nodes: PNode[]; edges: PEdge[] }): PNode[][] {
  const rows: PNode[][] = [];
  for (const n of p.nodes) (rows[n.row] ??= []).push(n);
  rows.forEach((r) => r.forEach((n, i) => (n.pos = i)));
  // neighbours in the row above and below, with the pull of a move down
  const up: { k: number; bias: number }[][] = p.nodes.map(() => []);
  const down: number[][] = p.nodes.map(() => []);
  const between: [number, number][][] = rows.map(() => []); // pairs (upper, lower) joining row r and r + 1
  for (const e of p.edges) {
    const a = p.nodes[e.from]!;
    const b = p.nodes[e.to]!;
    if (Math.abs(a.row - b.row) !== 1) continue;
    const [hi, lo] = a.row < b.row ? [a, b] : [b, a];
    up[lo.index]!.push({ k: hi.index, bias: a.row < b.row ? (e.player === 'L' ? -0.5 : 0.5) : 0 });
    down[hi.index]!.push(lo.index);
    between[hi.row]!.push([hi.index, lo.index]);
  }
  const loops = p.nodes.map(() => 0); // bit 1: a Left pass, bit 2: a Right pass
  for (const e of p.edges) if (e.from === e.to) loops[e.from]! |= e.player === 'L' ? 1 : 2;
  const total = (): number => between.reduce((s, pairs) => s + crossings(pairs, (k) => p.nodes[k]!.pos), 0);
  const sortRow = (r: PNode[], key: (n: PNode) => number | undefined): void => {
    const keyed = r.map((n) => ({ n, k: key(n) ?? n.pos }));
    keyed.sort((x, y) => x.k - y.k || x.n.pos - y.n.pos);
    keyed.forEach((x, i) => {
      r[i] = x.n;
      x.n.pos = i;
    });
  };
  let best = total();
  let bestPos = p.nodes.map((n) => n.pos);
  for (let s = 0; s < SWEEPS && best > 0; s++) {
    for (let r = 1; r < rows.length; r++) {
      sortRow(rows[r]!, (n) => {
        const u = up[n.index]!;
        return u.length ? u.reduce((a, x) => a + p.nodes[x.k]!.pos + x.bias, 0) / u.length : undefined;
      });
    }
    for (let r = rows.length - 2; r >= 1; r--) {
      sortRow(rows[r]!, (n) => {
        const d = down[n.index]!;
        return d.length ? d.reduce((a, k) => a + p.nodes[k]!.pos, 0) / d.length : undefined;
      });
    }
    const c = total();
    if (c < best) {
      best = c;
      bestPos = p.nodes.map((n) => n.pos);
    }
  }
  p.nodes.forEach((n, i) => (n.pos = bestPos[i]!));
  for (const r of rows) r.sort((a, b) => a.pos - b.pos);
  // x: each row as near as it can be to the mean of its parents (plus the pull of the move), the
  // nodes kept in order and apart: least squares under x[i+1] − x[i] ≥ sep[i], by pooling
  // adjacent violators on x[i] − S[i] (S the running sum of separations)
  rows[0]![0]!.x = 0;
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    const want = row.map((n) => {
      const u = up[n.index]!.filter((x) => p.nodes[x.k]!.row === r - 1);
      return u.length ? u.reduce((a, x) => a + p.nodes[x.k]!.x + x.bias * 2 * PULL, 0) / u.length : 0;
    });
    const S: number[] = [0];
    // room for loops: a Right pass on the right of a node, a Left pass on the left of its neighbour
    for (let i = 1; i < row.length; i++) S.push(S[i - 1]! + (row[i - 1]!.width + row[i]!.width) / 2 + GAP + (loops[row[i - 1]!.index]! & 2 ? LOOP : 0) + (loops[row[i]!.index]! & 1 ? LOOP : 0));
    const blocks: { sum: number; count: number }[] = [];
    for (let i = 0; i < row.length; i++) {
      blocks.push({ sum: want[i]! - S[i]!, count: 1 });
      while (blocks.length > 1 && blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.count > blocks[blocks.length - 1]!.sum / blocks[blocks.length - 1]!.count) {
        const b = blocks.pop()!;
        blocks[blocks.length - 1]!.sum += b.sum;
        blocks[blocks.length - 1]!.count += b.count;
      }
    }
    let i = 0;
    for (const b of blocks) for (let j = 0; j < b.count; j++, i++) row[i]!.x = b.sum / b.count + S[i]!;
  }
  for (const n of p.nodes) n.y = n.row * ROW_H;
  return rows;
}

type Pt = readonly [number, number];

/** An arrowhead with its tip at `tip`, pointing along `dir`. */
function arrow(tip: Pt, dir: Pt, color: string): string {
  const len = Math.hypot(dir[0], dir[1]) || 1;
  const ux = dir[0] / len;
  const uy = dir[1] / len;
  const bx = tip[0] - 8 * ux;
  const by = tip[1] - 8 * uy;
  const pts = [tip, [bx - 4 * uy, by + 4 * ux], [bx + 4 * uy, by - 4 * ux]] as const;
  return `<polygon points="${pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${color}"/>`;
}

/** The point where the segment from the centre of n towards `to` leaves n's box. */
function boxExit(n: PNode, to: Pt): Pt {
  const dx = to[0] - n.x;
  const dy = to[1] - n.y;
  const t = Math.min(dx === 0 ? Infinity : n.width / 2 / Math.abs(dx), dy === 0 ? Infinity : NODE_H / 2 / Math.abs(dy));
  return Number.isFinite(t) ? [n.x + dx * t, n.y + dy * t] : [n.x, n.y];
}

/** One edge: its path, arrowhead, and the points that bound it. */
function edgeShape(e: PEdge, nodes: readonly PNode[], both: boolean): { d: string; head: string; pts: Pt[] } {
  const a = nodes[e.from]!;
  const b = nodes[e.to]!;
  const color = e.player === 'L' ? BLUE : RED;
  const sgn = e.player === 'L' ? -1 : 1;
  const P = (p: Pt): string => `${fmt(p[0])},${fmt(p[1])}`;
  if (a === b) {
    // pass: a loop on the player's side
    const sx = a.x + sgn * (a.width / 2);
    const p0: Pt = [sx, a.y - 5];
    const p3: Pt = [sx, a.y + 5];
    const c1: Pt = [sx + sgn * 26, a.y - 18];
    const c2: Pt = [sx + sgn * 26, a.y + 18];
    return { d: `M${P(p0)} C${P(c1)} ${P(c2)} ${P(p3)}`, head: arrow(p3, [p3[0] - c2[0], p3[1] - c2[1]], color), pts: [p0, c1, c2, p3] };
  }
  if (b.row === a.row + 1) {
    const p0 = boxExit(a, [b.x, b.y]);
    const p1 = boxExit(b, [a.x, a.y]);
    if (!both) return { d: `M${P(p0)} L${P(p1)}`, head: arrow(p1, [p1[0] - p0[0], p1[1] - p0[1]], color), pts: [p0, p1] };
    // both players move here: two curves, Left's bending left, Right's right
    const dx = p1[0] - p0[0];
    const dy = p1[1] - p0[1];
    const len = Math.hypot(dx, dy) || 1;
    const c: Pt = [(p0[0] + p1[0]) / 2 + (sgn * 16 * dy) / len, (p0[1] + p1[1]) / 2 - (sgn * 16 * dx) / len];
    return { d: `M${P(p0)} Q${P(c)} ${P(p1)}`, head: arrow(p1, [p1[0] - c[0], p1[1] - c[1]], color), pts: [p0, c, p1] };
  }
  if (b.row === a.row) {
    // within a row: Left's moves arc below, Right's above; a move to the right arcs further
    const dir = e.player === 'L' ? 1 : -1;
    const h = 20 + 0.12 * Math.abs(b.x - a.x) + (b.x > a.x ? 10 : 0);
    const p0: Pt = [a.x, a.y + (dir * NODE_H) / 2];
    const p3: Pt = [b.x, b.y + (dir * NODE_H) / 2];
    const c1: Pt = [a.x, p0[1] + dir * h];
    const c2: Pt = [b.x, p3[1] + dir * h];
    return { d: `M${P(p0)} C${P(c1)} ${P(c2)} ${P(p3)}`, head: arrow(p3, [p3[0] - c2[0], p3[1] - c2[1]], color), pts: [p0, c1, c2, p3] };
  }
  // back up: out of the player's side of the node (Left's on the left, Right's on the right),
  // rising at once so as not to run along the row, into the same side of the target
  const p0: Pt = [a.x + (sgn * a.width) / 2, a.y];
  const p3: Pt = [b.x + (sgn * b.width) / 2, b.y];
  const reach = 24 + 14 * (a.row - b.row);
  const bx = sgn < 0 ? Math.min(p0[0], p3[0]) - reach : Math.max(p0[0], p3[0]) + reach;
  const c1: Pt = [p0[0] + sgn * reach, a.y - ROW_H * 0.4];
  const c2: Pt = [bx, b.y];
  return { d: `M${P(p0)} C${P(c1)} ${P(c2)} ${P(p3)}`, head: arrow(p3, [p3[0] - c2[0], p3[1] - c2[1]], color), pts: [p0, c1, c2, p3] };
}

/** The text width of a label, estimated (12 px sans-serif). */
const textWidth = (s: string, px = 7): number => px * [...s].length;

/**
 * The graph of a loopy value as SVG. A canonical stopper (or one simplified side) is one graph;
 * a sided value draws its onside and offside side by side, captioned `onside` and `offside`
 * (`dud` = on & off is two one-node graphs: `on` with a Left loop, `off` with a Right loop).
 *
 * Nodes stand in rows by their distance from the root, which has a thick border and an arrow
 * coming in; Left's moves are blue, Right's red, a `pass` is a loop on its player's side. A node is
 * labelled with its value in CGSuite's shorthand (`0`, `*`, `1`, `over`, `on`, `^[on]`, …) when
 * that text has at most `maxNodeLabelChars` characters, and otherwise with a letter that the
 * caption explains (by its text, or by its options in terms of the picture's nodes when its
 * text would be too long to print). Numbers are leaves unless `expandNumbers`. The output is
 * deterministic: the same value and options give the same bytes, in any process.
 *
 * Markers for tools: `data-panel` on each graph, `data-node` (and `data-root`) on each node,
 * `data-edge="L"` or `"R"` with `data-from` and `data-to` on each edge.
 *
 * @example
 * ```ts
 * import { loopyGraphSvg, parse } from 'partizan';
 * const svg = loopyGraphSvg(parse('over', { loopy: true })); // over = {0 | pass}
 * svg.match(/data-node=/g)?.length; // 2 (over and 0)
 * ```
 *
 * @throws LoopyPictureLimitError past `maxNodes` nodes (all panels together).
 * @throws ValueError when `v` is not a loopy value, or an option is out of range.
 */
export function loopyGraphSvg(v: LoopyPictureInput, opts: LoopyGraphSvgOptions = {}): string {
  const maxNodes = opts.maxNodes ?? DEFAULT_LOOPY_PICTURE_NODES;
  const nodeMax = opts.maxNodeLabelChars ?? 10;
  const capMax = opts.maxCaptionChars ?? 100;
  const titleMax = opts.maxLabelChars ?? MAX_LABEL_CHARS;
  for (const [k, x, lo] of [['maxNodes', maxNodes, 1], ['maxNodeLabelChars', nodeMax, 1], ['maxCaptionChars', capMax, 10], ['maxLabelChars', titleMax, 1]] as const) {
    if (!Number.isSafeInteger(x) || x < lo) throw new ValueError(`loopyGraphSvg: ${k} must be an integer ≥ ${lo}, got ${clip(x, 40)}`);
  }
  const specs = panelsOf(v);
  const budget = { left: maxNodes, limit: maxNodes };
  const walked = specs.map((s) => walk(s.root, opts.expandNumbers ?? false, budget, opts.signal));
  // labels: the short text, else a letter (one letter per value, shared by the panels)
  const letters = new Map<SideOption, string>();
  const texts = new Map<SideOption, { text: string; whole: boolean } | undefined>();
  const legend: string[] = [];
  const captionOf: { obj: SideOption; letter: string }[] = [];
  for (const p of walked) {
    for (const n of p.nodes) {
      checkAbort(opts.signal);
      if (!texts.has(n.obj)) texts.set(n.obj, nodeText(n.obj, capMax));
      const t = texts.get(n.obj);
      if (t !== undefined && t.whole && [...t.text].length <= nodeMax) n.label = t.text;
      else {
        let l = letters.get(n.obj);
        if (l === undefined) {
          l = letter(letters.size);
          letters.set(n.obj, l);
          captionOf.push({ obj: n.obj, letter: l });
        }
        n.label = l;
      }
      n.width = Math.max(28, textWidth(n.label) + 14);
    }
  }
  const labelOf = (o: SideOption): string => letters.get(o) ?? texts.get(o)?.text ?? '?';
  for (const { obj, letter: l } of captionOf) {
    const t = texts.get(obj);
    if (t !== undefined) legend.push(`${l} = ${t.text}`);
    else {
      const side = (list: readonly SideOption[]): string => list.map((o) => (o === obj ? 'pass' : labelOf(o))).join(', ');
      legend.push(clip(`${l} = {${side(obj._left as SideOption[])} | ${side(obj._right as SideOption[])}} (its options, named as in the picture)`, capMax));
    }
  }
  // layout of each panel, in its own coordinates
  const panels: (Panel & { minX: number; maxX: number; minY: number; maxY: number; body: string[] })[] = [];
  walked.forEach((p, i) => {
    orderRows(p);
    const pairs = new Set(p.edges.map((e) => `${e.from}>${e.to}:${e.player}`));
    const body: string[] = [];
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = -NODE_H / 2 - 22; // the root's arrow
    let maxY = -Infinity;
    const see = (pt: Pt): void => {
      minX = Math.min(minX, pt[0]);
      maxX = Math.max(maxX, pt[0]);
      minY = Math.min(minY, pt[1]);
      maxY = Math.max(maxY, pt[1]);
    };
    for (const e of p.edges) {
      const other = `${e.from}>${e.to}:${e.player === 'L' ? 'R' : 'L'}`;
      const s = edgeShape(e, p.nodes, e.from !== e.to && pairs.has(other));
      s.pts.forEach(see);
      const color = e.player === 'L' ? BLUE : RED;
      body.push(`<g data-edge="${e.player}" data-from="${e.from}" data-to="${e.to}"><path d="${s.d}" fill="none" stroke="${color}" stroke-width="1.5"/>${s.head}</g>`);
    }
    const root = p.nodes[0]!;
    body.push(
      `<g data-start="true"><path d="M${fmt(root.x)},${fmt(root.y - NODE_H / 2 - 20)} L${fmt(root.x)},${fmt(root.y - NODE_H / 2 - 1)}" stroke="#222" stroke-width="1.5"/>${arrow([root.x, root.y - NODE_H / 2 - 1], [0, 1], '#222')}</g>`,
    );
    for (const n of p.nodes) {
      see([n.x - n.width / 2, n.y - NODE_H / 2]);
      see([n.x + n.width / 2, n.y + NODE_H / 2]);
      const full = texts.get(n.obj);
      const tip = full !== undefined ? full.text : `${n.label}: see the caption`;
      body.push(
        `<g data-node="${n.index}"${n.index === 0 ? ' data-root="true"' : ''}><title>${escapeXml(tip)}</title>` +
          `<rect x="${fmt(n.x - n.width / 2)}" y="${fmt(n.y - NODE_H / 2)}" width="${fmt(n.width)}" height="${NODE_H}" rx="8" fill="${n.index === 0 ? '#fff8e1' : 'white'}" stroke="#222" stroke-width="${n.index === 0 ? 2.5 : 1}"/>` +
          `<text x="${fmt(n.x)}" y="${fmt(n.y + 4)}" text-anchor="middle">${escapeXml(n.label)}</text></g>`,
      );
    }
    panels.push({ caption: specs[i]!.caption, nodes: p.nodes, edges: p.edges, minX, maxX, minY, maxY, body });
  });
  // the title
  let title = opts.title;
  if (title === undefined) {
    const t = specs.map((s) => texts.get(s.root));
    if (t.every((x) => x?.whole)) title = v === DUD || (specs.length === 2 && specs[0]!.root === ON && specs[1]!.root === OFF) ? 'dud' : t.map((x) => x!.text).join(' & ');
    else title = `a loopy game of ${panels.reduce((a, p) => a + p.nodes.length, 0)} nodes`;
  }
  title = clip(title, titleMax);
  // assembly: title, panels side by side, key and caption
  const pad = 16;
  const titleH = 30;
  const capH = specs.length > 1 ? 20 : 0;
  let x = pad;
  const placed = panels.map((p) => {
    const w = Math.max(p.maxX - p.minX, textWidth(p.caption ?? '') + 4);
    const at = { dx: x - p.minX + (w - (p.maxX - p.minX)) / 2, left: x, w };
    x += w + 40;
    return at;
  });
  const bodyH = Math.max(...panels.map((p) => p.maxY - p.minY));
  const key = `Blue: Left's moves; red: Right's moves; a loop is a pass; thick border: the ${specs.length > 1 ? 'side' : 'game'} itself.`;
  const lines = [key, ...legend];
  const lineH = 15;
  const width = lines.reduce((w, l) => Math.max(w, textWidth(l, 6.3) + 2 * pad), Math.max(x - 40 + pad, textWidth(title, 7.5) + 2 * pad));
  // the panels centred in the width
  const shift = (width - (x - 40 + pad)) / 2;
  for (const at of placed) {
    at.dx += shift;
    at.left += shift;
  }
  const top = titleH + capH;
  const height = top + bodyH + 16 + lines.length * lineH + pad;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(`Loopy game graph of ${title}`)}</title>`,
    `<rect x="0" y="0" width="${fmt(width)}" height="${fmt(height)}" fill="white"/>`,
    `<text x="${fmt(width / 2)}" y="20" text-anchor="middle" font-size="13">${escapeXml(title)}</text>`,
  ];
  panels.forEach((p, i) => {
    const at = placed[i]!;
    const dy = top - p.minY;
    out.push(`<g data-panel="${p.caption ?? 'game'}">`);
    if (p.caption !== undefined) out.push(`<text x="${fmt(at.left + at.w / 2)}" y="${fmt(titleH + 12)}" text-anchor="middle" font-style="italic">${escapeXml(p.caption)}</text>`);
    out.push(`<g transform="translate(${fmt(at.dx)},${fmt(dy)})">`, ...p.body, '</g>', '</g>');
  });
  lines.forEach((l, i) => {
    out.push(`<text x="${pad}" y="${fmt(top + bodyH + 16 + (i + 1) * lineH - 3)}" font-size="11" fill="${i === 0 ? '#555' : '#222'}">${escapeXml(l)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
