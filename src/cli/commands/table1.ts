/** `partizan table1 --n 20`: the paper's Table 1, values of (i | j)_n. */
import { table1, type Table1Cell, formatPosition, NAMES } from '../../entries/chopsticks.js';
import { parseVariant, variantTable1, variantOpenings, formatVariantPosition, maxHand, type VariantCell, type VariantResult, type Variant, VARIANTS, VARIANT_SIDLE_WORK, VARIANT_MAX_PAIRS } from '../../entries/chopsticks-variants.js';
import { type Game, LimitError, format } from '../../index.js';
import { CliError, output, outputChunks } from '../util.js';
import { defineCommand, intFlag, stringFlag } from '../define.js';
import { escapeXml, outcomeColour } from './svg.js';

/** How a value is shown: CGSuite plain text, or Unicode with the paper's name J (`--unicode`); each distinct value is printed once. */
export function shower(unicode: boolean): (g: Game) => string {
  const seen = new Map<Game, string>();
  return (g) => {
    let s = seen.get(g);
    if (s === undefined) seen.set(g, (s = unicode ? format(g, { unicode: true, names: NAMES }) : g.toString()));
    return s;
  };
}

/**
 * The largest n each format of the plain table is drawn for: past it the output is refused (a
 * text table of n = 1000 is already 1000 columns wide; an SVG grid of n = 1000 was 136 MB). JSON
 * and CSV, one record a cell, go to the flag's own bound and are written as they are made.
 */
export const TABLE1_TEXT_MAX_N = 1000;
export const TABLE1_SVG_MAX_N = 200;

/**
 * A grid of cell texts (in the order (1,1), (2,1), …: row j, column i at (j − 1)·top + i − 1), line
 * by line: one row per j from `top` down to 1, columns i = 1..top, as the paper prints Table 1.
 */
function* gridLines(texts: readonly string[], top: number): Generator<string> {
  // the column width: a loop, not Math.max(...) over n² strings (a spread that large overflows the stack)
  let w = 3;
  for (const t of texts) if (t.length > w) w = t.length;
  for (let j = top; j >= 1; j--) {
    const row = [String(j).padStart(4) + ' |'];
    for (let i = 1; i <= top; i++) row.push(texts[(j - 1) * top + (i - 1)]!.padStart(w));
    yield row.join(' ') + '\n';
  }
  yield 'j/i  | ' + Array.from({ length: top }, (_, k) => String(k + 1).padStart(w)).join(' ') + '\n';
}

/** Table 1 as text, line by line (see {@link gridLines}). */
export function* table1TextLines(cells: Table1Cell[], n: number, show: (g: Game) => string = String): Generator<string> {
  yield `Values of (i|j)_${n}: row j, column i (as in Table 1 of the paper)\n`;
  yield* gridLines(cells.map((c) => show(c.value)), n);
}

/**
 * The cells of a grid picture, `size` pixels square, row j = `top` at the top: each a rectangle of
 * `colour(cell)` with `text(cell)` in it (`dy` below its middle), then the numbers of the axes.
 */
function* gridCells<C extends { i: number; j: number }>(
  cells: Iterable<C>, top: number, size: number, dy: number, colour: (c: C) => string, text: (c: C) => string,
): Generator<string> {
  const m = 30;
  for (const cell of cells) {
    const x = m + (cell.i - 1) * size;
    const y = 24 + (top - cell.j) * size;
    yield `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${colour(cell)}" stroke="#fff"/>\n` +
      `<text x="${x + size / 2}" y="${y + size / 2 + dy}" text-anchor="middle">${escapeXml(text(cell))}</text>\n`;
  }
  for (let k = 1; k <= top; k++) {
    yield `<text x="${m + (k - 1) * size + size / 2}" y="${24 + top * size + 14}" text-anchor="middle">${k}</text>\n` +
      `<text x="${m - 4}" y="${24 + (top - k) * size + size / 2 + 4}" text-anchor="end">${k}</text>\n`;
  }
}

/** Table 1 as an SVG grid coloured by outcome, values in the cells (Unicode, J named), piece by piece. */
export function* table1SvgParts(cells: Table1Cell[], n: number, show: (g: Game) => string = shower(true)): Generator<string> {
  const W = 30 + n * 44 + 10;
  yield `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W + 30}" font-family="sans-serif" font-size="10">\n`;
  yield `<text x="30" y="14" font-size="13">Values of (i|j)_${n}; colour = outcome (L blue, R red, N yellow, P grey)</text>\n`;
  yield* gridCells(cells, n, 44, 4, (c) => outcomeColour(c.outcome), (c) => show(c.value));
  yield '</svg>\n';
}

/** `head`, then `line(x, first)` for each item, then `tail`, in pieces of about a thousand items. */
function* inPieces<T>(head: string, items: Iterable<T>, line: (x: T, first: boolean) => string, tail: string): Generator<string> {
  let piece = head;
  let k = 0;
  for (const x of items) {
    piece += line(x, k === 0);
    if (++k % 1024 === 0) {
      yield piece;
      piece = '';
    }
  }
  yield piece + tail;
}

/** Table 1 as JSON, one object a cell, in pieces. */
function table1JsonParts(cells: Table1Cell[], show: (g: Game) => string): Generator<string> {
  const json = (c: Table1Cell): string => JSON.stringify({ i: c.i, j: c.j, position: formatPosition(c.position), value: show(c.value), outcome: c.outcome });
  return inPieces('[', cells, (c, first) => (first ? '' : ',') + json(c), ']\n');
}

/** Table 1 as CSV, one row a cell, in pieces. */
function table1CsvParts(cells: Table1Cell[], show: (g: Game) => string): Generator<string> {
  const row = (c: Table1Cell): string => `${c.i},${c.j},"${formatPosition(c.position)}","${show(c.value).replace(/"/g, '""')}",${c.outcome}\n`;
  return inPieces('i,j,position,value,outcome\n', cells, row, '');
}

/**
 * The text of a loopy value, or, when it is past the printer's limits (a large value whose sides
 * are not stoppers can unfold into an enormous text), a note saying so.
 */
function valueText(v: NonNullable<VariantResult['value']>): string {
  try {
    return String(v);
  } catch (e) {
    if (e instanceof LimitError) return '(text past the printer\'s limit)';
    throw e;
  }
}

/** The text of a variant cell: the value (`?` and the outcome class when the engine could not value it), then its marks. */
export function variantCellText(c: VariantResult): string {
  const v = c.value === undefined ? `?${c.outcome}` : valueText(c.value);
  const marks = (c.kind === 'stopper' ? 's' : c.kind === 'sided' ? '&' : c.kind === 'simplified' ? 'n' : '') + (c.draw ? 'd' : '');
  return marks ? `${v} [${marks}]` : v;
}

const VARIANT_LEGEND =
  'Marks: [s] a loopy stopper, [&] a stopper-sided value (onside & offside), [n] not stopper-sided (simplified sides,\n' +
  "as CGSuite prints them: a side is not a stopper), [d] some first player can only draw;\n" +
  'unmarked values equal short games (even when play can cycle). ?X: the loopy engine could not value the position; X is its outcome class\n' +
  "(CGSuite's names) by retrograde analysis. A position where one side has no hands is 0, as in the paper.";

/** A variant's Table 1 as text: row j from the top hand down to 1, columns i, with the marks' legend. */
export function variantTable1Text(cells: VariantCell[], n: number, v: Variant, name: string): string {
  const grid = [...gridLines(cells.map(variantCellText), maxHand(n, v))].join('');
  return `Values of (i|j)_${n} under the variant '${name}': row j, column i\n${VARIANT_LEGEND}\n` + grid;
}

/** The colour of a loopy outcome class: the four short classes as in Table 1, draws in green shades. */
function loopyColour(o: string): string {
  return o === 'D' ? '#86efac' : o === 'NHat' || o === 'PHat' ? '#bbf7d0' : o === 'NCheck' || o === 'PCheck' ? '#d9f99d' : outcomeColour(o);
}

/** A variant's Table 1 as an SVG grid coloured by outcome class (draw classes in green), values and marks in the cells. */
export function variantTable1Svg(cells: VariantCell[], n: number, v: Variant, name: string): string {
  const top = maxHand(n, v);
  const c = 64;
  const W = Math.max(30 + top * c + 10, 520);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${24 + top * c + 40}" font-family="sans-serif" font-size="9">\n`,
    `<text x="30" y="14" font-size="12">${escapeXml(`Values of (i|j)_${n}, variant ${name}; colour = outcome (L blue, R red, N yellow, P grey, draws green)`)}</text>\n`,
    ...gridCells(cells, top, c, 3, (cell) => loopyColour(cell.outcome), variantCellText),
    `<text x="30" y="${24 + top * c + 32}">${escapeXml('[s] loopy stopper, [&] sided, [n] not stopper-sided (simplified sides), [d] draw; ?X: not valued, X = outcome class')}</text>\n`,
    '</svg>',
  ].join('');
}

/** One JSON record of a variant result. */
function variantJson(c: VariantResult, v: Variant): Record<string, unknown> {
  return {
    position: formatVariantPosition(c.position, v),
    value: c.value === undefined ? null : valueText(c.value),
    kind: c.kind,
    outcome: c.outcome,
    leftFirst: c.leftFirst,
    rightFirst: c.rightFirst,
    draw: c.draw,
    positions: c.graphSize,
  };
}

const csvText = (x: string): string => `"${x.replace(/"/g, '""')}"`;

/** The `--variant` branch of the command: Table 1 of a loopy variant, or `--openings`: (1,1|1,1)_n for n = 2..N. */
function runVariant(p: Parameters<Parameters<typeof defineCommand>[0]['run']>[0], name: string): void {
  const v = parseVariant(name);
  const n = intFlag(p, 'n');
  if (n > 12) throw new CliError(`--n must be at most 12 with --variant (the loopy tables are computed position by position), got ${n}`);
  const out = stringFlag(p, 'out');
  const limits = {
    ...(p.flags.has('max-work') ? { maxSidleWork: intFlag(p, 'max-work') } : {}),
    ...(p.flags.has('max-pairs') ? { maxPairs: intFlag(p, 'max-pairs') } : {}),
  };
  if (p.flags.has('openings')) {
    const rows = variantOpenings(n, v, limits);
    if (p.flags.has('json')) output(JSON.stringify(rows.map((r) => ({ n: r.n, ...variantJson(r, v) }))), out);
    else if (p.flags.has('csv')) output(['n,position,value,kind,outcome,draw', ...rows.map((r) => `${r.n},${csvText(formatVariantPosition(r.position, v))},${csvText(r.value === undefined ? '' : valueText(r.value))},${r.kind},${r.outcome},${r.draw}`)].join('\n'), out);
    else if (p.flags.has('svg')) throw new CliError('--svg draws the (i|j)_n grid; leave out --openings');
    else output([`Values of (1,1|1,1)_n under the variant '${name}'`, VARIANT_LEGEND, ...rows.map((r) => `${String(r.n).padStart(3)}  ${variantCellText(r)}`)].join('\n'), out);
    return;
  }
  if (n < 2 && v.overflow === 'rollover') throw new CliError('roll-over needs n >= 2 (hands hold 1..n-1 fingers)');
  const cells = variantTable1(n, v, limits);
  if (p.flags.has('json')) output(JSON.stringify(cells.map((c) => ({ i: c.i, j: c.j, ...variantJson(c, v) }))), out);
  else if (p.flags.has('csv')) output(['i,j,position,value,kind,outcome,draw', ...cells.map((c) => `${c.i},${c.j},${csvText(formatVariantPosition(c.position, v))},${csvText(c.value === undefined ? '' : valueText(c.value))},${c.kind},${c.outcome},${c.draw}`)].join('\n'), out);
  else if (p.flags.has('svg')) output(variantTable1Svg(cells, n, v, name), out);
  else output(variantTable1Text(cells, n, v, name), out);
}

export const table1Command = defineCommand({
  name: 'table1',
  summary: 'Table 1 of Simple Chopsticks: values of (i|j)_n (--n 20; --json, --csv, --svg)',
  description:
    'Values and outcomes of every (i|j)_n, 1 <= i, j <= n, in CGSuite plain text (--unicode: arrows and J, as the paper).\n\n' +
    "With --variant NAME: the same table for a loopy variant of the paper's Section 4 (roll-over, splits, revives), valued by the loopy engine: " +
    'marks tell loopy stoppers [s], sided values [&] and draws [d]; with roll-over hands hold 1..n-1 fingers. A position where one side has no hands is 0, as in the paper.',
  flags: {
    n: { type: 'int', default: 20, min: 1, max: 5000, help: 'the number of fingers n' },
    json: { type: 'boolean', format: true, help: 'one JSON object per cell' },
    csv: { type: 'boolean', format: true, help: 'one CSV row per cell' },
    svg: { type: 'boolean', format: true, help: 'an SVG grid coloured by outcome' },
    unicode: { type: 'boolean', help: 'print values with arrows and the name J, as the paper does' },
    out: { type: 'string', value: 'FILE', help: 'write to FILE instead of standard output' },
    variant: { type: 'string', value: 'NAME', help: `a variant of the paper's Section 4 (${Object.keys(VARIANTS).join(', ')}), or JSON options such as {"overflow":"rollover","splits":true,"splitWrap":true}; n at most 12` },
    openings: { type: 'boolean', help: 'with --variant: the values of (1,1|1,1)_n for n = 2..N instead of the grid' },
    'max-work': { type: 'int', value: 'PAIRS', min: 1, max: 1e12, help: `with --variant: the sidling budget of one value, in node pairs (default ${VARIANT_SIDLE_WORK}); a value past it is shown as ?` },
    'max-pairs': { type: 'int', value: 'PAIRS', min: 1, max: 1e12, help: `with --variant: the most node pairs of one comparison table (default ${VARIANT_MAX_PAIRS}); past it, ?` },
  },
  async run(p) {
    const variant = stringFlag(p, 'variant');
    if (variant !== undefined) {
      runVariant(p, variant);
      return 0;
    }
    if (p.flags.has('openings')) throw new CliError('--openings needs --variant');
    for (const f of ['max-work', 'max-pairs']) if (p.flags.has(f)) throw new CliError(`--${f} needs --variant (the loopy engine's limits)`);
    const n = intFlag(p, 'n');
    const json = p.flags.has('json');
    const csv = p.flags.has('csv');
    const svg = p.flags.has('svg');
    // refuse at once what cannot be shown, before any work
    if (svg && n > TABLE1_SVG_MAX_N) throw new CliError(`--svg draws at most ${TABLE1_SVG_MAX_N}×${TABLE1_SVG_MAX_N} cells (n = 1000 would be 136 MB of SVG); use --json or --csv for n = ${n}`);
    if (!json && !csv && !svg && n > TABLE1_TEXT_MAX_N) throw new CliError(`the text table is printed up to n = ${TABLE1_TEXT_MAX_N} (${TABLE1_TEXT_MAX_N} columns); use --json or --csv for n = ${n}`);
    const cells = table1(n);
    const out = stringFlag(p, 'out');
    if (json) await outputChunks(table1JsonParts(cells, shower(false)), out);
    else if (csv) await outputChunks(table1CsvParts(cells, shower(false)), out);
    else if (svg) await outputChunks(table1SvgParts(cells, n), out);
    else await outputChunks(table1TextLines(cells, n, shower(p.flags.has('unicode'))), out);
    return 0;
  },
});
