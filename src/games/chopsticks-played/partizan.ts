/**
 * Chopsticks as people play it, as a loopy **partizan** game: Left's hands against Right's hands.
 *
 * A node is a pair (Left's hands, Right's hands), whoever is to move; Left's options are the
 * positions after a move of Left (the move generator of this folder with Left as the mover), and
 * Right's likewise. Splits, swaps (a pass: a loop at the node) and every other rule of the
 * {@link Rules} model come from the one move rule in moves.ts. Two players only.
 *
 * The end of the game, translated into options (a player with no live hands has no moves, and the
 * node where a side has no hands is terminal: its value is given, not played):
 * - **normal play** (the player who loses all hands loses): under the American rule the eliminated
 *   player is always the one to move next, so the terminal node is 0 (neither can move), the
 *   convention of SIMPLE CHOPSTICKS; under the Chinese rule a striking hand can die, so a player can
 *   eliminate themselves and the other player may be the one to move: the terminal node is then
 *   −1 when Left has no hands (Left has lost, whoever moves) and +1 when Right has none.
 * - **misère** (the player who loses all hands wins): +1 when Left has no hands, −1 when Right has
 *   none (the eliminated player wins whoever moves).
 * - infinite play is a draw (the loopy theory's convention).
 *
 * Invariant: node 0 is the root; a node's code is the {@link PositionSpace} code of its hands
 * with Left's first (seat 0) and Right's second (seat 1), each side sorted.
 */
import { num, zero } from '../../engine/constructors.js';
import { LimitError, PartizanError } from '../../engine/errors.js';
import { RunControl, limitOption, type RunOptions } from '../../engine/run.js';
import type { Game } from '../../engine/game.js';
import { GameGraph, type ValuedGraph, type GraphValueOptions, type LoopyOutcomeClass, type AnyLoopyValue, nodeReport, type ValueKind } from '../loopy-bridge.js';
import { MoveGenerator } from './moves.js';
import { PositionSpace } from './position.js';
import { requireRules, type Rules } from './rules.js';
import { optionsArg } from '../../engine/guard.js';

/** Rules that have no two-player partizan reading (more than two players). */
export class PartizanRulesError extends PartizanError {
  override name = 'PartizanRulesError';
  override readonly code: string = 'PARTIZAN_RULES';
}

/** The partizan graph of a two-player rule set: the graph, and beside it the code and (at terminal nodes) the value of each node. */
export interface PartizanChopsticksGraph extends ValuedGraph {
  /** The graph: node 0 is the root; Left's and Right's successors of each node. */
  readonly graph: GameGraph;
  /** The rules. */
  readonly rules: Rules;
  /** The codec of the positions (two seats: Left, then Right). */
  readonly space: PositionSpace;
  /** The position code of each node (Left's hands in seat 0). */
  readonly codes: number[];
  /** Node of each code. */
  readonly index: Map<number, number>;
  /** The value of each terminal node (a side without hands); undefined elsewhere. */
  readonly values: Array<Game | undefined>;
}

/** Options of {@link partizanGraph}: run control (progress every 65,536 nodes, phase `'graph'`, the nodes so far) and limits. */
export interface PartizanGraphOptions extends RunOptions {
  /** Root position code (Left in seat 0); default the opening position of the rules. */
  root?: number;
  /** Build the graph of every position of the space (N² nodes), not only the reachable ones. */
  all?: boolean;
  /** Most nodes (default 5,000,000); beyond, a LimitError. */
  maxNodes?: number;
}

/** The value of a terminal node where `leftDead` (else Right) has no live hand (see the module notes). */
export function terminalValue(rules: Rules, leftDead: boolean): Game {
  requireRules(rules);
  if (rules.misere) return num(leftDead ? 1 : -1);
  if (rules.attack === 'american') return zero;
  return num(leftDead ? -1 : 1);
}

/**
 * The partizan graph of Chopsticks under `rules` (two players): every node reachable from the
 * root by moves of either player, in breadth-first order, or every position with `all`.
 * Throws {@link PartizanRulesError} for more than two players.
 */
export function partizanGraph(rules: Rules, options: PartizanGraphOptions = {}): PartizanChopsticksGraph {
  requireRules(rules);
  const opts = optionsArg<PartizanGraphOptions>(options, 'partizanGraph');
  if (rules.players !== 2) throw new PartizanRulesError(`a partizan game has two players; these rules have ${rules.players}`);
  const space = new PositionSpace(rules);
  const gen = new MoveGenerator(space);
  const maxNodes = limitOption(opts.maxNodes, 5_000_000, 'maxNodes');
  const run = new RunControl(opts, 'graph', 'nodes');
  const codes: number[] = [];
  const index = new Map<number, number>();
  const graph = new GameGraph();
  const values: Array<Game | undefined> = [];
  const node = (code: number): number => {
    let i = index.get(code);
    if (i === undefined) {
      if (codes.length >= maxNodes) throw new LimitError(`the partizan graph has more than ${maxNodes} nodes (raise maxNodes)`, 'maxNodes');
      i = graph.addNode();
      index.set(code, i);
      codes.push(code);
    }
    return i;
  };
  node(opts.root !== undefined ? space.checkCode(opts.root, 'partizanGraph: root') : space.startCode());
  if (opts.all) for (let c = 0; c < space.size; c++) node(c);
  const ends = [terminalValue(rules, false), terminalValue(rules, true)]; // Right dead, Left dead
  const hands = new Uint8Array(space.width);
  const scratch = new Uint8Array(space.width);
  // One emit callback for the whole build (no closure per node): it collects the distinct
  // successor codes of the current node and side into `found` (a linear scan: a side has few moves).
  let found: number[] = [];
  let current = 0;
  const emit = (kind: number, hs: Uint8Array): void => {
    // A swap passes: the node itself. Every other move: the sorted hands, Left still in seat 0.
    const c = kind === 5 ? current : space.canonical(hs, 0, scratch);
    for (let k = 0; k < found.length; k++) if (found[k] === c) return;
    found.push(c);
  };
  for (let i = 0; i < codes.length; i++) {
    if ((i & 65535) === 65535) run.progress(codes.length);
    current = codes[i]!;
    space.decode(current, hands);
    const lDead = space.dead(hands, 0);
    const rDead = space.dead(hands, 1);
    if (lDead || rDead) {
      values.push(ends[lDead ? 1 : 0]);
      continue;
    }
    values.push(undefined);
    for (let mover = 0; mover < 2; mover++) {
      found = [];
      gen.generate(hands, mover, emit);
      for (let k = 0; k < found.length; k++) found[k] = node(found[k]!);
      graph.setEdges(mover === 0 ? 0 : 1, i, found);
    }
  }
  return { graph, rules, space, codes, index, values };
}

/** The opening position of a rule set as a partizan game: its value and its outcome by both computations. */
export interface PartizanOpening {
  /** Nodes of the reachable partizan graph. */
  nodes: number;
  /** The loopy value from the loopy engine (simplified sides when a side is not a stopper), or undefined past its limits. */
  value: AnyLoopyValue | undefined;
  /** `short`, `stopper`, `sided`, `simplified` (not stopper-sided) or `unresolved`. */
  kind: ValueKind | 'unresolved';
  /** The outcome class by retrograde analysis of the graph. */
  outcome: LoopyOutcomeClass;
  /** The engine's message when unresolved. */
  note?: string;
}

/**
 * The value and outcome of the opening position of `rules` (two players) as a partizan game.
 * A value past the engine's limits (`maxPairs`, `maxSidleWork`, ...) is reported as `unresolved`
 * with the limit in `note`.
 */
export function partizanOpening(rules: Rules, options: PartizanGraphOptions & GraphValueOptions = {}): PartizanOpening {
  const opts = optionsArg<PartizanGraphOptions & GraphValueOptions>(options, 'partizanOpening');
  const g = partizanGraph(rules, opts);
  const { maxNodes, maxPairs, maxSidleWork } = opts;
  const { value, kind, outcome, note } = nodeReport(g, 0, opts.signal, { maxNodes, maxPairs, maxSidleWork });
  const r: PartizanOpening = { nodes: g.codes.length, value, kind, outcome };
  if (note !== undefined) r.note = note;
  return r;
}
