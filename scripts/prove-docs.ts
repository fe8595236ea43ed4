/**
 * Regenerates what docs/prove.md, docs/fingers3/README.md and docs/fingers4/README.md report about
 * the prover: the certificates (docs/fingers3/characterisation*.smt2, docs/fingers4/…,
 * docs/prove/fingers2*.smt2), the rule texts (docs/fingers3/rule.txt, docs/fingers4/rule.txt), the proofs with their times (docs/prove/results.json), and the check of
 * the finger-count-3 rule against the outcome table (docs/fingers3/rule-check-H40.json).
 *
 * Usage: npx tsx scripts/prove-docs.ts [maxHands = 40] [--no-table]
 * (about 10 minutes on the 2-core machine; the table to 40 hands takes about 160 MB)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { outcomeTable } from '../src/entries/chopsticks.js';
import { FINGERS2_PAPER_RULE, FINGERS2_RULE, FINGERS3_RULE, FINGERS4_RULE, lemma1Claims, parseRule, prove, releaseProver, runSmtLib, theorem4Claims, type ProofReport } from '../src/entries/prove.js';
import { compileRule } from '../src/prove/evaluate.js';

const args = process.argv.slice(2);
const H = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
const machine = `node ${process.version}, ${cpus().length} cores, ${cpus()[0]?.model ?? ''}`.trim();
const load = (): string => loadavg().map((x) => x.toFixed(2)).join(' ');

/** The rule of finger count 3 with one parity flipped (the L-family of equal hands: d - a odd becomes even). */
const FLIPPED = FINGERS3_RULE.replace('d > a and d - a mod 2 = 1 and (f = 0 or a = 0)', 'd > a and d - a mod 2 = 0 and (f = 0 or a = 0)');

interface Entry {
  statement: string;
  fingers: number;
  status: string;
  solverMs: number;
  solverMsRuns: number[];
  wallMs: number;
  load: string;
  theorems?: Array<{ name: string; status: string; ms: number }>;
  counterexample?: { text: string; weight: number; ruleOutcome?: string; gameOutcome?: string; failures: string[] };
}

const results: Entry[] = [];

/** Proves a statement three times (the machine is shared: the least of three is the figure, the spread is recorded). */
async function run(statement: string, text: string): Promise<ProofReport> {
  const before = load();
  const times: number[] = [];
  const walls: number[] = [];
  let r: ProofReport | undefined;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    r = await prove(text, { timeLimitMs: 1_800_000 });
    walls.push(Math.round(performance.now() - t0));
    times.push(Math.round(r.ms));
  }
  r = r!;
  const c = r.counterexample;
  results.push({
    statement,
    fingers: r.fingers,
    status: r.status,
    solverMs: Math.min(...times),
    solverMsRuns: times,
    wallMs: Math.min(...walls),
    load: `${before} → ${load()}`,
    ...(r.theorems.length > 0 ? { theorems: r.theorems.map((t) => ({ name: t.name, status: t.status, ms: Math.round(t.ms) })) } : {}),
    ...(c ? { counterexample: { text: c.text, weight: c.weight, ruleOutcome: c.ruleOutcome, gameOutcome: c.gameOutcome, failures: c.failures.map((f) => f.explanation) } } : {}),
  });
  console.log(`${statement}: ${r.status} (solver ${times.join(', ')} ms; wall ${walls.join(', ')} ms)${c ? ` at ${c.text}` : ''}`);
  return r;
}

mkdirSync('docs/prove', { recursive: true });
mkdirSync('docs/fingers3', { recursive: true });
// load the solver and start its threads first, so that the first proof's time is the solver's alone
await runSmtLib('(declare-const x Int)(assert (> x 0))(check-sat)');

const f2 = await run('finger count 2: Propositions 1-3 as one rule (FINGERS2_RULE)', FINGERS2_RULE);
writeFileSync('docs/prove/fingers2.smt2', f2.certificate);
writeFileSync('docs/prove/fingers2.theorems.smt2', f2.theoremsCertificate!);
await run('finger count 2: Propositions 1-3 as printed (FINGERS2_PAPER_RULE)', FINGERS2_PAPER_RULE);
const f3 = await run('finger count 3: the outcome of every position (FINGERS3_RULE)', FINGERS3_RULE);
writeFileSync('docs/fingers3/rule.txt', FINGERS3_RULE);
writeFileSync('docs/fingers3/characterisation.smt2', f3.certificate);
writeFileSync('docs/fingers3/characterisation.theorems.smt2', f3.theoremsCertificate!);
await run('finger count 3: the rule with one parity flipped', FLIPPED);
{
  // finger count 4 takes minutes: one run
  const before = load();
  const t0 = performance.now();
  const r = await prove(FINGERS4_RULE, { timeLimitMs: 3_600_000 });
  const wallMs = Math.round(performance.now() - t0);
  results.push({ statement: 'finger count 4: the outcome of every position (FINGERS4_RULE), one run', fingers: 4, status: r.status, solverMs: Math.round(r.ms), solverMsRuns: [Math.round(r.ms)], wallMs, load: `${before} → ${load()}`, theorems: r.theorems.map((t) => ({ name: t.name, status: t.status, ms: Math.round(t.ms) })) });
  console.log(`finger count 4: ${r.status} (solver ${Math.round(r.ms)} ms; wall ${wallMs} ms)`);
  mkdirSync('docs/fingers4', { recursive: true });
  writeFileSync('docs/fingers4/rule.txt', FINGERS4_RULE);
  writeFileSync('docs/fingers4/characterisation.smt2', r.certificate);
  writeFileSync('docs/fingers4/characterisation.theorems.smt2', r.theoremsCertificate!);
}
for (let n = 2; n <= 6; n++) await run(`finger count ${n}: Theorem 4 (theorem4Claims)`, theorem4Claims(n));
for (let n = 2; n <= 6; n++) await run(`finger count ${n}: Lemma 1 with Theorem 4 (lemma1Claims)`, lemma1Claims(n));

// the committed certificates, re-checked by Z3's own SMT-LIB interpreter
const recheck: Array<{ file: string; answers: string[]; wallMs: number }> = [];
for (const [file, text] of [
  ['docs/fingers3/characterisation.smt2', f3.certificate],
  ['docs/fingers3/characterisation.theorems.smt2', f3.theoremsCertificate!],
  ['docs/prove/fingers2.smt2', f2.certificate],
  ['docs/prove/fingers2.theorems.smt2', f2.theoremsCertificate!],
] as const) {
  const t0 = performance.now();
  const answers = await runSmtLib(text);
  recheck.push({ file, answers, wallMs: Math.round(performance.now() - t0) });
  console.log(`${file}: ${answers.join(' ')}`);
}
await releaseProver();
writeFileSync('docs/prove/results.json', JSON.stringify({ machine, date: new Date().toISOString().slice(0, 10), note: 'times on the shared 2-core machine: each statement proved three times, solverMs and wallMs the least (solverMsRuns all three; theorems from the last run); load averages before → after the three runs', results, recheck }, null, 2) + '\n');

// the rules against the exhaustive outcome tables
function checkTable(n: number, hands: number, text: string, file: string): void {
  const t0 = performance.now();
  const t = outcomeTable(n, hands);
  const tableMs = performance.now() - t0;
  const rule = compileRule(parseRule(text));
  const c = new Array<number>(2 * n);
  let positions = 0;
  let disagreements = 0;
  const first: string[] = [];
  const t1 = performance.now();
  for (let i = 0; i < t.sides.length; i++) {
    const a = t.sides[i]!;
    for (let v = 0; v < n; v++) c[v] = a[v]!;
    for (let j = 0; j < t.sides.length; j++) {
      const b = t.sides[j]!;
      for (let v = 0; v < n; v++) c[n + v] = b[v]!;
      positions++;
      if (rule.outcome(c) !== t.outcomeAt(i, j)) {
        disagreements++;
        if (first.length < 10) first.push(`${a}|${b}`);
      }
    }
  }
  const ruleMs = performance.now() - t1;
  writeFileSync(file, JSON.stringify({ fingers: n, maxHands: hands, positions, disagreements, first, tableSeconds: +(tableMs / 1000).toFixed(1), ruleSeconds: +(ruleMs / 1000).toFixed(1), machine, load: load() }, null, 2) + '\n');
  console.log(`rule against outcomeTable(${n}, ${hands}): ${positions} positions, ${disagreements} disagreements (${(ruleMs / 1000).toFixed(1)} s)`);
}
if (!args.includes('--no-table')) {
  checkTable(3, H, FINGERS3_RULE, `docs/fingers3/rule-check-H${H}.json`);
  checkTable(4, 14, FINGERS4_RULE, 'docs/fingers4/rule-check-H14.json');
}
