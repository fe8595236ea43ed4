import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { add, game, star, up, upNth, upPow, zero, nus, downNth, switchOf } from '../../../src/index.js';
import { A110035, checkPaper, ERRATA, J, paperCell, PaperCellError, TABLE1_ROWS, TABLE2_ROWS } from '../../../src/entries/chopsticks.js';
import { uptimalString, ValueError } from '../../../src/index.js';
import { cliArgv } from '../../cli/spawn.js';

describe('the paper, reproduced', () => {
  const report = checkPaper();

  it('agrees with every transcribed cell and claim, except the recorded errata', () => {
    expect(report.disagreements).toEqual([]);
    // 400 cells of Table 1 + the Table 2 rows + the other claims
    expect(report.checks.filter((c) => c.source.startsWith('Table 1,'))).toHaveLength(400);
    expect(report.checks.filter((c) => c.source.startsWith('Table 2, row'))).toHaveLength(TABLE2_ROWS.length);
    expect(report.errata).toBe(ERRATA.length);
  });

  it('a quick check with maxN below 606 marks the later Table 2 rows as not checked', () => {
    const quick = checkPaper({ maxN: 100 });
    expect(quick.disagreements).toEqual([]);
    // TABLE2_ROWS (the paper's Table 2): the rows starting beyond 100 are 144–208, 209–232, 233–376,
    // 377–545 and 546–606; the row 89–143 holds n = 100 and is checked up to 100.
    const skipped = quick.checks.filter((c) => c.status === 'unchecked').map((c) => c.source);
    expect(skipped).toEqual(TABLE2_ROWS.filter((r) => r.from > 100).map((r) => `Table 2, row ${r.from}–${r.to}`));
    expect(skipped).toHaveLength(5);
    expect(quick.unchecked).toBe(5);
    expect(quick.checks.find((c) => c.source === 'Table 2, row 89–143')?.status).toBe('agree');
    expect(report.unchecked).toBe(0);
    expect(() => checkPaper({ maxN: 0 })).toThrow(ValueError); // a family error, not a RangeError (issue 22 item 11)
  });

  it('the errata are exactly the four cells derived by hand in data/errata.ts', () => {
    const cells = report.checks.filter((c) => c.status === 'erratum').map((c) => c.source);
    expect(cells.sort()).toEqual([
      'Table 1, row j = 1, column i = 7',
      'Table 1, row j = 2, column i = 14',
      'Table 1, row j = 5, column i = 15',
      'Table 1, row j = 7, column i = 1',
    ]);
    // the hand derivations in data/errata.ts: (7|1)_20 = {0|↑} = ⇑*, (1|7)_20 = {↓|0} = ⇓*, (14|2)_20 = {*|↓} = ↓[2], (15|5)_20 = {*|*} = 0
    expect(game([zero], [up])).toBe(nus(0, 2, 1)); // ⇑* = {0|↑}: Siegel, CGT II.4
    expect(paperCell('⇑*')).toBe(nus(0, 2, 1));
    expect(game([star], [up.neg()])).toBe(downNth(2));
    expect(game([star], [star])).toBe(zero);
  });

  it('without the recorded errata, exactly those cells disagree; a wrong erratum explains nothing', () => {
    expect(checkPaper({ errata: [] }).disagreements.map((d) => d.source).sort()).toEqual(
      report.checks.filter((c) => c.status === 'erratum').map((c) => c.source).sort(),
    );
    const wrong = ERRATA.map((e) => (e.id === 'table1:15,5' ? { ...e, truth: '*' } : e));
    expect(checkPaper({ errata: wrong }).disagreements.map((d) => d.source)).toEqual(['Table 1, row j = 5, column i = 15']);
  });

  it('the transcription has 20 rows of 20 cells, one lost', () => {
    expect(TABLE1_ROWS).toHaveLength(20);
    for (const r of TABLE1_ROWS) expect(r).toHaveLength(20);
    expect(TABLE1_ROWS.flat().filter((c) => c === null)).toHaveLength(1);
  });

  it('reads the paper cell vocabulary', () => {
    expect(paperCell('↑[3]')).toBe(upNth(3));
    expect(paperCell('↓*')).toBe(nus(0, -1, 1));
    expect(paperCell('{0|↑[2]}')).toBe(J);
    expect(paperCell('±J')).toBe(switchOf(J));
    expect(() => paperCell('↑↑↑?')).toThrow(PaperCellError);
  });

  it('J = .22*, and the uptimal checks of the report', () => {
    // the paper, Section 2: J = {0|↑[2]} = ↑ + ↑ + ↑² + ↑² + *; CGSuite writes it *.22 (CGSuite's uptimal printing, Uptimal.scala)
    expect(add(add(add(up, up), add(upPow(2), upPow(2))), star)).toBe(J);
    expect(uptimalString(J)).toBe('*.22');
    const upt = report.checks.filter((c) => c.claim.endsWith('is an uptimal'));
    expect(upt.length).toBeGreaterThan(20);
    expect(upt.every((c) => c.status === 'agree')).toBe(true);
    expect(report.checks.find((c) => c.claim === '±J is not an uptimal')?.status).toBe('agree');
  });

  it('A110035 as transcribed matches its OEIS formula a(n) = (1 + F(n+1)F(n+2) + F(2n))/2', () => {
    const F = [0, 1];
    while (F.length < 60) F.push(F[F.length - 1]! + F[F.length - 2]!);
    A110035.forEach((a, n) => expect(a).toBe((1 + F[n + 1]! * F[n + 2]! + F[2 * n]!) / 2));
  });
});

describe('the command line', () => {
  const cli = (...args: string[]): { out: string; code: number } => {
    try {
      return { out: execFileSync(...cliArgv(args), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), code: 0 };
    } catch (e) {
      const x = e as { stdout: string; stderr: string; status: number };
      return { out: x.stdout + x.stderr, code: x.status };
    }
  };

  it('value, table1 --json, table2 --json, paper --json, and errors', () => {
    expect(cli('value', '(1|1)_2 + *').out.trim()).toBe(star.toString()); // (1|1)_2 = 0 by hand
    const t1 = JSON.parse(cli('table1', '--n', '3', '--json').out) as Array<Record<string, unknown>>;
    expect(t1[0]).toEqual({ i: 1, j: 1, position: '(1|1)_3', value: star.toString(), outcome: 'N' });
    const t2 = JSON.parse(cli('table2', '--max', '12', '--json').out) as Array<Record<string, unknown>>;
    expect(t2[11]).toEqual({ n: 12, value: switchOf(J).toString(), outcome: 'N' }); // Table 2: 12 ±J N
    expect(cli('table1', '--n', '4', '--csv').out.split('\n')[0]).toBe('i,j,position,value,outcome');
    expect(cli('table1', '--n', '4', '--svg').out).toMatch(/^<svg/);
    expect(cli('table2', '--max', '30', '--svg').out).toMatch(/^<svg/);
    const bad = cli('value', '(0|1)_3');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/PositionError.*column 2/);
    const quick = cli('paper', '--max', '100');
    expect(quick.code).toBe(0);
    expect(quick.out).toMatch(/5 not checked \(beyond --max 100\)/);
    const paper = cli('paper', '--json');
    expect(paper.code).toBe(0);
    expect(JSON.parse(paper.out).disagreements).toEqual([]);
  });
});
