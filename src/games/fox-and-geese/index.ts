/**
 * Fox and Geese (Winning Ways, ch. 20), as CGSuite 2.x plays it (`game.grid.FoxAndGeese`,
 * GenFoxAndGeese.cgs): the geese are Left's, the fox is Right's, on the dark squares of a board
 * as wide as its rows (8 in the traditional game) and as tall as needed. Coordinates are CGSuite's:
 * row 1 is the bottom row, column 1 the left column, and a square is dark when row + column is
 * even. A goose moves one square diagonally down; the fox one square diagonally in any direction
 * (up to `foxRange` squares in a straight line without jumping, 2 in Ceylonese Fox and Geese), never
 * onto a goose. The board has no top: a fox in a row at least as high as every goose, or one row
 * below the highest goose with a free dark square above it, has got past the geese and wins: the
 * position is `off` (CGSuite's `Decomposition` gives `[off]`), as in CGSuite 2.x.
 *
 * Text: the board as CGSuite prints it, top row first, rows separated by `|`: `x` a goose, `o`
 * the fox, `.` any other square; every row as long as the first (that length is the board's
 * width); the last row is row 1. Printing gives as many rows as the highest piece needs.
 *
 * Values are loopy (the fox can go back and forth): the position graph goes to the loopy-values
 * engine through `rulesetValue` (`loopy-bridge.ts`), and a value that is a short game is given as
 * that game (`{4*|7/2}`), else as a stopper (`2over`) or onside & offside.
 *
 * Invariant: a {@link FoxAndGeesePosition} is valid (pieces on dark squares inside the width, no
 * two on one square, the geese sorted by row, then column).
 */
import { KindError, LimitError } from '../../engine/errors.js';
import type { Game } from '../../engine/game.js';
import { limitOption, RunControl } from '../../engine/run.js';
import { LoopyBuilder, OFF, Stopper, toGame } from '../../loopy/index.js';
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import { requireShort, type Value } from '../../values/kind.js';
import { rulesetValue, valueKind } from '../loopy-bridge.js';
import type { GameValueOptions, GridView } from '../registry.js';
import { PositionSyntaxError } from '../syntax-error.js';

/** A square: CGSuite's (row, column), both from 1, row 1 at the bottom. */
export type Square = readonly [row: number, col: number];

/** A position of Fox and Geese (see the module notes). */
export interface FoxAndGeesePosition {
  /** The board's width (columns). */
  readonly width: number;
  /** The geese's squares, sorted by row, then column. */
  readonly geese: readonly Square[];
  /** The fox's square. */
  readonly fox: Square;
}

/** The rules of a variant: how far the fox may move in one straight line (1 in Fox and Geese, 2 in the Ceylonese variant). */
export interface FoxAndGeeseRules {
  /** The game's name, for messages. */
  readonly name: string;
  /** The fox's range (at least 1). */
  readonly foxRange: number;
}

/** Fox and Geese: the fox moves one square. */
export const FOX_AND_GEESE: FoxAndGeeseRules = { name: 'Fox and Geese', foxRange: 1 };
/** Ceylonese Fox and Geese: the fox moves up to two squares in a straight line. */
export const CEYLONESE_FOX_AND_GEESE: FoxAndGeeseRules = { name: 'Ceylonese Fox and Geese', foxRange: 2 };

/** The most squares a board read from text may have. */
export const MAX_FOX_AND_GEESE_SQUARES = 10_000;

const sortGeese = (g: Square[]): Square[] => g.sort((p, q) => p[0] - q[0] || p[1] - q[1]);

/** The widest board and the highest row a position may have. */
const MAX_SIDE = 1000;

/**
 * `p` when it is a valid position (see the module notes) and `rules` valid rules, else a
 * KindError saying what is wrong.
 */
export function requireFoxAndGeese(p: unknown, rules: unknown = FOX_AND_GEESE): FoxAndGeesePosition {
  const r = rules as FoxAndGeeseRules;
  if (r === null || typeof r !== 'object' || typeof r.name !== 'string' || !Number.isInteger(r.foxRange) || r.foxRange < 1 || r.foxRange > MAX_SIDE) {
    throw new KindError(`the rules of Fox and Geese are { name, foxRange } with foxRange an integer from 1 to ${MAX_SIDE}`, rules === null ? 'null' : typeof rules);
  }
  const x = p as FoxAndGeesePosition;
  const square = (q: unknown): boolean =>
    Array.isArray(q) && q.length === 2 && Number.isInteger(q[0]) && Number.isInteger(q[1]) && q[0] >= 1 && q[0] <= MAX_SIDE && q[1] >= 1 && q[1] <= x.width && (q[0] + q[1]) % 2 === 0;
  const ok =
    x !== null &&
    typeof x === 'object' &&
    Number.isInteger(x.width) &&
    x.width >= 1 &&
    x.width <= MAX_SIDE &&
    Array.isArray(x.geese) &&
    x.geese.length <= MAX_FOX_AND_GEESE_SQUARES &&
    x.geese.every(square) &&
    square(x.fox) &&
    new Set([...x.geese, x.fox].map((q) => q[0] * 4096 + q[1])).size === x.geese.length + 1 &&
    x.geese.every((q, i) => i === 0 || x.geese[i - 1]![0] < q[0] || (x.geese[i - 1]![0] === q[0] && x.geese[i - 1]![1] < q[1]));
  if (!ok) throw new KindError(`${r.name} takes a position read by parseFoxAndGeese (pieces on dark squares inside the width, geese sorted)`, p === null ? 'null' : typeof p);
  return x;
}

/**
 * Reads a board (see the module notes).
 * @throws {@link PositionSyntaxError} saying where: a character other than `.`, `x`, `o`; rows of
 * different lengths; no fox or two; a piece on a light square.
 */
export function parseFoxAndGeese(text: string, rules: FoxAndGeeseRules = FOX_AND_GEESE): FoxAndGeesePosition {
  const game = rules.name;
  if (typeof text !== 'string') throw new PositionSyntaxError(game, String(text), 0, 'a position is a string');
  if (text.length > 2 * MAX_FOX_AND_GEESE_SQUARES) throw new LimitError(`${game}: a board has at most ${MAX_FOX_AND_GEESE_SQUARES} squares`, 'maxSquares');
  const t = text.replace(/[\r\n]+$/, '');
  // rows, each with the offset of its first character
  const rows: { at: number; text: string }[] = [];
  let at = 0;
  for (let i = 0; i <= t.length; i++) {
    if (i === t.length || t[i] === '|' || t[i] === '\n') {
      rows.push({ at, text: t.slice(at, i).replace(/\r/g, '') });
      at = i + 1;
    }
  }
  const width = rows[0]!.text.length;
  if (width === 0) throw new PositionSyntaxError(game, text, 0, 'the first row is empty (a board is rows of . x o separated by |)');
  if (width > MAX_SIDE || rows.length > MAX_SIDE) throw new LimitError(`${game}: a board is at most ${MAX_SIDE} squares wide and high`, 'maxSquares');
  const geese: Square[] = [];
  let fox: Square | undefined;
  const R = rows.length;
  for (let r = 0; r < R; r++) {
    const row = rows[r]!;
    if (row.text.length !== width) throw new PositionSyntaxError(game, text, row.at + Math.min(row.text.length, width), `row ${r + 1} has ${row.text.length} squares but row 1 has ${width} (all rows must have equal length)`);
    for (let c = 0; c < width; c++) {
      const ch = row.text[c]!.toLowerCase();
      const where = row.at + c;
      if (ch === '.') continue;
      if (ch !== 'x' && ch !== 'o') throw new PositionSyntaxError(game, text, where, `unexpected ${JSON.stringify(row.text[c])} (a square is '.', 'x' a goose or 'o' the fox; rows are separated by '|')`);
      const sq: Square = [R - r, c + 1];
      if ((sq[0] + sq[1]) % 2 !== 0) throw new PositionSyntaxError(game, text, where, `a ${ch === 'x' ? 'goose' : 'fox'} must stand on a dark square (row + column even, row 1 the last row), not on row ${sq[0]}, column ${sq[1]}`);
      if (ch === 'x') geese.push(sq);
      else if (fox !== undefined) throw new PositionSyntaxError(game, text, where, 'there is one fox');
      else fox = sq;
    }
  }
  if (fox === undefined) throw new PositionSyntaxError(game, text, t.length, "there is no fox ('o')");
  return { width, geese: sortGeese(geese), fox };
}

/** Writes a board as CGSuite prints it: as many rows as the highest piece needs, top row first. */
export function formatFoxAndGeese(p: FoxAndGeesePosition): string {
  requireFoxAndGeese(p);
  let maxRow = p.fox[0];
  for (const [r] of p.geese) if (r > maxRow) maxRow = r;
  const cells: string[][] = Array.from({ length: maxRow }, () => new Array<string>(p.width).fill('.'));
  for (const [r, c] of p.geese) cells[maxRow - r]![c - 1] = 'x';
  cells[maxRow - p.fox[0]]![p.fox[1] - 1] = 'o';
  return cells.map((row) => row.join('')).join('|');
}

/** True when the fox has got past the geese (see the module notes): the position is `off`. */
export function foxEscaped(p: FoxAndGeesePosition): boolean {
  requireFoxAndGeese(p);
  return escaped(p);
}

/** {@link foxEscaped} of a position known to be valid. */
function escaped(p: FoxAndGeesePosition): boolean {
  if (p.geese.length === 0) return true;
  const top = p.geese[p.geese.length - 1]![0];
  const [fr, fc] = p.fox;
  if (fr >= top) return true;
  if (fr !== top - 1) return false;
  const goose = (r: number, c: number): boolean => p.geese.some(([gr, gc]) => gr === r && gc === c);
  return (fc > 1 && !goose(fr + 1, fc - 1)) || (fc < p.width && !goose(fr + 1, fc + 1));
}

/** The positions `player` can move to (Left moves a goose, Right the fox), by the rules alone. */
export function foxAndGeeseMoves(p: FoxAndGeesePosition, player: Player, rules: FoxAndGeeseRules = FOX_AND_GEESE): FoxAndGeesePosition[] {
  requireFoxAndGeese(p, rules);
  return movesOf(p, player, rules);
}

/** {@link foxAndGeeseMoves} of a position known to be valid. */
function movesOf(p: FoxAndGeesePosition, player: Player, rules: FoxAndGeeseRules): FoxAndGeesePosition[] {
  const taken = new Set(p.geese.map(([r, c]) => r * 1024 + c));
  const free = (r: number, c: number): boolean => r >= 1 && c >= 1 && c <= p.width && !taken.has(r * 1024 + c);
  const out: FoxAndGeesePosition[] = [];
  if (player === 'R') {
    for (const [dr, dc] of [
      [1, -1],
      [1, 1],
      [-1, -1],
      [-1, 1],
    ] as const) {
      for (let d = 1; d <= rules.foxRange; d++) {
        const r = p.fox[0] + dr * d;
        const c = p.fox[1] + dc * d;
        if (!free(r, c)) break;
        out.push({ width: p.width, geese: p.geese, fox: [r, c] });
      }
    }
  } else {
    for (let i = 0; i < p.geese.length; i++) {
      const [gr, gc] = p.geese[i]!;
      for (const dc of [-1, 1]) {
        const r = gr - 1;
        const c = gc + dc;
        if (!free(r, c) || (r === p.fox[0] && c === p.fox[1])) continue;
        const geese = p.geese.slice();
        geese[i] = [r, c];
        out.push({ width: p.width, geese: sortGeese(geese), fox: p.fox });
      }
    }
  }
  return out;
}

/** A key of a position: the fox and the geese. */
function keyOf(p: FoxAndGeesePosition): string {
  let s = `${p.fox[0]},${p.fox[1]}`;
  for (const [r, c] of p.geese) s += `;${r},${c}`;
  return s;
}

/**
 * Fox and Geese as a loopy {@link Ruleset}: a position where the fox has got past the geese is
 * the one node `off` (Right moves from it to itself, Left never moves).
 */
export function foxAndGeeseRuleset(rules: FoxAndGeeseRules = FOX_AND_GEESE): Ruleset<FoxAndGeesePosition> {
  requireFoxAndGeese({ width: 1, geese: [], fox: [1, 1] }, rules);
  return {
    options: (p, player) => (escaped(p) ? (player === 'R' ? [p] : []) : movesOf(p, player, rules)),
    key: (p) => (escaped(p) ? 'off' : keyOf(p)),
    bytes: (p) => 64 + 16 * p.geese.length,
  };
}

/**
 * The value of a position through the generic loopy route: the whole position graph to the
 * loopy-values engine (`rulesetValue`). The reference {@link foxAndGeeseValue} is tested against.
 */
export function foxAndGeeseValueWhole(p: FoxAndGeesePosition, rules: FoxAndGeeseRules = FOX_AND_GEESE, opts: GameValueOptions & { maxPairs?: number } = {}): Value {
  requireFoxAndGeese(p, rules);
  const solver = new Solver(foxAndGeeseRuleset(rules), opts.maxEntries === undefined ? {} : { maxEntries: opts.maxEntries });
  const v = rulesetValue(solver, p, {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.maxPairs ? { maxPairs: opts.maxPairs } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  });
  return valueKind(v) === 'short' ? requireShort(v, 'foxAndGeeseValue') : (v as Value);
}

/** About how many positions {@link foxAndGeeseValue} values together (measured: 64 to 1,000,000 all take about 5 s on the 4×8 example, 1 takes 10 s). */
const BATCH = 256;

/** The most positions {@link foxAndGeeseValue} explores by default (option `maxEntries`). */
export const DEFAULT_FOX_AND_GEESE_POSITIONS = 1_000_000;

/**
 * The value of a position: a short game when it is one, else its loopy value (a stopper such as
 * `2over`), from the loopy-values engine.
 *
 * Geese only move down, so the positions fall into layers, one for each placing of the geese,
 * and a Left move always leads to a lower layer; within a layer only the fox moves, back and forth.
 * The layers are valued from the bottom up, those with equal sums of goose rows together, as a
 * graph whose Left options are the stoppers already found one row lower (`LoopyBuilder`), instead
 * of the whole graph at once (whose comparisons grow with the square of its size): every position of Fox and Geese is a stopper (play that alternates ends, for the geese
 * have finitely many moves), so each layer's values are stoppers again.
 * @throws LimitError past `maxEntries` positions (default {@link DEFAULT_FOX_AND_GEESE_POSITIONS}).
 */
export function foxAndGeeseValue(p: FoxAndGeesePosition, rules: FoxAndGeeseRules = FOX_AND_GEESE, opts: GameValueOptions = {}): Value {
  requireFoxAndGeese(p, rules);
  const max = limitOption(opts.maxEntries, DEFAULT_FOX_AND_GEESE_POSITIONS, 'maxEntries');
  const run = new RunControl(opts, 'explore', 'positions');
  // every reachable position, by layer (the geese's key): fox squares and the positions themselves
  const layers = new Map<string, { geese: readonly Square[]; foxes: Map<string, FoxAndGeesePosition> }>();
  const geeseKey = (q: FoxAndGeesePosition): string => q.geese.map(([r, c]) => `${r},${c}`).join(';');
  const foxKey = (q: FoxAndGeesePosition): string => `${q.fox[0]},${q.fox[1]}`;
  let count = 0;
  const queue: FoxAndGeesePosition[] = [p];
  const add = (q: FoxAndGeesePosition): void => {
    if (escaped(q)) return;
    const gk = geeseKey(q);
    let layer = layers.get(gk);
    if (layer === undefined) layers.set(gk, (layer = { geese: q.geese, foxes: new Map() }));
    const fk = foxKey(q);
    if (layer.foxes.has(fk)) return;
    if (++count > max) throw new LimitError(`${rules.name}: more than ${max} positions (the limit maxEntries; raise it to go further)`, 'maxEntries');
    layer.foxes.set(fk, q);
    queue.push(q);
  };
  if (escaped(p)) return OFF;
  queue.length = 0;
  add(p);
  for (let i = 0; i < queue.length; i++) {
    run.step();
    for (const who of ['L', 'R'] as const) for (const q of movesOf(queue[i]!, who, rules)) add(q);
  }
  // layers from the bottom up: a Left move lowers one goose by one row, so the layers whose geese
  // have the same sum of rows depend only on those one row lower, and are valued together
  const rowSum = (gs: readonly Square[]): number => gs.reduce((t, [r]) => t + r, 0);
  const bySum = new Map<number, string[]>();
  for (const [gk, layer] of layers) {
    const t = rowSum(layer.geese);
    let list = bySum.get(t);
    if (list === undefined) bySum.set(t, (list = []));
    list.push(gk);
  }
  const sums = [...bySum.keys()].sort((x, y) => x - y);
  const values = new Map<string, Stopper | Game>();
  const valueOf = (q: FoxAndGeesePosition): Stopper | Game => (escaped(q) ? OFF : values.get(`${geeseKey(q)}|${foxKey(q)}`)!);
  run.phase = 'layers';
  let done = 0;
  // the layers of one sum in batches of about BATCH positions: a batch's cost grows with the
  // square of its size, and each call has a cost of its own
  const batches: string[][] = [];
  for (const t of sums) {
    let cur: string[] = [];
    let size = 0;
    for (const gk of bySum.get(t)!) {
      cur.push(gk);
      size += layers.get(gk)!.foxes.size;
      if (size >= BATCH) {
        batches.push(cur);
        cur = [];
        size = 0;
      }
    }
    if (cur.length > 0) batches.push(cur);
  }
  for (const batch of batches) {
    run.progress(done, count);
    const b = new LoopyBuilder({ ...(opts.signal ? { signal: opts.signal } : {}) });
    const node = new Map<string, number>();
    const all: string[] = [];
    for (const gk of batch) for (const fk of layers.get(gk)!.foxes.keys()) node.set(`${gk}|${fk}`, b.node());
    for (const gk of batch) {
      for (const [fk, q] of layers.get(gk)!.foxes) {
        const left = movesOf(q, 'L', rules).map(valueOf);
        const right = movesOf(q, 'R', rules).map((r) => (escaped(r) ? OFF : node.get(`${gk}|${foxKey(r)}`)!));
        b.setOptions(node.get(`${gk}|${fk}`)!, left, right);
        all.push(`${gk}|${fk}`);
      }
    }
    const vs = b.values(all.map((k) => node.get(k)!));
    all.forEach((k, i) => {
      const v = vs[i]!;
      if (!(v instanceof Stopper)) throw new Error(`${rules.name}: a position is not a stopper`); // cannot happen (see above)
      values.set(k, v);
    });
    done += all.length;
  }
  const v = valueOf(p);
  return v instanceof Stopper && v.isLoopfree ? (toGame(v) as Game) : v;
}

/** The position as a grid (as printed): `x` geese, `o` the fox, `.` the rest. */
export function foxAndGeeseGridView(p: FoxAndGeesePosition): GridView {
  const s = formatFoxAndGeese(p); // checks p
  return { rows: s.split('|').length, cols: p.width, cells: s.replace(/\|/g, '') };
}

/** The position a grid view shows. @throws {@link PositionSyntaxError} as {@link parseFoxAndGeese}. */
export function foxAndGeeseFromGrid(v: GridView, rules: FoxAndGeeseRules = FOX_AND_GEESE): FoxAndGeesePosition {
  const rows = v?.rows;
  const cols = v?.cols;
  const cells = v?.cells;
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 1 || cols < 1 || typeof cells !== 'string' || cells.length !== rows * cols || /[|\r\n]/.test(cells)) {
    throw new PositionSyntaxError(rules.name, String(cells), 0, `a grid view has rows × cols cells (got ${String(rows)} × ${String(cols)} and ${typeof cells === 'string' ? cells.length : 'no'} cells)`);
  }
  const text: string[] = [];
  for (let r = 0; r < rows; r++) text.push(cells.slice(r * cols, (r + 1) * cols));
  return parseFoxAndGeese(text.join('|'), rules);
}
