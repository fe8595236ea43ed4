/** `partizan value '<position or game>'`: the canonical value of a sum of positions and games. */
import { AbortError, LimitError } from '../../engine/errors.js';
import '../../games/simple-chopsticks/terms.js'; // positions (1|2)_20 are terms of parse
import { NAMES } from '../../games/simple-chopsticks/named.js';
import { setValueTableLimit } from '../../games/simple-chopsticks/value.js';
import { format } from '../../notation/format.js';
import { parse } from '../../notation/parser.js';
import { CliError, type Command, interruptible, intFlag, output, parseArgs, progressBar } from '../util.js';

/** The default of --max-entries: the Solver's own default table limit. */
const DEFAULT_MAX_ENTRIES = 20_000_000;

export const valueCommand: Command = {
  name: 'value',
  summary: "value of a sum of chopsticks positions and games: '(1|2)_20 + (2|3)_20 - ^'",
  async run(args) {
    const p = parseArgs(args, ['max-entries'], ['help', 'outcome', 'unicode']);
    if (p.flags.has('help')) {
      output(
        [
          "usage: partizan value '<expr>' [--outcome] [--unicode] [--max-entries N]",
          '',
          'Prints the canonical value (CGSuite plain text) of terms joined by + and -. A term (x1,..|y1,..)_n is a',
          'SIMPLE CHOPSTICKS position (powers as in (1^3,2|1)_2); parentheses group terms, as in -((1|2)_20 - ^);',
          "other terms are games in CGSuite notation, and J names the paper's J = {0|^[2]}. --outcome also prints",
          'the outcome class (L, R, N, P); --unicode prints the value with arrows and the name J, as the paper',
          'does (±J).',
          '',
          `--max-entries N  most positions kept in the transposition table (default ${DEFAULT_MAX_ENTRIES}); beyond`,
          '                 it the command stops with a LimitError (exit 1).',
          'On a terminal a progress bar shows the table filling up towards --max-entries; Ctrl-C stops the',
          'computation cleanly (exit 130).',
        ].join('\n'),
      );
      return 0;
    }
    if (p.positional.length === 0) throw new CliError("give a position or game, e.g. partizan value '(1|1)_12'");
    const maxEntries = intFlag(p, 'max-entries', DEFAULT_MAX_ENTRIES, 1, Number.MAX_SAFE_INTEGER);
    const text = p.positional.join(' ');
    const bar = progressBar('positions (of --max-entries)');
    let drawn = false;
    let tick: () => void = () => undefined;
    setValueTableLimit(maxEntries, (evaluated) => {
      bar(Math.min(evaluated, maxEntries), maxEntries);
      drawn = true;
      tick();
    });
    const endBar = (): void => {
      if (drawn && process.stderr.isTTY === true) process.stderr.write('\n');
    };
    let g;
    try {
      g = await interruptible((signal, t) => {
        tick = t;
        return parse(text, { names: NAMES, signal });
      });
    } catch (e) {
      endBar();
      if (e instanceof AbortError) {
        process.stderr.write('partizan value: interrupted\n');
        return 130;
      }
      if (e instanceof LimitError) {
        throw new LimitError(`more than ${maxEntries} positions are needed (--max-entries ${maxEntries}); raise --max-entries to go on`);
      }
      throw e;
    }
    endBar();
    const shown = p.flags.has('unicode') ? format(g, { unicode: true, names: NAMES }) : g.toString();
    output(p.flags.has('outcome') ? `${shown}\t${g.outcome()}` : shown);
    return 0;
  },
};
