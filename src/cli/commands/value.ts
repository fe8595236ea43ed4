/** `partizan value '<position or game>'`: the canonical value of a sum of positions and games. */
import { valueOfExpression } from '../../rulesets/chopsticks/expression.js';
import { NAMES } from '../../rulesets/chopsticks/named.js';
import { format } from '../../notation/format.js';
import { CliError, type Command, output, parseArgs } from '../util.js';

export const valueCommand: Command = {
  name: 'value',
  summary: "value of a sum of chopsticks positions and games: '(1|2)_20 + (2|3)_20 - ^'",
  async run(args) {
    const p = parseArgs(args, [], ['help', 'outcome', 'unicode']);
    if (p.flags.has('help')) {
      output(
        [
          "usage: partizan value '<expr>' [--outcome] [--unicode]",
          '',
          'Prints the canonical value (CGSuite plain text) of terms joined by + and -. A term (x1,..|y1,..)_n is a',
          'SIMPLE CHOPSTICKS position (powers as in (1^3,2|1)_2); other terms are games in CGSuite notation, and J',
          "names the paper's J = {0|^[2]}. --outcome also prints the outcome class (L, R, N, P); --unicode prints",
          'the value with arrows and the name J, as the paper does (±J).',
        ].join('\n'),
      );
      return 0;
    }
    if (p.positional.length === 0) throw new CliError("give a position or game, e.g. partizan value '(1|1)_12'");
    const g = valueOfExpression(p.positional.join(' '));
    const shown = p.flags.has('unicode') ? format(g, { unicode: true, names: NAMES }) : g.toString();
    output(p.flags.has('outcome') ? `${shown}\t${g.outcome()}` : shown);
    return 0;
  },
};
