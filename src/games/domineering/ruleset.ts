/** Domineering through the generic ruleset interface (the reference the fast solver is tested against). */
import { num } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import { DomineeringBoard, STEP } from './board.js';
import { kindError } from '../../engine/guard.js';
import { Grid } from '../grid/grid.js';
import { componentsOf, ORTHOGONAL } from '../grid/region.js';

/**
 * The connected regions of empty cells of `b`, each trimmed to its bounding box (the grid games'
 * flood fill, orthogonal steps; regions in the order of their first cell, row by row).
 * @internal
 */
export function boardComponents(b: DomineeringBoard): DomineeringBoard[] {
  if (!(b instanceof DomineeringBoard)) throw kindError('boardComponents', 'b', 'a DomineeringBoard', b);
  const regions = componentsOf(new Grid(b.rows, b.cols, b.free), b.free, ORTHOGONAL, 0);
  return regions.map((r) => new DomineeringBoard(r.rows, r.cols, r.cells));
}

/**
 * The value of `b` when one player has no move (filling cells never creates moves, so that player
 * never will): the other player's maximal number of moves, as an integer; undefined otherwise.
 * For the mover, the runs of empty cells in their direction are independent, a run of n cells
 * holding ⌊n/2⌋ dominoes.
 */
function oneSidedValue(b: DomineeringBoard): Game | undefined {
  if (!(b instanceof DomineeringBoard)) throw kindError('domineering.known', 'b', 'a DomineeringBoard', b);
  const count = (player: Player): number => {
    const [dr, dc] = STEP[player];
    const [outer, inner] = player === 'L' ? [b.cols, b.rows] : [b.rows, b.cols];
    let total = 0;
    for (let i = 0; i < outer; i++) {
      let run = 0;
      for (let j = 0; j <= inner; j++) {
        const r = dr ? j : i;
        const c = dc ? j : i;
        if (j < inner && b.isEmpty(r, c)) run++;
        else (total += run >> 1), (run = 0);
      }
    }
    return total;
  };
  const l = count('L');
  const r = count('R');
  if (l > 0 && r > 0) return undefined;
  return num(l - r);
}

/** The canonical text of a trimmed board up to the reflections that keep the players. */
function boardKey(b: DomineeringBoard): string {
  const { rows, cols } = b;
  let best = '';
  for (let t = 0; t < 4; t++) {
    let s = `${rows}x${cols}:`;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const rr = t & 1 ? rows - 1 - r : r;
        const cc = t & 2 ? cols - 1 - c : c;
        s += b.free[rr * cols + cc] ? '.' : '#';
      }
    }
    if (t === 0 || s < best) best = s;
  }
  return best;
}

/**
 * Domineering as a {@link Ruleset} on boards of any size, for the generic {@link Solver}: options
 * of both players from one move rule, components by flood fill, keys up to reflections, and
 * one-sided regions known as integers. {@link DomineeringSolver} computes the same values faster.
 */
export const domineering: Ruleset<DomineeringBoard> = {
  options(p, player) {
    if (!(p instanceof DomineeringBoard)) throw kindError('domineering.options', 'p', 'a DomineeringBoard', p);
    if (player !== 'L' && player !== 'R') throw kindError('domineering.options', 'player', "'L' or 'R'", player);
    const [dr, dc] = STEP[player];
    const out: DomineeringBoard[] = [];
    for (let r = 0; r + dr < p.rows; r++) {
      for (let c = 0; c + dc < p.cols; c++) if (p.isEmpty(r, c) && p.isEmpty(r + dr, c + dc)) out.push(p.place(player, r, c));
    }
    return out;
  },
  components: boardComponents,
  key(p) {
    const comps = boardComponents(p);
    return comps.length === 1 ? boardKey(comps[0]!) : comps.map(boardKey).sort().join('+');
  },
  known: oneSidedValue,
};
