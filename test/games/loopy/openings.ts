/**
 * The check of an opening (1,1|1,1)_n of a SIMPLE CHOPSTICKS variant, shared by values.test.ts and
 * openings.long.test.ts. Expected: the outcome class of the independent retrograde analysis of the
 * same graph (`r.outcome`), and the symmetry theorem of docs/loopy-variants.md (the opening is
 * symmetric between the players, so offside = −onside).
 */
import { expect } from 'vitest';
import { negLoopy, offsideOf, onsideOf, outcomeClass, stopperSidedOf } from '../../../src/loopy/index.js';
import { VARIANTS, variantPosition } from '../../../src/games/simple-chopsticks/variants.js';
import { variantResult } from '../../../src/games/simple-chopsticks/variant-values.js';

/** Values the opening of variant `name` with n fingers, and checks it as the module notes say. */
export function expectOpeningValued(name: string, n: number): void {
  const v = VARIANTS[name]!;
  const r = variantResult(variantPosition([1, 1], [1, 1], n, v), v);
  expect(r.kind).not.toBe('unresolved');
  expect(outcomeClass(r.value!)).toBe(r.outcome);
  expect(offsideOf(stopperSidedOf(r.value!))).toBe(negLoopy(onsideOf(stopperSidedOf(r.value!))));
}
