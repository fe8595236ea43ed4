/**
 * The one shape of a `partizan` command. Every subcommand is declared with {@link defineCommand}:
 * its name, a one-line summary, its arguments, its flags (with type, default and help) and which
 * flags choose an output format. From that declaration the framework derives, the same way for
 * every command:
 *
 * - the help text (`partizan <command> -h` / `--help`, wherever the flag stands);
 * - the parsing of flags (`--key value`, `--key=value`, `--flag`), with unknown flags reported
 *   together with the list of known ones, and integer flags checked against their bounds;
 * - the check that at most one output-format flag is given (`--json --csv` is an error naming both);
 * - the check of the number of positional arguments.
 *
 * Invariant: a command's body ({@link CommandSpec.run}) only ever sees flags its declaration lists,
 * with values of the declared type, and at most one output format.
 */
import { CliError } from './util.js';

/** One registered subcommand. */
export interface Command {
  name: string;
  summary: string;
  run(args: string[]): Promise<number>;
}

/** Parsed flags: `--key value`, `--flag`, and positional arguments. */
export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
  /** The declaration the arguments were parsed against, when there was one. */
  spec?: CommandSpec;
}

/** The type of a flag's value. */
export type FlagType = 'boolean' | 'string' | 'int';

/** The declaration of one flag. */
export interface FlagSpec {
  /** `boolean` takes no value; `string` and `int` take one (`--key value` or `--key=value`). */
  readonly type: FlagType;
  /** One line of help. */
  readonly help: string;
  /** The default, shown in the help and used by {@link intFlag} when the flag is absent. */
  readonly default?: string | number;
  /** The smallest value of an `int` flag. */
  readonly min?: number;
  /** The largest value of an `int` flag. */
  readonly max?: number;
  /** The name of the value in the help (`FILE`, `N`, ...). */
  readonly value?: string;
  /** True for a flag that chooses the output format (`--json`, `--csv`, `--svg`): at most one may be given. */
  readonly format?: boolean;
}

/** The declaration of one command. */
export interface CommandSpec {
  /** The command's name, as typed after `partizan`. */
  readonly name: string;
  /** One line for the list of commands. */
  readonly summary: string;
  /** The positional arguments as shown in the usage line, e.g. `'<game>'`. */
  readonly usage?: string;
  /** The paragraphs of the help between the usage line and the list of options. */
  readonly description: string;
  /** How many positional arguments the command takes: `[min, max]` (default `[0, 0]`). */
  readonly args?: readonly [number, number];
  /** What to say when the number of positional arguments is wrong. */
  readonly argsHint?: string;
  /** The flags, by name without the leading `--`. */
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** The command's body; returns the exit status (0 when it returns nothing). */
  run(p: ParsedArgs): Promise<number | void> | number | void;
}

/** The help text of a command, generated from its declaration. */
export function helpText(spec: CommandSpec): string {
  const lines = [`usage: partizan ${spec.name}${spec.usage ? ' ' + spec.usage : ''} [options]`, '', spec.summary];
  if (spec.description) lines.push('', spec.description.trimEnd());
  lines.push('', 'options:');
  const rows: Array<[string, string]> = [];
  for (const [key, f] of Object.entries(spec.flags)) {
    const left = f.type === 'boolean' ? `--${key}` : `--${key} ${f.value ?? (f.type === 'int' ? 'N' : 'VALUE')}`;
    const dflt = f.default === undefined ? '' : ` (default ${f.default})`;
    rows.push([left, f.help + dflt]);
  }
  rows.push(['-h, --help', 'print this help']);
  const w = Math.max(...rows.map((r) => r[0].length)) + 2;
  for (const [l, r] of rows) lines.push(`  ${l.padEnd(w)}${r}`);
  const formats = formatFlags(spec);
  if (formats.length > 1) lines.push('', `output formats (at most one): ${formats.map((f) => '--' + f).join(', ')}`);
  return lines.join('\n') + '\n';
}

function formatFlags(spec: CommandSpec): string[] {
  return Object.entries(spec.flags)
    .filter(([, f]) => f.format)
    .map(([k]) => k);
}

/** True when `args` asks for help (`-h` or `--help` anywhere before a `--`). */
export function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const flags = end < 0 ? args : args.slice(0, end);
  return flags.includes('-h') || flags.includes('--help');
}

/**
 * Parses `args` against a declaration: flags as declared (unknown ones are a {@link CliError}
 * listing the known ones), integer flags within their bounds, at most one output format, and
 * the number of positional arguments. An argument that starts with a single `-` (`-1`, `-^`)
 * is positional: games and positions may begin with a minus sign.
 */
export function parseFor(spec: CommandSpec, args: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (!(a.startsWith('--') && a.length > 2)) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const key = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const f = spec.flags[key];
    if (!f || !Object.prototype.hasOwnProperty.call(spec.flags, key)) {
      const known = [...Object.keys(spec.flags).map((k) => '--' + k), '--help'].join(', ');
      throw new CliError(`unknown option --${key.slice(0, 40)}; known options: ${known}`);
    }
    if (f.type === 'boolean') {
      if (eq >= 0) throw new CliError(`--${key} takes no value`);
      flags.set(key, true);
      continue;
    }
    const v = eq >= 0 ? a.slice(eq + 1) : args[++i];
    if (v === undefined) throw new CliError(`--${key} needs a value`);
    if (f.type === 'int') checkInt(key, v, f.min ?? -Infinity, f.max ?? Infinity);
    flags.set(key, v);
  }
  const formats = formatFlags(spec).filter((k) => flags.has(k));
  if (formats.length > 1) {
    throw new CliError(`${formats.map((k) => '--' + k).join(' and ')} cannot be used together: choose one output format`);
  }
  const [min, max] = spec.args ?? [0, 0];
  if (positional.length < min || positional.length > max) {
    const hint = spec.argsHint ?? (max === 0 ? `takes no arguments, got '${positional[0]!.slice(0, 40)}'` : `expects ${min === max ? min : `${min} to ${max}`} argument(s)`);
    throw new CliError(hint);
  }
  return { positional, flags, spec };
}

function checkInt(key: string, v: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(v)) throw new CliError(`--${key} needs an integer, got '${v.slice(0, 40)}'`);
  const n = Number(v);
  if (n < min || n > max) throw new CliError(`--${key} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** Reads an integer flag: its value, or the declaration's default, checked against the declared bounds (or `min`/`max`). */
export function intFlag(p: ParsedArgs, key: string, min?: number, max?: number): number {
  const f = p.spec?.flags[key];
  const lo = min ?? f?.min ?? -Infinity;
  const hi = max ?? f?.max ?? Infinity;
  const v = p.flags.get(key);
  if (v === undefined) {
    const d = f?.default;
    if (typeof d !== 'number') throw new Error(`flag --${key} has no numeric default`);
    return d;
  }
  if (v === true) throw new CliError(`--${key} needs an integer`);
  return checkInt(key, v, lo, hi);
}

/** A flag's string value, or undefined when absent. */
export function stringFlag(p: ParsedArgs, key: string): string | undefined {
  const v = p.flags.get(key);
  if (v === true) throw new CliError(`--${key} needs a value`);
  return v;
}

/** A declared command: the registry entry plus its declaration (for help and tests). */
export interface DefinedCommand extends Command {
  /** The declaration the command was built from. */
  readonly spec: CommandSpec;
  /** The command's help text. */
  readonly help: string;
}

/** Builds a command from its declaration: `-h`/`--help` anywhere prints the help, then parse, then run. */
export function defineCommand(spec: CommandSpec): DefinedCommand {
  const help = helpText(spec);
  return {
    name: spec.name,
    summary: spec.summary,
    spec,
    help,
    async run(args) {
      if (wantsHelp(args)) {
        process.stdout.write(help);
        return 0;
      }
      const p = parseFor(spec, args);
      return (await spec.run(p)) ?? 0;
    },
  };
}
