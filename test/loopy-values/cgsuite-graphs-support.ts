/**
 * The game graphs of the side-by-side comparison with CGSuite's loopy algorithm
 * (test/data/loopy-cgsuite-algorithm.json, checked by cgsuite-graphs.test.ts, exported by
 * scripts/export-loopy-graph.ts): plain edge lists in which every node is explicit (a short value
 * standing at a leaf is expanded into the nodes of its canonical form), so that CGSuite's
 * `LoopyGame`/`Bigraph` can read them without a short-game engine.
 *
 * Invariant of a {@link FlatGraph}: nodes are 0..n−1, numbered in breadth-first order from the
 * start node 0 (Left edges before Right edges), every node is reachable from 0, and a node without
 * edges is the game 0. Nothing here recurses as deep as a game is deep (explicit stacks).
 */
import fc from 'fast-check';
import { Game } from '../../src/engine/game.js';
import { Stopper } from '../../src/loopy/index.js';
import { stopperGraph } from '../../src/loopy/stopper.js';
import { parseLoopy } from '../../src/notation/index.js';
import { variantGraph } from '../../src/games/simple-chopsticks/variant-values.js';
import { VARIANTS, variantPosition } from '../../src/games/simple-chopsticks/variants.js';
import { partizanGraph } from '../../src/games/chopsticks-played/partizan.js';
import { PRESETS, makeRules } from '../../src/games/chopsticks-played/rules.js';

/** A game graph as an edge list, start node 0. */
export interface FlatGraph {
  left: number[][];
  right: number[][];
}

/** A graph whose leaves may stand for short values. */
interface RawGraph {
  left: readonly (readonly number[])[];
  right: readonly (readonly number[])[];
  /** Short value standing at a leaf (ignored at a node with edges). */
  values?: readonly (Game | undefined)[];
}

/**
 * The part of `g` reachable from `root`, with each leaf that has a short value replaced by the
 * nodes of that value's canonical form (shared between leaves), renumbered breadth-first from 0.
 */
export function flatten(g: RawGraph, root: number): FlatGraph {
  const left: number[][] = [];
  const right: number[][] = [];
  const ofRaw = new Map<number, number>();
  const ofGame = new Map<Game, number>();
  const todo: Array<{ raw: number } | { game: Game }> = [];
  const nodeOfRaw = (v: number): number => {
    const val = g.values?.[v];
    if (val && g.left[v]!.length === 0 && g.right[v]!.length === 0) return nodeOfGame(val);
    let k = ofRaw.get(v);
    if (k === undefined) {
      k = left.length;
      left.push([]);
      right.push([]);
      ofRaw.set(v, k);
      todo.push({ raw: v });
    }
    return k;
  };
  const nodeOfGame = (x: Game): number => {
    let k = ofGame.get(x);
    if (k === undefined) {
      k = left.length;
      left.push([]);
      right.push([]);
      ofGame.set(x, k);
      todo.push({ game: x });
    }
    return k;
  };
  nodeOfRaw(root);
  for (let i = 0; i < todo.length; i++) {
    const t = todo[i]!;
    if ('raw' in t) {
      const k = ofRaw.get(t.raw)!;
      left[k] = g.left[t.raw]!.map(nodeOfRaw);
      right[k] = g.right[t.raw]!.map(nodeOfRaw);
    } else {
      const k = ofGame.get(t.game)!;
      left[k] = t.game.leftOptions.map(nodeOfGame);
      right[k] = t.game.rightOptions.map(nodeOfGame);
    }
  }
  return renumber({ left, right });
}

/** `g` restricted to the nodes reachable from 0 and renumbered breadth-first (the FlatGraph invariant). */
export function renumber(g: FlatGraph): FlatGraph {
  const index = new Int32Array(g.left.length).fill(-1);
  const order = [0];
  index[0] = 0;
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    for (const w of [...g.left[v]!, ...g.right[v]!]) {
      if (index[w] === -1) {
        index[w] = order.length;
        order.push(w);
      }
    }
  }
  return { left: order.map((v) => g.left[v]!.map((w) => index[w]!)), right: order.map((v) => g.right[v]!.map((w) => index[w]!)) };
}

/** The graph of a canonical stopper (its nodes are its followers; the stopper is node 0 of `stopperGraph`). */
export function stopperFlat(s: Stopper): FlatGraph {
  return renumber(stopperGraph([s]).graph.toLists());
}

/** The opening `(1,1 | 1,1)_n` of a SIMPLE CHOPSTICKS variant, flattened. */
export function variantOpeningGraph(variant: string, n: number): FlatGraph {
  const v = VARIANTS[variant]!;
  const g = variantGraph(variantPosition([1, 1], [1, 1], n, v), v);
  return flatten({ ...g.graph.toLists(), values: g.values }, 0);
}

/** The opening of a two-player preset of Chopsticks as played, flattened. */
export function presetOpeningGraph(preset: string): FlatGraph {
  const g = partizanGraph(makeRules(PRESETS[preset]));
  return flatten({ ...g.graph.toLists(), values: g.values }, 0);
}

/** The two-player presets of Chopsticks as played. */
export function twoPlayerPresets(): string[] {
  return Object.keys(PRESETS).filter((k) => makeRules(PRESETS[k]).players === 2);
}

const CONSTANT_WORDS = new Set(['on', 'off', 'over', 'under', 'upon', 'dud', 'tis', 'tisn', 'pass']);

/**
 * The raw game graph of a loopy literal in CGSuite notation, as written (before any
 * simplification): `{L | R}` with slashes, comma lists, labels (`a{...}` and later `a`), `pass`
 * (the innermost enclosing game, an implicit one of a slash expression included), and any other
 * term read by {@link parseLoopy} and expanded (a short game or a stopper; a term whose value is
 * sided is refused). Used for the test vectors of CGSuite's own test cases.
 */
export function literalGraph(text: string): FlatGraph {
  const left: number[][] = [];
  const right: number[][] = [];
  const labels = new Map<string, number>();
  const newNode = (): number => {
    left.push([]);
    right.push([]);
    return left.length - 1;
  };
  const embedded = new Map<Game | Stopper, number>();
  const embed = (x: Game | Stopper): number => {
    const have = embedded.get(x);
    if (have !== undefined) return have;
    const root = newNode();
    embedded.set(x, root);
    const todo: Array<Game | Stopper> = [x];
    for (let i = 0; i < todo.length; i++) {
      const y = todo[i]!;
      const k = embedded.get(y)!;
      const [lo, ro] = y instanceof Game ? [y.leftOptions, y.rightOptions] : [y._left, y._right];
      const ref = (o: Game | Stopper): number => {
        let j = embedded.get(o);
        if (j === undefined) {
          j = newNode();
          embedded.set(o, j);
          todo.push(o);
        }
        return j;
      };
      left[k] = (lo as readonly (Game | Stopper)[]).map(ref);
      right[k] = (ro as readonly (Game | Stopper)[]).map(ref);
    }
    return root;
  };
  /** Top-level split of `s` at `sep` (outside braces and parentheses). */
  const splitTop = (s: string, sep: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (c === '{' || c === '(') depth++;
      else if (c === '}' || c === ')') depth--;
      else if (depth === 0 && c === sep) {
        out.push(s.slice(from, i));
        from = i + 1;
      }
    }
    out.push(s.slice(from));
    return out;
  };
  // Slash expressions are parsed with an explicit work list: (text, node to fill).
  const work: Array<{ body: string; node: number }> = [];
  const term = (t: string, self: number): number => {
    t = t.trim();
    if (t === 'pass') return self;
    const lab = /^([a-z]\w*)\{(.*)\}$/s.exec(t);
    if (lab && !CONSTANT_WORDS.has(lab[1]!) && matching(t, lab[1]!.length) === t.length - 1) {
      const k = newNode();
      labels.set(lab[1]!, k);
      work.push({ body: lab[2]!, node: k });
      return k;
    }
    if (t.startsWith('{') && matching(t, 0) === t.length - 1) {
      const k = newNode();
      work.push({ body: t.slice(1, -1), node: k });
      return k;
    }
    if (labels.has(t)) return labels.get(t)!;
    const v = parseLoopy(t);
    if (v instanceof Game || v instanceof Stopper) return embed(v);
    throw new Error(`term ${t} has a sided value`);
  };
  const root = term(text, -1);
  for (let i = 0; i < work.length; i++) {
    const { body, node } = work[i]!;
    // the longest run of slashes at depth 0 splits Left from Right
    let depth = 0;
    let best = 0;
    let at = -1;
    for (let j = 0; j < body.length; ) {
      const c = body[j]!;
      if (c === '{' || c === '(') depth++;
      else if (c === '}' || c === ')') depth--;
      if (depth === 0 && c === '|') {
        let e = j;
        while (body[e] === '|') e++;
        if (e - j > best) {
          best = e - j;
          at = j;
        }
        j = e;
      } else j++;
    }
    if (at < 0) throw new Error(`no slash in {${body}}`);
    const sides = [body.slice(0, at), body.slice(at + best)];
    sides.forEach((side, s) => {
      const list = s === 0 ? left : right;
      if (side.trim() === '') return;
      if (splitTop(side, '|').length > 1) {
        const k = newNode();
        work.push({ body: side, node: k });
        list[node]!.push(k);
        return;
      }
      for (const item of splitTop(side, ',')) list[node]!.push(term(item, node));
    });
  }
  return renumber(root === 0 ? { left, right } : moveToZero({ left, right }, root));
}

function matching(t: string, open: number): number {
  let depth = 0;
  for (let i = open; i < t.length; i++) {
    if (t[i] === '{') depth++;
    else if (t[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function moveToZero(g: FlatGraph, root: number): FlatGraph {
  const sw = (v: number): number => (v === root ? 0 : v === 0 ? root : v);
  const n = g.left.length;
  const left: number[][] = new Array(n);
  const right: number[][] = new Array(n);
  for (let v = 0; v < n; v++) {
    left[sw(v)] = g.left[v]!.map(sw);
    right[sw(v)] = g.right[v]!.map(sw);
  }
  return { left, right };
}

/**
 * Random small graphs, the shape of the property tests of sidling.test.ts (m ≤ `maxNodes` nodes,
 * at most `maxEdges` Left and Right edges each), plus leaves 0, 1, −1 and * that any node may
 * move to; only graphs with a cycle reachable from node 0 are kept. The same arguments give the same graphs.
 */
export function randomGraphs(count: number, seed: number, maxNodes: number, maxEdges: number): FlatGraph[] {
  const arb = fc.integer({ min: 1, max: maxNodes }).chain((m) =>
    fc.tuple(
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m + 3 }), { maxLength: maxEdges }), { minLength: m, maxLength: m }),
      fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m + 3 }), { maxLength: maxEdges }), { minLength: m, maxLength: m }),
    ),
  );
  const out: FlatGraph[] = [];
  const seen = new Set<string>();
  for (let round = 0; out.length < count && round < 100; round++) {
    for (const [l, r] of fc.sample(arb, { seed: seed + round, numRuns: count * 4 })) {
      const m = l.length;
      // leaves m.. : 0 = {|}, 1 = {0|}, −1 = {|0}, * = {0|0}
      const zero = m;
      const left = [...l, [], [zero], [], [zero]];
      const right = [...r, [], [], [zero], [zero]];
      const g = renumber({ left, right });
      if (!hasCycle(g)) continue;
      const key = JSON.stringify(g);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(g);
      if (out.length === count) break;
    }
  }
  return out;
}

/** Whether some cycle (of any moves) is reachable from node 0 (iterative colouring). */
export function hasCycle(g: FlatGraph): boolean {
  const n = g.left.length;
  const state = new Uint8Array(n); // 0 new, 1 on stack, 2 done
  const stack: Array<[number, number]> = [[0, 0]];
  state[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const [v, i] = top;
    const succ = [...g.left[v]!, ...g.right[v]!];
    if (i < succ.length) {
      top[1] = i + 1;
      const w = succ[i]!;
      if (state[w] === 1) return true;
      if (state[w] === 0) {
        state[w] = 1;
        stack.push([w, 0]);
      }
    } else {
      state[v] = 2;
      stack.pop();
    }
  }
  return false;
}

/** A short text digest of a graph (FNV-1a over its edge lists), to check a rebuilt graph is the one exported. */
export function digest(g: FlatGraph): string {
  let h = 0x811c9dc5;
  const mix = (x: number): void => {
    h ^= x & 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= (x >>> 8) & 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= (x >>> 16) & 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
  };
  for (let v = 0; v < g.left.length; v++) {
    mix(0xfffff);
    for (const w of g.left[v]!) mix(w);
    mix(0xffffe);
    for (const w of g.right[v]!) mix(w);
  }
  return h.toString(16).padStart(8, '0');
}
