/**
 * Fuzzing the one family (issue 21): random members of every kind (short games from the
 * library's own arbitrary, stoppers, stopper-sided values and simplified sides from the loopy test
 * texts), and things that are not games at all, into every exported function of the root entry
 * that takes a value. Each call returns, or throws a `PartizanError` with a bounded message; the
 * loopy engine's small limits are given wherever a function takes them, so no call runs long. A
 * value returned by a family operation is in its simplest kind (never a loopfree `Stopper`).
 *
 * The budget and the random start come from fuzz-budget.ts (a fixed start in CI):
 *
 *   PARTIZAN_FUZZ_SEED=7 PARTIZAN_FUZZ_BUDGET=20 npx vitest run test/values/fuzz.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as P from '../../src/index.js';
import { Game, PartizanError, SidedValue, SimplifiedSidedValue, Stopper, type Value } from '../../src/index.js';
import { arbitraryGame } from '../../src/testing/arbitrary.js';
import { fuzzParams } from '../fuzz-budget.js';

const LIMITS = { maxNodes: 5_000, maxPairs: 100_000, maxSidleWork: 500_000 };
const MAX_MESSAGE = 1000;

/**
 * Loopy texts of every kind: CGSuite's test texts (CanonicalStopperTestCase.scala,
 * SidedValueTestCase.scala) and the loopy reader's valid texts (test/loopy-values/fuzz.test.ts).
 */
const LOOPY_TEXTS = [
  'on', 'off', 'over', 'under', 'upon', 'dud', 'tis', 'tisn', '{pass|*}', '{pass,0|0}', '{0||0|0,pass}',
  'over & v', 'a{0||||0|||a|*||*}', 'a{1||a|0}', '{2&-2|1&-2}', '{pass|3/2}', '{-1/4+*|pass}', '{0|||0||0|off}',
  '{on|0||0}', '{0||0|under}', '+-{0|pass}', 'a{{|a}|}', '{0|{dud|},*}', '-5under', '5^[on]*', 'v<on>', 'Tiny(on)',
  '1/2Tiny(over)', 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}', 'a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}', '1 & 0',
];
const loopyValues: Value[] = LOOPY_TEXTS.map((t) => P.parse(t, { loopy: true, loopyLimits: LIMITS }));

describe('the loopy texts give every kind', () => {
  it('stoppers, stopper-sided values and simplified sides', () => {
    const kinds = new Set(loopyValues.map((v) => P.kindOf(v)));
    expect([...kinds].sort()).toEqual(['sided', 'simplified', 'stopper']);
  });
});

/** Things that are not games. */
const JUNK: unknown[] = [null, undefined, 0, 1, -2.5, NaN, 'x', '{1|0}', {}, [], [P.star], { leftOptions: [] }, () => 1, Symbol('s'), 10n];

const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbitraryGame({ maxSteps: 4, maxOptions: 2 }) },
  { weight: 4, arbitrary: fc.constantFrom(...loopyValues) },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
);

type Call = (a: unknown, b: unknown) => unknown;
const o = LIMITS;
/** Every exported function of the root entry that takes a value, with its other arguments fixed. */
const CALLS: [string, Call][] = [
  ['add', (a, b) => P.add(a as Value, b as Value, o)],
  ['sub', (a, b) => P.sub(a as Value, b as Value, o)],
  ['neg', (a) => P.neg(a as Value)],
  ['sum', (a, b) => P.sum(a as Value, b as Value)],
  ['compare', (a, b) => P.compare(a as Value, b as Value, o)],
  ['le', (a, b) => P.le(a as Value, b as Value, o)],
  ['lt', (a, b) => P.lt(a as Value, b as Value, o)],
  ['ge', (a, b) => P.ge(a as Value, b as Value, o)],
  ['gt', (a, b) => P.gt(a as Value, b as Value, o)],
  ['fuzzy', (a, b) => P.fuzzy(a as Value, b as Value, o)],
  ['equals', (a, b) => P.equals(a as Value, b as Value, o)],
  ['outcome', (a) => P.outcome(a as Value)],
  ['stops', (a) => P.stops(a as Value)],
  ['isInfinitesimal', (a) => P.isInfinitesimal(a as Value)],
  ['birthday', (a) => P.birthday(a as Value)],
  ['isNimber', (a) => P.isNimber(a as Value)],
  ['isDicotic', (a) => P.isDicotic(a as Value)],
  ['isAllSmall', (a) => P.isAllSmall(a as Value)],
  ['game', (a, b) => P.game([a as Value], [b as Value], o)],
  ['game (lists)', (a, b) => P.game(a as Value[], b as Value[], o)],
  ['switchOf', (a) => P.switchOf(a as Value, o)],
  ['sidedValue', (a, b) => P.sidedValue(a as Value, b as Value, o)],
  ['format', (a) => P.format(a as Value)],
  ['format (unicode, names)', (a, b) => P.format(a as Value, { unicode: true, names: { N: b as Value } })],
  ['toCgsuite', (a) => P.toCgsuite(a as Value)],
  ['isSwitch', (a) => P.isSwitch(a as Value)],
  ['quoteGame', (a) => P.quoteGame(a as Game)],
  ['sortedOptions', (a) => P.sortedOptions(a as Game, 'L')],
  ['cgsuiteOrder', (a, b) => P.cgsuiteOrder(a as Game, b as Game)],
  ['isUptimal', (a) => P.isUptimal(a as Value)],
  ['uptimalExpansion', (a) => P.uptimalExpansion(a as Value)],
  ['uptimalString', (a) => P.uptimalString(a as Value)],
  ['mean', (a) => P.mean(a as Game)],
  ['temperature', (a) => P.temperature(a as Game)],
  ['meanExact', (a) => P.meanExact(a as Game)],
  ['temperatureExact', (a) => P.temperatureExact(a as Game)],
  ['stopsAndMean', (a) => P.stopsAndMean(a as Game)],
  ['thermograph', (a) => P.thermograph(a as Game)],
  ['thermographSvg', (a) => P.thermographSvg(a as Game)],
  ['gameTreeSvg', (a) => P.gameTreeSvg(a as Game)],
  ['cool', (a) => P.cool(a as Game, 1)],
  ['heat', (a, b) => P.heat(a as Game, b as Game)],
  ['overheat', (a, b) => P.overheat(a as Game, b as Game, P.num(1))],
  ['freeze', (a) => P.freeze(a as Game)],
  ['rcf', (a) => P.rcf(a as Game)],
  ['rcfByHeating', (a) => P.rcfByHeating(a as Game)],
  ['leqInf', (a, b) => P.leqInf(a as Game, b as Game)],
  ['atomicWeight', (a) => P.atomicWeight(a as Game)],
  ['atomicWeightOrUndefined', (a) => P.atomicWeightOrUndefined(a as Game)],
  ['isAtomic', (a) => P.isAtomic(a as Game)],
  ['farStarIndex', (a) => P.farStarIndex(a as Game)],
  ['incentives', (a) => P.incentives(a as Game)],
  ['leftIncentives', (a) => P.leftIncentives(a as Game)],
  ['rightIncentives', (a) => P.rightIncentives(a as Game)],
  ['tiny', (a) => P.tiny(a as Value)],
  ['miny', (a) => P.miny(a as Value)],
  ['asTiny', (a) => P.asTiny(a as Game)],
  ['asMiny', (a) => P.asMiny(a as Game)],
  ['ordinalSum', (a, b) => P.ordinalSum(a as Game, b as Game)],
  ['nortonProduct', (a, b) => P.nortonProduct(a as Game, b as Game)],
  ['conjunctiveSum', (a, b) => P.conjunctiveSum(a as Game, b as Game)],
  ['selectiveSum', (a, b) => P.selectiveSum(a as Game, b as Game)],
  ['loopyGraphSvg', (a) => P.loopyGraphSvg(a as Value, { maxNodes: 50 })],
  ['kindOf', (a) => P.kindOf(a)],
  ['isValue', (a) => P.isValue(a)],
  ['requireShort', (a) => P.requireShort(a, 'f')],
  ['requireValue', (a) => P.requireValue(a, 'f')],
];

/** Family operations whose results are values of the family, in their simplest kind. */
const RETURNS_VALUE = new Set(['add', 'sub', 'neg', 'sum', 'game', 'game (lists)', 'switchOf', 'sidedValue', 'tiny', 'miny']);

function describeArg(x: unknown): string {
  if (P.isValue(x)) return `${P.kindOf(x)} ${P.quoteGame(x instanceof Game ? x : P.zero, 60)}${x instanceof Game ? '' : ` (${P.toCgsuite(x).slice(0, 60)})`}`;
  if (typeof x === 'symbol') return 'a symbol';
  if (typeof x === 'bigint') return `${x}n`;
  try {
    return JSON.stringify(x) ?? String(x);
  } catch {
    return typeof x;
  }
}

function check(name: string, f: Call, a: unknown, b: unknown): void {
  let r: unknown;
  try {
    r = f(a, b);
  } catch (e) {
    if (!(e instanceof PartizanError)) {
      throw new Error(`${name}(${describeArg(a)}, ${describeArg(b)}) threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    }
    if (e.message.length > MAX_MESSAGE) throw new Error(`${name}: a message of ${e.message.length} characters`);
    return;
  }
  if (RETURNS_VALUE.has(name)) {
    if (!P.isValue(r)) throw new Error(`${name}(${describeArg(a)}, ${describeArg(b)}) returned ${describeArg(r)}, not a value`);
    if (r instanceof Stopper && r.isLoopfree) throw new Error(`${name}(${describeArg(a)}, ${describeArg(b)}) returned a loopfree Stopper, not its Game`);
    if (r instanceof SidedValue && r.onside === r.offside) throw new Error(`${name} returned a sided value with equal sides`);
    if (!(r instanceof Game) && !(r instanceof Stopper) && !(r instanceof SidedValue) && !(r instanceof SimplifiedSidedValue)) throw new Error(`${name}: not a member`);
  }
}

describe('every function that takes a value: a value or a PartizanError', () => {
  it('random members of every kind, and non-games', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLS), arbValue, arbValue, ([name, f], a, b) => {
        check(name, f, a, b);
      }),
      fuzzParams(1500),
    );
  });
  it('each function once on each loopy text and each non-game', () => {
    for (const [name, f] of CALLS) {
      for (const v of [...loopyValues, ...JUNK]) check(name, f, v, P.star);
    }
  });
});
