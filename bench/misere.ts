/**
 * Misère benchmarks: the time to compute each quotient whose order is published or printed by
 * CGSuite's MisereSolver (T2 for Nim heaps ≤ 3, R8 for 0.75, Z2 for 0.3, order 360 for Dawson's
 * Kayles heaps ≤ 30, order 40 for Kayles heaps ≤ 40 and ≤ 72, 0.52, 0.156, 0.71, order 18 for
 * Notakto; the sources are in test/misere/quotient*.test.ts) and partial quotients (Dawson's
 * Kayles, Grundy's game), three ways in the same run: this tree ("after"), the tree before the
 * incremental check ("before": `git archive` of the parent of the commit "misereQuotient:
 * conservative extensions checked incrementally", or of BENCH_MISERE_BEFORE, unpacked under
 * $TMPDIR with this tree's node_modules), and MisereSolver when MISERESOLVER names a Java class
 * path whose `org.cgsuite.core.misere.solver.Main CODE H -q` prints "FINAL … |Q| = … time T s" (a
 * driver around CGSuite's MisereSolver, built outside the repository; T excludes the JVM start).
 * BENCH_MISERE_BEFORE=none skips the before column. Then the misère outcome of random sums of
 * heaps read off a quotient against the plain game-tree search, in the same run (for Kayles also
 * sums with a heap of 25 to 40, up to 48 tokens); and the genus of heaps 0..40 of Kayles.
 * Figures from a shared machine vary with its load: compare the columns of one run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapGenera, HeapSearch, misereQuotient, parseHeapRules, quotientOutcome, type HeapGameRules, type QuotientOptions } from '../src/index.js';
import { EMPTY_BOARD_HEAP, notakto } from '../test/misere/notakto.js';
import { once } from './harness.js';

function lcg(start: number): () => number {
  let state = start >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
}

const repo = new URL('..', import.meta.url).pathname;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

type Quotienter = (rules: HeapGameRules | string, h: number, opts?: QuotientOptions) => number;

/** misereQuotient of the tree before the incremental check, or undefined (and why). */
async function beforeTree(): Promise<{ quotient?: Quotienter; label: string }> {
  const env = process.env['BENCH_MISERE_BEFORE'];
  if (env === 'none') return { label: 'skipped (BENCH_MISERE_BEFORE=none)' };
  let commit: string;
  try {
    if (env) commit = git('rev-parse', env);
    else {
      const first = git('log', '--format=%H', '-1', '--grep=^misereQuotient: conservative extensions checked incrementally');
      if (!first) return { label: 'no commit "misereQuotient: conservative extensions checked incrementally": set BENCH_MISERE_BEFORE' };
      commit = git('rev-parse', `${first}^`);
    }
  } catch (e) {
    return { label: `git: ${String(e).slice(0, 80)}` };
  }
  const dir = join(tmpdir(), 'partizan-misere-before', commit.slice(0, 12));
  if (!existsSync(join(dir, 'src', 'misere', 'index.ts'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C '${dir}'`], { cwd: repo });
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  const m = (await import(join(dir, 'src', 'misere', 'index.ts'))) as { misereQuotient: (r: unknown, h: number, o?: QuotientOptions) => { order: number } };
  const imp = (await import(join(dir, 'src', 'impartial', 'index.ts'))) as { parseHeapRules: (c: string) => unknown };
  return {
    label: commit.slice(0, 10),
    quotient: (rules, h, opts) => m.misereQuotient(typeof rules === 'string' ? imp.parseHeapRules(rules) : rules, h, opts).order,
  };
}

/** MisereSolver's order and its own time (s) for a code and bound, when MISERESOLVER is set. */
function misereSolver(code: string, h: number): { order: number; seconds: number; cpu: number | undefined } | string {
  const cp = process.env['MISERESOLVER'];
  if (!cp) return 'MISERESOLVER unset';
  // its CPU time (user + system, JVM start and JIT threads included) by /usr/bin/time when present
  const timed = existsSync('/usr/bin/time');
  const java = ['java', '-Xmx3g', '-cp', cp, 'org.cgsuite.core.misere.solver.Main', code, String(h), '-q'];
  const r = timed ? spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', ...java], { encoding: 'utf8', timeout: 900_000 }) : spawnSync(java[0]!, java.slice(1), { encoding: 'utf8', timeout: 900_000 });
  const m = /FINAL .*\|Q\| = (\d+) .*time ([\d.eE-]+) s/.exec(r.stdout ?? '');
  const c = /CPU ([\d.]+) ([\d.]+)/.exec(r.stderr ?? '');
  if (!m) return `no FINAL line (${(r.stderr ?? '').slice(0, 60)})`;
  return { order: Number(m[1]), seconds: Number(m[2]), cpu: c ? Number(c[1]) + Number(c[2]) : undefined };
}

export async function run(): Promise<void> {
  const before = await beforeTree();
  console.log(`before: ${before.label}; MisereSolver: ${process.env['MISERESOLVER'] ?? 'MISERESOLVER unset'}`);
  console.log(`${'quotient'.padEnd(44)} ${'order'.padStart(6)} ${'before'.padStart(10)} ${'after'.padStart(10)} ${'MS CPU'.padStart(10)} ${'MS timer'.padStart(10)}  source of the order`);
  // [code or rules, heaps ≤ h, expected order, where the order comes from, MisereSolver's code, options]
  const NT = EMPTY_BOARD_HEAP;
  for (const [code, h, order, source, msCode, opts] of [
    ['0.[3]', 3, 6, 'published', '0.333'],
    ['0.75', 40, 8, 'published', '0.75'],
    ['0.3', 40, 2, 'published', '0.3'],
    ['0.52', 40, 6, 'MisereSolver', '0.52'],
    ['0.156', 40, 18, 'MisereSolver', '0.156'],
    ['0.71', 40, 36, 'MisereSolver', '0.71'],
    ['0.07', 20, undefined, '', '0.07'],
    ['4!.0', 15, undefined, '', undefined],
    // CGSuite's MisereSolver: |Q| = 40, |P| = 9 from heap 27 on (through heap 80)
    ['0.77', 40, 40, 'MisereSolver', '0.77'],
    ['0.77', 72, 40, 'MisereSolver', '0.77'],
    // Plambeck's blog, 25 Apr 2012: eighteen elements, four P-position types
    [notakto, NT, 18, 'published', undefined],
    // Siegel: "Q_30(0.07) has size 360" (Plambeck's blog, 28 Aug 2007)
    ['0.07', 30, 360, 'published', '0.07', { maxStates: 12_000_000 }],
  ] as Array<[string | HeapGameRules, number, number | undefined, string, string | undefined, QuotientOptions?]>) {
    const name = typeof code === 'string' ? code : code.name;
    const cpuS = (f: () => number): { order: number; s: number } => {
      const c0 = process.cpuUsage();
      const order = f();
      const c = process.cpuUsage(c0);
      return { order, s: (c.user + c.system) / 1e6 };
    };
    const after = cpuS(() => misereQuotient(typeof code === 'string' ? parseHeapRules(code) : code, h, opts).order);
    let b = '-';
    if (before.quotient) {
      try {
        const r = cpuS(() => before.quotient!(code, h, opts));
        b = `${r.s.toFixed(2)} s` + (r.order === after.order ? '' : ` (order ${r.order}!)`);
      } catch (e) {
        b = `error ${String(e).slice(0, 30)}`;
      }
    }
    let ms = '-';
    let msCpu = '-';
    if (msCode) {
      const r = misereSolver(msCode, h);
      ms = typeof r === 'string' ? r.slice(0, 13) : `${r.seconds.toFixed(2)} s` + (r.order === after.order ? '' : ` (order ${r.order}!)`);
      if (typeof r !== 'string' && r.cpu !== undefined) msCpu = `${r.cpu.toFixed(2)} s`;
    }
    const check = order === undefined ? '' : after.order === order ? `= ${source}` : `≠ ${source} ${order}`;
    console.log(`${`misère quotient of ${name}, heaps ≤ ${h}`.padEnd(44)} ${String(after.order).padStart(6)} ${b.padStart(10)} ${`${after.s.toFixed(2)} s`.padStart(10)} ${msCpu.padStart(10)} ${ms.padStart(10)}  ${check}`);
  }
  console.log('(before, after: CPU seconds of this process; MS CPU: MisereSolver\'s JVM, start and JIT threads included; MS timer: its own wall-clock timer of the computation)');
  for (const [code, h] of [
    ['0.77', 12],
    ['0.07', 14],
  ] as Array<[string, number]>) {
    const rules = parseHeapRules(code);
    const q = misereQuotient(rules, h);
    const r = lcg(7);
    const sums = Array.from({ length: 2000 }, () => Array.from({ length: 2 + Math.floor(r() * 4) }, () => Math.floor(r() * (h + 1))));
    let viaQ: string[] = [];
    let viaSearch: string[] = [];
    await once(`${code}: outcome of 2000 random sums of 2-5 heaps ≤ ${h}, read off the quotient`, () => {
      viaQ = sums.map((s) => quotientOutcome(q, s));
    });
    await once(`${code}: the same 2000 sums by the plain game-tree search (cold table)`, () => {
      const search = new HeapSearch(rules);
      viaSearch = sums.map((s) => search.outcome(s));
    });
    console.log(`    ${viaQ.every((o, i) => o === viaSearch[i]) ? 'all 2000 agree' : 'DISAGREEMENT'}`);
  }
  {
    // Kayles with large heaps: one heap of 25..40 (where the generators f and g enter) and up to
    // three more, at most 48 tokens, from the quotient of heaps ≤ 40 and from the plain search
    const rules = parseHeapRules('0.77');
    const q = misereQuotient(rules, 40);
    const r = lcg(11);
    const sums = Array.from({ length: 300 }, () => {
      const big = 25 + Math.floor(r() * 16);
      const s = [big];
      let left = 48 - big;
      for (let j = 1 + Math.floor(r() * 3); j > 0 && left > 0; j--) {
        const k = 1 + Math.floor(r() * Math.min(left, 20));
        s.push(k);
        left -= k;
      }
      return s;
    });
    let viaQ: string[] = [];
    let viaSearch: string[] = [];
    await once('0.77: outcome of 300 sums with a heap of 25-40 (≤ 48 tokens), quotient', () => {
      viaQ = sums.map((s) => quotientOutcome(q, s));
    });
    await once('0.77: the same 300 sums by the plain game-tree search', () => {
      const search = new HeapSearch(rules);
      viaSearch = sums.map((s) => search.outcome(s));
    });
    console.log(`    ${viaQ.every((o, i) => o === viaSearch[i]) ? 'all 300 agree' : 'DISAGREEMENT'}`);
  }
  await once('genus of Kayles heaps 0..40 (misère canonical forms)', () => heapGenera(parseHeapRules('0.77'), 40));
}
