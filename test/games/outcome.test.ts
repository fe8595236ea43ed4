/**
 * The outcome search (who wins, `outcomeOf`, `firstPlayerWins`, `OutcomeSearch`) against the
 * outcome class of the canonical value that the generic `Solver` computes from the plain rules
 * (no decomposition, no symmetry), on random small positions of each game it has rules for, with
 * the component values switched off and on (the games' own searches on masks switched off:
 * outcome-bits.test.ts tests those); and the descriptors' own rules on their examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../src/engine/solver.js';
import { Game } from '../../src/engine/game.js';
import { amazonsOutcomeRules, amazonsRuleset, AmazonsSolver } from '../../src/games/amazons/index.js';
import { CLOBBER_VARIANTS, clobberOutcomeRules, clobberRuleset, clobberSolver, clobberSyntax } from '../../src/games/clobber/index.js';
import { parseToppling, topplingOutcomeRules, topplingRuleset, TopplingSolver } from '../../src/games/toppling-dominoes/index.js';
import { firstPlayerWins, OutcomeSearch, outcomeOf } from '../../src/games/outcome/index.js';
import { GAMES } from '../../src/games/catalog.js';
import { KindError, LimitError } from '../../src/engine/errors.js';
import { arbitraryGrid, RANDOM_START } from './grid/support.js';

describe('Amazons: the outcome search against the plain rules', () => {
  it('boards up to 3 × 3, regions valued or searched', () => {
    const searched = new OutcomeSearch(amazonsOutcomeRules(new AmazonsSolver(), 0, 0, false));
    const valued = new OutcomeSearch(amazonsOutcomeRules(new AmazonsSolver(), 3, 6, false));
    fc.assert(
      fc.property(arbitraryGrid(3, 3, [0, 0, 0, 1, 2, 3]), (g) => {
        const o = new Solver(amazonsRuleset).value(g).outcome();
        expect(searched.outcome(g)).toBe(o);
        expect(valued.outcome(g)).toBe(o);
      }),
      { seed: RANDOM_START, numRuns: 80 },
    );
  });
  it('boards of 2 × 4 and 4 × 2 with arrows that split them', () => {
    const search = new OutcomeSearch(amazonsOutcomeRules(new AmazonsSolver(), 0, 4, false));
    fc.assert(
      fc.property(fc.oneof(arbitraryGrid(2, 4, [0, 0, 1, 2, 3, 3]), arbitraryGrid(4, 2, [0, 0, 1, 2, 3, 3])), (g) => {
        expect(search.outcome(g)).toBe(new Solver(amazonsRuleset).value(g).outcome());
      }),
      { seed: RANDOM_START, numRuns: 60 },
    );
  });
});

describe('Clobber and its variants: the outcome search against the plain rules', () => {
  for (const v of CLOBBER_VARIANTS) {
    it(`${v.name}: boards up to 3 × 3`, () => {
      const kinds = clobberSyntax(v).chars.includes('#') ? [0, 1, 2, 3] : [0, 1, 1, 2, 2];
      const searched = new OutcomeSearch(clobberOutcomeRules(v, clobberSolver(v), 0, false));
      const valued = new OutcomeSearch(clobberOutcomeRules(v, clobberSolver(v), 4, false));
      fc.assert(
        fc.property(arbitraryGrid(3, 3, kinds), (g) => {
          const o = new Solver(clobberRuleset(v)).value(g).outcome();
          expect(searched.outcome(g)).toBe(o);
          expect(valued.outcome(g)).toBe(o);
        }),
        { seed: RANDOM_START, numRuns: 30 },
      );
    });
  }
});

describe('Toppling Dominoes: the outcome search against the plain rules', () => {
  it('sums of up to three rows of up to 6 places, rows valued or searched', () => {
    const row = fc.array(fc.constantFrom('l', 'r', 'e', '.'), { maxLength: 6 }).map((cs) => cs.join(''));
    const searched = new OutcomeSearch(topplingOutcomeRules(new TopplingSolver(), 0, 0, false));
    const valued = new OutcomeSearch(topplingOutcomeRules(new TopplingSolver(), 2, 6, false));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 3 }), (rows) => {
        const p = parseToppling(rows.join('|'));
        const o = new Solver(topplingRuleset).value(p).outcome();
        expect(searched.outcome(p)).toBe(o);
        expect(valued.outcome(p)).toBe(o);
      }),
      { seed: RANDOM_START, numRuns: 150 },
    );
  });
});

describe('outcomeOf and firstPlayerWins on the registry', () => {
  it("every short game's examples (those the search settles within 20,000 positions): the outcome of the descriptor's value", () => {
    let checked = 0;
    for (const d of GAMES) {
      if (d.kind === 'loopy') continue;
      for (const ex of d.examples) {
        if (ex.value === undefined) continue; // examples without a sourced value may be large
        let o;
        try {
          o = outcomeOf(d, ex.position, { maxEntries: 20_000 });
        } catch (e) {
          if (e instanceof LimitError) continue; // a whole board searched without its components: too large here
          throw e;
        }
        const v = d.value(d.parse(ex.position));
        if (!(v instanceof Game)) continue;
        expect(o, `${d.id} ${ex.position}`).toBe(v.outcome());
        expect(firstPlayerWins(d.id, ex.position, 'L', { maxEntries: 20_000 })).toBe(v.outcome() === 'L' || v.outcome() === 'N');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
  it('refuses loopy games, bad players and bad positions', () => {
    const loopy = GAMES.find((d) => d.kind === 'loopy')!;
    expect(() => outcomeOf(loopy, loopy.examples[0]!.position)).toThrow(KindError);
    expect(() => firstPlayerWins('amazons', 'x.o', 'X' as 'L')).toThrow(KindError);
    expect(() => outcomeOf('amazons', 42)).toThrow(KindError);
    expect(() => outcomeOf('amazons', 'x?o')).toThrow(/Amazons/);
  });
  it('MCGS 3x3.test line 11 (.X#|.X.|..O: B win, W loss, results from CGSuite 2.1.1)', () => {
    expect(outcomeOf('amazons', '.x#|.x.|..o')).toBe('L');
  });
});
