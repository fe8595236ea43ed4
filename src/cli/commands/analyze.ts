/**
 * `partizan analyze '<game>' [--json]`: the properties of a short game, like CGSuite's property
 * panel; `partizan tree '<game>' [--svg FILE]`: its game tree as SVG, or the graph of a loopy game.
 */
import { output } from '../util.js';
import { intFlag, stringFlag } from '../define.js';
import { gameCommand } from './game-command.js';
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
  loopyGraphSvg,
  PartizanError,
  format,
  type AnyLoopyValue,
  Stopper,
  anyOffside,
  anyOnside,
  formatSide,
  isStopperSided,
  degree,
  isIdempotent,
  isPlumtree,
  leftStop,
  outcomeClass,
  pseudonumberString,
  rightStop,
  variety,
  NotStableError,
  DegreeNotIdempotentError,
  isInfinitesimal,
} from '../../index.js';

const DESCRIPTION = `Prints the canonical form, outcome class, birthday, stops, mean, temperature, atomic weight,
reduced canonical form and uptimal expansion (when the game is an uptimal) of a game given in
CGSuite notation, e.g. '{3|{1|-1}}', '^[3]*', '{0||0|-3/2}'. For a loopy game ('on + off', '{0|pass}',
'a{0|{a|*}}') it prints the value, outcome class, stops, onside, offside, degree, variety and whether it is a
stopper, stopper-sided, a plumtree, an idempotent or an infinitesimal, under CGSuite's names. A game whose
sides are not stoppers (Bach's Carousel) shows its simplified sides, as CGSuite prints them.`;

/**
 * The properties of a loopy value reported by `partizan analyze`, under CGSuite's names
 * (`leftStop`, `rightStop`, `outcomeClass`, `degree`, `variety`, `onside`, `offside`, `isStopper`, ...). A
 * property the engine cannot decide for this value (e.g. the degree of a game whose G + G is beyond
 * its sidling) is reported as `unknown (reason)`.
 */
export function loopyAnalysis(v: AnyLoopyValue): Record<string, string | boolean> {
  const tryIt = <T>(f: () => T, show: (x: T) => string | boolean): string | boolean => {
    try {
      return show(f());
    } catch (e) {
      if (e instanceof PartizanError) return `unknown (${e.message})`;
      throw e;
    }
  };
  const isStopper = v instanceof Stopper;
  const out: Record<string, string | boolean> = {
    value: format(v),
    outcomeClass: tryIt(() => outcomeClass(v), (x) => x),
    leftStop: tryIt(() => leftStop(v), pseudonumberString),
    rightStop: tryIt(() => rightStop(v), pseudonumberString),
    // for a value whose sides are not stoppers, its simplified sides (CGSuite has no Onside/Offside there)
    onside: formatSide(anyOnside(v)),
    offside: formatSide(anyOffside(v)),
    isStopper,
    isStopperSided: isStopperSided(v),
    isPlumtree: tryIt(() => isPlumtree(v), (x) => x),
    isIdempotent: tryIt(() => isIdempotent(v), (x) => x),
    isInfinitesimal: tryIt(() => isInfinitesimal(v), (x) => x),
  };
  if (isStopper) {
    out.degree = tryIt(() => degree(v), (d) => format(d));
    // CGSuite's Variety: undefined ("none") for an unstable stopper or one whose degree is not an idempotent
    try {
      out.variety = format(variety(v));
    } catch (e) {
      if (e instanceof NotStableError || e instanceof DegreeNotIdempotentError) out.variety = `none (${e.message})`;
      else if (e instanceof PartizanError) out.variety = `unknown (${e.message})`;
      else throw e;
    }
  }
  return out;
}

const TREE_DESCRIPTION = `Draws the game tree of the canonical form as SVG (to the --svg file, or standard output).
For a loopy game ('over', '{0|pass}', 'a{0|{a|*}}', 'on & off') it draws the graph of its value instead:
the canonical stopper, or the onside and offside side by side (a side that is not a stopper, as in Bach's
Carousel, as its simplified graph). Left's moves are blue, Right's red, a pass is a loop; a node shows its
value when that text is short, else a letter the caption explains. --max-nodes bounds both kinds of picture.`;

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

/**
 * An uptimal expansion as CGSuite prints it (`0.1` for ↑, `3.12`), from the library's form, which
 * writes the zero nimber (`*0.1`, `3*0.12`) so that the text does not read back as a decimal.
 */
function cgsuiteExpansion(u: string): string {
  const m = /^(-?[0-9/]*)\*0\./.exec(u);
  return m ? `${m[1] === '' ? '0' : m[1]}.${u.slice(m[0].length)}` : u;
}

/** Properties as text, one a line: its label (else its key), then its value (`yes`/`no` for a boolean). */
function propertiesText(props: Record<string, string | boolean>, labels: Record<string, string> = {}): string {
  const text = (v: string | boolean): string => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v);
  return Object.entries(props).map(([k, v]) => `${(labels[k] ?? k).padEnd(24)} ${text(v)}`).join('\n');
}

/** The text report of `partizan analyze`. */
export function analysisText(g: Game): string {
  const a = analysis(g);
  const u = a.uptimalExpansion;
  // ↑'s expansion is CGSuite's 0.1: show that, and how to read it back, so no star appears
  // that is not in the game (the parser's *0.1 is the zero nimber, not a star)
  if (typeof u === 'string' && cgsuiteExpansion(u) !== u) a.uptimalExpansion = `${cgsuiteExpansion(u)}  (enter it as ${u}: *0 is zero, and ${cgsuiteExpansion(u)} alone is a decimal)`;
  return propertiesText(a, LABELS);
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
  runLoopy(v, p) {
    const a = loopyAnalysis(v);
    output(p.flags.has('json') ? JSON.stringify(a, null, 2) : propertiesText(a));
  },
});

export const treeCommand = gameCommand({
  name: 'tree',
  summary: 'the game tree of a game as SVG (the graph of a loopy game)',
  description: TREE_DESCRIPTION,
  flags: {
    svg: { type: 'string', value: 'FILE', help: "write the SVG to FILE ('-' for standard output)" },
    'max-nodes': { type: 'int', default: 300, min: 1, max: 100000, help: 'largest tree (or loopy graph) drawn, in nodes' },
    'expand-numbers': { type: 'boolean', help: 'draw the options of numbers too (default: numbers are leaves)' },
    'full-labels': { type: 'boolean', help: 'label every node with its whole text (default: cut to 120 characters; in a loopy graph, node texts up to 40 characters and captions up to 2000)' },
  },
  run(g, p) {
    const svg = stringFlag(p, 'svg');
    const maxNodes = intFlag(p, 'max-nodes');
    output(gameTreeSvg(g, { maxNodes, expandNumbers: p.flags.has('expand-numbers'), fullLabels: p.flags.has('full-labels') }), svg);
  },
  runLoopy(v, p) {
    const svg = stringFlag(p, 'svg');
    const maxNodes = intFlag(p, 'max-nodes');
    const full = p.flags.has('full-labels') ? { maxNodeLabelChars: 40, maxCaptionChars: 2000, maxLabelChars: 2000 } : {};
    output(loopyGraphSvg(v, { maxNodes, expandNumbers: p.flags.has('expand-numbers'), ...full }), svg);
  },
});
