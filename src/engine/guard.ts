/**
 * Checks at the door of exported functions: each either returns its argument (typed) or throws a
 * {@link KindError} (the wrong kind of argument) or a {@link ValueError} (a value out of range),
 * with a bounded message naming the function and the argument. They are for the public entry of
 * a computation, never for its inner loops.
 */
import { KindError, ValueError, clip } from './errors.js';

/** What `v` is, for {@link KindError.kind}: `'null'`, `'array'`, or its `typeof`. */
export function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/** A short, bounded picture of `v` for a message: a number or a short string as it is, else its type. */
export function shown(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return clip(v, 40);
  if (typeof v === 'string') return clip(JSON.stringify(v), 40);
  return typeName(v);
}

/** A {@link KindError}: `fn`'s argument `arg` should be `expected` (`'an integer'`, `'a string'`). */
export function kindError(fn: string, arg: string, expected: string, v: unknown): KindError {
  return new KindError(`${clip(fn, 60)}: ${clip(arg, 40)} must be ${expected}, got ${shown(v)}`, typeName(v));
}

/** `v` when it is a string, else a {@link KindError}. */
export function requireString(v: unknown, fn: string, arg: string): string {
  if (typeof v !== 'string') throw kindError(fn, arg, 'a string', v);
  return v;
}

/** `v` when it is a function, else a {@link KindError}. */
export function requireFunction<F>(v: unknown, fn: string, arg: string): F {
  if (typeof v !== 'function') throw kindError(fn, arg, 'a function', v);
  return v as F;
}

/**
 * `v` when it is an integer from `lo` to `hi`: a {@link KindError} when it is not a number, a
 * {@link ValueError} (naming the range) when it is a number outside it or not an integer.
 */
export function requireInt(v: unknown, fn: string, arg: string, lo: number = Number.MIN_SAFE_INTEGER, hi: number = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== 'number') throw kindError(fn, arg, 'an integer', v);
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new ValueError(`${clip(fn, 60)}: ${clip(arg, 40)} must be an integer from ${lo} to ${hi}, got ${shown(v)}`);
  }
  return v;
}

/**
 * `v` when it is an object whose fields `fields` have the kinds given (a `typeof` name, or
 * `'array'`), else a {@link KindError} saying it should be `expected`: the door of a function that
 * reads a record the library made (a digit, a row, a trajectory) and may be given anything.
 */
export function requireShape<T>(v: unknown, fn: string, arg: string, expected: string, fields: Readonly<Record<string, string>>): T {
  if (v === null || typeof v !== 'object') throw kindError(fn, arg, expected, v);
  for (const [k, kind] of Object.entries(fields)) {
    const x = (v as Record<string, unknown>)[k];
    if (kind === 'array' ? !Array.isArray(x) : typeof x !== kind) throw kindError(fn, arg, expected, v);
  }
  return v as T;
}

/** `v` when it is an array, else a {@link KindError}. */
export function requireArray<T = unknown>(v: unknown, fn: string, arg: string): readonly T[] {
  if (!Array.isArray(v)) throw kindError(fn, arg, 'an array', v);
  return v as readonly T[];
}

/**
 * An options argument: `undefined` gives `{}`, an object (not an array) is returned as it is,
 * anything else (null, a number, ...) is a {@link KindError}.
 */
export function optionsArg<O extends object>(v: O | undefined | null | unknown, fn: string, arg = 'options'): O {
  if (v === undefined) return {} as O;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw kindError(fn, arg, 'an object or undefined', v);
  return v as O;
}

/** The items of `v` when it is iterable and not a string, else a {@link KindError}. */
export function requireIterable<T = unknown>(v: unknown, fn: string, arg: string): T[] {
  if (typeof v === 'string' || v === null || v === undefined || typeof (v as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
    throw kindError(fn, arg, 'an array or another iterable', v);
  }
  return [...(v as Iterable<T>)];
}
