/**
 * Clobber and its variants, as CGSuite 2.x's `GenClobber` schema defines them: black stones (`x`)
 * are Left's, white stones (`o`) Right's. A stone moves in one of the allowed directions onto a
 * square whose content the mover may "clobber" (in Clobber: an adjacent enemy stone), leaving
 * behind what the variant says (in Clobber: an empty square). With a longer reach (Rooks, Queens),
 * a stone slides over empty squares, in one direction, up to its reach, and lands on the first
 * square that is not empty, which must be clobberable.
 *
 * Decomposition (sound for every variant, so values never depend on it):
 * - reach 1 and nothing moves onto an empty square (Clobber, Hot Clobber, Kings, Knights): a move
 *   involves two stones a direction apart and leaves stones only where stones were, so the groups
 *   of stones joined by the directions are independent; empty squares do not matter;
 * - otherwise (Anti-Clobber, Rooks, Queens): a move's squares lie on one line of squares that are
 *   not blocked, so the groups of unblocked squares joined by the directions are independent.
 *
 * Symmetry: every variant of CGSuite's list has rules invariant under the 8 symmetries of the
 * square and under exchanging the colours with the players (the variant's Left and Right rules are
 * each other's recolouring), so exchanging the colours negates the value. A variant of one's own
 * may have neither: the solver then keys boards as they stand, or without the colour exchange.
 */
import { zero } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import type { Player } from '../../engine/solver.js';
import { ValueError } from '../../engine/errors.js';
import { requirePlayer } from '../guard.js';
import { BLOCKED, EMPTY, Grid, LEFT, requireGrid, RIGHT } from '../grid/grid.js';
import { componentsOf, COMPASS, DIAGONAL, KNIGHT, ORTHOGONAL, type Step } from '../grid/region.js';
import type { GridRules } from '../grid/solver.js';

/** The parameters of a Clobber variant (CGSuite's `GenClobber`). */
export interface ClobberVariant {
  /** The variant's name (`'Clobber'`, `'Kings'`, ...). */
  readonly name: string;
  /** The steps a stone may move along (CGSuite's `directions`; default orthogonal). */
  readonly directions: readonly Step[];
  /**
   * What each player may move onto: kinds of square (0 empty, 1 a black stone, 2 a white stone).
   * Clobber: Left `[2]`, Right `[1]`.
   */
  readonly clobbered: { readonly L: readonly number[]; readonly R: readonly number[] };
  /** What each player's stone leaves behind (0 empty, 1 black, 2 white). Clobber: 0 for both. */
  readonly leftBehind: { readonly L: number; readonly R: number };
  /** How many squares a stone may travel in one direction (CGSuite's `maxDistance`; `Infinity` for no limit). */
  readonly maxDistance: number;
}

/** Clobber: a stone captures an orthogonally adjacent enemy stone and takes its square. */
export const CLOBBER: ClobberVariant = { name: 'Clobber', directions: ORTHOGONAL, clobbered: { L: [RIGHT], R: [LEFT] }, leftBehind: { L: EMPTY, R: EMPTY }, maxDistance: 1 };
/** Anti-Clobber: a stone moves onto an orthogonally adjacent empty square, leaving an enemy stone behind. */
export const ANTI_CLOBBER: ClobberVariant = { name: 'Anti-Clobber', directions: ORTHOGONAL, clobbered: { L: [EMPTY], R: [EMPTY] }, leftBehind: { L: RIGHT, R: LEFT }, maxDistance: 1 };
/** Hot Clobber: as Clobber, but a stone may capture a stone of either colour. */
export const HOT_CLOBBER: ClobberVariant = { name: 'Hot Clobber', directions: ORTHOGONAL, clobbered: { L: [LEFT, RIGHT], R: [LEFT, RIGHT] }, leftBehind: { L: EMPTY, R: EMPTY }, maxDistance: 1 };
/** Kings: as Clobber, moving one square in any of the 8 directions. */
export const KINGS: ClobberVariant = { ...CLOBBER, name: 'Kings', directions: COMPASS };
/** Knights: as Clobber, moving as chess knights (jumping). */
export const KNIGHTS: ClobberVariant = { ...CLOBBER, name: 'Knights', directions: KNIGHT };
/** Rooks: as Clobber, sliding any distance orthogonally over empty squares to capture. */
export const ROOKS: ClobberVariant = { ...CLOBBER, name: 'Rooks', maxDistance: Infinity };
/** Queens: as Clobber, sliding any distance in any of the 8 directions over empty squares to capture. */
export const QUEENS: ClobberVariant = { ...CLOBBER, name: 'Queens', directions: COMPASS, maxDistance: Infinity };
/** Diagonal Clobber: as Clobber, capturing diagonally (CGSuite's `GenClobber(directions => Coordinates.Diagonal)`). */
export const DIAGONAL_CLOBBER: ClobberVariant = { ...CLOBBER, name: 'Diagonal Clobber', directions: DIAGONAL };
const LIBRARY_VARIANTS = [CLOBBER, ANTI_CLOBBER, HOT_CLOBBER, KINGS, KNIGHTS, ROOKS, QUEENS, DIAGONAL_CLOBBER];
for (const v of LIBRARY_VARIANTS) Object.freeze(v);

/**
 * `v` when it is a Clobber variant: steps of whole numbers, kinds 0..2 to clobber and to leave,
 * a reach of at least 1; else a `ValueError`. (The library's own variants are known at once.)
 */
export function requireVariant(v: unknown, fn: string): ClobberVariant {
  if (v !== null && typeof v === 'object' && LIBRARY_VARIANTS.includes(v as ClobberVariant)) return v as ClobberVariant;
  const x = v as ClobberVariant;
  const kind = (k: unknown): boolean => k === EMPTY || k === LEFT || k === RIGHT;
  const ok =
    x !== null &&
    typeof x === 'object' &&
    typeof x.name === 'string' &&
    Array.isArray(x.directions) &&
    x.directions.length <= 64 &&
    x.directions.every((d) => Array.isArray(d) && d.length === 2 && Number.isSafeInteger(d[0]) && Number.isSafeInteger(d[1]) && Math.abs(d[0]) <= 64 && Math.abs(d[1]) <= 64 && (d[0] !== 0 || d[1] !== 0)) &&
    Array.isArray(x.clobbered?.L) &&
    Array.isArray(x.clobbered?.R) &&
    x.clobbered.L.every(kind) &&
    x.clobbered.R.every(kind) &&
    kind(x.leftBehind?.L) &&
    kind(x.leftBehind?.R) &&
    (x.maxDistance === Infinity || (Number.isSafeInteger(x.maxDistance) && x.maxDistance >= 1));
  if (!ok) throw new ValueError(`${fn}: not a Clobber variant (name, directions as [rows, columns] steps, clobbered and leftBehind for L and R as 0, 1 or 2, maxDistance ≥ 1)`);
  return x;
}

/** The positions after each move of `player` on board `g` under `v` (one move rule for both players). */
export function clobberMoves(g: Grid, player: Player, v: ClobberVariant): Grid[] {
  requireGrid(g, 'clobberMoves');
  requirePlayer(player, 'clobberMoves');
  requireVariant(v, 'clobberMoves');
  const { rows, cols, cells } = g;
  const us = player === 'L' ? LEFT : RIGHT;
  const clob = player === 'L' ? v.clobbered.L : v.clobbered.R;
  const lb = player === 'L' ? v.leftBehind.L : v.leftBehind.R;
  const out: Grid[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] !== us) continue;
      for (const [dr, dc] of v.directions) {
        let n = 1;
        while (n < v.maxDistance && g.at(r + n * dr, c + n * dc) === EMPTY) n++;
        const tr = r + n * dr;
        const tc = c + n * dc;
        if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) continue;
        if (!clob.includes(cells[tr * cols + tc]!)) continue;
        out.push(g.with(r * cols + c, lb, tr * cols + tc, us));
      }
    }
  }
  return out;
}

/** True when the steps are the same under the 8 symmetries of the square (turning a board keeps the rules). */
function squareSymmetric(v: ClobberVariant): boolean {
  const has = (r: number, c: number): boolean => v.directions.some(([a, b]) => a === r && b === c);
  return v.directions.every(([r, c]) => has(-r, c) && has(r, -c) && has(c, r));
}

/** True when each player's rule is the other's with the colours exchanged (then exchanging the colours negates the value). */
function colourSymmetric(v: ClobberVariant): boolean {
  const swap = (k: number): number => (k === LEFT ? RIGHT : k === RIGHT ? LEFT : k);
  const same = (a: readonly number[], b: readonly number[]): boolean => a.every((k) => b.includes(swap(k))) && b.every((k) => a.includes(swap(k)));
  return same(v.clobbered.L, v.clobbered.R) && v.leftBehind.L === swap(v.leftBehind.R);
}

/** Per variant: whether the mirror strategy applies (colour-symmetric rules, steps closed under a half turn). */
const MIRROR = new WeakMap<ClobberVariant, boolean>();

/** True when stones move only onto stones, one step at a time: then the groups of stones are independent. */
function stoneGroups(v: ClobberVariant): boolean {
  return v.maxDistance === 1 && !v.clobbered.L.includes(EMPTY) && !v.clobbered.R.includes(EMPTY);
}

/** True when a player may only capture the other colour: then a group of one colour has no move. */
function capturesOnlyEnemies(v: ClobberVariant): boolean {
  return v.clobbered.L.every((k) => k === RIGHT) && v.clobbered.R.every((k) => k === LEFT);
}

/** The independent regions of a board under `v` (see the module notes); regions with no stone are left out. */
export function clobberRegions(g: Grid, v: ClobberVariant): Grid[] {
  const n = g.cells.length;
  const member = new Uint8Array(n);
  if (stoneGroups(v)) {
    for (let i = 0; i < n; i++) member[i] = g.cells[i] === LEFT || g.cells[i] === RIGHT ? 1 : 0;
    return componentsOf(g, member, v.directions, EMPTY);
  }
  for (let i = 0; i < n; i++) member[i] = g.cells[i] !== BLOCKED ? 1 : 0;
  return componentsOf(g, member, v.directions, BLOCKED).filter((r) => r.cells.some((x) => x === LEFT || x === RIGHT));
}

/**
 * The value of a region known without search, under `v`: 0 for a group of one colour where only
 * enemies can be captured, and 0 by the mirror strategy (Tweedledum and Tweedledee) for a group of
 * stones that a half turn maps onto itself with the colours exchanged, when no stone is a direction
 * away from its own image (a move and its mirrored answer then never share a square, and the
 * answer stays legal; since stones only move onto stones, this lasts the whole game).
 */
export function clobberKnown(g: Grid, v: ClobberVariant): Game | undefined {
  if (!stoneGroups(v)) return undefined;
  let mirror = MIRROR.get(v);
  if (mirror === undefined) MIRROR.set(v, (mirror = colourSymmetric(v) && v.directions.every(([r, c]) => v.directions.some(([a, b]) => a === -r && b === -c))));
  const { rows, cols, cells } = g;
  let blacks = 0;
  let whites = 0;
  for (const x of cells) {
    if (x === LEFT) blacks++;
    else if (x === RIGHT) whites++;
  }
  if (blacks + whites <= 1) return zero;
  if (capturesOnlyEnemies(v) && (blacks === 0 || whites === 0)) return zero;
  if (!mirror || blacks !== whites) return undefined;
  const n = cells.length;
  for (let i = 0; i < n; i++) {
    const x = cells[i]!;
    const y = cells[n - 1 - i]!;
    if ((x === LEFT && y !== RIGHT) || (x === RIGHT && y !== LEFT) || (x === EMPTY && y !== EMPTY)) return undefined;
  }
  for (let i = 0; i < n; i++) {
    if (cells[i] === EMPTY) continue;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    const dr = rows - 1 - 2 * r;
    const dc = cols - 1 - 2 * c;
    for (const [sr, sc] of v.directions) if ((sr === dr && sc === dc) || (sr === -dr && sc === -dc)) return undefined;
  }
  return zero;
}

/**
 * The rules of variant `v` for the fast grid solver; Clobber's own start from its table of strips
 * (`strips.ts`), given as `startTable`.
 */
export function clobberGridRules(v: ClobberVariant, startTable?: () => ReadonlyMap<string, Game>): GridRules {
  const rules: GridRules = {
    name: v.name,
    swapNegates: colourSymmetric(v),
    symmetric: squareSymmetric(v),
    regions: (g) => clobberRegions(g, v),
    options: (g, p) => clobberMoves(g, p, v),
    known: (g) => clobberKnown(g, v),
  };
  return startTable ? { ...rules, startTable } : rules;
}
