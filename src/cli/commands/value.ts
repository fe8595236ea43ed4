/** `partizan value '<position or game>'`: the canonical value of a sum of positions and games. */
import { AbortError, type Value, LimitError, MAX_PARSE_LENGTH, MAX_SOLVER_ENTRIES, DEFAULT_MAX_NODES, DEFAULT_MAX_PAIRS, DEFAULT_MAX_SIDLE_WORK, format, outcome, parse, parseMisere } from '../../index.js';
import { NAMES, setValueTableLimit } from '../../entries/chopsticks.js';
import { interruptible, output, progressBar } from '../util.js';
import { defineCommand, intFlag, type ParsedArgs } from '../define.js';
import { gameValue } from './game-value.js';

/** The default of --max-entries: the Solver's own default table limit. */
const DEFAULT_MAX_ENTRIES = MAX_SOLVER_ENTRIES;

export const valueCommand = defineCommand({
  name: 'value',
  summary: "value of a sum of chopsticks positions and games: '(1|2)_20 + (2|3)_20 - ^'",
  usage: "'<expr>'",
  description: [
    'Prints the canonical value (CGSuite plain text) of terms joined by + and -. A term (x1,..|y1,..)_n is a',
    'SIMPLE CHOPSTICKS position (powers as in (1^3,2|1)_2); parentheses group terms, as in -((1|2)_20 - ^);',
    "other terms are games in CGSuite notation, and J names the paper's J = {0|^[2]}.",
    'Beyond --max-entries positions the command stops with a LimitError (exit 1). On a terminal a counter',
    'shows the positions valued so far; Ctrl-C stops the computation cleanly (exit 130).',
  ].join('\n'),
  args: [1, Infinity],
  argsHint: "give a position or game, e.g. partizan value '(1|1)_12'",
  flags: {
    outcome: { type: 'boolean', help: 'also print the outcome class (L, R, N, P)' },
    unicode: { type: 'boolean', help: 'print the value with arrows and the name J, as the paper does (±J)' },
    json: { type: 'boolean', format: true, help: 'print {"expression", "value", "outcome"} as JSON' },
    misere: { type: 'boolean', help: "the misère canonical form of an impartial game in CGSuite's misère notation (*[2]+*[2], *[[2],1])" },
    'max-entries': { type: 'int', default: DEFAULT_MAX_ENTRIES, min: 1, max: MAX_SOLVER_ENTRIES, value: 'N', help: 'most positions kept in the transposition table' },
    'max-nodes': { type: 'int', default: DEFAULT_MAX_NODES, min: 1, max: DEFAULT_MAX_NODES, value: 'N', help: 'loopy games: most game graph nodes the loopy engine may hold' },
    'max-pairs': { type: 'int', default: DEFAULT_MAX_PAIRS, min: 1, max: DEFAULT_MAX_PAIRS, value: 'N', help: 'loopy games: most node pairs in a comparison table' },
    'max-sidle-work': { type: 'int', default: DEFAULT_MAX_SIDLE_WORK, min: 1, max: DEFAULT_MAX_SIDLE_WORK, value: 'N', help: 'loopy games: most comparison work (node pairs) of one sidling' },
    game: { type: 'string', value: 'NAME', help: "value a position of this game (see `partizan games`): value --game clobber 'xox|ox.'" },
  },
  async run(p) {
    if (p.flags.has('game')) return gameValue(p);
    const maxEntries = intFlag(p, 'max-entries');
    const text = p.positional.join(' ');
    if (p.flags.has('misere')) {
      const m = parseMisere(text);
      return show(p, text, m.toString(), m.outcome);
    }
    // the positions valued so far: their total is not known in advance (--max-entries is a limit, not a total)
    const bar = progressBar('value');
    let tick: () => void = () => undefined;
    setValueTableLimit(maxEntries, ({ done }) => {
      bar(done, undefined, 'positions');
      tick();
    });
    const loopyLimits = { maxNodes: intFlag(p, 'max-nodes'), maxPairs: intFlag(p, 'max-pairs'), maxSidleWork: intFlag(p, 'max-sidle-work') };
    let g: Value;
    try {
      g = await interruptible((signal, t) => {
        tick = t;
        // the one reader: CGSuite notation, short and loopy, with the positions and J of the paper
        return parse(text, { loopy: true, names: NAMES, signal, loopyLimits });
      });
    } catch (e) {
      bar.end();
      if (e instanceof AbortError) {
        process.stderr.write('partizan value: interrupted\n');
        return 130;
      }
      // the transposition table's limit is --max-entries; other limits (the loopy engine's, a
      // short game too big to become loopy nodes) keep their own message
      if (e instanceof LimitError && text.length <= MAX_PARSE_LENGTH && e.option === 'maxEntries') {
        throw new LimitError(`more than ${maxEntries} positions are needed (--max-entries ${maxEntries}); raise --max-entries to go on`);
      }
      throw e;
    }
    bar.end();
    return show(p, text, p.flags.has('unicode') ? format(g, { unicode: true, names: NAMES }) : format(g), outcome(g));
  },
});

/** Prints a value's text with its outcome class as asked; exit status 0. */
function show(p: ParsedArgs, text: string, shown: string, oc: string): number {
  if (p.flags.has('json')) output(JSON.stringify({ expression: text, value: shown, outcome: oc }));
  else output(p.flags.has('outcome') ? `${shown}\t${oc}` : shown);
  return 0;
}
