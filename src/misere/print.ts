/**
 * Misère canonical forms printed as CGSuite prints them (`MisereCanonicalGameOps`, Dan Hoey's
 * notation): `*[…]` around an expression where
 * - a digit n is the nim heap *n (`&n;` from 10 on);
 * - a run of options, largest first in CGSuite's order (`order.ts`), is the game with those options,
 *   parenthesised when it is itself an option (`*[42]` = {*4, *2});
 * - `#` after a term makes the game whose only option it is (`*[2#]` = {*2});
 * - a term followed by a subscript in brackets adds to it: `2[2]` is *2 + *2, `2[#2#]` reads left to
 *   right (the only option of (the only option of *2) + *2), `x[1]` is x + *, `x[-2]` is x − *2.
 *
 * A game is written as a smaller game plus or minus a nim heap *i (i ≥ 2 of the game's parity,
 * tried in increasing order, the difference first) whenever that smaller game has a smaller
 * birthday, as CGSuite does.
 *
 * Invariant: printing runs on an explicit stack and never changes a game.
 */
import { evenPart, differenceTask, isEven, isMisereNimHeap, misereNim, quickSum, setMiserePrinter, sumTask, type MisereGame } from './game.js';
import { prepareOrder, sortedOptions } from './order.js';
import { call, run, type Task } from './trampoline.js';
import { requireInt } from '../engine/guard.js';
import { requireMisere } from './guard.js';

/** CGSuite's way of writing the number n in a misère form: the digit, or `&n;` from 10 on. */
export function misereDigit(n: number): string {
  requireInt(n, 'misereDigit', 'n', 0);
  return n < 10 ? String(n) : `&${n};`;
}

interface Out {
  s: string;
}

/** Prints `g`; `sub.v` is 1 on entry when a subscript is pending and 1 on exit when one was opened. */
function* printTask(g: MisereGame, out: Out, paren: boolean, sub: { v: number }): Task<void> {
  const b = g.birthday;
  if (isMisereNimHeap(g)) {
    out.s += misereDigit(b);
    if (sub.v > 0) out.s += '[';
    return;
  }
  const odd = !isEven(g);
  for (let i = (odd ? 1 : 0) + 2; i < b; i += 2) {
    const heap = misereNim(i);
    const d = (yield call(differenceTask(g, heap))) as MisereGame | null;
    if (d !== null && d.birthday < b) {
      sub.v = 1;
      yield call(printTask(d, out, true, sub));
      out.s += misereDigit(i);
      return;
    }
    const q = quickSum(g, heap);
    const s = q !== undefined ? q : ((yield call(sumTask(g, heap))) as MisereGame);
    if (s.birthday < b) {
      sub.v = 1;
      yield call(printTask(s, out, true, sub));
      out.s += '-' + misereDigit(i);
      return;
    }
  }
  if (odd) {
    sub.v = 1;
    yield call(printTask(evenPart(g), out, true, sub));
    out.s += '1';
    return;
  }
  prepareOrder(g);
  const opts = sortedOptions(g);
  if (opts.length < 2) {
    yield call(printTask(opts[0]!, out, true, sub));
    out.s += '#';
    return;
  }
  const outer = sub.v;
  if (paren) out.s += '(';
  for (let i = opts.length - 1; i >= 0; i--) {
    const inner = { v: 0 };
    yield call(printTask(opts[i]!, out, true, inner));
    if (inner.v > 0) out.s += ']';
  }
  if (paren) out.s += ')';
  sub.v = outer;
  if (outer > 0) out.s += '[';
}

/** The CGSuite text of a misère canonical form: `*[0]`, `*[2#]`, `*[2[2]]`, `*[(2#1)2##]`. */
export function formatMisere(g: MisereGame): string {
  requireMisere(g, 'formatMisere');
  // a nim heap prints as its size: the order of options of every game below it is not needed
  // (preparing it for *1000 took seconds)
  if (isMisereNimHeap(g)) return `*[${misereDigit(g.birthday)}]`;
  prepareOrder(g);
  const out: Out = { s: '' };
  const sub = { v: 0 };
  run(printTask(g, out, false, sub));
  if (sub.v > 0) out.s += ']';
  return `*[${out.s}]`;
}

setMiserePrinter(formatMisere);
