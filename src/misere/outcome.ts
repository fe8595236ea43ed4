/**
 * Misère outcomes of partizan games (CGSuite's `MisereOutcomeClass`): in misère play the player
 * who cannot move wins, so Left moving first wins G exactly when Left has no move in G or has a
 * move to a position that Right, moving first, does not win. The outcome class is L, R, N or P as
 * in normal play. Misère outcomes are not values: they depend on the form of the game (CGSuite's
 * `MisereOutcomeClass` of a canonical game looks at its canonical form), and a sum is searched as
 * a whole, since no misère theory reduces a sum to its parts in general.
 *
 * Invariant: every search runs on an explicit stack with a table of solved positions; a position
 * met again on its own line of play is a {@link CycleError} (a loopy ruleset has no misère
 * outcome here); the table's size is bounded by `maxPositions`.
 */
import { LimitError } from '../engine/errors.js';
import { checkWork, engineOperation, work } from '../engine/work.js';
import { Game, requireGame } from '../engine/game.js';
import { RunControl, limitOption, type RunOptions } from '../engine/run.js';
import { CycleError, type Player, requireRuleset, type Ruleset } from '../engine/solver.js';
import { MisereGame } from './game.js';
import { call, run, type Task } from './trampoline.js';
import { kindError, optionsArg, requireArray } from '../engine/guard.js';

/** A misère outcome class: Left wins (L), Right wins (R), the first player (N) or the second (P). */
export type MisereOutcome = 'L' | 'R' | 'N' | 'P';

/** Options of the misère outcome searches. */
export interface MisereSearchOptions extends RunOptions {
  /** The most positions the search may remember (default 4,000,000); beyond, a {@link LimitError}. Each move looked at is also a step of the engine's work limit (`maxWork`, `setMaxWork`). */
  maxPositions?: number;
}

/** The outcome class from who wins moving first. */
function classOf(leftFirst: boolean, rightFirst: boolean): MisereOutcome {
  return leftFirst ? (rightFirst ? 'N' : 'L') : rightFirst ? 'R' : 'P';
}

/**
 * A misère search over positions of type P: `moves(p, player)` lists a player's moves and `key(p)`
 * identifies positions.
 */
function misereSearch<P>(moves: (p: P, player: Player) => Iterable<P>, key: (p: P) => string | number, root: P, options: MisereSearchOptions): MisereOutcome {
  const opts = optionsArg<MisereSearchOptions>(options, 'misereOutcome');
  const maxPositions = limitOption(opts.maxPositions, 4_000_000, 'maxPositions');
  const rc = new RunControl(opts, 'misère search', 'positions');
  const table = new Map<string | number, boolean>(); // (key, player) → the player to move wins
  const open = new Set<string | number>();
  const slot = (k: string | number, player: Player): string | number => (typeof k === 'number' ? (player === 'L' ? 2 * k : 2 * k + 1) : `${player}${k}`);
  function* wins(p: P, player: Player): Task<boolean> {
    const k = slot(key(p), player);
    const known = table.get(k);
    if (known !== undefined) return known;
    if (open.has(k)) throw new CycleError(key(p));
    open.add(k);
    const other: Player = player === 'L' ? 'R' : 'L';
    let win = true; // no move: the player to move wins
    for (const q of moves(p, player)) {
      if (++work.steps > work.next) checkWork();
      win = false;
      const known = table.get(slot(key(q), other));
      const r = known !== undefined ? known : ((yield call(wins(q, other))) as boolean);
      if (!r) {
        win = true;
        break;
      }
    }
    open.delete(k);
    if (table.size >= maxPositions) throw new LimitError(`the misère search needs more than ${maxPositions} positions (the limit maxPositions)`, 'maxPositions');
    table.set(k, win);
    return win;
  }
  const step = (): void => rc.step();
  // each move looked at is a step of the engine's work limit (maxWork): a sum with *100000 looked
  // at moves for minutes before its table reached maxPositions (the export fuzzer, session 5)
  return engineOperation(() => classOf(run(wins(root, 'L'), step), run(wins(root, 'R'), step)), opts.signal);
}

/**
 * The misère outcome class of a game: of a short partizan `Game` (of its canonical form, as
 * CGSuite), or of a misère canonical form (then `'N'` or `'P'`).
 */
export function misereOutcome(g: Game | MisereGame, opts: MisereSearchOptions = {}): MisereOutcome {
  if (g instanceof MisereGame) return g.outcome;
  if (!(g instanceof Game)) throw kindError('misereOutcome', 'g', 'a short game or a misère game', g);
  return misereSearch<Game>(
    (x, player) => (player === 'L' ? x.leftOptions : x.rightOptions),
    (x) => x.id,
    g,
    opts,
  );
}

/**
 * The misère outcome class of the disjunctive sum of short partizan games (their canonical forms),
 * by a search of the sum as a whole.
 */
export function misereSumOutcome(games: readonly Game[], opts: MisereSearchOptions = {}): MisereOutcome {
  requireArray(games, 'misereSumOutcome', 'games').forEach((g, i) => requireGame(g, 'misereSumOutcome', `games[${i}]`));
  const norm = (gs: readonly Game[]): Game[] => gs.filter((x) => x.leftOptions.length > 0 || x.rightOptions.length > 0).sort((a, b) => a.id - b.id);
  return misereSearch<Game[]>(
    function* (gs, player) {
      for (let i = 0; i < gs.length; i++) {
        if (i > 0 && gs[i] === gs[i - 1]) continue;
        const g = gs[i]!;
        for (const o of player === 'L' ? g.leftOptions : g.rightOptions) yield norm([...gs.slice(0, i), o, ...gs.slice(i + 1)]);
      }
    },
    (gs) => gs.map((x) => x.id).join(' '),
    norm(games),
    opts,
  );
}

/**
 * The misère outcome class of a position of any ruleset (Domineering, Hackenbush, a heap game, …):
 * the ruleset's own moves, searched without splitting into components.
 */
export function misereRulesetOutcome<P>(rules: Pick<Ruleset<P, unknown>, 'options' | 'key'>, p: P, opts: MisereSearchOptions = {}): MisereOutcome {
  requireRuleset(rules, 'misereRulesetOutcome');
  return misereSearch<P>(
    (q, player) => rules.options(q, player),
    (q) => rules.key(q),
    p,
    opts,
  );
}
