/**
 * The top of the `partizan` command line: finds the command, runs it, and turns every error into
 * an exit status and a message of one shape.
 *
 * - `partizan`, `partizan -h`, `partizan --help`, `partizan help`: the list of commands (exit 0);
 *   `partizan help <command>`: that command's help.
 * - `partizan --version`: the package's version.
 * - A usage error ({@link CliError}, code `USAGE`) exits 2; any other {@link PartizanError} (bad
 *   input, a limit reached: its `code` says which) exits 1, an {@link AbortError} 130. Anything else
 *   is a bug and propagates (the caller reports an internal error, exit 70).
 * - With `--json` among the arguments, an error is printed on standard output as JSON,
 *   `{"error": {"code": ..., "name": ..., "message": ...}}`, so a script reading the JSON output
 *   also reads the error; otherwise it goes to standard error as `partizan <command>: <message>`.
 */
import { version } from '../../package.json';
import { AbortError, PartizanError } from '../index.js';
import { commands } from './commands/index.js';
import type { Command, DefinedCommand } from './define.js';
import { CliError } from './util.js';

/** `maxEntries` → `max-entries`. */
const kebab = (option: string): string => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A library message as a user of the command should read it: the library's advice on a limit
 * ("raise maxEntries, or clear()") names the command's flag (`--max-entries`) where it has one,
 * and is left out where it has none (a caller of the command cannot call `clear()`).
 */
export function commandMessage(e: PartizanError, cmd: Command | undefined): string {
  const flags = (cmd as DefinedCommand | undefined)?.spec?.flags ?? {};
  const flag = (option: string): string | undefined => (kebab(option) in flags ? `--${kebab(option)}` : undefined);
  return e.message
    .replace(/raise (max\w+) \((--[\w-]+)\)/g, (_m, option: string, named: string) => `raise ${flag(option) ?? named}`)
    .replace(/ \(raise (max\w+)(?:, or clear\(\))?\)/g, (_m, option: string) => {
      const f = flag(option);
      return f === undefined ? '' : ` (raise ${f})`;
    });
}

/** The list of commands, printed by `partizan` alone and `partizan --help`. */
export function usage(): string {
  const lines = ['usage: partizan <command> [options]', '', 'commands:'];
  for (const c of commands) lines.push(`  ${c.name.padEnd(14)} ${c.summary}`);
  lines.push('', 'options:', '  -h, --help     print this help', '  --version      print the version of partizan');
  lines.push('', 'Run `partizan <command> --help` for the options of one command.');
  return lines.join('\n');
}

/** The exit status of an error the library threw on purpose. */
export function exitStatus(e: PartizanError): number {
  if (e instanceof CliError || e.code === 'USAGE') return 2;
  if (e instanceof AbortError || e.code === 'ABORT') return 130;
  return 1;
}

/** An error as the JSON object printed under `--json`. */
export function errorJson(e: PartizanError): string {
  return JSON.stringify({ error: { code: e.code, name: e.name, message: e.message } });
}

/** Runs the command line `argv` (without `node` and the script); resolves to the exit status. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    process.stdout.write(usage() + '\n');
    return 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(version + '\n');
    return 0;
  }
  const json = rest.includes('--json');
  const target = name === 'help' ? rest[0]! : name;
  const cmd = commands.find((c) => c.name === target);
  const fail = (e: PartizanError, prefix: string): number => {
    if (json) process.stdout.write(errorJson(e) + '\n');
    else if (e instanceof AbortError) process.stderr.write(`${prefix}: interrupted\n`);
    else process.stderr.write(`${prefix}: ${e instanceof CliError ? '' : `${e.name}: `}${commandMessage(e, cmd)}\n`);
    return exitStatus(e);
  };
  if (!cmd) {
    const e = new CliError(`unknown command '${target.slice(0, 40)}'; commands: ${commands.map((c) => c.name).join(', ')}`);
    const code = fail(e, 'partizan');
    if (!json) process.stderr.write(`\n${usage()}\n`);
    return code;
  }
  if (name === 'help') return cmd.run(['--help']);
  try {
    return await cmd.run(rest);
  } catch (e) {
    if (e instanceof PartizanError) return fail(e, `partizan ${name}`);
    throw e;
  }
}
