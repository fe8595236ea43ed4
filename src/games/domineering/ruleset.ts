/** Domineering through the generic ruleset interface (the reference the fast solver is tested against). */
import { num } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
import { type Player, type Ruleset, Solver } from '../../engine/solver.js';
import { DomineeringBoard, STEP } from './board.js';
import { kindError } from '../../engine/guard.js';


// ---------------------------------------------------------------------------------------------
// The array-based ruleset (any board size)

/** The connected regions of empty cells of `b`, each trimmed to its bounding box. */
/** @internal */
export function boardComponents(b: DomineeringBoard): DomineeringBoard[] {
  if (!(b instanceof DomineeringBoard)) throw kindError('boardComponents', 'b', 'a DomineeringBoard', b);
  const { rows, cols, free } = b;
  const seen = new Uint8Array(free.length);
  const out: DomineeringBoard[] = [];
  const stack: number[] = [];
  for (let s = 0; s < free.length; s++) {
    if (!free[s] || seen[s]) continue;
    const cells: number[] = [];
    seen[s] = 1;
    stack.push(s);
    let r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      cells.push(i);
      const r = (i / cols) | 0;
      const c = i - r * cols;
      if (r < r0) r0 = r;
      if (r > r1) r1 = r;
      if (c < c0) c0 = c;
      if (c > c1) c1 = c;
      if (r > 0 && free[i - cols] && !seen[i - cols]) (seen[i - cols] = 1), stack.push(i - cols);
      if (r < rows - 1 && free[i + cols] && !seen[i + cols]) (seen[i + cols] = 1), stack.push(i + cols);
      if (c > 0 && free[i - 1] && !seen[i - 1]) (seen[i - 1] = 1), stack.push(i - 1);
      if (c < cols - 1 && free[i + 1] && !seen[i + 1]) (seen[i + 1] = 1), stack.push(i + 1);
    }
    const h = r1 - r0 + 1;
    const w = c1 - c0 + 1;
    const f = new Uint8Array(h * w);
    for (const i of cells) {
      const r = (i / cols) | 0;
      f[(r - r0) * w + (i - r * cols - c0)] = 1;
    }
    out.push(new DomineeringBoard(h, w, f));
  }
  return out;
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

// ---------------------------------------------------------------------------------------------
// The fast solver: regions as row bitmasks

/** The widest region row the bitmask representation holds (after turning the region so that width ≤ height). */
