/** Chopsticks as people play it, Left's hands against Right's, in the registry of games. */
import { type AnyLoopyValue, nodeValue } from '../loopy-bridge.js';
import type { GameDescriptor } from '../registry.js';
import { KindError } from '../../engine/errors.js';
import { guardDescriptor, kindName } from '../guard.js';
import { MoveGenerator } from './moves.js';
import { partizanGraph } from './partizan.js';
import { PositionError, PositionSpace } from './position.js';
import { makeRules, PRESETS, type Rules } from './rules.js';

/** A position of Chopsticks as played between Left and Right: the rules (a preset) and the hands, Left's in seat 0. */
export interface PlayedPosition {
  /** The preset's name (`'normal'`, `'cutoff'`, ...). */
  readonly preset: string;
  /** The rules of that preset. */
  readonly rules: Rules;
  /** The position's code in the rules' {@link PositionSpace}, Left's hands in seat 0. */
  readonly code: number;
}

const spaces = new Map<string, { rules: Rules; space: PositionSpace; gen: MoveGenerator }>();

/** The rules, position space and move generator of a two-player preset. */
function presetSpace(name: string, text: string): { rules: Rules; space: PositionSpace; gen: MoveGenerator } {
  let s = spaces.get(name);
  if (s === undefined) {
    if (!Object.prototype.hasOwnProperty.call(PRESETS, name)) throw new PositionError(`no preset named ${JSON.stringify(name.slice(0, 40))}; the presets are ${Object.keys(PRESETS).join(', ')}`, 0);
    const rules = makeRules(PRESETS[name]);
    if (rules.players !== 2) throw new PositionError(`the preset ${name} has ${rules.players} players; Left and Right are two (in ${JSON.stringify(text.slice(0, 40))})`, 0);
    const space = new PositionSpace(rules);
    s = { rules, space, gen: new MoveGenerator(space) };
    spaces.set(name, s);
  }
  return s;
}

/** Reads `[preset:]hands-hands`, Left's hands first. */
function parsePlayed(text: string): PlayedPosition {
  if (typeof text !== 'string') throw new PositionError('a position is a string', 0);
  const colon = text.indexOf(':');
  const preset = colon < 0 ? 'normal' : text.slice(0, colon).trim();
  const { rules, space } = presetSpace(preset, text);
  let code: number;
  try {
    code = space.parse(text.slice(colon + 1));
  } catch (e) {
    if (e instanceof PositionError && e.index !== undefined) throw new PositionError(e.message.replace(/ \(at character \d+\)$/, ''), e.index + colon + 1);
    throw e;
  }
  return { preset, rules, code };
}

/** Chopsticks as played (two players, Left's hands in seat 0); values are loopy. */
export const chopsticksPlayedGame: GameDescriptor<PlayedPosition> = guardDescriptor<PlayedPosition>({
  id: 'chopsticks-as-played',
  name: 'Chopsticks as played',
  aliases: ['Chopsticks', 'loopy chopsticks'],
  kind: 'loopy',
  summary: 'The hand game as people play it (roll-over, splits and the variants of the Wikipedia article), Left\'s hands against Right\'s; play can go on for ever, so values are loopy.',
  syntax: "'[preset:]hands-hands', Left's hands first, as the article writes them (11-11, or cutoff:11-11); the presets are those of partizan/loopy",
  source: 'Wikipedia, "Chopsticks (hand game)"; this library\'s rules model (partizan/loopy)',
  examples: [
    { position: '11-11', value: '1over & -1under', source: 'docs/loopy-values.md: the normal opening, whose sides are the canonical stoppers CGSuite gives for the same graph' },
    { position: '00-11', value: '0', source: 'the rules model (partizan.ts): Left has no hand left; under the American rule that node is 0, as in SIMPLE CHOPSTICKS' },
  ],
  parse: parsePlayed,
  format: (p) => `${p.preset === 'normal' ? '' : `${p.preset}:`}${presetSpace(p.preset, p.preset).space.format(p.code, true)}`,
  value: (p, opts = {}) => {
    const g = partizanGraph(p.rules, { root: p.code, ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.maxEntries === undefined ? {} : { maxNodes: opts.maxEntries }) });
    const leaf = g.values[0];
    if (leaf !== undefined) return leaf;
    return nodeValue(g, 0, opts.signal ? { signal: opts.signal } : {}).value as AnyLoopyValue;
  },
  moves: (p, player) => {
    const { space, gen } = presetSpace(p.preset, p.preset);
    const hands = space.decode(p.code);
    if (space.dead(hands, 0) || space.dead(hands, 1)) return [];
    const scratch = new Uint8Array(hands.length);
    const seen = new Set<number>();
    gen.generate(hands, player === 'L' ? 0 : 1, (kind, hs) => {
      seen.add(kind === 5 ? p.code : space.canonical(hs, 0, scratch));
    });
    return [...seen].map((code) => ({ preset: p.preset, rules: p.rules, code }));
  },
}, (p, fn) => {
  const q = p as PlayedPosition;
  if (q === null || typeof q !== 'object' || typeof q.preset !== 'string' || !Object.prototype.hasOwnProperty.call(PRESETS, q.preset) || !Number.isSafeInteger(q.code)) {
    throw new KindError(`${fn} takes a position of Chopsticks as played (as parse gives it)`, kindName(p));
  }
  const { rules, space } = presetSpace(q.preset, q.preset);
  if (q.code < 0 || q.code >= space.size) throw new KindError(`${fn}: the code ${q.code} is not a position of the preset ${q.preset}`, 'number');
  return { preset: q.preset, rules, code: q.code };
});
