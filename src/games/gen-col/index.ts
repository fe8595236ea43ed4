/**
 * Snort and Col, on any graph and on grids: CGSuite 2.x's `GenCol` schema (`game.graph.Snort`,
 * `game.graph.Col`). Players colour uncoloured vertices in turn, Left blue, Right red. In Col a
 * vertex may not be coloured next to a vertex of the same colour; in Snort, not next to one of the
 * other colour.
 *
 * Positions are graphs of the uncoloured vertices that someone may still colour, each labelled
 * as CGSuite labels them: `L` when it is next to a vertex Left coloured, `R` when next to one
 * Right coloured, no label when next to neither. So in Snort an `L` vertex is one only Left may
 * colour, and in Col an `L` vertex is one only Right may colour. Colouring a vertex deletes it,
 * labels its unlabelled neighbours with the mover's letter and deletes its neighbours labelled
 * with the opponent's (no one may colour them any more); this is `GenCol.Options` exactly
 * (Snort = GenCol([Nothing, Left], [Nothing, Right]), Col = GenCol([Nothing, Right], [Nothing,
 * Left]); lib/core/src/main/resources/org/cgsuite/lang/resources/game/graph/GenCol.cgs and
 * constants.cgs), so positions after a move print as CGSuite prints them.
 *
 * Grids: rows separated by `|` (top row first) of `.` an uncoloured square, `x` a square Left
 * coloured, `o` one Right coloured, `#` no square; squares sharing a side are adjacent. A grid is
 * the graph of its uncoloured squares, labelled by the colours next to them (a square next to both
 * colours is no vertex: no one may colour it).
 *
 * Values: the generic {@link Solver} over compact simple graphs ({@link SimpleGraph}; loops and
 * parallel edges change nothing in these games and are dropped), split into connected components,
 * keyed up to isomorphism (`canonical.ts`), with closed forms where they are immediate: a lone
 * vertex is `*`, or ±1 when only one player may colour it; a Snort component whose vertices are
 * all `L` is worth its number of vertices (Left colours them one by one, Right never moves), all
 * `R` the negative.
 */
import { num, star } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import type { GameValueOptions, GraphView, GridView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { LabelledGraph } from '../graph-string/graph.js';
import { SimpleGraph } from '../graph-string/simple.js';
import { type GraphStringSyntax, normalizeGraph, parseGraphString, requireGraph } from '../graph-string/text.js';
import { KindError, LimitError } from '../../engine/errors.js';

/** Which of Snort and Col: the labels a player may colour (1 = `L`, 2 = `R`, 0 = none). */
export interface ColouringRules {
  /** The game's name. */
  readonly name: 'Snort' | 'Col';
  /** True when `player` (1 Left, 2 Right) may colour a vertex labelled `label`. */
  permitted(label: number, player: 1 | 2): boolean;
}

/** Snort: a player may colour an unlabelled vertex or one labelled with their own letter. */
export const SNORT_RULES: ColouringRules = { name: 'Snort', permitted: (label, p) => label === 0 || label === p };
/** Col: a player may colour an unlabelled vertex or one labelled with the opponent's letter. */
export const COL_RULES: ColouringRules = { name: 'Col', permitted: (label, p) => label === 0 || label === 3 - p };

const code = (label: string): number => (label === 'L' ? 1 : label === 'R' ? 2 : 0);
const LETTER = ['', 'L', 'R'] as const;
const who = (player: Player): 1 | 2 => (player === 'L' ? 1 : 2);

/** The graph-string syntax of a colouring game: vertex labels `L`, `R`; edges `-`. */
export function colouringSyntax(rules: ColouringRules): GraphStringSyntax {
  return { game: rules.name, vertexLabels: ['L', 'R'], edgeLabels: [''] };
}

/** Reads a position in CGSuite's graph notation, normalized (see `normalizeGraph`). */
export function parseColouringGraph(text: string, rules: ColouringRules): LabelledGraph {
  return normalizeGraph(parseGraphString(text, colouringSyntax(rules)), colouringSyntax(rules));
}

/**
 * The positions `player` can move to, exactly as CGSuite's `GenCol` makes them (vertices in
 * order, each normalized to read back from its printed form).
 */
export function colouringGraphMoves(g: LabelledGraph, rules: ColouringRules, player: Player): LabelledGraph[] {
  const p = who(player);
  const mine = LETTER[p];
  const theirs = LETTER[3 - p];
  const out: LabelledGraph[] = [];
  for (let v = 0; v < g.size; v++) {
    if (!rules.permitted(code(g.labels[v]!), p)) continue;
    const changes = new Map<number, string>();
    const del = new Set<number>([v]);
    for (const [w] of g.adj[v]!) {
      if (g.labels[w] === '') changes.set(w, mine);
      else if (g.labels[w] === theirs) del.add(w);
    }
    out.push(normalizeGraph(g.withLabels(changes).deleteVertices(del), colouringSyntax(rules)));
  }
  return out;
}

/** The compact graph of a position (labels: 0 none, 1 `L`, 2 `R`). */
export function colouringSimpleGraph(g: LabelledGraph): SimpleGraph {
  return SimpleGraph.from(requireGraph(g, 'colouringSimpleGraph'), code);
}

/** The positions after `player` colours a vertex, in compact form. */
export function colouringOptions(g: SimpleGraph, rules: ColouringRules, player: Player): SimpleGraph[] {
  const p = who(player);
  const out: SimpleGraph[] = [];
  const n = g.n;
  for (let v = 0; v < n; v++) {
    if (!rules.permitted(g.labels[v]!, p)) continue;
    const keep = new Uint8Array(n).fill(1);
    const labels = g.labels.slice();
    keep[v] = 0;
    for (let k = g.start[v]!; k < g.start[v + 1]!; k++) {
      const w = g.to[k]!;
      if (labels[w] === 0) labels[w] = p;
      else if (labels[w] !== p) keep[w] = 0;
    }
    out.push(g.restrict(keep, labels));
  }
  return out;
}

/** The value of a component known without search (see the module notes), else undefined. */
export function colouringKnown(g: SimpleGraph, rules: ColouringRules): Game | undefined {
  if (g.n === 0) return num(0);
  if (g.n === 1) {
    const l = g.labels[0]!;
    if (l === 0) return star;
    // the one player who may colour it has one move
    return rules.permitted(l, 1) ? num(1) : num(-1);
  }
  if (rules.name === 'Snort') {
    const l = g.labels[0]!;
    if (l !== 0 && g.labels.every((x) => x === l)) return num(l === 1 ? g.n : -g.n);
  }
  return undefined;
}

/** The ruleset of a colouring game over compact graphs, for the generic {@link Solver}. */
export function colouringRuleset(rules: ColouringRules): Ruleset<SimpleGraph> {
  return {
    options: (g, player) => colouringOptions(g, rules, player),
    key: (g) => g.key(),
    components: (g) => g.components(),
    known: (g) => colouringKnown(g, rules),
    bytes: (g) => 64 + g.n + 4 * g.to.length,
  };
}

/** The value of a compact position by the generic solver. */
export function colouringValue(g: SimpleGraph, rules: ColouringRules, opts: GameValueOptions = {}): Game {
  const solver = new Solver(colouringRuleset(rules), opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries });
  return solver.value(g, { signal: opts.signal, onProgress: opts.onProgress });
}

/** The graph view of a position, for drawing: vertices labelled `L`, `R` or not. */
export function colouringGraphView(g: LabelledGraph): GraphView {
  return {
    vertices: g.labels.map((l) => (l === '' ? {} : { label: l })),
    edges: g.edges().map(({ a, b }) => ({ a, b })),
  };
}

/** A grid position of Snort or Col: `rows × cols` squares, each `.`, `x`, `o` or `#`. Immutable. */
export interface ColouringGrid {
  /** The number of rows. */
  readonly rows: number;
  /** The number of columns. */
  readonly cols: number;
  /** The squares, row by row from the top (`rows × cols` characters of `.xo#`). */
  readonly cells: string;
}

/** The most squares a grid may have. */
export const MAX_COLOURING_CELLS = 100_000;

/**
 * Reads a grid: rows of `.`, `x`, `o`, `#` (upper case accepted) separated by `|` or newlines,
 * the top row first, all rows as long as the first. The empty text is the empty grid.
 * @throws {@link PositionSyntaxError} saying where.
 */
export function parseColouringGrid(text: string, rules: ColouringRules): ColouringGrid {
  const game = `${rules.name} (grid)`;
  if (typeof text !== 'string') throw new PositionSyntaxError(game, String(text), 0, 'a position is a string');
  if (text.length > 2 * MAX_COLOURING_CELLS) throw new LimitError(`${game}: a grid has at most ${MAX_COLOURING_CELLS} squares`, 'maxCells');
  const t = text.replace(/[\r\n]+$/, '');
  if (t === '') return { rows: 0, cols: 0, cells: '' };
  const rows: string[] = [];
  let cur = '';
  let rowStart = 0;
  let cols = -1;
  const endRow = (i: number): void => {
    if (cur.length === 0) throw new PositionSyntaxError(game, text, i, `row ${rows.length + 1} is empty`);
    if (cols >= 0 && cur.length !== cols) throw new PositionSyntaxError(game, text, rowStart + Math.min(cur.length, cols), `row ${rows.length + 1} has ${cur.length} squares but row 1 has ${cols} (all rows must have equal length)`);
    cols = cur.length;
    rows.push(cur);
    cur = '';
    rowStart = i + 1;
  };
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!;
    if (ch === '|' || ch === '\n') {
      endRow(i);
      continue;
    }
    if (ch === '\r') continue;
    const c = ch.toLowerCase();
    if (c !== '.' && c !== 'x' && c !== 'o' && c !== '#') throw new PositionSyntaxError(game, text, i, `unexpected ${JSON.stringify(ch)} (a square is '.', 'x', 'o' or '#'; rows are separated by '|')`);
    cur += c;
  }
  endRow(t.length);
  return { rows: rows.length, cols, cells: rows.join('') };
}

/** `g` when it is a {@link ColouringGrid} (rows × cols characters of `.xo#`), else a KindError. */
export function requireGrid(g: unknown, rules: ColouringRules): ColouringGrid {
  const x = g as ColouringGrid;
  if (x !== null && typeof x === 'object' && Number.isSafeInteger(x.rows) && Number.isSafeInteger(x.cols) && x.rows >= 0 && x.cols >= 0 && typeof x.cells === 'string' && x.cells.length === x.rows * x.cols && /^[.xo#]*$/.test(x.cells)) return x;
  throw new KindError(`${rules.name} on a grid takes a grid read by its parse`, g === null ? 'null' : typeof g);
}

/** Writes a grid as {@link parseColouringGrid} reads it. */
export function formatColouringGrid(g: ColouringGrid): string {
  const out: string[] = [];
  for (let r = 0; r < g.rows; r++) out.push(g.cells.slice(r * g.cols, (r + 1) * g.cols));
  return out.join('|');
}

/** For each square of a grid: −1 when it is no vertex, else its label (0, 1 `L`, 2 `R`). */
function gridLabels(g: ColouringGrid): Int8Array {
  const { rows, cols, cells } = g;
  const lab = new Int8Array(rows * cols).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (cells[i] !== '.') continue;
      let l = 0;
      const look = (j: number): void => {
        if (cells[j] === 'x') l |= 1;
        else if (cells[j] === 'o') l |= 2;
      };
      if (r > 0) look(i - cols);
      if (r + 1 < rows) look(i + cols);
      if (c > 0) look(i - 1);
      if (c + 1 < cols) look(i + 1);
      if (l !== 3) lab[i] = l;
    }
  }
  return lab;
}

/** The graph of a grid's uncoloured squares (see the module notes), in CGSuite's graph form. */
export function colouringGridGraph(g: ColouringGrid): LabelledGraph {
  const lab = gridLabels(g);
  const { rows, cols } = g;
  const index = new Int32Array(lab.length).fill(-1);
  const labels: string[] = [];
  for (let i = 0; i < lab.length; i++) if (lab[i]! >= 0) (index[i] = labels.length), labels.push(LETTER[lab[i]!]!);
  const edges: { a: number; b: number; label: string }[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (index[i]! < 0) continue;
      if (c + 1 < cols && index[i + 1]! >= 0) edges.push({ a: index[i]!, b: index[i + 1]!, label: '' });
      if (r + 1 < rows && index[i + cols]! >= 0) edges.push({ a: index[i]!, b: index[i + cols]!, label: '' });
    }
  }
  return LabelledGraph.fromEdges(labels, edges);
}

/** The squares (row-major indices) that are the vertices of {@link colouringGridGraph}, in its vertex order. */
export function colouringGridSquares(g: ColouringGrid): number[] {
  const lab = gridLabels(g);
  const out: number[] = [];
  for (let i = 0; i < lab.length; i++) if (lab[i]! >= 0) out.push(i);
  return out;
}

/** The grids after `player` colours a square (an `x` for Left, an `o` for Right). */
export function colouringGridMoves(g: ColouringGrid, rules: ColouringRules, player: Player): ColouringGrid[] {
  const lab = gridLabels(g);
  const p = who(player);
  const mark = p === 1 ? 'x' : 'o';
  const out: ColouringGrid[] = [];
  for (let i = 0; i < lab.length; i++) {
    if (lab[i]! < 0 || !rules.permitted(lab[i]!, p)) continue;
    out.push({ rows: g.rows, cols: g.cols, cells: g.cells.slice(0, i) + mark + g.cells.slice(i + 1) });
  }
  return out;
}

/** The grid view of a grid position. */
export function colouringGridView(g: ColouringGrid): GridView {
  return { rows: g.rows, cols: g.cols, cells: g.cells };
}

/**
 * The grid a {@link GridView} shows.
 * @throws {@link PositionSyntaxError} when the cells do not fill `rows × cols` or a cell is not one of `.xo#`.
 */
export function colouringGridFromView(v: GridView, rules: ColouringRules): ColouringGrid {
  const rows = v?.rows;
  const cols = v?.cols;
  const cells = v?.cells;
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 0 || cols < 0 || typeof cells !== 'string' || cells.length !== rows * cols || (rows === 0) !== (cols === 0) || /[|\r\n]/.test(cells)) {
    throw new PositionSyntaxError(`${rules.name} (grid)`, String(cells), 0, `a grid view has rows × cols cells (got ${String(rows)} × ${String(cols)} and ${typeof cells === 'string' ? cells.length : 'no'} cells)`);
  }
  const text: string[] = [];
  for (let r = 0; r < rows; r++) text.push(cells.slice(r * cols, (r + 1) * cols));
  return parseColouringGrid(text.join('|'), rules);
}

