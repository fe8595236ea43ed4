/** `partizan paper` (`npm start`): recomputes the paper's tables and claims and compares them with the print. */
import { checkPaper, type Check, TABLE1_N } from '../../entries/chopsticks.js';
import { intFlag, output, progressBar } from '../util.js';
import { defineCommand } from '../define.js';

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
    for (let i = 1; i <= n; i++) row += ' ' + (mark.get(`${i},${j}`) ?? '?');
    lines.push(row);
  }
  lines.push('  i  ' + Array.from({ length: n }, (_, k) => String((k + 1) % 10)).join(' '));
  return lines.join('\n');
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
  run(p) {
    const maxN = intFlag(p, 'max');
    const bar = progressBar('table2');
    const r = checkPaper({ maxN, onProgress: (n, m) => (n % 50 === 0 || n === m ? bar(n, m) : undefined) });
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
      ];
      for (const c of r.checks) {
        if (c.source.startsWith('Table 1,')) continue;
        const tag = c.status === 'agree' ? 'ok     ' : c.status === 'erratum' ? 'erratum' : c.status === 'unchecked' ? 'not checked' : 'DIFFERS';
        const detail = c.status === 'agree' ? '' : c.status === 'unchecked' ? `: beyond --max ${maxN}` : `: printed ${c.printed}, computed ${c.computed}`;
        lines.push(`  ${tag} ${c.claim}  [${c.source}]${detail}`);
      }
      lines.push('', 'Recorded errata:');
      for (const c of r.checks.filter((x) => x.status === 'erratum')) {
        lines.push(`  ${c.source}: printed ${c.printed}, true value ${c.erratum!.truth} (${c.erratum!.kind === 'extraction' ? 'lost in text extraction' : 'error in the paper'})`);
        lines.push(`    ${c.erratum!.derivation}`);
      }
      const skipped = r.unchecked > 0 ? `, ${r.unchecked} not checked (beyond --max ${maxN})` : '';
      lines.push('', `${r.checks.length} checks: ${r.agree} agree, ${r.errata} explained by recorded errata, ${r.disagreements.length} disagree${skipped}.`);
      for (const d of r.disagreements) lines.push(`  DISAGREES: ${d.source}: ${d.claim}: printed ${d.printed}, computed ${d.computed}`);
      output(lines.join('\n'));
    }
    return r.disagreements.length === 0 ? 0 : 1;
  },
});
