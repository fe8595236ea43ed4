/**
 * `partizan analyze '<game>' [--json]`: the properties of a short game, like CGSuite's property
 * panel; `partizan tree '<game>' [--svg FILE]`: its game tree as SVG.
 */
import { intFlag, output } from '../util.js';
import { gameCommand, svgFlag } from './game-command.js';
import {
  type Game,
  uptimalString,
  birthday,
  isDicotic,
  stops,
  outcome,
  dyString,
  mean,
  temperature,
  atomicWeightOrUndefined,
  rcf,
  gameTreeSvg,
} from '../../index.js';

const DESCRIPTION = `Prints the canonical form, outcome class, birthday, stops, mean, temperature, atomic weight,
reduced canonical form and uptimal expansion (when the game is an uptimal) of a game given in
CGSuite notation, e.g. '{3|{1|-1}}', '^[3]*', '{0||0|-3/2}'.`;

const TREE_DESCRIPTION = `Draws the game tree of the canonical form as SVG (to the --svg file, or standard output).`;

/** The properties reported by `partizan analyze`, as strings in CGSuite notation. */
export function analysis(g: Game): Record<string, string | boolean> {
  const st = stops(g);
  const aw = atomicWeightOrUndefined(g);
  const out: Record<string, string | boolean> = {
    canonicalForm: String(g),
    outcome: outcome(g),
    birthday: String(birthday(g)),
    leftStop: dyString(st.left),
    rightStop: dyString(st.right),
    mean: dyString(mean(g)),
    temperature: dyString(temperature(g)),
    atomicWeight: aw.weight ? String(aw.weight) : `none (${aw.reason})`,
    reducedCanonicalForm: String(rcf(g)),
    isNumber: g.isNumber,
    isInfinitesimal: st.left === 0 && st.right === 0,
    isAllSmall: isDicotic(g),
  };
  const u = uptimalString(g);
  if (u !== undefined) out.uptimalExpansion = u;
  return out;
}

const LABELS: Record<string, string> = {
  canonicalForm: 'canonical form',
  outcome: 'outcome',
  birthday: 'birthday',
  leftStop: 'left stop',
  rightStop: 'right stop',
  mean: 'mean',
  temperature: 'temperature',
  atomicWeight: 'atomic weight',
  reducedCanonicalForm: 'reduced canonical form',
  uptimalExpansion: 'uptimal expansion',
  isNumber: 'number',
  isInfinitesimal: 'infinitesimal',
  isAllSmall: 'all-small',
};

/** The text report of `partizan analyze`. */
export function analysisText(g: Game): string {
  return Object.entries(analysis(g))
    .map(([k, v]) => `${(LABELS[k] ?? k).padEnd(24)} ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : v}`)
    .join('\n');
}

export const analyzeCommand = gameCommand({
  name: 'analyze',
  summary: 'properties of a game: outcome, stops, mean, temperature, atomic weight, rcf, ...',
  description: DESCRIPTION,
  flags: {
    json: { type: 'boolean', format: true, help: 'print the properties as JSON' },
  },
  run(g, p) {
    output(p.flags.has('json') ? JSON.stringify(analysis(g), null, 2) : analysisText(g));
  },
});

export const treeCommand = gameCommand({
  name: 'tree',
  summary: 'the game tree of a game as SVG',
  description: TREE_DESCRIPTION,
  flags: {
    svg: { type: 'string', value: 'FILE', help: "write the SVG to FILE ('-' for standard output)" },
    'max-nodes': { type: 'int', default: 300, min: 1, max: 100000, help: 'largest tree drawn' },
    'expand-numbers': { type: 'boolean', help: 'draw the options of numbers too (default: numbers are leaves)' },
  },
  run(g, p) {
    const svg = svgFlag(p);
    const maxNodes = intFlag(p, 'max-nodes');
    output(gameTreeSvg(g, { maxNodes, expandNumbers: p.flags.has('expand-numbers') }), svg);
  },
});
