/**
 * `partizan loopy`: Chopsticks as people play it.
 *
 *   partizan loopy solve --rules <preset|JSON> [--json] [--position P] [--dot FILE] [--graph FILE]
 *   partizan loopy count --rules <preset|JSON> [--json]
 *   partizan loopy play  --rules <preset|JSON> [--seat N]
 */
import { createInterface } from 'node:readline';
import { CliError, output, progressBar, standardInput, stderrIsTTY, withSigint } from '../util.js';
import { defineCommand, intFlag, type ParsedArgs, stringFlag } from '../define.js';
import {
  parseRules,
  PRESETS,
  buildGraphAsync,
  solveGraphAsync,
  countPositions,
  nonLosingGraph,
  toDot,
  describeRules,
  type LoopyGraph,
  type LoopySolution,
  type Rules,
} from '../../entries/chopsticks-played.js';
import { AbortError, type Progress } from '../../index.js';

const DESCRIPTION = `  solve   solve every reachable position (win / lose / draw, remoteness)
  count   count positions (with redundancies, distinct, reachable), endgames, game lengths
  play    play against perfect play; each of your moves is shown with its value`;

/**
 * A progress bar (standard error, terminals only) that appears only once the computation has
 * run for a quarter of a second, so small rule sets print nothing. While the total is not known
 * (the graph is still growing) it is an honest counter, with no percentage.
 */
function lateBar(label: string, unit: string): (p: Progress) => void {
  const bar = progressBar(label);
  const t0 = Date.now();
  let shown = false;
  return (p) => {
    if (!shown && Date.now() - t0 < 250) return;
    shown = true;
    bar(p.done, p.total, unit);
  };
}

/**
 * THE convention of "win in N" / "lose in N" (the same on the workbench and in docs/loopy.md): N
 * is the number of moves, both players', until the game ends with best play (the winner hurrying,
 * the loser delaying), counting the move about to be made. A position's N is its remoteness; a
 * move's N is one more than the remoteness of the position it leads to, so a best move has the
 * position's N.
 */
const WIN_IN_N = 'win / lose in N: the game ends after N moves, both players\', counting the move about to be made, with best play';

/** A move's N under {@link WIN_IN_N}: the moves after it, plus itself. */
const moveN = (remoteness: number | null): number | null => (remoteness === null ? null : remoteness + 1);

/** A verdict in a player's words: `win in 3`, `lose in 1`, `draw`, `win (game over)`. */
function words(value: 'win' | 'lose' | 'draw', remoteness: number | null): string {
  if (value === 'draw' || remoteness === null) return 'draw';
  return remoteness === 0 ? `${value} (game over)` : `${value} in ${remoteness}`;
}

/** What a player can force, as a phrase: `can win in 3`, `loses in 2`, `can at best draw`, `has won (game over)`. */
function forces(value: 'win' | 'lose' | 'draw', remoteness: number | null): string {
  if (value === 'draw' || remoteness === null) return 'can at best draw';
  if (remoteness === 0) return value === 'win' ? 'has won (game over)' : 'has lost (game over)';
  return value === 'win' ? `can win in ${remoteness}` : `loses in ${remoteness} (against best play)`;
}

/** Builds the graph of `rules` with a progress bar, stoppable through `signal`. */
function graphWith(p: ParsedArgs, rules: Rules, signal: AbortSignal): Promise<LoopyGraph> {
  const maxPositions = intFlag(p, 'max-positions');
  return buildGraphAsync(rules, { maxPositions, onProgress: lateBar('positions', 'found'), signal });
}

async function solveWith(p: ParsedArgs, rules: Rules, signal: AbortSignal): Promise<LoopySolution> {
  const graph = await graphWith(p, rules, signal);
  return solveGraphAsync(graph, { onProgress: lateBar('retrograde', 'positions'), signal });
}

/** Reads lines from an async source; resolves null at its end. */
export type LineReader = () => Promise<string | null>;

/**
 * One interactive game against perfect play: the human sits in `seat` (0 = first player), the
 * other seats play a best move (the first listed). Lines of input choose a move by number; `q`
 * quits. Returns when the game ends, the input ends, or the player quits.
 */
export async function playSession(sol: LoopySolution, seat: number, read: LineReader, write: (s: string) => void): Promise<void> {
  const g = sol.graph;
  const p = g.space.p;
  let u = 0;
  let turn = 0; // seat of the player to move
  write(`(${WIN_IN_N})\n`);
  for (let ply = 0; ; ply++) {
    const pos = g.space.format(g.codes[u]!, true);
    const rem = sol.remotenessAt(u);
    write(`\nposition ${pos} — seat ${turn + 1} to move: ${words(sol.outcomeAt(u), rem)}\n`);
    if (g.terminal[u]) {
      const winner = g.rules.misere ? turn : (turn + p - 1) % p;
      write(`game over after ${ply} moves: seat ${winner + 1} wins${winner === seat ? ' (you)' : ''}\n`);
      return;
    }
    const moves = sol.moves(g.codes[u]!);
    let chosen = moves.find((m) => m.best)!;
    if (turn === seat) {
      moves.forEach((m, i) => {
        write(`  ${String(i + 1).padStart(2)}. ${m.text.padEnd(28)} -> ${g.space.format(m.next, true).padEnd(8)} you ${words(m.value, moveN(m.remoteness))}${m.best ? '  *best' : ''}\n`);
      });
      for (;;) {
        write(`your move (1-${moves.length}, q to quit): `);
        const line = await read();
        if (line === null) {
          write('\nend of input\n');
          return;
        }
        const t = line.trim();
        if (t === 'q' || t === 'quit') {
          write('bye\n');
          return;
        }
        const k = Number(t);
        if (Number.isInteger(k) && k >= 1 && k <= moves.length) {
          chosen = moves[k - 1]!;
          break;
        }
        write(`'${t}' is not a move number\n`);
      }
    } else {
      write(`seat ${turn + 1} plays ${chosen.text} -> ${g.space.format(chosen.next, true)}\n`);
    }
    u = g.index.get(chosen.next)!;
    turn = (turn + chosen.shift) % p;
  }
}

async function run(p: ParsedArgs): Promise<number> {
  const sub = p.positional[0]!;
  const rules = parseRules(stringFlag(p, 'rules') ?? 'normal');
  if (sub !== 'solve' && sub !== 'count' && sub !== 'play') throw new CliError(`unknown subcommand '${sub}' (solve, count, play)`);
  try {
    return await runSub(sub, p, rules);
  } catch (e) {
    if (e instanceof AbortError) {
      process.stderr.write(`${stderrIsTTY() ? '\n' : ''}partizan loopy: interrupted\n`);
      return 130;
    }
    throw e;
  }
}

async function runSub(sub: 'solve' | 'count' | 'play', p: ParsedArgs, rules: Rules): Promise<number> {
  if (sub === 'solve') {
    const sol = await withSigint((signal) => solveWith(p, rules, signal));
    const summary = sol.summary();
    const pos = p.flags.get('position');
    if (p.flags.has('json')) {
      output(JSON.stringify(summary, null, 2));
    } else {
      const c = summary.counts;
      output(
        [
          `rules: ${describeRules(rules)}`,
          `reachable positions: ${summary.positions} (${summary.terminals} where the game is over)`,
          `with best play by everyone, ${c.win} of them are won, ${c.lose} lost and ${c.draw} drawn for the player to move`,
          ...[summary.start, ...(summary.otherStarts ?? [])].map(
            (st) => `opening position ${st.position}: the player to move ${forces(st.value, st.remoteness)}`,
          ),
          `longest forced ending: ${summary.maxRemoteness} moves`,
        ].join('\n'),
      );
    }
    if (typeof pos === 'string') {
      const lines = [`(${WIN_IN_N})`, `${pos}: the player to move ${forces(sol.outcome(pos), sol.remotenessOf(pos))}`];
      for (const m of sol.moves(pos)) {
        lines.push(`  ${m.text} -> ${sol.graph.space.format(m.next, true)}: with this move the player to move ${forces(m.value, moveN(m.remoteness))}${m.best ? ' *best' : ''}`);
      }
      // with --json, standard output stays pure JSON
      if (p.flags.has('json')) process.stderr.write(lines.join('\n') + '\n');
      else output(lines.join('\n'));
    }
    const dot = p.flags.get('dot');
    const graph = p.flags.get('graph');
    if (typeof dot === 'string' || typeof graph === 'string') {
      const nl = nonLosingGraph(sol);
      if (typeof dot === 'string') output(toDot(nl), dot);
      if (typeof graph === 'string') output(JSON.stringify(nl), graph);
    }
    return 0;
  }
  if (sub === 'count') {
    const c = countPositions(await withSigint((signal) => graphWith(p, rules, signal)));
    if (p.flags.has('json')) output(JSON.stringify(c, null, 2));
    else output(Object.entries(c).map(([k, v]) => `${k}: ${v}`).join('\n'));
    return 0;
  }
  {
    const sol = await withSigint((signal) => solveWith(p, rules, signal));
    const seat = intFlag(p, 'seat', 1, rules.players) - 1;
    const rl = createInterface({ input: standardInput(), terminal: false });
    const it = rl[Symbol.asyncIterator]();
    try {
      await playSession(
        sol,
        seat,
        async () => {
          const r = await it.next();
          return r.done ? null : r.value;
        },
        (s) => process.stdout.write(s),
      );
    } finally {
      rl.close();
    }
    return 0;
  }
}

/** The `loopy` command. */
export const loopyCommand = defineCommand({
  name: 'loopy',
  summary: 'loopy Chopsticks as played: solve, count, play',
  usage: '<solve|count|play>',
  description: DESCRIPTION,
  args: [1, 1],
  argsHint: 'expects one subcommand: solve, count or play',
  flags: {
    rules: { type: 'string', value: 'R', default: 'normal', help: `a preset (${Object.keys(PRESETS).join(', ')}) or a JSON rule set` },
    'max-positions': { type: 'int', default: 5_000_000, min: 1, help: 'stop beyond N reachable positions' },
    json: { type: 'boolean', format: true, help: 'solve, count: print the summary or the counts as JSON' },
    position: { type: 'string', value: 'P', help: 'solve: also show the value and moves of position P (e.g. 13-12)' },
    dot: { type: 'string', value: 'FILE', help: 'solve: write the graph of non-losing moves as Graphviz DOT' },
    graph: { type: 'string', value: 'FILE', help: 'solve: write the graph of non-losing moves as JSON' },
    seat: { type: 'int', default: 1, min: 1, value: 'N', help: 'play: your seat, 1 = first player' },
  },
  run,
});
