/**
 * The formula language of outcome rules for SIMPLE CHOPSTICKS with finger count n, and its reader.
 *
 * A position is a vector of counts: `l1 … ln` (how many of Left's hands hold 1, …, n fingers) and
 * `r1 … rn` (Right's); `l` (or `ℓ`) and `r` are the numbers of hands. A rule text is a list of
 * statements:
 *
 * ```text
 * # a comment runs to the end of the line
 * fingers 2                              the finger count (or given by the caller)
 * let a = l1                             a name for a term or a formula (used below it)
 * outcome = if l = 0 or r = 0 then P     a complete rule: the outcome class of every position,
 *           else if l > r then L           an if-then-else over L, R, N, P
 *           else N
 * left-first-wins = F                    or a complete rule as "Left, moving first, wins" (and
 * right-first-wins = G                     optionally Right's; omitted, it is Left's mirrored)
 * claim left-first-wins when F           or claims only: sets of positions where a player's win
 * claim right-first-loses when G           or loss is asserted (left-/right-first-wins/-loses)
 * theorem name: F                        a consequence of a complete rule (F may use
 *                                          left-first-wins, right-first-wins, outcome = X)
 * ```
 *
 * Terms: counts by name, integer constants, `+`, `-`, a constant times a term (`2 * l1`), `t mod k`
 * (k a positive constant; `mod` applies to the whole sum on its left: `r1 - l1 mod 2` is
 * `(r1 - l1) mod 2`, the remainder in 0..k-1), `if F then t else t`. Formulas: comparisons `=`,
 * `!=`, `<`, `<=`, `>`, `>=` (chains such as `1 <= l < r` are conjunctions; `≠ ≤ ≥` also read),
 * `and`, `or`, `not`, `implies`, `iff` (`∧ ∨ ¬ ⇒ ⇔` also read), `true`, `false`, `if F then G else H`.
 * That is Presburger arithmetic without quantifiers: anything else (a product of two counts,
 * division, `mod` by a non-constant) is refused with a {@link RuleError}.
 *
 * Invariants: a parsed rule is well typed (terms are integers, conditions are formulas, outcome
 * expressions end in L, R, N, P) and names only counts of its finger count; sums, conjunctions,
 * disjunctions and `else if` chains are flat lists, and every other nesting is at most
 * {@link MAX_NESTING} deep, so every walk over a rule (here, in the evaluator and in the SMT-LIB
 * printer) recurses at most that deep whatever the length of the text.
 */
import type { Outcome } from '../engine/ops.js';
import { clip } from '../engine/errors.js';
import { RuleError } from './errors.js';

/** The most nested parentheses, `not`s, minus signs, `mod`s and `if`s inside conditions a rule may have. */
export const MAX_NESTING = 200;
/** The longest rule text read, in characters. */
export const MAX_RULE_LENGTH = 1_000_000;
/** The largest finger count a rule may have (2n count variables). */
export const MAX_RULE_FINGERS = 32;
/** The largest constant a rule may contain (in absolute value); coefficients are bounded too (see {@link Rule}). */
export const MAX_CONSTANT = 2 ** 31 - 1;
/** A bound on |value| / (largest count) for every term: keeps the evaluator's arithmetic exact. */
const MAX_MAGNITUDE = 2 ** 32;

/** The four kinds of claims (and the names of the four predicates of a rule). */
export type ClaimKind = 'left-first-wins' | 'left-first-loses' | 'right-first-wins' | 'right-first-loses';
const CLAIM_KINDS: readonly ClaimKind[] = ['left-first-wins', 'left-first-loses', 'right-first-wins', 'right-first-loses'];

/** A comparison operator. @internal */
export type CmpOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** A term (an integer expression) of a parsed rule. @internal */
export type Term =
  | { readonly k: 'int'; readonly v: number }
  | { readonly k: 'count'; readonly side: 0 | 1; readonly value: number }
  | { readonly k: 'total'; readonly side: 0 | 1 }
  | { readonly k: 'ref'; readonly def: LetDef }
  | { readonly k: 'sum'; readonly xs: readonly Term[]; readonly signs: readonly (1 | -1)[] }
  | { readonly k: 'mul'; readonly c: number; readonly a: Term }
  | { readonly k: 'mod'; readonly a: Term; readonly m: number }
  | { readonly k: 'ite'; readonly branches: ReadonlyArray<readonly [Formula, Term]>; readonly otherwise: Term };

/** A formula of a parsed rule. @internal */
export type Formula =
  | { readonly k: 'bool'; readonly v: boolean }
  | { readonly k: 'cmp'; readonly op: CmpOp; readonly a: Term; readonly b: Term }
  | { readonly k: 'and' | 'or'; readonly xs: readonly Formula[] }
  | { readonly k: 'not'; readonly a: Formula }
  | { readonly k: 'implies' | 'iff'; readonly a: Formula; readonly b: Formula }
  | { readonly k: 'ite'; readonly branches: ReadonlyArray<readonly [Formula, Formula]>; readonly otherwise: Formula }
  | { readonly k: 'ref'; readonly def: LetDef }
  /** The rule's own predicate at the position (theorems only). */
  | { readonly k: 'game'; readonly which: 'left-first-wins' | 'right-first-wins' }
  /** `outcome = v` (theorems only). */
  | { readonly k: 'outcome'; readonly v: Outcome };

/** An outcome expression: L, R, N, P or an if-then-else chain of them. @internal */
export type OutcomeExpr =
  | { readonly k: 'out'; readonly v: Outcome }
  | { readonly k: 'ite'; readonly branches: ReadonlyArray<readonly [Formula, OutcomeExpr]>; readonly otherwise: OutcomeExpr };

/** A `let` definition. @internal */
export interface LetDef {
  readonly name: string;
  readonly type: 'int' | 'bool';
  readonly body: Term | Formula;
  /** Its place among the definitions (a definition uses only earlier ones). */
  readonly index: number;
}

/** One claim of a rule made of claims. */
export interface Claim {
  /** Whose first move, and the asserted result for that player. */
  readonly kind: ClaimKind;
  /** Where the claim is made. @internal */
  readonly when: Formula;
  /** The line of the claim in the rule text. */
  readonly line: number;
}

/** One theorem of a complete rule. */
export interface Theorem {
  /** Its name in the rule text. */
  readonly name: string;
  /** What it says. @internal */
  readonly formula: Formula;
  /** Its line in the rule text. */
  readonly line: number;
}

/**
 * A rule read by {@link parseRule}: either a complete rule (the outcome of every position, with
 * optional theorems that follow from it) or a set of claims (where a player's win or loss is
 * asserted). Every term's value is below 2^32 times the largest count in absolute value, so the
 * evaluator is exact for counts up to 2^20.
 */
export interface Rule {
  /** The finger count n: the rule speaks of `l1 … ln`, `r1 … rn`. */
  readonly fingers: number;
  /** `'complete'`: the outcome of every position; `'claims'`: claims about some positions. */
  readonly kind: 'complete' | 'claims';
  /** The rule's text as given. */
  readonly text: string;
  /** The `let` definitions, in order. @internal */
  readonly lets: readonly LetDef[];
  /** A complete rule's `outcome = …`, when it was given that way. @internal */
  readonly outcome?: OutcomeExpr;
  /** A complete rule's "Left, moving first, wins" (when given as `left-first-wins = …`). @internal */
  readonly leftFirstWins?: Formula;
  /** A complete rule's "Right, moving first, wins"; absent when it is Left's mirrored. @internal */
  readonly rightFirstWins?: Formula;
  /** The claims (a rule of claims). */
  readonly claims: readonly Claim[];
  /** The theorems (a complete rule). */
  readonly theorems: readonly Theorem[];
}

// ---------------------------------------------------------------------------------------------
// the lexer

type TokKind = 'num' | 'name' | 'sym' | 'kw' | 'eof';
interface Tok {
  kind: TokKind;
  text: string;
  line: number;
  col: number;
}

const KEYWORDS = new Set([
  'fingers',
  'let',
  'outcome',
  'claim',
  'when',
  'theorem',
  'if',
  'then',
  'else',
  'and',
  'or',
  'not',
  'implies',
  'iff',
  'mod',
  'true',
  'false',
  ...CLAIM_KINDS,
]);
/** Words that begin a statement. */
const STATEMENT_WORDS = new Set(['fingers', 'let', 'outcome', 'claim', 'theorem', 'left-first-wins', 'right-first-wins']);
const UNICODE_SYMBOLS: Record<string, string> = { '≠': '!=', '≤': '<=', '≥': '>=', '∧': 'and', '∨': 'or', '¬': 'not', '⇒': 'implies', '→': 'implies', '⇔': 'iff', '↔': 'iff', '−': '-', '·': '*', '×': '*' };

function lex(text: string): Tok[] {
  const out: Tok[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (ch === '\n') {
      line++;
      i++;
      lineStart = i;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
      continue;
    }
    const col = i - lineStart + 1;
    if (ch === '#') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      let j = i;
      while (j < n && text[j]! >= '0' && text[j]! <= '9') j++;
      out.push({ kind: 'num', text: text.slice(i, j), line, col });
      i = j;
      continue;
    }
    if (/[A-Za-z_ℓ]/.test(ch)) {
      const hyph = CLAIM_KINDS.find((w) => text.startsWith(w, i) && !/[A-Za-z0-9_-]/.test(text[i + w.length] ?? ''));
      if (hyph !== undefined) {
        out.push({ kind: 'kw', text: hyph, line, col });
        i += hyph.length;
        continue;
      }
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_']/.test(text[j]!)) j++;
      let word = text.slice(i, j);
      if (word === 'ℓ') word = 'l';
      out.push({ kind: KEYWORDS.has(word) ? 'kw' : 'name', text: word, line, col });
      i = j;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (two === '<=' || two === '>=' || two === '!=' || two === '=>' || two === '<>') {
      out.push({ kind: two === '=>' ? 'kw' : 'sym', text: two === '=>' ? 'implies' : two === '<>' ? '!=' : two, line, col });
      i += 2;
      continue;
    }
    if ('()+-*=<>:'.includes(ch)) {
      out.push({ kind: 'sym', text: ch, line, col });
      i++;
      continue;
    }
    const u = UNICODE_SYMBOLS[ch];
    if (u !== undefined) {
      out.push({ kind: KEYWORDS.has(u) ? 'kw' : 'sym', text: u, line, col });
      i++;
      continue;
    }
    throw new RuleError(`unexpected character '${ch}' in the rule`, line, col);
  }
  out.push({ kind: 'eof', text: 'the end of the rule', line, col: i - lineStart + 1 });
  return out;
}

// ---------------------------------------------------------------------------------------------
// the parser: untyped nodes, then types

type U =
  | { t: 'num'; v: number; at: Tok }
  | { t: 'name'; name: string; at: Tok }
  | { t: 'sum'; xs: U[]; signs: (1 | -1)[]; at: Tok }
  | { t: 'mul'; a: U; b: U; at: Tok }
  | { t: 'neg'; a: U; at: Tok }
  | { t: 'mod'; a: U; m: Tok; at: Tok }
  | { t: 'cmp'; xs: U[]; ops: CmpOp[]; at: Tok }
  | { t: 'and' | 'or'; xs: U[]; at: Tok }
  | { t: 'not'; a: U; at: Tok }
  | { t: 'implies' | 'iff'; a: U; b: U; at: Tok }
  | { t: 'ite'; branches: Array<[U, U]>; otherwise: U; at: Tok }
  | { t: 'bool'; v: boolean; at: Tok };

type Stmt =
  | { s: 'fingers'; n: number; at: Tok }
  | { s: 'let'; name: string; body: U; at: Tok }
  | { s: 'outcome'; body: U; at: Tok }
  | { s: 'wins'; which: 'left-first-wins' | 'right-first-wins'; body: U; at: Tok }
  | { s: 'claim'; kind: ClaimKind; body: U; at: Tok }
  | { s: 'theorem'; name: string; body: U; at: Tok };

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly toks: Tok[]) {}

  private get cur(): Tok {
    return this.toks[this.i]!;
  }
  private next(): Tok {
    const t = this.toks[this.i]!;
    if (t.kind !== 'eof') this.i++;
    return t;
  }
  private is(text: string): boolean {
    const t = this.cur;
    return (t.kind === 'sym' || t.kind === 'kw') && t.text === text;
  }
  private fail(what: string, t: Tok = this.cur): never {
    const found = t.kind === 'eof' ? t.text : `'${clip(t.text, 40)}'`;
    throw new RuleError(`expected ${what} but found ${found}`, t.line, t.col);
  }
  private expect(text: string, what = `'${text}'`): Tok {
    if (!this.is(text)) this.fail(what);
    return this.next();
  }
  private enter(t: Tok): void {
    if (++this.depth > MAX_NESTING) throw new RuleError(`the rule nests more than ${MAX_NESTING} deep (parentheses, not, minus signs, mod, if inside conditions)`, t.line, t.col);
  }
  private leave(): void {
    this.depth--;
  }

  statements(): Stmt[] {
    const out: Stmt[] = [];
    while (this.cur.kind !== 'eof') {
      const t = this.cur;
      if (!(t.kind === 'kw' && STATEMENT_WORDS.has(t.text))) this.fail('a statement (fingers, let, outcome, left-first-wins, right-first-wins, claim or theorem)');
      this.next();
      switch (t.text) {
        case 'fingers': {
          const k = this.cur;
          if (k.kind !== 'num') this.fail('the finger count (a positive integer)');
          this.next();
          out.push({ s: 'fingers', n: Number(k.text), at: k });
          break;
        }
        case 'let': {
          const name = this.cur;
          if (name.kind !== 'name') this.fail(name.kind === 'kw' ? `a name ('${name.text}' is a reserved word)` : 'a name');
          this.next();
          this.expect('=');
          out.push({ s: 'let', name: name.text, body: this.expr(), at: name });
          break;
        }
        case 'outcome':
          this.expect('=');
          out.push({ s: 'outcome', body: this.expr(), at: t });
          break;
        case 'left-first-wins':
        case 'right-first-wins':
          this.expect('=');
          out.push({ s: 'wins', which: t.text, body: this.expr(), at: t });
          break;
        case 'claim': {
          const k = this.cur;
          if (!(k.kind === 'kw' && (CLAIM_KINDS as readonly string[]).includes(k.text))) this.fail('left-first-wins, left-first-loses, right-first-wins or right-first-loses');
          this.next();
          this.expect('when');
          out.push({ s: 'claim', kind: k.text as ClaimKind, body: this.expr(), at: k });
          break;
        }
        case 'theorem': {
          const name = this.cur;
          if (name.kind !== 'name' && name.kind !== 'num') this.fail('the name of the theorem');
          this.next();
          this.expect(':');
          out.push({ s: 'theorem', name: name.text, body: this.expr(), at: name });
          break;
        }
      }
    }
    return out;
  }

  /** expr := 'if' … | iff-level. */
  expr(): U {
    if (this.is('if')) return this.ite();
    return this.iff();
  }

  /** `if c then a else if c2 then b … else z`, read as one flat chain. */
  private ite(): U {
    const at = this.cur;
    const branches: Array<[U, U]> = [];
    while (this.is('if')) {
      this.next();
      this.enter(at);
      const c = this.expr();
      this.leave();
      this.expect('then');
      this.enter(at);
      const a = this.expr();
      this.leave();
      branches.push([c, a]);
      this.expect('else', "'else' (every if has an else)");
    }
    const otherwise = this.iff();
    return { t: 'ite', branches, otherwise, at };
  }

  private iff(): U {
    const a = this.implies();
    if (this.is('iff')) {
      const at = this.next();
      const b = this.implies();
      if (this.is('iff')) this.fail('a statement or the end of the formula (write (a iff b) iff c with parentheses)');
      return { t: 'iff', a, b, at };
    }
    return a;
  }

  /** `a implies b implies c` is `a implies (b implies c)`, read iteratively. */
  private implies(): U {
    const parts: U[] = [this.or()];
    const ats: Tok[] = [];
    while (this.is('implies')) {
      ats.push(this.next());
      // each further implies nests one level deeper (a implies (b implies c))
      this.enter(ats[ats.length - 1]!);
      parts.push(this.or());
    }
    for (let k = 0; k < ats.length; k++) this.leave();
    let acc = parts[parts.length - 1]!;
    for (let k = parts.length - 2; k >= 0; k--) acc = { t: 'implies', a: parts[k]!, b: acc, at: ats[k]! };
    return acc;
  }

  private or(): U {
    const first = this.and();
    if (!this.is('or')) return first;
    const xs = [first];
    const at = this.cur;
    while (this.is('or')) {
      this.next();
      xs.push(this.and());
    }
    return { t: 'or', xs, at };
  }

  private and(): U {
    const first = this.not();
    if (!this.is('and')) return first;
    const xs = [first];
    const at = this.cur;
    while (this.is('and')) {
      this.next();
      xs.push(this.not());
    }
    return { t: 'and', xs, at };
  }

  private not(): U {
    if (this.is('not')) {
      const at = this.next();
      this.enter(at);
      const a = this.not();
      this.leave();
      return { t: 'not', a, at };
    }
    return this.cmp();
  }

  private cmp(): U {
    const first = this.modulo();
    const ops: CmpOp[] = [];
    const xs = [first];
    const at = this.cur;
    while (this.cur.kind === 'sym' && ['=', '!=', '<', '<=', '>', '>='].includes(this.cur.text)) {
      ops.push(this.next().text as CmpOp);
      xs.push(this.modulo());
    }
    return ops.length === 0 ? first : { t: 'cmp', xs, ops, at };
  }

  private modulo(): U {
    let a = this.sum();
    let opened = 0;
    while (this.is('mod')) {
      const at = this.next();
      this.enter(at);
      opened++;
      const m = this.cur;
      if (m.kind !== 'num') this.fail('a positive integer constant after mod (mod by a term is outside Presburger arithmetic)');
      this.next();
      a = { t: 'mod', a, m, at };
    }
    for (; opened > 0; opened--) this.leave();
    return a;
  }

  private sum(): U {
    const at = this.cur;
    const first = this.product();
    if (!this.is('+') && !this.is('-')) return first;
    const xs = [first];
    const signs: (1 | -1)[] = [1];
    while (this.is('+') || this.is('-')) {
      signs.push(this.next().text === '+' ? 1 : -1);
      xs.push(this.product());
    }
    return { t: 'sum', xs, signs, at };
  }

  private product(): U {
    let a = this.unary();
    let opened = 0;
    while (this.is('*')) {
      const at = this.next();
      this.enter(at);
      opened++;
      a = { t: 'mul', a, b: this.unary(), at };
    }
    for (; opened > 0; opened--) this.leave();
    return a;
  }

  private unary(): U {
    if (this.is('-')) {
      const at = this.next();
      this.enter(at);
      const a = this.unary();
      this.leave();
      return { t: 'neg', a, at };
    }
    return this.atom();
  }

  private atom(): U {
    const t = this.cur;
    if (t.kind === 'num') {
      this.next();
      const v = Number(t.text);
      if (!Number.isSafeInteger(v) || v > MAX_CONSTANT) throw new RuleError(`the constant ${clip(t.text, 40)} is larger than ${MAX_CONSTANT}`, t.line, t.col);
      return { t: 'num', v, at: t };
    }
    if (t.kind === 'name') {
      this.next();
      return { t: 'name', name: t.text, at: t };
    }
    if (t.kind === 'kw' && (t.text === 'left-first-wins' || t.text === 'right-first-wins' || t.text === 'outcome')) {
      this.next();
      return { t: 'name', name: t.text, at: t };
    }
    if (this.is('true') || this.is('false')) {
      this.next();
      return { t: 'bool', v: t.text === 'true', at: t };
    }
    if (this.is('(')) {
      this.next();
      this.enter(t);
      const e = this.expr();
      this.leave();
      this.expect(')', "')'");
      return e;
    }
    if (this.is('if')) {
      this.enter(t);
      const e = this.ite();
      this.leave();
      return e;
    }
    if (this.is('*') || this.is('/')) this.fail('a term');
    return this.fail('a count (l1, r2, l, r, ...), a constant, a name or (');
  }
}

// ---------------------------------------------------------------------------------------------
// types

type Typed = { type: 'int'; v: Term } | { type: 'bool'; v: Formula } | { type: 'outcome'; v: OutcomeExpr } | { type: 'rule-outcome' };

interface Scope {
  n: number;
  lets: Map<string, LetDef>;
  /** Theorems may speak of the rule's own predicates. */
  gameAtoms: boolean;
}

const OUTCOME_NAMES = new Set(['L', 'R', 'N', 'P']);
const err = (msg: string, at: Tok): never => {
  throw new RuleError(msg, at.line, at.col);
};

/** |value| / (largest count) bound of each let's term, computed once when the let is read. */
const letMagnitude = new WeakMap<LetDef, number>();

function magnitude(t: Term, n: number): number {
  switch (t.k) {
    case 'int':
      return Math.abs(t.v);
    case 'count':
      return 1;
    case 'total':
      return n;
    case 'ref':
      return letMagnitude.get(t.def) ?? 0;
    case 'sum':
      return t.xs.reduce((s, x) => s + magnitude(x, n), 0);
    case 'mul':
      return Math.abs(t.c) * magnitude(t.a, n);
    case 'mod':
      return t.m;
    case 'ite':
      return Math.max(magnitude(t.otherwise, n), ...t.branches.map(([, x]) => magnitude(x, n)));
  }
}

function typeOf(u: U, sc: Scope): Typed {
  switch (u.t) {
    case 'num':
      return { type: 'int', v: { k: 'int', v: u.v } };
    case 'bool':
      return { type: 'bool', v: { k: 'bool', v: u.v } };
    case 'name':
      return nameType(u.name, u.at, sc);
    case 'sum': {
      const xs = u.xs.map((x) => int(x, sc, 'a term of a sum'));
      return { type: 'int', v: { k: 'sum', xs, signs: u.signs } };
    }
    case 'neg':
      return { type: 'int', v: { k: 'mul', c: -1, a: int(u.a, sc, 'a term after -') } };
    case 'mul': {
      const a = int(u.a, sc, 'a factor');
      const b = int(u.b, sc, 'a factor');
      const ca = constant(a);
      const cb = constant(b);
      if (ca === undefined && cb === undefined) err('a product of two terms that are not constants is outside Presburger arithmetic (multiply by a constant only)', u.at);
      const c = ca ?? cb!;
      if (Math.abs(c) > MAX_CONSTANT) err(`the coefficient ${c} is larger than ${MAX_CONSTANT}`, u.at);
      return { type: 'int', v: { k: 'mul', c, a: ca !== undefined ? b : a } };
    }
    case 'mod': {
      const a = int(u.a, sc, 'the term before mod');
      const m = Number(u.m.text);
      if (!Number.isSafeInteger(m) || m < 1 || m > MAX_CONSTANT) err(`mod needs a constant from 1 to ${MAX_CONSTANT}, got ${clip(u.m.text, 40)}`, u.m);
      return { type: 'int', v: { k: 'mod', a, m } };
    }
    case 'cmp': {
      const xs = u.xs.map((x) => typeOf(x, sc));
      // outcome = X (theorems)
      if (xs.some((x) => x.type === 'rule-outcome' || x.type === 'outcome')) {
        if (u.ops.length !== 1 || (u.ops[0] !== '=' && u.ops[0] !== '!=')) err("the rule's outcome is compared only with = or != to L, R, N or P", u.at);
        const [a, b] = xs as [Typed, Typed];
        const lit = a.type === 'outcome' ? a : b.type === 'outcome' ? b : undefined;
        const other = lit === a ? b : a;
        if (lit === undefined || lit.type !== 'outcome' || lit.v.k !== 'out' || other.type !== 'rule-outcome') err('write outcome = L (or R, N, P)', u.at);
        const f: Formula = { k: 'outcome', v: (lit as { v: { v: Outcome } }).v.v };
        return { type: 'bool', v: u.ops[0] === '=' ? f : { k: 'not', a: f } };
      }
      const ts = xs.map((x, i) => {
        if (x.type !== 'int') err(`a comparison compares terms, but ${describe(x)} was given (use iff to compare formulas)`, u.xs[i]!.at);
        return (x as { v: Term }).v;
      });
      const parts: Formula[] = u.ops.map((op, i) => ({ k: 'cmp', op, a: ts[i]!, b: ts[i + 1]! }));
      return { type: 'bool', v: parts.length === 1 ? parts[0]! : { k: 'and', xs: parts } };
    }
    case 'and':
    case 'or':
      return { type: 'bool', v: { k: u.t, xs: u.xs.map((x) => bool(x, sc, `an operand of ${u.t}`)) } };
    case 'not':
      return { type: 'bool', v: { k: 'not', a: bool(u.a, sc, 'the operand of not') } };
    case 'implies':
    case 'iff':
      return { type: 'bool', v: { k: u.t, a: bool(u.a, sc, `an operand of ${u.t}`), b: bool(u.b, sc, `an operand of ${u.t}`) } };
    case 'ite': {
      const conds = u.branches.map(([c]) => bool(c, sc, 'the condition of if'));
      const vals = [...u.branches.map(([, v]) => typeOf(v, sc)), typeOf(u.otherwise, sc)];
      const type = vals[0]!.type;
      vals.forEach((v, i) => {
        if (v.type !== type || type === 'rule-outcome') err(`the branches of an if must be all terms, all formulas or all outcomes (L, R, N, P); this one is ${describe(v)}`, (i < u.branches.length ? u.branches[i]![1] : u.otherwise).at);
      });
      const branches = conds.map((c, i) => [c, (vals[i] as { v: unknown }).v] as const);
      const otherwise = (vals[vals.length - 1] as { v: unknown }).v;
      if (type === 'int') return { type, v: { k: 'ite', branches: branches as Array<[Formula, Term]>, otherwise: otherwise as Term } };
      if (type === 'bool') return { type, v: { k: 'ite', branches: branches as Array<[Formula, Formula]>, otherwise: otherwise as Formula } };
      return { type: 'outcome', v: { k: 'ite', branches: branches as Array<[Formula, OutcomeExpr]>, otherwise: otherwise as OutcomeExpr } };
    }
  }
}

function describe(x: Typed): string {
  return x.type === 'int' ? 'a term' : x.type === 'bool' ? 'a formula' : x.type === 'outcome' ? 'an outcome (L, R, N, P)' : "the rule's outcome";
}

function constant(t: Term): number | undefined {
  if (t.k === 'int') return t.v;
  if (t.k === 'mul' && t.a.k === 'int') return t.c * t.a.v;
  return undefined;
}

function int(u: U, sc: Scope, what: string): Term {
  const x = typeOf(u, sc);
  if (x.type !== 'int') err(`${what} must be a term, but ${describe(x)} was given`, u.at);
  return (x as { v: Term }).v;
}

function bool(u: U, sc: Scope, what: string): Formula {
  const x = typeOf(u, sc);
  if (x.type !== 'bool') err(`${what} must be a formula, but ${describe(x)} was given`, u.at);
  return (x as { v: Formula }).v;
}

function nameType(name: string, at: Tok, sc: Scope): Typed {
  if (OUTCOME_NAMES.has(name)) return { type: 'outcome', v: { k: 'out', v: name as Outcome } };
  if (name === 'l') return { type: 'int', v: { k: 'total', side: 0 } };
  if (name === 'r') return { type: 'int', v: { k: 'total', side: 1 } };
  const m = /^([lr])([0-9]+)$/.exec(name);
  if (m) {
    const value = Number(m[2]);
    if (!(value >= 1 && value <= sc.n) || m[2]!.startsWith('0')) err(`there is no count ${name} with finger count ${sc.n} (the counts are l1..l${sc.n} and r1..r${sc.n})`, at);
    return { type: 'int', v: { k: 'count', side: m[1] === 'l' ? 0 : 1, value } };
  }
  if (name === 'left-first-wins' || name === 'right-first-wins') {
    if (!sc.gameAtoms) err(`${name} may be used only in a theorem (it is the rule being defined)`, at);
    return { type: 'bool', v: { k: 'game', which: name } };
  }
  if (name === 'outcome') {
    if (!sc.gameAtoms) err("the rule's outcome may be used only in a theorem", at);
    return { type: 'rule-outcome' };
  }
  const def = sc.lets.get(name);
  if (def === undefined) err(`unknown name '${clip(name, 40)}' (counts are l1..l${sc.n}, r1..r${sc.n}, l and r; other names need a let above their use)`, at);
  return def!.type === 'int' ? { type: 'int', v: { k: 'ref', def: def! } } : { type: 'bool', v: { k: 'ref', def: def! } };
}

const RESERVED_NAME = /^(?:[lr][0-9]+|[lr]|[LRNP])$/;

/**
 * Reads a rule text (see the module documentation for the language). The finger count is the
 * text's `fingers` line or `opts.fingers`; when both are given they must agree. Throws a
 * {@link RuleError} (with line and column) for anything outside the language.
 */
export function parseRule(text: string, opts: { fingers?: number } = {}): Rule {
  if (typeof text !== 'string') throw new RuleError('a rule must be given as text');
  if (text.length > MAX_RULE_LENGTH) throw new RuleError(`the rule text is longer than ${MAX_RULE_LENGTH} characters`);
  const stmts = new Parser(lex(text)).statements();
  let n: number | undefined;
  for (const s of stmts) {
    if (s.s !== 'fingers') continue;
    if (n !== undefined) err('the finger count is given twice', s.at);
    n = s.n;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_RULE_FINGERS) err(`the finger count must be from 1 to ${MAX_RULE_FINGERS}, got ${clip(s.n, 40)}`, s.at);
  }
  if (opts.fingers !== undefined) {
    if (!Number.isSafeInteger(opts.fingers) || opts.fingers < 1 || opts.fingers > MAX_RULE_FINGERS) throw new RuleError(`the finger count must be an integer from 1 to ${MAX_RULE_FINGERS}, got ${clip(opts.fingers, 40)}`);
    if (n !== undefined && n !== opts.fingers) throw new RuleError(`the rule is for finger count ${n}, not ${opts.fingers}`);
    n = opts.fingers;
  }
  if (n === undefined) throw new RuleError('the finger count is not given (a line "fingers N" in the rule, or the fingers option)');
  const sc: Scope = { n, lets: new Map(), gameAtoms: false };
  const lets: LetDef[] = [];
  let outcome: OutcomeExpr | undefined;
  let lfw: Formula | undefined;
  let rfw: Formula | undefined;
  const claims: Claim[] = [];
  const theorems: Theorem[] = [];
  const pending: Array<Extract<Stmt, { s: 'theorem' }>> = [];
  let first: Tok | undefined;
  for (const s of stmts) {
    switch (s.s) {
      case 'fingers':
        break;
      case 'let': {
        if (RESERVED_NAME.test(s.name)) err(`'${s.name}' is a count or an outcome and cannot be redefined`, s.at);
        if (sc.lets.has(s.name)) err(`'${clip(s.name, 40)}' is defined twice`, s.at);
        const x = typeOf(s.body, sc);
        if (x.type !== 'int' && x.type !== 'bool') err(`a let defines a term or a formula, not ${describe(x)}`, s.at);
        const def: LetDef = { name: s.name, type: x.type as 'int' | 'bool', body: (x as { v: Term | Formula }).v, index: lets.length };
        if (def.type === 'int') {
          const mag = magnitude(def.body as Term, n);
          if (mag > MAX_MAGNITUDE) err('the coefficients of this term are too large', s.at);
          letMagnitude.set(def, mag);
        } else checkMagnitudes(def.body as Formula, n);
        lets.push(def);
        sc.lets.set(s.name, def);
        break;
      }
      case 'outcome': {
        if (outcome !== undefined || lfw !== undefined) err('the rule is given twice', s.at);
        const x = typeOf(s.body, sc);
        if (x.type !== 'outcome') err(`outcome = … needs L, R, N, P or an if-then-else of them, not ${describe(x)}`, s.at);
        outcome = (x as { v: OutcomeExpr }).v;
        first ??= s.at;
        break;
      }
      case 'wins': {
        if (outcome !== undefined || (s.which === 'left-first-wins' ? lfw : rfw) !== undefined) err('the rule is given twice', s.at);
        const f = bool(s.body, sc, s.which);
        if (s.which === 'left-first-wins') lfw = f;
        else rfw = f;
        first ??= s.at;
        break;
      }
      case 'claim':
        claims.push({ kind: s.kind, when: bool(s.body, sc, 'a claim'), line: s.at.line });
        first ??= s.at;
        break;
      case 'theorem':
        pending.push(s);
        break;
    }
  }
  if (rfw !== undefined && lfw === undefined) throw new RuleError('right-first-wins is given without left-first-wins');
  const complete = outcome !== undefined || lfw !== undefined;
  if (complete && claims.length > 0) err('a rule is either complete (outcome = …, or left-first-wins = …) or made of claims, not both', first!);
  if (!complete && claims.length === 0) throw new RuleError('the rule states nothing: expected outcome = …, left-first-wins = … or claim …');
  if (pending.length > 0 && !complete) err('theorems follow from a complete rule; this rule is made of claims', pending[0]!.at);
  const names = new Set<string>();
  for (const s of pending) {
    if (names.has(s.name)) err(`two theorems are named ${clip(s.name, 40)}`, s.at);
    names.add(s.name);
    theorems.push({ name: s.name, formula: bool(s.body, { ...sc, gameAtoms: true }, 'a theorem'), line: s.at.line });
  }
  for (const walk of [outcome, lfw, rfw, ...claims.map((c) => c.when), ...theorems.map((t) => t.formula)]) if (walk !== undefined) checkMagnitudes(walk, n);
  return Object.freeze({
    fingers: n,
    kind: complete ? 'complete' : 'claims',
    text,
    lets,
    ...(outcome !== undefined ? { outcome } : {}),
    ...(lfw !== undefined ? { leftFirstWins: lfw } : {}),
    ...(rfw !== undefined ? { rightFirstWins: rfw } : {}),
    claims,
    theorems,
  }) as Rule;
}

/** Refuses terms whose values could leave the evaluator's exact range. */
function checkMagnitudes(root: Formula | OutcomeExpr, n: number): void {
  const stack: Array<Formula | OutcomeExpr> = [root];
  while (stack.length > 0) {
    const f = stack.pop()!;
    switch (f.k) {
      case 'cmp':
        if (magnitude(f.a, n) > MAX_MAGNITUDE || magnitude(f.b, n) > MAX_MAGNITUDE) throw new RuleError('the coefficients of a comparison are too large');
        break;
      case 'and':
      case 'or':
        stack.push(...f.xs);
        break;
      case 'not':
        stack.push(f.a);
        break;
      case 'implies':
      case 'iff':
        stack.push(f.a, f.b);
        break;
      case 'ite':
        for (const [c, v] of f.branches) stack.push(c, v);
        stack.push(f.otherwise);
        break;
      default:
        break;
    }
  }
}

/** The rule itself when `x` is a rule read by {@link parseRule}, else a {@link RuleError}. @internal */
export function requireRule(x: unknown): Rule {
  const r = x as Rule;
  if (r === null || typeof r !== 'object' || typeof r.fingers !== 'number' || !Array.isArray(r.lets) || !Array.isArray(r.claims) || !Array.isArray(r.theorems) || (r.kind !== 'complete' && r.kind !== 'claims')) {
    throw new RuleError('expected a rule read by parseRule');
  }
  return r;
}
