/**
 * `prove`: a rule for SIMPLE CHOPSTICKS outcomes, shown right for every position with any number of
 * hands, or the smallest position where it is wrong, with the moves that show it.
 *
 * Why satisfying the recurrence is a proof: every move lowers the weight
 * w = Σ (n + 1 − v)·(l_v + r_v), so the game is finite and its outcome W* (who wins moving first)
 * is the unique function with W*(p, X) ⇔ some move of X from p reaches p′ with ¬W*(p′, opponent).
 * If a rule W satisfies the same recurrence at every position, W and W* agree at every position by
 * induction on w (at the smallest position where they differed, their options would all agree, and
 * the recurrence would give the same answer). The recurrence is quantifier-free linear arithmetic
 * over the counts once the moves are fixed vectors (smt.ts), so Z3 decides it.
 *
 * Why the smallest failure is a real counterexample: if the recurrence fails, take the failure of
 * least weight p. No position of smaller weight is a disagreement (the least disagreement is
 * itself a failure, as above), so the options of p agree with the game, and at p the rule disagrees
 * with the game exactly for the player whose recurrence fails. The counterexample is the failure of
 * least weight, ties broken by the counts in order l1 … ln, r1 … rn (Z3's lexicographic
 * optimisation), and its verdict is checked against the library's own search.
 */
import { AbortError, LimitError } from '../engine/errors.js';
import type { Outcome } from '../engine/ops.js';
import { limitOption, type RunOptions } from '../engine/run.js';
import type { Player } from '../engine/solver.js';
import { OutcomeSolver } from '../games/simple-chopsticks/outcome.js';
import { formatPosition, type Position } from '../games/simple-chopsticks/position.js';
import { RuleError } from './errors.js';
import { compileRule, countsPosition, type RuleInput } from './evaluate.js';
import { type ClaimKind, parseRule, requireRule, type Rule } from './language.js';
import { apply, derivedMoves, legal, type MoveClass, weight } from './moves.js';
import { certificateText, countNames, obligationText, theoremObligation, theoremsText, weightSmt } from './smt.js';
import { checkSmt, type SolverAnswer } from './z3.js';

/** Options of {@link prove}. */
export interface ProveOptions extends RunOptions {
  /** The finger count, when the rule text has no `fingers` line (both given: they must agree). */
  fingers?: number;
  /** The time limit of each solver call, in milliseconds (default 600,000); past it a LimitError naming `timeLimitMs`. */
  timeLimitMs?: number;
  /** Find the smallest counterexample (default true); false reports the first one the solver finds. */
  minimize?: boolean;
  /** Most positions the library's search may hold when it checks a counterexample (default 2,000,000). */
  maxPositions?: number;
}

/** One move shown in a counterexample. */
export interface MoveReport {
  /** The move in the paper's Notation 1: the mover's hand → the opponent's hand (`'2 → 1'`). */
  readonly move: string;
  /** The position reached. */
  readonly option: Position;
  /** The position reached, in the paper's notation with powers. */
  readonly optionText: string;
  /** What the rule says there of the opponent, moving first: `'win'` or `'lose'` (complete rules). */
  readonly ruleSays?: 'win' | 'lose';
  /** What the game says there of the opponent, moving first (the library's search), when it was checked. */
  readonly gameSays?: 'win' | 'lose';
  /** For a rule of claims: the opponent's reply that escapes the claims after this move, if any. */
  readonly escape?: string;
}

/** Where, and for whom, a rule fails at a counterexample. */
export interface Failure {
  /** The player moving first. */
  readonly player: Player;
  /** What the rule says of that player: a complete rule's verdict, or the claim's (`'win'` / `'lose'`). */
  readonly ruleSays: 'win' | 'lose';
  /** What the game says (the library's search), when the search fitted in its limit. */
  readonly gameSays?: 'win' | 'lose';
  /** The line of the failing claim (rules of claims). */
  readonly claimLine?: number;
  /** The moves that show the failure: every move when the rule claims a win it does not have, the winning moves when it claims a loss. */
  readonly moves: readonly MoveReport[];
  /** The failure in words. */
  readonly explanation: string;
}

/** A position where a rule fails. */
export interface Counterexample {
  /** The position. */
  readonly position: Position;
  /** The position in the paper's notation with powers (`'(1^2|2)_2'`). */
  readonly text: string;
  /** Its counts `[l1 … ln, r1 … rn]`. */
  readonly counts: readonly number[];
  /** Its weight Σ (n + 1 − v)·(l_v + r_v). */
  readonly weight: number;
  /** Whether it is known to be the smallest failure (least weight, then least counts in order). */
  readonly minimal: boolean;
  /** What fails there. */
  readonly failures: readonly Failure[];
  /** The outcome the rule gives (complete rules). */
  readonly ruleOutcome?: Outcome;
  /** The outcome the library's search finds, when it fitted in its limit. */
  readonly gameOutcome?: Outcome;
}

/** One theorem of a complete rule, checked. */
export interface TheoremReport {
  /** Its name. */
  readonly name: string;
  /** Its line in the rule text. */
  readonly line: number;
  /** `'proved'`, or `'refuted'` with a counterexample. */
  readonly status: 'proved' | 'refuted';
  /** The solver's time, in milliseconds. */
  readonly ms: number;
  /** The smallest position where the theorem is false (refuted only). */
  readonly counterexample?: { readonly position: Position; readonly text: string; readonly counts: readonly number[]; readonly ruleOutcome: Outcome };
}

/** The result of {@link prove}. */
export interface ProofReport {
  /**
   * `'proved'`: the rule is the game's outcome everywhere (or its claims all hold). `'refuted'`: the
   * rule is wrong at `counterexample` (the game says otherwise there). `'unproved'` (claims only):
   * the claims hold at `counterexample` but the moves do not carry them there, so they must be
   * strengthened (or are wrong elsewhere).
   */
  readonly status: 'proved' | 'refuted' | 'unproved';
  /** The finger count. */
  readonly fingers: number;
  /** The kind of rule. */
  readonly kind: 'complete' | 'claims';
  /** The proof obligation in SMT-LIB 2 (`unsat` is the proof). */
  readonly certificate: string;
  /** The theorems' obligations in SMT-LIB 2 (complete rules with theorems). */
  readonly theoremsCertificate?: string;
  /** The solver's time on the obligation, in milliseconds (this machine, loading excluded). */
  readonly ms: number;
  /** The smallest position where the rule fails (refuted only). */
  readonly counterexample?: Counterexample;
  /** The theorems, checked once the rule is proved. */
  readonly theorems: readonly TheoremReport[];
}

const DEFAULT_TIME_LIMIT = 600_000;

/**
 * Proves a rule (a text in the formula language, see `parseRule`, or a rule already read) for every
 * position with any number of hands, by Z3 (the optional dependency `z3-solver`). Resolves to a
 * {@link ProofReport}: proved, with the certificate, or refuted, with the smallest counterexample
 * and the moves that show it. A complete rule's theorems are checked once the rule is proved.
 *
 * Throws a {@link RuleError} for a rule outside the language, a `ProverUnavailableError` when Z3
 * cannot be loaded, a {@link LimitError} (`timeLimitMs`) past the time limit, and an
 * {@link AbortError} when the signal fires.
 */
export async function prove(input: RuleInput, opts: ProveOptions = {}): Promise<ProofReport> {
  opts ??= {};
  const rule = typeof input === 'string' ? parseRule(input, opts.fingers !== undefined ? { fingers: opts.fingers } : {}) : requireRule(input);
  if (opts.fingers !== undefined && opts.fingers !== rule.fingers) throw new RuleError(`the rule is for finger count ${rule.fingers}, not ${opts.fingers}`);
  const timeLimitMs = limitOption(opts.timeLimitMs, DEFAULT_TIME_LIMIT, 'timeLimitMs', { max: 2 ** 32 - 1 });
  const maxPositions = limitOption(opts.maxPositions, 2_000_000, 'maxPositions');
  if (opts.signal?.aborted) throw new AbortError('the proof was aborted');
  const n = rule.fingers;
  const vars = countNames(n);
  const certificate = certificateText(rule);
  const total = 1 + rule.theorems.length;
  const report = (phase: string, done: number): void => opts.onProgress?.({ phase, done, total, unit: 'obligations' });
  report('prove', 0);
  const base = { timeLimitMs, vars, ...(opts.signal ? { signal: opts.signal } : {}) };
  const first = await checkSmt(certificate, base);
  const theoremsCertificate = rule.kind === 'complete' && rule.theorems.length > 0 ? theoremsText(rule) : undefined;
  const common = { fingers: n, kind: rule.kind, certificate, ...(theoremsCertificate !== undefined ? { theoremsCertificate } : {}), ms: first.ms };
  if (first.status === 'sat') {
    const least = opts.minimize === false ? undefined : await smallest(obligationText(rule), n, base);
    const counts = modelCounts(least ?? first, vars);
    const counterexample = explain(rule, counts, least !== undefined, maxPositions, opts.signal);
    // a complete rule's least failure is always a disagreement with the game; a claim's need not be
    const wrong = rule.kind === 'complete' || counterexample.failures.some((f) => f.gameSays === undefined || f.gameSays !== f.ruleSays);
    return { status: wrong ? 'refuted' : 'unproved', ...common, counterexample, theorems: [] };
  }
  report('prove', 1);
  const theorems: TheoremReport[] = [];
  for (let i = 0; i < rule.theorems.length; i++) {
    const th = rule.theorems[i]!;
    const text = theoremObligation(rule, i);
    const a = await checkSmt(`${text}\n(check-sat)\n`, base);
    if (a.status === 'unsat') theorems.push({ name: th.name, line: th.line, status: 'proved', ms: a.ms });
    else {
      const least = opts.minimize === false ? undefined : await smallest(text, n, base);
      const counts = modelCounts(least ?? a, vars);
      const p = countsPosition(counts, n);
      theorems.push({ name: th.name, line: th.line, status: 'refuted', ms: a.ms, counterexample: { position: p, text: formatPosition(p, { powers: true }), counts, ruleOutcome: compileRule(rule).outcome(counts) } });
    }
    report('theorems', i + 2);
  }
  return { status: 'proved', ...common, theorems };
}

/** The least-weight model of an obligation (ties: least counts in order), or undefined past the time limit. */
async function smallest(obligation: string, n: number, base: { timeLimitMs: number; vars: string[]; signal?: AbortSignal }): Promise<SolverAnswer | undefined> {
  const objectives = [`(minimize ${weightSmt(n)})`, ...countNames(n).map((v) => `(minimize ${v})`)].join('\n');
  try {
    const a = await checkSmt(`${obligation}\n${objectives}\n`, { ...base, optimize: true });
    return a.status === 'sat' ? a : undefined;
  } catch (e) {
    if (e instanceof LimitError) return undefined;
    throw e;
  }
}

function modelCounts(a: SolverAnswer, vars: readonly string[]): number[] {
  return vars.map((v) => {
    const x = a.model?.get(v) ?? 0n;
    if (x < 0n || x > 2n ** 20n) throw new RuleError(`the solver's counterexample has a count ${v} = ${x} outside 0..2^20`);
    return Number(x);
  });
}

const verdict = (b: boolean): 'win' | 'lose' => (b ? 'win' : 'lose');

/** Every concrete move of a player at counts c: one per (attacking value present, defending value present). */
function concreteMoves(moves: readonly MoveClass[], c: readonly number[], n: number): Array<{ cls: MoveClass; attacker: number; next: number[] }> {
  const out: Array<{ cls: MoveClass; attacker: number; next: number[] }> = [];
  for (const m of moves) {
    if (!legal(m, c, n)) continue;
    const own = m.player === 'L' ? 0 : n;
    for (const a of m.attackers) if (c[own + a - 1]! >= 1) out.push({ cls: m, attacker: a, next: apply(m, c) });
  }
  return out;
}

function moveText(m: { cls: MoveClass; attacker: number }): string {
  return `${m.attacker} → ${m.cls.defender}`;
}

/** The counterexample at counts c: what fails, the moves that show it, and the game's own verdict. */
function explain(rule: Rule, c: number[], minimal: boolean, maxPositions: number, signal: AbortSignal | undefined): Counterexample {
  const n = rule.fingers;
  const cr = compileRule(rule);
  const p = countsPosition(c, n);
  const solver = new OutcomeSolver({ theorem4: false, maxPositions, ...(signal ? { signal } : {}) });
  const gameWins = (q: number[], player: Player): boolean | undefined => {
    try {
      return solver.winsMovingFirst(countsPosition(q, n), player);
    } catch (e) {
      if (e instanceof LimitError) return undefined;
      throw e;
    }
  };
  const { left, right } = derivedMoves(n);
  const failures: Failure[] = [];
  for (const player of ['L', 'R'] as Player[]) {
    const mine = player === 'L' ? left : right;
    const theirs = player === 'L' ? right : left;
    const opp: Player = player === 'L' ? 'R' : 'L';
    const who = player === 'L' ? 'Left' : 'Right';
    const whom = player === 'L' ? 'Right' : 'Left';
    const moves = concreteMoves(mine, c, n);
    const game = gameWins(c, player);
    if (rule.kind === 'complete') {
      const says = player === 'L' ? cr.leftFirstWins(c) : cr.rightFirstWins(c);
      const oppWins = (q: number[]): boolean => (opp === 'L' ? cr.leftFirstWins(q) : cr.rightFirstWins(q));
      const winning = moves.filter((m) => !oppWins(m.next));
      if (says === winning.length > 0) continue; // the recurrence holds for this player
      const shown = says ? moves : winning;
      const reports = shown.map((m) => moveReport(m, n, verdict(oppWins(m.next)), gameWins(m.next, opp)));
      const explanation = says
        ? moves.length === 0
          ? `the rule says ${who}, moving first, wins, but ${who} has no move`
          : `the rule says ${who}, moving first, wins, but each of ${who}'s ${moves.length} moves reaches a position where the rule says ${whom}, moving first, wins`
        : `the rule says ${who}, moving first, loses, but ${who}'s move ${moveText(winning[0]!)} reaches ${formatPosition(countsPosition(winning[0]!.next, n), { powers: true })}, where the rule says ${whom}, moving first, loses`;
      failures.push({ player, ruleSays: verdict(says), ...(game !== undefined ? { gameSays: verdict(game) } : {}), moves: reports, explanation });
      continue;
    }
    // a rule of claims: which claim of this player fails its obligation here
    const me = player === 'L' ? 'left' : 'right';
    const them = player === 'L' ? 'right' : 'left';
    const claimed = (k: ClaimKind, q: number[]): boolean => cr.claimed(k, q);
    const wins = `${me}-first-wins` as ClaimKind;
    const loses = `${me}-first-loses` as ClaimKind;
    const lineOf = (k: ClaimKind): number => rule.claims[cr.claimsAt(c).find((i) => rule.claims[i]!.kind === k)!]!.line;
    if (claimed(wins, c)) {
      const answered = moves.some((m) => claimed(`${them}-first-loses` as ClaimKind, m.next) || concreteMoves(theirs, m.next, n).every((r) => claimed(wins, r.next)));
      if (!answered) {
        const reports = moves.map((m) => {
          const esc = concreteMoves(theirs, m.next, n).find((r) => !claimed(wins, r.next));
          return { ...moveReport(m, n, undefined, gameWins(m.next, opp)), ...(esc ? { escape: `${moveText(esc)} to ${formatPosition(countsPosition(esc.next, n), { powers: true })}` } : {}) };
        });
        failures.push({
          player,
          ruleSays: 'win',
          ...(game !== undefined ? { gameSays: verdict(game) } : {}),
          claimLine: lineOf(wins),
          moves: reports,
          explanation:
            moves.length === 0
              ? `the claim says ${who}, moving first, wins, but ${who} has no move`
              : `the claim says ${who}, moving first, wins, but no move of ${who} reaches a claimed loss of ${whom}, and after each one ${whom} has a reply out of the claimed wins of ${who}`,
        });
      }
    }
    if (claimed(loses, c)) {
      const bad = moves.find((m) => !(claimed(`${them}-first-wins` as ClaimKind, m.next) || concreteMoves(theirs, m.next, n).some((r) => claimed(loses, r.next))));
      if (bad !== undefined) {
        failures.push({
          player,
          ruleSays: 'lose',
          ...(game !== undefined ? { gameSays: verdict(game) } : {}),
          claimLine: lineOf(loses),
          moves: [moveReport(bad, n, undefined, gameWins(bad.next, opp))],
          explanation: `the claim says ${who}, moving first, loses, but after ${who}'s move ${moveText(bad)} no claim says ${whom} wins, and no reply of ${whom} reaches a claimed loss of ${who}`,
        });
      }
    }
  }
  const lw = gameWins(c, 'L');
  const rw = gameWins(c, 'R');
  return {
    position: p,
    text: formatPosition(p, { powers: true }),
    counts: c,
    weight: weight(c, n),
    minimal,
    failures,
    ...(rule.kind === 'complete' ? { ruleOutcome: cr.outcome(c) } : {}),
    ...(lw !== undefined && rw !== undefined ? { gameOutcome: (lw ? (rw ? 'N' : 'L') : rw ? 'R' : 'P') as Outcome } : {}),
  };
}

function moveReport(m: { cls: MoveClass; attacker: number; next: number[] }, n: number, ruleSays: 'win' | 'lose' | undefined, game: boolean | undefined): MoveReport {
  const q = countsPosition(m.next, n);
  return { move: moveText(m), option: q, optionText: formatPosition(q, { powers: true }), ...(ruleSays !== undefined ? { ruleSays } : {}), ...(game !== undefined ? { gameSays: verdict(game) } : {}) };
}

/** The certificate of a rule in SMT-LIB 2 without running any solver (what `prove` checks). */
export function certificate(input: RuleInput, opts: { fingers?: number } = {}): string {
  opts ??= {};
  const rule = typeof input === 'string' ? parseRule(input, opts) : requireRule(input);
  return certificateText(rule);
}
