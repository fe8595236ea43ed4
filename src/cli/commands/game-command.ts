/** A subcommand whose argument is one game in CGSuite notation (thermograph, analyze, tree). */
import { Game, KindError, clip, describeKind, parse } from '../../index.js';
import type { AnyLoopyValue } from '../../index.js';
import { type DefinedCommand, defineCommand, type FlagSpec, type ParsedArgs } from '../define.js';

/** What a one-game command declares: its flags and what it does with the parsed game. */
export interface GameCommandSpec {
  name: string;
  summary: string;
  /** The paragraphs of the help after the usage line. */
  description: string;
  flags: Record<string, FlagSpec>;
  run(g: Game, p: ParsedArgs): void;
  /**
   * What the command does with a loopy value (text with `on`, `off`, `pass`, labels, `&`, ...);
   * without it, loopy text is refused with a KindError.
   */
  runLoopy?(v: AnyLoopyValue, p: ParsedArgs): void;
}

/** Builds the command with {@link defineCommand}: exactly one game, parsed with `parse`. */
export function gameCommand(spec: GameCommandSpec): DefinedCommand {
  return defineCommand({
    name: spec.name,
    summary: spec.summary,
    usage: "'<game>'",
    description: spec.description,
    args: [1, 1],
    argsHint: "expected one game in CGSuite notation, e.g. '{3|{1|-1}}'",
    flags: spec.flags,
    run(p) {
      const text = p.positional[0]!;
      // the one reader: one grammar, one error for every text; a command of short games only says so
      const v = parse(text, { loopy: true });
      if (v instanceof Game) spec.run(v, p);
      else if (spec.runLoopy) spec.runLoopy(v, p);
      else throw new KindError(`${spec.name} is for short games (games that end): '${clip(text, 40)}' is ${describeKind(v)}; partizan value and partizan analyze take loopy games`, 'loopy');
    },
  });
}
