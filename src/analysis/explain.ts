/**
 * How a game's canonical form is reached: a replay of the simplification of a literal game tree,
 * bottom-up, recording each step (Siegel, CGT, Section II.2: remove dominated options, bypass
 * reversible ones, repeat).
 *
 * Invariant of {@link explainCanonical}: every node is replayed after its children, whose values
 * are then canonical; a node's steps turn its literal option lists into the option lists of its
 * canonical form, and `result` is that form (the same interned object `game()` returns).
 */
import { game } from '../engine/canonical.js';
import { ValueError } from '../engine/errors.js';
import { Game } from '../engine/game.js';
import { leq as le } from '../engine/compare.js';
import { type ParseOptions, parseTraced } from '../notation/parser.js';
import { format } from '../notation/print.js';

/** A literal game tree: a value, or braces whose options are literal trees. */
export type GameLiteral = Game | { readonly left: readonly GameLiteral[]; readonly right: readonly GameLiteral[] };

/** One simplification step at one node of the tree. */
export type ExplainStep =
  /** `option` occurs twice among `player`'s options; one copy is dropped. */
  | { readonly kind: 'duplicate'; readonly player: 'L' | 'R'; readonly option: Game }
  /** `option` is dominated by `by` (for Left `option ≤ by`, for Right `option ≥ by`) and is removed. */
  | { readonly kind: 'dominated'; readonly player: 'L' | 'R'; readonly option: Game; readonly by: Game }
  /**
   * `option` reverses through its follower `through` (for a Left option: a Right option of it with
   * `through ≤ G`; for a Right option: a Left option with `through ≥ G`) and is replaced by the
   * options of `through` of the same player, `replacement` (possibly none).
   */
  | { readonly kind: 'reversed'; readonly player: 'L' | 'R'; readonly option: Game; readonly through: Game; readonly replacement: readonly Game[] };

/** The replay of one pair of braces. */
export interface ExplainNode {
  /** The Left options as written (each already in canonical form). */
  readonly left: readonly Game[];
  /** The Right options as written (each already in canonical form). */
  readonly right: readonly Game[];
  /** The simplifications, in the order they were applied (empty when the node was already canonical). */
  readonly steps: readonly ExplainStep[];
  /** The canonical form of the node. */
  readonly result: Game;
}

/** The explanation of a value: its canonical form and the replay of every pair of braces, innermost first. */
export interface Explanation {
  /** The canonical value of the whole input. */
  readonly value: Game;
  /** One entry per pair of braces, in the order they were simplified (children before parents). */
  readonly nodes: readonly ExplainNode[];
}

/** Removes duplicates and dominated options of one player, recording the steps. */
function prune(xs: readonly Game[], player: 'L' | 'R', steps: ExplainStep[]): Game[] {
  const out: Game[] = [];
  for (const x of xs) {
    if (out.includes(x)) steps.push({ kind: 'duplicate', player, option: x });
    else out.push(x);
  }
  const better = (a: Game, b: Game): boolean => (player === 'L' ? le(a, b) : le(b, a));
  for (let i = 0; i < out.length; ) {
    const a = out[i]!;
    const by = out.find((b) => b !== a && better(a, b));
    if (by) {
      steps.push({ kind: 'dominated', player, option: a, by });
      out.splice(i, 1);
    } else i++;
  }
  return out;
}

/** Replays the simplification of {left | right} (options canonical). */
function replay(left: readonly Game[], right: readonly Game[]): ExplainNode {
  const steps: ExplainStep[] = [];
  let L = prune(left, 'L', steps);
  let R = prune(right, 'R', steps);
  // G has the value of every intermediate {L | R}: each step preserves the value.
  const G = game(L, R);
  for (;;) {
    let changed = false;
    const bypass = (xs: Game[], player: 'L' | 'R'): Game[] => {
      const out: Game[] = [];
      for (const a of xs) {
        const through =
          player === 'L' ? a.rightOptions.find((ar) => le(ar, G)) : a.leftOptions.find((al) => le(G, al));
        if (through) {
          changed = true;
          const replacement = through.options(player);
          steps.push({ kind: 'reversed', player, option: a, through, replacement });
          out.push(...replacement);
        } else out.push(a);
      }
      return out;
    };
    const L2 = bypass(L, 'L');
    const R2 = bypass(R, 'R');
    if (!changed) break;
    L = prune(L2, 'L', steps);
    R = prune(R2, 'R', steps);
  }
  const result = game(L, R);
  if (result !== G) throw new Error('explainCanonical: the replay lost the value'); // a bug, never bad input
  return { left, right, steps, result };
}

/**
 * Explains how the canonical form of a game is reached. Give CGSuite text (every pair of braces in
 * it is replayed, sums and other notation are evaluated as {@link parse} does) or a
 * {@link GameLiteral} tree. Each node lists the options as written (with canonical children), the
 * duplicates and dominated options removed (and by which option), and the reversible options
 * bypassed (through which follower, replaced by what), ending in the node's canonical form.
 *
 * `options` are those of {@link parse} (named values such as the paper's J, limits). Text that is
 * not a game is a {@link ParseError}; a literal that is neither a `Game` nor
 * `{ left, right }` arrays is a {@link ValueError}.
 *
 * @example
 * ```ts
 * const e = explainCanonical('{0,1|}');
 * e.nodes[0].steps; // [{ kind: 'dominated', player: 'L', option: 0, by: 1 }]
 * e.value.toString(); // '2'
 * ```
 */
export function explainCanonical(input: string | GameLiteral, options: ParseOptions = {}): Explanation {
  const nodes: ExplainNode[] = [];
  if (typeof input === 'string') {
    const value = parseTraced(input, options, (left, right) => {
      const node = replay(left, right);
      nodes.push(node);
      return node.result;
    });
    return { value, nodes };
  }
  // Post-order over the literal with an explicit stack (no recursion as deep as the tree).
  interface Frame {
    readonly lit: Exclude<GameLiteral, Game>;
    readonly done: Game[];
  }
  const valueOf = (x: GameLiteral): Game | Frame => {
    if (x instanceof Game) return x;
    if (x === null || typeof x !== 'object' || !Array.isArray(x.left) || !Array.isArray(x.right)) {
      throw new ValueError('explainCanonical: a literal is a Game or { left: [...], right: [...] }');
    }
    return { lit: x, done: [] };
  };
  const root = valueOf(input);
  if (root instanceof Game) return { value: root, nodes };
  const stack: Frame[] = [root];
  let last: Game | undefined;
  for (;;) {
    const f = stack[stack.length - 1]!;
    if (last !== undefined) {
      f.done.push(last);
      last = undefined;
    }
    const all = f.lit.left.length + f.lit.right.length;
    if (f.done.length < all) {
      const i = f.done.length;
      const child = valueOf(i < f.lit.left.length ? f.lit.left[i]! : f.lit.right[i - f.lit.left.length]!);
      if (child instanceof Game) f.done.push(child);
      else stack.push(child);
      continue;
    }
    const node = replay(f.done.slice(0, f.lit.left.length), f.done.slice(f.lit.left.length));
    nodes.push(node);
    stack.pop();
    if (stack.length === 0) return { value: node.result, nodes };
    last = node.result;
  }
}

/** One line of English per step, e.g. `Left's 0 is dominated by 1`, for display. */
export function describeStep(step: ExplainStep, unicode = false): string {
  const f = (g: Game): string => format(g, { unicode });
  const who = step.player === 'L' ? "Left's" : "Right's";
  switch (step.kind) {
    case 'duplicate':
      return `${who} option ${f(step.option)} is written twice: one copy is dropped`;
    case 'dominated':
      return `${who} option ${f(step.option)} is dominated by ${f(step.by)} (${step.player === 'L' ? `${f(step.option)} ≤ ${f(step.by)}` : `${f(step.option)} ≥ ${f(step.by)}`}): removed`;
    case 'reversed': {
      const rep = step.replacement.length === 0 ? 'nothing' : step.replacement.map(f).join(', ');
      return `${who} option ${f(step.option)} reverses through ${f(step.through)} (${step.player === 'L' ? `${f(step.through)} ≤ G` : `${f(step.through)} ≥ G`}): replaced by ${step.player === 'L' ? 'the Left' : 'the Right'} options of ${f(step.through)}, ${rep}`;
    }
  }
}
