/**
 * The games' own who-wins searches (the outcome rules' `decide`: Amazons and Clobber boards on bit
 * masks played in place, a Toppling Dominoes row from its stretches) against the outcome class of
 * the canonical value the generic `Solver` computes from the plain rules (no decomposition, no
 * symmetry), on random positions; on positions too large for the plain rules (Clobber strips
 * longer than 30 squares, Toppling rows of up to 40 dominoes), against the games' value solvers,
 * which their own test files check against the plain rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SOLVER_ENTRIES, Solver } from '../../src/engine/solver.js';
import { LimitError } from '../../src/engine/errors.js';
import { Grid } from '../../src/games/grid/grid.js';
import { amazonsOutcomeRules, amazonsRuleset, AmazonsSolver, parseAmazons } from '../../src/games/amazons/index.js';
import { CLOBBER, clobberOutcomeRules, clobberRuleset, clobberSolver, DIAGONAL_CLOBBER, KINGS, KNIGHTS, type ClobberVariant } from '../../src/games/clobber/index.js';
import { parseToppling, topplingOutcomeRules, topplingRowWins, topplingRuleset, TopplingSolver } from '../../src/games/toppling-dominoes/index.js';
import { firstPlayerWins, OutcomeSearch } from '../../src/games/outcome/index.js';
import { RunControl } from '../../src/engine/run.js';
import { arbitraryGrid, RANDOM_START } from './grid/support.js';

const run = (): RunControl => new RunControl({}, 'test');

/** Left wins moving first in outcome o, and Right. */
const firsts = (o: string): [boolean, boolean] => [o === 'L' || o === 'N', o === 'R' || o === 'N'];

describe("Amazons: the search on masks against the plain rules", () => {
  it('boards up to 3 × 3, and 2 × 4, 4 × 2, 1 × 6 boards', () => {
    const rules = amazonsOutcomeRules();
    fc.assert(
      fc.property(fc.oneof(arbitraryGrid(3, 3, [0, 0, 0, 1, 2, 3]), arbitraryGrid(2, 4, [0, 0, 1, 2, 3]), arbitraryGrid(4, 2, [0, 0, 1, 2, 3]), arbitraryGrid(1, 6, [0, 0, 1, 2, 3])), (g) => {
        const [l, r] = firsts(new Solver(amazonsRuleset).value(g).outcome());
        expect(rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES)).toBe(l);
        expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 150 },
    );
  });
  it('3 × 4 boards with at least 4 squares burnt, against the value solver', () => {
    const rules = amazonsOutcomeRules();
    const solver = new AmazonsSolver();
    const board = fc.array(fc.constantFrom(0, 0, 1, 2, 3, 3), { minLength: 12, maxLength: 12 }).filter((c) => c.filter((x) => x === 3).length >= 4);
    fc.assert(
      fc.property(board, (cells) => {
        const g = new Grid(3, 4, Uint8Array.from(cells));
        const [l, r] = firsts(solver.value(g).outcome());
        expect(rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES)).toBe(l);
        expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 40 },
    );
  });
  it('leaves boards of more than 30 squares to the generic search, and the search agrees with it through OutcomeSearch', () => {
    const rules = amazonsOutcomeRules();
    expect(rules.decide!(new Grid(4, 8, new Uint8Array(32)), 'L', run(), MAX_SOLVER_ENTRIES)).toBeUndefined();
    const bits = new OutcomeSearch(amazonsOutcomeRules());
    const plain = new OutcomeSearch(amazonsOutcomeRules(new AmazonsSolver(), 0, 4, false));
    fc.assert(
      fc.property(arbitraryGrid(3, 3, [0, 0, 1, 2, 3]), (g) => {
        expect(bits.outcome(g)).toBe(plain.outcome(g));
      }),
      { seed: RANDOM_START, numRuns: 40 },
    );
  });
});

describe('Amazons: a board with one empty square, decided without moves', () => {
  it('is *, 1 or -1 as the amazons next to the square are of both colours, Left\'s or Right\'s', () => {
    const rules = amazonsOutcomeRules();
    // hand derivations: the only move is an amazon next to the empty square stepping in and burning
    // where it stood, which leaves no move; x.o is {0|0} = *, xo. is {|0} = -1, .xo is {0|} = 1; a
    // one-colour region x.. is 2 (two moves in a row) and o.. is -2, so -1 + 2 = 1 and * - 2 = -2*
    const cases: Array<[string, boolean, boolean]> = [
      ['x.o', true, true],
      ['xo.', false, true],
      ['.xo', true, false],
      ['xo.|###|x..', true, false],
      ['x.o|###|o..', false, true],
    ];
    for (const [text, l, r] of cases) {
      const g = parseAmazons(text);
      expect(rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES), text).toBe(l);
      expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES), text).toBe(r);
    }
  });
});

describe('Clobber and the one-step variants: the search on masks against the plain rules', () => {
  const variants: ClobberVariant[] = [CLOBBER, KINGS, KNIGHTS, DIAGONAL_CLOBBER];
  for (const v of variants) {
    it(`${v.name}: boards up to 3 × 3, 2 × 5, 5 × 2 and 1 × 8`, () => {
      const rules = clobberOutcomeRules(v);
      fc.assert(
        fc.property(fc.oneof(arbitraryGrid(3, 3, [0, 1, 1, 2, 2]), arbitraryGrid(2, 5, [0, 1, 2]), arbitraryGrid(5, 2, [0, 1, 2]), arbitraryGrid(1, 8, [0, 1, 1, 2, 2])), (g) => {
          const [l, r] = firsts(new Solver(clobberRuleset(v)).value(g).outcome());
          expect(rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES)).toBe(l);
          expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
        }),
        { seed: RANDOM_START, numRuns: 60 },
      );
    });
  }
  it('boards that a half turn maps onto themselves with the colours exchanged (the mirror strategy)', () => {
    const rules = clobberOutcomeRules();
    const half = fc.record({ rows: fc.integer({ min: 1, max: 3 }), cols: fc.integer({ min: 2, max: 3 }) }).chain(({ rows, cols }) =>
      fc.array(fc.constantFrom(0, 1, 2), { minLength: rows * cols, maxLength: rows * cols }).map((cells) => {
        // the first half as drawn, the second its half turn with the colours exchanged, the middle empty
        const n = rows * cols;
        const c = new Uint8Array(n);
        for (let i = 0; 2 * i < n - 1; i++) {
          c[i] = cells[i]!;
          c[n - 1 - i] = cells[i] === 1 ? 2 : cells[i] === 2 ? 1 : 0;
        }
        return new Grid(rows, cols, c);
      }),
    );
    fc.assert(
      fc.property(half, (g) => {
        const [l, r] = firsts(new Solver(clobberRuleset(CLOBBER)).value(g).outcome());
        expect(rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES)).toBe(l);
        expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
  });
  it('strips longer than 30 squares, packed into the masks, against the value solver', () => {
    const rules = clobberOutcomeRules();
    const solver = clobberSolver();
    const strip = fc.array(fc.constantFrom(0, 1, 2, 1, 2), { minLength: 31, maxLength: 44 }).map((c) => new Grid(1, c.length, Uint8Array.from(c)));
    let decided = 0;
    fc.assert(
      fc.property(fc.boolean(), strip, (column, s) => {
        const g = column ? new Grid(s.cols, 1, s.cells) : s;
        const [l, r] = firsts(solver.value(g).outcome());
        const dl = rules.decide!(g, 'L', run(), MAX_SOLVER_ENTRIES);
        if (dl === undefined) return; // still too long once packed
        decided++;
        expect(dl).toBe(l);
        expect(rules.decide!(g, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
    expect(decided).toBeGreaterThan(10);
  });
});

describe('the limit maxEntries', () => {
  it('stops the searches on masks as it stops the generic search', () => {
    // 5 × 6 boards: far more than 100 positions to decide
    expect(() => firstPlayerWins('amazons', 'x.....|......|......|......|.....o', 'L', { maxEntries: 100 })).toThrow(LimitError);
    expect(() => firstPlayerWins('clobber', 'xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo', 'L', { maxEntries: 100 })).toThrow(LimitError);
    expect(firstPlayerWins('clobber', 'xo', 'L', { maxEntries: 100 })).toBe(true); // * (hand derivation)
  });
});

describe('Toppling Dominoes: a row decided from its stretches', () => {
  it('rows of up to 8 dominoes against the plain rules', () => {
    const row = fc.array(fc.constantFrom('l', 'r', 'e'), { maxLength: 8 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(row, (s) => {
        const [l, r] = firsts(new Solver(topplingRuleset).value(parseToppling(s)).outcome());
        expect(topplingRowWins(s, 'L')).toBe(l);
        expect(topplingRowWins(s, 'R')).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 150 },
    );
  });
  it('rows of up to 40 dominoes, with empty places, through the outcome rules, against the value solver', () => {
    const rules = topplingOutcomeRules();
    const solver = new TopplingSolver();
    const row = fc.array(fc.constantFrom('l', 'r', 'e', 'l', 'r', '.'), { minLength: 1, maxLength: 40 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(row, (s) => {
        const p = parseToppling(s);
        const [l, r] = firsts(solver.value(p).outcome());
        expect(rules.decide!(p, 'L', run(), MAX_SOLVER_ENTRIES)).toBe(l);
        expect(rules.decide!(p, 'R', run(), MAX_SOLVER_ENTRIES)).toBe(r);
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
  });
  it('leaves sums of rows to the generic search', () => {
    expect(topplingOutcomeRules().decide!(parseToppling('lr|rl'), 'L', run(), MAX_SOLVER_ENTRIES)).toBeUndefined();
    expect(topplingOutcomeRules().decide!(parseToppling('..|.'), 'L', run(), MAX_SOLVER_ENTRIES)).toBe(false);
  });
});
