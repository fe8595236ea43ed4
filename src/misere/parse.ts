/**
 * CGSuite's input for misère canonical forms: `*[4,2]` is the game with options *4 and *2, lists
 * nest (`*[[2],1]` has options {*2} and *), a list of one element is that element (`*[2]` = *2,
 * `*[[2]]` = {*2}), and sums are written with `+` (`*[2]+*[2]`, `*[[*[4]+*[2]]]`). The nimbers `*`,
 * `*n` and `0` are accepted too, and parentheses group.
 *
 * Invariant: the parser runs on an explicit stack (nesting as deep as the text allows), every
 * error is a {@link MisereParseError} with a 1-based column, and the limits bound the work.
 */
import { PartizanError, clip, LimitError } from '../engine/errors.js';
import { misereGame, misereNim, misereStar, misereSum, misereZero, type MisereGame } from './game.js';

/** Text that is not a misère game in CGSuite's notation. */
export class MisereParseError extends PartizanError {
  override name = 'MisereParseError';
  override readonly code: string = 'PARSE';
  /** The 1-based column where the problem was found. */
  readonly column: number;
  /** Builds the error at `column` (1-based). */
  constructor(message: string, column: number) {
    super(`${message} (column ${column})`);
    this.column = column;
  }
}

/** Limits of {@link parseMisere}. */
export interface MisereParseOptions {
  /** The longest text read (default 100,000 characters); beyond, a {@link LimitError}. */
  maxLength?: number;
  /** The largest nim heap *n the text may name (default 1,000: *n has n options). */
  maxNim?: number;
}

interface Frame {
  kind: 'top' | 'list' | 'paren';
  star: boolean;
  items: MisereGame[];
  terms: MisereGame[];
  /** true when a term is expected next (after an opening, a comma or a plus) */
  expect: boolean;
  column: number;
}

/**
 * Reads a misère game written in CGSuite's notation and returns its misère canonical form.
 * @throws MisereParseError on text that is not such a game; LimitError past the limits.
 */
export function parseMisere(text: string, opts: MisereParseOptions = {}): MisereGame {
  const maxLength = opts.maxLength ?? 100_000;
  const maxNim = opts.maxNim ?? 1_000;
  if (typeof text !== 'string') throw new MisereParseError('expected a text', 1);
  if (text.length > maxLength) throw new LimitError(`the text has ${text.length} characters, more than maxLength (${maxLength})`, 'maxLength');
  const stack: Frame[] = [{ kind: 'top', star: false, items: [], terms: [], expect: true, column: 1 }];
  let i = 0;
  const fail = (msg: string, at = i): never => {
    throw new MisereParseError(msg, at + 1);
  };
  const top = (): Frame => stack[stack.length - 1]!;
  const pushTerm = (g: MisereGame, at: number): void => {
    const f = top();
    if (!f.expect) fail(`expected '+', ',' or a closing bracket before ${clip(text.slice(at, at + 10), 10)}`, at);
    f.terms.push(g);
    f.expect = false;
  };
  const finishExpr = (f: Frame, at: number): MisereGame | undefined => {
    if (f.terms.length === 0) {
      if (f.expect && (f.items.length > 0 || f.kind !== 'list')) fail('expected a game', at);
      return undefined;
    }
    if (f.expect) fail('expected a game after +', at);
    return misereSum(f.terms);
  };
  const readInt = (): number => {
    const start = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    const s = text.slice(start, i);
    if (s.length > 9 || Number(s) > maxNim) throw new LimitError(`the nim heap *${clip(s, 20)} is larger than maxNim (${maxNim})`, 'maxNim');
    return Number(s);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const at = i;
    if (c >= '0' && c <= '9') {
      const n = readInt();
      if (top().kind === 'list') pushTerm(misereNim(n), at);
      else if (n === 0) pushTerm(misereZero, at);
      else fail(`a bare integer is a nim heap only inside a list: write *${n}`, at);
      continue;
    }
    if (c === '*') {
      i++;
      while (i < text.length && text[i] === ' ') i++;
      if (text[i] === '[') {
        if (!top().expect) fail("expected '+', ',' or a closing bracket", at);
        i++;
        stack.push({ kind: 'list', star: true, items: [], terms: [], expect: true, column: at + 1 });
      } else if (i < text.length && text[i]! >= '0' && text[i]! <= '9') pushTerm(misereNim(readInt()), at);
      else pushTerm(misereStar, at);
      continue;
    }
    if (c === '[' || c === '(') {
      if (!top().expect) fail("expected '+', ',' or a closing bracket", at);
      i++;
      stack.push({ kind: c === '[' ? 'list' : 'paren', star: false, items: [], terms: [], expect: true, column: at + 1 });
      continue;
    }
    if (c === ',') {
      const f = top();
      if (f.kind !== 'list') fail("a ',' outside a list", at);
      const g = finishExpr(f, at);
      if (g === undefined) fail("expected a game before ','", at);
      f.items.push(g!);
      f.terms = [];
      f.expect = true;
      i++;
      continue;
    }
    if (c === ']' || c === ')') {
      const f = top();
      if (f.kind !== (c === ']' ? 'list' : 'paren')) fail(`an unmatched '${c}'`, at);
      const g = finishExpr(f, at);
      if (g !== undefined) f.items.push(g);
      stack.pop();
      i++;
      let value: MisereGame;
      if (f.kind === 'paren') {
        if (f.items.length !== 1) fail('expected a game inside the parentheses', at);
        value = f.items[0]!;
      } else value = f.star && f.items.length === 1 ? f.items[0]! : misereGame(f.items);
      pushTerm(value, f.column - 1);
      continue;
    }
    if (c === '+') {
      const f = top();
      if (f.expect) fail("expected a game before '+'", at);
      f.expect = true;
      i++;
      continue;
    }
    fail(`unexpected character '${clip(c, 4)}'`, at);
  }
  if (stack.length > 1) fail(`the bracket opened at column ${top().column} is not closed`, text.length);
  const g = finishExpr(stack[0]!, text.length);
  if (g === undefined) fail('expected a game', text.length);
  return g!;
}
