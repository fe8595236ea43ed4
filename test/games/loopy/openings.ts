/**
 * The check of an opening (1,1|1,1)_n of a SIMPLE CHOPSTICKS variant, shared by values.test.ts and
 * openings.long.test.ts, and the opening's result computed once per file (also for
 * test/loopy-values/simplified-sides.test.ts). Expected: the outcome class of the independent retrograde analysis of the
 * same graph (`r.outcome`), and the symmetry theorem of docs/loopy-variants.md (the opening is
 * symmetric between the players, so offside = −onside).
 */
import { expect } from 'vitest';
import { offsideOf, onsideOf, outcomeClass, stopperSidedOf } from '../../../src/loopy/index.js';
import { negAny } from '../../../src/loopy/simplified.js';
import { VARIANTS, variantPosition } from '../../../src/games/simple-chopsticks/variants.js';
import { variantResult, type VariantResult } from '../../../src/games/simple-chopsticks/variant-values.js';

const results = new Map<string, VariantResult>();

/**
 * The result of the opening (1,1|1,1)_n of variant `name` (variantResult, default options), computed
 * once per test file: several tests check properties of the same opening, some of which take
 * seconds to value (revives-even n = 5: about 7 s of CPU).
 */
export function openingResult(name: string, n: number): VariantResult {
  const key = `${name}:${n}`;
  let r = results.get(key);
  if (r === undefined) {
    const v = VARIANTS[name]!;
    r = variantResult(variantPosition([1, 1], [1, 1], n, v), v);
    results.set(key, r);
  }
  return r;
}

/** Values the opening of variant `name` with n fingers, and checks it as the module notes say. */
export function expectOpeningValued(name: string, n: number): void {
  const r = openingResult(name, n);
  expect(r.kind).not.toBe('unresolved');
  expect(outcomeClass(r.value!)).toBe(r.outcome);
  expect(offsideOf(stopperSidedOf(r.value!))).toBe(negAny(onsideOf(stopperSidedOf(r.value!))));
}
