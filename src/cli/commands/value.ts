/** `partizan value '<position or game>'`: the canonical value of a sum of positions and games. */
import { valueOfExpression } from '../../rulesets/chopsticks/expression.js';
import { CliError, type Command, output, parseArgs } from '../util.js';

export const valueCommand: Command = {
  name: 'value',
  summary: "value of a sum of chopsticks positions and games: '(1|2)_20 + (2|3)_20 - ^'",
  async run(args) {
    const p = parseArgs(args, [], ['help', 'outcome']);
    if (p.flags.has('help')) {
      output(
        [
          "usage: partizan value '<expr>' [--outcome]",
          '',
          'Prints the canonical value (CGSuite plain text) of terms joined by + and -. A term (x1,..|y1,..)_n is a',
          'SIMPLE CHOPSTICKS position (powers as in (1^3,2|1)_2); other terms are games (numbers, *k, ^, v, ^[k], ...).',
          '--outcome also prints the outcome class (L, R, N, P).',
        ].join('\n'),
      );
      return 0;
    }
    if (p.positional.length === 0) throw new CliError("give a position or game, e.g. partizan value '(1|1)_12'");
    const g = valueOfExpression(p.positional.join(' '));
    output(p.flags.has('outcome') ? `${g.toString()}\t${g.outcome()}` : g.toString());
    return 0;
  },
};
