/**
 * CGSuite's deterministic order of options, used when printing: numbers (by value), then nimbers
 * (by size), then uptimals (by expansion: number, digits, length, nimber), then all other games,
 * compared by their sorted Left option lists and then their sorted Right option lists.
 *
 * Invariant: two distinct canonical games never compare equal (their sorted option lists differ
 * somewhere), so comparing two general games reduces to comparing the first differing pair of
 * options; that pair is compared in the same loop, without recursion.
 */
import { memoFold } from './fold.js';
import type { Game } from './node.js';
import { compareExpansions, expansionOf } from './expansion.js';

const Rank = { Number: 0, Nimber: 1, Uptimal: 2, General: 3 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

function rank(g: Game): Rank {
  const n = g.nus;
  if (n) {
    if (n.ups === 0 && n.nim === 0) return Rank.Number;
    if (n.ups === 0 && n.number === 0) return Rank.Nimber;
    return Rank.Uptimal;
  }
  return expansionOf(g) ? Rank.Uptimal : Rank.General;
}

interface Sorted {
  readonly L: readonly Game[];
  readonly R: readonly Game[];
}

const NONE: Sorted = { L: [], R: [] };
const MEMO = 'notation.sorted';

/**
 * CGSuite's deterministic order of games (negative, 0 or positive), the order in which options and
 * sets of games are printed: numbers, nimbers, uptimals, then the rest. Use it with `Array.sort`.
 */
export function cgsuiteOrder(g0: Game, h0: Game): number {
  let g = g0;
  let h = h0;
  for (;;) {
    if (g === h) return 0;
    const rg = rank(g);
    const rh = rank(h);
    if (rg !== rh) return rg - rh;
    if (rg === Rank.Number) return g.nus!.number < h.nus!.number ? -1 : 1;
    if (rg === Rank.Nimber) return g.nus!.nim - h.nus!.nim;
    if (rg === Rank.Uptimal) return compareExpansions(expansionOf(g)!, expansionOf(h)!);
    const sg = sorted(g);
    const sh = sorted(h);
    let next: [Game, Game] | undefined;
    for (const [a, b] of [
      [sg.L, sh.L],
      [sg.R, sh.R],
    ] as const) {
      const n = Math.min(a.length, b.length);
      let i = 0;
      while (i < n && a[i] === b[i]) i++;
      if (i < n) {
        next = [a[i]!, b[i]!];
        break;
      }
      if (a.length !== b.length) return a.length - b.length;
    }
    if (!next) return 0; // unreachable for distinct interned games
    [g, h] = next;
  }
}

/** The options of every general follower of g, sorted; computed bottom-up and cached. */
function sorted(g: Game): Sorted {
  return memoFold<Sorted>(
    g,
    MEMO,
    (h) => (rank(h) !== Rank.General ? NONE : undefined),
    (h) => ({
      L: [...h.leftOptions].sort(cgsuiteOrder),
      R: [...h.rightOptions].sort(cgsuiteOrder),
    }),
  );
}

/** The options of `player` in CGSuite's printing order. */
export function sortedOptions(g: Game, player: 'L' | 'R'): readonly Game[] {
  if (rank(g) !== Rank.General) return [...g.options(player)].sort(cgsuiteOrder);
  const s = sorted(g);
  return player === 'L' ? s.L : s.R;
}
