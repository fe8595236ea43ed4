/**
 * Clobber's table of known small values (src/games/clobber/strips.ts): the stored table is what the
 * rules give, entry by entry, and the solver that starts from it agrees with the plain rules.
 */
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { CLOBBER, clobberRuleset, clobberSolver } from '../../src/games/clobber/index.js';
import { clobberStripValues, packStrips, STRIP_TABLE_LENGTH, stripOrder, stripTable } from '../../src/games/clobber/strips.js';
import { STRIPS } from '../../src/games/clobber/data/strips.js';

describe("Clobber's table of strips", () => {
  it(`holds every strip of 2 to ${STRIP_TABLE_LENGTH} stones up to symmetry, and each entry is what the rules give (recomputed without the table)`, () => {
    expect(STRIPS.maxLength).toBe(STRIP_TABLE_LENGTH);
    const order = stripOrder(STRIP_TABLE_LENGTH);
    expect(STRIPS.roots).toHaveLength(order.length);
    expect(STRIPS.strips).toBe(packStrips(order));
    const fresh = clobberStripValues(STRIP_TABLE_LENGTH, clobberSolver(CLOBBER, { table: false }));
    const table = stripTable();
    order.forEach((s, i) => expect(table.get(s.key), s.grid.toString()).toBe(fresh[i]));
  });
  it('entries of up to 8 stones agree with the plain rules (no regions, no symmetry, no table)', () => {
    const table = stripTable();
    for (const s of stripOrder(8)) expect(table.get(s.key), s.grid.toString()).toBe(new Solver(clobberRuleset(CLOBBER)).value(s.grid));
  });
});
