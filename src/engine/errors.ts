/** Typed errors of the engine. Every error the library throws on bad input has its own `name`. */

/** A value that is not a short game's value was asked for (1/3, a non-integer nimber, ...). */
export class ValueError extends Error {
  override name = 'ValueError';
}

/** A computation exceeded a limit given in its options (positions, cache size, ...). */
export class LimitError extends Error {
  override name = 'LimitError';
}

/** A computation was cancelled through its AbortSignal. */
export class AbortError extends Error {
  override name = 'AbortError';
}

/** Throws {@link AbortError} when `signal` is aborted. */
export function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError('the computation was aborted');
}
