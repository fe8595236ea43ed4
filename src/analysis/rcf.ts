/**
 * Reduced canonical form (Calistrate 1996; Grossman & Siegel, "Reductions of partizan games",
 * 2009; Siegel, CGT, Ch. II): the simplest game infinitesimally close to G, i.e. the unique
 * game H in reduced canonical form with G − H infinitesimal.
 *
 * Algorithm, bottom-up over the followers (explicit stack): a follower whose two stops agree is
 * a number x plus an infinitesimal and reduces to x. Otherwise its options are replaced by their
 * reduced forms, and then, until nothing changes, Inf-dominated options are removed and
 * Inf-reversible options bypassed, where A ≤_Inf B (A ≤ B up to an infinitesimal) holds exactly
 * when the right stop of B − A is ≥ 0.
 *
 * A second, independent route (CGSuite's): heat by * and replace every x* follower by x
 * ({@link rcfByHeating}); the tests check that the two agree.
 */
import { sub } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { type Game, nusGame } from '../engine/game.js';
import { memoFold, stops } from '../engine/properties.js';
import { heat } from './cooling.js';
import { engineOperation } from '../engine/work.js';
import { requireShort } from '../values/kind.js';

/**
 * A ≤ B up to an infinitesimal (A ≤_Inf B): the right stop of B − A is ≥ 0.
 *
 * Decided from the cached stops of A and B whenever possible, without building B − A: by the
 * stop inequalities for sums (Siegel, CGT, II.5: RS(G) + RS(H) ≤ RS(G + H) ≤ RS(G) + LS(H) and
 * RS(G + H) ≤ LS(G) + RS(H)), with G = B, H = −A (RS(−A) = −LS(A), LS(−A) = −RS(A)):
 *
 *   RS(B) − LS(A) ≤ RS(B − A) ≤ min(RS(B) − RS(A), LS(B) − LS(A)).
 *
 * So RS(B) ≥ LS(A) proves A ≤_Inf B, and RS(B) < RS(A) or LS(B) < LS(A) refutes it. The bounds
 * meet whenever A or B has equal stops (a number plus an infinitesimal), so only comparisons of two
 * hot games with overlapping stops fall back to canonicalising B − A. This keeps {@link rcf}
 * linear on long chains such as g_N = {N+1 | g_(N−1)}, whose reversibility tests compare against
 * numbers.
 */
export function leqInf(a: Game, b: Game): boolean {
  a = requireShort(a, 'leqInf');
  b = requireShort(b, 'leqInf');
  if (a === b) return true;
  const sa = stops(a);
  const sb = stops(b);
  if (sb.right >= sa.left) return true;
  if (sb.right < sa.right || sb.left < sa.left) return false;
  return stops(sub(b, a)).right >= 0;
}

/** Removes the options of `player` dominated up to infinitesimals (keeping one of equals). */
function infUndominated(xs: Game[], player: 'L' | 'R'): Game[] {
  const keep: Game[] = [];
  for (let i = 0; i < xs.length; i++) {
    const a = xs[i]!;
    let dominated = false;
    for (let j = 0; j < xs.length && !dominated; j++) {
      if (i === j) continue;
      const b = xs[j]!;
      const worse = player === 'L' ? leqInf(a, b) : leqInf(b, a);
      const equal = worse && (player === 'L' ? leqInf(b, a) : leqInf(a, b));
      // among Inf-equal options keep the one with the smallest index
      if (worse && (!equal || j < i)) dominated = true;
    }
    if (!dominated) keep.push(a);
  }
  return keep;
}

/** One round of Inf-reversal bypassing for `player`; reports whether anything changed. */
function infBypass(G: Game, xs: Game[], player: 'L' | 'R'): { out: Game[]; changed: boolean } {
  const out: Game[] = [];
  let changed = false;
  const other = player === 'L' ? 'R' : 'L';
  for (const a of xs) {
    const rev = a.options(other).find((ar) => (player === 'L' ? leqInf(ar, G) : leqInf(G, ar)));
    if (rev) {
      changed = true;
      out.push(...rev.options(player));
    } else out.push(a);
  }
  return { out, changed };
}

/** The reduced form of {L | R} whose options are already reduced. */
function reduceNode(left: readonly Game[], right: readonly Game[]): Game {
  let L = [...new Set(left)];
  let R = [...new Set(right)];
  for (;;) {
    L = infUndominated(L, 'L');
    R = infUndominated(R, 'R');
    const G = game(L, R);
    const bl = infBypass(G, L, 'L');
    const br = infBypass(G, R, 'R');
    if (!bl.changed && !br.changed) return G;
    L = [...new Set(bl.out)];
    R = [...new Set(br.out)];
  }
}

/**
 * The reduced canonical form of g: the simplest game infinitesimally close to g.
 *
 * @example
 * ```ts
 * import { game, num, rcf, up, star } from 'partizan';
 * rcf(up) === num(0);                            // ↑ is infinitesimal
 * rcf(game([num(1)], [up])) === game([num(1)], [num(0)]); // {1 | ↑} ≈ {1 | 0}
 * ```
 */
export function rcf(g: Game): Game {
  g = requireShort(g, 'rcf');
  return memoFold<Game>(
    g,
    'analysis:rcf',
    (h) => {
      if (h.nus) return nusGame(h.nus.number, 0, 0);
      const s = stops(h);
      return s.left === s.right ? nusGame(s.left, 0, 0) : undefined;
    },
    (h, get) => reduceNode(h.leftOptions.map(get), h.rightOptions.map(get)),
  );
}

/** CGSuite's route to the reduced canonical form: heat by *, then x* ↦ x in every follower. */
export function rcfByHeating(g: Game): Game {
  g = requireShort(g, 'rcfByHeating');
  const star = nusGame(0, 0, 1);
  return engineOperation(() => memoFold<Game>(
    heat(g, star),
    'analysis:starProjection',
    (h) => {
      const n = h.nus;
      if (n && n.ups === 0 && n.nim <= 1) return nusGame(n.number, 0, 0);
      return undefined;
    },
    (h, get) => game(h.leftOptions.map(get), h.rightOptions.map(get)),
  ));
}
