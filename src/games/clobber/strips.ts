/**
 * The table of known small Clobber values (as MCGS keeps its databases): every strip of stones,
 * black and white with no gap, of 2 to {@link STRIP_TABLE_LENGTH} stones, up to reversal and the
 * colour exchange. Its provenance: computed from the rules by {@link clobberStripValues} (the fast
 * solver), written to `data/strips.ts` as a game DAG by `scripts/gen-clobber-strips.ts`; the tests
 * recompute it and compare every entry, and check entries against the plain rules.
 *
 * Invariant: entry i of the stored table is the value of the i-th strip of {@link stripOrder} (the
 * strips of each length in order of their bits, each kept the first time its key appears), whose
 * key is stored with it.
 */
import type { Game } from '../../engine/game.js';
import { importGames } from '../../engine/transfer.js';
import { Grid, LEFT, RIGHT } from '../grid/grid.js';
import { canonical, gridKey } from '../grid/region.js';
import type { GridSolver } from '../grid/solver.js';
import { STRIPS } from './data/strips.js';

/** The longest strips in the table. */
export const STRIP_TABLE_LENGTH = 12;

/** The strips of 2 to `maxLength` stones with both colours, one per key, in the table's order, with their keys. */
export function stripOrder(maxLength: number): Array<{ grid: Grid; key: string }> {
  const out: Array<{ grid: Grid; key: string }> = [];
  const seen = new Set<string>();
  for (let n = 2; n <= maxLength; n++) {
    for (let m = 1; m < 2 ** n - 1; m++) {
      const cells = new Uint8Array(n);
      for (let i = 0; i < n; i++) cells[i] = (m >> i) & 1 ? LEFT : RIGHT;
      const c = canonical(new Grid(1, n, cells), true);
      if (seen.has(c.key)) continue;
      seen.add(c.key);
      out.push({ grid: c.grid, key: c.key });
    }
  }
  return out;
}

/** The values of the strips of {@link stripOrder}, computed by `solver` (a Clobber solver). */
export function clobberStripValues(maxLength: number, solver: GridSolver): Game[] {
  return stripOrder(maxLength).map(({ grid }) => solver.value(grid));
}

let table: Map<string, Game> | undefined;

/** The strips of {@link stripOrder} as stored: each in its keyed orientation and colours, `x` and `o`, joined by spaces. */
export function packStrips(order: ReadonlyArray<{ grid: Grid }>): string {
  return order.map(({ grid }) => grid.toString()).join(' ');
}

/** The stored table as keys and values (decoded once; the games are interned without search, each stored strip keyed as it stands). */
export function stripTable(): ReadonlyMap<string, Game> {
  if (table === undefined) {
    const values = importGames({ data: STRIPS.data, roots: STRIPS.roots });
    table = new Map();
    STRIPS.strips.split(' ').forEach((t, e) => {
      const cells = Uint8Array.from(t, (c) => (c === 'x' ? LEFT : RIGHT));
      table!.set(gridKey(new Grid(1, cells.length, cells)), values[e]!);
    });
  }
  return table;
}
