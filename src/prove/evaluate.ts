/**
 * A rule evaluated at one position, without any solver: what the rule says there, and what the
 * game says (the library's outcome search). This is what a page or a script needs to read a rule
 * and check positions against it; {@link prove} is what shows it right everywhere.
 *
 * Invariants: the evaluator computes exactly what the SMT-LIB text of the same rule means
 * (`mod` is the Euclidean remainder, in 0..k−1 also for a negative left side; a mirrored
 * `right-first-wins` is `left-first-wins` with the sides exchanged), with exact integer
 * arithmetic (the reader bounds every coefficient and counts are at most {@link MAX_EVAL_COUNT});
 * compiled closures recurse only as deep as the rule nests (at most `MAX_NESTING`).
 */
import { clip } from '../engine/errors.js';
import type { Outcome } from '../engine/ops.js';
import { OutcomeSolver } from '../games/simple-chopsticks/outcome.js';
import { formatPosition, parsePosition, type Position, PositionError } from '../games/simple-chopsticks/position.js';
import { RuleError } from './errors.js';
import { type ClaimKind, type Formula, type OutcomeExpr, parseRule, requireRule, type Rule, type Term } from './language.js';

/** The largest count (hands of one value on one side) the evaluator accepts. */
export const MAX_EVAL_COUNT = 2 ** 20;

type Num = (c: ArrayLike<number>, v: Float64Array) => number;
type Bool = (c: ArrayLike<number>, v: Float64Array) => boolean;

/** A rule compiled to functions of the counts `[l1 … ln, r1 … rn]`. @internal */
export interface CompiledRule {
  readonly rule: Rule;
  /** Left, moving first, wins (complete rules). */
  leftFirstWins(c: ArrayLike<number>): boolean;
  /** Right, moving first, wins (complete rules). */
  rightFirstWins(c: ArrayLike<number>): boolean;
  /** The outcome class (complete rules). */
  outcome(c: ArrayLike<number>): Outcome;
  /** Whether any claim of this kind is made at c (rules of claims). */
  claimed(kind: ClaimKind, c: ArrayLike<number>): boolean;
  /** Which claims are made at c. */
  claimsAt(c: ArrayLike<number>): number[];
  /** Whether theorem i holds at c. */
  theorem(i: number, c: ArrayLike<number>): boolean;
}

const compiledCache = new WeakMap<Rule, CompiledRule>();

/** Compiles a rule (once per rule object). @internal */
export function compileRule(rule: Rule): CompiledRule {
  const hit = compiledCache.get(rule);
  if (hit !== undefined) return hit;
  const n = rule.fingers;
  const lets = rule.lets.map((d) => (d.type === 'int' ? compileTerm(d.body as Term, n) : compileFormula(d.body as Formula, n, undefined)));
  // each compiled predicate has its own buffer of let values (predicates never re-enter themselves)
  const withLets = <T>(f: (c: ArrayLike<number>, v: Float64Array) => T) => {
    const v = new Float64Array(Math.max(1, lets.length));
    return (c: ArrayLike<number>): T => {
    for (let i = 0; i < lets.length; i++) {
      const r = lets[i]!(c, v);
      v[i] = typeof r === 'boolean' ? (r ? 1 : 0) : r;
    }
    return f(c, v);
    };
  };
  const swap = (c: ArrayLike<number>): number[] => {
    const s = new Array<number>(2 * n);
    for (let i = 0; i < n; i++) {
      s[i] = c[n + i]!;
      s[n + i] = c[i]!;
    }
    return s;
  };
  let lfw: (c: ArrayLike<number>) => boolean = () => false;
  let rfw: (c: ArrayLike<number>) => boolean = () => false;
  if (rule.outcome !== undefined) {
    const o = compileOutcome(rule.outcome, n);
    lfw = withLets((c, v) => {
      const x = o(c, v);
      return x === 'L' || x === 'N';
    });
    rfw = withLets((c, v) => {
      const x = o(c, v);
      return x === 'R' || x === 'N';
    });
  } else if (rule.leftFirstWins !== undefined) {
    const l = withLets(compileFormula(rule.leftFirstWins, n, undefined));
    lfw = l;
    rfw = rule.rightFirstWins !== undefined ? withLets(compileFormula(rule.rightFirstWins, n, undefined)) : (c) => l(swap(c));
  }
  const game = { lfw, rfw };
  const claims = rule.claims.map((cl) => withLets(compileFormula(cl.when, n, undefined)));
  const theorems = rule.theorems.map((t) => withLets(compileFormula(t.formula, n, game)));
  const out: CompiledRule = {
    rule,
    leftFirstWins: lfw,
    rightFirstWins: rfw,
    outcome: (c) => {
      const a = lfw(c);
      const b = rfw(c);
      return a ? (b ? 'N' : 'L') : b ? 'R' : 'P';
    },
    claimed: (kind, c) => rule.claims.some((cl, i) => cl.kind === kind && claims[i]!(c)),
    claimsAt: (c) => claims.flatMap((f, i) => (f(c) ? [i] : [])),
    theorem: (i, c) => theorems[i]!(c),
  };
  compiledCache.set(rule, out);
  return out;
}

function compileTerm(t: Term, n: number): Num {
  switch (t.k) {
    case 'int': {
      const v = t.v;
      return () => v;
    }
    case 'count': {
      const i = t.side * n + t.value - 1;
      return (c) => c[i]!;
    }
    case 'total': {
      const o = t.side * n;
      return (c) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += c[o + i]!;
        return s;
      };
    }
    case 'ref': {
      const i = t.def.index;
      return (_c, v) => v[i]!;
    }
    case 'sum': {
      const xs = t.xs.map((x) => compileTerm(x, n));
      const signs = t.signs;
      return (c, v) => {
        let s = 0;
        for (let i = 0; i < xs.length; i++) s += signs[i]! * xs[i]!(c, v);
        return s;
      };
    }
    case 'mul': {
      const a = compileTerm(t.a, n);
      const k = t.c;
      return (c, v) => k * a(c, v);
    }
    case 'mod': {
      const a = compileTerm(t.a, n);
      const m = t.m;
      return (c, v) => {
        const r = a(c, v) % m;
        return r < 0 ? r + m : r + 0;
      };
    }
    case 'ite': {
      const conds = t.branches.map(([f]) => compileFormula(f, n, undefined));
      const vals = t.branches.map(([, x]) => compileTerm(x, n));
      const other = compileTerm(t.otherwise, n);
      return (c, v) => {
        for (let i = 0; i < conds.length; i++) if (conds[i]!(c, v)) return vals[i]!(c, v);
        return other(c, v);
      };
    }
  }
}

interface GameAtoms {
  lfw(c: ArrayLike<number>): boolean;
  rfw(c: ArrayLike<number>): boolean;
}

function compileFormula(f: Formula, n: number, game: GameAtoms | undefined): Bool {
  switch (f.k) {
    case 'bool': {
      const b = f.v;
      return () => b;
    }
    case 'cmp': {
      const a = compileTerm(f.a, n);
      const b = compileTerm(f.b, n);
      switch (f.op) {
        case '=':
          return (c, v) => a(c, v) === b(c, v);
        case '!=':
          return (c, v) => a(c, v) !== b(c, v);
        case '<':
          return (c, v) => a(c, v) < b(c, v);
        case '<=':
          return (c, v) => a(c, v) <= b(c, v);
        case '>':
          return (c, v) => a(c, v) > b(c, v);
        case '>=':
          return (c, v) => a(c, v) >= b(c, v);
      }
      break;
    }
    case 'and': {
      const xs = f.xs.map((x) => compileFormula(x, n, game));
      return (c, v) => {
        for (const x of xs) if (!x(c, v)) return false;
        return true;
      };
    }
    case 'or': {
      const xs = f.xs.map((x) => compileFormula(x, n, game));
      return (c, v) => {
        for (const x of xs) if (x(c, v)) return true;
        return false;
      };
    }
    case 'not': {
      const a = compileFormula(f.a, n, game);
      return (c, v) => !a(c, v);
    }
    case 'implies': {
      const a = compileFormula(f.a, n, game);
      const b = compileFormula(f.b, n, game);
      return (c, v) => !a(c, v) || b(c, v);
    }
    case 'iff': {
      const a = compileFormula(f.a, n, game);
      const b = compileFormula(f.b, n, game);
      return (c, v) => a(c, v) === b(c, v);
    }
    case 'ite': {
      const conds = f.branches.map(([x]) => compileFormula(x, n, game));
      const vals = f.branches.map(([, x]) => compileFormula(x, n, game));
      const other = compileFormula(f.otherwise, n, game);
      return (c, v) => {
        for (let i = 0; i < conds.length; i++) if (conds[i]!(c, v)) return vals[i]!(c, v);
        return other(c, v);
      };
    }
    case 'ref': {
      const i = f.def.index;
      return (_c, v) => v[i] === 1;
    }
    case 'game': {
      if (game === undefined) throw new RuleError('the rule uses its own predicate outside a theorem');
      const g = f.which === 'left-first-wins' ? game.lfw : game.rfw;
      return (c) => g(c);
    }
    case 'outcome': {
      if (game === undefined) throw new RuleError("the rule uses its own outcome outside a theorem");
      const want = f.v;
      return (c) => {
        const a = game.lfw(c);
        const b = game.rfw(c);
        return (a ? (b ? 'N' : 'L') : b ? 'R' : 'P') === want;
      };
    }
  }
  throw new RuleError('unknown formula');
}

function compileOutcome(o: OutcomeExpr, n: number): (c: ArrayLike<number>, v: Float64Array) => Outcome {
  if (o.k === 'out') {
    const x = o.v;
    return () => x;
  }
  const conds = o.branches.map(([f]) => compileFormula(f, n, undefined));
  const vals = o.branches.map(([, x]) => compileOutcome(x, n));
  const other = compileOutcome(o.otherwise, n);
  return (c, v) => {
    for (let i = 0; i < conds.length; i++) if (conds[i]!(c, v)) return vals[i]!(c, v);
    return other(c, v);
  };
}

// ---------------------------------------------------------------------------------------------
// the public, solver-free functions

/** A rule, as text or as read by {@link parseRule}. */
export type RuleInput = string | Rule;

function ruleOf(rule: RuleInput, fingers?: number): Rule {
  if (typeof rule === 'string') return parseRule(rule, fingers !== undefined ? { fingers } : {});
  requireRule(rule);
  if (fingers !== undefined && fingers !== rule.fingers) throw new RuleError(`the rule is for finger count ${rule.fingers}, not ${fingers}`);
  return rule;
}

/**
 * The counts `[l1 … ln, r1 … rn]` of a position: how many of Left's hands, then Right's, hold 1, …,
 * n fingers.
 */
export function positionCounts(p: Position): number[] {
  if (p === null || typeof p !== 'object' || !Array.isArray(p.left) || !Array.isArray(p.right) || !Number.isSafeInteger(p.n) || p.n < 1 || p.n > 32) {
    throw new PositionError('expected a position (finger count 1..32) read by parsePosition or made by position');
  }
  const n = p.n;
  for (const h of [...p.left, ...p.right]) if (!Number.isSafeInteger(h) || h < 1 || h > n) throw new PositionError(`a hand must be an integer from 1 to ${n}`);
  const c = new Array<number>(2 * n).fill(0);
  for (const h of p.left) c[h - 1]!++;
  for (const h of p.right) c[n + h - 1]!++;
  return c;
}

/** The position with counts `[l1 … ln, r1 … rn]` and finger count n. */
export function countsPosition(counts: readonly number[], n: number): Position {
  checkCounts(counts, n);
  const left: number[] = [];
  const right: number[] = [];
  for (let v = 1; v <= n; v++) {
    for (let k = 0; k < counts[v - 1]!; k++) left.push(v);
    for (let k = 0; k < counts[n + v - 1]!; k++) right.push(v);
  }
  return Object.freeze({ left: Object.freeze(left), right: Object.freeze(right), n });
}

function checkCounts(counts: readonly number[], n: number): void {
  if (!Array.isArray(counts) || counts.length !== 2 * n) throw new PositionError(`expected ${2 * n} counts (l1..l${n}, r1..r${n})`);
  for (const x of counts) if (!Number.isSafeInteger(x) || x < 0 || x > MAX_EVAL_COUNT) throw new PositionError(`a count must be an integer from 0 to ${MAX_EVAL_COUNT}, got ${clip(x, 40)}`);
}

function positionOf(p: Position | string, n: number): Position {
  const pos = typeof p === 'string' ? parsePosition(p) : p;
  if (pos === null || typeof pos !== 'object' || !Array.isArray(pos.left) || !Array.isArray(pos.right)) throw new PositionError('expected a position or its text');
  if (pos.n !== n) throw new PositionError(`the position ${clip(formatPosition(pos, { powers: true }), 80)} has finger count ${pos.n}, the rule ${n}`);
  if (pos.left.length > MAX_EVAL_COUNT || pos.right.length > MAX_EVAL_COUNT) throw new PositionError(`a side has more than ${MAX_EVAL_COUNT} hands`);
  return pos;
}

/**
 * What a complete rule says of a position: its outcome class (L, R, N, P). The position is the
 * library's `Position`, its text (`'(1^2,2|1,3)_3'`), or its counts `[l1 … ln, r1 … rn]`. No solver
 * is needed. A rule of claims is refused ({@link ruleClaimsAt} reads those).
 */
export function ruleOutcome(rule: RuleInput, p: Position | string | readonly number[]): Outcome {
  const r = ruleOf(rule);
  if (r.kind !== 'complete') throw new RuleError('this rule is made of claims, not a complete rule (use ruleClaimsAt)');
  return compileRule(r).outcome(countsOf(p, r.fingers));
}

/** The claims of a rule that apply at a position: their kinds and lines. */
export function ruleClaimsAt(rule: RuleInput, p: Position | string | readonly number[]): Array<{ kind: ClaimKind; line: number }> {
  const r = ruleOf(rule);
  return compileRule(r)
    .claimsAt(countsOf(p, r.fingers))
    .map((i) => ({ kind: r.claims[i]!.kind, line: r.claims[i]!.line }));
}

function countsOf(p: Position | string | readonly number[], n: number): number[] {
  if (Array.isArray(p)) {
    checkCounts(p as readonly number[], n);
    return [...(p as readonly number[])];
  }
  return positionCounts(positionOf(p as Position | string, n));
}

/** The result of {@link checkPosition}. */
export interface PositionCheck {
  /** The position checked. */
  readonly position: Position;
  /** The position in the paper's notation, with powers (`(1^2,2|1)_3`). */
  readonly text: string;
  /** The outcome found by the library's search (`OutcomeSolver`, without the paper's shortcuts). */
  readonly game: Outcome;
  /** What a complete rule says (undefined for a rule of claims). */
  readonly rule?: Outcome;
  /** The claims made at the position (rules of claims), each with whether the game bears it out. */
  readonly claims: ReadonlyArray<{ readonly kind: ClaimKind; readonly line: number; readonly holds: boolean }>;
  /** The rule (or every claim made here) agrees with the game. */
  readonly agree: boolean;
}

/** Options of {@link checkPosition}. */
export interface CheckPositionOptions {
  /** Most positions the outcome search may hold (default 2,000,000; a LimitError beyond). */
  maxPositions?: number;
  /** Cancels the search. */
  signal?: AbortSignal;
}

/**
 * Checks a rule at one position against the game itself: the rule's outcome (or its claims there)
 * beside the outcome the library's search finds. No solver is needed; the search is the plain one
 * (the paper's Theorem 4 shortcuts off), so it does not assume what a rule may state.
 */
export function checkPosition(rule: RuleInput, p: Position | string, opts: CheckPositionOptions = {}): PositionCheck {
  opts ??= {};
  const r = ruleOf(rule);
  const pos = positionOf(p, r.fingers);
  const c = positionCounts(pos);
  const game = gameOutcome(pos, opts);
  const cr = compileRule(r);
  const text = formatPosition(pos, { powers: true });
  if (r.kind === 'complete') {
    const o = cr.outcome(c);
    return { position: pos, text, game, rule: o, claims: [], agree: o === game };
  }
  const claims = cr.claimsAt(c).map((i) => {
    const cl = r.claims[i]!;
    return { kind: cl.kind, line: cl.line, holds: claimHolds(cl.kind, game) };
  });
  return { position: pos, text, game, claims, agree: claims.every((x) => x.holds) };
}

/** Whether the game's outcome bears out a claim of this kind. @internal */
export function claimHolds(kind: ClaimKind, o: Outcome): boolean {
  const lw = o === 'L' || o === 'N';
  const rw = o === 'R' || o === 'N';
  switch (kind) {
    case 'left-first-wins':
      return lw;
    case 'left-first-loses':
      return !lw;
    case 'right-first-wins':
      return rw;
    case 'right-first-loses':
      return !rw;
  }
}

/** The game's outcome by the library's plain search. @internal */
export function gameOutcome(p: Position, opts: CheckPositionOptions = {}): Outcome {
  const solver = new OutcomeSolver({ theorem4: false, maxPositions: opts.maxPositions ?? 2_000_000, ...(opts.signal ? { signal: opts.signal } : {}) });
  return solver.outcome(p);
}
