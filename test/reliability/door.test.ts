/**
 * Issue 22, checks at the door: each input below was found by the export fuzzer (test/fuzz/,
 * `node --import tsx test/fuzz/driver.ts api 20261127 400`, the call number in each name) and
 * crashed with a TypeError, hung, or died out of memory. Each now gives a value or a
 * PartizanError (KindError for the wrong kind of argument, ValueError / LimitError / the module's
 * own error for a value out of range) with a bounded message, at once.
 *
 * Expected values: none are computed here; the cases only check the kind of the outcome (issue
 * 22's rule: a value or a PartizanError with a bounded message, never a crash or a hang).
 */
import { describe, expect, it } from 'vitest';
import {
  DomineeringBoard,
  EtaEstimator,
  HeapRules,
  KindError,
  LimitError,
  LoopyCodeError,
  PartizanError,
  Solver,
  UPON,
  ValueError,
  clip,
  escapeXml,
  evenPart,
  extendParallel,
  formatLoopy,
  formatMisere,
  formatStopper,
  parse,
  findGame,
  genusOf,
  hackenbush,
  heapMoves,
  leftStop,
  mex,
  misereAdd,
  misereAlgebra,
  misereDifference,
  misereNim,
  misereRulesetOutcome,
  misereSortedOptions,
  nimAlgebra,
  offsideOf,
  phylum,
  quotientElement,
  rightStop,
  runInSlices,
  thermograph,
  thermographToSvg,
  quotientTableSvg,
  upsum,
  downsum,
  anyOffside,
} from '../../src/index.js';
import { LoopyLimitError, MoveGenerator, partizanOpening, PositionSpace, RulesError, buildGraph, makeRules, parseRules, solveGraph } from '../../src/entries/chopsticks-played.js';
import { OutcomeSolver, board, outcome, position, table2BandLines } from '../../src/entries/chopsticks.js';
import { VARIANTS, formatVariantPosition, variantByName, variantKey, variantMoves, variantPosition, variantResult } from '../../src/entries/chopsticks-variants.js';
import { misereZero } from '../../src/misere/game.js';
import { BOUND, door } from './door.js';

async function doorAsync(f: () => Promise<unknown>, C: abstract new (...a: never[]) => PartizanError = PartizanError): Promise<void> {
  const err = await f().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(C);
  expect((err as Error).message.length).toBeLessThanOrEqual(BOUND);
}

const a = (x: unknown): never => x as never;
const rules = makeRules({});
const nimGame = findGame('nim');

describe('chopsticks-played: rules, codes and options at the door (issue 22)', () => {
  it("new PositionSpace('__proto__') is a RulesError at once (#19, #39, #60: out of memory before)", () => {
    door(() => new PositionSpace(a('__proto__')), RulesError);
    door(() => new PositionSpace(a(null)), RulesError);
    door(() => new PositionSpace(a({ players: 2 })), RulesError); // hands, r, lives missing
    door(() => new PositionSpace(a({ ...rules, r: Number.NaN })), RulesError);
  });

  it('new MoveGenerator(15) and new MoveGenerator() are KindErrors (#2, #122)', () => {
    door(() => new MoveGenerator(a(15)), KindError);
    door(() => new MoveGenerator(a(undefined)), KindError);
  });

  it('buildGraph with root 2^53, root 0.5, null options, maxPositions -1 (the decode at 2^53 that died out of memory)', () => {
    expect(door(() => buildGraph(rules, { root: 2 ** 53 }), ValueError).message).toMatch(/root.*0 to 224/);
    door(() => buildGraph(rules, { root: 0.5 }), ValueError);
    door(() => buildGraph(rules, a(null)), KindError);
    expect((door(() => buildGraph(rules, { maxPositions: -1 }), LimitError) as LimitError).option).toBe('maxPositions');
    expect(door(() => buildGraph(rules, { maxPositions: 3 }), LoopyLimitError)).toBeInstanceOf(LimitError);
  });

  it('solveGraph of a game, and PositionSpace.format of NaN, are KindError / ValueError (#25)', () => {
    door(() => solveGraph(a(parse('*2'))), KindError);
    door(() => new PositionSpace(rules).format(Number.NaN), ValueError);
    door(() => new PositionSpace(rules).handsOfSeat(0, 7), ValueError);
  });

  it('partizanOpening() and new PositionSpace(undefined) are RulesErrors (origin 7 #38)', () => {
    door(() => partizanOpening(a(undefined)), RulesError);
    door(() => new PositionSpace(a(undefined)), RulesError);
  });

  it('parseRules(*2) is a RulesError (#377)', () => {
    door(() => parseRules(a(parse('*2'))), RulesError);
  });
});

describe('misère at the door (issue 22)', () => {
  it('phylum(3), genusOf(2.5), formatMisere({}) are KindErrors (#8, #50)', () => {
    door(() => phylum(a(3)), KindError);
    door(() => genusOf(a(2.5)), KindError);
    door(() => formatMisere(a({})), KindError);
  });

  it('misereAdd(1/2:1, -1) and misereDifference(*5, over) are KindErrors (#27, #162, #260, #298)', () => {
    door(() => misereAdd(a(parse('1/2')), a(-1)), KindError);
    door(() => misereAdd(misereZero, misereZero, a(-1)), KindError);
    door(() => misereDifference(a(parse('*5')), a(UPON)), KindError);
  });

  it('evenPart(undefined), misereSortedOptions(null) are KindErrors (#380, #395)', () => {
    door(() => evenPart(a(undefined)), KindError);
    door(() => misereSortedOptions(a(null)), KindError);
  });

  it('misereNim(10^9) is a ValueError at once (it built 10^9 heaps before)', () => {
    door(() => misereNim(1e9), ValueError);
  });

  it('heapMoves(8), misereAlgebra.fromOptions(a string), quotientElement([1], {}), misereRulesetOutcome("hackenbush:") (#216, #161, #316, #342)', () => {
    door(() => heapMoves(a(8)), KindError);
    door(() => misereAlgebra.fromOptions(a('on+on'), a(UPON)), KindError);
    door(() => quotientElement(a([parse('1')]), a({})), KindError);
    door(() => misereRulesetOutcome(a('hackenbush:'), a(undefined)), KindError);
  });
});

describe('impartial at the door (issue 22)', () => {
  it('new HeapRules(noop), nimAlgebra.fromOptions(3/4), mex(3) are KindErrors (#48, #281)', () => {
    door(() => new (HeapRules as unknown as new (x: unknown) => unknown)(() => 0), KindError);
    door(() => HeapRules.fromDigits(a('Tiny(2)'), a('*')), KindError); // origin 7 #134
    door(() => nimAlgebra.fromOptions(a(parse('3/4')), a(undefined)), KindError);
    door(() => mex(a(3)), KindError);
  });

  it('new EtaEstimator(-1) is a KindError (#1)', () => {
    door(() => new EtaEstimator(a(parse('-1'))), KindError);
  });

  it("extendParallel('-1', upon) rejects with a KindError (#54)", async () => {
    await doorAsync(() => extendParallel(a('-1'), a(UPON)), KindError);
  });

  it('new LoopyCodeError(undefined, ...) builds (clip of a non-string, #333), and clip accepts any value', () => {
    expect(new (LoopyCodeError as unknown as new (...x: unknown[]) => Error)(undefined, '^[100000]')).toBeInstanceOf(PartizanError);
    expect(clip(a(undefined))).toBe('undefined');
    expect(clip(a(Object.create(null)))).toBe('object');
    expect(clip(a(Symbol('s')))).toBe('Symbol(s)');
    expect(clip(a(12345), 2)).toBe('12… (3 more characters)');
    expect(clip('abc', a('x'))).toBe('abc');
  });
});

describe('simple chopsticks and its variants at the door (issue 22)', () => {
  it('OutcomeSolver.winsMovingFirst(a game), outcome({loopyLimits}) are KindErrors (#78, #140, #314)', () => {
    door(() => new OutcomeSolver().winsMovingFirst(a(parse('*')), 'L'), KindError);
    door(() => outcome(a({ loopyLimits: 1 })), KindError);
    door(() => new OutcomeSolver().outcome(position([1], [1], 3), a(7)), KindError);
  });

  it("OutcomeSolver's search and quick are not reachable from outside (#83, #127, #354)", () => {
    const s = new OutcomeSolver() as unknown as Record<string, unknown>;
    expect(s['search']).toBeUndefined();
    expect(s['quick']).toBeUndefined();
  });

  it('position(^5, G, 20000), board(527, ^[5]), table2BandLines(-1) (#396, #340, #305)', () => {
    door(() => position(a(parse('^')), a(parse('*')), 20000), KindError);
    door(() => board(527, a(parse('^'))), KindError);
    door(() => board(5, a([7])), KindError);
    door(() => table2BandLines(a(-1)), KindError);
  });

  it("variantMoves('{0|...', 1e308), formatVariantPosition(G, 19), variantKey(p, ↑), variantByName(*.22), variantResult(p) (#12, #49, #70, #171, #282)", () => {
    door(() => variantMoves(a('{0|{0|0}}'), a(1e308), a(undefined), a(undefined), a(undefined)), KindError);
    door(() => formatVariantPosition(a(parse('2')), a(19)), KindError);
    const p = variantPosition([1], [2], 4, VARIANTS.rollover!);
    door(() => variantKey(p, a(parse('^'))), KindError);
    door(() => variantByName(a(parse('*'))), KindError);
    door(() => variantResult(a({ position: '(1|2)_20' }), a(undefined)), KindError);
    door(() => variantMoves([1], [1], 4, VARIANTS.rollover!, 9), ValueError);
  });
});

describe('loopy values, engine, analysis and games at the door (issue 22)', () => {
  it('rightStop(^), leftStop({...}), offsideOf() are KindErrors (#84, #306, #188)', () => {
    door(() => rightStop(a(parse('^'))), KindError);
    door(() => leftStop(a({ position: '(1^2|1)_1000' })), KindError);
    door(() => offsideOf(a(undefined)), KindError);
  });

  it("upsum('chopsticks'), downsum((2|5)_40, ...), anyOffside() are KindErrors (origin 7 #54, #196, #22)", () => {
    door(() => upsum(a('chopsticks'), UPON), KindError);
    door(() => downsum(UPON, a({ position: '(4|4)_7' })), KindError);
    door(() => anyOffside(a(undefined)), KindError);
  });

  it('formatStopper(s, { names: a game }) and formatLoopy(^) are KindErrors (#57, #379)', () => {
    door(() => formatStopper(UPON, a({ names: parse('-3/8') })), KindError);
    door(() => formatLoopy(a(parse('^'))), KindError);
  });

  it('new Solver(ruleset, null), new Solver("x") are KindErrors (#200: Solver.cached on a non-ruleset)', () => {
    door(() => new Solver(hackenbush, a(null)), KindError);
    door(() => new Solver(a(parse('0'))), KindError);
  });

  it('escapeXml(undefined) is a KindError, runInSlices(an object) rejects with one (#293, #38)', async () => {
    door(() => escapeXml(a(undefined)), KindError);
    await doorAsync(() => runInSlices(a({ ctx: 1 })), KindError);
  });

  it("Trajectory.slopeAfter('x') is a KindError, slopeAfter(-1) a ValueError", () => {
    const w = thermograph(parse('{2|-1}')).leftWall;
    door(() => w.slopeAfter(a('x')), KindError);
    door(() => w.slopeAfter(-1), ValueError);
    expect(w.slopeAfter(0)).toBeDefined();
  });

  it('DomineeringBoard.empty(10^6, 2^31) is a ValueError, not a RangeError (origin 20261128 #7)', () => {
    door(() => DomineeringBoard.empty(1e6, 2 ** 31), ValueError);
    expect(DomineeringBoard.empty(2, 3).toString()).toBe('...|...');
  });

  it('thermographToSvg(*64, 0.5), quotientTableSvg([*3, ...]) are KindErrors (origin 20261128 #180, origin 7 #97)', () => {
    door(() => thermographToSvg(a(parse('*64')), a(0.5)), KindError);
    door(() => quotientTableSvg(a([parse('*3')]), a({ maxPairs: 'suns' })), KindError);
  });

  it('DomineeringBoard.parse(0.5), hackenbush.options(), hackenbush.components(1/1024) are KindErrors (#175, #116, #296)', () => {
    door(() => DomineeringBoard.parse(a(0.5)), KindError);
    door(() => hackenbush.options(a(undefined), 'L'), KindError);
    door(() => hackenbush.components!(a(parse('1/1024'))), KindError);
  });

  it("Nim's descriptor: value(2147483647), format(false), parse({}) (#34, #356, #119)", () => {
    door(() => nimGame.value(a(2147483647)), KindError);
    door(() => nimGame.format(a(false)), KindError);
    door(() => nimGame.parse(a({ length: 1 })), KindError);
    door(() => nimGame.value(a({ code: '0.[3]', heaps: [2 ** 31] })), KindError);
    expect(String(nimGame.value(nimGame.parse('1 2')))).toBe('*3'); // 1 ⊕ 2 = 3 (nim-sum, Bouton)
  });
});

describe('Toads and Frogs at the door (found by the export fuzzer: a bad player was a TypeError)', () => {
  it("toadsFrogs.options and backslidingMoves with a player other than 'L' or 'R', or a non-string position, are KindErrors", async () => {
    const { toadsFrogs, backslidingMoves } = await import('../../src/entries/games.js');
    const { KindError: KE } = await import('../../src/index.js');
    expect(() => toadsFrogs.options('T.F', 'X' as never)).toThrow(KE);
    expect(() => toadsFrogs.options(null as never, 'L')).toThrow(KE);
    expect(() => backslidingMoves('T.F', undefined as never)).toThrow(KE);
    // the rules themselves are unchanged (Winning Ways ch. 1: the Toad steps right onto the empty square)
    expect(toadsFrogs.options('T.F', 'L')).toEqual(['.TF']);
  });
});
