/**
 * "How the value was reached", computed in the worker from the library's own steps: every term of
 * a sum is explained (its braces replayed by `explainCanonical`, a SIMPLE CHOPSTICKS position by its
 * moves and their values, a value written without braces by its definition), then the sum itself,
 * one `+` at a time, by the definition of a sum (G + H = {G^L + H, G + H^L | G^R + H, G + H^R},
 * Siegel, CGT, Definition II.1.1), whose option list is simplified by the same replay.
 *
 * Invariant: the blocks end in the value the calculator printed (checked: when the terms' sum is
 * not that value, the sum blocks are replaced by a sentence saying so); the result is never empty.
 */
import { type Game, add, describeStep, explainCanonical, format, neg, splitTerms, zero, type ExplainNode as LibNode } from 'partizan';
import { NAMES, formatPosition, options, parsePosition, value as positionValue } from 'partizan/chopsticks';
import type { ExplainBlock, ExplainNode } from './protocol';

const u = (g: Game): string => format(g, { unicode: true, names: NAMES });
/** Longest option list written out in full (a bigger one is summarised). */
const MAX_LISTED = 24;

function node(n: LibNode): ExplainNode {
  const list = (xs: readonly Game[]): string => (xs.length > MAX_LISTED ? `${xs.slice(0, MAX_LISTED).map(u).join(', ')}, … (${xs.length} options)` : xs.map(u).join(', '));
  return {
    written: `{${list(n.left)} | ${list(n.right)}}`,
    steps: n.steps.map((st) => describeStep(st, true)),
    result: u(n.result),
  };
}

/** The replay of {left | right} (options canonical): one node. */
function replayOptions(left: readonly Game[], right: readonly Game[]): ExplainNode {
  const e = explainCanonical({ left, right });
  return node(e.nodes[e.nodes.length - 1]!);
}

/** A term that is one position, `(x…|y…)_n`, or undefined. */
function asPosition(text: string): ReturnType<typeof parsePosition> | undefined {
  if (!/_/.test(text)) return undefined;
  try {
    return parsePosition(text);
  } catch {
    return undefined;
  }
}

/** The block of one term, and its value. */
function termBlock(text: string, signal: AbortSignal): { block: ExplainBlock; value: Game } {
  const p = asPosition(text);
  if (p) {
    const v = positionValue(p, { signal });
    const moves = (player: 'L' | 'R'): { texts: string[]; values: Game[] } => {
      const ps = options(p, player);
      const values = ps.map((q) => positionValue(q, { signal }));
      return { texts: ps.map((q, k) => `${formatPosition(q)} = ${u(values[k]!)}`), values };
    };
    const L = moves('L');
    const R = moves('R');
    const who = (k: number, side: string): string => (k === 0 ? `${side} has no move` : `${side}'s ${k === 1 ? 'move' : `${k} moves`}`);
    return {
      value: v,
      block: {
        heading: `${text}: a SIMPLE CHOPSTICKS position`,
        sentences: [
          `Its value is {the values of Left's moves | the values of Right's moves}: ${who(L.texts.length, 'Left')}, ${who(R.texts.length, 'Right')} (each valued the same way, from the positions below it).`,
        ],
        facts: [...L.texts.map((t) => `Left moves to ${t}`), ...R.texts.map((t) => `Right moves to ${t}`)],
        nodes: [replayOptions(L.values, R.values)],
      },
    };
  }
  const e = explainCanonical(text, { names: NAMES, signal });
  if (e.nodes.length > 0) {
    return { value: e.value, block: { heading: text, sentences: ['Every pair of braces, innermost first: the options as written (each already simplified), what was removed or bypassed, and the canonical form.'], nodes: e.nodes.map(node) } };
  }
  // no braces: a number, a name, or notation (^, *n, ^[k], +-G, Tiny(G), …) defined by its options
  const v = e.value;
  const named = Object.entries(NAMES).find(([k]) => k === text.trim());
  const sentences: string[] = [];
  if (named) sentences.push(`${named[0]} names the paper's J = {0 | ↑[2]} (Simple Chopsticks, Section 2).`);
  if (v.leftOptions.length === 0 && v.rightOptions.length === 0) sentences.push(`${text} is 0, the game with no moves: there is nothing to simplify.`);
  else {
    sentences.push(`${text} is written without braces${named ? '' : ': the notation stands for a game given by its options'}; by its definition it is the game below, whose options are already simplified and none dominated or reversible.`);
  }
  const nodes = v.leftOptions.length + v.rightOptions.length > 0 ? [replayOptions(v.leftOptions, v.rightOptions)] : [];
  return { value: v, block: { heading: text, sentences, nodes } };
}

/**
 * The explanation of `text`, whose value (short) is `whole`. Terms are split at top-level `+`/`-`
 * by the library's `splitTerms`.
 */
export function explainShort(text: string, whole: Game, signal: AbortSignal): ExplainBlock[] {
  let terms: { sign: 1 | -1; text: string }[];
  try {
    terms = splitTerms(text);
  } catch {
    terms = [{ sign: 1, text }];
  }
  const blocks: ExplainBlock[] = [];
  const values: Game[] = [];
  for (const t of terms) {
    try {
      const { block, value } = termBlock(t.text, signal);
      blocks.push(block);
      values.push(t.sign === 1 ? value : neg(value));
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') throw e;
      // a term the replay does not read on its own (e.g. inside other notation): say so, keep going
      blocks.push({ heading: t.text, sentences: [`This term is computed as a whole (${e instanceof Error ? e.message : String(e)}); its steps are not shown.`], nodes: [] });
      values.push(zero);
      return finish(blocks, whole, false);
    }
  }
  if (terms.length === 1) return finish(blocks, whole, values[0] === whole);
  // the sum, one + at a time
  let acc = values[0]!;
  let accText = terms[0]!.sign === 1 ? terms[0]!.text : `-(${terms[0]!.text})`;
  for (let k = 1; k < terms.length; k++) {
    const b = values[k]!;
    const bText = terms[k]!.text;
    const opts = (side: 'L' | 'R'): Game[] => [...acc.options(side).map((x) => add(x, b)), ...b.options(side).map((y) => add(acc, y))];
    const n = replayOptions(opts('L'), opts('R'));
    const op = terms[k]!.sign === 1 ? '+' : '−';
    blocks.push({
      heading: `${accText} ${op} ${bText}`,
      sentences: [
        `${u(acc)} ${op} ${terms[k]!.sign === 1 ? u(b) : u(neg(b))}: by the definition of a sum, a player moves in one term and leaves the other, so the options of G + H are G^L + H, G + H^L for Left and G^R + H, G + H^R for Right${terms[k]!.sign === 1 ? '' : ' (subtracting H adds −H, whose options are the negatives of H’s, sides swapped)'}. Their values (each itself a sum, found the same way), then simplified:`,
      ],
      nodes: [n],
    });
    acc = add(acc, b);
    accText = `${accText} ${op} ${bText}`;
  }
  return finish(blocks, whole, acc === whole);
}

function finish(blocks: ExplainBlock[], whole: Game, agrees: boolean): ExplainBlock[] {
  if (!agrees) blocks.push({ heading: 'The whole', sentences: [`The terms above are read on their own; the whole text has the value ${u(whole)}.`], nodes: [] });
  return blocks;
}
