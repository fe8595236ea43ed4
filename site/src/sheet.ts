/**
 * The worksheet's reading, in the worker: lines are read top to bottom, each with the library's one
 * reader (`parse`, loopy values and SIMPLE CHOPSTICKS positions included); a line `name := expression`
 * assigns the value to `name` for the lines below it (a later assignment to the same name replaces
 * it from there on, as in CGSuite). A name is substituted by passing the assigned values to `parse`
 * as its `names` option, so a name is the value itself, never text pasted in. Invariant: a line sees
 * only the names assigned above it, so a chain of definitions cannot loop; a definition that uses
 * its own name before any earlier line assigned it is reported as a cycle, a name assigned only below
 * as such, and any other unknown name as unknown.
 */
import { type Value } from 'partizan';

/** A worksheet line split into an optional assigned name and its expression. */
export interface SplitLine {
  name?: string;
  expr: string;
  /** Where `expr` starts in the line (0-based), to report columns in the line as written. */
  offset: number;
}

/** CGSuite's identifiers: a letter or `_`, then letters, digits and `_`. */
const ASSIGN = /^(\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*:=\s*)/;

/** Splits `G := {0|*}` into its name and expression; a line without `:=` is an expression. */
export function splitLine(line: string): SplitLine {
  const m = ASSIGN.exec(line);
  if (!m) return { expr: line, offset: 0 };
  const offset = m[0].length;
  return { name: m[2]!, expr: line.slice(offset), offset };
}

/** The error of one line, with a message that names the cause and a column in the line. */
export class SheetError extends Error {
  constructor(
    message: string,
    readonly column?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SheetError';
  }
}

/**
 * Explains an unknown name of line `at` (0-based): a cycle when it is the line's own name, a name
 * assigned only below, or a name no line assigns. Returns undefined when `message` is not about a
 * name.
 */
export function unknownName(message: string, lines: readonly string[], at: number): string | undefined {
  const m = /unknown name '([^']+)'/.exec(message);
  if (!m) return undefined;
  const word = m[1]!;
  const own = splitLine(lines[at]!).name;
  if (own === word) return `'${word}' is defined in terms of itself (a cycle): '${word} := …' can use ${word} only when a line above assigns it`;
  for (let k = at + 1; k < lines.length; k++) {
    if (splitLine(lines[k]!).name === word) return `'${word}' is assigned only below, on line ${k + 1}: lines are read top to bottom`;
  }
  return `unknown name '${word}': no line above assigns it (write ${word} := … first)`;
}

/** The names visible to a line: the fixed ones (such as the paper's J), then the worksheet's. */
export function namesFor(fixed: Readonly<Record<string, Value>>, assigned: ReadonlyMap<string, Value>): Map<string, Value> {
  const m = new Map<string, Value>(Object.entries(fixed));
  for (const [k, v] of assigned) m.set(k, v);
  return m;
}
