/** `partizan table1 --n 20`: the paper's Table 1, values of (i | j)_n. */
import { table1, type Table1Cell, formatPosition, NAMES } from '../../entries/chopsticks.js';
import { type Game, format } from '../../index.js';
import { intFlag, output, stringFlag } from '../util.js';
import { defineCommand } from '../define.js';
import { escapeXml, outcomeColour } from './svg.js';

/** How a value is shown: CGSuite plain text, or Unicode with the paper's name J (`--unicode`). */
export function shower(unicode: boolean): (g: Game) => string {
  return unicode ? (g) => format(g, { unicode: true, names: NAMES }) : (g) => g.toString();
}

/** Table 1 as text: one row per j from n down to 1, columns i = 1..n, as the paper prints it. */
export function table1Text(cells: Table1Cell[], n: number, show: (g: Game) => string = String): string {
  const s = cells.map((c) => show(c.value));
  const w = Math.max(3, ...s.map((x) => x.length));
  const lines: string[] = [];
  for (let j = n; j >= 1; j--) {
    const row = [String(j).padStart(4) + ' |'];
    for (let i = 1; i <= n; i++) row.push(s[(j - 1) * n + (i - 1)]!.padStart(w));
    lines.push(row.join(' '));
  }
  lines.push('j/i  | ' + Array.from({ length: n }, (_, k) => String(k + 1).padStart(w)).join(' '));
  return `Values of (i|j)_${n}: row j, column i (as in Table 1 of the paper)\n` + lines.join('\n');
}

/** Table 1 as an SVG grid coloured by outcome, values in the cells (Unicode, J named). */
export function table1Svg(cells: Table1Cell[], n: number, show: (g: Game) => string = shower(true)): string {
  const c = 44;
  const m = 30;
  const W = m + n * c + 10;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W + 30}" font-family="sans-serif" font-size="10">`];
  parts.push(`<text x="${m}" y="14" font-size="13">Values of (i|j)_${n}; colour = outcome (L blue, R red, N yellow, P grey)</text>`);
  for (const cell of cells) {
    const x = m + (cell.i - 1) * c;
    const y = 24 + (n - cell.j) * c;
    parts.push(`<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="${outcomeColour(cell.outcome)}" stroke="#fff"/>`);
    parts.push(`<text x="${x + c / 2}" y="${y + c / 2 + 4}" text-anchor="middle">${escapeXml(show(cell.value))}</text>`);
  }
  for (let k = 1; k <= n; k++) {
    parts.push(`<text x="${m + (k - 1) * c + c / 2}" y="${24 + n * c + 14}" text-anchor="middle">${k}</text>`);
    parts.push(`<text x="${m - 4}" y="${24 + (n - k) * c + c / 2 + 4}" text-anchor="end">${k}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

export const table1Command = defineCommand({
  name: 'table1',
  summary: 'Table 1 of Simple Chopsticks: values of (i|j)_n (--n 20; --json, --csv, --svg)',
  description: 'Values and outcomes of every (i|j)_n, 1 <= i, j <= n, in CGSuite plain text (--unicode: arrows and J, as the paper).',
  flags: {
    n: { type: 'int', default: 20, min: 1, max: 5000, help: 'the number of fingers n' },
    json: { type: 'boolean', format: true, help: 'one JSON object per cell' },
    csv: { type: 'boolean', format: true, help: 'one CSV row per cell' },
    svg: { type: 'boolean', format: true, help: 'an SVG grid coloured by outcome' },
    unicode: { type: 'boolean', help: 'print values with arrows and the name J, as the paper does' },
    out: { type: 'string', value: 'FILE', help: 'write to FILE instead of standard output' },
  },
  run(p) {
    const n = intFlag(p, 'n');
    const cells = table1(n);
    const out = stringFlag(p, 'out');
    if (p.flags.has('json')) {
      output(JSON.stringify(cells.map((c) => ({ i: c.i, j: c.j, position: formatPosition(c.position), value: c.value.toString(), outcome: c.outcome }))), out);
    } else if (p.flags.has('csv')) {
      output(['i,j,position,value,outcome', ...cells.map((c) => `${c.i},${c.j},"${formatPosition(c.position)}","${c.value.toString().replace(/"/g, '""')}",${c.outcome}`)].join('\n'), out);
    } else if (p.flags.has('svg')) {
      output(table1Svg(cells, n), out);
    } else {
      output(table1Text(cells, n, shower(p.flags.has('unicode'))), out);
    }
    return 0;
  },
});
