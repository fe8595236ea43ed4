/**
 * The library's one error family. Every error the library throws on bad input, on a limit
 * reached or on cancellation is a {@link PartizanError}: a caller (the CLI, the web page, a
 * script) catches the base class and reads the stable {@link PartizanError.code}; anything else
 * (TypeError, RangeError, ...) is a bug in the library.
 *
 * Messages are bounded: an error never embeds an unbounded piece of its input (use
 * {@link clip} for any text taken from the input or from a game).
 */

/** The base class of every error the library throws on purpose. */
export class PartizanError extends Error {
  /** A stable, machine-readable code (`'VALUE'`, `'LIMIT'`, `'ABORT'`, `'PARSE'`, ...). */
  readonly code: string = 'PARTIZAN';

  /**
   * @param message what went wrong. Anything that is not a string is shown through {@link clip}
   *   (an object whose `toString` throws or returns an object made `new Error` throw a TypeError:
   *   the export fuzzer, session 5).
   */
  constructor(message?: string) {
    super(typeof message === 'string' || message === undefined ? message : clip(message, 1000));
  }
}

/** A value that is not a short game's value was asked for (1/3, a non-integer nimber, ...). */
export class ValueError extends PartizanError {
  override name = 'ValueError';
  override readonly code: string = 'VALUE';
}

/** A computation exceeded a limit given in its options (positions, cache size, memory, ...). */
export class LimitError extends PartizanError {
  override name = 'LimitError';
  override readonly code: string = 'LIMIT';
  /**
   * @param message What was exceeded, and by what.
   * @param option The name of the option that set the limit, when the thrower knows it (the
   *   Solver's `'maxEntries'`, say), so that a caller can tell its own limit from the others.
   */
  constructor(
    message?: string,
    readonly option?: string,
  ) {
    super(message);
  }
}

/** A computation was cancelled through its AbortSignal. */
export class AbortError extends PartizanError {
  override name = 'AbortError';
  override readonly code: string = 'ABORT';
}

/** The message of every {@link AbortError} thrown by a cancelled computation. */
export const ABORTED = 'the computation was aborted';

/** Throws an {@link AbortError} when `signal` has fired, whatever its reason. */
export function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError(ABORTED);
}

/** The longest piece of input or game text an error message quotes. */
export const MAX_QUOTED = 200;

/**
 * `text` cut to at most `max` characters (default {@link MAX_QUOTED}), with the number of
 * characters left out, for quoting input or a game's text inside an error message. Accepts any
 * value: a non-string is first turned into text (a value whose conversion throws, such as a symbol
 * inside a template or an object with a throwing `toString`, is named by its type), and a `max`
 * that is not a non-negative integer counts as the default.
 */
export function clip(text: unknown, max: number = MAX_QUOTED): string {
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0) max = MAX_QUOTED;
  let s: string;
  if (typeof text === 'string') s = text;
  else {
    try {
      s = String(text);
    } catch {
      s = text === null ? 'null' : typeof text;
    }
    if (typeof s !== 'string') s = typeof text;
  }
  if (s.length <= max) return s;
  return `${s.slice(0, max)}… (${s.length - max} more characters)`;
}

/**
 * A value of the wrong kind was given to a function: a loopy value to a function defined only for
 * short games (`thermograph`, `mean`, `atomicWeight`, ...), or something that is not a game at
 * all. Thrown at once, before any work.
 */
export class KindError extends PartizanError {
  override name = 'KindError';
  override readonly code: string = 'KIND';
  /** The kind that was given (`'stopper'`, `'sided'`, `'simplified'`, `'number'`, `'null'`, ...). */
  readonly kind: string;
  /**
   * @param message what was expected and what was given.
   * @param kind the kind that was given.
   */
  constructor(message: string, kind: string) {
    super(message);
    this.kind = kind;
  }
}
