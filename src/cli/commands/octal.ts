/**
 * `partizan octal CODE`: heap games in CGSuite's take-and-break notation. `--n N` prints G(0..N),
 * `--period` looks for (and proves) the periodicity, `--heaps '3 5 7'` analyses a sum of heaps.
 */
import { closeSync, existsSync, openSync, renameSync, writeSync } from 'node:fs';
import {
  AbortError,
  analyzeHeaps,
  CHECKPOINT_HEADER,
  extendParallel,
  NimSequence,
  nimSequence,
  parseHeapRules,
  PeriodicitySearch,
  periodRows,
  scatterPlotSvg,
  type HeapRules,
  type Periodicity,
  type Progress,
} from '../../index.js';
import { CliError, output, progressBar, readFileChunks, stderrIsTTY, withSigint, writeFileChunks } from '../util.js';
import { defineCommand, intFlag, stringFlag } from '../define.js';

/** The default limit of --period: computed values stop here, or after DEFAULT_SECONDS. */
const DEFAULT_MAX = 1 << 20;
/** Without --max, the search stops after this long (the default "answers within a minute"). */
const DEFAULT_SECONDS = 50;

/**
 * Saves `seq` to `path`: appends the values computed since the last save and rewrites the header
 * (the file stays a valid checkpoint at every moment: the header is written last), or writes the
 * whole file anew (through a temporary file) when the value width changed.
 */
function checkpointSaver(path: string, start: { heaps: number; bytes: number }): (seq: NimSequence) => void {
  const state = { ...start };
  return (seq) => {
    if (state.heaps > 0 && state.bytes === seq.bytesPerValue && existsSync(path) && seq.stored >= state.heaps) {
      const fd = openSync(path, 'r+');
      try {
        let pos = CHECKPOINT_HEADER + state.heaps * state.bytes;
        for (const piece of seq.checkpointValues(state.heaps)) {
          writeSync(fd, piece, 0, piece.length, pos);
          pos += piece.length;
        }
        const h = seq.checkpointHeader();
        writeSync(fd, h, 0, h.length, 0);
      } finally {
        closeSync(fd);
      }
    } else {
      const tmp = `${path}.tmp`;
      writeFileChunks(tmp, seq.checkpointChunks());
      renameSync(tmp, path);
    }
    state.heaps = seq.stored;
    state.bytes = seq.bytesPerValue;
  };
}

const describeRules = (r: HeapRules): string => (r.name === r.code ? r.code : `${r.name} (${r.code})`);

function periodJson(code: string, p: Periodicity | null, checkedTo: number): Record<string, unknown> {
  if (p === null) return { code, period: null, checkedTo };
  return { code, preperiod: p.preperiod, period: p.period, saltus: p.saltus, lastExceptional: p.lastExceptional, checkedTo: p.checkedTo, proved: p.proved, ...(p.needed !== undefined ? { needed: p.needed } : {}) };
}

export const octalCommand = defineCommand({
  name: 'octal',
  summary: "heap games by take-and-break code: nim values (--n), periodicity (--period), sums of heaps (--heaps '3 5 7')",
  usage: '<code>',
  description: [
    "A code in CGSuite's notation: 0.77 (Kayles), .07, 4.07, 4!. (Grundy's game), 0.(7?4), 0.[3] (Nim), 0.&127;!&64;,",
    "a subtraction set {1,3,4}, allbut{1,2}, or a name: Kayles, Dawson's Kayles, Nim, Officers, Grundy's game.",
    '--n N prints G(0..N). --period computes values until the periodicity is proved (Guy-Smith) or the limit',
    `(without --max: heap ${DEFAULT_MAX.toLocaleString('en-US')} or ${DEFAULT_SECONDS} seconds, whichever comes first). --heaps gives the nim value,`,
    'the outcome and a winning move of a sum of heaps. --svg draws the scatter plot of the values.',
    'Long runs: Ctrl-C stops cleanly; with --checkpoint FILE the values are saved every --checkpoint-minutes',
    'and on Ctrl-C, and --resume FILE continues from them.',
  ].join('\n'),
  args: [1, Infinity],
  argsHint: "give a code, e.g. partizan octal 0.77 --n 20, or partizan octal 'Grundy\\'s game' --period",
  flags: {
    n: { type: 'int', min: 0, max: 2 ** 31 - 2, value: 'N', help: 'print the nim values of heaps 0..N' },
    period: { type: 'boolean', help: 'find the periodicity (preperiod, period, saltus) and prove it when a theorem applies' },
    max: { type: 'int', min: 1, max: 2 ** 31 - 2, value: 'N', help: `with --period: compute values up to heap N at most (default ${DEFAULT_MAX}, and ${DEFAULT_SECONDS} s)` },
    heaps: { type: 'string', value: "'A B C'", help: 'a sum of heaps: its nim value, outcome and a winning move' },
    plain: { type: 'boolean', help: 'with --n: compute by the definition (the mex over every move), for checking' },
    checkpoint: { type: 'string', value: 'FILE', help: 'save the values to FILE now and then, and on Ctrl-C' },
    'checkpoint-minutes': { type: 'int', min: 1, max: 10_000, default: 5, value: 'M', help: 'minutes between checkpoints' },
    resume: { type: 'string', value: 'FILE', help: 'start from the values saved in FILE' },
    threads: { type: 'int', min: 1, max: 2, default: 1, value: 'K', help: 'worker threads for the values: 2 computes even and odd heaps side by side where the code allows it (see docs/impartial.md)' },
    json: { type: 'boolean', format: true, help: 'print JSON' },
    svg: { type: 'boolean', format: true, help: 'print the scatter plot of the values as SVG' },
    out: { type: 'string', value: 'FILE', help: 'write to FILE instead of standard output' },
  },
  async run(p) {
    const text = p.positional.join(' ');
    const rules = parseHeapRules(text);
    const modes = ['n', 'period', 'heaps'].filter((k) => p.flags.has(k));
    if (modes.length !== 1) throw new CliError(modes.length === 0 ? 'say what to compute: --n N, --period or --heaps \'A B C\'' : `choose one of --n, --period and --heaps, not ${modes.map((m) => '--' + m).join(' and ')}`);
    const out = stringFlag(p, 'out');
    const json = p.flags.has('json');
    const svg = p.flags.has('svg');
    if (p.flags.has('plain') && !p.flags.has('n')) throw new CliError('--plain goes with --n');
    if (p.flags.has('max') && !p.flags.has('period')) throw new CliError('--max goes with --period');
    if (p.flags.has('heaps')) {
      if (svg) throw new CliError('--svg goes with --n or --period');
      const raw = stringFlag(p, 'heaps')!.trim();
      const heaps = raw === '' ? [] : raw.split(/[\s,+]+/).map((w) => {
        if (!/^\d{1,10}$/.test(w)) throw new CliError(`--heaps lists heap sizes (integers ≥ 0), got '${w.slice(0, 20)}'`);
        return Number(w);
      });
      const a = analyzeHeaps(rules, heaps);
      if (json) output(JSON.stringify({ ...a }), out);
      else {
        const lines = [
          `${describeRules(rules)}: heaps ${heaps.join(' ') || '(none)'}`,
          `nim values ${a.values.join(' ') || '-'}; nim-sum ${a.value}: ${a.outcome === 'P' ? 'P (the player to move loses)' : 'N (the player to move wins)'}`,
        ];
        if (a.move) lines.push(`winning move: heap ${a.move.from} (position ${a.move.index + 1}) to ${a.move.to.length ? a.move.to.join(' + ') : 'nothing'}, leaving ${a.move.after.join(' ') || 'no heaps'}`);
        output(lines.join('\n'), out);
      }
      return 0;
    }
    const ckpt = stringFlag(p, 'checkpoint');
    const resume = stringFlag(p, 'resume');
    const every = intFlag(p, 'checkpoint-minutes') * 60_000;
    const threads = intFlag(p, 'threads');
    let seq: NimSequence;
    if (resume !== undefined) {
      seq = NimSequence.resume(readFileChunks(resume, 1 << 24, (reason) => new CliError(`cannot read ${resume}: ${reason}`)), { code: rules });
      process.stderr.write(`partizan octal: resumed ${rules.code} with the values of heaps 0..${seq.size - 1} from ${resume}\n`);
    } else seq = new NimSequence(rules, p.flags.has('plain') ? { method: 'plain' } : {});
    const save = ckpt !== undefined ? checkpointSaver(ckpt, resume === ckpt ? { heaps: seq.stored, bytes: seq.bytesPerValue } : { heaps: 0, bytes: 0 }) : undefined;
    const label = `partizan octal ${rules.code}`;
    // the values on the CLI's progress bar; any other phase (the proof) on a line of its own
    const bar = progressBar(label);
    const progress = (pr: Progress): void => {
      if (pr.phase === 'nim values' && pr.total !== undefined) return bar(pr.done, pr.total, 'heaps');
      bar.end();
      if (stderrIsTTY()) process.stderr.write(`${label}: ${pr.phase}\n`);
    };

    if (p.flags.has('n')) {
      const n = intFlag(p, 'n');
      let values: Int32Array;
      if (p.flags.has('plain')) values = nimSequence(rules, n, { method: 'plain' });
      else {
        const done = await withSigint(async (signal) => {
          try {
            await extendParallel(seq, n, { threads, signal, onProgress: progress, ...(save ? { onCheckpoint: save, checkpointMs: every } : {}) });
            return true;
          } catch (e) {
            if (e instanceof AbortError) return false;
            throw e;
          }
        });
        if (!done) {
          bar.end();
          process.stderr.write(`${label}: interrupted at heap ${seq.size - 1}${save ? `; values saved to ${ckpt} (continue with --resume ${ckpt})` : ''}\n`);
          return 130;
        }
        if (save) save(seq);
        values = seq.window(0, n);
      }
      if (json) output(JSON.stringify({ code: rules.code, values: Array.from(values) }), out);
      else if (svg) output(scatterPlotSvg(values, { title: `${describeRules(rules)}: G(n) for n ≤ ${n}` }), out);
      else output([`${describeRules(rules)}: G(0..${n}), in rows of 10`, periodRows(values, 10, { maxRows: Math.ceil((n + 1) / 10) })].join('\n'), out);
      return 0;
    }

    // --period
    const explicitMax = p.flags.has('max');
    const max = explicitMax ? intFlag(p, 'max') : DEFAULT_MAX;
    const search = new PeriodicitySearch(rules, { from: seq, maxHeap: max });
    const started = performance.now();
    let timedOut = false;
    const result = await withSigint(async (sigint) => {
      const ac = new AbortController();
      const timer = explicitMax ? undefined : setTimeout(() => {
        timedOut = true;
        ac.abort();
      }, DEFAULT_SECONDS * 1000);
      sigint.addEventListener('abort', () => ac.abort());
      try {
        return await search.run({ threads, signal: ac.signal, onProgress: progress, ...(save ? { onCheckpoint: save, checkpointMs: every } : {}) });
      } catch (e) {
        if (e instanceof AbortError) return undefined;
        throw e;
      } finally {
        if (timer) clearTimeout(timer);
      }
    });
    bar.end();
    if (result === undefined && !timedOut) {
      process.stderr.write(`${label}: interrupted at heap ${seq.size - 1} (checked up to heap ${search.checkedTo})${save ? `; values saved to ${ckpt} (continue with --resume ${ckpt})` : ''}\n`);
      return 130;
    }
    if (save) save(seq);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result === undefined || result === null) {
      const reached = search.checkedTo;
      const why = timedOut ? `the default limit of ${DEFAULT_SECONDS} seconds (values reached heap ${seq.size - 1})` : `the limit --max ${max}`;
      if (json) output(JSON.stringify(periodJson(rules.code, null, reached)), out);
      else output(`${describeRules(rules)}: no period found up to heap ${reached.toLocaleString('en-US')} (${why}; --max N goes further)`, out);
      return 0;
    }
    const r = result;
    if (json) output(JSON.stringify(periodJson(rules.code, r, r.checkedTo)), out);
    else if (svg) {
      const last = Math.min(r.checkedTo, Math.max(2 * (r.preperiod + 2 * r.period), 200));
      output(scatterPlotSvg(seq.window(0, last), { title: `${describeRules(rules)}: period ${r.period}, preperiod ${r.preperiod}${r.saltus ? `, saltus ${r.saltus}` : ''}`, periodicity: r }), out);
    } else {
      const lines = [
        `${describeRules(rules)}: period ${r.period.toLocaleString('en-US')}, preperiod ${r.preperiod.toLocaleString('en-US')}, saltus ${r.saltus}` +
          (r.lastExceptional !== null ? `, last exceptional value at heap ${r.lastExceptional.toLocaleString('en-US')}` : ', no exceptional value'),
        r.proved
          ? `proved: values compared up to heap ${r.checkedTo.toLocaleString('en-US')}; the theorem needs heap ${r.needed!.toLocaleString('en-US')} (${r.basis})`
          : `not proved: ${r.basis} (values compared up to heap ${r.checkedTo.toLocaleString('en-US')})`,
        `${seconds} s`,
      ];
      if (r.period <= 80) {
        const rows = Math.min(40, Math.ceil((r.preperiod + 2 * r.period) / r.period) + 1);
        lines.push('', `the values in rows of the period:`, periodRows(seq.window(0, Math.min(seq.size - 1, rows * r.period - 1)), r.period, { maxRows: rows }));
      }
      output(lines.join('\n'), out);
    }
    return 0;
  },
});
