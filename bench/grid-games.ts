/**
 * The grid games against MCGS (github.com/ualberta-mueller-group/MCGS): the same positions (taken
 * from MCGS's own autotests, bench/data/mcgs-positions.json), in the same run. This library values
 * each sum (a canonical form, or a nim value) in a fresh process per set, and checks the outcome or
 * nim value the test file expects; it also decides who wins (each first player the test file
 * names) by the outcome search (`firstPlayerWins`'s engine), in another fresh process per set,
 * which is what MCGS answers; MCGS solves who wins (each first player) or the nim value, and
 * its own per-case times are summed (its CSV's "Time (ms)", start-up excluded). The times compared
 * are CPU (user + system): this library's from when its modules are loaded and the loading's
 * background work is over, MCGS's of its whole process (`/usr/bin/time`, start-up included). MCGS is run when
 * its binary is found: `$MCGS`, or /work/ext/MCGS/MCGS (built from its tag v1.5 with `make
 * DEBUG=0 MCGS`; v1.6 on needs a submodule not available offline). Its transposition tables are
 * set to 2^22 entries (its default 2^28 takes 1.8 GB) and the database is off (--no-use-db), as
 * this library has no prebuilt tables of these positions either (Clobber's strips table aside;
 * Cram's table of the 4 × 4 box is built from the rules inside the timed run).
 *
 *   npm run bench grid-games          # all sets
 *   npm run bench grid-games -- cram  # the sets whose name contains "cram"
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Case {
  line: number;
  games: string[];
  commands: string[];
}
interface Set {
  name: string;
  game: string;
  source: string;
  section: string;
  cases: Case[];
}
interface Ours {
  ms: number;
  cpuMs: number;
  rssMB: number;
  cases: number;
  wrong: number;
  slowestMs: number;
}

/** Per set, the most a set may take here before it is reported as not run (its cases are minutes long). */
const SET_TIMEOUT_MS = 600_000;
/** MCGS's timeout per case (its default is 500 ms; a case past it counts as this long). */
const MCGS_CASE_TIMEOUT_MS = 10_000;

function ours(name: string, mode: 'values' | 'outcome' = 'values'): Ours | string {
  const script = fileURLToPath(new URL('./grid-games-child.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, name, mode], { encoding: 'utf8', timeout: SET_TIMEOUT_MS, maxBuffer: 1 << 20 });
  if (r.status !== 0) return r.error ? `not finished in ${SET_TIMEOUT_MS / 1000} s` : `failed: ${r.stderr.slice(0, 200)}`;
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Ours;
}

function mcgs(bin: string, set: Set): { sumMs: number; wallMs: number; cpuMs: number | undefined; timeouts: number; wrong: number; solves: number } | string {
  const dir = mkdtempSync(join(tmpdir(), 'partizan-mcgs-'));
  try {
    mkdirSafe(join(dir, 'tests'));
    const lines = ['{version 1.5}', `[${set.section}]`];
    for (const c of set.cases) lines.push(`${c.games.join(' ')} {${c.commands.join(', ')}}`);
    writeFileSync(join(dir, 'tests', 'set.test'), lines.join('\n') + '\n');
    const t0 = performance.now();
    // its CPU time from /usr/bin/time when there is one (the machine may be shared: wall times mislead)
    const timeFile = join(dir, 'time.txt');
    const timed = existsSync('/usr/bin/time');
    execFileSync(timed ? '/usr/bin/time' : bin, [...(timed ? ['-f', '%U %S', '-o', timeFile, bin] : []), '--run-tests', '--test-dir', join(dir, 'tests'), '--out-file', join(dir, 'out.csv'), '--test-timeout', String(MCGS_CASE_TIMEOUT_MS), '--no-use-db', '--tt-sumgame-idx-bits', '22', '--tt-imp-sumgame-idx-bits', '22'], {
      cwd: join(bin, '..'),
      stdio: 'ignore',
      timeout: SET_TIMEOUT_MS * 4,
    });
    const wallMs = performance.now() - t0;
    const cpuMs = timed ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).reduce((a, x) => a + 1000 * Number(x), 0) : undefined;
    const rows = readFileSync(join(dir, 'out.csv'), 'utf8').trim().split('\n').slice(1);
    let sumMs = 0;
    let timeouts = 0;
    let wrong = 0;
    for (const row of rows) {
      const f = row.split('","').map((x) => x.replace(/^"|"$/g, ''));
      // "File","Case","Games","Player","Expected Result","Result","Time (ms)","Status",...
      sumMs += Number(f[6]);
      if (f[7] === 'TIMEOUT') timeouts++;
      else if (f[7] !== 'PASS') wrong++;
    }
    return { sumMs, wallMs, cpuMs, timeouts, wrong, solves: rows.length };
  } catch (e) {
    return `failed: ${String(e).slice(0, 200)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function mkdirSafe(p: string): void {
  execFileSync('mkdir', ['-p', p]);
}

export async function run(): Promise<void> {
  const filter = process.argv[3];
  const { sets } = JSON.parse(readFileSync(new URL('./data/mcgs-positions.json', import.meta.url), 'utf8')) as { sets: Set[] };
  const bin = process.env.MCGS ?? '/work/ext/MCGS/MCGS';
  const haveMcgs = existsSync(bin);
  if (!haveMcgs) console.log(`MCGS not found at ${bin} (set $MCGS): this library's times only`);
  console.log('CPU times (both processes; the wall times of a shared machine mislead); partizan computes values, MCGS who wins (both first players) or nim values');
  console.log(`${'set (MCGS autotests)'.padEnd(34)} ${'cases'.padStart(5)}  ${'partizan: values, CPU'.padStart(24)}  ${'partizan: who wins, CPU'.padStart(24)}  ${haveMcgs ? 'MCGS: CPU (its own per-case times, summed)' : ''}`);
  for (const set of sets) {
    if (filter && !set.name.includes(filter)) continue;
    const o = ours(set.name);
    const left = typeof o === 'string' ? o : `${o.cpuMs.toFixed(0)} ms (${o.rssMB.toFixed(0)} MB)${o.wrong ? ` ${o.wrong} WRONG` : ' ok'}`;
    // who wins, as MCGS answers it (not for the nim values of Cram)
    const w = set.game === 'cram' ? undefined : ours(set.name, 'outcome');
    const mid = w === undefined ? '—' : typeof w === 'string' ? w : `${w.cpuMs.toFixed(0)} ms (${w.rssMB.toFixed(0)} MB)${w.wrong ? ` ${w.wrong} WRONG` : ' ok'}`;
    let right = '';
    if (haveMcgs) {
      const m = mcgs(bin, set);
      const mcpu = typeof m === 'string' ? undefined : (m.cpuMs ?? m.wallMs);
      right = typeof m === 'string' ? m : `${mcpu!.toFixed(0)} ms (${m.sumMs.toFixed(0)})${m.timeouts ? `, ${m.timeouts} of ${m.solves} solves past ${MCGS_CASE_TIMEOUT_MS / 1000} s` : ''}${m.wrong ? `, ${m.wrong} wrong` : ''}`;
      const unfinished = typeof m !== 'string' && m.timeouts ? ' (MCGS unfinished)' : '';
      if (typeof o !== 'string' && mcpu !== undefined) right += `   ratio values ${(o.cpuMs / Math.max(1, mcpu)).toFixed(2)}${unfinished}`;
      if (w !== undefined && typeof w !== 'string' && mcpu !== undefined) right += `, who wins ${(w.cpuMs / Math.max(1, mcpu)).toFixed(2)}${unfinished}`;
    }
    console.log(`${set.name.padEnd(34)} ${String(set.cases.length).padStart(5)}  ${left.padStart(24)}  ${mid.padStart(24)}  ${right}`);
    if ((typeof o !== 'string' && o.wrong) || (w !== undefined && typeof w !== 'string' && w.wrong)) process.exitCode = 1;
  }
}
