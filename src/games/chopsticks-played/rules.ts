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
/** The opening position: every hand at 1, or every hand at r - 1 ("Suns"). */
export type Start = 'ones' | 'suns';

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
 * Named presets: the variants of the Wikipedia article and of the other Chopsticks
 * sources (the Simple English Wikipedia article, the blog post, the student project).
 * Each is a partial rule set over {@link NORMAL_RULES}.
 */
export const PRESETS: Readonly<Record<string, Readonly<Partial<Rules>>>> = Object.freeze({
  /** Wikipedia "Rules": roll-over 5, transfers and divisions. */
  normal: {},
  /** Wikipedia "Cutoff": a hand at 5 or more is dead. */
  cutoff: { overflow: 'cutoff' },
  /** Wikipedia "Misère". */
  misere: { misere: true },
  /** Wikipedia "Suicide": a split may kill one of one's own hands. */
  suicide: { suicide: true },
  /** Wikipedia "Meta". */
  meta: { meta: true },
  /** Wikipedia "Swaps". */
  swaps: { swaps: true },
  /** Wikipedia "Suns": start at [4444]. */
  suns: { start: 'suns' },
  /** Wikipedia: "Suicide", "Meta" and "Suns" together (the table's last column). */
  'suicide-meta-suns': { suicide: true, meta: true, start: 'suns' },
  /** Wikipedia "Transfers only". */
  'transfers-only': { divisions: false },
  /** Wikipedia "Divisions only". */
  'divisions-only': { transfers: false },
  /** Wikipedia "Halvesies" (even splits into equal halves). */
  halvesies: { split: 'halves' },
  /** Wikipedia "Halvesies" with the optional odd splits. */
  'halvesies-odd': { split: 'halves-odd' },
  /** Wikipedia "(p,h,r)": three players. */
  'three-players': { players: 3 },
  /** Wikipedia "(p,h,r)": four players. */
  'four-players': { players: 4 },
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
});

const ENUM_FIELDS: Record<string, readonly string[]> = {
  overflow: ['rollover', 'cutoff'],
  split: ['none', 'standard', 'halves', 'halves-odd'],
  attack: ['american', 'chinese'],
  start: ['ones', 'suns'],
};
const INT_FIELDS: Record<string, [number, number]> = { players: [2, 16], hands: [1, 16], r: [2, 64] };

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
    if (!(key in NORMAL_RULES)) {
      throw new RulesError(`unknown field (known: ${Object.keys(NORMAL_RULES).join(', ')})`, key);
    }
    if (key in INT_FIELDS) {
      const [lo, hi] = INT_FIELDS[key]!;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi) {
        throw new RulesError(`must be an integer from ${lo} to ${hi}, got ${JSON.stringify(value)}`, key);
      }
    } else if (key in ENUM_FIELDS) {
      if (typeof value !== 'string' || !ENUM_FIELDS[key]!.includes(value)) {
        throw new RulesError(`must be one of ${ENUM_FIELDS[key]!.join(' | ')}, got ${JSON.stringify(value)}`, key);
      }
    } else if (typeof value !== 'boolean') {
      throw new RulesError(`must be true or false, got ${JSON.stringify(value)}`, key);
    }
    out[key] = value;
  }
  const rules = out as unknown as Rules;
  if (rules.selfKill && !rules.selfTap) throw new RulesError('selfKill needs selfTap', 'selfKill');
  return rules;
}

/**
 * Reads a rule set given as a preset name (see {@link PRESETS}) or as JSON text
 * (a partial {@link Rules}; a JSON object may also carry `"preset"` to start from).
 */
export function parseRules(text: string): Rules {
  const t = text.trim();
  if (Object.prototype.hasOwnProperty.call(PRESETS, t)) return makeRules(PRESETS[t]);
  if (!t.startsWith('{')) {
    throw new RulesError(`unknown preset '${t}' (presets: ${Object.keys(PRESETS).join(', ')}; or give JSON)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(t);
  } catch (e) {
    throw new RulesError(`rules JSON does not parse: ${(e as Error).message}`);
  }
  if (typeof json === 'object' && json !== null && 'preset' in json) {
    const { preset, ...rest } = json as Record<string, unknown>;
    if (typeof preset !== 'string' || !Object.prototype.hasOwnProperty.call(PRESETS, preset)) {
      throw new RulesError(`unknown preset ${JSON.stringify(preset)}`, 'preset');
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
