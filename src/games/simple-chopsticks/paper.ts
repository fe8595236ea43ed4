/**
 * The paper's claims, checked against computation (`partizan paper`, `npm start`).
 *
 * Every printed value comes from `data/paper.ts` (a transcription with provenance); every
 * difference between print and computation must be a recorded erratum in `data/errata.ts`, with a
 * derivation by hand, or the check fails.
 */
import { add } from '../../engine/arith.js';
import { game } from '../../engine/canonical.js';
import { requireArray, requireString } from '../../engine/guard.js';
import { downNth, star, up, down, upNth, upPow, zero, switchOf, ups } from '../../engine/constructors.js';
import type { Game } from '../../engine/game.js';
// the short-game core: the entry loads no loopy engine (the family's uptimalString takes loopy values too)
import { uptimalGame, shortUptimalExpansion as uptimalExpansion, shortUptimalString as uptimalString } from '../../notation/uptimal-short.js';
import { A110035, OTHER_CLAIMS, TABLE1_N, TABLE1_ROWS, TABLE2_MAX, TABLE2_ROWS } from './data/paper.js';
import { ERRATA, type Erratum } from './data/errata.js';
import { parsePosition } from './position.js';
import { table1, table2, table2Intervals, type Table2Interval, type Table2Row } from './tables.js';
import { J, value } from './value.js';
import { clip, PartizanError, ValueError } from '../../engine/errors.js';
import type { RunOptions } from '../../engine/run.js';

/** A cell of the paper that is not in its vocabulary (a bug in a transcription). */
export class PaperCellError extends PartizanError {
  override name = 'PaperCellError';
  override readonly code: string = 'PAPER_CELL';
}

export { J } from './value.js';

/**
 * Reads a cell in the paper's vocabulary (see `data/paper.ts`): `0 * ↑ ↓ ↑* ↓* ↑[k] ↓[k] J ±J`
 * and braces `{A|B}` of those. Throws {@link PaperCellError} on anything else.
 */
export function paperCell(text: string): Game {
  const t = requireString(text, 'paperCell', 'text').trim();
  const br = /^\{([^{}|]*)\|([^{}|]*)\}$/.exec(t);
  if (br) return game([paperCell(br[1]!)], [paperCell(br[2]!)]);
  const m = /^([↑↓⇑⇓]?)(\[(\d+)\])?(\*?)$/.exec(t);
  if (t === '0') return zero;
  if (t === 'J') return J;
  if (t === '±J') return switchOf(J);
  if (m && (m[1] || m[4])) {
    const arrow = m[1]!;
    const k = m[3] === undefined ? undefined : Number(m[3]);
    let g: Game;
    if (arrow === '') g = zero;
    else if (k !== undefined) g = arrow === '↑' ? upNth(k) : arrow === '↓' ? downNth(k) : (() => { throw new PaperCellError(`'${text}': a double arrow takes no [k]`); })();
    else g = arrow === '↑' ? up : arrow === '↓' ? down : arrow === '⇑' ? ups(2) : ups(-2);
    return m[4] ? add(g, star) : g;
  }
  throw new PaperCellError(`'${text}' is not in the vocabulary of the paper's tables`);
}

/**
 * Whether the paper's conjecture (Section 2, points 1–3 after Table 2: values 0, *, ±J only; outcomes
 * by Theorem 3; ±J runs starting at A110035 terms from 12) holds for Table 2 rows n = 1..rows.length.
 */
export function conjectureStatus(rows: readonly Table2Row[]): { holds: boolean; detail: string } {
  const maxN = requireArray<Table2Row>(rows, 'conjectureStatus', 'rows').length;
  const iv = table2Intervals(rows);
  const pmJ = switchOf(J);
  const other = iv.filter((x) => x.value !== zero && x.value !== star && x.value !== pmJ);
  if (other.length) return { holds: false, detail: `values other than 0, *, ±J at n = ${other.map((x) => x.from).join(', ')}` };
  const t3 = rows.find((r) => r.outcome !== theorem3Outcome(r.n));
  if (t3) return { holds: false, detail: `Theorem 3 fails at n = ${t3.n}` };
  const starts = iv.filter((x) => x.value === pmJ).map((x) => x.from);
  const expect = A110035.filter((a) => a >= 12 && a <= maxN);
  if (starts.join() !== expect.join()) return { holds: false, detail: `±J runs start at ${starts.join(', ')}, A110035 terms are ${expect.join(', ')}` };
  const cut = iv.find((x, k) => x.value === pmJ && x.to < maxN && iv[k + 1]!.outcome !== 'P');
  if (cut) return { holds: false, detail: `the ±J run from ${cut.from} is not followed by a P-position` };
  return { holds: true, detail: `values 0, *, ±J only; outcomes as Theorem 3; ±J runs start at A110035 terms ${expect.join(', ')} and end before the next Fibonacci number` };
}

/** One checked claim. */
export interface Check {
  /** The check's stable id; its kind is the part before the first `:` (`table1:7,1`, `uptimal:^[2]`, `table2:1-1`, `theorem3`). */
  id: string;
  /** Where the claim is in the paper. */
  source: string;
  /** What is claimed, in words. */
  claim: string;
  /** The printed value (as transcribed). */
  printed: string;
  /** The computed value, CGSuite plain text. */
  computed: string;
  /**
   * `agree`, `erratum` (a recorded erratum explains the difference), `disagree`, or `unchecked` (a
   * Table 2 row wholly beyond the `maxN` asked for).
   */
  status: 'agree' | 'erratum' | 'disagree' | 'unchecked';
  /** The recorded erratum, when status is `erratum`. */
  erratum?: Erratum;
}

/** The result of {@link checkPaper}. */
export interface PaperReport {
  /** Every check, in order. */
  checks: Check[];
  /** Checks that agree. */
  agree: number;
  /** Checks explained by a recorded erratum. */
  errata: number;
  /** Checks not made: Table 2 rows starting beyond `maxN` (only when `maxN` < 606). */
  unchecked: number;
  /** Checks that disagree with no recorded erratum (the command fails when there are any). */
  disagreements: Check[];
}

function fib(k: number): number[] {
  const f = [0, 1, 1];
  while (f.length <= k) f.push(f[f.length - 1]! + f[f.length - 2]!);
  return f;
}

/** The outcome of `(1 | 1)_n` by Theorem 3: N iff f_{2i} ≤ n < f_{2i+1} for some i. */
export function theorem3Outcome(n: number): 'N' | 'P' {
  const f = fib(100);
  for (let i = 1; f[2 * i]! <= n; i++) if (n < f[2 * i + 1]!) return 'N';
  return 'P';
}

/** Options of {@link checkPaper}: run control (the signal and progress of the Table 2 sweep, phase `'table2'`) and what to check. */
export interface PaperOptions extends RunOptions {
  /** Table 2 is computed for n ≤ maxN (default 606, the printed table). */
  maxN?: number;
  /** Replaces the recorded errata (default: `data/errata.ts`). */
  errata?: readonly Erratum[];
}

/**
 * Computes Table 1 (n = 20) and Table 2 (n ≤ `maxN`, default 606) and the paper's other claims, and
 * compares each with the transcription. With `maxN` below 606 (a quick check), Table 2 rows starting
 * beyond `maxN` are `unchecked`, and the row containing `maxN` is checked up to `maxN` only. Progress
 * follows the Table 2 sweep; `errata` replaces the recorded errata (default: `data/errata.ts`).
 */
export function checkPaper(opts: PaperOptions = {}): PaperReport {
  const checks: Check[] = [];
  const errata = new Map<string, Erratum>((opts.errata ?? ERRATA).map((e) => [e.id, e]));
  const record = (id: string, source: string, claim: string, printed: string, truthOfPrint: Game | undefined, computed: Game | string, ok?: boolean): void => {
    const comp = typeof computed === 'string' ? computed : computed.toString();
    const agree = ok ?? (truthOfPrint !== undefined && truthOfPrint === computed);
    let status: Check['status'] = agree ? 'agree' : 'disagree';
    const e = errata.get(id);
    let erratum: Erratum | undefined;
    if (!agree && e && e.printed === printed && (typeof computed === 'string' ? e.truth === computed : paperCell(e.truth) === computed)) {
      status = 'erratum';
      erratum = e;
    }
    checks.push({ id, source, claim, printed, computed: comp, status, ...(erratum ? { erratum } : {}) });
  };

  // Table 1
  const cells = table1(TABLE1_N);
  for (const c of cells) {
    const printed = TABLE1_ROWS[c.j - 1]![c.i - 1];
    const id = `table1:${c.i},${c.j}`;
    const src = `Table 1, row j = ${c.j}, column i = ${c.i}`;
    record(id, src, `(${c.i}|${c.j})_20`, printed ?? '(lost in extraction)', printed == null ? undefined : paperCell(printed), c.value);
  }
  // "all values in the table are uptimals"
  const distinct = [...new Set(cells.map((c) => c.value))];
  for (const v of distinct) {
    // the expansion is rebuilt as x + Σ a_j·↑^j + *m and compared, so a found expansion is a proof
    const u = uptimalExpansion(v);
    const ok = u !== undefined && uptimalGame(u) === v;
    record(`uptimal:${v.toString()}`, 'Section 2, after Table 1: "all values in the table are uptimals"', `${v.toString()} is an uptimal`, 'uptimal', undefined, u === undefined ? 'not an uptimal' : `uptimal ${uptimalString(v)!}`, ok);
  }

  // Table 2
  const maxN = opts.maxN ?? TABLE2_MAX;
  if (!Number.isSafeInteger(maxN) || maxN < 1) throw new ValueError(`maxN must be a positive integer, got ${clip(typeof maxN === 'number' ? String(maxN) : typeof maxN, 40)}`);
  const rows = table2(maxN, { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) });
  const upto = table2Intervals(rows.slice(0, TABLE2_MAX));
  let unchecked = 0;
  const fmtI = (iv: Table2Interval): string => `${iv.from}–${iv.to}: ${iv.value.toString()} ${iv.outcome}`;
  for (const [k, p] of TABLE2_ROWS.entries()) {
    const c = upto[k];
    const printed = `${p.from}–${p.to}: ${p.value} ${p.outcome}`;
    if (p.from > maxN) {
      checks.push({ id: `table2:${p.from}-${p.to}`, source: `Table 2, row ${p.from}–${p.to}`, claim: `(1|1)_n for ${p.from} ≤ n ≤ ${p.to}`, printed, computed: `not computed (n > ${maxN})`, status: 'unchecked' });
      unchecked++;
      continue;
    }
    const to = Math.min(p.to, maxN); // the row holding maxN is checked up to maxN
    const ok = c !== undefined && c.from === p.from && c.to === to && c.value === paperCell(p.value) && c.outcome === p.outcome;
    const upTo = to < p.to ? ` (checked up to n = ${to})` : '';
    record(`table2:${p.from}-${p.to}`, `Table 2, row ${p.from}–${p.to}`, `(1|1)_n for ${p.from} ≤ n ≤ ${p.to}${upTo}`, printed, undefined, c ? fmtI(c) : 'missing', ok);
  }
  if (maxN >= TABLE2_MAX && upto.length !== TABLE2_ROWS.length) {
    record('table2:count', 'Table 2', 'number of intervals up to 606', String(TABLE2_ROWS.length), undefined, String(upto.length), false);
  }
  // Theorem 3 on every n computed
  const bad = rows.filter((r) => r.outcome !== theorem3Outcome(r.n));
  record('theorem3', 'Theorem 3', `outcome of (1|1)_n is N iff f_2i ≤ n < f_2i+1, for 1 ≤ n ≤ ${maxN}`, 'holds', undefined, bad.length === 0 ? 'holds' : `fails at n = ${bad.slice(0, 5).map((r) => r.n).join(', ')}`, bad.length === 0);
  // point 1 after Table 2: three values only
  const all = table2Intervals(rows);
  const Jpm = switchOf(J);
  const others = all.filter((iv) => iv.value !== zero && iv.value !== star && iv.value !== Jpm);
  record('three-values', 'Section 2, point 1 after Table 2', `(1|1)_n ∈ {0, *, ±J} for n ≤ ${maxN}`, 'holds', undefined, others.length === 0 ? 'holds' : `also ${others.map(fmtI).join('; ')}`, others.length === 0);
  // point 3: ±J runs start at A110035 terms from 12, and last until the next P-position
  const jRuns = all.filter((iv) => iv.value === Jpm);
  const expectStarts = A110035.filter((a) => a >= 12 && a <= maxN);
  const starts = jRuns.map((iv) => iv.from);
  const okStarts = starts.length === expectStarts.length && starts.every((s, k) => s === expectStarts[k]);
  record('a110035', 'Section 2, point 3 after Table 2 (OEIS A110035)', `±J runs of (1|1)_n, n ≤ ${maxN}, start at the terms of A110035 from 12`, expectStarts.join(', '), undefined, starts.join(', '), okStarts);
  const untilP = jRuns.every((iv) => iv.to === maxN || all.find((x) => x.from === iv.to + 1)?.outcome === 'P');
  record('until-P', 'Section 2, point 3 after Table 2', 'each ±J run lasts until the next P-position', 'holds', undefined, untilP ? 'holds' : 'fails', untilP);
  if (maxN > TABLE2_MAX) {
    const c = conjectureStatus(rows);
    record('conjecture', 'Section 2, "We conjecture that this behaviour continues"', `points 1–3 for 606 < n ≤ ${maxN}`, 'holds', undefined, c.holds ? 'holds' : c.detail, c.holds);
  }

  // other claims
  const v25 = value(parsePosition(OTHER_CLAIMS.twoFive40.position));
  record('2|5_40', 'Section 2, before Table 1', '(2|5)_40 = {J|0}', '{J|0}', paperCell(OTHER_CLAIMS.twoFive40.value), v25);
  const v11 = value(parsePosition(OTHER_CLAIMS.oneOne12.position));
  record('1|1_12', 'Section 2, before Table 1', '(1|1)_12 = ±J', '±J', paperCell(OTHER_CLAIMS.oneOne12.value), v11);
  const dotted = add(add(add(up, up), add(upPow(2), upPow(2))), star);
  record('J', 'Section 2, before Table 1', 'J = {0|↑[2]} = .22* = ↑+↑+↑²+↑²+*', 'J = ↑+↑+↑²+↑²+*', J, dotted);
  const w = uptimalString(J);
  record('J-uptimal', 'Section 2, before Table 1', 'J is the uptimal .22*', '*.22', undefined, w ?? 'not an uptimal', w === '*.22');
  for (const [name, g] of [['{J|0}', v25], ['±J', v11]] as const) {
    const wg = uptimalString(g);
    record(`not-uptimal:${name}`, 'Section 2, before Table 1', `${name} is not an uptimal`, 'not uptimal', undefined, wg === undefined ? 'not uptimal' : `uptimal ${wg}`, wg === undefined);
  }

  const disagreements = checks.filter((c) => c.status === 'disagree');
  return { checks, agree: checks.filter((c) => c.status === 'agree').length, errata: checks.filter((c) => c.status === 'erratum').length, unchecked, disagreements };
}
