/**
 * The lexer of CGSuite notation. One pass, linear in the text; every character is consumed by
 * exactly one token or rejected with a {@link ParseError}.
 *
 * Compound literals are single tokens: `^[100000]`, `v<3>`, `^^`, `v9`, `*8`, `↑^[2]`, `↓_[3]`, and
 * CGSuite's upon forms `^[on]`, `v<on>` (and `↑^[on]`, `↓_[on]`, `↑^<on>`, `↓^<on>`).
 * `^k` and `vk` are k·↑ and k·↓ (CGSuite), `^<k>` the k-th power of up, `^[k]` = ↑ + ↑² + … + ↑^k.
 */
import { ParseError } from './errors.js';
import { termsStartingWith, type TermDefinition } from './terms.js';

/** A token. `start` and `end` are offsets into the text (end exclusive). */
export type Token =
  /**
   * A numeral: `3`, `3/16`, a decimal `2.5`; `digits` when a fraction is followed by an uptimal
   * expansion's digits (`-1/2.0`, `25/16.0`).
   */
  | { readonly t: 'num'; readonly text: string; readonly digits?: readonly number[]; readonly start: number; readonly end: number }
  /** k·↑ (k < 0 for ↓). */
  | { readonly t: 'ups'; readonly k: number; readonly start: number; readonly end: number }
  /** ±↑^[n] (sign 1 or −1). */
  | { readonly t: 'nth'; readonly n: number; readonly sign: number; readonly start: number; readonly end: number }
  /** ±↑^n. */
  | { readonly t: 'pow'; readonly n: number; readonly sign: number; readonly start: number; readonly end: number }
  /**
   * CGSuite's upon forms: `^[on]` (upon, type 'upon') and `^<on>` (uponth, type 'uponth'); sign −1
   * for `v[on]`, `v<on>` (Unicode `↑^[on]`, `↓_[on]`, `↑^<on>`, `↓^<on>`).
   */
  | { readonly t: 'upon'; readonly type: 'upon' | 'uponth'; readonly sign: number; readonly start: number; readonly end: number }
  /**
   * `*m`; `digits` when followed by an uptimal expansion's digits (`*.22`, `*8.0`, `*0.1111`).
   * `big` holds the digit text of `*k` when k exceeds `maxIndex` (or is not a safe integer): the
   * parser refuses it as a nimber but reads it as a factor (`(G)*200000`), see parser.ts.
   */
  | { readonly t: 'star'; readonly m: number; readonly digits?: readonly number[]; readonly big?: string; readonly start: number; readonly end: number }
  | { readonly t: 'ident'; readonly name: string; readonly start: number; readonly end: number }
  | { readonly t: 'bar'; readonly count: number; readonly start: number; readonly end: number }
  /** A registered position term (see terms.ts), one atom. */
  | { readonly t: 'term'; readonly def: TermDefinition; readonly start: number; readonly end: number }
  | { readonly t: '{' | '}' | '(' | ')' | ',' | '+' | '-' | '±' | ':' | '.' | '&' | 'eof'; readonly start: number; readonly end: number };

/** Converts an offset to a 1-based line and column. */
export class Positions {
  private readonly lineStarts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }
  /** Line and column of an offset. */
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo]! + 1 };
  }
  /** A ParseError at an offset. */
  error(offset: number, expected: string, found: string, detail?: string): ParseError {
    const { line, column } = this.at(offset);
    return new ParseError(line, column, expected, found, detail);
  }
}

const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u; // controls, format characters, lone surrogates, line breaks
/** A character of error text, escaped when invisible or ambiguous: `\0`, `\n`, `\x7f`, a lone surrogate `\ud83d`, `\\`. */
function shown(c: string): string {
  const u = c.codePointAt(0)!;
  if (c === '\\') return '\\\\';
  if (u === 0) return '\\0';
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  if (!INVISIBLE.test(c)) return c;
  return u < 0x100 ? '\\x' + u.toString(16).padStart(2, '0') : '\\u' + u.toString(16).padStart(4, '0');
}

/**
 * Describes the text at an offset for error messages: `'|'`, `'Tiny'`, `'😀'`, `'\0'`,
 * `end of input`. Whole code points (a surrogate pair is never cut in half), at most 20 of them,
 * with control and format characters, lone surrogates and backslashes escaped.
 */
export function describe(text: string, start: number, end = start + 1): string {
  if (start >= text.length) return 'end of input';
  // 41 UTF-16 units hold at least 21 code points once a cut pair is completed: enough to know whether to elide
  let stop = Math.min(Math.max(end, start + 1), start + 41);
  // never end between the halves of a surrogate pair
  if (stop < text.length && isHigh(text.charCodeAt(stop - 1)) && isLow(text.charCodeAt(stop))) stop++;
  const cps = Array.from(text.slice(start, stop));
  const s = cps.slice(0, 20).map(shown).join('');
  return `'${cps.length > 20 ? s + '…' : s}'`;
}

const isHigh = (u: number): boolean => u >= 0xd800 && u < 0xdc00;
const isLow = (u: number): boolean => u >= 0xdc00 && u < 0xe000;

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
/** A character that can start an uptimal expansion digit. */
const isExpansionDigit = (c: string | undefined): boolean => c !== undefined && ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || c === '(');
/** The most digits after a decimal point (a longer decimal cannot name a double exactly). */
const MAX_DECIMALS = 1100;
const isWordStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
const isWord = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** The error for an index `s` (digits at offset j) above the limit maxIndex. @internal */
export function indexError(pos: Positions, j: number, s: string, what: string, maxIndex: number): ParseError {
  return pos.error(j, `an index at most ${maxIndex}`, `'${s.length > 20 ? s.slice(0, 20) + '…' : s}'`, `${what} ${s} exceeds the limit maxIndex = ${maxIndex}`);
}

/** Limits applied while lexing. */
export interface LexLimits {
  /** Largest index accepted in `*k`, `^[k]`, `^<k>` and `k` in `^k`. */
  readonly maxIndex: number;
}

/** Splits text into tokens; the last token is `eof`. */
export function lex(text: string, pos: Positions, limits: LexLimits): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;

  /** Reads digits at j; returns [value, end]. */
  const index = (j: number, what: string): [number, number] => {
    let e = j;
    while (isDigit(text[e])) e++;
    if (e === j) throw pos.error(j, `digits (${what})`, describe(text, j));
    const s = text.slice(j, e);
    const v = Number(s);
    if (!Number.isSafeInteger(v) || v > limits.maxIndex) {
      throw indexError(pos, j, s, what, limits.maxIndex);
    }
    return [v, e];
  };
  /** Reads `[k]` or `<k>` at j (text[j] is the opening bracket). */
  const bracketed = (j: number, what: string): [number, number] => {
    const close = text[j] === '[' ? ']' : '>';
    const [v, e] = index(j + 1, what);
    if (text[e] !== close) throw pos.error(e, `'${close}'`, describe(text, e));
    return [v, e + 1];
  };

  const termFail = (offset: number, expected: string, detail?: string): never => {
    throw pos.error(offset, expected, describe(text, offset), detail);
  };
  scan: while (i < n) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    const terms = termsStartingWith(c);
    if (terms !== undefined) {
      for (const def of terms) {
        const e = def.lex(text, i, termFail);
        if (typeof e !== 'number' || !Number.isInteger(e) || e > n) termFail(i, `a term '${def.name}' whose lex gives an offset in the text`);
        if (e > i) {
          out.push({ t: 'term', def, start, end: e });
          i = e;
          continue scan;
        }
      }
    }
    if (isDigit(c)) {
      let e = i;
      while (isDigit(text[e])) e++;
      let fraction = false;
      if (text[e] === '/' && isDigit(text[e + 1])) {
        fraction = true;
        e++;
        while (isDigit(text[e])) e++;
      }
      if (!fraction && text[e] === '.' && isDigit(text[e + 1])) {
        // a decimal: read as the dyadic it names (2.5, 0.375), or rejected when not dyadic (0.1)
        const d = e + 1;
        e = d;
        while (isDigit(text[e])) e++;
        if (e - d > MAX_DECIMALS) throw pos.error(d, `at most ${MAX_DECIMALS} digits after the decimal point`, describe(text, d, e), 'a decimal this long is not an exact double');
        out.push({ t: 'num', text: text.slice(i, e), start, end: e });
      } else if (fraction && text[e] === '.' && isExpansionDigit(text[e + 1])) {
        const [digits, e2] = expansion(e + 1);
        out.push({ t: 'num', text: text.slice(i, e), digits, start, end: e2 });
        e = e2;
      } else out.push({ t: 'num', text: text.slice(i, e), start, end: e });
      i = e;
    } else if (c === '^' || c === '↑' || c === '↓' || c === '⇑' || c === '⇓') {
      i = arrow(start);
    } else if (isWordStart(c)) {
      let e = i;
      while (isWord(text[e])) e++;
      const w = text.slice(i, e);
      if (w === 'v' && (text.startsWith('[on]', e) || text.startsWith('<on>', e))) {
        out.push({ t: 'upon', type: text[e] === '[' ? 'upon' : 'uponth', sign: -1, start, end: e + 4 });
        i = e + 4;
      } else if (w === 'v' && (text[e] === '[' || text[e] === '<')) {
        const [k, e2] = bracketed(e, text[e] === '[' ? 'v[k]' : 'v<k>');
        if (text[e] === '[') out.push({ t: 'nth', n: k, sign: -1, start, end: e2 });
        else out.push({ t: 'pow', n: k, sign: -1, start, end: e2 });
        i = e2;
      } else if (/^v+$/.test(w)) {
        out.push({ t: 'ups', k: -w.length, start, end: e });
        i = e;
      } else if (/^v\d+$/.test(w)) {
        const [k] = index(i + 1, 'vk');
        out.push({ t: 'ups', k: -k, start, end: e });
        i = e;
      } else {
        out.push({ t: 'ident', name: w, start, end: e });
        i = e;
      }
    } else if (c === '*') {
      let m = 1;
      let e = i + 1;
      let big: string | undefined;
      if (isDigit(text[i + 1])) {
        // the limit on k is checked by the parser, which knows whether *k is a nimber or `* k`
        while (isDigit(text[e])) e++;
        const s = text.slice(i + 1, e);
        m = Number(s);
        if (!Number.isSafeInteger(m) || m > limits.maxIndex) big = s;
      }
      let digits: number[] | undefined;
      // an uptimal expansion: *.22, *8.0, 73/16*8.9-, *0.1111
      if (text[e] === '.' && isExpansionDigit(text[e + 1])) [digits, e] = expansion(e + 1);
      const extra = { ...(digits === undefined ? {} : { digits }), ...(big === undefined ? {} : { big }) };
      out.push({ t: 'star', m, ...extra, start, end: e });
      i = e;
    } else if (c === '|') {
      let e = i;
      while (text[e] === '|') e++;
      out.push({ t: 'bar', count: e - i, start, end: e });
      i = e;
    } else if (c === '.' && isDigit(text[i + 1])) {
      // McKay's and the paper's order, digits then star: .22* (= CGSuite's *.22)
      let [digits, e] = expansion(i + 1);
      let m = 0;
      if (text[e] === '*') {
        m = 1;
        e++;
        if (isDigit(text[e])) [m, e] = index(e, '*k');
      }
      out.push({ t: 'star', m, digits, start, end: e });
      i = e;
    } else if (c === '{' || c === '}' || c === '(' || c === ')' || c === ',' || c === '+' || c === '-' || c === '±' || c === ':' || c === '.' || c === '&') {
      out.push({ t: c, start, end: i + 1 });
      i++;
    } else if (c === '−') {
      out.push({ t: '-', start, end: i + 1 });
      i++;
    } else {
      throw pos.error(i, 'a game, an operator or a separator', describe(text, i), 'unexpected character');
    }
  }
  out.push({ t: 'eof', start: n, end: n });
  return out;

  /**
   * The digits of an uptimal expansion from offset j (after the '.'): `0`–`9`, `A`–`Z` (10–35),
   * `(n)`, each followed by `-` when negative (CGSuite's UptimalExpansion output). Trailing zero
   * digits are dropped. Returns the digits and the end offset.
   */
  function expansion(j: number): [number[], number] {
    const digits: number[] = [];
    let e = j;
    for (;;) {
      const c = text[e];
      let d: number;
      if (isDigit(c)) (d = c!.charCodeAt(0) - 48), e++;
      else if (c !== undefined && c >= 'A' && c <= 'Z') (d = c.charCodeAt(0) - 55), e++;
      else if (c === '(' && isDigit(text[e + 1])) {
        const [v, e2] = index(e + 1, 'uptimal digit');
        if (text[e2] !== ')') throw pos.error(e2, "')'", describe(text, e2));
        d = v;
        e = e2 + 1;
      } else break;
      if (text[e] === '-') (d = -d), e++;
      digits.push(d === 0 ? 0 : d);
      if (digits.length > limits.maxIndex) throw pos.error(j, `at most ${limits.maxIndex} uptimal digits`, describe(text, j), `the expansion exceeds the limit maxIndex = ${limits.maxIndex}`);
    }
    while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
    return [digits, e];
  }

  /** An arrow literal starting at `s`; pushes its token and returns the end offset. */
  function arrow(s: number): number {
    const c = text[s]!;
    const up = c === '^' || c === '↑' || c === '⇑';
    const sign = up ? 1 : -1;
    const single = c === '^' || c === '↑' || c === '↓';
    const j = s + 1;
    // the upon forms: ^[on], ^<on>, ↑^[on], ↓_[on], ↑^<on>, ↓^<on>
    if (single) {
      const b = c === '^' ? j : j + 1;
      const lead = c === '^' || (text[j] === (text[b] === '[' && !up ? '_' : '^'));
      if (lead && (text.startsWith('[on]', b) || text.startsWith('<on>', b))) {
        out.push({ t: 'upon', type: text[b] === '[' ? 'upon' : 'uponth', sign, start: s, end: b + 4 });
        return b + 4;
      }
    }
    if (single && (c === '^' ? text[j] === '[' : text[j] === (up ? '^' : '_') && text[j + 1] === '[')) {
      const b = c === '^' ? j : j + 1;
      const [k, e] = bracketed(b, 'up-nth');
      out.push({ t: 'nth', n: k, sign, start: s, end: e });
      return e;
    }
    if (single && (c === '^' ? text[j] === '<' : text[j] === '^' && (text[j + 1] === '<' || isDigit(text[j + 1])))) {
      const b = c === '^' ? j : j + 1;
      const [k, e] = text[b] === '<' ? bracketed(b, 'power of up') : index(b, 'power of up');
      out.push({ t: 'pow', n: k, sign, start: s, end: e });
      return e;
    }
    if (single && isDigit(text[j])) {
      const [k, e] = index(j, 'multiple of up');
      out.push({ t: 'ups', k: sign * k, start: s, end: e });
      return e;
    }
    // a run of arrows of one direction: ^^^, ↑↑, ⇑↑, ↓⇓
    const run = c === '^' ? '^' : up ? '↑⇑' : '↓⇓';
    let e = s;
    let k = 0;
    while (e < n && run.includes(text[e]!)) {
      k += text[e] === '⇑' || text[e] === '⇓' ? 2 : 1;
      e++;
    }
    out.push({ t: 'ups', k: sign * k, start: s, end: e });
    return e;
  }
}
