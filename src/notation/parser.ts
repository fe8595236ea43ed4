/**
 * The parser of CGSuite 2.x plain text (and its Unicode forms) into canonical games.
 *
 * Grammar (tokens from the lexer; "adjacent" means no space between tokens):
 *
 *     expr    := unary (('+' | '-') unary)*
 *     unary   := ('-' | '+' | '+-' | '±')* primary       (prefixes bind tighter than sums)
 *     primary := literal | name | '(' expr ')' | braces | ('Tiny' | 'Miny') '(' expr ')'
 *     literal := num? arrows? star?   adjacent, at least one part; or num adjacent to Tiny/Miny;
 *                a '-' touching num is its sign: `-1^*` = (−1)↑*, while `- 1^*` = −(1↑*)
 *     braces  := '{' item (sep item)* '}'    sep := ',' | a run of n '|'; items may be empty
 *
 * Inside braces, commas bind tighter than bars and more bars bind looser: `{a,b|c||d}` is
 * {{a,b|c} | d}. Right after `+-` a braced list without bars is a set of Left options:
 * `+-{a,b}` = {a,b | −a,−b}.
 *
 * The parser descends recursively only into parentheses, braces and Tiny/Miny arguments, and
 * that nesting is limited (`maxDepth`, default 1000), so no text can overflow the native stack;
 * everything else is a loop. Each token is examined a bounded number of times, so parsing is
 * linear in the text (plus the cost of building the games).
 */
import { add, neg, sub } from '../engine/arith.js';
import { game } from '../engine/canonical.js';
import { nus, zero } from '../engine/constructors.js';
import { toDyadic } from '../engine/dyadic.js';
import { ValueError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { ParseError } from './errors.js';
import { describe, lex, Positions, type Token } from './lexer.js';
import { upNthChained, upNthStarChained, upPowChained } from './uptimal.js';

/** Options of {@link parse}. */
export interface ParseOptions {
  /**
   * Named values usable in the text, such as `{ J: game([zero], [upNth(2)]) }` for `±J`.
   * Names are words (`[A-Za-z_][A-Za-z0-9_]*`) other than `Tiny`, `Miny` and the arrows `v`, `vv`, `v3`.
   */
  readonly names?: Readonly<Record<string, Game>> | ReadonlyMap<string, Game>;
  /** Largest k accepted in `*k`, `^k`, `^[k]`, `^<k>` (default 100000): larger values are a ParseError. */
  readonly maxIndex?: number;
  /** Deepest nesting of parentheses, braces and Tiny/Miny arguments (default 1000). */
  readonly maxDepth?: number;
}

const RESERVED = new Set(['Tiny', 'Miny']);

/** Checks and normalises a names option into a Map. @internal */
export function nameMap(names: ParseOptions['names']): Map<string, Game> {
  const m = new Map<string, Game>(names instanceof Map ? names : Object.entries(names ?? {}));
  for (const [k, v] of m) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) || RESERVED.has(k) || /^v+\d*$/.test(k)) {
      throw new ValueError(`'${k}' cannot be a name: names are words other than Tiny, Miny, v, vv, v3, …`);
    }
    if (v === null || typeof v !== 'object' || !('leftOptions' in v)) throw new ValueError(`the name '${k}' is not bound to a Game`);
  }
  return m;
}

/** ±G = {G | −G}, and with several Left options {a,b,… | −a,−b,…}. */
function plusMinus(opts: readonly Game[]): Game {
  return game(opts, opts.map(neg));
}

/**
 * Reads a game written in CGSuite 2.x notation: `{1,{2|1}|-1}`, `{0|*||*|||*||||*}`, `3/2v*2`,
 * `^[2]*`, `+-{4|2}`, `±1`, `Tiny({3|1})`, `1 + ^ - *`, Unicode `⇑*`, `↑^[3]`, `↓_[2]`, and names
 * given in `options.names`. Bad text is a {@link ParseError} with its line, column, what was
 * expected and what was found.
 */
export function parse(text: string, options: ParseOptions = {}): Game {
  if (typeof text !== 'string') throw new ParseError(1, 1, 'a string', typeof text);
  const pos = new Positions(text);
  const names = nameMap(options.names);
  const maxDepth = options.maxDepth ?? 1000;
  const toks = lex(text, pos, { maxIndex: options.maxIndex ?? 100_000 });
  let p = 0;
  let depth = 0;

  const peek = (): Token => toks[p]!;
  const found = (t: Token): string => describe(text, t.start, t.end);
  const fail = (t: Token, expected: string, detail?: string): never => {
    throw pos.error(t.start, expected, found(t), detail);
  };
  const expect = (kind: Token['t'], expected: string): Token => {
    const t = peek();
    if (t.t !== kind) fail(t, expected);
    p++;
    return t;
  };
  /** Runs an engine operation, turning a ValueError into a ParseError at token t. */
  const value = <T>(t: Token, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ValueError) return fail(t, 'a value that can be represented', e.message);
      throw e;
    }
  };
  const enter = (t: Token): void => {
    if (++depth > maxDepth) fail(t, `nesting at most ${maxDepth} deep`, `nesting deeper than ${maxDepth}`);
  };

  const result = expr();
  const end = peek();
  if (end.t !== 'eof') fail(end, "an operator ('+' or '-') or end of input");
  return result;

  function expr(): Game {
    let g = unary();
    for (;;) {
      const t = peek();
      if (t.t !== '+' && t.t !== '-') return g;
      p++;
      const h = unary();
      const a = g;
      g = value(t, () => (t.t === '+' ? add(a, h) : sub(a, h)));
    }
  }

  function unary(): Game {
    const ops: Token[] = [];
    for (;;) {
      const t = peek();
      // a minus sign touching a number is the number's sign: -1^* is (−1)↑*, -1/2Tiny(G) is −1/2 + Tiny(G)
      if (t.t === '-' && toks[p + 1]!.t === 'num' && toks[p + 1]!.start === t.end) break;
      if (t.t === '-' || t.t === '±') {
        ops.push(t);
        p++;
      } else if (t.t === '+') {
        const u = toks[p + 1]!;
        if (u.t === '-' && u.start === t.end) {
          ops.push({ t: '±', start: t.start, end: u.end });
          p += 2;
        } else p++; // unary plus
      } else break;
    }
    let g: Game;
    const last = ops[ops.length - 1];
    if (last?.t === '±' && peek().t === '{') {
      const r = braces(true);
      g = Array.isArray(r) ? value(last, () => plusMinus(r)) : value(last, () => plusMinus([r as Game]));
      ops.pop();
    } else g = primary();
    for (let i = ops.length - 1; i >= 0; i--) {
      const op = ops[i]!;
      const h = g;
      g = op.t === '-' ? neg(h) : value(op, () => plusMinus([h]));
    }
    return g;
  }

  function primary(): Game {
    const t = peek();
    switch (t.t) {
      case '(': {
        p++;
        enter(t);
        const g = expr();
        expect(')', "')'");
        depth--;
        return g;
      }
      case '{':
        return braces(false) as Game;
      case 'ident':
        return ident(t, zero);
      case '-': // only as the sign of an adjacent number (see unary)
      case 'num':
      case 'ups':
      case 'nth':
      case 'pow':
      case 'star':
        return literal();
      default:
        return fail(t, 'a game');
    }
  }

  /** A name, or Tiny(G) / Miny(G) translated by x. */
  function ident(t: Token & { t: 'ident' }, x: Game): Game {
    p++;
    if (t.name === 'Tiny' || t.name === 'Miny') {
      const open = expect('(', `'(' after ${t.name}`);
      enter(open);
      const y = expr();
      expect(')', "')'");
      depth--;
      // Tiny(G) = {0 || 0 | −G}, Miny(G) = {G | 0 || 0}
      const core = t.name === 'Tiny' ? game([zero], [game([zero], [neg(y)])]) : game([game([y], [zero])], [zero]);
      return value(t, () => add(x, core));
    }
    const g = names.get(t.name);
    if (g === undefined) {
      return fail(t, names.size > 0 ? `a game or one of the names ${[...names.keys()].join(', ')}` : 'a game', `unknown name '${t.name}'`);
    }
    return g;
  }

  /** number? arrows? star?, parts adjacent, or a number adjacent to Tiny/Miny. */
  function literal(): Game {
    let t = peek();
    const first = t;
    let x = 0;
    let g: Game | undefined;
    let k = 0;
    let m = 0;
    let prevEnd = -1;
    let nthStar: { n: number; sign: number } | undefined;
    const adjacent = (u: Token): boolean => u.start === prevEnd;
    let sign = '';
    if (t.t === '-') {
      sign = '-';
      p++;
      t = peek();
    }
    if (t.t === 'num') {
      const text0 = sign + t.text;
      x = value(t, () => toDyadic(text0));
      p++;
      prevEnd = t.end;
      t = peek();
      if (t.t === 'ident' && adjacent(t) && (t.name === 'Tiny' || t.name === 'Miny')) return ident(t, nus(x, 0, 0));
    }
    if ((t.t === 'ups' || t.t === 'nth' || t.t === 'pow') && (prevEnd < 0 || adjacent(t))) {
      if (t.t === 'ups') k = t.k;
      else if (t.t === 'nth') {
        const n = t.n;
        nthStar = { n, sign: t.sign };
        g = t.sign > 0 ? upNthChained(n) : neg(upNthChained(n));
      } else {
        const n = t.n;
        const u = t;
        g = value(u, () => {
          if (n < 1) throw new ValueError('a power of up needs an exponent of at least 1');
          return u.sign > 0 ? upPowChained(n) : neg(upPowChained(n));
        });
      }
      p++;
      prevEnd = t.end;
      t = peek();
    }
    if (t.t === 'star' && (prevEnd < 0 || adjacent(t))) {
      m = t.m;
      p++;
      prevEnd = t.end;
    }
    if (prevEnd < 0) return fail(first, 'a game');
    if (nthStar !== undefined && m === 1) {
      // ↑^[n]* directly from its chain ({0, ↑^[n−1]* | 0}), then the number by translation
      const s = nthStar;
      m = 0;
      g = s.sign > 0 ? upNthStarChained(s.n) : neg(upNthStarChained(s.n));
    }
    const base = nus(x, k, m);
    return g ? value(first, () => add(base, g!)) : base;
  }

  /**
   * `{ … }`. Returns the game, or (when `listOk`, right after ±) the list of games of a braced
   * list without bars.
   */
  function braces(listOk: boolean): Game | Game[] {
    const open = peek();
    p++;
    enter(open);
    // items[i] is followed by seps[i]; an empty item is null, located at the next token
    const items: (Game | null)[] = [];
    const at: Token[] = [];
    const seps: Token[] = [];
    for (;;) {
      const t = peek();
      if (t.t === ',' || t.t === 'bar' || t.t === '}') {
        items.push(null);
        at.push(t);
      } else {
        items.push(expr());
        at.push(t);
      }
      const s = peek();
      if (s.t === '}') break;
      if (s.t !== ',' && s.t !== 'bar') fail(s, "',', '|' or '}'");
      seps.push(s);
      p++;
    }
    const close = peek();
    p++;
    depth--;
    const barCount = (s: Token): number => (s.t === 'bar' ? s.count : 0);
    const hasBars = (lo: number, hi: number): boolean => {
      for (let i = lo; i < hi; i++) if (barCount(seps[i]!) > 0) return true;
      return false;
    };
    /** Items lo..hi (inclusive) without bars between them: a list of options. */
    const options = (lo: number, hi: number): Game[] => {
      if (lo === hi && items[lo] === null) return [];
      const out: Game[] = [];
      for (let i = lo; i <= hi; i++) {
        const g = items[i];
        if (g === null || g === undefined) return fail(at[i]!, 'a game');
        out.push(g);
      }
      return out;
    };
    /** Items lo..hi containing at least one bar: split at the unique longest run. */
    const build = (lo: number, hi: number): Game => {
      let max = 0;
      let split = -1;
      for (let i = lo; i < hi; i++) {
        const c = barCount(seps[i]!);
        if (c > max) {
          max = c;
          split = i;
        } else if (c === max && c > 0) {
          fail(seps[i]!, `braces or a longer run of bars`, `two runs of ${max} bars at the same level`);
        }
      }
      const leftBars = hasBars(lo, split);
      const rightBars = hasBars(split + 1, hi);
      if (max > 1 && !leftBars && !rightBars) {
        fail(seps[split]!, "'|'", `a run of ${max} bars separates nothing written with fewer bars`);
      }
      const L = leftBars ? [build(lo, split)] : options(lo, split);
      const R = rightBars ? [build(split + 1, hi)] : options(split + 1, hi);
      return game(L, R);
    };
    const last = items.length - 1;
    if (!hasBars(0, seps.length)) {
      if (listOk) {
        const list = options(0, last);
        if (list.length === 0) fail(close, 'a game');
        return list;
      }
      return fail(close, "'|'");
    }
    return build(0, last);
  }
}
