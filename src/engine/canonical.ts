/**
 * `game(L, R)`: the canonical form of {L | R} from canonical options.
 *
 * Steps (Siegel, CGT, Section II.2): remove duplicate and dominated options, bypass every
 * reversible option, repeat until nothing changes, then intern. A result equal to a NUS value is
 * returned as that value's NUS object.
 */
import { beginTemp, leq } from './compare.js';
import { byId, type Game, internGeneral, recogniseNus, tempGame } from './game.js';

function dedupe(xs: Iterable<Game>): Game[] {
  const seen = new Set<Game>();
  const out: Game[] = [];
  for (const x of xs) {
    if (!seen.has(x)) {
      seen.add(x);
      out.push(x);
    }
  }
  return out;
}

/** Keeps the options not dominated for `player`: Left drops a when a ≤ b, Right when a ≥ b. */
function undominated(xs: Game[], player: 'L' | 'R'): Game[] {
  if (xs.length < 2) return xs;
  const keep: Game[] = [];
  outer: for (let i = 0; i < xs.length; i++) {
    const a = xs[i]!;
    for (let j = 0; j < xs.length; j++) {
      if (i === j) continue;
      const b = xs[j]!;
      if (player === 'L' ? leq(a, b) : leq(b, a)) continue outer;
    }
    keep.push(a);
  }
  return keep;
}

/**
 * Bypasses reversible options of `player` in {L | R}: a Left option a is reversible when some
 * a^R ≤ G, and is then replaced by the Left options of that a^R (dually for Right).
 */
function bypass(G: Game, xs: readonly Game[], player: 'L' | 'R'): { out: Game[]; changed: boolean } {
  const out: Game[] = [];
  let changed = false;
  for (const a of xs) {
    let rev: Game | undefined;
    for (const ar of a.options(player === 'L' ? 'R' : 'L')) {
      if (player === 'L' ? leq(ar, G) : leq(G, ar)) {
        rev = ar;
        break;
      }
    }
    if (rev) {
      changed = true;
      for (const x of rev.options(player)) out.push(x);
    } else out.push(a);
  }
  return { out, changed };
}

/**
 * The canonical form of the game whose Left options are `left` and Right options `right`
 * (each already canonical, as every Game is).
 */
export function game(left: Iterable<Game>, right: Iterable<Game>): Game {
  let L = undominated(dedupe(left), 'L');
  let R = undominated(dedupe(right), 'R');
  for (;;) {
    beginTemp();
    const G = tempGame(L, R);
    const bl = bypass(G, L, 'L');
    const br = bypass(G, R, 'R');
    if (!bl.changed && !br.changed) break;
    L = undominated(dedupe(bl.out), 'L');
    R = undominated(dedupe(br.out), 'R');
  }
  beginTemp();
  L.sort(byId);
  R.sort(byId);
  return recogniseNus(L, R) ?? internGeneral(L, R);
}
