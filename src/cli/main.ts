/**
 * The `partizan` command line. Each subcommand lives in `src/cli/commands/<name>.ts`
 * and is registered in `src/cli/commands/index.ts`.
 */
import { commands } from './commands/index.js';
import { CliError } from './util.js';

/**
 * The names of the library's typed errors, which say what was wrong with the input (or which limit
 * was reached). Anything else (TypeError, RangeError, ...) is a bug and is reported as one.
 */
const USER_ERRORS = new Set([
  'ValueError',
  'LimitError',
  'AbortError',
  'ParseError',
  'NotAtomicError',
  'ExpressionError',
  'PaperCellError',
  'PositionError',
  'PositionSyntaxError',
  'LoopyLimitError',
  'RulesError',
]);

function usage(): string {
  const lines = ['usage: partizan <command> [options]', '', 'commands:'];
  for (const c of commands) lines.push(`  ${c.name.padEnd(14)} ${c.summary}`);
  lines.push('', 'Run `partizan <command> --help` for the options of one command.');
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  const cmd = commands.find((c) => c.name === name);
  if (!cmd) {
    process.stderr.write(`partizan: unknown command '${name}'\n\n${usage()}\n`);
    return 2;
  }
  try {
    return await cmd.run(rest);
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`partizan ${name}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof Error && USER_ERRORS.has(e.name)) {
      // the library's typed errors report bad input or a limit reached: not a crash
      process.stderr.write(`partizan ${name}: ${e.name}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`partizan: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    process.exitCode = 70;
  },
);
