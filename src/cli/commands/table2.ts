/** `partizan table2 --max 606`: the paper's Table 2, values of (1 | 1)_n, and its conjecture beyond. */
import { CheckpointError, conjectureStatus, J, MAX_TABLE2_N, TABLE2_PARALLEL_FROM, table2BandLines, table2Bands, table2Intervals, Table2Sweep, type Table2Interval } from '../../entries/chopsticks.js';
import { AbortError, clip, type Game, type Progress, switchOf, star, zero } from '../../index.js';
import { output, progressBar, readFileChunks, whileBusy, withSigint, writeFileChunks } from '../util.js';
import { defineCommand, intFlag, stringFlag } from '../define.js';
import { escapeXml } from './svg.js';
import { shower } from './table1.js';

function ivText(x: Table2Interval, show: (g: Game) => string): string {
  const r = x.from === x.to ? `${x.from}` : `${x.from}-${x.to}`;
  return `${r.padEnd(12)} ${show(x.value).padEnd(16)} ${x.outcome}`;
}

/** Table 2 as an SVG: one band per interval over a logarithmic n axis, coloured by value. */
export function table2Svg(iv: Table2Interval[], maxN: number): string {
  const W = 900;
  const H = 140;
  const x = (n: number): number => 20 + ((W - 40) * Math.log(n)) / Math.log(maxN + 1);
  const colour = (iv2: Table2Interval): string => (iv2.value === zero ? '#d1d5db' : iv2.value === star ? '#fde68a' : iv2.value === switchOf(J) ? '#f59e0b' : '#ef4444');
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="10">`];
  parts.push(`<text x="20" y="14" font-size="13">(1|1)_n for 1 ≤ n ≤ ${maxN} (log scale): grey 0 (P), yellow * (N), orange ±J (N)</text>`);
  for (const b of iv) {
    const x0 = x(b.from);
    const x1 = x(b.to + 1);
    parts.push(`<rect x="${x0.toFixed(2)}" y="30" width="${Math.max(0.5, x1 - x0).toFixed(2)}" height="60" fill="${colour(b)}" stroke="#fff" stroke-width="0.5"><title>${b.from}-${b.to}: ${escapeXml(shower(true)(b.value))} ${b.outcome}</title></rect>`);
    if (x1 - x0 > 18) parts.push(`<text x="${((x0 + x1) / 2).toFixed(2)}" y="105" text-anchor="middle">${b.from}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

export const table2Command = defineCommand({
  name: 'table2',
  summary: 'Table 2 of Simple Chopsticks: values of (1|1)_n for n <= max (--max 606; --json, --csv, --svg; --resume FILE)',
  description:
    "Values of (1|1)_n by intervals of n, whether the paper's conjecture holds up to max, and the ±J bands against OEIS A110035. " +
    'Ctrl-C saves the run to a checkpoint file (--checkpoint) that --resume continues from; --max-memory refuses runs that would need more.',
  flags: {
    max: { type: 'int', default: 606, min: 1, max: MAX_TABLE2_N, help: 'the largest n' },
    resume: { type: 'string', value: 'FILE', help: 'continue the run saved in FILE (by Ctrl-C) up to --max' },
    checkpoint: { type: 'string', value: 'FILE', help: 'where Ctrl-C saves the run (default table2-checkpoint.bin)' },
    'max-memory': { type: 'int', value: 'MB', min: 1, help: 'refuse a run that needs more than MB megabytes' },
    threads: { type: 'int', value: 'K', min: 1, max: 64, help: `threads for the steps from n = ${TABLE2_PARALLEL_FROM.toLocaleString('en-US')} on (default: 2 on a machine with 2 or more cores, else 1)` },
    json: { type: 'boolean', format: true, help: 'one JSON object per n' },
    csv: { type: 'boolean', format: true, help: 'one CSV row per n' },
    svg: { type: 'boolean', format: true, help: 'the intervals as an SVG band' },
    unicode: { type: 'boolean', help: 'print values with arrows and the name J, as the paper does' },
    out: { type: 'string', value: 'FILE', help: 'write to FILE instead of standard output' },
  },
  async run(p) {
    const maxN = intFlag(p, 'max');
    // the total work is estimated from the measured growth law (Table2Sweep.remainingWork)
    const bar = progressBar('table2 (estimated share of the work)');
    const resume = stringFlag(p, 'resume');
    const ckpt = stringFlag(p, 'checkpoint') ?? 'table2-checkpoint.bin';
    const mb = p.flags.has('max-memory') ? intFlag(p, 'max-memory') : undefined;
    const threads = p.flags.has('threads') ? intFlag(p, 'threads') : undefined;
    const sweep = await withSigint(async (signal) => {
      const opts = { signal, onProgress: (p: Progress) => bar(p.done, p.total), ...(mb !== undefined ? { maxBytes: mb * 2 ** 20 } : {}), ...(threads !== undefined ? { threads } : {}) };
      const s = resume !== undefined ? Table2Sweep.resume(checkpointFile(resume), maxN, opts) : new Table2Sweep(maxN, opts);
      try {
        await s.runAsync();
      } catch (e) {
        if (!(e instanceof AbortError)) throw e;
        // written piece by piece: far out the checkpoint is larger than the run's own memory; Ctrl-C
        // does not cut it short (the host waits for it); a file that cannot be written is a CliError
        bar.end();
        whileBusy('writing the checkpoint', () =>
          writeFileChunks(ckpt, s.checkpointChunks(), (reason) => `interrupted after n = ${s.n}, but cannot write the checkpoint ${ckpt}: ${reason}`),
        );
        process.stderr.write(`partizan table2: interrupted after n = ${s.n}; checkpoint written to ${ckpt} (continue with: partizan table2 --max ${maxN} --resume ${ckpt})\n`);
        return undefined;
      }
      return s;
    });
    if (sweep === undefined) return 130;
    const rows = sweep.rows();
    const out = stringFlag(p, 'out');
    if (p.flags.has('json')) {
      output(JSON.stringify(rows.map((r) => ({ n: r.n, value: r.value.toString(), outcome: r.outcome }))), out);
    } else if (p.flags.has('csv')) {
      output(['n,value,outcome', ...rows.map((r) => `${r.n},"${r.value.toString()}",${r.outcome}`)].join('\n'), out);
    } else if (p.flags.has('svg')) {
      output(table2Svg(table2Intervals(rows), maxN), out);
    } else {
      const c = conjectureStatus(rows);
      const lines = [`Values of (1|1)_n for 1 <= n <= ${maxN} (Table 2 of the paper)`, `${'n'.padEnd(12)} ${'value'.padEnd(16)} outcome`];
      for (const x of table2Intervals(rows)) lines.push(ivText(x, shower(p.flags.has('unicode'))));
      lines.push('', `the paper's conjecture ${c.holds ? 'holds' : 'FAILS'} up to n = ${maxN}: ${c.detail}`, '', ...table2BandLines(table2Bands(rows)));
      output(lines.join('\n'), out);
    }
    return 0;
  },
});

/** A checkpoint file in pieces of 4 MiB; one that cannot be read is a {@link CheckpointError} naming it and the system's reason. */
function checkpointFile(path: string): Generator<Uint8Array, void, void> {
  return readFileChunks(path, 1 << 22, (reason) => new CheckpointError(`cannot read the checkpoint ${clip(path, 120)}: ${reason}`));
}
