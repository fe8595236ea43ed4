/**
 * `npm start` (`partizan paper`) reads well: one line per kind of claim, a grid header with the
 * column numbers 1..20 in full, errata split into the paper's own error and the cells the text
 * extraction lost, and citations a user can open (the paper by title and HAL id, no file of ours).
 *
 * Expected facts, from the paper ("Simple Chopsticks: Playing with any number of hands and
 * fingers", hal-04611135): Table 1 has columns i = 1..20; the one cell wrong in the paper itself is
 * (15|5)_20 (printed *, while every i + j = 20 cell is 0; derivation in the errata data); the three
 * extraction cells are (7|1)_20, (1|7)_20 (double arrows) and (14|2)_20 (missing).
 */
import { describe, expect, it } from 'vitest';
import { paperCommand } from '../../src/cli/commands/paper.js';
import { capture } from './capture.js';

describe('partizan paper, the report', async () => {
  const { code, out } = await capture(paperCommand, ['--max', '100']);
  const lines = out.split('\n');
  it('exits 0 and prints "is an uptimal" claims as one line', () => {
    expect(code).toBe(0);
    expect(lines.filter((l) => /uptimal/.test(l) && /Section 2, after Table 1/.test(l))).toHaveLength(1);
    expect(out).not.toMatch(/ is an uptimal /);
    expect(lines.filter((l) => /Table 2, row/.test(l)).every((l) => /not checked/.test(l))).toBe(true);
  });
  it('never claims Table 2 rows beyond --max (issue 23: --max 90 once printed "1 ≤ n ≤ 143")', async () => {
    // Table 2's row holding n = 100 runs to n = 143 (the paper's Table 2: the row 89–143, value 0, P);
    // with --max 100 it is checked only up to n = 100
    const line = lines.find((l) => /rows of Table 2/.test(l))!;
    expect(line).toMatch(/1 ≤ n ≤ 100 \(the last row, printed to n = 143, checked up to n = 100\)/);
  });
  it('the grid header names columns 10 and 20, not 0', () => {
    const header = lines.find((l) => /^\s+i\s/.test(l))!;
    const cols = header.trim().split(/\s+/).slice(1).map(Number);
    expect(cols).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
    // each row's marks sit under the header's columns
    const row1 = lines.find((l) => /^\s+1\s/.test(l))!;
    expect(row1.length).toBe(header.length);
    expect(row1[header.indexOf(' 7') + 1]).toBe('E'); // (7|1)_20, an extraction erratum
  });
  it('separates the cell wrong in the paper from the cells lost in extraction', () => {
    const paperAt = lines.findIndex((l) => l.startsWith('Errata: cells wrong in the paper itself (1)'));
    const extrAt = lines.findIndex((l) => l.startsWith('Not errors of the paper') && l.endsWith('(3):'));
    expect(paperAt).toBeGreaterThan(0);
    expect(extrAt).toBeGreaterThan(paperAt);
    expect(lines[paperAt + 1]).toMatch(/row j = 5, column i = 15: printed \*, true value 0/);
    const extr = lines.slice(extrAt + 1).filter((l) => /^ {2}Table 1/.test(l));
    expect(extr.map((l) => /row j = (\d+), column i = (\d+)/.exec(l)!.slice(1).join(',')).sort()).toEqual(['1,7', '2,14', '7,1']);
    expect(out).toMatch(/row j = 2, column i = 14: missing from the extracted table/);
  });
  it('cites the paper by title and HAL id, and no internal file', () => {
    expect(out).toMatch(/Simple Chopsticks: Playing with any number\s+of hands and fingers", 2024, HAL id hal-04611135/);
    expect(out).not.toMatch(/\.ts\b|se{2}ds|README|data\//);
  });
});
