/**
 * Who wins a game of the registry: {@link outcomeOf} and {@link firstPlayerWins} run the outcome
 * search (`search.ts`) over the game's own move rules. A game whose descriptor gives
 * {@link GameDescriptor.outcomeRules} is searched with them (its components, symmetries and cheap
 * values); any other short game with its descriptor's `moves`, keyed by its text (exact, with no
 * decomposition). Loopy games are refused: their outcome may be a draw, which this search does
 * not decide.
 *
 * Invariant: the answer is the outcome of the position's value (what `value(p).outcome()` gives),
 * only found without computing that value.
 */
import { KindError } from '../../engine/errors.js';
import { kindError } from '../../engine/guard.js';
import type { Outcome } from '../../engine/ops.js';
import type { Player } from '../../engine/solver.js';
import { findGame } from '../catalog.js';
import { kindName, requirePlayer, runOptions } from '../guard.js';
import type { AnyGameDescriptor, GameDescriptor, GameValueOptions } from '../registry.js';
import { OutcomeSearch, type OutcomeRules } from './search.js';

export { OutcomeSearch, type OutcomeRules, type OutcomeSearchOptions } from './search.js';

/** Options of {@link outcomeOf}: a signal, progress, and the most positions the search may keep (`maxEntries`). */
export type OutcomeOptions = GameValueOptions;

/** The outcome rules of a short game from its descriptor's moves alone: one component, keyed by its text. */
export function descriptorOutcomeRules<P>(d: GameDescriptor<P>): OutcomeRules<P> {
  if (d === null || typeof d !== 'object' || typeof d.moves !== 'function' || typeof d.format !== 'function') throw kindError('descriptorOutcomeRules', 'descriptor', 'a game descriptor (findGame)', d);
  return { name: d.name, options: (p, player) => d.moves(p, player), components: (p) => [p], key: (p) => d.format(p) };
}

/** A search kept per game between calls (emptied once large), as the games' value solvers are kept. */
const kept = new Map<string, OutcomeSearch<unknown>>();
/** A kept search is emptied before a call once its table holds this many sums. */
const KEPT_OUTCOME_ENTRIES = 2_000_000;

function searchFor(d: AnyGameDescriptor, opts: OutcomeOptions): OutcomeSearch<unknown> {
  if (d.kind === 'loopy') throw new KindError(`outcomeOf: ${d.name} is a loopy game (its outcome may be a draw); use its value`, 'loopy');
  const rules = (): OutcomeRules<unknown> => d.outcomeRules?.() ?? descriptorOutcomeRules(d);
  if (opts.maxEntries !== undefined) return new OutcomeSearch(rules(), { maxEntries: opts.maxEntries });
  let s = kept.get(d.id);
  if (s === undefined) kept.set(d.id, (s = new OutcomeSearch(rules())));
  if (s.size > KEPT_OUTCOME_ENTRIES) s.clear();
  return s;
}

function resolve(game: AnyGameDescriptor | string, position: unknown, fn: string): { d: AnyGameDescriptor; p: unknown } {
  const d = typeof game === 'string' ? findGame(game) : game;
  if (d === null || typeof d !== 'object' || typeof d.moves !== 'function' || typeof d.parse !== 'function') {
    throw new KindError(`${fn} takes a game (a descriptor of the registry, or its name); it was given ${kindName(game)}`, kindName(game));
  }
  const p = typeof position === 'string' ? d.parse(position) : position;
  d.format(p); // checks that p is a position of the game (a KindError otherwise)
  return { d, p };
}

/**
 * The outcome class of a position of a registry game: `'L'` (Left wins whoever starts), `'R'`,
 * `'N'` (whoever moves first wins) or `'P'` (whoever moves second). `game` is a descriptor or a
 * game's name; `position` is a position of it or its text.
 *
 * ```ts
 * outcomeOf('amazons', 'x..|...|..o'); // who wins, without the canonical value
 * ```
 * @throws UnknownGameError, PositionSyntaxError, KindError (a loopy game); LimitError past
 * `maxEntries`; AbortError.
 */
export function outcomeOf(game: AnyGameDescriptor | string, position: unknown, opts: OutcomeOptions = {}): Outcome {
  const o = runOptions(opts, 'outcomeOf');
  const { d, p } = resolve(game, position, 'outcomeOf');
  return searchFor(d, o).outcome(p, o);
}

/**
 * True when `player` (`'L'` or `'R'`), moving first in `position`, wins (see {@link outcomeOf});
 * half the work of the outcome class.
 * @throws as {@link outcomeOf}.
 */
export function firstPlayerWins(game: AnyGameDescriptor | string, position: unknown, player: Player, opts: OutcomeOptions = {}): boolean {
  const o = runOptions(opts, 'firstPlayerWins');
  requirePlayer(player, 'firstPlayerWins');
  const { d, p } = resolve(game, position, 'firstPlayerWins');
  return searchFor(d, o).wins(p, player, o);
}
