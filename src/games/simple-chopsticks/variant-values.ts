/**
 * Outcomes (and, through the loopy bridge, values) of the SIMPLE CHOPSTICKS variants, and their
 * Table-1-style tables.
 *
 * Every variant position is valued on its position graph (`rulesetGraph` of
 * {@link variantRuleset}): nodes that reach no cycle get their short canonical value from the
 * short-game engine; the outcome of every node, with each first player, comes from the retrograde
 * analysis {@link firstPlayerOutcomes} (normal play; infinite play is a draw).
 */
import type { Game } from '../../engine/game.js';
import { checkAbort } from '../../engine/errors.js';
import type { RunOptions } from '../../engine/run.js';
import { Solver } from '../../engine/solver.js';
import { type PositionGraph, rulesetGraph } from '../../graph/ruleset.js';
import { type FirstPlayerResult, hasDraw, type LoopyOutcomeClass, type AnyLoopyValue, nodeReport, type ValueKind } from '../loopy-bridge.js';
import { checkGraphSize, maxHand, requireVariantPosition, type Variant, type VariantPosition, variantPosition, variantRuleset } from './variants.js';
import { optionsArg } from '../../engine/guard.js';

/** What is known of one variant position. */
export interface VariantResult {
  /** The position. */
  position: VariantPosition;
  /** Its outcome class under CGSuite's names (`D`, `NHat`, ... when some play is infinite). */
  outcome: LoopyOutcomeClass;
  /** Left's result moving first. */
  leftFirst: FirstPlayerResult;
  /** Right's result moving first. */
  rightFirst: FirstPlayerResult;
  /** The short canonical value when the position reaches no cycle, else undefined (a loopy position). */
  short: Game | undefined;
  /** Positions reachable from it (its graph's size). */
  graphSize: number;
  /**
   * Its loopy value from the loopy engine (a stopper, onside & offside, or, when a side is not a
   * stopper, the simplified sides), undefined when unresolved (past the engine's limits).
   */
  value: AnyLoopyValue | undefined;
  /**
   * `short` (equal to a short game, even if play can cycle), `stopper` (a loopy stopper), `sided`,
   * `simplified` (not stopper-sided: a side is not a stopper), or `unresolved` (past the limits).
   */
  kind: ValueKind | 'unresolved';
  /** True when some first player can only draw (infinite play). */
  draw: boolean;
  /** Why the value is unresolved. */
  note?: string;
}

/**
 * Options of the variant computations: run control ({@link RunOptions}; progress after each
 * position of a table, phase `'positions'`) and the loopy engine's limits (a value past one is
 * `unresolved`, with the limit in {@link VariantResult.note}).
 */
export interface VariantRunOptions extends RunOptions {
  /** Outcomes only: skip the loopy engine (kind `unresolved`, value undefined). */
  outcomesOnly?: boolean;
  /** The loopy engine's `maxSidleWork` (default {@link VARIANT_SIDLE_WORK}); past it: `unresolved`. */
  maxSidleWork?: number;
  /** The loopy engine's `maxPairs` (default {@link VARIANT_MAX_PAIRS}); past it: `unresolved`. */
  maxPairs?: number;
}

/**
 * The default sidling budget of the variant tables: 60,000,000 node pairs solved or touched,
 * enough for every opening `(1,1|1,1)_n` with n ≤ 10 of the named variants (about 1–20 s of CPU
 * each on a 2-core machine, 2026-11-23; the largest, `revives` and `revives-even` at n = 10,
 * need between 3·10⁷ and 4·10⁷).
 */
export const VARIANT_SIDLE_WORK = 60_000_000;

/**
 * The default `maxPairs` of the variant tables: 20,000,000 pairs in one comparison table (the
 * loopy engine's default is 16,000,000). The openings `(1,1|1,1)_10` under `revives` and
 * `revives-even` compare graphs of 4,225 and 4,208 nodes (about 1.8·10⁷ pairs); a process
 * valuing them peaks at about 640 MB.
 */
export const VARIANT_MAX_PAIRS = 20_000_000;

/** The position graph of `p` under variant `v` (node 0 is `p`). */
export function variantGraph(p: VariantPosition, v: Variant, options: VariantRunOptions = {}): PositionGraph<VariantPosition, Game> {
  const opts = optionsArg<VariantRunOptions>(options, 'variantGraph');
  requireVariantPosition(p, 'variantGraph');
  variantPosition(p.left, p.right, p.n, v, p.hands);
  const g = rulesetGraph(new Solver(variantRuleset(v)), p, opts.signal ? { signal: opts.signal } : {});
  checkGraphSize(g.positions.length);
  return g;
}

/** Outcome (and short value when there is one) of a variant position. */
export function variantResult(p: VariantPosition, v: Variant, options: VariantRunOptions = {}): VariantResult {
  const opts = optionsArg<VariantRunOptions>(options, 'variantResult');
  const g = variantGraph(p, v, opts);
  const limits = { maxPairs: opts.maxPairs ?? VARIANT_MAX_PAIRS, maxSidleWork: opts.maxSidleWork ?? VARIANT_SIDLE_WORK };
  const { outcome, leftFirst, rightFirst, value, kind, note } = nodeReport(g, 0, opts.signal, opts.outcomesOnly ? undefined : limits);
  const r: VariantResult = {
    position: p, outcome, leftFirst, rightFirst, short: g.values[0], graphSize: g.positions.length, value, kind, draw: hasDraw(outcome),
  };
  if (note !== undefined) r.note = note;
  return r;
}

/** One cell of a variant's Table 1: `(i | j)_n`. */
export interface VariantCell extends VariantResult {
  /** Left's hand. */
  i: number;
  /** Right's hand. */
  j: number;
}

/**
 * The Table-1-style table of a variant: every `(i | j)_n` with 1 ≤ i, j ≤ maxHand(n) (n under
 * cut-off, n − 1 under roll-over), ordered by j then i as `table1`. One hand each, so splits
 * and revives have nothing to act on: those variants give the tables of their overflow rule.
 */
export function variantTable1(n: number, v: Variant, opts: VariantRunOptions = {}): VariantCell[] {
  const top = maxHand(n, v);
  const out: VariantCell[] = [];
  const total = top * top;
  for (let j = 1; j <= top; j++) {
    for (let i = 1; i <= top; i++) {
      checkAbort(opts.signal);
      out.push({ i, j, ...variantResult(variantPosition([i], [j], n, v), v, opts) });
      opts.onProgress?.({ phase: 'positions', done: out.length, total, unit: 'positions' });
    }
  }
  return out;
}

/** `(1,1 | 1,1)_n` (both players start with two hands of one finger) for each n in 2..maxN under variant v. */
export function variantOpenings(maxN: number, v: Variant, opts: VariantRunOptions = {}): Array<VariantResult & { n: number }> {
  const out: Array<VariantResult & { n: number }> = [];
  for (let n = 2; n <= maxN; n++) {
    checkAbort(opts.signal);
    out.push({ n, ...variantResult(variantPosition([1, 1], [1, 1], n, v), v, opts) });
    opts.onProgress?.({ phase: 'positions', done: n - 1, total: maxN - 1, unit: 'positions' });
  }
  return out;
}
