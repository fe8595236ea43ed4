/**
 * Printing loopy values in CGSuite's notation: named values (`on`, `off`, `over`, `under`,
 * `upon`, `dud`), pseudonumbers (`3/2over`, `-5under`), short games through the short printer,
 * sided values as `G & H`, and any other stopper as braces `{L|R}` where a node met again on the
 * current line of play gets a label: `a{0|{0|a}}`. The text parses back to the same value.
 */
import { DUD, UNDER, UPON, OVER } from './constants.js';
import { asPseudonumber, pseudonumberString } from './properties.js';
import { type LoopyValue, SidedValue, setSidedPrintHook } from './sided.js';
import { Stopper, negStopper, setStopperPrintHook, stopperGraph, toGame } from './stopper.js';

const LABELS = 'abcdefghijklmnpqrstuwxyz'; // no `o` (as in on/off/over), no `v` (down)

function labelName(k: number): string {
  return k < LABELS.length ? LABELS[k]! : `${LABELS[k % LABELS.length]}${Math.floor(k / LABELS.length)}`;
}

/** The name of a value that has one, or undefined. */
function named(s: Stopper): string | undefined {
  if (s === OVER) return 'over';
  if (s === UNDER) return 'under';
  if (s === UPON) return 'upon';
  const p = asPseudonumber(s);
  if (p) return pseudonumberString(p);
  if (s.isLoopfree) {
    const t = String(toGame(s));
    return t;
  }
  return undefined;
}

/** CGSuite text of a canonical stopper. */
export function formatStopper(s: Stopper): string {
  const top = named(s);
  if (top !== undefined) return top;
  // a loopy switch {A | −A} prints as CGSuite does: `+-over`, `+-(5over)`
  // (only when A has a name, so that printing never recurses down a chain of switches)
  const a0 = s._left.length === 1 && s._right.length === 1 ? named(s._left[0]!) : undefined;
  if (a0 !== undefined && s._right[0] === negStopper(s._left[0]!)) {
    const a = a0;
    return /^[A-Za-z]+$/.test(a) || a.startsWith('{') ? `+-${a}` : `+-(${a})`;
  }
  // labels: nodes that are the target of an edge back to a node on the current path
  const { nodes, index } = stopperGraph([s]);
  const needsLabel = new Uint8Array(nodes.length);
  {
    const state = new Uint8Array(nodes.length); // 0 new, 1 on path, 2 done
    const stack: [number, number][] = [[0, 0]];
    state[0] = 1;
    while (stack.length) {
      const top2 = stack[stack.length - 1]!;
      const v = top2[0];
      const node = nodes[v]!;
      const succ = [...node._left, ...node._right];
      if (named(node) !== undefined && v !== 0) { state[v] = 2; stack.pop(); continue; }
      if (top2[1] < succ.length) {
        const w = index.get(succ[top2[1]++]!)!;
        if (state[w] === 1) needsLabel[w] = 1;
        else if (state[w] === 0) { state[w] = 1; stack.push([w, 0]); }
      } else {
        state[v] = 2;
        stack.pop();
      }
    }
  }
  // print with an explicit stack of pieces; a labelled node is written in full once per path
  const label = new Map<number, string>();
  let nextLabel = 0;
  const onPath = new Uint8Array(nodes.length);
  type Frame = { v: number; parts: string[]; opts: Stopper[]; nl: number; k: number };
  const frames: Frame[] = [];
  let result = '';
  const open = (v: number): void => {
    const n = nodes[v]!;
    onPath[v] = 1;
    if (needsLabel[v] && !label.has(v)) label.set(v, labelName(nextLabel++));
    frames.push({ v, parts: [], opts: [...n._left, ...n._right], nl: n._left.length, k: 0 });
  };
  open(0);
  while (frames.length) {
    const f = frames[frames.length - 1]!;
    if (f.k < f.opts.length) {
      const o = f.opts[f.k++]!;
      const w = index.get(o)!;
      const nm = named(o);
      if (nm !== undefined) f.parts.push(nm);
      else if (onPath[w]) f.parts.push(label.get(w)!);
      else open(w);
      continue;
    }
    const lab = needsLabel[f.v] ? label.get(f.v)! : '';
    const text = `${lab}{${f.parts.slice(0, f.nl).join(',')}|${f.parts.slice(f.nl).join(',')}}`;
    onPath[f.v] = 0;
    frames.pop();
    if (frames.length) frames[frames.length - 1]!.parts.push(text);
    else result = text;
  }
  return result;
}

/** CGSuite text of a loopy value: a stopper, or `onside & offside`, or `dud`. */
export function formatLoopy(g: LoopyValue): string {
  if (g instanceof Stopper) return formatStopper(g);
  if (g === DUD) return 'dud';
  return `${formatStopper(g.onside)} & ${formatStopper(g.offside)}`;
}

setStopperPrintHook(formatStopper);
setSidedPrintHook((s: SidedValue) => formatLoopy(s));
