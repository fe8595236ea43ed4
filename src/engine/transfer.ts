/**
 * Canonical games across threads: a game (with everything below it) as a flat list of numbers that
 * a worker thread can post, and back to interned games on the other side.
 *
 * The list holds each distinct game of the DAG once, options before the games that use them: a
 * number-up-star value as `0, number, ups, nim`; any other game as `1, #left, left indices…,
 * #right, right indices…`, indices into the games listed before it. Option lists of a canonical game
 * are canonical, so reading them back interns them directly (no simplification, no comparison).
 *
 * Invariant: {@link importGames}(exportGames(gs)) returns, in the receiving thread, the interned
 * games equal in value to `gs` (the ids differ from thread to thread; values do not).
 */
import { ValueError } from './errors.js';
import { byId, type Game, internGeneral, nusGame, recogniseNus } from './game.js';

/** Games in transferable form (plain numbers, for `postMessage`). */
export interface GameTransfer {
  /** The DAG, options first (see the module notes). */
  readonly data: number[];
  /** Index, in the DAG, of each exported game. */
  readonly roots: number[];
}

/** The games `gs`, with every game below them, as a {@link GameTransfer}. Iterative (any depth). @internal */
export function exportGames(gs: readonly Game[]): GameTransfer {
  const index = new Map<Game, number>();
  const data: number[] = [];
  const stack: Array<{ g: Game; expanded: boolean }> = [];
  const visit = (root: Game): number => {
    stack.push({ g: root, expanded: false });
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      if (index.has(f.g)) {
        stack.pop();
        continue;
      }
      const n = f.g.nus;
      if (n) {
        data.push(0, n.number, n.ups, n.nim);
        index.set(f.g, index.size);
        stack.pop();
        continue;
      }
      if (!f.expanded) {
        f.expanded = true;
        for (const o of f.g.leftOptions) if (!index.has(o)) stack.push({ g: o, expanded: false });
        for (const o of f.g.rightOptions) if (!index.has(o)) stack.push({ g: o, expanded: false });
        continue;
      }
      data.push(1, f.g.leftOptions.length);
      for (const o of f.g.leftOptions) data.push(index.get(o)!);
      data.push(f.g.rightOptions.length);
      for (const o of f.g.rightOptions) data.push(index.get(o)!);
      index.set(f.g, index.size);
      stack.pop();
    }
    return index.get(root)!;
  };
  const roots = gs.map(visit);
  return { data, roots };
}

/**
 * The interned games of a {@link GameTransfer} made by {@link exportGames} (in this or another
 * thread). A list that is not such a transfer is a ValueError. The option lists are trusted to be
 * canonical, as exportGames writes them: never feed it data from outside the library.
 * @internal
 */
export function importGames(t: GameTransfer): Game[] {
  const { data } = t;
  const games: Game[] = [];
  const bad = (): never => {
    throw new ValueError('importGames: the data is not a list of games made by exportGames');
  };
  const ref = (i: number): Game => {
    const k = data[i];
    if (k === undefined || !Number.isInteger(k) || k < 0 || k >= games.length) bad();
    return games[k!]!;
  };
  for (let i = 0; i < data.length; ) {
    if (data[i] === 0) {
      if (i + 3 >= data.length) bad();
      games.push(nusGame(data[i + 1]!, data[i + 2]!, data[i + 3]!));
      i += 4;
    } else if (data[i] === 1) {
      const nl = data[i + 1]!;
      if (!Number.isInteger(nl) || nl < 0) bad();
      const L: Game[] = [];
      for (let k = 0; k < nl; k++) L.push(ref(i + 2 + k));
      const j = i + 2 + nl;
      const nr = data[j]!;
      if (!Number.isInteger(nr) || nr < 0) bad();
      const R: Game[] = [];
      for (let k = 0; k < nr; k++) R.push(ref(j + 1 + k));
      L.sort(byId);
      R.sort(byId);
      games.push(recogniseNus(L, R) ?? internGeneral(L, R));
      i = j + 1 + nr;
    } else bad();
  }
  return t.roots.map((r) => (Number.isInteger(r) && r >= 0 && r < games.length ? games[r]! : bad()));
}
