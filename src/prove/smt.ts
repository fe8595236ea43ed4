/**
 * The proof obligations of a rule, in SMT-LIB 2 (logic QF_LIA: linear integer arithmetic with
 * `mod` by constants, no quantifiers), so that any SMT solver can check them.
 *
 * A complete rule: `(define-fun left-first-wins ((l1 Int) … (rn Int)) Bool …)` and
 * `right-first-wins`, the counts declared non-negative, then the negated outcome recurrence
 *
 *   left-first-wins(p)  ⇔  some Left move m is legal at p and not right-first-wins(p + m)
 *   right-first-wins(p) ⇔  some Right move m is legal at p and not left-first-wins(p + m)
 *
 * over the move classes derived from the library's rules ({@link derivedMoves}), then
 * `(check-sat)`. `unsat` means the recurrence holds at every position, and then the rule is the
 * game's outcome: both the rule and the game satisfy the recurrence, and by induction on the weight
 * Σ (n + 1 − v)·(l_v + r_v), which every move lowers, two solutions of it agree everywhere.
 *
 * A rule of claims: four `define-fun`s (each the disjunction of the claims of its kind, `false`
 * when there are none) and, negated, for every claimed win an answer — a move into a claimed loss
 * of the opponent, or a move after which every reply of the opponent lands in a claimed win again
 * (or there is none) — and for every claimed loss the same for every move. By induction on the
 * weight every claim is then true.
 *
 * Invariant: the text says exactly what the evaluator (evaluate.ts) computes for the same rule.
 */
import type { Player } from '../engine/solver.js';
import { type ClaimKind, type Formula, type LetDef, type OutcomeExpr, requireRule, type Rule, type Term } from './language.js';
import { derivedMoves, type MoveClass } from './moves.js';
import { RuleError } from './errors.js';

/** SMT-LIB symbols a `let` name must not print as (quoted `|name|` instead). */
const SMT_RESERVED = new Set([
  'let', 'forall', 'exists', 'match', 'par', 'as', 'and', 'or', 'not', 'xor', 'ite', 'distinct', 'true', 'false', 'div', 'mod', 'abs', 'to_real', 'to_int', 'is_int',
  'left-first-wins', 'right-first-wins', 'left-first-loses', 'right-first-loses', 'Int', 'Bool', 'Real',
]);

/** The count variables `l1 … ln r1 … rn`. */
export function countNames(n: number): string[] {
  const out: string[] = [];
  for (let i = 1; i <= n; i++) out.push(`l${i}`);
  for (let i = 1; i <= n; i++) out.push(`r${i}`);
  return out;
}

function letName(d: LetDef): string {
  return SMT_RESERVED.has(d.name) || /^[lr][0-9]+$/.test(d.name) ? `|${d.name}|` : d.name;
}

function int(v: number): string {
  return v < 0 ? `(- ${-v})` : String(v);
}

interface Ctx {
  n: number;
  /** Names of the count variables in scope. */
  vars: readonly string[];
  /** The rule's predicates at the position (theorems). */
  game?: (which: 'left-first-wins' | 'right-first-wins') => string;
}

function termSmt(t: Term, cx: Ctx): string {
  switch (t.k) {
    case 'int':
      return int(t.v);
    case 'count':
      return cx.vars[t.side * cx.n + t.value - 1]!;
    case 'total':
      return cx.n === 1 ? cx.vars[t.side]! : `(+ ${cx.vars.slice(t.side * cx.n, (t.side + 1) * cx.n).join(' ')})`;
    case 'ref':
      return letName(t.def);
    case 'sum': {
      if (t.signs.every((x) => x === 1)) return `(+ ${t.xs.map((x) => termSmt(x, cx)).join(' ')})`;
      let s = termSmt(t.xs[0]!, cx);
      if (t.signs[0] === -1) s = `(- ${s})`;
      for (let i = 1; i < t.xs.length; i++) s = `(${t.signs[i] === 1 ? '+' : '-'} ${s} ${termSmt(t.xs[i]!, cx)})`;
      return s;
    }
    case 'mul':
      return t.c === -1 ? `(- ${termSmt(t.a, cx)})` : `(* ${int(t.c)} ${termSmt(t.a, cx)})`;
    case 'mod':
      return `(mod ${termSmt(t.a, cx)} ${t.m})`;
    case 'ite':
      return chain(t.branches.map(([c, v]) => [formulaSmt(c, cx), termSmt(v, cx)]), termSmt(t.otherwise, cx));
  }
}

function chain(branches: Array<[string, string]>, otherwise: string): string {
  let s = otherwise;
  for (let i = branches.length - 1; i >= 0; i--) s = `(ite ${branches[i]![0]} ${branches[i]![1]} ${s})`;
  return s;
}

function formulaSmt(f: Formula, cx: Ctx): string {
  switch (f.k) {
    case 'bool':
      return f.v ? 'true' : 'false';
    case 'cmp': {
      const a = termSmt(f.a, cx);
      const b = termSmt(f.b, cx);
      return f.op === '!=' ? `(not (= ${a} ${b}))` : `(${f.op} ${a} ${b})`;
    }
    case 'and':
    case 'or':
      return `(${f.k} ${f.xs.map((x) => formulaSmt(x, cx)).join(' ')})`;
    case 'not':
      return `(not ${formulaSmt(f.a, cx)})`;
    case 'implies':
      return `(=> ${formulaSmt(f.a, cx)} ${formulaSmt(f.b, cx)})`;
    case 'iff':
      return `(= ${formulaSmt(f.a, cx)} ${formulaSmt(f.b, cx)})`;
    case 'ite':
      return chain(f.branches.map(([c, v]) => [formulaSmt(c, cx), formulaSmt(v, cx)]), formulaSmt(f.otherwise, cx));
    case 'ref':
      return letName(f.def);
    case 'game':
      return cx.game!(f.which);
    case 'outcome': {
      const l = cx.game!('left-first-wins');
      const r = cx.game!('right-first-wins');
      const nl = `(not ${l})`;
      const nr = `(not ${r})`;
      return f.v === 'L' ? `(and ${l} ${nr})` : f.v === 'R' ? `(and ${nl} ${r})` : f.v === 'N' ? `(and ${l} ${r})` : `(and ${nl} ${nr})`;
    }
  }
}

function outcomeSmt(o: OutcomeExpr, wins: ReadonlySet<string>, cx: Ctx): string {
  if (o.k === 'out') return wins.has(o.v) ? 'true' : 'false';
  return chain(o.branches.map(([c, v]) => [formulaSmt(c, cx), outcomeSmt(v, wins, cx)]), outcomeSmt(o.otherwise, wins, cx));
}

type Node = Term | Formula | OutcomeExpr;

/** The lets a set of roots uses, with the lets those use, in definition order. */
function usedLets(roots: readonly Node[]): LetDef[] {
  const seen = new Map<number, LetDef>();
  const stack: Node[] = [...roots];
  while (stack.length > 0) {
    const x = stack.pop()!;
    switch (x.k) {
      case 'ref':
        if (!seen.has(x.def.index)) {
          seen.set(x.def.index, x.def);
          stack.push(x.def.body);
        }
        break;
      case 'sum':
      case 'and':
      case 'or':
        stack.push(...(x.xs as Node[]));
        break;
      case 'mul':
      case 'mod':
      case 'not':
        stack.push(x.a);
        break;
      case 'cmp':
      case 'implies':
      case 'iff':
        stack.push(x.a, x.b);
        break;
      case 'ite':
        for (const [c, v] of x.branches as ReadonlyArray<readonly [Formula, Node]>) stack.push(c, v);
        stack.push(x.otherwise);
        break;
      default:
        break;
    }
  }
  return [...seen.values()].sort((a, b) => a.index - b.index);
}

/** `body` under the `let`s it needs (one nested SMT-LIB let per definition, in order). */
function withLets(roots: readonly Node[], body: string, cx: Ctx): string {
  const lets = usedLets(roots);
  let open = '';
  let close = '';
  for (const d of lets) {
    const v = d.type === 'int' ? termSmt(d.body as Term, cx) : formulaSmt(d.body as Formula, cx);
    open += `(let ((${letName(d)} ${v})) `;
    close += ')';
  }
  return open + body + close;
}

const PARAMS = (n: number): string => countNames(n).map((v) => `(${v} Int)`).join(' ');

/** The two `define-fun`s of a complete rule. */
function completeDefs(rule: Rule): string[] {
  const n = rule.fingers;
  const cx: Ctx = { n, vars: countNames(n) };
  const out: string[] = [];
  if (rule.outcome !== undefined) {
    const o = rule.outcome;
    out.push(`(define-fun left-first-wins (${PARAMS(n)}) Bool\n${prettySmt(withLets([o], outcomeSmt(o, new Set(['L', 'N']), cx), cx), 2)})`);
    out.push(`(define-fun right-first-wins (${PARAMS(n)}) Bool\n${prettySmt(withLets([o], outcomeSmt(o, new Set(['R', 'N']), cx), cx), 2)})`);
  } else {
    const l = rule.leftFirstWins!;
    out.push(`(define-fun left-first-wins (${PARAMS(n)}) Bool\n${prettySmt(withLets([l], formulaSmt(l, cx), cx), 2)})`);
    if (rule.rightFirstWins !== undefined) {
      const r = rule.rightFirstWins;
      out.push(`(define-fun right-first-wins (${PARAMS(n)}) Bool\n${prettySmt(withLets([r], formulaSmt(r, cx), cx), 2)})`);
    } else {
      // Right's rule is Left's with the sides exchanged
      const names = countNames(n);
      out.push(`(define-fun right-first-wins (${PARAMS(n)}) Bool\n  (left-first-wins ${[...names.slice(n), ...names.slice(0, n)].join(' ')}))`);
    }
  }
  return out;
}

/** The four `define-fun`s of a rule of claims. */
function claimDefs(rule: Rule): string[] {
  const n = rule.fingers;
  const cx: Ctx = { n, vars: countNames(n) };
  const kinds: ClaimKind[] = ['left-first-wins', 'left-first-loses', 'right-first-wins', 'right-first-loses'];
  return kinds.map((k) => {
    const cs = rule.claims.filter((c) => c.kind === k);
    const body = cs.length === 0 ? 'false' : withLets(cs.map((c) => c.when), cs.length === 1 ? formulaSmt(cs[0]!.when, cx) : `(or ${cs.map((c) => formulaSmt(c.when, cx)).join('\n      ')})`, cx);
    const lines = cs.map((c) => `line ${c.line}`).join(', ');
    return `; ${k}: ${cs.length === 0 ? 'no claim' : `the claims of ${lines}`}\n(define-fun ${k} (${PARAMS(n)}) Bool\n${prettySmt(body, 2)})`;
  });
}

/** Counts as symbolic arguments: a variable plus an offset. */
type Args = number[];

function argText(names: readonly string[], off: Args): string {
  return names.map((v, i) => (off[i] === 0 ? v : off[i]! > 0 ? `(+ ${v} ${off[i]})` : `(- ${v} ${-off[i]!})`)).join(' ');
}

function add(a: Args, d: readonly number[]): Args {
  return a.map((x, i) => x + d[i]!);
}

/** The legality of a move class at counts `names + off`: the defender and some attacker present. */
function guard(m: MoveClass, names: readonly string[], off: Args, n: number): string {
  const own = m.player === 'L' ? 0 : n;
  const opp = m.player === 'L' ? n : 0;
  const ge1 = (idx: number[]): string => {
    const k = idx.reduce((s, i) => s + off[i]!, 0);
    const sum = idx.length === 1 ? names[idx[0]!]! : `(+ ${idx.map((i) => names[i]).join(' ')})`;
    return `(>= ${sum} ${int(1 - k)})`;
  };
  return `(and ${ge1([opp + m.defender - 1])} ${ge1(m.attackers.map((a) => own + a - 1))})`;
}

/** Notation 1 of a move class: `a → d` (Left) with its effect, for comments. */
export function describeMove(m: MoveClass): string {
  const who = m.player === 'L' ? 'Left' : 'Right';
  const att = m.attackers.length === 1 ? `${m.attackers[0]}` : `${m.attackers[0]}..${m.attackers[m.attackers.length - 1]}`;
  return `${who} ${att} -> ${m.defender}: ${m.result === null ? 'the hand is removed' : `the hand becomes ${m.result}`}`;
}

function header(rule: Rule, what: string): string[] {
  const n = rule.fingers;
  const { left, right } = derivedMoves(n);
  const lines = [
    `; SIMPLE CHOPSTICKS with finger count ${n} (Dailly, Gledel, Nowakowski, Santos 2024): ${what}`,
    `; Written by partizan/prove. lk (rk) = how many of Left's (Right's) hands hold k fingers.`,
    `; The moves, derived from the library's rules (a hand a attacks a hand d: d becomes a + d, removed past ${n}):`,
  ];
  for (const m of [...left, ...right]) lines.push(`;   ${describeMove(m)}`);
  lines.push('(set-logic QF_LIA)');
  return lines;
}

function declarations(n: number): string[] {
  const names = countNames(n);
  return [...names.map((v) => `(declare-const ${v} Int)`), `(assert (and ${names.map((v) => `(>= ${v} 0)`).join(' ')}))`];
}

function recurrence(rule: Rule): string {
  const n = rule.fingers;
  const names = countNames(n);
  const zero: Args = new Array<number>(2 * n).fill(0);
  const { left, right } = derivedMoves(n);
  const side = (moves: readonly MoveClass[], me: string, them: string): string => {
    const parts = moves.map((m) => `      ; ${describeMove(m)}\n      (and ${guard(m, names, zero, n)} (not (${them} ${argText(names, add(zero, m.delta))})))`);
    return `  (= (${me} ${names.join(' ')})\n     (or\n${parts.join('\n')}))`;
  };
  return [
    '; the negated recurrence: some position where a player, moving first, is said to win but has no move',
    '; to a position the rule says the opponent loses moving first, or the other way round',
    '(assert (not (and',
    side(left, 'left-first-wins', 'right-first-wins'),
    side(right, 'right-first-wins', 'left-first-wins'),
    ')))',
  ].join('\n');
}

function claimObligation(rule: Rule): string {
  const n = rule.fingers;
  const names = countNames(n);
  const zero: Args = new Array<number>(2 * n).fill(0);
  const { left, right } = derivedMoves(n);
  const has = (k: ClaimKind): boolean => rule.claims.some((c) => c.kind === k);
  const call = (k: ClaimKind, off: Args): string => (has(k) ? `(${k} ${argText(names, off)})` : 'false');
  const parts: string[] = [];
  for (const player of ['L', 'R'] as Player[]) {
    const mine = player === 'L' ? left : right;
    const theirs = player === 'L' ? right : left;
    const me = player === 'L' ? 'left' : 'right';
    const them = player === 'L' ? 'right' : 'left';
    const wins = `${me}-first-wins` as ClaimKind;
    const loses = `${me}-first-loses` as ClaimKind;
    if (has(wins)) {
      // some move into a claimed loss of the opponent, or after which every reply lands in a claimed win
      const opts = mine.map((m) => {
        const q = add(zero, m.delta);
        const replies = theirs.map((m2) => `(=> ${guard(m2, names, q, n)} ${call(wins, add(q, m2.delta))})`);
        return `      ; ${describeMove(m)}\n      (and ${guard(m, names, zero, n)}\n        (or ${call(`${them}-first-loses` as ClaimKind, q)}\n          (and ${replies.join('\n               ')})))`;
      });
      parts.push(`  (=> (${wins} ${names.join(' ')})\n     (or\n${opts.join('\n')}))`);
    }
    if (has(loses)) {
      // every move goes to a claimed win of the opponent, or has a reply into a claimed loss again
      const opts = mine.map((m) => {
        const q = add(zero, m.delta);
        const replies = theirs.map((m2) => `(and ${guard(m2, names, q, n)} ${call(loses, add(q, m2.delta))})`);
        return `      ; ${describeMove(m)}\n      (=> ${guard(m, names, zero, n)}\n        (or ${call(`${them}-first-wins` as ClaimKind, q)}\n            ${replies.join('\n            ')}))`;
      });
      parts.push(`  (=> (${loses} ${names.join(' ')})\n     (and\n${opts.join('\n')}))`);
    }
  }
  return ['; the negated obligation: some claim without the answer (or the refutation) that makes it true', '(assert (not (and', parts.join('\n'), ')))'].join('\n');
}

/**
 * The certificate of a rule: the SMT-LIB 2 text whose `(check-sat)` answers `unsat` exactly when
 * the rule satisfies the outcome recurrence at every position (a complete rule), or when its claims
 * are borne out by the moves (a rule of claims).
 */
export function certificateText(rule: Rule): string {
  return `${obligationText(requireRule(rule))}\n(check-sat)\n`;
}

/** The certificate without its `(check-sat)`. @internal */
export function obligationText(rule: Rule): string {
  const complete = rule.kind === 'complete';
  const what = complete
    ? 'the outcome rule below satisfies the outcome recurrence at every position, with any number of hands (unsat = proved)'
    : 'the claims below are borne out by the moves at every position, with any number of hands (unsat = proved)';
  return [...header(rule, what), ...(complete ? completeDefs(rule) : claimDefs(rule)), ...declarations(rule.fingers), complete ? recurrence(rule) : claimObligation(rule)].join('\n');
}

/** One theorem's obligation (without `(check-sat)`): the rule's definitions and the theorem negated. @internal */
export function theoremObligation(rule: Rule, index: number): string {
  const n = rule.fingers;
  const names = countNames(n);
  const th = rule.theorems[index]!;
  const cx: Ctx = { n, vars: names, game: (w) => `(${w} ${names.join(' ')})` };
  return [...header(rule, `theorem ${th.name} (line ${th.line}) follows from the rule (unsat = proved)`), ...completeDefs(rule), ...declarations(n), `(assert (not\n${prettySmt(withLets([th.formula], formulaSmt(th.formula, cx), cx), 2)}))`].join('\n');
}

/**
 * The theorems of a complete rule as one SMT-LIB 2 text: the rule's definitions, then each theorem
 * negated between `(push 1)` and `(pop 1)` with its own `(check-sat)`; every answer `unsat` proves
 * that theorem from the rule (which {@link certificateText} proves to be the game's outcome).
 */
export function theoremsText(rule: Rule): string {
  requireRule(rule);
  if (rule.kind !== 'complete') throw new RuleError('theorems belong to a complete rule; this rule is made of claims');
  const n = rule.fingers;
  const names = countNames(n);
  const cx: Ctx = { n, vars: names, game: (w) => `(${w} ${names.join(' ')})` };
  const lines = [...header(rule, `the theorems below follow from the outcome rule (each check-sat: unsat = proved)`), ...completeDefs(rule), ...declarations(n)];
  for (const th of rule.theorems) {
    lines.push(`; theorem ${th.name} (line ${th.line})`, '(push 1)', `(assert (not\n${prettySmt(withLets([th.formula], formulaSmt(th.formula, cx), cx), 2)}))`, '(check-sat)', '(pop 1)');
  }
  return lines.join('\n') + '\n';
}

/** The weight Σ (n + 1 − v)·(l_v + r_v) as an SMT-LIB term. @internal */
export function weightSmt(n: number): string {
  const names = countNames(n);
  const parts: string[] = [];
  for (let v = 1; v <= n; v++) {
    const w = n + 1 - v;
    for (const x of [names[v - 1]!, names[n + v - 1]!]) parts.push(w === 1 ? x : `(* ${w} ${x})`);
  }
  return `(+ ${parts.join(' ')})`;
}

/**
 * Pretty-prints an SMT-LIB term: flat when it fits in `width` columns, else its head on the first
 * line and each argument on a line of its own, two columns further in; the `else` of an `ite`
 * whose `else` is itself an `ite` stays at the same depth, so a chain of cases reads as a list.
 * Iterative (an explicit stack): long chains do not deepen the call stack. @internal
 */
export function prettySmt(text: string, indent = 0, width = 100): string {
  // parse into nodes: a node is a token or a list of nodes
  type N = string | N[];
  const root: N[] = [];
  const stack: N[][] = [root];
  const re = /\(|\)|[^\s()]+/g;
  for (const m of text.matchAll(re)) {
    const t = m[0];
    if (t === '(') {
      const l: N[] = [];
      stack[stack.length - 1]!.push(l);
      stack.push(l);
    } else if (t === ')') {
      if (stack.length > 1) stack.pop();
    } else stack[stack.length - 1]!.push(t);
  }
  // flat lengths, bottom-up without recursion (the flat text itself is made only for nodes that fit)
  const len = new Map<N[], number>();
  const order: N[][] = [];
  const todo: N[][] = root.filter((x): x is N[] => Array.isArray(x));
  while (todo.length > 0) {
    const l = todo.pop()!;
    order.push(l);
    for (const x of l) if (Array.isArray(x)) todo.push(x);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const l = order[i]!;
    let k = 1 + l.length;
    for (const x of l) k += Array.isArray(x) ? len.get(x)! : x.length;
    len.set(l, l.length === 0 ? 2 : k);
  }
  const flatText = (x: N): string => {
    if (!Array.isArray(x)) return x;
    const parts: string[] = [];
    const st: Array<N | ')'> = [x];
    while (st.length > 0) {
      const y = st.pop()!;
      if (y === ')') {
        parts.push(')');
        continue;
      }
      if (!Array.isArray(y)) {
        parts.push(y);
        continue;
      }
      parts.push('(');
      st.push(')');
      for (let i = y.length - 1; i >= 0; i--) st.push(y[i]!);
    }
    return parts.join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');
  };
  const out: string[] = [];
  // work items: print node at indent (first line already indented), or emit a closing paren
  type W = { node: N; ind: number; prefix: string } | { close: string };
  const work: W[] = [];
  for (let i = root.length - 1; i >= 0; i--) work.push({ node: root[i]!, ind: indent, prefix: ' '.repeat(indent) });
  let line = '';
  const flush = (): void => {
    if (line.length > 0) out.push(line);
    line = '';
  };
  while (work.length > 0) {
    const w = work.pop()!;
    if ('close' in w) {
      line += w.close;
      continue;
    }
    const { node, ind, prefix } = w;
    if (!Array.isArray(node)) {
      flush();
      line = prefix + node;
      continue;
    }
    if (ind + len.get(node)! <= width || node.length <= 1) {
      flush();
      line = prefix + flatText(node);
      continue;
    }
    flush();
    const head = node[0]!;
    const headText = Array.isArray(head) ? flatText(head) : head;
    let kids = node.slice(1);
    line = `${prefix}(${headText}`;
    // (ite c … and (let ((x …)) …: the condition or the bindings stay on the head's line when they fit
    if ((headText === 'ite' || headText === 'let') && kids.length > 0) {
      const a = kids[0]!;
      if (line.length + 1 + (Array.isArray(a) ? len.get(a)! : a.length) <= width) {
        line += ` ${flatText(a)}`;
        kids = kids.slice(1);
      }
    }
    // a chain (the else of an ite that is an ite, the body of a let) stays at the same depth
    const last = kids[kids.length - 1];
    const lastHead = Array.isArray(last) ? last[0] : undefined;
    const chained = (headText === 'ite' && kids.length <= 2 && lastHead === 'ite') || headText === 'let';
    work.push({ close: ')' });
    for (let k = kids.length - 1; k >= 0; k--) {
      const at = chained && k === kids.length - 1 ? ind : ind + 2;
      work.push({ node: kids[k]!, ind: at, prefix: ' '.repeat(at) });
    }
  }
  flush();
  return out.join('\n');
}
