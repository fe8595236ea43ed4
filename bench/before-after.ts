/**
 * `npm run bench -- before-after` (issue 21): the rows of the issue (Table 1, Table 2, Domineering,
 * the loopy openings, the outcome search) timed on two packed packages in one run, interleaved
 * (before, after, before, after, …), each run a fresh `node` process in a scratch project where the
 * packed tarball is installed, as a new user gets it. "Before" is the last commit on main before
 * the one-family restructuring (the parent of "foundation of the one family"), built and packed
 * on demand from `git archive` into a temporary directory (kept there, keyed by commit, for the
 * next run); "after" is this working tree, built and packed by `npm pack` (kept while the tree is
 * unchanged). Also the cold `table1(606)` process against the plain Python recurrence
 * (bench/reference/grid.py) in the same run, twice: in this environment as it is, and without
 * NODE_EXTRA_CA_CERTS (row table1-cold-plain; see PLAIN_ENV).
 *
 * Environment: BENCH_BEFORE (a commit; default: found by the subject line), BENCH_REPS (pairs of
 * runs a row, default 3; the cold Table 1 rows run 4× as many), BENCH_ROWS (comma-separated row
 * names or prefixes), BENCH_DIR (default $TMPDIR/partizan-before-after), BENCH_REUSE=1 (take the
 * newest pack of this tree an earlier run made, instead of packing it again), BENCH_LOG (a file that
 * gets every sample as it is taken). Not part of `npm test`.
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const here = (p: string): string => new URL(p, import.meta.url).pathname;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
const sh = (cmd: string, cwd: string): void => {
  execSync(cmd, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
};

/** The last commit on main before the restructuring: the parent of the commit that began it. */
function beforeCommit(): string {
  if (process.env['BENCH_BEFORE']) return git('rev-parse', process.env['BENCH_BEFORE']);
  const first = git('log', '--format=%H', '-1', '--grep=^foundation of the one family');
  if (!first) throw new Error('no commit "foundation of the one family" in this history: set BENCH_BEFORE');
  return git('rev-parse', `${first}^`);
}

/** A scratch project with the tarball installed (`npm install <tgz>`), and the child script. */
function project(dir: string, tgz: string): string {
  const proj = join(dir, 'project');
  if (!existsSync(join(proj, 'node_modules', 'partizan', 'package.json'))) {
    rmSync(proj, { recursive: true, force: true });
    mkdirSync(proj, { recursive: true });
    writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    sh(`npm install --no-audit --no-fund ${JSON.stringify(tgz)}`, proj);
  }
  copyFileSync(here('./before-after-child.mjs'), join(proj, 'child.mjs'));
  return proj;
}

const tarball = (dir: string): string | undefined => {
  const f = existsSync(dir) ? readdirSync(dir).find((x) => x.endsWith('.tgz')) : undefined;
  return f && join(dir, f);
};

/** Builds and packs a commit (from `git archive`) into `work/<commit>`, once. */
function packCommit(work: string, sha: string): string {
  const dir = join(work, sha.slice(0, 12));
  let tgz = tarball(dir);
  if (!tgz) {
    console.log(`  building ${sha.slice(0, 12)} in ${dir} (npm ci, build, pack; a few minutes, once)`);
    const src = join(dir, 'src');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(src, { recursive: true });
    sh(`git -C ${JSON.stringify(repo)} archive ${sha} | tar -x -C ${JSON.stringify(src)}`, dir);
    sh('npm ci --ignore-scripts --no-audit --no-fund', src);
    sh('npm run build', src); // older commits had no `prepare` script
    if (!existsSync(join(src, 'dist', 'chopsticks.js'))) throw new Error(`the build of ${sha} made no dist/chopsticks.js`);
    sh(`npm pack --ignore-scripts --pack-destination ${JSON.stringify(dir)}`, src);
    tgz = tarball(dir)!;
  }
  return project(dir, tgz);
}

/** Builds and packs this working tree (`npm pack`, whose `prepare` builds), once while it is unchanged. */
function packTree(work: string): string {
  if (process.env['BENCH_REUSE']) {
    // the newest pack of this tree made by an earlier run (the sources' last change is not checked)
    const dirs = readdirSync(work).filter((d) => d.startsWith('tree-') && tarball(join(work, d)) !== undefined);
    const newest = dirs.map((d) => join(work, d)).sort((a, b) => statSync(tarball(b)!).mtimeMs - statSync(tarball(a)!).mtimeMs)[0];
    if (newest) {
      console.log(`  BENCH_REUSE: the pack in ${newest}`);
      return project(newest, tarball(newest)!);
    }
  }
  const state = createHash('md5').update(git('rev-parse', 'HEAD')).update(git('status', '--porcelain')).update(git('diff', 'HEAD')).digest('hex').slice(0, 12);
  const dir = join(work, `tree-${state}`);
  let tgz = tarball(dir);
  if (!tgz) {
    console.log(`  building this tree in place and packing it into ${dir}`);
    mkdirSync(dir, { recursive: true });
    sh(`npm pack --pack-destination ${JSON.stringify(dir)}`, repo);
    tgz = tarball(dir)!;
    rmSync(join(dir, 'project'), { recursive: true, force: true });
  }
  return project(dir, tgz);
}

interface Sample {
  ms: number;
  cpuMs: number;
  peakMB: number;
  check: string;
  importMs?: number;
  load: number;
}

/** `/usr/bin/time`'s elapsed, user+system and max RSS around a command, when it exists. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** A whole process, timed from outside (wall from spawn to exit; CPU and peak memory by /usr/bin/time). */
function processRun(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Sample {
  const load = loadavg()[0]!;
  const t0 = performance.now();
  const r = TIME ? spawnSync(TIME, ['-f', '@@ %U %S %M', cmd, ...args], { cwd, env, encoding: 'utf8' }) : spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}: ${r.stderr.slice(0, 500)}`);
  const m = /@@ ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  return { ms, cpuMs: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN, peakMB: m ? Number(m[3]) / 1024 : NaN, check: r.stdout.trim().slice(-200), load };
}

/** One row in a fresh child process (bench/before-after-child.mjs in the project). */
function childRun(row: string, proj: string): Sample {
  const load = loadavg()[0]!;
  const r = spawnSync(process.execPath, ['child.mjs', row, here('./data/outcome-positions.json')], { cwd: proj, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`row ${row} failed in ${proj}: ${r.stderr.slice(0, 800)}`);
  return { ...(JSON.parse(r.stdout.trim().split('\n').pop()!) as Omit<Sample, 'load'>), load };
}

/** The cold command, as a new user types it. */
const TABLE1_COLD = "import('partizan/chopsticks').then((m) => m.table1(606))";

/**
 * The environment of a plain Node: without NODE_EXTRA_CA_CERTS, which some machines (this project's
 * among them) set for their package proxy and which makes Node 20 parse every CA certificate
 * before any script runs (`node -e 0`: 507 M instructions with it, 86 M without; Python does not read it).
 */
const PLAIN_ENV: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_EXTRA_CA_CERTS'));

interface Row {
  name: string;
  what: string;
  reps: number;
  run(side: 'before' | 'after', proj: string): Sample;
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const f = (x: number, d = 0): string => (Number.isNaN(x) ? '–' : x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }));

export async function run(): Promise<void> {
  const reps = Number(process.env['BENCH_REPS'] ?? 3);
  const want = (process.env['BENCH_ROWS'] ?? '').split(',').filter(Boolean);
  const work = process.env['BENCH_DIR'] ?? join(tmpdir(), 'partizan-before-after');
  mkdirSync(work, { recursive: true });
  const sha = beforeCommit();
  console.log(`before: ${sha.slice(0, 12)} (${git('log', '-1', '--format=%s', sha).slice(0, 80)})`);
  console.log(`after: this tree at ${git('rev-parse', '--short=12', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`);
  const projects = { before: packCommit(work, sha), after: packTree(work) };
  const all: Row[] = [
    {
      name: 'table1-cold',
      what: `node -e "${TABLE1_COLD}" (whole process)`,
      reps: 4 * reps,
      run: (_side, proj) => processRun(process.execPath, ['-e', TABLE1_COLD], proj),
    },
    {
      name: 'table1-cold-plain',
      what: `the same, NODE_EXTRA_CA_CERTS unset (a plain Node)`,
      reps: 4 * reps,
      run: (_side, proj) => processRun(process.execPath, ['-e', TABLE1_COLD], proj, PLAIN_ENV),
    },
    ...['table1-read', 'table1-warm', 'table2-10000', 'table2-20000', 'outcome-search', 'domineering-5x5', 'domineering-5x6', 'loopy-normal', 'loopy-three-hands', 'variant-rollover-revives-10'].map(
      (name): Row => ({ name, what: name, reps: name.startsWith('table1') ? 4 * reps : reps, run: (_side, proj) => childRun(name, proj) }),
    ),
  ];
  const rows = all.filter((r) => want.length === 0 || want.some((w) => r.name.startsWith(w)));
  const samples = new Map<string, { before: Sample[]; after: Sample[]; python: Sample[] }>();
  for (const r of rows) samples.set(r.name, { before: [], after: [], python: [] });
  const maxReps = Math.max(...rows.map((r) => r.reps));
  const loads: number[] = [];
  // every sample as it comes, for a run stopped early (BENCH_LOG=file)
  const logFile = process.env['BENCH_LOG'];
  const log = logFile ? (line: string): void => appendFileSync(logFile, line) : undefined;
  // interleaved: each round runs every row before, then after (then Python for the cold Table 1)
  for (let k = 0; k < maxReps; k++) {
    for (const r of rows) {
      if (k >= r.reps) continue;
      const s = samples.get(r.name)!;
      for (const side of ['before', 'after'] as const) {
        const x = r.run(side, projects[side]);
        s[side].push(x);
        if (log) log(`${r.name} ${side} ${JSON.stringify(x)}\n`);
      }
      if (r.name.startsWith('table1-cold')) {
        const x = processRun('python3', [here('./reference/grid.py'), '606'], repo, r.name === 'table1-cold' ? process.env : PLAIN_ENV);
        s.python.push(x);
        if (log) log(`${r.name} python ${JSON.stringify({ ...x, check: '' })}\n`);
      }
      loads.push(loadavg()[0]!);
    }
    process.stdout.write(`  round ${k + 1} of ${maxReps} done (load ${loadavg()[0]!.toFixed(1)})\n`);
  }
  console.log(`\n${'row'.padEnd(30)} ${'before ms'.padStart(10)} ${'after ms'.padStart(10)} ${'after/before'.padStart(12)}   ${'CPU before'.padStart(10)} ${'CPU after'.padStart(10)}   ${'MB before'.padStart(9)} ${'MB after'.padStart(9)}  runs  check`);
  for (const r of rows) {
    const s = samples.get(r.name)!;
    const b = median(s.before.map((x) => x.ms));
    const a = median(s.after.map((x) => x.ms));
    const same = s.before.every((x) => x.check === s.after[0]!.check) && s.after.every((x) => x.check === s.after[0]!.check);
    const check = r.name.startsWith('table1-cold') ? '' : same ? `same: ${s.after[0]!.check.slice(0, 60)}` : `DIFFERS: before ${s.before[0]!.check.slice(0, 60)} / after ${s.after[0]!.check.slice(0, 60)}`;
    console.log(
      `${r.name.padEnd(30)} ${f(b, 1).padStart(10)} ${f(a, 1).padStart(10)} ${f(a / b, 2).padStart(12)}   ${f(median(s.before.map((x) => x.cpuMs))).padStart(10)} ${f(median(s.after.map((x) => x.cpuMs))).padStart(10)}   ${f(median(s.before.map((x) => x.peakMB))).padStart(9)} ${f(median(s.after.map((x) => x.peakMB))).padStart(9)}  ${String(s.after.length).padStart(4)}  ${check}`,
    );
    if (r.name === 'table1-read') console.log(`${'  of which the import'.padEnd(30)} ${f(median(s.before.map((x) => x.importMs ?? NaN)), 1).padStart(10)} ${f(median(s.after.map((x) => x.importMs ?? NaN)), 1).padStart(10)}`);
  }
  const t2 = (side: 'before' | 'after'): number => median(samples.get('table2-20000')?.[side].map((x) => x.ms) ?? []) / median(samples.get('table2-10000')?.[side].map((x) => x.ms) ?? []);
  if (samples.has('table2-10000') && samples.has('table2-20000')) {
    const cpu = (side: 'before' | 'after'): number => median(samples.get('table2-20000')![side].map((x) => x.cpuMs)) / median(samples.get('table2-10000')![side].map((x) => x.cpuMs));
    console.log(`table2(20000) / table2(10000): before ${f(t2('before'), 2)}× wall (${f(cpu('before'), 2)}× CPU), after ${f(t2('after'), 2)}× wall (${f(cpu('after'), 2)}× CPU)   target at most 4× (issue 21)`);
  }
  for (const name of ['table1-cold', 'table1-cold-plain']) {
    const cold = samples.get(name);
    if (!cold) continue;
    const py = median(cold.python.map((x) => x.ms));
    const pyCpu = median(cold.python.map((x) => x.cpuMs));
    console.log(
      `cold table1(606), whole process${name === 'table1-cold' ? '' : ', NODE_EXTRA_CA_CERTS unset'}: Python (bench/reference/grid.py 606) median ${f(py, 1)} ms wall, ${f(pyCpu)} ms CPU; ` +
        `library / Python: before ${f(median(cold.before.map((x) => x.ms)) / py, 2)} wall (${f(median(cold.before.map((x) => x.cpuMs)) / pyCpu, 2)} CPU), ` +
        `after ${f(median(cold.after.map((x) => x.ms)) / py, 2)} wall (${f(median(cold.after.map((x) => x.cpuMs)) / pyCpu, 2)} CPU)   target at most 0.5 (issue 21)`,
    );
  }
  console.log(`load average (1 min) during the rows: ${f(Math.min(...loads), 1)}–${f(Math.max(...loads), 1)}, median ${f(median(loads), 1)}, on ${cpus().length} cores`);
}
