/**
 * The parameterised rules model of Chopsticks as people play it (issue 5).
 *
 * One record, {@link Rules}, covers the (p, h, r) generalisation of the Wikipedia
 * article and the variants named there; {@link PRESETS} names the article's variants.
 */
import { PartizanError, clip } from '../../engine/errors.js';

/** How a hand that reaches `r` or more fingers is treated. */
export type Overflow = 'rollover' | 'cutoff';
/** Which redistributions a split may produce (see {@link Rules.split}). */
export type SplitMode = 'none' | 'standard' | 'halves' | 'halves-odd';
/** Which hand grows in an attack: the struck hand (American) or the striking hand (Chinese). */
export type Attack = 'american' | 'chinese';
/**
 * The opening position: every hand at 1, every hand at r - 1 ("Suns"), or both: the graph holds
 * the positions reachable from either opening (the usual one first).
 */
export type Start = 'ones' | 'suns' | 'both';

/** A complete rule set. Every field is required; {@link makeRules} fills omitted fields. */
export interface Rules {
  /** Number of players, at least 2. */
  players: number;
  /** Hands per player, at least 1. */
  hands: number;
  /** Roll-over amount: hand values live in 0..r-1, 0 is a dead hand. At least 2. */
  r: number;
  /** `rollover`: a hand's value is taken mod r (it dies at exactly r). `cutoff`: a hand dies at r or more. */
  overflow: Overflow;
  /**
   * Splits strike two of the mover's own hands together and redistribute their sum between them.
   * `none`: no splits. `standard`: any redistribution. `halves`: only an even sum into two equal halves.
   * `halves-odd`: halves, and an odd sum as evenly as possible. A split must change the pair
   * (reversing one's hands is not a move).
   */
  split: SplitMode;
  /** Splits between two live hands that leave both alive are allowed. */
  transfers: boolean;
  /** Splits that revive a dead hand are allowed. */
  divisions: boolean;
  /** Splits that kill one of the mover's own live hands are allowed. */
  suicide: boolean;
  /** "Meta": a pair whose sum exceeds r may also be split as (sum - r). */
  meta: boolean;
  /** A live hand may tap another live hand of the same player. */
  selfTap: boolean;
  /** With {@link Rules.selfTap}: a self-tap may kill the tapped hand (otherwise such a tap is illegal). */
  selfKill: boolean;
  /** "Swaps": a player with two unequal live hands may swap them, which passes the turn. */
  swaps: boolean;
  /** Misère: the first player to lose all hands wins (and the game ends there). */
  misere: boolean;
  /** Which hand grows in an attack. */
  attack: Attack;
  /** The opening position. */
  start: Start;
  /**
   * "Sudden Death": a player left with exactly one finger in all (`[01]`) is out, as if every
   * hand were dead. (The article's three-lives form is not modelled.)
   */
  suddenDeath: boolean;
  /**
   * "Logan Clause": suicide and swap only together. Hands are unordered here, so a suicide
   * followed by a swap reaches the same hands as the suicide alone: the clause allows the
   * suicide splits, and the swap of a dead hand for a live one (which passes the turn); plain
   * swaps of two live hands stay illegal unless {@link Rules.swaps} allows them.
   */
  logan: boolean;
  /**
   * "Cherri": a player may swap the values of two of their hands, even equal or dead ones,
   * which changes nothing but passes the turn (so a live player can always pass).
   */
  cherri: boolean;
  /**
   * "Integers" with roll-over: a player may flip one live hand over, which replaces its value v
   * by r - v (a move only when that changes it). Needs `overflow: 'rollover'`.
   */
  integers: boolean;
  /**
   * Splits redistribute the total of ALL of the mover's hands among all of them (any hands with
   * the same total, different from the present ones), instead of one pair at a time; the kind
   * (transfer, division, suicide) compares the numbers of dead hands before and after. Needs
   * `split: 'standard'` and no `meta`; the same as pair splits when hands = 2.
   */
  splitAll: boolean;
  /**
   * "Zombies" (three or more players): a knocked-out player keeps one finger for good (a zombie,
   * written `z`): on their turn they attack with it (it counts as 1), but they may not split and
   * cannot be attacked. The last player who is not a zombie wins. Needs the American attack and
   * normal play.
   */
  zombies: boolean;
  /**
   * "Stumps": a player at `[01]` (one finger on one hand, the other dead) may split into two
   * halves `[0.5 0.5]`. Hands then hold halves; attacks add them, and other splits move whole
   * fingers (each hand keeps its half or hands it over whole, so two halves never merge in a
   * split). Needs two hands, and `split` `standard` or `none` with no `splitAll`.
   */
  stumps: boolean;
  /**
   * Sudden Death's lives form: each player starts with this many lives and loses one every time
   * they get down to one finger in all; the last life lost puts them out. 1 (the default) is plain
   * Sudden Death. More than 1 needs {@link Rules.suddenDeath}. Positions then carry each player's
   * lives after their hands: `11/3-11/2`.
   */
  lives: number;
}

/** The article's normal rules: 2 players, 2 hands, roll-over 5, transfers and divisions. */
export const NORMAL_RULES: Readonly<Rules> = Object.freeze({
  players: 2,
  hands: 2,
  r: 5,
  overflow: 'rollover',
  split: 'standard',
  transfers: true,
  divisions: true,
  suicide: false,
  meta: false,
  selfTap: false,
  selfKill: false,
  swaps: false,
  misere: false,
  attack: 'american',
  start: 'ones',
  suddenDeath: false,
  logan: false,
  cherri: false,
  integers: false,
  splitAll: false,
  zombies: false,
  stumps: false,
  lives: 1,
});

/** A rule set that is malformed or out of range; `field` names the offending field when there is one. */
export class RulesError extends PartizanError {
  override name = 'RulesError';
  override readonly code: string = 'RULES';
  /** The rules field at fault, if any. */
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(field ? `rules.${clip(field, 40)}: ${message}` : message);
    this.field = field;
  }
}

/**
 * A value of a rule set as an error message quotes it: its JSON when it has one, else its type
 * (a bigint, a symbol or a cyclic object has no JSON, and quoting it must not throw).
 */
function shownValue(v: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(v);
  } catch {
    text = undefined;
  }
  if (text === undefined) text = typeof v === 'bigint' ? `${v}n` : typeof v;
  return clip(text, 40);
}

/**
 * Named presets: the variants of the Wikipedia article and of the other Chopsticks
 * sources (the Simple English Wikipedia article, the blog post, the student project).
 * Each is a partial rule set over {@link NORMAL_RULES}.
 */
export const PRESETS: Readonly<Record<string, Readonly<Partial<Rules>>>> = Object.freeze({
  normal: {}, // Wikipedia "Rules": roll-over 5, transfers and divisions.
  cutoff: { overflow: 'cutoff' }, // Wikipedia "Cutoff": a hand at 5 or more is dead.
  misere: { misere: true }, // Wikipedia "Misère".
  suicide: { suicide: true }, // Wikipedia "Suicide": a split may kill one of one's own hands.
  meta: { meta: true }, // Wikipedia "Meta".
  swaps: { swaps: true }, // Wikipedia "Swaps".
  suns: { start: 'suns' }, // Wikipedia "Suns": start at [4444].
  /** Wikipedia: "Suicide", "Meta" and "Suns" together (the table's last column). */
  'suicide-meta-suns': { suicide: true, meta: true, start: 'suns' },
  'transfers-only': { divisions: false }, // Wikipedia "Transfers only".
  'divisions-only': { transfers: false }, // Wikipedia "Divisions only".
  halvesies: { split: 'halves' }, // Wikipedia "Halvesies" (even splits into equal halves).
  'halvesies-odd': { split: 'halves-odd' }, // Wikipedia "Halvesies" with the optional odd splits.
  'three-players': { players: 3 }, // Wikipedia "(p,h,r)": three players.
  'four-players': { players: 4 }, // Wikipedia "(p,h,r)": four players.
  /** Simple Wikipedia: cut-off at 5, tapping one's own hand allowed (and it may kill it). */
  'simple-wikipedia': { overflow: 'cutoff', selfTap: true, selfKill: true },
  /** The blog post: cut-off at 5, only halving an even live hand into a dead one. */
  blog: { overflow: 'cutoff', split: 'halves', transfers: false },
  /** The student project as its README describes it: "American rule, no split, no pass", normal play. */
  'no-split': { split: 'none' },
  /**
   * The rules that reproduce the student project's table exactly (with `r` = its n): no splits, American
   * attack, roll-over, but misère scoring (a player left without live hands wins).
   */
  student: { split: 'none', misere: true },
  /** The student project's Chinese rules: the striking hand grows, misère, ten values per hand. */
  chinese: { attack: 'chinese', misere: true, r: 10 },
  'sudden-death': { suddenDeath: true }, // Wikipedia "Sudden Death": down to one finger ([01]) is out.
  'three-lives': { suddenDeath: true, lives: 3 }, // Wikipedia "Sudden Death", the form with three lives.
  logan: { logan: true }, // Wikipedia "Logan Clause": suicide and swap only together.
  cherri: { cherri: true }, // Wikipedia "Cherri": swapping one's hands' values (a pass), always allowed.
  integers: { integers: true }, // Wikipedia "Integers" with roll-over: flipping a hand replaces v by r - v.
  'three-hands-split-all': { hands: 3, splitAll: true }, // "(p,h,r)": three hands, splits over all of them.
  /** Wikipedia "Zombies": three players; a knocked-out player attacks on with one finger. */
  zombies: { players: 3, zombies: true },
  stumps: { stumps: true }, // Wikipedia "Stumps": [01] may split into two halves.
  'both-starts': { start: 'both' }, // the usual opening and Suns: every position reachable from either.
});

const ENUM_FIELDS: Record<string, readonly string[]> = {
  overflow: ['rollover', 'cutoff'],
  split: ['none', 'standard', 'halves', 'halves-odd'],
  attack: ['american', 'chinese'],
  start: ['ones', 'suns', 'both'],
};
const INT_FIELDS: Record<string, [number, number]> = { players: [2, 16], hands: [1, 16], r: [2, 64], lives: [1, 9] };

/**
 * Validates a partial rule set and fills omitted fields from {@link NORMAL_RULES}.
 * Throws {@link RulesError} naming the field for unknown fields, wrong types and values out of range.
 */
export function makeRules(partial: unknown = {}): Rules {
  if (typeof partial !== 'object' || partial === null || Array.isArray(partial)) {
    throw new RulesError('a rule set must be a JSON object');
  }
  const out: Record<string, unknown> = { ...NORMAL_RULES };
  for (const [key, value] of Object.entries(partial as Record<string, unknown>)) {
    // own properties only: `__proto__`, `constructor`, `toString` are unknown fields, not inherited ones
    if (!Object.hasOwn(NORMAL_RULES, key)) {
      throw new RulesError(`unknown field (known: ${Object.keys(NORMAL_RULES).join(', ')})`, key);
    }
    if (Object.hasOwn(INT_FIELDS, key)) {
      const [lo, hi] = INT_FIELDS[key]!;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi) {
        throw new RulesError(`must be an integer from ${lo} to ${hi}, got ${shownValue(value)}`, key);
      }
    } else if (Object.hasOwn(ENUM_FIELDS, key)) {
      if (typeof value !== 'string' || !ENUM_FIELDS[key]!.includes(value)) {
        throw new RulesError(`must be one of ${ENUM_FIELDS[key]!.join(' | ')}, got ${shownValue(value)}`, key);
      }
    } else if (typeof value !== 'boolean') {
      throw new RulesError(`must be true or false, got ${shownValue(value)}`, key);
    }
    out[key] = value;
  }
  const rules = out as unknown as Rules;
  if (rules.selfKill && !rules.selfTap) throw new RulesError('selfKill needs selfTap', 'selfKill');
  if (rules.integers && rules.overflow !== 'rollover') {
    throw new RulesError("the Integers variant is modelled with roll-over only (flipping a hand gives r - v); set overflow to 'rollover'", 'integers');
  }
  if (rules.splitAll && (rules.split !== 'standard' || rules.meta)) {
    throw new RulesError("splitAll needs split 'standard' and no meta", 'splitAll');
  }
  if (rules.lives > 1 && !rules.suddenDeath) throw new RulesError('lives are part of Sudden Death: set suddenDeath too', 'lives');
  if (rules.stumps && (rules.hands !== 2 || (rules.split !== 'standard' && rules.split !== 'none') || rules.splitAll)) {
    throw new RulesError("Stumps needs two hands and split 'standard' or 'none' (without splitAll)", 'stumps');
  }
  if (rules.zombies && (rules.players < 3 || rules.attack !== 'american' || rules.misere)) {
    throw new RulesError('Zombies needs three or more players, the American attack and normal play', 'zombies');
  }
  if (rules.suddenDeath && rules.hands === 1 && (rules.start !== 'suns' || rules.r === 2)) {
    throw new RulesError('with one hand every player starts with one finger and is out at once', 'suddenDeath');
  }
  return rules;
}

/**
 * `rules` checked at the door of a function that takes a whole rule set (a `PositionSpace`,
 * `buildGraph`, ...): an object whose fields are those of {@link makeRules}, each in range,
 * with `players`, `hands`, `r`, `lives` and the enumerated fields present. Throws
 * {@link RulesError} naming the field otherwise (and a bare object or a number is not a rule set).
 * Returns `rules` itself, so the caller's object is kept.
 */
export function requireRules(rules: unknown): Rules {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) throw new RulesError('a rule set must be an object (build one with makeRules or parseRules)');
  makeRules(rules);
  const r = rules as Record<string, unknown>;
  for (const key of [...Object.keys(INT_FIELDS), ...Object.keys(ENUM_FIELDS)]) {
    if (!Object.hasOwn(r, key)) throw new RulesError('missing: a whole rule set is needed here (build one with makeRules or parseRules)', key);
  }
  return rules as Rules;
}

/**
 * Reads a rule set given as a preset name (see {@link PRESETS}) or as JSON text
 * (a partial {@link Rules}; a JSON object may also carry `"preset"` to start from).
 */
export function parseRules(text: string): Rules {
  if (typeof text !== 'string') throw new RulesError(`a rule set is given as a preset name or JSON text, got ${text === null ? 'null' : typeof text}`);
  const t = text.trim();
  if (Object.prototype.hasOwnProperty.call(PRESETS, t)) return makeRules(PRESETS[t]);
  if (!t.startsWith('{')) {
    throw new RulesError(`unknown preset '${clip(t, 40)}' (presets: ${Object.keys(PRESETS).join(', ')}; or give JSON)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(t);
  } catch (e) {
    throw new RulesError(`rules JSON does not parse: ${clip((e as Error).message, 120)}`);
  }
  if (typeof json === 'object' && json !== null && Object.hasOwn(json, 'preset')) {
    const { preset, ...rest } = json as Record<string, unknown>;
    if (typeof preset !== 'string' || !Object.prototype.hasOwnProperty.call(PRESETS, preset)) {
      throw new RulesError(`unknown preset ${shownValue(preset)}`, 'preset');
    }
    return makeRules({ ...PRESETS[preset], ...rest });
  }
  return makeRules(json);
}

/** The fields of `rules` that differ from {@link NORMAL_RULES} (a compact description). */
export function rulesDiff(rules: Rules): Partial<Rules> {
  const d: Record<string, unknown> = {};
  for (const k of Object.keys(NORMAL_RULES) as (keyof Rules)[]) if (rules[k] !== NORMAL_RULES[k]) d[k] = rules[k];
  return d as Partial<Rules>;
}

/** The rules in full, in words: `2 players, 2 hands each, roll-over at 5, ...`. */
export function describeRules(rules: Rules): string {
  requireRules(rules);
  const parts = [`${rules.players} players`, `${rules.hands} hand${rules.hands === 1 ? '' : 's'} each`];
  parts.push(rules.overflow === 'rollover' ? `roll-over at ${rules.r} (a hand at exactly ${rules.r} dies, above it keeps the excess)` : `cut-off at ${rules.r} (a hand at ${rules.r} or more dies)`);
  parts.push(rules.attack === 'american' ? 'the struck hand grows' : 'the striking hand grows (Chinese rule)');
  if (rules.split === 'none') parts.push('no splits');
  else {
    const how = { standard: 'any redistribution', halves: 'only an even sum into equal halves', 'halves-odd': 'halves, odd sums as evenly as possible' }[rules.split];
    const kinds = [rules.transfers && 'transfers', rules.divisions && 'divisions (reviving a dead hand)', rules.suicide && 'suicide (killing one of one\'s hands)'].filter(Boolean);
    parts.push(`splits: ${how}, allowed as ${kinds.length ? kinds.join(', ') : 'nothing'}${rules.meta ? ', also of the sum minus the roll-over (meta)' : ''}`);
  }
  if (rules.selfTap) parts.push(`tapping one's own hand${rules.selfKill ? ' (which may kill it)' : ''}`);
  if (rules.swaps) parts.push('swapping two unequal live hands to pass');
  if (rules.logan) parts.push('Logan clause: suicide splits, and swapping a dead hand for a live one to pass');
  if (rules.cherri) parts.push('Cherri: swapping two hands (even equal or dead ones) to pass');
  if (rules.integers) parts.push(`Integers: flipping a live hand v to ${rules.r} - v`);
  if (rules.splitAll) parts.push("splits redistribute all of a player's hands");
  if (rules.suddenDeath) {
    parts.push(
      rules.lives > 1
        ? `sudden death with ${rules.lives} lives: getting down to one finger costs a life, the last one puts a player out`
        : 'sudden death: a player down to one finger is out',
    );
  }
  if (rules.stumps) parts.push('stumps: one finger with the other hand dead may split into two halves');
  if (rules.zombies) parts.push('zombies: a knocked-out player attacks on with one finger but cannot split or be attacked; the last player not a zombie wins');
  parts.push(rules.misere ? 'misère: the first player left without a live hand wins' : 'the last player with a live hand wins');
  parts.push(
    rules.start === 'ones'
      ? 'everyone starts with 1 on each hand'
      : rules.start === 'suns'
        ? `everyone starts with ${rules.r - 1} on each hand (Suns)`
        : `starts from both the usual opening (1 on each hand) and Suns (${rules.r - 1} on each hand)`,
  );
  return parts.join('; ');
}
