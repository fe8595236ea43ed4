/**
 * Loopy values of the loopy rulesets through the loopy engine: hand derivations, and the engine's
 * outcome class of every value checked against the independent retrograde analysis of the graph.
 */
import { describe, expect, it, vi } from 'vitest';
import { rulesetGraph } from '../../../src/graph/index.js';
import { Solver } from '../../../src/engine/solver.js';
import { star, zero } from '../../../src/engine/constructors.js';
import { fromGame, offsideOf, onsideOf, ON, OFF, UPON, outcomeClass, stopperSidedOf } from '../../../src/loopy/index.js';
import { negAny } from '../../../src/loopy/simplified.js';
import { VARIANTS, variantPosition } from '../../../src/games/simple-chopsticks/variants.js';
import { variantResult, variantTable1 } from '../../../src/games/simple-chopsticks/variant-values.js';
import { firstPlayerOutcomes, loopyOutcomeClass, nodeValue, rulesetValue } from '../../../src/games/loopy-bridge.js';
import { backslidingMoves, backslidingToadsFrogs } from '../../../src/games/toads-frogs/index.js';
import { PRESETS, makeRules } from '../../../src/games/chopsticks-played/rules.js';
import { partizanOpening } from '../../../src/games/chopsticks-played/partizan.js';
import { solveLoopy } from '../../../src/entries/loopy.js';
import { runCli } from '../../../src/cli/run.js';
import { parseLoopy } from '../../../src/notation/index.js';
import { expectOpeningValued, openingResult } from './openings.js';

describe('SIMPLE CHOPSTICKS with roll-over: values', () => {
  it('(2|1)_4 = upon and (1|2)_4 = −upon (hand derivation; upon = {pass | *}, Siegel CGT VI.1)', () => {
    // Roll-over n = 4, hands 1..3. (1|3)_4 = (3|1)_4 = * (every attack makes 4 = 0 mod 4: {0|0}).
    // (2|1) = {(2|3) | (3|1)} = {(2|3) | *}; (2|3) = {(2|1) | (1|3)} = {(2|1) | *}.
    // So (2|1) and (2|3) both have the form a = {a | *}: the one stopper {pass | *} = upon.
    // (1|2) is the mirror image (swap the players), so its value is −upon.
    const v = VARIANTS.rollover!;
    const a = variantResult(variantPosition([2], [1], 4, v), v);
    expect(a.value).toBe(UPON);
    expect(a.kind).toBe('stopper');
    expect(variantResult(variantPosition([1], [2], 4, v), v).value).toBe(negAny(UPON));
  });

  it('roll-over n = 3: (1|1)_3 = 0 and (1|2)_3 = * through the loopy engine too (hand derivation in variants.test.ts)', () => {
    const v = VARIANTS.rollover!;
    expect(variantResult(variantPosition([1], [1], 3, v), v).value).toBe(fromGame(zero));
    expect(variantResult(variantPosition([1], [2], 3, v), v).value).toBe(fromGame(star));
  });

  it('every valued cell of the roll-over tables, n <= 8: the engine\'s outcome class is the retrograde one, and (j|i) = −(i|j)', () => {
    // Two independent computations of the outcome (the engine's stops of the value, Siegel VI.4, and
    // retrograde analysis of the position graph); the mirror identity holds because swapping the players
    // maps (i|j)_n to (j|i)_n.
    const v = VARIANTS.rollover!;
    let valued = 0;
    for (let n = 2; n <= 8; n++) {
      const cells = variantTable1(n, v);
      const at = new Map(cells.map((c) => [`${c.i},${c.j}`, c]));
      for (const c of cells) {
        if (c.value === undefined) continue;
        valued++;
        expect(outcomeClass(c.value)).toBe(c.outcome);
        const m = at.get(`${c.j},${c.i}`)!;
        if (m.value !== undefined) expect(m.value).toBe(negAny(c.value));
      }
    }
    expect(valued).toBeGreaterThan(50);
  });

  it('roll-over scales: (ga|gb)_n = (a|b)_{n/g} when g divides n (theorem in docs/loopy-variants.md)', () => {
    // Proof: every follower's hands are multiples of g, and x -> x/g maps positions of finger count n
    // one-to-one onto those of n/g, attack for attack ((gx + gy) mod n = g((x + y) mod n/g)), so the
    // game graphs are isomorphic.
    const v = VARIANTS.rollover!;
    for (const [n, g] of [[6, 2], [6, 3], [9, 3]] as const) {
      for (let a = 1; a < n / g; a++) {
        for (let b = 1; b < n / g; b++) {
          const big = variantResult(variantPosition([g * a], [g * b], n, v), v);
          const small = variantResult(variantPosition([a], [b], n / g, v), v);
          expect(big.outcome).toBe(small.outcome);
          expect(big.value).toBe(small.value);
        }
      }
    }
  });

  it('roll-over with 3 | n: the closed form conjectured in docs/loopy-variants.md holds at n = 6 and 9', () => {
    // The wanted values are read from CGSuite's notation ({over|under} is the switch CGSuite prints +-over).
    const v = VARIANTS.rollover!;
    const val = (t: string) => parseLoopy(t);
    for (const n of [6, 9]) {
      for (const c of variantTable1(n, v)) {
        const { i, j } = c;
        let want;
        if (i + j === n) want = fromGame(star);
        else if (i % 3 === 0 && j % 3 === 0) want = variantResult(variantPosition([i / 3], [j / 3], n / 3, v), v).value;
        else if (i % 3 === j % 3) want = fromGame(zero);
        else if (j % 3 === 0) want = val('over');
        else if (i % 3 === 0) want = val('under');
        else want = val('{over|under}');
        expect(c.value).toBe(want);
      }
    }
  });

  it('revives (1,1|1,1)_5 is valued since the group tests of the sidling: a draw, as the retrograde analysis says, and offside = −onside', () => {
    // expected: the outcome class of the independent retrograde analysis (r.outcome) and the
    // symmetry theorem of docs/loopy-variants.md (the opening is symmetric between the players, so
    // exchanging Left and Right maps its onside to minus its offside); the value itself is not
    // written here, no other source gives it
    const r = openingResult('revives', 5);
    expect(r.outcome).toBe('D');
    expect(r.value).toBeDefined();
    expect(outcomeClass(r.value!)).toBe(r.outcome);
    expect(offsideOf(stopperSidedOf(r.value!))).toBe(negAny(onsideOf(stopperSidedOf(r.value!))));
  });

  // Valued since the sidling's deletion tests start from the solved comparison table
  // (warm-started, sidle.ts), within the variant tables' budget; each takes 1 to 15 s of CPU.
  // Expected: the outcome class of the independent retrograde analysis of the same graph, for
  // both first players (r.outcome), and the symmetry theorem (offside = −onside) as above.
  // (the openings with n >= 8, 3 to 15 s each, and revives, revives-even and rollover-revives-even
  // with n = 7, 1.5 to 3 s each, are in openings.long.test.ts: `npm run test:long`)
  for (const [name, n] of [
    ['rollover-splits', 7],
    ['revives', 6],
    ['revives-even', 6],
    ['rollover-revives', 6], ['rollover-revives', 7],
    ['rollover-revives-even', 6],
  ] as const) {
    it(`${name} (1,1|1,1)_${n} is valued: its outcome class is the retrograde one, and offside = −onside`, () => expectOpeningValued(name, n));
  }

  it('the splits and revives openings (1,1|1,1)_n: wherever the engine gives a value, its outcome is the retrograde one', () => {
    for (const name of ['splits', 'revives', 'revives-even', 'rollover-splits']) {
      for (let n = 2; n <= 6; n++) {
        // (revives-even n = 5, the one of these with simplified sides, about 4.4 s of CPU: its
        // outcome class is checked against the retrograde one in test/loopy-values/simplified-sides.test.ts)
        if (name === 'revives-even' && n === 5) continue;
        const r = openingResult(name, n);
        if (r.value !== undefined) expect(outcomeClass(r.value)).toBe(r.outcome);
        else expect(r.kind).toBe('unresolved');
      }
    }
  });
});

describe('Backsliding Toads and Frogs', () => {
  it('the move rule: forward step, forward jump, backward step (Winning Ways ch. 11), by hand', () => {
    // T.F: the Toad steps right (.TF); it cannot step back (edge). The Frog steps left (TF.).
    expect(backslidingMoves('T.F', 'L')).toEqual(['.TF']);
    expect(backslidingMoves('T.F', 'R')).toEqual(['TF.']);
    // .TF: the Toad steps back (T.F) and cannot jump (no cell beyond F); the Frog jumps the Toad (FT.).
    expect(backslidingMoves('.TF', 'L')).toEqual(['T.F']);
    expect(backslidingMoves('.TF', 'R')).toEqual(['FT.']);
    // F.T: the Toad steps back (FT.); the Frog steps back (.FT).
    expect(backslidingMoves('F.T', 'L')).toEqual(['FT.']);
    expect(backslidingMoves('F.T', 'R')).toEqual(['.FT']);
  });

  it('T. = on and .F = off (hand derivation: a lone Toad shuttles forever, Right never moves)', () => {
    // T. = {.T | } and .T = {T. | }: both are a = {a | }, which is on (Siegel CGT VI.1: on = {on | }).
    const s = new Solver(backslidingToadsFrogs);
    expect(rulesetValue(s, 'T.')).toBe(ON);
    expect(rulesetValue(s, '.T')).toBe(ON);
    expect(rulesetValue(s, '.F')).toBe(OFF);
  });

  it('T.F = 0, .TF = TF. = *, F.T = *, FT. = .FT = 0 (hand derivation)', () => {
    // Options (see the move rule test): T.F = {.TF | TF.}, .TF = {T.F | FT.}, TF. = {.FT | T.F},
    // FT. = {F.T | }, F.T = {FT. | .FT}, .FT = { | F.T}. Every alternating play ends (the Toad and the
    // Frog pass each other at most once, and after that each has at most one step before the other
    // is stuck), so these are stoppers. Claimed values: FT. = .FT = 0, F.T = {0|0} = *; then
    // FT. = {* | } = 0 and .FT = { | *} = 0 agree. T.F = {* | *} = 0 with .TF = {0 | 0} = * and
    // TF. = {0 | 0} = *: the equations hold, and stoppers satisfying the same equations are equal
    // (Siegel VI.3, canonical stoppers are determined by their options).
    const s = new Solver(backslidingToadsFrogs);
    const v = (p: string) => rulesetValue(s, p);
    const z = fromGame(zero);
    const st = fromGame(star);
    // Each of these positions lies on a cycle (T.F -> .TF -> T.F; FT. -> F.T -> FT.), so each value is a loopy-engine Stopper.
    expect((v('T.F'))).toBe(z);
    expect((v('.TF'))).toBe(st);
    expect((v('TF.'))).toBe(st);
    expect((v('F.T'))).toBe(st);
    expect((v('FT.'))).toBe(z);
    expect((v('.FT'))).toBe(z);
  });

  it('every position with up to 5 cells: the engine\'s outcome class (where it values) is the retrograde one', () => {
    let valued = 0;
    for (let len = 1; len <= 5; len++) {
      for (let code = 0; code < 3 ** len; code++) {
        let p = '';
        for (let k = 0, c = code; k < len; k++, c = Math.floor(c / 3)) p += '.TF'[c % 3];
        const g = rulesetGraph(new Solver(backslidingToadsFrogs), p);
        const o = firstPlayerOutcomes(g);
        const cls = loopyOutcomeClass(o.leftFirst[0]!, o.rightFirst[0]!);
        const nv = nodeValue(g, 0);
        if (nv.value === undefined) continue;
        valued++;
        expect(outcomeClass(nv.value)).toBe(cls);
      }
    }
    expect(valued).toBeGreaterThan(100);
  });
});

describe('Chopsticks as played: the opening position', () => {
  for (const name of Object.keys(PRESETS).filter((k) => makeRules(PRESETS[k]).players === 2)) {
    it(`${name}: the outcome class is the win/lose/draw solver's, and the value (when the engine gives one) has that outcome`, () => {
      const rules = makeRules(PRESETS[name]);
      // a small maxPairs keeps the large presets quick (their value is then unresolved; the
      // values of the small ones are tested in chopsticks-values.test.ts)
      const o = partizanOpening(rules, { maxPairs: 1_000_000 });
      const wld = solveLoopy(rules).summary().start.value;
      expect(o.outcome).toBe(wld === 'draw' ? 'D' : wld === 'win' ? 'N' : 'P');
      if (o.value !== undefined) expect(outcomeClass(o.value)).toBe(o.outcome);
      // the graph simplification of the sidling values every opening of a few hundred positions
      if (o.nodes <= 400) expect(o.kind).not.toBe('unresolved');
    });
  }
});

describe('partizan table1 --variant', () => {
  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const a = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
    const b = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
    try {
      return { code: await runCli(argv), out, err };
    } finally {
      a.mockRestore();
      b.mockRestore();
    }
  }

  it('--variant rollover --n 4 --json: 9 cells, (2|1)_4 = upon, a loopy stopper (hand derivation above)', async () => {
    const r = await cli('table1', '--variant', 'rollover', '--n', '4', '--json');
    expect(r.code).toBe(0);
    const cells = JSON.parse(r.out) as Array<{ i: number; j: number; value: string | null; kind: string; outcome: string }>;
    expect(cells).toHaveLength(9);
    const c = cells.find((x) => x.i === 2 && x.j === 1)!;
    // upon = {pass | *} prints `^[on]` in CGSuite's shorthand (CGSuite CanonicalStopper.scala, its
    // upon form: Right's one option a number plus a star, Left's only option a pass)
    expect(c.value).toBe('^[on]');
    expect(c.kind).toBe('stopper');
    expect(c.outcome).toBe('L');
  });

  it('text, CSV and SVG carry the marks; an unknown variant is a usage error listing the names', async () => {
    const t = await cli('table1', '--variant', 'rollover', '--n', '4');
    expect(t.out).toMatch(/\^\[on\] \[s\]/);
    expect(t.out).toMatch(/one side has no hands is 0/);
    const c = await cli('table1', '--variant', 'rollover', '--n', '4', '--csv');
    expect(c.out.split('\n')[0]).toBe('i,j,position,value,kind,outcome,draw');
    const s = await cli('table1', '--variant', 'rollover', '--n', '4', '--svg');
    expect(s.out).toMatch(/^<svg/);
    const bad = await cli('table1', '--variant', 'nope');
    expect(bad.code).not.toBe(0);
    expect(bad.out + bad.err).toMatch(/rollover/);
  });

  it('--openings: (1,1|1,1)_n for n = 2..N', async () => {
    const r = await cli('table1', '--variant', 'revives-even', '--n', '4', '--openings', '--json');
    const rows = JSON.parse(r.out) as Array<{ n: number; outcome: string }>;
    expect(rows.map((x) => x.n)).toEqual([2, 3, 4]);
  });
});
