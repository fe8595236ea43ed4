/**
 * The prover with Z3 (the optional dependency z3-solver, installed in development).
 *
 * - The committed certificate of finger count 3 (docs/fingers3/characterisation.smt2) is the one the
 *   library writes for its rule, and Z3's own SMT-LIB interpreter answers unsat (its theorems too).
 * - A rule with one parity flipped is refuted at its smallest counterexample, which the library's
 *   search confirms, with no smaller position where rule and game differ (checked exhaustively).
 * - Propositions 1–3 as printed fail at (|2^2)_2: Right has two hands, Left none, nobody can move
 *   (hand derivation; the erratum in docs/chopsticks.md); the corrected rule is proved.
 * - Theorem 4 and Lemma 1 (the paper, Section 3.1) are proved as claims for finger counts 2 and 3
 *   (4 in prove.long.test.ts, npm run test:long).
 * - Limits: a time limit of 1 ms is a LimitError naming timeLimitMs; an aborted signal an AbortError.
 * The solver's threads are released after the file, so vitest's worker can exit.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AbortError, LimitError } from '../../src/index.js';
import { outcome, outcomeTable } from '../../src/entries/chopsticks.js';
import {
  certificate,
  countsPosition,
  FINGERS2_PAPER_RULE,
  FINGERS2_RULE,
  FINGERS3_RULE,
  lemma1Claims,
  parseRule,
  prove,
  releaseProver,
  ruleOutcome,
  runSmtLib,
  theorem4Claims,
  theoremsText,
  weight,
} from '../../src/entries/prove.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (p: string): string => readFileSync(join(root, p), 'utf8');

afterAll(async () => {
  await releaseProver();
});

describe('the certificate of finger count 3', () => {
  it('is the committed file, and Z3 answers unsat for it and for every theorem', async () => {
    const cert = read('docs/fingers3/characterisation.smt2');
    expect(cert).toBe(certificate(FINGERS3_RULE));
    expect(read('docs/fingers3/rule.txt')).toBe(FINGERS3_RULE);
    expect(cert).toMatch(/\(define-fun left-first-wins \(\(l1 Int\) \(l2 Int\) \(l3 Int\) \(r1 Int\) \(r2 Int\) \(r3 Int\)\) Bool/);
    expect(cert).toMatch(/\(define-fun right-first-wins /);
    expect(cert.trimEnd().endsWith('(check-sat)')).toBe(true);
    expect(await runSmtLib(cert)).toEqual(['unsat']);
    const theorems = read('docs/fingers3/characterisation.theorems.smt2');
    expect(theorems).toBe(theoremsText(parseRule(FINGERS3_RULE)));
    expect(await runSmtLib(theorems)).toEqual(Array(6).fill('unsat'));
  });
});

describe('refutations', () => {
  it('a parity flipped: the smallest counterexample, confirmed by the search, and nothing smaller', async () => {
    const flipped = FINGERS3_RULE.replace('d > a and d - a mod 2 = 1 and (f = 0 or a = 0)', 'd > a and d - a mod 2 = 0 and (f = 0 or a = 0)');
    expect(flipped).not.toBe(FINGERS3_RULE);
    const r = await prove(flipped);
    expect(r.status).toBe('refuted');
    const c = r.counterexample!;
    expect(c.minimal).toBe(true);
    // the game (the library's own search) disagrees with the rule there
    expect(outcome(c.position)).toBe(c.gameOutcome);
    expect(ruleOutcome(flipped, c.position)).not.toBe(outcome(c.position));
    // every failure names the player, and the moves shown are the position's options
    expect(c.failures.length).toBeGreaterThan(0);
    for (const f of c.failures) expect(f.gameSays).not.toBe(f.ruleSays);
    // nothing of smaller weight disagrees: every position of weight < w has at most w hands a side
    const t = outcomeTable(3, c.weight);
    for (const a of t.sides)
      for (const b of t.sides) {
        const counts = [...a, ...b];
        if (weight(counts, 3) < c.weight) expect(ruleOutcome(flipped, counts), `${a}|${b}`).toBe(t.outcome(a, b));
      }
  });

  it('Propositions 1-3 as printed fail at (|2^2)_2, where nobody can move; the corrected rule is proved with Theorem 4 and Lemma 1', async () => {
    const printed = await prove(FINGERS2_PAPER_RULE);
    expect(printed.status).toBe('refuted');
    expect(printed.counterexample!.text).toBe('(|2^2)_2');
    expect([printed.counterexample!.ruleOutcome, printed.counterexample!.gameOutcome]).toEqual(['R', 'P']);
    expect(printed.counterexample!.failures[0]!.explanation).toMatch(/Right has no move/);
    const fixed = await prove(FINGERS2_RULE);
    expect(fixed.status).toBe('proved');
    expect(fixed.theorems.map((t) => [t.name, t.status])).toEqual([
      ['theorem4', 'proved'],
      ['lemma1', 'proved'],
    ]);
    expect(countsPosition([0, 0, 0, 2], 2)).toEqual(printed.counterexample!.position);
  });

  it('a claim without its induction is unproved, a false claim refuted', async () => {
    // Theorem 4 without the equal-hands positions its proof passes through: true, but not carried by the moves alone
    const bare = await prove('fingers 3\nclaim left-first-wins when l > r and r >= 1');
    expect(bare.status).toBe('unproved');
    expect(bare.counterexample!.failures[0]!.gameSays).toBe('win');
    // with as many hands Left does not always win: (1|2)_3 is P (Left's only move 1 → 2 gives (1|3), where Right's 3 removes Left's hand)
    const wrong = await prove('fingers 3\nclaim left-first-wins when l >= r and r >= 1');
    expect(wrong.status).toBe('refuted');
    expect(outcome(wrong.counterexample!.position)).toBe(wrong.counterexample!.gameOutcome);
  });
});

describe("the paper's Theorem 4 and Lemma 1", () => {
  // (finger count 4, a few seconds of Z3: prove.long.test.ts, npm run test:long)
  for (const n of [2, 3]) {
    it(`are proved for finger count ${n}`, async () => {
      expect((await prove(theorem4Claims(n))).status).toBe('proved');
      expect((await prove(lemma1Claims(n))).status).toBe('proved');
    });
  }
});

describe('limits', () => {
  it('a time limit and a signal', async () => {
    await expect(prove(FINGERS3_RULE, { timeLimitMs: 1 })).rejects.toSatisfy((e: unknown) => e instanceof LimitError && e.option === 'timeLimitMs');
    const ac = new AbortController();
    ac.abort();
    await expect(prove(FINGERS3_RULE, { signal: ac.signal })).rejects.toBeInstanceOf(AbortError);
    const later = new AbortController();
    const run = prove(FINGERS3_RULE, { signal: later.signal });
    setTimeout(() => later.abort(), 50);
    await expect(run).rejects.toBeInstanceOf(AbortError);
  });
});
