// Child process of bench/before-after.ts (issue 21): one row in a fresh `node` process, run from a
// scratch project where a packed `partizan` is installed (this file is copied into that project,
// so that `partizan/...` resolves to the installed package, as it does for a new user). Only the
// public entry points that exist both before and after the one-family restructuring are used.
// Prints one line of JSON: wall ms of the work (after the import), import ms, CPU ms of the whole
// process, peak resident MB, and a check string that must be the same before and after.
// Usage: node before-after-child.mjs ROW [DATA_FILE]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const row = process.argv[2];
const md5 = (s) => createHash('md5').update(s).digest('hex').slice(0, 12);

/** Each row: [entry point, work(module) → check string]. */
const ROWS = {
  // Table 1 (every (i | j)_606) with each cell's value and outcome read once, in a cold process
  'table1-read': ['partizan/chopsticks', (m) => {
    const cells = m.table1(606);
    let letters = '';
    const values = new Set();
    for (const c of cells) (letters += c.outcome), values.add(c.value);
    return `${values.size} values, outcomes ${md5(letters)}`;
  }],
  // the same once the code is compiled: median of 15 runs after 5 (ms of one run, in `ms`)
  'table1-warm': ['partizan/chopsticks', (m) => {
    const readAll = () => {
      let p = 0;
      for (const c of m.table1(606)) if (c.outcome === 'P' && c.value !== undefined) p++;
      return p;
    };
    for (let k = 0; k < 5; k++) readAll();
    const times = [];
    let p = 0;
    for (let k = 0; k < 15; k++) {
      const t0 = performance.now();
      p = readAll();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { check: `${p} P-positions`, ms: times[7] };
  }],
  // Table 2: (1 | 1)_n for n ≤ 10,000 and ≤ 20,000 (default options, as a new user calls it)
  'table2-10000': ['partizan/chopsticks', (m) => table2Check(m, 10_000)],
  'table2-20000': ['partizan/chopsticks', (m) => table2Check(m, 20_000)],
  // the outcome search on the 120 committed positions (bench/data/outcome-positions.json)
  'outcome-search': ['partizan/chopsticks', (m) => {
    const data = JSON.parse(readFileSync(process.argv[3], 'utf8'));
    const s = new m.OutcomeSolver();
    const got = data.positions.map((p) => s.outcome(m.position(p.left, p.right, p.n)));
    const agree = got.every((o, i) => o === data.positions[i].outcome);
    return `${got.join('')}${agree ? '' : ' DISAGREES with the data file'}`;
  }],
  // Domineering, empty boards, the one-thread solver
  'domineering-5x5': ['partizan/rulesets', (m) => m.domineeringValue(m.DomineeringBoard.empty(5, 5)).toString()],
  'domineering-5x6': ['partizan/rulesets', (m) => m.domineeringValue(m.DomineeringBoard.empty(5, 6)).toString()],
  // the loopy openings: Chopsticks as played (partizan graph of the 225 positions, then the value
  // of the opening), a bigger preset, and one of the SIMPLE CHOPSTICKS variants of Section 4
  'loopy-normal': ['partizan/loopy', (m) => loopyOpening(m, {})],
  'loopy-three-hands': ['partizan/loopy', (m) => loopyOpening(m, m.PRESETS['three-hands-split-all'])],
  'variant-rollover-revives-10': [['partizan/chopsticks-variants', 'partizan/chopsticks'], (m) => {
    const v = m.VARIANTS['rollover-revives'];
    const r = m.variantResult(m.variantPosition([1, 1], [1, 1], 10, v), v, { maxSidleWork: m.VARIANT_SIDLE_WORK });
    return `${r.graphSize} positions: ${r.kind} ${String(r.value)}, outcome ${r.outcome}`;
  }],
};

function table2Check(m, n) {
  const t0 = performance.now();
  const rows = m.table2(n);
  const ms = performance.now() - t0;
  const iv = m.table2Intervals(rows);
  return { ms, check: `${rows.length} rows, ${iv.length} intervals, ${md5(iv.map((x) => `${x.from}-${x.to}:${x.value.toString()}:${x.outcome}`).join(';'))}` };
}

function loopyOpening(m, rules) {
  const g = m.partizanGraph(m.makeRules(rules), { all: true });
  const v = m.nodeValue(g, g.index.get(g.space.startCode()));
  return `${g.codes.length} positions: ${v.kind}${v.value === undefined ? '' : ' ' + String(v.value)}`;
}

const spec = ROWS[row];
if (!spec) {
  console.error(`unknown row ${row}; rows: ${Object.keys(ROWS).join(', ')}`);
  process.exit(2);
}
const c0 = process.cpuUsage();
const t0 = performance.now();
let mod;
for (const entry of [spec[0]].flat()) {
  try {
    mod = await import(entry);
    break;
  } catch (e) {
    if (e?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' && e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
}
const t1 = performance.now();
let out = spec[1](mod);
const t2 = performance.now();
if (typeof out === 'string') out = { check: out, ms: t2 - t1 };
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ importMs: t1 - t0, ms: out.ms, cpuMs: (c.user + c.system) / 1000, peakMB: process.resourceUsage().maxRSS / 1024, check: out.check }));
