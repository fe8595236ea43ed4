/**
 * The check of issue 22 at an exported function's door: the call throws a PartizanError (of a
 * given class), with a message no longer than clip() allows, within a few seconds.
 */
import { expect } from 'vitest';
import { MAX_QUOTED, PartizanError } from '../../src/index.js';

/** Longest message allowed: what clip() lets through, twice, and the words around it. */
export const BOUND = 2 * MAX_QUOTED + 400;

/** `f()` throws a PartizanError (of class `C` when given) with a bounded message, within `ms`. */
export function door(f: () => unknown, C: abstract new (...a: never[]) => PartizanError = PartizanError, ms = 2000): PartizanError {
  const t0 = Date.now();
  let err: unknown;
  try {
    f();
  } catch (e) {
    err = e;
  }
  expect(err, 'it should throw').toBeInstanceOf(C);
  expect((err as Error).message.length).toBeLessThanOrEqual(BOUND);
  expect(Date.now() - t0).toBeLessThan(ms);
  return err as PartizanError;
}
