/** A subcommand whose argument is one game in CGSuite notation (thermograph, analyze, tree). */
import type { Game } from '../../engine/game.js';
import { parse } from '../../notation/index.js';
import { NAMES } from '../../games/simple-chopsticks/named.js';
import '../../games/simple-chopsticks/terms.js'; // positions (1|2)_20 are terms of parse
import { type Command, CliError, output, parseArgs, type ParsedArgs } from '../util.js';

/** What a one-game command declares: its flags and what it does with the parsed game. */
export interface GameCommandSpec {
  name: string;
  summary: string;
  help: string;
  /** Flags that take a value. */
  valued: string[];
  /** Flags without a value. */
  boolean: string[];
  run(g: Game, p: ParsedArgs): void;
}

/** Builds the command: `--help`, flag parsing, exactly one game parsed with `parse`. */
export function gameCommand(spec: GameCommandSpec): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    async run(args) {
      if (args.includes('--help') || args.includes('-h')) {
        output(spec.help);
        return 0;
      }
      const p = parseArgs(args, spec.valued, spec.boolean);
      if (p.positional.length !== 1) throw new CliError(`expected one game in CGSuite notation, e.g. '{3|{1|-1}}'\n\n${spec.help}`);
      spec.run(parse(p.positional[0]!, { names: NAMES }), p);
      return 0;
    },
  };
}

/** The file named by `--svg` ('-' for standard output), or undefined when the flag is absent. */
export function svgFlag(p: ParsedArgs): string | undefined {
  const svg = p.flags.get('svg');
  if (svg === true) throw new CliError('--svg needs a file name');
  return svg;
}
