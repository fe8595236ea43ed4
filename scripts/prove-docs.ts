/**
 * Regenerates what docs/prove.md and docs/fingers3/README.md report about the prover:
 * the certificates (docs/fingers3/characterisation*.smt2, docs/prove/fingers2*.smt2), the rule text
 * (docs/fingers3/rule.txt), the proofs with their times (docs/prove/results.json), and the check of
 * the finger-count-3 rule against the outcome table (docs/fingers3/rule-check-H40.json).
 *
 * Usage: npx tsx scripts/prove-docs.ts [maxHands = 40] [--no-table]
 * (about 3-6 minutes on the 2-core machine; the table to 40 hands takes about 160 MB)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { outcomeTable } from '../src/entries/chopsticks.js';
import { FINGERS2_PAPER_RULE, FINGERS2_RULE, FINGERS3_RULE, lemma1Claims, parseRule, prove, releaseProver, runSmtLib, theorem4Claims, type ProofReport } from '../src/entries/prove.js';
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

// the rule against the exhaustive outcome table
if (!args.includes('--no-table')) {
  const t0 = performance.now();
  const t = outcomeTable(3, H);
  const tableMs = performance.now() - t0;
  const rule = compileRule(parseRule(FINGERS3_RULE));
  const c = new Array<number>(6);
  let positions = 0;
  let disagreements = 0;
  const first: string[] = [];
  const t1 = performance.now();
  for (let i = 0; i < t.sides.length; i++) {
    const a = t.sides[i]!;
    c[0] = a[0]!;
    c[1] = a[1]!;
    c[2] = a[2]!;
    for (let j = 0; j < t.sides.length; j++) {
      const b = t.sides[j]!;
      c[3] = b[0]!;
      c[4] = b[1]!;
      c[5] = b[2]!;
      positions++;
      if (rule.outcome(c) !== t.outcomeAt(i, j)) {
        disagreements++;
        if (first.length < 10) first.push(`${a}|${b}`);
      }
    }
  }
  const ruleMs = performance.now() - t1;
  writeFileSync(
    `docs/fingers3/rule-check-H${H}.json`,
    JSON.stringify({ maxHands: H, positions, disagreements, first, tableSeconds: +(tableMs / 1000).toFixed(1), ruleSeconds: +(ruleMs / 1000).toFixed(1), machine, load: load() }, null, 2) + '\n',
  );
  console.log(`rule against outcomeTable(3, ${H}): ${positions} positions, ${disagreements} disagreements (${(ruleMs / 1000).toFixed(1)} s)`);
}
