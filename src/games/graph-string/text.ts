/**
 * CGSuite 2.x's graph strings, read and written as CGSuite reads and prints them (`Graph.Parse`,
 * `Graph.ToString`), for the games played on graphs (Snort, Col, Hackenbush, Node Kayles).
 *
 * The notation: `.` is a vertex with no label and a vertex label (a capital letter by custom) is a
 * labelled vertex; `-` is an edge with no label and an edge label (a small letter by custom) is a
 * labelled edge; a vertex may be left out where an edge needs one (`---` is a path of four
 * vertices). `(a;b;…)` after a vertex lists branches standing on it, and nothing may follow the
 * `)` but `;`, `)` or the end. `:A` after a vertex names it (`:{long name}` for a longer name):
 * every mention of a name is the same vertex, so cycles close (`:A----:A` is a 4-cycle) and a
 * named vertex's label is repeated at each mention. `;` outside brackets starts a new component.
 * `{…}` makes one token of several characters (a label or a name); spaces are ignored.
 *
 * Printing walks each component depth first from its first vertex, taking each vertex's edges in
 * order, writes `(…;…)` where a vertex has more than one edge to follow, names a vertex met more
 * than once `A`, `B`, … (`{v26}`, `{v27}`, … after `Z`), and writes a lone unlabelled vertex `.`.
 *
 * Invariants: reading never recurses (an explicit stack of open brackets), nor does printing (an
 * explicit stack of the depth-first walk), so strings as long as memory allows are read and
 * printed; every malformed string is a {@link PositionSyntaxError} at the offending character.
 */
import { KindError, LimitError } from '../../engine/errors.js';
import { PositionSyntaxError } from '../syntax-error.js';
import { type EdgeEnd, LabelledGraph } from './graph.js';

/** What a game's graph strings may hold. */
export interface GraphStringSyntax {
  /** The game's name, for messages. */
  readonly game: string;
  /**
   * The vertex labels the game has besides `''` (no label), as written: `['L', 'R']` for Snort and
   * Col, `[]` for Hackenbush and Node Kayles.
   */
  readonly vertexLabels: readonly string[];
  /**
   * The edge labels, as written; `''` among them means an edge with no label (`-`) is allowed:
   * `['']` for Snort, Col and Node Kayles, `['l', 'r', 'e']` for Hackenbush.
   */
  readonly edgeLabels: readonly string[];
}

/** The longest graph string read (a {@link LimitError} past it, option `maxLength`). */
export const MAX_GRAPH_STRING = 1_000_000;

/** Throws a KindError unless `syntax` is a {@link GraphStringSyntax}. */
function checkSyntax(syntax: GraphStringSyntax): void {
  const ok = (xs: unknown): boolean => Array.isArray(xs) && xs.every((x) => typeof x === 'string');
  if (syntax === null || typeof syntax !== 'object' || typeof syntax.game !== 'string' || !ok(syntax.vertexLabels) || !ok(syntax.edgeLabels)) {
    throw new KindError('a graph-string syntax is { game: string, vertexLabels: string[], edgeLabels: string[] }', syntax === null ? 'null' : typeof syntax);
  }
}

/** Throws a KindError unless `g` is a {@link LabelledGraph}. */
export function requireGraph(g: unknown, fn: string): LabelledGraph {
  if (g instanceof LabelledGraph) return g;
  throw new KindError(`${fn} takes a graph read by parseGraphString`, g === null ? 'null' : typeof g);
}

interface Token {
  readonly text: string;
  readonly at: number;
}

function tokenize(text: string, syntax: GraphStringSyntax): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ' ') continue;
    if (ch === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) throw new PositionSyntaxError(syntax.game, text, i, "'{' without a closing '}'");
      out.push({ text: text.slice(i + 1, end), at: i });
      i = end;
    } else out.push({ text: ch, at: i });
  }
  return out;
}

const show = (t: string): string => (t.length === 1 ? `'${t}'` : `'{${t}}'`);

/**
 * Reads a graph string as CGSuite 2.x's `Graph.Parse` does with the game's labels (see the module
 * notes). Vertices are numbered in the order they first appear; the first is vertex 0 (CGSuite's
 * vertex 1, Hackenbush's ground).
 * @throws {@link PositionSyntaxError} saying where the string is wrong.
 * @throws {@link LimitError} for a string longer than {@link MAX_GRAPH_STRING}.
 */
export function parseGraphString(text: string, syntax: GraphStringSyntax): LabelledGraph {
  checkSyntax(syntax);
  if (typeof text !== 'string') throw new PositionSyntaxError(syntax.game, String(text), 0, 'a position is a string');
  if (text.length > MAX_GRAPH_STRING) throw new LimitError(`${syntax.game}: a graph string has at most ${MAX_GRAPH_STRING} characters`, 'maxLength');
  const vLabels = new Set(['', ...syntax.vertexLabels]);
  const eLabels = new Set(syntax.edgeLabels);
  const toks = tokenize(text, syntax);
  const labels: string[] = [];
  const adj: EdgeEnd[][] = [];
  const names = new Map<string, number>();
  const err = (at: number, what: string): never => {
    throw new PositionSyntaxError(syntax.game, text, at, what);
  };
  const edgeWords = (): string => {
    const ws = syntax.edgeLabels.map((l) => (l === '' ? "'-'" : show(l)));
    return ws.length === 1 ? ws[0]! : `${ws.slice(0, -1).join(', ')} or ${ws[ws.length - 1]}`;
  };
  // The vertex each open '(' hangs its branches on, innermost last.
  const open: number[] = [];
  const opened: number[] = []; // where each open '(' is, for messages
  // The vertex the chain has reached (an edge may follow), or -1 at the start of a component,
  // or -2 just after a ')' (only ';', ')' or the end may follow).
  let prec = -1;
  let k = 0;
  if (toks.length === 0) return LabelledGraph.EMPTY;
  for (;;) {
    const t = toks[k];
    let edge: string | undefined;
    if (prec !== -1) {
      if (t === undefined) {
        if (open.length > 0) err(opened[opened.length - 1]!, "'(' without a closing ')'");
        break;
      }
      if (t.text === ';') {
        k++;
        if (open.length > 0) prec = open[open.length - 1]!;
        else {
          if (k === toks.length) break; // a trailing ';' adds nothing
          prec = -1;
        }
        continue;
      }
      if (t.text === ')') {
        if (open.length === 0) err(t.at, "')' without an opening '('");
        k++;
        open.pop();
        opened.pop();
        prec = -2;
        continue;
      }
      if (prec === -2) err(t.at, `expected ';', ')' or the end after ')', found ${show(t.text)}`);
      if (t.text === '(') {
        open.push(prec);
        opened.push(t.at);
        k++;
        continue;
      }
      if (t.text === '>' || t.text === '<') err(t.at, 'directed edges are not allowed here (a graph game is played on an undirected graph)');
      if (t.text === '-') {
        if (!eLabels.has('')) err(t.at, `an edge must be labelled: ${edgeWords()}`);
        edge = '';
      } else {
        if (!eLabels.has(t.text)) err(t.at, `expected an edge (${edgeWords()}), '(', ';' or ')' after a vertex, found ${show(t.text)}`);
        edge = t.text;
        const nx = toks[k + 1];
        if (nx !== undefined && (nx.text === '>' || nx.text === '<')) err(nx.at, 'directed edges are not allowed here (a graph game is played on an undirected graph)');
      }
      k++;
    }
    // a vertex: a label, '.', or nothing (an unlabelled vertex the edge or the component needs)
    const vt = toks[k];
    const vAt = vt?.at ?? text.length;
    let label = '';
    if (vt !== undefined && vLabels.has(vt.text)) {
      label = vt.text;
      k++;
    } else if (vt !== undefined && vt.text === '.') k++;
    let v: number;
    const colon = toks[k];
    if (colon !== undefined && colon.text === ':') {
      const name = toks[k + 1];
      if (name === undefined) err(text.length, "a name must follow ':'");
      k += 2;
      const known = names.get(name!.text);
      if (known !== undefined) {
        if (labels[known] !== label) err(vAt, `the vertex named ${show(name!.text)} has the label ${show(labels[known]!)} elsewhere (a named vertex has the same label at every mention)`);
        v = known;
      } else {
        v = labels.length;
        labels.push(label);
        adj.push([]);
        names.set(name!.text, v);
      }
    } else {
      v = labels.length;
      labels.push(label);
      adj.push([]);
    }
    if (edge !== undefined) {
      adj[prec]!.push([v, edge]);
      if (v !== prec) adj[v]!.push([prec, edge]);
    }
    prec = v;
  }
  return new LabelledGraph(labels, adj);
}

interface TreeNode {
  readonly v: number;
  readonly kids: { node: TreeNode; label: string }[];
}

/**
 * Prints a graph as CGSuite 2.x's `Graph.ToString` does (see the module notes): components
 * joined by `;`, each walked depth first from its first vertex.
 */
export function formatGraphString(g: LabelledGraph): string {
  requireGraph(g, 'formatGraphString');
  const n = g.size;
  // the edge ends of all vertices in one flat list (vertex v's are start[v] .. start[v + 1] − 1),
  // each used once; head[v] is past the ends of v already used
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) start[v + 1] = start[v]! + g.adj[v]!.length;
  const to = new Int32Array(start[n]!);
  const lab: string[] = new Array<string>(start[n]!);
  for (let v = 0, k = 0; v < n; v++) for (const [w, l] of g.adj[v]!) (to[k] = w), (lab[k++] = l);
  const used = new Uint8Array(start[n]!);
  const head = start.slice(0, n);
  const refCount = new Int32Array(n);
  const trees: TreeNode[] = [];
  for (let r = 0; r < n; r++) {
    if (refCount[r] !== 0) continue;
    refCount[r] = 1;
    const root: TreeNode = { v: r, kids: [] };
    trees.push(root);
    const stack: TreeNode[] = [root];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const v = top.v;
      const end = start[v + 1]!;
      while (head[v]! < end && used[head[v]!]) head[v]!++;
      if (head[v]! >= end) {
        stack.pop();
        continue;
      }
      const e = head[v]!++;
      used[e] = 1;
      const w = to[e]!;
      const label = lab[e]!;
      if (w !== v) {
        // the same edge seen from the other end is used up too
        for (let i = head[w]!, wEnd = start[w + 1]!; i < wEnd; i++) {
          if (!used[i] && to[i] === v && lab[i] === label) {
            used[i] = 1;
            break;
          }
        }
      }
      refCount[w]!++;
      const child: TreeNode = { v: w, kids: [] };
      top.kids.push({ node: child, label });
      if (refCount[w] === 1) stack.push(child);
    }
  }
  const names = new Map<number, string>();
  const braced = (s: string): string => (s.length > 1 ? `{${s}}` : s);
  const parts: string[] = [];
  for (const t of trees) {
    let out = '';
    // frames: a node and the index of its next kid; -1 before the node itself is written
    const stack: { node: TreeNode; i: number }[] = [{ node: t, i: -1 }];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      const kids = f.node.kids;
      if (f.i === -1) {
        const v = f.node.v;
        out += braced(g.labels[v]!);
        if (refCount[v]! > 1) {
          let name = names.get(v);
          if (name === undefined) {
            name = names.size < 26 ? String.fromCharCode(65 + names.size) : `v${names.size}`;
            names.set(v, name);
          }
          out += `:${braced(name)}`;
        }
        if (kids.length > 1) out += '(';
        f.i = 0;
      } else if (f.i < kids.length) {
        if (f.i > 0) out += ';';
        const { node, label } = kids[f.i]!;
        out += label === '' ? '-' : braced(label);
        f.i++;
        stack.push({ node, i: -1 });
      } else {
        if (kids.length > 1) out += ')';
        stack.pop();
      }
    }
    parts.push(out === '' ? '.' : out);
  }
  return parts.join(';');
}

/**
 * The graph as it reads back from its own printed form: vertices renumbered in the order the
 * printed string names them, lists in the order it gives them. Printing it gives the same string
 * as printing `g`, so positions compare equal exactly when they print the same.
 */
export function normalizeGraph(g: LabelledGraph, syntax: GraphStringSyntax): LabelledGraph {
  return parseGraphString(formatGraphString(g), syntax);
}
