/**
 * Pictures as self-contained SVG text: thermographs and game trees.
 *
 * Invariant: every piece of text placed in the SVG goes through {@link escapeXml}; every picture
 * has a viewBox, a title, and no external references, so it can be embedded or saved as is.
 */
import { LimitError, ValueError, clip } from '../engine/errors.js';
import { type Game, quoteGame } from '../engine/game.js';
import { thermograph, Thermograph, type Trajectory } from './thermograph.js';
import { kindError, optionsArg } from '../engine/guard.js';
import type { Rational } from './rational.js';
import { requireShort } from '../values/kind.js';

import { escapeXml } from '../engine/xml.js';

export { escapeXml };

/**
 * The longest label drawn by default: a game's text is cut to this many characters (with the
 * number of characters left out), so a picture of a big sum stays small; `fullLabels` draws the
 * whole text.
 */
export const MAX_LABEL_CHARS = 120;

/** Cuts a label to `max` characters unless `full`. */
function label(text: string, max: number, full: boolean | undefined): string {
  if (typeof text !== 'string') text = clip(text, max);
  return full || text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** The label of a game: its text, cut to `max` characters (without printing it whole) unless `full`. */
function gameLabel(g: Game, max: number, full: boolean | undefined): string {
  return full ? String(g) : quoteGame(g, max);
}

/** Options of {@link thermographSvg}. */
export interface ThermographSvgOptions {
  /** The picture's title (default: the game's text, cut to `maxLabelChars`). */
  title?: string;
  /** The longest title drawn (default {@link MAX_LABEL_CHARS}); a longer one is cut, saying how much was left out. */
  maxLabelChars?: number;
  /** Draw the game's whole text, however long (default false: cut to `maxLabelChars`). */
  fullLabels?: boolean;
  /** Width of the drawing in pixels (default 480). */
  width?: number;
  /** How far above the temperature the mast is drawn, in temperature units (default: 1, at least a quarter of the height). */
  mastHeight?: number;
}

const num = (f: Rational): number => f.valueOf();
const fmt = (x: number): string => (Math.round(x * 100) / 100).toString();

/**
 * The thermograph of g as SVG: the walls (Left's wall in blue, Right's in red), the mast above the
 * temperature, a value axis at temperature 0 and a temperature axis, breakpoints labelled with
 * exact values, and the temperature and mean marked. Values increase to the left, as in
 * Winning Ways and CGSuite.
 *
 * @example
 * ```ts
 * import { game, num, switchOf, thermographSvg } from 'partizan';
 * const svg = thermographSvg(game([num(3)], [switchOf(num(1))]));
 * svg.startsWith('<svg'); // true
 * ```
 */
export function thermographSvg(g: Game, opts: ThermographSvgOptions = {}): string {
  g = requireShort(g, 'thermographSvg');
  const max = opts.maxLabelChars ?? MAX_LABEL_CHARS;
  const title = opts.title !== undefined ? label(opts.title, max, opts.fullLabels) : gameLabel(g, max, opts.fullLabels);
  return drawThermograph(thermograph(g), title, opts);
}

/**
 * Draws an already computed thermograph (see {@link thermographSvg}); `title` is cut to
 * `maxLabelChars` unless `fullLabels`.
 */
export function thermographToSvg(th: Thermograph, title: string, options: ThermographSvgOptions = {}): string {
  if (!(th instanceof Thermograph)) throw kindError('thermographToSvg', 'th', 'a Thermograph (thermograph(g))', th);
  const opts = optionsArg<ThermographSvgOptions>(options, 'thermographToSvg');
  return drawThermograph(th, label(title, opts.maxLabelChars ?? MAX_LABEL_CHARS, opts.fullLabels), opts);
}

/** Width of `text` at `size` px in a sans-serif font, estimated generously (0.62 em a character). */
const textWidth = (text: string, size: number): number => [...text].length * size * 0.62;

/** The tallest plot, as a fraction of the plot's width (a number's thermograph is a short mast, not a tower). */
const MAX_ASPECT = 0.75;

/**
 * Draws a thermograph with a title already cut to size.
 *
 * Layout invariants: values and temperatures share one scale (walls at 45°); the plot is at most
 * {@link MAX_ASPECT} times as tall as it is wide (the value range is widened, about its middle,
 * when the walls alone would make it taller); every label lies inside the picture and off the
 * plot's walls (the axis name goes below the value labels, the mean's label on the side of the
 * mast with room for it).
 */
function drawThermograph(th: Thermograph, title: string, opts: ThermographSvgOptions): string {
  const width = opts.width ?? 480;
  if (!(width >= 100 && width <= 10000)) throw new ValueError(`thermograph width must be between 100 and 10000 pixels, got ${width}`);
  const temp = num(th.temperatureFraction);
  const mast = num(th.mastValue);
  const lk = th.leftWall.knots;
  const rk = th.rightWall.knots;
  const tMin = -1;
  const span0 = Math.max(temp, 0) - tMin;
  const tMax = Math.max(temp, 0) + (opts.mastHeight ?? Math.max(1, span0 / 4));
  // temperature ticks at −1, 0 and the temperature: their labels set the left margin
  const tTicks = [...new Set([-1, 0, temp])].map((t) => ({ t, text: t === temp && temp > -1 ? `t = ${th.temperatureFraction.toFraction()}` : String(t) }));
  const margin = { left: Math.max(40, 10 + Math.max(...tTicks.map((k) => textWidth(k.text, 11)))), right: 16, top: 36, bottom: 46 };
  const plotW = width - margin.left - margin.right;
  // value range: everything the walls touch, and 0, with a little room on each side
  const vals = [...lk, ...rk].map((k) => num(k.v)).concat([0, mast]);
  let vMin = Math.min(...vals);
  let vMax = Math.max(...vals);
  if (vMax - vMin < 1) {
    const mid = (vMin + vMax) / 2;
    vMin = mid - 0.5;
    vMax = mid + 0.5;
  }
  const pad = (vMax - vMin) * 0.08;
  vMin -= pad;
  vMax += pad;
  // one scale for both axes; widen the value range when the plot would be too tall
  const tallest = plotW * MAX_ASPECT;
  if ((plotW / (vMax - vMin)) * (tMax - tMin) > tallest) {
    const range = (plotW * (tMax - tMin)) / tallest;
    const mid = (vMin + vMax) / 2;
    vMin = mid - range / 2;
    vMax = mid + range / 2;
  }
  const scale = plotW / (vMax - vMin);
  const plotH = Math.max(80, scale * (tMax - tMin));
  const tScale = plotH / (tMax - tMin);
  const height = margin.top + plotH + margin.bottom;
  // values grow to the left: x = margin.left + (vMax − v)·scale
  const X = (v: number): number => margin.left + (vMax - v) * scale;
  const Y = (t: number): number => margin.top + (tMax - t) * tScale;
  /** The centre of a label of width w near x, moved inside the picture. */
  const inside = (x: number, w: number): number => (w >= width - 4 ? width / 2 : Math.min(width - 2 - w / 2, Math.max(2 + w / 2, x)));
  const wallPath = (w: Trajectory): string => {
    const pts = w.knots.map((k) => [num(k.t), num(k.v)] as const);
    const last = pts[pts.length - 1]!;
    const top: [number, number] = [tMax, last[1] + num(w.slope) * (tMax - last[0])];
    return [...pts, top].map(([t, v], i) => `${i === 0 ? 'M' : 'L'}${fmt(X(v))},${fmt(Y(t))}`).join(' ');
  };
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(`Thermograph of ${title}`)}</title>`,
    `<rect x="0" y="0" width="${fmt(width)}" height="${fmt(height)}" fill="white"/>`,
  );
  // axes: value axis at t = 0, temperature axis at value 0; the axes' names outside the plot
  const axisName = 'value (Left ←)';
  parts.push(
    `<line x1="${fmt(margin.left)}" y1="${fmt(Y(0))}" x2="${fmt(margin.left + plotW)}" y2="${fmt(Y(0))}" stroke="#888" stroke-width="1"/>`,
    `<line x1="${fmt(X(0))}" y1="${fmt(Y(tMin))}" x2="${fmt(X(0))}" y2="${fmt(Y(tMax))}" stroke="#ccc" stroke-width="1" stroke-dasharray="2,3"/>`,
    `<text x="${fmt(width - 2 - textWidth(axisName, 11) / 2)}" y="${fmt(Y(tMin) + 34)}" text-anchor="middle" fill="#555">${escapeXml(axisName)}</text>`,
    `<text x="${fmt(4)}" y="${fmt(margin.top - 10)}" fill="#555">temperature ↑</text>`,
  );
  for (const { t, text } of tTicks) {
    parts.push(
      `<line x1="${fmt(margin.left - 4)}" y1="${fmt(Y(t))}" x2="${fmt(margin.left)}" y2="${fmt(Y(t))}" stroke="#555"/>`,
      `<text x="${fmt(margin.left - 6)}" y="${fmt(Y(t) + 4)}" text-anchor="end" fill="#555">${escapeXml(text)}</text>`,
    );
  }
  if (temp > -1) {
    parts.push(
      `<line x1="${fmt(margin.left)}" y1="${fmt(Y(temp))}" x2="${fmt(margin.left + plotW)}" y2="${fmt(Y(temp))}" stroke="#aaa" stroke-dasharray="4,3"/>`,
    );
  }
  // value labels at the breakpoints of the walls (exact), below the plot, each inside the picture
  // (every breakpoint gets its tick; a label that would overlap one already placed is left out)
  const seen = new Set<string>();
  const placed: [number, number][] = [];
  for (const k of [...lk, ...rk]) {
    const key = k.v.toFraction();
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(`<line x1="${fmt(X(num(k.v)))}" y1="${fmt(Y(tMin))}" x2="${fmt(X(num(k.v)))}" y2="${fmt(Y(tMin) + 4)}" stroke="#555"/>`);
    const w = textWidth(key, 11);
    const cx = inside(X(num(k.v)), w);
    if (placed.some(([a, b]) => cx - w / 2 < b + 4 && cx + w / 2 > a - 4)) continue;
    placed.push([cx - w / 2, cx + w / 2]);
    parts.push(`<text x="${fmt(cx)}" y="${fmt(Y(tMin) + 16)}" text-anchor="middle" fill="#555">${escapeXml(key)}</text>`);
  }
  // the walls and the mast; the mean's label beside the mast, on the side with more room
  const meanText = `mean ${th.mastValue.toFraction()}`;
  const mx = X(mast);
  const meanW = textWidth(meanText, 11);
  const meanX = mx + 6 + meanW <= width - 2 ? mx + 6 + meanW / 2 : inside(mx - 6 - meanW / 2, meanW);
  parts.push(
    `<path d="${wallPath(th.leftWall)}" fill="none" stroke="#1f5fbf" stroke-width="2"/>`,
    `<path d="${wallPath(th.rightWall)}" fill="none" stroke="#c0392b" stroke-width="2"/>`,
    `<line x1="${fmt(mx)}" y1="${fmt(Y(Math.max(temp, tMin)))}" x2="${fmt(mx)}" y2="${fmt(Y(tMax))}" stroke="#222" stroke-width="3"/>`,
    `<text x="${fmt(meanX)}" y="${fmt(Y(tMax) + 12)}" text-anchor="middle" fill="#222">${escapeXml(meanText)}</text>`,
    `<text x="${fmt(inside(width / 2, textWidth(title, 13)))}" y="${fmt(16)}" text-anchor="middle" font-size="13">${escapeXml(title)}</text>`,
    `</svg>`,
  );
  return parts.join('\n') + '\n';
}

/** Options of {@link gameTreeSvg}. */
export interface GameTreeSvgOptions {
  /** Largest number of nodes drawn; a larger tree is a LimitError (default 300). */
  maxNodes?: number;
  /** Expand numbers into their options too (default false: a number is a leaf). */
  expandNumbers?: boolean;
  /** The label of a node (default: the game's text, cut to `maxLabelChars`). */
  label?: (g: Game) => string;
  /** The picture's title (default: the root's label). */
  title?: string;
  /** The longest label or title drawn (default {@link MAX_LABEL_CHARS}); longer ones are cut, saying how much was left out. */
  maxLabelChars?: number;
  /** Draw every game's whole text, however long (default false: cut to `maxLabelChars`). */
  fullLabels?: boolean;
}

interface TreeNode {
  g: Game;
  depth: number;
  children: Array<{ node: TreeNode; side: 'L' | 'R' }>;
  width: number;
  x: number;
}

/**
 * The game tree of g (the canonical form's options, recursively) as SVG: Left's moves go down to
 * the left in blue, Right's down to the right in red. The tree is a tree, not a DAG: a repeated
 * follower is drawn again, so trees grow fast; beyond `maxNodes` nodes a {@link LimitError} says
 * so (numbers are leaves unless `expandNumbers`).
 */
export function gameTreeSvg(g: Game, opts: GameTreeSvgOptions = {}): string {
  g = requireShort(g, 'gameTreeSvg');
  const maxNodes = opts.maxNodes ?? 300;
  const max = opts.maxLabelChars ?? MAX_LABEL_CHARS;
  const full = opts.fullLabels;
  const nodeLabel = (x: Game): string => label(opts.label ? opts.label(x) : gameLabel(x, max, full), max, full);
  const root: TreeNode = { g, depth: 0, children: [], width: 0, x: 0 };
  const order: TreeNode[] = [root];
  for (let i = 0; i < order.length; i++) {
    const n = order[i]!;
    if (n.g.isNumber && !opts.expandNumbers) continue;
    for (const side of ['L', 'R'] as const) {
      for (const x of n.g.options(side)) {
        if (order.length >= maxNodes) {
          throw new LimitError(`the game tree has more than ${maxNodes} nodes; raise maxNodes (--max-nodes) or draw a smaller game`);
        }
        const c: TreeNode = { g: x, depth: n.depth + 1, children: [], width: 0, x: 0 };
        n.children.push({ node: c, side });
        order.push(c);
      }
    }
  }
  const labels = new Map<TreeNode, string>(order.map((n) => [n, nodeLabel(n.g)]));
  const slot = (n: TreeNode): number => Math.max(40, 7 * labels.get(n)!.length + 16);
  // widths bottom-up (reverse breadth-first order), positions top-down
  for (let i = order.length - 1; i >= 0; i--) {
    const n = order[i]!;
    const sum = n.children.reduce((a, c) => a + c.node.width, 0);
    n.width = Math.max(slot(n), sum);
  }
  root.x = root.width / 2;
  for (const n of order) {
    let left = n.x - n.children.reduce((a, c) => a + c.node.width, 0) / 2;
    for (const c of n.children) {
      c.node.x = left + c.node.width / 2;
      left += c.node.width;
    }
  }
  const levelH = 64;
  const depth = Math.max(...order.map((n) => n.depth));
  const pad = 20;
  const width = root.width + 2 * pad;
  const height = (depth + 1) * levelH + 2 * pad;
  const px = (n: TreeNode): number => n.x + pad;
  const py = (n: TreeNode): number => n.depth * levelH + pad + 14;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(`Game tree of ${opts.title !== undefined ? label(opts.title, max, full) : labels.get(root)!}`)}</title>`,
    `<rect x="0" y="0" width="${fmt(width)}" height="${fmt(height)}" fill="white"/>`,
  ];
  for (const n of order) {
    for (const c of n.children) {
      out.push(
        `<line x1="${fmt(px(n))}" y1="${fmt(py(n) + 6)}" x2="${fmt(px(c.node))}" y2="${fmt(py(c.node) - 14)}" stroke="${c.side === 'L' ? '#1f5fbf' : '#c0392b'}" stroke-width="1.5"/>`,
      );
    }
  }
  for (const n of order) {
    out.push(`<text x="${fmt(px(n))}" y="${fmt(py(n))}" text-anchor="middle">${escapeXml(labels.get(n)!)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
