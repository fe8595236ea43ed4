/**
 * Positions of SIMPLE CHOPSTICKS (Dailly, Gledel, Nowakowski, Santos 2024, Definition 1):
 * `(x1,…,xl | y1,…,yr)_n`, Left's hands x, Right's hands y, finger count n.
 *
 * Invariant: a {@link Position} is always valid: n is a positive safe integer, every hand is an
 * integer in 1..n, each side is sorted non-decreasingly, and both arrays are frozen. Build
 * positions with {@link position} or {@link parsePosition}; both check this.
 */
import { clip, PartizanError } from '../../engine/errors.js';
import { kindError, optionsArg, requireIterable } from '../../engine/guard.js';

/** A SIMPLE CHOPSTICKS position `(left | right)_n` (Definition 1). */
export interface Position {
  /** Left's hands: raised fingers, sorted non-decreasingly, each in 1..n. */
  readonly left: readonly number[];
  /** Right's hands: raised fingers, sorted non-decreasingly, each in 1..n. */
  readonly right: readonly number[];
  /** The finger count n ≥ 1 (the most fingers a hand can hold). */
  readonly n: number;
}

/** An invalid position or position text. `column` is 1-based in the parsed text (0 when not parsing). */
export class PositionError extends PartizanError {
  override name = 'PositionError';
  override readonly code: string = 'POSITION';
  /** The 1-based column of the text where the problem is, or 0 when the error is not about text. */
  readonly column: number;
  /** Builds the error; the message gains the column when one is given. */
  constructor(message: string, column = 0) {
    super(column > 0 ? `${message} (column ${column})` : message);
    this.column = column;
  }
}

/** Hands are capped so that keys and sums stay exact; a position with more is a PositionError. */
export const MAX_FINGERS = 2 ** 30;

function checkSide(side: readonly number[], n: number, who: string): number[] {
  const out: number[] = [];
  for (const x of side) {
    if (!Number.isInteger(x)) throw new PositionError(`${who} hand ${clip(typeof x === 'number' ? x : typeof x, 40)} is not an integer`);
    if (x < 1 || x > n) throw new PositionError(`${who} hand ${x} is outside 1..${n}`);
    out.push(x);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The position `(left | right)_n`; the hands may be given in any order (they are sorted).
 * Throws {@link PositionError} when n is not an integer ≥ 1 or a hand is outside 1..n.
 */
export function position(left: Iterable<number>, right: Iterable<number>, n: number): Position {
  if (!Number.isInteger(n) || n < 1 || n > MAX_FINGERS) throw new PositionError(`the finger count must be an integer in 1..${MAX_FINGERS}, got ${clip(n, 40)}`);
  const L = requireIterable<number>(left, 'position', 'left');
  const R = requireIterable<number>(right, 'position', 'right');
  return Object.freeze({ left: Object.freeze(checkSide(L, n, 'Left')), right: Object.freeze(checkSide(R, n, 'Right')), n });
}

/**
 * `p` checked at the door of a function that takes a position: an object with arrays `left` and
 * `right` and a finger count `n`, valid as {@link position} checks it; a KindError for the wrong
 * shape, a {@link PositionError} for values out of range. Returns `p` itself.
 * @internal
 */
export function requirePosition(p: unknown, fn: string, arg = 'p'): Position {
  const x = positionShape(p, fn, arg);
  // what position() accepts, checked in place (no copy, no sort); anything else is given to
  // position() for its error
  if (!(inRange(x.left, x.n) && inRange(x.right, x.n))) position(x.left, x.right, x.n);
  return x;
}

/** Every entry of `side` is an integer in 1..n, and n is a finger count position() accepts. */
function inRange(side: readonly number[], n: number): boolean {
  if (!Number.isInteger(n) || n < 1 || n > MAX_FINGERS) return false;
  for (let i = 0; i < side.length; i++) {
    const h = side[i];
    if (!Number.isInteger(h) || h! < 1 || h! > n) return false;
  }
  return true;
}

/**
 * `p` when it has the shape of a position (an object with arrays `left`, `right` and a number
 * `n`), else a KindError: the cheap check (no look at the hands) of the functions that the solver
 * calls on every position (its key, its options), where a wrong kind must not be a TypeError.
 * @internal
 */
export function positionShape(p: unknown, fn: string, arg = 'p'): Position {
  const x = p as Partial<Position> | null;
  if (typeof x !== 'object' || x === null || !Array.isArray(x.left) || !Array.isArray(x.right) || typeof x.n !== 'number') {
    throw kindError(fn, arg, 'a position (left, right, n), as position() or parsePosition() make', p);
  }
  return p as Position;
}

/** Builds a position from sides already known to be valid and sorted (internal fast path). @internal */
export function trusted(left: number[], right: number[], n: number): Position {
  return { left, right, n };
}

/** A key equal exactly for equal positions: `n:x1,…|y1,…`. */
export function positionKey(p: Position): string {
  positionShape(p, 'positionKey');
  return `${p.n}:${p.left.join(',')}|${p.right.join(',')}`;
}

function formatSide(side: readonly number[], powers: boolean): string {
  if (!powers) return side.join(',');
  const parts: string[] = [];
  for (let i = 0; i < side.length; ) {
    let j = i;
    while (j < side.length && side[j] === side[i]) j++;
    parts.push(j - i > 1 ? `${side[i]}^${j - i}` : String(side[i]));
    i = j;
  }
  return parts.join(',');
}

/**
 * The paper's notation: `(1,1|1,2)_5`. With `{ powers: true }`, repeated hands use Notation 2:
 * `(1^3,2^2|1)_2`.
 */
export function formatPosition(p: Position, opts: { powers?: boolean } = {}): string {
  positionShape(p, 'formatPosition');
  const pw = optionsArg<{ powers?: boolean }>(opts, 'formatPosition').powers === true;
  return `(${formatSide(p.left, pw)}|${formatSide(p.right, pw)})_${p.n}`;
}

/** Most hands a parsed power `k^a` may expand to (a guard against `1^99999999999`). */
export const MAX_PARSED_HANDS = 1_000_000;

/**
 * Parses the paper's notation: `(1,1|1,2)_5`, `(1|1)_12`, Notation 2 powers `(1^3,2^2|1)_2`, empty
 * sides `(|1)_3`, optional spaces, and `_{12}`. Throws {@link PositionError} with the column of the
 * first problem (a hand of 0 or above n, n < 1, non-integers, anything else).
 */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string') throw kindError('parsePosition', 'text', 'a string', text);
  let i = 0;
  const s = text;
  const col = (): number => i + 1;
  const ws = (): void => {
    while (i < s.length && /\s/.test(s[i]!)) i++;
  };
  const fail = (what: string): never => {
    const found = i < s.length ? `'${s[i]}'` : 'the end of the text';
    throw new PositionError(`expected ${what} but found ${found} in position '${clip(text)}'`, col());
  };
  const int = (what: string): { v: number; at: number } => {
    ws();
    const at = col();
    const m = /^\d+/.exec(s.slice(i));
    if (!m) {
      if (s[i] === '-') throw new PositionError(`${what} must be positive, found a minus sign in '${clip(text)}'`, at);
      fail(what);
    }
    i += m![0].length;
    if (s[i] === '.' && /\d/.test(s[i + 1] ?? '')) throw new PositionError(`${what} must be an integer in '${clip(text)}'`, at);
    const v = Number(m![0]);
    if (!Number.isSafeInteger(v)) throw new PositionError(`${what} ${clip(m![0], 40)} is too large in '${clip(text)}'`, at);
    return { v, at };
  };
  const side = (close: string): Array<{ v: number; at: number }> => {
    const out: Array<{ v: number; at: number }> = [];
    ws();
    if (s[i] === close) return out;
    for (;;) {
      const h = int('a hand (a positive integer)');
      ws();
      let times = 1;
      if (s[i] === '^') {
        i++;
        const t = int('a repeat count after ^');
        if (t.v < 1) throw new PositionError(`the repeat count must be at least 1 in '${clip(text)}'`, t.at);
        if (out.length + t.v > MAX_PARSED_HANDS) throw new PositionError(`more than ${MAX_PARSED_HANDS} hands in '${clip(text)}'`, t.at);
        times = t.v;
        ws();
      }
      for (let k = 0; k < times; k++) out.push(h);
      if (s[i] === ',') {
        i++;
        continue;
      }
      if (s[i] === close) return out;
      fail(`',' or '${close}'`);
    }
  };
  ws();
  if (s[i] !== '(') fail(`'(' to open a position like (1,1|1,2)_5`);
  i++;
  const L = side('|');
  i++; // '|'
  const R = side(')');
  i++; // ')'
  ws();
  if (s[i] !== '_') fail(`'_' and the finger count, as in (1|1)_5`);
  i++;
  ws();
  let braced = false;
  if (s[i] === '{') (braced = true), i++;
  const n = int('the finger count');
  ws();
  if (braced) {
    if (s[i] !== '}') fail(`'}'`);
    i++;
    ws();
  }
  if (i < s.length) fail('the end of the position');
  if (n.v < 1) throw new PositionError(`the finger count must be at least 1 in '${clip(text)}'`, n.at);
  if (n.v > MAX_FINGERS) throw new PositionError(`the finger count must be at most ${MAX_FINGERS} in '${clip(text)}'`, n.at);
  for (const h of [...L, ...R]) {
    if (h.v < 1 || h.v > n.v) throw new PositionError(`hand ${h.v} is outside 1..${n.v} in '${clip(text)}'`, h.at);
  }
  return position(
    L.map((h) => h.v),
    R.map((h) => h.v),
    n.v,
  );
}
