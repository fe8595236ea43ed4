/**
 * `partizan prove --fingers 3 --rule FILE [--smt2 OUT]`: an outcome rule of SIMPLE CHOPSTICKS proved
 * for every number of hands by Z3, or its smallest counterexample with the moves that show it.
 * `--characterisation` proves the library's own rule (finger counts 2, 3 and 4); `--theorem4` and
 * `--lemma1` the paper's Theorem 4 and Lemma 1 for any finger count.
 */
import { readFileSync } from 'node:fs';
import { FINGERS2_RULE, FINGERS3_RULE, FINGERS4_RULE, lemma1Claims, prove, theorem4Claims, type Counterexample, type ProofReport } from '../../entries/prove.js';
import { CliError, fileErrorReason, output, writeOutputFile, withSigint } from '../util.js';
import { defineCommand, intFlag, stringFlag } from '../define.js';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** The largest finger count of `--theorem4` and `--lemma1` (see the refusal in `run`). */
const MAX_CLAIM_FINGERS = 8;

function counterexampleLines(c: Counterexample, indent: string): string[] {
  const lines = [`${indent}at ${c.text} (counts ${c.counts.join(' ')}, weight ${c.weight}${c.minimal ? ', the smallest' : ''})`];
  if (c.ruleOutcome !== undefined || c.gameOutcome !== undefined) lines.push(`${indent}the rule says ${c.ruleOutcome ?? '?'}, the game says ${c.gameOutcome ?? '? (beyond the search limit)'}`);
  for (const f of c.failures) {
    lines.push(`${indent}${f.player === 'L' ? 'Left' : 'Right'} moving first${f.claimLine !== undefined ? ` (the claim of line ${f.claimLine})` : ''}: ${f.explanation}${f.gameSays !== undefined ? ` (the game: ${f.gameSays})` : ''}`);
    for (const m of f.moves) {
      const says = m.ruleSays !== undefined ? `, the rule says the opponent ${m.ruleSays === 'win' ? 'wins' : 'loses'} moving first` : '';
      const game = m.gameSays !== undefined ? ` (the game: ${m.gameSays === 'win' ? 'wins' : 'loses'})` : '';
      lines.push(`${indent}  ${m.move}: ${m.optionText}${says}${game}${m.escape !== undefined ? `; reply ${m.escape}` : ''}`);
    }
  }
  return lines;
}

function reportText(r: ProofReport, what: string, certPath: string | undefined, theoremsPath: string | undefined): string {
  const lines: string[] = [r.status];
  const scope = r.kind === 'complete' ? 'satisfies the outcome recurrence at every position, with any number of hands' : 'are carried by the moves at every position, with any number of hands';
  if (r.status === 'proved') {
    lines.push(`${what}, finger count ${r.fingers}: ${r.kind === 'complete' ? 'the rule' : 'the claims'} ${scope} (Z3, ${seconds(r.ms)})`);
    if (certPath !== undefined) lines.push(`certificate (SMT-LIB 2, unsat is the proof): ${certPath}`);
    if (r.theorems.length > 0) {
      lines.push('theorems:');
      for (const t of r.theorems) {
        lines.push(`  ${t.name} (line ${t.line}): ${t.status} (${seconds(t.ms)})`);
        if (t.counterexample) lines.push(`    false at ${t.counterexample.text}, where the rule says ${t.counterexample.ruleOutcome}`);
      }
      if (theoremsPath !== undefined) lines.push(`theorems' certificate: ${theoremsPath}`);
    }
  } else {
    lines.push(
      r.status === 'refuted'
        ? `${what}, finger count ${r.fingers}: the ${r.kind === 'complete' ? 'rule' : 'claims'} and the game disagree (Z3, ${seconds(r.ms)})`
        : `${what}, finger count ${r.fingers}: the claims hold where their induction breaks, but the moves do not carry them there (strengthen them)`,
    );
    if (r.counterexample) lines.push(...counterexampleLines(r.counterexample, '  '));
    if (certPath !== undefined) lines.push(`obligation (SMT-LIB 2, sat here): ${certPath}`);
  }
  return lines.join('\n');
}

function theoremsFile(path: string): string {
  return /\.smt2$/.test(path) ? path.replace(/\.smt2$/, '.theorems.smt2') : `${path}.theorems.smt2`;
}

export const proveCommand = defineCommand({
  name: 'prove',
  summary: 'prove an outcome rule of Simple Chopsticks for every number of hands (Z3), or show its smallest counterexample',
  description:
    'Give exactly one of --rule FILE (a rule in the formula language of partizan/prove: counts l1..ln, r1..rn, l, r; ' +
    'constants, + and -, =, <, <=, mod k, and, or, not, if-then-else), --characterisation (the library\'s own rule: finger count 2, 3 or 4), ' +
    '--theorem4 or --lemma1 (the paper\'s statements as claims, any finger count). Prints proved, or the smallest position where the rule ' +
    'and the game disagree with the moves that show it (exit status 1). Needs the optional dependency z3-solver (npm install z3-solver).',
  flags: {
    fingers: { type: 'int', value: 'N', min: 1, max: 32, help: 'the finger count (or a line "fingers N" in the rule)' },
    rule: { type: 'string', value: 'FILE', help: 'the rule to prove (- reads standard input)' },
    characterisation: { type: 'boolean', help: "prove the library's published rule for the finger count (2, 3 or 4)" },
    theorem4: { type: 'boolean', help: "prove the paper's Theorem 4 for the finger count" },
    lemma1: { type: 'boolean', help: "prove the paper's Lemma 1 (with Theorem 4) for the finger count" },
    smt2: { type: 'string', value: 'OUT', help: 'write the proof obligation in SMT-LIB 2 to OUT (theorems to OUT with .theorems.smt2)' },
    'time-limit': { type: 'int', value: 'SECONDS', default: 600, min: 1, max: 4_000_000, help: 'the solver time limit of each obligation' },
    json: { type: 'boolean', format: true, help: 'the report as JSON (without the certificate text)' },
  },
  async run(p) {
    const chosen = ['rule', 'characterisation', 'theorem4', 'lemma1'].filter((k) => p.flags.has(k));
    if (chosen.length !== 1) throw new CliError(chosen.length === 0 ? 'give --rule FILE, --characterisation, --theorem4 or --lemma1' : `${chosen.map((k) => '--' + k).join(' and ')} cannot be used together`);
    const fingers = p.flags.has('fingers') ? intFlag(p, 'fingers') : undefined;
    let text: string;
    let what: string;
    if (p.flags.has('rule')) {
      const file = stringFlag(p, 'rule')!;
      try {
        text = readFileSync(file === '-' ? 0 : file, 'utf8');
      } catch (e) {
        throw new CliError(`cannot read ${file.slice(0, 200)}: ${fileErrorReason(e)}`);
      }
      what = `the rule of ${file === '-' ? 'standard input' : file.slice(0, 200)}`;
    } else {
      if (fingers === undefined) throw new CliError(`--${chosen[0]} needs --fingers N`);
      if (p.flags.has('characterisation')) {
        if (fingers < 2 || fingers > 4) throw new CliError(`the library publishes rules for finger counts 2, 3 and 4, not ${fingers}`);
        text = fingers === 2 ? FINGERS2_RULE : fingers === 3 ? FINGERS3_RULE : FINGERS4_RULE;
        what = fingers === 2 ? "the library's rule (the paper's Propositions 1-3)" : `the library's rule (the outcome of every (x | y)_${fingers})`;
      } else if (fingers > MAX_CLAIM_FINGERS) {
        // Z3 reads the claims before its time limit starts, blocking, in time that grows with n
        // (Lemma 1 at n = 10: 30 s, n = 15: 62 s on a loaded 2-core machine): refused at once
        throw new CliError(`--${chosen[0]} takes finger counts up to ${MAX_CLAIM_FINGERS}: Z3 reads the claims for larger ones for a minute or more, beyond any --time-limit`);
      } else if (p.flags.has('theorem4')) {
        text = theorem4Claims(fingers);
        what = "the paper's Theorem 4";
      } else {
        text = lemma1Claims(fingers);
        what = "the paper's Lemma 1 (with Theorem 4)";
      }
    }
    const timeLimitMs = intFlag(p, 'time-limit') * 1000;
    const report = await withSigint((signal) => prove(text, { signal, timeLimitMs, ...(fingers !== undefined ? { fingers } : {}) }));
    const smt2 = stringFlag(p, 'smt2');
    let theoremsPath: string | undefined;
    if (smt2 !== undefined) {
      writeOutputFile(smt2, report.certificate);
      if (report.theoremsCertificate !== undefined) {
        theoremsPath = theoremsFile(smt2);
        writeOutputFile(theoremsPath, report.theoremsCertificate);
      }
    }
    if (p.flags.has('json')) {
      const { certificate: _c, theoremsCertificate: _t, ...rest } = report;
      void _c;
      void _t;
      output(JSON.stringify({ ...rest, ...(smt2 !== undefined ? { smt2 } : {}), ...(theoremsPath !== undefined ? { theoremsSmt2: theoremsPath } : {}) }));
    } else output(reportText(report, what, smt2, theoremsPath));
    return report.status === 'proved' && report.theorems.every((t) => t.status === 'proved') ? 0 : 1;
  },
});
