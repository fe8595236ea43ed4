/** `partizan paper` (`npm start`): recomputes the paper's tables and claims and compares them with the print. */
import { checkPaper, type Check, TABLE1_N } from '../../entries/chopsticks.js';
import { interruptible, output, progressBar } from '../util.js';
import { defineCommand, intFlag } from '../define.js';

function table1Marks(checks: Check[]): string {
  const n = TABLE1_N;
  const mark = new Map<string, string>();
  for (const c of checks) {
    const m = /^\((\d+)\|(\d+)\)_20$/.exec(c.claim);
    if (m && c.source.startsWith('Table 1')) mark.set(`${m[1]},${m[2]}`, c.status === 'agree' ? '.' : c.status === 'erratum' ? 'E' : 'X');
  }
  const lines = ['Table 1, cell by cell (row j, column i; . agrees, E recorded erratum, X disagrees):'];
  for (let j = n; j >= 1; j--) {
    let row = `${String(j).padStart(4)} `;
    for (let i = 1; i <= n; i++) row += (mark.get(`${i},${j}`) ?? '?').padStart(3);
    lines.push(row);
  }
  lines.push('   i ' + Array.from({ length: n }, (_, k) => String(k + 1).padStart(3)).join(''));
  return lines.join('\n');
}

const TAG: Record<Check['status'], string> = { agree: 'ok     ', erratum: 'erratum', unchecked: 'not checked', disagree: 'DIFFERS' };

/** One line for a group of checks of the same kind that all agree (Table 2 rows checked up to n = maxN). */
function groupLine(kind: string, group: Check[], maxN: number): string | undefined {
  if (kind === 'uptimal') {
    const values = group.map((c) => /^(.*) is an uptimal$/.exec(c.claim)?.[1] ?? c.claim);
    return `the ${group.length} distinct values of Table 1 are uptimals (${values.join(', ')})  [${group[0]!.source}]`;
  }
  if (kind === 'table2') {
    const first = /^Table 2, row (\d+)/.exec(group[0]!.source)?.[1];
    const printedLast = Number(/–(\d+)$/.exec(group[group.length - 1]!.source)?.[1]);
    // the row holding maxN is checked only up to maxN: never claim more than was computed
    const last = Math.min(printedLast, maxN);
    const partly = last < printedLast ? ` (the last row, printed to n = ${printedLast}, checked up to n = ${last})` : '';
    return `${group.length} rows of Table 2: (1|1)_n for ${first} ≤ n ≤ ${last}${partly}  [Table 2]`;
  }
  if (kind === 'not-uptimal') return `${group.map((c) => c.claim.replace(/ is not an uptimal$/, '')).join(' and ')} are not uptimals  [${group[0]!.source}]`;
  return undefined;
}

/** The claims other than Table 1's cells, one line per kind of claim (and a line per claim that does not agree). */
function otherClaims(checks: Check[], maxN: number): string[] {
  const lines: string[] = [];
  const kinds = new Map<string, Check[]>();
  for (const c of checks) {
    if (c.source.startsWith('Table 1,')) continue;
    const k = c.id.split(':')[0]!; // the kind of claim: `uptimal:^[2]` → `uptimal`
    kinds.set(k, [...(kinds.get(k) ?? []), c]);
  }
  for (const [kind, group] of kinds) {
    const agreeing = group.filter((c) => c.status === 'agree');
    const one = agreeing.length > 1 ? groupLine(kind, agreeing, maxN) : undefined;
    if (one) lines.push(`  ${TAG.agree} ${one}`);
    for (const c of group) {
      if (one && c.status === 'agree') continue;
      const detail = c.status === 'agree' ? '' : c.status === 'unchecked' ? `: beyond --max ${maxN}` : `: printed ${c.printed}, computed ${c.computed}`;
      lines.push(`  ${TAG[c.status]} ${c.claim}  [${c.source}]${detail}`);
    }
  }
  return lines;
}

export const paperCommand = defineCommand({
  name: 'paper',
  summary: "recompute the paper's Table 1, Table 2 and claims and compare cell by cell (--json: disagreements)",
  description: [
    'Exits 1 when a computed value disagrees with the paper and no erratum is recorded.',
    '--max N computes Table 2 for n <= N (606 is the printed table). Above 606 it also tests the',
    'conjecture; below, a quick check: rows beyond N are reported as not checked.',
  ].join('\n'),
  flags: {
    max: { type: 'int', default: 606, min: 1, max: 20000, help: 'compute Table 2 for n <= N' },
    json: { type: 'boolean', format: true, help: 'print {agree, errata, unchecked, disagreements, errataChecks}' },
    all: { type: 'boolean', help: 'with --json: every check' },
  },
  async run(p) {
    const maxN = intFlag(p, 'max');
    const bar = progressBar('table2');
    // Ctrl-C reaches the check through its signal on the CLI's worker thread (in-process it runs to the end)
    const r = await interruptible((signal) => checkPaper({ maxN, signal, onProgress: (p) => bar(p.done, p.total) }));
    bar.end();
    if (p.flags.has('json')) {
      const body = {
        agree: r.agree,
        errata: r.errata,
        unchecked: r.unchecked,
        disagreements: r.disagreements,
        errataChecks: r.checks.filter((c) => c.status === 'erratum'),
        ...(p.flags.has('all') ? { checks: r.checks } : {}),
      };
      output(JSON.stringify(body, null, 2));
    } else {
      const lines = [
        'Simple Chopsticks (Dailly, Gledel, Nowakowski, Santos 2024), recomputed from the rules.',
        '',
        table1Marks(r.checks),
        '',
        'Other claims:',
        ...otherClaims(r.checks, maxN),
      ];
      const errata = r.checks.filter((x) => x.status === 'erratum');
      const sections: Array<[string, string]> = [
        ['paper', 'Errata: cells wrong in the paper itself'],
        ['extraction', 'Not errors of the paper: cells whose typography the text extraction we transcribed from lost'],
      ];
      for (const [kind, heading] of sections) {
        const these = errata.filter((c) => c.erratum!.kind === kind);
        if (these.length === 0) continue;
        lines.push('', `${heading} (${these.length}):`);
        for (const c of these) {
          const as = kind === 'paper' ? `printed ${c.printed}` : c.printed.startsWith('(') ? 'missing from the extracted table' : `extracted as ${c.printed}`;
          lines.push(`  ${c.source}: ${as}, true value ${c.erratum!.truth}`);
          lines.push(`    ${c.erratum!.derivation}`);
        }
      }
      lines.push(
        '',
        'Source: A. Dailly, V. Gledel, R. J. Nowakowski, C. P. dos Santos, "Simple Chopsticks: Playing with any number',
        'of hands and fingers", 2024, HAL id hal-04611135 (https://hal.science/hal-04611135).',
      );
      const skipped = r.unchecked > 0 ? `, ${r.unchecked} not checked (beyond --max ${maxN})` : '';
      const of = (f: (c: Check) => boolean): number => r.checks.filter(f).length;
      const t1 = of((c) => c.source.startsWith('Table 1'));
      const t2 = of((c) => c.source.startsWith('Table 2'));
      // what is counted, said with the count (the workbench prints the same breakdown)
      lines.push('', `${r.checks.length} checks (${t1} cells of Table 1, ${t2} rows of Table 2, ${r.checks.length - t1 - t2} other statements of the paper): ${r.agree} agree, ${r.errata} explained by recorded errata (${errata.filter((c) => c.erratum!.kind === 'paper').length} in the paper, ${errata.filter((c) => c.erratum!.kind === 'extraction').length} lost in extraction), ${r.disagreements.length} disagree${skipped}.`);
      for (const d of r.disagreements) lines.push(`  DISAGREES: ${d.source}: ${d.claim}: printed ${d.printed}, computed ${d.computed}`);
      output(lines.join('\n'));
    }
    return r.disagreements.length === 0 ? 0 : 1;
  },
});
